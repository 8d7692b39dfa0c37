"""The badge's doubts about times (part of ``hop_doubts``): which time a year or date tested on a node is
(``date_doubts``: "took over in 2024" read as born in 2024, beside MANAGES.since), and whether an answer to "when" or
"what year" is a time at all (``time_doubts``)."""

from __future__ import annotations

import re

from kgchat.logic.nodes import And, Class, Compare, Entity, Join, Literal, Relation, conjuncts, subexpressions
from kgchat.reasoning.type_names import named, type_words
from kgchat.schema import GraphSchema, identifier_words, spoken_words, times, year_number

TIME_WORDS = frozenset({"year", "date", "day", "month", "time"})
_DATE = re.compile(r"^\d{4}(-\d{2}(-\d{2}([T ][\d:.]+)?)?)?$")
_CLOCK = re.compile(r"^\d{1,2}:\d{2}(:\d{2})?(\s?[ap]\.?m\.?)?$", re.IGNORECASE)  # a time of day: "16:00", "9:30 am"


def date_doubts(schema: GraphSchema, form, words: list[str], read: set[str] = frozenset()) -> list[str]:
    """"How many managers *took over* in 2024" read as their birth year: a year or date tested on a property no
    word names, where the tested things are an end of a relationship with a time of its own (MANAGES.since), so
    nothing said which time is meant. ``read``: what the reading says words of the question stand for ("born" for
    birth date): a key read from a word is named. A question with no verb of an event ("performances *in* March
    2025", "which shows were matinees in 2024") dates the things themselves: their own time is meant."""
    if not any(_event_verb(w, bool({"did", "does", "do"} & set(words))) for w in words):
        return []
    out = []
    for node in subexpressions(form):
        if not isinstance(node, And):
            continue
        parts = conjuncts(node)
        label = next((p.name for p in parts if isinstance(p, Class)), None)
        if label is None or (info := schema.label(label)) is None:
            continue
        for part in parts:
            key = _year_test(part)
            if key is None or info.property(key) is None:
                continue
            own = _own_words(key, label)  # read from a word of its own ("born": birthDate), it is named
            if own and (identifier_words(key).lower() in read or spoken_words(key) in read):
                continue
            said = [p.key for p in info.properties if p.key != key and times(p) and named(words, _own_words(p.key, label))]
            if said and not named(words, own):
                # "orders *delivered* in 2025" tested on the order date: a word names another time of theirs
                out.append(f"which time of {label} is meant: the words name {said[0]}, and the answer tests {key}")
                continue
            if named(words, type_words(key)) or identifier_words(key).lower() in read or spoken_words(key) in read:
                continue
            # a node's own times mostly fall in one year (an edition's opening, closing, year); a relationship's
            # time is another event (born, and MANAGES.since)
            others = [f"{r.name}.{p.key}" for r in schema.relationships if label in r.starts + r.ends
                      for p in r.properties if times(p)]
            if others:
                out.append(f"which time of {label} is meant: no word names {key}, and it has {', '.join(others[:3])}")
    return out


def edge_date_doubts(schema: GraphSchema, form, words: list[str], read: set[str] = frozenset()) -> list[str]:
    """"Which beekeepers *inspected* hives in July 2025" read as the month their honey was extracted: a date tested
    on a relationship's key (``EXTRACTED.date``) that no word names, in a form that also walks a relationship a word
    does name (INSPECTED, "inspected") whose own time the date could as well be."""
    used = {r.name.split(".")[0] for r in subexpressions(form) if isinstance(r, Relation)}
    out = []
    for node in subexpressions(form):
        tested = _time_test(node)
        if tested is None or "." not in tested:
            continue
        rel, _, key = tested.partition(".")
        if key in ("start", "end"):
            continue
        if named(words, type_words(rel)) or named(words, _own_words(key, rel)) or \
                identifier_words(key).lower() in read or rel.lower() in read:
            continue
        said = [f"{r.name}.{p.key}" for r in schema.relationships if r.name in used and r.name != rel
                and named(words, type_words(r.name)) for p in r.properties if times(p)]
        if said:
            out.append(f"which time is meant: the words name {said[0].split('.')[0]}, which has {said[0]}, and the "
                       f"answer tests {rel}.{key}")
    return list(dict.fromkeys(out))


def _own_words(key: str, label: str) -> set[str]:
    """The words of a key's name that say which time it is: not its label's word nor a word for a time ("order" and
    "date" of an Order's ``orderDate`` say nothing more; "delivered" of ``deliveredOn`` does)."""
    return type_words(key) - type_words(label) - TIME_WORDS - {"on", "at", "in"}


def _event_verb(word: str, done: bool) -> bool:
    """Whether ``word`` is a verb of something happening ("joined", "started", "took"), not "be", "have" or "do"
    nor a word that is also a noun ("March"), unless the question says "did" / "does" ("did X *take* on")."""
    from lemminflect import getAllLemmas

    kinds = getAllLemmas(word)
    return "VERB" in kinds and "AUX" not in kinds and ("NOUN" not in kinds or done or word.endswith(("ed", "ing")))


def _year_test(part) -> str | None:
    """The node property a conjunct tests against a year or a date, or None."""
    tested = _time_test(part)
    return tested if tested is not None and "." not in tested else None


def _time_test(part) -> str | None:
    """The relation (a node's key, or ``T.key`` of a relationship's) a test compares with a year or a date, or None."""
    if isinstance(part, Join | Compare) and isinstance(part.relation, Relation):
        value = part.expr if isinstance(part, Join) else part.value
        text = value.value if isinstance(value, Literal) else value.id if isinstance(value, Entity) else None
        if text is not None and (year_number(text) or _DATE.match(text)):  # a bare value parses as an Entity
            return part.relation.name
    return None


def calendar(text: str) -> bool:
    """Whether ``text`` is the name of a month or a day of the week, in full or cut to three or four letters ("Mar",
    "Thurs"), or a list of them ("Jun, Jul, Aug"): a time that answers "when" (not "what year")."""
    from kgchat.reasoning.schema_parser.dates import MONTHS, WEEKDAYS

    words = [w.strip(" .").lower() for w in re.split(r"[,;/]", text)]
    return bool(words) and all(any(w == x or len(w) in (3, 4) and x.startswith(w)
                                   for x in MONTHS + WEEKDAYS) for w in words)


def time_doubts(words: list[str], names_: list[str], nodes: bool) -> list[str]:
    asks = bool(words) and (words[0] == "when" or (len(words) > 1 and words[0] in ("what", "which")
                                                    and words[1] in TIME_WORDS))
    if not asks or not names_:
        return []
    clock = words[0] == "when" or words[1:2] == ["time"]  # a time of day answers these, not "what year"
    if nodes or not all(_DATE.match(n.strip()) or clock and (_CLOCK.match(n.strip()) or calendar(n)) or year_number(n)
                        for n in names_):
        return [f"'{' '.join(words[:2])}' asks for a time; the answer is {names_[0]}"]
    return []
