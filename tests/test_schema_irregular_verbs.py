"""An irregular past form stems to its verb, so a relationship type named by one ("RODE", "BOUGHT", "WROTE")
matches the question's other forms of that verb and its noun ("rides", "buying", "writes"); forms that are also
nouns or adjectives ("left", "found", "saw") keep their own stem, and regular forms their endings off."""

from __future__ import annotations

import pytest

from kgchat.reasoning.schema_parser.words import stem


@pytest.mark.parametrize(("past", "other"), [("rode", "rides"), ("ridden", "riding"), ("bought", "buys"),
                                             ("wrote", "writes"), ("won", "wins"), ("sold", "selling")])
def test_an_irregular_past_form_stems_as_its_verb(past, other):
    assert stem(past) == stem(other)


@pytest.mark.parametrize("word", ["left", "found", "saw", "drove"])
def test_a_past_form_that_is_also_a_noun_or_adjective_keeps_its_stem(word):
    assert stem(word) == word


def test_regular_forms_are_unchanged():
    assert [stem(w) for w in ("ordered", "supplied", "countries", "shipping")] == ["order", "supply", "country", "ship"]
