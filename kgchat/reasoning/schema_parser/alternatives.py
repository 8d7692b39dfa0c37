"""Tests that hold when either of two do: ``(NOT (AND (NOT a) (NOT b)))`` (the forms have no OR of their own, and
every store runs NOT and AND). ``b`` is the question's ``build.Builder`` (not imported here: it calls these).

- Values joined by "or": "films in Polish *or* Hungarian", "orders shipped to Lyon or Reims", "staff who started in
  2015 or 2016". Two values of one property (or two tests of one shape: "before 1990 or after 2010"), named one
  after the other with "or" (or "either … or") between them, ask for nodes that hold either of them, not both.
- Sibling relationship types (``either_types``): two or more types join the same two labels the same way round (a
  match's HOME_TEAM and AWAY_TEAM club, a flight's origin and destination airport, a line's first and last
  station). A named thing linked to the nodes asked about "in any of these ways" is what the question means when
  its words name every one of the types ("home *and* away"), name only what the types share ("the *teams* in the
  match"), or name none of them and the graph has no usual one among them (``usual.usual_type``): no word sets one
  apart, so taking one would be a coin flip. The reading is read from the schema alone: which types join which
  labels, and which of them the question's words name.
"""

from __future__ import annotations

from dataclasses import fields, is_dataclass, replace
from typing import Any

from kgchat.logic.nodes import And, Entity, Expr, Join, Literal, Not, Relation
from kgchat.reasoning.schema_parser.hops import GUESS
from kgchat.reasoning.schema_parser.parts import Part
from kgchat.reasoning.schema_parser.schema_index import EntityMention
from kgchat.reasoning.schema_parser.usual import LESS, usual_type

OR_WORDS = frozenset({"or"})
BETWEEN = frozenset({"or", "either", "in", "the", "a", "an"})  # words that may stand between the two values


def either_values(b: Any, pieces: list[tuple[Expr, list[Part]]]) -> list[tuple[Expr, list[Part]]]:
    """``pieces`` with each run of value tests of one shape ("language = Polish", "language = Hungarian") whose
    values the question joins by "or" made into one test that holds when either value does."""
    out = list(pieces)
    merged = True
    while merged:
        merged = False
        for i, (a, pa) in enumerate(out):
            for j, (c, pc) in enumerate(out):
                if i == j or not _value(pa) or not _value(pc):
                    continue
                word = _or_between(b, pa[0].tokens, pc[0].tokens)
                if word is None or _shape(a) != _shape(c):
                    continue
                test = Not(And(denied(a), denied(c)))
                joined = Part(None, pa[0].tokens | pc[0].tokens | word, 1.0, "value",
                              f"{pa[0].text} or {pc[0].text}", doubt=pa[0].doubt or pc[0].doubt)
                rest = [p for p in pa[1:] + pc[1:] if p.kind != "value"]
                out = [x for k, x in enumerate(out) if k not in (i, j)] + [(test, [joined, *_unique(rest)])]
                merged = True
                break
            if merged:
                break
    return out


def _value(parts: list[Part]) -> bool:
    """Whether a piece tests a value said in the question: a named one ('Polish'), or a number or year of a key
    ("started in 2015 *or* 2016", "before 1990 or after 2010")."""
    return bool(parts) and parts[0].kind in ("value", "constraint") and bool(parts[0].tokens)


def _or_between(b: Any, first: frozenset[int], second: frozenset[int]) -> frozenset[int] | None:
    """The words between two values, when they join them by "or" and say nothing else."""
    if max(first) >= min(second):
        return None
    between = range(max(first) + 1, min(second))
    words = [b.r.tokens[k].low for k in between]
    if not any(w in OR_WORDS for w in words) or not all(w in BETWEEN for w in words):
        return None
    return frozenset(between)


def denied(test: Expr) -> Expr:
    """The denial of a test: "not in Germany or the UK" is in neither (an "either" test denied is the AND of
    the two denials it holds)."""
    if isinstance(test, Not) and isinstance(test.expr, And) and isinstance(test.expr.left, Not):
        return test.expr
    return Not(test)


def _shape(expr: Expr) -> Expr:
    """The test with every named value blanked: two tests of one property differ only in their values."""
    if isinstance(expr, Entity):
        return Entity("?")
    if isinstance(expr, Literal):
        return Literal("?")
    if not is_dataclass(expr):
        return expr
    return replace(expr, **{f.name: _shape(getattr(expr, f.name)) for f in fields(expr)
                            if is_dataclass(getattr(expr, f.name))})


def _unique(parts: list[Part]) -> list[Part]:
    return list(dict.fromkeys(parts))


JOINING = frozenset({"and", "or", "either", "both", "/", "&"})  # between the words of two types taken together
SURE = 0.75  # a word names a type at least this surely to take it with its siblings
ALIKE = 0.05  # how close the scores of one word naming several types must be for it to name what they share
TAKEN_TOGETHER = 0.05  # a reading taking every type the words name, against one taking a single one of them
GUESS_SPARED = GUESS * (1 - LESS)  # no word names any: a guess, spared as a guess along a usual type is


def either_types(b: Any, target: str, em: EntityMention,
                 name_part: Part) -> list[tuple[float, Expr, list[Part]]]:
    """Links from ``target`` nodes to the named thing along any of the sibling types between their labels, each
    with its score on the scale of ``Builder.entity_links`` (see the module docstring); none where a word sets one
    type apart. Types the words name are all taken, whichever the named thing has ("home and away": a club that
    played at home only still has its home matches counted)."""
    out = []
    held = b.held(em)
    for label in em.labels or ():
        if label == target:
            continue  # a type between nodes of one label is walked one way or the other, not as a sibling
        ways = b.rels_between(target, label)
        for forward in (True, False):
            types = sorted(rel for rel, f in ways if f == forward)
            found = _named_together(b, types) if len(types) > 1 else None
            if found is None:
                continue
            tokens, conf, guessed = found
            if guessed and (len(types) > 3 or usual_type(b.schema, target, ways) is not None
                            or held and len(set(types) & held) < 2):
                continue  # a usual type among them is what the question means; many are no pair of ends; the
                #           named thing has one of them only (``entity_links`` walks that one)
            ent = Entity(em.entity.id)
            test: Expr = Join(Relation(types[0], not forward), ent)
            for rel in types[1:]:
                test = Not(And(denied(test), Not(Join(Relation(rel, not forward), ent))))
            part = Part(None, tokens, conf, "relation", " or ".join(types), guessed=guessed)
            score = -GUESS_SPARED if guessed else conf + TAKEN_TOGETHER
            out.append((score, test, [name_part, part]))
    return out


def _named_together(b: Any, types: list[str]) -> tuple[frozenset[int], float, bool] | None:
    """(the words, how surely, whether no word names any) for sibling types the words take together: each named by
    its own word, joined by "and" / "or" ("home *and* away"); all named by one word, alike ("the *teams*"); or none
    named at all. None when some word sets one apart."""
    mentions = [b.rel_mention(rel) for rel in types]
    if all(m is None for m in mentions):
        return frozenset(), 0.5, True
    if any(m is None or m.element.kind != "rel" or m.score < SURE or m.prefix for m in mentions):
        return None  # a word only a little like a type's ("squad" ~ team) names none of them surely
    spans = [frozenset(m.tokens) for m in mentions]
    scores = [m.score for m in mentions]
    if len(set(spans)) == 1:
        return (spans[0], min(scores), False) if max(scores) - min(scores) <= ALIKE else None
    if any(x & y for i, x in enumerate(spans) for y in spans[i + 1:]):
        return None
    words = sorted(set().union(*spans))
    between = frozenset(range(words[0], words[-1] + 1)) - set(words)
    if not all(b.r.tokens[i].low in JOINING for i in between):
        return None  # named apart from each other: each its own test, not one reading of both
    return frozenset(words) | between, min(scores), False
