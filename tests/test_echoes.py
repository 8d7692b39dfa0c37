"""An approximate answer whose every value is words the question itself says ("who manufactures Ocremab" read as
Ocremab's brand name, "Ocremab") tells nothing the question did not: it is no answer from the graph."""

from __future__ import annotations

from kgchat.reasoning.trust import _echoes
from kgchat.types import Answer, Entity


def _answer(question: str, *values: Entity) -> Answer:
    return Answer(question, ", ".join(e.name for e in values), list(values))


def test_values_the_question_says_are_echoes():
    assert _echoes(_answer("who manufactures Ocremab", Entity("Ocremab", "Ocremab"))) == "Ocremab"
    assert _echoes(_answer("What was Piet Ilic's blood pressure?", Entity("Ilic", "Ilic"))) == "Ilic"


def test_nodes_numbers_truths_and_new_words_are_not():
    assert _echoes(_answer("which is longer, Heat or Ronin", Entity("4:x:1", "Heat"))) is None  # a node
    assert _echoes(_answer("how many films has Ronin 2", Entity("2", "2"))) is None
    assert _echoes(_answer("is Ocremab prescription only", Entity("true", "true"))) is None
    assert _echoes(_answer("who manufactures Ocremab", Entity("Halvern Pharma", "Halvern Pharma"))) is None
    assert _echoes(_answer("who manufactures Ocremab")) is None
