"""A superlative before a noun that names a key only by its modifier, not its measure: "the priciest *booth*" is the
show whose booth costs most (``boothFeeGbp``: "booth" qualifies the fee), and asks for the show; "the highest booth
*fee*" says the measure and asks for the amount.

Read on a small schema with no graph behind it (grounding by stems, no encoder).
"""

from __future__ import annotations

from schema_forms import SchemaOnly, best

from kgchat.reasoning.schema_parser.schema_index import SchemaIndex
from kgchat.schema import GraphSchema, LabelInfo, PropertyInfo, RelTypeInfo

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


STAYS = GraphSchema(
    labels=(LabelInfo("Inn", 8, (PropertyInfo("innName", "string", count=8, distinct=8),), "innName"),
            LabelInfo("Guest", 30, (PropertyInfo("guestName", "string", count=30, distinct=30),), "guestName")),
    relationships=(RelTypeInfo("STAYED_AT", 60, ("Guest",), ("Inn",),
                               (PropertyInfo("stayNights", "int", count=60, distinct=9),)),),
    property_graph=True)



def test_a_key_only_a_relationship_keeps_has_no_holder_to_ask_for():
    """"the longest *stay*" of STAYED_AT's ``stayNights``: "stay" is the key's modifier, but no one node holds a
    stay, so the words name no holder to rank; the same words of a node's own key do."""
    from schema_forms import Builder, Grounding, read, schema_words

    from kgchat.reasoning.schema_parser.parts import Part
    from kgchat.reasoning.schema_parser.ranked_cues import modifier_only

    def said(schema: GraphSchema, question: str) -> bool:
        reading = read(question)
        b = Builder(reading, Grounding([], [], schema_words(reading, SchemaIndex(SchemaOnly(schema)), set())),
                    SchemaIndex(SchemaOnly(schema)))
        return modifier_only(b, Part(None, frozenset({2}), 1.0, "property", "stay nights"))

    assert not said(STAYS, "the longest stay")
    inns = GraphSchema(labels=(LabelInfo("Inn", 8, (PropertyInfo("innName", "string", count=8, distinct=8),
                                                    PropertyInfo("stayNights", "int", count=8, distinct=5)),
                                         "innName"),), relationships=(), property_graph=True)
    assert said(inns, "the longest stay")
