"""A key that names a node, asked of the node the question names by it, answers with the question's own words: "fleet
number of G-KTWL" is the aircraft's ``fleetNo``, not its ``tailNumber`` (which is "G-KTWL"); on the airline graph of
bench/own/propgraph13, on the real test Neo4j with MiniLM."""

from __future__ import annotations

from pathlib import Path

import pytest

pytestmark = pytest.mark.neo4j
GRAPH = Path(__file__).resolve().parent.parent / "bench" / "own" / "propgraph13"


@pytest.fixture(scope="module")
def airline(neo4j_server):
    from neo4j_server import schema_engine_on_bench

    with schema_engine_on_bench(neo4j_server, GRAPH) as engine:
        yield engine


def test_the_key_naming_a_node_is_not_asked_of_it(airline):
    answer = airline.ask("fleet number of G-KTWL?")
    assert "fleetNo" in str(answer.trace.logical_form), answer.trace.logical_form
    assert [e.name for e in answer.entities] == ["111"]


def test_the_naming_key_is_asked_of_a_node_named_by_another_key(airline):
    # the plane is found by its nickname, so its tail number is not in the question
    answer = airline.ask("What's the tail number of the plane nicknamed Shearwater?")
    assert [e.name for e in answer.entities] == ["G-KTWK"], answer.trace.logical_form
