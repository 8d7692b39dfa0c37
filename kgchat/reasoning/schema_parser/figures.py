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
ASKING = re.compile(r"^\s*(?:what|which|who|whom|whose|when|where|how|list|show|give|tell)\b", re.IGNORECASE)
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
    # a list of figures asks for the figures ("the biggest and smallest price": two prices, not the jobs holding
    # them), as "what is" says of each; a question already asking keeps its own words
    ask = "" if ASKING.match(question) else "what is "
    return Figures(words, tuple(ask + question[:m.start()] + w + question[m.end():] for w in words))


# "were *more* finds recorded in 2024 *than* in 2023", "do we have *fewer* vans *than* drivers"
_AUX = r"do|does|did|have|has|had|are|were|was|is"
_SUBJECT = r"we|they|there|you|i"
MORE = re.compile(rf"^(?P<aux>{_AUX})\s+(?:(?P<subj>{_SUBJECT})\s+)?(?P<verb>(?:[\w'-]+\s+){{0,2}}?)"
                  r"(?P<cmp>more|fewer|less)\s+(?P<x>.+?)\s+than\s+(?:in\s+|on\s+|at\s+|for\s+|during\s+)?"
                  r"(?P<y>.+?)\s*[?.!]*$", re.IGNORECASE)
YEAR = re.compile(r"^(?:19|20)\d\d$")


@dataclass(frozen=True)
class Compared:
    """A yes/no question whether one figure is larger (``larger``) than another: the two asked as questions."""

    questions: tuple[str, str]
    larger: bool


def compared_question(question: str) -> Compared | None:
    """Two figures compared by a yes/no question, or None: "were more finds recorded in 2024 than in 2023" asks
    "how many finds were recorded in 2024" and the same of 2023; "do we have more households than farms" asks
    "how many households do we have" and "how many farms do we have". The second thing is either a year standing
    for the year the first names, or a noun phrase of its own."""
    m = MORE.match(question.strip().lower())
    if m is None:
        return None
    x, y = m.group("x").split(), m.group("y").split()
    tail = " ".join(w for w in (m.group("aux"), m.group("subj") or "", m.group("verb").strip()) if w)
    first = ["how", "many", x[0], *tail.split(), *x[1:]]
    if len(y) == 1 and YEAR.match(y[0]):
        years = [i for i, w in enumerate(first) if YEAR.match(w)]
        if len(years) != 1 or first[years[0]] == y[0]:
            return None
        second = [*first[:years[0]], y[0], *first[years[0] + 1:]]
    elif any(YEAR.match(w) for w in y) or len(y) > 3:
        return None
    else:
        second = ["how", "many", *y, *tail.split(), *x[1:]]
    return Compared((" ".join(first), " ".join(second)), m.group("cmp").lower() == "more")
