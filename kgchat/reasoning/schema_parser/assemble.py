"""Whole candidates from the pieces ``build.Builder`` attaches, and their scores (see ``build`` for the pieces).

Three kinds of candidate:

- *nodes*: the nodes of one label, filtered by every piece attached to it, then counted, ranked (TOP / BOTTOM k,
  ARGMAX / ARGMIN by a property or by how many related things) or aggregated (AVG / SUM / MIN / MAX of a
  property);
- *value*: a property of one entity, or of the relationship between two entities;
- *edges*: the relationships of one entity, counted or aggregated by one of their properties ("how many times
  was X borrowed", "the average rating X gives").

``steps`` adds candidates one step past these (a property of the nodes a candidate keeps, a qualifier of a named
thing's relationship, the far end of a relationship a candidate only tests for); a candidate answering nodes where
the question asks for a property's values, or the very nodes a "who" question names, is marked (``mismatch``).
"""

from __future__ import annotations

from kgchat.logic.nodes import (
    Agg,
    Aggregate,
    And,
    Class,
    Compare,
    Count,
    Entity,
    Expr,
    Has,
    Join,
    Relation,
    conjoin,
)
from kgchat.reasoning.schema_parser.agg_cues import settle_cues
from kgchat.reasoning.schema_parser.amounts import amount_only
from kgchat.reasoning.schema_parser.amounts_counted import QUANTITY_WORDS, doubt_amounts, doubt_ungrouped
from kgchat.reasoning.schema_parser.build import NOT_ASKED, Builder, Candidate, Part, count_scope
from kgchat.reasoning.schema_parser.called import coded_names, display_names, named_by_number
from kgchat.reasoning.schema_parser.date_parts import date_parts
from kgchat.reasoning.schema_parser.day_spans import day_candidates, named_days
from kgchat.reasoning.schema_parser.derived import derived_candidates, named_ages
from kgchat.reasoning.schema_parser.edge_lists import list_edges
from kgchat.reasoning.schema_parser.empty_groups import keep_empty_groups
from kgchat.reasoning.schema_parser.events import (
    amounts_read_as_steps,
    edges_counted,
    event_candidates,
    nodes_for_events,
)
from kgchat.reasoning.schema_parser.exists import nodes_for_yes_no, truth_candidates
from kgchat.reasoning.schema_parser.filters import (
    FREQUENCY,
    _entity_groups,
    _yes_no,
    answer_label,
    node_filters,
)
from kgchat.reasoning.schema_parser.hops import SHARING
from kgchat.reasoning.schema_parser.kind_nouns import prefer_things
from kgchat.reasoning.schema_parser.per_group import grouped
from kgchat.reasoning.schema_parser.places import no_place
from kgchat.reasoning.schema_parser.ranked import _date_text, _ranked, _value_aggregates, year_valued
from kgchat.reasoning.schema_parser.ranked_doers import ranked_doers
from kgchat.reasoning.schema_parser.ranks import (
    counted_same,
    counted_values,
    doubt_measures,
    edge_extremes,
    read_measures,
    read_sorting,
    values_ranked,
)
from kgchat.reasoning.schema_parser.roles import unsure
from kgchat.reasoning.schema_parser.same import same_candidates
from kgchat.reasoning.schema_parser.schema_index import Element, EntityMention, SchemaMention
from kgchat.reasoning.schema_parser.scoring import Ranker, score
from kgchat.reasoning.schema_parser.size_words import doubt_most_things, doubt_sizes
from kgchat.reasoning.schema_parser.steps import (
    asked_properties,
    asked_qualifier,
    asks_property_of,
    choice_mention,
    echoes_name,
    far_ends,
    named_by_value,
    property_steps,
    qualifier_values,
    wh_noun,
)
from kgchat.reasoning.schema_parser.twice import doubled_value, nested_test
from kgchat.reasoning.schema_parser.values_having import values_having
from kgchat.reasoning.schema_parser.voice import done_to_as_well
from kgchat.reasoning.schema_parser.when_asked import asks_when, no_time
from kgchat.reasoning.schema_parser.words import Cue
from kgchat.schema import EDGE_END, EDGE_START, NUMERIC, TEMPORAL, PropertyInfo, identifier_words
from kgchat.text import word_kinds

WHEN_SCORE = 0.8  # "when" naming the one date of a relationship the words name
AMOUNT_SCORE = 0.9  # "how many" said right before a named thing, naming its relationship's quantity key
UNTIMED = 0.3  # a key holding no dates or years, read for a question that asks "when" / "what year"
NARROWER = 0.05  # a label no word names whose nodes all hold another label that reads the question alike


def candidates(b: Builder, ranker: Ranker | None = None) -> list[Candidate]:
    """Every candidate for the question, scored (by ``ranker``'s weights when given), best first."""
    read_sorting(b)  # "ordered by price": no relationship
    settle_cues(b)  # "talks per week" a key's name, "total number of" a count
    measures = read_measures(b)  # "by value": the keys measured in money
    nodes: list[Candidate] = []
    for label in b.schema.labels:
        nodes += node_candidates(b, label.name)
    asked = asked_properties(b)
    out = [*nodes, *value_candidates(b), *edge_candidates(b), *property_steps(b, nodes, asked),
           *qualifier_values(b, _entity_groups(b)), *far_ends(b, nodes)]
    same = same_candidates(b)  # one node reached by two relationships
    out += [*same, *counted_same(b, same), *edge_extremes(b), *counted_values(b), *edges_counted(b),
            *event_candidates(b), *values_having(b)]
    out += ranked_doers(b, out)  # "who did the deepest dive": the diver, not the dive
    out += truth_candidates(b, nodes)  # yes/no: whether any such node exists
    out += named_ages(b)  # "the average age of X's cast when it came out"
    out += named_days(b)  # "how many days before the day was X cancelled"
    out += display_names(b)  # "what is route F1 called": the name of a node the graph names by a code
    out += coded_names(b)  # "what is KCF-19 called": the node an asset tag says, by its name
    out += named_by_number(b)  # "which station is number 5": the node itself
    nodes_for_events(b, out)  # "how many rides": not the members who rode
    amounts_read_as_steps(b, out)  # "total fares paid by X": the fares
    nodes_for_yes_no(b, out)  # a yes/no question about one named thing is not answered by a list of nodes
    doubt_measures(b, out, measures)
    doubt_sizes(b, out)  # "the tallest building": no year built
    doubt_most_things(b, out)  # "the most orders": a count of orders, no order date ranked
    doubt_amounts(b, out)  # "how many Tern Island did X order": how much of it
    doubt_ungrouped(b, out)  # "games per designer": a figure for each designer
    keep_empty_groups(b, out)  # "jobs per operative, including those with none": the empty groups too
    _prefer_broader(b, out)
    prefer_things(b, out)  # "how many cats": the pets, not the cat breeds
    for c in out:  # a comparison on relationships said of the nodes at one end, however deep: on them
        c.form = list_edges(b.schema, c.form)
    date_parts(b, out)  # "in which month was X received": the month of its date
    # a key that names a node, asked of the node named by it, repeats the question: never its meaning
    out = [c for c in out if not echoes_name(b, c)] or out
    out = [c for c in out if not nested_test(c)] or out  # "by *risk* rating": no sleepingRisk test as well
    out = [c for c in out if not doubled_value(c, b.r)] or out  # "the most *finds*": no role 'finds' as well
    who = any(c.op in ("who", "whom") for c in b.r.of("wh")) and answer_label(b) is None
    where = bool(b.r.tokens) and b.r.tokens[0].low == "where" and answer_label(b) is None
    when = asks_when(b)
    for c in out:
        if why := asks_property_of(c, asked):
            c.bonus -= NOT_ASKED
            c.mismatch = why
        elif who and named_by_value(b, c):
            c.bonus -= NOT_ASKED  # "who heads neurology": not the department the question names by its title
            c.mismatch = f"'who' asks for someone, and this answers the {c.target} nodes the question names"
        elif (where and (why := no_place(b, c))) or (when and (why := no_time(b, c))):
            c.bonus -= NOT_ASKED  # "where does flight X fly to": a place, not the flights or planes the words name
            c.mismatch = why
        score(b, c, ranker)
    out.sort(key=lambda c: -c.score)
    seen: set[str] = set()
    unique = []
    for c in out:
        key = repr(c.form)
        if key not in seen:
            seen.add(key)
            unique.append(c)
    return unique


def _prefer_broader(b: Builder, found: list[Candidate]) -> None:
    """Among candidates that read the question alike on two labels no word names, one of whose nodes all hold the
    other ("who played …": directors are people too; "how many Siamese cats": deceased pets are pets too), the
    narrower one comes second, for a list, a value or a count alike: nothing says only those."""
    unnamed = [c for c in found if c.answer in ("nodes", "value", "number") and c.target and not any(
        p.kind == "label" and p.text == c.target and p.tokens for p in c.parts)]
    shapes: dict[str, list[Candidate]] = {}
    for c in unnamed:
        shapes.setdefault(repr(c.form).replace(repr(Class(c.target)), "?"), []).append(c)
    for alike in shapes.values():
        for c in alike:
            if any(d.target != c.target and _subtype(b, c.target, d.target) for d in alike):
                c.bonus -= NARROWER


def _subtype(b: Builder, narrow: str, broad: str) -> bool:
    """Whether every ``narrow`` node is also a ``broad`` one; asked of the graph only where the schema allows it
    (fewer nodes, and every key the broad label's nodes hold held by the narrow one's as well)."""
    x, y = b.schema.label(narrow), b.schema.label(broad)
    if x is None or y is None or x.count >= y.count or \
            not {p.key for p in y.properties} <= {p.key for p in x.properties}:
        return False
    return b.index.within(narrow, broad)


def node_candidates(b: Builder, label: str) -> list[Candidate]:
    lm = b.label_mention(label)
    label_part = Part(Class(label), frozenset(lm.tokens) if lm else frozenset(), lm.score if lm else 0.0, "label",
                      label)
    filters, parts, _ = node_filters(b, label)
    if lm is not None and any(p.kind == "constraint" and p.text.startswith("count ") and set(lm.tokens) <= p.tokens
                              for p in parts):
        # "who was trained by two *people*": the label's word is the noun counted, not the one asked for
        lm, label_part = None, Part(Class(label), frozenset(), 0.0, "label", label)
    if lm is not None and lm.role is not None and lm.role.test() not in filters:  # "directors": who directed
        filters.append(lm.role.test())
        parts.append(Part(None, frozenset(), lm.score, "relation", lm.role.rel, doubt=unsure(lm)))
    taken = {i for p in parts for i in p.tokens}
    for f in list(filters):
        # the type named twice, by its noun and again by its passive verb ("*mentors* … *mentored*", one stem): the
        # later word stays free to say the other end
        name = f.relation.name if isinstance(f, Has) and isinstance(f.relation, Relation) else ""
        own = {i for p in parts if p.kind == "relation" and p.text == name and len(p.tokens) > 1
               for i in p.tokens if i > min(p.tokens)}
        if (both := done_to_as_well(b, label, f, taken - own)) is not None and both[0] not in filters:
            filters.append(both[0])  # "mentors who are themselves mentored": at both ends of the type
            parts.append(Part(None, both[1], 1.0, "relation", str(f.relation.name)))
    filters = [_scoped(f, [g for g in filters if g is not f]) for f in filters]
    if not any(t.low in JOINED_FACTS for t in b.r.tokens):  # "X *and also* hold a motor policy": two facts
        filters = one_edge(filters)
    base = conjoin([Class(label), *filters])
    parts = [label_part, *parts]
    asked = answer_label(b)
    bonus = 0.0
    if asked is not None and asked.element.name != label:
        bonus = -NOT_ASKED if lm is not None else -2 * NOT_ASKED
    elif asked is None and lm is not None and lm.score >= 0.75 and b.r.tokens and b.r.tokens[0].low in ("who", "whom") \
            and not any(set(lm.tokens) & set(m.tokens) for m in b.g.elements("rel")):
        # "who has the most commits across all *repos*": someone, not a thing named after the verb (the verb's own
        # doer, "who *publishes*" a publisher, stays)
        bonus = -NOT_ASKED
    elif asked is None and b.r.tokens and b.r.tokens[0].low in ("who", "whom") and b.index.doers \
            and label not in b.index.doers:
        bonus = -NOT_ASKED  # "who acted with X": someone who does things, not the movies that are acted in
    if _yes_no(b):
        bonus -= NOT_ASKED
    out = [Candidate(base, parts, "nodes", label, bonus=bonus)]
    first_top = min((min(c.tokens) for c in b.r.of("top")), default=len(b.r.tokens))
    for fn_cue in b.r.of("agg"):
        if fn_cue.op == "count" and min(fn_cue.tokens) < first_top:  # "the most … / highest number of": a ranking
            counted = Candidate(Count(base), [*parts, Part(None, frozenset(fn_cue.tokens), 1.0, "aggregation",
                                                           "how many")], "number", label, bonus=bonus)
            if number := counts_a_number(b, fn_cue):
                counted.bonus -= NOT_ASKED
                counted.mismatch = f"'{fn_cue.word} {number}' asks for an amount of {number}, not a count of nodes"
            out.append(counted)
            out += _values_counted(b, label, base, parts, lm, fn_cue, bonus)
        out += _value_aggregates(b, label, base, parts, fn_cue, bonus)
    for top in b.r.of("top"):
        out += _ranked(b, label, base, parts, top, bonus)
        out += values_ranked(b, label, base, parts, top, bonus)
    out += grouped(b, label, base, parts, bonus)
    out += derived_candidates(b, label, base, parts, bonus)
    out += day_candidates(b, label, base, parts, bonus)
    out += _values_of(b, label, base, parts, lm, bonus)
    out += _values_heading(b, label, base, parts, lm, bonus)
    return out


def counts_a_number(b: Builder, cue: Cue) -> str:
    """The words of a numeric key that "how many" is said of ("how many *tonnes* went into X", "how many *goals*
    did X score"), when they name no label too: an amount of it is asked for, not a count of nodes; "" otherwise."""
    after = max(cue.tokens) + 1
    while after < len(b.r.tokens) and b.r.tokens[after].low in ("of", "the"):
        after += 1
    labelled = {i for m in b.g.elements("label") if m.score >= 0.75 for i in m.tokens}  # "how many *sailors*"
    for m in b.g.schema:
        e = m.element
        if e.kind in ("prop", "edge_prop") and e.info is not None and e.info.type in NUMERIC and \
                not e.info.is_list and m.score >= 0.75 and min(m.tokens) == after and after not in labelled \
                and not _noun_follows(b, max(m.tokens) + 1, labelled):
            return b.r.text(m.tokens)
    return ""


def _noun_follows(b: Builder, i: int, labelled: set[int]) -> bool:
    """Whether the word at ``i`` names a label or is a noun only: the phrase after "how many" goes on to its head
    ("how many *home* fixtures", "how many home *races*": those are counted, whatever key "home" names)."""
    return i < len(b.r.tokens) and (i in labelled or word_kinds(b.r.tokens[i].low) == frozenset({"NOUN"}))


APART_WORDS = frozenset({"different", "distinct", "separate", "unique", "individual"})  # values told apart
NAMES_APART = 0.2  # "different ... names": the names told apart, over the count of the nodes that bear them
DISTINCT_GAP = 2  # "how many *different* fuel types": words allowed between "how many" and the property
# the words that may stand there: they say the values are counted apart, and nothing of their own
DISTINCT_WORDS = APART_WORDS | {"kinds", "kind", "types", "type", "sorts", "sort", "of", "the"}


def _values_counted(b: Builder, label: str, base: Expr, parts: list[Part], lm: SchemaMention | None, cue: Cue,
                    bonus: float) -> list[Candidate]:
    """"How many different fuel types do the buses use?", "how many genres are there among the artists": how many
    distinct values of a property the nodes hold (a text or yes/no property named right after "how many", before
    any word naming the nodes themselves)."""
    used = {i for p in parts for i in p.tokens if p.kind != "label"}
    out = []
    for m in b.prop_mentions(label):
        e = m.element
        # "how many different *dog breeds*": the label's word before the key's noun, the values said to be told
        # apart ("number of trenches *dug*": a verb, the trenches counted)
        compound = lm is not None and max(lm.tokens) + 1 == min(m.tokens) and e.info is not None \
            and e.info.shared and _told_apart(b, cue, lm) \
            and "NOUN" in word_kinds(b.r.tokens[max(m.tokens)].low)
        if e.kind != "prop" or m.score < 0.75 or e.info is None or e.info.type not in ("string", "bool") \
                or e.name == b.name_property(label) and not (_shared_name(e, m, lm) or compound) \
                or set(m.tokens) & used \
                or not 0 < min(m.tokens) - max(cue.tokens) <= DISTINCT_GAP + 1 + (len(lm.tokens) if compound else 0) \
                or lm is not None and min(lm.tokens) < min(m.tokens) and not compound \
                or lm is not None and set(m.tokens) <= set(lm.tokens) and lm.score >= m.score \
                or b.r.tokens[min(m.tokens) - 1].low in ("per", "by", "each"):
            continue  # "how many different *drugs*" names the nodes, not their drugClass; "headcount *per* team" groups
        between = [i for i in range(max(cue.tokens) + 1, min(m.tokens)) if not (compound and i in lm.tokens)]
        if any(b.r.tokens[i].low not in DISTINCT_WORDS for i in between):
            continue  # "how many *current* tenancies": a word of its own, not one saying the values are told apart
        out.append(Candidate(Count(Join(Relation(e.name, reverse=True), base)),
                             [*parts, Part(None, frozenset(cue.tokens) | frozenset(between), 1.0, "aggregation",
                                           "how many values"),
                              Part(None, frozenset(m.tokens), m.score, "property", e.words)], "number", label,
                             bonus=bonus))
    return out + _names_counted(b, label, base, parts, lm, cue, bonus)


def _told_apart(b: Builder, cue: Cue, lm: SchemaMention) -> bool:
    """Whether a word between the count and the label's word says the values are told apart ("how many
    *different* dog breeds")."""
    return any(b.r.tokens[i].low in APART_WORDS for i in range(max(cue.tokens) + 1, min(lm.tokens)))


def _names_counted(b: Builder, label: str, base: Expr, parts: list[Part], lm: SchemaMention | None, cue: Cue,
                   bonus: float) -> list[Candidate]:
    """"How many different *dog names*": how many distinct values the key naming the nodes holds, where several
    nodes share a name (the word "names" is no key's mention: it asks for a node's name everywhere else)."""
    tokens = b.r.tokens
    if lm is None or max(lm.tokens) + 1 >= len(tokens) or tokens[max(lm.tokens) + 1].low != "names":
        return []
    between = list(range(max(cue.tokens) + 1, min(lm.tokens)))
    info = b.schema.label(label)
    key = next((p for p in info.properties if p.key.lower() == "name"), None) if info is not None else None
    key = key or (info.property(info.name_property) if info is not None and info.name_property else None)
    if key is None or not between or any(tokens[i].low not in DISTINCT_WORDS for i in between) \
            or not key.shared:
        return []  # "how many dog names" alone may count the dogs; "different" says the names are told apart
    said = frozenset(cue.tokens) | frozenset(between) | {max(lm.tokens) + 1}
    return [Candidate(Count(Join(Relation(key.key, reverse=True), base)),
                      [*parts, Part(None, said, 1.0, "aggregation", "how many values")], "number", label,
                      bonus=bonus + NAMES_APART)]


def _shared_name(e: Element, m: SchemaMention, lm: SchemaMention | None) -> bool:
    """Whether the words name a key that names its nodes in more words than the label's ("how many different *flight
    numbers*", where many flights share a number): a key many nodes share a value of, counted as values."""
    return e.info is not None and e.info.shared and lm is not None and \
        set(lm.tokens) < set(m.tokens)


JOINED_FACTS = frozenset({"and", "also", "both", "too"})  # words joining two facts, each of its own relationship


def one_edge(filters: list[Expr]) -> list[Expr]:
    """``filters`` with a test of a relationship's own keys and a test of the node at its other end, over the one
    relationship type, made a test of one relationship ("appointments where a *trainee* was *lead*": the trainee's
    HANDLED is the one marked lead, not some other groomer's). Only where the type has one test of each kind, and
    (``node_candidates``) where no word joins two facts ("joint policyholder on someone else's policy *and also*
    holds a motor policy": two of them)."""
    edge_tests = [f for f in filters if isinstance(f, Join) and isinstance(f.relation, Relation)
                  and f.relation.reverse and f.relation.name.endswith((f".{EDGE_START}", f".{EDGE_END}"))]
    out = list(filters)
    for f in edge_tests:
        rel, side = f.relation.name.rsplit(".", 1)
        steps = [g for g in out if isinstance(g, Join) and isinstance(g.relation, Relation)
                 and g.relation.name == rel and g.relation.reverse == (side == EDGE_END)]
        if len(steps) != 1 or sum(isinstance(g, Join) and isinstance(g.relation, Relation)
                                  and g.relation.name == f.relation.name for g in out) != 1:
            continue
        other = EDGE_START if side == EDGE_END else EDGE_END
        merged = Join(f.relation, And(f.expr, Join(Relation(f"{rel}.{other}"), steps[0].expr)))
        out = [merged if g is f else g for g in out if g is not steps[0]]
    return out


def _scoped(test: Expr, others: list[Expr]) -> Expr:
    """A comparison of how many related things a node has, counting only those the other tests keep ("customers
    with more than 5 orders shipped to France")."""
    if isinstance(test, Compare) and isinstance(test.relation, Agg):
        return Compare(test.op, count_scope(test.relation, others), test.value)
    if isinstance(test, And):
        return And(_scoped(test.left, others), _scoped(test.right, others))
    return test


def _values_of(b: Builder, label: str, base: Expr, parts: list[Part], lm: SchemaMention | None,
               bonus: float) -> list[Candidate]:
    """"What are the descriptions of categories that …", "the category descriptions for …": a property of the
    members rather than the members."""
    if lm is None:
        return []
    used = {t for p in parts for t in p.tokens if p.kind != "label"}
    name = b.name_property(label)
    out = []
    for m in b.prop_mentions(label):
        e = m.element
        if e.name == name or set(m.tokens) & used or m.score < 0.75:
            continue
        before = max(m.tokens) < min(lm.tokens) and any(b.r.tokens[i].low == "of"
                                                        for i in range(max(m.tokens) + 1, min(lm.tokens)))
        compound = min(m.tokens) == max(lm.tokens) + 1  # "category descriptions"
        asked = wh_noun(b) == min(m.tokens) and max(m.tokens) + 1 == min(lm.tokens)  # "what *model* van"
        if before or compound or asked:
            out.append(Candidate(Join(Relation(e.name, reverse=True), base),
                                 [*parts, Part(None, frozenset(m.tokens), m.score, "property", e.words)], "value",
                                 label, bonus=bonus))
    return out


HEADING = 0.9  # a key said in place of its label's word is spelt as the key is ("models": model), not only near it
# words that may come before what a question asks for ("*what* models", "*list the* colours")
OPENERS = frozenset({"what", "which", "the", "list", "show", "me", "give", "all", "name", "tell"})


def _plural(b: Builder, i: int) -> bool:
    """Whether the question's word ``i`` is a noun in the plural ("models", "colours")."""
    t = b.r.tokens[i]
    return t.low != t.stem and t.low.endswith("s") and "NOUN" in word_kinds(t.low)


def _values_heading(b: Builder, label: str, base: Expr, parts: list[Part], lm: SchemaMention | None,
                    bonus: float) -> list[Candidate]:
    """"*models* owned by X", "what *colours* does X own": a key of the label said where the word for its nodes
    would be, at the head of the question, no word naming the label itself: the key's values of the nodes the rest
    keeps (as "the models of the cars owned by X")."""
    if lm is not None:
        return []
    used = {t for p in parts for t in p.tokens}
    name = b.name_property(label)
    out = []
    for m in b.prop_mentions(label):
        e = m.element
        if e.name == name or set(m.tokens) & used or m.score < HEADING or \
                any(t.low not in OPENERS for t in b.r.tokens[:min(m.tokens)]) or \
                any(set(em.labels) & set(e.holders) for em in b.g.entities) or not _plural(b, max(m.tokens)):
            continue  # "dob of X": the key of the thing named, not of the things related to it; "what year did X
            # start": a time asked of X, not the years of things of X's (a set's key is said in the plural)
        out.append(Candidate(Join(Relation(e.name, reverse=True), base),
                             [*parts, Part(None, frozenset(m.tokens), m.score, "property", e.words)], "value", label,
                             bonus=bonus))
    return out


def _dated(e: Element) -> bool:
    return e.info is not None and (e.info.type in TEMPORAL or _date_text(e) or year_valued(e))


def year_asked(b: Builder) -> tuple[int, ...]:
    """"*What year* did X come out", "in which year …": the wh-word and "year" right after it ask for a date as
    "when" does (empty when the question does not)."""
    tokens = b.r.tokens
    for c in b.r.of("wh"):
        i = max(c.tokens) + 1
        if c.op in ("what", "which") and i < len(tokens) and tokens[i].low == "year":
            return (*c.tokens, i)
    return ()


def value_candidates(b: Builder) -> list[Candidate]:
    out = []
    groups = _entity_groups(b)
    asked = answer_label(b)
    counting = [c for c in b.r.of("agg") if c.op in ("count", "sum")]
    year = year_asked(b)
    # "*when* did X open": the time asked for is a key holding dates or years (openedYear), not the key the verb
    # names most closely (openDays)
    timed = bool(year) or any(c.op == "when" for c in b.r.of("wh")[:1])
    for group in groups:
        em = group[0]
        name_part = Part(None, frozenset(em.tokens), 1.0, "entity", em.entity.name)
        own = [Part(None, frozenset(m.tokens), m.score, "label", m.element.name) for m in b.g.elements("label")
               if m.element.name in em.labels]  # "Alaric Norcross's membership": the entity itself
        penalty = NOT_ASKED if asked is not None and asked.element.name not in em.labels else 0.0
        for m in b.g.schema:
            e = m.element
            if e.kind != "prop" or not set(e.holders) & set(em.labels) or set(m.tokens) & set(em.tokens):
                continue
            form = Join(Relation(e.name, reverse=True), Entity(em.entity.id))
            numeric = e.info is not None and e.info.type in NUMERIC
            # "*how many* beds has X got": the count asked is the value of X's own property the next word names
            how = [Part(None, frozenset(c.tokens), 1.0 if max(c.tokens) + 1 == min(m.tokens) else 0.8, "aggregation",
                        c.word) for c in counting] if numeric else []
            held = max((b.coverage(x, e.name) for x in em.labels), default=1.0)
            said = frozenset(m.tokens) | (frozenset(year) if _dated(e) else frozenset())  # "what year … born"
            untimed = UNTIMED if timed and not _dated(e) else 0.0
            out.append(Candidate(form, [name_part, *own, *how,
                                        Part(None, said, m.score * (0.5 + 0.5 * held), "property", e.words)],
                                 "value", bonus=-penalty - untimed))
        wh = b.r.of("wh")
        if wh and (wh[0].op == "when" or year):
            for e in b.index.elements:
                if e.kind == "prop" and set(e.holders) & set(em.labels) and _dated(e) and e not in b.mentioned:
                    form = Join(Relation(e.name, reverse=True), Entity(em.entity.id))
                    said = frozenset(year) if year else frozenset(wh[0].tokens)
                    out.append(Candidate(form, [name_part, Part(None, said, 0.4, "property", e.words)], "value"))
    # a property of the relationship between two entities
    when = [c for c in b.r.of("wh") if c.op == "when"]
    for i, g1 in enumerate(groups):
        for g2 in groups[i + 1:]:
            a, c = g1[0], g2[0]
            if _shared_with(b, a) or _shared_with(b, c):
                continue  # "who acted *alongside* X in Y": others who share X's relationship, not its qualifier
            for x, y in ((a, c), (c, a)):
                for rel in b.schema.relationships:
                    if not rel.properties or not (set(x.labels) & set(rel.starts) and set(y.labels) & set(rel.ends)):
                        continue
                    edges = And(Join(Relation(f"{rel.name}.{EDGE_START}"), Entity(x.entity.id)),
                                Join(Relation(f"{rel.name}.{EDGE_END}"), Entity(y.entity.id)))
                    rm = b.rel_mention(rel.name)
                    dates = [p for p in rel.properties if p.type in TEMPORAL]
                    for p in rel.properties:
                        e = next(el for el in b.index.elements if el.kind == "edge_prop" and el.owner == rel.name
                                 and el.name == p.key)
                        m = b.mentioned.get(e) or choice_mention(b, e)
                        near = asked_qualifier(b, e, rm) if m is None else None
                        m = m or near
                        if m is None and when and rm is not None and dates == [p]:
                            # "when did X take *ownership* of Y": the one date the relationship the words name holds
                            m = SchemaMention(tuple(when[0].tokens), e, WHEN_SCORE)
                        if m is None and (amount := _amount_of(b, p, (x, y))) is not None:
                            m = SchemaMention(amount, e, AMOUNT_SCORE)  # "how many *Ladder Clamps* on job Y"
                        if m is None:
                            continue
                        form = Join(Relation(e.relation, reverse=True), edges)
                        how = [Part(None, frozenset(c.tokens), 0.8, "aggregation", c.word) for c in counting
                               if not set(c.tokens) & set(m.tokens)] if p.type in NUMERIC else []
                        parts = [Part(None, frozenset(x.tokens) | b.own_label(x), 1.0, "entity", x.entity.name),
                                 Part(None, frozenset(y.tokens) | b.own_label(y), 1.0, "entity", y.entity.name),
                                 Part(None, frozenset(m.tokens), m.score, "property", e.words,
                                      doubt=f"'{b.r.text(m.tokens)}' read as {e.words} only as the closest in "
                                            f"meaning ({m.score:.2f})" if near is not None else ""), *how]
                        if rm:
                            parts.append(Part(None, frozenset(rm.tokens), rm.score, "relation", rel.name))
                        out.append(Candidate(form, parts, "value"))
    return out


def _amount_of(b: Builder, p: PropertyInfo, named: tuple[EntityMention, EntityMention]) -> tuple[int, ...] | None:
    """The words of "how many" said right before one of two named things ("how many *Ladder Clamps* on job Y")
    when ``p``, a key of the relationship between them, keeps a quantity ("qty", "quantity", "units"): how much of
    the thing the relationship holds, not a count of nodes (``amounts_counted``)."""
    words = set(p.key.lower().replace("_", " ").split()) | {p.key.lower()} | set(identifier_words(p.key).lower().split())
    if p.type not in NUMERIC or not words & QUANTITY_WORDS:
        return None
    for c in b.r.of("agg"):
        if c.op == "count" and len(c.tokens) == 2 and any(min(em.tokens) == max(c.tokens) + 1 for em in named):
            return tuple(c.tokens)
    return None


def _shared_with(b: Builder, em) -> bool:
    """Whether a word saying the answer shares a relationship with the named thing stands right before it
    ("*alongside* X", "*with* X")."""
    return any(b.r.tokens[i].low in SHARING for i in range(max(0, min(em.tokens) - 2), min(em.tokens)))


def edge_candidates(b: Builder) -> list[Candidate]:
    """Counts and aggregates over one entity's relationships of a type with properties."""
    out = []
    aggs = b.r.of("agg")
    if not aggs:
        return out
    for group in _entity_groups(b):
        em = group[0]
        for rel in b.schema.relationships:
            if not rel.properties:
                continue
            for side, ends in ((EDGE_START, rel.starts), (EDGE_END, rel.ends)):
                if not set(em.labels) & set(ends):
                    continue
                edges = Join(Relation(f"{rel.name}.{side}"), Entity(em.entity.id))
                rm = b.rel_mention(rel.name)
                base_parts = [Part(None, frozenset(em.tokens), 1.0, "entity", em.entity.name)]
                if rm and amount_only(b, rel.name, rm):
                    rm = None  # "how many did we *sell* at X": the verb names an amount kept (unitsSold), no count
                if rm:
                    base_parts.append(Part(None, frozenset(rm.tokens), rm.score, "relation", rel.name))
                for cue in aggs:
                    agg_part = Part(None, frozenset(cue.tokens), 1.0, "aggregation", cue.word)
                    if cue.op == "count" and rm:
                        times = [i for i in range(max(cue.tokens) + 1, min(max(cue.tokens) + 3, len(b.r.tokens)))
                                 if b.r.tokens[i].low in FREQUENCY]
                        tparts = [Part(None, frozenset(times), 0.8, "aggregation", "times")] if times else []
                        out.append(Candidate(Count(edges), [*base_parts, agg_part, *tparts], "number"))
                    fn = {"count": "sum"}.get(cue.op, cue.op)
                    # "how many copies … in total": every cue asking for this aggregate is accounted for by it
                    same = frozenset(i for c in aggs if c.op == fn for i in c.tokens)
                    agg_part = Part(None, frozenset(cue.tokens) | same, 1.0, "aggregation", cue.word)
                    for p in rel.properties:
                        e = next(el for el in b.index.elements if el.kind == "edge_prop" and el.owner == rel.name
                                 and el.name == p.key)
                        m = b.mentioned.get(e)
                        if m is None or p.type not in NUMERIC or fn not in ("sum", "avg", "min", "max"):
                            continue
                        out.append(Candidate(Aggregate(fn, edges, Relation(e.relation)),
                                             [*base_parts, agg_part, Part(None, frozenset(m.tokens), m.score,
                                                                          "property", e.words)], "number"))
    return out
