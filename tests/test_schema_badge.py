"""Issue 34 on property graphs: the schema parser's kg-exact badge holds only what its own checks show. The checks
here need no graph: which ranking by a count takes in things the question's test leaves out, when two readings'
answers are the same, and the words the badge sets aside.
"""

from __future__ import annotations

import pytest

from kgchat.logic.nodes import conjuncts
from kgchat.logic.sexpr import parse, to_sexpr
from kgchat.reasoning.schema_parser.build import Candidate, Part, count_scope
from kgchat.reasoning.schema_parser.coverage import _borrowed, _count_scope, _split_tests
from kgchat.reasoning.schema_parser.engine import _same_answer
from kgchat.reasoning.schema_parser.framing import SUPPORT_VERBS, accounted, round_answers
from kgchat.reasoning.schema_parser.words import read
from kgchat.types import Entity


@pytest.mark.parametrize("form, flawed", [
    # the categories with some product of reorder level 0, ranked by all their products: not what was asked
    ("(TOP (AND (TYPE Category) (JOIN (R PART_OF) (AND (TYPE Product) (JOIN reorderLevel 0))))"
     " (AGG count (R PART_OF)) 3)", True),
    # the suppliers of some dairy product, ranked by how many categories they supply
    ("(TOP (AND (TYPE Supplier) (JOIN (JOIN SUPPLIES PART_OF) dairy)) (AGG count (JOIN SUPPLIES PART_OF)) 5)", True),
    # the values themselves counted ("the most common ship cities")
    ("(TOP (JOIN (R shipCity) (TYPE Order)) (AGG count (R shipCity)) 5)", False),
    # the members of one category ranked by how often they were ordered: the test is on the ranked things
    ("(TOP (AND (AND (TYPE Product) (JOIN PART_OF seafood)) (HAS (R ORDERS))) (AGG count (R ORDERS.end)) 3)", False),
    ("(ARGMAX (TYPE Supplier) (AGG count SUPPLIES))", False),
    ("(TOP (TYPE Product) unitPrice 3)", False),
    # the count narrowed to what the test keeps
    ("(TOP (AND (TYPE Category) (JOIN (R PART_OF) (AND (TYPE Product) (JOIN reorderLevel 0))))"
     " (AGG count (R PART_OF) (AND (TYPE Product) (JOIN reorderLevel 0))) 3)", False),
])
def test_count_scope(form: str, flawed: bool) -> None:
    assert (_count_scope(parse(form)) is not None) is flawed


@pytest.mark.parametrize("form, split", [
    # a product in one category and a product with a reorder level: the form does not say they are the same one
    ("(AND (AND (TYPE Supplier) (JOIN (JOIN SUPPLIES PART_OF) grains)) (JOIN SUPPLIES (AND (TYPE Product)"
     " (gt reorderLevel 10))))", True),
    # the same, inside a ranking
    ("(TOP (AND (TYPE Supplier) (AND (JOIN SUPPLIES (AND (TYPE Product) (gt unitPrice 20)))"
     " (JOIN SUPPLIES (AND (TYPE Product) (lt unitsInStock 5))))) (AGG count SUPPLIES) 3)", True),
    # both tests only name where the steps lead: the names say which things are meant
    ("(AND (AND (TYPE Supplier) (JOIN (JOIN SUPPLIES PART_OF) grains)) (JOIN (JOIN SUPPLIES PART_OF) meat))", False),
    ("(AND (TYPE Customer) (AND (JOIN PURCHASED o1) (JOIN PURCHASED o2)))", False),
    # one test on the related things: nothing to split
    ("(AND (TYPE Supplier) (JOIN SUPPLIES (AND (TYPE Product) (gt unitPrice 20))))", False),
    # tests through different relationships
    ("(AND (JOIN SUPPLIES (AND (TYPE Product) (gt unitPrice 20))) (JOIN country Germany))", False),
    # tests through a relationship's own start: each relationship has one start, so both are said of it
    ("(COUNT (AND (JOIN RODE.start (TYPE Member)) (JOIN RODE.start (AND (TYPE Member) (JOIN student true)))))",
     False),
    ("(SUM (AND (JOIN BORROWED.end (TYPE Item)) (JOIN BORROWED.end (AND (TYPE Item) (JOIN format dvd)))) BORROWED.fine)",
     False),
])
def test_two_tests_through_one_relationship_may_be_about_different_things(form: str, split: bool) -> None:
    assert bool(_split_tests(parse(form))) is split


@pytest.mark.parametrize("slot, base, scoped", [
    # a test past the counted step: it filters what is counted
    ("(AGG count SUPPLIES)", "(AND (TYPE Supplier) (JOIN (JOIN SUPPLIES PART_OF) dairy))",
     "(AGG count SUPPLIES (JOIN PART_OF dairy))"),
    # a test on the relationships counted, read through them
    ("(AGG count (R ORDERS.end))", "(AND (TYPE Product) (JOIN (R ORDERS) (AND (TYPE Order) (JOIN shipCountry France))))",
     "(AGG count (R ORDERS.end) (JOIN ORDERS.start (AND (TYPE Order) (JOIN shipCountry France))))"),
    # the thing at the end named, not tested: every related thing counts
    ("(AGG count PURCHASED)", "(AND (TYPE Customer) (JOIN PURCHASED o1))", "(AGG count PURCHASED)"),
    ("(AGG sum (JOIN SUPPLIES unitPrice))", "(AND (TYPE Supplier) (JOIN SUPPLIES (AND (TYPE Product) (gt unitPrice 5))))",
     "(AGG sum (JOIN SUPPLIES unitPrice))"),
])
def test_count_narrowed_by_the_sets_tests(slot: str, base: str, scoped: str) -> None:
    agg = parse(f"(ARGMAX x {slot})").relation
    assert to_sexpr(count_scope(agg, conjuncts(parse(base)))) == scoped


def test_plural_pronoun_points_back_to_a_label() -> None:
    reading = read("Which suppliers have the highest average unit price across their products?")
    they = next(i for i, t in enumerate(reading.tokens) if t.low == "their")
    label = Part(None, frozenset({1}), 1.0, "label", "Supplier")
    cand = Candidate(parse("(TYPE Supplier)"), [label], "nodes", "Supplier")
    assert accounted(they, cand, reading, True) == "the Supplier nodes named before it"
    alone = Candidate(parse("(TYPE Supplier)"), [], "nodes", "Supplier")
    assert accounted(they, alone, reading, True) is None


def test_same_answer_ranked_or_not() -> None:
    a, b, c = Entity("a", "A"), Entity("b", "B"), Entity("c", "C")
    plain = parse("(AND (TYPE Book) (JOIN IN_GENRE g))")
    ranked = parse("(TOP (TYPE Book) pageCount 2)")
    assert _same_answer(plain, [a, b], plain, [b, a])  # a set: order is the store's
    assert not _same_answer(plain, [a, b], plain, [a, c])
    assert _same_answer(ranked, [a, b], ranked, [a, b])
    assert not _same_answer(ranked, [a, b], plain, [b, a])  # a ranking: order is the answer


def test_forced_steps_are_not_borrowed() -> None:
    """A weak step whose words another piece surely claims is a step no word asks for, unless the question left no
    choice about it (the property of a value named by the value's own words)."""
    value = Part(None, frozenset({5}), 1.0, "value", "city London")
    weak = Part(None, frozenset({5}), 0.66, "property", "city")
    forced = Part(None, frozenset({5}), 0.66, "property", "city", forced=True)
    assert _borrowed(weak, [value, weak])
    assert not _borrowed(forced, [value, forced])


def test_support_verbs_are_verbs_only() -> None:
    """The support verbs the badge sets aside are matched by stem ("uses", "gives", "carries", "played")."""
    stems = {t.stem for t in read("Which award carries a prize, what name does she use, what did he play").tokens}
    assert {"carry", "use", "play"} <= stems & SUPPORT_VERBS
    assert not {"borrow", "write", "publish"} & SUPPORT_VERBS


def _cand(question: str, parts: list[tuple[str, str, str]], answer: str = "nodes") -> tuple[Candidate, object]:
    """A candidate whose pieces claim the words given (kind, text, the words as written), and the question read."""
    r = read(question)
    words = [t.text for t in r.tokens]
    out = [Part(None, frozenset(words.index(w) for w in said.split()), 1.0, kind, text) for kind, text, said in parts]
    return Candidate(parse("(TYPE Thing)"), out, answer), r


def _left(cand: Candidate, r, walks: bool = True) -> list[str]:
    claimed = {t for p in cand.parts for t in p.tokens}
    return [r.tokens[i].text for i, t in enumerate(r.tokens)
            if t.content and i not in claimed and accounted(i, cand, r, walks) is None]


def test_linking_verbs_need_a_walked_relationship() -> None:
    """"contain" says only that two things are connected: accounted for when the form walks a relationship from
    the answer, never when it does not."""
    cand, r = _cand("Which categories contain more than 5 products?",
                    [("label", "Category", "categories"), ("constraint", "count gt 5", "more than 5 products")])
    assert _left(cand, r, walks=True) == []
    assert _left(cand, r, walks=False) == ["contain"]


def test_location_verbs_need_the_place_the_form_uses() -> None:
    cand, r = _cand("Which suppliers are located in 'London'?",
                    [("label", "Supplier", "suppliers"), ("value", "city London", "London")])
    assert _left(cand, r, walks=False) == []
    bare, r2 = _cand("Which suppliers are located in 'London'?", [("label", "Supplier", "suppliers")])
    assert "located" in _left(bare, r2, walks=False)


def test_attribute_nouns_time_units_and_function_phrases() -> None:
    cand, r = _cand("Which products have a unitsInStock value between 50 and 100?",
                    [("label", "Product", "products"), ("property", "units in stock", "unitsInStock"),
                     ("constraint", "between", "between 50 and 100")])
    assert _left(cand, r) == []
    cand, r = _cand("Which orders were placed in the year 1996?", [("label", "Order", "orders"),
                                                                    ("constraint", "order date 1996", "1996")])
    assert _left(cand, r) == []  # "placed": a support verb; "year": the unit of the year compared
    cand, r = _cand("What are the three cheapest products in terms of unitPrice?",
                    [("label", "Product", "products"), ("aggregation", "cheapest", "three cheapest"),
                     ("property", "unit price", "unitPrice")])
    assert _left(cand, r) == []
    # an attribute noun after nothing the form uses is still a word left over
    cand, r = _cand("Which products have a status?", [("label", "Product", "products")])
    assert _left(cand, r) == ["status"]


def test_rounding_is_read_and_done_for_number_answers_only() -> None:
    r = read("What's the average page count of poetry books? (rounded to one decimal)")
    assert [(c.word, c.value) for c in r.of("round")] == [("rounded to one decimal", 1)]
    assert not [c for c in r.cues if c.kind == "number"]  # "one" is no value to compare
    assert [(c.value) for c in read("average price, rounded to 2 decimal places").of("round")] == [2]
    assert [(c.value) for c in read("Round to whole pages.").of("round")] == [0]
    assert [e.name for e in round_answers(r, [Entity("3.6667", "3.6667")])] == ["3.7"]
    number, r = _cand("What's the average page count? (rounded to one decimal)",
                      [("aggregation", "avg", "average"), ("property", "page count", "page count")], "number")
    assert _left(number, r) == []
    nodes, r = _cand("Which genres have the most books? (rounded to one decimal)",
                     [("label", "Genre", "genres"), ("aggregation", "most", "most"), ("label", "Book", "books")])
    assert "rounded" in _left(nodes, r)


def test_a_member_of_a_group_a_label_names() -> None:
    """"crew *members*": one of the nodes of the label the word before names, when the form uses that label."""
    cand, r = _cand("Which crew members joined after 2010?",
                    [("label", "Crew", "crew"), ("constraint", "joined 2010", "joined after 2010")])
    assert _left(cand, r) == []
    cand, r = _cand("Which members joined after 2010?", [("constraint", "joined 2010", "joined after 2010")])
    assert _left(cand, r) == ["members"]
    # the other order: "a member of staff" is one of the staff nodes, when the form uses that label
    cand, r = _cand("Which member of staff joined after 2010?",
                    [("label", "Staff", "staff"), ("constraint", "joined 2010", "joined after 2010")])
    assert _left(cand, r) == []
    cand, r = _cand("Which member of staff joined after 2010?", [("constraint", "joined 2010", "joined after 2010")])
    assert "member" in _left(cand, r)


def test_a_time_unit_after_a_date_property_the_form_uses() -> None:
    """"the earliest enrolment *date*": the date the property holds, when the property holds dates (or years)."""
    from types import SimpleNamespace

    from kgchat.reasoning.schema_parser.schema_index import Element, SchemaMention
    from kgchat.schema import PropertyInfo

    def builder(kind: str, samples: tuple[str, ...]):
        e = Element("prop", "enrolled", words="enrolled", stems=("enrol",),
                    info=PropertyInfo("enrolled", kind, samples=samples))
        return SimpleNamespace(g=SimpleNamespace(schema=[SchemaMention((date - 1,), e, 1.0)]))

    cand, r = _cand("What is the earliest enrolment date of a pupil?",
                    [("aggregation", "earliest enrolled", "earliest enrolment"), ("label", "Pupil", "pupil")])
    date = next(i for i, t in enumerate(r.tokens) if t.low == "date")
    assert accounted(date, cand, r, False, builder("date", ("2019-09-01",))) == "the date enrolled holds"
    assert accounted(date, cand, r, False, builder("int", ("1999", "2004"))) == "the date enrolled holds"  # years
    assert accounted(date, cand, r, False, builder("string", ("spring",))) is None


def test_a_participle_after_the_noun_of_a_key() -> None:
    """"the average fee *paid*": how the value the key holds came about, said after the key's noun; after a label's
    word ("the boats *paid* for") it may be a relationship of its own, and stays unread."""
    cand, r = _cand("What was the average fee paid by members?",
                    [("aggregation", "avg", "average"), ("property", "fee", "fee"), ("label", "Member", "members")],
                    "number")
    assert _left(cand, r) == []
    cand, r = _cand("Which members paid a fee?", [("label", "Member", "members"), ("property", "fee", "fee")])
    assert _left(cand, r) == ["paid"]


def test_coming_before_what_the_form_reads_says_only_the_link() -> None:
    """"finds that *came out of* waterlogged trenches": "come" and its particles before the first word a piece
    reads; with nothing read after them they stay unread."""
    parts = [("label", "Find", "finds"), ("value", "waterlogged true", "waterlogged"), ("label", "Trench", "trenches")]
    assert _left(*_cand("finds that came out of waterlogged trenches", parts)) == []
    left = _left(*_cand("finds that came out of the ground", [("label", "Find", "finds")]))
    assert "came" in left and "ground" in left


def test_start_before_a_relationship_whose_start_is_answered() -> None:
    """"when did Ada *start* mentoring Bo": the answer is the relationship's ``since``; "stop" is not said by it."""
    def left(question: str, key: str) -> list[str]:
        r = read(question)
        words = [t.text for t in r.tokens]
        parts = [Part(None, frozenset({words.index("mentoring")}), 1.0, "relation", "MENTORS"),
                 Part(None, frozenset({words.index("Ada")}), 1.0, "entity", "Ada"),
                 Part(None, frozenset({words.index("Bo")}), 1.0, "entity", "Bo")]
        form = parse(f"(JOIN (R MENTORS.{key}) (AND (JOIN MENTORS.start ada) (JOIN MENTORS.end bo)))")
        return _left(Candidate(form, parts, "value"), r)

    assert left("when did Ada start mentoring Bo", "since") == []
    assert left("when did Ada stop mentoring Bo", "since") == ["stop"]
    assert left("when did Ada start mentoring Bo", "hours") == ["start"]
