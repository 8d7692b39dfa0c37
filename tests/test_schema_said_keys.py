"""Issue 34: words a form accounts for though no piece claims them (``key_nouns._kind_named``, ``_owner_word``,
the money and rating nouns of ``key_nouns``; ``plain_words._contracted``, ``_ranked_by_named``; "over all" in
``fillers``): "what *kind* of stage" of stageType, "the biggest *venue* capacity", "average star *rating*", "box
office *takings* *over* all performances", "how many shows *we've* had", "the most *generous* friend, by annual
gift". Each stays unread where the form does not say it.

Read on a small theatre schema with no graph behind it (grounding by stems, no encoder)."""

from __future__ import annotations

import pytest
from schema_forms import SchemaOnly

from kgchat.logic.sexpr import to_sexpr
from kgchat.reasoning.schema_parser.assemble import candidates
from kgchat.reasoning.schema_parser.build import Builder
from kgchat.reasoning.schema_parser.coverage import word_coverage
from kgchat.reasoning.schema_parser.grounding import schema_words
from kgchat.reasoning.schema_parser.schema_index import EntityMention, Grounding, SchemaIndex, SchemaMention
from kgchat.reasoning.schema_parser.words import read
from kgchat.schema import GraphSchema, LabelInfo, PropertyInfo, RelTypeInfo
from kgchat.types import Entity


def _p(key: str, kind: str = "string", distinct: int = 10, count: int = 10) -> PropertyInfo:
    return PropertyInfo(key, kind, count=count, distinct=distinct)


THEATRE = GraphSchema(
    labels=(LabelInfo("Venue", 6, (_p("name"), _p("capacity", "int"), _p("stageType", distinct=3),
                                   _p("stars", "int"), _p("stepFree", "bool", 2)), "name"),
            LabelInfo("Show", 20, (_p("title"), _p("runtimeMin", "int"), _p("boxOfficeGbp", "float")), "title"),
            LabelInfo("Friend", 30, (_p("name"), _p("annualGiftGbp", "int")), "name")),
    relationships=(RelTypeInfo("HELD_AT", 20, ("Show",), ("Venue",)),
                   RelTypeInfo("UNDERSTUDIES", 5, ("Friend",), ("Friend",), (_p("showsCovered", "int"),)),
                   RelTypeInfo("REVIEWED", 40, ("Friend",), ("Show",), (_p("posted", "date"), _p("stars", "int")))),
    property_graph=True)


@pytest.fixture(scope="module")
def index() -> SchemaIndex:
    return SchemaIndex(SchemaOnly(THEATRE))


def _read(index, question, names=(), said=()):
    """The best candidate and its coverage rows: ``names`` (tokens, name, label) as a graph would link them,
    ``said`` (tokens, element name, score) added to what the stems ground."""
    element = {e.name: e for e in index.elements}
    reading = read(question)
    grounding = Grounding([EntityMention(t, Entity(n, n), (label,)) for t, n, label in names], [],
                          schema_words(reading, index, set()) + [SchemaMention(t, element[n], sc) for t, n, sc in said])
    builder = Builder(reading, grounding, index)
    cand = candidates(builder)[0]
    return cand, word_coverage(cand, reading, builder)


def _unread(rows) -> list[str]:
    return [row.span for row in rows if row.covered_by is None]


def test_a_kind_noun_before_a_key_whose_name_says_that_kind(index):
    cand, rows = _read(index, "What kind of stage does the Old Chapel have?",
                       names=(((5, 6), "Old Chapel", "Venue"),))
    assert "stageType" in to_sexpr(cand.form)
    assert "kind" not in _unread(rows)


def test_a_kind_noun_before_a_key_that_names_no_kind_stays_unread(index):
    cand, rows = _read(index, "What kind of capacity does the Old Chapel have?",
                       names=(((5, 6), "Old Chapel", "Venue"),))
    assert "capacity" in to_sexpr(cand.form)
    assert "kind" in _unread(rows)


def test_the_label_word_before_its_own_key(index):
    cand, rows = _read(index, "What's the biggest venue capacity?")
    assert "capacity" in to_sexpr(cand.form) and "Venue" in to_sexpr(cand.form)
    assert "venue" not in _unread(rows)


def test_a_rating_noun_after_a_number_key(index):
    cand, rows = _read(index, "What's the average star rating across all venues?")
    assert "stars" in to_sexpr(cand.form)
    assert "rating" not in _unread(rows)


def test_money_taken_and_over_all_in_a_sum(index):
    cand, rows = _read(index, "Total box office takings over all shows?")
    assert to_sexpr(cand.form).startswith("(SUM") and "boxOfficeGbp" in to_sexpr(cand.form)
    assert not {"takings", "over"} & set(_unread(rows))


def test_money_taken_stays_unread_of_a_key_in_another_unit(index):
    cand, rows = _read(index, "Total runtime takings over all shows?")
    assert "runtimeMin" in to_sexpr(cand.form)
    assert "takings" in _unread(rows)


def test_a_pronoun_written_with_its_auxiliary(index):
    cand, rows = _read(index, "How many shows we've had?")
    assert to_sexpr(cand.form) == "(COUNT (TYPE Show))"
    assert "we've" not in _unread(rows)


def test_the_adjective_graded_by_the_key_named_after_by(index):
    cand, rows = _read(index, "Who is the most generous friend, by annual gift?")
    assert to_sexpr(cand.form) == "(ARGMAX (TYPE Friend) annualGiftGbp)"
    assert "generous" not in _unread(rows)


def test_the_adjective_stays_unread_without_the_key_named(index):
    cand, rows = _read(index, "Who is the most generous friend?")
    assert "generous" in _unread(rows)


def test_yet_after_a_denial_the_form_applies(index):
    cand, rows = _read(index, "Which venues haven't held a show yet?")
    assert "NOT" in to_sexpr(cand.form)
    assert "yet" not in _unread(rows)


def test_yet_without_a_denial_stays_unread(index):
    cand, rows = _read(index, "Which venues have held a show yet?")
    assert "NOT" not in to_sexpr(cand.form)
    assert "yet" in _unread(rows)


def test_a_noun_of_provision_after_a_flag_the_form_tests(index):
    cand, rows = _read(index, "Which venues have no step free access?")
    assert "stepFree" in to_sexpr(cand.form)
    assert "access" not in _unread(rows)


def test_a_noun_of_provision_without_a_flag_stays_unread(index):
    cand, rows = _read(index, "Which venues have stage access?")
    assert "access" in _unread(rows)


def test_his_after_a_name_the_form_uses(index):
    cand, rows = _read(index, "When did Elias Northey post his review of Salt Orchard?",
                       names=(((2, 3), "Elias Northey", "Friend"), ((8, 9), "Salt Orchard", "Show")))
    assert "REVIEWED.posted" in to_sexpr(cand.form) and "Elias Northey" in to_sexpr(cand.form)
    assert "his" not in _unread(rows)


def test_a_number_joined_to_a_key_word_is_a_test_of_that_key(index):
    # "five-star" is two words, a number and the key it is a value of: the venues with 5 stars are counted, and no
    # word is left unread (before, one word "five-star" was left over while the stars were added up)
    cand, rows = _read(index, "How many five-star venues are there?", said=(((3,), "stars", 0.9),))
    assert to_sexpr(cand.form) == "(COUNT (AND (TYPE Venue) (JOIN stars 5)))"
    assert not _unread(rows)


CAST = GraphSchema(
    labels=(LabelInfo("Artist", 20, (_p("name"),), "name"), LabelInfo("Production", 8, (_p("title"),), "title")),
    relationships=(RelTypeInfo("UNDERSTUDIES", 5, ("Artist",), ("Artist",), (_p("showsCovered", "int"),)),
                   RelTypeInfo("CAST_IN", 40, ("Artist",), ("Production",))),
    property_graph=True)


def test_which_and_a_plural_answered_by_the_numbers_a_key_holds():
    index = SchemaIndex(SchemaOnly(CAST))
    cand, rows = _read(index, "which shows was Imogen Ollerenshaw in",
                       names=(((3, 4), "Imogen Ollerenshaw", "Artist"),), said=(((1,), "showsCovered", 0.8),))
    assert "showsCovered" in to_sexpr(cand.form)
    assert any(span.startswith("'which shows' asks for things") for span in _unread(rows))


def test_a_verb_of_money_asked_of_a_key_in_money():
    index = SchemaIndex(SchemaOnly(THEATRE))
    cand, rows = _read(index, "Which shows charged more than 300 box office?")
    assert "boxOfficeGbp" in to_sexpr(cand.form)
    assert "charged" not in _unread(rows)
