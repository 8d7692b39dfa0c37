"""Lookups, filters and yes/no questions on a small allotment graph built here, on the real test Neo4j with MiniLM:
a noun for who does what a relationship says ("growers": GROWS), two values joined by "or", a part of
everyone's name, text "called" so on a relationship, a number that is a text value, things shared "alongside"
a named one, and a yes/no question about whether something
is so, answered yes or no.
"""

from __future__ import annotations

import pytest

from kgchat.reasoning.schema_parser.grounding import written_out
from kgchat.types import Provenance

# (labels, properties) per node, keyed by a handle; relationships as (start, type, end, properties)
NODES = {
    "ann": (["Person", "Gardener"], {"name": "Ann Quist"}),
    "bea": (["Person", "Gardener"], {"name": "Bea Marlow"}),
    "cal": (["Person"], {"name": "Cal Marlow"}),
    "dan": (["Person", "Gardener"], {"name": "Dan Oduya"}),
    "kale": (["Crop"], {"name": "Kale", "colour": "green", "season": "winter", "grade": "2"}),
    "beet": (["Crop"], {"name": "Beetroot", "colour": "purple", "season": "autumn", "grade": "1"}),
    "corn": (["Crop"], {"name": "Sweetcorn", "colour": "yellow", "season": "summer", "grade": "1"}),
    "pepp": (["Crop"], {"name": "Pepper", "colour": "red", "season": "summer", "grade": "3"}),
    "east": (["Plot"], {"name": "East Plot", "acres": 2}),
    "west": (["Plot"], {"name": "West Plot", "acres": 5}),
    "mill": (["Plot"], {"name": "Mill Road Plot", "acres": 3}),
}
RELS = [
    ("ann", "GROWS", "beet", {"rows": 4, "varieties": ["Chioggia Pink", "Boltardy"]}),
    ("ann", "GROWS", "corn", {"rows": 2, "varieties": ["Golden Bantam"]}),
    ("bea", "GROWS", "pepp", {"rows": 1, "varieties": ["Sweet Chioggia"]}),
    ("ann", "TENDS", "east", {}), ("bea", "TENDS", "west", {}), ("dan", "TENDS", "east", {}),
    ("ann", "EATS", "kale", {}), ("cal", "VOLUNTEERS_AT", "east", {"task": "weeding"}),
    ("beet", "PLANTED_IN", "east", {}), ("corn", "PLANTED_IN", "east", {}), ("pepp", "PLANTED_IN", "west", {}),
]


@pytest.fixture(scope="module")
def allotment(neo4j_server):
    from neo4j_server import schema_engine_on

    def fill(s) -> None:
        for start, rel, end, props in RELS:
            s.run(f"MATCH (a {{_h: $a}}), (b {{_h: $b}}) CREATE (a)-[r:{rel}]->(b) SET r = $props",
                  a=start, b=end, props=props)

    with schema_engine_on(neo4j_server, NODES, fill) as engine:
        yield engine


@pytest.mark.neo4j
@pytest.mark.parametrize(("question", "form", "answers"), [
    # a noun for who does what the relationship's verb says: "growers" are who GROWS, so none means none of them
    ("crops with no growers", "(NOT (HAS (R GROWS)))", {"Kale"}),
    # two values of one property joined by "or": either of them, not both
    ("crops that are red or yellow", "(NOT (AND (NOT (JOIN colour red)) (NOT (JOIN colour yellow))))",
     {"Pepper", "Sweetcorn"}),
    # a part of a name, of everyone (the people, not other things with names)
    ("everyone with the surname Marlow", "(ends name Marlow)", {"Bea Marlow", "Cal Marlow"}),
    # text of a relationship's own property, "called" …: the people who do what it says (not the crops)
    ("who grows a variety called Chioggia", "(contains GROWS.varieties Chioggia)", {"Ann Quist", "Bea Marlow"}),
    # one of a relationship's list of values, named: who holds it
    ("who grows Golden Bantam", '(JOIN GROWS.varieties "Golden Bantam")', {"Ann Quist"}),
    # a number that is one of a text property's values, next to the word naming that property
    ("crops graded 1", "(JOIN grade 1)", {"Beetroot", "Sweetcorn"}),
    # sharing a plot with a named gardener, in the same way: the others who tend it, not the gardener
    ("who tends a plot alongside Ann Quist", "(JOIN (JOIN TENDS (R TENDS))", {"Dan Oduya"}),
])
def test_lookups_and_filters(allotment, question, form, answers):
    answer = allotment.ask(question)
    assert form in answer.trace.logical_form
    assert {e.name for e in answer.entities} == answers


@pytest.mark.neo4j
@pytest.mark.parametrize(("question", "said"), [
    ("has beetroot been grown by anyone", "yes"),
    ("has kale been grown by anyone", "no"),
])
def test_a_yes_no_question_is_answered_yes_or_no(allotment, question, said):
    answer = allotment.ask(question)
    assert answer.trace.logical_form.startswith("(COUNT")
    assert [e.name for e in answer.entities] == [said]
    # finding nothing is no proof: a "no" is never exact
    assert answer.provenance == Provenance.KG_APPROXIMATE if said == "no" else answer.provenance.value.startswith("kg")


def test_a_name_said_short_is_also_looked_for_written_out():
    assert written_out("mill rd plot") == ["mill rd plot", "mill road plot"]
    assert written_out("gull st cinema") == ["gull st cinema", "gull street cinema", "gull saint cinema"]
    assert written_out("st") == ["st"]  # a short word alone is no name said short


@pytest.mark.neo4j
def test_a_name_said_short_is_linked(allotment):
    answer = allotment.ask("how many acres is Mill Rd Plot")
    assert [e.name for e in answer.entities] == ["3"]


@pytest.mark.neo4j
def test_a_qualifier_between_two_named_things(allotment):
    answer = allotment.ask("which varieties does Ann Quist grow of beetroot")
    assert {e.name for e in answer.entities} >= {"Chioggia Pink", "Boltardy"}


@pytest.mark.neo4j
def test_the_wh_noun_asks_for_a_qualifier_of_the_relationship_between_two_named_things(allotment):
    # "job" names no label or property of its own: the closest qualifier of what Cal does at the plot
    answer = allotment.ask("what job did Cal Marlow volunteer at in East Plot")
    assert "(R VOLUNTEERS_AT.task)" in answer.trace.logical_form
    assert [e.name for e in answer.entities] == ["weeding"]


@pytest.mark.neo4j
def test_a_yes_no_question_naming_what_it_asks_for_gets_those_things(allotment):
    # "did any *crop* …": the crops themselves answer it (and say yes)
    answer = allotment.ask("did any crop get planted in east plot")
    assert {e.name for e in answer.entities} == {"Beetroot", "Sweetcorn"}
