"""A small river-survey firm's graph built here, asked as its staff would ask it:

- "logged", "on the system", "on record": a graph is a record, so they ask for nothing more ("total surveys logged"
  counts the surveys; "who has logged the most surveys" ranks the surveyors, not refused);
- "coldest" / "warmer than" rank and compare a temperature key (``waterTempC``), "5 degrees" its unit;
- "10m" of a key in metres of sea water (``maxDepthMsw``) is that key's unit; "the deepest survey" ranks by the key
  with "depth" in its name before another key in metres (``visibilityM``);
- a unit's symbol ending a key ("duration *min*") is no bound when no key bounds the same thing the other way; the
  ranking word "bottom" inside a key's name ("bottom time") ranks nothing, and "the longest bottom time" is the
  greatest;
- "what licence does X hold": the key asked is what X holds; "surveys X has been out on": been on;
- "VAT chargeable": what the yes/no key says of the invoice;
- "did X survey campaign C-1": a yes/no question about two named things answers yes or no, never a list;
- "the longest-serving surveyor": the earliest start date;
- "still open" of a ``closed`` key: its opposite, tested false; "how much equipment": a count of it;
- "the assistant on survey X": a value of the relationship's own key names the relationship ("which role" would ask
  for it instead);
- "the first survey": the earliest, not a survey whose purpose is 'first pass'.
"""

from __future__ import annotations

import pytest
from neo4j_server import ask_form as _ask

from kgchat.types import Provenance

NODES = {
    "ann": (["Surveyor"], {"firstName": "Ann", "lastName": "Lee", "licence": "Class B", "empNo": 7}),
    "bo": (["Surveyor"], {"firstName": "Bo", "lastName": "Ek", "licence": "Class A", "empNo": 3}),
    "cy": (["Surveyor"], {"firstName": "Cy", "lastName": "Dunn", "licence": "Class A", "empNo": 12}),
    "c1": (["Campaign"], {"campaignNo": "C-1", "budgetGbp": 9000, "closed": True}),
    "c2": (["Campaign"], {"campaignNo": "C-2", "budgetGbp": 4000, "closed": False}),
    "e1": (["Equipment"], {"tag": "EQ-1", "inService": True}),
    "e2": (["Equipment"], {"tag": "EQ-2", "inService": False}),
    "e3": (["Equipment"], {"tag": "EQ-3", "inService": False}),
    "s1": (["Survey"], {"surveyId": "C-1/S1", "maxDepthMsw": 12.5, "visibilityM": 3.0, "waterTempC": 4.5,
                        "durationMin": 35, "bottomTimeMin": 20}),
    "s2": (["Survey"], {"surveyId": "C-1/S2", "maxDepthMsw": 6.0, "visibilityM": 9.5, "waterTempC": 11.0,
                        "durationMin": 50, "bottomTimeMin": 41}),
    "s3": (["Survey"], {"surveyId": "C-2/S1", "maxDepthMsw": 18.0, "visibilityM": 1.5, "waterTempC": 7.5,
                        "durationMin": 20, "bottomTimeMin": 12}),
    "s4": (["Survey"], {"surveyId": "C-2/S2", "maxDepthMsw": 3.5, "waterTempC": 14.0,
                        "durationMin": 65, "bottomTimeMin": 55}),
    "i1": (["Invoice"], {"invoiceNo": "INV-1", "vat": True, "amountGbp": 1200}),
    "i2": (["Invoice"], {"invoiceNo": "INV-2", "vat": False, "amountGbp": 300}),
    "i3": (["Invoice"], {"invoiceNo": "INV-3", "vat": True, "amountGbp": 950}),
}
RELS = [("s1", "SURVEYED_BY", "ann"), ("s2", "SURVEYED_BY", "ann"), ("s3", "SURVEYED_BY", "ann"),
        ("s4", "SURVEYED_BY", "bo"),
        ("s1", "PART_OF", "c1"), ("s2", "PART_OF", "c1"), ("s3", "PART_OF", "c2"), ("s4", "PART_OF", "c2"),
        ("i1", "BILLS", "c1"), ("i2", "BILLS", "c1"), ("i3", "BILLS", "c2")]


def _dates(session) -> None:
    for handle, start in (("ann", "2015-03-01"), ("bo", "2009-06-15"), ("cy", "2021-01-10")):
        session.run("MATCH (s {_h: $h}) SET s.startDate = date($d), s.medicalDueOn = date($m)",
                    h=handle, d=start, m="2026-0" + str(len(handle)) + "-01").consume()
    for handle, day, purpose in (("s1", "2024-04-02", "baseline"), ("s2", "2024-05-10", "first pass"),
                                 ("s3", "2024-06-01", "repeat check"), ("s4", "2024-07-19", "baseline")):
        session.run("MATCH (s {_h: $h}) SET s.surveyDate = date($d), s.purpose = $p", h=handle, d=day,
                    p=purpose).consume()
    session.run("MATCH (:Survey)-[r:SURVEYED_BY]->() SET r.role = 'lead'").consume()
    session.run("MATCH (s {_h: 's1'}), (c {_h: 'cy'}) CREATE (s)-[:SURVEYED_BY {role: 'assistant'}]->(c)").consume()


@pytest.fixture(scope="module")
def survey(neo4j_server):
    from neo4j_server import schema_engine_on

    with schema_engine_on(neo4j_server, NODES, fill=_dates, rels=RELS) as engine:
        yield engine


@pytest.mark.neo4j
def test_words_of_keeping_a_record_ask_for_nothing_more(survey):
    answer, form, names = _ask(survey, "total surveys logged")
    assert form == "(COUNT (TYPE Survey))" and names == ["4"], form
    assert answer.provenance is Provenance.KG_EXACT, answer.trace.not_covered
    answer, form, names = _ask(survey, "Who has logged the most surveys?")
    assert form.startswith("(ARGMAX") and names == ["Ann Lee"], form
    assert answer.provenance is Provenance.KG_EXACT, answer.trace.not_covered
    answer, form, names = _ask(survey, "Which surveys have no visibility on record?")
    assert form == "(AND (TYPE Survey) (NOT (HAS visibilityM)))" and names == ["C-2/S2"], form
    assert answer.provenance is Provenance.KG_EXACT, answer.trace.not_covered


@pytest.mark.neo4j
def test_temperature_words_rank_and_compare_the_temperature(survey):
    answer, form, names = _ask(survey, "the two coldest surveys")
    assert form == "(BOTTOM (TYPE Survey) waterTempC 2)" and names == ["C-1/S1", "C-2/S1"], form
    answer, form, names = _ask(survey, "surveys in water warmer than 10 degrees")
    assert form == "(AND (TYPE Survey) (gt waterTempC 10))" and sorted(names) == ["C-1/S2", "C-2/S2"], form
    assert "degrees" not in answer.trace.not_covered  # the unit of waterTempC


@pytest.mark.neo4j
def test_depth_in_metres_of_sea_water(survey):
    answer, form, names = _ask(survey, "surveys deeper than 10m")
    assert form == "(AND (TYPE Survey) (gt maxDepthMsw 10))" and sorted(names) == ["C-1/S1", "C-2/S1"], form
    assert answer.provenance is Provenance.KG_EXACT, answer.trace.not_covered
    answer, form, names = _ask(survey, "What's the deepest survey?")
    assert form == "(ARGMAX (TYPE Survey) maxDepthMsw)" and names == ["C-2/S1"], form
    assert answer.provenance is Provenance.KG_EXACT, answer.trace.not_covered


@pytest.mark.neo4j
def test_a_unit_ending_a_key_and_a_ranking_word_inside_one(survey):
    answer, form, names = _ask(survey, "What was the bottom time for C-1/S2?")
    assert form.startswith("(JOIN (R bottomTimeMin)") and names == ["41"], form
    assert answer.provenance is Provenance.KG_EXACT, answer.trace.not_covered
    answer, form, names = _ask(survey, "the longest bottom time")
    assert form == "(MAX (TYPE Survey) bottomTimeMin)" and names == ["55"], form
    answer, form, names = _ask(survey, "surveys with more than 30 minutes bottom time")
    assert form == "(AND (TYPE Survey) (gt bottomTimeMin 30))" and sorted(names) == ["C-1/S2", "C-2/S2"], form
    assert answer.provenance is Provenance.KG_EXACT, answer.trace.not_covered


@pytest.mark.neo4j
def test_verbs_of_holding_and_going(survey):
    answer, form, names = _ask(survey, "what licence does Bo Ek hold")
    assert form.startswith("(JOIN (R licence)") and names == ["Class A"], form
    assert answer.provenance is Provenance.KG_EXACT, answer.trace.not_covered
    answer, form, names = _ask(survey, "Which campaigns has Bo Ek been out on?")
    assert names == ["C-2"], form
    assert answer.provenance is Provenance.KG_EXACT, answer.trace.not_covered


@pytest.mark.neo4j
def test_an_adjective_after_a_yes_no_key_says_what_it_means(survey):
    answer, form, names = _ask(survey, "Which invoices were VAT chargeable?")
    assert form == "(AND (TYPE Invoice) (JOIN vat true))" and sorted(names) == ["INV-1", "INV-3"], form
    assert answer.provenance is Provenance.KG_EXACT, answer.trace.not_covered


@pytest.mark.neo4j
@pytest.mark.parametrize(("question", "said"), [("Did Ann Lee survey on campaign C-2?", "yes"),
                                                ("Did Bo Ek survey on campaign C-1?", "no")])
def test_a_yes_no_question_about_two_named_things_answers_yes_or_no(survey, question, said):
    answer, form, names = _ask(survey, question)
    assert form.startswith("(COUNT") and names == [said], form


@pytest.mark.neo4j
def test_the_longest_serving_is_the_earliest_start(survey):
    answer, form, names = _ask(survey, "the longest-serving surveyor")
    assert form == "(ARGMIN (TYPE Surveyor) startDate)" and names == ["Bo Ek"], form
    assert answer.provenance is Provenance.KG_EXACT, answer.trace.not_covered


@pytest.mark.neo4j
def test_an_opposite_word_denies_a_yes_no_key_and_how_much_counts(survey):
    answer, form, names = _ask(survey, "which campaigns are still open")
    assert form == "(AND (TYPE Campaign) (JOIN closed false))" and names == ["C-2"], form
    assert answer.provenance is Provenance.KG_EXACT, answer.trace.not_covered
    answer, form, names = _ask(survey, "How much equipment is out of service?")
    assert form == "(COUNT (AND (TYPE Equipment) (JOIN inService false)))" and names == ["2"], form
    assert answer.provenance is Provenance.KG_EXACT, answer.trace.not_covered


@pytest.mark.neo4j
def test_a_value_of_a_relationships_key_names_the_relationship(survey):
    answer, form, names = _ask(survey, "the assistant on C-1/S1")
    assert "SURVEYED_BY.role" in form and names == ["Cy Dunn"], form
    answer, form, names = _ask(survey, "the first survey on record")
    assert form == "(ARGMIN (TYPE Survey) surveyDate)" and names == ["C-1/S1"], form
