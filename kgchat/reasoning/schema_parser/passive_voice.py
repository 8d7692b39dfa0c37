"""Whether a verb is said in the passive ("jobs *were booked*", "members *referred by* X", "*referred* members"):
the words ``voice`` reads a relationship's direction from, kept apart from the Builder so that the Builder itself
can read a verb's voice (``Builder.comparison_links``: "who *was trained* in 2023")."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from kgchat.reasoning.schema_parser.lemmas import participle
from kgchat.reasoning.schema_parser.words import Reading

BE = frozenset({"is", "are", "was", "were", "be", "been", "being", "get", "gets", "got", "gotten", "getting"})
# words before a participle that qualifies the noun after it ("the *referred* members", "how many referred members")
DETERMINERS = frozenset({"the", "a", "an", "all", "any", "which", "what", "many", "those", "these", "every", "each"})
# words that may stand between "be" and the participle ("was *never* referred", "have *already* been referred")
BETWEEN = frozenset({"not", "never", "ever", "already", "also", "first", "since", "just", "once", "n't",
                     "themselves", "himself", "herself", "itself"})  # "mentors who are *themselves* mentored"


def before_by(tokens: list[Any], i: int) -> bool:
    """Whether word ``i`` is a participle right before "by" ("mentored *by*")."""
    return i + 1 < len(tokens) and tokens[i + 1].low == "by" and participle(tokens[i].low)


def passive(r: Reading, tokens: Iterable[int], labelled: set[int] = frozenset()) -> bool:
    """Whether the verb at ``tokens`` is said in the passive: a participle after a form of "be" / "get" (adverbs
    between), before "by", or right before a word naming a label (``labelled``: "referred *members*")."""
    tokens = sorted(tokens)
    if not tokens:
        return False
    last = tokens[-1]
    if not participle(r.tokens[last].low):
        return False
    if before_by(r.tokens, last):
        return True
    if last + 1 in labelled and (last == 0 or r.tokens[last - 1].low in DETERMINERS):
        return True  # "which *referred* members", not "members who referred *someone*"
    i = tokens[0] - 1
    while i >= 0 and r.tokens[i].low in BETWEEN:
        i -= 1
    return i >= 0 and r.tokens[i].low in BE
