"""Counting the nodes that hold no value of a key: "how many rooms have no renovation year" (a key named loosely
right after "no": lastRenovated) and "how many staff haven't given their languages" (a verb of giving, as a past participle
after a denied "have"). On the hotel graph of bench/own/propgraph16, on the real test Neo4j with MiniLM."""

from __future__ import annotations

from pathlib import Path

import pytest

pytestmark = pytest.mark.neo4j
GRAPH = Path(__file__).resolve().parent.parent / "bench" / "own" / "propgraph16"


@pytest.fixture(scope="module")
def hotels(neo4j_server):
    from neo4j_server import schema_engine_on_bench

    with schema_engine_on_bench(neo4j_server, GRAPH) as engine:
        yield engine


def test_a_key_named_loosely_after_no(hotels):
    answer = hotels.ask("how many rooms are there with no renovation year")
    assert str(answer.trace.logical_form) == "(COUNT (AND (TYPE Room) (NOT (HAS lastRenovated))))"
    assert [e.name for e in answer.entities] == ["18"]


def test_a_value_not_given(hotels):
    answer = hotels.ask("How many staff haven't given their languages?")
    assert str(answer.trace.logical_form) == "(COUNT (AND (TYPE Staff) (NOT (HAS languages))))"
    assert [e.name for e in answer.entities] == ["6"]
    answer = hotels.ask("how many staff have not stated an hourly wage")
    assert str(answer.trace.logical_form) == "(COUNT (AND (TYPE Staff) (NOT (HAS hourlyWageEur))))"
    assert [e.name for e in answer.entities] == ["10"]
