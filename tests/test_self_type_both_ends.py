"""A type from a label to itself, said of the same nodes from both ends, on a small guild graph built here:

- "mentors who are themselves mentored": the doers of MENTORS, said again by the verb in the passive, are at its
  other end too (before, the passive verb was unread and the answer refused);
- "mentors who are not mentored": the passive said with "not" denies it;
- "themselves" points at the clause's own subject, not back at an earlier turn.

All three fail on 5362836.
"""

from __future__ import annotations

import pytest
from neo4j_server import ask_form as _ask

from kgchat.reasoning.pointers import pointers
from kgchat.types import Provenance

NODES = {
    "a": (["Smith"], {"name": "Ada Forge"}),
    "b": (["Smith"], {"name": "Bram Anvil"}),
    "c": (["Smith"], {"name": "Cleo Tongs"}),
    "d": (["Smith"], {"name": "Dov Bellows"}),
}
# Ada mentors Bram, Bram mentors Cleo and Dov: Bram both mentors and is mentored
RELS = [("a", "MENTORS", "b"), ("b", "MENTORS", "c"), ("b", "MENTORS", "d")]


@pytest.fixture(scope="module")
def guild(neo4j_server):
    from neo4j_server import schema_engine_on

    with schema_engine_on(neo4j_server, NODES, rels=RELS) as engine:
        yield engine


@pytest.mark.neo4j
@pytest.mark.parametrize(("question", "expected"), [("mentors who are themselves mentored", ["Bram Anvil"]),
                                                    ("mentors who are not mentored", ["Ada Forge"])])
def test_both_ends_of_a_type_to_itself(guild, question, expected):
    answer, form, names = _ask(guild, question)
    assert names == expected and "(HAS MENTORS)" in form and "(HAS (R MENTORS))" in form, form
    assert answer.provenance is Provenance.KG_EXACT, answer.trace.not_covered


def test_a_reflexive_points_inside_the_question():
    assert pointers("mentors who are themselves mentored") == []
    assert [p.text for p in pointers("did he make it himself")] == ["he", "it"]
    assert [p.text for p in pointers("themselves?")] == ["themselves"]
