"""Readings of the schema parser that walk two or three relationships, on a small clinic graph built here (hospitals,
their departments, doctors working in them since a date, patients who book appointments held in a department,
conditions), on the real test Neo4j with MiniLM: counts and totals per group reached through a middle label, a
superlative over a relationship's start date, a value tested two relationships away, and text tests said without
quotes.
"""

from __future__ import annotations

import pytest

from kgchat.reasoning.schema_parser.words import read
from kgchat.types import Provenance

NODES = {
    "north": (["Hospital"], {"name": "North General"}),
    "south": (["Hospital"], {"name": "South Infirmary"}),
    "ncar": (["Department"], {"title": "Cardiology", "code": "N-CAR"}),
    "nder": (["Department"], {"title": "Dermatology", "code": "N-DER"}),
    "scar": (["Department"], {"title": "Cardiology", "code": "S-CAR"}),
    "ohara": (["Doctor"], {"fullName": "Fionn O'Hara"}),
    "oakes": (["Doctor"], {"fullName": "Liam Oakes"}),
    "byrne": (["Doctor"], {"fullName": "Ada Byrne"}),
    "mia": (["Patient"], {"firstName": "Mia", "lastName": "Quill"}),
    "tom": (["Patient"], {"firstName": "Tom", "lastName": "Reed"}),
    "zoe": (["Patient"], {"firstName": "Zoe", "lastName": "Vance"}),
    "t2d": (["Condition"], {"term": "Type 2 diabetes"}),
    "gdm": (["Condition"], {"term": "Gestational diabetes"}),
    "asth": (["Condition"], {"term": "Asthma"}),
}
APPOINTMENTS = [  # ref, patient, department, fee
    ("AP-1", "mia", "ncar", 120.0), ("AP-2", "mia", "nder", 80.0), ("AP-3", "tom", "ncar", 150.0),
    ("AP-4", "tom", "scar", 60.0), ("AP-5", "zoe", "nder", 90.0), ("AP-6", "zoe", "nder", 95.0),
]
RELS = [
    ("ncar", "PART_OF", "north"), ("nder", "PART_OF", "north"), ("scar", "PART_OF", "south"),
    ("ohara", "WORKS_IN", "ncar", "2012-04-01", 0.5), ("oakes", "WORKS_IN", "nder", "2019-09-15", 1.0),
    ("byrne", "WORKS_IN", "scar", "2021-01-10", 0.8),
    ("mia", "HAS_CONDITION", "t2d"), ("tom", "HAS_CONDITION", "asth"), ("zoe", "HAS_CONDITION", "gdm"),
]


@pytest.fixture(scope="module")
def clinic(neo4j_server):
    from neo4j_server import schema_engine_on

    def fill(s) -> None:
        for ref, patient, dept, fee in APPOINTMENTS:
            s.run("MATCH (p {_h: $p}), (d {_h: $d}) "
                  "CREATE (p)-[:BOOKED]->(:Appointment {ref: $ref, feeEur: $fee})-[:HELD_IN]->(d)",
                  p=patient, d=dept, ref=ref, fee=fee)
        for start, rel, end, *since in RELS:
            s.run(f"MATCH (a {{_h: $a}}), (b {{_h: $b}}) CREATE (a)-[r:{rel}]->(b) "
                  "FOREACH (d IN CASE WHEN $since IS NULL THEN [] ELSE [$since] END | SET r.since = date(d), "
                  "r.fte = $fte)", a=start, b=end, since=since[0] if since else None,
                  fte=since[1] if since else None)

    with schema_engine_on(neo4j_server, NODES, fill) as engine:
        yield engine


@pytest.mark.neo4j
@pytest.mark.parametrize(("question", "form", "first"), [
    # counted per group two relationships away: a hospital's appointments are those held in its departments
    ("how many appointments has each hospital had", "(AGG count (JOIN (R PART_OF) (R HELD_IN)))", "North General"),
    # "the most <amount>": the total of a property of related things
    ("Which department brought in the most fee revenue?", "(AGG sum (JOIN (R HELD_IN) feeEur))", "N-CAR"),
    # "the longest" over the start date of the relationship the words name: the earliest
    ("Which doctor has been working in a department the longest?", "WORKS_IN.since", "Fionn O'Hara"),
    # a value held two relationships away, denied
    ("Which patients have never been to a cardiology department?", "(NOT (JOIN (JOIN BOOKED HELD_IN)", "Zoe"),
    # an average of related things' numbers per group two relationships away
    ("what is the average fee per hospital", "(AGG avg (JOIN (R PART_OF) (JOIN (R HELD_IN) feeEur)))", "North"),
    # a total of a number the relationships hold, per group
    ("what is the total fte per hospital", "(AGG sum (JOIN (R PART_OF) (JOIN (R WORKS_IN.end) WORKS_IN.fte)))",
     "North General"),
    # "with W in the name": the text is the words between
    ("conditions with diabetes in the name", "(contains term diabetes)", None),
])
def test_walks_and_texts(clinic, question, form, first):
    answer = clinic.ask(question)
    assert form in answer.trace.logical_form, answer.trace.logical_form
    if first is not None:
        assert first in (answer.entities[0].name or answer.entities[0].id), [e.name for e in answer.entities]


@pytest.mark.neo4j
def test_a_surname_on_a_whole_name_is_a_later_word_and_not_exact(clinic):
    # the apostrophe is part of the text; the surname of a full name is any word after the first
    answer = clinic.ask("doctors whose surname starts with O'")
    assert "(contains fullName \" O'\")" in answer.trace.logical_form, answer.trace.logical_form
    assert [e.name for e in answer.entities] == ["Fionn O'Hara"]
    assert answer.provenance is Provenance.KG_APPROXIMATE


@pytest.mark.neo4j
def test_a_surname_on_a_last_name_key_is_tested_as_it_is(clinic):
    answer = clinic.ask("patients whose surname starts with Q")
    assert "(starts lastName Q)" in answer.trace.logical_form, answer.trace.logical_form


def test_first_name_is_no_ranking():
    reading = read("Which employees have a first name starting with Pri?")
    assert not reading.of("top")
    assert [c.op for c in reading.of("string")][:2] == ["starts", "starts"]
