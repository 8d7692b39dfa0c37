"""A word made the opposite of a true/false property's word by a negating prefix ("*unreturned* loans",
"*inactive* members", "*non-fiction*") names that property, read as false. Read on a small lending schema with no
graph behind it (grounding by stems, no encoder)."""

from __future__ import annotations

import pytest

from kgchat.logic.sexpr import to_sexpr
from kgchat.reasoning.schema_parser.assemble import candidates
from kgchat.reasoning.schema_parser.build import Builder
from kgchat.reasoning.schema_parser.grounding import schema_words
from kgchat.reasoning.schema_parser.schema_index import Grounding, SchemaIndex
from kgchat.reasoning.schema_parser.words import read, unprefixed
from kgchat.schema import GraphSchema, LabelInfo, PropertyInfo, RelTypeInfo
from kgchat.types import Direction

LENDING = GraphSchema(
    labels=(LabelInfo("Member", 40, (PropertyInfo("name", "string", count=40, distinct=40),
                                     PropertyInfo("active", "bool", count=40, distinct=2)), "name"),
            LabelInfo("Loan", 90, (PropertyInfo("code", "string", count=90, distinct=90),
                                   PropertyInfo("returned", "bool", count=90, distinct=2)), "code")),
    relationships=(RelTypeInfo("BORROWED", 90, ("Member",), ("Loan",)),),
    property_graph=True)


class Lending:
    def schema(self) -> GraphSchema:
        return LENDING

    def relations(self, entity_id: str, direction: Direction) -> list[str]:
        return []


@pytest.fixture(scope="module")
def index() -> SchemaIndex:
    return SchemaIndex(Lending())


@pytest.mark.parametrize(("word", "rest"), [("unresolved", "resolv"), ("non-smoking", "smoke"),
                                            ("inactive", "active"), ("unreturned", "return")])
def test_a_negating_prefix_comes_off(word, rest):
    assert unprefixed(word) == rest


def test_no_prefix_no_stem():
    assert unprefixed("returned") is None and unprefixed("under") is None


@pytest.mark.parametrize(("question", "form"), [
    ("How many unreturned loans are there?", "(COUNT (AND (TYPE Loan) (JOIN returned false)))"),
    ("Which members are inactive?", "(AND (TYPE Member) (JOIN active false))"),
    ("How many returned loans are there?", "(COUNT (AND (TYPE Loan) (JOIN returned true)))"),
])
def test_the_prefixed_word_is_the_flag_read_as_false(index, question, form):
    reading = read(question)
    g = Grounding([], [], schema_words(reading, index, set()))
    assert to_sexpr(candidates(Builder(reading, g, index))[0].form) == form
