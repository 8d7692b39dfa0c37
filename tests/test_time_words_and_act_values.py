"""Times between two dates said without "days", verbs for a task's stored noun, and asked-for nouns the graph lacks,
on a small boatyard graph built here:

- "how many days from request to *completion* on J-2": a noun for the act a date key's verb says (``completedOn``)
  names that date (``day_spans.act_nouns``);
- "*how long* from request to completion on J-2", "the average *time* from request to completion", "which job took
  *longest* from request to completion": the time between two dates the words name, read as days;
- "how many days late did Harbour Trust pay": a walk no word asks for reaches kit that keeps two dates; the days
  between them are no answer (no word names either date, nor the kit);
- "how many days holiday has Ann Lee taken": a ``dayRate`` reads "day", not the number of days asked for, so no
  answer stands (before, her day rate was given as approximate);
- "who *surveyed* J-1", "who *installed* J-2": a past form of a verb that a relationship stores as the task
  itself ('survey', 'install') reads as that task;
- "how many *pieces* of equipment": the label's nodes, one piece each;
- "who is *our* insurer for the hoists": "insurer", what is asked for, names nothing here; an answer that leaves it
  unread is refused; so is "who was the client's *rep* for J-1", the client itself given for what the client has;
- "which staff have two supervisors": counted from the end of SUPERVISES its doers stand at (who is supervised
  by two), not as the surveyors, a second label some staff carry.

Each of these but the first and the last fails on 2c0b784, before these readings. The first passed there too, on
this graph's words (on a graph whose staff keep a ``dayRate`` it did not: "days" was read as that key); the last
passed there on this small graph (on a larger one, "supervisors" was read loosely as the surveyors).
"""

from __future__ import annotations

import pytest
from neo4j_server import ask_form as _ask

from kgchat.types import Provenance

NODES = {
    "s1": (["Staff"], {"name": "Ann Lee", "dayRate": 210.0}),
    "s2": (["Staff"], {"name": "Bo Frey", "dayRate": 180.0}),
    "s3": (["Staff", "Surveyor"], {"name": "Cy Moss", "dayRate": 250.0}),
    "c1": (["Client"], {"name": "Harbour Trust"}),
    "c2": (["Client"], {"name": "Quay Sailing Club"}),
    "e1": (["Equipment"], {"assetCode": "HOIST-1", "kind": "hoist"}),
    "e2": (["Equipment"], {"assetCode": "HOIST-2", "kind": "hoist"}),
    "e3": (["Equipment"], {"assetCode": "SANDER-1", "kind": "sander"}),
}
# each job's code, when it was asked for and finished: 9, 30 and 4 days
JOBS = [("J-1", "2025-03-01", "2025-03-10"), ("J-2", "2025-04-01", "2025-05-01"), ("J-3", "2025-06-02", "2025-06-06")]
WORK = [("s1", "J-1", "survey"), ("s2", "J-1", "install"), ("s2", "J-2", "install"), ("s1", "J-3", "survey"),
        ("s1", "J-2", "rigging")]
BOOKED = [("c1", "J-1"), ("c1", "J-2"), ("c2", "J-3")]
USED = [("e1", "J-1"), ("e2", "J-2"), ("e3", "J-3")]


SUPERVISES = [("s3", "s1"), ("s2", "s1"), ("s3", "s2")]  # Ann Lee has two supervisors, Bo Frey one


def _fill(session) -> None:
    for code, requested, completed in JOBS:
        session.run("CREATE (:Job {jobRef: $c, requestedOn: date($r), completedOn: date($d)})",
                    c=code, r=requested, d=completed)
    session.run("MATCH (e:Equipment) SET e.boughtOn = date('2021-05-01'), e.lastServiced = date('2025-01-15')")
    for who, job, task in WORK:
        session.run("MATCH (s {_h: $h}), (j:Job {jobRef: $j}) CREATE (s)-[:WORKED_ON {task: $t}]->(j)",
                    h=who, j=job, t=task)
    for boss, who in SUPERVISES:
        session.run("MATCH (a {_h: $a}), (b {_h: $b}) CREATE (a)-[:SUPERVISES]->(b)", a=boss, b=who)
    for rel, rows in (("BOOKED", BOOKED), ("USED_ON", USED)):
        for start, job in rows:
            session.run(f"MATCH (x {{_h: $h}}), (j:Job {{jobRef: $j}}) CREATE (x)-[:{rel}]->(j)", h=start, j=job)


@pytest.fixture(scope="module")
def yard(neo4j_server):
    from neo4j_server import schema_engine_on

    with schema_engine_on(neo4j_server, NODES, fill=_fill) as engine:
        yield engine


def _audited(engine, question: str):
    from kgchat.reasoning.trust import Audit

    answer = Audit(engine.graph)(engine.ask(question))
    return answer, answer.trace.logical_form, [e.name for e in answer.entities]


@pytest.mark.neo4j
def test_a_noun_for_the_act_names_its_date(yard):
    answer, form, names = _ask(yard, "how many days from request to completion on J-2")
    assert names == ["30"] and "(DAYS requestedOn completedOn)" in form, form
    assert answer.provenance is Provenance.KG_APPROXIMATE


@pytest.mark.neo4j
def test_a_time_between_two_named_dates_without_days(yard):
    _, form, names = _ask(yard, "how long from request to completion on J-2")
    assert names == ["30"] and "(DAYS requestedOn completedOn)" in form, form
    _, form, names = _ask(yard, "the average time from request to completion")
    assert names and abs(float(names[0]) - 43 / 3) < 0.01 and form.startswith("(AVG"), (form, names)
    answer, form, names = _ask(yard, "which job took longest from request to completion")
    assert names == ["J-2"] and form.startswith("(ARGMAX") and "DAYS" in form, form
    assert answer.provenance is not Provenance.KG_EXACT


@pytest.mark.neo4j
def test_no_days_of_things_no_word_names(yard):
    _, form, names = _audited(yard, "how many days late did Harbour Trust pay")
    assert "DAYS" not in (form or "") and not names, (form, names)


@pytest.mark.neo4j
def test_a_key_the_unit_only_qualifies_reads_no_days(yard):
    answer, form, names = _audited(yard, "how many days holiday has Ann Lee taken")
    assert answer.provenance is Provenance.NONE and not names, (form, names)


@pytest.mark.neo4j
def test_a_past_form_reads_the_task_its_noun_names(yard):
    _, form, names = _ask(yard, "who surveyed J-1")
    assert names == ["Ann Lee"] and "WORKED_ON.task survey" in form, form
    _, form, names = _ask(yard, "who installed J-2")
    assert names == ["Bo Frey"] and "WORKED_ON.task install" in form, form


@pytest.mark.neo4j
def test_pieces_of_a_label_are_its_nodes(yard):
    answer, form, names = _ask(yard, "how many pieces of equipment")
    assert names == ["3"] and form == "(COUNT (TYPE Equipment))", form


@pytest.mark.neo4j
def test_an_asked_noun_the_graph_lacks_is_refused(yard):
    answer, form, names = _audited(yard, "who is our insurer for the hoists")
    assert answer.provenance is Provenance.NONE and not names, (form, names)


@pytest.mark.neo4j
def test_what_a_possessive_says_a_thing_has_is_refused_where_nothing_stands_for_it(yard):
    answer, form, names = _audited(yard, "who was the client's rep for J-1")
    assert answer.provenance is Provenance.NONE and not names, (form, names)


@pytest.mark.neo4j
def test_a_noun_for_one_end_of_a_self_type_is_counted_from_that_end(yard):
    _, form, names = _ask(yard, "which staff have two supervisors")
    assert names == ["Ann Lee"] and "(R SUPERVISES)" in form, form
