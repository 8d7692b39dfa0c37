"""Rankings and aggregates over a set of nodes: TOP / BOTTOM k and ARGMAX / ARGMIN by a property (named, or
implied by a superlative such as "oldest", "most expensive") or by how many related things there are (one or two
relationships away); the values of a property ranked by how many nodes hold them ("the most common cities");
AVG / SUM / MIN / MAX of a property.
"""

from __future__ import annotations

from kgchat.logic.nodes import (
    Agg,
    Aggregate,
    And,
    ArgMax,
    ArgMin,
    Class,
    Entity,
    Expr,
    Join,
    Not,
    Relation,
    RelationPath,
    Top,
    conjoin,
    conjuncts,
)
from kgchat.reasoning.schema_parser.build import (
    NOT_ASKED,
    UNNAMED_END,
    Builder,
    Candidate,
    Part,
    count_scope,
)
from kgchat.reasoning.schema_parser.filters import FREQUENCY, _limit, answer_label
from kgchat.reasoning.schema_parser.numbered import NUMBERING
from kgchat.reasoning.schema_parser.ranked_cues import (
    _adverbial,
    _by_number,
    _numeric_props,
    _only_date,
    _ordinal,
    _shares_end,
    _similar,
    _total_settled,
    held_by_all,
    holders_said,
)
from kgchat.reasoning.schema_parser.ranked_events import events_one_away
from kgchat.reasoning.schema_parser.ranked_totals import (
    SECOND_STEP,
    _common_values,
    _counted_three_away,
    _list_lengths,
    _named_there,
    _some,
    _totals_asked,
    _totals_farther,
    _totals_one_away,
)
from kgchat.reasoning.schema_parser.ranks import (
    SURE,
    counted_by_qualifier,
    counted_not_ranked,
    done_before,
    edge_scope,
    flagged,
    guessed_totals,
    other_named,
    per_relationship,
    too_few,
)
from kgchat.reasoning.schema_parser.schema_index import Element, SchemaMention, year_valued
from kgchat.reasoning.schema_parser.schema_index import date_text as _date_text
from kgchat.reasoning.schema_parser.words import (
    DIMENSION_UNITS,
    DIMENSIONS,
    GENERIC_TOP,
    PAID_SUPERLATIVES,
    SORT_VERBS,
    STOP,
    TEMPORAL_WORDS,
    Cue,
    paid_by,
    unit_quantities,
)
from kgchat.reasoning.type_names import doer_noun_of
from kgchat.schema import EDGE_END, EDGE_START, NUMERIC, TEMPORAL
from kgchat.text import lemma, word_kinds

VALUE_ASKED = 0.3  # "what is the highest X": the value rather than what holds it
ORDINAL = frozenset({"first", "last"})
DIM_FIT = 0.5  # bonus per unit of likeness between a dimension word and the key it ranks by ("smallest": an area)
UNIT_FIT = 0.6  # that likeness for a key whose unit measures the quantity the word asks about, plus
UNIT_WORDS = 0.5  # this share of the likeness of the key's own words
OWN_WORD_FIT = 0.3  # more for a key one of whose words is a word of the dimension itself
# words after "longest" / "shortest" that make it how long someone has served, and verbs saying it before "the longest"
TENURE_WORDS = frozenset({"serving", "standing", "tenured", "employed", "established"})
TENURE_VERBS = frozenset({"serve", "work", "employ"})
TENURE_DATES = "start date, joined, hired, since"  # what the date a tenure runs from is called
TENURE_STARTS = frozenset({"start", "join", "hire", "begin", "employ", "commence", "enrol"})  # its words
TENURE_SURE = 0.45  # MiniLM likeness of a date key to TENURE_DATES below which reading it so is a guess
EVENT_FIT = 0.6  # that likeness for the one date of a relationship named right after a time superlative
SUMMED_FIT = 0.8  # that likeness for a relationship's number added up at each node
SPANS = {"longest": "min", "shortest": "max"}  # how long since a date: the longest from the earliest  # rank words that name no property: by a date, a name or as listed


def _starts_each(b: Builder, label: str, e: Element, held: float, cue: Cue) -> bool:
    """Whether ``e`` is the date each of ``label``'s nodes begins with: its own key, held by every node, whose words
    say a start (``startedOn``, ``joinedDate``), and the only such key of the label, or, where none says a start,
    the only one named by the label's own word (a sailing's ``sailDate``: the day it is). "The first course of
    2024" is the one that began first, "the last sailing" the one on the latest day: no guess, as "the first 3
    orders" by some date or other would be."""
    dates = [x for x in b.index.elements if x.kind == "prop" and label in x.holders and x.info is not None
             and _temporal(x)]
    starts = [x for x in dates if {lemma(w) for w in x.words.lower().split()} & TENURE_STARTS]
    own = next((x.stems[:1] for x in b.index.elements if x.kind == "label" and x.name == label), ())
    starts = starts or [x for x in dates if own and x.stems[:1] == own]
    said = {lemma(t.low) for t in b.r.tokens}  # "the last course *completed*": by when it was, not when it began
    if set(cue.tokens) & {i for v in b.g.values for i in v.tokens} | {i for em in b.g.entities for i in em.tokens}:
        return False  # "canine *first* aid": a word of a value or a name, no order
    return held >= 1.0 and e.kind == "prop" and [x.name for x in starts] == [e.name] and not any(
        {lemma(w) for w in x.words.lower().split()} & said - STOP for x in dates if x is not e)


def _dimension_fit(b: Builder, cue: Cue, dims: str, e: Element) -> float:
    """How well key ``e`` fits the dimension a superlative measures: its words' likeness to the dimension's, or, for
    a key whose unit measures that quantity ("the smallest" of an area in hectares, "highest up" of metres), more,
    and most for the one whose words fit too ("the longest coach": its length in metres, not its odometer's km); a
    key of the nodes' own that has the dimension's own word ("the deepest dive": ``maxDepthMsw``, not
    ``visibilityM``) more again."""
    sim = _similar(b, dims, e.words)
    if unit_quantities(e.words) & DIMENSION_UNITS.get(cue.word, set()):
        sim = UNIT_FIT + UNIT_WORDS * max(sim, 0.0)
    if e.kind == "prop" and set(dims.split()) & set(e.words.lower().split()):
        sim += OWN_WORD_FIT
    return sim


def _tenure(b: Builder, cue: Cue) -> int | None:
    """The word saying that "longest" / "shortest" measures how long someone has served ("longest *serving*",
    "longest-*standing*", "who has *served* the longest"), as its position; None when there is none."""
    tokens = b.r.tokens
    after = max(cue.tokens) + 1
    if after < len(tokens) and tokens[after].low in TENURE_WORDS:
        return after
    if (inside := next((i for i in cue.tokens if tokens[i].low in TENURE_WORDS), None)) is not None:
        return inside
    if _adverbial(b, cue):
        served = next((i for i in range(min(cue.tokens) - 1, max(-1, min(cue.tokens) - 4), -1)
                       if lemma(tokens[i].low) in TENURE_VERBS), None)
        return served if served is not None else _been_here(tokens, min(cue.tokens))
    return None


def _been_here(tokens: list, start: int) -> int | None:
    """"Been" before a word placing someone with the asker ("who has been *here* the longest", "been with *us*
    longest", "been *around*"), up to the superlative at ``start``: the position of that word; None otherwise."""
    for i in range(start - 1, max(-1, start - 5), -1):
        if tokens[i].low == "been":
            between = [j for j in range(i + 1, start) if tokens[j].low not in ("the", "for")]
            return between[-1] if [tokens[j].low for j in between] in (["here"], ["around"], ["with", "us"]) else None
    return None


def _began(b: Builder, cue: Cue) -> int | None:
    """A verb of beginning ("joined", "started", "was hired") within three words before a time superlative that
    ends the question ("who joined *most recently*"), as its position; None when there is none."""
    if not _adverbial(b, cue):
        return None
    tokens = b.r.tokens
    return next((i for i in range(min(cue.tokens) - 1, max(-1, min(cue.tokens) - 4), -1)
                 if lemma(tokens[i].low) in TENURE_STARTS and "VERB" in word_kinds(tokens[i].low)), None)


def _dated_event(b: Builder, e: Element, cue: Cue) -> bool:
    """Whether ``e`` is the one date of a relationship a word names right after a time superlative ("the most
    recent *order*", "the latest *delivery*"): the time of those events, not a date their nodes hold."""
    rm = b.rel_mention(e.owner, strict=True)
    if rm is None or not 0 < min(rm.tokens) - max(cue.tokens) <= 2:
        return False
    if any(doer_noun_of(b.r.tokens[i].low, e.owner) for i in rm.tokens):
        return False  # "the oldest *manager*": who does MANAGES, a node ranked by its own time, not the event's
    dates = [x for x in b.index.elements if x.kind == "edge_prop" and x.owner == e.owner and x.info is not None
             and (x.info.type in TEMPORAL or _date_text(x) or "year" in x.words.split() or year_valued(x))]
    return dates == [e]


def _event_word(b: Builder, e: Element, m: SchemaMention,
                props: list[tuple[Element, SchemaMention | None]]) -> frozenset[int]:
    """The word of a date key said right next to a number of the same thing ("by *tonnes delivered*": the tonnes
    of the deliveries, not the delivery date): it names the event the number measures, so the number's reading
    accounts for it too. Empty when ``e`` is no number or no such word stands beside it."""
    if e.info is None or e.info.type not in NUMERIC:
        return frozenset()
    for other, om in props:
        if om is None or other is e or other.owner != e.owner or other.kind != e.kind or other.info is None:
            continue
        dated = other.info.type in TEMPORAL or _date_text(other)
        if dated and not set(om.tokens) & set(m.tokens) and \
                (min(om.tokens) == max(m.tokens) + 1 or max(om.tokens) + 1 == min(m.tokens)):
            return frozenset(om.tokens)
    return frozenset()


def _said_of_another(b: Builder, label: str, cue: Cue) -> str:
    """Why a superlative is not of ``label``'s nodes: the word right after it names another label ("which writer
    wrote *the oldest movie*": the movie is the oldest, not the writer); "" when it is not so."""
    nxt = max(cue.tokens) + 1
    for m in b.g.elements("label"):
        if min(m.tokens) == nxt and m.score >= 0.75 and m.element.name != label:
            return f"'{cue.word}' is said of the {b.r.text(m.tokens)}, not of these {label} nodes"
    return ""


def _slot_of(b: Builder, label: str, e: Element, fn: str | None = None) -> Expr | Agg | Relation | RelationPath:
    """The slot reading ``e`` from ``label`` nodes: the property itself, or through the relationships at them."""
    if e.kind == "prop":
        return Relation(e.name) if fn is None else Agg(fn, Relation(e.name))
    rel = b.schema.rel(e.owner)
    assert rel is not None
    side = EDGE_START if label in rel.starts else EDGE_END
    path = RelationPath((Relation(f"{rel.name}.{side}", reverse=True), Relation(e.relation)))
    return Agg(fn or "sum", path)


def _value_aggregates(b: Builder, label: str, base: Expr, parts: list[Part], cue: Cue,
                      bonus: float = 0.0) -> list[Candidate]:
    """AVG / SUM (and "how many" of a number: SUM) of a numeric property over the set."""
    out = []
    fn = {"count": "sum"}.get(cue.op, cue.op)
    if fn not in ("sum", "avg", "min", "max"):
        return out
    # "the average number of seats": "number of" is part of the average, not a total of its own
    number_of = [c for c in b.r.of("agg") if c.op == "count" and 0 < min(c.tokens) - max(cue.tokens) <= 2]
    if cue.op == "count" and any(c.op in ("avg", "sum") and 0 < min(cue.tokens) - max(c.tokens) <= 2
                                 for c in b.r.of("agg")):
        return out
    if cue.op == "count" and _by_number(b, cue):
        return out  # "sorted *by number of* floors": an order by a number, no total
    props = _numeric_props(b, label)
    for e, m in props:
        if m is None or (cue.op == "count" and min(m.tokens) - max(cue.tokens) > 2):
            continue
        if fn in ("sum", "avg") and (e.info is None or e.info.type not in NUMERIC):
            continue  # a sum of dates means nothing
        each = _each_own(b, label) if fn == "avg" and e.kind == "prop" and base == Class(label) else frozenset()
        agg_part = Part(None, frozenset(cue.tokens) | frozenset(i for c in number_of for i in c.tokens) | each, 1.0,
                        "aggregation", fn)
        prop_part = Part(None, frozenset(m.tokens), m.score, "property", e.words)
        if e.kind == "prop":
            form: Expr = Aggregate(fn, base, Relation(e.name))
        else:
            rel = b.schema.rel(e.owner)
            assert rel is not None
            side = EDGE_START if label in rel.starts else EDGE_END
            form = _over_own_relationships(base, rel.name, side, e.relation, fn) or \
                Aggregate(fn, base, RelationPath((Relation(f"{rel.name}.{side}", reverse=True), Relation(e.relation))))
        # the set's own key before one of their relationships that the words name as well ("total *bays* across
        # the workshops": theirs, not a bay number kept on each job done there)
        own = OWN_FIRST if e.kind == "prop" and not any(
            x.kind == "edge_prop" and y is not None and set(y.tokens) & set(m.tokens) and y.score > m.score
            for x, y in props) else 0.0
        out.append(Candidate(form, [*parts, agg_part, prop_part], "number", label, bonus=bonus + own))
        if cue.op == "count" and e.kind == "prop" and (one := _any_one(b, parts)):
            # "how many passengers does *a* Corbell C-120 take": what each of them holds, not their total
            out.append(Candidate(Join(Relation(e.name, reverse=True), base), [
                *parts, Part(None, frozenset(cue.tokens) | one, 1.0, "aggregation", "each"), prop_part], "value",
                label, bonus=bonus + own + ANY_ONE))
    if not out and fn in ("sum", "avg"):
        out += guessed_totals(b, label, base, parts, cue, fn, bonus)
    return out


ANY_ONE = 0.1  # the number each holds, against their total, for nodes a value said after "a" / "an" picks


def _any_one(b: Builder, parts: list[Part]) -> frozenset[int]:
    """"How many passengers does *a* Corbell C-120 take": the indefinite article right before the value that picks
    the nodes asks about any one of them, whichever (the number each holds), not all of them together ("in total"
    asks for that)."""
    if any(c.op == "sum" for c in b.r.of("agg")):
        return frozenset()
    for p in parts:
        if p.kind == "value" and p.tokens and (i := min(p.tokens) - 1) >= 0 and b.r.tokens[i].low in ("a", "an"):
            return frozenset({i})
    return frozenset()


def _each_own(b: Builder, label: str) -> frozenset[int]:
    """"The average loyalty miles *per passenger*": a grouping word right before the words naming ``label``, whose
    own key is averaged, says what the average is taken over (each node holds one value: no groups to list). Said
    only of an average over every such node (the caller's check): "per station" keeps no stations out."""
    lm = b.label_mention(label)
    if lm is None or lm.score < SURE:
        return frozenset()
    return frozenset(i for c in b.r.of("grouping") if c.word in ("per", "each") and min(lm.tokens) == max(c.tokens) + 1
                     for i in c.tokens)


def _over_own_relationships(base: Expr, rel: str, side: str, key: str, fn: str) -> Aggregate | None:
    """A total of a relationship's property over the relationships that link the set to a thing it names ("the
    total amount studio X invested in films": X's own investments, not every investment in those films), or None
    when the set names no thing through that relationship type."""
    tests = conjuncts(base)
    other = EDGE_END if side == EDGE_START else EDGE_START
    for test in tests:
        if isinstance(test, Join) and isinstance(test.relation, Relation) and test.relation.name == rel \
                and test.relation.reverse == (side == EDGE_END) and isinstance(test.expr, Entity):
            rest = [t for t in tests if t is not test]
            ends = Join(Relation(f"{rel}.{other}"), test.expr)
            if rest:
                ends = And(ends, Join(Relation(f"{rel}.{side}"), conjoin(rest)))
            return Aggregate(fn, ends, Relation(key))
    return None


SUMMED_UNASKED = 0.05  # a ranking by a relationship's number added up over each node's many, unasked, against
# one by the number each node holds once ("the biggest deposit": of an event, not a client's deposits added up),
# where no word names the nodes ranked ("which judges earned the most in fees" asks for their totals)
OWN_FIRST = 0.05  # a total of the set's own key, against one of their relationships' named as surely


IN_ORDER = 50  # members listed for a whole ordering ("rank the teams by goals, most first")


def whole_order(b: Builder, cue: Cue) -> int | None:
    """How many to list when the words ask for every member in order rather than the top one: a verb that sorts
    ("rank the operators by …", "sort …"), a superlative followed by "first" / "last" ("biggest first"), or
    "from <superlative> to <superlative>" (said by the first of the two); None otherwise."""
    tokens = b.r.tokens
    last = tokens[max(cue.tokens)].low
    after = max(cue.tokens) + 1
    if sort_words(b) or last in ("first", "last") and cue.word not in GENERIC_TOP or \
            after + 1 < len(tokens) and tokens[after].low == "to" and any(min(c.tokens) == after + 1
                                                                          for c in b.r.of("top")):
        return IN_ORDER
    return None


def sort_words(b: Builder) -> frozenset[int]:
    """The verb that asks for a whole ordering: one that sorts and opens the question or comes right before "by"
    ("the most expensive *order*" is a noun)."""
    tokens = b.r.tokens
    return frozenset(i for i, t in enumerate(tokens) if t.low in SORT_VERBS and (i == 0 or i + 1 < len(tokens)
                                                                              and tokens[i + 1].low == "by"))


def _temporal(e: Element) -> bool:
    """Whether key ``e`` holds dates, times or years."""
    return e.info is not None and (e.info.type in TEMPORAL or bool(_date_text(e)) or "year" in e.words.split()
                                   or year_valued(e))


def _numbers_nodes(e: Element) -> bool:
    """Whether key ``e`` numbers or identifies its nodes ("fleet no", "member id"): an order of issue at best, which a
    superlative of time ("the newest") does not ask for where the nodes hold a time of their own."""
    return e.kind == "prop" and e.words.split()[-1] in NUMBERING


def _gap(b: Builder, cue: Cue, key: Part) -> int:
    """How far the key ranked by comes after the superlative, past the words of a value said between them ("the
    biggest *storm clearance* price": the price, of the jobs of that kind); not past "by" ("the smallest engine rebuild
    *by* fee": the rebuild, ranked by its fee), nor past "per" ("the cheapest dessert *per head*": the dessert)."""
    start = min(key.tokens)
    if start > 0 and b.r.tokens[start - 1].low in ("by", "per"):
        return start - max(cue.tokens)  # "the smallest engine rebuild *by* fee": the key says how they are ranked
    valued = {i for vm in b.g.values for i in vm.tokens}
    between = set(range(max(cue.tokens) + 1, start))
    return start - max(cue.tokens) - len(between & valued)


PARTITIVE = frozenset({"member", "members", "one", "ones"})  # "*member* of staff", "*one* of the roasters"


def _partitive_heads(b: Builder, named: set[int]) -> set[int]:
    """The positions of a noun that stands for one of a label's nodes before "of" and the label's word ("the
    longest-serving *member* of staff", "the oldest *one* of the vans"): the label's noun, said another way."""
    tokens = b.r.tokens
    out = set()
    for i in range(len(tokens) - 2):
        if tokens[i].low in PARTITIVE and tokens[i + 1].low == "of":
            j = i + 2 + (tokens[i + 2].low in ("the", "our", "all") and i + 3 < len(tokens))
            if j in named:
                out.add(i)
    return out


def _graded(b: Builder, cue: Cue, said: tuple[int, ...], rel: str) -> bool:
    """Whether the type's word right after a superlative is an adjective only ("the most *effective*") of a type
    whose relationships keep a number: the degree is that number, not how many such relationships there are."""
    x = b.schema.rel(rel)
    first = min(said)
    return first == max(cue.tokens) + 1 and word_kinds(b.r.tokens[first].low) == {"ADJ"} \
        and x is not None and any(p.type in NUMERIC for p in x.properties)


def _ranked(b: Builder, label: str, base: Expr, parts: list[Part], cue: Cue, bonus: float = 0.0) -> list[Candidate]:
    """TOP / BOTTOM k (ARGMAX / ARGMIN without a k) by a property, a dimension word, or a count; every member in
    order when the words ask for a whole ordering (``whole_order``)."""
    out = []
    before = min(cue.tokens) - 1
    if before > 0 and b.r.tokens[before].low == "to" and any(max(c.tokens) == before - 1 for c in b.r.of("top")):
        return out  # "from oldest *to newest*": the order the first superlative says
    whole = whole_order(b, cue)
    # "rank the teams by number of goals, most first": the key named after "by", the superlative only the order
    by = [i for i in range(min(cue.tokens)) if b.r.tokens[i].low == "by"] if whole else []
    keyed = list(range(by[-1] + 1, min(cue.tokens))) if by else []
    asked = answer_label(b)
    nth, nth_tokens = _ordinal(b, cue)
    # "from tallest *to lowest*": the second superlative only says where the order ends
    ends = frozenset(i for c in b.r.of("top") if whole and min(c.tokens) == max(cue.tokens) + 2
                     and b.r.tokens[max(cue.tokens) + 1].low == "to" for i in (max(cue.tokens) + 1, *c.tokens))
    by_number = frozenset(i for c in b.r.of("agg") if c.op == "count" and _by_number(b, c) for i in c.tokens)
    sorting = sort_words(b) if whole else frozenset()  # "*rank* the venues by …": the verb asks for the order
    top_part = Part(None, frozenset(cue.tokens) | frozenset(_limit(b)[1]) | nth_tokens | ends | by_number | sorting,
                    1.0, "aggregation", cue.word)
    direction = cue.op
    slots: list[tuple[object, list[Part], float, str]] = []
    dims = None if keyed else DIMENSIONS.get(cue.word)
    props = _numeric_props(b, label)
    if dims:  # every text _similar compares, encoded in one batch (then remembered)
        b.index.encode([dims, *(e.words for e, _ in props)])
    fits: dict[int, float] = {}  # slot → how well the key's measure fits the dimension word (the closest ranks first)
    summed_at: set[int] = set()  # slots adding up a relationship's number over each node's many, which no word asks
    timed = {e.name for e, _ in props if _temporal(e)}
    for e, m in props:
        temporal = e.name in timed
        if m is not None and not temporal and timed and _numbers_nodes(e) and cue.word in TEMPORAL_WORDS \
                and cue.word not in ORDINAL:
            continue  # "the newest plane in the *fleet*": a time, never the number a fleetNo-like key gives each
        if cue.word in PAID_SUPERLATIVES and not paid_by("paid", e.name):
            continue  # "lowest paid per *day*": by a rate of pay, never by the days worked the unit's word names
        if temporal and m is not None and cue.word in DIMENSION_UNITS and cue.word not in SPANS:
            continue  # "the most expensive job ever *quoted*": a price ranks, never the date a verb names
        d = direction
        if cue.word == "youngest" and not {"birth", "born"} & set(e.words.split()):
            continue  # the youngest: born last (a founding or release date says how new, not how young)
        if cue.word == "youngest" and temporal:
            d = "max"
        if cue.word in SPANS and temporal and m is not None and e.kind == "prop":
            d = SPANS[cue.word]  # "the longest-serving, by the year they joined": the longest since, the earliest
        fn = (d if temporal else None) if e.kind == "edge_prop" else None  # the earliest / latest of dates
        own = e.kind == "prop"
        held = b.coverage(label, e.name) if own else 1.0
        if m is not None and dims and not temporal and set(m.tokens) <= set(cue.tokens) and \
                _dimension_fit(b, cue, dims, e) >= 0.35:
            m = None  # "the *longest*" names the length only as the dimension it measures: read as that below
        if m is not None:
            total = frozenset(i for c in b.r.of("agg") if c.op == "sum" for i in c.tokens) \
                if e.kind == "edge_prop" and e.info.type in NUMERIC else frozenset()  # "the most … in total"
            if e.kind == "edge_prop":  # "the most copies across all branches": the relationship's other end
                rel = b.schema.rel(e.owner)
                ends = (rel.ends if label in rel.starts else rel.starts) if rel is not None else ()
                total |= frozenset(i for x in ends if (om := b.label_mention(x)) is not None for i in om.tokens)
                # "the customer who *bought* the most jars": the verb of the relationship whose number is added up
                labelled = {i for x in b.g.elements("label") if x.score >= SURE for i in x.tokens}
                if (rm := b.rel_mention(e.owner, strict=True)) is not None and \
                        not set(rm.tokens) & (set(cue.tokens) | labelled):  # not "*judges*" of JUDGED: the label's
                    total |= frozenset(rm.tokens)
            total |= _event_word(b, e, m, props)
            if temporal and max(m.tokens) + 1 < len(b.r.tokens) and \
                    b.r.tokens[max(m.tokens) + 1].low in ("year", "date"):
                total |= {max(m.tokens) + 1}  # "by *founding year*": the year the key holds, no other year
            each, said = per_relationship(b, e, m.tokens, d)
            # a relationship's number summed over all of a node's relationships when no word asks for a total
            # ("films where X had top billing" is no film's billing summed over its whole cast)
            summed = e.kind == "edge_prop" and fn is None and each is None and \
                not any(c.op == "sum" for c in b.r.of("agg")) and not _total_settled(b, label, e, m, cue)
            sure = m.score
            if cue.word in TEMPORAL_WORDS and temporal and own:
                fits[len(slots)] = held_by_all(b, label, e)  # as below: named, a date all hold still fits better
            if e.kind == "edge_prop" and temporal and not b.far_end_named(e, label) and \
                    any(x.kind == "prop" and x.name in timed and x in b.mentioned for x, _ in props):
                sure *= UNNAMED_END  # "who *joined* most recently": their own start, no relationship's unnamed
            if summed and ((lmx := b.label_mention(label)) is None or lmx.score < SURE):
                summed_at.add(len(slots))  # no word names the nodes ranked: the number each holds once is plainer
            slots.append((_slot_of(b, label, e, fn or each), [Part(None, frozenset(m.tokens) | total | said,
                                                                   sure * (0.5 + 0.5 * held), "property", e.words,
                                                                   doubt=f"{e.words} summed over every {e.owner} of "
                                                                         "each, which no word asks for" if summed
                                                                   else "")], sure, d))
        elif cue.word in TEMPORAL_WORDS and temporal:
            # "the first 3 orders": first by a date only as a guess (by name, or as listed, reads as well); "the
            # most recent *order*": the one date of the relationship named right after the superlative, its own
            dated = not own and cue.word not in ORDINAL and _dated_event(b, e, cue)
            fits[len(slots)] = EVENT_FIT if dated else held_by_all(b, label, e) if own else 0.0
            began = _began(b, cue) if own and cue.word not in ORDINAL else None
            start = 0.0 if began is None else 1.0 if {lemma(w) for w in e.words.lower().split()} & TENURE_STARTS \
                else max(_similar(b, TENURE_DATES, e.words), 0.0)
            # "who *joined* most recently": the latest of the date they began, read by the verb of beginning
            said = frozenset({began}) if began is not None and start >= TENURE_SURE else frozenset()
            slots.append((_slot_of(b, label, e, fn), [Part(None, said, round(min(start, 1.0), 3) if said else 0.0,
                                                           "property", e.words, guessed=not own and not dated,
                                                           unasked=cue.word in ORDINAL
                                                           and not _starts_each(b, label, e, held, cue))],
                          (0.55 if own else 0.3) * held + (start if said else 0.0), d))
        elif cue.word in SPANS and temporal and e.kind == "edge_prop" and \
                (rm := b.rel_mention(e.owner, strict=True)) is not None:
            # "working in a department the longest": how long since the date the named relationship holds
            since = SPANS[cue.word]
            dates = sum(1 for x in b.index.elements if x.kind == "edge_prop" and x.owner == e.owner and x.info
                        is not None and (x.info.type in TEMPORAL or _date_text(x)))
            slots.append((_slot_of(b, label, e, since), [Part(None, frozenset(), rm.score, "property", e.words,
                                                              unasked=dates > 1)], rm.score, since))
        elif cue.word in SPANS and temporal and own and (served := _tenure(b, cue)) is not None:
            # "the longest-serving member of staff", "who has served the longest": the earliest of the date they
            # began, read as the date nearest in meaning to a start (a guess where none is near)
            sim = 1.0 if {lemma(w) for w in e.words.lower().split()} & TENURE_STARTS else \
                max(_similar(b, TENURE_DATES, e.words), 0.0)
            slots.append((_slot_of(b, label, e), [Part(None, frozenset({served}), round(min(sim, 1.0), 3), "property",
                                                       e.words, guessed=sim < TENURE_SURE)],
                          sim * held, SPANS[cue.word]))
        elif cue.word in SPANS and temporal and own and _adverbial(b, cue) and _only_date(b, label, e):
            # "which course has been running the longest": how long since the one date its nodes hold, a guess
            slots.append((_slot_of(b, label, e), [Part(None, frozenset(), 0.0, "property", e.words, guessed=True)],
                          0.55 * held, SPANS[cue.word]))
        elif dims and not (cue.word in TEMPORAL_WORDS and not temporal):
            sim = _dimension_fit(b, cue, dims, e)
            if sim >= 0.35:
                each, said = per_relationship(b, e, cue.tokens, d)
                # a node's own measure before one added up over its relationships, which no word asks for
                fits[len(slots)] = sim if own or each is not None else sim * SUMMED_FIT
                slots.append((_slot_of(b, label, e, fn or each),
                              [Part(None, said, 1.0, "aggregation", f"{each} {e.words}")] if said else [], sim, d))
    if other := _said_of_another(b, label, cue):  # a measure of these nodes that the words say of another kind
        slots = [(slot, [*ps, Part(None, frozenset(), 0.0, "constraint", cue.word, doubt=other)], sure, d)
                 for slot, ps, sure, d in slots]
    # "the most <label>" / "most <relationship>": how many related things
    after = keyed + list(range(max(cue.tokens) + 1, len(b.r.tokens)))
    said = set(after) | done_before(b, label, cue)  # where the words naming what is counted may be
    for rel, forward, other in b.neighbours(label):
        om = b.label_mention(other) if other != label else None
        if om is not None and om.role is not None and not om.role.joins(rel):
            om = None  # "the most *producers*": counted through producing only
        if om is not None and asked is not None and om.element == asked.element:
            om = None  # "the top 5 *customers* by orders": the label asked for is ranked, not counted
        rm = b.rel_mention(rel, strict=True) or counted_by_qualifier(b, rel, cue)
        if rm is None and other_named(b, label, rel, other):
            continue  # "who *directed* the most films": the films they directed, not those they acted in
        toks = frozenset((om.tokens if om and set(om.tokens) & said else ()) +
                         (rm.tokens if rm else ()))
        if not toks or (om is None and rm is None):
            continue
        sure = max(om.score if om and set(om.tokens) & said else 0, rm.score if rm else 0)
        if om is not None and set(om.tokens) & set(after) and min(om.tokens) - max(cue.tokens) > 2 and rm is None \
                and not any(max(c.tokens) + 1 == min(om.tokens) for c in b.r.of("agg") if c.op == "count"):
            # "the most copies across all branches": the thing counted is named right after "most" (or right
            # after "the number of")
            sure *= 0.7
        if cue.word in TEMPORAL_WORDS or dims:
            continue  # "the most recently published", "the most expensive": a date or a measure, not a count
        if rm is not None and _graded(b, cue, rm.tokens, rel):
            # "the most *effective* product against X": a degree its number says, not a count; the type's one
            # number, when no word names it (a guess)
            numbers = [p for p in b.schema.rel(rel).properties if p.type in NUMERIC and not p.is_list]
            if len(numbers) == 1:
                side = EDGE_START if forward else EDGE_END
                path = RelationPath((Relation(f"{rel}.{side}", reverse=True), Relation(f"{rel}.{numbers[0].key}")))
                slots.append((Agg(direction, path), [Part(None, frozenset(rm.tokens), rm.score, "property",
                                                          f"{direction} {numbers[0].key}", guessed=True)],
                              rm.score, direction))
            continue
        toks |= frozenset(i for i in after if b.r.tokens[i].low in FREQUENCY)
        step = Relation(rel, reverse=not forward)
        has_props = bool(b.schema.rel(rel) and b.schema.rel(rel).properties)
        toks |= frozenset(i for c in b.r.of("agg") if c.op == "count" and min(c.tokens) > min(cue.tokens)
                          or c.op == "count" and set(c.tokens) <= set(keyed)
                          for i in c.tokens)  # "the highest number of orders", "by number of orders"
        # "the most *professors*", where lecturers are members too: only the nodes of the label named are counted
        only = Class(other) if om is not None and set(om.tokens) & said and _shares_end(b, rel, forward, other) \
            else None
        if has_props:  # count the relationships themselves ("borrowed the most times")
            side = EDGE_START if forward else EDGE_END
            far = EDGE_END if forward else EDGE_START
            step_slot = Agg("count", Relation(f"{rel}.{side}", reverse=True),
                            Join(Relation(f"{rel}.{far}"), only) if only is not None else None)
            if (kept := flagged(b, rel)) is not None:  # "who has *won* the most awards": those that hold the flag
                step_slot = Agg("count", step_slot.relation, kept[0] if only is None else And(kept[0],
                                                                                               step_slot.where))
                toks |= kept[1]
        else:
            step_slot = Agg("count", step, only)
        slots.append((step_slot, [Part(None, toks, sure, "relation", rel)], sure, direction))
    # "the most orders for their products": things two relationships away, counted ("the oldest building on
    # campus" is a date or a measure, as one relationship away: no count)
    measured = cue.word in TEMPORAL_WORDS or bool(dims)
    counted = {} if measured else {m.element.name: m for m in b.g.elements("label") if set(m.tokens) & set(after)}
    own = frozenset(lm0.tokens) if (lm0 := b.label_mention(label)) is not None else frozenset()
    for r1, f1, middle in b.neighbours(label):
        for r2, f2, other in b.neighbours(middle):
            om = counted.get(other)
            if om is None or other in (label, middle) or any(o == other for _, _, o in b.neighbours(label)):
                continue
            mid = b.label_mention(middle)
            toks = frozenset(om.tokens) | (frozenset(mid.tokens) if mid else frozenset())
            for rel in (r1, r2):  # the words naming a relationship, not those naming the label ranked
                if (rm2 := b.rel_mention(rel, strict=True)) is not None:
                    toks |= frozenset(rm2.tokens) - own
            toks |= frozenset(i for i in after if b.r.tokens[i].low in FREQUENCY)
            toks |= frozenset(i for c in b.r.of("agg") if c.op == "count" and min(c.tokens) > min(cue.tokens)
                              for i in c.tokens)  # "the least number of products"
            path = RelationPath((Relation(r1, not f1), Relation(r2, not f2)))
            if _named_there(base, path.steps):
                continue  # "the most products in the Dairy category": one category, whatever the supplier
            slots.append((Agg("count", path), [Part(None, toks, om.score - SECOND_STEP, "relation",
                                                    f"{r1} then {r2}")], om.score - SECOND_STEP, direction))
    slots += _counted_three_away(b, label, base, cue, counted, own, direction, after)
    slots += [] if measured else events_one_away(b, label, cue, counted, direction)  # "which subject is borrowed most"
    # "the highest average unit price per product": an average (total) of a property of related things
    for op, agg_tokens in _totals_asked(b, cue):
        for m in b.g.schema:
            e = m.element
            if e.kind != "prop" or e.info is None or e.info.type not in NUMERIC or label in e.holders:
                continue
            if not agg_tokens and not 0 < min(m.tokens) - max(cue.tokens) <= 2:
                continue  # "the most fee revenue": the amount is named right after "most"
            # through the relationship the words name ("the team's *members*"), else the first that reaches a
            # holder, a guess when another one does too
            ways = [(rel, forward, other) for rel, forward, other in b.neighbours(label) if other in e.holders]
            named = [w for w in ways if b.rel_mention(w[0], strict=True) is not None]
            for rel, forward, other in (named or ways)[:1]:
                om = b.label_mention(other)
                rm = b.rel_mention(rel, strict=True)
                toks = frozenset(m.tokens) | agg_tokens | (frozenset(om.tokens) if om else frozenset()) \
                    | (frozenset(rm.tokens) if rm else frozenset())
                guess = not named and len({w[0] for w in ways}) > 1
                slots.append((Agg(op, RelationPath((Relation(rel, not forward), Relation(e.name)))),
                              [Part(None, toks, m.score, "property", f"{op} {e.words}", guessed=guess)],
                              m.score, direction))
            if not ways:  # held farther away: "the hospital with the most fee revenue" (its departments' visits)
                slots += _totals_farther(b, label, e, m, op, agg_tokens, direction)
    slots += _totals_one_away(b, label, direction, after)
    slots += _list_lengths(b, label, cue)
    out += _common_values(b, label, base, parts, cue, top_part, bonus)
    wh = b.r.of("wh")
    # the value may be asked for: "what is the earliest year …", or a question that opens with the superlative and
    # no question word ("earliest release year of any film", "the longest runtime among …")
    asked_by_wh = bool(wh and wh[0].op in ("what", "when"))
    value_asked = asked_by_wh or not wh and min(cue.tokens) <= 1
    # ... unless a label's noun follows the property's words: "the lowest rated *film*" asks for the film
    labelled = {i for m in b.g.elements("label") for i in m.tokens}
    # ... or a value that says which of them ("the most recently hired *driver*", "the shortest *tram* line")
    labelled |= {i for vm in b.g.values if vm.element.kind == "prop" and label in vm.element.holders
                 for i in vm.tokens}
    named = {i for m in b.g.elements("label") if m.score >= 0.75 for i in m.tokens}  # surely a label's word
    labelled |= _partitive_heads(b, named)  # "the longest-serving *member* of staff": one of the staff
    per = frozenset(i for c in b.r.of("grouping") for i in c.tokens)
    for i, (slot, sparts, _sure, d) in enumerate(slots):
        if isinstance(slot, Agg):
            slot = edge_scope(count_scope(slot, conjuncts(base)), conjuncts(base))
            if per:  # "the highest average unit price per product": ranked by a figure of each member's own
                sparts = [*sparts, Part(None, per, 1.0, "aggregation", "per member")]
        ranked = _some(base, slot) if d == "min" else base
        k = None if nth else cue.value if cue.value is not None else _limit(b)[0] or whole
        if k is None and nth:  # "the second largest": in the first n, not in the first n - 1
            form: Expr = And(Top(ranked, slot, nth, d == "max"), Not(Top(ranked, slot, nth - 1, d == "max")))
        elif k is None:
            form = (ArgMax if d == "max" else ArgMin)(ranked, slot)
        else:
            form = Top(ranked, slot, int(k), d == "max")
        # "what is the earliest publication year among …": the value itself, not the thing holding it
        value_first = bool(sparts and sparts[0].tokens and _gap(b, cue, sparts[0]) <= 2
                           and cue.word not in PAID_SUPERLATIVES
                           and value_asked and k is None and not any(i + 1 in labelled for i in sparts[0].tokens)
                           and not set(sparts[0].tokens) & named and not holders_said(b, cue, sparts[0], slot, named)) \
            or bool(wh and wh[0].op == "when" and k is None and not nth and sparts and isinstance(slot, Relation)
                    and slot.name in timed)  # "when was the first check": its date, whatever noun names the checks
        node = Candidate(form, [*parts, top_part, *sparts], "nodes", label,
                         bonus=bonus - (VALUE_ASKED if value_first else 0) + DIM_FIT * fits.get(i, 0.0)
                         - (SUMMED_UNASKED if i in summed_at else 0.0),
                         mismatch="it asks for the value, and this answers what holds it" if value_first else "")
        if value_first and b.label_mention(label) is None:  # "lowest score X gave": no award, no word names one
            node.bonus -= VALUE_ASKED
            node.mismatch = f"the question asks for the {sparts[0].text} itself, and no word names {label} nodes"
        if k is not None and b.label_mention(label) is None:
            node.bonus -= too_few(b, label, int(k))
        if isinstance(slot, Agg) and slot.fn == "count" and (why := counted_not_ranked(b, label, cue)):
            node.bonus -= NOT_ASKED
            node.mismatch = why
        out.append(node)
        if isinstance(slot, Relation) and (asked_by_wh or value_first) and k is None and not nth:
            out.append(Candidate(Aggregate("max" if d == "max" else "min", base, slot),
                                 [*parts, top_part, *sparts], "number", label,
                                 bonus=bonus + (VALUE_ASKED if value_first else -VALUE_ASKED)))
    return out
