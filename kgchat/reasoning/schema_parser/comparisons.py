"""A number, year, date or decade said with a comparison, as a test on one key (``compare_filter``): "after 2010"
from 2011 on, "in August 2025" the whole month, "in the 1990s" the decade, "in the 18th century" its hundred years,
"between 3 and 5" both bounds."""

from __future__ import annotations

import re

from kgchat.logic.nodes import And, Compare, Entity, Expr, Join, Literal, Relation
from kgchat.reasoning.schema_parser.schema_index import Element
from kgchat.reasoning.schema_parser.words import Cue

_MONTH = re.compile(r"([0-9]{4})-([0-9]{2})")  # a date cue naming a whole month
_DAY_OR_MONTH = re.compile(r"[0-9]{4}-[0-9]{2}(?:-[0-9]{2})?")  # a date cue's value: a day or a whole month


def compare_filter(e: Element, cue: Cue, temporal: bool) -> Expr | None:
    rel = owner_rel = Relation(e.relation)
    value = cue.value
    if cue.kind == "decade":  # a decade, or a century ("the 18th century": its word is the cue's last)
        start = int(str(value))
        end = start + (100 if cue.word.lower().endswith(("century", "centuries")) else 10)
        if cue.op in ("lt", "le", "gt", "ge"):  # "before the 1990s", "after the 18th century", "since the 1980s"
            return Compare("ge" if cue.op[0] == "g" else "lt", owner_rel,
                           Literal(str({"lt": start, "le": end, "gt": end, "ge": start}[cue.op])))
        return And(Compare("ge", owner_rel, Literal(str(start))), Compare("lt", owner_rel, Literal(str(end))))
    if cue.op == "between" and isinstance(value, tuple):
        if len(value) != 2:
            return None
        if all(_DAY_OR_MONTH.fullmatch(str(v)) for v in value):  # "between 2025-07-01 and 2025-07-31"
            lo, hi = (str(v) for v in value)
            last = Compare("lt", rel, Literal(_following(hi))) if _MONTH.fullmatch(hi) else \
                Compare("le", rel, Literal(hi))  # "between May and July 2025": to the end of July
            return And(Compare("ge", rel, Literal(lo)), last)
        try:
            lo, hi = (number_text(v) for v in value)
        except ValueError:
            return None  # a number and a date: no range of one key
        return And(Compare("ge", rel, Literal(lo)), Compare("le", rel, Literal(hi)))
    if isinstance(value, tuple):
        return None
    text = str(value) if cue.kind == "date" else number_text(value)
    if cue.kind == "date" and _MONTH.fullmatch(text):  # "in August 2025": the whole month
        following = _following(text)
        if cue.op in ("eq", ""):
            return And(Compare("ge", rel, Literal(text)), Compare("lt", rel, Literal(following)))
        if cue.op in ("gt", "le"):  # after August: from September on; until August: to its end
            return Compare("ge" if cue.op == "gt" else "lt", rel, Literal(following))
        return Compare(cue.op, rel, Literal(text))
    if cue.kind == "year" and temporal:
        year = int(float(str(value)))
        if cue.op in ("eq", ""):
            return And(Compare("ge", rel, Literal(str(year))), Compare("lt", rel, Literal(str(year + 1))))
        if cue.op == "gt":  # after 2010: from 2011 on
            return Compare("ge", rel, Literal(str(year + 1)))
        if cue.op == "le":  # until 2010: to the end of it
            return Compare("lt", rel, Literal(str(year + 1)))
        return Compare(cue.op, rel, Literal(str(year)))
    if cue.op in ("eq", ""):
        return Join(rel, Entity(text))
    return Compare(cue.op, rel, Literal(text))


def _following(month: str) -> str:
    """The month after a ``YYYY-MM`` month ("2025-12" → "2026-01")."""
    y, m = int(month[:4]), int(month[5:7])
    return f"{y + m // 12}-{m % 12 + 1:02d}"


def number_text(value: object) -> str:
    """A number as a form writes it: ``700``, ``4.5``."""
    x = float(str(value))
    return str(int(x)) if x == int(x) else repr(x)
