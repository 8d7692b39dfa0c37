"""A "who" reading moved ahead of the best one (which answered things, not someone) that tests the people's own
key walks no step: "who started in 2018" on the archaeology unit of ``bench/own/propgraph24`` (its graph only) is
its staff by their start date, badged kg-exact; ``answer_kinds._who_walk_unasked`` counts relationship types only,
never a node's key."""

from __future__ import annotations

from pathlib import Path

import pytest
from neo4j_server import ask_form as _ask

from kgchat.types import Provenance

GRAPH = Path(__file__).resolve().parent.parent / "bench" / "own" / "propgraph24"


@pytest.fixture(scope="module")
def unit(neo4j_server):
    from neo4j_server import schema_engine_on_bench

    with schema_engine_on_bench(neo4j_server, GRAPH) as engine:
        yield engine


@pytest.mark.neo4j
def test_who_read_by_a_key_of_the_people_themselves_stays_exact(unit):
    answer, form, names = _ask(unit, "who started in 2018")
    assert "startDate" in form and answer.provenance == Provenance.KG_EXACT, (form, names, answer.trace.not_covered)
