"""Nouns that say what a key the form reads holds, without naming the key: the badge reads them as said by the
form (``coverage.word_coverage`` asks ``key_noun`` for a word nothing else accounts for). English and the
schema's own names and value types only, never a graph's wording:

- **the quantity a key's unit measures** ("the average runway *length*" of ``runwayM``, "the *weight* of a parcel"
  of ``massKg``, "the average vineyard *size* in hectares"): a measure noun (``words.MEASURE_NOUNS``, or "size", which
  any of area, length and volume is) whose quantity the unit ending a read key's name measures
  (``words.unit_quantities``); a key in another unit ("*length*" of ``massKg``) leaves it unread;
- **a span of time** ("the drive *time*", "flight *duration*" of ``driveMin``): "time" or "duration", not after
  "what" / "which", of a key whose name ends in a unit of time;
- **a noun for the kind of value a string key holds, right after the word read as that key** ("each soil *type*",
  "the wine *category*", "ability *level*"), or for the amount a number key holds ("by seat *count*", "the mileage
  *balance*", "max group *size*"): it
  names the key's values, not a thing of its own;
- **a kind noun before "of" and the word read as a string key whose own name says that kind** ("what *kind* of
  stage" of ``stageType``): the key's name says the same;
- **a noun of provision right after the word read as a true/false key the form tests** ("no step-free *access*",
  "customs *facilities*"): having the thing is what the flag holds;
- **the kind of time asked for** ("since *what year* has X …", "on *which date* did …"): a unit of time right after
  "what" / "which" when the form answers with the values of a key that holds that kind of time (a year: dates or
  whole-number years; a date, day or month: dates only). A key holding other values leaves it unread;
- **"how often"** when the form answers with the values of a key whose name says a frequency (``visitFreq``).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from kgchat.logic.nodes import Has, Join, Relation, relations_in, subexpressions
from kgchat.reasoning.schema_parser.schema_index import SchemaMention, singular
from kgchat.reasoning.schema_parser.unit_cues import FACTORS, key_unit
from kgchat.reasoning.schema_parser.words import MEASURE_NOUNS, SORT_WORDS, Reading, unit_quantities
from kgchat.schema import NUMERIC, TEMPORAL, identifier_words, times
from kgchat.text import plural

# the units of time a question asks for after "what" / "which", each with whether a whole-number year answers it
TIME_ASKED = {"year": True, "years": True, "date": False, "dates": False, "day": False, "days": False,
              "month": False, "months": False}
ASKING = frozenset({"what", "which"})
SIZE = frozenset({"area", "length", "volume"})  # the quantities "size" may name
SURE = 0.75  # a piece matched at least this surely (``coverage.WEAK``)
KIND_NOUNS = frozenset({"type", "types", "kind", "kinds", "category", "categories", "level", "levels"})
# (not "total": a cue to add up, which a form that adds nothing leaves undone)
AMOUNT_NOUNS = frozenset({"count", "counts", "balance", "balances", "figure", "figures", "tally", "rating", "ratings",
                          "score", "scores", "size", "sizes", "level", "levels", "amount", "amounts"})
# nouns (and verbs) of money asked or received, beside the measure nouns of ``words.MEASURE_NOUNS`` (which is at its size limit)
MONEY_NOUNS = frozenset({"takings", "earnings", "income", "proceeds", "receipts", "turnover", "charge", "charges",
                         "charged", "earn", "earns", "earned", "owe", "owes", "owed", "owing"})
# verbs of paying, which say an amount of money changes hands ("how much was *paid* in fees"): said by a money key
# where the graph has no key or type of their own ("paid": an order's paid flag)
PAYING = frozenset({"pay", "pays", "paid", "paying", "spend", "spends", "spent", "spending", "cost", "costs"})
PROVISION_NOUNS = frozenset({"access", "facility", "facilities", "provision", "service", "services"})
SPAN_NOUNS = frozenset({"time", "times", "duration", "durations"})  # a span of time, which a key in minutes measures
HOW_MEASURES = {"far": "length", "tall": "height", "heavy": "weight", "wide": "length", "deep": "length"}  # "how far"
FREQUENCY_WORDS = frozenset({"freq", "frequency", "often", "interval", "cadence", "recurrence"})
# each word for a sort of thing with the key name it says (a "class" or a "category": the key called category)
KIND_WORDS = {w: "category" if w == "category" else "type" for w in SORT_WORDS - {"class"}}
KIND_WORDS |= {plural(w): k for w, k in KIND_WORDS.items() if w != "sort"}


def key_noun(i: int, cand: Any, reading: Any, builder: Any) -> str | None:
    """Why word ``i`` of the question, which no piece of ``cand`` claims, is said by a key the form reads (see the
    module docstring), or None."""
    if builder is None:
        return None
    return (_measured(i, cand, reading, builder) or _time_asked(i, cand, reading, builder) or _kind_of(i, cand, reading, builder)
            or _kind_named(i, cand, reading, builder) or _provided(i, cand, reading, builder)
            or _how_often(i, cand, reading))


def _how_often(i: int, cand: Any, reading: Any) -> str | None:
    """"*how often* does X visit Y" of ``visitFreq``: the frequency a read key's name says."""
    if reading.tokens[i].low != "often" or i == 0 or reading.tokens[i - 1].low != "how":
        return None
    for name in sorted(relations_in(cand.form)):
        key = name.rsplit(".", 1)[-1]
        if set(identifier_words(key).lower().split()) & FREQUENCY_WORDS:
            return f"the frequency {key} holds"
    return None


def _measured(i: int, cand: Any, reading: Any, builder: Any) -> str | None:
    """"runway *length*" of runwayM: the quantity the unit ending a read key's name measures."""
    low = reading.tokens[i].low
    quantity = MEASURE_NOUNS.get(low) or MEASURE_NOUNS.get(reading.tokens[i].stem)
    before = reading.tokens[i - 1].low if i > 0 else ""
    if before == "how" and low in HOW_MEASURES or low == "away" and before == "far":
        quantity = HOW_MEASURES.get(low, "length")  # "*how far* (*away*) is X": the length a distance key measures
    if low in MONEY_NOUNS or low in PAYING and not any(
            reading.tokens[i].stem in e.stems or low in e.words.split() for e in builder.index.elements):
        quantity = "money"
    wanted = {quantity} if quantity else set(SIZE) if low in ("size", "sizes") else set()
    if low in SPAN_NOUNS and before not in ASKING:  # "the drive *time*" of driveMin; "*what time*" asks for a clock's
        wanted = {"time"}
    for name in sorted(relations_in(cand.form)):
        key = name.rsplit(".", 1)[-1]
        words = identifier_words(key).lower()
        if measured := wanted & (unit_quantities(words) | ({"time"} if key_unit(words) in FACTORS["time"] else set())):
            return f"the {min(measured)} {key} measures"
    return None


def _kind_of(i: int, cand: Any, reading: Any, builder: Any) -> str | None:
    """"each soil *type*", "by seat *count*": a noun for the kind of value right after the word a piece reads as a
    string key, or for the amount right after one read as a number key."""
    low = reading.tokens[i].low
    if low not in KIND_NOUNS and low not in AMOUNT_NOUNS or i == 0:
        return None
    for p in cand.parts:
        if p.kind != "property" or i - 1 not in p.tokens or p.conf < SURE:
            continue
        element = next((e for e in builder.index.elements if e.kind in ("prop", "edge_prop") and e.words == p.text),
                       None)
        info = element.info if element is not None else None
        if info is not None and not info.is_list and \
                (info.type == "string" if low in KIND_NOUNS else info.type in NUMERIC):
            return f"the values of {element.name}"
    return None


def _time_asked(i: int, cand: Any, reading: Any, builder: Any) -> str | None:
    """"since *what year*": a unit of time after the question word, answered by the values of a key holding it."""
    low = reading.tokens[i].low
    if low not in TIME_ASKED or i == 0 or reading.tokens[i - 1].low not in ASKING or cand.answer != "value":
        return None
    form = cand.form
    if not isinstance(form, Join) or not isinstance(form.relation, Relation) or not form.relation.reverse:
        return None  # not the values of one key read off the things the rest of the form keeps
    name = form.relation.name
    owner, _, key = name.rpartition(".")
    infos = _infos(builder.schema, owner, key)
    if not infos:
        return None
    fits = all(times(p) for p in infos) if TIME_ASKED[low] else all(p.type in TEMPORAL for p in infos)
    return f"the {low} {name} holds" if fits else None


def _infos(schema: Any, owner: str, key: str) -> list[Any]:
    """What the schema says of node key ``key`` (no ``owner``) or of relationship ``owner``'s key ``key``."""
    if owner:
        rel = schema.rel(owner)
        return [p for p in rel.properties if p.key == key] if rel is not None else []
    return [p for x in schema.labels for p in x.properties if p.key == key]


def _kind_named(i: int, cand: Any, reading: Any, builder: Any) -> str | None:
    """"what *kind* of stage" of stageType: a kind noun, then "of", then the word a sure piece reads as a string key
    whose own name ends in that kind."""
    kind = KIND_WORDS.get(reading.tokens[i].low)
    if kind is None or i + 2 >= len(reading.tokens) or reading.tokens[i + 1].low != "of":
        return None
    for p in cand.parts:
        if p.kind != "property" or i + 2 not in p.tokens or p.conf < SURE:
            continue
        element = _element(builder, p.text)
        if element is not None and element.info is not None and element.info.type == "string" and \
                identifier_words(element.name.rsplit(".", 1)[-1]).lower().split()[-1] == kind:
            return f"the {kind} {element.name} names"
    return None


def _provided(i: int, cand: Any, reading: Any, builder: Any) -> str | None:
    """"step-free *access*": a noun of provision right after the word a sure piece reads as a true/false key that
    the form tests for a value or for being there."""
    if reading.tokens[i].low not in PROVISION_NOUNS or i == 0:
        return None
    tested = {n.relation.name for n in subexpressions(cand.form) if isinstance(n, Join | Has)
              and isinstance(n.relation, Relation) and not n.relation.reverse}
    for p in cand.parts:
        if p.kind not in ("property", "value", "constraint") or i - 1 not in p.tokens or p.conf < SURE:
            continue
        for name in sorted(tested):
            element = next((e for e in builder.index.elements if e.kind in ("prop", "edge_prop") and e.name == name
                            and e.info is not None and e.info.type in ("bool", "boolean")), None)
            if element is not None and (p.text == element.words or p.text.startswith(f"{element.words} ")):
                return f"having it, which {name} holds"
    return None


def _element(builder: Any, words: str) -> Any:
    return next((e for e in builder.index.elements if e.kind in ("prop", "edge_prop") and e.words == words), None)


MONEY_AMOUNTS = frozenset({"amount", "amounts", "figure", "figures", "sum", "sums"})  # a sum of money, said plainly


def with_measure_noun(reading: Reading, schema: list[SchemaMention], skip: set[int]) -> list[SchemaMention]:
    """``schema`` with each number key named by its own words and followed by a noun for the quantity its unit
    measures ("invoiced *amount*" of ``invoicedGbp``, "bell *weight*" of ``weightKg``): the noun said of that key
    too, so another key that holds the noun in its name ("amountGbp" of a relationship no word names) reads no more
    words than it."""
    tokens = reading.tokens
    out = []
    for m in schema:
        e, after = m.element, max(m.tokens) + 1 if m.tokens else -1
        if e.kind in ("prop", "edge_prop") and e.info is not None and e.info.type in NUMERIC and m.score >= 0.75 \
                and 0 < after < len(tokens) and after not in skip and after not in m.tokens:
            noun, measured = tokens[after].low, unit_quantities(e.words)
            said = MEASURE_NOUNS.get(noun) or MEASURE_NOUNS.get(singular(noun)) or \
                ("money" if noun in MONEY_AMOUNTS else None)
            if said in measured and noun not in e.words.lower().split():
                m = replace(m, tokens=(*m.tokens, after))
        out.append(m)
    return out
