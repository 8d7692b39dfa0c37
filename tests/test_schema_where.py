""""Where" asks for a place: the nodes of a label the graph keeps places under (a town, an address or an elevation
among its keys), not the flights or planes the question's other words name ("where does *flight* KX10 go to"): on a
small graph built here, on the real test Neo4j with MiniLM.
"""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.neo4j

NODES = {
    "f1": (["Flight"], {"flightNo": "KX10", "day": "2025-03-01"}),
    "f2": (["Flight"], {"flightNo": "KX10", "day": "2025-03-02"}),
    "f3": (["Flight"], {"flightNo": "KX12", "day": "2025-03-01"}),
    "a1": (["Airport"], {"name": "Pellow Downs", "town": "Pellow", "elevationFt": 120}),
    "a2": (["Airport"], {"name": "Ystra Point", "town": "Ystra", "elevationFt": 15}),
    "p1": (["Plane"], {"name": "Curlew", "seats": 48}),
    "c1": (["Pilot"], {"firstName": "Ailsa", "lastName": "Brodie", "born": 1980, "town": "Ystra"}),
}
RELS = [("f1", "ARRIVES_AT", "a1"), ("f2", "ARRIVES_AT", "a1"), ("f3", "ARRIVES_AT", "a2"),
        ("f1", "DEPARTS_FROM", "a2"), ("f2", "DEPARTS_FROM", "a2"), ("f3", "DEPARTS_FROM", "a1"),
        ("f1", "FLOWN_BY", "p1"), ("f2", "FLOWN_BY", "p1"), ("f3", "FLOWN_BY", "p1"), ("c1", "CREWED", "f1")]


@pytest.fixture(scope="module")
def flights(neo4j_server):
    from neo4j_server import schema_engine_on

    with schema_engine_on(neo4j_server, NODES, rels=RELS) as engine:
        yield engine


def test_where_a_flight_goes_is_an_airport(flights):
    answer = flights.ask("Where does KX12 fly to?")
    assert [e.name for e in answer.entities] == ["Ystra Point"], answer.trace.logical_form


def test_places_are_labels_with_place_keys_and_no_people(flights):
    from kgchat.reasoning.schema_parser.places import place_labels

    assert place_labels(flights.index.schema) == frozenset({"Airport"})


def test_where_is_the_label_named_after_it_still_asks_for_it(flights):
    answer = flights.ask("Where is the airport with the highest elevation?")
    assert [e.name for e in answer.entities] == ["Pellow Downs"], answer.trace.logical_form


def test_where_answered_by_a_key_of_no_place_is_never_exact(flights):
    from kgchat.types import Provenance

    answer = flights.ask("Where is Curlew?")  # the plane has seats and a name only: no place to give
    assert answer.provenance is not Provenance.KG_EXACT, (answer.trace.logical_form, answer.entities)
