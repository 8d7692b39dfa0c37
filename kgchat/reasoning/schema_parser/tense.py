"""A relationship that is over: "who *used to* play for X", "X's *former* club", "players who *left* X".

A graph that keeps both what holds now and what held once says so in its type names: PLAYS_FOR beside
FORMERLY_AT, WORKS_AT beside PREVIOUSLY_WORKED_AT, MEMBER_OF beside EX_MEMBER_OF. A question that says the
relationship is over means the type whose name says so, even when its other words name the present one ("used to
*play for*" names PLAYS_FOR by its words). Both sides are read from plain English: the words a type's name marks
the past with (``PAST_NAMES``) and the words a question says it with (``PAST_SAID``); no graph's names are listed.

Where the question says the relationship is over and the schema has such a type, that type is named by those words
(and by the words that named its present-day sibling between the same two labels, which it takes over); a graph
without one is read as before.
"""

from __future__ import annotations

from kgchat.reasoning.schema_parser.schema_index import Element, Grounding, SchemaIndex, SchemaMention
from kgchat.reasoning.schema_parser.words import Reading

PAST_NAMES = frozenset({"former", "formerly", "previous", "previously", "past", "prior", "ex", "old", "earlier"})
PAST_SAID = frozenset({"former", "formerly", "previous", "previously", "past", "ex", "once", "earlier", "left",
                       "leave", "leaving", "leaves"})
PAST_PHRASES = (("used", "to"),)  # "used to play"
SURE = 0.9  # how sure the past words alone name the type (no word names the present one)


def said_over(reading: Reading, skip: set[int]) -> tuple[int, ...]:
    """The words saying a relationship is over ("used to", "former", "left"), leaving out those read as a name or
    value (``skip``: "left" of a left-footed player)."""
    toks = reading.tokens
    out = [i for i, t in enumerate(toks) if i not in skip and t.low.strip("-") in PAST_SAID]
    for phrase in PAST_PHRASES:
        for i in range(len(toks) - len(phrase) + 1):
            if all(toks[i + j].low == w for j, w in enumerate(phrase)) and not set(range(i, i + len(phrase))) & skip:
                out += range(i, i + len(phrase))
    return tuple(sorted(set(out)))


def past_type(e: Element) -> bool:
    """Whether a relationship type's name says it is over (FORMERLY_AT, PREVIOUS_EMPLOYER)."""
    return e.kind == "rel" and bool(set(e.words.lower().split()) & PAST_NAMES)


def over(reading: Reading, index: SchemaIndex, mentions: list[SchemaMention], skip: set[int]) -> list[SchemaMention]:
    """The schema mentions with a type that is over named by the words saying so (see the module docstring)."""
    past = [e for e in index.elements if past_type(e)]
    if not past:
        return mentions
    cue = said_over(reading, skip)
    if not cue:
        return mentions
    schema = index.schema
    out = list(mentions)
    for e in past:
        r = schema.rel(e.name)
        if r is None:
            continue
        ends = (set(r.starts), set(r.ends))
        # the present-day types between the same labels that the question's words name ("play for")
        siblings = [m for m in out if m.element.kind == "rel" and not past_type(m.element)
                    and (x := schema.rel(m.element.name)) is not None and (set(x.starts), set(x.ends)) == ends]
        tokens = set(cue) | {i for m in siblings for i in m.tokens}
        score = max([SURE, *(m.score for m in siblings)])
        out = [m for m in out if m not in siblings and m.element != e]
        out.append(SchemaMention(tuple(sorted(tokens)), e, score))
    return sorted(out, key=lambda m: -m.score)


def with_tense(reading: Reading, index: SchemaIndex, g: Grounding) -> Grounding:
    """``g`` with its schema mentions read for a relationship that is over (names and values are no such word)."""
    skip = {i for m in (*g.entities, *g.values) for i in m.tokens}
    g.schema = over(reading, index, g.schema, skip)
    return g
