"""A question whose only word of the graph is a value said as a plural noun ("list the *captains*": the crew whose
job title is Captain) is read as the nodes holding that value, not refused as naming nothing of the graph: on a small
graph built here, on the real test Neo4j with MiniLM.
"""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.neo4j

NODES = {
    "a": (["Crew"], {"name": "Ailsa Brodie", "jobTitle": "Captain"}),
    "b": (["Crew"], {"name": "Bram Voss", "jobTitle": "Steward"}),
    "c": (["Crew"], {"name": "Cora Lind", "jobTitle": "Captain"}),
    "d": (["Crew"], {"name": "Dai Rees", "jobTitle": "Steward"}),
    "k": (["Base"], {"name": "Kirrow"}),
}
RELS = [("a", "BASED_AT", "k"), ("b", "BASED_AT", "k"), ("c", "BASED_AT", "k"), ("d", "BASED_AT", "k")]


@pytest.fixture(scope="module")
def crew(neo4j_server):
    from neo4j_server import schema_engine_on

    with schema_engine_on(neo4j_server, NODES, rels=RELS) as engine:
        yield engine


def test_a_value_said_as_a_plural_noun_names_its_nodes(crew):
    answer = crew.ask("list the captains")
    assert sorted(e.name for e in answer.entities) == ["Ailsa Brodie", "Cora Lind"], answer.trace.logical_form


def test_a_value_said_as_itself_is_no_kind_of_node(crew):
    from kgchat.reasoning.schema_parser.parts import Part
    from kgchat.reasoning.schema_parser.value_doers import kind_said
    from kgchat.reasoning.schema_parser.words import read

    reading = read("list the captains")
    assert kind_said(Part(None, frozenset({2}), 1.0, "value", "job title Captain"), reading)
    assert not kind_said(Part(None, frozenset({2}), 1.0, "value", "job title captains"), reading)
    assert not kind_said(Part(None, frozenset({2}), 1.0, "property", "job title Captain"), reading)
