"""The groups of "how many X does each Y have" are the nodes of the first label named after the grouping word
(``per_group._names_the_group``): a label named a few words on, in an aside ("(pets of its registered owners)"),
is what is counted, not the groups. Read on a small practice schema with no graph behind it (grounding by stems)."""

from __future__ import annotations

import pytest
from schema_forms import SchemaOnly, best

from kgchat.reasoning.schema_parser.schema_index import SchemaIndex
from kgchat.schema import GraphSchema, LabelInfo, PropertyInfo, RelTypeInfo


def _p(key: str, kind: str = "string", distinct: int = 10, count: int = 10) -> PropertyInfo:
    return PropertyInfo(key, kind, count=count, distinct=distinct)


PRACTICE = GraphSchema(
    labels=(LabelInfo("Clinic", 6, (_p("name", distinct=6, count=6),), "name"),
            LabelInfo("Owner", 90, (_p("name", distinct=90, count=90),), "name"),
            LabelInfo("Pet", 120, (_p("name", distinct=100, count=120),), "name")),
    relationships=(RelTypeInfo("REGISTERED_AT", 90, ("Owner",), ("Clinic",)),
                   RelTypeInfo("OWNS", 130, ("Owner",), ("Pet",))),
    property_graph=True)


@pytest.fixture(scope="module")
def index() -> SchemaIndex:
    return SchemaIndex(SchemaOnly(PRACTICE))


def test_the_groups_are_the_first_label_after_each(index):
    form = best("How many pets does each clinic have? (pets of its registered owners)", index)
    assert form.startswith("(TOP (") and "(TYPE Clinic)" in form.split("(AGG")[0], form


def test_a_plain_count_per_group(index):
    form = best("How many pets does each clinic have?", index)
    assert form.startswith("(TOP (") and "(TYPE Clinic)" in form.split("(AGG")[0], form
