"""A superlative before a noun that names a key only by its modifier, not its measure: "the priciest *booth*" is the
show whose booth costs most (``boothFeeGbp``: "booth" qualifies the fee), and asks for the show; "the highest booth
*fee*" says the measure and asks for the amount.

Read on a small schema with no graph behind it (grounding by stems, no encoder).
"""

from __future__ import annotations

from schema_forms import SchemaOnly, best

from kgchat.reasoning.schema_parser.schema_index import SchemaIndex
from kgchat.schema import GraphSchema, LabelInfo, PropertyInfo

FAIRS = GraphSchema(
    labels=(LabelInfo("Fair", 12, (PropertyInfo("fairName", "string", count=12, distinct=12),
                                   PropertyInfo("standFeeEur", "float", count=12, distinct=12),
                                   PropertyInfo("visitors", "int", count=12, distinct=12)), "fairName"),),
    relationships=(),
    property_graph=True)


def test_a_noun_naming_the_keys_modifier_asks_for_the_holder():
    index = SchemaIndex(SchemaOnly(FAIRS))
    assert best("priciest stand", index) == "(ARGMAX (TYPE Fair) standFeeEur)"
    assert best("the cheapest stand", index) == "(ARGMIN (TYPE Fair) standFeeEur)"


def test_a_noun_naming_the_measure_asks_for_the_value():
    index = SchemaIndex(SchemaOnly(FAIRS))
    assert best("highest stand fee", index) == "(MAX (TYPE Fair) standFeeEur)"


KILNS = GraphSchema(
    labels=(LabelInfo("Firing", 40, (PropertyInfo("firingRef", "string", count=40, distinct=40),
                                     PropertyInfo("firedOn", "date", count=40, distinct=40),
                                     PropertyInfo("firstGlaze", "bool", count=40, distinct=2)), "firingRef"),),
    relationships=(),
    property_graph=True)


def test_an_ordinal_that_names_part_of_a_flag_ranks():
    """"our first firing" is the earliest, not those flagged ``firstGlaze`` ("first" names half the key)."""
    index = SchemaIndex(SchemaOnly(KILNS))
    assert best("What was our first firing?", index) == "(ARGMIN (TYPE Firing) firedOn)"
    assert best("first glaze firings", index) == "(AND (TYPE Firing) (JOIN firstGlaze true))"


CASTS = GraphSchema(
    labels=(LabelInfo("Casting", 40, (PropertyInfo("castRef", "string", count=40, distinct=40),
                                      PropertyInfo("cooledOn", "date", count=36, distinct=36),
                                      PropertyInfo("pouredOn", "date", count=40, distinct=40)), "castRef"),),
    relationships=(),
    property_graph=True)


def test_the_first_of_records_by_the_date_every_record_holds():
    """No word names a date: "the first casting" is by the date every casting has (poured), not the one some lack
    yet (cooled), whichever the schema lists first."""
    index = SchemaIndex(SchemaOnly(CASTS))
    assert best("What was our first casting?", index) == "(ARGMIN (TYPE Casting) pouredOn)"
    assert best("latest casting", index) == "(ARGMAX (TYPE Casting) pouredOn)"
