"""Values the graph does not store but its properties give, read by the schema parser on a small river-boat graph
built here, on the real test Neo4j with MiniLM: two counts whose names end in the word the question says are added
("passengers" over upstream and downstream passengers); an age at an event is the event's year less the birth year,
read along the relationship; a weekday, a month named alone and a month with its year test a date. The computed
readings are never badged kg-exact (the words name the computation only loosely).
"""

from __future__ import annotations

import datetime

import pytest

from kgchat.types import Provenance

NODES = {
    "ana": (["Captain"], {"name": "Ana Reyes", "born": 1990}),
    "bram": (["Captain"], {"name": "Bram Olsen", "born": 1950}),
    "cleo": (["Captain"], {"name": "Cleo Hart", "born": 1975}),
    "v1": (["Voyage"], {"code": "Lark Run", "launched": 2015, "departedOn": datetime.date(2024, 3, 10),  # Sunday
                        "upstreamPassengers": 80, "downstreamPassengers": 40}),
    "v2": (["Voyage"], {"code": "Heron Run", "launched": 1999, "departedOn": datetime.date(2024, 3, 12),  # Tuesday
                        "upstreamPassengers": 30, "downstreamPassengers": 20}),
    "v3": (["Voyage"], {"code": "Swift Run", "launched": 2010, "departedOn": datetime.date(2023, 8, 6),  # Sunday
                        "upstreamPassengers": 60, "downstreamPassengers": 90}),
}
LED = [("ana", "v1"), ("bram", "v2"), ("cleo", "v3"), ("bram", "v1")]


@pytest.fixture(scope="module")
def river(neo4j_server):
    from neo4j_server import schema_engine_on

    def fill(s) -> None:
        for captain, voyage in LED:
            s.run("MATCH (a {_h: $a}), (b {_h: $b}) CREATE (a)-[:LED]->(b)", a=captain, b=voyage)

    with schema_engine_on(neo4j_server, NODES, fill) as engine:
        yield engine


@pytest.mark.neo4j
@pytest.mark.parametrize(("question", "form", "names"), [
    ("Which voyages carried more than 100 passengers?",
     "(AND (TYPE Voyage) (gt (PLUS downstreamPassengers upstreamPassengers) 100))", {"Lark Run", "Swift Run"}),
    ("Which voyage had the most passengers?", "(ARGMAX (TYPE Voyage) (PLUS downstreamPassengers upstreamPassengers))",
     {"Swift Run"}),
    ("Which captains were younger than 30 when a voyage they led was launched?",
     "(lt (MINUS (JOIN LED launched) born) 30)", {"Ana Reyes"}),
    ("Which voyages departed on a Sunday?", "(AND (ge (WEEKDAY departedOn) 7) (le (WEEKDAY departedOn) 7))",
     {"Lark Run", "Swift Run"}),
    ("Which voyages departed in August?", "(AND (ge (MONTH departedOn) 8) (le (MONTH departedOn) 8))",
     {"Swift Run"}),
])
def test_computed_values(river, question, form, names):
    answer = river.ask(question)
    assert form in answer.trace.logical_form, answer.trace.logical_form
    assert {e.name or e.id for e in answer.entities} == names
    if "PLUS" in form or "MINUS" in form:
        assert answer.provenance is Provenance.KG_APPROXIMATE


@pytest.mark.neo4j
def test_average_age_of_a_named_things_people_at_its_event(river):
    answer = river.ask("What was the average age of the captains of Lark Run when it was launched?")
    assert "(AVG" in answer.trace.logical_form and "(MINUS launched (JOIN (R LED) born))" in answer.trace.logical_form
    assert [e.name for e in answer.entities] == ["45"]  # 2015 - 1990 and 2015 - 1950
    assert answer.provenance is Provenance.KG_APPROXIMATE


@pytest.mark.neo4j
def test_a_month_with_its_year_is_the_whole_month(river):
    answer = river.ask("How many voyages departed in March 2024?")
    assert "(ge departedOn 2024-03) (lt departedOn 2024-04)" in answer.trace.logical_form
    assert [e.name for e in answer.entities] == ["2"]


def test_a_month_before_a_year_is_one_date_cue():
    from kgchat.reasoning.schema_parser.words import read

    cues = [c for c in read("players born after September 2005").cues if c.kind in ("date", "year")]
    assert [(c.kind, c.value, c.op) for c in cues] == [("date", "2005-09", "gt")]
    cues = [c for c in read("voyages in May 2024").cues if c.kind in ("date", "year")]
    assert [(c.kind, c.value, c.op) for c in cues] == [("date", "2024-05", "eq")]


def test_round_after_a_preposition_is_a_stage_not_rounding():
    from kgchat.reasoning.schema_parser.words import read

    r = read("Average goals per game in round 2, rounded to 1 decimal")
    assert [(c.kind, c.value) for c in r.cues if c.kind in ("round", "number")] == [("number", 2.0), ("round", 1)]
    assert [c.value for c in read("the average height, round to 1 dp").of("round")] == [1]
