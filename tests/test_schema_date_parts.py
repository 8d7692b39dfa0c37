"""Groups made by a part of a date (issue 35): "how many members joined in each month", "how many clubs were
founded in each decade", "in which year did most members join": the values of the date part of a property the
counted things hold (a date, or a year kept as a number), each with how many hold it, or the one most hold.

Read on a small sports-club schema with no graph behind it (grounding by stems, no encoder); the forms themselves
are run on the executor and on Neo4j in ``test_logic_calc``.
"""

from __future__ import annotations

import pytest
from schema_forms import best

from kgchat.reasoning.schema_parser.schema_index import SchemaIndex
from kgchat.schema import GraphSchema, LabelInfo, PropertyInfo, RelTypeInfo

CLUBS = GraphSchema(
    labels=(LabelInfo("Member", 60, (PropertyInfo("name", "string", count=60, distinct=60),
                                     PropertyInfo("joined", "date", count=60, distinct=50,
                                                  samples=("2021-03-04", "2019-11-20"))), "name"),
            LabelInfo("Club", 9, (PropertyInfo("title", "string", count=9, distinct=9),
                                  PropertyInfo("founded", "int", count=9, distinct=8, samples=("1898", "1974"))),
                      "title")),
    relationships=(RelTypeInfo("BELONGS_TO", 60, ("Member",), ("Club",)),),
    property_graph=True)


class Clubs:
    def schema(self) -> GraphSchema:
        return CLUBS


@pytest.fixture(scope="module")
def index() -> SchemaIndex:
    return SchemaIndex(Clubs())


def test_each_month_groups_by_the_month_of_a_date(index):
    assert best("how many members joined in each month", index) == \
        "(TOP (JOIN (R (MONTH joined)) (TYPE Member)) (AGG count (R (MONTH joined)) (TYPE Member)) 50)"


def test_each_year_of_a_date_groups_by_its_year(index):
    assert best("how many members joined per year", index) == \
        "(TOP (JOIN (R (YEAR joined)) (TYPE Member)) (AGG count (R (YEAR joined)) (TYPE Member)) 50)"


def test_each_decade_groups_years_kept_as_numbers(index):
    assert best("how many clubs were founded in each decade", index) == \
        "(TOP (JOIN (R (DECADE founded)) (TYPE Club)) (AGG count (R (DECADE founded)) (TYPE Club)) 50)"


def test_a_year_kept_as_a_number_is_its_own_group(index):
    assert best("how many clubs were founded in each year", index) == \
        "(TOP (JOIN (R founded) (TYPE Club)) (AGG count (R founded) (TYPE Club)) 50)"


def test_the_value_of_a_date_part_most_of_them_hold(index):
    assert best("in which year did most members join", index) == \
        "(ARGMAX (JOIN (R (YEAR joined)) (TYPE Member)) (AGG count (R (YEAR joined)) (TYPE Member)))"
    assert best("in which month did the fewest members join", index) == \
        "(ARGMIN (JOIN (R (MONTH joined)) (TYPE Member)) (AGG count (R (MONTH joined)) (TYPE Member)))"
