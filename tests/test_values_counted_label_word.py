""""How many different <nodes>" counts the nodes when the word names their label at least as surely as a text
property of theirs ("tools" names Tool, and only a little less surely its toolType): a count of distinct values is
read only when the property's words say more ("how many different tool types"). Read on a small workshop schema with
no graph behind it (grounding by stems, no encoder).
"""

from __future__ import annotations

import pytest

from kgchat.logic.sexpr import to_sexpr
from kgchat.reasoning.schema_parser.assemble import candidates
from kgchat.reasoning.schema_parser.build import Builder
from kgchat.reasoning.schema_parser.grounding import schema_words
from kgchat.reasoning.schema_parser.schema_index import Grounding, SchemaIndex
from kgchat.reasoning.schema_parser.words import read
from kgchat.schema import GraphSchema, LabelInfo, PropertyInfo, RelTypeInfo

WORKSHOP = GraphSchema(
    labels=(LabelInfo("Mechanic", 12, (PropertyInfo("name", "string", count=12, distinct=12),), "name"),
            LabelInfo("Tool", 40, (PropertyInfo("name", "string", count=40, distinct=40),
                                   PropertyInfo("toolType", "string", count=40, distinct=4)), "name")),
    relationships=(RelTypeInfo("USED", 90, ("Mechanic",), ("Tool",), ()),),
    property_graph=True)


class Workshop:
    def schema(self) -> GraphSchema:
        return WORKSHOP

    def property_values(self, relation: str, limit: int = 500) -> list[str]:
        return []


@pytest.fixture(scope="module")
def index() -> SchemaIndex:
    return SchemaIndex(Workshop())


def forms(question: str, index: SchemaIndex) -> list[str]:
    reading = read(question)
    return [to_sexpr(c.form) for c in candidates(Builder(reading, Grounding([], [], schema_words(reading, index, set())),
                                                         index))]


@pytest.mark.parametrize("question", ["How many different tools have the mechanics used?", "How many tools are there?"])
def test_the_label_word_counts_the_nodes_not_a_property_named_like_it(index, question):
    found = forms(question, index)
    assert found[0].startswith("(COUNT (AND (TYPE Tool)") or found[0] == "(COUNT (TYPE Tool))", found[:3]
    assert not any("(R toolType)" in f for f in found), found[:3]  # no rival reading within the badge's margin


def test_the_property_words_still_count_its_values(index):
    assert forms("How many different tool types are there?", index)[0] == "(COUNT (JOIN (R toolType) (TYPE Tool)))"
