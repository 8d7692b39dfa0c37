"""The verb of "when did X <verb>" read as the date the form reads, where that date is the one the verb means.

"When was *The Copper Cartographer* added to the collection?" asks for the date of an event the graph keeps under
a name of its own (``acquired``), beside other dates of the same things (``published``). ``dated_verb`` reads the
verb as the dated key the form reads when

- the question asks for a time ("when", "what year");
- the form reads one key holding dates or years, and the things it is read of hold at least one other such key
  (with one only, the verb may name an event the graph does not keep: "when did X die" of a graph with birth dates
  only is no question about the birth date);
- of those dated keys, the one read is the nearest to the verb in meaning (MiniLM, both said in dictionary forms:
  "add" is 0.27 from "acquire", 0.16 from "publish"), by ``MARGIN`` at least.
"""

from __future__ import annotations

from typing import Any

from kgchat.logic.nodes import relations_in
from kgchat.reasoning.schema_parser.schema_index import (
    Element,
    SchemaIndex,
    SchemaMention,
    date_text,
    year_valued,
)
from kgchat.reasoning.schema_parser.verb_lemmas import said_as_dictionary, verb_at
from kgchat.reasoning.schema_parser.words import STOP, Reading, stem
from kgchat.schema import TEMPORAL
from kgchat.text import word_kinds

MARGIN = 0.08  # how much nearer the verb the date read must be than every other date of the same things


def dated(e: Element) -> bool:
    """A key holding dates or years."""
    return e.kind in ("prop", "edge_prop") and e.info is not None and (
        e.info.type in TEMPORAL or date_text(e) or year_valued(e))


def dated_verb(i: int, cand: Any, reading: Any, builder: Any) -> str | None:
    """Why word ``i`` is read as the dated key the form reads (see the module docstring), or None."""
    token = reading.tokens[i]
    wh = reading.of("wh")
    asks_time = bool(wh) and wh[0].op == "when" or any(
        t.low == "year" and j > 0 and reading.tokens[j - 1].low in ("what", "which") for j, t in enumerate(reading.tokens))
    base = verb_at(reading, i) if asks_time else None  # surely a verb: "join *the scheme*" is no verb "scheme"
    walked = relations_in(cand.form)
    read = [e for e in builder.index.elements if dated(e) and e.relation in walked]
    if base is None or len(read) != 1:
        return None
    key = read[0]
    holders = set(key.holders) if key.kind == "prop" else set()
    others = [e for e in builder.index.elements if dated(e) and e != key
              and (set(e.holders) & holders if e.kind == "prop" else key.kind == "edge_prop" and e.owner == key.owner)]
    if not others:
        return None
    vecs = builder.index.encode([base] + [said_as_dictionary(e.words or e.name) for e in (key, *others)])
    if vecs is None:
        return None
    sims = vecs[1:] @ vecs[0]
    if float(sims[0]) < float(max(sims[1:])) + MARGIN:
        return None
    return f"the date {key.name}, the one of the dates kept that '{token.text}' means"


TIME_KEY_WORDS = frozenset({"year", "date", "on", "at", "day", "time", "when"})  # castYear, paidOn, signedAt


def dated_by_verb(reading: Reading, index: SchemaIndex, schema: list[SchemaMention],
                   skip: set[int]) -> list[SchemaMention]:
    """``schema`` with each key of dates or years named by a word of a "when" question that is its name's first
    word, the rest of the name only saying it is a time ("when was X *cast*": ``castYear``; "when was it *paid*":
    ``paidOn``), as surely as by its whole name: the word may name a label or a type too ("cast": Casting,
    CAST_BY), and the readings then tell which the question asks."""
    out = list(schema)
    for i, t in enumerate(reading.tokens):
        if i in skip or t.low in STOP or "VERB" not in word_kinds(t.low):
            continue  # a verb only: a noun ("when was the *delivery*") names deliveryDate as other words do
        for e in index.elements:
            words = (e.words or "").lower().split()
            if len(words) < 2 or not dated(e) or not set(words[1:]) <= TIME_KEY_WORDS or \
                    words[0] != t.low and stem(words[0]) != stem(t.low):
                continue
            if not any(m.element == e and m.score >= 1.0 for m in out):
                out = [m for m in out if m.element != e] + [SchemaMention((i,), e, 1.0)]
    return sorted(out, key=lambda m: -m.score)
