""""How many reviews has each show received?": what is counted per group is named by a relationship type's word, not
a label's (``per_group._relationships_per``), so every group is listed with how many of those relationships it has,
not one count of the nodes at the far end. Read on a small practice schema with no graph behind it (grounding by
stems)."""

from __future__ import annotations

import pytest
from schema_forms import SchemaOnly, best

from kgchat.reasoning.schema_parser.schema_index import SchemaIndex
from kgchat.schema import GraphSchema, LabelInfo, PropertyInfo, RelTypeInfo


def _p(key: str, kind: str = "string", distinct: int = 10, count: int = 10) -> PropertyInfo:
    return PropertyInfo(key, kind, count=count, distinct=distinct)


PRACTICE = GraphSchema(
    labels=(LabelInfo("Play", 12, (_p("title", distinct=12, count=12),), "title"),
            LabelInfo("Critic", 40, (_p("name", distinct=40, count=40),), "name"),
            LabelInfo("Actor", 60, (_p("name", distinct=60, count=60),), "name")),
    relationships=(RelTypeInfo("REVIEWED", 90, ("Critic",), ("Play",), (_p("stars", "int", 5, 90),)),
                   RelTypeInfo("CAST_IN", 130, ("Actor",), ("Play",))),
    property_graph=True)


@pytest.fixture(scope="module")
def index() -> SchemaIndex:
    return SchemaIndex(SchemaOnly(PRACTICE))


def test_reviews_counted_per_play(index):
    form = best("How many reviews has each play received?", index)
    assert form.startswith("(TOP (") and "(TYPE Play)" in form.split("(AGG")[0], form
    assert "(AGG count (R REVIEWED.end))" in form, form


def test_cast_counted_per_play(index):
    form = best("How many cast does each play have?", index)
    assert form.startswith("(TOP (") and "(TYPE Play)" in form.split("(AGG")[0], form
    assert "(AGG count (R CAST_IN))" in form, form


AIRLINE = GraphSchema(
    labels=(LabelInfo("Crew", 30, (_p("name", distinct=30, count=30),), "name"),
            LabelInfo("Airport", 8, (_p("name", distinct=8, count=8),), "name"),
            LabelInfo("Flight", 100, (_p("flightNo", distinct=20, count=100), _p("date", "date", 90, 100),
                                      _p("cancelled", "bool", 2, 100)), "flightNo")),
    relationships=(RelTypeInfo("BASED_AT", 30, ("Crew",), ("Airport",)),
                   RelTypeInfo("ARRIVES_AT", 100, ("Flight",), ("Airport",))),
    property_graph=True)


@pytest.fixture(scope="module")
def airline() -> SchemaIndex:
    return SchemaIndex(SchemaOnly(AIRLINE))


def test_groups_named_by_a_relationship(airline):
    """"each base": the airports crew are based at, each with how many crew it has."""
    form = best("Number of crew at each base", airline)
    assert form.startswith("(TOP (JOIN (R BASED_AT) ") and "(TYPE Crew)" in form, form
    assert "(AGG count (R BASED_AT)" in form, form


def test_label_per_year_as_a_heading(airline):
    """"flights per year": how many flights in each year of their dates, with no "how many" said."""
    form = best("flights per year", airline)
    assert form.startswith("(TOP (JOIN (R (YEAR date))") and "(AGG count" in form, form
    # a state of theirs said before the label's word: those flights, per year
    form = best("cancelled flights per year", airline)
    assert form.startswith("(TOP (JOIN (R (YEAR date))") and "(JOIN cancelled true)" in form, form
