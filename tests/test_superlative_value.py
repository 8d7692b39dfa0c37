"""A superlative with a property's words asks for the value itself when it opens the question without a question
word ("earliest release year of any film": the year, by MIN), as "what is the earliest release year …" does; with
a question word that asks for things, or a label's noun after the property's words, it asks for the things holding
it. Read on a small film schema with no graph behind it (grounding by stems)."""

from __future__ import annotations

import pytest

from kgchat.logic.sexpr import to_sexpr
from kgchat.reasoning.schema_parser.assemble import candidates
from kgchat.reasoning.schema_parser.build import Builder
from kgchat.reasoning.schema_parser.grounding import schema_words
from kgchat.reasoning.schema_parser.schema_index import Grounding, SchemaIndex
from kgchat.reasoning.schema_parser.words import read
from kgchat.schema import GraphSchema, LabelInfo, PropertyInfo, RelTypeInfo

FILMS = GraphSchema(
    labels=(LabelInfo("Film", 5, (PropertyInfo("title", "string", count=5, distinct=5),
                                  PropertyInfo("releaseYear", "int", count=5, distinct=4),
                                  PropertyInfo("runtimeMin", "int", count=5, distinct=5)), "title"),
            LabelInfo("Person", 4, (PropertyInfo("name", "string", count=4, distinct=4),), "name")),
    relationships=(RelTypeInfo("DIRECTED", 5, ("Person",), ("Film",)),),
    property_graph=True)


class Films:
    def schema(self) -> GraphSchema:
        return FILMS


@pytest.fixture(scope="module")
def index() -> SchemaIndex:
    return SchemaIndex(Films())


def best(question: str, index: SchemaIndex) -> str:
    reading = read(question)
    builder = Builder(reading, Grounding([], [], schema_words(reading, index, set())), index)
    return to_sexpr(candidates(builder)[0].form)


@pytest.mark.parametrize(("question", "form"), [
    ("earliest release year of any film", "(MIN (TYPE Film) releaseYear)"),
    ("the longest runtime among the films", "(MAX (TYPE Film) runtimeMin)"),
    ("What is the earliest release year of any film?", "(MIN (TYPE Film) releaseYear)"),
])
def test_the_value_is_asked_for(index, question, form):
    assert best(question, index) == form


@pytest.mark.parametrize(("question", "form"), [
    ("Which film has the earliest release year?", "(ARGMIN (TYPE Film) releaseYear)"),
    ("longest runtime film", "(ARGMAX (TYPE Film) runtimeMin)"),
])
def test_the_things_holding_it_are_asked_for(index, question, form):
    assert best(question, index) == form
