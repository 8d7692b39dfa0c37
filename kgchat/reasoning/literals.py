"""Literal constraints on an answer set found by relation chains: "the *last* time", "*in 2009*", "the *first*".

ToG-R without an LLM answers with what a relation chain reaches; a question may also say which of those it wants
by a date: a superlative ("the latest", "the first", "most recently") or a year ("in 2009", "after 2005"). The
operators are read as the compositional planner reads them (``question.operators``); their values are checked
against the date-valued neighbours of each answer, or of the mediator (CVT) node the chain reached it through (a
term of office holds its own start and end: "who was the governor of X in 2009"). A start relation and its end
relation (``logic.end_relation``: ``….from`` / ``….to``) make a period, so a year inside it matches; a period with
no end is ongoing (``logic.NOW_DATE``).

When no answer holds a date, a superlative falls back on a year in the answer's own name (events are often named
by their year: "2014 World Series"); that is a guess, reported as such (``checked`` False), as is a constraint
that nothing could be checked against.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from kgchat.backends.base import GraphStore
from kgchat.logic import NOW_DATE, end_relation, tc_window, value_key
from kgchat.reasoning.forms import is_time
from kgchat.reasoning.question import operators
from kgchat.types import Direction, Entity

_NAME_YEAR = re.compile(r"\b(1[0-9]{3}|2[0-9]{3})\b")


@dataclass
class LiteralCheck:
    """What the question's literal constraint kept of an answer set, and how."""

    kept: list[Entity]  # the answers that meet the constraint, best first (all of them when it was not applied)
    words: list[str]  # the words that said the constraint ("last", "in 2009")
    checked: bool  # True when a date relation of the graph decided; False for a guess or nothing applied
    note: str  # what was done, for the trace


def constraint_words(question: str) -> list[str]:
    """The words of the question's superlative and year comparisons (empty when it has none)."""
    a = operators(question)
    spans = ([a.superlative[0]] if a.superlative else []) + [c.span for c in a.comparisons]
    return [w for span in dict.fromkeys(spans) for w in span.split()]


def check_literals(store: GraphStore, question: str, answers: Sequence[Entity],
                   via: dict[str, tuple[Entity, ...]] | None = None) -> LiteralCheck | None:
    """Apply the question's superlative or year comparisons to ``answers`` (``via``: per answer id, the unnamed
    nodes its chain passed through); None when the question has no such constraint."""
    a = operators(question)
    if not (a.superlative or a.comparisons):
        return None
    words = constraint_words(question)
    spans = ", ".join(dict.fromkeys(([a.superlative[0]] if a.superlative else []) + [c.span for c in a.comparisons]))
    periods = _periods(store, answers, via or {})
    if not periods:
        if a.superlative and not a.comparisons:
            return _by_name_year(answers, a.superlative[1], words, spans)
        return LiteralCheck(list(answers), words, False, f"no date of the answers to check \"{spans}\" against")
    relation = max(periods, key=lambda r: (len(periods[r]), r))
    spans_of = periods[relation]
    kept = [e for e in answers if e.id in spans_of]
    for c in a.comparisons:
        kept = [e for e in kept if any(_meets(c.op, c.value, p) for p in spans_of[e.id])]
    if a.superlative:
        pick = max if a.superlative[1] == "max" else min
        keys = {e.id: pick(value_key(start) for start, _ in spans_of[e.id]) for e in kept}
        if keys:
            best = pick(keys.values())
            kept = [e for e in kept if keys[e.id] == best]
    if not kept:
        return LiteralCheck(list(answers), words, False,
                            f"no answer meets \"{spans}\" by {relation}: the answer ignores the constraint")
    return LiteralCheck(kept, words, True, f"\"{spans}\" checked by {relation}: kept {len(kept)} of {len(answers)}")


def _periods(store: GraphStore, answers: Sequence[Entity],
             via: dict[str, tuple[Entity, ...]]) -> dict[str, dict[str, list[tuple[str, str]]]]:
    """Per date relation, per answer id: the (start, end) periods the answer or its mediator nodes hold (a point in
    time is a period of one day; a start without its end runs to ``NOW_DATE``). Two round trips."""
    holders = {e.id: [e.id, *(v.id for v in via.get(e.id, ()))] for e in answers}
    nodes = list(dict.fromkeys(n for ids in holders.values() for n in ids))
    moves = store.relations_many(nodes)
    lookups = [(n, rel, d) for n in nodes for (rel, d), sample in moves.get(n, {}).items()
               if d is Direction.OUT and sample is not None and is_time(sample.id)]
    values = store.neighbors_many(lookups, limit=5) if lookups else {}
    dated = {(n, rel): [v.id for v in found if is_time(v.id)] for (n, rel, _), found in values.items()}
    out: dict[str, dict[str, list[tuple[str, str]]]] = {}
    for answer, ids in holders.items():
        for n in ids:
            rels = [rel for (m, rel) in dated if m == n and dated[(m, rel)]]
            ends_of = {end_relation(r) for r in rels if end_relation(r) != r}
            for rel in rels:
                if rel in ends_of:
                    continue  # an end date: read with its start
                end_rel = end_relation(rel)
                if end_rel == rel:
                    periods = [(v, v) for v in dated[(n, rel)]]
                else:
                    ends = dated.get((n, end_rel), [])
                    periods = [(v, max(ends) if ends else NOW_DATE) for v in dated[(n, rel)]]
                out.setdefault(rel, {}).setdefault(answer, []).extend(periods)
    return out


def _meets(op: str, year: str, period: tuple[str, str]) -> bool:
    """Whether a (start, end) period meets a year comparison: "in 2009" overlaps the year, "after 2005" starts
    in 2006 or later, "before 1990" starts before 1990."""
    start, end = value_key(period[0]), value_key(period[1])
    window = tc_window(year)
    if start is None or end is None or window is None:
        return False
    first, last = value_key(window[0]), value_key(window[1])
    return {"eq": start <= last and end >= first, "gt": start > last, "ge": start >= first,
            "lt": start < first, "le": start <= last}[op]


def _by_name_year(answers: Sequence[Entity], kind: str, words: list[str], spans: str) -> LiteralCheck:
    """A superlative with no date in the graph: the answers whose names carry the latest (earliest) year, when at
    least two carry one; a guess, so never ``checked``."""
    years = {e.id: int(m[1]) for e in answers if (m := _NAME_YEAR.search(e.name or ""))}
    if len(years) < 2:
        return LiteralCheck(list(answers), words, False, f"no date of the answers to check \"{spans}\" against")
    best = (max if kind == "max" else min)(years.values())
    kept = [e for e in answers if years.get(e.id) == best]
    return LiteralCheck(kept, words, False, f"\"{spans}\": no date relation holds the answers' dates; kept the "
                                            f"answer whose name carries the {'latest' if kind == 'max' else 'earliest'}"
                                            f" year ({best}), a guess")
