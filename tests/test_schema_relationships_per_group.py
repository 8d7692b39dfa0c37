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
