"""Words of a question that tell how to present the answer rather than what to find (``aside``): instructions the
form already carries out, or that only say how a number is shown. Each is read from general English and from what
the form does, never from a graph's wording, and each needs the form to do what the words ask, so the same words
before a form that does not do it stay unread (and the answer kg-approximate):

- **the unit of a key the form uses** ("average altitude *in metres*" of ``altitudeM``, "*euros*" of ``amountEur``):
  a unit's name whose symbol (or name) is a word of the key's name; another unit ("in *feet*") is not said;
- **how precisely to show a number** ("*whole number*", "*to the cent*" of a money key, "*2dp*"), when the answer
  is one number (``precision`` says how many decimals; the engine rounds to it);
- **a tie instruction** ("all *tied* at the top", "every one *if several* are *equal*") when the form is a
  superlative that keeps every tied member (ARGMAX / ARGMIN);
- **ordering words** ("*sort* …", "*ordered* by …", "in *order* of …", "oldest *first*", "from most *to fewest*",
  "the four longest, *longest first*") when the form is an ordered listing (TOP / BOTTOM) in the direction the words
  say;
- **a filter said again** ("(*leave out* the ones with *no soil* recorded)", "(*only* those with a *village*)"):
  a clause asking to keep only what has a value for a key, when the form already needs that key's value (it groups
  by it, tests it, or needs it present);
- **the answers' order by name** ("*alphabetically*", "ties *in alphabetical order*", "(all if tied, *alphabetical*)",
  "ties *by name*"): the order every store lists answers in (``kgchat.logic.order``): a set of nodes by name, the
  members tied on a ranking's key by name; said of a ranking's own order it is not;
- **"only" in a clause after the question's own** ("…, *only* chairs with more than one user", "…, Ravensgill branch
  *only*"), when the form reads every other word of that clause: a restriction the form applies already;
- **the asker's own request** ("I *need* to find …", "I'd *like* …"): a verb of wanting after "I" / "we";
- **the particle of a phrasal verb** ("add *up*", "took *over*") whose verb the form accounts for.
"""

from __future__ import annotations

from dataclasses import fields, is_dataclass
from typing import Any

from kgchat.logic.nodes import (
    ArgMax,
    ArgMin,
    Compare,
    Has,
    Join,
    Not,
    Relation,
    Top,
    relation_steps,
    relations_in,
)
from kgchat.reasoning.schema_parser.words import STOP, SUPERLATIVES, unit_quantities
from kgchat.schema import identifier_words
from kgchat.text import lemma

# a unit's English names (dictionary form) -> the ways a key's name writes it ("altitudeM", "amountEur", "lengthKm")
UNIT_NAMES = {
    "metre": {"m", "metre", "metres"}, "meter": {"m", "meter", "meters"},
    "kilometre": {"km", "kms"}, "kilometer": {"km", "kms"}, "centimetre": {"cm"}, "centimeter": {"cm"},
    "millimetre": {"mm"}, "millimeter": {"mm"}, "foot": {"ft", "feet"}, "feet": {"ft", "feet"}, "mile": {"mi"},
    "hectare": {"ha"}, "acre": {"ac", "acres"},
    "kilo": {"kg", "kgs"}, "kilogram": {"kg", "kgs"}, "gram": {"g"}, "tonne": {"t", "tonnes"}, "ton": {"t", "tons"},
    "litre": {"l", "litres"}, "liter": {"l", "liters"}, "hectolitre": {"hl"}, "hectoliter": {"hl"},
    "millilitre": {"ml"}, "milliliter": {"ml"}, "centilitre": {"cl"}, "centiliter": {"cl"},
    "euro": {"eur", "euro", "euros"}, "dollar": {"usd", "dollars"}, "pound": {"gbp", "lb", "lbs"}, "quid": {"gbp"},
    "sterling": {"gbp"}, "yen": {"jpy"}, "franc": {"chf"},
    "minute": {"min", "mins"}, "hour": {"h", "hr", "hrs"}, "second": {"sec", "secs"},
    "percent": {"pct", "percent"}, "percentage": {"pct", "percent"}, "degree": {"c", "degc", "f"}, "celsius": {"c", "degc"}, "centigrade": {"c", "degc"},
    "fahrenheit": {"f"},
}
# the smallest coin of a currency: "to the *cent*" asks for two decimals of a sum of money
COINS = frozenset({"cent", "cents", "penny", "pence"})
WHOLE = frozenset({"number", "numbers", "figure", "figures"})  # not "the whole amount": all of it
# words that say tied members are all wanted, and the words that fill out such a clause ("if *several* are equal")
TIE_WORDS = frozenset({"tie", "ties", "tied", "tying", "equal", "equally"})
TIE_FILLERS = frozenset({"if", "several", "multiple", "more", "same", "share", "shared", "sharing", "top",
                         "include", "included", "including", "keep", "kept", "show", "list", "them"})
ORDER_VERBS = frozenset({"sort", "sorted", "sorting", "arrange", "arranged", "arranging"})
ORDER_NOUNS = frozenset({"order", "ordered", "ordering", "rank", "ranked", "ranking"})
ALPHABETICAL = frozenset({"alphabetical", "alphabetically", "a-z"})
# the words of a clause asking for the order by name ("ties *in* alphabetical *order*", "*sorted by name*")
BY_NAME = ALPHABETICAL | {"in", "order", "ordered", "sort", "sorted", "listed", "by", "name", "names"}
ENDS = frozenset({"first"})  # "oldest *first*": the end of an ordering the superlative before it starts
# the words of a clause that keeps only what has a value ("*leave out* the ones with *no* X *recorded*")
LEAVE_OUT = frozenset({"leave", "leaving", "left", "exclude", "excluding", "skip", "skipping", "ignore", "ignoring",
                       "omit", "omitting", "drop", "dropping", "out", "no", "only", "without", "missing"})
RECORDED = frozenset({"recorded", "record", "set", "given", "listed", "known", "entered", "blank", "empty",
                      "value", "values"})
WANTING = frozenset({"need", "like", "looking", "wondering", "curious", "interested", "hoping", "trying"})
FIRST_PERSON = frozenset({"i", "we", "i'd", "we'd", "i'm", "we're", "id", "im", "would", "am", "'d", "'m"})
PARTICLES = frozenset({"up", "out", "off", "down", "over", "back", "away"})
CLAUSE_MARKS = frozenset(",;:()[]?!.–—-")
SURE = 0.75  # a piece matched at least this surely by its words (``coverage.WEAK``)


def aside(i: int, cand: Any, reading: Any, claimed: dict[int, list[Any]],
          verbs: frozenset[str] = frozenset()) -> str | None:
    """Why word ``i``, which no piece of ``cand`` claims, only says how to present what the form gives (see the module
    docstring), or None. ``claimed``: the candidate's pieces by the words they claim; ``verbs``: verbs accounted for
    without a piece (support verbs)."""
    form = cand.form
    return (_unit(reading.tokens[i], form) or _precision_word(i, cand, reading) or _tie(i, form, reading)
            or _ordering(i, form, reading, claimed) or _by_name(i, cand, reading) or _restated(i, form, reading)
            or _only_restated(i, cand, reading, claimed) or _wanting(i, reading) or _particle(i, reading, claimed, verbs))


def clause_of(reading: Any) -> list[int]:
    """Each word's clause, numbered in order: a mark of punctuation between two words starts a new one."""
    out, n, tokens = [], 0, reading.tokens
    for j, t in enumerate(tokens):
        if j and CLAUSE_MARKS & set(reading.question[tokens[j - 1].end:t.start]):
            n += 1
        out.append(n)
    return out


def _keys(form: Any) -> list[str]:
    """The keys and relationship types the form walks, by their last name ("ORDERED.amountEur": amountEur)."""
    return sorted({r.rsplit(".", 1)[-1] for r in relations_in(form)})


def _unit(token: Any, form: Any) -> str | None:
    """"'metres' is the unit of altitudeM": a unit's name whose symbol (or name) ends a walked key's name."""
    writes = next((UNIT_NAMES[w] for w in (token.low, lemma(token.low), token.stem) if w in UNIT_NAMES), None)
    if not writes:
        return None
    for key in _keys(form):
        words = identifier_words(key).lower().split()
        if words and words[-1] in writes:  # a unit ends a key's name ("durationMin")
            return f"the unit {key} is measured in"
    return None


def precision(reading: Any, form: Any = None) -> tuple[set[int], int] | None:
    """The words asking how precisely to show a number, with how many decimals: "*whole number*" (0), "*to the cent*"
    (2, when ``form`` reads a key of money, or without a form), "*2dp*" (2); None when there are none. A "round" cue
    of the reading says it already (``words._rounding``)."""
    tokens = reading.tokens
    for j, t in enumerate(tokens):
        low = t.low
        if low == "whole" and j + 1 < len(tokens) and tokens[j + 1].low in WHOLE and \
                not (j + 2 < len(tokens) and tokens[j + 2].low == "of"):
            return {j, j + 1}, 0  # "whole number", not "a whole number of …"
        if low in COINS and j >= 2 and [x.low for x in tokens[j - 2:j]] == ["to", "the"] and \
                (form is None or any("money" in unit_quantities(identifier_words(k).lower()) for k in _keys(form))):
            return {j}, 2
        if low[:-2].isdigit() and low.endswith("dp") and len(low) <= 3:
            return {j}, int(low[:-2])
    return None


def _precision_word(i: int, cand: Any, reading: Any) -> str | None:
    """"'whole' says how to show the number": a word of ``precision``'s request, when the answer is one number
    (which ``framing.round_answers`` rounds as asked)."""
    if cand.answer != "number" or reading.of("round"):
        return None
    found = precision(reading, cand.form)
    if found is not None and i in found[0]:
        return f"the number shown to {found[1]} decimals"
    return None


def _tie(i: int, form: Any, reading: Any) -> str | None:
    """"all *tied* at the top", "(every one *if several* are *equal*)": the form keeps every member holding the best
    value (ARGMAX / ARGMIN keep ties)."""
    if not isinstance(form, ArgMax | ArgMin):
        return None
    tokens, clauses = reading.tokens, clause_of(reading)
    low = tokens[i].low
    ties = [j for j, t in enumerate(tokens) if t.low in TIE_WORDS and
            not (j + 1 < len(tokens) and tokens[j + 1].low in ("to", "with"))]  # "equal to 5" compares
    if low in TIE_WORDS and i in ties or low in TIE_FILLERS and any(clauses[j] == clauses[i] for j in ties):
        return "tied members, which the superlative keeps every one of"
    return None


def _ordering(i: int, form: Any, reading: Any, claimed: dict[int, list[Any]]) -> str | None:
    """"*Sort* …", "*ordered* by …", "in *order* of …", "oldest *first*", "from most *to fewest*": the form lists its
    members in order (TOP / BOTTOM), in the direction the superlative the engine read says."""
    if not isinstance(form, Top):
        return None
    tokens = reading.tokens
    low = tokens[i].low
    after = tokens[i + 1].low if i + 1 < len(tokens) else ""
    before = tokens[i - 1].low if i else ""
    if (low in ORDER_VERBS or low in ORDER_NOUNS and (after in ("by", "of") or before == "in")) and \
            (key := _ordered_by(i, form, reading, claimed)) is not None:
        return f"the order the listing is in (by {key})"
    way = "max" if form.descending else "min"
    if low in ENDS and i:
        # the superlative right before: one word ("oldest first") or "most" / "least" and a word ("most recent first")
        start = i - 2 if i >= 2 and tokens[i - 2].low in ("most", "least") else i - 1
        if SUPERLATIVES.get(tokens[start].low) == way and (any(j in claimed for j in range(start, i))
                                                           or _said_again(start, tokens, claimed)):
            return f"the end the ordering by '{reading.text(range(start, i))}' starts from"
    if SUPERLATIVES.get(low) == way and _said_again(i, tokens, claimed):  # "the four *longest* tracks, longest first"
        return f"the ordering by '{tokens[i].text}', said again"
    if SUPERLATIVES.get(low) not in (None, way) and before == "to" and i >= 2 and \
            any(SUPERLATIVES.get(tokens[j].low) == way and j in claimed for j in range(max(0, i - 4), i - 1)):
        return "the end of the ordering (from … to …)"
    return None


def _said_again(i: int, tokens: list[Any], claimed: dict[int, list[Any]]) -> bool:
    """Whether the word at ``i`` is said elsewhere in the question and read there by a piece of the form."""
    return any(tokens[k].low == tokens[i].low and k in claimed for k in range(len(tokens)) if k != i)


def _ordered_by(i: int, form: Top, reading: Any, claimed: dict[int, list[Any]]) -> str | None:
    """What the listing is ordered by, when the words after the ordering word's "by" / "of" ("sorted *by price*",
    "in order *of election year*") are read as it: a word there surely claimed by a piece standing for the key or
    relationship the form orders by. None when the words name something else, are read only weakly as it ("by
    *price*" as the orders placed), or there are none."""
    tokens, clauses = reading.tokens, clause_of(reading)
    at = next((j for j in range(i + 1, min(i + 7, len(tokens))) if tokens[j].low in ("by", "of")
               and clauses[j] == clauses[i]), None)
    if at is None:
        return None
    names = set()
    for r in {s.name for s in relation_steps(form.slot)}:
        last = r.rsplit(".", 1)[-1]
        names |= {r, r.split(".")[0], last, identifier_words(last).lower()}
    for j in range(at + 1, len(tokens)):
        if clauses[j] != clauses[at]:
            break
        if (piece := next((p for p in claimed.get(j, ()) if p.text in names and p.conf >= SURE), None)) is not None:
            return piece.text
    return None


def _by_name(i: int, cand: Any, reading: Any) -> str | None:
    """"*alphabetically*", "ties *in alphabetical order*", "ties *by name*": the order answers are listed in, when it
    is the one every store gives (``kgchat.logic.order``): a set of nodes by name (the best members of ARGMAX /
    ARGMIN too, who share their value), or the members tied on a ranked listing's key by name (the clause names a
    tie). A ranking's own order is by its key, so "alphabetically" of it is not said; nor is "by" another thing
    ("alphabetically by town")."""
    tokens, clauses = reading.tokens, clause_of(reading)
    if tokens[i].low not in BY_NAME | TIE_WORDS | TIE_FILLERS:
        return None
    words = [j for j, c in enumerate(clauses) if c == clauses[i]]
    by_name = [j for j in words if tokens[j].low in ALPHABETICAL
               or tokens[j].low in ("name", "names") and j and tokens[j - 1].low == "by"]
    if not by_name or any(tokens[j].low == "by" and not (j + 1 < len(tokens) and tokens[j + 1].low in ("name", "names"))
                          for j in words):
        return None
    tied = any(tokens[j].low in TIE_WORDS for j in words)
    if isinstance(cand.form, Top) and not tied or \
            not isinstance(cand.form, Top | ArgMax | ArgMin) and cand.answer != "nodes":
        return None  # the best members of ARGMAX / ARGMIN share their value: a set, listed by name
    if tokens[i].low not in BY_NAME and not tied:
        return None  # a tie's words only in a clause that names a tie
    return "the order the answers are listed in: by name" + (", tied members too" if tied else "")


def _only_restated(i: int, cand: Any, reading: Any, claimed: dict[int, list[Any]]) -> str | None:
    """"…? *only* judges owning at least one", "…, Ravensgill branch *only*": "only" in a clause after the
    question's own, every other word of which the form reads, says the restriction the form applies already. In the
    question's own clause "only" may ask for more ("sites we've *only* had one job at": no others), so it stays
    unread there."""
    tokens, clauses = reading.tokens, clause_of(reading)
    if tokens[i].low != "only" or clauses[i] == 0:
        return None
    words = [j for j, c in enumerate(clauses) if c == clauses[i] and j != i]
    if not any(j in claimed for j in words):
        return None
    if any(j in cand.uncovered and not (tokens[j].low in ("least", "most") and j and tokens[j - 1].low == "at")
           for j in words):
        return None  # a word of the clause the form does not read: the restriction may be another
    return "a restriction the form applies already (the words with 'only')"


def _restated(i: int, form: Any, reading: Any) -> str | None:
    """"(*leave out* the ones with *no soil recorded*)", "(*only* those with a *village*)": a clause asking to keep
    only what has a value of a key the form already needs a value of (grouping by it, testing it, or HAS)."""
    tokens, clauses = reading.tokens, clause_of(reading)
    words = [j for j, c in enumerate(clauses) if c == clauses[i]]
    if clauses[i] == 0 or not any(tokens[j].low in LEAVE_OUT for j in words):
        return None  # the question's own clause says what to find; an aside follows it
    needed = _needed(form)
    keyed = [j for j in words if _names_key(j, tokens, needed)]
    rest = [j for j in words if j not in keyed and tokens[j].low not in STOP and tokens[j].low not in LEAVE_OUT
            and tokens[j].low not in RECORDED]  # a number is a test of its own ("only those with a prize in 2020")
    if keyed and not rest and i in words:
        return "a filter the form applies already (it needs a value of " + \
            _names_key(keyed[0], tokens, needed) + ")"
    return None


def _needed(form: Any) -> set[str]:
    """The keys a member must have a value of to be kept: grouped by (``(JOIN (R key) …)``), tested, or HAS; none
    under a NOT (a test denied keeps what lacks it)."""
    out: set[str] = set()
    todo = [form]
    while todo:
        node = todo.pop()
        if isinstance(node, Not):
            continue
        if isinstance(node, Join | Compare | Has) and isinstance(node.relation, Relation):
            out.add(node.relation.name.rsplit(".", 1)[-1])
        todo += [getattr(node, f.name) for f in fields(node)] if is_dataclass(node) else []
    return out


def _names_key(j: int, tokens: list[Any], keys: set[str]) -> str | None:
    """The key of ``keys`` whose name word ``j`` says (its dictionary form a word of the key's name), or None."""
    word = lemma(tokens[j].low)
    return next((k for k in sorted(keys) if word in {lemma(w) for w in identifier_words(k).lower().split()}), None)


def _wanting(i: int, reading: Any) -> str | None:
    """"I *need* to find …", "I'd *like* the …", "we're *looking* for …": the asker's own request."""
    tokens = reading.tokens
    if tokens[i].low in WANTING and i and tokens[i - 1].low in FIRST_PERSON and \
            any(tokens[j].low in ("i", "we", "i'd", "we'd", "i'm", "we're") for j in range(max(0, i - 3), i)):
        return "the asker's own request"
    return None


def _particle(i: int, reading: Any, claimed: dict[int, list[Any]], verbs: frozenset[str]) -> str | None:
    """"bought *up*", "took *over*", "run *out*": the particle right after a verb read as a relationship or key the
    form walks, or a support verb."""
    from lemminflect import getAllLemmas

    tokens = reading.tokens
    if tokens[i].low not in PARTICLES or not i or not tokens[i - 1].text.islower():
        return None  # a capitalised word before it is part of a name ("Katell's Wolf *up* for …")
    if not (any(p.kind in ("relation", "property") for p in claimed.get(i - 1, ()))
            or lemma(tokens[i - 1].low) in verbs):
        return None  # the verb must be read as a relationship or key the form walks (or be a support verb)
    if i + 1 < len(tokens) and tokens[i + 1].low[:1].isdigit():
        return None  # "over 5": a comparison
    if "VERB" in getAllLemmas(tokens[i - 1].low):
        return f"the particle of '{tokens[i - 1].text}'"
    return None

