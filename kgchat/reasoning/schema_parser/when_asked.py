"""A "when" question answered by things instead of a time (``no_time``).

"When was TB-24-0027 booked?" asks for the date the booking was made (``MADE.bookedOn``); a reading that walks the
same relationship to the guest who made it takes in as many words, and answers with a person. Where the graph keeps
times at all (a key holding dates or years), a reading that answers nodes is of another kind than the question
asks for, as an answer of nodes to "where" is where the graph has places (``places.no_place``)."""

from __future__ import annotations

from kgchat.reasoning.schema_parser.build import Builder
from kgchat.reasoning.schema_parser.dated_verbs import dated
from kgchat.reasoning.schema_parser.parts import Candidate


def asks_when(b: Builder) -> bool:
    """Whether the question begins by asking when."""
    return bool(b.r.tokens) and b.r.tokens[0].low == "when"


def no_time(b: Builder, cand: Candidate) -> str:
    """Why ``cand`` answers a "when" question with no time ("" when it may): nodes, where the graph keeps times."""
    if cand.answer != "nodes" or not cand.target or not any(dated(e) for e in b.index.elements):
        return ""
    return f"'when' asks for a time, and this answers {cand.target} nodes"
