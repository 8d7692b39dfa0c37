"""A person named by a first name and a misspelt surname, on a small museum's staff book (a domain none of the
benchmark graphs has): in "who does *Tomas Ferrabee* report to" of Tomas Ferraby, the first name names one person
alone, and the word after it is the next word of that person's name off by a letter or two, so it is the same
person's surname (``name_parts._misspelt_rest``), not a word left over that the graph does not hold (before:
refused).
"""

from __future__ import annotations

import pytest
from neo4j_server import ask_form as _ask

from kgchat.types import Provenance

NODES = {
    "p1": (["Staff"], {"firstName": "Tomas", "lastName": "Ferraby", "role": "conservator", "startYear": 2016}),
    "p2": (["Staff"], {"firstName": "Ines", "lastName": "Haldane", "role": "head of collections", "startYear": 2009}),
    "p3": (["Staff"], {"firstName": "Ruth", "lastName": "Okafor", "role": "registrar", "startYear": 2018}),
    "p4": (["Staff"], {"firstName": "Colm", "lastName": "Ashby", "role": "director", "startYear": 2005}),
    "g1": (["Gallery"], {"name": "East Wing", "climateControlled": True, "phoneLine": True, "floor": 1}),
    "g2": (["Gallery"], {"name": "Print Room", "climateControlled": True, "phoneLine": False, "floor": 2}),
    "g3": (["Gallery"], {"name": "Atrium", "climateControlled": False, "phoneLine": True, "floor": 0}),
}
RELS = [("p1", "REPORTS_TO", "p2"), ("p3", "REPORTS_TO", "p2"), ("p2", "REPORTS_TO", "p4"),
        ("p1", "WORKS_IN", "g1"), ("p1", "WORKS_IN", "g2"), ("p3", "WORKS_IN", "g3"), ("p2", "WORKS_IN", "g1")]


@pytest.fixture(scope="module")
def museum(neo4j_server):
    from neo4j_server import schema_engine_on

    with schema_engine_on(neo4j_server, NODES, rels=RELS) as engine:
        yield engine


@pytest.mark.neo4j
def test_a_surname_off_by_a_letter_after_a_first_name_is_the_same_persons(museum):
    answer, form, names = _ask(museum, "who does Tomas Ferrabee report to")
    assert names == ["Ines Haldane"] and answer.provenance == Provenance.KG_EXACT, (form, names)
    answer, form, names = _ask(museum, "who does Tomas Ferraby report to")
    assert names == ["Ines Haldane"], (form, names)
