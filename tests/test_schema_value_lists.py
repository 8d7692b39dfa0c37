"""Values listed with a figure each: "which depot has how many drivers" asks for every value of the property the
question word names, each with how many nodes hold it (one of a list each holds, too: "which tag is on how many
routes").

Read on a small bus-company schema with no graph behind it (grounding by stems, no encoder).
"""

from __future__ import annotations

import pytest
from schema_forms import best

from kgchat.errors import KGChatError
from kgchat.reasoning.schema_parser.schema_index import SchemaIndex
from kgchat.schema import GraphSchema, LabelInfo, PropertyInfo

BUSES = GraphSchema(
    labels=(LabelInfo("Driver", 40, (PropertyInfo("name", "string", count=40, distinct=40),
                                     PropertyInfo("depot", "string", count=40, distinct=4)), "name"),
            LabelInfo("Route", 12, (PropertyInfo("code", "string", count=12, distinct=12),
                                    PropertyInfo("tags", "string", is_list=True, count=12, distinct=9)), "code")),
    property_graph=True)


class Buses:
    """The least of a GraphStore the schema parser reads: its schema (no graph behind it to query)."""

    def schema(self) -> GraphSchema:
        return BUSES

    def execute(self, form: object) -> list:
        raise KGChatError("no graph behind this schema")


@pytest.fixture(scope="module")
def index() -> SchemaIndex:
    return SchemaIndex(Buses())


def test_which_value_has_how_many_lists_each_value_with_its_count(index):
    assert best("which depot has how many drivers", index) == \
        "(TOP (JOIN (R depot) (TYPE Driver)) (AGG count (R depot) (TYPE Driver)) 50)"


def test_which_element_of_a_list_is_on_how_many_nodes(index):
    assert best("Which tag is on how many routes?", index) == \
        "(TOP (JOIN (R tags) (TYPE Route)) (AGG count (R tags) (TYPE Route)) 50)"


def test_which_nodes_with_how_many_values_is_no_value_list(index):
    assert "(JOIN (R depot)" not in best("which drivers work at how many depots", index)
