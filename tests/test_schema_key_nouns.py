"""Issue 34: words a form says through a key it reads, without a piece of their own (``schema_parser/key_nouns.py``,
``coverage._valued_keys``, ``unbacked.bounds_unsaid``): the quantity a key's unit measures ("runway *length*" of
runwayM), the kind of time asked for ("since *what year*" of a year-valued key), a key named weakly by a word another
piece reads when a value the form tests names it, and a unit's symbol ending a key's name ("delayMin" "in
*minutes*"), which is no bound. Each stays a doubt where the form does not say it.

Read on a small airline schema with no graph behind it (grounding by stems, no encoder; the names and values a
graph would link are given)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from schema_forms import SchemaOnly

from kgchat.logic.sexpr import to_sexpr
from kgchat.reasoning.schema_parser.assemble import candidates
from kgchat.reasoning.schema_parser.build import Builder
from kgchat.reasoning.schema_parser.coverage import word_coverage
from kgchat.reasoning.schema_parser.grounding import schema_words
from kgchat.reasoning.schema_parser.schema_index import (
    EntityMention,
    Grounding,
    SchemaIndex,
    SchemaMention,
    ValueMention,
)
from kgchat.reasoning.schema_parser.unbacked import bounds_unsaid
from kgchat.reasoning.schema_parser.words import read
from kgchat.schema import GraphSchema, LabelInfo, PropertyInfo, RelTypeInfo
from kgchat.types import Entity


def _p(key: str, kind: str = "string", distinct: int = 10, count: int = 10, samples: tuple = ()) -> PropertyInfo:
    return PropertyInfo(key, kind, count=count, distinct=distinct, samples=samples)


AIRLINE = GraphSchema(
    labels=(LabelInfo("Airport", 12, (_p("name"), _p("runwayM", "int"), _p("elevationFt", "int")), "name"),
            LabelInfo("Flight", 100, (_p("flightNo", distinct=25, count=100), _p("date", "date"),
                                      _p("delayMin", "int")), None),
            LabelInfo("Pilot", 14, (_p("name", distinct=14, count=14), _p("rank", distinct=2, count=14)), "name")),
    relationships=(RelTypeInfo("DEPARTS_FROM", 100, ("Flight",), ("Airport",)),
                   RelTypeInfo("MENTORS", 8, ("Pilot",), ("Pilot",), (_p("since", "int", 5, 8, ("2015", "2019")),
                                                                      _p("grade", distinct=3, count=8)))),
    property_graph=True)


@pytest.fixture(scope="module")
def index() -> SchemaIndex:
    return SchemaIndex(SchemaOnly(AIRLINE))


def _read(index, question, names=(), values=(), said=()):
    """The best candidate for ``question``, its reading and its coverage rows: ``names`` (tokens, name, label) and
    ``values`` (tokens, key, value) as a graph would link them, ``said`` (tokens, element name, score) added to
    what the stems ground."""
    element = {e.name: e for e in index.elements if e.kind != "label"} | \
        {e.name: e for e in index.elements if e.kind == "label"}
    reading = read(question)
    grounding = Grounding([EntityMention(t, Entity(n, n), (label,)) for t, n, label in names],
                          [ValueMention(t, element[k], v) for t, k, v in values],
                          schema_words(reading, index, set()) + [SchemaMention(t, element[n], s) for t, n, s in said])
    builder = Builder(reading, grounding, index)
    cand = candidates(builder)[0]
    return cand, reading, word_coverage(cand, reading, builder)


def _unread(rows) -> list[str]:
    return [row.span for row in rows if row.covered_by is None]


def test_a_measure_noun_of_the_unit_a_read_key_ends_in(index):
    cand, _, rows = _read(index, "Average runway length across our airports")
    assert to_sexpr(cand.form) == "(AVG (TYPE Airport) runwayM)" and _unread(rows) == []


def test_a_measure_noun_of_another_quantity_stays_unread(index):
    cand, _, rows = _read(index, "What is the average delay length of flights?")
    assert to_sexpr(cand.form) == "(AVG (TYPE Flight) delayMin)" and _unread(rows) == ["length"]


def test_what_year_answered_by_a_key_holding_years(index):
    cand, _, rows = _read(index, "Since what year has Ann Lee mentored Bo Ek?",
                          names=[((4, 5), "Ann Lee", "Pilot"), ((7, 8), "Bo Ek", "Pilot")])
    assert to_sexpr(cand.form).startswith("(JOIN (R MENTORS.since)") and _unread(rows) == []


def test_what_year_answered_by_a_key_holding_no_time_stays_unread(index):
    cand, _, rows = _read(index, "In what year grade has Ann Lee mentored Bo Ek?",
                          names=[((5, 6), "Ann Lee", "Pilot"), ((8, 9), "Bo Ek", "Pilot")])
    assert to_sexpr(cand.form).startswith("(JOIN (R MENTORS.grade)") and "year" in _unread(rows)


def test_a_weak_key_word_of_a_tested_value_is_no_step_of_its_own(index):
    # "fly" names the Flight label surely and flightNo weakly; the value KW212 names flightNo by itself
    cand, _, rows = _read(index, "On which dates did KW212 fly?", values=[((4,), "flightNo", "KW212")],
                          said=[((5,), "Flight", 0.77), ((5,), "flightNo", 0.71)])
    assert to_sexpr(cand.form) == "(JOIN (R date) (AND (TYPE Flight) (JOIN flightNo KW212)))"
    assert _unread(rows) == []


def test_a_unit_symbol_ending_a_key_is_no_bound_when_the_unit_is_said(index):
    cand, reading, _ = _read(index, "What's the average delay in minutes over flights?")
    assert to_sexpr(cand.form) == "(AVG (TYPE Flight) delayMin)" and bounds_unsaid(cand, reading) == []
    cand, reading, _ = _read(index, "What's the average delay over flights?")
    assert [row.span for row in bounds_unsaid(cand, reading)] == \
        ["'delay' is read as delay min, a bound the question does not ask about"]


def test_a_numbering_key_read_from_the_label_word_is_a_step_no_word_asks_for():
    from kgchat.logic.sexpr import parse
    from kgchat.reasoning.schema_parser.coverage import _label_number
    from kgchat.reasoning.schema_parser.parts import Part

    schema = GraphSchema(labels=(LabelInfo("Item", 50, (_p("title"), _p("itemNo", "int"), _p("pages", "int")),
                                           "title"),), property_graph=True)
    label = Part(None, frozenset({4}), 1.0, "label", "Item")
    number = Part(None, frozenset({4}), 0.88, "property", "item no")
    pages = Part(None, frozenset({4}), 0.88, "property", "pages")
    by_number = parse("(TOP (TYPE Item) itemNo 3)")
    assert _label_number(number, [label, number], by_number, schema)  # "the top 3 most borrowed *items*"
    assert not _label_number(replace(number, tokens=frozenset({4, 5})), [label, number], by_number, schema)
    assert not _label_number(pages, [label, pages], parse("(TOP (TYPE Item) pages 3)"), schema)  # measures


WINE = GraphSchema(
    labels=(LabelInfo("Vineyard", 30, (_p("name"), _p("hectares", "float"), _p("soil", distinct=4),
                                       _p("rows", "int")), "name"),), property_graph=True)


def test_size_of_a_key_in_units_of_area_and_the_type_of_a_string_key():
    index = SchemaIndex(SchemaOnly(WINE))
    cand, _, rows = _read(index, "What's the average vineyard size in hectares?")
    assert to_sexpr(cand.form) == "(AVG (TYPE Vineyard) hectares)" and _unread(rows) == []
    cand, _, rows = _read(index, "Count the vineyards on each soil type")
    assert to_sexpr(cand.form) == "(TOP (JOIN (R soil) (TYPE Vineyard)) (AGG count (R soil) (TYPE Vineyard)) 50)"
    assert _unread(rows) == []
    cand, _, rows = _read(index, "What's the average vineyard size in rows?")
    assert to_sexpr(cand.form) == "(AVG (TYPE Vineyard) rows)" and _unread(rows) == ["size"]  # no unit of area


def test_count_after_a_number_key_names_its_values_and_type_does_not():
    index = SchemaIndex(SchemaOnly(GraphSchema(labels=(LabelInfo("Plane", 9, (_p("name"), _p("seats", "int"),
                                                                          _p("maker")), "name"),),
                                           property_graph=True)))
    cand, _, rows = _read(index, "List planes from biggest to smallest by seat count")
    assert "seats" in to_sexpr(cand.form) and "count" not in _unread(rows)
    cand, _, rows = _read(index, "List planes from biggest to smallest by seat type")
    assert "seats" in to_sexpr(cand.form) and "type" in _unread(rows)  # a number key holds no kinds


def test_a_numbering_key_asked_for_is_no_step_no_word_asks_for():
    from kgchat.logic.sexpr import parse
    from kgchat.reasoning.schema_parser.coverage import _label_number
    from kgchat.reasoning.schema_parser.parts import Part

    schema = GraphSchema(labels=(LabelInfo("Plane", 9, (_p("tail"), _p("fleetNo", "int")), "tail"),),
                         property_graph=True)
    label = Part(None, frozenset({0}), 0.8, "label", "Plane")
    number = Part(None, frozenset({0}), 0.8, "property", "fleet no")
    # "fleet number of G-KTWL?": the word for the planes names the key read off one of them
    assert not _label_number(number, [label, number], parse('(JOIN (R fleetNo) "G-KTWL")'), schema)
