"""Relationship questions that walk through a node in between, on a small theatre graph built here (a patron buys
a ticket for a performance, which is held at a venue and is a performance of a production; artists are cast in a
production a director directed), on the real test Neo4j with MiniLM: a yes/no question about two named things is
whether the graph links them, through the node in between when there is no relationship between them
(``linked.link_truths``); a word saying what a named thing is ("*director* X") names the step at X, not the step
from what is asked ("artists who worked with director X": the productions X directed that they were cast in, not the
directors of X's productions).
"""

from __future__ import annotations

import pytest

from kgchat.types import Provenance

NODES = {
    "ann": (["Patron"], {"name": "Ann Trelawny"}),
    "bob": (["Patron"], {"name": "Bob Quiller"}),
    "quay": (["Venue"], {"name": "Quay Hall", "capacity": 300}),
    "mill": (["Venue"], {"name": "Mill Barn", "capacity": 90}),
    "p1": (["Performance"], {"perfNo": 101, "date": "2025-05-02"}),
    "p2": (["Performance"], {"perfNo": 102, "date": "2025-05-09"}),
    "gull": (["Production"], {"title": "The Gull Rock", "premiere": "2025-04-01"}),
    "ferry": (["Production"], {"title": "Last Ferry Home", "premiere": "2025-03-01"}),
    "vera": (["Artist", "Director"], {"firstName": "Vera", "lastName": "Moss", "name": "Vera Moss"}),
    "otto": (["Artist", "Director"], {"firstName": "Otto", "lastName": "Penhale", "name": "Otto Penhale"}),
    "tom": (["Artist"], {"firstName": "Tom", "lastName": "Hale", "name": "Tom Hale"}),
    "ida": (["Artist"], {"firstName": "Ida", "lastName": "Rouse", "name": "Ida Rouse"}),
}
RELS = [("ann", "BOUGHT", "p1"), ("bob", "BOUGHT", "p2"),
        ("p1", "HELD_AT", "quay"), ("p2", "HELD_AT", "mill"),
        ("p1", "PERFORMANCE_OF", "gull"), ("p2", "PERFORMANCE_OF", "ferry"),
        ("vera", "DIRECTED", "gull"), ("otto", "DIRECTED", "ferry"),
        ("tom", "CAST_IN", "gull"), ("ida", "CAST_IN", "ferry"), ("otto", "CAST_IN", "gull")]


@pytest.fixture(scope="module")
def theatre(neo4j_server):
    from neo4j_server import schema_engine_on

    with schema_engine_on(neo4j_server, NODES, rels=RELS) as engine:
        yield engine


@pytest.mark.neo4j
@pytest.mark.parametrize(("question", "said"), [
    ("Has Tom Hale ever worked with Vera Moss as director?", "yes"),
    ("Has Ida Rouse ever worked with Vera Moss as director?", "no"),
])
def test_two_named_things_linked_through_a_node_between(theatre, question, said):
    answer = theatre.ask(question)
    form = answer.trace.logical_form
    assert form.startswith("(COUNT") and "CAST_IN" in form and "DIRECTED" in form, form
    assert [e.name for e in answer.entities] == [said]
    if said == "no":  # nothing found is no proof that they never worked together
        assert answer.provenance is not Provenance.KG_EXACT


@pytest.mark.neo4j
def test_a_patron_and_a_venue_are_linked_through_the_performance(theatre):
    answer = theatre.ask("Has Ann Trelawny ever been to the Quay Hall?")
    form = answer.trace.logical_form or ""
    assert form.startswith("(COUNT") and "BOUGHT" in form and "HELD_AT" in form, [s.note for s in answer.trace.steps]
    assert [e.name for e in answer.entities] == ["yes"]


@pytest.mark.neo4j
def test_the_named_things_own_label_word_names_the_step_at_it(theatre):
    answer = theatre.ask("Which artists have worked with director Vera Moss?")
    assert "(JOIN CAST_IN (R DIRECTED))" in answer.trace.logical_form, answer.trace.logical_form
    assert {e.name for e in answer.entities} >= {"Tom Hale", "Otto Penhale"}
