"""A word that is both a value of a key and the noun of the key numbering a label (``key_values``): on a small
co-operative graph built here (growers numbered by ``memberNo``, some of them board members, a second label, whose
``boardRole`` is 'chair', 'treasurer' or 'member'), on the real test Neo4j with MiniLM, "members" names the growers,
not the board members whose role is 'member'; "board members" is the second label's own name, not its role; and a
word before a value of the key ("member 1003") still reads the value.
"""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.neo4j

NODES = {
    "ana": (["Grower", "BoardMember"], {"name": "Ana Roux", "memberNo": 1001, "boardRole": "chair",
                                        "elected": 2019, "phone": "04 11"}),
    "bea": (["Grower", "BoardMember"], {"name": "Bea Vidal", "memberNo": 1002, "boardRole": "treasurer",
                                        "elected": 2022}),
    "cyr": (["Grower", "BoardMember"], {"name": "Cyr Malet", "memberNo": 1003, "boardRole": "member",
                                        "elected": 2023, "phone": "04 33"}),
    "dan": (["Grower"], {"name": "Dan Aubry", "memberNo": 1004}),
    "eve": (["Grower"], {"name": "Eve Lacan", "memberNo": 1005, "phone": "04 55"}),
    "fay": (["Grower"], {"name": "Fay Morel", "memberNo": 1006}),
    "clos": (["Vineyard"], {"name": "Clos Haut", "hectares": 2.5}),
}
RELS = [("clos", "FARMED_BY", "ana"), ("clos", "FARMED_BY", "dan")]


@pytest.fixture(scope="module")
def coop(neo4j_server):
    from neo4j_server import schema_engine_on

    with schema_engine_on(neo4j_server, NODES, rels=RELS) as engine:
        yield engine


def test_the_noun_of_a_numbering_key_is_no_value_of_a_narrower_label(coop):
    answer = coop.ask("How many members have no phone number on record?")
    assert answer.trace.logical_form == "(COUNT (AND (TYPE Grower) (NOT (HAS phone))))", answer.trace.logical_form
    assert [e.name for e in answer.entities] == ["3"]


def test_a_value_word_going_on_a_labels_name_is_the_label(coop):
    answer = coop.ask("Which board members were elected in 2022 or later?")
    assert answer.trace.logical_form == "(AND (TYPE BoardMember) (ge elected 2022))", answer.trace.logical_form
    assert {e.name for e in answer.entities} == {"Bea Vidal", "Cyr Malet"}
