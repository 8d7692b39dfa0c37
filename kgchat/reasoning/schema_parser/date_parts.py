"""A part of a date asked for by name: "*in which month* was VT-24143 received", "*what year* did X join", "which
*quarter* did the survey fall in", "what *day of the week* was FS-23823" (Monday 1 … Sunday 7). Where the key the form reads holds whole dates, the answer is that part of each
(``(JOIN (R (MONTH receivedOn)) X)``: 5), not the date (2024-05-20), which answers another question than the one
asked. A key holding years already ("joinedYear": 2016) is left as it is.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from kgchat.logic.nodes import DATE_PARTS, Calc, Entity, Join, Relation
from kgchat.schema import TEMPORAL

WH = ("what", "which")


def asked_part(b: Any) -> tuple[str, tuple[int, ...]] | None:
    """The part of a date the question's wh-phrase asks for ("what *year*", "in which *month*", "what *day of the
    week*") and its words, or None."""
    tokens = b.r.tokens
    for c in b.r.of("wh"):
        i = max(c.tokens) + 1
        if c.op in WH and [t.low for t in tokens[i:i + 4]] == WEEKDAY_PHRASE:
            return "weekday", tuple(range(i, i + 4))  # "what day of the week was it": Monday 1 … Sunday 7
        if c.op in WH and i < len(tokens) and (part := tokens[i].low) in DATE_PARTS:
            if i + 1 < len(tokens) and tokens[i + 1].low in ("'s", "of"):
                return None  # "which year's intake": it names something else
            return part, (i,)
    return None


WEEKDAY_PHRASE = ["day", "of", "the", "week"]


def date_parts(b: Any, cands: list[Any]) -> None:
    """Reads, in place, each value candidate that gives a key's whole dates as the part of them asked for."""
    asked = asked_part(b)
    if asked is None:
        return
    part, words = asked
    if len(words) > 1 and not any(c.answer == "value" for c in cands):
        cands += _days_of_named(b, words)  # "what day of the week was A-12": no word names a key, the phrase does
    for c in cands:
        form = c.form
        if c.answer != "value" or not isinstance(form, Join) or not isinstance(form.relation, Relation) \
                or not form.relation.reverse:
            continue
        if not _whole_dates(b, form.relation.name):
            own = _only_date(b, form.expr) if len(words) > 1 else None
            if own is None:
                continue
            # "what *day* of the week was X" read as a key of days: the one date X's nodes keep, which the day is of
            form = Join(Relation(own, reverse=True), form.expr)
        c.form = Join(Calc(part, (Relation(form.relation.name),), reverse=True), form.expr)
        c.parts = [replace(p, tokens=p.tokens | set(words)) if p.kind == "property" else p for p in c.parts]


def _days_of_named(b: Any, words: tuple[int, ...]) -> list[Any]:
    """A reading of each named thing's one date, for the weekday phrase to take the day of."""
    from kgchat.reasoning.schema_parser.build import Candidate, Part

    out = []
    for em in b.g.entities:
        key = _only_date(b, Entity(em.entity.id))
        if key is not None:
            out.append(Candidate(Join(Relation(key, reverse=True), Entity(em.entity.id)),
                                 [Part(None, frozenset(em.tokens), 1.0, "entity", em.entity.name),
                                  Part(None, frozenset(words), 0.9, "property", _words(b, key))], "value"))
    return out


def _words(b: Any, key: str) -> str:
    return next((e.words for e in b.index.elements if e.kind == "prop" and e.name == key), key)


def _only_date(b: Any, expr: Any) -> str | None:
    """The one key holding whole dates of the label of a named thing ``expr``, or None."""
    if not isinstance(expr, Entity):
        return None
    labels = {x for em in b.g.entities if em.entity.id == expr.id for x in em.labels}
    keys = {e.name for e in b.index.elements if e.kind == "prop" and set(e.holders) & labels
            and _whole_dates(b, e.name)}
    return next(iter(keys)) if len(keys) == 1 else None


def _whole_dates(b: Any, name: str) -> bool:
    """Whether the node or relationship key ``name`` ("receivedOn", "WORKED_ON.start") holds whole dates."""
    owner, _, key = name.rpartition(".")
    for e in b.index.elements:
        if e.info is not None and e.name == key and (e.owner == owner if owner else e.kind == "prop"):
            return e.info.type in TEMPORAL and not e.info.holds_years
    return False
