"""A code that stands for the groups asked about (``group_keys``): "designers per country" groups designers by the
values of their ``countryCode`` when nothing else of theirs is a country, while "orders per customer" still groups
by the Customer nodes a ``customerId`` points at (a label is named), and a code held once a node makes no groups.

Read on a small publisher schema with no graph behind it (grounding by stems, no encoder)."""

from __future__ import annotations

import pytest

from kgchat.logic.sexpr import to_sexpr
from kgchat.reasoning.schema_parser.assemble import candidates
from kgchat.reasoning.schema_parser.build import Builder
from kgchat.reasoning.schema_parser.grounding import schema_words
from kgchat.reasoning.schema_parser.schema_index import Grounding, SchemaIndex
from kgchat.reasoning.schema_parser.words import read
from kgchat.schema import GraphSchema, LabelInfo, PropertyInfo, RelTypeInfo

SCHEMA = GraphSchema(
    labels=(LabelInfo("Designer", 30, (PropertyInfo("fullName", "string", count=30, distinct=30),
                                       PropertyInfo("countryCode", "string", count=30, distinct=6),
                                       PropertyInfo("badgeCode", "string", count=30, distinct=30)), "fullName"),
            LabelInfo("Game", 60, (PropertyInfo("title", "string", count=60, distinct=60),), "title"),
            LabelInfo("Factory", 6, (PropertyInfo("factoryName", "string", count=6, distinct=6),
                                     PropertyInfo("country", "string", count=6, distinct=4)), "factoryName"),
            LabelInfo("Customer", 20, (PropertyInfo("name", "string", count=20, distinct=20),), "name"),
            LabelInfo("Order", 90, (PropertyInfo("orderNo", "string", count=90, distinct=90),
                                    PropertyInfo("customerId", "string", count=90, distinct=20)), "orderNo")),
    relationships=(RelTypeInfo("DESIGNED", 80, ("Designer",), ("Game",), ()),
                   RelTypeInfo("PLACED", 90, ("Customer",), ("Order",), ())),
    property_graph=True)


class Store:
    def schema(self) -> GraphSchema:
        return SCHEMA

    def property_values(self, relation: str, limit: int = 500) -> list[str]:
        return []


@pytest.fixture(scope="module")
def index() -> SchemaIndex:
    return SchemaIndex(Store())


def best(question: str, index: SchemaIndex) -> str:
    reading = read(question)
    grounding = Grounding([], [], schema_words(reading, index, set()))
    return to_sexpr(candidates(Builder(reading, grounding, index))[0].form)


def test_a_code_named_by_its_other_words_groups_after_per(index):
    assert best("designers per country", index) == \
        "(TOP (JOIN (R countryCode) (TYPE Designer)) (AGG count (R countryCode)) 50)"


def test_a_code_named_by_its_other_words_groups_after_by(index):
    assert "(R countryCode)" in best("Designers by country - how many of each?", index)


def test_a_named_label_is_the_group_not_the_code_pointing_at_it(index):
    assert "customerId" not in best("orders per customer", index)


def test_a_code_held_once_a_node_makes_no_groups(index):
    assert "badgeCode" not in best("designers per badge", index)
