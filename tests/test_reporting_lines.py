"""A reporting line between staff (``REPORTS_TO`` from staff to staff), read as people say it:

- "X's manager" / "X's boss" is the one X reports to (the end of X's REPORTS_TO), not one who reports to X;
- a chain of possessives walks the line once for each noun ("X's boss's boss's boss": three steps up);
- "who reports to X" still reads the line the other way.
"""

from __future__ import annotations

import pytest

from kgchat.reasoning.schema_parser.possessives import possessive_chain
from kgchat.reasoning.schema_parser.roles import schema_roles
from kgchat.reasoning.schema_parser.words import read
from kgchat.schema import GraphSchema, LabelInfo, RelTypeInfo

NODES = {
    "ada": (["Staff"], {"givenName": "Ada", "familyName": "Quill", "grade": "clerk"}),
    "ben": (["Staff"], {"givenName": "Ben", "familyName": "Rook", "grade": "lead"}),
    "cy": (["Staff"], {"givenName": "Cy", "familyName": "Stowe", "grade": "head"}),
    "dot": (["Staff"], {"givenName": "Dot", "familyName": "Tarn", "grade": "director"}),
    "eve": (["Staff"], {"givenName": "Eve", "familyName": "Umber", "grade": "clerk"}),
    "d1": (["Desk"], {"deskCode": "D-1", "floor": 2}),
    "r1": (["Rose"], {"roseName": "Dawn Blush", "colour": "pink"}),
    "r2": (["Rose"], {"roseName": "Pale Dawn", "colour": "white"}),
}
RELS = [("ada", "REPORTS_TO", "ben"), ("eve", "REPORTS_TO", "ben"), ("ben", "REPORTS_TO", "cy"),
        ("cy", "REPORTS_TO", "dot"), ("ada", "SITS_AT", "d1"), ("r2", "DERIVED_FROM", "r1")]


def test_a_reporting_line_names_the_superior_and_chains_count_nouns():
    schema = GraphSchema(labels=(LabelInfo("Staff", 5),),
                         relationships=(RelTypeInfo("REPORTS_TO", 4, ("Staff",), ("Staff",)),))
    superiors = [r for r in schema_roles(schema) if "manager" in r.nouns]
    assert [(r.rel, r.start) for r in superiors] == [("REPORTS_TO", False)]
    tokens = read("who's Ada Quill's boss's boss's boss").tokens
    assert len(possessive_chain(tokens, 3, ("boss",))) == 6
    assert possessive_chain(read("Ada Quill's boss").tokens, 1, ("boss",)) == []


@pytest.fixture(scope="module")
def office(neo4j_server):
    from neo4j_server import schema_engine_on

    with schema_engine_on(neo4j_server, NODES, rels=RELS) as engine:
        yield engine


@pytest.mark.neo4j
@pytest.mark.parametrize(("question", "names"), [
    ("who is Ada Quill's manager", ["Ben Rook"]),
    ("Ada Quill's boss's boss", ["Cy Stowe"]),
    ("who's Ada Quill's boss's boss's boss", ["Dot Tarn"]),
    ("who reports to Ben Rook", ["Ada Quill", "Eve Umber"]),
    ("staff whose manager is Ben Rook", ["Ada Quill", "Eve Umber"]),
    ("who is the manager of Ada Quill", ["Ben Rook"]),
])
def test_reporting_lines_are_walked_the_way_the_words_say(office, question, names):
    answer = office.ask(question)
    assert sorted(e.name for e in answer.entities) == names, answer.trace.logical_form
