"""A "when" question ("since when", "in what year") answered by things instead of a time (``no_time``).

"When was TB-24-0027 booked?" asks for the date the booking was made (``MADE.bookedOn``); a reading that walks the
same relationship to the guest who made it takes in as many words, and answers with a person. Where the graph keeps
times at all (a key holding dates or years), a reading that answers nodes is of another kind than the question
asks for, as an answer of nodes to "where" is where the graph has places (``places.no_place``)."""

from __future__ import annotations

from typing import Any

from kgchat.logic.nodes import Join, Relation
from kgchat.reasoning.schema_parser.build import Builder
from kgchat.reasoning.schema_parser.dated_verbs import dated
from kgchat.reasoning.schema_parser.parts import Candidate
from kgchat.reasoning.time_doubts import calendar

TIME_NOUNS = frozenset({"year", "date", "day", "month"})  # "in what *year*", "on which *date*"
LEADS = frozenset({"since", "until", "till", "in", "on", "from", "by"})  # "*since* when", "*in* what year"


def asks_when(b: Builder) -> bool:
    """Whether the question begins by asking when: "when …", "since when …", "(in) what year …"."""
    lows = [t.low for t in b.r.tokens[:4]]
    if lows[:1] and lows[0] in LEADS:
        lows = lows[1:]
    return lows[:1] == ["when"] or len(lows) > 1 and lows[0] in ("what", "which") and lows[1] in TIME_NOUNS


def no_time(b: Builder, cand: Candidate) -> str:
    """Why ``cand`` answers a "when" question with no time ("" when it may): nodes, where the graph keeps times; or
    the values of a key that holds no time, where the same nodes keep one ("when does X flower": the flowering
    months 'Jun', 'Jul', not the flower colour)."""
    if cand.answer == "value":
        key = _value_key(b, cand)
        if key is None or _timed(b, key):
            return ""
        if any(_timed(b, e) for e in b.index.elements if e.kind == "prop" and set(e.holders) & set(key.holders)):
            return f"'when' asks for a time, and {key.name} holds none"
        return ""
    if cand.answer != "nodes" or not cand.target or not any(dated(e) for e in b.index.elements):
        return ""
    return f"'when' asks for a time, and this answers {cand.target} nodes"


def _value_key(b: Builder, cand: Candidate) -> Any:
    """The node key whose values ``cand`` answers with (a walk from the named thing to its key), or None."""
    form = cand.form
    if not isinstance(form, Join) or not isinstance(form.relation, Relation) or not form.relation.reverse:
        return None
    name = form.relation.name
    return next((e for e in b.index.elements if e.kind == "prop" and e.relation == name), None)


def _timed(b: Builder, e: Any) -> bool:
    """Whether key ``e`` holds times: dates or years, or names of months or days of the week ('Mar', 'Thursday')."""
    if dated(e):
        return True
    said = [v for vs in b.index.values().values() for x, v in vs if x == e]
    return bool(said) and all(calendar(str(v)) for v in said)
