"""``edge_dates.own_dates``: relationships counted by their own noun, kept to those whose one date key falls in the
year said after it ("how many sponsorships started in 2025"); no test where the type keeps two dates.

Read on a small sponsorship schema with no graph behind it (grounding by stems, no encoder)."""

from __future__ import annotations

from schema_forms import SchemaOnly, best

from kgchat.reasoning.schema_parser.schema_index import SchemaIndex
from kgchat.schema import GraphSchema, LabelInfo, PropertyInfo, RelTypeInfo

NAME = PropertyInfo("name", "string", count=40, distinct=40)
SINCE = PropertyInfo("since", "int", count=70, distinct=8, samples=("2019", "2021", "2025"))


def schema(*keys: PropertyInfo) -> GraphSchema:
    return GraphSchema(
        labels=(LabelInfo("Sponsor", 40, (NAME,), "name"), LabelInfo("Animal", 120, (NAME,), "name")),
        relationships=(RelTypeInfo("SPONSORSHIP", 70, ("Sponsor",), ("Animal",),
                                   (PropertyInfo("amountGbp", "float", count=70, distinct=60), *keys)),),
        property_graph=True)


def test_relationships_counted_in_the_year_of_their_one_date():
    form = best("how many sponsorships started in 2025", SchemaIndex(SchemaOnly(schema(SINCE))))
    assert form == "(COUNT (AND (JOIN SPONSORSHIP.start (TYPE Sponsor)) (JOIN SPONSORSHIP.since 2025)))", form


def test_two_dates_leave_the_year_untested():
    ended = PropertyInfo("ended", "int", count=30, distinct=8, samples=("2019", "2021", "2025"))
    form = best("how many sponsorships started in 2025", SchemaIndex(SchemaOnly(schema(SINCE, ended))))
    assert "(JOIN SPONSORSHIP.start (TYPE Sponsor)) (JOIN SPONSORSHIP.since" not in form, form
