"""A number said with its unit, read after ``words.read`` has found the numbers: "40 *sqm* or more" compares 40
(the comparison after the unit is the number's), and "over 3000 *euros*" is an amount, not the year 3000."""

from __future__ import annotations

from dataclasses import replace
from typing import Protocol

# words after a number that say how it compares ("5 or more")
COMPARE_AFTER = {"or more": "ge", "or higher": "ge", "or above": "ge", "or over": "ge", "or later": "ge",
                 "and up": "ge", "and above": "ge", "or less": "le", "or fewer": "le", "or lower": "le",
                 "or below": "le", "or earlier": "le", "or under": "le", "plus": "ge", "or better": "ge",
                 "or greater": "ge", "or worse": "le", "or smaller": "le"}
# the quantity a unit in a key's name measures ("altitudeM": a height in metres, "areaHa": an area in hectares),
# so that a measure word ("the smallest", "highest up", "by value") finds a key named by its unit only
UNITS = {
    "ha": "area", "hectare": "area", "hectares": "area", "acre": "area", "acres": "area", "sqm": "area",
    "sqft": "area", "m2": "area", "km2": "area",
    "m": "height length", "metre": "height length", "metres": "height length", "meter": "height length",
    "meters": "height length", "km": "length", "ft": "height length", "feet": "height length",
    "miles": "length", "cm": "height length", "mm": "length", "msw": "height length",
    "kg": "weight", "kilos": "weight", "tonnes": "weight", "tonne": "weight", "tons": "weight", "lb": "weight",
    "lbs": "weight", "grams": "weight", "oz": "weight", "ozt": "weight", "ounces": "weight",
    "eur": "money", "euro": "money", "euros": "money", "usd": "money", "dollars": "money", "gbp": "money",
    "chf": "money", "jpy": "money",
    "m3": "volume", "cbm": "volume", "ml": "volume", "cc": "volume", "litres": "volume", "liters": "volume", "hl": "volume", "cl": "volume", "gallons": "volume",
    "lpm": "flow", "kph": "speed", "mph": "speed", "c": "temperature", "celsius": "temperature",
    "degc": "temperature", "f": "temperature", "fahrenheit": "temperature",
    "kw": "power", "kilowatts": "power", "hp": "power", "bhp": "power", "kwh": "energy",
}
# how much of its quantity's base unit a unit is (grams, metres, square metres, litres): "2 kg" tested on a key in
# grams (``weightG``) is 2000
FACTORS = {
    "weight": {"g": 1, "gram": 1, "grams": 1, "mg": 0.001, "kg": 1000, "kilo": 1000, "kilos": 1000, "kilogram": 1000,
               "kilograms": 1000, "t": 1e6, "tonne": 1e6, "tonnes": 1e6, "lb": 453.592, "lbs": 453.592,
               "oz": 28.3495, "ounces": 28.3495},
    "length": {"m": 1, "metre": 1, "metres": 1, "meter": 1, "meters": 1, "cm": 0.01, "mm": 0.001, "km": 1000,
               "ft": 0.3048, "feet": 0.3048, "foot": 0.3048, "mile": 1609.344, "miles": 1609.344,
               "msw": 1},  # metres of sea water: a depth in metres
    "area": {"m2": 1, "sqm": 1, "ha": 1e4, "hectare": 1e4, "hectares": 1e4, "km2": 1e6, "acre": 4046.86,
             "acres": 4046.86, "sqft": 0.092903},
    "volume": {"l": 1, "litre": 1, "litres": 1, "liter": 1, "liters": 1, "ml": 0.001, "cc": 0.001, "cl": 0.01,
               "hl": 100, "gallons": 3.78541, "m3": 1000, "cbm": 1000},  # cc: cubic centimetres, an engine's size
    # a span of time in minutes; months and years have no one length, so they are not converted
    "time": {"sec": 1 / 60, "secs": 1 / 60, "second": 1 / 60, "seconds": 1 / 60,
             "min": 1, "mins": 1, "minute": 1, "minutes": 1, "hr": 60, "hrs": 60, "hour": 60, "hours": 60,
             "day": 1440, "days": 1440, "week": 10080, "weeks": 10080, "fortnight": 20160, "fortnights": 20160},
}


EACH = frozenset({"unit", "rate", "per", "hourly", "daily", "weekly", "monthly", "yearly", "annual",
                  "avg", "average", "mean"})  # a key that says what one of a thing, or one span of time, comes to
ADDED = frozenset({"money", "weight", "volume"})  # quantities whose amounts add up, as spans of time do
AMOUNTS = frozenset({"qty", "quantity", "quantities"})  # words of a key that counts units


def adds_up(words: str) -> bool:
    """Whether a number key's amounts add up, by its words ("hours booked", "total gbp", "qty"): a span of time said
    in the plural ("startHour" is a clock's time), money, a weight or a volume, or a quantity; never a key that says
    what one of a thing comes to ("unit cost gbp", "hourly rate")."""
    said = words.lower().split()
    if set(said) & EACH:
        return False
    return any(w in FACTORS["time"] and w.endswith("s") for w in said) or bool(AMOUNTS & set(said)) or \
        any(set(UNITS.get(w, "").split()) & ADDED for w in said)


def key_unit(words: str) -> str:
    """The unit a key's words end in ("lead time days": days), or the one before "per" in a rate ("days per week":
    days, what is counted each week)."""
    said = words.lower().split()
    return said[said.index("per") - 1] if "per" in said[1:] else said[-1]


def unit_ratio(said: str, key_unit: str) -> float | None:
    """How many of ``key_unit`` one ``said`` unit is (kg in grams: 1000), 1.0 when they are one unit; None when
    either is no unit of this table or they measure different things (a weight said of a key in metres)."""
    for table in FACTORS.values():
        if said in table and key_unit in table:
            return table[said] / table[key_unit]
    if any(said in t for t in FACTORS.values()) and any(key_unit in t for t in FACTORS.values()):
        return None
    return 1.0 if said == key_unit else None


CURRENCY_SIGNS = ("$", "£", "€")  # a number written after one is an amount of money
# words after a number that make it an amount, though no key's name holds them as a unit ("2000 *pounds*": money or
# a weight, no year)
AMOUNT_WORDS = frozenset({"pound", "pounds", "pence", "quid", "dollar", "cents", "yen", "francs", "rupees",
                          "sterling", "bucks"})
UNIT_SPAN = 2  # at most this many words between a number and the comparison after it ("40 square metres or more")


class _Reading(Protocol):  # words.Reading, which imports this module
    tokens: list
    cues: list


def _after_op(r: _Reading, start: int) -> tuple[str, tuple[int, ...]] | None:
    """The comparison said by the words from ``start`` on ("or more": ge), with their positions."""
    for phrase, op in COMPARE_AFTER.items():
        words = phrase.split()
        if [t.low for t in r.tokens[start:start + len(words)]] == words:
            return op, tuple(range(start, start + len(words)))
    return None


def read_units(r: _Reading, stop: frozenset[str]) -> None:
    """Give a number the comparison said after its unit, and read a four-digit number followed by a unit (or
    written with a currency sign) as an amount rather than a year."""
    taken = {i for c in r.cues if c.kind not in ("number", "year") for i in c.tokens}
    for n, cue in enumerate(r.cues):
        if cue.kind not in ("number", "year") or isinstance(cue.value, tuple):
            continue
        i = cue.tokens[-1]  # the number's own word: ``words.read`` puts it last
        kind, unit = cue.kind, r.tokens[i + 1].low if i + 1 < len(r.tokens) else ""
        if kind == "year" and (unit in UNITS or unit in AMOUNT_WORDS or r.tokens[i].low[:1] in CURRENCY_SIGNS):
            kind = "number"  # "3000 euros", "€2500": money, no year
        op, tokens = cue.op, cue.tokens
        if cue.op in ("", "eq") and not any(j in cue.tokens for j in range(i + 1, i + 3)):
            for span in range(1, UNIT_SPAN + 1):
                between = r.tokens[i + 1:i + 1 + span]
                if len(between) < span or any(not t.low.isalpha() or t.low in stop for t in between) or \
                        any(j in taken for j in range(i + 1, i + 1 + span)):
                    break
                after = _after_op(r, i + 1 + span)
                if after is not None:  # "40 sqm or more": the unit's words stay for the key they name
                    op, tokens = after[0], cue.tokens[:-1] + after[1] + (i,)
                    break
        if kind != cue.kind or op != cue.op:
            r.cues[n] = replace(cue, kind=kind, op=op, tokens=tokens)
