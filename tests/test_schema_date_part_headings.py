""""Orders shipped each month", "orders per year of shipping": a question that is only a table heading (the
things counted, a grouping word and a part of a date) may also name the date the part is taken from, before the
grouping word or after it ("of …"); each value of that part is listed with how many nodes hold it
(``per_group._counted_heading``). Read on a small practice schema with no graph behind it (grounding by stems)."""

from __future__ import annotations

import pytest
from schema_forms import SchemaOnly, best

from kgchat.reasoning.schema_parser.schema_index import SchemaIndex
from kgchat.schema import GraphSchema, LabelInfo, PropertyInfo, RelTypeInfo


def _p(key: str, kind: str = "string", distinct: int = 10, count: int = 10) -> PropertyInfo:
    return PropertyInfo(key, kind, count=count, distinct=distinct)


SHOP = GraphSchema(
    labels=(LabelInfo("Customer", 30, (_p("name", distinct=30, count=30),), "name"),
            LabelInfo("Order", 200, (_p("orderNo", distinct=200, count=200), _p("placedOn", "date", 150, 200),
                                     _p("shippedOn", "date", 150, 190), _p("status", distinct=4, count=200)),
                      "orderNo")),
    relationships=(RelTypeInfo("PLACED", 200, ("Customer",), ("Order",)),),
    property_graph=True)


@pytest.fixture(scope="module")
def shop() -> SchemaIndex:
    return SchemaIndex(SchemaOnly(SHOP))


def test_date_named_before_the_grouping_word(shop):
    form = best("orders shipped each month", shop)
    assert form.startswith("(TOP (JOIN (R (MONTH shippedOn)) (TYPE Order))") and "(AGG count" in form, form


def test_date_named_after_the_part(shop):
    form = best("orders per year of shipping", shop)
    assert form.startswith("(TOP (JOIN (R (YEAR shippedOn)) (TYPE Order))") and "(AGG count" in form, form


def test_other_words_are_no_heading(shop):
    """A word that names no date of the orders keeps the question from being read as a heading."""
    form = best("orders per year of status", shop)
    assert not form.startswith("(TOP (JOIN (R (YEAR"), form
