"""Questions answered one step past what they pin down (``schema_parser.steps``), on a small college graph built
here, on the real test Neo4j with MiniLM: a property of the nodes a question names by a value, a qualifier of a
named thing's relationship (its far end kept by the question's other tests), the nodes at the far end of a
relationship a word names, a choice between two values of a qualifier; and names said with an apostrophe or
without their own label word.
"""

from __future__ import annotations

import pytest

from kgchat.backends.neo4j_frontier import lucene_query, without_label_word
from kgchat.types import Provenance

# (labels, properties) per node, keyed by a handle; relationships as (start, type, end, properties)
NODES = {
    "aid": (["College"], {"name": "St. Aidan's College", "town": "Kilmore", "seatCount": 900}),
    "riv": (["College"], {"name": "Riverside College", "town": "Dunmore", "seatCount": 400}),
    "phy_a": (["Faculty"], {"title": "Physics", "code": "AID-PHY", "building": 4, "seats": 120}),
    "phy_r": (["Faculty"], {"title": "Physics", "code": "RIV-PHY", "building": 2, "seats": 80}),
    "che_r": (["Faculty"], {"title": "Chemistry", "code": "RIV-CHE", "building": 7, "seats": 60}),
    "ada": (["Lecturer"], {"fullName": "Ada Byrne"}),
    "bo": (["Lecturer"], {"fullName": "Bo Lindqvist"}),
    "cy": (["Lecturer"], {"fullName": "Cy Okafor"}),
    "l1": (["Lecture"], {"ref": "LC-01"}),
    "l2": (["Lecture"], {"ref": "LC-02"}),
    "acme": (["Sponsor"], {"name": "Acme Instruments"}),
}
RELS = [
    ("phy_a", "PART_OF", "aid", {}), ("phy_r", "PART_OF", "riv", {}), ("che_r", "PART_OF", "riv", {}),
    ("ada", "TEACHES_IN", "phy_r", {"since": "2016-09-01"}), ("ada", "TEACHES_IN", "phy_a", {"since": "2020-01-15"}),
    ("bo", "TEACHES_IN", "phy_a", {"since": "2012-02-01"}), ("cy", "TEACHES_IN", "che_r", {"since": "2019-10-01"}),
    ("phy_a", "CHAIRED_BY", "bo", {}), ("phy_r", "CHAIRED_BY", "ada", {}), ("che_r", "CHAIRED_BY", "cy", {}),
    ("l1", "HELD_IN", "phy_r", {"hall": "B2"}), ("l2", "HELD_IN", "che_r", {"hall": "C7"}),
    ("acme", "FUNDS", "riv", {"level": "silver"}), ("acme", "FUNDS", "aid", {"level": "gold"}),
]


def test_a_name_with_an_apostrophe_is_looked_for_whole():
    # the full-text analyzer keeps "aidan's" one word: the query also looks for the words joined again
    assert lucene_query(["st", "aidan", "s"]) == '"st" AND ("aidan" OR aidan*s)'
    assert lucene_query(["cajun", "delights"]) == '"cajun" AND "delights"'


def test_a_name_is_also_said_without_its_own_label_word():
    assert without_label_word("st aidan s college", ["College"]) == "st aidan s"
    assert without_label_word("riverside college", ["Faculty"]) is None
    assert without_label_word("college", ["College"]) is None


@pytest.fixture(scope="module")
def college(neo4j_server):
    from neo4j_server import schema_engine_on

    def fill(s) -> None:
        for start, rel, end, props in RELS:
            s.run(f"MATCH (a {{_h: $a}}), (b {{_h: $b}}) CREATE (a)-[r:{rel}]->(b) SET r = $props "
                  "FOREACH (d IN CASE WHEN $props.since IS NULL THEN [] ELSE [$props.since] END | "
                  "SET r.since = date(d))", a=start, b=end, props=props)

    with schema_engine_on(neo4j_server, NODES, fill) as engine:
        yield engine


@pytest.mark.neo4j
@pytest.mark.parametrize(("question", "form", "first"), [
    # the wh-phrase's noun names a property of the nodes the question names by their title
    ("Which building is chemistry in?", "(JOIN (R building) (AND (TYPE Faculty) (JOIN title Chemistry)))", "7"),
    # ... or a qualifier of the named thing's relationship: its value, not the node at the relationship's end
    ("which hall was LC-01 in", "(JOIN (R HELD_IN.hall) (JOIN HELD_IN.start", "B2"),
    # the qualifier of the relationship to the faculty the other tests keep (physics, at Riverside College)
    ("Since when has Ada Byrne been teaching in physics at Riverside College?", "(JOIN (R TEACHES_IN.since)",
     "2016-09-01"),
    # "who" + a relationship word: the person at its far end, not the faculty the question names
    ("who chairs physics at Riverside College", "(AND (TYPE Lecturer) (JOIN (R CHAIRED_BY)", "Ada Byrne"),
    # the label after "which" is the one asked for, wherever it stands
    ("Bo Lindqvist chairs a faculty at which colleges?", "(TYPE College)", "St. Aidan's College"),
    # two values of one qualifier joined by "or": which of them it holds
    ("Is Acme Instruments a gold or silver sponsor of Riverside College?", "(JOIN (R FUNDS.level)", "silver"),
])
def test_questions_answered_one_step_on(college, question, form, first):
    answer = college.ask(question)
    assert form in answer.trace.logical_form, answer.trace.logical_form
    assert (answer.entities[0].name or answer.entities[0].id) == first, [e.name for e in answer.entities]
    assert answer.provenance is Provenance.KG_EXACT, answer.trace.not_covered


@pytest.mark.neo4j
def test_a_name_said_short_is_linked(college):
    answer = college.ask("how many seats has St Aidan's got")
    assert "(R seatCount)" in answer.trace.logical_form, answer.trace.logical_form
    assert answer.entities[0].name == "900"


@pytest.mark.neo4j
def test_nodes_are_no_exact_answer_when_a_property_is_asked(college):
    # the lecture's faculty answers another kind of thing than the hall asked for
    reading = [c for c in college.parse("which hall was LC-01 in") if c.answer == "nodes"][0]
    assert reading.mismatch and "HELD_IN.hall" in reading.mismatch
