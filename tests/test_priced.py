"""The thing a "how much is …" question prices (``priced.priced_noun``), read from English alone."""

from __future__ import annotations

import pytest

from kgchat.reasoning.schema_parser.priced import priced_noun
from kgchat.reasoning.schema_parser.words import read


@pytest.mark.parametrize(("question", "noun"), [
    ("How much is an adult ticket?", "ticket"),
    ("how much are the guided tours", "tours"),
    ("How much was a season pass for families?", "pass"),
    ("How much is in Viggo's wallet?", None),  # no noun right after: what is asked is elsewhere
    ("How much does Winslow weigh?", None),
    ("How many tickets are there?", None),
])
def test_the_priced_noun_is_the_head_after_how_much_is(question, noun):
    reading = read(question)
    at = priced_noun(reading)
    assert (None if at is None else reading.tokens[at].low) == noun
