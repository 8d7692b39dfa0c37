"""When a ranking by a relationship's number summed over each node's relationships of that type is what the
question asks though no word says "total" (``ranked_cues._total_settled``), and when "or" joins two wordings of one
thing rather than two tests (``scope.either``).

Read on a small farm-to-mill schema with no graph behind it (grounding by stems, no encoder), as in
tests/test_schema_ranks.py; one store answers the one count the parser asks of the graph.
"""

from __future__ import annotations

from kgchat.errors import KGChatError
from kgchat.logic.nodes import Count
from kgchat.reasoning.schema_parser.assemble import candidates
from kgchat.reasoning.schema_parser.build import Builder
from kgchat.reasoning.schema_parser.coverage import word_coverage
from kgchat.reasoning.schema_parser.grounding import schema_words
from kgchat.reasoning.schema_parser.schema_index import Grounding, SchemaIndex
from kgchat.reasoning.schema_parser.words import read
from kgchat.schema import GraphSchema, LabelInfo, PropertyInfo, RelTypeInfo
from kgchat.types import Entity

FARMS = GraphSchema(
    labels=(LabelInfo("Farm", 12, (PropertyInfo("name", "string", count=12, distinct=12),
                                   PropertyInfo("acres", "float", count=12, distinct=12)), "name"),
            LabelInfo("Mill", 3, (PropertyInfo("name", "string", count=3, distinct=3),), "name")),
    relationships=(RelTypeInfo("DELIVERED_TO", 40, ("Farm",), ("Mill",),
                               (PropertyInfo("tonnes", "float", count=40, distinct=40),)),),
    property_graph=True)


class Farms:
    """The schema alone: every question put to the graph fails."""

    def schema(self) -> GraphSchema:
        return FARMS

    def execute(self, form: object) -> list[Entity]:
        raise KGChatError("no graph behind this schema")

    def relations(self, node: str, direction: object) -> list[str]:
        raise KGChatError("no graph behind this schema")


class OneDeliveryEach(Farms):
    """A graph where no farm delivered more than once: every count of farms with several deliveries is 0."""

    def execute(self, form: object) -> list[Entity]:
        if isinstance(form, Count):
            return [Entity("0", "0")]
        raise KGChatError("only counts here")


def missing(question: str, index: SchemaIndex) -> tuple[str, list[str]]:
    reading = read(question)
    builder = Builder(reading, Grounding([], [], schema_words(reading, index, set())), index)
    cand = candidates(builder)[0]
    return str(cand.form), [c.span for c in word_coverage(cand, reading, builder) if c.covered_by is None]


SUMMED = "tonnes summed over every DELIVERED_TO of each, which no word asks for"


def test_a_total_no_word_asks_for_is_doubted():
    form, left = missing("which farm has the highest tonnes", SchemaIndex(Farms()))
    assert "sum" in form and SUMMED in left


def test_a_participle_naming_the_relationship_asks_for_the_total():
    form, left = missing("which farm has the highest tonnes delivered", SchemaIndex(Farms()))
    assert "sum" in form and SUMMED not in left
    # right after the superlative it says how the things were graded, not that their amounts add up
    form, left = missing("which farm is the most delivered by tonnes", SchemaIndex(Farms()))
    assert "sum" in form and SUMMED in left


def test_most_before_a_plural_amount_asks_for_the_total():
    form, left = missing("which farm has the most tonnes", SchemaIndex(Farms()))
    assert "sum" in form and SUMMED not in left


def test_a_total_over_one_relationship_each_is_that_relationships_number():
    form, left = missing("which farm has the highest tonnes", SchemaIndex(OneDeliveryEach()))
    assert "sum" in form and SUMMED not in left


def test_or_between_two_wordings_of_one_label_is_no_pair_of_tests():
    _, left = missing("which farm or farms have the most tonnes", SchemaIndex(Farms()))
    assert not any(row.startswith("'or'") for row in left)
