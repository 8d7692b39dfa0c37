"""Readings of values the graph does not store but its properties give (``kgchat.logic.nodes.Calc``), each
triggered by what the schema holds and a few general words:

- *a total of two sibling properties*: two numeric properties of one label whose names end in the same word
  ("home goals", "away goals"), when the question says that word and the label holds no property named by it
  alone: "matches with five or more goals" compares ``(PLUS homeGoals awayGoals)``; "how many goals in round 3"
  sums it; "the match with the most goals" ranks by it;
- *a range kept in two keys*: two numeric properties whose names differ only by a word for the least and one for
  the most (``minPlayers``, ``maxPlayers``) are no parts of a whole: a number said of the thing they bound tests
  the end it speaks of ("at least 3 players": the least; "up to 4": the most; "for 5": a count inside; "1-2":
  both ends);
- *an age at an event*: a label holding a birth property (a year or a date whose name says born / birth) joined by a
  relationship to a label holding a year or date, when the question speaks of age ("age", "old", "young", …) or
  compares a small number at that event ("under 15 when a movie they acted in was released"): the event's year
  less the birth year, read along the relationship from either end;
- *an age in a year the question names* ("the average age of staff *in 2025*", "how old is X *as of 2025*"): that
  year less a label's birth year or date (or, with none, the one year or date its name says it began: built,
  founded, opened, commissioned, registered, …; with none of those, the one year or date it keeps, or of several
  the one named "year" alone), when the
  question speaks of age;
- *a part of a date*: a weekday name ("on a Sunday") or a month named without a year ("in August") on the one
  date property of a label (or the one the words name).

Every reading carries a doubt, so its answer is never badged kg-exact on these words alone: the words name the
parts of the computation only loosely. An age in a named year from a key that says birth is the exception: "age"
and the year say the whole computation.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from kgchat.logic.nodes import (
    Agg,
    Aggregate,
    And,
    ArgMax,
    ArgMin,
    Calc,
    Compare,
    Entity,
    Expr,
    Join,
    Literal,
    Relation,
    RelationPath,
    Top,
    conjoin,
    conjuncts,
    subexpressions,
)
from kgchat.reasoning.schema_parser.build import Builder, Candidate, Part
from kgchat.reasoning.schema_parser.comparisons import number_text
from kgchat.reasoning.schema_parser.schema_index import Element, iso_dates
from kgchat.reasoning.schema_parser.words import MONTHS, WEEKDAYS, Cue, stem, unit_quantities
from kgchat.schema import NUMERIC, TEMPORAL

AGE_NOUNS = frozenset({"age", "ages", "aged"})
YOUNG = frozenset({"young", "younger", "youngest"})
OLD = frozenset({"old", "older", "oldest"})
BIRTH = ("born", "birth")  # words in the name of a property holding when someone or something began
# ... and words in the name of one holding when a thing began, where nothing was born ("builtYear", "firstRegYear")
BEGAN = ("built", "build", "founded", "established", "opened", "commissioned", "registered", "registration",
         "manufactured", "manufacture", "made", "constructed", "launched", "planted", "laid", "installed")
AGE_LIMIT = 150  # a number compared with an age is below this (a larger one is a year or a count)
SAID = 0.8  # how surely the words name an age
WHOLE = 1.0  # how surely a word names the total of the two properties whose names both end in it
LOWER = frozenset("min minimum lower least".split())  # noqa: SIM905  # a key's word for the least of a range
UPPER = frozenset("max maximum upper most".split())  # noqa: SIM905  # ... and for the most
SPAN = re.compile(r"^(\d+)[-–](\d+)$")  # "1-2" (players): both ends of a range said at once
WHOLE_BONUS = 0.1  # ... against a reading of one of the two alone, or of another label's value by that word


@dataclass(frozen=True)
class Computed:
    """A computed value of one label's nodes and the words that name it."""

    slot: Calc
    tokens: frozenset[int]
    text: str  # how the trace says it
    doubt: str
    conf: float = SAID
    link: frozenset[int] = frozenset()  # the words naming the relationship an age is read along
    rel: str = ""

    def parts(self, leave: frozenset[int] = frozenset()) -> list[Part]:
        own = [Part(None, self.tokens - leave, self.conf, "property", self.text, doubt=self.doubt)]
        if self.link:
            own.append(Part(None, self.link, 1.0, "relation", self.rel))
        return own


# -- what the schema offers ----------------------------------------------------------------------------------------
def _element(b: Builder, key: str) -> Element | None:
    return next((e for e in b.index.elements if e.kind == "prop" and e.name == key), None)


def _own_type(b: Builder, label: str, key: str) -> str:
    x = b.schema.label(label)
    p = x.property(key) if x is not None else None
    if p is None or p.is_list:
        return ""
    if iso_dates(p):
        return "date"
    return p.type


def _yearish(b: Builder, label: str, key: str) -> bool:
    """A date, or a whole number that holds years."""
    kind = _own_type(b, label, key)
    if kind in TEMPORAL or kind == "date":
        return True
    x = b.schema.label(label)
    p = x.property(key) if x is not None else None
    return kind == "int" and p is not None and p.holds_years


def _words(b: Builder, key: str) -> list[str]:
    e = _element(b, key)
    return (e.words if e is not None else key).lower().split()


def sibling_sums(b: Builder, label: str) -> list[Computed]:
    """Two numeric properties of ``label`` whose names end in the word a question token says, added."""
    x = b.schema.label(label)
    if x is None:
        return []
    # years added up mean nothing ("birth year" + "start year")
    numeric = [p.key for p in x.properties if _own_type(b, label, p.key) in NUMERIC and not _yearish(b, label, p.key)]
    by_last: dict[str, list[str]] = {}
    whole = {stem(" ".join(_words(b, p.key))) for p in x.properties}
    for key in numeric:
        words = _words(b, key)
        # "rate per word" is no amount of words; a unit ("lengthM", "verticalM": "600 *m*") is no whole of two parts
        if len(words) >= 2 and words[-2] != "per" and not unit_quantities(words[-1]):
            by_last.setdefault(stem(words[-1]), []).append(key)
    out = []
    for word, keys in by_last.items():
        if len(keys) != 2 or word in whole or _range_of(b, keys):
            continue  # the least and the most of one thing (minPlayers, maxPlayers) are no parts of a whole
        rounding = {i for c in b.r.of("round") for i in c.tokens}  # "to the nearest *year*": how to show it
        tokens = frozenset(i for i, t in enumerate(b.r.tokens) if t.stem == word and i not in rounding)
        if tokens:
            first, second = sorted(keys)
            out.append(Computed(Calc("plus", (Relation(first), Relation(second))), tokens,
                                f"{' '.join(_words(b, first))} + {' '.join(_words(b, second))}",
                                f"'{b.r.text(sorted(tokens))}' read as {first} + {second}, the two values it ends",
                                WHOLE))
    return out


def _range_of(b: Builder, keys: list[str]) -> tuple[str, str] | None:
    """(the lower, the upper) of two keys whose names differ only by a word for the least and one for the most."""
    said = [set(_words(b, k)) for k in keys]
    rest = [tuple(w for w in _words(b, k) if w not in LOWER | UPPER) for k in keys]
    if rest[0] != rest[1] or any(len(r) != len(_words(b, k)) - 1 for r, k in zip(rest, keys, strict=True)):
        return None
    if said[0] & LOWER and said[1] & UPPER:
        return keys[0], keys[1]
    if said[1] & LOWER and said[0] & UPPER:
        return keys[1], keys[0]
    return None


def ranges(b: Builder, label: str) -> list[tuple[str, str, frozenset[int]]]:
    """Two numeric properties of ``label`` holding the least and the most of one thing (``minPlayers`` and
    ``maxPlayers``; ``ageMin``, ``ageMax``), with the question's words naming that thing ("players")."""
    x = b.schema.label(label)
    if x is None:
        return []
    by_rest: dict[tuple[str, ...], list[str]] = {}
    for p in x.properties:
        if _own_type(b, label, p.key) in NUMERIC:
            rest = tuple(stem(w) for w in _words(b, p.key) if w not in LOWER | UPPER)
            by_rest.setdefault(rest, []).append(p.key)
    out = []
    for rest, keys in by_rest.items():
        pair = _range_of(b, keys) if len(keys) == 2 and len(rest) == 1 else None
        tokens = frozenset(i for i, t in enumerate(b.r.tokens) if t.stem == rest[0]) if pair else frozenset()
        if pair and tokens:
            out.append((*pair, tokens))
    return out


def _range_filters(b: Builder, label: str, numbers: list[Cue]) -> tuple[list[tuple[Expr, list[Part]]], set[int]]:
    """Tests of a number said of a range's thing: "at least 3 players" holds for every count the range allows, so
    its least; "up to 4 players" its most; "for 5 players" a count inside it; "1-2 players" both ends. Never exact
    on these words alone: "more than 4 players" may mean a game that can take them."""
    pieces: list[tuple[Expr, list[Part]]] = []
    taken: set[int] = set()
    for lo, hi, tokens in ranges(b, label):
        said = [(cue.tokens, cue.op, (cue.value,)) for cue in numbers if not isinstance(cue.value, tuple)]
        said += [((i,), "span", tuple(float(x) for x in m.groups())) for i, t in enumerate(b.r.tokens)
                 if (m := SPAN.match(t.low))]
        for where, op, values in said:
            if not any(0 < t - max(where) <= 2 for t in tokens) or set(where) & taken:
                continue
            v = [Literal(number_text(x)) for x in values]
            if op in ("ge", "gt"):
                test: Expr = Compare(op, Relation(lo), v[0])
            elif op in ("le", "lt"):
                test = Compare(op, Relation(hi), v[0])
            elif op == "eq":
                test = And(Compare("le", Relation(lo), v[0]), Compare("ge", Relation(hi), v[0]))
            elif op == "span" and len(v) == 2:
                test = And(And(Compare("ge", Relation(lo), v[0]), Compare("le", Relation(lo), v[0])),
                           And(Compare("ge", Relation(hi), v[1]), Compare("le", Relation(hi), v[1])))
            else:
                continue
            text = f"{lo} to {hi}"
            pieces.append((test, [Part(None, frozenset(where), 1.0, "constraint", f"{text} {op} {values}"),
                                  Part(None, tokens, SAID, "property", text,
                                       doubt=f"'{b.r.text(sorted(tokens))}' read as the range {lo} to {hi}")]))
            taken |= set(where)
    return pieces, taken


def _birth(b: Builder, label: str) -> str | None:
    x = b.schema.label(label)
    if x is None:
        return None
    keys = [p.key for p in x.properties if any(w.startswith(BIRTH) for w in _words(b, p.key))
            and _yearish(b, label, p.key)]
    return keys[0] if len(keys) == 1 else None


def _began(b: Builder, label: str) -> tuple[str, bool] | None:
    """The key an age of ``label`` nodes counts from, and whether it says birth: the birth key, else the one year
    or date whose name says the thing began, else the one year or date the nodes keep at all (a car's ``year``; of
    several, the one named "year" alone)."""
    if (born := _birth(b, label)) is not None:
        return born, True
    x = b.schema.label(label)
    keys = [p.key for p in x.properties if any(w.startswith(BEGAN) for w in _words(b, p.key))
            and _yearish(b, label, p.key)] if x is not None else []
    if not keys and x is not None:
        keys = [p.key for p in x.properties if _yearish(b, label, p.key)]
        if len(keys) > 1 and len(plain := [k for k in keys if _words(b, k) == ["year"]]) == 1:
            keys = plain  # a piano's ``year`` beside its ``lastServiced``: the year of the thing itself
    return (keys[0], False) if len(keys) == 1 else None


def ages_in_year(b: Builder, label: str) -> list[Computed]:
    """"the average age of engineers *in 2025*": the year named less the key an age counts from (``_began``)."""
    said = _age_said(b)
    years = [c for c in b.r.of("year") if isinstance(c.value, float | int) and c.op == "eq"]
    began = _began(b, label)
    if not said or len(years) != 1 or began is None:
        return []
    key, born = began
    year = int(years[0].value)
    doubt = "" if born else f"age read as {year} less {key}, the year it began"
    return [Computed(Calc("minus", (Literal(str(year)), Relation(key))), said | frozenset(years[0].tokens),
                     f"age in {year} ({year} - {key})", doubt, conf=1.0 if born else SAID)]


def without_year(base: Expr, parts: list[Part], c: Computed) -> tuple[Expr, list[Part]] | None:
    """``base`` without the tests read from the year an age is computed in ("… in 2025": no test that the key is
    2025), and the parts without its words; None when nothing would be left to list."""
    year = next(a.value for a in c.slot.args if isinstance(a, Literal))
    said = (year, str(int(year) + 1))  # "in 2025" tested as [2025, 2026) too

    def of_year(y: object) -> bool:
        text = y.value if isinstance(y, Literal) else y.id if isinstance(y, Entity) else ""
        return text in said or text.startswith(f"{year}-")

    kept = [x for x in conjuncts(base) if not any(of_year(y) for y in subexpressions(x))]
    if not kept:
        return None
    return conjoin(kept), [p for p in parts if not p.tokens & c.tokens]


def _age_said(b: Builder) -> frozenset[int]:
    return frozenset(i for i, t in enumerate(b.r.tokens) if t.low in AGE_NOUNS | YOUNG | OLD)


def ages(b: Builder, label: str) -> list[tuple[Computed, Computed, str, bool]]:
    """An age at an event, for a ``label`` holding a birth property or one holding the event's date: (the age
    read from the born side, the same read from the event side, the label at the other end, whether ``label`` is
    the born side). Only where the words speak of an event (its property or, after "when", its label)."""
    when = any(t.low == "when" for t in b.r.tokens)
    out = []
    for rel in b.schema.relationships:
        if set(rel.starts) & set(rel.ends):
            continue  # between things of one kind (staff REPORTS_TO staff): no one's age at another's event
        for start in rel.starts:
            for end in rel.ends:
                out += _age_along(b, label, rel.name, start, end, True, when)
                out += _age_along(b, label, rel.name, end, start, False, when)
    return out


def _age_along(b: Builder, label: str, rel: str, person: str, event: str, person_starts: bool,
               when: bool) -> list[tuple[Computed, Computed, str, bool]]:
    if label not in (person, event) or person == event:
        return []
    born = _birth(b, person)
    if born is None:
        return []
    x = b.schema.label(event)
    dates = [p.key for p in x.properties if _yearish(b, event, p.key)] if x is not None else []
    named = [m for m in b.prop_mentions(event) if m.element.name in dates and m.element.name != born]
    lm = b.label_mention(event)
    if named:
        key, said = named[0].element.name, frozenset(named[0].tokens)
    elif when and lm is not None and len(dates) == 1:
        key, said = dates[0], frozenset()
    else:
        return []
    links = [r for r, _ in b.rels_between(person, event)]
    rm = b.rel_mention(rel, strict=True)
    role = b.label_mention(person)
    chosen = rm is not None or (role is not None and role.role is not None and role.role.rel == rel)
    if not chosen and len(set(links)) > 1:
        return []
    to_event = Relation(rel, reverse=not person_starts)
    to_person = Relation(rel, reverse=person_starts)
    tokens = said | _age_said(b)
    link = frozenset(rm.tokens) if rm is not None else frozenset()
    doubt = f"age read as the {event}'s {key} less the {person}'s {born} along {rel}"
    text = f"age at {key} ({key} - {born})"
    from_person = Computed(Calc("minus", (RelationPath((to_event, Relation(key))), Relation(born))), tokens, text,
                           doubt, link=link, rel=rel)
    from_event = Computed(Calc("minus", (Relation(key), RelationPath((to_person, Relation(born))))), tokens, text,
                          doubt, link=link, rel=rel)
    return [(from_person, from_event, event if label == person else person, label == person)]


# -- filters: pieces for ``filters.node_filters`` ------------------------------------------------------------------
def derived_filters(b: Builder, label: str, numbers: list[Cue]) -> tuple[list[tuple[Expr, list[Part]]], set[int]]:
    """Tests on ``label`` nodes by a computed value, and the tokens of the number cues they use up."""
    pieces, taken = _range_filters(b, label, [c for c in numbers if c.kind == "number"])
    for cue in numbers:
        if cue.kind != "number" or isinstance(cue.value, tuple) or set(cue.tokens) & taken:
            continue
        for c in sibling_sums(b, label):
            if any(0 < t - max(cue.tokens) <= 2 for t in c.tokens):  # "five or more goals"
                pieces.append(compared(c, cue, cue.op, frozenset()))
                taken |= set(cue.tokens)
                break
        else:
            if float(str(cue.value)) >= AGE_LIMIT:
                continue
            op, extra = _age_op(b, cue)
            if op is None:
                continue
            for from_person, _, _, is_person in ages(b, label):
                if is_person:
                    pieces.append(compared(from_person, cue, op, extra))
                    taken |= set(cue.tokens)
                    break
    pieces += _date_parts(b, label)
    return pieces, taken


def _age_op(b: Builder, cue: Cue) -> tuple[str | None, frozenset[int]]:
    """The comparison a number makes with an age: "younger than 30", "older than 60", "under 15", "aged 40"."""
    first = min(cue.tokens)
    before = [b.r.tokens[i].low for i in range(max(0, first - 2), first)]
    if before[-2:] == ["younger", "than"] or before[-2:] == ["older", "than"]:
        return ("lt" if before[-2] == "younger" else "gt"), frozenset(range(first - 2, first))
    if cue.op in ("lt", "le", "gt", "ge") and (any(t.low == "when" for t in b.r.tokens) or _age_said(b)):
        return cue.op, frozenset()
    if cue.op == "eq" and before[-1:] and before[-1] in AGE_NOUNS:
        return "eq", frozenset()
    return None, frozenset()


def compared(c: Computed, cue: Cue, op: str, extra: frozenset[int]) -> tuple[Expr, list[Part]]:
    """The test of a computed value against a number said (``op``: gt, ge, lt, le or eq), and its parts."""
    value = Literal(number_text(cue.value))
    test: Expr = And(Compare("ge", c.slot, value), Compare("le", c.slot, value)) if op == "eq" \
        else Compare(op, c.slot, value)
    return test, [Part(None, frozenset(cue.tokens) | extra, 1.0, "constraint", f"{c.text} {op} {cue.value}"),
                  *c.parts()]


def _date_parts(b: Builder, label: str) -> list[tuple[Expr, list[Part]]]:
    """"on a Sunday", "in August" (no year after it): the weekday or month of the label's date."""
    x = b.schema.label(label)
    if x is None:
        return []
    dates = [p.key for p in x.properties if _own_type(b, label, p.key) in ("date", "datetime", "localdatetime")
             or (p.type in TEMPORAL and not p.is_list)]
    named = [m for m in b.prop_mentions(label) if m.element.name in dates]
    if named:
        key, said = named[0].element.name, frozenset(named[0].tokens)
    elif len(dates) == 1:
        key, said = dates[0], frozenset()
    else:
        return []
    in_dates = {i for c in b.r.cues if c.kind in ("date", "year") for i in c.tokens}
    in_dates |= {i for em in b.g.entities for i in em.tokens}  # "KW213 on 19 October 2024": one flight's name
    if not said:  # "deliveries on a Friday" of stored days ('Fri'): the value, no date's weekday
        in_dates |= {i for vm in b.g.values if label in vm.element.holders for i in vm.tokens}
    out = []
    for i, t in enumerate(b.r.tokens):
        word = t.low[:-1] if t.low.endswith("s") and t.low[:-1] in WEEKDAYS else t.low
        if i in in_dates:
            continue
        if word in WEEKDAYS:
            fn, n = "weekday", WEEKDAYS.index(word) + 1
        elif word in MONTHS and i > 0 and t.text[:1].isupper():
            fn, n = "month", MONTHS.index(word) + 1
        else:
            continue
        slot = Calc(fn, (Relation(key),))
        value = Literal(str(n))
        out.append((And(Compare("ge", slot, value), Compare("le", slot, value)),
                    [Part(None, frozenset({i}), 1.0, "constraint", f"{fn} of {key} is {t.text}",
                          doubt="" if said or len(dates) == 1 else f"which date of {label} '{t.text}' is said of"),
                     *([Part(None, said, named[0].score, "property", named[0].element.words)] if said else [])]))
    return out


# -- whole candidates: totals and rankings by a computed value ----------------------------------------------------
def derived_candidates(b: Builder, label: str, base: Expr, parts: list[Part], bonus: float) -> list[Candidate]:
    """SUM / AVG / MIN / MAX of a computed value over the set, and the members ranked by it."""
    used = {t for p in parts for t in p.tokens}
    out = []
    values = [c for c in sibling_sums(b, label) if not c.tokens & used]
    values += [from_person if is_person else from_event for from_person, from_event, _, is_person in ages(b, label)
               if _age_said(b) and not from_person.tokens - _age_said(b) & used
               and not (is_person and _ties_to_one(base, from_person.rel))]
    ranking = frozenset(i for cue in b.r.of("top") for i in cue.tokens)
    for c in ages_in_year(b, label):
        if (cut := without_year(base, parts, c)) is not None:
            out += _computed_candidates(b, label, *cut, bonus, c, ranking)
    for c in values:
        out += _computed_candidates(b, label, base, parts, bonus, c, ranking)
    return out


def _computed_candidates(b: Builder, label: str, base: Expr, parts: list[Part], bonus: float, c: Computed,
                         ranking: frozenset[int]) -> list[Candidate]:
    """The totals of one computed value over the set, and the members ranked by it."""
    out = []
    own = c.parts()
    is_age = c.slot.fn == "minus"
    more = bonus + (0.0 if is_age else WHOLE_BONUS)
    for cue in b.r.of("agg"):
        fn = {"count": "sum"}.get(cue.op, cue.op)
        if fn not in ("sum", "avg", "min", "max") or (is_age and fn == "sum"):
            continue
        slot = c.slot
        out.append(Candidate(Aggregate(fn, base, slot), [*parts, *c.parts(ranking), Part(
            None, frozenset(cue.tokens), 1.0, "aggregation", fn)], "number", label, bonus=more))
    if not is_age and not b.r.of("agg") and not b.r.of("top") and min(c.tokens) == min(b.r.content(), default=-1):
        # "goals scored in round 3": the computed value itself asked for, in total
        out.append(Candidate(Aggregate("sum", base, c.slot), [*parts, *own], "number", label, bonus=more))
    for cue in b.r.of("top"):
        words = {b.r.tokens[i].low for i in cue.tokens}
        if is_age:
            if words & YOUNG:
                largest = False
            elif words & OLD:
                largest = True
            else:
                continue
        else:
            if not any(0 < t - max(cue.tokens) <= 2 for t in c.tokens):  # "the most goals"
                continue
            largest = cue.op == "max"
        slot = c.slot
        averaged = [a for a in b.r.of("agg") if a.op == "avg"]
        if averaged and is_age:  # "the youngest cast on average"
            slot = Agg("avg", c.slot)
        top = Part(None, frozenset(cue.tokens) | (frozenset(averaged[0].tokens) if averaged and is_age else
                                                  frozenset()), 1.0, "aggregation", cue.word)
        form: Expr = Top(base, slot, int(cue.value), largest) if isinstance(cue.value, int) and cue.value > 1 \
            else (ArgMax(base, slot) if largest else ArgMin(base, slot))
        out.append(Candidate(form, [*parts, *own, top], "nodes", label, bonus=more))
    return out


def _ties_to_one(base: Expr, rel: str) -> bool:
    """Whether the set is tied along ``rel`` to one named thing ("the captains of X"): their ages at every event
    they took part in would not be their ages at that one."""
    return any(isinstance(t, Join) and isinstance(t.relation, Relation) and t.relation.name == rel
               and isinstance(t.expr, Entity) for t in conjuncts(base))


def named_ages(b: Builder) -> list[Candidate]:
    """"the average age of the cast of X when it came out", "X's average age at release": the ages at the events
    of one named thing, averaged (or their least / greatest)."""
    if not _age_said(b):
        return []
    out = []
    for em in b.g.entities:
        name = Part(None, frozenset(em.tokens), 1.0, "entity", em.entity.name or em.entity.id)
        for label in em.labels:
            for c in ages_in_year(b, label) if not b.r.of("agg") else []:  # "how old is X in 2025": its age then
                if not set(c.tokens) & set(em.tokens):
                    lm = b.label_mention(label)  # "X *SR*": the kind of thing X is
                    said = [Part(None, frozenset(lm.tokens), lm.score, "label", label)] \
                        if lm is not None and not set(lm.tokens) & set(em.tokens) else []
                    out.append(Candidate(Aggregate("max", Entity(em.entity.id), c.slot), [name, *said, *c.parts()],
                                         "number", label))
            for from_person, from_event, other, is_person in ages(b, label):
                c = from_person if is_person else from_event
                if set(c.tokens) & set(em.tokens):
                    continue
                lm = b.label_mention(other)  # "the *cast* of X", "the *captains* of X": whose ages
                said = [Part(None, frozenset(lm.tokens), lm.score, "label", other)] \
                    if lm is not None and not set(lm.tokens) & set(em.tokens) else []
                for cue in b.r.of("agg"):
                    if cue.op not in ("avg", "min", "max"):
                        continue
                    out.append(Candidate(Aggregate(cue.op, Entity(em.entity.id), c.slot), [
                        name, *said, *c.parts(),
                        Part(None, frozenset(cue.tokens), 1.0, "aggregation", cue.op)], "number", label))
    return out
