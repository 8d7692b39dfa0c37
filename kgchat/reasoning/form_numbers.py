"""Number words a schema-checked answer's form says by what it computes (part of ``form_words``): a request to
round the number it computes ("*rounded to 1 decimal*", "*2dp*", "*to the nearest minute*"), the measure a "how"
asks for ("*how long* a delay") when the answer is a number read off a numeric key, and a scale word after a number
the form tests ("more than 5 *million*") on a key whose values are all far below that scale."""

from __future__ import annotations

import re

from kgchat.lexicons import FUNCTION_WORDS
from kgchat.logic.nodes import Agg, Aggregate, Compare, Join, Literal, Relation, subexpressions
from kgchat.reasoning.answer_type import value_kind
from kgchat.reasoning.question import Analysis
from kgchat.reasoning.schema_parser.unit_cues import FACTORS, UNITS
from kgchat.reasoning.schema_parser.words import NUMBER_WORDS, ROUND_TO
from kgchat.schema import NUMERIC, GraphSchema
from kgchat.text import word_kinds
from kgchat.types import Answer

# words that ask for a computed number to be rounded, and those that fill out the request ("rounded *to the* nearest")
ROUNDING = frozenset({"round", "rounded", "rounding"})
PRECISION = frozenset({"decimal", "decimals", "dp", "places"})
# what "nearest" rounds to when no "to the" comes before it (", *nearest pound*", "*nearest whole* percent")
# what a bare "nearest" rounds to ("…, *nearest whole* percent", ", nearest *metre*"): the parser's own list of steps
# and units (``words._rounds_to``), so the two readings agree
BARE_NEAREST = ROUND_TO | frozenset(UNITS) | frozenset(u[:-1] for u in UNITS if u.endswith("s") and not u.endswith("us")) \
    | frozenset(u for table in FACTORS.values() for u in table)  # "nearest foot", "nearest hour"
ROUND_FILLERS = frozenset({"it", "to", "the", "a", "an", "nearest", "place", "off", "up", "down"})
# number words that scale the number before them ("5 *million*")
SCALES = {"thousand": 1e3, "million": 1e6, "billion": 1e9}


def computed(form) -> bool:
    """Whether the form computes numbers of its own: an average or sum, outermost or per member."""
    return any(isinstance(node, Aggregate) and node.fn in ("avg", "sum") or isinstance(node, Agg) and node.fn in
               ("avg", "sum") for node in subexpressions(form))


def rounding_clause(words: list[str]) -> set[int]:
    """The positions of the words that ask for a computed number to be rounded ("*rounded to 1 decimal*", "*2dp*",
    "*to the nearest minute*", "*(2 decimals)*", "*round it to the nearest year*"): how to show the number, not
    something more to find in the graph."""
    out: set[int] = set()

    def number(i: int) -> bool:
        return 0 <= i < len(words) and (words[i].isdigit() or words[i] in NUMBER_WORDS)

    for i, w in enumerate(words):
        # "round" as a verb: "round *to* 1 dp", "round *it*", not "goals in round 3" or "the round trip"
        asked = w in ROUNDING and (w == "rounded" or words[i + 1:i + 2] and words[i + 1] in ROUND_FILLERS)
        said_to = w == "nearest" and words[i - 2:i] == ["to", "the"]
        bare = w == "nearest" and words[i + 1:i + 2] and words[i + 1] in BARE_NEAREST and words[i - 1:i] != ["the"]
        if asked or said_to or bare or re.fullmatch(r"\d+dp", w):  # "…, *nearest whole* percent"
            start = i - 2 if said_to else i
            j = i + 1
            while j < len(words) and (words[j] in ROUND_FILLERS or words[j] in PRECISION or number(j)):
                j += 1
            if "nearest" in words[start:j] and j < len(words) and words[j].isalpha() and words[j] not in FUNCTION_WORDS:
                j += 1  # the unit it is rounded to ("the nearest *minute*")
            out |= set(range(start, j))
        elif w in PRECISION and number(i - 1):
            out |= {i - 1, i} | ({i + 1} if words[i + 1:i + 2] == ["places"] else set())
    return out


def rounding(a: Analysis, word: str, form) -> str | None:
    """"'rounded' says how to show the average": a word of a rounding clause (``rounding_clause``), when the form
    computes the number it rounds (an average or a sum)."""
    if not computed(form):
        return None
    clause = rounding_clause(a.words)
    if any(w == word and i in clause for i, w in enumerate(a.words)):
        return f"'{word}' says how to round the number the answer computes"
    return None


def measure(a: Analysis, word: str, form, answer: Answer, schema: GraphSchema) -> str | None:
    """"'long' in 'how long' asks for the number the answer reads": an adjective right after "how", when every
    answer is a number (a year is no measure: "how old" is not a birth year) and the form reads a numeric key."""
    if not any(w == word and i > 0 and a.words[i - 1] == "how" for i, w in enumerate(a.words)) or \
            word in ("many", "much", "often") or not _adjective(word):
        return None
    if not answer.entities or any(value_kind(e.name or e.id) != "number" for e in answer.entities):
        return None
    numeric = {p.key for x in schema.labels for p in x.properties if p.type in NUMERIC} | \
        {f"{r.name}.{p.key}" for r in schema.relationships for p in r.properties if p.type in NUMERIC}
    read = form.relation if isinstance(form, Aggregate) else form.relation if isinstance(form, Join) else None
    if not (isinstance(read, Relation) and (read.reverse or isinstance(form, Aggregate)) and read.name in numeric):
        return None
    return f"'how {word}' asks for a measure, the number the answer reads ({read.name})"


def _adjective(word: str) -> bool:
    return bool(word_kinds(word) & {"ADJ", "ADV"})


def scale(a: Analysis, word: str, form, schema: GraphSchema) -> str | None:
    """"more than 5 *million*" where the form tests a value of 5 on a key every known value of which is far below
    a million: the key counts in millions, so the number as the form tests it already says the word."""
    times = SCALES.get(word)
    if times is None:
        return None
    said = {float(a.words[i - 1]) for i, w in enumerate(a.words) if w == word and i > 0 and a.words[i - 1].isdigit()}
    samples = {p.key: p.samples for x in schema.labels for p in x.properties} | \
        {f"{r.name}.{p.key}": p.samples for r in schema.relationships for p in r.properties}
    for node in subexpressions(form):
        if not (isinstance(node, Compare) and isinstance(node.relation, Relation)):
            continue
        value = node.value.value if isinstance(node.value, Literal) else getattr(node.value, "id", None)
        known = [_number(v) for v in samples.get(node.relation.name, ())]
        if _number(str(value)) in said and known and None not in known and max(abs(v) for v in known) * 1000 <= times:
            return f"'{word}' is the unit {node.relation.name} counts in (its values: {', '.join(samples[node.relation.name][:3])})"
    return None


def _number(text: str) -> float | None:
    try:
        return float(text)
    except (TypeError, ValueError):
        return None
