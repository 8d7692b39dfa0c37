"""The reading of the label a question asks for comes before a close one that answers another kind of thing: on a
small cidery graph built here (Cider, Apple and Pub nodes), on the real test Neo4j with MiniLM, "how many dry ciders
are produced" counts ciders, not the apples dry ciders are made from because "produced" looks a little like
MADE_FROM; the trace says why the order changed. Where the question asks for the other label, the order stands.
"""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.neo4j

NODES = {
    "rill": (["Cider"], {"name": "Rill Dry", "style": "dry", "abv": 6.2}),
    "brook": (["Cider"], {"name": "Brook Dry", "style": "dry", "abv": 5.4}),
    "hollow": (["Cider"], {"name": "Hollow Sweet", "style": "sweet", "abv": 4.5}),
    "fen": (["Cider"], {"name": "Fen Medium", "style": "medium", "abv": 5.0}),
    "kingston": (["Apple"], {"name": "Kingston Black", "bittersweet": True}),
    "dabinett": (["Apple"], {"name": "Dabinett", "bittersweet": True}),
    "foxwhelp": (["Apple"], {"name": "Foxwhelp", "bittersweet": False}),
    "yarlington": (["Apple"], {"name": "Yarlington Mill", "bittersweet": True}),
    "crown": (["Pub"], {"name": "The Crown", "town": "Elmsford"}),
}
RELS = [("rill", "MADE_FROM", "kingston"), ("rill", "MADE_FROM", "dabinett"), ("brook", "MADE_FROM", "foxwhelp"),
        ("hollow", "MADE_FROM", "yarlington"), ("fen", "MADE_FROM", "dabinett"), ("crown", "SELLS", "rill"),
        ("crown", "SELLS", "hollow")]


@pytest.fixture(scope="module")
def cidery(neo4j_server):
    from neo4j_server import schema_engine_on

    with schema_engine_on(neo4j_server, NODES, rels=RELS) as engine:
        yield engine


def test_the_asked_label_is_counted_before_a_close_reading_of_another(cidery):
    answer = cidery.ask("how many dry ciders are produced")
    assert answer.trace.logical_form == "(COUNT (AND (TYPE Cider) (JOIN style dry)))", answer.trace.logical_form
    assert [e.name for e in answer.entities] == ["2"]
    assert any("asks for Cider nodes" in s.note for s in answer.trace.steps), [s.note for s in answer.trace.steps]


def test_a_question_asking_for_the_other_label_keeps_its_reading(cidery):
    answer = cidery.ask("which apples are dry ciders made from")
    assert answer.trace.logical_form.startswith("(AND (TYPE Apple)"), answer.trace.logical_form
    assert {e.name for e in answer.entities} == {"Kingston Black", "Dabinett", "Foxwhelp"}
    assert not any("tried first" in s.note for s in answer.trace.steps)
