"""Readings that score close to the one answered, on a small sailing-club graph built here, on the real test Neo4j
with MiniLM, as the default engine reads them: a reading the schema makes meaningless (adding up the numbers that
tell sailors apart; one relationship walked there and back by the word the answer walks once) casts no doubt, nor
does the highest value for a question asking for the thing ranked; a reading that answers otherwise still does.
"""

from __future__ import annotations

import pytest

from kgchat.types import Provenance

pytestmark = pytest.mark.neo4j

NODES = {
    "ivo": (["Sailor"], {"name": "Ivo Brandt", "sailorNo": 4101}),
    "una": (["Sailor"], {"name": "Una Pike", "sailorNo": 4102}),
    "raf": (["Sailor"], {"name": "Raf Oduya", "sailorNo": 4103}),
    "lea": (["Sailor", "Veteran"], {"name": "Lea Morrow", "sailorNo": 4104}),
    "tom": (["Sailor", "Veteran"], {"name": "Tom Achebe", "sailorNo": 4105}),
    "gull": (["Boat"], {"name": "Gull", "value": 42000, "launched": 1998}),
    "tern": (["Boat"], {"name": "Tern", "value": 18500, "launched": 2006}),
    "wren": (["Boat"], {"name": "Wren", "value": 9900, "launched": 2015}),
}
RELS = [("ivo", "gull"), ("una", "gull"), ("raf", "tern"), ("lea", "gull"), ("tom", "wren"), ("una", "tern")]


@pytest.fixture(scope="module")
def club(neo4j_server):
    from neo4j_server import schema_engine_on

    def fill(s) -> None:
        for start, end in RELS:
            s.run("MATCH (a {_h: $a}), (b {_h: $b}) CREATE (a)-[:CREWS_ON]->(b)", a=start, b=end)

    with schema_engine_on(neo4j_server, NODES, fill) as engine:
        yield engine


@pytest.mark.parametrize(("question", "form", "first"), [
    # adding up sailorNo (which "sailors" also names) is no other meaning of the question
    ("How many sailors are there?", "(COUNT (TYPE Sailor))", "5"),
    # the superlative grades the boats: the highest value alone answers another kind of thing
    ("what's the most valuable boat", "(ARGMAX (TYPE Boat) value)", "Gull"),
    # "which veterans crew on what Ivo crews on" reads 'crew' twice (every veteran is a sailor)
    ("What does Ivo Brandt crew on?", "(AND (TYPE Boat) (JOIN (R CREWS_ON)", "Gull"),
])
def test_a_meaningless_close_reading_casts_no_doubt(club, question, form, first):
    answer = club.ask(question)
    assert answer.trace.logical_form.startswith(form), answer.trace.logical_form
    assert answer.entities and answer.entities[0].name == first
    assert answer.provenance is Provenance.KG_EXACT, answer.trace.not_covered


def test_the_sum_of_a_number_that_tells_nodes_apart_is_never_exact(club):
    answer = club.ask("What is the sum of the sailor numbers?")
    assert answer.trace.logical_form == "(SUM (TYPE Sailor) sailorNo)", answer.trace.logical_form
    assert answer.provenance is Provenance.KG_APPROXIMATE
    assert any("tell things apart" in row for row in answer.trace.not_covered)
