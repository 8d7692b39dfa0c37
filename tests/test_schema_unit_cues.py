"""Numbers said with a unit (``unit_cues``) and keys whose names end in "number" (``agg_cues``): "40 sqm or more"
compares 40 however the unit stands between; "3000 euros" is an amount, no year; "two-bedroom" is a number and
what it counts; "the VAT number of" asks for a key,
no count.

Read on a small lettings schema with no graph behind it (grounding by stems, no encoder)."""

from __future__ import annotations

from schema_forms import SchemaOnly, best_and_unread

from kgchat.logic.sexpr import to_sexpr
from kgchat.reasoning.schema_parser.assemble import candidates
from kgchat.reasoning.schema_parser.build import Builder
from kgchat.reasoning.schema_parser.grounding import schema_words
from kgchat.reasoning.schema_parser.schema_index import Grounding, SchemaIndex, SchemaMention
from kgchat.reasoning.schema_parser.words import read
from kgchat.schema import GraphSchema, LabelInfo, PropertyInfo, RelTypeInfo

LETTINGS = GraphSchema(
    labels=(LabelInfo("Flat", 50, (PropertyInfo("flatCode", "string", count=50, distinct=50),
                                   PropertyInfo("areaSqm", "int", count=50, distinct=30),
                                   PropertyInfo("rentEur", "float", count=50, distinct=50),
                                   PropertyInfo("bedrooms", "int", count=50, distinct=4)), "flatCode"),
            LabelInfo("Tenant", 40, (PropertyInfo("name", "string", count=40, distinct=40),
                                     PropertyInfo("vatNo", "string", count=30, distinct=30)), "name")),
    relationships=(RelTypeInfo("RENTS", 40, ("Tenant",), ("Flat",), ()),),
    property_graph=True)
BILLING = GraphSchema(
    labels=(LabelInfo("Tenant", 40, (PropertyInfo("name", "string", count=40, distinct=40),), "name"),
            LabelInfo("Invoice", 90, (PropertyInfo("ref", "string", count=90, distinct=90),
                                      PropertyInfo("totalEur", "float", count=90, distinct=90)), "ref")),
    relationships=(RelTypeInfo("BILLED", 90, ("Tenant",), ("Invoice",),
                               (PropertyInfo("billedOn", "date", count=90, distinct=80),)),),
    property_graph=True)


def _numbers(question: str) -> list[tuple[str, float, str]]:
    return [(c.kind, c.value, c.op) for c in read(question).cues if c.kind in ("number", "year")]


def test_a_comparison_after_the_unit_is_the_numbers():
    assert _numbers("flats of 40 sqm or more") == [("number", 40.0, "ge")]
    assert _numbers("flats of 60 square metres or less") == [("number", 60.0, "le")]
    form, unread = best_and_unread("flats of 40 sqm or more", SchemaIndex(SchemaOnly(LETTINGS)))
    assert form == "(AND (TYPE Flat) (ge areaSqm 40))", form
    assert unread == []


def test_a_four_digit_amount_with_a_unit_or_currency_sign_is_no_year():
    assert _numbers("invoices over 3000 euros") == [("number", 3000.0, "gt")]
    assert _numbers("invoices over €2500") == [("number", 2500.0, "gt")]
    assert _numbers("flats let since 2019") == [("year", 2019.0, "ge")]  # a year still


def test_a_key_ending_in_number_is_asked_for_not_counted():
    index = SchemaIndex(SchemaOnly(LETTINGS))
    assert best_and_unread("VAT number of tenants", index) == ("(JOIN (R vatNo) (TYPE Tenant))", [])
    assert best_and_unread("number of tenants", index)[0] == "(COUNT (TYPE Tenant))"
    assert best_and_unread("the number of tenants with a VAT number", index)[0] == \
        "(COUNT (AND (TYPE Tenant) (HAS vatNo)))"


def test_a_number_joined_to_its_noun_by_a_hyphen_is_a_number():
    assert _numbers("two-bedroom flats") == [("number", 2.0, "eq")]
    assert _numbers("one-way tickets") == []  # "one-" begins a word of its own
    form, unread = best_and_unread("two-bedroom flats", SchemaIndex(SchemaOnly(LETTINGS)))
    assert form == "(AND (TYPE Flat) (JOIN bedrooms 2))", form
    assert unread == []


def test_a_hyphened_number_before_the_label_ranked_is_a_value_not_how_many():
    form, _ = best_and_unread("which two-bedroom flat is the biggest", SchemaIndex(SchemaOnly(LETTINGS)))
    assert form == "(ARGMAX (AND (TYPE Flat) (JOIN bedrooms 2)) areaSqm)", form


def test_an_amount_is_compared_with_an_amount_never_a_date():
    # "billed" names the billing's date, "euros" the invoice's total (as an encoder would ground it)
    index = SchemaIndex(SchemaOnly(BILLING))
    reading = read("invoices billed for over 3000 euros")
    total = next(e for e in index.elements if e.name == "totalEur")
    grounding = Grounding([], [], schema_words(reading, index, set()) + [SchemaMention((5,), total, 0.6)])
    form = to_sexpr(candidates(Builder(reading, grounding, index))[0].form)
    assert "billedOn" not in form and "(gt totalEur 3000)" in form, form
