"""Superlatives that rank by an amount of money, and "when" said with a superlative of time.

- "the most *money*": a measure noun, naming the keys measured in a currency; where another word of the question
  already leans (weakly) to one of those keys, the noun names that one, not every key kept in that currency.
- "*when* was the first check": the date itself, not the check that holds it, whatever noun names the checks.

Read on a small schema with no graph behind it (grounding by stems, no encoder).
"""

from __future__ import annotations

from schema_forms import SchemaOnly, best

from kgchat.logic.sexpr import to_sexpr
from kgchat.reasoning.schema_parser.assemble import candidates
from kgchat.reasoning.schema_parser.build import Builder
from kgchat.reasoning.schema_parser.grounding import schema_words
from kgchat.reasoning.schema_parser.schema_index import Grounding, SchemaIndex, SchemaMention
from kgchat.reasoning.schema_parser.words import read
from kgchat.schema import GraphSchema, LabelInfo, PropertyInfo, RelTypeInfo

CHARITY = GraphSchema(
    labels=(LabelInfo("Donor", 40, (PropertyInfo("name", "string", count=40, distinct=40),), "name"),
            LabelInfo("Cause", 12, (PropertyInfo("name", "string", count=12, distinct=12),), "name"),
            LabelInfo("Audit", 60, (PropertyInfo("refNo", "string", count=60, distinct=60),
                                    PropertyInfo("date", "date", count=60, distinct=58),
                                    PropertyInfo("costGbp", "float", count=60, distinct=55)), "refNo")),
    relationships=(RelTypeInfo("BACKS", 90, ("Donor",), ("Cause",),
                               (PropertyInfo("amountGbp", "float", count=90, distinct=80),)),
                   RelTypeInfo("AUDITED", 60, ("Audit",), ("Cause",), ())),
    property_graph=True)


def test_money_names_the_key_in_a_currency_another_word_leans_to():
    index = SchemaIndex(SchemaOnly(CHARITY))
    reading = read("Which donor gives the most money in total?")
    grounding = Grounding([], [], schema_words(reading, index, set()))
    amount = next(e for e in index.elements if e.name == "amountGbp")
    total = next(i for i, t in enumerate(reading.tokens) if t.low == "total")
    grounding.schema.append(SchemaMention((total,), amount, 0.6))  # "total" leans to the amount, as an encoder may
    found = candidates(Builder(reading, grounding, index))
    assert to_sexpr(found[0].form) == "(ARGMAX (TYPE Donor) (AGG sum (JOIN (R BACKS.start) BACKS.amountGbp)))"
    assert any("'money' read as amount gbp" in p.doubt for p in found[0].parts)
    assert not any("costGbp" in to_sexpr(c.form) for c in found[:3])  # the audits' cost is no key the noun names


def test_money_alone_names_the_keys_kept_in_a_currency():
    index = SchemaIndex(SchemaOnly(CHARITY))
    assert "Gbp" in best("which donor gives the most money", index)


def test_when_with_a_superlative_of_time_asks_for_the_date():
    index = SchemaIndex(SchemaOnly(CHARITY))
    assert best("When was the first audit?", index) == "(MIN (TYPE Audit) date)"
    assert best("When was the last audit?", index) == "(MAX (TYPE Audit) date)"
    assert best("Which audit was the first?", index) == "(ARGMIN (TYPE Audit) date)"  # the audit, asked by "which"
