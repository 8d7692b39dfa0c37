"""Issue 34: an approximate schema-checked reading that answers with another kind of thing than the question asks
for is refused by the audit (``trust.Audit``): "what's the app's store rating" read as the bikes ridden by members
notified by app gives bikes for a rating; on the bike-share graph of bench/own/propgraph11, on the real test Neo4j
with MiniLM. A reading of the kind asked stays answered."""

from __future__ import annotations

from pathlib import Path

import pytest

from kgchat.types import Provenance

pytestmark = pytest.mark.neo4j
GRAPH = Path(__file__).resolve().parent.parent / "bench" / "own" / "propgraph11"


@pytest.fixture(scope="module")
def bikes(neo4j_server):
    from neo4j_server import schema_engine_on_bench

    with schema_engine_on_bench(neo4j_server, GRAPH) as engine:
        yield engine


def test_an_approximate_answer_of_another_kind_is_refused(bikes):
    from kgchat.reasoning.trust import Audit

    answer = bikes.ask("What's the app's store rating?")
    assert answer.provenance is Provenance.KG_APPROXIMATE, answer.trace.logical_form
    checked = Audit(bikes.graph)(answer)
    assert checked.provenance is Provenance.NONE, [s.note for s in checked.trace.steps if s.kind == "check"]


def test_an_answer_of_the_kind_asked_stays(bikes):
    from kgchat.reasoning.trust import Audit

    checked = Audit(bikes.graph)(bikes.ask("Which stations have a kiosk?"))
    assert checked.provenance is not Provenance.NONE
