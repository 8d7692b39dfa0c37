"""Issue 34 point 2: pointing words of a first question that point at nothing outside it
(``reasoning/pointed_inside.py``): "all of them if tied" after a superlative that keeps ties, an "it" that opens a
clause said after it ("how much would it cost to replace X"); "they" / "their" after "who", the people it asks for
(``pointer_check._asked_class``). In a follow-up, or where the answer does not do what
the words say, they still have to be resolved."""

from __future__ import annotations

from kgchat.reasoning.pointer_check import references
from kgchat.reasoning.trust import _read
from kgchat.types import Answer, Entity, Provenance, Trace


def E(name: str) -> Entity:
    return Entity(name, name)


def _rows(store, question: str, form: str, span: str, first: bool = True):
    answer = Answer(question, "x", [E("Titanic")], Provenance.KG_EXACT, trace=Trace(logical_form=form))
    if first:
        answer.trace.extra["first_turn"] = True
    return [row for row, _ in references(store, answer, _read(store, question)) if row.span == span]


def test_all_of_them_if_tied_stands_for_the_tied_answers(tiny_sqlite):
    question = "which film has the longest runtime? all of them if tied"
    rows = _rows(tiny_sqlite, question, "(ARGMAX (TYPE film) runtime)", "all of them")
    assert rows and rows[0].covered_by
    assert _rows(tiny_sqlite, question, "(ARGMAX (TYPE film) runtime)", "all of them", first=False)[0].covered_by \
        is None  # a follow-up: it may point at an earlier answer
    assert _rows(tiny_sqlite, question, "(TYPE film)", "all of them")[0].covered_by is None  # no superlative
    assert _rows(tiny_sqlite, "which film has the longest runtime? all of them",
                 "(ARGMAX (TYPE film) runtime)", "all of them")[0].covered_by is None  # no tie said


def test_an_it_opening_a_clause_said_after_it(tiny_sqlite):
    rows = _rows(tiny_sqlite, "how much would it cost to remake Titanic?", "(JOIN (R budget) Titanic)", "it")
    assert rows and rows[0].covered_by
    assert _rows(tiny_sqlite, "how much would it cost to remake Titanic?", "(JOIN (R budget) Titanic)", "it",
                 first=False)[0].covered_by is None
    assert _rows(tiny_sqlite, "what year was it released", "(JOIN (R year) Titanic)", "it")[0].covered_by is None


def test_a_possessive_the_parser_ties_to_a_name_before_it(tiny_sqlite):
    from kgchat.types import Coverage

    question = "when did zed quux post his review of the film?"

    def rows(first: bool, tied: str | None):
        answer = Answer(question, "x", [E("2001")], Provenance.KG_EXACT, trace=Trace(logical_form="(JOIN (R x) y)"))
        answer.trace.coverage = [Coverage("his", "relation", tied)]
        if first:
            answer.trace.extra["first_turn"] = True
        return [row for row, _ in references(tiny_sqlite, answer, _read(tiny_sqlite, question)) if row.span == "his"]

    assert rows(True, "zed quux, named before it")[0].covered_by
    assert rows(False, "zed quux, named before it")[0].covered_by is None  # a follow-up: it may point earlier
    assert rows(True, None)[0].covered_by is None  # the parser read it as nothing


def test_they_after_who_stands_for_the_people_asked(tiny_sqlite):
    def rows(question: str, span: str, first: bool = True, schema: bool = True):
        answer = Answer(question, "x", [E("Zed Quux")], Provenance.KG_EXACT,
                        trace=Trace(logical_form="(TOP (TYPE person) rate 3)"))
        answer.trace.extra["first_turn"] = first
        if schema:
            answer.trace.extra["word_checks"] = "schema"
        return [row for row, _ in references(tiny_sqlite, answer, _read(tiny_sqlite, question)) if row.span == span]

    assert rows("top 3 hourly rates - who are they", "they")[0].covered_by
    assert rows("who has the yard as their base", "their")[0].covered_by
    assert rows("top 3 hourly rates - who are they", "they", first=False)[0].covered_by is None  # a follow-up
    assert rows("who has the yard as their base", "their", schema=False)[0].covered_by is None  # words unchecked
    assert rows("what has the yard as their base", "their")[0].covered_by is None  # no "who" before it
    assert rows("apprentices and who trains them", "them")[0].covered_by is None  # an object: not the one asked
