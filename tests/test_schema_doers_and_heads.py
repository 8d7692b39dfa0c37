"""Two readings that must not take a word of a longer phrase for a key or an event, run on the real test Neo4j with
MiniLM, on a small rowing league: "the oldest *manager*" ranks coaches by their own birth date (a manager is who
MANAGES, not the act), and "how many *home* fixtures" counts matches (the phrase after "how many" goes on to its
head noun), where the graph also has a number key ``homePoints``.
"""

from __future__ import annotations

import pytest

from kgchat.reasoning.type_names import doer_noun_of

NODES = {
    "ada": (["Coach"], {"name": "Ada Brunt", "born": "1950-03-01"}),
    "bo": (["Coach"], {"name": "Bo Lind", "born": "1980-07-12"}),
    "cy": (["Coach"], {"name": "Cy Oduya", "born": "1971-01-30"}),
    "oars": (["Club"], {"name": "Oarsmen"}),
    "weir": (["Club"], {"name": "Weir Club"}),
    "reed": (["Club"], {"name": "Reedham"}),
    "r1": (["Race"], {"code": "R1", "homePoints": 3}),
    "r2": (["Race"], {"code": "R2", "homePoints": 5}),
    "r3": (["Race"], {"code": "R3", "homePoints": 0}),
}
MANAGES = [("ada", "oars", "2021-05-01"), ("bo", "weir", "2001-02-01"), ("cy", "reed", "2015-09-01")]
HOSTS = [("r1", "oars"), ("r2", "oars"), ("r3", "weir")]


@pytest.fixture(scope="module")
def league(neo4j_server):
    from neo4j_server import schema_engine_on

    def fill(s) -> None:
        for a, b, since in MANAGES:
            s.run("MATCH (a {_h: $a}), (b {_h: $b}) CREATE (a)-[:MANAGES {since: date($d)}]->(b)", a=a, b=b, d=since)
        s.run("MATCH (c:Coach) SET c.born = date(c.born)")
        for a, b in HOSTS:
            s.run("MATCH (a {_h: $a}), (b {_h: $b}) CREATE (a)-[:HOME_CLUB]->(b)", a=a, b=b)

    with schema_engine_on(neo4j_server, NODES, fill) as engine:
        yield engine


def test_a_doer_noun_is_not_the_act():
    assert doer_noun_of("manager", "MANAGES") and doer_noun_of("supplier", "SUPPLIED")
    assert not doer_noun_of("order", "ORDERED") and not doer_noun_of("delivery", "DELIVERED")


@pytest.mark.neo4j
def test_the_oldest_manager_is_the_one_born_first(league):
    answer = league.ask("Who is the oldest manager?")
    assert [e.name for e in answer.entities] == ["Ada Brunt"], answer.trace.logical_form


@pytest.mark.neo4j
def test_how_many_home_races_counts_races(league):
    answer = league.ask("How many home races does Oarsmen have?")
    assert [e.name for e in answer.entities] == ["2"], answer.trace.logical_form
