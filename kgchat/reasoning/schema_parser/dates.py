"""Dates written in words (``month_years``, run by ``words.read`` once the number cues are found): a month named
with its year is one date cue holding the month ("in August 2025" → ``2025-08``), and with a day too, the day
("on 19 October 2024", "the 19th of October 2024", "March 24, 2025" → ``2024-10-19``); the day's number is then
no number of its own. The comparison is read from the words before the date ("after 19 October 2024")."""

from __future__ import annotations

import re

from kgchat.reasoning.schema_parser.words import COMPARE_BEFORE, MONTHS, Cue, Reading, Token, _phrase_at

_DAY = re.compile(r"([0-9]{1,2})(?:st|nd|rd|th)?")
SHORT = {m[:n]: m for m in MONTHS for n in (3, 4)} | {"sept": "september"}  # "16 Sep 2025", capitalised only


def month_years(r: Reading) -> None:
    """Replace each year cue said with a month (and a day) by one date cue (see the module docstring)."""
    tokens = r.tokens
    days: set[int] = set()
    for n, cue in enumerate(r.cues):
        i = cue.tokens[-1]
        after = tuple(t for t in cue.tokens if t > i)  # "August 2025 or later"
        if cue.kind != "year" or cue.op == "between" or i < 1 or any(t < i for t in cue.tokens):
            continue
        month, day = _month_day(tokens, i)
        if month is None:
            continue
        first = min((month, *day))
        first -= first >= 1 and bool(day) and tokens[first - 1].low == "the"  # "after the 19th of October"
        op, op_idx = (cue.op, ()) if after else ("eq", ())
        for back in (3, 2, 1) if not after else ():
            hit = _phrase_at(tokens, first - back, COMPARE_BEFORE) if first - back >= 0 else None
            if hit and hit[1] == back:
                op, op_idx = str(COMPARE_BEFORE[hit[0]]), tuple(range(first - back, first))
                break
        value = f"{int(float(str(cue.value)))}-{MONTHS.index(_month(tokens[month])) + 1:02d}"
        if day:
            value += f"-{_day(tokens[day[0]].low):02d}"
            days.add(day[0])
        idx = (*op_idx, *range(first, i + 1), *after)
        r.cues[n] = Cue("date", idx, value, op, " ".join(tokens[j].text for j in idx))
    if days:  # the day's number is the date's, no number of its own
        r.cues = [c for c in r.cues if not (c.kind in ("number", "year") and set(c.tokens) & days)]


def _month_day(tokens: list[Token], year: int) -> tuple[int | None, tuple[int, ...]]:
    """(the month's token, the day's token, if any) of a date ending with the year at ``year``: "19 October",
    "19th of October", "October 19"; (None, ()) when no month is named right before the year."""
    if _month(tokens[year - 1]):
        month = year - 1
        if month >= 1 and _day(tokens[month - 1].low):
            return month, (month - 1,)
        if month >= 2 and tokens[month - 1].low == "of" and _day(tokens[month - 2].low):
            return month, (month - 2,)
        return month, ()
    if year >= 2 and _day(tokens[year - 1].low) and _month(tokens[year - 2]):
        return year - 2, (year - 1,)
    return None, ()


def _month(t: Token) -> str:
    """The month ``t`` names, in full or cut short with a capital ("Sep"), else ""."""
    if t.low in MONTHS:
        return t.low
    return SHORT.get(t.low.rstrip("."), "") if t.text[:1].isupper() else ""


def _day(word: str) -> int:
    """The day of the month ``word`` says (1 to 31, "19" or "19th"), else 0."""
    m = _DAY.fullmatch(word)
    return int(m.group(1)) if m and 1 <= int(m.group(1)) <= 31 else 0
