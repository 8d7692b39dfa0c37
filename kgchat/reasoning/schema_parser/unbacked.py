"""Answers the graph does not back, however well the words are read: rows for the badge that keep such an answer
from ``kg-exact`` (``engine._finish`` adds them to the coverage). Each reads the form, the question's cues and the
schema, never a graph's own wording:

- **a count of none** ("how many consultations did X do in 2025" → 0): a question asking how many presumes there
  are some, and a count that finds none has no row to show for what its tests kept, so nothing says they keep what
  was meant (a misread test keeps nothing as readily as a right one). The answer stands, approximate, where the
  reading has no other doubt; with one (a word unread, a step no word asks for), the engine refuses: over the
  bench's development halves such counts were never right;
- **a key that keeps a bound** ("how many loans" read as ``maxLoans``) when the question says no bound: the
  key's other word matched, and the limit is not the things asked about. Only a bound on things counted is one: a
  bound word before the rest of the key is read so only where the question's word for it is a plural noun ("loans",
  "pets"); the greatest of a measure ("deeper than 10 m", "the depth of dive X" of ``maxDepthMsw``) is the measure
  of that one thing. A unit's symbol ending the key's name is no bound where the question names the unit
  (``delayMin`` "in *minutes*") or where the graph has no key bounding the same thing the other way (``bottomTimeMin``
  beside no ``bottomTimeMax``: minutes). Nor is a bound the question says in another form: "does X *allow* pets" of
  ``petsAllowed``;
- **a year tested on a property that holds no times** ("in *2025*" read as consultRooms = 2025): a number said as a
  year (after a preposition of time) is a time, and a property whose values are neither dates nor years cannot
  hold it; the reading matched a number, not what the question says.
"""

from __future__ import annotations

from typing import Any

from kgchat.logic.nodes import (
    Class,
    Compare,
    Count,
    Entity,
    Expr,
    Join,
    Literal,
    Relation,
    RelationPath,
    relation_steps,
    subexpressions,
)
from kgchat.reasoning.schema_parser.asides import UNIT_NAMES
from kgchat.schema import identifier_words
from kgchat.text import lemma, plural_noun
from kgchat.types import Coverage
from kgchat.types import Entity as Node

# Words of a key's name that make it a bound on what its other words name (``maxLoans``, ``minAge``).
BOUNDS = frozenset("max min maximum minimum limit allowed".split())  # noqa: SIM905
# A bound word and the one bounding the other way ("bottomTimeMin" beside "bottomTimeMax" keeps a least value)
OPPOSITE_BOUNDS = {"max": "min", "min": "max", "maximum": "minimum", "minimum": "maximum"}
# the bound words that are also a unit's symbol ("min": minutes)
UNIT_SYMBOLS = frozenset(w for symbols in UNIT_NAMES.values() for w in symbols if w in BOUNDS)
# Words of a question that ask about a bound ("how many loans *can* a patron have", "the *most* loans allowed").
BOUND_SAID = frozenset("max min maximum minimum limit limits allowed can may could permitted".split())  # noqa: SIM905
# English prepositions that make the year after them a time ("in 2025", "since 2019", "between 2019 and 2021").
TIME_PREPOSITIONS = frozenset("in during since before after until till from between by".split())  # noqa: SIM905
# Words that may stand between such a preposition and the year ("in *the year* 2025", "before *early* 2020").
YEAR_FILLERS = frozenset("the year early late mid".split())  # noqa: SIM905


def unbacked(cand: Any, reading: Any, answers: list[Node], schema: Any) -> list[Coverage]:
    """Rows, none of them covered, for what the graph does not back in ``cand``'s answer (see the module
    docstring)."""
    counted = empty_count(cand.form, answers) if cand.answer == "number" else []  # not "is X a Y": no is an answer
    return counted + untimed_years(cand, reading, schema) + bounds_unsaid(cand, reading, schema)


def bounds_unsaid(cand: Any, reading: Any, schema: Any = None) -> list[Coverage]:
    """A row per property piece whose key names a bound on what the question's word names ("loans" read as
    maxLoans, the most a patron may borrow) while the question says no bound: the key keeps a limit, not the
    things the word asks about (the module docstring; ``schema``: the graph's, for the keys that bound a thing the
    other way)."""
    said = {t.low for t in reading.tokens} | {lemma(t.low) for t in reading.tokens}  # "does X *allow* pets"
    # the symbols of the units the question names ("in *minutes*": min): one ending a key's name is its unit
    units = {w for t in reading.tokens for name in (t.low, lemma(t.low)) for w in UNIT_NAMES.get(name, ())}
    rows = []
    for part in cand.parts:
        if part.kind != "property" or not part.tokens:
            continue
        words = part.text.lower().split()
        counted = any(plural_noun(reading.tokens[i].low) for i in part.tokens)
        bound = [w for w in words if w in BOUNDS and w not in said and lemma(w) not in said
                 and not (w == words[-1] and (w in units or _unit_ending(words, schema)))
                 and (w == words[-1] or counted)]
        if bound and not any(w in said for w in BOUND_SAID):
            rows.append(Coverage(f"'{reading.text(sorted(part.tokens))}' is read as {part.text}, a bound the "
                                 "question does not ask about", "relation", None))
    return rows


def _unit_ending(words: list[str], schema: Any) -> bool:
    """Whether the bound word ending a key's ``words`` is its unit's symbol ("bottom time *min*"): no key of the
    graph has the same words with the opposite bound ("bottom time max")."""
    if schema is None or words[-1] not in UNIT_SYMBOLS:
        return False
    partner = [*words[:-1], OPPOSITE_BOUNDS.get(words[-1], "")]
    keys = [p.key for x in (*schema.labels, *schema.relationships) for p in x.properties]
    return not any(identifier_words(k).lower().split() == partner for k in keys)


def empty_count(form: Expr, answers: list[Node]) -> list[Coverage]:
    """A row when a count with a test finds none (a count of a whole label always finds some)."""
    if not isinstance(form, Count) or isinstance(form.expr, Class) or [a.name for a in answers] != ["0"]:
        return []
    return [Coverage(EMPTY_COUNT, "aggregation", None)]


EMPTY_COUNT = "a count that finds none: no row shows its tests keep what the question means"


def untimed_years(cand: Any, reading: Any, schema: Any) -> list[Coverage]:
    """A row per test of ``cand`` that compares a year said as a time with a property that holds no times."""
    years = {_number(c.value): reading.text(list(c.tokens)) for c in reading.of("year")
             if _said_as_time(max(c.tokens), reading)}
    rows = []
    for node in subexpressions(cand.form):
        value = node.expr if isinstance(node, Join) else node.value if isinstance(node, Compare) else None
        text = value.value if isinstance(value, Literal) else value.id if isinstance(value, Entity) else None
        if text is None or (said := years.get(_number(text))) is None or \
                not isinstance(node.relation, Relation | RelationPath):
            continue
        key = relation_steps(node.relation)[-1]
        if key.reverse or schema.rel(key.name) is not None or schema.holds_times(key.name):
            continue  # a walk, not a value; or a key that holds dates or years
        rows.append(Coverage(f"'{said}' is a time, and {key.name} holds no dates or years", "constraint", None))
    return list({r.span: r for r in rows}.values())


def _number(value: object) -> float | None:
    try:
        return float(str(value))
    except ValueError:
        return None


def _said_as_time(i: int, reading: Any) -> bool:
    """Whether the number at ``i`` follows a preposition of time, past the words a year may carry before it."""
    j = i - 1
    while j >= 0 and reading.tokens[j].low in YEAR_FILLERS:
        j -= 1
    return j >= 0 and reading.tokens[j].low in TIME_PREPOSITIONS
