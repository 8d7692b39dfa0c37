""""Without a <thing>" denies a relationship no word names (issue 35): "nurses without a ward" are those with no
relationship to any ward, along the only type between the two labels, or the usual one of several; where the
types between them are as common as each other, which is denied is open and no such test is made.

Read on a small hospital schema with no graph behind it (grounding by stems, no encoder).
"""

from __future__ import annotations

import pytest
from schema_forms import best

from kgchat.logic.sexpr import to_sexpr
from kgchat.reasoning.schema_parser.assemble import candidates
from kgchat.reasoning.schema_parser.build import Builder
from kgchat.reasoning.schema_parser.grounding import schema_words
from kgchat.reasoning.schema_parser.schema_index import Grounding, SchemaIndex
from kgchat.reasoning.schema_parser.words import read
from kgchat.schema import GraphSchema, LabelInfo, PropertyInfo, RelTypeInfo


def _p(key: str) -> PropertyInfo:
    return PropertyInfo(key, "string", count=20, distinct=20)


HOSPITAL = GraphSchema(
    labels=(LabelInfo("Nurse", 30, (_p("name"), _p("grade")), "name"),
            LabelInfo("Ward", 8, (_p("name"), _p("floor")), "name"),
            LabelInfo("Surgeon", 10, (_p("name"), _p("specialty")), "name"),
            LabelInfo("Theatre", 4, (_p("name"), _p("wing")), "name")),
    relationships=(RelTypeInfo("ASSIGNED_TO", 28, ("Nurse",), ("Ward",)),
                   # as many surgeons book a theatre as prefer one: neither is the usual one
                   RelTypeInfo("BOOKS", 10, ("Surgeon",), ("Theatre",)),
                   RelTypeInfo("PREFERS", 10, ("Surgeon",), ("Theatre",))),
    property_graph=True)


class Hospital:
    def schema(self) -> GraphSchema:
        return HOSPITAL


@pytest.fixture(scope="module")
def index() -> SchemaIndex:
    return SchemaIndex(Hospital())


def test_without_a_far_label_denies_the_one_type_to_it(index):
    assert best("How many nurses are without a ward?", index) == \
        "(COUNT (AND (TYPE Nurse) (NOT (HAS ASSIGNED_TO))))"


def test_two_types_as_common_leave_the_denial_open(index):
    assert "NOT" not in best("How many surgeons are without a theatre?", index)


def test_neither_nor_over_two_denied_types_is_what_the_form_says(index):
    from kgchat.reasoning.schema_parser.scope import either

    reading = read("How many surgeons neither book nor prefer a theatre?")
    top = candidates(Builder(reading, Grounding([], [], schema_words(reading, index, set())), index))[0]
    assert to_sexpr(top.form) == "(COUNT (AND (AND (TYPE Surgeon) (NOT (HAS BOOKS))) (NOT (HAS PREFERS))))"
    assert either(top, reading) == []


def test_a_negated_verb_no_schema_word_names_denies_the_one_type_to_the_label_after_it(index):
    # "work on": no word of the schema, the only type between nurses and wards; a reading that guesses the verb
    candidates_ = _candidates("How many nurses don't work on any of the wards?", index)
    assert to_sexpr(candidates_[0].form) == "(COUNT (AND (TYPE Nurse) (NOT (HAS ASSIGNED_TO))))"
    assert any(p.guessed and not p.forced for p in candidates_[0].parts)  # so the badge says it is a guess


def test_a_negated_verb_is_no_denial_where_two_types_are_as_likely(index):
    assert "NOT" not in best("How many surgeons don't work in any theatre?", index)


def _candidates(question: str, index: SchemaIndex) -> list:
    reading = read(question)
    return candidates(Builder(reading, Grounding([], [], schema_words(reading, index, set())), index))
