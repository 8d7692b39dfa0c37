"""A superlative of time ("the newest", "the oldest") ranks a key holding dates or years, never the number a key
gives each node ("fleetNo", "memberId"), even when a word of the question names that key ("the newest plane in the
*fleet*"): on a small graph built here, on the real test Neo4j with MiniLM. A question about the number itself ("the
highest fleet number") still reads the number.
"""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.neo4j

# fleet numbers run against the years of delivery: ranking by the number gives the other end
NODES = {
    "a": (["Plane"], {"name": "Curlew", "fleetNo": 101, "deliveredYear": 2021}),
    "b": (["Plane"], {"name": "Dunlin", "fleetNo": 102, "deliveredYear": 2015}),
    "c": (["Plane"], {"name": "Godwit", "fleetNo": 103, "deliveredYear": 2009}),
    "m": (["Model"], {"name": "Tern 40", "seats": 40}),
}
RELS = [("a", "OF_MODEL", "m"), ("b", "OF_MODEL", "m"), ("c", "OF_MODEL", "m")]


@pytest.fixture(scope="module")
def fleet(neo4j_server):
    from neo4j_server import schema_engine_on

    with schema_engine_on(neo4j_server, NODES, rels=RELS) as engine:
        yield engine


def test_the_newest_ranks_by_the_year_not_the_fleet_number(fleet):
    answer = fleet.ask("Which plane is the newest in the fleet?")
    assert "fleetNo" not in answer.trace.logical_form, answer.trace.logical_form
    assert [e.name for e in answer.entities] == ["Curlew"], answer.trace.logical_form


def test_the_oldest_in_the_fleet(fleet):
    answer = fleet.ask("the oldest plane in our fleet")
    assert [e.name for e in answer.entities] == ["Godwit"], answer.trace.logical_form


def test_the_number_itself_is_still_read(fleet):
    answer = fleet.ask("Which plane has the highest fleet number?")
    assert "fleetNo" in answer.trace.logical_form, answer.trace.logical_form
    assert [e.name for e in answer.entities] == ["Godwit"], answer.trace.logical_form
