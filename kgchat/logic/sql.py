"""Compile a logical form to one parameterised SQLite query over the embedded store's tables
(``entities(pk, id, name, norm)``, ``relations(pk, name)``, ``triples(h, r, t)``; see kgchat.backends.sqlite).

Every sub-expression that lists entities becomes a CTE ``sN(pk)``; comparisons and classes used as filters become
``EXISTS`` predicates over a candidate's pk. Entity ids, literal values, TC dates and relation keys are all bound
parameters (numbered ``?N`` so one value can be used twice); nothing from the form is pasted into the SQL text.
The answers equal ``kgchat.logic.executor.execute`` on the same graph, including value ordering: ``value_key_sql`` is
``nodes.value_key`` written in SQL (the tests check both on the same values).
"""

from __future__ import annotations

from typing import Any

from kgchat.backends.base import check_relation
from kgchat.errors import UnknownRelation
from kgchat.logic.form_check import check
from kgchat.logic.nodes import (
    TC,
    TYPE_RELATION,
    Agg,
    Aggregate,
    And,
    ArgMax,
    ArgMin,
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
    Same,
    Share,
    Slot,
    Top,
    end_relation,
    is_filter,
    list_then_filter,
    refuse_calc,
    relation_steps,
    tc_window,
    value_key,
)

_OPS = {"le": "<=", "lt": "<", "ge": ">=", "gt": ">"}
LOWER = "kgchat_lower"  # Python's str.lower, registered on the store's connection (SQLite's lower() is ASCII-only)


def value_key_sql(v: str) -> str:
    """SQL for ``value_key(v)``: a REAL on a year scale for dates, the number for numeric text, else NULL.

    Numeric text is recognised as in Python: only the characters ``0-9 . e E + -``, and SQLite's own numeric
    affinity accepting the whole text (``v = CAST(v AS REAL)`` converts ``v`` only when it is a well-formed number).
    """
    year, month, day = (f"CAST(substr({v}, {a}, {b}) AS INTEGER)" for a, b in ((1, 4), (6, 2), (9, 2)))
    return (f"(CASE WHEN {v} GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]*' "
            f"THEN {year} + ({month} - 1) / 12.0 + ({day} - 1) / 372.0 "
            f"WHEN {v} GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]' THEN {year} + ({month} - 1) / 12.0 "
            f"WHEN {v} NOT GLOB '*[^0-9.eE+-]*' AND {v} = CAST({v} AS REAL) THEN CAST({v} AS REAL) END)")


def compile_sql(expr: Expr, rel_pk: dict[str, int]) -> tuple[str, dict[str, Any]]:
    """One SQL query returning distinct ``(id, name)`` rows (TOP: in rank order; a set in no order, which the store
    gives with ``kgchat.logic.order``), and its named parameters (``:p1``…;
    numbered ``?1`` placeholders bound from a list are deprecated since Python 3.12 and refused from 3.14).

    ``rel_pk`` maps the graph's relation names to their keys; a relation it lacks raises UnknownRelation.
    """
    check(expr)
    refuse_calc(expr, "SQL")
    compiler = _Compiler(rel_pk)
    if isinstance(expr, Share):
        whole, part = (f"(SELECT COUNT(*) AS n FROM (SELECT DISTINCT pk FROM {compiler.nodes(x)}))"
                       for x in (expr.whole, expr.expr))
        select = f"SELECT 100.0 * p.n / w.n, 100.0 * p.n / w.n FROM {whole} w, {part} p WHERE w.n > 0"
    elif isinstance(expr, Count):
        source = compiler.nodes(expr.expr)
        select = f"SELECT CAST(COUNT(*) AS TEXT), CAST(COUNT(*) AS TEXT) FROM (SELECT DISTINCT pk FROM {source})"
    elif isinstance(expr, Aggregate):
        select = compiler.aggregate(expr)
    elif isinstance(expr, Top):
        ranked = compiler.top(expr)
        select = f"SELECT e.id, e.name FROM {ranked} r JOIN entities e ON e.pk = r.pk ORDER BY r.rank"
    else:
        source = compiler.nodes(expr)
        select = f"SELECT e.id, e.name FROM entities e WHERE e.pk IN (SELECT pk FROM {source})"
    return f"WITH {', '.join(compiler.ctes)} {select}", compiler.params


class _Compiler:
    def __init__(self, rel_pk: dict[str, int]):
        self.rel_pk = rel_pk
        self.ctes: list[str] = []
        self.params: dict[str, Any] = {}
        self._aliases = 0

    def param(self, value: Any) -> str:
        name = f"p{len(self.params) + 1}"
        self.params[name] = value
        return f":{name}"

    def relation(self, name: str) -> str:
        """A bound parameter holding the relation's key (the name is checked against the schema first)."""
        return self.param(self.rel_pk[check_relation(name, self.rel_pk)])

    def type_relation(self) -> str:
        if TYPE_RELATION not in self.rel_pk:
            raise UnknownRelation(f"This graph has no {TYPE_RELATION!r} edges, so classes such as film.film cannot "
                                  f"be used; join on a relation instead.")
        return self.param(self.rel_pk[TYPE_RELATION])

    def alias(self) -> str:
        self._aliases += 1
        return f"a{self._aliases}"

    def cte(self, body: str) -> str:
        name = f"s{len(self.ctes)}"
        self.ctes.append(f"{name} AS ({body})")
        return name

    def entity_pk(self, entity_id: str) -> str:
        return f"(SELECT pk FROM entities WHERE id = {self.param(entity_id)})"

    # -- sets: each returns the name of a CTE with a ``pk`` column -------------------------------------------
    def nodes(self, expr: Expr) -> str:
        if isinstance(expr, Entity | Literal):
            value = expr.id if isinstance(expr, Entity) else expr.value
            return self.cte(f"SELECT pk FROM entities WHERE id = {self.param(value)}")
        if isinstance(expr, Class):
            rel, cls = self.type_relation(), self.entity_pk(expr.name)
            return self.cte(f"SELECT h AS pk FROM triples WHERE r = {rel} AND t = {cls}")
        if isinstance(expr, Join):
            return self.join(expr.relation, self.nodes(expr.expr))
        if isinstance(expr, And):
            listed, test = list_then_filter(expr)
            base = self.nodes(listed)
            if is_filter(test) or isinstance(test, Class):
                return self.cte(f"SELECT pk FROM {base} b WHERE {self.predicate(test, 'b.pk')}")
            return self.cte(f"SELECT pk FROM {base} INTERSECT SELECT pk FROM {self.nodes(test)}")
        if isinstance(expr, ArgMax | ArgMin):
            return self.superlative(expr)
        if isinstance(expr, Top):
            return self.cte(f"SELECT pk FROM {self.top(expr)}")
        if isinstance(expr, TC):
            return self.time_constraint(expr)
        raise TypeError(f"cannot list the members of {type(expr).__name__}")  # Count: only outermost

    def join(self, relation: RelationLike, source: str) -> str:
        """``{y : val(y, p) ∩ source ≠ ∅}``, one CTE per step, walking the slot backwards."""
        for step in reversed(relation_steps(relation)):
            # (y, r, x): from x to the head y; for (R r) y is the tail
            near, far = ("h", "t") if step.reverse else ("t", "h")
            rel = self.relation(step.name)
            source = self.cte(f"SELECT DISTINCT x.{far} AS pk FROM {source} s "
                              f"JOIN triples x ON x.{near} = s.pk AND x.r = {rel}")
        return source

    # -- predicates over one candidate pk column -------------------------------------------------------------
    def predicate(self, expr: Expr, col: str) -> str:
        if isinstance(expr, Compare) and expr.op not in _OPS:
            froms, where, value = self.walk(expr.relation, col)
            v, p = f"{LOWER}({value})", f"{LOWER}({self.param(expr.value.value)})"
            test = {"contains": f"instr({v}, {p}) > 0", "starts": f"substr({v}, 1, length({p})) = {p}",
                    "ends": f"length({v}) >= length({p}) AND substr({v}, -length({p})) = {p}"}[expr.op]
            return f"EXISTS (SELECT 1 FROM {froms} WHERE {where} AND {test})"
        if isinstance(expr, Compare) and isinstance(expr.relation, Agg):
            bound = self.param(value_key(expr.value.value))
            return f"{self.key(expr.relation, col, 'max')} {_OPS[expr.op]} {bound}"
        if isinstance(expr, Not):
            return f"NOT ({self.predicate(expr.expr, col)})"
        if isinstance(expr, Has):
            froms, where, _ = self.walk(expr.relation, col)
            return f"EXISTS (SELECT 1 FROM {froms} WHERE {where})"
        if isinstance(expr, Same):  # one node reached along both slots: the two walks end at one id
            froms, where, end = self.walk(expr.first, col)
            froms2, where2, end2 = self.walk(expr.second, col)
            return f"EXISTS (SELECT 1 FROM {froms}, {froms2} WHERE {where} AND {where2} AND {end} = {end2})"
        if isinstance(expr, Compare):
            froms, where, value = self.walk(expr.relation, col)
            bound = value_key_sql(self.param(expr.value.value))
            return f"EXISTS (SELECT 1 FROM {froms} WHERE {where} AND {value_key_sql(value)} {_OPS[expr.op]} {bound})"
        if isinstance(expr, And):
            return f"({self.predicate(expr.left, col)} AND {self.predicate(expr.right, col)})"
        if isinstance(expr, Class):
            rel, cls, c = self.type_relation(), self.entity_pk(expr.name), self.alias()
            return f"EXISTS (SELECT 1 FROM triples {c} WHERE {c}.h = {col} AND {c}.r = {rel} AND {c}.t = {cls})"
        return f"{col} IN (SELECT pk FROM {self.nodes(expr)})"

    def walk(self, relation: RelationLike, col: str) -> tuple[str, str, str]:
        """Tables and condition reaching ``val(col, p)``, and the SQL naming each value's id.

        The first step's condition is returned apart (it ties the walk to ``col``) so callers can put it in a
        WHERE clause next to their own tables.
        """
        tables: list[str] = []
        where, prev = "", col
        for step in relation_steps(relation):
            near, far = ("t", "h") if step.reverse else ("h", "t")
            a = self.alias()
            cond = f"{a}.{near} = {prev} AND {a}.r = {self.relation(step.name)}"
            if tables:
                tables.append(f"JOIN triples {a} ON {cond}")
            else:
                tables.append(f"triples {a}")
                where = cond
            prev = f"{a}.{far}"
        v = self.alias()
        tables.append(f"JOIN entities {v} ON {v}.pk = {prev}")
        return " ".join(tables), where, f"{v}.id"

    def pair_keys(self, relation: RelationLike, col: str, member: str = "", where: Expr | None = None) -> str:
        """A subquery of the values reached from ``col`` (``k``: key, ``t``: id): one row per distinct node
        before the last step and value it reaches (the bag ``pairs`` counts in the executor); ``member``: also
        keep ``col`` in each row, for sets of members."""
        tables: list[str] = []
        cond, prev, before = "", col, col
        for step in relation_steps(relation):
            near, far = ("t", "h") if step.reverse else ("h", "t")
            a = self.alias()
            on = f"{a}.{near} = {prev} AND {a}.r = {self.relation(step.name)}"
            if tables:
                tables.append(f"JOIN triples {a} ON {on}")
            else:
                tables.append(f"triples {a}")
                cond = on
            before, prev = prev, f"{a}.{far}"
        v = self.alias()
        tables.append(f"JOIN entities {v} ON {v}.pk = {prev}")
        keep = f"{member} AS x, " if member else ""
        test = f" AND {self.predicate(where, before)}" if where is not None else ""  # read from kept nodes only
        return (f"SELECT DISTINCT {keep}{before} AS y, {v}.pk AS vp, {value_key_sql(f'{v}.id')} AS k, {v}.id AS t "
                f"FROM {' '.join(tables)} WHERE {cond}{test}")

    def key(self, slot: Slot, col: str, pick: str) -> str:
        """SQL for a member's key along a slot (NULL when it has none)."""
        if isinstance(slot, Agg) and slot.fn == "count":
            tables, where, value = self.walk(slot.relation, col)
            if slot.where is not None:  # only the things reached that pass the filter
                where += f" AND {self.predicate(slot.where, value.removesuffix('.id') + '.pk')}"
            return f"(SELECT COUNT(DISTINCT {value}) FROM {tables} WHERE {where})"
        relation = slot.relation if isinstance(slot, Agg) else slot
        fn = slot.fn if isinstance(slot, Agg) else pick
        agg = {"sum": "SUM", "avg": "AVG", "min": "MIN", "max": "MAX"}[fn]
        keep = slot.where if isinstance(slot, Agg) else None
        return f"(SELECT {agg}(k) FROM ({self.pair_keys(relation, col, where=keep)}) WHERE k IS NOT NULL)"

    def superlative(self, expr: ArgMax | ArgMin) -> str:
        """Members whose key equals the best key over all members (MAX/MIN skip NULL keys)."""
        base = self.nodes(expr.expr)
        pick = "max" if isinstance(expr, ArgMax) else "min"
        keyed = self.cte(f"SELECT b.pk AS pk, {self.key(expr.relation, 'b.pk', pick)} AS k FROM "
                         f"(SELECT DISTINCT pk FROM {base}) b")
        agg = "MAX" if isinstance(expr, ArgMax) else "MIN"
        return self.cte(f"SELECT DISTINCT pk FROM {keyed} WHERE k = (SELECT {agg}(k) FROM {keyed})")

    def top(self, expr: Top) -> str:
        """A CTE of the first k members (``pk``, ``rank``) by key, ties in name order (``order.tie_key``: the
        id is the stable key of these ids; SQLite compares text by code point, as Python does)."""
        base = self.nodes(expr.expr)
        key = self.key(expr.slot, "b.pk", "max" if expr.descending else "min")
        order = f"x.k {'DESC' if expr.descending else 'ASC'}, {LOWER}(e.name), e.name, e.id"
        keyed = self.cte(f"SELECT b.pk AS pk, {key} AS k FROM (SELECT DISTINCT pk FROM {base}) b")
        return self.cte(f"SELECT x.pk AS pk, ROW_NUMBER() OVER (ORDER BY {order}) AS rank FROM {keyed} x "
                        f"JOIN entities e ON e.pk = x.pk WHERE x.k IS NOT NULL ORDER BY {order} "
                        f"LIMIT {self.param(expr.k)}")

    def aggregate(self, expr: Aggregate) -> str:
        """The SELECT of SUM / AVG (a number) or the MIN / MAX value, over every member's pairs."""
        base = self.nodes(expr.expr)
        members = self.cte(f"SELECT DISTINCT pk FROM {base}")
        pairs = self.pair_keys(expr.relation, "b.pk", member="b.pk").replace(" FROM ", f" FROM {members} b, ", 1)
        rows = self.cte(f"SELECT k, t FROM ({pairs}) WHERE k IS NOT NULL")
        if expr.fn in ("min", "max"):
            order = "ASC" if expr.fn == "min" else "DESC"
            return f"SELECT t, t FROM {rows} ORDER BY k {order}, t ASC LIMIT 1"
        fn = "SUM" if expr.fn == "sum" else "AVG"
        return f"SELECT {fn}(k), {fn}(k) FROM {rows} HAVING COUNT(*) > 0"

    def time_constraint(self, expr: TC) -> str:
        base = self.nodes(expr.expr)
        window = tc_window(expr.time.value)
        assert window is not None  # check() guarantees it
        start, end = self.param(window[0]), self.param(window[1])
        clauses = [self.bound("b.pk", expr.relation, "<=", end)]
        end_rel = end_relation(expr.relation.name)
        if end_rel in self.rel_pk:  # an end relation the graph lacks means no end dates: nothing to check
            clauses.append(self.bound("b.pk", Relation(end_rel), ">=", start))
        return self.cte(f"SELECT pk FROM {base} b WHERE {' AND '.join(clauses)}")

    def bound(self, col: str, relation: Relation, op: str, date: str) -> str:
        """True when the candidate has no value along ``relation`` or some value ``op`` the date."""
        rel = self.relation(relation.name)
        a, v = self.alias(), self.alias()
        return (f"(NOT EXISTS (SELECT 1 FROM triples {a} WHERE {a}.h = {col} AND {a}.r = {rel}) OR EXISTS "
                f"(SELECT 1 FROM triples {a} JOIN entities {v} ON {v}.pk = {a}.t WHERE {a}.h = {col} "
                f"AND {a}.r = {rel} AND {value_key_sql(f'{v}.id')} {op} {value_key_sql(date)}))")
