"""The AST of S-expression logical forms, and the semantics every executor and compiler shares.

Nodes are frozen dataclasses, so expressions are hashable values that compare by structure. ``kgchat.logic.sexpr``
turns text into these nodes and back; ``kgchat.logic.executor`` runs them on any GraphStore (the reference
implementation of the rules below); ``kgchat.logic.sql`` compiles them to one SQLite query. A Cypher or SPARQL
compiler walks the same nodes: ``relation_steps`` flattens relation slots, ``is_filter`` tells a comparison apart
from something that lists candidates, and ``value_key`` / ``tc_window`` / ``end_relation`` define ordering and time.

Semantics. Write ``val(x, p)`` for the values reached from ``x`` along a relation slot ``p``: a relation ``r`` steps
``x → v`` over ``(x, r, v)``, ``(R r)`` steps over ``(v, r, x)``, a chain applies its steps in order.

- entity / literal: the graph node with that id (a literal's lexical value is its id); empty if absent.
- class ``C``: ``{x : (x, type.object.type, C)}``.
- ``(JOIN p X)``: ``{y : val(y, p) ∩ X ≠ ∅}``, i.e. ``{y : (y, r, x), x ∈ X}`` and ``{y : (x, r, y)}`` for ``(R r)``.
- ``(AND A B)``: intersection.
- ``(COUNT X)``: one pseudo-entity whose id and name are ``str(len(X))``. Only allowed as the outermost operator.
- ``(SHARE X F)``: the percentage of X's members that F keeps, ``100 · |X ∩ F| / |X|``, one pseudo-entity named by
  the number (none when X is empty). Outermost only, like COUNT; F lists or filters. In the AST it is a ``Count``
  of ``(AND X F)`` that also knows its ``whole`` X, so whatever reads a count reads what the share counted.
- ``(ARGMAX X p)`` / ``(ARGMIN X p)``: the members of X holding the largest / smallest comparable value in
  ``val(x, p)`` (all ties); members without a comparable value are dropped.
- ``(le p v)`` (lt, ge, gt): ``{x : some y ∈ val(x, p) with key(y) <= key(v)}``; with an AGG slot, ``{x : the
  slot's key of x <= key(v)}`` (``(gt (AGG count PURCHASED) 5)``). A comparison only *filters*: it
  must be an operand of AND next to something that lists candidates (``(AND film.film (le release_year 2001))``).
- ``(contains p "text")`` (starts, ends): ``{x : some y ∈ val(x, p) whose text, lower-cased, contains (starts,
  ends with) the lower-cased text}``; a filter, like a comparison. A value's text is its lexical form.
- ``(NOT F)``: the candidates that are *not* in F's set (a filter: an operand of AND next to something listed).
- ``(HAS p)``: ``{x : val(x, p) ≠ ∅}`` (a filter); ``(AND C (NOT (HAS p)))`` keeps the members without a value.
- ``(SAME p q)``: ``{x : val(x, p) ∩ val(x, q) ≠ ∅}``, one node reached by two slots (a filter, like HAS):
  ``(AND (TYPE Person) (SAME ACTED_IN PRODUCED))`` are the people who acted in a film they also produced.
- ``(TYPE Book)``: a class by any name (a Neo4j label); the same set as ``Book`` would be, ``(x, type.object.type,
  Book)``. Freebase-style names print bare, except as JOIN's argument, where a bare name is an entity: there a
  class is written ``(TYPE film.film)`` (``(JOIN (R genres) (TYPE Movie))``: the genres of any movie).
- ``(TOP X s k)`` / ``(BOTTOM X s k)``: the first ``k`` members of X by their key along slot ``s``, largest
  (smallest) first, ties in name order (``kgchat.logic.order``); members without a key are dropped. A member's key
  along a relation slot is its largest (smallest) value key, as for ARGMAX (ARGMIN). Answers come in that order.
- A slot may also be ``(AGG fn p)`` with fn in count/sum/avg/min/max, in ARGMAX, ARGMIN, TOP and BOTTOM: a member's
  key is then the number of values ``|val(x, p)|`` (count, 0 included), or the sum / mean / least / greatest key of
  the values it reaches, each value counted once per node it is reached from at the last step (``(AGG sum (JOIN
  (R HOLDS.end) HOLDS.copies))`` adds the copies of every HOLDS relationship, equal numbers included).
  ``(AGG fn p F)`` counts only what passes the filter ``F``: for count, the things reached that are in F's set;
  for sum / avg / min / max, the values read from a node (the one before the last step) in F's set. ``(AGG count
  SUPPLIES (JOIN PART_OF "Dairy"))``: how many of a supplier's products are in the Dairy category.
- ``(SUM X p)`` (AVG, MIN, MAX): one value over every member's values along p, counted as in ``AGG``; only as the
  outermost operator, like COUNT. Its id and name are the number as text (``91.1``, ``381``).
- A slot may also be a value *computed* from the values of relation slots, ``(PLUS p q)`` / ``(MINUS p q)`` (either
  operand of PLUS / MINUS may be a number instead, one row of that value: ``(MINUS 2025 birthYear)``, an age in 2025) /
  ``(DAYS p q)`` / ``(YEAR p)`` / ``(MONTH p)`` / ``(WEEKDAY p)`` / ``(DECADE p)`` / ``(QUARTER p)`` (a ``Calc``), wherever a slot
  goes (comparisons, ARGMAX / ARGMIN, TOP / BOTTOM, inside AGG) and in SUM / AVG / MIN / MAX. A member's computed values are a bag of numbers:
  for PLUS / MINUS, ``key(a) ± key(b)`` for every pair of a row ``a`` of ``p`` and a row ``b`` of ``q`` (rows as
  AGG counts them: each value once per node it is reached from at the last step), so ``(MINUS (JOIN DIRECTED
  released) born)`` holds a director's age at each film's release (on the year scale of ``key``); for DAYS, the
  days from a row's date of ``p`` to one of ``q`` (``q`` less ``p``, negative when ``q`` comes first; rows without
  a whole date skipped): ``(DAYS bookedOn eventDate)``, how far ahead a thing was booked; for the date
  parts, the year (``floor(key(v))``, a bare year too), the month (1-12), the ISO weekday (Monday 1 … Sunday 7),
  the decade (``floor(key(v) / 10) * 10``, named by its first year) or the quarter (1-4) of each row's value ``v``,
  values without one skipped. A comparison keeps a member when some computed value
  passes; ARGMAX / TOP rank by the largest (smallest) one; AGG and SUM … fold them as numbers (MIN / MAX answer
  the number).
- A date part followed back, ``(R (YEAR p))``, steps from a number ``n`` to the members whose part is ``n``: ``(JOIN
  (R (YEAR joined)) X)`` are the years X's members joined in (each a value, written as a whole number), and
  ``(AGG count (R (YEAR joined)) X)`` ranks such a value by how many members of X hold it (the filter is required,
  and must list: the members are counted among X's) — "how many students joined in each year", "in which decade
  were most courses first offered".
- ``(TC X r t)``, time constraint as in WebQSP tooling: ``t`` is a year, year-month, date or ``NOW``
  (``NOW_DATE``), spanning the window [first day, last day]. The end relation ``r'`` is ``end_relation(r)``
  (``….from`` → ``….to``, ``…from_date`` → ``…to_date``, ``…start_date`` → ``…end_date``, else ``r`` itself, a
  point in time). Keep ``x ∈ X`` when (x has no ``r`` value or some ``r`` value ≤ window end) and (x has no
  ``r'`` value or some ``r'`` value ≥ window start) — an open interval is still ongoing. An ``r'`` missing from
  the schema counts as having no values.
- ``key(v)`` orders values: ``YYYY-MM-DD…`` → ``year + (month-1)/12 + (day-1)/372``, ``YYYY-MM`` → ``year +
  (month-1)/12``, a number (``[+-]digits[.digits][e±digits]``, so a bare year ``2010`` too) → its float value;
  anything else has no key and never compares. A year therefore counts as its first day.
"""

from __future__ import annotations

import calendar
import datetime
import math
import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Union

from kgchat.backends.base import check_relation
from kgchat.errors import LogicalFormError, UnknownRelation

TYPE_RELATION = "type.object.type"  # class membership edge: (entity, type.object.type, class)
NOW_DATE = "2015-08-10"  # what TC's NOW means: the date of the last Freebase dump, as GrailQA/WebQSP tools assume
ORDERINGS = ("le", "lt", "ge", "gt")  # compare value keys
STRING_OPS = ("contains", "starts", "ends")  # compare lower-cased text
COMPARISONS = ORDERINGS + STRING_OPS
AGGREGATES = ("count", "sum", "avg", "min", "max")  # per-member numbers of an AGG slot
CALC_ARITY = {"plus": 2, "minus": 2, "days": 2, "year": 1, "month": 1, "weekday": 1, "decade": 1, "quarter": 1}  # computed values, operands
DATE_PARTS = ("year", "month", "weekday", "decade", "quarter")  # computed values that are parts of a date: whole numbers
VALUE_AGGREGATES = ("sum", "avg", "min", "max")  # outermost SUM / AVG / MIN / MAX

_CLASS = re.compile(r"[a-z_][a-z0-9_]*(?:\.[a-z0-9_]+)+")
_FREEBASE_ID = re.compile(r"[mg]\.")
_DATE = re.compile(r"([0-9]{4})-([0-9]{2})-([0-9]{2}).*", re.S)
_MONTH = re.compile(r"([0-9]{4})-([0-9]{2})")
_YEAR = re.compile(r"[0-9]{4}")
NUMBER = re.compile(r"[+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?")  # a number as values are written


# -- nodes -----------------------------------------------------------------------------------------------------------
def _need(ok: bool, message: str) -> None:
    if not ok:
        raise LogicalFormError(message)


@dataclass(frozen=True)
class Entity:
    """A graph node by id (``m.0abc``, ``Christopher Nolan``, ``_:cvt1``)."""

    id: str

    def __post_init__(self) -> None:
        _need(isinstance(self.id, str) and self.id != "", "An entity id must be a non-empty string.")


@dataclass(frozen=True)
class Literal:
    """A value: ``value`` is the lexical form (how the graph stores it), ``datatype`` the XSD IRI or None."""

    value: str
    datatype: str | None = None

    def __post_init__(self) -> None:
        _need(isinstance(self.value, str) and self.value != "", "A literal value must be a non-empty string.")
        _need(self.datatype is None or (self.datatype != "" and not any(c.isspace() or c in '()"' for c in self.datatype)),
              f"Bad literal datatype {self.datatype!r}: no spaces, parentheses or quotes.")


@dataclass(frozen=True)
class Class:
    """A type such as ``film.film`` or a label such as ``Book``: the entities with a ``type.object.type`` edge to
    it (on Neo4j, also the nodes carrying the label). Names that are not Freebase-style print as ``(TYPE name)``."""

    name: str

    def __post_init__(self) -> None:
        _need(isinstance(self.name, str) and self.name != "" and not any(c.isspace() or c in '()"' for c in self.name)
              and not _FREEBASE_ID.match(self.name),
              f"{self.name!r} is not a class name (a label, or lowercase dotted words; no spaces; not m./g.).")


@dataclass(frozen=True)
class Relation:
    """A relation name; ``reverse`` (written ``(R name)``) follows its edges from tail to head."""

    name: str
    reverse: bool = False

    def __post_init__(self) -> None:
        _need(isinstance(self.name, str) and self.name != "", "A relation name must be a non-empty string.")


@dataclass(frozen=True)
class RelationPath:
    """Two or more relations followed in order (GrailQA writes ``(JOIN r1 r2)`` in a relation slot)."""

    steps: tuple[Relation, ...]

    def __post_init__(self) -> None:
        _need(len(self.steps) >= 2 and all(isinstance(s, Relation) for s in self.steps),
              "A relation path needs two or more Relation steps.")


RelationLike = Union[Relation, RelationPath]  # noqa: UP007 - a runtime alias, also used with isinstance


@dataclass(frozen=True)
class Join:
    """``(JOIN relation expr)``: entities whose ``relation`` values fall in ``expr``."""

    relation: RelationLike | Calc  # a Calc only reversed: the values of a date part of X's members
    expr: Expr


@dataclass(frozen=True)
class And:
    """``(AND left right)``: intersection (either side may be a filter such as a comparison or a class)."""

    left: Expr
    right: Expr


@dataclass(frozen=True)
class Count:
    """``(COUNT expr)``: how many entities ``expr`` has; only as the outermost operator."""

    expr: Expr


@dataclass(frozen=True)
class Share(Count):
    """``(SHARE whole part)``: the percentage of ``whole``'s members in ``part``'s set; ``expr`` is ``(AND whole
    part)``, what is counted over the whole (build it with ``share``)."""

    whole: Expr

    def __post_init__(self) -> None:
        _need(isinstance(self.expr, And) and self.expr.left == self.whole,
              "SHARE counts (AND whole part) over its whole: build it with kgchat.logic.nodes.share")

    @property
    def part(self) -> Expr:
        return self.expr.right


def share(whole: Expr, part: Expr) -> Share:
    """``(SHARE whole part)``: the percentage of ``whole``'s members that ``part`` keeps."""
    return Share(And(whole, part), whole)


def share_text(part: int, whole: int) -> str | None:
    """A share's number as every store writes it (``number_text`` of the percentage); None for an empty whole."""
    return None if whole == 0 else number_text(100.0 * part / whole)


@dataclass(frozen=True)
class ArgMax:
    """``(ARGMAX expr relation)``: members of ``expr`` with the largest value along ``relation`` (or AGG slot)."""

    expr: Expr
    relation: Slot


@dataclass(frozen=True)
class ArgMin:
    """``(ARGMIN expr relation)``: members of ``expr`` with the smallest value along ``relation`` (or AGG slot)."""

    expr: Expr
    relation: Slot


@dataclass(frozen=True)
class Compare:
    """``(op relation value)`` with op in le/lt/ge/gt: entities with a value along ``relation`` op ``value``; the
    relation may be an AGG slot (``(gt (AGG count PURCHASED) 5)``: more than five orders), compared by its key."""

    op: str
    relation: Slot
    value: Literal

    def __post_init__(self) -> None:
        _need(self.op in COMPARISONS, f"Comparison operator must be one of {', '.join(COMPARISONS)}, not {self.op!r}.")


@dataclass(frozen=True)
class Not:
    """``(NOT expr)``: the candidates outside ``expr``'s set; a filter, only inside AND."""

    expr: Expr


@dataclass(frozen=True)
class Has:
    """``(HAS relation)``: entities with at least one value along ``relation``; a filter, only inside AND."""

    relation: RelationLike


@dataclass(frozen=True)
class Same:
    """``(SAME first second)``: entities reaching one node along both slots; a filter, only inside AND."""

    first: RelationLike
    second: RelationLike


@dataclass(frozen=True)
class Calc:
    """``(PLUS p q)`` / ``(MINUS p q)`` / ``(DAYS p q)`` / ``(YEAR p)`` / ``(MONTH p)`` / ``(WEEKDAY p)`` /
    ``(DECADE p)`` / ``(QUARTER p)``: numbers
    computed from the values of relation slots (see the module docstring), usable wherever a slot goes and in SUM /
    AVG / MIN / MAX. ``reverse`` (written ``(R (YEAR p))``, date parts only) goes from a part's value back to the
    members holding it: in JOIN, the values of the part; in ``(AGG count …)``, how many members hold each."""

    fn: str
    args: tuple[RelationLike | Literal, ...]  # a number (Literal) only in PLUS / MINUS: "age in 2025"
    reverse: bool = False

    def __post_init__(self) -> None:
        _need(self.fn in CALC_ARITY, f"A computed value is one of {', '.join(CALC_ARITY)}, not {self.fn!r}")
        _need(isinstance(self.args, tuple) and len(self.args) == CALC_ARITY[self.fn],
              f"{self.fn.upper()} takes {CALC_ARITY[self.fn]} relation slot(s)")
        numbers = [a for a in self.args if isinstance(a, Literal)]
        _need(not numbers or self.fn in ("plus", "minus") and len(numbers) < len(self.args)
              and all(NUMBER.fullmatch(a.value) for a in numbers),
              "Only PLUS and MINUS take a number, and next to a relation slot: (MINUS 2025 born)")
        _need(not self.reverse or self.fn in DATE_PARTS,
              f"Only a date part ({', '.join(p.upper() for p in DATE_PARTS)}) can be followed back from its values")


@dataclass(frozen=True)
class Agg:
    """``(AGG fn relation)`` in a superlative or TOP slot: per member, a number over its values (fn in AGGREGATES);
    ``(AGG fn relation where)``: only over the values ``where`` keeps (see the module docstring)."""

    fn: str
    relation: RelationLike | Calc
    where: Expr | None = None

    def __post_init__(self) -> None:
        _need(self.fn in AGGREGATES, f"AGG takes one of {', '.join(AGGREGATES)}, not {self.fn!r}")


Slot = Union[Relation, RelationPath, Agg, Calc]  # noqa: UP007 - what superlatives and TOP rank members by


@dataclass(frozen=True)
class Top:
    """``(TOP expr slot k)`` / ``(BOTTOM expr slot k)``: the ``k`` members with the largest (smallest) keys."""

    expr: Expr
    slot: Slot
    k: int
    descending: bool = True


@dataclass(frozen=True)
class Aggregate:
    """``(SUM expr relation)`` / AVG / MIN / MAX: one number over the members' values; only outermost."""

    fn: str
    expr: Expr
    relation: RelationLike | Calc

    def __post_init__(self) -> None:
        _need(self.fn in VALUE_AGGREGATES, f"Expected one of {', '.join(VALUE_AGGREGATES)}, not {self.fn!r}")


@dataclass(frozen=True)
class TC:
    """``(TC expr relation time)``: members of ``expr`` whose [relation, end_relation] span covers ``time``."""

    expr: Expr
    relation: Relation
    time: Literal


Expr = Union[Entity, Literal, Class, Join, And, Count, ArgMax, ArgMin, Compare, TC, Not, Has, Same,  # noqa: UP007
             Top, Aggregate]


# -- helpers shared by parser, printer, executors and compilers ------------------------------------------------------
def is_class_name(token: str) -> bool:
    """True for Freebase-style type names (``film.film``); ``m.``/``g.`` ids are entities."""
    return isinstance(token, str) and bool(_CLASS.fullmatch(token)) and not _FREEBASE_ID.match(token)


def relation_steps(relation: RelationLike | Agg | Calc) -> tuple[Relation, ...]:
    """A relation or path (or an AGG slot's relation) as a tuple of single steps, to follow in order. A computed
    value (``Calc``) gives the steps of its operands one after the other: what it reads, not one walk."""
    if isinstance(relation, Agg):
        relation = relation.relation
    if isinstance(relation, Literal):  # a number of PLUS / MINUS: no step
        return ()
    if isinstance(relation, Calc):
        return tuple(s for arg in relation.args if not isinstance(arg, Literal) for s in relation_steps(arg))
    return relation.steps if isinstance(relation, RelationPath) else (relation,)


def uses_calc(expr: Expr) -> bool:
    """Whether the expression computes a value (PLUS, MINUS, DAYS, YEAR, MONTH, WEEKDAY, …) anywhere."""
    if isinstance(expr, And):
        return uses_calc(expr.left) or uses_calc(expr.right)
    if isinstance(expr, Top | ArgMax | ArgMin | Compare | Aggregate):
        slot = expr.slot if isinstance(expr, Top) else expr.relation
        if calc_of(slot) is not None or (isinstance(slot, Agg) and slot.where is not None and uses_calc(slot.where)):
            return True
    if isinstance(expr, Join) and isinstance(expr.relation, Calc):
        return True
    if isinstance(expr, Join | Count | ArgMax | ArgMin | TC | Not | Top | Aggregate):
        return uses_calc(expr.expr)
    return False


def refuse_calc(expr: Expr, store: str) -> None:
    """Raise LogicalFormError when a compiler that cannot compute values meets a form that does."""
    if uses_calc(expr):
        raise LogicalFormError(f"Computed values (PLUS, MINUS, DAYS, YEAR, MONTH, WEEKDAY, DECADE, QUARTER) are not compiled to {store}; "
                               f"run the form on a Neo4j store or with kgchat.logic.execute")


def calc_of(slot: object) -> Calc | None:
    """The computed value a slot reads (itself, or an AGG's relation), None for a plain relation slot."""
    if isinstance(slot, Agg):
        slot = slot.relation
    return slot if isinstance(slot, Calc) else None


def days_between(first: str, second: str) -> float | None:
    """The days from the date a value's text starts with to that of another (negative when the second comes first),
    None unless both start with a whole date: what DAYS computes, as every compiler writes it."""
    days = []
    for text in (first, second):
        m = _DATE.fullmatch(text)
        if m is None:
            return None
        try:
            days.append(datetime.date(int(m[1]), int(m[2]), int(m[3])).toordinal())
        except ValueError:
            return None
    return float(days[1] - days[0])


def date_part(fn: str, text: str) -> float | None:
    """The year, month, ISO weekday, decade or quarter of a value's text (None when it has none): what YEAR / MONTH /
    WEEKDAY / DECADE / QUARTER compute, as every compiler writes it. A decade is named by its first year (1987 →
    1980); a quarter is 1 to 4 (January to March is 1)."""
    if fn in ("year", "decade"):
        k = value_key(text)
        if k is None:
            return None
        return float(math.floor(k)) if fn == "year" else float(math.floor(k / 10.0) * 10)
    m = _DATE.fullmatch(text) or _MONTH.fullmatch(text)
    if m is None:
        return None
    if fn == "month":
        return float(int(m[2]))
    if fn == "quarter":
        return float((int(m[2]) - 1) // 3 + 1)
    if m.re is _MONTH:
        return None
    try:
        return float(datetime.date(int(m[1]), int(m[2]), int(m[3])).isoweekday())
    except ValueError:
        return None


def is_filter(expr: Expr) -> bool:
    """True for expressions that can only narrow a set (comparisons, NOT, HAS, SAME and ANDs of them), never list
    one."""
    return isinstance(expr, Compare | Not | Has | Same) or (isinstance(expr, And) and is_filter(expr.left)
                                                     and is_filter(expr.right))


def is_outermost_only(expr: Expr) -> bool:
    """COUNT and the value aggregates answer one number: only as the outermost operator."""
    return isinstance(expr, Count | Aggregate)


def list_then_filter(expr: And) -> tuple[Expr, Expr]:
    """AND's operands as (the one to list, the one to test candidates against).

    A comparison can only filter; a class is usually far bigger than what it is ANDed with, so it is tested per
    candidate (``type.object.type`` out of it) rather than listed. The answer is the same either way.
    """
    def rank(e: Expr) -> int:
        return 3 if isinstance(e, Not) else 2 if is_filter(e) else 1 if isinstance(e, Class) else 0

    return (expr.left, expr.right) if rank(expr.left) <= rank(expr.right) else (expr.right, expr.left)


def conjuncts(expr: Expr) -> list[Expr]:
    """The operands of a chain of ANDs (the expression itself when it is no AND)."""
    return [*conjuncts(expr.left), *conjuncts(expr.right)] if isinstance(expr, And) else [expr]


def conjoin(parts: list[Expr]) -> Expr:
    """The parts as one chain of ANDs, in their order (the inverse of ``conjuncts``); ``parts`` is not empty."""
    expr = parts[0]
    for p in parts[1:]:
        expr = And(expr, p)
    return expr


def subexpressions(expr: object) -> list:
    """``expr`` and every node under it, depth first (children held in tuples too: a path's steps, a Calc's
    operands); text, numbers and None are not nodes."""
    out = [expr]
    for name in getattr(expr, "__dataclass_fields__", ()):
        value = getattr(expr, name)
        for child in value if isinstance(value, tuple | list) else (value,):
            if hasattr(child, "__dataclass_fields__"):
                out += subexpressions(child)
    return out


def relations_in(expr: Expr) -> set[str]:
    """Every relation name the expression uses (TC end relations excluded: they are optional)."""
    if isinstance(expr, Join | ArgMax | ArgMin | Compare | TC | Aggregate | Has):
        names = {s.name for s in relation_steps(expr.relation)} | _where_relations(expr.relation)
        return names | (set() if isinstance(expr, Compare | Has) else relations_in(expr.expr))
    if isinstance(expr, Top):
        return {s.name for s in relation_steps(expr.slot)} | _where_relations(expr.slot) | relations_in(expr.expr)
    if isinstance(expr, Same):
        return {s.name for s in relation_steps(expr.first) + relation_steps(expr.second)}
    if isinstance(expr, And):
        return relations_in(expr.left) | relations_in(expr.right)
    if isinstance(expr, Count | Not):
        return relations_in(expr.expr)
    return set()


def relation_types_in(expr: Expr) -> set[str]:
    """The relationship types the expression walks: ``relations_in`` with a relationship's own keys and ends
    (``T.key``, ``T.start``) read as ``T``."""
    return {name.split(".")[0] for name in relations_in(expr)}


def _where_relations(slot: object) -> set[str]:
    return relations_in(slot.where) if isinstance(slot, Agg) and slot.where is not None else set()


def classes_in(expr: Expr) -> set[str]:
    """The class names the expression uses."""
    if isinstance(expr, Class):
        return {expr.name}
    if isinstance(expr, And):
        return classes_in(expr.left) | classes_in(expr.right)
    slot = expr.slot if isinstance(expr, Top) else expr.relation if isinstance(expr, ArgMax | ArgMin | Compare) \
        else None
    own = classes_in(slot.where) if isinstance(slot, Agg) and slot.where is not None else set()
    if isinstance(expr, Join | Count | ArgMax | ArgMin | TC | Not | Top | Aggregate):
        return own | classes_in(expr.expr)
    return own


def uses_classes(expr: Expr) -> bool:
    """True when the expression needs the ``type.object.type`` relation."""
    return bool(classes_in(expr))


def check_schema(expr: Expr, known: Iterable[str]) -> None:
    """Raise UnknownRelation for any relation (or the class relation) the expression needs but the graph lacks."""
    known = set(known)
    for name in sorted(relations_in(expr)):
        check_relation(name, known)
    if uses_classes(expr) and TYPE_RELATION not in known:
        raise UnknownRelation(f"This graph has no {TYPE_RELATION!r} edges or labels, so classes such as film.film "
                              f"cannot be used; join on a relation instead.")


def text_matches(op: str, value: str, pattern: str) -> bool:
    """A string comparison (contains / starts / ends) on lower-cased text, as every compiler writes it."""
    v, p = value.lower(), pattern.lower()
    return p in v if op == "contains" else v.startswith(p) if op == "starts" else v.endswith(p)


def value_key(text: str) -> float | None:
    """Sort key of a value as a float: dates on a year scale, numbers as themselves, None if not comparable."""
    if m := _DATE.fullmatch(text):
        return int(m[1]) + (int(m[2]) - 1) / 12.0 + (int(m[3]) - 1) / 372.0
    if m := _MONTH.fullmatch(text):
        return int(m[1]) + (int(m[2]) - 1) / 12.0
    return float(text) if NUMBER.fullmatch(text) else None


def number_text(x: float) -> str:
    """How an aggregate's number is written by every store: whole numbers without a point (``381``), others with
    ten significant digits (``3.666666667``), so the last bits of a float sum never show."""
    if x == int(x) and abs(x) < 1e15:
        return str(int(x))
    return f"{x:.10g}"


def tc_window(time: str) -> tuple[str, str] | None:
    """The [first day, last day] a TC time covers, as ``YYYY-MM-DD`` text; None if it is not a time."""
    if time.upper() == "NOW":
        return NOW_DATE, NOW_DATE
    if _YEAR.fullmatch(time):
        return f"{time}-01-01", f"{time}-12-31"
    if (m := _MONTH.fullmatch(time)) and 1 <= int(m[2]) <= 12:
        return f"{time}-01", f"{time}-{calendar.monthrange(int(m[1]), int(m[2]))[1]:02d}"
    if _DATE.fullmatch(time):
        return time[:10], time[:10]
    return None


def end_relation(relation: str) -> str:
    """The relation holding the end of a period whose start is ``relation`` (itself for a point in time)."""
    for start, end in (("from_date", "to_date"), ("start_date", "end_date"), (".from", ".to")):
        if relation.endswith(start):
            return relation[: -len(start)] + end
    return relation
