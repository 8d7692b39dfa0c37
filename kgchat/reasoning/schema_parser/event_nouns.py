"""The noun of a relationship type named by a verb: RODE, VISITED, REVIEWED are each one act, and a question counts
those acts by the noun ("how many *trips*", "the *visits* in May", "*reviews* per year"), which MiniLM puts near
the noun of the same word ("rides", "visits") far more than near the verb's past tense ("rode").

A type whose one word is an inflected verb whose base form English also uses as a noun is read as that noun's
plural too, for the embedding comparison only; the stems already tie the noun itself ("rides") to the type.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import numpy as np

from kgchat.reasoning.schema_parser.schema_index import Element, SchemaIndex, SchemaMention
from kgchat.text import plural, word_kinds


def act_noun(e: Element) -> str | None:
    """The plural noun that names one act of relationship type ``e`` ("rides" for RODE, "visits" for VISITED), or
    None for a type of several words or one whose word is no inflected verb with a noun of the same form."""
    if e.kind != "rel":
        return None
    words = e.words.lower().split()
    if len(words) != 1:
        return None
    from lemminflect import getAllLemmas

    word = words[0]
    for lemma in getAllLemmas(word).get("VERB", ()):
        if lemma != word and "NOUN" in word_kinds(lemma):
            return plural(lemma)
    return None


def by_act_nouns(index: SchemaIndex, q: np.ndarray, sims: np.ndarray, rows: int) -> None:
    """Raise ``sims`` (question grams × elements) to each gram's similarity with the act noun of every type that has
    one (``act_noun``), for the first ``rows`` grams (the plain words; a verb said with its preposition is compared
    with types so named only)."""
    nouns: list[tuple[int, str]] = [(k, n) for k, e in enumerate(index.elements) if (n := act_noun(e))]
    if not nouns:
        return
    vectors: Any = index.encode([n for _, n in nouns])
    if vectors is None:
        return
    by_noun = q[:rows] @ vectors.T
    for j, (k, _) in enumerate(nouns):
        sims[:rows, k] = np.maximum(sims[:rows, k], by_noun[:, j])


def own_property_first(mentions: list[SchemaMention]) -> list[SchemaMention]:
    """``mentions`` without a relationship type named by words that name one of its own properties more surely
    ("medal" is AWARDED's medal, not an award by likeness of meaning): the type is then read through that property,
    as surely as the property is named."""
    owned = [m for m in mentions if m.element.kind == "edge_prop"]
    return [m for m in mentions if not (m.element.kind == "rel" and any(
        p.element.owner == m.element.name and set(p.tokens) & set(m.tokens) and p.score > m.score for p in owned))]


TYPE_SURE = 0.95  # a word names a relationship type this surely: its key of a name, not a node's, is meant


def type_keys_first(mentions: list[SchemaMention]) -> list[SchemaMention]:
    """``mentions`` with a node key's mention cut down to the words that do not name a relationship type surely
    where the type keeps a key of the same name named by the same words ("the average *review score*": REVIEWED's
    rating, not a boat's star rating): the type's word is its key's, and the node key keeps only what is left (the
    mention dropped when nothing is)."""
    types = [m for m in mentions if m.element.kind == "rel" and m.score >= TYPE_SURE]
    keys = [m for m in mentions if m.element.kind == "edge_prop"]
    out = []
    for m in mentions:
        said = set() if m.element.kind != "prop" or len(m.tokens) < 2 else {
            i for t in types for k in keys if k.element.owner == t.element.name and k.element.name == m.element.name
            and set(k.tokens) == set(m.tokens) for i in t.tokens if i in m.tokens}
        if not said:
            out.append(m)
        elif left := tuple(i for i in m.tokens if i not in said):
            out.append(replace(m, tokens=left))
    return out
