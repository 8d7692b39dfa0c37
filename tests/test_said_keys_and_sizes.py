"""Readings checked against what the question says, on a small mountain rescue team graph built here: a value held
by two keys is read as the value of the key the question names ("ropework ... in their *skills*", not a trainer's
disciplines); a superlative of size never ranks by a year ("the tallest hut" is no newest hut: a guess, so never
exact); a clause of its own that asks "who" after a dash asks for someone; a relationship's true/false key said as a
thing had ("with a refresher") tests it. A key named by part of the words of another ("by *risk* level": no
``avalancheRisk`` test) is read no more, and a year said with "in" is no number of a key that holds none. The doer of a relationship's verb
("searchers" of SEARCHED) is who did it, not the holders of a value the noun is also made from (team 'Search').
A yes/no question whose verb is another than "be" ("did X ever search *an area*") asks whether X did it at all, and
that verb, a value elsewhere (team 'Search'), is the relationship's verb there. A total of a key of every relationship
a thing has, kept by a test that some one of them passes, is flagged (it counts the ones that fail). A label's own
type key is said by "type" after the label's word ("hut counts by type"), "counts" counting as "count" does; "by"
after a count groups relationships by a key of theirs as "per" does ("count of attendances by grade"). A
relationship type named only by a key of its own that the form never reads ("by attendance *grade*") is flagged.
"""

from __future__ import annotations

import pytest

from kgchat.reasoning.schema_parser.words import read
from kgchat.types import Provenance


def test_a_total_past_a_test_on_the_same_relationships_is_flagged():
    from kgchat.logic.sexpr import parse
    from kgchat.reasoning.schema_parser.coverage import _summed_past_tests

    # each member's hours on every ATTENDED, for members with some refresher: the non-refresher hours count too
    loose = parse("(SUM (AND (TYPE Member) (JOIN (R ATTENDED.start) (JOIN ATTENDED.refresher true))) "
                  "(JOIN (R ATTENDED.start) ATTENDED.hours))")
    assert _summed_past_tests(loose)
    # the test on the relationships summed themselves: fine
    tight = parse("(SUM (AND (JOIN ATTENDED.start (TYPE Member)) (JOIN ATTENDED.refresher true)) ATTENDED.hours)")
    assert not _summed_past_tests(tight)


def test_a_type_named_only_by_an_unread_key_of_its_own_is_flagged():
    from types import SimpleNamespace as NS

    from kgchat.logic.sexpr import parse
    from kgchat.reasoning.schema_parser.coverage import _type_by_unread_key
    from kgchat.reasoning.schema_parser.parts import Part

    reading = read("huts by attendance grade")
    grade = NS(tokens=(3,), element=NS(kind="edge_prop", owner="ATTENDED", relation="ATTENDED.grade"))
    builder = NS(g=NS(schema=[grade]))
    walked = NS(form=parse("(AND (TYPE Hut) (JOIN (R BASED_AT) (AND (TYPE Member) (HAS ATTENDED))))"),
                parts=[Part(None, frozenset({3}), 1.0, "relation", "ATTENDED")])
    assert _type_by_unread_key(walked, reading, builder)  # "grade" names ATTENDED.grade, never read
    grouped = NS(form=parse("(TOP (JOIN (R ATTENDED.grade) (JOIN ATTENDED.start (TYPE Member))) "
                            "(AGG count (R ATTENDED.grade) (JOIN ATTENDED.start (TYPE Member))) 50)"),
                 parts=walked.parts)
    assert not _type_by_unread_key(grouped, reading, builder)


def test_a_dash_clause_asks():
    wh = read("refresher courses at Upper Dale huts - who holds them").of("wh")
    assert [(c.op, c.value) for c in wh] == [("who", "clause")]
    assert [c.value for c in read("list members who joined in 2020").of("wh")] == [None]  # a relative "who"


NODES = {
    "ann": (["Member"], {"firstName": "Ann", "lastName": "Sayle", "skills": ["ropework", "casualty care"],
                         "disciplines": ["navigation"], "joinedYear": 2011, "team": "Medical"}),
    "bob": (["Member"], {"firstName": "Bob", "lastName": "Thwaite", "skills": ["navigation"],
                         "disciplines": ["ropework"], "joinedYear": 2016, "team": "Search"}),
    "cat": (["Member"], {"firstName": "Cat", "lastName": "Ure", "skills": ["ropework"],
                         "disciplines": ["casualty care"], "joinedYear": 2019, "team": "Medical"}),
    "h1": (["Hut"], {"hutName": "Scar Hut", "heightM": 9.5, "builtYear": 2015, "district": "Upper Dale",
                     "riskLevel": "high", "avalancheRisk": True, "beds": 12, "hutType": "bothy"}),
    "h2": (["Hut"], {"hutName": "Gill Hut", "heightM": 4.0, "builtYear": 1988, "district": "Upper Dale",
                     "riskLevel": "low", "avalancheRisk": False, "beds": 6, "hutType": "bothy"}),
    "h3": (["Hut"], {"hutName": "Moss Hut", "storeys": 3, "builtYear": 1972, "district": "Lower Dale",
                     "riskLevel": "low", "avalancheRisk": True, "beds": 8, "hutType": "base"}),
    "a1": (["Area"], {"areaName": "Black Crag"}),
    "a2": (["Area"], {"areaName": "Long Moss"}),
    "k1": (["Course"], {"courseTitle": "Rope Rescue", "days": 3}),
    "k2": (["Course"], {"courseTitle": "Casualty Care", "days": 2}),
}
RELS = [("ann", "BASED_AT", "h1"), ("bob", "BASED_AT", "h2"), ("cat", "BASED_AT", "h3"),
        ("ann", "SEARCHED", "a1"), ("cat", "SEARCHED", "a2"), ("cat", "SEARCHED", "a1")]
ATTENDED = [("ann", "k1", False, "pass"), ("bob", "k1", True, "merit"), ("cat", "k2", False, "pass"),
            ("ann", "k2", True, "pass"), ("bob", "k2", False, "pass"), ("cat", "k1", False, "merit")]


def _attended(session) -> None:
    for member, course, refresher, grade in ATTENDED:
        session.run("MATCH (a {_h: $a}), (b {_h: $b}) CREATE (a)-[:ATTENDED {refresher: $r, grade: $g}]->(b)",
                    a=member, b=course, r=refresher, g=grade)


@pytest.fixture(scope="module")
def team(neo4j_server):
    from neo4j_server import schema_engine_on

    with schema_engine_on(neo4j_server, NODES, fill=_attended, rels=RELS) as engine:
        yield engine


@pytest.mark.neo4j
def test_a_value_of_two_keys_is_the_said_keys(team):
    answer = team.ask("Who has ropework in their skills?")
    assert sorted(e.name for e in answer.entities) == ["Ann Sayle", "Cat Ure"], answer.trace.logical_form


@pytest.mark.neo4j
def test_a_size_superlative_ranked_by_a_year_is_no_exact_answer(team):
    answer = team.ask("the tallest building in our hut list")
    assert "builtYear" not in (answer.trace.logical_form or "") or answer.provenance is not Provenance.KG_EXACT


@pytest.mark.neo4j
def test_a_flag_had_tests_the_relationship(team):
    answer = team.ask("members with a refresher")
    assert sorted(e.name for e in answer.entities) == ["Ann Sayle", "Bob Thwaite"], answer.trace.logical_form


@pytest.mark.neo4j
def test_part_of_a_keys_words_names_no_other_key(team):
    answer = team.ask("count of huts by risk level")
    assert "avalancheRisk" not in (answer.trace.logical_form or ""), answer.trace.logical_form
    assert sorted(e.name for e in answer.entities) == ["high", "low"], answer.trace.logical_form


@pytest.mark.neo4j
def test_a_year_said_with_in_is_no_count_of_beds(team):
    answer = team.ask("total hut beds in 1988")
    assert "(JOIN beds 1988)" not in (answer.trace.logical_form or ""), answer.trace.logical_form


@pytest.mark.neo4j
def test_the_doer_of_a_relationships_verb_is_no_value(team):
    answer = team.ask("which searchers covered Black Crag")
    assert sorted(e.name for e in answer.entities) == ["Ann Sayle", "Cat Ure"], answer.trace.logical_form


@pytest.mark.neo4j
@pytest.mark.parametrize(("question", "names"), [("Did Cat Ure ever search an area?", ["yes"]),
                                                 ("did Bob Thwaite ever search an area", ["no"])])
def test_did_x_ever_do_something_to_a_kind_of_thing_is_yes_or_no(team, question, names):
    answer = team.ask(question)
    assert [e.name for e in answer.entities] == names, answer.trace.logical_form


@pytest.mark.neo4j
@pytest.mark.parametrize("question", ["hut counts by type", "hut count by type"])
def test_a_labels_own_type_key_said_by_type_after_the_labels_word(team, question):
    # "hut ... by type": hutType, named by "type" alone once "hut" names the label
    answer = team.ask(question)
    assert "hutType" in (answer.trace.logical_form or ""), answer.trace.logical_form
    assert sorted(e.name for e in answer.entities) == ["base", "bothy"], answer.trace.logical_form


@pytest.mark.neo4j
def test_a_count_of_relationships_by_one_of_their_keys(team):
    answer = team.ask("count of attendances by grade")
    assert "ATTENDED.grade" in (answer.trace.logical_form or ""), answer.trace.logical_form
    assert sorted(e.name for e in answer.entities) == ["merit", "pass"], answer.trace.logical_form
