"""What a word asks for, read from the schema's names and English on a small physiotherapy clinic's book (a domain
none of the benchmark graphs has), never from a list of one graph's wordings:

- "*patients* Ada Vance has treated": a word right before a named thing that loosely names the thing's own label, but
  surely names another label, asks for that other label's nodes (``Builder.own_label``); before, the word was
  swallowed by the name, and the sessions she gave were the answer, badged exact;
- "what *review* did Bo give S-102": a time key read only through its event's word (``reviewedOn``) says when the
  review was given, not what it was: never exact (``coverage._time_of_thing``);
- "patients with *no* smoking status *recorded*": a yes/no key denied and said unrecorded is not held at all, which is
  neither yes nor no (``states.unset_flag``); "patients who don't smoke" still tests for no;
- "the *first* session of 2024": the one that began first, by the one key of the label saying a start
  (``ranked._starts_each``), exactly; "the last session *ended*" names another date: no sure reading;
- "was S-104 an urgent *visit*": the noun ending a question whether a named thing is "a …" of a label is the asker's
  word for that thing, not another thing asked about (``counted._kind_said``): answered, approximately; before,
  refused;
- "sessions that included *TENS*": a word in capitals that is a word of exactly one node's name names that node
  (``name_heads.named_by_acronym``), and "started in 2024 *that* included …" is a relative clause, no word pointing
  back at an earlier answer (``pointers._verb_only``).
"""

from __future__ import annotations

import pytest
from neo4j_server import ask_form as _ask

from kgchat.types import Provenance

NODES = {
    "t1": (["Clinician"], {"firstName": "Ada", "lastName": "Vance", "startYear": 2015}),
    "t2": (["Clinician"], {"firstName": "Bo", "lastName": "Quill", "startYear": 2020}),
    "c1": (["Patient"], {"name": "Nell Ashby", "birthYear": 1961, "smoker": False}),
    "c2": (["Patient"], {"name": "Ravi Tanner", "birthYear": 1984, "smoker": True}),
    "c3": (["Patient"], {"name": "Orla Pike", "birthYear": 1990}),
    "c4": (["Patient"], {"name": "Jem Stroud", "birthYear": 1975}),
    "s1": (["Session"], {"ref": "S-101", "startedOn": "2023-11-20", "endedOn": "2024-02-01", "feeGbp": 180.0}),
    "s2": (["Session"], {"ref": "S-102", "startedOn": "2024-01-09", "endedOn": "2024-01-30", "feeGbp": 90.0}),
    "s3": (["Session"], {"ref": "S-103", "startedOn": "2024-03-15", "feeGbp": 45.0}),
    "s4": (["Session", "Urgent"], {"ref": "S-104", "startedOn": "2024-05-02", "endedOn": "2024-05-03",
                                   "feeGbp": 60.0}),
    "x1": (["Treatment"], {"name": "TENS therapy"}),
    "x2": (["Treatment"], {"name": "Ultrasound therapy"}),
    "x3": (["Treatment"], {"name": "Dry needling"}),
}


def _rels(session) -> None:
    session.run("MATCH (s:Session) SET s.startedOn = date(s.startedOn)")
    session.run("MATCH (s:Session) WHERE s.endedOn IS NOT NULL SET s.endedOn = date(s.endedOn)")
    for who, visit in (("t1", "s1"), ("t1", "s2"), ("t2", "s3"), ("t2", "s4")):
        session.run("MATCH (a {_h: $a}), (b {_h: $b}) CREATE (a)-[:TREATED]->(b)", a=who, b=visit)
    for client, visit in (("c1", "s1"), ("c2", "s2"), ("c3", "s3"), ("c4", "s4")):
        session.run("MATCH (a {_h: $a}), (b {_h: $b}) CREATE (a)-[:BOOKED]->(b)", a=client, b=visit)
    for visit, treatment in (("s1", "x1"), ("s2", "x2"), ("s3", "x1"), ("s4", "x3")):
        session.run("MATCH (a {_h: $a}), (b {_h: $b}) CREATE (a)-[:INCLUDED]->(b)", a=visit, b=treatment)
    for client, visit, stars, day in (("c1", "s1", 4, "2024-02-03"), ("c2", "s2", 2, "2024-02-10")):
        session.run("MATCH (a {_h: $a}), (b {_h: $b}) CREATE (a)-[:REVIEWED {stars: $s, reviewedOn: date($d)}]->(b)",
                    a=client, b=visit, s=stars, d=day)


@pytest.fixture(scope="module")
def clinic_book(neo4j_server):
    from neo4j_server import schema_engine_on

    with schema_engine_on(neo4j_server, NODES, fill=_rels) as engine:
        yield engine


@pytest.mark.neo4j
def test_a_word_naming_another_label_is_not_the_names_own(clinic_book):
    answer, form, names = _ask(clinic_book, "patients Ada Vance has treated")
    assert sorted(names) == ["Nell Ashby", "Ravi Tanner"] and "Patient" in form, (form, names)


@pytest.mark.neo4j
def test_a_time_key_read_by_its_events_word_answers_when_not_what(clinic_book):
    answer, form, names = _ask(clinic_book, "what review did Ravi Tanner give S-102")
    assert answer.provenance != Provenance.KG_EXACT, (form, names)
    answer, form, names = _ask(clinic_book, "when did Ravi Tanner review S-102")
    assert names == ["2024-02-10"] and answer.provenance == Provenance.KG_EXACT, (form, answer.trace.not_covered)


@pytest.mark.neo4j
def test_a_flag_said_unrecorded_is_not_held(clinic_book):
    answer, form, names = _ask(clinic_book, "how many patients have no smoking status recorded")
    assert names == ["2"] and "smoker" in form, (form, names)
    _, form, names = _ask(clinic_book, "patients who don't smoke")
    assert names == ["Nell Ashby"], (form, names)


@pytest.mark.neo4j
def test_the_first_of_a_label_is_by_the_date_it_starts_with(clinic_book):
    answer, form, names = _ask(clinic_book, "first session of 2024")
    assert names == ["S-102"] and "startedOn" in form, (form, names)
    assert answer.provenance == Provenance.KG_EXACT, answer.trace.not_covered
    answer, form, names = _ask(clinic_book, "last session ended")
    assert answer.provenance != Provenance.KG_EXACT or "endedOn" in form, (form, names)


@pytest.mark.neo4j
def test_the_askers_word_for_a_named_thing_is_no_other_thing(clinic_book):
    answer, form, names = _ask(clinic_book, "was S-104 an urgent visit")
    assert names == ["yes"] and "Urgent" in form, (form, names)
    assert answer.provenance == Provenance.KG_APPROXIMATE, answer.trace.not_covered
    answer, form, names = _ask(clinic_book, "was S-104 an urgent pizza delivery")
    assert not names, (form, names)


@pytest.mark.neo4j
def test_letters_in_capitals_name_the_one_node_whose_name_has_them(clinic_book):
    answer, form, names = _ask(clinic_book, "sessions started in 2024 that included TENS")
    assert names == ["S-103"], (form, names)
    assert not any("that" in str(row) for row in answer.trace.not_covered), answer.trace.not_covered
    _, form, names = _ask(clinic_book, "which sessions included TENS")
    assert sorted(names) == ["S-101", "S-103"], (form, names)
