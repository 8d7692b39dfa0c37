"""A flag whose key says "in" something ("inService") said "out of" it ("planes *out of* service") is that flag
denied, as "not in service" is: on a small graph built here, on the real test Neo4j with MiniLM.
"""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.neo4j

NODES = {
    "a": (["Plane"], {"name": "Curlew", "inService": True}),
    "b": (["Plane"], {"name": "Dunlin", "inService": False}),
    "c": (["Plane"], {"name": "Godwit", "inService": True}),
    "d": (["Plane"], {"name": "Knot", "inService": True}),
    "m": (["Model"], {"name": "Tern 40", "seats": 40}),
}
RELS = [("a", "OF_MODEL", "m"), ("b", "OF_MODEL", "m"), ("c", "OF_MODEL", "m"), ("d", "OF_MODEL", "m")]


@pytest.fixture(scope="module")
def fleet(neo4j_server):
    from neo4j_server import schema_engine_on

    with schema_engine_on(neo4j_server, NODES, rels=RELS) as engine:
        yield engine


def test_out_of_service_denies_in_service(fleet):
    answer = fleet.ask("Which planes are out of service?")
    assert [e.name for e in answer.entities] == ["Dunlin"], answer.trace.logical_form


def test_in_service_is_still_the_flag(fleet):
    answer = fleet.ask("How many planes are in service?")
    assert [e.name for e in answer.entities] == ["3"], answer.trace.logical_form
