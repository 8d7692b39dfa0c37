"""Counts, totals and averages grouped by a property named after "by" (issue 35): "drivers by depot - how many
of each?", "total distance by depot": each value of the property with its figure, largest first. "Sorted by" and
a ranking are no grouping. "In each year": grouped by the year the counted things hold. "For each X of more than
n Y": the groups the test keeps, with the count it compares.

Read on a small bus-company schema with no graph behind it (grounding by stems, no encoder).
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

BUSES = GraphSchema(
    labels=(LabelInfo("Driver", 40, (PropertyInfo("name", "string", count=40, distinct=40),
                                     PropertyInfo("depot", "string", count=40, distinct=4),
                                     PropertyInfo("age", "int", count=40, distinct=30)), "name"),
            LabelInfo("Route", 12, (PropertyInfo("code", "string", count=12, distinct=12),
                                    PropertyInfo("opened", "int", count=12, distinct=8, samples=("1998", "2004"))),
                      "code")),
    relationships=(RelTypeInfo("DROVE", 90, ("Driver",), ("Route",),
                               (PropertyInfo("distance", "int", count=90, distinct=60),)),),
    property_graph=True)


class Buses:
    def schema(self) -> GraphSchema:
        return BUSES


@pytest.fixture(scope="module")
def index() -> SchemaIndex:
    return SchemaIndex(Buses())


def test_a_count_by_a_property_lists_each_value_with_its_count(index):
    assert best("drivers by depot - how many of each?", index) == \
        "(TOP (JOIN (R depot) (TYPE Driver)) (AGG count (R depot) (TYPE Driver)) 50)"


def test_a_total_by_a_property_adds_a_number_of_the_relationships_at_each_node(index):
    assert best("total distance by depot", index) == \
        "(TOP (JOIN (R depot) (TYPE Driver)) (AGG sum (JOIN (R depot) (JOIN (R DROVE.start) DROVE.distance))) 50)"
    assert best("average age of drivers by depot", index) == \
        "(TOP (JOIN (R depot) (TYPE Driver)) (AGG avg (JOIN (R depot) age)) 50)"
    assert best("average age of drivers per depot", index) == \
        "(TOP (JOIN (R depot) (TYPE Driver)) (AGG avg (JOIN (R depot) age)) 50)"


def test_sorting_by_a_property_is_no_grouping(index):
    assert "(R depot)" not in best("how many drivers are there, sorted by depot", index)


def test_each_group_with_more_than_n_lists_the_count_its_test_compares(index):
    assert best("For each driver of more than two routes, how many routes did they drive?", index) == \
        "(TOP (AND (TYPE Driver) (gt (AGG count DROVE) 2)) (AGG count DROVE) 50)"


def test_in_each_year_groups_by_the_year_the_counted_things_hold(index):
    assert best("how many routes opened in each year", index) == \
        "(TOP (JOIN (R opened) (TYPE Route)) (AGG count (R opened) (TYPE Route)) 50)"


def test_a_label_word_said_twice_still_names_what_a_count_test_counts(index):
    from dataclasses import replace

    reading = read("How many routes does each driver with at least 3 routes have?")
    # one mention per label is kept, here the first "routes" (as MiniLM grounding keeps it)
    words = [replace(m, tokens=(2,)) if m.element.name == "Route" else m
             for m in schema_words(reading, index, set())]
    top = candidates(Builder(reading, Grounding([], [], words), index))[0]
    assert to_sexpr(top.form) == "(TOP (AND (TYPE Driver) (ge (AGG count DROVE) 3)) (AGG count DROVE) 50)"
