"""A noun that is one word of a compound label's name ("members" of ``CastMember``) read as the label the rest of
the question is about (``schema_parser.label_heads``): a theatre's graph keeps its cast as ``CastMember`` nodes and
its subscription scheme's members as ``Subscriber`` nodes; "how many members joined in 2023" asks for subscribers
(``joined`` is theirs alone), "how many members were hired in 2020" for the cast (``hired`` is theirs). And a
relationship type's noun read from its keys (``schema_parser.rel_nouns``): the cast ``REHEARSED`` a play, each
rehearsal keeping a ``sessionType`` and a date, so "how many sessions" counts those relationships. Real Neo4j, real
MiniLM."""

from __future__ import annotations

import datetime

import pytest

CAST = {"c1": ("Ona", "Pryce", "2020-02-01"), "c2": ("Bram", "Tolland", "2020-09-14"),
        "c3": ("Ewa", "Lisle", "2018-05-05")}
SUBSCRIBERS = {"s1": ("Ria Vance", "2023-01-10", 1200, "Gold", ["sms", "email"]),
               "s2": ("Tom Abell", "2023-06-02", 300, "Basic", ["email"]),
               "s3": ("Kai Dorne", "2021-03-15", 900, "Gold", ["post"]),
               "s4": ("Lu Menn", "2023-11-30", 150, "Basic", ["sms"]),
               "s5": ("Ada Fisk", "2022-07-07", 600, "Basic", ["app"])}
NODES: dict = {h: (["CastMember"], {"firstName": f, "lastName": last, "hired": datetime.date.fromisoformat(d)})
               for h, (f, last, d) in CAST.items()}
NODES |= {h: (["Subscriber"], {"name": n, "joined": datetime.date.fromisoformat(d), "points": p, "plan": plan,
                                "channels": ch}) for h, (n, d, p, plan, ch) in SUBSCRIBERS.items()}
NODES |= {"p1": (["Play"], {"title": "The Salt Road", "genre": "comedy"}),
          "p2": (["Play"], {"title": "Nine Lamps", "genre": "tragedy"})}
RELS = [("c1", "APPEARS_IN", "p1"), ("c2", "APPEARS_IN", "p2"), ("c3", "APPEARS_IN", "p1"),
        ("s1", "SAW", "p1"), ("s2", "SAW", "p2")]


SESSIONS = [("c1", "p1", "vocal", "2024-03-02"), ("c2", "p2", "blocking", "2024-05-10"),
            ("c3", "p1", "vocal", "2023-11-20"), ("c1", "p1", "blocking", "2024-08-08")]


def _sessions(s) -> None:
    for cast, play, kind, day in SESSIONS:
        s.run("MATCH (a {_h: $a}), (b {_h: $b}) CREATE (a)-[:REHEARSED {sessionType: $k, date: $d}]->(b)",
              a=cast, b=play, k=kind, d=datetime.date.fromisoformat(day))


@pytest.fixture(scope="module")
def theatre(neo4j_server):
    from neo4j_server import schema_engine_on

    with schema_engine_on(neo4j_server, NODES, fill=_sessions, rels=RELS) as engine:
        yield engine


@pytest.mark.neo4j
@pytest.mark.parametrize(("question", "form", "answers"), [
    ("How many members joined in 2023?", "(TYPE Subscriber)", ["3"]),
    ("Total points held by all Gold members?", "(TYPE Subscriber)", ["2100"]),
    ("How many members can be reached by sms?", "(TYPE Subscriber)", ["2"]),
])
def test_a_compound_labels_last_word_names_the_label_the_other_words_point_to(theatre, question, form, answers):
    answer = theatre.ask(question)
    assert form in answer.trace.logical_form, answer.trace.logical_form
    assert [e.name or e.id for e in answer.entities] == answers


@pytest.mark.neo4j
def test_words_said_of_the_compound_label_keep_the_noun_on_it(theatre):
    answer = theatre.ask("How many members were hired in 2020?")
    assert "(TYPE CastMember)" in answer.trace.logical_form, answer.trace.logical_form
    assert [e.name or e.id for e in answer.entities] == ["2"]


@pytest.mark.neo4j
def test_a_plural_noun_a_relationship_types_key_gives_it_counts_those_relationships(theatre):
    answer = theatre.ask("How many sessions were held in 2024?")
    assert "REHEARSED" in answer.trace.logical_form, answer.trace.logical_form
    assert [e.name or e.id for e in answer.entities] == ["3"]


@pytest.mark.neo4j
def test_a_value_of_the_things_one_step_away_keeps_the_noun_on_its_label(theatre):
    # "comedy" is a genre of plays, and the cast appear in plays: "comedy members" are cast members of comedies,
    # not plays, though only plays hold a genre
    answer = theatre.ask("list the comedy members")
    assert "(TYPE CastMember)" in answer.trace.logical_form, answer.trace.logical_form
    assert sorted(e.name or e.id for e in answer.entities) == ["Ewa Lisle", "Ona Pryce"]
