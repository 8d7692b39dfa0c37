"""Cypher text for the Neo4j store (kgchat.backends.neo4j): quoting, the shape of entity nodes, how property
values are read and compared, and the compiler from logical forms to one parameterised Cypher query.

A set-valued expression is compiled in one of two ways:

- *listed*: a pipeline of ``MATCH … WITH DISTINCT v`` clauses that leaves one row per member in a variable;
- *tested*: a predicate on an already-bound variable (``EXISTS { MATCH … }``), used for AND's second operand, for
  a JOIN target inside a test and for comparisons, NOT, HAS and SAME, which can only filter.

A variable holds a node, a relationship (the mediator of ``T.start`` / ``T.end`` / ``T.key`` relations, see
``kgchat.schema``) or a property value. Relation steps are read from the graph's schema: a relationship type is a
pattern (``-[:T]->``), a node property key is the value ``n.key`` (a list property: its elements), ``T.start`` /
``T.end`` bind the relationship ``-[e:T]->`` itself and ``T.key`` reads ``e.key``. A value is identified by its
text (``toString``), as the triple view of the store writes it, so answers equal ``kgchat.logic.executor.execute``
over the store's ``neighbors``. Each step of a relation slot is its own ``MATCH`` clause: Cypher never reuses a
relationship within one pattern, but the semantics allow it. Entity ids, values and the regular expressions of
``value_key`` are parameters; relationship types, labels and property keys are checked against the schema and
backtick-quoted.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from kgchat.backends.base import check_relation
from kgchat.errors import LogicalFormError, UnknownRelation
from kgchat.logic.cypher_ranked import RankedClauses
from kgchat.logic.cypher_shape import (
    _KEY_PATTERNS,
    _OPS,
    _TEXT_OPS,
    EDGE,
    EDGE_PREFIX,
    ELEMENT_ID,
    KGCHAT_LABEL,
    NODE,
    VALUE,
    NodeShape,
    quote_name,
    typed_value,
    value_equals,
    value_key_cypher,
    value_list,
)
from kgchat.logic.form_check import check
from kgchat.logic.nodes import (
    TC,
    TYPE_RELATION,
    Agg,
    Aggregate,
    And,
    ArgMax,
    ArgMin,
    Calc,
    Class,
    Compare,
    Count,
    Entity,
    Expr,
    Has,
    Join,
    Literal,
    Not,
    Relation,
    RelationLike,
    RelationPath,
    Same,
    Share,
    Top,
    check_schema,
    end_relation,
    list_then_filter,
    relation_steps,
    tc_window,
    value_key,
)
from kgchat.schema import EDGE_END, EDGE_START, GraphSchema, PropertyInfo

__all__ = ["EDGE_PREFIX", "ELEMENT_ID", "KGCHAT_LABEL", "NodeShape", "compile_cypher", "quote_name", "typed_value",
           "value_equals", "value_key_cypher", "value_list"]

@dataclass(frozen=True)
class Walked:
    """Where a relation slot walked from a bound variable: its clauses, and either a variable (node or edge) or,
    when the last step reads a property, a Cypher list of the values (``values``)."""

    clauses: list[str]
    var: str | None
    kind: str
    values: str | None = None


def compile_cypher(expr: Expr, shape: NodeShape, known: Iterable[str],
                   schema: GraphSchema | None = None) -> tuple[str, dict[str, Any]]:
    """One Cypher query returning distinct ``id, name`` rows (TOP: in rank order; a set in no order, which the
    store gives with ``kgchat.logic.order``), and its parameters.

    ``known`` is every relation the graph has (relationship types, property keys, mediator relations); a form using
    any other relation raises UnknownRelation. ``schema`` tells property keys and mediator relations from
    relationship types (without it every relation is a relationship type). ``(COUNT X)`` returns one row whose id
    and name are the count, ``(SHARE X F)`` one row holding the percentage (each count in its own subquery); ``(SUM X p)`` and ``(AVG X p)`` one row holding the number (the store writes it with
    ``number_text``), ``(MIN X p)`` / ``(MAX X p)`` the value.
    """
    check(expr)
    known = set(known)
    check_schema(expr, known)
    c = _Compiler(shape, known, schema)
    c.outer = expr
    if isinstance(expr, Share):
        clauses = []
        for name, counted in (("share_whole", expr.whole), ("share_part", expr.expr)):
            inner, v, kind = c.listed(counted)
            clauses += ["CALL {", *inner, f"RETURN count(DISTINCT {c.ident(v, kind)}) AS {name}", "}"]
        clauses += ["WITH share_whole, share_part WHERE share_whole > 0",
                    "RETURN toString(100.0 * share_part / share_whole) AS id, "
                    "toString(100.0 * share_part / share_whole) AS name"]
    elif isinstance(expr, Count):
        clauses, v, kind = c.listed(expr.expr)
        ident = c.ident(v, kind)
        clauses.append(f"RETURN toString(count(DISTINCT {ident})) AS id, toString(count(DISTINCT {ident})) AS name")
    elif isinstance(expr, Aggregate):
        clauses = c.aggregate(expr)
    else:
        clauses, v, kind = c.listed(expr)
        ranked = f", {c.rank_var} ORDER BY {c.rank_var}" if isinstance(expr, Top) else ""
        clauses.append(f"RETURN DISTINCT {c.returns(v, kind)}{ranked}")
    if "$key_" in "\n".join(clauses):
        c.params.update(_KEY_PATTERNS)
    return "\n".join(clauses), c.params


class _Compiler(RankedClauses):
    def __init__(self, shape: NodeShape, known: set[str], schema: GraphSchema | None):
        self.shape, self.known, self.schema = shape, known, schema
        self.params: dict[str, Any] = {}
        self._vars = 0
        self.rank_var = "rank"  # the outermost TOP's rank, which the query orders by
        self.outer: Expr | None = None

    def var(self) -> str:
        self._vars += 1
        return f"v{self._vars}"

    def param(self, value: Any) -> str:
        name = f"p{len(self.params)}"
        self.params[name] = value
        return f"${name}"

    # -- what a relation is, in this graph --------------------------------------------------------------------------
    def kind(self, name: str) -> tuple[str, str, str]:
        """(``rel`` | ``prop`` | ``edge_start`` | ``edge_end`` | ``edge_prop`` | ``label``, type, key)."""
        check_relation(name, self.known)
        schema = self.schema
        if schema is not None and schema.rel(name) is None:
            edge = schema.edge_relation(name)
            if edge is not None:
                part = {EDGE_START: "edge_start", EDGE_END: "edge_end"}.get(edge.part, "edge_prop")
                return part, edge.type, edge.part
            if schema.node_property(name) is not None:
                return "prop", "", name
            if name == TYPE_RELATION and schema.labels:
                return "label", "", ""
        return "rel", name, ""

    def info(self, kind: str, rel: str, key: str) -> PropertyInfo | None:
        if self.schema is None:
            return None
        if kind == "edge_prop":
            r = self.schema.rel(rel)
            return r.property(key) if r is not None else None
        return self.schema.node_property(key)

    def class_relation(self, name: str) -> str:
        """The quoted class relationship type for a class that is no label; UnknownRelation when the graph has
        neither (its labels make ``type.object.type`` a known relation, but only for the labels)."""
        if self.schema is not None and self.schema.rel(TYPE_RELATION) is None:
            raise UnknownRelation(f"This graph has no label {name!r} and no {TYPE_RELATION!r} relationships; "
                                  f"its labels are: {', '.join(x.name for x in self.schema.labels)}.")
        return quote_name(check_relation(TYPE_RELATION, self.known))

    def is_label(self, name: str) -> bool:
        return self.schema is not None and self.schema.label(name) is not None

    # -- identities and returned columns ---------------------------------------------------------------------------
    def ident(self, v: str, kind: str) -> str:
        if kind == NODE:
            return self.shape.id_of(v)
        if kind == EDGE:
            return f"'{EDGE_PREFIX}' + elementId({v})"
        return f"toString({v})"

    def returns(self, v: str, kind: str) -> str:
        if kind == NODE:
            return self.shape.returns(v)
        if kind == EDGE:
            return f"{self.ident(v, kind)} AS id, '' AS name"
        return f"toString({v}) AS id, toString({v}) AS name"

    def shown(self, v: str, kind: str) -> str:
        """The name an answer is shown by (``returns``' name column)."""
        if kind == NODE:
            return self.shape.name_of(v)
        return "''" if kind == EDGE else f"toString({v})"

    def has_id(self, var: str, entity_id: str) -> str:
        return f"{self.shape.id_of(var)} = {self.param(entity_id)}"

    # -- one step, forwards from a bound variable -------------------------------------------------------------------
    def forward(self, here: str, kind: str, step: Relation) -> Walked:
        """One step of a slot from ``here``: a MATCH clause to a new variable, or (a property) the values list."""
        what, rel, key = self.kind(step.name)
        s, there = self.shape, self.var()
        if what == "rel":
            if kind != NODE:
                raise LogicalFormError(f"Cannot follow {step.name!r} from a {kind} in Cypher")
            q = quote_name(rel)
            arrow = f"<-[:{q}]-" if step.reverse else f"-[:{q}]->"
            return Walked([f"MATCH ({here}){arrow}{s.node(there)}"], there, NODE)
        if what == "label":
            if step.reverse or kind != NODE:
                raise LogicalFormError("A class is reached from its members only, in Cypher")
            return Walked([], None, VALUE, f"labels({here})")
        if what in ("prop", "edge_prop") and step.reverse and kind == VALUE:  # a value -> what holds it
            info = self.info(what, rel, key)
            owner = s.node(there) if what == "prop" else f"()-[{there}:{quote_name(rel)}]->()"
            w = self.var()
            return Walked([f"MATCH {owner} WHERE any({w} IN {value_list(there, key, info)} WHERE {w} = {here})"],
                          there, NODE if what == "prop" else EDGE)
        if what in ("prop", "edge_prop"):
            if step.reverse or (kind != NODE if what == "prop" else kind != EDGE):
                raise LogicalFormError(f"{step.name!r} reads a value of a {'node' if what == 'prop' else 'relationship'}"
                                       f"; it cannot be followed from a {kind} or backwards here")
            return Walked([], None, VALUE, value_list(here, key, self.info(what, rel, key)))
        q = quote_name(rel)
        if not step.reverse:  # edge -> its start (end) node
            if kind != EDGE:
                raise LogicalFormError(f"{step.name!r} starts at a relationship")
            pattern = f"{s.node(there)}-[{here}]->()" if what == "edge_start" else f"()-[{here}]->{s.node(there)}"
            return Walked([f"MATCH {pattern}"], there, NODE)
        if kind != NODE:  # node -> the relationships starting (ending) at it
            raise LogicalFormError(f"{step.name!r} backwards starts at a node")
        pattern = f"({here})-[{there}:{q}]->()" if what == "edge_start" else f"()-[{there}:{q}]->({here})"
        return Walked([f"MATCH {pattern}"], there, EDGE)

    def walk(self, start: str, kind: str, relation: RelationLike) -> Walked:
        """Every step of the slot from ``start``; a property may only be the last step."""
        clauses: list[str] = []
        here, here_kind = start, kind
        steps = relation_steps(relation)
        for i, step in enumerate(steps):
            w = self.forward(here, here_kind, step)
            clauses += w.clauses
            if w.values is not None:
                if i != len(steps) - 1:
                    raise LogicalFormError(f"A value ({step.name!r}) can only be the last step of a slot in Cypher")
                return Walked(clauses, None, VALUE, w.values)
            here, here_kind = w.var, w.kind
        return Walked(clauses, here, here_kind)

    # -- listing: clauses that leave one row per member in the returned variable --------------------------------
    def listed(self, expr: Expr) -> tuple[list[str], str, str]:
        s = self.shape
        if isinstance(expr, Entity | Literal):
            v = self.var()
            value = expr.id if isinstance(expr, Entity) else expr.value
            return [f"MATCH {s.node(v)} WHERE {self.has_id(v, value)}"], v, NODE
        if isinstance(expr, Class):
            v = self.var()
            if self.is_label(expr.name):
                return [f"MATCH ({v}:{quote_name(expr.name)})"], v, NODE
            self.class_relation(expr.name)
            c = self.var()
            return [f"MATCH {s.node(c)} WHERE {self.has_id(c, expr.name)}",
                    f"MATCH {s.node(v)}-[:{self.class_relation(expr.name)}]->({c})",
                    f"WITH DISTINCT {v}"], v, NODE
        if isinstance(expr, Join):
            return self.join(expr)
        if isinstance(expr, And):
            listed, test = list_then_filter(expr)
            clauses, v, kind = self.listed(listed)
            return [*clauses, f"WITH {v} WHERE {self.test(test, v, kind)}"], v, kind
        if isinstance(expr, ArgMax | ArgMin):
            return self.superlative(expr)
        if isinstance(expr, Top):
            return self.top(expr)
        if isinstance(expr, TC):
            clauses, v, kind = self.listed(expr.expr)
            return [*clauses, f"WITH {v} WHERE {self.time_constraint(expr, v)}"], v, kind
        raise TypeError(f"cannot list the members of {type(expr).__name__}")  # Count, filters: checked before

    def join(self, expr: Join) -> tuple[list[str], str, str]:
        """``{y : val(y, p) ∩ X ≠ ∅}``: walk the slot backwards from X's members (or from X itself, a value)."""
        if isinstance(expr.relation, Calc):  # the values of a date part of X's members, as whole numbers
            clauses, v, kind = self.listed(expr.expr)
            x, n = self.var(), self.var()
            return [*clauses, f"WITH DISTINCT {v}",
                    f"UNWIND [{n} IN {self.computed(v, kind, expr.relation)} | toInteger({n})] AS {x}",
                    f"WITH DISTINCT {x}"], x, VALUE
        steps = list(reversed(relation_steps(expr.relation)))
        first, rest = steps[0], steps[1:]
        what, rel, key = self.kind(first.name)
        s = self.shape
        y = self.var()
        if what in ("prop", "edge_prop") and not first.reverse:
            # y --key--> x: the nodes (relationships) whose value is in X
            info = self.info(what, rel, key)
            owner = s.node(y) if what == "prop" else f"()-[{y}:{quote_name(rel)}]->()"
            w = self.var()
            if isinstance(expr.expr, Entity | Literal):
                text = expr.expr.id if isinstance(expr.expr, Entity) else expr.expr.value
                test, value = value_equals(w, "$v", info, text)
                cond = test.replace("$v", self.param(value))
                clauses = [f"MATCH {owner} WHERE any({w} IN {value_list(y, key, info)} WHERE {cond})"]
            else:
                inner, x, kind = self.listed(expr.expr)
                if kind != VALUE:
                    raise LogicalFormError(f"{first.name!r} leads to values; its JOIN needs values, not a {kind}")
                clauses = [*inner, f"WITH collect(DISTINCT toString({x})) AS targets{y}",
                           f"MATCH {owner} WHERE any({w} IN {value_list(y, key, info)} "
                           f"WHERE toString({w}) IN targets{y})"]
            here, kind = y, (NODE if what == "prop" else EDGE)
            clauses.append(f"WITH DISTINCT {here}")
        else:
            clauses, here, kind = self.listed(expr.expr)
            rest = steps
        for step in rest:
            # y --r--> x: from the target x walk back to the head y; for (R r) y is the tail
            w = self.forward(here, kind, Relation(step.name, not step.reverse))
            if w.values is not None:
                x = self.var()
                clauses += [*w.clauses, f"UNWIND {w.values} AS {x}", f"WITH DISTINCT {x} WHERE {x} IS NOT NULL"]
                here, kind = x, VALUE
            else:
                clauses += [*w.clauses, f"WITH DISTINCT {w.var}"]
                here, kind = w.var, w.kind
        return clauses, here, kind

    # -- keys of members along a slot (superlatives, TOP) ---------------------------------------------------------
    def pair_rows(self, v: str, kind: str, relation: RelationLike, where: Expr | None = None,
                  counted: bool = False) -> tuple[list[str], str]:
        """Clauses (in a subquery importing ``v``) leaving one row per (distinct node before the last step, value
        reached by it) — the bag ``pairs`` counts in the executor — and the text of the row's value. ``where``
        keeps only the values reached that pass it (``counted``) or those read from a node that passes it."""
        steps = relation_steps(relation)
        clauses: list[str] = []
        here, here_kind = v, kind
        if len(steps) > 1:
            prefix = steps[0] if len(steps) == 2 else RelationPath(steps[:-1])
            w = self.walk(v, kind, prefix)
            if w.values is not None:
                raise LogicalFormError("A value can only be the last step of a slot in Cypher")
            clauses = [*w.clauses, f"WITH DISTINCT {w.var}"]
            here, here_kind = w.var, w.kind
        if where is not None and not counted:
            clauses.append(f"WITH DISTINCT {here} WHERE {self.test(where, here, here_kind)}")
        last = self.forward(here, here_kind, steps[-1])
        if last.values is not None:
            x = self.var()
            keep = f" AND {self.test(where, x, VALUE)}" if where is not None and counted else ""
            return [*clauses, f"UNWIND {last.values} AS {x}",
                    f"WITH DISTINCT {here}, {x} WHERE {x} IS NOT NULL{keep}"], f"toString({x})"
        if where is not None and counted:
            return [*clauses, *last.clauses, f"WITH {here}, {last.var} WHERE {self.test(where, last.var, last.kind)}"], \
                self.ident(last.var, last.kind)
        return [*clauses, *last.clauses], self.ident(last.var, last.kind)

    # -- testing: a predicate that is true when the bound variable ``v`` is a member -----------------------------
    def test(self, expr: Expr, v: str, kind: str = NODE) -> str:
        if isinstance(expr, Entity | Literal):
            text = expr.id if isinstance(expr, Entity) else expr.value
            if kind == VALUE:
                test, value = value_equals(v, "$v", None, text)
                return test.replace("$v", self.param(value))
            if kind == EDGE:
                return f"{self.ident(v, kind)} = {self.param(text)}"
            return self.has_id(v, text)
        if isinstance(expr, Class):
            if self.is_label(expr.name) and kind == NODE:
                return f"{v}:{quote_name(expr.name)}"
            rel = self.class_relation(expr.name)
            c = self.var()
            return f"EXISTS {{ MATCH ({v})-[:{rel}]->{self.shape.node(c)} WHERE {self.has_id(c, expr.name)} }}"
        if isinstance(expr, And):
            return f"({self.test(expr.left, v, kind)} AND {self.test(expr.right, v, kind)})"
        if isinstance(expr, Not):
            return f"(NOT {self.test(expr.expr, v, kind)})"
        if isinstance(expr, Compare) and isinstance(expr.relation, Calc):
            x = self.var()
            return f"any({x} IN {self.computed(v, kind, expr.relation)} WHERE {x} {_OPS[expr.op]} " \
                   f"{self.param(value_key(expr.value.value))})"
        if isinstance(expr, Compare) and isinstance(expr.relation, Agg):
            return f"({self.agg_value(v, kind, expr.relation)}) {_OPS[expr.op]} {self.param(value_key(expr.value.value))}"
        if isinstance(expr, Same):
            return self.same(expr, v, kind)
        if isinstance(expr, Join | Compare | Has):
            w = self.walk(v, kind, expr.relation)
            if w.values is not None:
                x = self.var()
                cond = self.value_test(expr, x)
                inner = f"any({x} IN {w.values} WHERE {cond})"
                return f"EXISTS {{ {' '.join(w.clauses)} WHERE {inner} }}" if w.clauses else inner
            cond = self.value_test(expr, w.var, w.kind)
            return f"EXISTS {{ {' '.join(w.clauses)}{' WHERE ' + cond if cond != 'true' else ''} }}"
        # ARGMAX / ARGMIN / TOP / TC need the whole set first: list it in a subquery.
        clauses, member, _ = self.listed(expr)
        return f"{v} IN COLLECT {{ {' '.join(clauses)} RETURN {member} }}"

    def same(self, expr: Same, v: str, kind: str) -> str:
        """One node (relationship, value) reached from ``v`` along both slots: two walks, then equal ends."""
        first, second = self.walk(v, kind, expr.first), self.walk(v, kind, expr.second)
        if (first.values is None) != (second.values is None):
            raise LogicalFormError("SAME compares what two slots reach; one reaches values, the other nodes")
        if first.values is not None:
            x, y = self.var(), self.var()
            cond = f"any({x} IN {first.values} WHERE any({y} IN {second.values} WHERE toString({x}) = toString({y})))"
            clauses = first.clauses + second.clauses
            return f"EXISTS {{ {' '.join(clauses)} WHERE {cond} }}" if clauses else cond
        return f"EXISTS {{ {' '.join(first.clauses + second.clauses)} WHERE {first.var} = {second.var} }}"

    def value_test(self, expr: Join | Compare | Has, x: str, kind: str = VALUE) -> str:
        """The condition on one value (or node) ``x`` reached by a JOIN / comparison / HAS slot."""
        if isinstance(expr, Has):
            return f"{x} IS NOT NULL" if kind == VALUE else "true"
        if isinstance(expr, Join):
            return self.test(expr.expr, x, kind)
        text = f"toString({x})" if kind == VALUE else self.ident(x, kind)
        if expr.op in _TEXT_OPS:
            return f"toLower({text}) {_TEXT_OPS[expr.op]} toLower({self.param(expr.value.value)})"
        return f"({value_key_cypher(text)}) {_OPS[expr.op]} {self.param(value_key(expr.value.value))}"

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
        w = self.walk(v, NODE, relation)
        if w.values is not None:
            x = self.var()
            return (f"(all({x} IN {w.values} WHERE {x} IS NULL) OR "
                    f"any({x} IN {w.values} WHERE ({value_key_cypher(f'toString({x})')}) {op} {key_param}))")
        key = value_key_cypher(self.shape.id_of(w.var))
        pattern = " ".join(w.clauses)
        return f"(NOT EXISTS {{ {pattern} }} OR EXISTS {{ {pattern} WHERE ({key}) {op} {key_param} }})"
