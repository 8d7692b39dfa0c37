"""A relationship type named by the asker's own noun for one of its relationships, read from what it keeps
(``schema_parser.record_nouns``): a ferry line's travellers ``SAILED_ON`` its ferries, each sailing keeping a
seat, a price, the day it was bought, whether it was a concession and whether the traveller turned up, and the asker counts *tickets*, a word the graph never
spells. The reading is a guess, so the answer is never exact; a noun the graph keeps nothing like ("souvenirs")
names no type. Real Neo4j, real MiniLM."""

from __future__ import annotations

import pytest

NODES: dict = {
    "f1": (["Ferry"], {"name": "Gannet", "built": 1998, "berths": 40}),
    "f2": (["Ferry"], {"name": "Puffin", "built": 2011, "berths": 64}),
    "p1": (["Port"], {"name": "Skerrow", "country": "Scotland"}),
    "p2": (["Port"], {"name": "Lanholm", "country": "Norway"}),
    "t1": (["Traveller"], {"name": "Iona Breck", "loyaltyTier": "Gold"}),
    "t2": (["Traveller"], {"name": "Mats Ulven", "loyaltyTier": "Basic"}),
    "t3": (["Traveller"], {"name": "Ruth Calder", "loyaltyTier": "Basic"}),
}
RELS = [("f1", "SAILS_TO", "p1"), ("f2", "SAILS_TO", "p2"), ("f2", "SAILS_TO", "p1")]
TRIPS = [("t1", "f1", "12A", 42.5, "2024-04-02", False), ("t1", "f2", "3C", 38.0, "2024-05-11", False),
         ("t2", "f2", "7B", 45.0, "2024-06-20", True), ("t3", "f1", "2D", 30.0, "2024-07-01", False),
         ("t3", "f2", "9A", 44.0, "2024-07-15", False)]


def _trips(s) -> None:
    for who, ferry, deck, fare, paid, refunded in TRIPS:
        s.run("MATCH (a {_h: $a}), (b {_h: $b}) CREATE (a)-[:SAILED_ON {seat: $d, priceEur: $f, purchased: date($p), "
              "concession: $r, attended: true}]->(b)", a=who, b=ferry, d=deck, f=fare, p=paid, r=refunded)


@pytest.fixture(scope="module")
def ferries(neo4j_server):
    from neo4j_server import schema_engine_on

    with schema_engine_on(neo4j_server, NODES, fill=_trips, rels=RELS) as engine:
        yield engine


@pytest.mark.neo4j
def test_a_noun_for_what_a_relationship_keeps_counts_those_relationships_approximately(ferries):
    answer = ferries.ask("How many tickets are there?")
    assert "SAILED_ON" in answer.trace.logical_form, answer.trace.logical_form
    assert [e.name or e.id for e in answer.entities] == ["5"]
    assert answer.provenance.value == "kg-approximate"


@pytest.mark.neo4j
def test_a_noun_near_nothing_the_graph_keeps_names_no_relationship(ferries):
    from kgchat.reasoning.schema_parser.record_nouns import nearest_record

    assert nearest_record(ferries.index, "souvenirs") is None
    assert nearest_record(ferries.index, "tickets").name == "SAILED_ON"
