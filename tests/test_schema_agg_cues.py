"""Aggregation cues the schema's names settle (``agg_cues``): "per" inside a key's name ("talks per week") groups
nothing, and "total" before "number of" is part of the count.

Read on a small animal-park schema with no graph behind it (grounding by stems, no encoder)."""

from __future__ import annotations

from schema_forms import SchemaOnly, best_and_unread

from kgchat.reasoning.schema_parser.schema_index import SchemaIndex
from kgchat.schema import GraphSchema, LabelInfo, PropertyInfo, RelTypeInfo

PARK = GraphSchema(
    labels=(LabelInfo("Animal", 120, (PropertyInfo("name", "string", count=120, distinct=120),
                                      PropertyInfo("talksPerWeek", "int", count=15, distinct=6)), "name"),
            LabelInfo("Sponsor", 40, (PropertyInfo("name", "string", count=40, distinct=40),), "name")),
    relationships=(RelTypeInfo("SPONSORS", 70, ("Sponsor",), ("Animal",),
                               (PropertyInfo("totalGbp", "float", count=70, distinct=60),)),),
    property_graph=True)


def test_per_inside_a_key_name_groups_nothing():
    form, unread = best_and_unread("how many talks do the animals give per week in total", SchemaIndex(SchemaOnly(PARK)))
    assert form == "(SUM (TYPE Animal) talksPerWeek)", form
    assert unread == []


def test_total_number_of_is_a_count():
    # "total" is also a word of a sponsorship's amount: it goes with "number of" here, and nothing is summed
    form, _ = best_and_unread("total number of animals", SchemaIndex(SchemaOnly(PARK)))
    assert form == "(COUNT (TYPE Animal))", form
