"""Dates written in words, for ``words._month_years``: the month and the day said with a year ("in August 2025",
"on 19 October 2024", "the 19th of October 2024", "the nineteenth of October 2024", "March 24, 2025", "3 Feb 2025"), and days known by name
("Christmas Eve 2023", "Boxing Day 2023"). Tokens are ``words.Token``s
(``low``, ``text``); this module reads nothing else of ``words``, which imports it."""

from __future__ import annotations

import re
from collections.abc import Container
from typing import Any

MONTHS = ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
          "november", "december")
WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")  # ISO order: Monday 1
SHORT = {m[:n]: m for m in MONTHS for n in (3, 4)} | {"sept": "september"}  # "3 Feb 2025", capitalised only
_DAY = re.compile(r"([0-9]{1,2})(?:st|nd|rd|th)?")
_UNITS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth")
_TEENS = ("tenth", "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth",
          "eighteenth", "nineteenth")
# the days of a month as ordinal words ("the *nineteenth* of November", "May *twenty-first*")
DAY_WORDS = {w: i + 1 for i, w in enumerate(_UNITS)} | {w: i + 10 for i, w in enumerate(_TEENS)} \
    | {"twentieth": 20, "thirtieth": 30} | {f"twenty-{w}": 21 + i for i, w in enumerate(_UNITS)} \
    | {"thirty-first": 31}


def month_day(tokens: list[Any], year: int) -> tuple[int | None, tuple[int, ...]]:
    """(the month's token, the day's token, if any) of a date ending with the year at ``year``: "19 October",
    "19th of October", "October 19"; (None, ()) when no month is named right before the year."""
    if month_of(tokens[year - 1]):
        month = year - 1
        if month >= 1 and day_of(tokens[month - 1].low):
            return month, (month - 1,)
        if month >= 2 and tokens[month - 1].low == "of" and day_of(tokens[month - 2].low):
            return month, (month - 2,)
        return month, ()
    if year >= 2 and day_of(tokens[year - 1].low) and month_of(tokens[year - 2]):
        return year - 2, (year - 1,)
    return None, ()


# days known by name, said before a year ("on Christmas Eve 2023"): (month, day), the words as tokens
NAMED_DAYS = {("christmas", "eve"): (12, 24), ("christmas", "day"): (12, 25), ("christmas",): (12, 25),
              ("boxing", "day"): (12, 26), ("new", "year", "'s", "eve"): (12, 31), ("new", "years", "eve"): (12, 31),
              ("new", "year", "'s", "day"): (1, 1), ("new", "years", "day"): (1, 1),
              ("valentine", "'s", "day"): (2, 14), ("valentines", "day"): (2, 14), ("halloween",): (10, 31),
              ("st", "patrick", "'s", "day"): (3, 17), ("bonfire", "night"): (11, 5)}


def named_day(tokens: list[Any], year: int) -> tuple[int, int, int] | None:
    """(its first token, month, day) of a day known by name right before the year at ``year`` ("Boxing Day 2023"),
    else None."""
    for words, (month, day) in sorted(NAMED_DAYS.items(), key=lambda x: -len(x[0])):
        first = year - len(words)
        if first >= 0 and tuple(t.low for t in tokens[first:year]) == words:
            return first, month, day
    return None


def month_of(t: Any) -> int:
    """The month (1 to 12) token ``t`` names, in full or cut short with a capital ("Sep"), else 0."""
    name = t.low if t.low in MONTHS else SHORT.get(t.low.rstrip("."), "") if t.text[:1].isupper() else ""
    return MONTHS.index(name) + 1 if name else 0


def day_of(word: str) -> int:
    """The day of the month ``word`` says (1 to 31, "19", "19th" or "nineteenth"), else 0."""
    if word in DAY_WORDS:
        return DAY_WORDS[word]
    m = _DAY.fullmatch(word)
    return int(m.group(1)) if m and 1 <= int(m.group(1)) <= 31 else 0


def short_day(word: str, values: Container[str]) -> str:
    """The stored short form of a day of the week or a month said whole ("friday", "fridays": 'fri', 'thurs';
    "march": 'mar', "september": 'sept'), or ``word`` itself where the graph stores no such form."""
    day = word[:-1] if word.endswith("days") else word
    if word in values or day not in WEEKDAYS and word not in MONTHS:
        return word
    return next((short for short in (day[:3], day[:4], day[:5]) if short in values), word)


def held_days(values: list[Any], schema: list[Any], tokens: list[Any]) -> list[Any]:
    """``values`` less each day of the week or month said whole and read as a stored short form (``short_day``)
    whose key no label the question names surely holds and no word names: "how many *customers* take deliveries on
    a Friday" reads the customers' 'Fri', "what *flowers* in March" the flowering months' 'Mar'; "orders placed on a
    Friday" the weekday of the orders' own date."""
    named = {m.element.name for m in schema if m.element.kind == "label" and m.score >= 0.9}
    keys = {m.element for m in schema if m.element.kind in ("prop", "edge_prop") and m.score >= 0.75}
    return [vm for vm in values if len(vm.tokens) != 1 or tokens[vm.tokens[0]].low == str(vm.value).lower()
            or short_day(tokens[vm.tokens[0]].low, (str(vm.value).lower(),)) == tokens[vm.tokens[0]].low
            or named & set(vm.element.holders) or vm.element in keys]
