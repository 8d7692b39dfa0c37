"""Which key a question's words say, where the mentions found for them leave it open.

- **A key named whole, and another by part of its words** ("count of premises by *risk rating*": ``riskRating``
  for both words, ``sleepingRisk`` for "risk"): the part names nothing, where the whole names its key as surely or
  more (``whole_keys``).
- **A label's own key named by the label's word and a word further on** ("*premises* count by *type*":
  ``premisesType``): the further word names the key, and the label's word the label (``apart_from_label``).
- **A key's whole name of several words said word for word** ("a *tunings per year* figure"): those words are the
  key, not a value of one of them, nor a grouping (``said_whole``).
- **A relationship's key said after its type's word** ("the average *contract value*" of CONTRACT_WITH's
  ``annualValueGbp``): the type's word is the key's too, not a value it also spells, such as a booking's funding
  'contract' (``type_word_keys``).
- **A value two keys hold** ("HazMat … in their *skills*": a skill, and a trainer's discipline): the value of the key
  the question's other words name surely (``of_said_keys``).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from kgchat.reasoning.schema_parser.lemmas import participle
from kgchat.reasoning.schema_parser.schema_index import (
    Element,
    Grounding,
    SchemaIndex,
    SchemaMention,
    ValueMention,
    singular,
)
from kgchat.reasoning.schema_parser.words import STOP, stem
from kgchat.schema import identifier_words
from kgchat.text import word_kinds


def whole_keys(schema: list[SchemaMention]) -> list[SchemaMention]:
    """``schema`` without the keys named by part of a phrase that names another key whole, as surely or more."""
    keys = ("prop", "edge_prop")
    return [m for m in schema if m.element.kind not in keys or not any(
        n.element.kind in keys and set(m.tokens) < set(n.tokens) and n.score >= m.score for n in schema)]


def apart_from_label(schema: list[SchemaMention]) -> list[SchemaMention]:
    """``schema`` with a key of a label, named by the label's word and a word further on ("*premises* count by
    *type*": premisesType), named by that further word alone: the label's word names the label, as it does."""
    out = []
    for m in schema:
        own = [x for x in schema if x.element.kind == "label" and x.score >= 0.9 and set(x.tokens) < set(m.tokens)
               and x.element.name in m.element.holders] if m.element.kind == "prop" else []
        rest = tuple(sorted(set(m.tokens) - {i for x in own for i in x.tokens}))
        gapped = max(m.tokens) - min(m.tokens) + 1 > len(m.tokens)
        out.append(replace(m, tokens=rest) if own and rest and gapped else m)
    return out


def of_said_keys(g: Grounding) -> list[ValueMention]:
    """The values of a span held by several keys, kept to those of a key the question's other words name surely
    (the value is said of that key)."""
    out = []
    for v in g.values:
        said = {m.element for m in g.schema if m.score >= 0.9 and m.element.kind in ("prop", "edge_prop")
                and not set(m.tokens) & set(v.tokens)}
        rivals = [x for x in g.values if x.tokens == v.tokens and x.element != v.element]
        if v.element in said or not rivals or not any(x.element in said for x in rivals):
            out.append(v)
    return out


KEY_PREPOSITIONS = frozenset({"from", "to", "by", "of", "for", "with"})  # ending a key's name: windFrom, paidBy


def said_whole(tokens: list[Any], index: SchemaIndex) -> list[tuple[tuple[int, ...], Element]]:
    """The keys whose whole name of several words is said word for word, two of them at least words of substance
    ("how many households lack a *tunings per year* figure": ``tuningsPerYear``), each with the words saying it.
    Said so, the words are that key's name: none of them is a value on its own (the job kind 'tuning'), nor is
    "per" among them a grouping. A key of one such word and the preposition after it ("the *wind from* the west":
    ``windFrom``) is said whole too."""
    out = []
    for e in index.elements:
        words = e.words.lower().split()
        substance = sum(w not in STOP for w in words)
        if e.kind not in ("prop", "edge_prop") or len(words) < 2 or \
                substance < 2 and not (substance == 1 and words[-1] in KEY_PREPOSITIONS):
            continue
        stems = [stem(w) for w in words]
        for i in range(len(tokens) - len(words) + 1):
            if all(tokens[i + j].stem == s for j, s in enumerate(stems)) and (substance > 1 or all(
                    tokens[i + j].low in (w, w + "s") for j, w in enumerate(words) if w not in STOP)):
                out.append((tuple(range(i, i + len(words))), e))  # ("*dating from* X" is no dateFrom)
    return out



def type_word_keys(tokens: list[Any], g: Grounding) -> tuple[list[SchemaMention], list[ValueMention]]:
    """``g``'s schema mentions with each relationship's key named also by the word right before its own words when
    that word is one of the type's name ("*contract* discount" of CONTRACT_WITH.discountPct): one mention of both
    words; and its values without one said by that word alone (a booking's funding 'contract'), which the key's
    words are."""
    out, taken = [], set()
    for m in g.schema:
        i = min(m.tokens) - 1 if m.tokens else -1
        if m.element.kind == "edge_prop" and m.score >= 0.75 and i >= 0 and tokens[i].low not in STOP and \
                tokens[i].stem in {stem(w) for w in identifier_words(m.element.owner).lower().split()} and \
                tokens[i].stem not in m.element.stems and _modifies(tokens, i):
            m = replace(m, tokens=(i, *m.tokens))
            taken.add((i, m.element.owner))
        out.append(m)
    # the type's word read alone, as a test that a node has such a relationship ("technicians who mentor", then
    # some other key's hours), says less than the key it modifies: it loses a tie with that key's reading
    out = [replace(m, score=m.score * MODIFIER) if m.element.kind == "rel" and len(m.tokens) == 1 and
           (m.tokens[0], m.element.name) in taken else m for m in out]
    return out, [v for v in g.values if not set(v.tokens) <= {i for i, _ in taken}]


MODIFIER = 0.9  # how surely a relationship type's word that modifies one of its keys names the type by itself


def _modifies(tokens: list[Any], i: int) -> bool:
    """Whether word ``i`` stands before the next as a modifier of a noun ("*contract* value", "*mentoring* hours"),
    not as a plural noun that a verb follows ("*hires* started in 2024": the hires, then when they started)."""
    nxt = tokens[i + 1].low
    return "NOUN" in word_kinds(nxt) and not participle(nxt) and singular(tokens[i].low) == tokens[i].low
