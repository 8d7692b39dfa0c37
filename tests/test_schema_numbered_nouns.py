"""A noun the graph spells only in the key that numbers a label's nodes names that label: on a small practice graph
built here (Owner nodes numbered by ``clientNo``, ``Pet`` nodes numbered by ``patientNo``, Clinic
nodes), on the real test Neo4j with MiniLM, "which clients have no phone number" lists owners, not the clinics
"clients" looks like; a noun before a value of the key ("client C-101") still reads the value; and a noun later in
the question ("the most registered clients") leaves the thing asked for as it was. A label's own word alone ("no
*pet*") names that label, not another label's key spelt with it (the owners' ``petPlan``), and the negation before it
denies that label, not a verb after it ("no pet registered").
"""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.neo4j

NODES = {
    "ada": (["Owner"], {"name": "Ada Finch", "clientNo": "C-101", "phone": "0161 111", "petPlan": True}),
    "ben": (["Owner"], {"name": "Ben Oakes", "clientNo": "C-102", "petPlan": False}),
    "cal": (["Owner"], {"name": "Cal Reed", "clientNo": "C-103", "phone": "0161 333", "petPlan": True}),
    "dee": (["Owner"], {"name": "Dee Hart", "clientNo": "C-104", "petPlan": False}),
    "nord": (["Clinic"], {"name": "Northgate Clinic", "phone": "0161 900"}),
    "mill": (["Clinic"], {"name": "Millbrook Clinic"}),
    "rex": (["Pet"], {"name": "Rex", "patientNo": 501, "species": "dog"}),
    "tib": (["Pet"], {"name": "Tibbles", "patientNo": 502, "species": "cat"}),
    # named by a title; numbered as well, by an integer key ending in a numbering word
    "spring": (["Drive"], {"title": "Spring Vaccination Drive", "driveNo": 2403, "startDate": "2024-03-04"}),
    "autumn": (["Drive"], {"title": "Autumn Vaccination Drive", "driveNo": 2409, "startDate": "2024-09-02"}),
}
RELS = [("ada", "REGISTERED_AT", "nord"), ("ben", "REGISTERED_AT", "nord"), ("cal", "REGISTERED_AT", "nord"),
        ("dee", "REGISTERED_AT", "mill"), ("ada", "OWNS", "rex"), ("dee", "OWNS", "tib")]


@pytest.fixture(scope="module")
def practice(neo4j_server):
    from neo4j_server import schema_engine_on

    with schema_engine_on(neo4j_server, NODES, rels=RELS) as engine:
        yield engine


def test_the_noun_of_a_numbering_key_names_its_label(practice):
    answer = practice.ask("Which clients don't have a phone number on file?")
    assert answer.trace.logical_form == "(AND (TYPE Owner) (NOT (HAS phone)))", answer.trace.logical_form
    assert {e.name for e in answer.entities} == {"Ben Oakes", "Dee Hart"}


def test_a_noun_before_a_value_of_the_key_reads_the_value(practice):
    answer = practice.ask("who is client C-102")
    assert [e.name for e in answer.entities] == ["Ben Oakes"], answer.trace.logical_form


def test_the_noun_and_number_of_an_integer_numbering_key_name_its_node(practice):
    # "drive 2409" is the drive whose driveNo is 2409, not a date in the year 2409
    answer = practice.ask("When was drive 2409?")
    assert [e.name for e in answer.entities] == ["2024-09-02"], answer.trace.logical_form
    answer = practice.ask("title of drive 2403")
    assert [e.name for e in answer.entities] == ["Spring Vaccination Drive"], answer.trace.logical_form


def test_a_later_noun_leaves_the_asked_label(practice):
    answer = practice.ask("which clinic has the most registered clients")
    assert [e.name for e in answer.entities] == ["Northgate Clinic"], answer.trace.logical_form


def test_a_label_word_alone_names_the_label_not_another_labels_key(practice):
    # "pet" is the label Pet, not the owners' petPlan flag read as false
    answer = practice.ask("Which owners have no pet?")
    assert {e.name for e in answer.entities} == {"Ben Oakes", "Cal Reed"}, answer.trace.logical_form


def test_a_negation_denies_the_label_after_it_not_the_verb_after_that(practice):
    # "no pet registered": owners (all registered at a clinic) who own no pet; not owners neither registered nor
    # owning one
    answer = practice.ask("How many clients have no pet registered?")
    assert [e.name for e in answer.entities] == ["2"], answer.trace.logical_form
