"""A noun a relationship type is named by, said of a named thing's possessive ("X's *parents*" of ``PARENT_OF``),
says which end of the type the answer is: the parents start it and X is at its end, though X is said first
(``possessed.possessor_starts``), and the badge does not doubt the direction the noun gives. So do the noun had
("animals *with a parent*": their parent starts it) and a verb whose subject is someone else ("keepers who have
*nobody reporting* to them": they end it) (``voice.other_does``), and a value of their key right after the verb
("who reports *to the Curator*": the curators end it, and the answer is at its start: ``voice.value_after``). On a small park graph
on the real test Neo4j with MiniLM, where animals are parents of animals."""

from __future__ import annotations

import pytest

from kgchat.reasoning.schema_parser.possessed import noun_end
from kgchat.types import Provenance

NODES = {
    "fitz": (["Animal"], {"name": "Fitzwilliam", "sex": "M"}),
    "perc": (["Animal"], {"name": "Persimmon", "sex": "F"}),
    "clem": (["Animal"], {"name": "Clementine", "sex": "F"}),
    "kit": (["Animal"], {"name": "Kittiwake", "sex": "M"}),
    "zoo": (["Zoo"], {"name": "Tierpark Oberau", "city": "Oberau"}),
    "ada": (["Keeper"], {"firstName": "Ada", "lastName": "Quarrie", "jobTitle": "Curator"}),
    "ben": (["Keeper"], {"firstName": "Ben", "lastName": "Tolland", "jobTitle": "Keeper"}),
    "cy": (["Keeper"], {"firstName": "Cy", "lastName": "Marrow", "jobTitle": "Keeper"}),
}
RELS = [("fitz", "PARENT_OF", "clem"), ("perc", "PARENT_OF", "clem"), ("clem", "PARENT_OF", "kit"),
        ("fitz", "CAME_FROM", "zoo"), ("ben", "REPORTS_TO", "ada"), ("cy", "REPORTS_TO", "ben")]


def test_a_types_noun_names_one_end():
    assert noun_end("PARENT_OF", "parents") == "start"
    assert noun_end("HAS_CHILD", "children") == "end"
    assert noun_end("FOLLOWS", "followers") is None


@pytest.fixture(scope="module")
def park(neo4j_server):
    from neo4j_server import schema_engine_on

    with schema_engine_on(neo4j_server, NODES, rels=RELS) as engine:
        yield engine


@pytest.mark.neo4j
def test_the_parents_of_a_named_animal_start_the_type(park):
    answer = park.ask("Who are Clementine's parents?")
    assert sorted(e.name for e in answer.entities) == ["Fitzwilliam", "Persimmon"], answer.trace.logical_form
    assert answer.provenance is Provenance.KG_EXACT, answer.trace.not_covered


@pytest.mark.neo4j
def test_a_step_past_the_parents(park):
    answer = park.ask("Which zoo did Clementine's parents come from?")
    assert [e.name for e in answer.entities] == ["Tierpark Oberau"], answer.trace.logical_form


@pytest.mark.neo4j
def test_having_the_noun_of_the_start_puts_them_at_the_end(park):
    answer = park.ask("Which animals have a parent?")
    assert "(HAS (R PARENT_OF))" in answer.trace.logical_form, answer.trace.logical_form
    assert sorted(e.name for e in answer.entities) == ["Clementine", "Kittiwake"]


@pytest.mark.neo4j
def test_someone_else_doing_the_verb_puts_them_at_the_end(park):
    answer = park.ask("Which keepers have nobody reporting to them?")
    assert "(NOT (HAS (R REPORTS_TO)))" in answer.trace.logical_form, answer.trace.logical_form
    assert [e.name for e in answer.entities] == ["Cy Marrow"]


@pytest.mark.neo4j
def test_a_value_after_the_verb_keeps_its_object(park):
    answer = park.ask("List everyone who reports directly to the Curator")
    assert "(JOIN REPORTS_TO (AND (TYPE Keeper) (JOIN jobTitle Curator)))" in answer.trace.logical_form, \
        answer.trace.logical_form
    assert [e.name for e in answer.entities] == ["Ben Tolland"]
