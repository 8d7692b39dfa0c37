"""Readings of a dive centre's graph built here, each a general way people write:

- "who has X" asks for the holders of a stored value (a qualification in a list), the label left unsaid;
- a key that is a word cut short (``certs``) is named by the word said whole ("certificates"), ahead of a key
  that only shares a root with it (``nitroxCert``);
- the noun of a key that numbers a label's nodes (``charterNo``) stands for that label when a question asks for it
  ("which charters …");
- a word that is a stored value and also the first word of a date key ("paid" for 'paid' and ``paidOn``) names the
  date key where a date follows ("paid on 3 May 2024");
- a word in capitals in a question that is not ("our US sites") is no pronoun: left unread, it keeps the answer
  below kg-exact.
"""

from __future__ import annotations

import pytest

from kgchat.reasoning.schema_parser.parts import Part
from kgchat.reasoning.schema_parser.value_doers import kind_said
from kgchat.reasoning.schema_parser.words import read, tokenize
from kgchat.types import Provenance

NODES = {
    "ana": (["Instructor"], {"givenName": "Ana", "familyName": "Reyes", "certs": ["Rescue Diver", "EFR Instructor"],
                             "nitroxCert": True, "hiredYear": 2015}),
    "bo": (["Instructor"], {"givenName": "Bo", "familyName": "Lind", "certs": ["Rescue Diver"],
                            "nitroxCert": False, "hiredYear": 2019}),
    "cy": (["Instructor"], {"givenName": "Cy", "familyName": "Moss", "certs": ["EFR Instructor", "Cave Diver"],
                            "nitroxCert": True, "hiredYear": 2021}),
    "di": (["Instructor"], {"givenName": "Di", "familyName": "Park", "nitroxCert": False, "hiredYear": 2022}),
    "ed": (["Instructor"], {"givenName": "Ed", "familyName": "Vane", "nitroxCert": True, "hiredYear": 2023}),
    "s1": (["Site"], {"siteName": "Kelp Arch", "country": "USA", "maxDepthM": 30}),
    "s2": (["Site"], {"siteName": "Blue Wall", "country": "USA", "maxDepthM": 40}),
    "s3": (["Site"], {"siteName": "Cenote Ojo", "country": "Mexico", "maxDepthM": 12}),
    "t1": (["Trip"], {"charterNo": "OUT-101", "incident": "lost buddy", "tripDate": "2024-05-02"}),
    "t2": (["Trip"], {"charterNo": "OUT-102", "tripDate": "2024-05-03"}),
    "t3": (["Trip"], {"charterNo": "OUT-103", "incident": "ear squeeze", "tripDate": "2024-05-04"}),
    "b1": (["Booking"], {"bookingRef": "BK-1", "status": "paid", "bookedOn": "2024-04-20",
                          "paidOn": "2024-05-03"}),
    "b2": (["Booking"], {"bookingRef": "BK-2", "status": "paid", "bookedOn": "2024-05-03",
                          "paidOn": "2024-05-09"}),
    "b3": (["Booking"], {"bookingRef": "BK-3", "status": "unpaid", "bookedOn": "2024-05-01"}),
}
RELS = [("ana", "LED", "t1"), ("bo", "LED", "t2"), ("cy", "LED", "t3"), ("t1", "AT_SITE", "s1"),
        ("t2", "AT_SITE", "s2"), ("t3", "AT_SITE", "s3"), ("b1", "FOR_TRIP", "t1"), ("b2", "FOR_TRIP", "t2"),
        ("b3", "FOR_TRIP", "t3")]


def _dated(session) -> None:
    session.run("MATCH (b:Booking) SET b.bookedOn = date(b.bookedOn), b.paidOn = date(b.paidOn)").consume()
    session.run("MATCH (t:Trip) SET t.tripDate = date(t.tripDate)").consume()


def test_a_word_in_capitals_is_marked_as_such_only_in_a_question_that_is_not_in_capitals():
    assert [t.acronym for t in tokenize("average depth of our US sites")] == [False] * 4 + [True, False]
    assert not any(t.acronym for t in tokenize("WHO IS IN THE US"))
    assert [t.content for t in tokenize("our US sites")] == [False, True, True]


def test_who_has_a_value_names_its_holders():
    def held(question: str, at: set[int]) -> bool:
        return kind_said(Part(None, frozenset(at), 1.0, "value", "certs EFR Instructor"), read(question))

    assert held("who has EFR Instructor", {2, 3})
    assert held("who holds both EFR Instructor and Rescue Diver", {3, 4})
    assert not held("who led the trip for EFR Instructor", {5, 6})  # a value said after a relationship's verb


@pytest.fixture(scope="module")
def centre(neo4j_server):
    from neo4j_server import schema_engine_on

    with schema_engine_on(neo4j_server, NODES, fill=_dated, rels=RELS) as engine:
        yield engine


@pytest.mark.neo4j
@pytest.mark.parametrize(("question", "names"), [
    ("who has EFR Instructor", ["Ana Reyes", "Cy Moss"]),
    ("who holds both Rescue Diver and EFR Instructor", ["Ana Reyes"]),
    ("list Bo Lind's certificates", ["Rescue Diver"]),
    ("which charters had an incident", ["OUT-101", "OUT-103"]),
    ("which booking was paid on 3 May 2024", ["BK-1"]),
])
def test_plain_readings_are_answered(centre, question, names):
    answer = centre.ask(question)
    assert sorted(e.name for e in answer.entities) == names, answer.trace.logical_form
    assert answer.provenance is not Provenance.NONE


@pytest.mark.neo4j
def test_a_word_in_capitals_left_unread_keeps_the_answer_below_exact(centre):
    answer = centre.ask("average max depth of our US sites")
    assert answer.provenance is not Provenance.KG_EXACT, answer.trace.logical_form
    assert "US" in answer.trace.not_covered
