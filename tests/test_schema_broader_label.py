"""A word that names a label loosely, and about as closely a narrower label whose every node holds the first one
too (a second label on some of them), reads the broader label: its answer takes the narrower one's nodes in, so
the narrower label is no other kind of answer and the reading can be exact. On a small boatyard graph built here
(every HireBoat node is a Vessel too), on the real test Neo4j with MiniLM.
"""

from __future__ import annotations

import pytest

from kgchat.types import Provenance

pytestmark = pytest.mark.neo4j

NODES = {
    "gull": (["Vessel"], {"vesselName": "Gull", "fuel": "diesel", "hull": "grp"}),
    "tern": (["Vessel"], {"vesselName": "Tern", "fuel": "petrol", "hull": "wood"}),
    "skua": (["Vessel"], {"vesselName": "Skua", "fuel": "diesel", "hull": "steel"}),
    "auk": (["Vessel", "CharterVessel"], {"vesselName": "Auk", "fuel": "diesel", "hull": "grp", "dayRate": 300.0}),
    "puffin": (["Vessel", "CharterVessel"], {"vesselName": "Puffin", "fuel": "petrol", "hull": "grp",
                                             "dayRate": 250.0}),
    "yard": (["Yard"], {"name": "Quayside Yard"}),
}
RELS = [("gull", "KEPT_AT", "yard"), ("auk", "KEPT_AT", "yard")]


@pytest.fixture(scope="module")
def yard(neo4j_server):
    from neo4j_server import schema_engine_on

    with schema_engine_on(neo4j_server, NODES, rels=RELS) as engine:
        yield engine


def test_a_loose_word_for_a_label_and_its_narrower_label_reads_the_broader_one(yard):
    answer = yard.ask("How many diesel boats are there?")
    assert answer.trace.logical_form == "(COUNT (AND (TYPE Vessel) (JOIN fuel diesel)))", answer.trace.logical_form
    assert [e.name for e in answer.entities] == ["3"]
    assert not [row for row in answer.trace.not_covered if "loosely" in row], answer.trace.not_covered
    assert answer.provenance is Provenance.KG_EXACT, answer.trace.not_covered


def test_the_narrower_label_read_from_the_loose_word_stays_open(yard):
    from kgchat.reasoning.schema_parser.build import Builder
    from kgchat.reasoning.schema_parser.grounding import ground
    from kgchat.reasoning.schema_parser.loose_labels import loose_labels
    from kgchat.reasoning.schema_parser.tense import with_tense
    from kgchat.reasoning.schema_parser.words import read

    question = "How many diesel boats are there?"
    reading = read(question)
    builder = Builder(reading, with_tense(reading, yard.index, ground(reading, yard.index, yard.graph)), yard.index)
    narrow = [c for c in yard.parse(question) if "CharterVessel" in str(c.form) and "Vessel)" not in str(c.form)
              .replace("CharterVessel)", "")]
    assert narrow, [str(c.form) for c in yard.parse(question)]
    assert any("Vessel" in row for row in loose_labels(narrow[0], reading, builder))
