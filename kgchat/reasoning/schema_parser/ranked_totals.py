"""Totals a ranking counts or adds up beyond the ranked nodes' own keys (part of ``ranked``): things two or three
relationships away ("the club whose players scored the most goals"), totals of a relationship's numbers one step
away, the lengths of list values, and the commonest values of a list key."""

from __future__ import annotations

from kgchat.logic.nodes import (
    Agg,
    And,
    ArgMax,
    ArgMin,
    Entity,
    Expr,
    Has,
    Join,
    Not,
    Relation,
    RelationPath,
    Top,
    conjuncts,
    relation_steps,
)
from kgchat.reasoning.schema_parser.build import (
    Builder,
    Candidate,
    Part,
)
from kgchat.reasoning.schema_parser.filters import FREQUENCY, _limit, answer_label
from kgchat.reasoning.schema_parser.ranks import (
    AMOUNTS,
)
from kgchat.reasoning.schema_parser.schema_index import Element, SchemaMention
from kgchat.reasoning.schema_parser.states import keys_held
from kgchat.reasoning.schema_parser.ways import ways_to
from kgchat.reasoning.schema_parser.words import DIMENSIONS, TEMPORAL_WORDS, Cue
from kgchat.schema import EDGE_END, EDGE_START, NUMERIC

SECOND_STEP = 0.2  # counting things two relationships away rather than one
SURE = 0.75  # a mention at least this close names its element


def _counted_three_away(b: Builder, label: str, base: Expr, cue: Cue, counted: dict, own: frozenset[int],
                        direction: str, after: list[int]) -> list[tuple[object, list[Part], float, str]]:
    """"the customers who ordered products from the most categories": things three relationships away (through
    two other labels, and no nearer), counted."""
    near = {o for _, _, m in b.neighbours(label) for o in [m, *(x for _, _, x in b.neighbours(m))]}
    out: list[tuple[object, list[Part], float, str]] = []
    for r1, f1, m1 in b.neighbours(label):
        for r2, f2, m2 in b.neighbours(m1):
            for r3, f3, other in b.neighbours(m2):
                om = counted.get(other)
                if om is None or len({label, m1, m2, other}) < 4 or other in near:
                    continue
                toks = set(om.tokens)
                for middle in (m1, m2):
                    if (mid := b.label_mention(middle)) is not None:
                        toks |= set(mid.tokens)
                for rel in (r1, r2, r3):
                    if (rm := b.rel_mention(rel, strict=True)) is not None:
                        toks |= set(rm.tokens) - own
                toks |= {i for i in after if b.r.tokens[i].low in FREQUENCY}
                toks |= {i for c in b.r.of("agg") if c.op == "count" and min(c.tokens) > min(cue.tokens)
                         for i in c.tokens}
                path = RelationPath((Relation(r1, not f1), Relation(r2, not f2), Relation(r3, not f3)))
                if _named_there(base, path.steps):
                    continue
                sure = om.score - 2 * SECOND_STEP
                out.append((Agg("count", path), [Part(None, frozenset(toks), sure, "relation",
                                                      f"{r1} then {r2} then {r3}")], sure, direction))
    return out


QUANTITY = frozenset({"most", "least"})  # superlatives of an amount: "the most revenue" is the largest total


def _totals_asked(b: Builder, cue: Cue) -> list[tuple[str, frozenset[int]]]:
    """The averages or totals a ranking ranks by ("the highest *average* price", "the most in *total*"), each with
    its words; "the most <amount>" with no such word: a total, said by "most" itself."""
    asked = [(c.op, frozenset(c.tokens)) for c in b.r.of("agg") if c.op in ("avg", "sum")]
    if not asked and cue.word in QUANTITY:
        return [("sum", frozenset())]
    return asked


def _totals_farther(b: Builder, label: str, e: Element, m: SchemaMention, op: str, agg_tokens: frozenset[int],
                    direction: str) -> list[tuple[object, list[Part], float, str]]:
    """A total or average of a property held two or three relationships away from the members, each through the
    nearest way to a holder."""
    out: list[tuple[object, list[Part], float, str]] = []
    for holder in e.holders:
        for steps, sparts in ways_to(b, label, holder):
            om = b.label_mention(holder)
            toks = frozenset(m.tokens) | agg_tokens | (frozenset(om.tokens) if om else frozenset())
            toks |= frozenset(i for p in sparts for i in p.tokens)
            sure = m.score - SECOND_STEP * (len(steps) - 1)
            out.append((Agg(op, RelationPath((*steps, Relation(e.name)))),
                        [Part(None, toks, sure, "property", f"{op} {e.words}")], sure, direction))
    return out


def _some(base: Expr, slot: object) -> Expr:
    """"the customers who have ordered the least": the fewest among those who have some, not the ones with none;
    the members of a count ranked smallest first are those with at least one thing through its first step."""
    if not isinstance(slot, Agg) or slot.fn != "count":
        return base
    first = relation_steps(slot.relation)[0]
    if any(isinstance(part, Join | Has) and relation_steps(part.relation)[0] == first for part in conjuncts(base)):
        return base
    return And(base, Has(first))


def _named_there(base: Expr, steps: tuple[Relation, ...]) -> bool:
    """Whether the set's own test names the one thing at the end of these steps (a count of them would be 1 for
    every member)."""
    return any(isinstance(part, Join) and isinstance(part.expr, Entity) and relation_steps(part.relation) == steps
               for part in conjuncts(base))


def _totals_one_away(b: Builder, label: str, direction: str, after: list[int]) -> list[tuple[object, list[Part],
                                                                                          float, str]]:
    """"the customers who purchased the most products by quantity": the total of a number held by relationships
    one relationship away from the members (their orders' order lines), a sum over every such relationship."""
    out: list[tuple[object, list[Part], float, str]] = []
    for m in b.g.schema:
        e = m.element
        if e.kind != "edge_prop" or e.info is None or e.info.type not in NUMERIC or m.score < 0.75:
            continue
        rel = b.schema.rel(e.owner)
        if rel is None or label in rel.starts or label in rel.ends:
            continue
        for r1, f1, middle in b.neighbours(label):
            if middle == label or (middle not in rel.starts and middle not in rel.ends):
                continue
            side = EDGE_START if middle in rel.starts else EDGE_END
            path = RelationPath((Relation(r1, not f1), Relation(f"{rel.name}.{side}", reverse=True),
                                 Relation(e.relation)))
            toks = set(m.tokens) | {i for c in b.r.of("agg") if c.op == "sum" for i in c.tokens}
            ends = rel.ends if side == EDGE_START else rel.starts  # "the most *products* by quantity"
            toks |= {i for x in ends if (om := b.label_mention(x)) is not None and set(om.tokens) & set(after)
                     for i in om.tokens}
            if (rm := b.rel_mention(r1, strict=True)) is not None:
                toks |= set(rm.tokens)
            sure = m.score - SECOND_STEP
            out.append((Agg("sum", path), [Part(None, frozenset(toks), sure, "property", f"total {e.words}")], sure,
                        direction))
            break
    return out


def _list_lengths(b: Builder, label: str, cue: Cue) -> list[tuple[object, list[Part], float, str]]:
    """"Which stations have the most facilities?": the members ranked by how many values a list property of theirs
    holds, the list named right after "most" / "fewest"."""
    if cue.word not in AMOUNTS:
        return []
    out: list[tuple[object, list[Part], float, str]] = []
    for m in b.prop_mentions(label):
        e = m.element
        if e.kind == "prop" and e.info is not None and e.info.is_list and m.score >= SURE \
                and 0 < min(m.tokens) - max(cue.tokens) <= 2:
            out.append((Agg("count", Relation(e.name)), [Part(None, frozenset(m.tokens), m.score, "property",
                                                              f"number of {e.words}")], m.score, cue.op))
    return out


def _common_values(b: Builder, label: str, base: Expr, parts: list[Part], cue: Cue, top_part: Part,
                   bonus: float) -> list[Candidate]:
    """"the 5 most common ship cities of orders", "the most common booking channel" (a key of the bookings'
    BOOKED relationships): the values of a property ranked by how many members (or relationships) hold them.
    Not when the words ask for the members before the superlative ("which *stations* have the most facilities",
    "which *line* runs most often")."""
    out = []
    lm, asked = b.label_mention(label), answer_label(b)
    if lm is not None and asked is not None and asked.element == lm.element and max(lm.tokens) < min(cue.tokens):
        return out
    if cue.word in DIMENSIONS or cue.word in TEMPORAL_WORDS:
        return out  # "the deepest trench we've dug", "the last flight": a measure or a time, not how many hold a value
    name = b.name_property(label)
    from kgchat.reasoning.schema_parser.ranked_cues import _ordinal

    nth = _ordinal(b, cue)[0]
    for m, step in keys_held(b, label):  # a key of the nodes, or of their relationships ("booking *channel*")
        e = m.element
        freq = frozenset(i for i in range(max(cue.tokens) + 1, len(b.r.tokens)) if b.r.tokens[i].low in FREQUENCY)
        if e.name == name or e.info is None or e.info.type not in ("string", "int", "mixed") or m.score < 0.75 \
                or min(m.tokens) < min(cue.tokens) or min(m.tokens) - max(cue.tokens) > 3 \
                or (e.info.type != "string" and not freq):  # "the biggest prize" ranks awards, not prize values
            continue
        held = base if step is None else Join(Relation(step.name), base)  # their relationships, where it is theirs
        values = Join(Relation(e.relation, reverse=True), held)
        slot = Agg("count", Relation(e.relation, reverse=True), held)  # only those of the members kept
        k = cue.value if cue.value is not None else _limit(b)[0]
        if nth:  # "the *second* most common rating": among the first two, not the first
            form: Expr = And(Top(values, slot, nth, cue.op == "max"), Not(Top(values, slot, nth - 1, cue.op == "max")))
        else:
            form = Top(values, slot, int(k), cue.op == "max") if k is not None else \
                (ArgMax if cue.op == "max" else ArgMin)(values, slot)
        out.append(Candidate(form, [*parts, top_part, Part(None, frozenset(m.tokens) | freq, m.score, "property",
                                                           e.words)], "value", label, bonus=bonus))
    return out
