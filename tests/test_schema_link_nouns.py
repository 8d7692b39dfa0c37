"""A word that is the whole of a relationship type's word but only the first word of a label's name ("hires":
``HIRED``, and the ``HireBoat`` label) names the relationship more surely than the label, so "how many hires" counts
the hirings, not the kind of thing hired, kept by their own dates ("how many hires started in 2024"). On a small
boat-hire graph built here, on the real test Neo4j with MiniLM.
"""

from __future__ import annotations

import pytest

from kgchat.types import Provenance

pytestmark = pytest.mark.neo4j

NODES = {
    "ann": (["Customer"], {"name": "Ann Pryce"}),
    "bob": (["Customer"], {"name": "Bob Lusty"}),
    "cat": (["Customer"], {"name": "Cat Imrie"}),
    "wren": (["Boat", "HireBoat"], {"boatName": "Wren", "seats": 4}),
    "kite": (["Boat", "HireBoat"], {"boatName": "Kite", "seats": 6}),
    "moth": (["Boat"], {"boatName": "Moth", "seats": 2}),
}
RELS = [("bob", "OWNS", "moth")]
HIRES = [("ann", "wren", 2, "2023-06-01", False), ("ann", "kite", 1, "2024-05-11", True),
         ("bob", "wren", 3, "2024-07-02", False), ("cat", "wren", 1, "2024-08-19", False),
         ("cat", "kite", 5, "2025-04-30", True)]


def _hires(session) -> None:
    for who, boat, days, start, again in HIRES:
        session.run("MATCH (a {_h: $a}), (b {_h: $b}) "
                    "CREATE (a)-[:HIRED {days: $d, startDate: date($s), rebooking: $r}]->(b)",
                    a=who, b=boat, d=days, s=start, r=again)


@pytest.fixture(scope="module")
def hire(neo4j_server):
    from neo4j_server import schema_engine_on

    with schema_engine_on(neo4j_server, NODES, fill=_hires, rels=RELS) as engine:
        yield engine


def test_a_relationship_types_own_word_counts_its_relationships(hire):
    answer = hire.ask("How many hires have we done?")
    assert [e.name for e in answer.entities] == ["5"], (answer.trace.logical_form, answer.trace.not_covered)
    assert answer.provenance is Provenance.KG_EXACT, answer.trace.not_covered


def test_the_labels_own_words_still_count_its_nodes(hire):
    answer = hire.ask("How many hire boats are there?")
    assert [e.name for e in answer.entities] == ["2"], answer.trace.logical_form


def test_the_relationships_counted_are_kept_by_their_own_date(hire):
    answer = hire.ask("How many hires started in 2024?")
    assert [e.name for e in answer.entities] == ["3"], (answer.trace.logical_form, answer.trace.not_covered)

