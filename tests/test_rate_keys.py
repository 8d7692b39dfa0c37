"""A number followed by the words of a numeric key said whole ("more than 3 *tours a week*": toursPerWeek) compares
that key, not a count of the things its first word names, on a small walking-tour graph on the real test Neo4j
with MiniLM; a number before the label's word alone still counts them; an amount of money ("over £300") is never
compared with a key that numbers things (``guideNo``).
"""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.neo4j

NODES = {
    "g1": (["Guide"], {"guideName": "Ada Lusk", "toursPerWeek": 5, "guideNo": 410, "dayRateGbp": 250}),
    "g2": (["Guide"], {"guideName": "Bryn Cole", "toursPerWeek": 2, "guideNo": 120, "dayRateGbp": 320}),
    "g3": (["Guide"], {"guideName": "Cato Fry", "toursPerWeek": 4, "guideNo": 388, "dayRateGbp": 180}),
    "t1": (["Tour"], {"title": "Old Docks Walk"}),
    "t2": (["Tour"], {"title": "Castle Ramparts"}),
    "t3": (["Tour"], {"title": "Ghosts of Mill Lane"}),
}
RELS = [("g2", "LEADS", "t1"), ("g2", "LEADS", "t2"), ("g2", "LEADS", "t3"), ("g1", "LEADS", "t1")]


@pytest.fixture(scope="module")
def tours(neo4j_server):
    from neo4j_server import schema_engine_on

    with schema_engine_on(neo4j_server, NODES, rels=RELS) as engine:
        yield engine


@pytest.mark.parametrize("question", ["guides who give more than 3 tours a week",
                                      "guides with more than 3 tours per week"])
def test_a_number_before_a_rate_key_said_whole_compares_the_key(tours, question):
    answer = tours.ask(question)
    assert sorted(e.name for e in answer.entities) == ["Ada Lusk", "Cato Fry"], answer.trace.logical_form


def test_a_number_before_the_label_word_alone_counts(tours):
    answer = tours.ask("guides who lead more than 2 tours")
    assert [e.name for e in answer.entities] == ["Bryn Cole"], answer.trace.logical_form


def test_an_amount_of_money_is_no_number_of_a_key_that_numbers_things(tours):
    from kgchat.logic.sexpr import to_sexpr
    from kgchat.reasoning.schema_parser.build import Builder
    from kgchat.reasoning.schema_parser.grounding import ground
    from kgchat.reasoning.schema_parser.words import read

    for question, money in (("how many guides have more than £300", True), ("guides numbered over 300", False)):
        reading = read(question)
        builder = Builder(reading, ground(reading, tours.index, tours.graph), tours.index)
        cue = next(c for c in reading.cues if c.kind == "number")
        keys = {to_sexpr(f) for f, _, _ in builder.comparison_links("Guide", cue)}
        assert any("guideNo" in k for k in keys) is not money, keys
