"""General readings on a small removals firm's graph (a domain none of the benchmark graphs has):

- a relationship's noun heading the question, joined to a label's word by a preposition ("*crew on* jobs that …")
  asks for the ones at the relationship's other end, not for the jobs that have a crew (``filters._heads``);
- a price stored as ``900`` on one node and ``107.5`` on the next is a number (``neo4j_schema.value_type``), so
  "total charged" sums the jobs' own ``chargedGbp``, not a relationship's key;
- a true/false key that starts with a particle (``onTime``) is named by its other word only with the particle said:
  "all *time*" is no test of it (``opposites._particle_said``), and "all time" is an aggregate's scope;
- "per" asks for a figure for each group, which a plain list of the things does not give (never kg-exact);
- a relationship's key said after its type's word ("*contract* value" of CONTRACT_WITH's ``annualValueGbp``) takes
  that word too, not a booking's funding 'contract' (``key_spans.type_word_keys``), and the type's word read
  alone ("movers who mentor", then their crew hours) loses to that key ("total *mentoring hours*");
- a stored value heading the question ("*drivers* on jobs …", a role on CREWED; "*packers* who …", a mover's grade)
  asks for its holders: the best reading of the other words, turned round to answer them
  (``holders.turned_to_holders``), where it answered the jobs;
- "something" after a verb no piece of the form reads ("customers who *owe something*") is a test the form may not
  make, not a word with nothing to say (``framing._object_of_unread_verb``);
- a close reading of narrower nodes (the movers who also hold the label Foreman) beside one of all the movers is
  weighed through that one, not as a meaning of its own (``engine._rivals``).

Each of these but the last was wrong, or badged kg-exact while wrong, at 7e8d83d. The last passes there too: on
this graph no narrower reading came close before "contract value"-style keys took their type's word; on
propgraph52 one did, and a right answer lost its kg-exact badge.
"""

from __future__ import annotations

import pytest
from neo4j_server import ask_form as _ask

from kgchat.types import Provenance

NODES = {
    "m1": (["Mover", "Foreman"], {"firstName": "Ines", "lastName": "Barlow", "startYear": 2015, "grade": "packer"}),
    "m2": (["Mover"], {"firstName": "Otto", "lastName": "Fenwick", "startYear": 2018, "grade": "porter"}),
    "m3": (["Mover"], {"firstName": "Pia", "lastName": "Garside", "startYear": 2021, "grade": "packer"}),
    "m4": (["Mover"], {"firstName": "Rhys", "lastName": "Hollins", "startYear": 2023, "grade": "porter"}),
    "j1": (["Job"], {"jobRef": "J-101", "issue": "scratched piano", "weekend": True, "chargedGbp": 900,
                     "jobDate": "2025-03-01"}),
    "j2": (["Job"], {"jobRef": "J-102", "issue": "none", "weekend": False, "chargedGbp": 107.5,
                     "jobDate": "2025-04-11"}),
    "j3": (["Job"], {"jobRef": "J-103", "issue": "none", "weekend": True, "chargedGbp": 250,
                     "jobDate": "2025-05-20"}),
    "j4": (["Job"], {"jobRef": "J-104", "issue": "broken mirror", "weekend": False, "chargedGbp": 60.25,
                     "jobDate": "2025-06-02"}),
    "c1": (["Customer"], {"name": "Ashby Lettings", "arrearsGbp": 0}),
    "c2": (["Customer"], {"name": "Mrs Delia Crane", "arrearsGbp": 150}),
    "c3": (["Customer"], {"name": "Tollgate Estates", "arrearsGbp": 0}),
    "d1": (["Depot"], {"name": "Northgate Depot", "kind": "warehouse"}),
    "d2": (["Depot"], {"name": "Riverside Depot", "kind": "yard"}),
    "d3": (["Depot"], {"name": "Quayside Store", "kind": "warehouse"}),
}
RELS = [("j1", "LOADED_AT", "d1"), ("j2", "LOADED_AT", "d3"), ("j3", "LOADED_AT", "d2"), ("j4", "LOADED_AT", "d2")]


def _facts(session) -> None:
    def rel(a: str, kind: str, b: str, **props) -> None:
        session.run(f"MATCH (a {{_h: $a}}), (b {{_h: $b}}) CREATE (a)-[r:{kind}]->(b) SET r = $p", a=a, b=b, p=props)

    for mover, job, hours, role in (("m1", "j1", 6, "driver"), ("m2", "j1", 6, "lifter"), ("m3", "j2", 3, "driver"),
                                    ("m1", "j3", 4, "lifter"), ("m4", "j4", 2, "driver")):
        rel(mover, "CREWED", job, hours=hours, role=role)
    for customer, job, funding, charge in (("c1", "j1", "contract", 500), ("c2", "j2", "private", 100),
                                           ("c1", "j3", "contract", 200), ("c2", "j4", "private", 50)):
        rel(customer, "BOOKED", job, funding=funding, minChargeGbp=charge)
    rel("c1", "CONTRACT_WITH", "d1", annualValueGbp=12000)
    rel("c2", "CONTRACT_WITH", "d2", annualValueGbp=3000)
    rel("c2", "CONTRACT_WITH", "d1", annualValueGbp=6000)
    for job, on_time in (("j1", True), ("j2", True), ("j3", False), ("j4", True)):
        rel(job, "COLLECTED_FROM", "d1" if job in ("j1", "j2") else "d2", onTime=on_time)
    rel("m1", "MENTORS", "m3", sessions=4, hours=10)
    rel("m2", "MENTORS", "m4", sessions=3, hours=7)


@pytest.fixture(scope="module")
def removals(neo4j_server):
    from neo4j_server import schema_engine_on

    with schema_engine_on(neo4j_server, NODES, fill=_facts, rels=RELS) as engine:
        yield engine


@pytest.mark.neo4j
@pytest.mark.parametrize("question", ["crew on jobs that had a scratched piano",
                                      "crew of the job with the scratched piano"])
def test_a_relationship_noun_heading_the_question_asks_for_its_other_end(removals, question):
    answer, form, names = _ask(removals, question)
    assert not any(n.startswith("J-") for n in names) or answer.provenance != Provenance.KG_EXACT, (form, names)
    assert {"Ines Barlow", "Otto Fenwick"} <= set(names), (form, names)


@pytest.mark.neo4j
def test_integers_beside_floats_are_summed_as_one_number(removals):
    answer, form, _ = _ask(removals, "total charged across all jobs")
    assert "chargedGbp" in (form or ""), form
    assert "1317.75" in answer.text.replace(",", ""), (form, answer.text)


@pytest.mark.neo4j
def test_all_time_is_no_on_time_flag(removals):
    answer, form, _ = _ask(removals, "number of weekend jobs, all time")
    assert "onTime" not in (form or "") and answer.text.strip().startswith("2"), (form, answer.text)


@pytest.mark.neo4j
def test_per_asks_for_a_figure_per_group(removals):
    answer, form, _ = _ask(removals, "collections per warehouse")
    listed = form is not None and not any(f in form for f in ("TOP", "COUNT", "AGG", "GROUP"))
    assert not listed or answer.provenance != Provenance.KG_EXACT, (form, answer.text)


@pytest.mark.neo4j
def test_a_relationships_key_after_its_types_word(removals):
    answer, form, _ = _ask(removals, "average contract value")
    assert "funding" not in (form or "") and answer.text.strip().startswith("7000"), (form, answer.text)


@pytest.mark.neo4j
@pytest.mark.parametrize(("question", "expected"), [("total mentoring hours", "17"),
                                                    ("average mentoring hours", "8.5")])
def test_a_types_word_modifying_its_key_is_not_read_alone(removals, question, expected):
    answer, form, _ = _ask(removals, question)
    assert "CREWED" not in (form or "") and answer.text.strip().startswith(expected), (form, answer.text)


@pytest.mark.neo4j
def test_a_close_reading_of_narrower_nodes_is_weighed_through_the_broader_one(removals):
    answer, form, _ = _ask(removals, "total mentoring sessions logged")
    assert answer.text.strip().startswith("7"), (form, answer.text)
    assert answer.provenance == Provenance.KG_EXACT, (form, [(c.span, c.covered_by) for c in answer.trace.coverage])


@pytest.mark.neo4j
@pytest.mark.parametrize(("question", "expected"), [
    ("drivers on jobs loaded at Northgate Depot", {"Ines Barlow"}),
    ("packers who have been the driver on a job", {"Ines Barlow", "Pia Garside"}),
])
def test_a_value_heading_the_question_is_answered_by_its_holders(removals, question, expected):
    answer, form, names = _ask(removals, question)
    assert set(names) == expected, (form, names)


@pytest.mark.neo4j
def test_something_after_an_unread_verb_is_no_framing_word(removals):
    answer, form, _ = _ask(removals, "average arrears of customers who owe something")
    assert answer.text.strip().startswith("150") or answer.provenance != Provenance.KG_EXACT, (form, answer.text)
