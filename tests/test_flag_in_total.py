"""A word says one thing: in "total tickets *sold*" it names the number totalled (ticketsSold), not also a true/false
property it begins (soldOut); "sold out" names the flag. Read on a small schema with no graph behind it."""

from __future__ import annotations

import pytest

from kgchat.logic.sexpr import to_sexpr
from kgchat.reasoning.schema_parser.assemble import candidates
from kgchat.reasoning.schema_parser.build import Builder
from kgchat.reasoning.schema_parser.grounding import schema_words
from kgchat.reasoning.schema_parser.schema_index import Grounding, SchemaIndex
from kgchat.reasoning.schema_parser.words import read
from kgchat.schema import GraphSchema, LabelInfo, PropertyInfo

SHOWS = GraphSchema(
    labels=(LabelInfo("Screening", 5, (PropertyInfo("code", "string", count=5, distinct=5),
                                       PropertyInfo("ticketsSold", "int", count=5, distinct=5),
                                       PropertyInfo("soldOut", "bool", count=5, distinct=2)), "code"),),
    relationships=(), property_graph=True)


class Shows:
    def schema(self) -> GraphSchema:
        return SHOWS


@pytest.fixture(scope="module")
def index() -> SchemaIndex:
    return SchemaIndex(Shows())


def best(question: str, index: SchemaIndex) -> str:
    reading = read(question)
    builder = Builder(reading, Grounding([], [], schema_words(reading, index, set())), index)
    return to_sexpr(candidates(builder)[0].form)


@pytest.mark.parametrize(("question", "form"), [
    ("total tickets sold over all screenings", "(SUM (TYPE Screening) ticketsSold)"),
    ("total tickets sold for sold out screenings", "(SUM (AND (TYPE Screening) (JOIN soldOut true)) ticketsSold)"),
    ("which screenings sold out", "(AND (TYPE Screening) (JOIN soldOut true))"),
])
def test_a_word_is_the_number_totalled_or_the_flag_not_both(index, question, form):
    assert best(question, index) == form
