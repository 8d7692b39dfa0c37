"""Issue 34: words that only say how to present the answer (``schema_parser/asides.py``) are accounted for when the
form does what they ask, and stay unread when it does not: the unit a key is measured in, how precisely to show a
number, a tie instruction before a superlative that keeps ties, ordering words before an ordered listing, a filter
said again, the asker's own request, a phrasal verb's particle.

Read on a small farms schema with no graph behind it (grounding by stems, no encoder)."""

from __future__ import annotations

import pytest
from schema_forms import SchemaOnly, best_and_unread

from kgchat.logic.sexpr import parse
from kgchat.reasoning.schema_parser.asides import _ordered_by
from kgchat.reasoning.schema_parser.build import Part
from kgchat.reasoning.schema_parser.framing import round_answers
from kgchat.reasoning.schema_parser.schema_index import SchemaIndex
from kgchat.reasoning.schema_parser.words import read
from kgchat.schema import GraphSchema, LabelInfo, PropertyInfo, RelTypeInfo
from kgchat.types import Entity


def _p(key: str, kind: str = "string", distinct: int = 10) -> PropertyInfo:
    return PropertyInfo(key, kind, count=20, distinct=distinct)


FARMS = GraphSchema(
    labels=(LabelInfo("Farm", 20, (_p("name", distinct=20), _p("altitudeM", "float", 20), _p("soil", distinct=4),
                                   _p("village", distinct=6), _p("founded", "int", 20),
                                   _p("hectares", "float", 20)), "name"),
            LabelInfo("Trader", 15, (_p("name", distinct=15), _p("country", distinct=5)), "name"),
            LabelInfo("Prize", 10, (_p("title", distinct=10),), "title")),
    relationships=(RelTypeInfo("BOUGHT_FROM", 40, ("Trader",), ("Farm",), (_p("amountEur", "float", 40),)),
                   RelTypeInfo("WON", 30, ("Farm",), ("Prize",))),
    property_graph=True)


@pytest.fixture(scope="module")
def index() -> SchemaIndex:
    return SchemaIndex(SchemaOnly(FARMS))


def test_the_unit_a_key_is_measured_in(index):
    assert best_and_unread("Average altitude of the farms in metres?", index) == ("(AVG (TYPE Farm) altitudeM)", [])
    assert best_and_unread("Total amount in euros", index)[1] == []
    # another unit than the key's: the answer is not in it
    assert best_and_unread("Average altitude of the farms in feet?", index)[1] == ["feet"]


def test_how_precisely_to_show_a_number(index):
    assert best_and_unread("Average altitude of the farms, whole number.", index)[1] == []
    assert best_and_unread("Total amount in euros, to the cent.", index)[1] == []
    assert best_and_unread("average altitude of farms, 2dp", index)[1] == []
    # the form gives no number: nothing to show precisely
    assert round_answers(read("the whole amount traded"), [Entity("412.456", "412.456")])[0].name == "412.456"
    form, left = best_and_unread("Farms per village, whole number", index)
    assert not form.startswith("(AVG") and {"whole", "number"} <= set(left)


def test_the_engine_rounds_as_asked():
    three = [Entity("412.456", "412.456")]
    assert round_answers(read("Average altitude, whole number."), three)[0].name == "412"
    assert round_answers(read("Total amount, to the cent."), three)[0].name == "412.46"
    assert round_answers(read("average altitude, 1dp"), three)[0].name == "412.5"
    assert round_answers(read("average altitude"), three)[0].name == "412.456"


def test_a_tie_instruction_before_a_superlative_that_keeps_ties(index):
    assert best_and_unread("Which farms won the most prizes? all tied at the top", index) == \
        ("(ARGMAX (AND (TYPE Farm) (HAS WON)) (AGG count WON))", [])
    assert best_and_unread("Which farm won the most prizes? (every one if several are equal)", index)[1] == []
    # the top 3 cut where it cuts: ties at the cut are not all kept
    assert "ties" in best_and_unread("top 3 farms by prizes won, ties included", index)[1]


def test_ordering_words_before_an_ordered_listing(index):
    assert best_and_unread("Sort the farms by how many prizes they won, most first", index)[1] == []
    assert best_and_unread("List the farms in order of hectares, largest first.", index) == \
        ("(TOP (TYPE Farm) hectares 50)", [])
    # a second key the form does not order by stays unread
    assert "altitude" in best_and_unread("List the farms in order of hectares, then by altitude", index)[1]


def test_a_filter_said_again(index):
    assert best_and_unread("Count the farms on each soil (leave out the ones with no soil recorded).", index)[1] == []
    assert best_and_unread("Farms per village, please (only those with a village).", index)[1] == []
    # a clause about another key than the one the form groups by: the form keeps only those *without* it
    form, left = best_and_unread("Farms per village (leave out the ones with no hectares recorded).", index)
    assert "(NOT (HAS hectares))" in form and {"leave", "out"} <= set(left)
    # a year in the clause is a test the form does not make
    assert {"only", "2020"} <= set(best_and_unread("Farms per village (only those with a village in 2020).", index)[1])


def test_the_askers_request_and_a_particle(index):
    assert "need" not in best_and_unread("I need to find the farms in village Brill", index)[1]
    assert "need" in best_and_unread("which farms need a prize", index)[1]
    assert "up" not in best_and_unread("which farms were bought up by traders from France", index)[1]
    assert "up" in best_and_unread("add up the hectares of all farms", index)[1]  # "add" is not read: nor is its particle


def test_ordering_words_need_a_sure_reading_of_what_is_ordered_by():
    """"sorted by *price*" read only weakly as the orders placed: a listing by how many orders does not do what
    the ordering words ask (a rival reading must not take them as read)."""
    reading = read("Farms sorted by price, cheapest first")
    form = parse("(BOTTOM (TYPE Farm) (AGG count WON) 50)")
    weak = {3: [Part(None, frozenset({3}), 0.56, "relation", "WON")]}
    sure = {3: [Part(None, frozenset({3}), 1.0, "relation", "WON")]}
    assert _ordered_by(1, form, reading, weak) is None
    assert _ordered_by(1, form, reading, sure) == "WON"
