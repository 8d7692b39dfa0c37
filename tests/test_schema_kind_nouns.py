"""Nouns of the asker's own read from what the graph says its nodes are (``kind_nouns``): on a small practice graph
built here (owners, their pets with a ``species``, the breeds the pets are of, which keep a ``species`` too, and
medicines with a list of the animals they are licensed for), on the real test Neo4j with MiniLM:

- "animals" names the pets, whose species values ('dog', 'cat', 'horse', 'rabbit') are kinds of animal, though no
  label is called so and MiniLM puts the word nearer the ``species`` key: "which owners have no animals" lists the
  owners with no OWNS, "how many animals do we have" counts the pets;
- a value said as a noun ("how many cats") counts the things that are cats (pets), not the cat breeds the pets
  point at, nor the medicines whose list of animals holds 'cat';
- a word the values are no kinds of ("vehicles") names no label through them.
"""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.neo4j

NODES = {
    "ada": (["Owner"], {"name": "Ada Finch"}),
    "ben": (["Owner"], {"name": "Ben Oakes"}),
    "cal": (["Owner"], {"name": "Cal Reed"}),
    "rex": (["Pet"], {"name": "Rex", "species": "dog"}),
    "tib": (["Pet"], {"name": "Tibbles", "species": "cat"}),
    "mog": (["Pet"], {"name": "Mog", "species": "cat"}),
    "sly": (["Pet"], {"name": "Sly", "species": "cat"}),
    "nag": (["Pet"], {"name": "Nag", "species": "horse"}),
    "bun": (["Pet"], {"name": "Bun", "species": "rabbit"}),
    "lab": (["Breed"], {"name": "Labrador", "species": "dog"}),
    "sia": (["Breed"], {"name": "Siamese", "species": "cat"}),
    "per": (["Breed"], {"name": "Persian", "species": "cat"}),
    "cob": (["Breed"], {"name": "Cob", "species": "horse"}),
    "fel": (["Medication"], {"name": "Felimazole", "licensedFor": ["cat"]}),
    "equ": (["Medication"], {"name": "Equipalazone", "licensedFor": ["horse"]}),
}
RELS = [("ada", "OWNS", "rex"), ("ada", "OWNS", "tib"), ("ben", "OWNS", "mog"), ("ben", "OWNS", "nag"),
        ("ben", "OWNS", "bun"), ("rex", "OF_BREED", "lab"), ("tib", "OF_BREED", "sia"), ("mog", "OF_BREED", "per"),
        ("nag", "OF_BREED", "cob"), ("tib", "TREATED_WITH", "fel"), ("nag", "TREATED_WITH", "equ")]


@pytest.fixture(scope="module")
def practice(neo4j_server):
    from neo4j_server import schema_engine_on

    with schema_engine_on(neo4j_server, NODES, rels=RELS) as engine:
        yield engine


def test_a_word_for_what_a_keys_values_are_kinds_of_names_the_label(practice):
    answer = practice.ask("Which owners have no animals?")
    assert answer.trace.logical_form == "(AND (TYPE Owner) (NOT (HAS OWNS)))", answer.trace.logical_form
    assert [e.name for e in answer.entities] == ["Cal Reed"]


def test_counting_the_animals_counts_the_pets(practice):
    answer = practice.ask("how many animals do we look after")
    assert answer.trace.logical_form == "(COUNT (TYPE Pet))", answer.trace.logical_form
    assert [e.name for e in answer.entities] == ["6"]


def test_a_value_said_as_a_noun_counts_the_things_not_their_kinds(practice):
    # four nodes hold 'cat' as a species or in a list: three pets, two breeds, one medicine
    answer = practice.ask("number of cats")
    assert answer.trace.logical_form == "(COUNT (AND (TYPE Pet) (JOIN species cat)))", answer.trace.logical_form
    assert [e.name for e in answer.entities] == ["3"]


def test_a_word_the_values_are_no_kinds_of_names_no_label_through_them(practice):
    from kgchat.reasoning.schema_parser.grounding import ground
    from kgchat.reasoning.schema_parser.words import read

    reading = read("how many vehicles do we have")
    found = ground(reading, practice.index, practice.graph)
    assert not [m for m in found.schema if m.element.kind == "label" and m.score >= 0.85], found.schema


def test_whose_before_the_noun_asks_for_whom_they_belong_to(practice):
    # "animals" now names the pets as surely as a label's other words: "whose" still asks for their owners
    answer = practice.ask("whose animals were treated with Felimazole? the owners please")
    assert [e.name for e in answer.entities] == ["Ada Finch"], answer.trace.logical_form
