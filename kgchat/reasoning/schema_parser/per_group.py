"""Counts, totals and averages per group: "how many members does each branch have", "the average page count for
each genre", "the total quantity ordered per product", "how many members are in each tier". Every group is listed
with its figure, largest first."""

from __future__ import annotations

from dataclasses import replace

from kgchat.logic.nodes import (
    Agg,
    ArgMax,
    ArgMin,
    Calc,
    Compare,
    Entity,
    Expr,
    Join,
    Literal,
    Relation,
    RelationPath,
    Top,
    conjoin,
    conjuncts,
    relation_steps,
)
from kgchat.reasoning.schema_parser.build import Builder, Candidate, Part, count_scope
from kgchat.reasoning.schema_parser.grounding import TIME_UNITS
from kgchat.reasoning.schema_parser.group_keys import group_steps, names_groups
from kgchat.reasoning.schema_parser.ranked_totals import SECOND_STEP
from kgchat.reasoning.schema_parser.ranks import counted_bonus, counted_per, numbers_of
from kgchat.reasoning.schema_parser.schema_index import (
    Element,
    SchemaMention,
    ValueMention,
    iso_dates,
    year_valued,
)
from kgchat.reasoning.schema_parser.unit_cues import adds_up
from kgchat.reasoning.schema_parser.ways import walk, ways_to
from kgchat.reasoning.schema_parser.words import SORT_VERBS, STOP, Cue
from kgchat.schema import EDGE_END, EDGE_START, NUMERIC, TEMPORAL
from kgchat.text import lemma, word_kinds

GROUPS = 50  # groups listed for "how many … per / in each …", largest first
SURE = 0.75  # a word names a property at least this surely to group by it
# words before "by" that sort a list rather than group it ("players *sorted by* market value")
# and the words of a tie-break ("*ties* by surname", "*tie-break* by name", "ties *broken* by date")
SORTING = SORT_VERBS | {"sorts", "orders", "ranks", "list", "listed", "show", "shown", "tie", "ties", "tied", "break",
                        "broken", "breaker", "tiebreak", "tiebreaker"}
GROUPED = frozenset({"string", "int", "bool"})  # property types whose values make groups
COUNT_NOUNS = frozenset({"count", "counts", "number", "numbers", "tally"})  # "the staff *count*"
YEAR_WORDS = frozenset({"year", "years"})
# words naming a part of a date that groups things: "in each *month*", "per *decade*", "in which *year*"
PART_WORDS = {"year": "year", "years": "year", "month": "month", "months": "month", "decade": "decade",
              "decades": "decade", "quarter": "quarter", "quarters": "quarter"}
# words joining a date's part to the date it is taken from: "per year *of* check-in"
DATE_JOINERS = frozenset({"of", "the", "their", "its"})
SCOPE_WORDS = frozenset({"in", "since", "from", "during", "before", "after", "for", "of"})  # "per month *in* 2025"
MOST = frozenset({"most", "fewest", "least"})  # "in which year did *most* of them join": how many, per value


def grouped(b: Builder, label: str, base: Expr, parts: list[Part], bonus: float) -> list[Candidate]:
    """"How many members does each branch have?", "the average page count for each genre": every group (a node of
    ``label``, named after "each" / "per") with its count or average of related things, largest first; "how many
    members are in each tier": the values of a property of what is counted, each with how many hold it."""
    cues = b.r.of("grouping")
    aggs = [c for c in b.r.of("agg") if c.op in ("count", "avg", "sum")]
    by = by_value(b, label, base, parts, bonus) + per_year(b, label, base, parts, bonus) \
        + per_date_part(b, label, base, parts, bonus) + named_groups(b, label, base, parts, bonus) \
        + _key_then_count(b, label, base, parts, bonus)
    if cues and not aggs:
        return by + counted_per(b, label, base, parts, cues[0], bonus)
    if not cues or not aggs:
        return by
    cue, agg = cues[0], aggs[0]
    group_words = set(range(max(cue.tokens) + 1, min(max(cue.tokens) + 4, len(b.r.tokens))))
    group_words = {i for i in group_words if b.r.tokens[i].text.strip("?.!,;:")}
    if not group_words and 0 < min(agg.tokens) <= 4 and cue.word == "each":
        # "specialisms and how many translators have *each*": the groups are said first, "each" points back to them
        group_words = set(range(min(agg.tokens)))
    lm = b.label_mention(label)
    if lm is None:
        lm = _value_names_the_group(b, base, cue)  # "by each *FNOL advisor*": the handlers of that role
    if lm is not None and set(lm.tokens) & group_words and not _names_the_group(b, lm, cue):
        group_words = set()  # "how many patients does each clinic have (pets …)": the clinics are the groups
    out = []
    cue_part = Part(None, frozenset(cue.tokens) | frozenset(agg.tokens), 1.0, "aggregation", f"{agg.op} per")
    # "how many *jobs* …", and "the *staff* count per plant": the counted label after the count word, or right
    # before it as the noun the count is of
    counted = [m for m in b.g.elements("label") if m.element.name != label and (min(m.tokens) > max(agg.tokens) or (
        max(m.tokens) + 1 == min(agg.tokens) and b.r.tokens[min(agg.tokens)].low in COUNT_NOUNS))]
    if agg.op == "count" and lm is not None and set(lm.tokens) & group_words and counted:
        other = counted[0]
        own = counted_bonus(b, label, other.element.name, bonus)
        for steps, sparts in ways_to(b, label, other.element.name):
            slot = count_scope(Agg("count", walk(steps)), conjuncts(base))
            sparts = [Part(None, frozenset(other.tokens), other.score, "label", other.element.name), *sparts]
            out.append(Candidate(Top(base, slot, GROUPS, True), [*parts, cue_part, *sparts], "nodes", label,
                                 bonus=own))
    if agg.op == "count" and lm is not None and max(lm.tokens) < min(cue.tokens):
        out += _groups_at_relationship(b, label, base, [*parts, cue_part], cue, bonus)
    if agg.op == "count" and lm is not None and set(lm.tokens) & group_words and not counted:
        out += _relationships_per(b, label, base, [*parts, cue_part], agg, cue, bonus)
        # "for each producer of more than two movies, how many movies did they produce": the count the groups'
        # own test compares is the one asked for
        for test in conjuncts(base):
            if isinstance(test, Compare) and isinstance(test.relation, Agg) and test.relation.fn == "count":
                out.append(Candidate(Top(base, test.relation, GROUPS, True), [*parts, cue_part], "nodes", label,
                                     bonus=bonus))
    if agg.op in ("avg", "sum") and lm is not None and set(lm.tokens) & group_words:
        for m in b.g.schema:
            e = m.element
            if e.kind != "prop" or e.info is None or e.info.type not in NUMERIC or label in e.holders:
                continue
            for holder in e.holders:  # the nearest holder the words name, else the nearest
                for steps, sparts in ways_to(b, label, holder):
                    slot = Agg(agg.op, RelationPath((*steps, Relation(e.name))))
                    out.append(Candidate(Top(base, slot, GROUPS, True), [*parts, cue_part, *sparts, Part(
                        None, frozenset(m.tokens), m.score, "property", e.words)], "nodes", label, bonus=bonus))
    if agg.op in ("avg", "sum") and lm is not None and set(lm.tokens) & group_words:
        out += _edge_totals(b, label, base, [*parts, cue_part], agg.op, bonus,
                            between=frozenset(range(max(cue.tokens) + 1, min(lm.tokens))))
    elif agg.op == "count" and lm is not None and set(lm.tokens) & group_words:  # "how many refills … per drug"
        out += _edge_totals(b, label, base, [*parts, cue_part], "sum", bonus, after=max(agg.tokens))
    if agg.op == "count" and lm is not None and min(lm.tokens) > max(agg.tokens):  # "members … in each tier"
        for m, group, doubt in group_steps(b, label):
            e = m.element
            if set(m.tokens) & group_words and e.info is not None and e.info.type in GROUPED:
                out.append(_value_counts(b, label, base, [*parts, cue_part], m, group, doubt, bonus))
    if agg.op == "count" and lm is None and not any(m.score >= SURE for m in b.g.elements("label")):
        out += _key_alone(b, label, base, parts, cue_part, group_words, bonus)
    return by + out


def _key_then_count(b: Builder, label: str, base: Expr, parts: list[Part], bonus: float) -> list[Candidate]:
    """"Producer types count", "shift counts": a question that is only a key's words (after the label's, if any) and
    a count noun at its end asks how many hold each of the key's values, as a table's heading would."""
    tokens = [i for i, t in enumerate(b.r.tokens) if t.text.strip("?.!,;:")]
    counts = [c for c in b.r.of("agg") if c.op == "count"]
    if not tokens or len(counts) != 1 or b.r.of("grouping") or b.r.of("top") or \
            max(counts[0].tokens) != tokens[-1] or b.r.tokens[tokens[-1]].low not in COUNT_NOUNS:
        return []
    lm = b.label_mention(label)
    rest = set(tokens) - set(counts[0].tokens) - (set(lm.tokens) if lm is not None and lm.score >= SURE else set())
    out = []
    for m, group, doubt in group_steps(b, label):
        e = m.element
        said = _with_head(b, label, m)
        if not rest or rest - said or m.score < SURE or e.info is None or e.info.type not in GROUPED or \
                e.name == b.name_property(label) or not _categorical(b, label, e):
            continue
        out.append(_value_counts(b, label, base, [*parts, Part(None, frozenset(counts[0].tokens), 1.0, "aggregation",
                                                               "count by")], m, group, doubt, bonus))
    return out


def _key_alone(b: Builder, label: str, base: Expr, parts: list[Part], cue_part: Part, group_words: set[int],
               bonus: float) -> list[Candidate]:
    """"How many of each *model*", "count of each *grade*": a count per value of a key no label word goes with,
    of the nodes of ``label`` that hold it themselves. Where several labels hold a key of that name, each is a
    reading of its own, and the readings' answers tell apart whether the question says which."""
    out = []
    for m, group, doubt in group_steps(b, label):
        e = m.element
        if isinstance(group, Relation) and set(m.tokens) & group_words and m.score >= SURE and \
                e.info is not None and e.info.type in GROUPED and e.name != b.name_property(label):
            out.append(_value_counts(b, label, base, [*parts, cue_part], m, group, doubt, bonus))
    return out


def _value_counts(b: Builder, label: str, base: Expr, parts: list[Part], m, group, doubt: str,
                  bonus: float) -> Candidate:
    """Each value of key ``m`` (reached from the value along ``group``) with how many of ``base``'s nodes hold it,
    largest first; ``parts``: the candidate's pieces before the key's own."""
    said = _with_head(b, label, m)
    return Candidate(Top(Join(group, base), Agg("count", group, base), GROUPS, True),
                     [*parts, Part(None, said, m.score, "property", m.element.words, doubt=doubt)], "value", label,
                     bonus=bonus)


def named_groups(b: Builder, label: str, base: Expr, parts: list[Part], bonus: float) -> list[Candidate]:
    """"How many motor claims and how many home claims?", "number of AEs on the placebo arm versus the active arm":
    two or more values of one key of ``label``'s nodes, said side by side ("and", "or", "versus", "vs"), with a
    count: how many nodes hold each value, as groups. Every value of the key is listed, largest first; where the
    key holds values the question does not name, the answer says more than asked (never exact)."""
    counts = [c for c in b.r.of("agg") if c.op == "count"]
    lm = b.label_mention(label)
    if not counts or lm is None or lm.score < SURE:
        return []  # the things counted are named: "how many *claims*" counts no policies, whatever holds 'motor'
    by_key: dict[str, list] = {}
    for vm in b.g.values:  # one value each (a list holds several: "staff with both CAT and First Aid" has both)
        if label in vm.element.holders and vm.element.kind == "prop" and vm.element.info is not None \
                and not vm.element.info.is_list:
            by_key.setdefault(vm.element.name, []).append(vm)
    out = []
    for key, said in by_key.items():
        said = sorted({vm.tokens: vm for vm in said}.values(), key=lambda vm: min(vm.tokens))
        if len({vm.value for vm in said}) < 2 or not _side_by_side(b, said) \
                or any(b.r.tokens[i].low in ("both", "all") for i in range(min(said[0].tokens))):
            continue  # "have *both* A and B": one thing holding the two
        tested = {(key, vm.value) for vm in said}
        rest = [t for t in conjuncts(base) if not (isinstance(t, Join) and isinstance(t.relation, Relation)
                                                   and isinstance(t.expr, Entity | Literal)
                                                   and (t.relation.name, str(getattr(t.expr, "value", None)
                                                                             or getattr(t.expr, "id", ""))) in tested)]
        if not rest:
            continue
        scope = conjoin(rest)
        group = Relation(key, reverse=True)
        held = len(b.index.store.property_values(key, GROUPS + 1))
        doubt = "" if held <= len(tested) else \
            f"every {key} value is listed with its count, not only {', '.join(sorted(v for _, v in tested))}"
        joins = {i for x, y in zip(said, said[1:], strict=False) for i in range(max(x.tokens) + 1, min(y.tokens))
                 if b.r.tokens[i].low in SIDE_BY_SIDE}  # "motor policies *versus* home policies"
        words = frozenset(i for c in counts for i in c.tokens) | {i for vm in said for i in vm.tokens} | joins
        said_parts = [Part(None, words, 1.0, "aggregation", f"count per {key}", doubt=doubt)]
        out.append(Candidate(Top(Join(group, scope), Agg("count", group, scope), GROUPS, True),
                             [*[p for p in parts if not (p.kind in ("value", "constraint") and p.tokens & words)],
                              *said_parts], "value", label, bonus=bonus))
    return out


JOINS = frozenset({"and", "or", "versus", "vs", "v", "against"})  # words that set two values side by side
SIDE_BY_SIDE = JOINS | {"compared", "to", "with", "how", "many", "the", "a", "an", "there", "were", "are", "in"}


def _side_by_side(b: Builder, said: list) -> bool:
    """Whether the values are said one after another, joined only by "and", "or", "versus" and the like ("motor
    claims *and how many* home claims", "the placebo arm *versus the* active arm")."""
    named = {i for m in b.g.schema if m.score >= SURE for i in m.tokens}
    for first, second in zip(said, said[1:], strict=False):
        between = range(max(first.tokens) + 1, min(second.tokens))
        if not between or len(between) > 6 or not any(b.r.tokens[i].low in JOINS for i in between):
            return False
        if any(b.r.tokens[i].low not in SIDE_BY_SIDE and i not in named for i in between):
            return False  # "motor claims and how many home claims": the label's word may be said again
    return True


def _relationships_per(b: Builder, label: str, base: Expr, parts: list[Part], agg: Cue, cue: Cue,
                       bonus: float) -> list[Candidate]:
    """"How many reviews has each show received?", "how many bookings does each customer have": what is counted is
    named by a relationship type's word between "how many" and "each" (no label's), so each group's node is listed
    with how many of those relationships it takes part in (each relationship one, as an edge with keys of its own
    is an event; through an edge with none, the nodes it reaches), largest first."""
    between = set(range(max(agg.tokens) + 1, min(cue.tokens)))
    out = []
    for rel, forward, _ in b.neighbours(label):
        rm = b.rel_mention(rel, strict=True)
        if rm is None or rm.score < SURE or not set(rm.tokens) <= between:
            continue
        x = b.schema.rel(rel)
        if x is not None and x.properties:
            slot = Agg("count", Relation(f"{rel}.{EDGE_START if forward else EDGE_END}", reverse=True))
        else:
            slot = Agg("count", Relation(rel, reverse=not forward))
        said = Part(None, frozenset(rm.tokens), rm.score, "relation", rel)
        if slot not in [c.form.slot for c in out]:
            out.append(Candidate(Top(base, slot, GROUPS, True), [*parts, said], "nodes", label, bonus=bonus))
    return out


def _groups_at_relationship(b: Builder, label: str, base: Expr, parts: list[Part], cue: Cue,
                            bonus: float) -> list[Candidate]:
    """"Number of crew at each base", "how many players in each team": the groups are named after the grouping word
    by a relationship type's word (no label's), so they are the nodes the counted ``label`` nodes reach through it,
    each with how many of them it has, largest first."""
    out = []
    labelled = {i for m in b.g.elements("label") if m.score >= SURE for i in m.tokens}
    for rel, forward, _ in b.neighbours(label):
        rm = b.rel_mention(rel, strict=True)
        if rm is None or rm.score < SURE or not 0 < min(rm.tokens) - max(cue.tokens) <= 2 or set(rm.tokens) & labelled:
            continue
        step = Relation(rel, reverse=forward)  # from a group back to the counted nodes
        said = Part(None, frozenset(rm.tokens), rm.score, "relation", rel)
        out.append(Candidate(Top(Join(step, base), Agg("count", step, base), GROUPS, True), [*parts, said], "nodes",
                             label, bonus=bonus))
    return out


def _value_names_the_group(b: Builder, base: Expr, cue: Cue) -> ValueMention | None:
    """The value said right after a grouping word that one of ``base``'s own tests keeps ("by each *FNOL advisor*"
    of the handlers whose role is 'FNOL Advisor'): the groups are the nodes that hold it; None where there is none."""
    kept = {(t.relation.name, t.expr.value if isinstance(t.expr, Literal) else t.expr.id) for t in conjuncts(base)
            if isinstance(t, Join) and isinstance(t.relation, Relation) and isinstance(t.expr, (Literal, Entity))}
    return next((v for v in b.g.values if min(v.tokens) == max(cue.tokens) + 1
                 and (v.element.name, str(v.value)) in kept), None)


def _names_the_group(b: Builder, lm, cue: Cue) -> bool:
    """Whether a label mention names the groups after a grouping word: it holds the first word after the cue that
    surely names a label ("each *clinic* have (pets of …)": the clinic, not the pets a few words on)."""
    after = [i for m in b.g.elements("label") if m.score >= SURE for i in m.tokens if i > max(cue.tokens)]
    return not after or min(after) in lm.tokens


def _edge_totals(b: Builder, label: str, base: Expr, parts: list[Part], op: str, bonus: float,
                 after: int | None = None, between: frozenset[int] = frozenset()) -> list[Candidate]:
    """"the total quantity ordered per product": the total (average) of a number held by relationships, over those
    at each group's node, or at the nodes the nearest way reaches from it. ``after``: the number is named right
    after that word ("how many *refills*": a total of them). ``between``: the words between "per" and the group's
    noun; one naming the relationship itself ("the average delay per *affected* line") may mean each relationship,
    one average over them all, as well as each node's own: not sure which."""
    out = []
    for m in b.g.schema:
        e = m.element
        rel = b.schema.rel(e.owner) if e.kind == "edge_prop" else None
        if rel is None or e.info is None or e.info.type not in NUMERIC or \
                after is not None and not 0 < min(m.tokens) - after <= 2:
            continue
        ends = [(x, EDGE_START) for x in rel.starts] + [(x, EDGE_END) for x in rel.ends]
        reach = [(side, ((), [])) if x == label else (side, way) for x, side in ends
                 for way in ([((), [])] if x == label else ways_to(b, label, x))]
        nearest = min((len(way[0]) for _, way in reach), default=None)
        said = frozenset(m.tokens) | (frozenset(rm.tokens) if (rm := b.rel_mention(rel.name, strict=True)) else frozenset())
        each = f"'{b.r.text(sorted(set(rm.tokens) & between))}' may count each {rel.name} as one, an average " \
            "over them all" if rm is not None and set(rm.tokens) & between else ""
        for side, (steps, sparts) in reach:  # from the end the group's node is at, or nearest to
            if len(steps) != nearest:
                continue
            slot = Agg(op, RelationPath((*steps, Relation(f"{rel.name}.{side}", reverse=True), Relation(e.relation))))
            out.append(Candidate(Top(base, slot, GROUPS, True), [*parts, *sparts, Part(
                None, said, m.score - SECOND_STEP * len(steps), "property", e.words, doubt=each)], "nodes", label,
                bonus=bonus))
    return out


def by_value(b: Builder, label: str, base: Expr, parts: list[Part], bonus: float) -> list[Candidate]:
    """"Managers by nationality - how many of each?", "total goals by playing position", "average height per
    position": a count, total or average over ``label`` nodes, grouped by the values of their property named right
    after "by" or a grouping word (a value read as a group, not a thing named: "movies by Nolan" names someone, no
    property). Every value with its figure, largest first. Words that sort a list ("sorted by", "ranked by") and
    rankings ("the top 3 … by") are no grouping."""
    aggs = [c for c in b.r.of("agg") if c.op in ("count", "avg", "sum")]
    heading = None
    if not aggs and (heading := _heading(b, label, parts)) is not None:
        aggs = [heading]  # "incidents by kind", "bookings per channel": a count of them per value, as a heading says
    elif not aggs and (amount := _amount_heading(b, label)) is not None:
        aggs = [amount]  # "hours booked per instrument category": the hours' total in each
    if not aggs or b.r.of("top"):
        return []
    tokens = b.r.tokens
    each = frozenset(i for c in b.r.of("grouping") if c.word in ("each", "per") for i in c.tokens)
    anchors = {i: frozenset({i}) for i, t in enumerate(tokens) if t.low == "by"
               and not any(tokens[j].low in SORTING for j in range(max(0, i - 2), i))}
    if aggs[0].op != "count" or heading is not None:
        # "average height per position" (a count per a grouping word is ``_per_value``'s, but for a heading's)
        anchors.update({max(c.tokens): frozenset(c.tokens) for c in b.r.of("grouping")})
    # "which soil has how many vineyards": the values the question word asks for, each with the figure after them
    asked = {max(c.tokens): frozenset(c.tokens) for c in b.r.of("wh")
             if c.op in ("which", "what") and max(c.tokens) + 1 < min(aggs[0].tokens)}
    anchors.update(asked)
    # a value or a named thing after "by" ("loyalty points held *by Kettlewick* clients"): who holds them, no group
    named = {t for v in b.g.values for t in v.tokens} | {t for em in b.g.entities for t in em.tokens}
    # and a word naming another label ("jobs per *client* type": the clients' type, not the jobs')
    named |= {t for x in b.g.elements("label") if x.element.name != label and x.score >= SURE for t in x.tokens}
    out = []
    lm = b.label_mention(label)
    for i, cue_tokens in anchors.items():
        for m, group, doubt in group_steps(b, label):
            m = _after_label(m, i, lm)  # "count of *jobs* by *type*": jobType's words the label's and the key's
            e = m.element
            if not names_groups(b, m) or not 0 < min(m.tokens) - i <= 2 or e.info is None \
                    or set(range(i + 1, min(m.tokens))) & named \
                    or i in asked and min(m.tokens) > min(aggs[0].tokens) \
                    or heading is not None and not _categorical(b, label, e) \
                    or e.info.type not in GROUPED or e.name == b.name_property(label) \
                    or any(set(m.tokens) & set(c.tokens) for c in aggs):
                continue
            agg = aggs[0]
            said = [Part(None, frozenset(agg.tokens) | each | cue_tokens | set(range(i + 1, min(m.tokens))), 1.0,
                         "aggregation",
                         f"{agg.op} by"), Part(None, _with_head(b, label, m), m.score, "property", e.words,
                                               doubt=doubt)]
            values = Join(group, base)
            if agg.op == "count":
                out.append(Candidate(Top(values, Agg("count", group, base), GROUPS, True), [*parts, *said], "value",
                                     label, bonus=bonus))
                continue
            for steps, nparts in numbers_of(b, label, exclude=e.name):
                slot = Agg(agg.op, RelationPath((*relation_steps(group), *steps)))
                out.append(Candidate(Top(values, slot, GROUPS, True), [*parts, *said, *nparts], "value", label,
                                     bonus=bonus))
    return out


def _heading(b: Builder, label: str, parts: list[Part]) -> Cue | None:
    """"Incidents by kind", "books by genre", "silver finds by period": a question that is only the name of
    ``label``'s nodes (after the tests of them the form reads: "*silver*", "*2024*"), "by" and a property of theirs
    (as a table's heading) asks how many there are of each value; as a count cue on the label's words, or None when
    the question says more."""
    lm = b.label_mention(label)
    tokens = [i for i, t in enumerate(b.r.tokens) if t.text.strip("?.!")]
    if lm is None or lm.score < SURE:
        return None
    tested = {i for p in parts if p.kind in ("value", "constraint", "entity") for i in p.tokens}
    before = set(tokens[:tokens.index(min(lm.tokens))]) if min(lm.tokens) in tokens else {-1}
    if not before <= tested or any(c.kind != "grouping" and not set(c.tokens) <= before for c in b.r.cues) \
            or max(lm.tokens) + 2 > tokens[-1] or b.r.tokens[max(lm.tokens) + 1].low not in HEADING_WORDS:
        return None
    rest = set(tokens) - before - set(lm.tokens) - {max(lm.tokens) + 1}
    if not any(_key_phrase(b, label, m, rest) and _categorical(b, label, m.element) for m, _, _ in group_steps(b, label)):
        return None  # "albums by sales": nearly every node its own value, an order rather than groups
    return Cue("agg", tuple(lm.tokens), op="count", word=b.r.tokens[max(lm.tokens) + 1].low)


def _after_label(m: SchemaMention, i: int, lm: SchemaMention | None) -> SchemaMention:
    """Key mention ``m`` cut to its words after the grouping word at ``i``, where those before it are the label's
    own ("count of *jobs* by *type*": jobType named by both words); else ``m`` as it is."""
    before = {t for t in m.tokens if t < i}
    # (the key's own words must come right after the grouping word: "jobs per client *type*" is no jobType)
    if not before or lm is None or not before <= set(lm.tokens) or i + 1 not in m.tokens:
        return m
    return replace(m, tokens=tuple(t for t in m.tokens if t > i))


HEADING_WORDS = frozenset({"by", "per"})  # between the things and their key in a heading: "bookings *per* channel"
def _amount_heading(b: Builder, label: str) -> Cue | None:
    """"Hours booked per instrument category", "spend by supplier": a question that is only an amount ``label``'s
    nodes hold (a key in hours, days, money, weight or volume, or a quantity), a grouping word and a key of theirs to
    group by, as a table's heading, asks for the amount's total in each group; as a sum cue on the grouping word,
    or None when the question says more. An amount that does not add up (a rating, a height) is no total."""
    tokens = [i for i, t in enumerate(b.r.tokens) if t.text.strip("?.!")]
    if not tokens or any(c.kind not in ("grouping",) for c in b.r.cues):
        return None
    for m in b.prop_mentions(label):
        e, after = m.element, max(m.tokens) + 1
        if e.kind != "prop" or m.score < SURE or not _adds_up(e) or min(m.tokens) != tokens[0] \
                or after >= len(b.r.tokens) or b.r.tokens[after].low not in HEADING_WORDS:
            continue
        rest = set(tokens) - set(m.tokens) - {after}
        if any(_key_phrase(b, label, g, rest) and _categorical(b, label, g.element) for g, _, _ in group_steps(b, label)):
            return Cue("agg", (after,), op="sum", word=b.r.tokens[after].low)
    return None


def _adds_up(e: Element) -> bool:
    """Whether a number key's amounts add up (``unit_cues.adds_up``)."""
    return e.info is not None and e.info.type in ("int", "float") and adds_up(e.words)


def _key_phrase(b: Builder, label: str, m, words: set[int]) -> bool:
    """Whether ``words`` are the key ``m`` names, said alone, with a plain word after it (``head_after``) or with
    one before it that names nothing else ("by *sales* channel")."""
    head = head_after(b, label, m)
    before = min(m.tokens) - 1
    return words == set(m.tokens) or head is not None and words == {*m.tokens, head} or \
        words == {before, *m.tokens} and _plain_qualifier(b, before)


def _plain_qualifier(b: Builder, i: int) -> bool:
    """Whether word ``i`` is a plain noun or adjective naming no key or label of the graph ("*sales* channel")."""
    if i < 0 or not b.r.tokens[i].low.isalpha() or b.r.tokens[i].low in STOP or b.r.tokens[i].low in HEADING_WORDS:
        return False
    if any(i in n.tokens and n.score >= SURE for n in b.g.schema):
        return False
    return bool(word_kinds(b.r.tokens[i].low) & {"NOUN", "ADJ"})


def _with_head(b: Builder, label: str, m) -> frozenset[int]:
    """A key's words, with the plain word after them (``head_after``) where there is one."""
    head = head_after(b, label, m)
    return frozenset(m.tokens) | ({head} if head is not None else frozenset())


def head_after(b: Builder, label: str, m) -> int | None:
    """The plain noun or participle right after a key's words that names nothing else of ``label`` ("by ability
    *level*", "per star *rating*", "per grade *given*"): the noun says what sort of key it is, the participle what
    was done with it. None where there is none."""
    i = max(m.tokens) + 1
    if i >= len(b.r.tokens) or not b.r.tokens[i].low.isalpha() or b.r.tokens[i].low in STOP \
            or b.r.tokens[i].low in PART_WORDS or b.r.tokens[i].low in TIME_UNITS:
        return None  # "by collection *month*": a part of a date, another key
    other = {n.element for n, _, _ in group_steps(b, label) if i in n.tokens and n.score >= SURE}
    other |= {n.element for n in b.g.elements("label") if i in n.tokens and n.score >= SURE}
    kinds = word_kinds(b.r.tokens[i].low)
    return i if not other - {m.element} and ("NOUN" in kinds or kinds == {"VERB"}) else None


def _counted_heading(b: Builder, label: str, parts: list[Part] = ()) -> list[Cue]:  # type: ignore[assignment]
    """"Flights per year", "orders by month", "reviews posted each year", "bookings per year of check-in": a
    question that only names ``label``'s nodes (and a state of theirs before: "*cancelled* flights per year"), a
    grouping word and a part of a date (as a table's heading), and at most the date property the part is taken
    from, asks how many there are in each; as a count cue on the label's words, or none when the question says
    more. Words the tests of the nodes in ``parts`` read ("dives per month *in 2025*") are the heading's scope,
    with the preposition before them."""
    lm = b.label_mention(label)
    tested = {i for p in parts if p.kind in ("value", "constraint") for i in p.tokens}
    tested |= {i - 1 for i in tested if i > 0 and b.r.tokens[i - 1].low in SCOPE_WORDS}
    tokens = [i for i, t in enumerate(b.r.tokens) if t.text.strip("?.!") and i not in tested]
    grouping = {i for c in b.r.of("grouping") for i in c.tokens}  # "*in* each": no test of a string
    if lm is not None:  # "*livestreamed* sales per year": a state of the nodes said before their label's word
        said = {i for m in b.prop_mentions(label) if m.element.info is not None and m.element.info.type == "bool"
                and m.score >= SURE for i in m.tokens} | \
            {i for vm in b.g.values if label in vm.element.holders for i in vm.tokens}
        tokens = [i for i in tokens if not (i < min(lm.tokens) and i in said)]
    if lm is None or lm.score < SURE or len(tokens) < 3 \
            or any(c.kind != "grouping" and not set(c.tokens) <= tested | grouping and not _relative_wh(b, c)
                   for c in b.r.cues) \
            or min(lm.tokens) != tokens[0]:
        return []
    for cue_tokens, part in _part_cues(b):
        if part not in tokens or b.r.tokens[part].low not in PART_WORDS:
            continue
        rest = set(tokens) - set(lm.tokens) - set(cue_tokens) - {part}
        rest -= {i for i in rest if b.r.tokens[i].low in DATE_JOINERS}
        word = " ".join(b.r.tokens[i].low for i in sorted(cue_tokens))
        # right after the label's word, or after a state of its nodes the tests read ("jobs *completed* per year")
        after_label = min(cue_tokens) == max(lm.tokens) + 1 or max(lm.tokens) in tokens and min(cue_tokens) in tokens \
            and tokens.index(min(cue_tokens)) == tokens.index(max(lm.tokens)) + 1
        if not rest and after_label and part == tokens[-1] \
                or rest and any(rest == set(m.tokens) and m.score >= SURE and _date_kind(b, label, m.element)
                                for m in b.prop_mentions(label)) \
                or rest and _verb_of_the_date(b, label, rest):
            return [Cue("agg", tuple(lm.tokens), op="count", word=word)]
    return []


RELATIVES = frozenset({"who", "that", "which", "they", "it", "he", "she", "we"})  # "cars *that* were built"


def _relative_wh(b: Builder, cue: Cue) -> bool:
    """Whether ``cue`` is a question word inside the question, opening a clause about the nodes ("staff *who*
    started in each decade"), not asking."""
    return cue.kind == "wh" and min(cue.tokens) > 0 and b.r.tokens[min(cue.tokens)].low in RELATIVES


def _verb_of_the_date(b: Builder, label: str, rest: set[int]) -> bool:
    """Whether the words ``rest`` left beside a heading are one verb saying what happened on the one date (or year)
    ``label``'s nodes keep, or on the one of their dates spelt with it, with a pronoun before it at most ("cars by
    decade *built*", "customers by the decade *they joined*", "staff *who started* in each decade", "jobs *opened*
    per year")."""
    words = [b.r.tokens[i].low for i in sorted(rest) if b.r.tokens[i].low not in RELATIVES | {"were", "was"}]
    dated = [e for e in b.index.elements if e.kind == "prop" and label in e.holders and _date_kind(b, label, e)]
    return len(words) == 1 and _past_form(words[0]) and (len(dated) == 1 or _spelt_with(dated, words[0]) is not None)


def _past_form(word: str) -> bool:
    """Whether ``word`` is a verb's past form ("built", "opened"), not its plain, "-s" or "-ing" form."""
    return word.isalpha() and "VERB" in word_kinds(word) and lemma(word) != word and not word.endswith(("s", "ing"))


def _spelt_with(keys: list[Element], verb: str) -> Element | None:
    """The one key of ``keys`` whose words hold ``verb``'s root ("opened": ``openedOn``), or None."""
    found = [e for e in keys if lemma(verb) in {lemma(w) for w in e.words.split()}]
    return found[0] if len(found) == 1 else None


def _categorical(b: Builder, label: str, e: Element) -> bool:
    """Whether a property's values make groups: far fewer distinct values than nodes holding it, or, for words (a
    kind, a town), at most three in four ("repairers by kind": 8 kinds among 11 firms; a number, "albums by sales",
    orders rather than groups)."""
    x = b.schema.label(label)
    info = next((p for p in x.properties if p.key == e.name), e.info) if x is not None else e.info  # its own
    if info is None or info.type not in GROUPED or info.distinct <= 0:
        return False
    return info.distinct * 2 <= info.count or info.type == "string" and info.distinct * 4 <= info.count * 3


def per_year(b: Builder, label: str, base: Expr, parts: list[Part], bonus: float) -> list[Candidate]:
    """"How many movies were released in each year of the 1980s", "films per year": ``label``'s nodes counted per
    value of their property that holds a year (the one the words name, else the only one they have), each year
    with its count. A date is no year: its values would each be a group of their own."""
    aggs = [c for c in b.r.of("agg") if c.op == "count"] or _counted_heading(b, label, parts)
    lm = b.label_mention(label)
    if not aggs or lm is None or lm.score < SURE or b.r.of("top"):
        return []
    out = []
    for cue_tokens, year in _part_cues(b):
        if b.r.tokens[year].low not in YEAR_WORDS:
            continue
        held = [e for e in b.index.elements if e.kind == "prop" and label in e.holders and year_valued(e)]
        named = [e for e in held if (m := b.mentioned.get(e)) is not None and m.score >= SURE]
        for e in named[:1] or (held if len(held) == 1 else []):
            group = Relation(e.name, reverse=True)
            m = b.mentioned.get(e)
            said = [Part(None, frozenset(aggs[0].tokens) | cue_tokens | {year}, 1.0, "aggregation",
                         "count per year"), *([Part(None, frozenset(m.tokens), m.score, "property", e.words)] if m else [])]
            out.append(Candidate(Top(Join(group, base), Agg("count", group, base), GROUPS, True), [*parts, *said],
                                 "value", label, bonus=bonus))
    return out


def _part_cues(b: Builder) -> list[tuple[frozenset[int], int]]:
    """(the cue's words, the word after them) of each grouping cue ("per", "in each") with a word after it, and of
    each "by" (or "by the") before a word naming a part of a date ("customers *by decade* of birth"), unless words
    before it sort a list ("sorted by year")."""
    tokens = b.r.tokens
    out = [(frozenset(c.tokens), max(c.tokens) + 1) for c in b.r.of("grouping") if max(c.tokens) + 1 < len(tokens)]
    for i, t in enumerate(tokens):
        j = i + 2 if i + 2 < len(tokens) and tokens[i + 1].low == "the" else i + 1
        if t.low == "by" and j < len(tokens) and tokens[j].low in PART_WORDS \
                and not any(tokens[k].low in SORTING for k in range(max(0, i - 2), i)):
            out.append((frozenset(range(i, j)), j))
    return out


def _date_kind(b: Builder, label: str, e: Element) -> str:
    """What ``label``'s nodes keep in property ``e``: "date" (dates), "year" (years as whole numbers) or ""
    (neither); read from the label's own values, as one key may hold dates on one label and years on another."""
    x = b.schema.label(label)
    info = (x.property(e.name) if x is not None else None) or e.info
    if info is None or info.is_list:
        return ""
    if info.type in TEMPORAL or iso_dates(info):
        return "date"
    return "year" if year_valued(replace(e, info=info)) else ""


def _tested_date(held: list[Element], base: Expr) -> list[Element]:
    """Of several date keys no word names, the one a test of the nodes already reads ("jobs per quarter *in 2025*":
    the date that is in 2025), as the date the question is about; none when no test, or several, read one."""
    tested = {c.relation.name for c in conjuncts(base) if isinstance(c, Compare) and isinstance(c.relation, Relation)}
    found = [e for e in held if e.name in tested]
    return found if len(found) == 1 else []


def per_date_part(b: Builder, label: str, base: Expr, parts: list[Part], bonus: float) -> list[Candidate]:
    """"How many students joined in each month", "courses first offered per decade", "in which year did most of
    the students join": ``label``'s nodes grouped by a part of a date they hold (the year, month or decade of a
    property holding dates or years: the one the words name, else the only one they have), each value of the part
    with how many nodes hold it (largest first), or the value most (fewest) of them hold. The year of a property
    that already holds years is ``per_year``'s (its values are the groups)."""
    lm = b.label_mention(label)
    if lm is None or lm.score < SURE:
        return []
    kinds = {e: k for e in b.index.elements if e.kind == "prop" and label in e.holders and (k := _date_kind(b, label, e))}
    held = list(kinds)
    named = [e for e in held if (m := b.mentioned.get(e)) is not None and m.score >= SURE]
    verbs = [t.low for i, t in enumerate(b.r.tokens) if lm is not None and i not in lm.tokens and _past_form(t.low)]
    spelt = [e for v in verbs if (e := _spelt_with(held, v)) is not None]  # "jobs *opened* per year": openedOn
    props = named[:1] or spelt[:1] or (held if len(held) == 1 else _tested_date(held, base))
    said_by = {e: b.mentioned.get(e) for e in props}
    tokens = b.r.tokens
    out: list[Candidate] = []

    def candidate(e: Element, part: str, rank: Cue | None, words: frozenset[int], what: str) -> None:
        """``rank``: the superlative picking values by their counts (None: every value, largest first)."""
        if part == "year" and kinds[e] == "year" or part in ("month", "quarter") and kinds[e] != "date":
            return  # a year's own values are its groups; a year holds no month
        calc = Calc(part, (Relation(e.name),), reverse=True)
        m = said_by[e]
        said = [Part(None, words, 1.0, "aggregation", what),
                *([Part(None, frozenset(m.tokens), m.score, "property", e.words)] if m else [])]
        values, slot = Join(calc, base), Agg("count", calc, base)
        form: Expr = Top(values, slot, GROUPS, True) if rank is None else \
            Top(values, slot, int(rank.value), rank.op == "max") if rank.value is not None else \
            (ArgMax if rank.op == "max" else ArgMin)(values, slot)
        out.append(Candidate(form, [*parts, *said], "value", label, bonus=bonus))

    counts = [c for c in b.r.of("agg") if c.op == "count"] or _counted_heading(b, label, parts)
    grouping = [(cue, i) for cue, i in _part_cues(b) if tokens[i].low in PART_WORDS]
    if counts and grouping:  # every value of the part with its count
        words = frozenset(counts[0].tokens) | {i for cue, part in grouping for i in (*cue, part)}
        for _, i in grouping[:1]:
            part = PART_WORDS[tokens[i].low]
            for e in props:
                candidate(e, part, None, words, f"count per {part}")
    for wh in b.r.of("wh"):  # "in which year did most …": the value of the part most of them hold
        i = max(wh.tokens) + 1
        if wh.op not in ("what", "which") or i >= len(tokens) or tokens[i].low not in PART_WORDS:
            continue
        for top in b.r.of("top"):
            if top.word not in MOST or min(top.tokens) < i:
                continue
            words = frozenset(wh.tokens) | {i} | frozenset(top.tokens)
            for e in props:
                candidate(e, PART_WORDS[tokens[i].low], top, words, f"{top.word} per part")
    return out
