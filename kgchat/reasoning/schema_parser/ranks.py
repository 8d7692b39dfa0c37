"""Rankings and aggregates that ``ranked`` does not build from one label's nodes: the least or greatest value among
one named thing's relationships ("the lowest score X ever gave"), a count of the nodes a SAME test keeps ("how many
people directed a film they also produced"), and the value of a property most of a label's nodes hold ("what
language are most of the films in").
"""

from __future__ import annotations

from dataclasses import replace

from kgchat.logic.nodes import (
    Agg,
    Aggregate,
    ArgMax,
    ArgMin,
    Class,
    Count,
    Entity,
    Expr,
    Join,
    Relation,
    RelationPath,
    Same,
    Top,
    conjoin,
    conjuncts,
    relation_steps,
    subexpressions,
)
from kgchat.reasoning.schema_parser.build import NOT_ASKED, Builder, Candidate, Part, count_scope
from kgchat.reasoning.schema_parser.filters import FREQUENCY, _entity_groups, _limit, answer_label
from kgchat.reasoning.schema_parser.group_keys import group_steps, names_groups
from kgchat.reasoning.schema_parser.negation import negated
from kgchat.reasoning.schema_parser.schema_index import Element, SchemaMention, singular
from kgchat.reasoning.schema_parser.steps import asked_properties
from kgchat.reasoning.schema_parser.ways import walk, ways_to
from kgchat.reasoning.schema_parser.words import MEASURE_NOUNS, Cue, unit_quantities
from kgchat.schema import EDGE_END, EDGE_START, NUMERIC, TEMPORAL
from kgchat.text import word_kinds

SURE = 0.75  # a word names a schema element at least this surely to be read as it
NEAR = 3  # words between a superlative and the property it ranks by, at most
VALUE_ASKED = 0.3  # "the lowest score X gave", "what is the highest bid of X": the value, not a thing holding it
MEASURED = 0.8  # how surely a measure noun ("by value") names a key whose unit measures that quantity
MEASURE_SPREAD = 0.15  # of the keys in that unit, those within this likeness of the closest to the noun


ORDERING_VERBS = frozenset({"rank", "ranked", "sort", "sorted", "order", "ordered", "arrange", "arranged", "listed"})


def read_sorting(b: Builder) -> None:
    """"Competitions *ordered by* founding year", "whites *sorted by* price": a verb that sorts, followed by "by"
    and the words of a key (no name: "wines ordered by X" is X's ordering), says how the list is ordered and names
    no relationship type, whatever type its word looks like. Such mentions are taken out of ``b``'s grounding."""
    tokens = b.r.tokens
    named = {i for em in b.g.entities for i in em.tokens} | {i for vm in b.g.values for i in vm.tokens}
    keyed = {i for m in b.g.schema if m.element.kind in ("prop", "edge_prop") and m.score >= SURE for i in m.tokens}
    keyed |= {i for c in b.r.of("agg") for i in c.tokens}  # "sorted by number of …"
    verbs = {i for i, t in enumerate(tokens) if t.low in ORDERING_VERBS and i + 2 < len(tokens)
             and tokens[i + 1].low == "by" and i + 2 in keyed and i + 2 not in named}
    if not verbs:
        return
    dropped = [m for m in b.g.schema if m.element.kind == "rel" and set(m.tokens) <= verbs]
    b.g.schema[:] = [m for m in b.g.schema if m not in dropped]
    for m in dropped:
        if b.mentioned.get(m.element) is m:
            del b.mentioned[m.element]


def read_measures(b: Builder) -> list[SchemaMention]:
    """A measure noun that names no key itself ("by *value*", "the total *weight*") names the numeric keys whose unit
    measures that quantity ("amountEur", "priceEur": money; "tonnes": weight), each as a mention of it (what the
    question ranks or adds up by). Added to ``b``'s grounding (a key some word already names is left as it is), and
    returned: a reading of them is a guess the badge says (``doubt_measures``)."""
    added: list[SchemaMention] = []
    named = {i for m in b.g.schema if m.score >= SURE for i in m.tokens}
    for i, t in enumerate(b.r.tokens):
        quantity = MEASURE_NOUNS.get(t.low)
        if quantity is None or i in named:
            continue
        keys = [e for e in b.index.elements if e.kind in ("prop", "edge_prop") and e.info is not None
                and e.info.type in NUMERIC and not e.info.is_list and quantity in unit_quantities(e.words)]
        held = [e for e in keys if e in b.mentioned and b.mentioned[e].score >= MEASURED]
        for e in held:  # "the *prize* money": another word names a key in that unit surely; the noun says the same
            m = b.mentioned[e]
            b.g.schema[b.g.schema.index(m)] = b.mentioned[e] = replace(m, tokens=tuple(sorted({*m.tokens, i})))
        if held:
            continue  # ... and names no other key
        vecs = b.index.encode([t.low, *(e.words for e in keys)]) if keys else None
        if vecs is not None:  # of several keys in that unit, those the noun reads like ("value": an amount, no limit)
            near = [float(vecs[0] @ v) for v in vecs[1:]]
            keys = [e for e, sim in zip(keys, near, strict=True) if sim >= max(near) - MEASURE_SPREAD]
        # "the most *money* in sponsorship in total": another word already leans to one of the keys in that unit
        # (less surely than the noun does): the noun names that one, not every key measured so
        leaned = [e for e in keys if e in b.mentioned and b.mentioned[e].score < MEASURED]
        for e in leaned:
            b.g.schema.remove(b.mentioned[e])
            del b.mentioned[e]
        keys = leaned or keys
        for e in keys:
            if e in b.mentioned:
                continue  # another word names it already
            m = SchemaMention((i,), e, MEASURED)
            b.g.schema.append(m)
            b.mentioned[e] = m
            added.append(m)
    for i, t in enumerate(b.r.tokens):  # "the smallest *band*": its count of members
        for e in _headcounts(b) if t.low in SIZE_SAID and i not in named else ():
            if e not in b.mentioned:
                m = SchemaMention((i,), e, MEASURED)
                b.g.schema.append(m)
                b.mentioned[e] = m
                added.append(m)
    return added


SIZE_SUPERLATIVES = frozenset({"largest", "biggest", "smallest"})
SIZE_SAID = SIZE_SUPERLATIVES | {"size", "sizes"}  # a size, of nothing said
MEASURES_OF_SIZE = frozenset({"area", "length", "volume", "weight", "height"})


def _headcounts(b: Builder) -> list[Element]:
    """For each label the question names surely, whose keys measure no size in a unit (an area, a length, a
    weight), its one whole-number key named by one plural noun (a band's ``members``, a marina's ``berths``): how
    big one of them is, as a count of what it holds."""
    out = []
    for lm in b.g.elements("label"):
        if lm.score < SURE:
            continue
        keys = [e for e in b.index.elements if e.kind == "prop" and lm.element.name in e.holders
                and e.info is not None and e.info.type in NUMERIC and not e.info.is_list]
        if any(unit_quantities(e.words) & MEASURES_OF_SIZE for e in keys):
            continue
        counts = [e for e in keys if e.info.type == "int" and len(e.words.split()) == 1
                  and singular(e.words.lower()) != e.words.lower() and "NOUN" in word_kinds(e.words.lower())]
        out += counts if len(counts) == 1 else []
    return out


def doubt_measures(b: Builder, found: list[Candidate], measures: list[SchemaMention]) -> None:
    """Marks the pieces of ``found`` that read a key from a measure noun (``read_measures``) as a guess: the unit
    says the key holds that kind of number, not that it is the one the question means."""
    if not measures:
        return
    for c in found:
        parts = []
        penalised = False
        for p in c.parts:
            m = next((m for m in measures if set(m.tokens) <= p.tokens and m.element.words in p.text), None)
            sized = m is not None and b.r.tokens[m.tokens[0]].low in SIZE_SAID
            if sized and not penalised and b.r.tokens[m.tokens[0]].low in SIZE_SUPERLATIVES and \
                    not isinstance(c.form, (ArgMax, ArgMin, Top)):
                c.bonus -= NOT_ASKED  # "which is the largest band": the band, not its count of members
                penalised = True
            if sized and not p.doubt:
                p = replace(p, doubt=f"'{b.r.text(m.tokens)}' read as {m.element.words}, the one count its nodes "
                                     "keep of what they hold")
            elif m is not None and not p.doubt and not _only_measure(b, c, m):
                p = replace(p, doubt=f"'{b.r.text(m.tokens)}' read as {m.element.words}, a number its unit says is "
                                     "of that kind")
            parts.append(p)
        c.parts = parts


def _only_measure(b: Builder, c: Candidate, m: SchemaMention) -> bool:
    """Whether the key ``m`` reads from a measure noun is the only number in that unit the labels of ``c``'s form
    hold, on their nodes or on the relationships they take part in ("the biggest booking by *value*": totalEur, a
    booking's one sum of money): the noun can mean no other key of theirs, so the reading is no guess."""
    quantity = MEASURE_NOUNS.get(b.r.tokens[m.tokens[0]].low)
    labels = {x.name for x in subexpressions(c.form) if isinstance(x, Class)}
    if m.element.kind != "prop" or quantity is None or not labels & set(m.element.holders):
        return False

    def measured(e: Element, label: str) -> bool:
        if e.info is None or e.info.type not in NUMERIC or e.info.is_list or quantity not in unit_quantities(e.words):
            return False
        if e.kind == "prop":
            return label in e.holders
        rel = b.schema.rel(e.owner) if e.kind == "edge_prop" else None
        return rel is not None and (label in rel.starts or label in rel.ends)

    return all([e for e in b.index.elements if measured(e, label)] == [m.element] for label in labels)


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
                # "… X gave *to any film*": the kind of thing at the relationship's other end, named after X
                far = [m for m in b.g.elements("label") if m.element.name in (rel.ends if side == EDGE_START
                                                                              else rel.starts)
                       and m.score >= SURE and min(m.tokens) > max(em.tokens)]
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
                        # "X's lowest-scored *restaurant*": the label right after the property is what is ranked,
                        # not where the relationships go
                        told = [x for x in far if min(x.tokens) != max(m.tokens) + 1]
                        parts += [Part(None, frozenset(x.tokens), x.score, "label", x.element.name) for x in told[:1]]
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


OPENING = frozenset("list show me give find get tell the a an our".split())  # noqa: SIM905  # before the phrase asked
ASKED_GAP = 2  # "which *fare zone*", "what *kinds* of": the property named at most this many words after "which"
AMOUNTS = frozenset({"most", "fewest", "least"})  # superlatives of how many
VALUE_TYPES = frozenset({"string", "int", "bool", "mixed"})  # property types whose values are ranked


def values_ranked(b: Builder, label: str, base: Expr, parts: list[Part], cue: Cue, bonus: float) -> list[Candidate]:
    """"What language are most of the films in", "which zone has the fewest stations", "what kinds of incident
    happen most often", "which format has the highest total sales", "which research area is most common" (one of
    a list each node holds): the question asks for values of a property of
    ``label``'s nodes (its wh-phrase, before the superlative), ranked by how many of the nodes (named after "most" /
    "fewest") hold each value, or by the total (average) of a number the nodes hold, named by the superlative or
    after it.
    The values at the top (the first k), not the nodes."""
    wh = [c for c in b.r.of("wh") if c.op in ("what", "which") and max(c.tokens) < min(cue.tokens)]
    if wh:
        asked_from = max(wh[0].tokens)
    elif b.r.of("wh"):
        return []
    else:  # "(the) county with the most projects": the phrase the question opens with asks
        asked_from = -1
        while asked_from + 1 < len(b.r.tokens) and b.r.tokens[asked_from + 1].low in OPENING:
            asked_from += 1
    asked = {m.element for m in asked_properties(b)}
    used = {i for p in parts for i in p.tokens if p.kind != "label"}
    after = range(max(cue.tokens) + 1, len(b.r.tokens))
    freq = frozenset(i for i in after if b.r.tokens[i].low in FREQUENCY)
    lm = b.label_mention(label)
    # the label named after the superlative ("which customer type has the most *customers*": its word may be said
    # before it too, as the key's owner)
    counted = cue.word in AMOUNTS and (lm is not None and any(0 < t - max(cue.tokens) <= NEAR for t in lm.tokens)
                                       or bool(freq))
    totals = [c for c in b.r.of("agg") if c.op in ("sum", "avg") and min(c.tokens) > max(cue.tokens)]
    out = []
    for m, group, doubt in group_steps(b, label):  # a key of theirs, or of the relationship at them ("channel")
        e = m.element
        if m.score < SURE or e.info is None or e.info.type not in VALUE_TYPES \
                or e.name == b.name_property(label) or set(m.tokens) & used or max(m.tokens) >= min(cue.tokens) \
                or not (e in asked or 0 < min(m.tokens) - asked_from <= ASKED_GAP):
            continue
        said = Part(None, frozenset(m.tokens), m.score, "property", e.words, doubt=doubt)
        top = Part(None, frozenset(cue.tokens) | freq, 1.0, "aggregation", cue.word)
        slots: list[tuple[Agg, list[Part]]] = [(Agg("count", group, base), [top])] if counted else []
        if (totals or cue.word in AMOUNTS) and not e.info.is_list:  # "the most sales": a total, said by "most"
            op = totals[0].op if totals else "sum"
            for steps, nparts in numbers_of(b, label, exclude=e.name):
                # named by the superlative ("the *tallest* players on average") or after it
                if all(min(p.tokens) >= min(cue.tokens) for p in nparts):
                    # the numbers read from the set's nodes, or from their relationships (those whose end is in
                    # the set: the filter is on what the last step reads from)
                    where = base if len(steps) == 1 else Join(Relation(steps[0].name), base)
                    slots.append((Agg(op, RelationPath((*relation_steps(group), *steps)), where),
                                  [Part(None, top.tokens | frozenset(totals[0].tokens if totals else ()), 1.0,
                                        "aggregation", f"{op} {cue.word}"), *nparts]))
        values = Join(group, base)
        for slot, sparts in slots:
            form: Expr = Top(values, slot, int(cue.value), cue.op == "max") if cue.value is not None else \
                (ArgMax if cue.op == "max" else ArgMin)(values, slot)
            out.append(Candidate(form, [*parts, said, *sparts], "value", label, bonus=bonus))
    return out


def numbers_of(b: Builder, label: str, exclude: str) -> list[tuple[tuple[Relation, ...], list[Part]]]:
    """The numbers the words name that ``label`` nodes hold: a property of their own, or one of a relationship at
    them ("goals" scored: the relationship's goals), each as the steps from a node to it."""
    out = []
    for m in b.g.schema:
        e = m.element
        if m.score < SURE or e.info is None or e.info.type not in NUMERIC or e.name == exclude:
            continue
        part = [Part(None, frozenset(m.tokens), m.score, "property", e.words)]
        if e.kind == "prop" and label in e.holders:
            out.append(((Relation(e.name),), part))
        elif e.kind == "edge_prop" and (rel := b.schema.rel(e.owner)) is not None:
            for side, ends in ((EDGE_START, rel.starts), (EDGE_END, rel.ends)):
                if label in ends:
                    out.append(((Relation(f"{rel.name}.{side}", reverse=True), Relation(e.relation)), part))
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


def done_before(b: Builder, label: str, cue: Cue) -> set[int]:
    """"Which film was *screened* the most times", "the member who borrowed the most often": before a superlative
    followed by "times" / "often", the words between the label ranked and the superlative say what is counted."""
    nxt = max(cue.tokens) + 1
    if nxt >= len(b.r.tokens) or b.r.tokens[nxt].low not in FREQUENCY:
        return set()
    lm = b.label_mention(label)
    start = max(lm.tokens) + 1 if lm is not None else 0
    return set(range(start, min(cue.tokens)))


def counted_by_qualifier(b: Builder, rel: str, cue: Cue) -> SchemaMention | None:
    """"The producers with the most *credits*": a plural noun right after "most" naming a text property of a
    relationship type says its relationships are what is counted (a number there would be totalled instead)."""
    for m in b.prop_mentions(None, rel):
        e = m.element
        first = min(m.tokens)
        if m.score >= SURE and e.info is not None and e.info.type == "string" and 0 < first - max(cue.tokens) <= 2 \
                and b.r.tokens[first].low != b.r.tokens[first].stem:
            return m
    return None


GROUPS = 50  # groups listed, largest first (as ``per_group.grouped`` lists them)


def counted_per(b: Builder, label: str, base: Expr, parts: list[Part], cue: Cue, bonus: float) -> list[Candidate]:
    """"Screenings per venue", "orders for each customer": a label named before "per" / "each" and the group's
    label right after it, with no word saying what to work out, ask how many of the first each group has (every
    group with its count, largest first); "films per language": the groups are the values of a property of the
    label named before "per", each with how many hold it."""
    if any({min(cue.tokens) - 1, max(cue.tokens) + 1} <= set(m.tokens) for m in b.g.schema if m.score >= SURE):
        return []  # "quantity *per* unit": a word of a property's own name (a label said again later is not)
    lm = b.label_mention(label)
    if lm is not None and lm.score >= SURE and max(lm.tokens) < min(cue.tokens):
        return _per_value(b, label, base, parts, cue, bonus)
    if lm is None or lm.score < SURE or not 0 < min(lm.tokens) - max(cue.tokens) <= 2:
        return []
    # the label named before the cue ("*plots* per member, only those with more than one *plot*": its words before
    # "per" say what is counted; a later one is the count's own noun, read by what reads it)
    counted = [m for m in b.g.elements("label") if m.score >= SURE and min(m.tokens) < min(cue.tokens)
               and m.element.name != label]
    out = []
    for other in counted[:1]:
        before = frozenset(i for i in other.tokens if i < min(cue.tokens))
        for steps, sparts in ways_to(b, label, other.element.name):
            slot = count_scope(Agg("count", walk(steps)), conjuncts(base))
            said = [Part(None, frozenset(cue.tokens), 1.0, "aggregation", "count per"),
                    Part(None, before, other.score, "label", other.element.name), *sparts]
            out.append(Candidate(Top(base, slot, GROUPS, True), [*parts, *said], "nodes", label,
                                 bonus=counted_bonus(b, label, other.element.name, bonus)))
    return out


def counted_bonus(b: Builder, label: str, counted: str, bonus: float) -> float:
    """The bonus of groups of ``label`` each with how many ``counted`` nodes it has: "how many claims per repairer"
    asks about the claims, which each group counts, so the answer being the repairers is no sign of another label
    read (the penalty for answering with a label not asked for is lifted)."""
    asked = answer_label(b)
    if asked is None or asked.element.name != counted:
        return bonus
    return min(0.0, bonus + NOT_ASKED * (1 if b.label_mention(label) else 2))


FEW = 0.3  # a top k of a label no word names, with no more than k nodes in the graph


def too_few(b: Builder, label: str, k: int) -> float:
    """What a "top k" ranking of ``label`` nodes loses when the graph holds no more than k of them: it picks
    nothing out, so a question asking for the top k (naming no label) more likely means a label with more."""
    x = b.schema.label(label)
    return FEW if x is not None and 0 < x.count <= k else 0.0


CLOSE = 0.35  # MiniLM similarity of a noun to a property's words for a guess at the property it means


def guessed_totals(b: Builder, label: str, base: Expr, parts: list[Part], cue: Cue, fn: str,
                   bonus: float) -> list[Candidate]:
    """"Total seats across all the venues": a total (average) over the nodes of a label the words name, of the
    number of theirs closest in meaning to the noun right after "total" ("seats": a capacity), when no word names
    one of their numbers. Only a guess: the badge says the noun is only close to the property it reads."""
    lm = b.label_mention(label)
    nxt = max(cue.tokens) + 1
    if lm is None or lm.score < SURE or nxt >= len(b.r.tokens) or nxt in lm.tokens or not b.r.tokens[nxt].content:
        return []
    if any(nxt in m.tokens for m in b.g.elements("label")) or any(nxt in em.tokens for em in b.g.entities) \
            or any(nxt in c.tokens for c in b.r.cues):  # "the total *number of* …": a count
        return []
    props = [e for e in b.index.elements if e.kind == "prop" and label in e.holders and e.info is not None
             and e.info.type in NUMERIC and b.name_property(label) != e.name]
    vecs = b.index.encode([b.r.tokens[nxt].low, *(e.words for e in props)])
    if vecs is None or not props:
        return []
    sims = [float(vecs[0] @ v) for v in vecs[1:]]
    best = max(range(len(props)), key=lambda i: sims[i])
    if sims[best] < CLOSE:
        return []
    e = props[best]
    word = b.r.tokens[nxt].text
    said = [Part(None, frozenset(cue.tokens), 1.0, "aggregation", fn),
            Part(None, frozenset([nxt]), sims[best], "property", e.words,
                 doubt=f"'{word}' is only close in meaning to {e.words}")]
    return [Candidate(Aggregate(fn, base, Relation(e.name)), [*parts, *said], "number", label, bonus=bonus)]


def counted_values(b: Builder) -> list[Candidate]:
    """"The number of genres X is listed under", "how many tags does X have": how many values a list property of
    one named thing holds, the property named right after the count words."""
    out = []
    for cue in (c for c in b.r.of("agg") if c.op == "count"):
        for group in _entity_groups(b):
            em = group[0]
            for m in b.g.schema:
                e = m.element
                if e.kind != "prop" or e.info is None or not e.info.is_list or m.score < SURE \
                        or not set(e.holders) & set(em.labels) or not 0 < min(m.tokens) - max(cue.tokens) <= 2:
                    continue
                parts = [Part(None, frozenset(em.tokens) | b.own_label(em), 1.0, "entity", em.entity.name),
                         Part(None, frozenset(cue.tokens), 1.0, "aggregation", "how many"),
                         Part(None, frozenset(m.tokens), m.score, "property", e.words)]
                out.append(Candidate(Count(Join(Relation(e.name, reverse=True), Entity(em.entity.id))), parts,
                                     "number"))
    return out


def edge_scope(slot: Agg, tests: list[Expr]) -> Agg:
    """A ranking by a number relationships hold, read only from the relationships that link each member to what
    the set's own tests say it is linked to through that type ("which critic gave X the highest score": each
    critic's score *for X*, not the total of all their scores). Counts are ``build.count_scope``'s."""
    if slot.fn == "count" or slot.where is not None or not isinstance(slot.relation, RelationPath) \
            or len(slot.relation.steps) != 2:
        return slot
    to_edge, key = slot.relation.steps
    rel, _, side = to_edge.name.rpartition(".")
    if not to_edge.reverse or side not in (EDGE_START, EDGE_END) or not key.name.startswith(rel + "."):
        return slot
    other = EDGE_END if side == EDGE_START else EDGE_START
    kept = [Join(Relation(f"{rel}.{other}"), t.expr) for t in tests if isinstance(t, Join)
            and t.relation == Relation(rel, reverse=side == EDGE_END)]
    return Agg(slot.fn, slot.relation, conjoin(kept)) if kept else slot


def flagged(b: Builder, rel: str) -> tuple[Expr, frozenset[int]] | None:
    """"Who has *won* the most awards", "the most *confirmed* bookings": a true/false property of a relationship
    type the words name surely, with no negation before it, keeps the relationships counted to those where it holds:
    (the test, its words)."""
    for m in b.prop_mentions(None, rel):
        e = m.element
        if e.info is not None and e.info.type == "bool" and m.score >= SURE and negated(b, m.tokens) is None:
            return Join(Relation(e.relation), Entity("true")), frozenset(m.tokens)
    return None


def _per_value(b: Builder, label: str, base: Expr, parts: list[Part], cue: Cue, bonus: float) -> list[Candidate]:
    """"Films per language": the values of the property of ``label`` nodes named right after the grouping word,
    each with how many nodes hold it, commonest first."""
    out = []
    for m in b.prop_mentions(label):
        e = m.element
        if not names_groups(b, m) or not 0 < min(m.tokens) - max(cue.tokens) <= 2 or e.info is None \
                or e.info.type not in ("string", "int", "bool") or e.name == b.name_property(label):
            continue
        values = Join(Relation(e.name, reverse=True), base)
        said = [Part(None, frozenset(cue.tokens), 1.0, "aggregation", "count per"),
                Part(None, frozenset(m.tokens), m.score, "property", e.words)]
        out.append(Candidate(Top(values, Agg("count", Relation(e.name, reverse=True)), GROUPS, True),
                             [*parts, *said], "value", label, bonus=bonus))
    return out


def other_named(b: Builder, label: str, rel: str, other: str) -> bool:
    """Whether the words name another relationship type between ``label`` and ``other`` than ``rel``: things
    counted through ``rel`` only because they are ``other`` nodes ("who directed the most *films*": ACTED_IN also
    reaches films) are then not what the question counts."""
    return any(r != rel and o == other and b.rel_mention(r, strict=True) is not None
               for r, _, o in b.neighbours(label))


COUNTING = frozenset({"most", "least", "fewest"})  # "the most films": how many films, not which film


def counted_not_ranked(b: Builder, label: str, cue: Cue) -> str:
    """Why ranking ``label`` nodes by a count does not read the question ("" when it does): the label's own word
    comes right after "most" / "fewest" ("who directed the most *films*"), so those nodes are what is counted,
    not what is ranked."""
    lm = b.label_mention(label)
    if cue.word not in COUNTING or lm is None or lm.score < SURE:
        return ""
    between = range(max(cue.tokens) + 1, min(lm.tokens))
    if min(lm.tokens) > max(cue.tokens) and all(b.r.tokens[i].low in ("number", "of") for i in between):
        return f"'{b.r.text(lm.tokens)}' after '{cue.word}' says {label} nodes are counted, not ranked"
    return ""

