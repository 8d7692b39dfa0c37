"""A word for people before "<participle> by <a label>" names the ones the verb is done to, on a small aquarium's
book (a domain none of the benchmark graphs has): in "number of staff *mentored by* a head aquarist", "staff" are
the aquarists mentored, never the head aquarists who mentor (``framing._people_read``). Before, the form counted the
head aquarists who mentor someone and badged that kg-exact.

A stored value heading the question asks for its holders, also before a relative word with its auxiliary
("*divers who've* worked on …", ``answer_kinds.value_head``): before, "who've" hid the relative word, and a reading
answering the tanks that have a diver was badged kg-exact.
"""

from __future__ import annotations

import pytest
from neo4j_server import ask_form as _ask

from kgchat.types import Provenance

NODES = {
    "s1": (["Aquarist", "HeadAquarist"], {"firstName": "Ada", "lastName": "Marsh", "role": "head aquarist",
                                         "startYear": 2009}),
    "s2": (["Aquarist", "HeadAquarist"], {"firstName": "Bea", "lastName": "Quill", "role": "head aquarist",
                                         "startYear": 2012}),
    "n1": (["Aquarist"], {"firstName": "Cal", "lastName": "Orme", "role": "aquarist", "startYear": 2019}),
    "n2": (["Aquarist"], {"firstName": "Dee", "lastName": "Pike", "role": "aquarist", "startYear": 2020}),
    "n3": (["Aquarist"], {"firstName": "Eli", "lastName": "Rudd", "role": "aquarist", "startYear": 2021}),
    "n4": (["Aquarist"], {"firstName": "Fay", "lastName": "Soames", "role": "trainee", "startYear": 2024}),
    "t1": (["Tank"], {"code": "T-01", "litres": 24000}),
    "t2": (["Tank"], {"code": "T-02", "litres": 1800}),
}
RELS = [("s1", "MENTORS", "n1"), ("s1", "MENTORS", "n2"), ("s2", "MENTORS", "n3"),
        ("s1", "LOOKS_AFTER", "t1"), ("s2", "LOOKS_AFTER", "t2"), ("n1", "LOOKS_AFTER", "t1"),
        ("n3", "LOOKS_AFTER", "t2"), ("n4", "LOOKS_AFTER", "t2")]


def _duties(session) -> None:
    for aquarist, tank, duty in (("n1", "t1", "diver"), ("n2", "t1", "feeder"), ("n3", "t2", "diver")):
        session.run("MATCH (a {_h: $a}), (t {_h: $t}) CREATE (a)-[:WORKED_ON {duty: $d}]->(t)", a=aquarist, t=tank,
                    d=duty)


@pytest.fixture(scope="module")
def aquarium(neo4j_server):
    from neo4j_server import schema_engine_on

    with schema_engine_on(neo4j_server, NODES, fill=_duties, rels=RELS) as engine:
        yield engine


@pytest.mark.neo4j
@pytest.mark.parametrize("question", ["number of staff mentored by a head aquarist",
                                      "how many people are mentored by head aquarists"])
def test_people_before_a_participle_and_by_are_the_ones_done_to(aquarium, question):
    answer, form, names = _ask(aquarium, question)
    # three aquarists are mentored; two head aquarists mentor: the count of the mentors is never verified
    right = answer.text.strip().startswith("3")
    assert right or answer.provenance != Provenance.KG_EXACT, (form, answer.text)


@pytest.mark.neo4j
@pytest.mark.parametrize("question", ["divers who've worked on the big tank", "divers who worked on the big tank"])
def test_a_value_heading_the_question_asks_for_its_holders_before_who_ve(aquarium, question):
    from kgchat.reasoning.schema_parser.answer_kinds import value_head
    from kgchat.reasoning.schema_parser.build import Builder
    from kgchat.reasoning.schema_parser.engine import read, with_tense

    reading = read(question)
    builder = Builder(reading, with_tense(reading, aquarium.index, aquarium._ground(reading)), aquarium.index)
    assert value_head(builder) == ((0,), frozenset({"Aquarist"})), question
