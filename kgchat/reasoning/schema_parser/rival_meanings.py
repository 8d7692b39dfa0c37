"""When a close rival reading is no other meaning of the question, though it finds another answer.

``SchemaEngine._rivals`` runs readings that score close to the executed one; one that finds a different answer
makes the question ambiguous. Two kinds of rival answer something the question cannot mean:

- **a narrower label no word names**: the rival is the executed form with one label or more, anywhere in it (the
  answered nodes, a filter's nodes, what an aggregate counts), swapped for a label every node of which also holds
  the executed one's ("ambassadors", all of them members, where the question says nothing of ambassadors). It reads
  part of the same thing, not another meaning; no word of the question names the narrower label, or only a word
  the executed reading reads as the broader label at least as surely ("boats": vessels, charter vessels too).
- **a kind of thing no word names**: the rival answers with the nodes of a label no word of the question names
  (reached by a step the executed reading does not take: "factories that printed runs with a defect rate above 3%"
  for "which *runs* had a defect rate above 3%"), where the executed reading answers what a word names surely (the
  label "runs" names, or the key "shipped" names). A question says what it asks for; a reading that answers
  something else, with no word for it, reads the question with a word it does not have.
- **a measure the superlative names less**: the rival ranks the same things by another key of theirs, and the
  executed reading's key has the superlative's own word in its name while the rival's has not ("the *deepest* dive":
  ``maxDepthMsw``, not ``visibilityM``, both in metres): the word says which quantity it measures.
- **non-people for "who"**: the question asks who, the executed reading answers with the nodes of a label of people
  (``people.person_labels``), and the rival answers with the nodes of a label that holds no people (bikes, stations).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from kgchat.logic.nodes import Aggregate, ArgMax, ArgMin, Count, Relation, Top
from kgchat.logic.sexpr import to_sexpr
from kgchat.reasoning.schema_parser.people import person_labels
from kgchat.reasoning.schema_parser.rel_nouns import OWN_NAME
from kgchat.reasoning.schema_parser.words import DIMENSIONS
from kgchat.schema import identifier_words

TYPE = re.compile(r"\(TYPE ([^()\s]+)\)")
SURE = 0.75  # a word names the executed reading's answer at least this surely (``coverage.WEAK``)


def narrower_labels(rival: Any, cand: Any, within: Callable[[str, str], bool]) -> list[tuple[str, str]]:
    """The (narrower, broader) label pairs by which ``rival``'s form differs from ``cand``'s, when it differs by
    nothing else, no word of the question names a narrower one, and every node of each narrower label also holds the
    broader one (``within(narrow, broad)``); empty otherwise."""
    mine, theirs = to_sexpr(cand.form), to_sexpr(rival.form)
    names, others = TYPE.findall(mine), TYPE.findall(theirs)
    if len(names) != len(others) or TYPE.sub("(TYPE)", mine) != TYPE.sub("(TYPE)", theirs):
        return []
    pairs = sorted({(r, c) for r, c in zip(others, names, strict=True) if r != c})
    # a word the executed reading reads as the broader label at least as surely names the narrower one no more
    # than it names any kind of that label ("boats": vessels, charter vessels among them)
    broad = [(q.tokens, q.conf) for q in cand.parts if q.kind == "label" and q.tokens]
    named = {p.text for p in rival.parts if p.kind == "label" and p.tokens
             and not any(p.tokens == tokens and conf >= p.conf for tokens, conf in broad)}
    if not pairs or any(r in named for r, _ in pairs):
        return []
    return pairs if all(within(r, c) for r, c in pairs) else []


def not_people(rival: Any, cand: Any, asks_who: bool, schema: Any,
               within: Callable[[str, str], bool]) -> str | None:
    """Why ``rival`` cannot answer a "who" question the executed reading answers with people, or None: it answers
    with nodes of a label that is not (and is within no) label of people."""
    if not asks_who or rival.answer != "nodes" or cand.answer != "nodes" or not rival.target or not cand.target:
        return None
    people = person_labels(schema, within)
    if not people or not _of(cand.target, people, within) or _of(rival.target, people, within):
        return None
    return f"it answers with {rival.target} nodes, which are not people, and the question asks who"


def _of(label: str, people: tuple[str, ...], within: Callable[[str, str], bool]) -> bool:
    """Whether ``label`` is a label of people or every node of it is one of them."""
    return label in people or any(within(label, p) for p in people)


def weaker_reading(rival: Any, cand: Any, reading: Any, said_rels: frozenset[str] = frozenset()) -> str | None:
    """Why ``rival`` is a poorer reading of the question's own words than ``cand``, or None: it reads a word that
    ``cand`` reads as one relationship or property as another one, which that word names less surely ("based on
    *unitPrice*" read as units in stock), or, where ``cand`` counts, as a label less sure than the type ("charters");
    or it answers a kind of thing no word names (``unnamed_answer``). ``said_rels``: the relationship types a word of
    the question names surely."""
    labels = isinstance(cand.form, Count)  # "rides in March" lists no rides: a label rival there is no weaker
    for p in rival.parts:
        if p.kind not in ("relation", "property", "label") or not p.tokens or \
                (p.kind == "label" and (not labels or p.conf >= OWN_NAME)):
            continue
        for q in cand.parts:
            same = q.kind == ("relation" if p.kind == "label" else p.kind)
            if same and q.text != p.text and q.tokens & p.tokens and q.conf > p.conf:
                if p.kind == "property" and q.conf - p.conf < CLOSE_NAME and _unnamed_walk(cand, said_rels) and \
                        not _THROUGH.search(to_sexpr(rival.form)):
                    continue  # "which batch had the most jars": its own jars filled, or the jars its sales add up
                words = reading.text(sorted(q.tokens & p.tokens))
                return f"it reads '{words}' as {p.text} ({p.conf:.2f}), which names {q.text} more surely ({q.conf:.2f})"
    return unnamed_answer(rival, cand, reading)


CLOSE_NAME = 0.15  # a key named this much less surely than another is named by the same word all but as well
_THROUGH = re.compile(r"\b([A-Za-z_][A-Za-z0-9_]*)\.(?:start|end)\b")


def _unnamed_walk(cand: Any, said_rels: frozenset[str] = frozenset()) -> str:
    """A relationship ``cand`` reads a number or date through though no word names it ("the most jars" of batches,
    read as the jars on their sales), or ""; a key read so is no surer a reading of its word than a key the nodes
    hold themselves (read through no relationship) that the word names all but as well (``CLOSE_NAME``)."""
    named = " ".join(p.text for p in cand.parts if p.tokens and p.kind == "relation")
    return next((rel for rel in _THROUGH.findall(to_sexpr(cand.form)) if rel not in named and rel not in said_rels), "")


def unnamed_answer(rival: Any, cand: Any, reading: Any = None) -> str | None:
    """Why ``rival`` is no other meaning of the question, or None: it answers (lists or counts) the nodes of a label
    that no word of the question names, another label than ``cand`` answers, while a word names what ``cand``
    answers surely: its label, or (for a value) the key it reads. Readings of "who" or of "things" name no label of
    their own, so they are never set aside here."""
    if rival.answer not in ("nodes", "number") or not rival.target or rival.target == cand.target:
        return None
    tokens = getattr(reading, "tokens", None) or []
    if tokens and tokens[0].low in ("who", "whom"):
        return None  # "who manages the operative that did X": the manager, whom "who" names as surely as any word
    labels = [p for p in rival.parts if p.kind == "label" and p.text == rival.target]
    if not labels or any(p.tokens for p in labels):
        return None  # a word names the rival's label, or the label is not one of its pieces
    if cand.answer in ("nodes", "number"):
        said = [p for p in cand.parts if p.kind == "label" and p.text == cand.target and p.tokens and p.conf >= SURE]
    elif cand.answer == "value":
        said = [p for p in cand.parts if p.kind == "property" and p.tokens and p.conf >= SURE]
    else:
        said = []
    if not said:
        return None
    return f"it answers with {rival.target} nodes, which no word names, and '{said[0].text}' names what is asked"


def measure_named_less(rival: Any, cand: Any, reading: Any) -> str | None:
    """Why ``rival`` measures what the question's superlative asks less well than ``cand``, or None (see the module
    docstring): both rank one set of things, each by a key of their own, and only ``cand``'s key has a word of the
    quantity the superlative measures."""
    mine, theirs = _ranked_key(cand.form), _ranked_key(rival.form)
    if mine is None or theirs is None or mine[0] != theirs[0] or mine[1] == theirs[1]:
        return None
    for cue in reading.of("top"):
        dims = set(DIMENSIONS.get(cue.word, "").split())
        if dims & _words(mine[1]) and not dims & _words(theirs[1]):
            return f"it ranks by {theirs[1]}, and '{cue.word}' measures the {' / '.join(sorted(dims & _words(mine[1])))} " \
                f"{mine[1]} holds"
    return None


def _ranked_key(form: Any) -> tuple[str, str] | None:
    """(the things ranked, as text; the key of their own they are ranked by) of a ranking or an extreme value."""
    if isinstance(form, ArgMax | ArgMin | Aggregate):
        things, key = form.expr, form.relation
    elif isinstance(form, Top):
        things, key = form.expr, form.slot
    else:
        return None
    if isinstance(form, Aggregate) and form.fn not in ("max", "min"):
        return None
    if not isinstance(key, Relation) or key.reverse or "." in key.name:
        return None
    return to_sexpr(things), key.name


def _words(key: str) -> set[str]:
    return set(identifier_words(key).lower().split())
