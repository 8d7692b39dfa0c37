"""Questions asking for a percentage of things: "what percentage of DMAs have a PRV fitted", "what share of jobs
needed excavation", "the proportion of engineers who are supervisors".

Such a question is two counts: the things it is a percentage *of* (the whole: "DMAs") and those of them the rest
of the question keeps (the part: "DMAs [that] have a PRV fitted"). ``share_question`` says both as "how many"
questions, which the engine reads as it reads any count; the answer is ``(SHARE whole part)``
(``kgchat.logic.nodes.share``), run as one query. The whole ends at the first word that starts saying what the
part is: a verb of being or having, a relative word, "with" / "without"; where none does, the whole is the part's
label alone, and the answer is at most approximate (``Share.sure`` is False).

A question about a key that holds a percentage ("what is the smart meter percentage of DMA-BR-005") asks for that
key's value, not a share: the engine asks ``percent_key`` first.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from kgchat.logic.nodes import Class, Count, Expr, Share, conjoin, conjuncts, share

# "what percentage of", "the proportion of", "what % of": the cue, with what may come before it
_CUE = re.compile(r"\b(?:percentage|percent|proportion|share|fraction)\s+of\s+|%\s*of\s+", re.I)
_LEAD = frozenset(["what", "which", "is", "was", "the", "a", "give", "me", "tell", "show", "calculate", "compute",
                   "work", "out", "find", "get", "and", "so", "roughly", "about", "approximately", "please", "what's",
                   "whats"])  # before the cue
_OPENING = frozenset(["the", "all", "our", "those", "these"])  # said after "of", before the whole's words
# a word that starts saying what the part is, after the whole's words (a participle too: "jobs *needing* …")
_SPLIT = frozenset(["are", "is", "were", "was", "have", "has", "had", "do", "does", "did", "can", "could", "will",
                    "would", "should", "that", "who", "which", "whose", "where", "with", "without", "having"])
# a key holding a percentage, said by these words, is asked for itself
PERCENT_WORDS = frozenset(["percentage", "percent", "pct", "proportion", "share", "fraction", "ratio"])


@dataclass(frozen=True)
class ShareQuestion:
    """A percentage question as two counts: ``part`` and ``whole`` are "how many" questions; ``cue`` the words
    that ask for the percentage; ``split`` whether the whole's words end where the part's own words start."""

    cue: str
    part: str
    whole: str
    split: bool


def share_question(question: str) -> ShareQuestion | None:
    """The two counts a percentage question asks for, or None when it asks for no percentage of things."""
    m = _CUE.search(question)
    if m is None:
        return None
    lead = re.findall(r"[\w'%]+", question[:m.start()].lower())
    if any(w not in _LEAD for w in lead):
        return None
    words = question[m.end():].split()
    while words and words[0].lower() in _OPENING:
        words = words[1:]
    if not words:
        return None
    cut = next((i for i, w in enumerate(words) if i > 0 and _splits(w.lower().strip(",;:?"))), None)
    rest = " ".join(words)
    whole = " ".join(words[:cut] if cut is not None else words[:1]).rstrip(",;:?")
    cue = (question[:m.start()] + m.group(0)).strip()
    return ShareQuestion(cue, f"how many {rest}", f"how many {whole}", cut is not None)


def _splits(word: str) -> bool:
    return word in _SPLIT or len(word) > 5 and word.endswith(("ed", "ing"))


def share_form(part: Expr, whole: Expr | None) -> Share | None:
    """``(SHARE whole part')`` from the two counts' forms (``whole`` None: the part's labels alone), with ``part'``
    the part's tests the whole does not make already; None when the part tests nothing beyond the whole."""
    if isinstance(part, Count):
        part = part.expr
    if isinstance(whole, Count):
        whole = whole.expr
    own = conjuncts(part)
    if whole is None:
        labels = [x for x in own if isinstance(x, Class)]
        if not labels:
            return None
        whole = conjoin(labels)
    made = set(conjuncts(whole))
    rest = [x for x in own if x not in made]
    if not rest:
        return None
    return share(whole, conjoin(rest) if made <= set(own) else part)
