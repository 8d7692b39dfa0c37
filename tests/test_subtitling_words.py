"""Words a subtitling studio uses of its own data, on a small graph built here:

- "films that went into more than one language": the count is of the languages, not of the subtitlers the word
  "language" also calls to mind; "went into" says only that link;
- "in which month was F-2 received": the month of the film's date, not the whole date;
- "how many tool uses are unlicensed": the uses (relationships) counted, the tool's word only says which ones;
- "how many days were spent on F-1": a key kept in hours is no count of days;
- "when did X *join* us": the start year, a word for the same moment;
- "how many *people* on staff": a second word for the one label of people;
- "what's X's *job*": the key whose values are nouns for a job, also where they are phrases ('senior subtitler');
- "who can do 3000 words *a day*": the daily capacity, a number for each day (not a count of languages, though
  MiniLM puts "words" near them, nor the rate per word added to it);
- "staff who *started* before 2016", "who *joined* most recently": their own start year, not the start of a
  relationship whose far end no word names;
- "who has two *mentors*": the nodes at the start of a type from a label to itself, counted from its end.
"""

from __future__ import annotations

import pytest
from neo4j_server import ask_form as _ask

from kgchat.types import Provenance

NODES = {
    "s1": (["Subtitler"], {"firstName": "Ines", "lastName": "Marwood", "startYear": 2014, "role": "senior subtitler",
                           "dailyCapacityWords": 3000, "ratePerWord": 0.12}),
    "s2": (["Subtitler"], {"firstName": "Tobiah", "lastName": "Quell", "startYear": 2019, "role": "subtitler",
                           "dailyCapacityWords": 2500, "ratePerWord": 0.09}),
    "s3": (["Subtitler"], {"firstName": "Wren", "lastName": "Okafor", "startYear": 2022, "role": "project manager",
                           "dailyCapacityWords": 3000, "ratePerWord": 0.1}),
    "f1": (["Film"], {"code": "F-1", "title": "Salt Marsh Diaries", "minutes": 94}),
    "f2": (["Film"], {"code": "F-2", "title": "The Lantern Keeper", "minutes": 101}),
    "f3": (["Film"], {"code": "F-3", "title": "Copper Skies", "minutes": 88}),
    "l1": (["Language"], {"name": "Portuguese"}),
    "l2": (["Language"], {"name": "Dutch"}),
    "l3": (["Language"], {"name": "Finnish"}),
    "t1": (["Tool"], {"name": "CaptionDesk"}),
    "t2": (["Tool"], {"name": "SpotTimer"}),
}
RELS = [("f1", "SUBTITLED_INTO", "l1"), ("f1", "SUBTITLED_INTO", "l2"), ("f2", "SUBTITLED_INTO", "l3"),
        ("f3", "SUBTITLED_INTO", "l1"), ("f3", "SUBTITLED_INTO", "l3"),
        ("s1", "WORKED_ON", "f1"), ("s2", "WORKED_ON", "f1"), ("s3", "WORKED_ON", "f2"), ("s1", "WORKED_ON", "f3"),
        ("s1", "SPEAKS", "l1"), ("s2", "SPEAKS", "l2"), ("s3", "SPEAKS", "l3"), ("s1", "SPEAKS", "l2"),
        ("s1", "MENTORS", "s3"), ("s2", "MENTORS", "s3"), ("s1", "MENTORS", "s2"),
        ("s1", "USES", "t1"), ("s2", "USES", "t1"), ("s3", "USES", "t1"), ("s2", "USES", "t2"), ("s3", "USES", "t2")]
UNLICENSED = {("Tobiah Quell", "CaptionDesk"), ("Wren Okafor", "CaptionDesk"), ("Wren Okafor", "SpotTimer")}


def _fill(session) -> None:
    session.run("MATCH (f:Film) SET f.receivedOn = CASE f.code WHEN 'F-1' THEN date('2025-01-14') "
                "WHEN 'F-2' THEN date('2025-03-02') ELSE date('2025-06-20') END")
    session.run("MATCH (s:Subtitler)-[u:USES]->(t:Tool) SET u.licensed = NOT ([s.firstName + ' ' + s.lastName, "
                "t.name] IN $off)",
                off=[list(pair) for pair in UNLICENSED])
    session.run("MATCH (s:Subtitler)-[w:WORKED_ON]->(f:Film) SET w.hours = size(s.lastName) + f.minutes / 10.0, "
                "w.startedOn = f.receivedOn + duration({days: 3})")


@pytest.fixture(scope="module")
def studio(neo4j_server):
    from neo4j_server import schema_engine_on

    with schema_engine_on(neo4j_server, NODES, fill=_fill, rels=RELS) as engine:
        yield engine


@pytest.mark.neo4j
def test_more_than_one_language_counts_languages(studio):
    answer, form, names = _ask(studio, "how many films went into more than one language")
    assert names == ["2"] and "(AGG count SUBTITLED_INTO)" in form, form
    assert answer.provenance is Provenance.KG_EXACT, answer.trace.not_covered


@pytest.mark.neo4j
@pytest.mark.parametrize(("question", "part"), [("in which month was F-2 received", "3"),
                                                ("which quarter was F-3 received in", "2"),
                                                ("what year was F-1 received", "2025")])
def test_a_part_of_a_date_asked_for_by_name(studio, question, part):
    answer, form, names = _ask(studio, question)
    assert names == [part] and "receivedOn" in form, form


@pytest.mark.neo4j
def test_when_asks_for_the_whole_date(studio):
    answer, form, names = _ask(studio, "when was F-2 received")
    assert names == ["2025-03-02"], form


@pytest.mark.neo4j
def test_tool_uses_are_the_relationships(studio):
    answer, form, names = _ask(studio, "how many tool uses are unlicensed")
    assert names == ["3"] and "USES.licensed" in form, form


@pytest.mark.neo4j
def test_days_are_not_hours(studio):
    answer, form, names = _ask(studio, "how many days were spent on F-1")
    assert answer.provenance is not Provenance.KG_EXACT or "hours" not in (form or ""), form


@pytest.mark.neo4j
def test_join_is_the_start(studio):
    answer, form, names = _ask(studio, "When did Wren Okafor join us?")
    assert names == ["2022"] and "startYear" in form, form


@pytest.mark.neo4j
def test_people_on_staff(studio):
    answer, form, names = _ask(studio, "how many people on staff")
    assert names == ["3"] and answer.provenance is Provenance.KG_EXACT, answer.trace.not_covered


@pytest.mark.neo4j
def test_a_job_said_in_two_words(studio):
    answer, form, names = _ask(studio, "what's Ines Marwood's job")
    assert names == ["senior subtitler"] and "role" in form, form


@pytest.mark.neo4j
@pytest.mark.parametrize("question", ["who can do 3000 words a day", "subtitlers who can do 3000 words a day"])
def test_so_many_a_day_is_the_daily_key(studio, question):
    answer, form, names = _ask(studio, question)
    assert sorted(names) == ["Ines Marwood", "Wren Okafor"] and "dailyCapacityWords" in form, form
    assert "ratePerWord" not in form and "SPEAKS" not in form, form


@pytest.mark.neo4j
def test_started_is_their_own_start(studio):
    answer, form, names = _ask(studio, "staff who started before 2016")
    assert names == ["Ines Marwood"] and "startYear" in form, form


@pytest.mark.neo4j
def test_joined_most_recently_is_their_own_start(studio):
    answer, form, names = _ask(studio, "who joined most recently")
    assert names == ["Wren Okafor"] and "startYear" in form, form


@pytest.mark.neo4j
def test_doers_of_a_self_relationship_counted(studio):
    answer, form, names = _ask(studio, "who has two mentors")
    assert names == ["Wren Okafor"] and "(AGG count (R MENTORS))" in form, form
