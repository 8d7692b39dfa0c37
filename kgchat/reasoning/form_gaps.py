"""Words a schema-checked answer's coverage counts as read which its form does not carry out.

The schema parser covers a word when it grounds it in an element of the schema; the form it runs may still drop
what the word asks of that element. Two such gaps are read from the form itself, never from a list of wordings:

- **a superlative read as an element** ("Aldric's *worst-rated* film" covered by REVIEWED): a word English has as
  the superlative of an adjective or adverb (lemminflect: "worst" of bad, "latest" of late), in a covered row that
  is not an operator's, while the form ranks nothing (no ARGMAX, ARGMIN, TOP, BOTTOM, MIN, MAX): the question asks
  for the one at an end, the form gives them all. "At least" / "at most" are bounds, not superlatives, and "to the
  nearest minute" asks how to round (``form_numbers.rounding_clause``).
- **a relationship said more often than walked** ("people who *follow* someone who *follows* X" covered by one
  FOLLOWS): a row read as relationship types whose words the question says at more places than the form walks
  that type: a chain of two steps answered by one. Words the parser read as a class are not counted ("*orders* with
  the most products *ordered*" on a graph with Order nodes and ORDERS relationships).

``trust.Audit`` makes a ``kg-exact`` answer with such a gap ``kg-approximate``, its row left uncovered.
"""

from __future__ import annotations

import re

from kgchat.backends.base import normalize_name
from kgchat.lexicons import FUNCTION_WORDS
from kgchat.reasoning.form_numbers import rounding_clause
from kgchat.reasoning.question import Analysis
from kgchat.schema import identifier_words
from kgchat.text import lemma
from kgchat.types import Answer

# the operators of a form that pick the things at an end of an order
RANKS = re.compile(r"\((ARGMAX|ARGMIN|TOP|BOTTOM|MIN|MAX)\b|\(AGG (min|max)\b")
BOUNDS = frozenset({"most", "least"})  # "at least 5", "at most 3": bounds when "at" comes before them


def superlative(word: str) -> bool:
    """Whether English has ``word`` as the superlative of an adjective or adverb ("worst", "latest", "most")."""
    from lemminflect import getAllLemmas, getInflection, getLemma

    word = word.lower()
    if not word.isalpha() or len(word) < 3:  # a letter left by splitting "1990s" is no word
        return False
    known = bool(getAllLemmas(word))  # a word of the dictionary is a superlative only as the dictionary says:
    for upos, tag in (("ADJ", "JJS"), ("ADV", "RBS")):  # "test" is no superlative of "te"
        for base in getLemma(word, upos=upos, lemmatize_oov=not known):
            if base and base != word and word in getInflection(base, tag=tag):
                return True
    return False


def gaps(a: Analysis, answer: Answer, relationships: set[str]) -> list[tuple[str, str]]:
    """(the row's span, why) for each gap of an answer's form (see the module docstring); ``relationships``: the
    graph's relationship type names."""
    form = answer.trace.logical_form
    if not form:
        return []
    return _unranked(a, answer, form) + _said_twice(a, answer, form, relationships)


def _unranked(a: Analysis, answer: Answer, form: str) -> list[tuple[str, str]]:
    if RANKS.search(form):
        return []
    said = re.split(r"[^a-z]+", a.question.lower())
    bounds = {said[i + 1] for i in range(len(said) - 1) if said[i] == "at" and said[i + 1] in BOUNDS}
    # "to the *nearest* minute" asks how to round a number, not for the one at an end
    bounds |= {a.words[i] for i in rounding_clause(a.words)}
    question = f" {normalize_name(a.question)} "
    out = []
    for row in answer.trace.coverage:
        if row.covered_by is None or row.kind in ("entity", "aggregation") or \
                f" {normalize_name(row.span)} " not in question:
            continue  # a name may hold a superlative ("The Best Years"); an operator's row is its own reading
        found = [w for w in re.split(r"[^a-z]+", row.span.lower()) if superlative(w) and w not in bounds]
        if found:
            out.append((row.span, f"'{found[0]}' asks for the one at an end of an order, and the answer ranks "
                                  f"nothing ('{row.span}' is read only as {row.covered_by})"))
    return out


def _said_twice(a: Analysis, answer: Answer, form: str, relationships: set[str]) -> list[tuple[str, str]]:
    # words read as a class ("the top *orders* … products *ordered*": Order) say the thing, not a step to walk
    classed = {w for row in answer.trace.coverage if row.kind == "type" and row.covered_by
               for w in normalize_name(row.span).split()}
    named = _in_names(a.words, answer)  # "who *works* at Tidewater *Works*": a name's word says no step
    out = []
    for row in answer.trace.coverage:
        if row.kind != "relation" or not row.covered_by:
            continue
        for name in row.covered_by.split(" then "):
            if name not in relationships:
                continue
            roots = {lemma(w) for w in identifier_words(name).lower().split() if w not in FUNCTION_WORDS}
            span = set(normalize_name(row.span).split())
            places = [i for i, w in enumerate(a.words) if w in span - classed and lemma(w) in roots and i not in named]
            apart = [i for k, i in enumerate(places) if k == 0 or i > places[k - 1] + 1]  # not one phrase
            walks = len(re.findall(rf"(?<![\w.]){re.escape(name)}(?![\w])", form))
            if len(apart) > walks:
                out.append((row.span, f"the question says {name} {len(apart)} times, and the answer walks it "
                                      f"{walks} time{'s' if walks != 1 else ''}"))
    return out


def _in_names(words: list[str], answer: Answer) -> set[int]:
    """The places of the question's words that spell a name the answer's coverage reads as a thing."""
    out: set[int] = set()
    for row in answer.trace.coverage:
        if row.kind != "entity" or not row.covered_by:
            continue
        name = normalize_name(row.span).split()
        out |= {i + k for i in range(len(words) - len(name) + 1) if name and words[i:i + len(name)] == name
                for k in range(len(name))}
    return out
