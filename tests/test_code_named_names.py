"""What a node named by a code is called, on a small ferry graph: a label whose ``name`` is missing on some nodes is
named by the short code every node holds (``ref``) and read as "Island Loop (F1)"; "what is the name of route F1" /
"what is route F1 called" ask for its ``name`` (the words people read), not for the code that names it in the graph,
nor for the node itself. On the real test Neo4j with MiniLM.
"""

from __future__ import annotations

import pytest

NODES = {
    "f1": (["Route"], {"ref": "F1", "name": "Island Loop", "minutes": 40}),
    "f2": (["Route"], {"ref": "F2", "minutes": 25}),
    "f3": (["Route"], {"ref": "F3", "name": "Harbour Shuttle", "minutes": 15}),
    "f4": (["Route"], {"ref": "F4", "name": "Lighthouse Run", "minutes": 55}),
    "f5": (["Route"], {"ref": "F5", "minutes": 30}),
    "p1": (["Pier"], {"name": "North Pier", "berths": 4}),
    "p2": (["Pier"], {"name": "Market Quay", "berths": 2}),
    "p3": (["Pier"], {"name": "Gull Rock", "berths": 1}),
}
STOPS_AT = [("f1", "p1"), ("f1", "p3"), ("f2", "p1"), ("f2", "p2"), ("f3", "p2"), ("f4", "p3"), ("f5", "p1")]


@pytest.fixture(scope="module")
def ferries(neo4j_server):
    from neo4j_server import schema_engine_on

    def fill(s) -> None:
        for a, b in STOPS_AT:
            s.run("MATCH (a {_h: $a}), (b {_h: $b}) CREATE (a)-[:STOPS_AT]->(b)", a=a, b=b)

    with schema_engine_on(neo4j_server, NODES, fill) as engine:
        yield engine


@pytest.mark.neo4j
def test_the_code_names_the_routes(ferries):
    route = ferries.graph.schema().label("Route")
    assert (route.name_property, route.display, route.keyed) == ("ref", ("name",), True)


@pytest.mark.neo4j
@pytest.mark.parametrize(("question", "said"), [
    ("What is the name of route F1?", "Island Loop"),
    ("What is route F3 called?", "Harbour Shuttle"),
    ("what's the name of the F4 route", "Lighthouse Run"),
])
def test_the_name_of_a_node_named_by_its_code(ferries, question, said):
    answer = ferries.ask(question)
    assert [e.name for e in answer.entities] == [said], answer.trace.logical_form
