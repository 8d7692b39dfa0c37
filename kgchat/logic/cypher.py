"""Cypher text for the Neo4j store (kgchat.backends.neo4j): quoting, the shape of entity nodes, and the compiler
from logical forms to one parameterised Cypher query.

A set-valued expression is compiled in one of two ways:

- *listed*: a pipeline of ``MATCH … WITH DISTINCT v`` clauses that leaves one row per member in a variable;
- *tested*: a predicate on an already-bound node (``EXISTS { MATCH … }``), used for AND's second operand, for a
  JOIN target inside a test and for comparisons, which can only filter.

Each step of a relation slot is its own ``MATCH`` clause: Cypher never reuses a relationship within one pattern,
but the semantics allow it (``(JOIN (JOIN r (R r)) X)`` may walk back over the edge it came along). Every node
a walk passes through carries the store's entity label, so answers equal ``kgchat.logic.executor.execute`` over
the store's ``neighbors``. Entity ids, literal values and the regular expressions of ``value_key`` are
parameters; relationship types are checked against the graph's schema and backtick-quoted.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from kgchat.backends.base import check_relation
from kgchat.logic.nodes import (
    TC,
    TYPE_RELATION,
    And,
    ArgMax,
    ArgMin,
    Class,
    Compare,
    Count,
    Entity,
    Expr,
    Join,
    Literal,
    Relation,
    RelationLike,
    check,
    check_schema,
    end_relation,
    list_then_filter,
    relation_steps,
    tc_window,
    value_key,
)

ELEMENT_ID = "elementId"  # id property meaning "identify nodes by Neo4j's own element ids"
KGCHAT_LABEL = "Entity"  # label of the nodes kgchat creates when no label is configured


def quote_name(name: str) -> str:
    """Backtick-quote a label, property or relationship type for Cypher (a backtick inside is doubled)."""
    return "`" + name.replace("`", "``") + "`"


@dataclass(frozen=True)
class NodeShape:
    """How entity nodes look in Cypher: label pattern, id and name expressions (from the store's settings)."""

    labels: tuple[str, ...]
    id_property: str
    name_properties: tuple[str, ...]
    write_label: str = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "write_label", self.labels[0] if self.labels else KGCHAT_LABEL)

    @property
    def by_element_id(self) -> bool:
        return self.id_property == ELEMENT_ID

    def label(self) -> str:
        """``:`A`|`B``` or empty (every node)."""
        return ":" + "|".join(quote_name(x) for x in self.labels) if self.labels else ""

    def node(self, var: str) -> str:
        return f"({var}{self.label()})"

    def id_of(self, var: str) -> str:
        return f"elementId({var})" if self.by_element_id else f"{var}.{quote_name(self.id_property)}"

    def has_id(self, var: str, param: str) -> str:
        return f"{self.id_of(var)} = ${param}"

    def name_of(self, var: str) -> str:
        props = [f"{var}.{quote_name(p)}" for p in self.name_properties]
        return props[0] if len(props) == 1 else f"coalesce({', '.join(props)})"

    def returns(self, var: str) -> str:
        return f"{self.id_of(var)} AS id, {self.name_of(var)} AS name"


_OPS = {"le": "<=", "lt": "<", "ge": ">=", "gt": ">"}
# The patterns of nodes.value_key, for Cypher's =~ (a whole-string match, like re.fullmatch).
_KEY_PATTERNS = {
    "key_date": r"(?s)[0-9]{4}-[0-9]{2}-[0-9]{2}.*",
    "key_month": r"[0-9]{4}-[0-9]{2}",
    "key_number": r"[+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?",
}


def value_key_cypher(s: str) -> str:
    """Cypher for ``value_key(s)``: a float on a year scale for dates, the number for numeric text, else null.

    The arithmetic is done in the same order as in Python, so equal values give bit-identical keys (ARGMAX ties).
    """
    year, month, day = (f"toInteger(substring({s}, {start}, {size}))" for start, size in ((0, 4), (5, 2), (8, 2)))
    return (f"CASE WHEN {s} =~ $key_date THEN {year} + ({month} - 1) / 12.0 + ({day} - 1) / 372.0 "
            f"WHEN {s} =~ $key_month THEN {year} + ({month} - 1) / 12.0 "
            f"WHEN {s} =~ $key_number THEN toFloat({s}) END")


def compile_cypher(expr: Expr, shape: NodeShape, known: Iterable[str]) -> tuple[str, dict[str, Any]]:
    """One Cypher query returning distinct ``id, name`` rows ordered by id, and its parameters.

    ``known`` is the graph's relationship types; a form using any other relation raises UnknownRelation.
    ``(COUNT X)`` returns one row whose id and name are the count.
    """
    check(expr)
    known = set(known)
    check_schema(expr, known)
    c = _Compiler(shape, known)
    if isinstance(expr, Count):
        clauses, v = c.listed(expr.expr)
        clauses.append(f"RETURN toString(count(DISTINCT {v})) AS id, toString(count(DISTINCT {v})) AS name")
    else:
        clauses, v = c.listed(expr)
        clauses.append(f"RETURN DISTINCT {shape.id_of(v)} AS id, {shape.name_of(v)} AS name ORDER BY id")
    if "$key_" in "\n".join(clauses):
        c.params.update(_KEY_PATTERNS)
    return "\n".join(clauses), c.params


class _Compiler:
    def __init__(self, shape: NodeShape, known: set[str]):
        self.shape, self.known = shape, known
        self.params: dict[str, Any] = {}
        self._vars = 0

    def var(self) -> str:
        self._vars += 1
        return f"v{self._vars}"

    def param(self, value: Any) -> str:
        name = f"p{len(self.params)}"
        self.params[name] = value
        return f"${name}"

    def rel(self, name: str) -> str:
        return quote_name(check_relation(name, self.known))

    def step(self, here: str, step: Relation, there: str) -> str:
        """``MATCH`` one step of a relation slot from bound ``here`` to a new entity node ``there``."""
        rel = self.rel(step.name)
        arrow = f"<-[:{rel}]-" if step.reverse else f"-[:{rel}]->"
        return f"MATCH ({here}){arrow}{self.shape.node(there)}"

    def walk(self, start: str, relation: RelationLike) -> tuple[list[str], str]:
        """Clauses following the slot from ``start``; returns them and the variable of the values reached."""
        clauses, here = [], start
        for step in relation_steps(relation):
            there = self.var()
            clauses.append(self.step(here, step, there))
            here = there
        return clauses, here

    def has_id(self, var: str, entity_id: str) -> str:
        return f"{self.shape.id_of(var)} = {self.param(entity_id)}"

    def is_a(self, var: str, cls: str) -> str:
        c = self.var()
        return (f"EXISTS {{ MATCH ({var})-[:{self.rel(TYPE_RELATION)}]->{self.shape.node(c)} "
                f"WHERE {self.has_id(c, cls)} }}")

    # -- listing: clauses that leave one row per member in the returned variable --------------------------------
    def listed(self, expr: Expr) -> tuple[list[str], str]:
        s = self.shape
        if isinstance(expr, Entity | Literal):
            v = self.var()
            value = expr.id if isinstance(expr, Entity) else expr.value
            return [f"MATCH {s.node(v)} WHERE {self.has_id(v, value)}"], v
        if isinstance(expr, Class):
            c, v = self.var(), self.var()
            return [f"MATCH {s.node(c)} WHERE {self.has_id(c, expr.name)}",
                    f"MATCH {s.node(v)}-[:{self.rel(TYPE_RELATION)}]->({c})", f"WITH DISTINCT {v}"], v
        if isinstance(expr, Join):
            clauses, here = self.listed(expr.expr)
            for step in reversed(relation_steps(expr.relation)):
                # y --r--> x: from the target x walk back to the head y; for (R r) y is the tail
                there = self.var()
                clauses += [self.step(here, Relation(step.name, not step.reverse), there), f"WITH DISTINCT {there}"]
                here = there
            return clauses, here
        if isinstance(expr, And):
            listed, test = list_then_filter(expr)
            clauses, v = self.listed(listed)
            return [*clauses, f"WITH {v} WHERE {self.test(test, v)}"], v
        if isinstance(expr, ArgMax | ArgMin):
            return self.superlative(expr)
        if isinstance(expr, TC):
            clauses, v = self.listed(expr.expr)
            return [*clauses, f"WITH {v} WHERE {self.time_constraint(expr, v)}"], v
        raise TypeError(f"cannot list the members of {type(expr).__name__}")  # Count: only outermost

    def superlative(self, expr: ArgMax | ArgMin) -> tuple[list[str], str]:
        """Members holding the best key over all members' values (a member's best equals it iff any key does)."""
        clauses, v = self.listed(expr.expr)
        steps, value = self.walk(v, expr.relation)
        n = self._vars
        k, rows, best, row, out = f"k{n}", f"rows{n}", f"best{n}", f"row{n}", self.var()
        agg = "max" if isinstance(expr, ArgMax) else "min"
        return [*clauses, *steps,
                f"WITH {v}, {value_key_cypher(self.shape.id_of(value))} AS {k} WHERE {k} IS NOT NULL",
                f"WITH collect({{n: {v}, k: {k}}}) AS {rows}, {agg}({k}) AS {best}",
                f"UNWIND {rows} AS {row}", f"WITH {row} WHERE {row}.k = {best}", f"WITH DISTINCT {row}.n AS {out}"], out

    # -- testing: a predicate that is true when the bound node ``v`` is a member ---------------------------------
    def test(self, expr: Expr, v: str) -> str:
        if isinstance(expr, Entity | Literal):
            return self.has_id(v, expr.id if isinstance(expr, Entity) else expr.value)
        if isinstance(expr, Class):
            return self.is_a(v, expr.name)
        if isinstance(expr, And):
            return f"({self.test(expr.left, v)} AND {self.test(expr.right, v)})"
        if isinstance(expr, Join):
            steps, value = self.walk(v, expr.relation)
            return f"EXISTS {{ {' '.join(steps)} WHERE {self.test(expr.expr, value)} }}"
        if isinstance(expr, Compare):
            steps, value = self.walk(v, expr.relation)
            bound = self.param(value_key(expr.value.value))
            key = value_key_cypher(self.shape.id_of(value))
            return f"EXISTS {{ {' '.join(steps)} WHERE ({key}) {_OPS[expr.op]} {bound} }}"
        # ARGMAX / ARGMIN / TC need the whole set first: list it in a subquery.
        clauses, member = self.listed(expr)
        return f"{v} IN COLLECT {{ {' '.join(clauses)} RETURN {member} }}"

    def time_constraint(self, expr: TC, v: str) -> str:
        """(no start value or some start ≤ window end) and (no end value or some end ≥ window start)."""
        window = tc_window(expr.time.value)
        assert window is not None  # check() guarantees it
        start, end = self.param(value_key(window[0])), self.param(value_key(window[1]))
        clauses = [self.bound(v, expr.relation, "<=", end)]
        end_rel = end_relation(expr.relation.name)
        if end_rel in self.known:  # an end relation the graph lacks means no end dates: nothing to check
            clauses.append(self.bound(v, Relation(end_rel), ">=", start))
        return " AND ".join(clauses)

    def bound(self, v: str, relation: Relation, op: str, key_param: str) -> str:
        steps, value = self.walk(v, relation)
        key = value_key_cypher(self.shape.id_of(value))
        pattern = " ".join(steps)
        return f"(NOT EXISTS {{ {pattern} }} OR EXISTS {{ {pattern} WHERE ({key}) {op} {key_param} }})"
