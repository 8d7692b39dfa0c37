"""``done_to.done_ends``: a past participle naming a label one relationship away, after the listed or counted
label's word with only words of tense, voice or negation between ("films that have *never been screened*"), keeps
the nodes that have (or, after a negation, lack) the one relationship between the two labels.

Read on a small cinema schema with no graph behind it (grounding by stems, no encoder)."""

from __future__ import annotations

from schema_forms import SchemaOnly, best_and_unread

from kgchat.reasoning.schema_parser.schema_index import SchemaIndex
from kgchat.schema import GraphSchema, LabelInfo, PropertyInfo, RelTypeInfo

NAME = PropertyInfo("name", "string", count=50, distinct=50)
CINEMA = GraphSchema(
    labels=(LabelInfo("Director", 50, (NAME,), "name"),
            LabelInfo("Film", 90, (PropertyInfo("title", "string", count=90, distinct=90),), "title"),
            LabelInfo("Screening", 400, (PropertyInfo("slot", "string", count=400, distinct=400),), "slot"),
            LabelInfo("Cinema", 6, (NAME,), "name")),
    relationships=(RelTypeInfo("DIRECTED", 90, ("Director",), ("Film",), ()),
                   RelTypeInfo("SHOWS", 400, ("Screening",), ("Film",), ()),
                   RelTypeInfo("HELD_AT", 400, ("Screening",), ("Cinema",), ())),
    property_graph=True)


def test_a_denied_participle_is_the_absence_of_its_event():
    index = SchemaIndex(SchemaOnly(CINEMA))
    for question in ("films that have never been screened", "which films were never screened?",
                     "films never screened"):
        form, unread = best_and_unread(question, index)
        assert form == "(AND (TYPE Film) (NOT (HAS (R SHOWS))))", (question, form)
        assert unread == [], (question, unread)


def test_a_participle_after_a_passive_keeps_the_nodes_it_was_done_to():
    form, unread = best_and_unread("how many films have been screened", SchemaIndex(SchemaOnly(CINEMA)))
    assert form == "(COUNT (AND (TYPE Film) (HAS (R SHOWS))))", form
    assert unread == []


def test_the_event_noun_itself_is_left_to_the_other_readings():
    form, _ = best_and_unread("films that have never had a screening", SchemaIndex(SchemaOnly(CINEMA)))
    assert form == "(AND (TYPE Film) (NOT (HAS (R SHOWS))))", form
