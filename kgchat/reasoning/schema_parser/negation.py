"""Which words of a question a negation ("not", "never", "no", "without", …) denies: the piece of a candidate
right after it, within four words (a possessive's mark not counted); one negation denies one piece, the nearest, and a piece that reads its own
negation (a true/false property read as false) keeps it for itself. "Only" is read as a negation cue but denies no
one test ("supply *only* discontinued products"), so no piece takes it.

``absent_ends``: "coaches *without a club*", "patients with *no ward*", "courses that have *never had a single
student*": a negation right before the word of a label one relationship away (past only an article, or a verb
that only says having), which no word of a relationship type names, denies that the nodes have any such
relationship: the only type between the two labels, or the usual one of several (``usual.usual_type``).
"""

from __future__ import annotations

from kgchat.logic.nodes import Expr, Has, Not, Relation
from kgchat.reasoning.schema_parser.build import Builder, Part
from kgchat.reasoning.schema_parser.usual import usual_type
from kgchat.reasoning.schema_parser.words import STOP, Cue

SURE = 0.75  # a word names the far label at least this surely
# words between the negation and the far label's word ("without *a* club", "no *current* club" is left alone)
BETWEEN = frozenset({"a", "an", "any", "the", "single"})
DENYING = frozenset({"without", "no", "lack", "lacks", "lacking"})  # cues that deny a thing, not a verb
# a verb that only says having, after a negation that denies a verb ("courses that have *never had* a student",
# "*don't have* any staff"): the negation denies the thing had, as "without" does
HAVING = frozenset({"have", "has", "had", "having", "got", "gotten", "ever"})
VERB_SPAN = 5  # words between a negation and the label's word that a verb no schema word names may take
VERB_SCORE = 0.5  # how surely such a verb is the one relationship between the two labels


def negated(b: Builder, tokens: frozenset[int] | tuple[int, ...],
            taken: set[int] | frozenset[int] = frozenset()) -> Cue | None:
    """The negation cue just before these words (within four words; the nearest: "neither A *nor* B"), if any, and
    not one another piece already reads (``taken``: the words the pieces so far account for)."""
    if not tokens:
        return None
    first = min(tokens)
    near = [cue for cue in b.r.of("negation") if cue.word.lower() not in NOT_DENIALS
            and first > max(cue.tokens) and _apart(b, max(cue.tokens), first) <= 4
            and not set(cue.tokens) & set(taken)]
    return max(near, key=lambda cue: max(cue.tokens), default=None)


# words read as negation cues that deny no one test: "supply *only* discontinued products" says every product is
# discontinued (no form here says that), not that none is
NOT_DENIALS = frozenset({"only"})


def _apart(b: Builder, cue: int, first: int) -> int:
    """How many words on from the negation at ``cue`` the word at ``first`` is, a possessive's mark not counted
    ("not on any *boat's* crew": four words on)."""
    return first - cue - sum(t.low in ("'s", "'") for t in b.r.tokens[cue + 1:first])


def negation_scopes(b: Builder, pieces: list[tuple[Expr, list[Part]]]) -> list[tuple[Cue | None, bool]]:
    """The negation each piece is read under, and whether another piece could as well be the one it denies. A
    negation says that one thing is not so, so of the pieces starting within reach after it ("not discontinued
    and supplied from Japan") only the nearest is negated; pieces as near as each other are both read under it,
    unsure. A piece that already holds its negation (a true/false property read as false, an absence) keeps it,
    and no other piece takes that one too."""
    held = {c for c in b.r.of("negation") for _, ps in pieces
            if any(p.kind == "constraint" and set(c.tokens) <= p.tokens for p in ps)}
    # a cue that is a word of a value or name another piece reads ("jobs that were *no access* in 2024") is that
    # value's word, not a denial of the piece after it
    named = frozenset(t for _, ps in pieces for p in ps if p.kind in ("value", "entity") for t in p.tokens)
    found: list[tuple[Cue, int] | None] = []
    for _, ps in pieces:
        # a value's own words, where the piece has one: the key's word may be said once for two values, before a
        # negation that denies only the second ("guillotine *trained* staff without perfect binding")
        toks = frozenset(t for p in ps if p.kind == "value" for t in p.tokens) or \
            frozenset(t for p in ps for t in p.tokens)
        neg = None if any(p.kind == "constraint" and "false" in p.text for p in ps) else negated(b, toks, named - toks)
        found.append(None if neg is None or neg in held else (neg, min(toks) - max(neg.tokens)))
    out: list[tuple[Cue | None, bool]] = []
    for i, mine in enumerate(found):
        if mine is None:
            out.append((None, False))
            continue
        rivals = [other[1] for j, other in enumerate(found) if j != i and other is not None and other[0] == mine[0]]
        out.append((None, False) if any(g < mine[1] for g in rivals) else (mine[0], mine[1] in rivals))
    return out


def absent_ends(b: Builder, label: str, covered: set[int]) -> list[tuple[Expr, list[Part]]]:
    """``(NOT (HAS t))`` for each label word right after "without" / "no" (see the module doc), with its parts;
    none where the words already read it (``covered``) or the schema leaves the type open."""
    out = []
    for m in b.g.elements("label"):
        other = m.element.name
        if other == label or m.score < SURE or set(m.tokens) & covered:
            continue
        cue = next((c for c in b.r.of("negation") if max(c.tokens) < min(m.tokens)
                    and _denies_having(c, [b.r.tokens[i].low for i in range(max(c.tokens) + 1, min(m.tokens))])),
                   None)
        verb = frozenset()
        if cue is None:  # "varieties that *don't go into* any wine": a verb no word of the schema names
            cue, verb = _denied_verb(b, m.tokens, covered)
        if cue is None or set(cue.tokens) & covered:
            continue
        # the words that say having ("never *had* a *single* student") are the absence's own
        said = frozenset(i for i in range(max(cue.tokens) + 1, min(m.tokens)) if b.r.tokens[i].low in HAVING
                         or b.r.tokens[i].low in BETWEEN)
        ways = b.rels_between(label, other)
        types = {rel for rel, _ in ways}
        if any(b.rel_mention(rel, strict=True) for rel in types):
            continue  # a word names the type: the relationship reading has it
        rel = next(iter(types)) if len(types) == 1 else usual_type(b.schema, label, ways)
        if rel is None or len([f for r, f in ways if r == rel]) != 1:
            continue  # several types, none usual, or one between nodes of one label: which is open
        if verb and len(types) != 1:
            continue  # an unnamed verb is read as the relationship only when the schema has no other one
        forward = next(f for r, f in ways if r == rel)
        out.append((Not(Has(Relation(rel, reverse=not forward))),
                    [Part(None, frozenset(m.tokens), m.score, "label", other),
                     Part(None, verb, VERB_SCORE if verb else 0.5, "relation", rel, forced=len(types) == 1 and not verb,
                          usual=len(types) > 1, guessed=len(types) > 1 or bool(verb)),
                     Part(None, frozenset(cue.tokens) | said, 1.0, "constraint", "not")]))
    return out


def _denied_verb(b: Builder, label_tokens: tuple[int, ...], covered: set[int]) -> tuple[Cue | None, frozenset[int]]:
    """A negation of a verb ("don't", "never") a few words before a label's word, with the words between when none
    of them names anything of the schema ("don't *go into* any of our wines"): the verb can only be the
    relationship to those nodes. (None, empty) when there is no such negation."""
    named = {i for x in b.g.schema if x.score >= SURE for i in x.tokens} | covered
    named |= {i for x in b.g.values for i in x.tokens} | {i for x in b.g.entities for i in x.tokens}
    for c in b.r.of("negation"):
        if c.word.lower() in DENYING or c.word.lower() in NOT_DENIALS:
            continue
        span = range(max(c.tokens) + 1, min(label_tokens))
        if not 0 < len(span) <= VERB_SPAN or set(span) & named:
            continue
        words = [b.r.tokens[i] for i in span]
        if any(t.low in STOP for t in words[:1]) or not all(t.low.isalpha() for t in words):
            continue  # the word after the negation is the verb ("don't *the* …" is no verb)
        return c, frozenset(span)
    return None, frozenset()


def _denies_having(cue: Cue, between: list[str]) -> bool:
    """Whether a negation cue, with these words between it and a label's word, denies having such a thing:
    "*without* a club", "*no* ward", "*never had* a single student", "*doesn't have* any staff"."""
    said = [w for w in between if w not in BETWEEN]
    if cue.word.lower() in DENYING:
        return not said
    return bool(said) and all(w in HAVING for w in said) and cue.word.lower() not in NOT_DENIALS
