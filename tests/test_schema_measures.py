"""Measure words that name a numeric key by its unit (issue: a superlative's dimension, a number beside the date of
the same event): "the smallest lakes" rank by the key measured in square kilometres, "which cabin is highest up" by
the one in feet, and "by kilos caught" ranks by the kilos of the catches, not by their latest date.

Read on a small lakes schema with no graph behind it (grounding by stems, no encoder: the unit alone decides).
"""

from __future__ import annotations

import pytest
from schema_forms import best

from kgchat.errors import KGChatError
from kgchat.logic.sexpr import to_sexpr
from kgchat.reasoning.schema_parser.assemble import candidates
from kgchat.reasoning.schema_parser.build import Builder
from kgchat.reasoning.schema_parser.grounding import schema_words
from kgchat.reasoning.schema_parser.schema_index import Grounding, SchemaIndex
from kgchat.reasoning.schema_parser.words import read, unit_quantities
from kgchat.schema import GraphSchema, LabelInfo, PropertyInfo, RelTypeInfo

LAKES = GraphSchema(
    labels=(LabelInfo("Lake", 30, (PropertyInfo("name", "string", count=30, distinct=30),
                                   PropertyInfo("surfaceKm2", "float", count=30, distinct=30),
                                   PropertyInfo("fish", "int", count=30, distinct=12),
                                   PropertyInfo("lakeNo", "int", count=30, distinct=30)), "name"),
            LabelInfo("Cabin", 20, (PropertyInfo("name", "string", count=20, distinct=20),
                                    PropertyInfo("elevFt", "int", count=20, distinct=20),
                                    PropertyInfo("beds", "int", count=20, distinct=5)), "name"),
            LabelInfo("Boat", 25, (PropertyInfo("name", "string", count=25, distinct=25),), "name")),
    relationships=(RelTypeInfo("FISHED", 90, ("Boat",), ("Lake",),
                               (PropertyInfo("caught", "date", count=90, distinct=80),
                                PropertyInfo("kilos", "float", count=90, distinct=60))),),
    property_graph=True)


class Lakes:
    """The least of a GraphStore the schema parser reads: its schema (no graph behind it to query)."""

    def schema(self) -> GraphSchema:
        return LAKES

    def execute(self, form: object) -> list:
        raise KGChatError("no graph behind this schema")


@pytest.fixture(scope="module")
def index() -> SchemaIndex:
    return SchemaIndex(Lakes())


def test_a_unit_says_what_a_key_measures():
    assert unit_quantities("surface km2") == {"area"}
    assert unit_quantities("elev ft") == {"height", "length"}
    assert unit_quantities("max yield hl ha") == set()  # a rate: two units, neither quantity


def test_the_smallest_ranks_by_the_key_measured_in_an_area_unit(index):
    assert best("the 3 smallest lakes", index) == "(BOTTOM (TYPE Lake) surfaceKm2 3)"


def test_highest_up_ranks_by_the_key_measured_in_a_height_unit(index):
    assert best("Which cabin is highest up?", index) == "(ARGMAX (TYPE Cabin) elevFt)"


def test_a_number_beside_the_date_of_the_same_event_ranks_by_the_number(index):
    assert best("top 2 lakes by kilos caught", index) == \
        "(TOP (TYPE Lake) (AGG sum (JOIN (R FISHED.end) FISHED.kilos)) 2)"


SHOPS = GraphSchema(
    labels=(LabelInfo("Customer", 50, (PropertyInfo("name", "string", count=50, distinct=50),
                                       PropertyInfo("city", "string", count=50, distinct=6)), "name"),
            LabelInfo("Shop", 8, (PropertyInfo("name", "string", count=8, distinct=8),), "name")),
    relationships=(RelTypeInfo("BOUGHT_AT", 300, ("Customer",), ("Shop",),
                               (PropertyInfo("on", "date", count=300, distinct=200),
                                PropertyInfo("sumUsd", "float", count=300, distinct=280))),),
    property_graph=True)


class Shops(Lakes):
    def schema(self) -> GraphSchema:
        return SHOPS


def test_by_value_names_the_number_kept_in_money():
    shops = SchemaIndex(Shops())
    reading = read("Which city spends the most by value?")
    found = candidates(Builder(reading, Grounding([], [], schema_words(reading, shops, set())), shops))
    # each city's customers' purchases added up: the numbers of the relationships whose start is a customer
    assert to_sexpr(found[0].form) == \
        "(ARGMAX (JOIN (R city) (TYPE Customer)) (AGG sum (JOIN (R city) (JOIN (R BOUGHT_AT.start) BOUGHT_AT.sumUsd))" \
        " (JOIN BOUGHT_AT.start (TYPE Customer))))"
    # the unit says what kind of number the key holds, not that it is the one meant: the badge is told
    assert any("'value' read as sum usd" in p.doubt for p in found[0].parts)


HARBOUR = GraphSchema(
    labels=(LabelInfo("Boat", 25, (PropertyInfo("name", "string", count=25, distinct=25),
                                   PropertyInfo("built", "date", count=25, distinct=25)), "name"),
            LabelInfo("Port", 6, (PropertyInfo("name", "string", count=6, distinct=6),), "name")),
    relationships=(RelTypeInfo("VISITED", 90, ("Boat",), ("Port",),
                               (PropertyInfo("on", "date", count=90, distinct=80),
                                PropertyInfo("billed", "bool", count=90, distinct=2))),),
    property_graph=True)


class Harbour(Lakes):
    def schema(self) -> GraphSchema:
        return HARBOUR


def test_a_time_superlative_before_a_relationship_ranks_by_its_own_date():
    # the visit's date, not the boat's own build date
    assert best("which boat made the most recent visit", SchemaIndex(Harbour())) == \
        "(ARGMAX (AND (TYPE Boat) (HAS VISITED)) (AGG max (JOIN (R VISITED.start) VISITED.on)))"


def test_how_many_of_a_numeric_key_asks_for_an_amount_not_a_count_of_nodes(index):
    reading = read("how many kilos did the boats catch")
    found = candidates(Builder(reading, Grounding([], [], schema_words(reading, index, set())), index))
    count = next(c for c in found if to_sexpr(c.form) == "(COUNT (TYPE Boat))")
    assert "kilos" in count.mismatch  # so a count of boats ranks below the total of kilos, wherever names help it
    assert to_sexpr(found[0].form) == "(SUM (TYPE Boat) (JOIN (R FISHED.start) FISHED.kilos))"


def test_a_true_false_key_said_with_a_denying_prefix_keeps_those_where_it_is_false():
    assert best("How many visits are still unbilled?", SchemaIndex(Harbour())) == \
        "(COUNT (AND (JOIN VISITED.start (TYPE Boat)) (JOIN VISITED.billed false)))"


STORE = GraphSchema(
    labels=(LabelInfo("Customer", 50, (PropertyInfo("name", "string", count=50, distinct=50),), "name"),
            LabelInfo("Item", 40, (PropertyInfo("name", "string", count=40, distinct=40),
                                   PropertyInfo("price", "float", count=40, distinct=35),
                                   PropertyInfo("launched", "int", count=40, distinct=9,
                                                samples=("1998", "2004", "2011"))), "name")),
    relationships=(RelTypeInfo("ORDERED", 300, ("Customer",), ("Item",),
                               (PropertyInfo("year", "int", count=300, distinct=6, samples=("2021", "2022")),)),),
    property_graph=True)


class Store(Lakes):
    def schema(self) -> GraphSchema:
        return STORE


def test_a_sorting_verb_before_by_and_a_key_names_no_relationship():
    store = SchemaIndex(Store())
    assert best("Items ordered by price, cheapest first", store) == "(BOTTOM (TYPE Item) price 50)"
    # "launch year": the year the launch key holds, not the year of the orders
    assert best("Items ordered by launch year, oldest first", store) == "(BOTTOM (TYPE Item) launched 50)"
    assert "ORDERED" in best("items ordered by customers", store)  # "by" the doers: the relationship


def test_dearest_is_a_superlative_of_price():
    assert [(c.kind, c.word, c.op) for c in read("the dearest item").cues] == [("top", "dearest", "max")]


def test_of_two_keys_in_the_dimensions_unit_the_one_whose_words_fit_ranks():
    from kgchat.scorers.embedding import load_minilm

    try:
        encoder = load_minilm()
    except KGChatError as exc:
        pytest.skip(f"no MiniLM: {exc}")
    fleet = GraphSchema(
        labels=(LabelInfo("Coach", 20, (PropertyInfo("name", "string", count=20, distinct=20),
                                        PropertyInfo("odometerKm", "int", count=20, distinct=20),
                                        PropertyInfo("lengthM", "float", count=20, distinct=6)), "name"),),
        property_graph=True)

    class Fleet(Lakes):
        def schema(self) -> GraphSchema:
            return fleet

    # both in a unit of length; the length is what "longest" measures, not the distance driven
    assert best("the 3 longest coaches", SchemaIndex(Fleet(), encoder)) == "(TOP (TYPE Coach) lengthM 3)"


def test_how_many_of_a_label_word_counts_nodes_though_a_numeric_key_shares_the_word(index):
    assert best("How many lakes are there?", index) == "(COUNT (TYPE Lake))"  # not a total of lakeNo


def _bookings(*money: str) -> SchemaIndex:
    schema = GraphSchema(
        labels=(LabelInfo("Booking", 40, (PropertyInfo("ref", "string", count=40, distinct=40),
                                          PropertyInfo("nights", "int", count=40, distinct=9),
                                          *(PropertyInfo(k, "float", count=40, distinct=35) for k in money)), "ref"),),
        relationships=(), property_graph=True)

    class Bookings(Lakes):
        def schema(self) -> GraphSchema:
            return schema

    return SchemaIndex(Bookings())


def test_the_one_key_in_a_unit_the_label_holds_is_no_guess():
    # a booking's one sum of money is what "value" can mean of it; with two, which one is a guess the badge says
    reading = read("What was the biggest booking ever by value?")
    for keys, doubted in ((("totalEur",), False), (("totalEur", "depositEur"), True)):
        index = _bookings(*keys)
        found = candidates(Builder(reading, Grounding([], [], schema_words(reading, index, set())), index))
        assert "(TYPE Booking)" in to_sexpr(found[0].form) and "Eur" in to_sexpr(found[0].form)
        assert any("a number its unit says" in p.doubt for p in found[0].parts) is doubted
