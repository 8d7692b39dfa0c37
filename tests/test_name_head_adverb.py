"""``asked_unread._name_head``: the words after a name are a thing of the named one's ("the Regatta *prize-giving
dinner*") only when they can make a noun phrase; an adverb ("Glasswick *either* direction") qualifies no noun, so a
count of flights between two places "either direction" is not refused as asking about a direction of Glasswick."""

from __future__ import annotations

from types import SimpleNamespace

from kgchat.reasoning import asked_unread
from kgchat.types import Answer, Coverage


def _head(question: str, name: str, unread: list[str], monkeypatch) -> object:
    monkeypatch.setattr(asked_unread, "schema_word", lambda graph, word: False)
    words = question.lower().replace("?", "").split()
    start = words.index(name.lower())
    a = SimpleNamespace(words=words, mentions=[SimpleNamespace(start=start, end=start + 1, text=name)])
    answer = Answer(question, "", [])
    answer.trace.coverage = [Coverage(w, "word", None) for w in unread]
    return asked_unread._name_head(None, a, answer)


def test_a_noun_after_a_name_is_a_thing_of_the_named_ones(monkeypatch):
    assert _head("what did the Wexcombe dinner cost", "Wexcombe", ["dinner"], monkeypatch) is not None


def test_an_adverb_after_a_name_qualifies_no_noun(monkeypatch):
    assert _head("how many flights between Tarvie and Glasswick either direction", "Glasswick",
                 ["either", "direction", "between"], monkeypatch) is None
