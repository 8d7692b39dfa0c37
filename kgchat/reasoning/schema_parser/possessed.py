"""Which end of a relationship type a noun said of a named thing's possessive names: "Clementine's *parents*" of a
graph with ``PARENT_OF``, "Ann's *children*" of one with ``HAS_CHILD``.

A type named "<noun> of" (``PARENT_OF``, ``MEMBER_OF``, ``CAPTAIN_OF``) calls its start node by the noun: a parent is
the one the relationship starts from. A type named "has <noun>" (``HAS_CHILD``, ``HAS_PART``) calls its end node by
it. So "X's <noun>" asks for the nodes at the end the noun names, and X stands at the other end, whatever the order
of the words: X is not the one the type starts from in "X's parents", though X is said before the noun.
"""

from __future__ import annotations

from kgchat.reasoning.schema_parser.words import Reading, stem
from kgchat.schema import identifier_words

POSSESSIVE = frozenset({"'s", "'", "’s", "’"})  # the marks of a possessive, as the tokenizer splits them off
HAVING = frozenset({"has", "have", "having"})  # a type's first word saying its start has what its end is


def noun_end(rel: str, word: str) -> str | None:
    """``"start"`` or ``"end"``: the end of ``rel`` its name calls by ``word`` (a noun), else None."""
    words = identifier_words(rel).lower().split()
    if len(words) < 2:
        return None
    if words[-1] == "of" and stem(words[-2]) == stem(word):
        return "start"
    if words[0] in HAVING and stem(words[-1]) == stem(word):
        return "end"
    return None


def possessor_starts(r: Reading, entity_tokens: tuple[int, ...], noun_tokens: tuple[int, ...], rel: str) -> bool | None:
    """Whether the named thing is the start of ``rel`` when the words are "<thing>'s <noun>" and the noun names one
    end of the type (see the module docstring); None when the words are not so or the noun names no end."""
    last = max(entity_tokens)
    if len(noun_tokens) != 1 or min(noun_tokens) != last + 2 or r.tokens[last + 1].low not in POSSESSIVE:
        return None
    end = noun_end(rel, r.tokens[noun_tokens[0]].low)
    return None if end is None else end == "end"
