"""Issue 34: close rival readings that are no other meaning of the question (``schema_parser/rival_meanings.py``):
the executed form with a narrower label no word names, anywhere in it (here inside what an aggregate counts), and
for "who", a reading that answers with things that are not people. Both leave the answer kg-exact, with a trace
row saying why; a rival with a broader label, or a narrower one a word names, is still another meaning.

On the real test Neo4j with MiniLM: a small bike-share graph where ambassadors are all members."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from kgchat.logic.sexpr import parse
from kgchat.reasoning.schema_parser.rival_meanings import narrower_labels, unnamed_answer
from kgchat.types import Provenance


def _person(first: str, last: str, born: int) -> dict:
    return {"firstName": first, "lastName": last, "born": born}


NODES = {
    "m1": (["Member"], _person("Ana", "Reis", 1990)),
    "m2": (["Member"], _person("Ben", "Okoro", 1985)),
    "m3": (["Member", "Ambassador"], _person("Cai", "Lund", 1979)),
    "m4": (["Member", "Ambassador"], _person("Dee", "Marsh", 1999)),
    "m5": (["Member"], _person("Eva", "Stone", 2001)),
    "b1": (["Bike"], {"frameNo": "F-100", "model": "City"}),
    "b2": (["Bike"], {"frameNo": "F-200", "model": "Cargo"}),
    "b3": (["Bike"], {"frameNo": "F-300", "model": "City"}),
    "p1": (["Plan"], {"name": "Annual", "price": 90}),
    "p2": (["Plan"], {"name": "Monthly", "price": 9}),
    "s1": (["Station"], {"name": "Harbour Gate", "docks": 12}),
    "s2": (["Station"], {"name": "Mill Square", "docks": 8}),
}
RELS = [("m1", "RODE", "b1"), ("m2", "RODE", "b1"), ("m3", "RODE", "b2"), ("m3", "RODE", "b3"), ("m4", "RODE", "b1"),
        ("m1", "SUBSCRIBES_TO", "p1"), ("m2", "SUBSCRIBES_TO", "p1"), ("m5", "SUBSCRIBES_TO", "p1"),
        ("m3", "SUBSCRIBES_TO", "p2"), ("m4", "SUBSCRIBES_TO", "p2"),
        ("b1", "DOCKED_AT", "s1"), ("b2", "DOCKED_AT", "s1"), ("b3", "DOCKED_AT", "s2"),
        ("m1", "REGISTERED_AT", "s1"), ("m3", "REGISTERED_AT", "s2"), ("m4", "REGISTERED_AT", "s1")]


@pytest.fixture(scope="module")
def bikes(neo4j_server):
    from neo4j_server import schema_engine_on

    with schema_engine_on(neo4j_server, NODES, rels=RELS) as engine:
        yield engine


def _rival_rows(answer) -> list:
    return [c for c in answer.trace.coverage if c.span.startswith("another reading scores close")]


@pytest.mark.neo4j
def test_a_narrower_label_inside_what_an_aggregate_counts_is_no_other_meaning(bikes):
    # counting ambassadors (all of them members) per plan finds Monthly; no word names ambassadors
    answer = bikes.ask("Which plan has the most subscribers?")
    assert "(TYPE Member)" in answer.trace.logical_form, answer.trace.logical_form
    assert [e.name for e in answer.entities] == ["Annual"]
    assert answer.provenance is Provenance.KG_EXACT, answer.trace.not_covered
    assert any("Ambassador nodes, every one of them a Member" in (c.covered_by or "") for c in _rival_rows(answer))


@pytest.mark.neo4j
def test_things_that_are_not_people_are_no_answer_to_who(bikes):
    # the bike ridden most is another answer, but not to "who"
    answer = bikes.ask("Who rides the most?")
    assert "(TYPE Member)" in answer.trace.logical_form, answer.trace.logical_form
    assert [e.name for e in answer.entities] == ["Cai Lund"]
    assert answer.provenance is Provenance.KG_EXACT, answer.trace.not_covered
    # the rival is set aside because bikes are not someone (in the words of either check that says so)
    assert any("Bike nodes" in (c.covered_by or "") and ("not people" in c.covered_by or "asks for someone" in
               c.covered_by) for c in _rival_rows(answer)), \
        [(c.span, c.covered_by) for c in answer.trace.coverage]


def _cand(form: str, named: tuple[str, ...] = ()) -> SimpleNamespace:
    parts = [SimpleNamespace(kind="label", text=x, tokens={3}) for x in named]
    return SimpleNamespace(form=parse(form), parts=parts)


def test_only_a_narrower_label_no_word_names_is_the_same_reading():
    within = {("Ambassador", "Member")}.__contains__
    mine = "(ARGMAX (TYPE Plan) (AGG count (R SUBSCRIBES_TO) (TYPE Member)))"
    narrow = "(ARGMAX (TYPE Plan) (AGG count (R SUBSCRIBES_TO) (TYPE Ambassador)))"
    assert narrower_labels(_cand(narrow), _cand(mine), lambda a, b: within((a, b))) == [("Ambassador", "Member")]
    # broader than the executed reading, named by a word, or differing by more than a label: another meaning
    assert narrower_labels(_cand(mine), _cand(narrow), lambda a, b: within((a, b))) == []
    assert narrower_labels(_cand(narrow, ("Ambassador",)), _cand(mine), lambda a, b: within((a, b))) == []
    other = "(ARGMIN (TYPE Plan) (AGG count (R SUBSCRIBES_TO) (TYPE Ambassador)))"
    assert narrower_labels(_cand(other), _cand(mine), lambda a, b: within((a, b))) == []


@pytest.mark.neo4j
def test_a_reading_that_answers_a_kind_no_word_names_is_no_other_meaning(bikes):
    # the stations with more than 10 docks; bikes docked there (no word names bikes) answer something else
    answer = bikes.ask("Which stations have more than 10 docks?")
    assert answer.trace.logical_form.startswith("(AND (TYPE Station)"), answer.trace.logical_form
    assert [e.name for e in answer.entities] == ["Harbour Gate"]
    assert answer.provenance is Provenance.KG_EXACT, answer.trace.not_covered


def _reading(answer: str, target: str, *parts: tuple[str, str, set, float]) -> SimpleNamespace:
    return SimpleNamespace(answer=answer, target=target, parts=[
        SimpleNamespace(kind=k, text=t, tokens=tokens, conf=conf) for k, t, tokens, conf in parts])


def test_only_a_label_no_word_names_against_an_answer_a_word_names():
    runs = _reading("nodes", "Run", ("label", "Run", {1}, 0.9), ("property", "defect rate", {3, 4}, 0.9))
    factories = _reading("nodes", "Factory", ("label", "Factory", set(), 0.0), ("label", "Run", {1}, 0.9))
    assert "Factory nodes, which no word names" in unnamed_answer(factories, runs)
    # a word names the rival's label, or nothing names the executed reading's answer ("who"): another meaning
    named = _reading("nodes", "Factory", ("label", "Factory", {5}, 0.9), ("label", "Run", {1}, 0.9))
    assert unnamed_answer(named, runs) is None
    who = _reading("nodes", "Run", ("label", "Run", set(), 0.0))
    assert unnamed_answer(factories, who) is None
    # "things" (no label) and readings of the same label are never set aside here
    assert unnamed_answer(_reading("nodes", "", ("entity", "X", {2}, 1.0)), runs) is None
    # a value the executed reading answers, its key named surely ("how was X *shipped*")
    shipped = _reading("value", "", ("property", "shipping", {3}, 1.0))
    assert unnamed_answer(factories, shipped) is not None
    assert unnamed_answer(factories, _reading("value", "", ("property", "shipping", {3}, 0.6))) is None
