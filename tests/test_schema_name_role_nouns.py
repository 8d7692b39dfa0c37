"""Nouns a graph spells in its keys and relationship types, not in its labels: on a small practice graph built here
(``Outlet`` nodes named by ``pubName``, ``Festival`` nodes by ``showName``, outlets that ``STOCKS`` beers, brewers
``TUTORED_BY`` brewers), on the real test Neo4j with MiniLM:

- "pubs" names the outlets and "shows" the festivals (the noun of the key naming a label's nodes); "show" said as a
  verb ("Show the beers ...") names no festival;
- "stockists", an agent noun no dictionary knows, spelt from the verb of STOCKS, names the outlets (all of them);
- "tutees", the one the tutoring is done to, names the brewers at the other end of TUTORED_BY from the tutor;
- "brewers who *tutor* someone" are the tutors, at the end of TUTORED_BY (a type named in the passive), "*tutored
  by* someone" and "*have a* tutor" the ones at its start.
"""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.neo4j

NODES = {
    "fox": (["Outlet"], {"pubName": "The Red Fox", "city": "Leeds"}),
    "owl": (["Outlet"], {"pubName": "The Night Owl", "city": "York"}),
    "ram": (["Outlet"], {"pubName": "The Old Ram", "city": "York"}),
    "hart": (["Outlet"], {"pubName": "The White Hart", "city": "Hull"}),
    "ale": (["Beer"], {"name": "Copper Ale", "abv": 4.2}),
    "stout": (["Beer"], {"name": "Coal Stout", "abv": 5.6}),
    "fest": (["Festival"], {"showName": "Dales Beer Week", "city": "Leeds"}),
    "fair": (["Festival"], {"showName": "Humber Hop Fair", "city": "Hull"}),
    "ada": (["Brewer"], {"name": "Ada Quill", "city": "Leeds"}),
    "bo": (["Brewer"], {"name": "Bo Strand", "city": "York"}),
    "cy": (["Brewer"], {"name": "Cy Marsh", "city": "Hull"}),
}
RELS = [("fox", "STOCKS", "ale"), ("owl", "STOCKS", "stout"), ("hart", "STOCKS", "ale"),
        ("ale", "POURED_AT", "fest"), ("stout", "POURED_AT", "fair"), ("ada", "BREWS", "ale"),
        ("bo", "BREWS", "stout"), ("bo", "TUTORED_BY", "ada"), ("cy", "TUTORED_BY", "ada")]


@pytest.fixture(scope="module")
def practice(neo4j_server):
    from neo4j_server import schema_engine_on

    with schema_engine_on(neo4j_server, NODES, rels=RELS) as engine:
        yield engine


def test_the_noun_of_a_naming_key_names_its_label(practice):
    answer = practice.ask("Which pubs are in York?")
    assert {e.name for e in answer.entities} == {"The Night Owl", "The Old Ram"}, answer.trace.logical_form


def test_the_noun_of_a_naming_key_after_a_relationship(practice):
    answer = practice.ask("Which shows was Coal Stout poured at?")
    assert [e.name for e in answer.entities] == ["Humber Hop Fair"], answer.trace.logical_form


def test_a_verb_spelt_as_a_naming_keys_noun_names_nothing(practice):
    answer = practice.ask("Show the beers brewed by Ada Quill")
    assert [e.name for e in answer.entities] == ["Copper Ale"], answer.trace.logical_form


def test_a_coined_agent_noun_names_the_doers_label(practice):
    # a trade's word for all its outlets: The Old Ram, which stocks nothing now, is one too
    answer = practice.ask("Which stockists are in York?")
    assert {e.name for e in answer.entities} == {"The Night Owl", "The Old Ram"}, answer.trace.logical_form


def test_a_patient_noun_names_the_other_end(practice):
    answer = practice.ask("Which tutees are in Hull?")
    assert [e.name for e in answer.entities] == ["Cy Marsh"], answer.trace.logical_form


def test_an_active_verb_of_a_type_named_in_the_passive_asks_for_its_end(practice):
    # TUTORED_BY runs from the one tutored to the tutor: "brewers who tutor someone" are at its end
    answer = practice.ask("Which brewers tutor someone?")
    assert [e.name for e in answer.entities] == ["Ada Quill"], answer.trace.logical_form


def test_a_passive_verb_of_a_type_named_in_the_passive_asks_for_its_start(practice):
    answer = practice.ask("Which brewers are tutored by someone?")
    assert {e.name for e in answer.entities} == {"Bo Strand", "Cy Marsh"}, answer.trace.logical_form


def test_a_noun_of_a_type_named_in_the_passive_keeps_its_reading(practice):
    answer = practice.ask("Which brewers have a tutor?")
    assert {e.name for e in answer.entities} == {"Bo Strand", "Cy Marsh"}, answer.trace.logical_form
