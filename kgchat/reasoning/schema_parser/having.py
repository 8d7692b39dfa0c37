"""``present_ends``: "animals *with a* health check", "how many animals *have had at least one* health check",
"courses that *have any* students": the word of a label one relationship away, after the counted or listed label's
word with only words of having between them (and no word of a relationship type), keeps the nodes that have such a
relationship: the only type between the two labels, or the usual one of several (``usual.usual_type``). The mirror
of ``negation.absent_ends`` ("without a club"), which reads the same words after a negation."""

from __future__ import annotations

from typing import NamedTuple

from kgchat.logic.nodes import Class, Expr, Has, Join, Relation
from kgchat.reasoning.schema_parser.build import Builder, Part
from kgchat.reasoning.schema_parser.usual import usual_type

SURE = 0.75  # both labels' words name them at least this surely
# words saying having: "with", "that have had", "who has got"
HAVING = frozenset({"with", "have", "has", "had", "having", "got", "gotten", "ever"})
# words that may stand between them too ("that have had *at least one*", "with *a single*", "who have *any*")
FILLER = frozenset({"a", "an", "any", "some", "the", "single", "at", "least", "one", "that", "which", "who", "whose",
                    "do", "does", "did", "already"})
CONF = 0.5  # how surely words of having alone name the one relationship between the two labels


def present_ends(b: Builder, label: str, covered: set[int]) -> list[tuple[Expr, list[Part]]]:
    """``(HAS t)`` for each label word that ``label``'s word has (see the module doc), with its parts; none where
    the words already read it (``covered``), a negation stands between, or the schema leaves the type open."""
    lm = b.label_mention(label)
    if lm is None or lm.score < SURE:
        return []
    negated = {i for c in b.r.of("negation") for i in c.tokens}
    out = []
    for m in b.g.elements("label"):
        other = m.element.name
        if other == label or m.score < SURE or set(m.tokens) & (covered - set(lm.tokens)) \
                or min(m.tokens) <= max(lm.tokens):
            continue
        between = range(max(lm.tokens) + 1, min(m.tokens))
        words = [b.r.tokens[i].low for i in between]
        if not words or set(between) & negated or not any(w in HAVING for w in words) \
                or not all(w in HAVING or w in FILLER for w in words):
            continue
        reach = reached(b, label, other)
        if reach is None or any(b.rel_mention(rel, strict=True) for rel in reach.types):
            continue  # the schema leaves the type open, or a word names it: the relationship reading has it
        out.append((reach.test, [Part(None, frozenset(m.tokens), m.score, "label", other),
                                 Part(None, frozenset(between), CONF, "relation", reach.rel, forced=reach.only,
                                      usual=not reach.only, guessed=not reach.only)]))
    return out


class Reach(NamedTuple):
    """The one relationship type from a label's nodes to another label's, and the test that they have one."""
    types: frozenset[str]  # every type between the two labels
    rel: str  # the one read: the only type, or the usual one of several
    test: Expr  # ``(HAS step)``, or ``(JOIN step (TYPE other))`` where other labels share that end
    only: bool  # whether it is the only type between them


def reached(b: Builder, label: str, other: str) -> Reach | None:
    """How ``label``'s nodes reach ``other``'s in one step: the only relationship type between the two labels or the
    usual one of several (``usual.usual_type``); None when there is none, or several and none usual, or the one
    type joins nodes of one label (which end is meant is open)."""
    ways = b.rels_between(label, other)
    types = frozenset(rel for rel, _ in ways)
    rel = next(iter(types)) if len(types) == 1 else usual_type(b.schema, label, ways) if types else None
    if rel is None or len([f for r, f in ways if r == rel]) != 1:
        return None
    forward = next(f for r, f in ways if r == rel)
    step = Relation(rel, reverse=not forward)
    x = b.schema.rel(rel)
    far = (x.ends if forward else x.starts) if x is not None else ()
    # "species with an *ambassador* animal": where other labels share that end, only the named one's nodes
    return Reach(types, rel, Has(step) if tuple(far) == (other,) else Join(step, Class(other)), len(types) == 1)
