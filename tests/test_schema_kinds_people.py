"""Words for a graph's own labels that no label is called by (issue 35), read from the graph itself:

- a label's word right before a broader label's word names the narrower label alone when the graph holds no node
  of the first without the second ("the *teaching hospitals*": the ``Teaching`` nodes, every one a hospital);
- a label whose nodes carry two keys only people have (a birth year, a hiring date, a given name) is the graph's
  label of people, and a plain word for people ("how many *people* …") names it when it is the only one; its text
  key whose values are mostly nouns for who does a job ('physician', 'pharmacist') is what "job" asks for.

Checked on schemas written here, then on a small hospital graph on the real test Neo4j with MiniLM.
"""

from __future__ import annotations

import datetime

import pytest

from kgchat.reasoning.schema_parser.people import person_keys, person_labels
from kgchat.schema import GraphSchema, LabelInfo, PropertyInfo
from kgchat.types import Provenance


def _label(name: str, *keys: str) -> LabelInfo:
    return LabelInfo(name, 10, tuple(PropertyInfo(k, "string") for k in keys), keys[0])


def test_keys_only_people_have():
    assert person_keys(_label("Clinician", "fullName", "born", "hired", "specialty")) == 3
    assert person_keys(_label("Employee", "firstName", "lastName", "birthDate", "title")) == 3
    assert person_keys(_label("Ward", "name", "floor", "opened")) == 0
    assert person_keys(_label("Company", "companyName", "contactName", "founded")) == 0


def test_one_label_of_people_or_none():
    clinic = GraphSchema(labels=(_label("Clinician", "fullName", "born", "hired"), _label("Ward", "name", "floor")))
    assert person_labels(clinic) == ("Clinician",)
    # one key of a person is not enough (a ship's launch is no birth; a film's name is no person's)
    assert person_labels(GraphSchema(labels=(_label("Ship", "name", "launched", "born"),))) == ()
    # two labels of people: the broader first when every node of the other holds it too
    club = GraphSchema(labels=(_label("Player", "name", "born", "nationality"),
                               _label("Coach", "fullName", "born", "nationality")))
    assert set(person_labels(club)) == {"Player", "Coach"}
    assert person_labels(club, lambda narrow, broad: (narrow, broad) == ("Coach", "Player"))[0] == "Player"


HOSPITALS = {"ames": ("St Ames", 300, True), "norb": ("Norbury General", 120, False),
             "kell": ("Kell Royal", 450, True), "marsh": ("Marsh Cottage", 40, False)}
NODES: dict = {h: (["Hospital", "Teaching"] if teaching else ["Hospital"], {"name": name, "beds": beds})
               for h, (name, beds, teaching) in HOSPITALS.items()}
CLINICIANS = {"c1": ("Ola Brandt", 1970, "2004-03-01", "kell"), "c2": ("Tam Rees", 1985, "2019-06-12", "kell"),
              "c3": ("Ivo Lantz", 1990, "2019-09-30", "ames"), "c4": ("Ruth Amadi", 1962, "1999-01-15", "norb"),
              "c5": ("Sol Ferrer", 1979, "2012-11-02", "kell")}
JOBS = {"c1": "physician", "c2": "pharmacist", "c3": "nurse", "c4": "radiologist", "c5": "physician"}
NODES |= {h: (["Clinician"], {"fullName": name, "born": born, "hired": datetime.date.fromisoformat(hired),
                              "specialty": "surgery" if born < 1980 else "paediatrics", "post": JOBS[h]})
          for h, (name, born, hired, _) in CLINICIANS.items()}
NODES |= {"w1": (["Ward"], {"name": "Ward 1", "floor": 1}), "w2": (["Ward"], {"name": "Ward 2", "floor": 2}),
          "w3": (["Ward"], {"name": "Ward 3", "floor": 1})}
RELS = [(c, "WORKS_IN", h) for c, (*_, h) in CLINICIANS.items()] + \
    [("w1", "PART_OF", "ames"), ("w2", "PART_OF", "kell"), ("w3", "PART_OF", "marsh")]


@pytest.fixture(scope="module")
def hospitals(neo4j_server):
    from neo4j_server import schema_engine_on

    with schema_engine_on(neo4j_server, NODES, rels=RELS) as engine:
        yield engine


@pytest.mark.neo4j
@pytest.mark.parametrize(("question", "form", "answers"), [
    ("How many teaching hospitals are there?", "(COUNT (TYPE Teaching))", ["2"]),
    ("Which teaching hospitals have more than 350 beds?", "(TYPE Teaching)", ["Kell Royal"]),
])
def test_a_narrower_labels_word_before_the_broader_ones_names_the_narrower(hospitals, question, form, answers):
    answer = hospitals.ask(question)
    assert form in answer.trace.logical_form, answer.trace.logical_form
    assert [e.name or e.id for e in answer.entities] == answers
    assert answer.provenance is Provenance.KG_EXACT, answer.trace.not_covered


@pytest.mark.neo4j
@pytest.mark.parametrize(("question", "answers"), [
    ("How many people were hired in 2019?", ["2"]),
    ("How many people work in Kell Royal?", ["3"]),
])
def test_people_are_the_label_whose_nodes_have_births_and_hirings(hospitals, question, answers):
    answer = hospitals.ask(question)
    assert "(TYPE Clinician)" in answer.trace.logical_form, answer.trace.logical_form
    assert [e.name or e.id for e in answer.entities] == answers


@pytest.mark.neo4j
def test_a_label_at_the_far_end_that_only_some_nodes_there_hold_is_tested(hospitals):
    # PART_OF ends at hospitals, some of them also teaching ones: the wards of teaching hospitals are not every
    # ward that is part of some hospital
    answer = hospitals.ask("Which wards are part of a teaching hospital?")
    names = {e.name or e.id for e in answer.entities}
    assert "Ward 3" not in names or answer.provenance is not Provenance.KG_EXACT, answer.trace.logical_form


@pytest.mark.neo4j
def test_a_job_is_the_key_whose_values_say_what_people_do(hospitals):
    # "post" holds 'physician', 'pharmacist', 'radiologist' (and 'nurse'); "specialty" holds no such nouns
    answer = hospitals.ask("What is Ivo Lantz's job?")
    assert "post" in answer.trace.logical_form, answer.trace.logical_form
    assert [e.name or e.id for e in answer.entities] == ["nurse"]
