"""Several figures of one thing asked at once: "min and max hourly rate", "the smallest and largest population",
"min, max and average charge in kg". Each figure is a question of its own (the list said with one of its words), and
the answer gives the figures in the order the question says them."""

from __future__ import annotations

import re
from dataclasses import dataclass

# words that each ask for one figure of a set of values, read alone by the parser
FIGURE_WORDS = ("minimum", "maximum", "min", "max", "lowest", "highest", "smallest", "largest", "biggest", "earliest",
                "latest", "oldest", "newest", "shortest", "longest", "average", "avg", "mean", "total")
_WORD = "|".join(FIGURE_WORDS)
_JOIN = r"(?:\s*,\s*and\s+|\s*,\s*|\s+and\s+|\s*&\s*|\s*/\s*)"
LIST = re.compile(rf"\b(?:{_WORD})(?:{_JOIN}(?:{_WORD}))+\b", re.IGNORECASE)


@dataclass(frozen=True)
class Figures:
    """A question asking for several figures: each word, and the question said with that word alone."""

    words: tuple[str, ...]
    questions: tuple[str, ...]


def figures_question(question: str) -> Figures | None:
    """The figures a question lists before what they are of, or None: "min and max hourly rate" asks for
    "min hourly rate" and "max hourly rate". Only a list of two or more such words, each different, joined by "and",
    commas, "&" or "/"."""
    found = list(LIST.finditer(question))
    if len(found) != 1:
        return None
    m = found[0]
    words = tuple(re.findall(rf"\b(?:{_WORD})\b", m.group(0), re.IGNORECASE))
    if len({w.lower() for w in words}) != len(words):
        return None
    return Figures(words, tuple(question[:m.start()] + w + question[m.end():] for w in words))
