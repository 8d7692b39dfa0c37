"""A yes/no question about one named thing, or none, with a word for "any one at all" ("has X been reviewed by
*anyone*"), on a graph whose people are a label of their own (``people.py`` reads "anyone" as that label): the word
is what the count reads, not a label the question asks for, so the answer is yes or no, never a list of people. A small library
graph built here, on the real test Neo4j with MiniLM.
"""

from __future__ import annotations

import pytest

NODES = {
    "tide": (["Book"], {"title": "The Salt Tide", "published": 1998}),
    "lamp": (["Book"], {"title": "Lamplight Street", "published": 2004}),
    "moss": (["Book"], {"title": "A Field of Moss", "published": 2011}),
    "ana": (["Author"], {"firstName": "Ana", "lastName": "Varga", "born": 1961, "nationality": "Hungarian"}),
    "tom": (["Author"], {"firstName": "Tomas", "lastName": "Reyes", "born": 1970, "nationality": "Chilean"}),
    "post": (["Reviewer"], {"name": "Evening Post Desk", "outlet": "newspaper"}),
    "wave": (["Reviewer"], {"name": "Radio Wave Books", "outlet": "radio"}),
}
RELS = [("ana", "WROTE", "tide"), ("ana", "WROTE", "lamp"), ("tom", "WROTE", "moss"),
        ("post", "REVIEWED", "tide"), ("wave", "REVIEWED", "tide"), ("wave", "REVIEWED", "moss")]


@pytest.fixture(scope="module")
def library(neo4j_server):
    from neo4j_server import schema_engine_on

    with schema_engine_on(neo4j_server, NODES, rels=RELS) as engine:
        yield engine


@pytest.mark.neo4j
@pytest.mark.parametrize(("question", "said"), [
    ("has lamplight street been reviewed by anyone", "no"),
    ("Has The Salt Tide been reviewed by anyone?", "yes"),
])
def test_anyone_in_a_yes_no_question_is_what_the_count_reads(library, question, said):
    answer = library.ask(question)
    assert answer.trace.logical_form.startswith("(COUNT") and "REVIEWED" in answer.trace.logical_form, \
        answer.trace.logical_form
    assert [e.name for e in answer.entities] == [said]


@pytest.mark.neo4j
def test_anyone_with_no_named_thing_is_answered_yes_or_no(library):
    # nothing named: whether anyone at all is so is still a yes or a no, not the list of who is
    answer = library.ask("Was anyone born before 1965?")
    assert answer.trace.logical_form.startswith("(COUNT"), answer.trace.logical_form
    assert [e.name for e in answer.entities] == ["yes"]
