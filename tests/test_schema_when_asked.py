"""``when_asked.no_time``: a question that begins with "when" asks for a time, and a reading that answers nodes
(the tenant who was billed for an invoice) is of another kind than the one that reads the billing's date.

Read on a small lettings schema with no graph behind it; the invoice's code linked as a graph would link it."""

from __future__ import annotations

from schema_forms import SchemaOnly

from kgchat.logic.sexpr import to_sexpr
from kgchat.reasoning.schema_parser.assemble import candidates
from kgchat.reasoning.schema_parser.build import Builder
from kgchat.reasoning.schema_parser.grounding import schema_words
from kgchat.reasoning.schema_parser.schema_index import EntityMention, Grounding, SchemaIndex, SchemaMention
from kgchat.reasoning.schema_parser.words import read
from kgchat.schema import GraphSchema, LabelInfo, PropertyInfo, RelTypeInfo
from kgchat.types import Entity

LETTINGS = GraphSchema(
    labels=(LabelInfo("Tenant", 40, (PropertyInfo("name", "string", count=40, distinct=40),), "name"),
            LabelInfo("Invoice", 90, (PropertyInfo("ref", "string", count=90, distinct=90),
                                      PropertyInfo("totalEur", "float", count=90, distinct=90)), "ref")),
    relationships=(RelTypeInfo("BILLED", 90, ("Tenant",), ("Invoice",),
                               (PropertyInfo("billedOn", "date", count=90, distinct=80),)),),
    property_graph=True)


def _forms(question: str, said: tuple[tuple[tuple[int, ...], str, float], ...], at: int = 2) -> list[tuple[str, str]]:
    index = SchemaIndex(SchemaOnly(LETTINGS))
    element = {e.relation: e for e in index.elements}
    reading = read(question)
    grounding = Grounding([EntityMention((at,), Entity("inv-7", "IV-2024-7"), ("Invoice",))], [],
                          schema_words(reading, index, set()) + [SchemaMention(t, element[n], s) for t, n, s in said])
    return [(to_sexpr(c.form), c.mismatch) for c in candidates(Builder(reading, grounding, index))]


def test_when_reads_the_date_before_the_nodes_the_same_words_walk_to():
    # "billed" names both the relationship and its date, as an encoder would ground it
    forms = _forms("When was IV-2024-7 billed?", (((3,), "BILLED", 0.8), ((3,), "BILLED.billedOn", 0.8)))
    assert forms[0] == ("(JOIN (R BILLED.billedOn) (JOIN BILLED.end inv-7))", ""), forms[:3]
    tenants = next(why for form, why in forms if form == "(AND (TYPE Tenant) (JOIN BILLED inv-7))")
    assert tenants == "'when' asks for a time, and this answers Tenant nodes"


def test_in_what_year_asks_for_a_time_too():
    forms = _forms("In what year was IV-2024-7 billed?", (((5,), "BILLED", 0.8), ((5,), "BILLED.billedOn", 0.8)), at=4)
    # the year of the date, the part of it asked for (``date_parts``)
    assert forms[0] == ("(JOIN (R (YEAR BILLED.billedOn)) (JOIN BILLED.end inv-7))", ""), forms[:3]
