"""Words a ranking or an average reads beyond its key (``ranked.sort_words``, ``ranked._each_own``): the verb asking
for a whole ordering ("*rank* the venues by …") and "per <label>" after an average of that label's own key (one
average over them all). Read on a small practice schema with no graph behind it (grounding by stems)."""

from __future__ import annotations

import pytest
from schema_forms import SchemaOnly, best_and_unread

from kgchat.reasoning.schema_parser.schema_index import SchemaIndex
from kgchat.schema import GraphSchema, LabelInfo, PropertyInfo, RelTypeInfo


def _p(key: str, kind: str = "string", distinct: int = 10, count: int = 10) -> PropertyInfo:
    return PropertyInfo(key, kind, count=count, distinct=distinct)


PRACTICE = GraphSchema(
    labels=(LabelInfo("Venue", 6, (_p("name", distinct=6, count=6), _p("capacity", "int", 6, 6)), "name"),
            LabelInfo("Passenger", 50, (_p("name", distinct=50, count=50), _p("miles", "int", 48, 50)), "name")),
    relationships=(RelTypeInfo("VISITED", 90, ("Passenger",), ("Venue",)),),
    property_graph=True)


@pytest.fixture(scope="module")
def index() -> SchemaIndex:
    return SchemaIndex(SchemaOnly(PRACTICE))


def test_the_sorting_verb_is_read(index):
    form, unread = best_and_unread("Rank the venues by capacity, largest first.", index)
    assert form.startswith("(TOP (TYPE Venue) capacity"), form
    assert "Rank" not in unread, unread


def test_average_per_own_label_is_one_average(index):
    form, unread = best_and_unread("average miles per passenger", index)
    assert form == "(AVG (TYPE Passenger) miles)", form
    assert "per" not in unread, unread


FLEET = GraphSchema(
    labels=(LabelInfo("Aircraft", 12, (_p("tailNo", distinct=12, count=12), _p("hoursFlown", "int", 12, 12)),
                      "tailNo"),
            LabelInfo("AircraftType", 4, (_p("name", distinct=4, count=4), _p("seats", "int", 4, 4)), "name")),
    relationships=(RelTypeInfo("OF_TYPE", 12, ("Aircraft",), ("AircraftType",)),),
    property_graph=True)


def test_average_of_own_key_per_label_beside_a_kind_of_it():
    """"per aircraft" where aircraft types hold none of the hours: one average over the aircraft, not a list of
    types with the average of theirs."""
    form, unread = best_and_unread("average hours flown per aircraft, one decimal", SchemaIndex(SchemaOnly(FLEET)))
    assert form == "(AVG (TYPE Aircraft) hoursFlown)", form


LIBRARY = GraphSchema(
    labels=(LabelInfo("Subject", 8, (_p("heading", distinct=8, count=8),), "heading"),
            LabelInfo("Item", 200, (_p("title", distinct=200, count=200),), "title"),
            LabelInfo("Patron", 90, (_p("name", distinct=90, count=90),), "name")),
    relationships=(RelTypeInfo("ABOUT", 200, ("Item",), ("Subject",)),
                   RelTypeInfo("BORROWED", 400, ("Patron",), ("Item",), (_p("loanedOn", "date", 300, 400),))),
    property_graph=True)


def test_ranked_by_what_is_done_to_things_one_away():
    """"which subject is borrowed the most": the loans of the items about each subject, counted."""
    form, unread = best_and_unread("Which subject is borrowed the most?", SchemaIndex(SchemaOnly(LIBRARY)))
    assert form.startswith("(ARGMAX (TYPE Subject)") and "BORROWED.end" in form, form




@pytest.fixture(scope="module")
def theatre(neo4j_server):
    from neo4j_server import ROOT, schema_engine_on_bench

    with schema_engine_on_bench(neo4j_server, ROOT / "bench" / "own" / "propgraph14") as engine:
        yield engine


@pytest.mark.neo4j
def test_the_words_after_the_superlative_count_at_the_node_itself(theatre):
    """"which patron wrote the most *reviews*": each patron's own reviews are counted, not the WRITTEN_BY of the
    productions they reviewed ("wrote" names that type, one relationship away)."""
    answer = theatre.ask("Which patron wrote the most reviews?")
    form = answer.trace.logical_form
    assert "WRITTEN_BY" not in form and "REVIEWED" in form, form

DOCKS = GraphSchema(
    labels=(LabelInfo("Station", 20, (_p("name", distinct=20, count=20), _p("capacityDocks", "int", 15, 20)), "name"),
            LabelInfo("Bike", 300, (_p("bikeNo", distinct=300, count=300),), "bikeNo")),
    relationships=(RelTypeInfo("DOCKED_AT", 250, ("Bike",), ("Station",), (_p("dockNo", "int", 30, 250),)),),
    property_graph=True)


def test_per_label_is_not_read_for_an_average_over_some_of_them():
    """"per station" says the average is over every station: a reading that keeps only some (those a word read as a
    relationship has) leaves it unread."""
    form, unread = best_and_unread("average number of docks per station, one decimal", SchemaIndex(SchemaOnly(DOCKS)))
    assert not ("(AVG (AND (TYPE Station)" in form and "per" not in unread), (form, unread)
