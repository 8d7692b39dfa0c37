"""Issue 34: words whose only content is what the form's shape does (``schema_parser/plain_words.py``): "directly"
beside a relationship walked one step, "exist" in a count or list of a label's nodes, "his" / "her" after a name
the form uses; and "number of *registered* patrons", where the word after the count cue qualifies the label
counted rather than naming relationships to count (``coverage._counts_nodes_for_links``). Each stays unread where
the form does not do what it says.

Read on a small library schema with no graph behind it (grounding by stems; the names a graph would link are
given)."""

from __future__ import annotations

import pytest
from schema_forms import SchemaOnly
from test_schema_key_nouns import _p, _read, _unread

from kgchat.logic.sexpr import to_sexpr
from kgchat.reasoning.schema_parser.plain_words import plain_word
from kgchat.reasoning.schema_parser.schema_index import SchemaIndex
from kgchat.reasoning.schema_parser.words import read
from kgchat.schema import GraphSchema, LabelInfo, RelTypeInfo

LIBRARY = GraphSchema(
    labels=(LabelInfo("Patron", 90, (_p("name"),), "name"), LabelInfo("Branch", 5, (_p("name"), _p("code")), "name"),
            LabelInfo("Staff", 20, (_p("name"),), "name")),
    relationships=(RelTypeInfo("REGISTERED_AT", 80, ("Patron",), ("Branch",)),
                   RelTypeInfo("REPORTS_TO", 19, ("Staff",), ("Staff",)),
                   RelTypeInfo("WORKS_AT", 20, ("Staff",), ("Branch",),
                               (_p("since", "int", 5, 8, ("2015", "2019")),))),
    property_graph=True)


@pytest.fixture(scope="module")
def index() -> SchemaIndex:
    return SchemaIndex(SchemaOnly(LIBRARY))


def test_directly_beside_a_relationship_walked_once(index):
    cand, _, rows = _read(index, "How many staff report directly to Ann Lee?", names=[((6, 7), "Ann Lee", "Staff")])
    assert to_sexpr(cand.form) == '(COUNT (AND (TYPE Staff) (JOIN REPORTS_TO "Ann Lee")))' and _unread(rows) == []


def test_directly_is_not_said_by_a_chain_of_the_relationship(index):
    from dataclasses import replace

    from kgchat.logic.sexpr import parse

    cand, reading, _ = _read(index, "How many staff report directly to Ann Lee?",
                             names=[((6, 7), "Ann Lee", "Staff")])
    chain = replace(cand, form=parse('(COUNT (AND (TYPE Staff) (JOIN REPORTS_TO (JOIN REPORTS_TO "Ann Lee"))))'))
    assert plain_word(4, cand, reading) is not None and plain_word(4, chain, reading) is None


def test_exist_in_a_count(index):
    cand, _, rows = _read(index, "How many staff exist?")
    assert to_sexpr(cand.form) == "(COUNT (TYPE Staff))" and _unread(rows) == []


def test_his_after_a_name_the_form_uses(index):
    cand, _, rows = _read(index, "Which branch has Ann Lee worked at with his team?",
                          names=[((3, 4), "Ann Lee", "Staff")])
    assert "WORKS_AT" in to_sexpr(cand.form) and "his" not in _unread(rows)
    reading = read("Which branch has his manager worked at?")
    assert plain_word(3, cand, reading) is None  # nothing named before it


def test_a_word_qualifying_the_label_counted_names_no_relationships_to_count(index):
    cand, _, rows = _read(index, "number of registered patrons")
    assert to_sexpr(cand.form) == "(COUNT (AND (TYPE Patron) (HAS REGISTERED_AT)))" and _unread(rows) == []


LENDING = GraphSchema(
    labels=LIBRARY.labels + (LabelInfo("Item", 50, (_p("title"),), "title"),),
    relationships=LIBRARY.relationships + (RelTypeInfo("BORROWED", 200, ("Patron",), ("Item",),
                                                       (_p("renewals", "int"),)),),
    property_graph=True)


def test_times_after_the_most_when_the_form_adds_up():
    index = SchemaIndex(SchemaOnly(LENDING))
    cand, reading, rows = _read(index, "Which item has been renewed the most times in total?")
    assert to_sexpr(cand.form) == "(ARGMAX (TYPE Item) (AGG sum (JOIN (R BORROWED.end) BORROWED.renewals)))"
    assert "times" not in _unread(rows)
    from dataclasses import replace

    from kgchat.logic.sexpr import parse

    listed = replace(cand, form=parse("(TYPE Item)"))
    assert plain_word(7, cand, reading) is not None and plain_word(7, listed, reading) is None


def test_a_singular_label_word_before_a_key_asks_for_the_key(index):
    cand, _, rows = _read(index, "What's the branch code for Quill Library?", names=[((6, 7), "Quill Library", "Branch")])
    assert to_sexpr(cand.form) == '(JOIN (R code) "Quill Library")' and _unread(rows) == []


WINE = GraphSchema(
    labels=(LabelInfo("Vineyard", 30, (_p("name"), _p("hectares", "float"), _p("soil", distinct=4),
                                       _p("lastInspected", "date"), _p("altitudeM", "int")), "name"),
            LabelInfo("Grower", 20, (_p("name"), _p("shares", "int")), "name"),
            LabelInfo("Wine", 40, (_p("name"), _p("tastingNotes", distinct=12)), "name")),
    relationships=(RelTypeInfo("FARMED_BY", 30, ("Vineyard",), ("Grower",)),), property_graph=True)


@pytest.fixture(scope="module")
def wine() -> SchemaIndex:
    return SchemaIndex(SchemaOnly(WINE))


@pytest.mark.parametrize(("question", "form"), [
    ("Which vineyard was inspected longest ago?", "(ARGMIN (TYPE Vineyard) lastInspected)"),
    ("average shares per grower", "(AVG (TYPE Grower) shares)"),
    ("Which tasting note is used on how many wines? note and count",
     "(TOP (JOIN (R tastingNotes) (TYPE Wine)) (AGG count (R tastingNotes) (TYPE Wine)) 50)"),
])
def test_ago_per_and_count_said_by_what_the_form_does(wine, question, form):
    cand, _, rows = _read(wine, question)
    assert to_sexpr(cand.form) == form and _unread(rows) == []


def test_ago_per_and_count_stay_unread_where_the_form_does_not_do_them(wine):
    from dataclasses import replace

    from kgchat.logic.sexpr import parse

    cand, reading, _ = _read(wine, "Which vineyard was inspected longest ago?")
    assert plain_word(5, replace(cand, form=parse("(ARGMAX (TYPE Vineyard) altitudeM)")), reading, WINE) is None
    cand, reading, _ = _read(wine, "average shares per grower")
    assert plain_word(2, replace(cand, form=parse("(AVG (TYPE Vineyard) hectares)")), reading, WINE) is None
    cand, reading, _ = _read(wine, "Which vineyard is highest, and its count")
    assert plain_word(6, cand, reading, WINE) is None


def test_times_counts_occasions_not_the_nodes_of_a_label(index):
    from dataclasses import replace

    from kgchat.logic.sexpr import parse

    cand, reading, _ = _read(index, "How many times has Ann Lee reported to Bo Ek?")
    nodes = replace(cand, form=parse('(COUNT (AND (TYPE Staff) (JOIN REPORTS_TO "Bo Ek")))'))
    links = replace(cand, form=parse('(COUNT (AND (JOIN REPORTS_TO.start "Ann Lee") (JOIN REPORTS_TO.end "Bo Ek")))'))
    assert plain_word(2, nodes, reading, LIBRARY) is None  # each staff member once, not each occasion
    assert plain_word(2, links, reading, LIBRARY) is not None


def test_a_gerund_before_the_label_counted_still_names_relationships():
    index = SchemaIndex(SchemaOnly(GraphSchema(
        labels=(LabelInfo("Station", 10, (_p("name"),), "name"), LabelInfo("Bike", 30, (_p("frameNo"),), "frameNo")),
        relationships=(RelTypeInfo("DOCKED_AT", 25, ("Bike",), ("Station",)),), property_graph=True)))
    cand, _, rows = _read(index, "How many docking stations are there?")
    assert to_sexpr(cand.form) == "(COUNT (AND (TYPE Station) (HAS (R DOCKED_AT))))"
    # "docking stations": a kind of station, not the stations some bike is docked at
    assert any("names DOCKED_AT relationships" in span for span in _unread(rows))
