"""A mutual tie stored one way (issue 35): SIBLING_OF between two people is written once, in either direction, so
"people with a sibling" / "people with no siblings" test it either way round; a type whose words fix a direction
(PARENT_OF) is tested as it points: its noun names its start, so "no parent" is no PARENT_OF ending at the person.

Read on a small family-tree schema with no graph behind it (grounding by stems, no encoder).
"""

from __future__ import annotations

import pytest
from schema_forms import best

from kgchat.reasoning.schema_parser.reciprocal import mutual
from kgchat.reasoning.schema_parser.schema_index import SchemaIndex
from kgchat.schema import GraphSchema, LabelInfo, PropertyInfo, RelTypeInfo

FAMILY = GraphSchema(
    labels=(LabelInfo("Person", 20, (PropertyInfo("name", "string", count=20, distinct=20),), "name"),
            LabelInfo("Town", 4, (PropertyInfo("name", "string", count=4, distinct=4),), "name")),
    relationships=(RelTypeInfo("SIBLING_OF", 6, ("Person",), ("Person",)),
                   RelTypeInfo("PARENT_OF", 12, ("Person",), ("Person",)),
                   RelTypeInfo("BORN_IN", 20, ("Person",), ("Town",))),
    property_graph=True)


class Family:
    def schema(self) -> GraphSchema:
        return FAMILY


@pytest.fixture(scope="module")
def index() -> SchemaIndex:
    return SchemaIndex(Family())


def test_only_a_mutual_type_between_one_label_reads_both_ways():
    assert mutual(FAMILY, "SIBLING_OF")
    assert not mutual(FAMILY, "PARENT_OF") and not mutual(FAMILY, "BORN_IN")


def test_having_a_mutual_tie_is_either_way_round(index):
    either = ("(AND (NOT (HAS SIBLING_OF)) (NOT (HAS (R SIBLING_OF))))",
              "(AND (NOT (HAS (R SIBLING_OF))) (NOT (HAS SIBLING_OF)))")  # the two ways round, in any order
    assert best("How many persons have a sibling?", index) in {f"(COUNT (AND (TYPE Person) (NOT {x})))" for x in either}
    assert best("Which persons have no sibling?", index) in {f"(AND (TYPE Person) {x})" for x in either}


def test_a_tie_with_a_direction_is_tested_as_it_points(index):
    # PARENT_OF points from the parent: a person with no parent is the end of none (the type's noun names its start)
    assert best("Which persons have no parent of record?", index) == "(AND (TYPE Person) (NOT (HAS (R PARENT_OF))))"
