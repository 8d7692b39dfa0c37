"""The thing whose amount a "how much is …" question asks ("how much is *an adult ticket*", "how much are *the
guided tours*"): the head noun of the phrase after "how much" and "be". When no piece of the best reading reads that
noun, nothing accounts for it and no name, value or schema element of the graph is found in it, the graph keeps no
such things, and whatever amount the rest of the question leads to (a weight, a total of some key) is another
thing's: the engine refuses rather than answer it. Read from English alone, never a graph's wording."""

from __future__ import annotations

from typing import Any

from kgchat.lexicons import FUNCTION_WORDS
from kgchat.reasoning.schema_parser.counted import _names_nothing
from kgchat.text import word_kinds

BE = frozenset("is are was were".split())  # noqa: SIM905
DETERMINERS = frozenset("a an the one".split())  # noqa: SIM905


def priced_noun(reading: Any) -> int | None:
    """The position of the head noun after "how much is (a|the)", the last word of the run of content words there
    ("how much is an adult *ticket*"), or None when the question is worded otherwise ("how much is in X's wallet",
    "how much does X weigh")."""
    lows = [t.low for t in reading.tokens]
    if lows[:2] != ["how", "much"] or len(lows) < 4 or lows[2] not in BE:
        return None
    i = 3
    while i < len(lows) and lows[i] in DETERMINERS:
        i += 1
    head = None
    while i < len(lows) and lows[i].isalpha() and lows[i] not in FUNCTION_WORDS:
        head, i = i, i + 1
    if head is not None and (kinds := word_kinds(lows[head])) and "NOUN" not in kinds:
        return None  # "how much was *paid* in fees": a verb, which names no thing priced
    return head


def unnamed_priced(cand: Any, reading: Any, builder: Any, accounted: Any) -> str | None:
    """Why the graph keeps nothing whose amount the question asks (the module docstring), or None. ``accounted(i)``:
    what accounts for unread word ``i`` (None: nothing)."""
    i = priced_noun(reading)
    if i is None or not _names_nothing(i, cand, reading, builder, accounted):
        return None
    return f"'{reading.tokens[i].text}', whose amount the question asks, names nothing in this graph"
