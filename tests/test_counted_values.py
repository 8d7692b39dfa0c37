"""Two readings of a count on someone else's property graph: the things counted named by a value the answering
engine read ("how many *comedies*": films whose genre is comedy), and how many decimals to show written without a
verb ("(2 decimals)", "to 2 dp")."""

from __future__ import annotations

from kgchat.reasoning.answer_type import Asked
from kgchat.reasoning.question import analyse
from kgchat.reasoning.schema_parser.words import read
from kgchat.reasoning.unread import absent
from kgchat.reasoning.vocabulary import Vocabulary
from kgchat.types import Answer, Coverage, Entity, Trace


def _count_answer(question: str, covered: str | None, kind: str = "constraint") -> Answer:
    trace = Trace(coverage=[Coverage("how many", "aggregation", "count"),
                            Coverage("comedies", kind, covered)])
    return Answer(question, "17", [Entity("17", "17")], trace=trace)


def test_a_counted_word_the_engine_read_as_a_value_is_not_outside_the_graph(tiny_sqlite):
    question = "How many comedies are there?"
    a = analyse(question, tiny_sqlite, Vocabulary.for_graph(tiny_sqlite, None), link=False)
    want = Asked("how many", "count", says="a number",
                 counted=Asked("comedies", "unknown", says="'comedies', which names nothing in this graph"))
    assert absent(a, want, set(), _count_answer(question, "genres is comedy")) is None
    found = absent(a, want, set(), _count_answer(question, None))  # read as nothing: still outside the graph
    assert found is not None and found[1] == "counted"
    # read as a thing of its own (a tag the counted films carry: "how many children does X have"), not as the
    # counted things' class or a test on them: still outside the graph
    found = absent(a, want, set(), _count_answer(question, "(JOIN has_tags comedies)", "entity"))
    assert found is not None and found[1] == "counted"


def _round(question: str) -> list[tuple[int, tuple[int, ...]]]:
    return [(c.value, c.tokens) for c in read(question).cues if c.kind == "round"]


def test_decimals_asked_for_without_a_verb():
    assert _round("avg ticket price over all screenings (2 decimals)") == [(2, (6, 7))]
    assert _round("average price to 2 dp") == [(2, (2, 3, 4))]
    assert _round("average rating, 1 decimal place") == [(1, (2, 3, 4))]
    assert _round("average price rounded to 2 decimal places") == [(2, (2, 3, 4, 5, 6))]
    # a number that counts something is a value, not decimals
    assert _round("price of 2 items") == [] and any(c.kind == "number" for c in read("price of 2 items").cues)


def test_a_word_with_a_capital_inside_is_a_name_even_first(tiny_sqlite):
    from kgchat.reasoning.unread import unknown_names

    def names(question: str) -> list[str]:
        return unknown_names(analyse(question, tiny_sqlite, Vocabulary.for_graph(tiny_sqlite, None), link=False))

    assert names("IMDb rating of Zorblax Quentin") == ["IMDb", "Zorblax", "Quentin"]
    assert names("Rating of Zorblax") == ["Zorblax"]  # a sentence's first word is capitalised by habit
