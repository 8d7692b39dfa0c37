"""A small water network built here, asked for percentages and by the initials of its labels:

- "what percentage of DMAs have a PRV fitted": two counts, the whole ("DMAs") and the part the rest of the question
  keeps, answered as ``(SHARE whole part)`` in one Cypher query, rounded as asked;
- the whole keeps what the words before the part's own words say ("what percentage of *P1* jobs needed excavation");
- where no word tells the whole from the part, the whole is the part's label alone, and the answer is approximate;
- a key that holds a percentage itself ("percentage of smart meters in DMA-2": ``smartMeterPct``) is read as that key, not a share;
- "SRs", "SR": a label (``ServiceReservoir``) said by the initials of its words, not a name those letters begin
  ("Station Road");
- "nearest whole percent" asks how to round, with no "to the" before it.
"""

from __future__ import annotations

import pytest
from neo4j_server import ask_form as _ask

from kgchat.logic import parse
from kgchat.logic.nodes import Share
from kgchat.reasoning.schema_parser.shares import share_form, share_question
from kgchat.types import Provenance

NODES = {
    "d1": (["DMA"], {"dmaCode": "DMA-1", "prvFitted": True, "smartMeterPct": 40}),
    "d2": (["DMA"], {"dmaCode": "DMA-2", "prvFitted": False, "smartMeterPct": 75}),
    "d3": (["DMA"], {"dmaCode": "DMA-3", "prvFitted": True, "smartMeterPct": 10}),
    "j1": (["Job"], {"jobRef": "WO-1", "priority": "P1", "excavation": True}),
    "j2": (["Job"], {"jobRef": "WO-2", "priority": "P1", "excavation": False}),
    "j3": (["Job"], {"jobRef": "WO-3", "priority": "P2", "excavation": True}),
    "j4": (["Job"], {"jobRef": "WO-4", "priority": "P1", "excavation": False}),
    "j5": (["Job"], {"jobRef": "WO-5", "priority": "P3", "excavation": True}),
    "j6": (["Job"], {"jobRef": "WO-6", "priority": "P2", "excavation": True}),
    "s1": (["ServiceReservoir"], {"name": "Hill Top", "capacityMl": 40.0, "covered": True}),
    "s2": (["ServiceReservoir"], {"name": "Moor End", "capacityMl": 12.5, "covered": False}),
    "p1": (["PumpingStation"], {"name": "Station Road", "pumps": 3}),
}
RELS = [("s1", "FEEDS", "d1"), ("s2", "FEEDS", "d2"), ("s1", "FEEDS", "p1"), ("p1", "FEEDS", "d3")]


@pytest.fixture(scope="module")
def water(neo4j_server):
    from neo4j_server import schema_engine_on

    with schema_engine_on(neo4j_server, NODES, rels=RELS) as engine:
        yield engine


def test_a_percentage_question_is_two_counts():
    asked = share_question("What percentage of the DMAs have a PRV fitted?")
    assert (asked.part, asked.whole, asked.split) == ("how many DMAs have a PRV fitted?", "how many DMAs", True)
    asked = share_question("share of P1 jobs needing excavation")
    assert asked.whole == "how many P1 jobs" and asked.split
    asked = share_question("what proportion of jobs")
    assert asked.whole == "how many jobs" and not asked.split
    assert share_question("which DMAs have the best share price") is None  # no "share of"
    assert share_question("list the jobs and the share of costs") is None  # words before the cue that ask more


def test_the_form_keeps_only_what_the_whole_does_not_test():
    part = parse('(COUNT (AND (AND (TYPE Job) (JOIN priority P1)) (JOIN excavation true)))')
    whole = parse("(COUNT (AND (TYPE Job) (JOIN priority P1)))")
    form = share_form(part, whole)
    assert isinstance(form, Share) and str(form.whole) == str(whole.expr)
    assert share_form(whole, whole) is None  # nothing beyond the whole: no share
    assert str(share_form(part, None).whole) == str(parse("(TYPE Job)"))


@pytest.mark.neo4j
def test_percentage_of_things_with_a_flag(water):
    answer, form, names = _ask(water, "What percentage of DMAs have a PRV fitted? to one decimal place")
    assert names == ["66.7"] and form.startswith("(SHARE (TYPE DMA)"), form
    assert answer.provenance is Provenance.KG_EXACT, answer.trace.not_covered
    assert "share_whole" in next(iter(answer.trace.compiled.values()))  # one query, both counts


@pytest.mark.neo4j
def test_the_whole_keeps_its_own_test(water):
    answer, form, names = _ask(water, "what share of P1 jobs needed excavation, nearest whole percent")
    assert names == ["33"], form
    assert "P1" in form.split("(JOIN excavation")[0], form


@pytest.mark.neo4j
def test_no_word_tells_the_whole_from_the_part(water):
    answer, form, names = _ask(water, "percentage of excavation jobs")
    assert form.startswith("(SHARE (TYPE Job)"), form
    assert answer.provenance is not Provenance.KG_EXACT


@pytest.mark.neo4j
def test_a_key_holding_a_percentage_is_read_as_itself(water):
    answer, form, names = _ask(water, "percentage of smart meters in DMA-2")
    assert names == ["75"] and "SHARE" not in form, form
    assert answer.provenance is Provenance.KG_EXACT, answer.trace.not_covered  # "percentage": the pct of the key


@pytest.mark.neo4j
def test_a_label_said_by_its_initials(water):
    answer, form, names = _ask(water, "which SRs hold more than 20 Ml")
    assert names == ["Hill Top"] and "ServiceReservoir" in form and "Station Road" not in form, form
    answer, form, names = _ask(water, "how many SRs are covered")
    assert names == ["1"], form
