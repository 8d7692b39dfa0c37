"""Values the question says in its own words: a plural of a many-word value whose last word is the label's own
("the trainee gardeners": role 'Trainee Gardener'), a flag keyed "on …" said "off …" ("plants off display"), a
true/false key of a relationship ("plants on trial": their BOUGHT_FROM's onTrial) and a value hyphened to its key's
word ("a gold-tier donor": FUNDS' tier 'gold'): on a small garden graph built here, on the real test Neo4j with
MiniLM.
"""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.neo4j

NODES = {
    "g1": (["Gardener"], {"name": "Ivo Brant", "role": "Head Gardener"}),
    "g2": (["Gardener"], {"name": "Tamsin Orr", "role": "Trainee Gardener"}),
    "g3": (["Gardener"], {"name": "Kit Lowe", "role": "Trainee Gardener"}),
    "g4": (["Gardener"], {"name": "Ada Venn", "role": "Gardener"}),
    "p1": (["Plant"], {"name": "Blue Poppy", "onDisplay": True}),
    "p2": (["Plant"], {"name": "Ghost Orchid", "onDisplay": False}),
    "p3": (["Plant"], {"name": "Dragon Arum", "onDisplay": True}),
    "p4": (["Plant"], {"name": "Corpse Lily", "onDisplay": True}),
    "n1": (["Nursery"], {"name": "Fenwick Growers"}),
    "n2": (["Nursery"], {"name": "Oakhollow Nursery"}),
    "d1": (["Donor"], {"name": "Mira Sallow"}),
    "d2": (["Donor"], {"name": "Brook Estates"}),
}
RELS = [("g1", "TENDS", "p1"), ("g2", "TENDS", "p2"), ("g3", "TENDS", "p3"), ("g4", "TENDS", "p4")]


def _fill(s) -> None:
    for plant, nursery, trial in (("p1", "n1", True), ("p2", "n1", False), ("p3", "n2", True), ("p4", "n2", False)):
        s.run("MATCH (a {_h: $a}), (b {_h: $b}) CREATE (a)-[:BOUGHT_FROM {onTrial: $t}]->(b)",
              a=plant, b=nursery, t=trial)
    for donor, plant, tier in (("d1", "p1", "gold"), ("d1", "p2", "silver"), ("d2", "p4", "gold"),
                               ("d2", "p3", "bronze")):
        s.run("MATCH (a {_h: $a}), (b {_h: $b}) CREATE (a)-[:FUNDS {tier: $t}]->(b)", a=donor, b=plant, t=tier)


@pytest.fixture(scope="module")
def garden(neo4j_server):
    from neo4j_server import schema_engine_on

    with schema_engine_on(neo4j_server, NODES, fill=_fill, rels=RELS) as engine:
        yield engine


def _names(answer) -> list[str]:
    return sorted(e.name for e in answer.entities)


def test_plural_of_a_value_ending_in_the_label_word(garden):
    answer = garden.ask("Who are the trainee gardeners?")
    assert _names(answer) == ["Kit Lowe", "Tamsin Orr"], answer.trace.logical_form


def test_off_denies_a_flag_keyed_on(garden):
    answer = garden.ask("Which plants are off display?")
    assert _names(answer) == ["Ghost Orchid"], answer.trace.logical_form


def test_on_is_still_the_flag(garden):
    answer = garden.ask("How many plants are on display?")
    assert _names(answer) == ["3"], answer.trace.logical_form


def test_flag_of_a_relationship_keeps_the_nodes_with_one(garden):
    answer = garden.ask("Which plants are on trial?")
    assert _names(answer) == ["Blue Poppy", "Dragon Arum"], answer.trace.logical_form


def test_value_hyphened_to_its_key_word(garden):
    answer = garden.ask("Which plants have a gold-tier donor?")
    assert _names(answer) == ["Blue Poppy", "Corpse Lily"], answer.trace.logical_form
