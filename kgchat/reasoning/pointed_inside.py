"""Pointing words of a conversation's first question that point at nothing outside it, for the badge's pointing-word
check (``pointer_check.references``). With no earlier turn, such a word can only point inside the question or at
nothing at all; two English cases are read here, each held to what the answer does:

- **the tied answers** ("which event got the worst rating? *all of them* if tied"): a group word in a question that
  says what to do with ties, answered by a superlative that keeps every tied member (ARGMAX / ARGMIN);
- **an "it" that only opens a clause said after it** ("how much would *it* cost to replace X", "how long did *it*
  take to …", "is *it* true that …"): the infinitive or that-clause right after its verb is what it stands for;
- **a possessive after a name** ("when did X post *his* review of Y"): "his" / "her" / "its" that the schema
  parser's own reading already ties to a name said before it, which its form uses (``plain_words``).
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


POSSESSIVES = frozenset({"his", "her", "hers", "its"})
NAMED_BEFORE = ", named before it"  # how ``plain_words`` says a possessive points at a name the form uses


def possessive_named(answer: Answer, p) -> str | None:
    """Why a possessive in a first question stands for a name said before it, or None: the coverage of the
    executed reading covers the word by that name."""
    if not answer.trace.extra.get("first_turn") or p.text.lower() not in POSSESSIVES:
        return None
    row = next((c for c in answer.trace.coverage if c.span.lower() == p.text.lower() and c.covered_by
                and c.covered_by.endswith(NAMED_BEFORE)), None)
    return row.covered_by if row is not None else None
