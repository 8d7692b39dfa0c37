"""Issue 34: answers the graph does not back are not kg-exact, and a whole label kept while a word English does not
know would narrow it is refused (``schema_parser/unbacked.py``, ``schema_parser/said_of_all.py``):

- a count with a test that finds none ("how many sailors crew Sea Wren" on a graph where nobody does): no row
  shows what the tests kept;
- a year said as a time ("in 2021") tested on a key that holds no times (a length in feet);
- "who is the club captain of *brackwater*": a name the graph does not hold narrows the sailors kept whole.

Read on the sailing-club schema of ``test_schema_links`` (no graph behind it) and on a small club graph written into
the test Neo4j.
"""

from __future__ import annotations

import pytest
from test_schema_links import CLUB, Club
from test_schema_said_of_all import _unread

from kgchat.logic.sexpr import parse
from kgchat.reasoning.schema_parser.parts import Candidate
from kgchat.reasoning.schema_parser.schema_index import SchemaIndex
from kgchat.reasoning.schema_parser.words import read
from kgchat.types import Entity


@pytest.fixture(scope="module")
def index() -> SchemaIndex:
    return SchemaIndex(Club())


def _years(question: str, form: str) -> list[str]:
    from kgchat.reasoning.schema_parser.unbacked import untimed_years

    cand = Candidate(parse(form), [], "number")
    return [row.span for row in untimed_years(cand, read(question), CLUB)]


def test_a_year_said_as_a_time_on_a_key_without_times_is_doubted():
    assert _years("How many boats measured 2021 feet in 2021?", "(COUNT (AND (TYPE Boat) (JOIN lengthFt 2021)))") \
        == ["'in 2021' is a time, and lengthFt holds no dates or years"]


@pytest.mark.parametrize(("question", "form"), [
    ("How many boats were built in 1964?", "(COUNT (AND (TYPE Boat) (JOIN built 1964)))"),  # a key of years
    ("How many boats are 2021 feet long?", "(COUNT (AND (TYPE Boat) (JOIN lengthFt 2021)))"),  # no time said
    ("How many boats are longer than 2000 feet?", "(COUNT (AND (TYPE Boat) (gt lengthFt 2000)))"),
])
def test_a_year_on_a_key_of_years_or_a_number_not_said_as_a_time_stays(question, form):
    assert _years(question, form) == []


def test_a_count_of_none_with_a_test_is_not_backed():
    from kgchat.reasoning.schema_parser.unbacked import empty_count

    form = parse("(COUNT (AND (TYPE Sailor) (JOIN CREWS b1)))")
    assert len(empty_count(form, [Entity("0", "0")])) == 1
    assert empty_count(form, [Entity("2", "2")]) == []
    assert empty_count(parse("(COUNT (TYPE Sailor))"), [Entity("0", "0")]) == []


@pytest.mark.parametrize(("question", "words"), [
    ("who is the club captain of brackwater", ["brackwater"]),
    ("Which boats have free wifi?", ["wifi"]),
])
def test_a_word_english_does_not_know_narrows_a_whole_label(index, question, words):
    assert _unread(question, index)[1] == words


NODES = {
    "ann": (["Sailor"], {"name": "Ann Kell", "sailorNo": 1}),
    "bo": (["Sailor"], {"name": "Bo Tarrant", "sailorNo": 2}),
    "wren": (["Boat"], {"name": "Sea Wren", "lengthFt": 24}),
    "gull": (["Boat"], {"name": "Grey Gull", "lengthFt": 31}),
}
RELS = [("ann", "CREWS", "gull"), ("bo", "CREWS", "gull")]


@pytest.mark.neo4j
def test_a_count_of_none_is_answered_but_not_exact(neo4j_server):
    from neo4j_server import schema_engine_on

    from kgchat.types import Provenance

    with schema_engine_on(neo4j_server, NODES, rels=RELS) as engine:
        none = engine.ask("How many sailors crew Sea Wren?")
        some = engine.ask("How many sailors crew Grey Gull?")
    assert [e.name for e in none.entities] == ["0"], none.trace.logical_form
    assert none.provenance is Provenance.KG_APPROXIMATE
    assert [e.name for e in some.entities] == ["2"] and some.provenance is Provenance.KG_EXACT


def _asked(question: str, index: SchemaIndex) -> str | None:
    from test_schema_links import at, builder

    from kgchat.reasoning.schema_parser.assemble import candidates
    from kgchat.reasoning.schema_parser.counted import unnamed_asked
    from kgchat.reasoning.schema_parser.framing import accounted
    from kgchat.reasoning.schema_parser.schema_index import EntityMention

    reading = read(question)
    names = [EntityMention(at(reading, "sea", "wren"), Entity("b1", "Sea Wren"), ("Boat",))] \
        if "Sea Wren" in question else []
    b = builder(question, index, names)
    cand = candidates(b)[0]
    return unnamed_asked(cand, b.r, b, lambda i: accounted(i, cand, b.r, True, b))


@pytest.mark.parametrize("question", [
    "How many nurses crew Sea Wren?",  # the sailors are counted, and nothing in the graph is a nurse
    "Which sailor has the most assists?",  # ranked by a number that tells sailors apart
    "How many no-shows did Sea Wren have?",  # a hyphenated noun counted, which names nothing here either
])
def test_a_noun_asked_for_or_ranked_by_that_names_nothing_is_refused(index, question):
    assert _asked(question, index) is not None


@pytest.mark.parametrize("question", [
    "How many sailors crew Sea Wren?",
    "How many people crew Sea Wren?",  # a plain word for people
    "Which sailor has crewed the most boats?",
    "Which boat is the most expensive?",
    "Which sailor registered most recently?",
])
def test_a_noun_the_graph_names_or_a_plain_word_for_people_stays(index, question):
    assert _asked(question, index) is None


def test_a_total_the_form_does_not_add_up_is_not_exact():
    from kgchat.reasoning.schema_parser.counted import undone_total
    from kgchat.reasoning.schema_parser.parts import Part

    question = "How many feet in total did Sea Wren measure?"
    reading = read(question)
    total = frozenset(i for c in reading.of("agg") if c.op == "sum" for i in c.tokens)
    cand = Candidate(parse("(JOIN (R lengthFt) b1)"), [Part(None, total, 1.0, "aggregation", "in total")], "value")
    assert len(undone_total(cand, reading)) == 1
    summed = Candidate(parse("(SUM (TYPE Boat) lengthFt)"), cand.parts, "number")
    assert undone_total(summed, reading) == []


def test_a_total_one_named_thing_keeps_under_that_name_is_read():
    from kgchat.reasoning.schema_parser.counted import undone_total
    from kgchat.reasoning.schema_parser.parts import Part

    reading = read("total for reservation R-105")
    total = frozenset(i for c in reading.of("agg") if c.op == "sum" for i in c.tokens)
    assert total
    part = [Part(None, total, 1.0, "aggregation", "total")]
    assert undone_total(Candidate(parse("(JOIN (R totalEur) r1)"), part, "value"), reading) == []
    # a key that does not say it, or the totals of several things, is still a sum the form does not do
    assert len(undone_total(Candidate(parse("(JOIN (R priceEur) r1)"), part, "value"), reading)) == 1
    several = parse("(JOIN (R totalEur) (TYPE Booking))")
    assert len(undone_total(Candidate(several, part, "value"), reading)) == 1


def test_a_key_that_keeps_a_bound_is_not_the_things_counted():
    from kgchat.reasoning.schema_parser.parts import Part
    from kgchat.reasoning.schema_parser.unbacked import bounds_unsaid

    def rows(question: str) -> list:
        reading = read(question)
        loans = frozenset(i for i, t in enumerate(reading.tokens) if t.low == "loans")
        return bounds_unsaid(Candidate(parse("(SUM (TYPE Patron) maxLoans)"),
                                       [Part(None, loans, 0.8, "property", "max loans")], "number"), reading)

    assert len(rows("How many loans did the patrons take out?")) == 1
    assert rows("How many loans can a patron have at most?") == []
    assert rows("What is the maximum number of loans a patron may have?") == []


def test_a_bound_the_question_says_as_a_verb_is_asked():
    from kgchat.reasoning.schema_parser.parts import Part
    from kgchat.reasoning.schema_parser.unbacked import bounds_unsaid

    def rows(question: str) -> list:
        reading = read(question)
        pets = frozenset(i for i, t in enumerate(reading.tokens) if t.low in ("allow", "pets"))
        return bounds_unsaid(Candidate(parse("(JOIN (R petsAllowed) b1)"),
                                       [Part(None, pets, 0.8, "property", "pets allowed")], "value"), reading)

    assert rows("does the Sea Wren allow pets?") == []  # "allow": the bound itself, as a verb
    assert len(rows("how many pets on the Sea Wren?")) == 1


def test_a_refusal_because_the_graph_keeps_none_of_it_stands_in_the_router(tmp_path):
    from test_router import COUNTING, _scripted

    from kgchat.types import Provenance

    router, run = _scripted(tmp_path, refuses={"first"})

    def sure(arm, budget):
        answer = run(arm, budget)
        if arm.name == "first":
            answer.trace.extra["unanswerable"] = "'nurses' names nothing in this graph"
        return answer

    answer = router.answer("q", sure, x=COUNTING)
    assert answer.provenance is Provenance.NONE and answer.trace.extra["router"]["arm"] == "first"


def test_a_yes_or_no_reading_leaving_a_noun_unread_is_refused():
    from kgchat.reasoning.schema_parser.counted import truth_unasked

    reading = read("Can you take a bike on the Coastway at peak times?")
    cand = Candidate(parse("(JOIN (R peakHeadwayMin) s2)"), [], "truth")
    assert truth_unasked(cand, reading, ["take", "bike", "times"]) is not None
    assert truth_unasked(cand, reading, ["paid"]) is None  # a verb left over: the thing asked about is read
    assert truth_unasked(Candidate(cand.form, [], "value"), reading, ["bike"]) is None


def test_times_counts_occurrences_and_a_no_to_is_x_a_y_stands(index):
    from kgchat.reasoning.schema_parser.unbacked import unbacked

    assert _asked("How many times has Sea Wren crewed?", index) is None  # occurrences, not a kind of thing
    truth = Candidate(parse("(COUNT (AND (TYPE Sailor) b1))"), [], "truth")
    assert unbacked(truth, read("Is Sea Wren a sailor?"), [Entity("0", "0")], CLUB) == []


def test_how_much_alone_and_a_particle_are_no_total_and_no_noun():
    from kgchat.reasoning.schema_parser.counted import truth_unasked, undone_total
    from kgchat.reasoning.schema_parser.parts import Part

    reading = read("How much was a ticket to the Autumn Cup?")
    much = frozenset(i for c in reading.of("agg") for i in c.tokens)
    price = Candidate(parse("(JOIN (R ticketPrice) r1)"), [Part(None, much, 1.0, "aggregation", "sum")], "value")
    assert undone_total(price, reading) == []  # an amount, which one value may be
    loan = read("Is the Sea Wren out on loan at the moment?")
    assert truth_unasked(Candidate(parse("(COUNT (JOIN CREWS b1))"), [], "truth"), loan, ["out"]) is None
