"""Events kept as relationships: a ride is a ``(:Member)-[:RODE {date, durationMin, fareEur}]->(:Bike)``, a loan a
``BORROWED`` with its dates, a visit a ``VISITED``. A question that counts or totals the events names them by a noun
("how many *rides* in 2024", "the total distance of all *trips*", "*visits* per month") and means the relationships
themselves, not the nodes at either end of them.

Where a noun after the count (or near the total) names a relationship type that has properties of its own, the
relationships of that type are the things counted, each kept by what the question says of it:

- a year, date or number said of one of its own properties ("in 2024", "longer than 15 km");
- a named thing at either end ("rides *by X*", "rides *on bike F-1*") or a true/false property of the nodes at an
  end ("rides on *electric* bikes", "rides *students* took");
- one of its own properties the question names with no value ("trips that got a *rating*"), held by some of them;

and counted, totalled or averaged by one of its own numbers, or counted per year / month / decade of its date.
"""

from __future__ import annotations

from kgchat.logic.nodes import (
    Agg,
    Aggregate,
    And,
    ArgMax,
    ArgMin,
    Calc,
    Class,
    Count,
    Entity,
    Expr,
    Has,
    Join,
    Relation,
    RelationPath,
    Top,
    conjoin,
    relation_steps,
    relation_types_in,
)
from kgchat.reasoning.schema_parser import states
from kgchat.reasoning.schema_parser.build import NOT_ASKED, Builder, Candidate, Part
from kgchat.reasoning.schema_parser.comparisons import compare_filter
from kgchat.reasoning.schema_parser.edge_dates import own_dates
from kgchat.reasoning.schema_parser.grounding import TIME_UNITS
from kgchat.reasoning.schema_parser.negation import negated
from kgchat.reasoning.schema_parser.per_group import PART_WORDS
from kgchat.reasoning.schema_parser.rel_nouns import names_link
from kgchat.reasoning.schema_parser.schema_index import Element, SchemaMention, iso_dates
from kgchat.reasoning.schema_parser.words import Cue, denied_word
from kgchat.schema import EDGE_END, EDGE_START, NUMERIC, TEMPORAL, RelTypeInfo
from kgchat.text import plural_noun, word_kinds

EDGE_NOUN_GAP = 4  # "how many *of the prerequisite* requirements": words between the count and the noun, at most
HEAD_NOUN = 0.2  # the relationships' noun is what is counted, the label's word before it only says which ("tool uses")
EDGE_NOUN = 0.65  # how surely a noun names a relationship type for its relationships to be what is counted
AMOUNT = 0.75  # how surely a word names a relationship's number for it to be totalled, compared or tested
UNNAMED = 0.1  # relationships no noun names, counted or totalled, against a reading of the nodes as sure
ACT = 0.5  # how surely a verb that names nothing says what happened in the relationships counted
GROUPED = frozenset({"string", "int", "bool"})  # property types whose values make groups
GROUPS = 50  # groups listed for "rides per month", largest first


def edges_counted(b: Builder) -> list[Candidate]:
    """"How many of the prerequisite requirements are strict", "how many bookings were not confirmed": the
    relationships of a type that a noun right after the count words names (no label's word before it), counted;
    kept to those where a true/false property of theirs the words name holds (or, after a negation, does not)."""
    out: list[Candidate] = []
    labelled = {i for m in b.g.elements("label") if m.score >= 0.75 for i in m.tokens}
    for cue in (c for c in b.r.of("agg") if c.op == "count"):
        for m in b.g.elements("rel"):
            rel = b.schema.rel(m.element.name)
            between = set(range(max(cue.tokens) + 1, min(m.tokens)))
            start = one_label(b, rel.starts) if rel is not None else None
            # "how many *tool* uses": a word for the label at the relationships' far end, right before their noun
            end = b.end_label_before(rel.name, min(m.tokens)) if rel is not None else None
            if rel is None or m.score < EDGE_NOUN or start is None or between & labelled - (end[1] if end else set()) \
                    or not 0 < min(m.tokens) - max(cue.tokens) <= EDGE_NOUN_GAP + 1:
                continue
            tests: list[Expr] = [Join(Relation(f"{rel.name}.{EDGE_START}"), Class(start))]
            parts = [Part(None, frozenset(cue.tokens) | frozenset(i for i in between if not b.r.tokens[i].content),
                          1.0, "aggregation", "how many"),
                     Part(None, frozenset(m.tokens), m.score, "relation", rel.name)]
            if end is not None and end[1] <= between:
                tests.append(Join(Relation(f"{rel.name}.{EDGE_END}"), Class(end[0])))
                parts.append(Part(None, frozenset(end[1]), 1.0, "label", end[0]))
            flags, fparts = _own_flags(b, rel, m)
            times, tparts = own_dates(b, rel, m)  # "how many sponsorships started in 2025"
            out.append(Candidate(Count(conjoin(tests + flags + times)), parts + fparts + tparts, "number",
                                 bonus=HEAD_NOUN if end is not None and end[1] <= between else 0.0))
    return out


def _own_flags(b: Builder, rel: RelTypeInfo, m: SchemaMention) -> tuple[list[Expr], list[Part]]:
    """The true/false properties of the relationships themselves that the words after their noun name: true, or
    false after a negation or said with "un-" ("how many orders are *unpaid*")."""
    tests: list[Expr] = []
    parts: list[Part] = []
    for e in b.index.elements:
        if e.kind == "edge_prop" and e.owner == rel.name and e.info is not None and e.info.type == "bool" \
                and (said := [i for i in range(max(m.tokens) + 1, len(b.r.tokens))
                              if denied_word(b.r.tokens[i].low) == e.words]):
            tests.append(Join(Relation(e.relation), Entity("false")))
            parts.append(Part(None, frozenset(said[:1]), 1.0, "property", f"not {e.words}"))
    for pm in b.prop_mentions(None, rel.name):
        e = pm.element
        if e.info is None or e.info.type != "bool" or pm.score < 0.75 or min(pm.tokens) < max(m.tokens) \
                or any(p.text == f"not {e.words}" for p in parts):
            continue
        neg = negated(b, pm.tokens)
        tests.append(Join(Relation(e.relation), Entity("false" if neg else "true")))
        parts.append(Part(None, frozenset(pm.tokens) | (frozenset(neg.tokens) if neg else frozenset()),
                          pm.score, "property", e.words))
    return tests, parts


def one_label(b: Builder, labels: tuple[str, ...]) -> str | None:
    """The one label every node at a relationship's end holds: the only label there, or the broadest one whose nodes
    include every other's (members, of whom ambassadors are some); None when the end holds several kinds."""
    if not labels:
        return None
    broad = max(labels, key=lambda x: (lbl.count if (lbl := b.schema.label(x)) is not None else 0))
    return broad if all(x == broad or b.index.within(x, broad) for x in labels) else None


def event_noun(b: Builder) -> list[tuple[RelTypeInfo, SchemaMention]]:
    """The relationship types with properties of their own that a noun of the question names ("rides", "trips"),
    said as things (a noun, not the verb "rode"), where no word naming a label claims that noun (a label named less
    surely than the type by the same word, ``names_link``, claims none: "charters", not charter vessels)."""
    labelled = {i for m in b.g.elements("label") if m.score >= 0.75 and not names_link(m, b.g.schema)
                for i in m.tokens}
    out = []
    for m in b.g.elements("rel"):
        rel = b.schema.rel(m.element.name)
        if rel is None or not rel.properties or m.score < EDGE_NOUN or one_label(b, rel.starts) is None \
                or set(m.tokens) & labelled or "NOUN" not in word_kinds(b.r.tokens[max(m.tokens)].low):
            continue
        out.append((rel, m))
    return out


def event_candidates(b: Builder) -> list[Candidate]:
    """Counts, totals and counts per part of a date of the relationships a noun names (see the module docstring)."""
    out: list[Candidate] = []
    aggs = b.r.of("agg")
    nouns = event_noun(b)
    if not aggs:
        aggs = _heading(b, nouns)  # "enrolments per year": how many in each
    if not aggs:
        return [c for rel, m in nouns for c in _busiest(b, rel, m)] + _amount_per_key(b)
    for rel in _summed_only(b, {r.name for r, _ in nouns}):
        out += _totals(b, rel, None, aggs)
    for rel, m in nouns:
        out += _totals(b, rel, m, aggs)
    return out


def _heading(b: Builder, nouns: list[tuple[RelTypeInfo, SchemaMention]]) -> list[Cue]:
    """"Enrolments per year", "visits by month in 2024": a question that is only a noun naming relationships, a
    grouping word and a part of a date (and a time it is said of), as a table's heading, asks how many there are in
    each; as a count cue on the noun's words, or none when the question says more."""
    tokens = b.r.tokens
    words = [i for i, t in enumerate(tokens) if t.text.strip("?.!")]
    timed = {i for c in b.r.cues if c.kind in ("year", "date", "decade") for i in c.tokens}
    timed |= {i - 1 for i in timed if i > 0 and tokens[i - 1].low in ("in", "since", "from", "during", "of")}
    if not nouns or not words or any(c.kind not in ("grouping", "year", "date", "decade", "string")
                                     and not set(c.tokens) <= timed for c in b.r.cues):
        return []
    rel, m = nouns[0]
    by = [Cue("grouping", (i,), None, "", "by") for i, t in enumerate(tokens) if t.low == "by"]
    for cue in [*b.r.of("grouping"), *by]:
        part = max(cue.tokens) + 1
        keys = [pm for pm in b.prop_mentions(None, rel.name) if pm.element.kind == "edge_prop"
                and pm.score >= AMOUNT and 0 < min(pm.tokens) - max(cue.tokens) <= 2]
        said = {part} if part < len(tokens) and tokens[part].low in PART_WORDS else \
            set(range(part, max(keys[0].tokens) + 1)) | _head_word(b, rel, keys[0]) if keys else set()
        rest = set(words) - set(m.tokens) - set(cue.tokens) - said - timed
        rest = {i for i in rest if tokens[i].content and word_kinds(tokens[i].low) != {"VERB"}}  # "… *found*"
        if said and not rest and min(m.tokens) == words[0]:
            return [Cue("agg", tuple(m.tokens), op="count", word=cue.word)]
    return []


def _head_word(b: Builder, rel: RelTypeInfo, key: SchemaMention) -> set[int]:
    """The plain noun or participle right after a key of ``rel`` that names no other key of it ("per star
    *rating*", "per grade *given*"): it says what sort of key it is; empty where there is none."""
    i = max(key.tokens) + 1
    if i >= len(b.r.tokens) or not b.r.tokens[i].low.isalpha() or not b.r.tokens[i].content \
            or b.r.tokens[i].low in PART_WORDS or b.r.tokens[i].low in TIME_UNITS:
        return set()  # "per booking *month*": a part of a date, another key
    other = {pm.element for pm in b.prop_mentions(None, rel.name) if i in pm.tokens and pm.score >= AMOUNT}
    kinds = word_kinds(b.r.tokens[i].low)
    return {i} if not other - {key.element} and ("NOUN" in kinds or kinds == {"VERB"}) else set()


def _amount_per_key(b: Builder) -> list[Candidate]:
    """"Hours logged per task type", "points by grade": a heading of a number the relationships of one type hold
    (said first, perhaps with a verb of its own: "logged"), a grouping word and another key of theirs (perhaps with a
    plain word after it: "type"): that number added up over the relationships holding each value, largest first.
    No word says whether a total or an average is meant; a total is read, and the doubt says so."""
    tokens = b.r.tokens
    words = [i for i, t in enumerate(tokens) if t.text.strip("?.!,")]
    cues = [c for c in b.r.of("grouping") if c.word in ("per", "by", "each")] + \
        [Cue("grouping", (i,), None, "", "by") for i in words if tokens[i].low == "by"]
    if not words or not cues or any(c.kind not in ("grouping", "string") for c in b.r.cues):
        return []
    out = []
    for cue in cues:
        for rel in b.schema.relationships:
            said = [pm for pm in b.prop_mentions(None, rel.name) if pm.element.kind == "edge_prop"
                    and pm.score >= AMOUNT and pm.element.info is not None]
            amounts = [pm for pm in said if pm.element.info.type in NUMERIC and not pm.element.info.is_list
                       and min(pm.tokens) == words[0] and max(pm.tokens) < min(cue.tokens)]
            keys = [pm for pm in said if pm.element.info.type in GROUPED and min(pm.tokens) == max(cue.tokens) + 1]
            for amount in amounts:
                verbs = set(range(max(amount.tokens) + 1, min(cue.tokens)))
                if any(word_kinds(tokens[i].low) != {"VERB"} for i in verbs):
                    continue  # "hours *logged* per task": a verb of the number's own, nothing more
                for key in keys:
                    head = _head_word(b, rel, key)
                    if set(words) != set(amount.tokens) | verbs | set(cue.tokens) | set(key.tokens) | head:
                        continue
                    edges = Join(Relation(f"{rel.name}.{EDGE_START}"), Class(one_label(b, rel.starts) or ""))
                    group = Relation(key.element.relation, reverse=True)
                    slot = Agg("sum", RelationPath((group, Relation(amount.element.relation))))
                    doubt = f"'{cue.word}' read as the total {amount.element.words} for each {key.element.words}; " \
                        "no word says a total, or an average"
                    out.append(Candidate(Top(Join(group, edges), slot, GROUPS, True), [
                        Part(None, frozenset(amount.tokens) | verbs, amount.score, "property", amount.element.words),
                        Part(None, frozenset(cue.tokens), 1.0, "aggregation", f"sum {cue.word}", doubt=doubt),
                        Part(None, frozenset(key.tokens) | head, key.score, "property", key.element.words)],
                        "value"))
    return out


def _busiest(b: Builder, rel: RelTypeInfo, m: SchemaMention) -> list[Candidate]:
    """"The busiest month of 2024 for rides", "the year with the fewest visits": the year (month, decade) of the
    relationships' date that most (fewest) of them fall in."""
    tokens = b.r.tokens
    dates = _dates_of(b, rel)
    if len(dates) != 1:
        return []
    out = []
    # "which *year* had the most rides": the part right after the wh-word asks it too
    asked = [max(c.tokens) + 1 for c in b.r.of("wh") if c.op in ("what", "which") and max(c.tokens) + 1 < len(tokens)
             and tokens[max(c.tokens) + 1].low in PART_WORDS]
    for top in b.r.of("top"):
        i = next((j for j in range(max(top.tokens) + 1, min(max(top.tokens) + 3, len(tokens)))
                  if tokens[j].low in PART_WORDS), None)
        if i is None and asked and asked[0] < min(top.tokens):
            i = asked[0]
        if i is None or top.value is not None:
            continue
        tests, parts, _ = _event_tests(b, rel, m)
        base = conjoin([Join(Relation(f"{rel.name}.{EDGE_START}"), Class(one_label(b, rel.starts) or "")), *tests])
        calc = Calc(PART_WORDS[tokens[i].low], (Relation(dates[0].relation),), reverse=True)
        pick = ArgMax if top.op == "max" else ArgMin
        said = Part(None, frozenset(top.tokens) | frozenset(range(max(top.tokens) + 1, i + 1)) | {i}, 1.0,
                    "aggregation", f"{top.word} {tokens[i].low}")
        out.append(Candidate(pick(Join(calc, base), Agg("count", calc, base)),
                             [Part(None, frozenset(m.tokens), m.score, "relation", rel.name), *parts, said], "value"))
    return out


def _summed_only(b: Builder, named: set[str]) -> list[RelTypeInfo]:
    """"How much was collected in *fares* in 2023": relationship types no noun names whose own number a total or
    average names: the relationships are what is added up."""
    totals = any(c.op in ("sum", "avg") for c in b.r.of("agg"))
    out = []
    for rel in b.schema.relationships:
        if rel.name not in named and one_label(b, rel.starts) is not None and \
                (totals and any(pm.score >= AMOUNT for _, pm in _numbers_of(b, rel)) or _counted_value(b, rel)):
            out.append(rel)
    return out


def _counted_value(b: Builder, rel: RelTypeInfo) -> tuple[int, ...]:
    """"How many *punctures* were fixed": the words right after a count that name a value of ``rel``'s own text
    property: the relationships holding it are what is counted (empty when there are none)."""
    for cue in b.r.of("agg"):
        for vm in b.g.values:
            if cue.op == "count" and vm.element.kind == "edge_prop" and vm.element.owner == rel.name \
                    and 0 < min(vm.tokens) - max(cue.tokens) <= 2:
                return tuple(vm.tokens)
    return ()


def _totals(b: Builder, rel: RelTypeInfo, m: SchemaMention | None, aggs: list[Cue]) -> list[Candidate]:
    """The counts, totals and counts per group of ``rel``'s relationships (``m``: the noun naming them, if any)."""
    out: list[Candidate] = []
    edges: Expr = Join(Relation(f"{rel.name}.{EDGE_START}"), Class(one_label(b, rel.starts) or ""))
    noun = [Part(None, frozenset(m.tokens), m.score, "relation", rel.name)] if m is not None else []
    tests, parts, used = _event_tests(b, rel, m)
    flags, fparts = _own_flags(b, rel, m) if m is not None else ([], [])
    base = conjoin([edges, *tests, *flags])
    parts = [*noun, *parts, *fparts]
    parts += _acts(b, rel.name, {i for p in parts for i in p.tokens} | {i for c in aggs for i in c.tokens})
    for cue in aggs:
        said = Part(None, frozenset(cue.tokens), 1.0, "aggregation", cue.word)
        if cue.op == "count" and m is not None and cue.tokens == tuple(m.tokens):  # a heading: only per part
            out += _per_part(b, rel, base, [*parts, Part(None, frozenset(), 1.0, "aggregation", cue.word)],
                             heading=True)
            continue
        if cue.op == "count" and (m is not None and _counted(b, cue, m) or m is None and _counted_value(b, rel)):
            out.append(Candidate(Count(base), [*parts, said], "number", bonus=0.0 if m is not None else -UNNAMED))
            out += _per_part(b, rel, base, [*parts, said])
            continue
        if cue.op not in ("sum", "avg", "min", "max"):
            continue
        for e, pm in _numbers_of(b, rel):
            if e.relation in used or m is None and pm.score < AMOUNT:
                continue
            out.append(Candidate(Aggregate(cue.op, base, Relation(e.relation)),
                                 [*parts, said, Part(None, frozenset(pm.tokens), pm.score, "property", e.words)],
                                 "number", bonus=0.0 if m is not None else -UNNAMED))
    return out


def _acts(b: Builder, rel: str, covered: set[int]) -> list[Part]:
    """The verbs that say what happened in each counted relationship ("rides that *happened* in 2024", "fares
    *paid* by X", "trips *taken*"): words that are only verbs, naming nothing in the graph (no value it keeps
    either), which the things counted are the doing of. Each is read as the relationship itself, less surely than
    its own words would be."""
    schema = {i for m in b.g.schema if m.score >= AMOUNT for i in m.tokens}
    schema |= {i for v in b.g.values for i in v.tokens}  # "bookings that were *completed*": a status the graph keeps
    out = []
    for i, t in enumerate(b.r.tokens):
        kinds = word_kinds(t.low)
        if i in covered or i in schema or not t.content or "VERB" not in kinds or kinds & {"NOUN", "AUX"}:
            continue
        out.append(Part(None, frozenset({i}), ACT, "relation", rel))
    return out


def _counted(b: Builder, cue: Cue, m: SchemaMention) -> bool:
    """Whether the noun ``m`` is what the count ``cue`` counts: it comes a few words after it, no word naming a label
    between ("how many *rides*", not "how many bikes went into *service*")."""
    return 0 < min(m.tokens) - max(cue.tokens) <= EDGE_NOUN_GAP + 1 and _first_noun(b, cue, m) \
        and plural_noun(b.r.tokens[max(m.tokens)].low)


def _first_noun(b: Builder, cue: Cue, m: SchemaMention) -> bool:
    """Whether no word naming a label, and no word that is only a noun, stands between the count and ``m``: the
    noun counted is the first one ("how many operating *contracts* run out": contracts, and "run" is their verb)."""
    labelled = set(b.label_positions())
    between = range(max(cue.tokens) + 1, min(m.tokens))
    return not labelled & set(between) and not any(word_kinds(b.r.tokens[i].low) == {"NOUN"} for i in between)


def _numbers_of(b: Builder, rel: RelTypeInfo) -> list[tuple[Element, SchemaMention]]:
    """The numeric properties of ``rel``'s relationships the words name, each with its mention."""
    return [(pm.element, pm) for pm in b.prop_mentions(None, rel.name)
            if pm.element.kind == "edge_prop" and pm.element.info is not None
            and pm.element.info.type in NUMERIC and not pm.element.info.is_list]


def _dates_of(b: Builder, rel: RelTypeInfo) -> list[Element]:
    """``rel``'s own properties that hold dates."""
    return [e for e in b.index.elements if e.kind == "edge_prop" and e.owner == rel.name and e.info is not None
            and (e.info.type in TEMPORAL or iso_dates(e.info))]


def _event_tests(b: Builder, rel: RelTypeInfo, m: SchemaMention | None) -> tuple[list[Expr], list[Part], set[str]]:
    """What the question keeps ``rel``'s relationships to (see the module docstring): the tests, their parts and
    the relations the tests compare."""
    tests: list[Expr] = []
    parts: list[Part] = []
    used: set[str] = set()
    taken = {i for em in b.g.entities for i in em.tokens} | {i for vm in b.g.values for i in vm.tokens}
    dates = _dates_of(b, rel)
    numbers = _numbers_of(b, rel)
    for cue in b.r.cues:
        if cue.kind not in ("number", "year", "date", "decade") or set(cue.tokens[-1:]) & taken:
            continue
        found = _compared(b, cue, dates, numbers)
        if found is not None:
            filt, e, pm = found
            tests.append(filt)
            used.add(e.relation)
            parts.append(Part(None, frozenset(cue.tokens), 1.0, "constraint", f"{e.words} {cue.op} {cue.value}"))
            if pm is not None:
                parts.append(Part(None, frozenset(pm.tokens), pm.score, "property", e.words))
    for vm in {vm.tokens: vm for vm in b.g.values if vm.element.kind == "edge_prop"
               and vm.element.owner == rel.name}.values():  # "battery jobs", "punctures": a value of their own
        tests.append(Join(Relation(vm.element.relation), Entity(vm.value)))
        parts.append(Part(None, frozenset(vm.tokens), 1.0, "value", f"{vm.element.words} {vm.value}"))
    for em in {em.tokens: em for em in b.g.entities}.values():
        for side, ends in ((EDGE_START, rel.starts), (EDGE_END, rel.ends)):
            if set(em.labels) & set(ends):
                tests.append(Join(Relation(f"{rel.name}.{side}"), Entity(em.entity.id)))
                parts.append(Part(None, frozenset(em.tokens) | b.own_label(em), 1.0, "entity",
                                  em.entity.name or em.entity.id))
                break
    for side, ends in ((EDGE_START, rel.starts), (EDGE_END, rel.ends)):
        end = one_label(b, ends)
        if end is None:
            continue
        flags = [pm for pm in b.prop_mentions(end) if pm.element.kind == "prop" and pm.element.info is not None
                 and pm.element.info.type == "bool" and pm.score >= AMOUNT and not (m is not None and set(pm.tokens) & set(m.tokens))
                 and not states.names_label_only(b, end, pm) and not states.summed_instead(b, end, pm)]
        lm = b.label_mention(end)
        for pm in flags[:1]:
            expr, ps = states.flag(b, pm)
            tests.append(Join(Relation(f"{rel.name}.{side}"), And(Class(end), expr)))
            parts += ps
            if lm is not None and lm.score >= AMOUNT and not set(lm.tokens) & set(pm.tokens):
                parts.append(Part(None, frozenset(lm.tokens), lm.score, "label", end))  # "on electric *bikes*"
    said = {i for p in parts for i in p.tokens}
    for pm in b.prop_mentions(None, rel.name):
        e = pm.element
        info = e.info
        # "trips that got a *rating*": a property some of them lack, named with no value, is one they have
        if e.kind != "edge_prop" or info is None or e.relation in used or pm.score < AMOUNT \
                or set(pm.tokens) & said or info.type == "bool" or info.count >= rel.count \
                or any(c.kind == "agg" and c.op in ("sum", "avg", "min", "max") for c in b.r.cues):
            continue
        tests.append(Has(Relation(e.relation)))
        used.add(e.relation)
        parts.append(Part(None, frozenset(pm.tokens), pm.score, "property", e.words))
    return tests, parts, used


def _compared(b: Builder, cue: Cue, dates: list[Element],
              numbers: list[tuple[Element, SchemaMention]]) -> tuple[Expr, Element, SchemaMention | None] | None:
    """The test a year, date or number puts on the relationships: on their date (the one the words name, else the
    only one) for a year or date, on the number the words name next to it otherwise."""
    if cue.kind in ("year", "date", "decade"):
        named = [e for e in dates if (pm := b.mentioned.get(e)) is not None and pm.score >= AMOUNT]
        for e in named[:1] or (dates if len(dates) == 1 else []):
            filt = compare_filter(e, cue, True)
            if filt is not None:
                return filt, e, b.mentioned.get(e)
        return None
    near = sorted(((b.near(cue, pm), pm.score, e, pm) for e, pm in numbers if pm.score >= AMOUNT and b.near(cue, pm)),
                  key=lambda x: (-x[0], -x[1]))
    for _, _, e, pm in near[:1]:
        filt = compare_filter(e, cue, False)
        if filt is not None:
            return filt, e, pm
    return None


def _per_part(b: Builder, rel: RelTypeInfo, base: Expr, parts: list[Part], heading: bool = False) -> list[Candidate]:
    """"Rides per month", "count the trips per year": every year (month, decade) of the relationships' date with
    how many of them fall in it, largest first. ``heading``: the question is a table's heading ("inspections by
    condition"), a count with no count word."""
    tokens = b.r.tokens
    out = []
    counted = heading or any(c.op == "count" for c in b.r.of("agg"))  # "count of inspections *by* outcome": by
    by = [Cue("grouping", (i,), None, "", "by") for i, t in enumerate(tokens) if counted and t.low == "by"]
    for cue in [*b.r.of("grouping"), *by]:
        for pm in b.prop_mentions(None, rel.name):  # "how many rides got *each star rating*": by a value of theirs
            e = pm.element
            if e.kind == "edge_prop" and pm.score >= AMOUNT and e.info is not None and e.info.type in GROUPED \
                    and 0 < min(pm.tokens) - max(cue.tokens) <= 2 and 0 < e.info.distinct * 2 <= e.info.count:
                key = Relation(e.relation, reverse=True)
                said = Part(None, frozenset(cue.tokens) | frozenset(range(max(cue.tokens) + 1, min(pm.tokens))), 1.0,
                            "aggregation", "count by")
                out.append(Candidate(Top(Join(key, base), Agg("count", key, base), GROUPS, True),
                                     [*parts, said, Part(None, frozenset(pm.tokens), pm.score, "property", e.words)],
                                     "value"))
        i = max(cue.tokens) + 1
        if i >= len(tokens) or tokens[i].low not in PART_WORDS:
            continue
        dates = _dates_of(b, rel)
        for e in dates if len(dates) == 1 else []:
            calc = Calc(PART_WORDS[tokens[i].low], (Relation(e.relation),), reverse=True)
            said = Part(None, frozenset(cue.tokens) | {i}, 1.0, "aggregation", f"count per {tokens[i].low}")
            out.append(Candidate(Top(Join(calc, base), Agg("count", calc, base), GROUPS, True), [*parts, said],
                                 "value"))
    return out


def nodes_for_events(b: Builder, found: list[Candidate]) -> None:
    """A count of nodes where the noun counted names relationships ("how many rides in 2024" counts rides, not the
    members who rode; "how many rides were on electric bikes" counts rides, not bikes): the nodes' label is one no
    word names, or one named only after that noun. Such a count answers another question."""
    nouns = event_noun(b)
    counts = [c for c in b.r.of("agg") if c.op == "count"]
    after = [(rel, m) for rel, m in nouns for c in counts if _counted(b, c, m)]
    if not after:
        return
    rel, mention = after[0]
    noun = min(mention.tokens)
    for c in found:
        if not isinstance(c.form, Count) or not c.target or _one_each_end(b, rel, c):
            continue
        named = [p.tokens for p in c.parts if p.kind == "label" and p.text == c.target and p.tokens]
        if not named or all(min(t) > noun for t in named):
            c.bonus -= NOT_ASKED
            c.mismatch = c.mismatch or f"'{b.r.text(mention.tokens)}' names relationships, and this counts " \
                                       f"{c.target} nodes"


def _one_each_end(b: Builder, rel: RelTypeInfo, c: Candidate) -> bool:
    """Whether the count ``c`` walks ``rel`` to the nodes it counts, each of which takes part in at most one
    relationship of that type ("how many of X's *bookings* were completed", where an appointment is booked once):
    counting those nodes counts the relationships."""
    walked = relation_types_in(c.form)
    ends = [start for start in (True, False) if c.target in (rel.starts if start else rel.ends)]
    return rel.name in walked and len(ends) == 1 and b.index.one_each(rel.name, ends[0], c.target)


def amounts_read_as_steps(b: Builder, found: list[Candidate]) -> None:
    """A total (average, least, most) that reads the word naming a relationship's own number as that relationship,
    and adds up something else ("total *fares* paid by X": the fares, not the minutes of some other thing X's
    rides reach): the word says what to add up."""
    amounts = {m.element.owner: m for m in b.g.schema if m.element.kind == "edge_prop" and m.score >= AMOUNT
               and m.element.info is not None and m.element.info.type in NUMERIC}
    for c in found:
        if not isinstance(c.form, Aggregate):
            continue
        last = relation_steps(c.form.relation)[-1:] if not isinstance(c.form.relation, Calc) else ()
        for p in c.parts:
            m = amounts.get(p.text)
            if p.kind == "relation" and m is not None and p.tokens == frozenset(m.tokens) \
                    and not any(step.name == m.element.relation for step in last):
                c.bonus -= NOT_ASKED
                break
