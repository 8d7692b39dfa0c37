"""A true/false key of a relationship said as a state of the nodes at one end of it ("*uncollected* lots", "lots
that were not *collected*", "*collected* lots": BOUGHT's collected) tests those nodes, on a small sale-room graph on
the real test Neo4j; "to be collected" says no such state.
"""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.neo4j

NODES = {
    "l1": (["Lot"], {"stockNo": "L-01", "objectType": "clock"}),
    "l2": (["Lot"], {"stockNo": "L-02", "objectType": "vase"}),
    "l3": (["Lot"], {"stockNo": "L-03", "objectType": "chair"}),
    "l4": (["Lot"], {"stockNo": "L-04", "objectType": "desk"}),
    "ann": (["Buyer"], {"buyerName": "Ann Vale"}),
    "bo": (["Buyer"], {"buyerName": "Bo Marsh"}),
}


def _fill(session) -> None:
    for buyer, lot, collected in (("ann", "l1", True), ("ann", "l2", False), ("bo", "l3", False)):
        session.run("MATCH (b {_h: $b}), (l {_h: $l}) CREATE (b)-[:BOUGHT {collected: $c, hammerGbp: 100}]->(l)",
                    b=buyer, l=lot, c=collected)


@pytest.fixture(scope="module")
def rooms(neo4j_server):
    from neo4j_server import schema_engine_on

    with schema_engine_on(neo4j_server, NODES, fill=_fill) as engine:
        yield engine


@pytest.mark.parametrize("question", ["uncollected lots", "Which lots were not collected?",
                                      "lots that are uncollected"])
def test_a_relationship_flag_said_as_a_state_denied_tests_the_nodes(rooms, question):
    answer = rooms.ask(question)
    assert sorted(e.name for e in answer.entities) == ["L-02", "L-03"], answer.trace.logical_form


def test_a_relationship_flag_said_before_the_label_word_tests_the_nodes(rooms):
    answer = rooms.ask("collected lots")
    assert [e.name for e in answer.entities] == ["L-01"], answer.trace.logical_form


def test_to_be_said_is_no_state(rooms):
    answer = rooms.ask("lots to be collected")
    assert "collected true" not in (answer.trace.logical_form or ""), answer.trace.logical_form
