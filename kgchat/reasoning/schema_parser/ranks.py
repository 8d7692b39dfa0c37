"""Rankings and aggregates that ``ranked`` does not build from one label's nodes: the least or greatest value among
one named thing's relationships ("the lowest score X ever gave"), a count of the nodes a SAME test keeps ("how many
people directed a film they also produced"), and the value of a property most of a label's nodes hold ("what
language are most of the films in").
"""

from __future__ import annotations

from kgchat.logic.nodes import Agg, Aggregate, ArgMax, Count, Entity, Expr, Join, Relation, Same
from kgchat.reasoning.schema_parser.build import Builder, Candidate, Part, conjuncts
from kgchat.reasoning.schema_parser.filters import FREQUENCY, _entity_groups, _limit
from kgchat.reasoning.schema_parser.grounding import Element
from kgchat.reasoning.schema_parser.steps import asked_properties
from kgchat.reasoning.schema_parser.words import Cue
from kgchat.schema import EDGE_END, EDGE_START, NUMERIC, TEMPORAL

NEAR = 3  # words between a superlative and the property it ranks by, at most
VALUE_ASKED = 0.3  # "the lowest score X gave", "what is the highest bid of X": the value, not a thing holding it


def asks_value(b: Builder, cue: Cue) -> bool:
    """Whether a superlative asks for the value itself: after "what" / "when", or opening a question with no
    question word ("lowest score X ever gave", "the earliest release year of any film")."""
    wh = b.r.of("wh")
    return bool(wh and wh[0].op in ("what", "when")) or not wh and min(cue.tokens) <= 1


def edge_extremes(b: Builder) -> list[Candidate]:
    """"The lowest score X ever gave", "X's highest bid": the least (greatest) value of a property held by the
    relationships of one named thing, a superlative with no count of things to give (a value, not a ranking of
    nodes). The property is named within a few words after the superlative."""
    tops = [c for c in b.r.of("top") if c.op in ("max", "min") and c.value is None]
    if not tops or _limit(b)[0] is not None:
        return []
    out = []
    for group in _entity_groups(b):
        em = group[0]
        for rel in b.schema.relationships:
            rm = b.rel_mention(rel.name, strict=True)
            for side, ends in ((EDGE_START, rel.starts), (EDGE_END, rel.ends)):
                if not set(em.labels) & set(ends):
                    continue
                edges = Join(Relation(f"{rel.name}.{side}"), Entity(em.entity.id))
                for p in rel.properties:
                    if p.type not in NUMERIC and p.type not in TEMPORAL:
                        continue
                    e = next((x for x in b.index.elements if x.kind == "edge_prop" and x.owner == rel.name
                              and x.name == p.key), None)
                    m = b.mentioned.get(e) if e is not None else None
                    for cue in tops:
                        if m is None or not 0 < min(m.tokens) - max(cue.tokens) <= NEAR:
                            continue
                        parts = [Part(None, frozenset(em.tokens) | b.own_label(em), 1.0, "entity", em.entity.name),
                                 Part(None, frozenset(cue.tokens), 1.0, "aggregation", cue.word),
                                 Part(None, frozenset(m.tokens), m.score, "property", e.words)]
                        if rm is not None:
                            parts.append(Part(None, frozenset(rm.tokens), rm.score, "relation", rel.name))
                        out.append(Candidate(Aggregate(cue.op, edges, Relation(e.relation)), parts, "number",
                                             bonus=VALUE_ASKED if asks_value(b, cue) else 0.0))
    return out


def counted_same(b: Builder, found: list[Candidate]) -> list[Candidate]:
    """"How many people directed a film they also produced": the nodes a SAME test keeps, counted, when a count
    cue comes before the words of the label they are."""
    cues = [c for c in b.r.of("agg") if c.op == "count"]
    out = []
    for cand in found:
        label = next((p for p in cand.parts if p.kind == "label"), None)
        if label is None or not any(isinstance(x, Same) for x in conjuncts(cand.form)):
            continue
        for cue in cues:
            if label.tokens and max(cue.tokens) >= min(label.tokens):
                continue
            part = Part(None, frozenset(cue.tokens), 1.0, "aggregation", "how many")
            out.append(Candidate(Count(cand.form), [*cand.parts, part], "number", cand.target, bonus=cand.bonus))
    return out


MOST = frozenset({"most"})  # "most of the films": the greater part of them


def modes(b: Builder, label: str, base: Expr, parts: list[Part], bonus: float) -> list[Candidate]:
    """"What language are most of the films in", "which genre do most books belong to": the property the
    question's wh-phrase asks for, its values ranked by how many of the label's nodes (named after "most") hold
    them, the commonest first."""
    lm = b.label_mention(label)
    cue = next((c for c in b.r.of("top") if c.word in MOST and c.value is None), None)
    if cue is None or lm is None or min(lm.tokens) <= max(cue.tokens) or min(lm.tokens) - max(cue.tokens) > 3:
        return []
    out = []
    for m in asked_properties(b):
        e = m.element
        if e.kind != "prop" or label not in e.holders or max(m.tokens) >= min(cue.tokens) or e.info is None \
                or e.info.type not in ("string", "int", "mixed"):
            continue
        values = Join(Relation(e.name, reverse=True), base)
        freq = frozenset(i for i in range(max(cue.tokens) + 1, len(b.r.tokens)) if b.r.tokens[i].low in FREQUENCY)
        form = ArgMax(values, Agg("count", Relation(e.name, reverse=True)))
        out.append(Candidate(form, [*parts, Part(None, frozenset(cue.tokens) | freq, 1.0, "aggregation", "most"),
                                    Part(None, frozenset(m.tokens), m.score, "property", e.words)], "value", label,
                             bonus=bonus))
    return out


SINGLE = frozenset({"single", "individual", "one"})  # "the biggest *single* deal": one relationship, not a total


def per_relationship(b: Builder, e: Element, named: tuple[int, ...] | list[int], direction: str
                     ) -> tuple[str | None, frozenset[int]]:
    """How a ranking of nodes reads a number their relationships hold, when the words say (None: a total): their
    average after "average" ("the lowest *average* score"), their greatest (least) after "single" ("the
    biggest *single* deal"); with the words that say it, within ``NEAR`` words of ``named``."""
    if e.kind != "edge_prop" or e.info is None or e.info.type not in NUMERIC:
        return None, frozenset()
    lo, hi = min(named) - NEAR, max(named) + NEAR
    for c in b.r.of("agg"):
        if c.op == "avg" and lo <= min(c.tokens) <= hi:
            return "avg", frozenset(c.tokens)
    one = [i for i, t in enumerate(b.r.tokens) if t.low in SINGLE and lo <= i <= hi]
    if one:
        return direction, frozenset(one)
    return None, frozenset()
