"""Stored values said by their initials or as the plural of an abbreviation, on a small ambulance service graph built
here: "RRV" says the vehicle kind 'rapid response vehicle' and "ECAs" the grade 'Emergency Care Assistant' (never a
value with a word of its own in capitals: "CCTV van" is spelt by no "CV"); "CVAs" is the plural of the category
'CVA'. A value said as what someone is ("who is a hazmat lead") names the people holding it, and "which staff" asks
for the people the graph keeps, so a plain reading of either is answered, not refused.
"""

from __future__ import annotations

import pytest

from kgchat.reasoning.schema_parser.initials import acronym_value
from kgchat.types import Provenance


def test_a_word_in_capitals_says_the_value_it_spells_or_is_the_plural_of():
    values = {"rapid response vehicle": [], "cctv van": [("k", "CCTV van")], "cva": [], "crew van": []}
    assert acronym_value("RRV", values) == "rapid response vehicle"
    assert acronym_value("CVAs", values) == "cva"
    assert acronym_value("CV", values) == "crew van"  # not 'CCTV van', whose first word is itself in capitals
    assert acronym_value("rrv", values) is None  # a word in lower case spells nothing
    assert acronym_value("RV", {"rescue van": [], "road vehicle": []}) is None  # two alike: neither


NODES = {
    "ash": (["Station"], {"stationName": "Ashcombe", "opened": 1994}),
    "bel": (["Station"], {"stationName": "Belford", "opened": 2003}),
    "v1": (["Vehicle"], {"callsign": "AM101", "kind": "rapid response vehicle"}),
    "v2": (["Vehicle"], {"callsign": "AM102", "kind": "double crewed ambulance"}),
    "v3": (["Vehicle"], {"callsign": "AM201", "kind": "double crewed ambulance"}),
    "v4": (["Vehicle"], {"callsign": "AM202", "kind": "CCTV van"}),
    "kim": (["Medic"], {"givenName": "Kim", "familyName": "Rowe", "grade": "Emergency Care Assistant",
                        "driver": False, "startedOn": "2008-04-01", "skills": ["hazmat lead", "bariatric"]}),
    "lou": (["Medic"], {"givenName": "Lou", "familyName": "Sand", "grade": "Emergency Care Assistant",
                        "driver": True, "startedOn": "2015-09-14", "skills": ["bariatric"]}),
    "max": (["Medic"], {"givenName": "Max", "familyName": "Tull", "grade": "Paramedic",
                        "driver": True, "startedOn": "2001-01-08", "skills": ["hazmat lead"]}),
    "c1": (["Call"], {"callRef": "C-7001", "category": "CVA", "year": 2024}),
    "c2": (["Call"], {"callRef": "C-7002", "category": "CVA", "year": 2024}),
    "c3": (["Call"], {"callRef": "C-7003", "category": "fall", "year": 2024}),
    "c4": (["Call"], {"callRef": "C-7004", "category": "CVA", "year": 2023}),
}
RELS = [("v1", "BASED_AT", "ash"), ("v2", "BASED_AT", "ash"), ("v3", "BASED_AT", "bel"), ("v4", "BASED_AT", "bel"),
        ("kim", "WORKS_AT", "ash"), ("lou", "WORKS_AT", "bel"), ("max", "WORKS_AT", "ash"),
        ("v1", "SENT_TO", "c1"), ("v2", "SENT_TO", "c2"), ("v3", "SENT_TO", "c3"), ("v3", "SENT_TO", "c4")]


@pytest.fixture(scope="module")
def service(neo4j_server):
    from neo4j_server import schema_engine_on

    with schema_engine_on(neo4j_server, NODES, rels=RELS) as engine:
        yield engine


@pytest.mark.neo4j
@pytest.mark.parametrize(("question", "names"), [
    ("Which stations have an RRV?", ["Ashcombe"]),
    ("which ECAs aren't drivers", ["Kim Rowe"]),
    ("number of CVAs in 2024", ["2"]),
    ("who's a hazmat lead", ["Kim Rowe", "Max Tull"]),
])
def test_values_said_by_initials_plurals_and_as_what_someone_is(service, question, names):
    answer = service.ask(question)
    assert sorted(e.name for e in answer.entities) == names, answer.trace.logical_form
    assert answer.provenance is not Provenance.NONE


@pytest.mark.neo4j
def test_which_staff_asks_for_the_people_kept(service):
    answer = service.ask("which staff started before 2005")
    assert [e.name for e in answer.entities] == ["Max Tull"], answer.trace.logical_form
