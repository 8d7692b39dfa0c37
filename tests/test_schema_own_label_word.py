"""A word that is a label's own name ("sponsors": ``Sponsor``) names that label even where a relationship type is
named by the same word as surely (``SPONSORS``): "how many sponsors live in Fernhollow" counts sponsors, and
"sponsors whose animals live in Penguin Cove" answers sponsors, not the animals they sponsor. Only a word naming a
label less surely than a type ("sponsorships") is read as the relationships. On a small zoo graph built here, on
the real test Neo4j with MiniLM."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.neo4j

NODES = {
    "ada": (["Sponsor"], {"name": "Ada Quill", "town": "Fernhollow"}),
    "bea": (["Sponsor"], {"name": "Bea Marsh", "town": "Fernhollow"}),
    "col": (["Sponsor"], {"name": "Col Tarrant", "town": "Ashby"}),
    "pip": (["Animal"], {"name": "Pip"}),
    "rue": (["Animal"], {"name": "Rue"}),
    "oak": (["Animal"], {"name": "Oakum"}),
    "cove": (["Enclosure"], {"zone": "Penguin Cove"}),
    "glen": (["Enclosure"], {"zone": "Otter Glen"}),
}
RELS = [("ada", "SPONSORS", "pip"), ("ada", "SPONSORS", "oak"), ("bea", "SPONSORS", "rue"),
        ("col", "SPONSORS", "pip"), ("col", "SPONSORS", "rue"),
        ("pip", "LIVES_IN", "cove"), ("rue", "LIVES_IN", "glen"), ("oak", "LIVES_IN", "glen")]


@pytest.fixture(scope="module")
def zoo(neo4j_server):
    from neo4j_server import schema_engine_on

    with schema_engine_on(neo4j_server, NODES, rels=RELS) as engine:
        yield engine


def test_a_labels_own_word_counts_its_nodes(zoo):
    answer = zoo.ask("how many sponsors live in Fernhollow")
    assert [e.name for e in answer.entities] == ["2"], (answer.trace.logical_form, answer.trace.not_covered)


def test_a_labels_own_word_is_the_kind_asked(zoo):
    answer = zoo.ask("sponsors whose animals live in Penguin Cove")
    assert {e.name for e in answer.entities} == {"Ada Quill", "Col Tarrant"}, answer.trace.logical_form
