"""Words asking for others who share something with a named thing read the parser's walk back to the named thing's
own kind (``others``): the cycle is asked for, and the words are read."""

from __future__ import annotations

import pytest

from kgchat.logic.sexpr import parse
from kgchat.reasoning.schema_parser.others import cycle_asked, other_word, other_words
from kgchat.reasoning.schema_parser.parts import Part
from kgchat.reasoning.schema_parser.words import read


class _Cand:
    def __init__(self, form: str, parts: list[Part]):
        self.form, self.parts = parse(form), parts


CYCLE = Part(None, frozenset(), 0.0, "relation", "cycle", guessed=True)
BACK = "(AND (TYPE Sponsor) (AND (JOIN (JOIN SPONSORS (R SPONSORS)) P1) (NOT P1)))"


@pytest.mark.parametrize(("question", "asked"), [
    ("Who else sponsors the animals that Peregrine Hale sponsors?", True),
    ("Which animals came from the same zoo as Kenzie?", True),
    ("Which other members are on Ann's plan?", True),
    ("Which animals does Peregrine Hale sponsor?", False),  # nothing asks for others
    ("Is the same keeper on duty?", False),  # "same" with no "as": not said of a named thing
])
def test_words_asking_for_others_ask_for_the_walk_back(question, asked):
    reading = read(question)
    assert cycle_asked(CYCLE, _Cand(BACK, [CYCLE]), reading) is asked


def test_the_walk_back_must_leave_the_named_thing_out():
    reading = read("Who else sponsors the animals that Peregrine Hale sponsors?")
    kept = "(AND (TYPE Sponsor) (JOIN (JOIN SPONSORS (R SPONSORS)) P1))"
    assert not cycle_asked(CYCLE, _Cand(kept, [CYCLE]), reading)


def test_the_word_same_is_read_by_the_walk_back():
    reading = read("Which animals came from the same zoo as Kenzie?")
    same = next(iter(other_words(reading)))
    assert reading.tokens[same].low == "same"
    assert other_word(same, _Cand(BACK, [CYCLE]), reading) is not None
    assert other_word(same, _Cand(BACK, []), reading) is None  # no walk back: nothing reads it
