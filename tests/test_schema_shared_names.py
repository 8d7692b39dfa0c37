"""Keys spelt in short forms read as the words people say ("flightCode": the flight number), and "how many different
flight numbers" counts the values of a naming key many nodes share, not the nodes: on a small graph built here, on
the real test Neo4j with MiniLM.
"""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.neo4j

# four dated flights under two flight numbers
NODES = {
    "f1": (["Flight"], {"flightCode": "KX10", "day": "2025-03-01", "delayMin": 5}),
    "f2": (["Flight"], {"flightCode": "KX10", "day": "2025-03-02", "delayMin": 0}),
    "f3": (["Flight"], {"flightCode": "KX12", "day": "2025-03-01", "delayMin": 40}),
    "f4": (["Flight"], {"flightCode": "KX12", "day": "2025-03-03", "delayMin": 12}),
    "p1": (["Plane"], {"name": "Curlew", "seatQty": 48}),
    "p2": (["Plane"], {"name": "Dunlin", "seatQty": 72}),
}
RELS = [("f1", "FLOWN_BY", "p1"), ("f2", "FLOWN_BY", "p1"), ("f3", "FLOWN_BY", "p2"), ("f4", "FLOWN_BY", "p2")]


@pytest.fixture(scope="module")
def flights(neo4j_server):
    from neo4j_server import schema_engine_on

    with schema_engine_on(neo4j_server, NODES, rels=RELS) as engine:
        yield engine


def test_different_flight_codes_are_counted_as_values(flights):
    answer = flights.ask("How many different flight codes are there?")
    assert "flightCode" in answer.trace.logical_form, answer.trace.logical_form
    assert [e.name for e in answer.entities] == ["2"], answer.trace.logical_form


def test_flights_are_still_counted_as_nodes(flights):
    answer = flights.ask("How many flights are there?")
    assert [e.name for e in answer.entities] == ["4"], answer.trace.logical_form
