"""A plain word for the organisation's staff ("which *staff* …", "the youngest *member of staff*") names the label
of people it keeps employment keys on (a start date, a department), where the graph keeps people of another kind
too (the artists whose works it holds, with births, deaths and nationalities): on a small gallery graph on the real
test Neo4j with MiniLM.
"""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.neo4j

NODES = {
    "c1": (["Curator"], {"givenName": "Ines", "surname": "Halloway", "bornYear": 1971, "startedOn": "2004-05-01",
                         "department": "Prints"}),
    "c2": (["Curator"], {"givenName": "Tobin", "surname": "Marsh", "bornYear": 1990, "startedOn": "2019-02-11",
                         "department": "Sculpture"}),
    "c3": (["Curator"], {"givenName": "Wren", "surname": "Oduya", "bornYear": 1983, "startedOn": "2012-09-03",
                         "department": "Prints"}),
    "a1": (["Artist"], {"artistName": "Piet Kalm", "bornYear": 1994, "diedYear": 2020, "nationality": "Dutch"}),
    "a2": (["Artist"], {"artistName": "Rosa Vell", "bornYear": 1901, "diedYear": 1977, "nationality": "Spanish"}),
}


@pytest.fixture(scope="module")
def gallery(neo4j_server):
    from neo4j_server import schema_engine_on

    with schema_engine_on(neo4j_server, NODES) as engine:
        yield engine


def test_staff_names_the_people_the_graph_keeps_employment_keys_on(gallery):
    answer = gallery.ask("Which staff work in Prints?")
    assert sorted(e.name for e in answer.entities) == ["Ines Halloway", "Wren Oduya"], answer.trace.logical_form


def test_a_member_of_staff_is_one_of_them(gallery):
    # the youngest artist (born 1994) is no member of staff
    answer = gallery.ask("youngest member of staff")
    assert [e.name for e in answer.entities] == ["Tobin Marsh"], answer.trace.logical_form
