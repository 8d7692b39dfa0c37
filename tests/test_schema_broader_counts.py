"""A count over a label no word names goes to the broader of two labels that read the question alike: on a small
practice graph built here (Pet nodes, a few of them also Deceased), on the real test Neo4j with MiniLM, "how many
Siamese cats do we have" counts every Siamese cat, not only the deceased ones; a question that names the narrower
label still counts those.
"""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.neo4j

NODES = {
    "siamese": (["Breed"], {"name": "Siamese", "species": "cat"}),
    "persian": (["Breed"], {"name": "Persian", "species": "cat"}),
    "mia": (["Pet"], {"name": "Mia", "species": "cat", "patientNo": 1}),
    "oli": (["Pet"], {"name": "Oli", "species": "cat", "patientNo": 2}),
    "pip": (["Pet", "Deceased"], {"name": "Pip", "species": "cat", "patientNo": 3, "diedOn": "2024-05-01"}),
    "zed": (["Pet"], {"name": "Zed", "species": "cat", "patientNo": 4}),
    "gus": (["Pet", "Deceased"], {"name": "Gus", "species": "cat", "patientNo": 5, "diedOn": "2023-02-11"}),
}
RELS = [("mia", "OF_BREED", "siamese"), ("oli", "OF_BREED", "siamese"), ("pip", "OF_BREED", "siamese"),
        ("zed", "OF_BREED", "persian"), ("gus", "OF_BREED", "persian")]


@pytest.fixture(scope="module")
def practice(neo4j_server):
    from neo4j_server import schema_engine_on

    def dates(s) -> None:
        s.run("MATCH (p:Deceased) SET p.diedOn = date(p.diedOn)")

    with schema_engine_on(neo4j_server, NODES, dates, rels=RELS) as engine:
        yield engine


def test_a_count_goes_to_the_broader_label(practice):
    answer = practice.ask("How many Siamese cats do we have?")
    assert "(TYPE Pet)" in answer.trace.logical_form, answer.trace.logical_form
    assert [e.name for e in answer.entities] == ["3"]


def test_a_count_of_the_named_narrower_label_stays(practice):
    answer = practice.ask("How many deceased Siamese cats are there?")
    assert [e.name for e in answer.entities] == ["1"], answer.trace.logical_form
