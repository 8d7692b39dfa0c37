"""Pointing words of a conversation's first question that point at nothing outside it, for the badge's pointing-word
check (``pointer_check.references``). With no earlier turn, such a word can only point inside the question or at
nothing at all; two English cases are read here, each held to what the answer does:

- **the tied answers** ("which event got the worst rating? *all of them* if tied"): a group word in a question that
  says what to do with ties, answered by a superlative that keeps every tied member (ARGMAX / ARGMIN);
- **an "it" that only opens a clause said after it** ("how much would *it* cost to replace X", "how long did *it*
  take to …", "is *it* true that …"): the infinitive or that-clause right after its verb is what it stands for.
"""

from __future__ import annotations

import re

from kgchat.types import Answer

TIE_WORDS = frozenset({"tie", "ties", "tied", "tying", "equal", "equally"})
_WORD = re.compile(r"[a-z']+")


def tied_answers(answer: Answer, p) -> str | None:
    """Why group word ``p`` stands for the tied answers of a first question's superlative, or None."""
    form = answer.trace.logical_form or ""
    if not answer.trace.extra.get("first_turn") or p.kind not in ("group", "within") or \
            not form.startswith(("(ARGMAX ", "(ARGMIN ")):
        return None
    words = set(_WORD.findall(answer.question.lower()))
    return "the tied answers, which the superlative keeps every one of" if words & TIE_WORDS else None


def opening_it(answer: Answer, p) -> str | None:
    """Why "it" in a first question stands for a clause said after it (an infinitive or "that" within three words
    of it, past its verb), or None."""
    if not answer.trace.extra.get("first_turn") or p.text.lower() != "it":
        return None
    after = _WORD.findall(answer.question[p.end:].lower())[:3]
    if any(w in ("to", "that") for w in after[1:]):
        return "the clause said after it (no earlier turn)"
    return None
