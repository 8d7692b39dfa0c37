"""Nodes named in the plural, by the last words of their name, or misspelt (``schema_parser.name_heads``), and by
the name people read of two equally good ones (``neo4j_schema.choose_name``): on a small park graph built here in
the real test Neo4j, with MiniLM. Species carry a common and a Latin name (both unique, on every node); animals are
of a species; keepers care for animals; one branch office is called "Riverside Branch".

- "the otters" is the one species whose common name ends in Otter; "snow leapords" is Snow Leopard misspelt;
  "red pandas" is Red Panda in the plural;
- "tortoises" fits two species and names neither; "branches" is a label's word, not "Riverside Branch"; "funds"
  before its object is a verb ("who funds them"), not the grant called "Sable Quay Travel Fund";
- species are shown by their common name, and found by their Latin one too.
"""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.neo4j

SPECIES = {"otter": ("Asian Small-clawed Otter", "Aonyx cinereus"), "leo": ("Snow Leopard", "Panthera uncia"),
           "pan": ("Red Panda", "Ailurus fulgens"), "ald": ("Aldabra Giant Tortoise", "Aldabrachelys gigantea"),
           "rad": ("Radiated Tortoise", "Astrochelys radiata"), "axo": ("Axolotl", "Ambystoma mexicanum")}
ANIMALS = {"ola": "otter", "oli": "otter", "sia": "leo", "pip": "pan", "tor": "ald", "ray": "rad", "axe": "axo"}
NODES = {
    **{h: (["Species"], {"commonName": c, "latinName": la}) for h, (c, la) in SPECIES.items()},
    **{h: (["Animal"], {"name": h.title()}) for h in ANIMALS},
    "kim": (["Keeper"], {"name": "Kim Hale"}), "lou": (["Keeper"], {"name": "Lou Marsh"}),
    "rb": (["Branch"], {"name": "Riverside Branch"}), "hb": (["Branch"], {"name": "Hilltop Office"}),
    "fund": (["Grant"], {"name": "Sable Quay Travel Fund"}),
}
RELS = [*((a, "IS_A", s) for a, s in ANIMALS.items()), ("kim", "CARES_FOR", "ola"), ("kim", "CARES_FOR", "sia"),
        ("lou", "CARES_FOR", "oli"), ("lou", "CARES_FOR", "pip"), ("lou", "CARES_FOR", "tor")]


@pytest.fixture(scope="module")
def park(neo4j_server):
    from neo4j_server import schema_engine_on

    with schema_engine_on(neo4j_server, NODES, rels=RELS) as engine:
        yield engine


def _named(engine, question: str) -> dict[str, str]:
    from kgchat.reasoning.schema_parser.grounding import ground
    from kgchat.reasoning.schema_parser.words import read

    reading = read(question)
    found = ground(reading, engine.index, engine.graph)
    return {reading.text(m.tokens): m.entity.name for m in found.entities}


def test_a_plural_of_the_last_words_of_one_name_names_that_node(park):
    assert _named(park, "which keepers look after the otters") == {"otters": "Asian Small-clawed Otter"}
    assert _named(park, "which keepers work with the snow leapords") == {"snow leapords": "Snow Leopard"}
    assert _named(park, "who looks after the red pandas") == {"red pandas": "Red Panda"}


def test_a_plural_that_fits_several_names_or_the_schema_names_no_node(park):
    assert _named(park, "who looks after the tortoises") == {}
    assert _named(park, "how many branches are there") == {}
    assert _named(park, "who funds them") == {}


def test_species_are_shown_by_their_common_name_and_found_by_their_latin_one(park):
    schema = park.graph.schema()
    assert schema.label("Species").name_property == "commonName"
    found = park.graph.search_entities("Ambystoma mexicanum")
    assert found and found[0].entity.name == "Axolotl"
    answer = park.ask("which keepers look after the otters")
    assert sorted(e.name for e in answer.entities) == ["Kim Hale", "Lou Marsh"], answer.trace.logical_form


def test_a_word_of_some_names_before_a_label_word_is_not_the_whole_graph(park):
    # "panthera" is the first word of a Latin name: a form of every species leaves it out, so is not exact
    answer = park.ask("which panthera species do we have")
    assert answer.provenance.value != "kg-exact", (answer.trace.logical_form, answer.trace.not_covered)
