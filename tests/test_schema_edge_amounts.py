"""A verb that names an amount a relationship keeps (``amounts``): "how many units were sold at Wyvern Con" adds
up the ``unitsSold`` of the show's relationships instead of counting them, while a word naming the relationship
type itself ("how many games were demoed at …") and "how many times" still count.

Read on a small publisher schema with no graph behind it (grounding by stems, no encoder)."""

from __future__ import annotations

import pytest
from schema_forms import SchemaOnly

from kgchat.logic.sexpr import to_sexpr
from kgchat.reasoning.schema_parser.assemble import candidates
from kgchat.reasoning.schema_parser.build import Builder
from kgchat.reasoning.schema_parser.grounding import schema_words
from kgchat.reasoning.schema_parser.schema_index import EntityMention, Grounding, SchemaIndex
from kgchat.reasoning.schema_parser.words import read
from kgchat.schema import GraphSchema, LabelInfo, PropertyInfo, RelTypeInfo
from kgchat.types import Entity

SCHEMA = GraphSchema(
    labels=(LabelInfo("Game", 60, (PropertyInfo("title", "string", count=60, distinct=60),), "title"),
            LabelInfo("Convention", 12, (PropertyInfo("showName", "string", count=12, distinct=12),
                                         PropertyInfo("city", "string", count=12, distinct=5)), "showName")),
    relationships=(RelTypeInfo("DEMOED_AT", 54, ("Game",), ("Convention",),
                               (PropertyInfo("unitsSold", "int", count=54, distinct=40),
                                PropertyInfo("demoTables", "int", count=54, distinct=6))),),
    property_graph=True)


@pytest.fixture(scope="module")
def index() -> SchemaIndex:
    return SchemaIndex(SchemaOnly(SCHEMA))


def best(question: str, index: SchemaIndex, name: str, tokens: tuple[int, ...]) -> str:
    reading = read(question)
    grounding = Grounding([EntityMention(tokens, Entity(name, name), ("Convention",))], [],
                          schema_words(reading, index, set()))
    return to_sexpr(candidates(Builder(reading, grounding, index))[0].form)


def test_the_amount_a_verb_names_is_added_up(index):
    assert best("How many units were sold at Wyvern Con?", index, "Wyvern Con", (6, 7)) == \
        '(SUM (JOIN DEMOED_AT.end "Wyvern Con") DEMOED_AT.unitsSold)'


def test_the_relationship_named_itself_is_counted(index):
    assert best("How many games were demoed at Wyvern Con?", index, "Wyvern Con", (6, 7)).startswith("(COUNT")


def test_how_many_times_counts(index):
    assert best("How many times were units sold at Wyvern Con?", index, "Wyvern Con", (7, 8)).startswith("(COUNT")
