"""``having.present_ends``: a label's word after another's with only words of having between them ("animals *that
have had at least one* health check", "species *with an* ambassador") keeps the nodes that have the one
relationship between the two labels; with the named label only where others share that end.

Read on a small animal-park schema with no graph behind it (grounding by stems, no encoder)."""

from __future__ import annotations

from schema_forms import SchemaOnly, best_and_unread

from kgchat.reasoning.schema_parser.schema_index import SchemaIndex
from kgchat.schema import GraphSchema, LabelInfo, PropertyInfo, RelTypeInfo

NAME = PropertyInfo("name", "string", count=100, distinct=100)
PARK = GraphSchema(
    labels=(LabelInfo("Animal", 120, (NAME,), "name"),
            LabelInfo("Ambassador", 15, (NAME,), "name"),
            LabelInfo("Species", 30, (NAME,), "name"),
            LabelInfo("Checkup", 100, (PropertyInfo("refNo", "string", count=100, distinct=100),), "refNo")),
    relationships=(RelTypeInfo("IS_A", 120, ("Animal", "Ambassador"), ("Species",), ()),
                   RelTypeInfo("EXAMINED", 100, ("Checkup",), ("Animal", "Ambassador"), ())),
    property_graph=True)


def test_counted_nodes_that_have_a_related_label():
    index = SchemaIndex(SchemaOnly(PARK))
    form, unread = best_and_unread("how many animals have had at least one checkup", index)
    assert form == "(COUNT (AND (TYPE Animal) (HAS (R EXAMINED))))", form
    assert unread == []
    form, _ = best_and_unread("which animals with a checkup", index)
    assert form == "(AND (TYPE Animal) (HAS (R EXAMINED)))", form


def test_a_label_sharing_its_end_with_others_is_kept_by_name():
    form, _ = best_and_unread("how many species with an ambassador", SchemaIndex(SchemaOnly(PARK)))
    assert form == "(COUNT (AND (TYPE Species) (JOIN (R IS_A) (TYPE Ambassador))))", form


def test_a_negation_between_is_left_to_absent_ends():
    form, _ = best_and_unread("how many species have never had an animal", SchemaIndex(SchemaOnly(PARK)))
    assert "NOT" in form, form
