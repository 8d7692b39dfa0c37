"""A relationship type named by the asker's own noun for one of its relationships, read from what it keeps.

A relationship that keeps several facts of its own is a record people call by a noun the graph never spells: a
patron ``BOUGHT`` a performance with a ``seat``, a ``price`` and a ``purchased`` date, and the asker counts
*tickets*; an aircraft ``INSPECTED_AT`` an airport with a ``checkType``, a ``cost`` and a ``date`` is an
*inspection*. No word of "tickets" is in ``BOUGHT`` or its keys, and MiniLM puts "tickets" nearer ``Venue`` than
``bought`` by their names alone; what the relationship keeps says what it is.

So each label and relationship type is described by its name's words followed by its keys' words ("bought: price
gbp, seat, attended, purchased, concession"), and a plural noun of the question that names no element (no mention
at least ``SURE``, no entity or value) is compared with every description. It names a relationship type when that
type keeps at least ``KEYS`` keys (a record, not a bare link), its description is the nearest by at least
``CLEAR`` and is at least ``NEAR``. The reading is an inference, not the graph's own word: it is kept below
``SURE`` so that no answer built on it is exact.
"""

from __future__ import annotations

from typing import Any

from kgchat.reasoning.schema_parser.schema_index import Element, SchemaIndex, SchemaMention
from kgchat.reasoning.schema_parser.words import STOP, Reading
from kgchat.text import word_kinds

SURE = 0.75  # a mention at least this sure means the word names that element already
SCORE = 0.7  # a type read from what it keeps: below SURE, so the step stays approximate
NEAR = 0.4  # least MiniLM similarity of the noun to the type's description
CLEAR = 0.1  # how much nearer the type's description must be than any other label's or type's
KEYS = 2  # keys a relationship type keeps before it is a record with a noun of its own


def describe(index: SchemaIndex, e: Element) -> str:
    """A label's or relationship type's name and keys as one line of words ("bought: price gbp, seat, ...")."""
    if e.kind == "label":
        keys = [p for p in index.elements if p.kind == "prop" and e.name in p.holders]
    else:
        keys = [p for p in index.elements if p.kind == "edge_prop" and p.owner == e.name]
    return f"{e.words.lower()}: " + ", ".join(p.words.lower() for p in keys)


def nearest_record(index: SchemaIndex, word: str) -> Element | None:
    """The relationship type ``word`` names by what it keeps (see the module docstring), or None."""
    things = [e for e in index.elements if e.kind in ("label", "rel")]
    if not any(e.kind == "rel" for e in things):
        return None
    vecs = index.encode([word] + [describe(index, e) for e in things])
    if vecs is None:
        return None
    sims = sorted(zip((vecs[1:] @ vecs[0]).tolist(), range(len(things)), strict=True), reverse=True)
    (best, k), (second, _) = sims[0], sims[1] if len(sims) > 1 else (0.0, -1)
    e = things[k]
    kept = sum(1 for p in index.elements if p.kind == "edge_prop" and p.owner == e.name)
    if e.kind != "rel" or kept < KEYS or best < NEAR or best - second < CLEAR:
        return None
    return e


def record_noun_mentions(reading: Reading, index: SchemaIndex, schema: list[SchemaMention],
                         taken: set[int]) -> list[SchemaMention]:
    """``schema`` with a relationship type mention for each plural noun that names no element and whose meaning is
    clearly nearest what one type keeps (see the module docstring)."""
    out = list(schema)
    for i, t in enumerate(reading.tokens):
        if i in taken or not t.low.isalpha() or t.low in STOP or len(t.low) <= 3 or t.low == t.stem or \
                not t.low.endswith("s") or "NOUN" not in word_kinds(t.low):
            continue
        if any(i in m.tokens and (m.score >= SURE or m.role is not None) for m in out):
            continue  # the word names an element already, or the nodes that take part in a type ("actors")
        rel = nearest_record(index, t.low)
        if rel is None or any(i in m.tokens and m.element == rel for m in out):
            continue  # (a word MiniLM already ties to the type's own name keeps that reading, and its badge)
        out = [m for m in out if i not in m.tokens]  # nothing less sure read from the word
        out.append(SchemaMention((i,), rel, SCORE))
    return sorted(out, key=lambda m: -m.score)


def inferred_records(cand: Any, reading: Reading, builder: Any) -> list[str]:
    """Why a form that reads a word as a relationship type by what the type keeps (``record_noun_mentions``) is no
    exact answer, one line each: the graph never calls its relationships by that word, so the reading is a guess
    however well the rest of the form fits."""
    out: list[str] = []
    said = {i for part in cand.parts if part.tokens for i in part.tokens}
    for m in builder.g.schema:
        if m.element.kind != "rel" or m.score != SCORE or not set(m.tokens) <= said:
            continue
        word = reading.text(sorted(m.tokens))
        if nearest_record(builder.index, word.lower()) == m.element:
            out.append(f"'{word}' is read as {m.element.name} by what its relationships keep, not by a word of "
                       "the graph's: which thing it means is a guess")
    return out
