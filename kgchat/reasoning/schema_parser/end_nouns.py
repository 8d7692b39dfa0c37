"""Relationship types named by a noun for the node at their end: a match's HOME_TEAM and AWAY_TEAM (its clubs), a
club's HOME_GROUND (its stadium), a flight's ORIGIN_AIRPORT. The graph's own names call those nodes *teams*,
*grounds*, *airports* even where their label says otherwise (``Club``, ``Stadium``), so a question's "teams" or
"ground" names that label: "how many teams compete in the league" counts clubs, "the newest ground" ranks stadiums.

Read from the schema: a type whose name is a noun with words qualifying it (HOME_TEAM, ORIGIN_AIRPORT, NEXT_STOP),
all of whose relationships end at one label, names that label by the noun. Where the schema lists several labels at
the end because some nodes there carry a second label (stations of which some are also ``Interchange``), the graph
is asked whether every node of the others holds one of them: the noun names that broadest one. A noun that would
name two labels names neither; a verb phrase (ACTED_IN, PART_OF, ORDERS, SERVED_ON_JURY) names no end.
"""

from __future__ import annotations

from collections.abc import Callable

from kgchat.lexicons import FUNCTION_WORDS
from kgchat.reasoning.schema_parser.schema_index import SchemaIndex, SchemaMention
from kgchat.reasoning.schema_parser.words import Reading, stem
from kgchat.schema import GraphSchema, identifier_words
from kgchat.text import word_kinds

SCORE = 0.9  # a label named by the noun of a type ending at it: a little below its own word (1.0)
FAR = 0.2  # a relationship type read from the same word this much less surely is dropped


def _qualifier(word: str) -> bool:
    """A word that can qualify a noun (HOME, AWAY, ORIGIN), not a verb only (SERVED in SERVED_ON_JURY: the noun
    after it is what is done, not the node at the end)."""
    return word not in FUNCTION_WORDS and word_kinds(word) != frozenset({"VERB"})


def end_nouns(schema: GraphSchema, within: Callable[[str, str], bool] | None = None) -> dict[str, str]:
    """The stem of each end noun the schema's type names make, with the one label it names (see the module doc).
    ``within(narrow, broad)``: whether every node of one label also holds another (None: never asked)."""
    found: dict[str, set[str]] = {}
    for r in schema.relationships:
        words = identifier_words(r.name).lower().split()
        end = _broadest(tuple(dict.fromkeys(r.ends)), within)
        if len(words) < 2 or words[-1] in FUNCTION_WORDS or "NOUN" not in word_kinds(words[-1]) \
                or not all(_qualifier(w) for w in words[:-1]) or end is None:
            continue  # a verb phrase (ACTED_IN, SERVED_ON_JURY, PART_OF) names no end
        found.setdefault(stem(words[-1]), set()).add(end)
    labels = {stem(w) for x in schema.labels for w in identifier_words(x.name).lower().split()}
    return {noun: ends.pop() for noun, ends in found.items() if len(ends) == 1 and noun not in labels}


def _broadest(ends: tuple[str, ...], within: Callable[[str, str], bool] | None) -> str | None:
    """The one label at a relationship's end, or the one of several whose nodes include all the others' (None when
    there is no such label)."""
    if len(ends) == 1:
        return ends[0]
    if within is None:
        return None
    return next((b for b in ends if all(a == b or within(a, b) for a in ends)), None)


def end_noun_mentions(reading: Reading, index: SchemaIndex, schema: list[SchemaMention],
                      taken: set[int]) -> list[SchemaMention]:
    """``schema`` with a label mention for each word of the question that is an end noun ("teams": Club), unless a
    word names that label already or the word is a name's or a value's. A relationship type the word is only a
    little like in meaning ("stops" ~ ENDS_AT) is no longer read from it; the types spelt with it stay."""
    nouns = end_nouns(index.schema, index.within)
    if not nouns:
        return schema
    named = {m.element.name for m in schema if m.element.kind == "label" and m.score >= 1.0}
    out = list(schema)
    for i, t in enumerate(reading.tokens):
        label = nouns.get(t.stem)
        if i in taken or label is None or label in named:
            continue
        element = next((e for e in index.elements if e.kind == "label" and e.name == label), None)
        if element is not None:
            out.append(SchemaMention((i,), element, SCORE))
            out = [m for m in out if m.element.kind != "rel" or i not in m.tokens or m.score >= SCORE - FAR
                   or t.stem in m.element.stems]
    return sorted(out, key=lambda m: -m.score)
