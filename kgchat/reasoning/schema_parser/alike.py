"""Things that share a property's value with a named thing: "movies that came out the *same year as* Cold Open",
"people born in the same year as X", "products with the same price as Chai". The nodes of the asked label whose
property holds a value the named thing holds, the named thing itself left out:
``(AND (JOIN P (JOIN (R P) X)) (NOT X))``. The property is the one a word names between "same" and "as" (or just
before "same"), or, for "the same year" / "date", the one date or year both hold.
"""

from __future__ import annotations

from kgchat.logic.nodes import And, Entity, Expr, Join, Not, Relation
from kgchat.reasoning.schema_parser.build import Builder, Part
from kgchat.reasoning.schema_parser.schema_index import EntityMention, date_text, year_valued
from kgchat.schema import TEMPORAL

TIME_NOUNS = frozenset({"year", "date", "day"})
REACH = 5  # words between "same" and "as" at most ("the same *release* year as")
SAID = 0.8  # how sure "the same year" names the one date both hold


def same_as(b: Builder, label: str) -> tuple[list[tuple[Expr, list[Part]]], set[int]]:
    """The "same P as X" tests on ``label`` nodes, and the entity words they take (no link of their own)."""
    tokens = b.r.tokens
    pieces, taken = [], set()
    for s, t in enumerate(tokens):
        if t.low != "same":
            continue
        a = next((k for k in range(s + 1, min(s + REACH + 2, len(tokens))) if tokens[k].low == "as"), None)
        if a is None:
            continue
        em = next((em for em in b.g.entities if min(em.tokens) == a + 1), None)
        if em is None:
            continue
        found = _property(b, label, em, s, a)
        if found is None:
            continue
        key, words, sure = found
        ent = Entity(em.entity.id)
        test = And(Join(Relation(key), Join(Relation(key, reverse=True), ent)), Not(ent))
        said = frozenset(range(s, a + 1)) | frozenset(words)
        pieces.append((test, [Part(None, frozenset(em.tokens), 1.0, "entity", em.entity.name or em.entity.id),
                              Part(None, said, sure, "constraint", f"same {key} as {em.entity.name}")]))
        taken |= set(em.tokens)
    return pieces, taken


def _property(b: Builder, label: str, em: EntityMention, s: int, a: int) -> tuple[str, tuple[int, ...], float] | None:
    """(key, the words naming it, how sure) of the property both ``label`` nodes and the entity hold."""
    near = range(max(0, s - 3), a)
    for m in b.g.schema:
        e = m.element
        if e.kind == "prop" and label in e.holders and set(e.holders) & set(em.labels) and m.score >= 0.75 \
                and set(m.tokens) <= set(near):
            return e.name, m.tokens, m.score
    time = [k for k in range(s + 1, a) if b.r.tokens[k].low in TIME_NOUNS]
    if time:
        dated = [e for e in b.index.elements if e.kind == "prop" and label in e.holders and set(e.holders) &
                 set(em.labels) and e.info is not None and (e.info.type in TEMPORAL or date_text(e) or year_valued(e))]
        if len(dated) == 1:
            return dated[0].name, tuple(time), SAID
    return None
