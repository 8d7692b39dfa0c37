"""A year cut to its last two digits after an apostrophe ("July '24", "in '98") is read as the whole year nearest
now, a few years ahead at most; a number in quotes ('24') stays quoted text (``words._SHORT_YEAR``). A unit of
time glued to its number ("24h", "30mins") is two words, the unit as said in full (``words.GLUED_TIME``), and words
typed short ("ppl", "havent", "w/o") are read in full."""

from __future__ import annotations

import pytest

from kgchat.reasoning.schema_parser.words import read


@pytest.mark.parametrize(("question", "kind", "value"), [
    ("invoices that went out in july '24", "date", "2024-07"),
    ("sales in '98", "year", 1998.0),
    ("orders placed in ’25", "year", 2025.0),
])
def test_a_short_year_is_the_whole_year(question, kind, value):
    cues = [(c.kind, c.value) for c in read(question).cues if c.kind in ("date", "year")]
    assert cues == [(kind, value)], cues


def test_a_quoted_number_stays_quoted():
    assert ("quoted", "24") in [(c.kind, c.value) for c in read("shelf '24' in bay 3").cues]


@pytest.mark.parametrize(("question", "said"), [("contracts promising a 24h response", ["24", "hours"]),
                                                ("calls lasting 30mins", ["30", "minutes"])])
def test_a_unit_of_time_glued_to_its_number(question, said):
    lows = [t.low for t in read(question).tokens]
    assert any(lows[i:i + len(said)] == said for i in range(len(lows))), lows


@pytest.mark.parametrize(("typed", "read_as"), [("ppl who havent had one", "people who haven't had one"),
                                                ("jobs w/o a quote", "jobs without a quote"),
                                                ("who cant drive", "who can't drive")])
def test_words_typed_short_are_read_in_full(typed, read_as):
    assert read(typed).question == read_as
