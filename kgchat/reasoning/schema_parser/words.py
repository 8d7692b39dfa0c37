"""Reading a question for the schema parser: tokens and their stems, and the general English cues that say what
operation a question asks for — quoted text, numbers and dates with the comparison before them, "top 3" and
superlatives, "how many" / "average" / "total", negation, "contains" / "starts with".

Nothing here knows a graph: the words are English, the graph's own words are matched in ``grounding``.
"""

from __future__ import annotations

import datetime
import re
from dataclasses import dataclass, field
from functools import lru_cache

from kgchat.reasoning.schema_parser.dates import (  # noqa: F401 - MONTHS, WEEKDAYS: re-exported
    DAY_WORDS,
    MONTHS,
    WEEKDAYS,
    day_of,
    month_day,
    month_of,
    named_day,
)
from kgchat.reasoning.schema_parser.lemmas import doubled_l, irregular_past
from kgchat.reasoning.schema_parser.unit_cues import COMPARE_AFTER, FACTORS, UNITS, read_units  # noqa: F401 - re-exported
from kgchat.schema import identifier_words

# Words that carry no content of their own in a question about a graph (they frame it).
STOP = frozenset("""
a an the of in on at to for from by with about as into and or but is are was were be been being do does did done
what which who whom whose when where why how that this these those it its they them their there any all some can
could would should will shall may might also me my i you your we our us please tell give list show find display
name names get return let see know want each every per one ones have has had having there's what's who's which's
much many s 's than that's exactly also else other others another ever currently recorded available
distinct unique different identify provide retrieve determine fetch calculate compute obtain
""".split())  # noqa: SIM905
# Words that frame an answer list without naming anything ("all", "every", "ones").
WH = ("who", "whom", "whose", "what", "which", "when", "where", "how")

NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
                "ten": 10, "eleven": 11, "twelve": 12, "fifteen": 15, "twenty": 20, "single": 1, "zero": 0,
                "none": 0, "no": 0, "a dozen": 12, "once": 1, "twice": 2, "thrice": 3}
# comparison phrase -> operator, longest first when matched (the value follows the phrase)
COMPARE_BEFORE = {
    "more than": "gt", "greater than": "gt", "higher than": "gt", "larger than": "gt", "bigger than": "gt",
    "over": "gt", "above": "gt", "exceeding": "gt", "exceeds": "gt", "exceed": "gt", "longer than": "gt",
    "later than": "gt", "after": "gt", "since": "ge", "at least": "ge", "no less than": "ge", "not less than": "ge",
    "minimum of": "ge", "from": "ge", "starting": "ge", "less than": "lt", "fewer than": "lt", "lower than": "lt",
    "smaller than": "lt", "shorter than": "lt", "under": "lt", "below": "lt", "earlier than": "lt", "before": "lt",
    "prior to": "lt", "at most": "le", "no more than": "le", "not more than": "le", "up to": "le", "until": "le",
    "maximum of": "le", ">": "gt", ">=": "ge", "<": "lt", "<=": "le", "equal to": "eq", "exactly": "eq", "only": "eq", "just": "eq", "of": "eq", "equals": "eq", "is": "eq", "in": "eq",
    "=": "eq", "with": "eq",
    # comparatives of a quantity's adjectives ("heavier than 2 kg"; not older / younger, said of ages and dates alike)
    "heavier than": "gt", "lighter than": "lt", "deeper than": "gt", "shallower than": "lt", "taller than": "gt",
    "wider than": "gt", "narrower than": "lt", "thicker than": "gt", "thinner than": "lt", "cheaper than": "lt",
    "dearer than": "gt", "pricier than": "gt", "costlier than": "gt", "more expensive than": "gt",
    "less expensive than": "lt", "further than": "gt", "farther than": "gt", "nearer than": "lt", "closer than": "lt",
    "colder than": "lt", "cooler than": "lt", "warmer than": "gt", "hotter than": "gt",
}
SHARED_PREFIX = "co"  # "co-actors of X": those who act with X
# superlative / ordering words -> direction; None: the direction comes from the dimension (old: earliest time)
SUPERLATIVES = {
    "most": "max", "highest": "max", "largest": "max", "biggest": "max", "greatest": "max", "maximum": "max",
    "max": "max", "top": "max", "best": "max", "heaviest": "max", "longest": "max", "most expensive": "max",
    "costliest": "max", "priciest": "max", "most recent": "max", "most recently": "max", "latest": "max",
    "newest": "max", "youngest": "max", "last": "max", "richest": "max", "most popular": "max", "busiest": "max",
    "tallest": "max", "highest up": "max", "dearest": "max", "furthest": "max", "farthest": "max",
    "least": "min", "fewest": "min", "lowest": "min", "smallest": "min", "minimum": "min", "min": "min",
    "worst": "min", "lightest": "min", "shortest": "min", "least expensive": "min", "cheapest": "min",
    "earliest": "min", "oldest": "min", "first": "min", "bottom": "min", "lowest down": "min", "nearest": "min",
    "closest": "min", "deepest": "max", "shallowest": "min", "widest": "max", "narrowest": "min", "thickest": "max",
    "thinnest": "min", "coldest": "min", "coolest": "min", "warmest": "max", "hottest": "max",
    "highest paid": "max", "best paid": "max", "lowest paid": "min", "worst paid": "min",
}
# superlatives of what someone is paid: they say who, never ask for the rate ("the lowest paid" is a person)
PAID_SUPERLATIVES = frozenset({"highest paid", "best paid", "lowest paid", "worst paid"})
# what a comparative adjective measures, as words of a key ("heavier than": weight; "longer than": length)
COMPARED = {"heavier": "weight", "lighter": "weight", "deeper": "depth", "shallower": "depth", "taller": "height",
            "wider": "width", "narrower": "width", "thicker": "thickness", "thinner": "thickness",
            "longer": "length duration", "shorter": "length duration", "cheaper": "price cost", "dearer": "price cost",
            "pricier": "price cost", "costlier": "price cost", "expensive": "price cost", "further": "distance",
            "farther": "distance", "nearer": "distance", "closer": "distance", "colder": "temperature temp",
            "cooler": "temperature temp", "warmer": "temperature temp", "hotter": "temperature temp"}
# verbs of being paid before a comparison ("who *earns* more than 20 an hour"), and the words of a key they measure
EARNING = frozenset({"earn", "earns", "earned", "earning", "paid", "makes", "make"})
PAY_KEYS = frozenset({"pay", "rate", "wage", "wages", "salary"})
# a unit of time and the adjectives for so much in each of it, as keys are named ("*daily* capacity", "annualFee";
# ``grounding`` reads "3000 words *a day*" by them, ``Builder._per_time`` "20 *an hour*" of ``hourlyRate``)
PER_UNIT = {"hour": ("hourly",), "day": ("daily",), "week": ("weekly",), "month": ("monthly",),
            "year": ("yearly", "annual", "annually")}
EARNERS = EARNING | {"earner", "earners", "earnings"}


def paid_by(word: str, key: str) -> bool:
    """Whether ``word`` says what someone is paid ("earns", "earners", "paid") and ``key`` (a key's name, any
    spelling) holds a rate of pay: one of its words is pay, rate, wage or salary."""
    return word.lower() in EARNERS and bool(set(identifier_words(key).lower().split()) & PAY_KEYS)


# what a superlative adjective measures, for finding the property it is about (encoded next to the property names)
DIMENSIONS = {
    "longest": "length pages duration runtime minutes", "shortest": "length pages duration runtime minutes",
    "most expensive": "price cost", "least expensive": "price cost", "costliest": "price cost",
    "priciest": "price cost", "cheapest": "price cost", "dearest": "price cost", "heaviest": "weight",
    "lightest": "weight",
    "oldest": "date year born founded established opened", "youngest": "birth date born",
    "newest": "date year", "latest": "date year", "most recent": "date year", "most recently": "date year",
    "earliest": "date year", "richest": "money amount", "biggest": "size amount", "largest": "size amount",
    "smallest": "size amount", "busiest": "count", "tallest": "height floors storeys",
    "highest up": "height altitude elevation", "lowest down": "height altitude elevation",
    "highest": "height altitude elevation", "lowest": "height altitude elevation",  # where no key is named
    "furthest": "distance", "farthest": "distance", "nearest": "distance", "closest": "distance",
    "deepest": "depth", "shallowest": "depth", "widest": "width", "narrowest": "width", "thickest": "thickness",
    "thinnest": "thickness", "coldest": "temperature temp", "coolest": "temperature temp",
    "warmest": "temperature temp", "hottest": "temperature temp",
    "highest paid": "pay rate wage salary", "best paid": "pay rate wage salary", "lowest paid": "pay rate wage salary",
    "worst paid": "pay rate wage salary",
}
# the quantities a dimension word measures, as a key's unit says them (``UNITS``)
DIMENSION_UNITS = {
    "biggest": {"area", "volume"}, "largest": {"area", "volume"}, "smallest": {"area", "volume"},
    "tallest": {"height"}, "highest up": {"height"}, "lowest down": {"height"}, "heaviest": {"weight"},
    "lightest": {"weight"}, "longest": {"length"}, "shortest": {"length"}, "most expensive": {"money"},
    "least expensive": {"money"}, "costliest": {"money"}, "priciest": {"money"}, "cheapest": {"money"},
    "dearest": {"money"},
    "richest": {"money"}, "furthest": {"length"}, "farthest": {"length"}, "nearest": {"length"},
    "closest": {"length"}, "deepest": {"length"}, "shallowest": {"length"}, "widest": {"length"},
    "narrowest": {"length"}, "coldest": {"temperature"}, "coolest": {"temperature"}, "warmest": {"temperature"},
    "hottest": {"temperature"},
}
MEASURE_NOUNS = {**dict.fromkeys("value worth revenue spend spending takings income money".split(), "money"),  # noqa: SIM905
                 "area": "area", "surface": "area", "weight": "weight", "volume": "volume", "height": "height",
                 "altitude": "height", "elevation": "height", "length": "length", "distance": "length",
                 "power": "power", "output": "power", "energy": "energy"}


DENYING_PREFIXES = ("un", "non-", "non")  # "unpaid", "non-smoking": the word after the prefix, denied


def denied_word(word: str) -> str:
    """The word a denying prefix is put before ("unpaid" → "paid", "non-refundable" → "refundable"); "" when the
    word has none (or is too short to be one: "under", "union" are read by what follows, checked by the caller)."""
    for prefix in DENYING_PREFIXES:
        if word.startswith(prefix) and len(word) - len(prefix) >= 4:
            return word[len(prefix):]
    return ""


def unit_quantities(words: str) -> set[str]:
    """The quantities a key's unit measures ("altitude m": height, length); none for a key naming two units ("max
    yield hl ha": hectolitres per hectare, a rate) or none."""
    units = [UNITS[w] for w in words.split() if w in UNITS]
    return set(units[0].split()) if len(units) == 1 else set()
TEMPORAL_WORDS = frozenset({"oldest", "youngest", "newest", "latest", "earliest", "most recent", "most recently",
                            "recent", "recently", "first", "last", "old", "new", "young", "when", "year", "date"})
AGGREGATES = {"how many": "count", "number of": "count", "count of": "count", "count": "count", "counts": "count",
              "headcount": "count",  # the number of staff (``people.STAFF_WORDS``)
              "how much": "sum", "total": "sum", "sum of": "sum", "sum": "sum", "in total": "sum",
              "altogether": "sum", "combined": "sum", "overall": "sum", "average": "avg", "mean": "avg",
              "avg": "avg", "on average": "avg", "typical": "avg"}
NEGATIONS = ("never", "not", "no", "without", "don't", "doesn't", "didn't", "haven't", "hasn't", "isn't",
             "aren't", "wasn't", "weren't", "won't", "none", "no longer", "yet to", "lack", "lacks", "lacking",
             "missing", "nobody", "nothing", "except", "excluding", "other than", "only", "neither", "nor",
             "outside the", "outside of", "non")  # "based *outside the* UK": not in it; "*non* smoking"
STRING_OPS = {"contain": "contains", "contains": "contains", "containing": "contains", "include": "contains",
              "includes": "contains", "including": "contains", "mention": "contains", "mentions": "contains",
              "mentioning": "contains", "with": "contains", "in": "contains",
              "start with": "starts", "starts with": "starts", "starting with": "starts", "begin with": "starts",
              "begins with": "starts", "beginning with": "starts", "end with": "ends", "ends with": "ends",
              "ending with": "ends", "ending in": "ends", "end in": "ends", "ends in": "ends",
              "surname": "ends", "last name": "ends", "family name": "ends", "first name": "starts",
              "called": "contains", "named": "contains"}
# units of time a rate is given per ("paid *per day*", "miles per *hour*"): after "per", a rate, not a grouping
RATE_UNITS = frozenset({"second", "minute", "hour", "day", "week", "month", "year", "night", "shift"})
GROUPING = ("per", "each", "for each", "for every", "by each", "grouped by", "broken down by", "in each")

_TOKEN = re.compile(r"\d+(?:[.,]\d+)?\+(?!\w)|[$£€]?[\w]+(?:[.,:/'’\-][\w]+)*%?|[<>]=?")  # "4+": four or more
GLUED_TIME = {"h": "hours", "hr": "hours", "hrs": "hours", "min": "minutes", "mins": "minutes"}  # "a 24h response"
_GLUED_UNIT = re.compile(r"([0-9]+(?:\.[0-9]+)?)([A-Za-z]{1,4})")  # "300mm"; its letters must be a unit (UNITS)
_PER_UNIT = re.compile(r"[A-Za-z]{1,2}/(?:min|h|hr|hour|s|sec)")  # "l/min", "km/h"
_QUOTED = re.compile(r"(?<![\w])['\"‘“]([^'\"’”]+?)['\"’”](?![\w])")
_NUMBER = re.compile(r"[$£€]?([+-]?[0-9][0-9,]*(?:\.[0-9]+)?)%?")
# "60k", "£2.5k", "1bn": a number and the letters that scale it ("m" is left alone: it is as often metres)
_SCALED = re.compile(r"[$£€]?([0-9]+(?:\.[0-9]+)?)(k|bn)", re.IGNORECASE)
SCALE_LETTERS = {"k": 1e3, "bn": 1e9}
_DATE = re.compile(r"([0-9]{4})-([0-9]{2})(?:-([0-9]{2}))?")
_DECADE = re.compile(r"([0-9]{3})0s")

_SHORT_DECADE = re.compile(r"'?([2-9])0s")  # "the 90s", "'60s": a decade of the twentieth century
# decades said in words ("the nineties"); "the twenties" and on are the twentieth century's, as people mostly mean them
DECADE_WORDS = {"twenties": 1920, "thirties": 1930, "forties": 1940, "fifties": 1950, "sixties": 1960,
                "seventies": 1970, "eighties": 1980, "nineties": 1990, "noughties": 2000}
_ORDINAL = re.compile(r"([0-9]+)(?:st|nd|rd|th)")
# a rank joined to its superlative by a hyphen ("second-highest", "3rd-largest", "most-visited", "least-used")
_RANKED_COMPOUND = re.compile(r"(?i)\b(second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|next|[0-9]+(?:st|nd|rd|th)"
                              r"|most|least)-([a-z]+)\b")
# a question word and "s" written without the apostrophe ("whos", "whats"): the word and "is"
_NO_APOSTROPHE = re.compile(r"\b(who|what|where|when|how|that|there)(s)\b", re.IGNORECASE)
# a negation written without the apostrophe ("havent", "didnt", "cant"): the verb and "n't"
_NO_APOSTROPHE_NT = re.compile(r"\b(have|has|had|do|does|did|is|are|was|were|could|should|would|ca|wo)(nt)\b",
                               re.IGNORECASE)
# words people shorten when typing fast: what they stand for
_TYPED_SHORT = {"ppl": "people", "w/o": "without", "w/": "with", "b/c": "because"}
_TYPED = re.compile(r"(?<![\w/])(" + "|".join(re.escape(k) for k in _TYPED_SHORT) + r")(?![\w/])", re.IGNORECASE)


# English plurals that no ending rule undoes ("people" for a Person label)
IRREGULAR = {"people": "person", "persons": "person", "men": "man", "women": "woman", "children": "child",
             "feet": "foot", "mice": "mouse", "geese": "goose", "teeth": "tooth"}


def stem(word: str) -> str:
    """A light English stem: plural, possessive, -ing and -ed endings off ("countries" → "country", "ordered" →
    "order", "supplied" → "supply", "shipping" → "ship", "cancelled" → "cancel"), an irregular past form's verb ("rode" → "ride", from the
    lexicon: ``lemmas``); enough to match a question's word to a schema name's."""
    w = word.lower().replace("’", "'")
    if w.endswith("'s"):
        w = w[:-2]
    w = w.strip("'")
    if w in IRREGULAR:
        return IRREGULAR[w]
    if (verb := irregular_past(w) or doubled_l(w)) is not None:
        return verb
    if len(w) <= 3:
        return w
    if w.endswith("ies") and len(w) > 4:
        return w[:-3] + "y"
    if w.endswith("ied") and len(w) > 4:
        return w[:-3] + "y"
    if w.endswith(("sses", "xes", "ches", "shes")):
        return w[:-2]
    if w.endswith("ing") and len(w) > 5:
        return _restore_e(w[:-3])
    if w.endswith("ed") and len(w) > 4:
        return _restore_e(w[:-2] if not w.endswith("eed") else w[:-1])
    if w.endswith("s") and not w.endswith(("ss", "us", "is")):
        return w[:-1]
    return w


NEGATING_PREFIXES = ("non", "un", "in", "dis")  # English prefixes that make a word its opposite ("unresolved")


def unprefixed(word: str) -> str | None:
    """The stem of a word with a negating prefix taken off ("unresolved" → resolv, "non-smoking" → smoke,
    "inactive" → active), or None when it begins with none. Whether that stem is a word of the graph is the
    caller's to ask: "under", "indoor" and "distance" begin so too."""
    w = word.lower()
    for prefix in NEGATING_PREFIXES:
        rest = w[len(prefix):].removeprefix("-")
        if w.startswith(prefix) and len(rest) >= 4 and rest.isalpha():
            return stem(rest)
    return None


_VOWELS = "aeiou"


def _restore_e(w: str) -> str:
    """After -ing / -ed: undouble a final consonant ("shipp" → "ship") or give a short consonant-vowel-consonant
    stem its silent e back ("rat" → "rate", "stor" → "store", "nam" → "name")."""
    if len(w) > 3 and w[-1] == w[-2] and w[-1] not in "lsz" + _VOWELS:
        return w[:-1]
    if 3 <= len(w) <= 4 and w[-1] not in _VOWELS + "wxy" and w[-2] in _VOWELS and w[-3] not in _VOWELS:
        return w + "e"
    return w


@dataclass(frozen=True)
class Token:
    text: str  # as written
    low: str  # lower-cased
    stem: str
    start: int  # character offsets in the question
    end: int
    acronym: bool = False  # written in capitals in a question that is not: "our US hops", "the IT team"

    @property
    def content(self) -> bool:
        return (self.low not in STOP or self.acronym) and not self.low.isdigit()


@dataclass(frozen=True)
class Cue:
    """Words of the question that say something: ``kind`` and ``value`` say what, ``tokens`` which words."""

    kind: str  # quoted | number | date | top | agg | negation | string | grouping | wh | round
    tokens: tuple[int, ...]
    value: object = None
    op: str = ""  # comparison (gt, ge, lt, le, eq, between) or direction (max, min) or function
    word: str = ""  # the cue words as written ("most expensive", "how many")


@dataclass
class Reading:
    question: str
    tokens: list[Token]
    cues: list[Cue] = field(default_factory=list)

    def of(self, kind: str) -> list[Cue]:
        return [c for c in self.cues if c.kind == kind]

    def text(self, idx: tuple[int, ...] | list[int]) -> str:
        return " ".join(self.tokens[i].text for i in idx)

    def content(self) -> list[int]:
        return [i for i, t in enumerate(self.tokens) if t.content]


def tokenize(question: str) -> list[Token]:
    """Word tokens with their character offsets; a possessive ending is its own token ("Norcross's" → "Norcross",
    "'s"), so a name followed by it is still the name."""
    out = []
    for m in _TOKEN.finditer(question):
        text, start = m.group(0), m.start()
        head, dash, rest = text.partition("-")
        if text.endswith("+"):  # "4+ quals": the number, and "plus" (``unit_cues.COMPARE_AFTER``: or more)
            out.append(Token(text[:-1], text[:-1], text[:-1], start, m.end() - 1))
            out.append(Token("plus", "plus", "plus", m.end() - 1, m.end()))
        elif len(text) > 2 and text[-2:].lower() in ("'s", "’s"):
            out.append(Token(text[:-2], text[:-2].lower(), stem(text[:-2]), start, start + len(text) - 2))
            out.append(Token(text[-2:], "'s", "'s", start + len(text) - 2, m.end()))
        elif (glued := _GLUED_UNIT.fullmatch(text)) and (glued.group(2).lower() in UNITS or
                                                         glued.group(2) in GLUED_TIME):
            # "300mm", "1500sqm", "24h": a number and its unit, two words (a unit of time in lower case, as people
            # write it; "Flat 3H" is a flat)
            number, unit = glued.group(1), glued.group(2)
            said = GLUED_TIME.get(unit, unit.lower())
            out.append(Token(number, number, number, start, start + len(number)))
            out.append(Token(unit, said, stem(said), start + len(number), m.end()))
        elif _PER_UNIT.fullmatch(text):
            # "l/min", "km/h": a unit per a unit, as keys write it ("flowLpm", "speedKph")
            short = text[0].lower() + "p" + text.split("/")[1][0].lower()
            out.append(Token(short, short, short, start, m.end()))
        elif dash and (head.lower() in SUPERLATIVES or head.lower() == SHARED_PREFIX or head.isdigit()
                       or (number_value(head) or 0) >= 2) and rest.isalpha():
            # a ranking compound ("worst-rated", "highest-paid"): the superlative and what it ranks by, two words;
            # "co-actors", "co-authors": the doers and that they share it; "five-star": a number and what it counts
            # (a word for one or none counts nothing: "one-way", "no-shows")
            out.append(Token(head, head.lower(), stem(head), start, start + len(head)))
            out.append(Token(rest, rest.lower(), stem(rest), start + len(head) + 1, m.end()))
        else:
            acronym = len(text) > 1 and text.isalpha() and text.isupper() and not question.isupper()
            out.append(Token(text, text.lower(), stem(text), start, m.end(), acronym))
    return out


def _rounds_to(after: list[Token]) -> bool:
    """Whether the word after "nearest" says a step to round to ("whole", "10", "km", "penny"), not a thing."""
    return bool(after) and (after[0].low in ROUND_TO or number_value(after[0].low) is not None
                            or after[0].low in UNITS or after[0].low + "s" in UNITS  # "nearest mile"
                            or any(after[0].low in table for table in FACTORS.values()))  # "nearest foot", "hour"


def _last_word(tokens: list, i: int) -> bool:
    """Whether token ``i`` is the question's last word (marks after it aside)."""
    return all(not t.text.strip("?.!,;:") for t in tokens[i + 1:])


@lru_cache(maxsize=4096)
def english_superlative(word: str) -> bool:
    """Whether English makes ``word`` as an adjective's superlative ("heaviest", "biggest", "windiest")."""
    from lemminflect import getAllLemmas, getInflection

    return any(word in getInflection(adj, "JJS") for adj in getAllLemmas(word).get("ADJ", ()))


def _unlisted_superlative(token: Token) -> bool:
    """Whether a word written in lower case is a superlative of six letters or more ending in "est" (``SUPERLATIVES``
    lists the usual ones, with which way each ranks)."""
    return token.text.islower() and len(token.low) >= 6 and token.low.endswith("est") and \
        english_superlative(token.low)


def _phrase_at(tokens: list[Token], i: int, phrases: dict[str, object] | tuple[str, ...]) -> tuple[str, int] | None:
    """The longest phrase of ``phrases`` starting at token ``i``: (phrase, number of tokens)."""
    best = None
    for phrase in phrases:
        words = phrase.split()
        if i + len(words) <= len(tokens) and all(tokens[i + j].low == w for j, w in enumerate(words)) \
                and (best is None or len(words) > best[1]):
            best = (phrase, len(words))
    return best


def _ordinal(word: str) -> int | None:
    """The number an ordinal says ("18th", "eighteenth": 18), or None."""
    m = _ORDINAL.fullmatch(word)
    return int(m.group(1)) if m else DAY_WORDS.get(word)


def number_value(text: str) -> float | None:
    m = _NUMBER.fullmatch(text)
    if m:
        try:
            return float(m.group(1).replace(",", ""))
        except ValueError:
            return None
    m = _ORDINAL.fullmatch(text)
    if m:
        return float(m.group(1))
    m = _SCALED.fullmatch(text)
    if m:
        return float(m.group(1)) * SCALE_LETTERS[m.group(2).lower()]
    if text.lower() in NUMBER_WORDS:
        return float(NUMBER_WORDS[text.lower()])
    return None


GENERIC_TOP = ("top", "first", "bottom", "last")


# a verb asking for a whole ordering, and the words after its "by" asking for a count ("ranked by *how many* …")
SORT_VERBS = frozenset({"rank", "ranked", "sort", "sorted", "order", "ordered", "arrange", "arranged"})
COUNT_OPENINGS = (("how", "many"), ("the", "number", "of"), ("number", "of"), ("the", "count", "of"),
                  ("count", "of"))


def _ranked_by_count(r: Reading) -> None:
    """"drivers *ranked by* how many contracts they deliver to", "*sort* the plants *by* number of machines": an
    ordering by a count with no superlative, read as the largest first (the count's own order), as "the most" would
    be, every one listed."""
    tokens = r.tokens
    if r.of("top"):
        return
    for i in range(len(tokens) - 2):
        by = next((j for j in range(i + 1, min(i + 5, len(tokens))) if tokens[j].low == "by"), None)
        if tokens[i].low in SORT_VERBS and by is not None and any(
                [t.low for t in tokens[by + 1:by + 1 + len(opening)]] == list(opening) for opening in COUNT_OPENINGS):
            r.cues.append(Cue("top", (i,), None, "max", tokens[i].text))
            return


def _how_often_each(r: Reading) -> None:
    """"*how often* does each tasting note come up", "how often was each extra booked": how many times, for every
    group "each" or "every" names right after it; a count per group. "How often" alone (of one thing: "how often does
    X visit") asks for a frequency, which a key may hold (``key_nouns``), and is left alone."""
    tokens = r.tokens
    for i in range(len(tokens) - 2):
        if tokens[i].low == "how" and tokens[i + 1].low == "often" and not r.of("agg") and any(
                c.word in ("each", "every", "for each", "for every") and i + 1 < min(c.tokens) <= i + 4
                for c in r.of("grouping")):
            r.cues.append(Cue("agg", (i, i + 1), None, "count", "how often"))
            return


# words that ask for more to be listed ("*including* those with none"), and the words for none there
KEEPING = frozenset({"including", "include", "includes", "incl", "inc", "counting", "even", "plus"})
SOMETHING = frozenset({"something", "anything"})  # a thing left unnamed
SORT_WORDS = frozenset({"type", "kind", "category", "sort", "class"})  # each says what sort of thing a node is
NONE_WORDS = frozenset({"none", "zero", "zeros", "zeroes", "0", "nothing", "nobody", "no"})


def _zeros_kept(r: Reading) -> None:
    """"jobs per operative, *including those with none*", "include ones with zero", "users per tool, *including tools
    nobody uses*": the groups with a count of none are asked for too. A "zeros" cue on the words (to the end of
    their clause, two words past the word for none at most); the test, negation or number they seemed to hold is
    none of those."""
    tokens = r.tokens
    for i, t in enumerate(tokens):
        if t.low not in KEEPING:
            continue
        z = next((j for j in range(i + 1, min(i + 5, len(tokens))) if tokens[j].low in NONE_WORDS), None)
        if z is None:
            continue
        end = z
        while end + 1 < len(tokens) and end + 1 <= z + 2 and \
                not any(ch in r.question[tokens[end].end:tokens[end + 1].start] for ch in ",;:()-–"):
            end += 1
        inside = set(range(i, end + 1))
        r.cues = [c for c in r.cues if not (c.kind in ("string", "negation", "number") and set(c.tokens) & inside)]
        r.cues.append(Cue("zeros", tuple(sorted(inside)), None, "", r.text(sorted(inside))))
        return


def _one_ranking(r: Reading) -> None:
    """"the top 3 products with the lowest unit price": one ranking, the count of the first cue and the direction
    and words of the second."""
    tops = r.of("top")
    generic = [c for c in tops if c.word in GENERIC_TOP and c.value is not None]
    real = [c for c in tops if c.word not in GENERIC_TOP]
    if not generic or not real:
        return
    g, x = generic[0], real[0]
    merged = Cue("top", tuple(sorted(set(g.tokens) | set(x.tokens))), g.value, x.op, x.word)
    r.cues = [c for c in r.cues if c is not g and c is not x] + [merged]


ROUND_TO = frozenset({"whole", "integer", "decimal", "tenth", "hundredth", "hundred", "thousand", "penny", "pound",
                      "euro", "dollar", "cent", "percent", "second", "minute", "hour", "day", "week", "month", "year"})
ROUND_WORDS = frozenset({"off", "to", "the", "nearest", "a", "decimal", "decimals", "place", "places", "digit",
                         "digits", "whole", "integer", "number", "figure", "figures", "significant", "dp", "d.p"})
ROUND_NOUN_BEFORE = frozenset({"in", "of", "the", "a", "an", "each", "per", "every", "this", "that", "which", "what",
                               "same", "first", "last", "final", "next", "for", "by", "from"})
FRACTIONS = {"tenth": 1, "tenths": 1, "hundredth": 2, "hundredths": 2, "thousandth": 3, "thousandths": 3}


def _rounding(r: Reading) -> None:
    """"(rounded to one decimal)", "Round to whole pages", "to 2 decimal places": how many decimals to show a number
    with (a "round" cue, its value the number of decimals); a number inside it is no value to compare."""
    tokens = r.tokens
    # "in round 3", "the final round": a noun there (a stage, a graph's property), not the verb
    starts = [i for i, t in enumerate(tokens) if t.low in ("round", "rounded", "rounding")
              and not (t.low == "round" and i > 0 and tokens[i - 1].low in ROUND_NOUN_BEFORE)]
    starts += [i for i in range(len(tokens) - 2) if [t.low for t in tokens[i:i + 3]] == ["to", "the", "nearest"]
               and not any(s < i and i - s <= 2 for s in starts)]  # "…, to the nearest km"
    starts += [i for i in range(len(tokens) - 1) if tokens[i].low == "nearest" and (
        _rounds_to(tokens[i + 1:]) or tokens[i + 1].low in FRACTIONS) and not (i and tokens[i - 1].low == "the")
        and not any(s < i and i - s <= 2 for s in starts)]  # "nearest whole percent", ", nearest pound", "mile"
    # no verb: "(2 decimals)", "to 2 dp", "with 3 decimal places" (the number right before the unit of decimals)
    starts += [i - 1 - (i > 1 and tokens[i - 2].low == "to") for i, t in enumerate(tokens)
               if t.low in ("decimal", "decimals", "dp", "d.p") and i > 0 and _small_whole(tokens[i - 1].low)
               and not any(s < i and i - s <= 6 for s in starts)]
    for i in starts:
        first = tokens[i].low
        idx, digits, j = [i], (int(number_value(first) or 0) if _small_whole(first) else None), i + 1
        while j < len(tokens) and j <= i + 6:
            low = tokens[j].low
            if low in FRACTIONS:
                digits = FRACTIONS[low]
            elif low in ("whole", "integer") or (low == "number" and digits is None):
                digits = 0 if digits is None else digits
            elif (n := number_value(low)) is not None and n == int(n) and n < 10 and digits is None:
                digits = int(n)
            elif low not in ROUND_WORDS:
                if j - 1 >= 0 and tokens[j - 1].low in ("whole", "nearest") and j == idx[-1] + 1 and low.isalpha():
                    idx.append(j)  # "to whole pages", "to the nearest euro": the unit counted
                    digits = 0 if digits is None else digits
                break
            idx.append(j)
            j += 1
        if digits is None or len(idx) < 2:
            continue
        inside = set(idx)
        r.cues = [c for c in r.cues if not (c.kind in ("number", "year") and set(c.tokens) & inside)]
        r.cues.append(Cue("round", tuple(idx), digits, "", " ".join(tokens[k].text for k in idx)))
        return


def _small_whole(word: str) -> bool:
    """A whole number below ten, as a digit or a word: how many decimals a question may ask for."""
    n = number_value(word)
    return n is not None and n == int(n) and 0 <= n < 10


def _month_years(r: Reading) -> None:
    """"in August 2025" (``2025-08``), "after 19 October 2024" (a day, ``dates.month_day``; its number no number of
    its own): one date cue, its comparison read from the words before the date."""
    tokens, days = r.tokens, set()
    for n, cue in enumerate(r.cues):
        i = cue.tokens[-1]
        after = tuple(t for t in cue.tokens if t > i)  # "August 2025 or later"
        month, day = month_day(tokens, i) if i >= 1 else (None, ())
        named = named_day(tokens, i) if month is None and i >= 1 else None  # "on Boxing Day 2023"
        if cue.kind != "year" or cue.op == "between" or month is None and named is None or \
                any(t < i for t in cue.tokens):
            continue
        first = named[0] if named is not None else min((month, *day))
        first -= first >= 1 and (bool(day) or named is not None) and tokens[first - 1].low == "the"  # "the 19th of"
        op, op_idx = (cue.op, ()) if after else ("eq", ())
        for back in (3, 2, 1) if not after else ():
            hit = _phrase_at(tokens, first - back, COMPARE_BEFORE) if first - back >= 0 else None
            if hit and hit[1] == back:
                op, op_idx = str(COMPARE_BEFORE[hit[0]]), tuple(range(first - back, first))
                break
        if named is not None:
            value = f"{int(float(str(cue.value)))}-{named[1]:02d}-{named[2]:02d}"
            days |= set(range(named[0], i))
        else:
            value = f"{int(float(str(cue.value)))}-{month_of(tokens[month]):02d}"
            value += f"-{day_of(tokens[day[0]].low):02d}" if day else ""
            days |= set(day)
        idx = (*op_idx, *range(first, i + 1), *after)
        r.cues[n] = Cue("date", idx, value, op, " ".join(tokens[j].text for j in idx))
    r.cues = [c for c in r.cues if not (c.kind in ("number", "year") and set(c.tokens) & days)]


RANGE_OPENERS = frozenset({"between", "from"})  # "between 1 July and …", "from May to …"
RANGE_JOINERS = frozenset({"and", "to", "until", "till", "through"})


def _day_ranges(r: Reading) -> None:
    """"between 1 July and 31 July 2025", "from May to July 2025": the first day (month) said without its year takes
    the year of the second, and the two are one range (a ``between`` date cue of both ends)."""
    tokens = r.tokens
    for n, cue in enumerate(r.cues):
        start = min(cue.tokens)
        if cue.kind != "date" or cue.op not in ("eq", "") or not isinstance(cue.value, str) or start < 3 or \
                tokens[start - 1].low not in RANGE_JOINERS:
            continue
        j = start - 2
        said_year = None
        if j >= 1 and re.fullmatch(r"[0-9]{4}", tokens[j].low) and month_of(tokens[j - 1]):
            said_year, j = tokens[j].low, j - 1  # "between 1 January *2025* and 31 March 2025": its own year
        if month_of(tokens[j]):  # "1 July and …" / "May and …"
            month, day = j, (j - 1 if day_of(tokens[j - 1].low) else None)
        elif day_of(tokens[j].low) and month_of(tokens[j - 1]):  # "July 1 and …"
            month, day = j - 1, j
        else:
            continue
        first = month if day is None else min(month, day)
        whole_months = len(cue.value) == 7
        if first < 1 or tokens[first - 1].low not in RANGE_OPENERS or (day is None) != whole_months:
            continue
        low = f"{said_year or cue.value[:4]}-{month_of(tokens[month]):02d}" + (f"-{day_of(tokens[day].low):02d}" if day is not None
                                                                  else "")
        idx = tuple(range(first - 1, max(cue.tokens) + 1))
        r.cues[n] = Cue("date", idx, (low, cue.value), "between", " ".join(tokens[k].text for k in idx))
        r.cues = [c for c in r.cues if c is r.cues[n] or not (c.kind in ("number", "year") and set(c.tokens) & set(idx))]
        return


_QUARTER = re.compile(r"q([1-4])")


ORDINAL_PARTS = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4}
PART_MONTHS = {"quarter": 3, "half": 6}  # the months of a part of a year


def _part_of_year(tokens: list[Token], i: int) -> tuple[int, int, int] | None:
    """The part of a year said in words ending at token ``i`` ("Q3", "the third quarter", "the second half"):
    (its first month, its last month, where its words start), or None."""
    if m := _QUARTER.fullmatch(tokens[i].low):
        q = int(m.group(1))
        return 3 * q - 2, 3 * q, i
    months = PART_MONTHS.get(tokens[i].low)
    if months is None or i == 0 or tokens[i - 1].low not in ORDINAL_PARTS:
        return None
    n = ORDINAL_PARTS[tokens[i - 1].low]
    if n > 12 // months:
        return None  # no third half
    start = i - 1 - (i >= 2 and tokens[i - 2].low == "the")
    return months * (n - 1) + 1, months * n, start


def _quarters(r: Reading) -> None:
    """"in Q1 2025", "Q3 of 2024", "the third quarter of 2024", "the first half of 2025": the part's months of that
    year, as one ``between`` date cue (a year cue of its own before)."""
    tokens = r.tokens
    for n, cue in enumerate(r.cues):
        last = max(cue.tokens)
        i = last - 1 - (last >= 2 and tokens[last - 1].low == "of")
        if cue.kind != "year" or cue.op not in ("eq", "") or min(cue.tokens) <= i or i < 0:
            continue
        part = _part_of_year(tokens, i)
        if part is None:
            continue
        year, (start, end, i) = int(float(str(cue.value))), part
        first = i - (i >= 1 and tokens[i - 1].low in ("in", "during"))
        idx = tuple(range(first, last + 1))
        r.cues[n] = Cue("date", idx, (f"{year}-{start:02d}", f"{year}-{end:02d}"), "between",
                        " ".join(tokens[k].text for k in idx))


SUPERSCRIPTS = str.maketrans("²³", "23")


TIME_SPANS = frozenset({"minute", "hour", "day", "week", "fortnight"})  # a span said with "a" is one of it


def _one_span(tokens: list[Token], i: int) -> bool:
    """Whether "a" / "an" at ``i`` is one of the span of time after it, compared ("over *a* week", "less than *an*
    hour"): a number, as "over 1 week" says it."""
    if tokens[i].low not in ("a", "an") or i + 1 >= len(tokens) or tokens[i + 1].low not in TIME_SPANS:
        return False
    return any((hit := _phrase_at(tokens, i - back, COMPARE_BEFORE)) and hit[1] == back
               for back in (3, 2, 1) if i - back >= 0)


# a year cut to its last two digits ("'24"), not a quotation it opens ("'10 Downing Street'": no quote after it)
_SHORT_YEAR = re.compile(r"(?<![\w'’])['’](\d{2})(?![\w'’])(?![^'’]*['’](?!\w))")
NEXT_CENTURY = 5  # a short year up to this many years past this one is of this century ("'29" in 2026: 2029)


def _full_year(m: re.Match[str]) -> str:
    """"'24" → "2024", "'98" → "1998": the year of the two digits nearest now, a few years ahead at most."""
    now = datetime.date.today().year
    year = now // 100 * 100 + int(m.group(1))
    return str(year if year <= now + NEXT_CENTURY else year - 100)


def read(question: str) -> Reading:
    """The tokens of ``question`` and every cue found in it (see the module docstring)."""
    question = question.translate(SUPERSCRIPTS)  # "1000 m²": square metres, as "m2"
    question = _RANKED_COMPOUND.sub(r"\1 \2", question)  # "the second-highest", "most-visited": two words
    question = _NO_APOSTROPHE.sub(r"\1'\2", question)  # "whos part time": who's
    question = _NO_APOSTROPHE_NT.sub(r"\1n't", question)  # "ppl who havent": haven't
    question = _TYPED.sub(lambda m: _TYPED_SHORT[m.group(1).lower()], question)  # "ppl": people
    question = _SHORT_YEAR.sub(_full_year, question)  # "in July '24": 2024
    tokens = tokenize(question)
    r = Reading(question, tokens)

    def tokens_in(start: int, end: int) -> tuple[int, ...]:
        return tuple(i for i, t in enumerate(tokens) if t.start >= start and t.end <= end)

    for m in _QUOTED.finditer(question):
        idx = tokens_in(m.start(1), m.end(1))
        if idx:
            r.cues.append(Cue("quoted", idx, m.group(1).strip(), word=m.group(0)))
    quoted = {i for c in r.of("quoted") for i in c.tokens}
    for i, t in enumerate(tokens):
        if i in quoted:
            continue
        low = t.low.lstrip("$£€").rstrip("%")
        value: object
        if m := _DATE.fullmatch(low):
            kind, value = "date", low
        elif i + 1 < len(tokens) and tokens[i + 1].low in ("century", "centuries") and (n := _ordinal(low)):
            kind, value = "decade", str(100 * (n - 1))  # "the 18th century": the hundred years from 1700
        elif m := _DECADE.fullmatch(low):
            kind, value = "decade", m.group(1) + "0"
        elif i > 0 and tokens[i - 1].low in ("the", "early", "late", "mid") and \
                ((m := _SHORT_DECADE.fullmatch(low)) or low in DECADE_WORDS):
            kind, value = "decade", str(DECADE_WORDS[low] if low in DECADE_WORDS else 1900 + 10 * int(m.group(1)))
        elif _one_span(tokens, i):
            kind, value = "number", 1.0  # "longer than *a* week": one week
        elif (n := number_value(t.low)) is not None and not (t.low in ("no", "none", "one", "single") and i > 0
                                                             and tokens[i - 1].low not in ("than", "of", "exactly", "only", "just")):
            year = n == int(n) and 1000 <= n <= 2999 and re.fullmatch(r"[0-9]{4}", low) is not None
            kind, value = ("year" if year else "number"), n
            if t.low in ("one", "no", "none", "single") and not (i + 1 < len(tokens)):
                continue
        else:
            continue
        op, op_idx = "eq", ()
        for back in (3, 2, 1):
            if i - back >= 0:
                hit = _phrase_at(tokens, i - back, COMPARE_BEFORE)
                if hit and hit[1] == back:
                    op, op_idx = str(COMPARE_BEFORE[hit[0]]), tuple(range(i - back, i))
                    break
        after = _phrase_at(tokens, i + 1, COMPARE_AFTER) if i + 1 < len(tokens) else None
        if after:
            op, op_idx = str(COMPARE_AFTER[after[0]]), op_idx + tuple(range(i + 1, i + 1 + after[1]))
        if i >= 2 and tokens[i - 1].low == "and" and any(c.kind in ("number", "year", "date") and c.op == "between"
                                                         for c in r.cues):
            prev = r.cues[-1]
            r.cues[-1] = Cue(prev.kind, prev.tokens + (i - 1, i), (prev.value, value), "between", prev.word)
            continue
        if i >= 2 and tokens[i - 1].low in ("to", "through", "thru") and r.cues and r.cues[-1].kind == kind and \
                r.cues[-1].tokens[-1] == i - 2 and r.cues[-1].op in ("eq", "ge") and isinstance(r.cues[-1].value, float | int):
            prev = r.cues[-1]  # "(2000 to 2009)", "from 3 to 5": both ends, as "between 2000 and 2009" says them
            r.cues[-1] = Cue(prev.kind, prev.tokens + (i - 1, i), (prev.value, value), "between", prev.word)
            continue
        if i >= 1 and tokens[i - 1].low == "between":
            op, op_idx = "between", (i - 1,)
        said = op_idx + (i,) + ((i + 1,) if kind == "decade" and tokens[i + 1:i + 2] and
                                 tokens[i + 1].low.startswith("centur") else ())
        r.cues.append(Cue(kind, said, value, op, " ".join(tokens[j].text for j in said)))
    i = 0
    while i < len(tokens):
        # an English superlative no list holds ("the *windiest* trip"): the most of what its adjective says
        more = {tokens[i].low: "max"} if tokens[i].low not in SUPERLATIVES and _unlisted_superlative(tokens[i]) else {}
        for kind, table in (("top", SUPERLATIVES | more), ("agg", AGGREGATES), ("string", STRING_OPS),
                            ("grouping", dict.fromkeys(GROUPING))):
            hit = _phrase_at(tokens, i, table)
            if hit is None:
                continue
            phrase, n = hit
            idx = tuple(range(i, i + n))
            if kind == "top" and i > 0 and tokens[i - 1].low == "at" and phrase in ("least", "most"):
                continue  # "at least one", "at most 3": a comparison, no ranking
            if kind == "top" and phrase == "nearest" and (tokens[i - 2:i] and [t.low for t in tokens[i - 2:i]]
                                                           == ["to", "the"] or _rounds_to(tokens[i + 1:i + 2])):
                continue  # "to the nearest whole number", "nearest 10", "nearest km": how to round, no ranking
            if kind == "top" and phrase in ("first", "last") and i + 1 < len(tokens) and \
                    tokens[i + 1].low in ("name", "names"):
                continue  # "a first name starting with …": a part of a name, no ranking
            if kind == "top":
                k = None
                if i > 0 and (v := number_value(tokens[i - 1].low)) is not None and v == int(v) and v < 1000:
                    k, idx = int(v), (i - 1, *idx)
                elif i + n < len(tokens) and (v := number_value(tokens[i + n].low)) is not None and v == int(v) \
                        and v < 1000 and (phrase in ("top", "first", "last", "bottom") or _last_word(tokens, i + n)):
                    k, idx = int(v), (*idx, i + n)  # "top 3", "bands by size, largest *three*"
                prev = r.cues[-1] if r.cues else None
                lone = phrase in ("top", "bottom") and k is None and prev is not None and \
                    prev.word not in GENERIC_TOP  # "the longest *bottom* time": a word of what is ranked
                if prev is not None and prev.kind == "top" and min(idx) <= max(prev.tokens) + 1 and not lone:
                    # "top 3 most expensive": one ranking, the count of the first and the words of the second
                    op = str(table[phrase])
                    if phrase in ("first", "last") and prev.word not in GENERIC_TOP:
                        # "biggest first": the superlative's order ("biggest last": the other way)
                        op = prev.op if phrase == "first" else {"max": "min", "min": "max"}.get(prev.op, prev.op)
                    r.cues[-1] = Cue("top", tuple(sorted(set(prev.tokens + idx))), prev.value if k is None else k,
                                     op, phrase if prev.word in ("top", "first", "bottom") else prev.word)
                else:
                    r.cues.append(Cue("top", idx, k, str(table[phrase]), phrase))
            elif kind == "agg":
                r.cues.append(Cue("agg", idx, None, str(table[phrase]), phrase))
            elif kind == "string":
                r.cues.append(Cue("string", idx, None, str(table[phrase]), phrase))
            else:
                r.cues.append(Cue("grouping", idx, None, "", phrase))
        hit = _phrase_at(tokens, i, dict.fromkeys(NEGATIONS))
        if hit is not None and tokens[i].low == "no" and i + 1 < len(tokens) and tokens[i + 1].low.isdigit():
            hit = None  # "pager no 4614": the number's abbreviation
        if hit is not None or tokens[i].low.endswith("n't"):
            n = hit[1] if hit else 1
            r.cues.append(Cue("negation", tuple(range(i, i + n)), None, "", " ".join(t.text for t in tokens[i:i + n])))
        i += 1
    read_units(r, STOP)  # "40 sqm or more", "3000 euros": the numbers read, before they rank
    _one_ranking(r)
    _ranked_by_count(r)
    _how_often_each(r)
    _zeros_kept(r)
    _rounding(r)
    _month_years(r)
    _day_ranges(r)
    _quarters(r)
    if tokens and tokens[0].low in WH:
        r.cues.append(Cue("wh", (0,), None, tokens[0].low, tokens[0].text))
    else:
        for j, t in enumerate(tokens[:4]):
            if t.low in WH:
                r.cues.append(Cue("wh", (j,), None, t.low, t.text))
                break
        else:  # "X belongs to *who*?", "contracts at Y - *who* holds them", "heaviest weigh-in - *which* dog":
            # a clause of its own asks
            asking = [j for j, t in enumerate(tokens) if j > 1 and t.low in ("who", "whom", "what", "which") and (
                j == len(tokens) - 1 and t.low != "which"
                or any(ch in question[tokens[j - 1].end:t.start] for ch in "-–:;"))]
            if asking:
                j = asking[0]
                r.cues.append(Cue("wh", (j,), "clause", tokens[j].low, tokens[j].text))
    return r
