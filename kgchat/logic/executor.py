"""Run a logical form on any GraphStore, using only its read methods (``entity``, ``relations``, ``neighbors``,
``relation_names``). This is the reference implementation of the semantics in ``kgchat.logic.nodes``: the SQL
compiler (and any Cypher / SPARQL compiler) must return the same answers, which the tests check.

It walks the expression bottom-up with Python sets of entities keyed by id. Two choices keep the number of graph
queries down without changing the answer: a class next to something else in AND is checked per candidate
(``type.object.type`` out of the candidate) instead of listing every member of the class, and comparisons are
only ever evaluated as filters over candidates that something else listed.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from kgchat.backends.base import GraphStore
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
    Slot,
    Top,
    check_schema,
    date_part,
    days_between,
    end_relation,
    list_then_filter,
    number_text,
    relation_steps,
    share_text,
    tc_window,
    text_matches,
    value_key,
)
from kgchat.logic.order import order_answers, shared_name_keys, tie_key
from kgchat.logic.sexpr import parse
from kgchat.types import Direction
from kgchat.types import Entity as Node

Nodes = dict[str, Node]  # a set of graph nodes keyed by id

_OPS: dict[str, Callable[[float, float], bool]] = {
    "le": lambda a, b: a <= b, "lt": lambda a, b: a < b, "ge": lambda a, b: a >= b, "gt": lambda a, b: a > b,
}


def _fold(fn: str, ks: list[float]) -> float | None:
    """sum / avg / min / max of numbers; None when there are none."""
    if not ks:
        return None
    return {"sum": sum, "avg": lambda x: sum(x) / len(x), "min": min, "max": max}[fn](ks)


def execute(form: Expr | str, store: GraphStore) -> list[Node]:
    """Answers of a logical form (text or AST) on ``store``: distinct entities in the order ``kgchat.logic.order``
    gives (by shown name, then the store's stable key).

    ``(COUNT X)``, ``(SUM X p)`` … answer one pseudo-entity whose id and name are the number (none when there is
    no value to aggregate); ``(TOP X s k)`` answers in rank order, ties by name. Raises LogicalFormError for a malformed form and
    UnknownRelation when it names a relation the graph's schema does not have.
    """
    expr = parse(form) if isinstance(form, str) else check(form)
    known = set(store.relation_names())
    check_schema(expr, known)
    run = _Run(store, known)
    if isinstance(expr, Share):
        text = share_text(len(run.nodes(expr.expr)), len(run.nodes(expr.whole)))
        return [] if text is None else [Node(text, text)]
    if isinstance(expr, Count):
        n = str(len(run.nodes(expr.expr)))
        return [Node(n, n)]
    if isinstance(expr, Aggregate):
        value = run.aggregate(expr.fn, run.nodes(expr.expr), expr.relation)
        return [] if value is None else [Node(value, value)]
    if isinstance(expr, Top):
        return list(run.nodes(expr).values())
    return order_answers(run.nodes(expr).values(), store)


def slot_keys(store: GraphStore, slot: Slot, ids: list[str], largest: bool = True) -> list[float | None]:
    """Each member's key along a ranking slot, as TOP (``largest``) or BOTTOM ranks it: to tell whether a ranking
    cut between two members that hold the same key."""
    run = _Run(store, set(store.relation_names()))
    return [run.slot_key(i, slot, max if largest else min) for i in ids]


class _Run:
    """One evaluation: the store, its schema and a cache of neighbour lookups (forms often revisit nodes)."""

    def __init__(self, store: GraphStore, known: set[str]):
        self.store, self.known = store, known
        self._cache: dict[tuple[str, str, Direction], list[Node]] = {}
        self._parts: dict[tuple[Calc, Expr], dict[float, set[str]]] = {}

    def neighbors(self, entity_id: str, relation: str, direction: Direction) -> list[Node]:
        key = (entity_id, relation, direction)
        if key not in self._cache:
            self._cache[key] = self.store.neighbors(entity_id, relation, direction)
        return self._cache[key]

    # -- following relation slots ------------------------------------------------------------------------------
    def values(self, entity_id: str, relation: RelationLike) -> Nodes:
        """``val(x, p)``: nodes reached from the entity along the relation slot, steps in order."""
        current: Iterable[str] = [entity_id]
        found: Nodes = {}
        for step in relation_steps(relation):
            found = {}
            direction = Direction.IN if step.reverse else Direction.OUT
            for x in current:
                found.update((n.id, n) for n in self.neighbors(x, step.name, direction))
            current = list(found)
        return found

    def keys(self, entity_id: str, relation: RelationLike) -> list[float]:
        """Comparable keys of the entity's values along the slot (values without a key are skipped)."""
        return [k for k in (value_key(v) for v in self.values(entity_id, relation)) if k is not None]

    def pairs(self, entity_id: str, relation: RelationLike) -> list[tuple[str, str]]:
        """(node, value) for every value reached at the last step, from each distinct node before it: the bag an
        aggregate counts (a value reached from two relationships counts twice)."""
        steps = relation_steps(relation)
        before: Iterable[str] = [entity_id]
        if len(steps) > 1:
            before = list(self.values(entity_id, steps[0] if len(steps) == 2 else RelationPath(steps[:-1])))
        last = steps[-1]
        direction = Direction.IN if last.reverse else Direction.OUT
        return [(y, n.id) for y in before for n in self.neighbors(y, last.name, direction)]

    def computed(self, entity_id: str, calc: Calc) -> list[float]:
        """The bag of numbers a ``Calc`` computes for the entity: each operand's rows as ``pairs`` counts them."""
        if calc.fn in ("plus", "minus"):
            first, second = ([value_key(arg.value)] if isinstance(arg, Literal) else
                             [k for _, v in self.pairs(entity_id, arg) if (k := value_key(v)) is not None]
                             for arg in calc.args)
            sign = 1.0 if calc.fn == "plus" else -1.0
            return [a + sign * b for a in first for b in second]
        if calc.fn == "days":
            first, second = ([v for _, v in self.pairs(entity_id, arg)] for arg in calc.args
                             if not isinstance(arg, Literal))
            return [n for a in first for b in second if (n := days_between(a, b)) is not None]
        return [n for _, v in self.pairs(entity_id, calc.args[0]) if (n := date_part(calc.fn, v)) is not None]

    def holders(self, calc: Calc, where: Expr) -> dict[float, set[str]]:
        """For a date part followed back: each value of the part, with the members of ``where`` holding it."""
        key = (calc, where)
        if key not in self._parts:
            found: dict[float, set[str]] = {}
            for i in self.nodes(where):
                for n in self.computed(i, calc):
                    found.setdefault(n, set()).add(i)
            self._parts[key] = found
        return self._parts[key]

    def slot_key(self, entity_id: str, slot: Slot, pick: Callable[..., float]) -> float | None:
        """A member's key along a slot: its best value key (``pick``: max or min), or its AGG number."""
        if isinstance(slot, Agg) and isinstance(slot.relation, Calc) and slot.relation.reverse:
            k = value_key(entity_id)  # a value of the part: how many members of the filter's set hold it
            assert slot.where is not None  # check() guarantees it
            return float(len(self.holders(slot.relation, slot.where).get(k, ()))) if k is not None else None
        if isinstance(slot, Calc):
            ks = self.computed(entity_id, slot)
            return pick(ks) if ks else None
        if isinstance(slot, Agg) and isinstance(slot.relation, Calc):
            ks = self.computed(entity_id, slot.relation)
            if slot.fn == "count":
                return float(len(ks))
            return _fold(slot.fn, ks)
        if not isinstance(slot, Agg):
            ks = self.keys(entity_id, slot)
            return pick(ks) if ks else None
        if slot.fn == "count":
            reached = self.values(entity_id, slot.relation)
            return float(len(reached if slot.where is None else self.filter(slot.where, reached)))
        pairs = self.pairs(entity_id, slot.relation)
        if slot.where is not None:  # only the values read from a node the filter keeps
            kept = self.filter(slot.where, {y: Node(y, y) for y, _ in pairs})
            pairs = [(y, v) for y, v in pairs if y in kept]
        ks = [k for _, v in pairs if (k := value_key(v)) is not None]
        return _fold(slot.fn, ks)

    def aggregate(self, fn: str, members: Nodes, relation: RelationLike | Calc) -> str | None:
        """SUM / AVG over the members' keyed values (counted per node as in ``pairs``), or the MIN / MAX value;
        over a computed value, every member's numbers folded (MIN / MAX answer the number)."""
        if isinstance(relation, Calc):
            value = _fold(fn, [k for i in members for k in self.computed(i, relation)])
            return None if value is None else number_text(value)
        values = [(k, v) for i in members for _, v in self.pairs(i, relation) if (k := value_key(v)) is not None]
        if not values:
            return None
        if fn == "min":
            return min(values)[1]
        if fn == "max":
            return min(values, key=lambda kv: (-kv[0], kv[1]))[1]
        total = sum(k for k, _ in values)
        return number_text(total if fn == "sum" else total / len(values))

    # -- sets ----------------------------------------------------------------------------------------------------
    def nodes(self, expr: Expr, value: bool = False) -> Nodes:
        """The set an expression lists (never called on a bare comparison: ``check`` rules that out). ``value``:
        an atom that is no node stands for a value (a JOIN's target: ``(JOIN country "Germany")``)."""
        if isinstance(expr, Entity | Literal):
            text = expr.id if isinstance(expr, Entity) else expr.value
            node = self.store.entity(text)
            if node is None and value:
                node = Node(text, text)
            return {node.id: node} if node else {}
        if isinstance(expr, Class):
            return {n.id: n for n in self.neighbors(expr.name, TYPE_RELATION, Direction.IN)}
        if isinstance(expr, Join) and isinstance(expr.relation, Calc):  # the values of a date part
            texts = {number_text(n) for i in self.nodes(expr.expr) for n in self.computed(i, expr.relation)}
            return {t: Node(t, t) for t in texts}
        if isinstance(expr, Join):
            return self.join(expr.relation, self.nodes(expr.expr, value=True))
        if isinstance(expr, And):
            listed, test = list_then_filter(expr)
            return self.filter(test, self.nodes(listed))
        if isinstance(expr, ArgMax | ArgMin):
            return self.superlative(self.nodes(expr.expr), expr.relation, max if isinstance(expr, ArgMax) else min)
        if isinstance(expr, Top):
            return self.top(self.nodes(expr.expr), expr)
        if isinstance(expr, TC):
            return self.time_constraint(self.nodes(expr.expr), expr.relation, expr.time.value)
        raise TypeError(f"cannot list the members of {type(expr).__name__}")  # Count is handled by execute()

    def join(self, relation: RelationLike, targets: Nodes) -> Nodes:
        """``{y : val(y, p) ∩ targets ≠ ∅}``: walk the slot backwards from the targets."""
        current = targets
        for step in reversed(relation_steps(relation)):
            # y --r--> x: from x go IN along r; for (R r), y is the tail: go OUT
            direction = Direction.OUT if step.reverse else Direction.IN
            nxt: Nodes = {}
            for x in current:
                nxt.update((n.id, n) for n in self.neighbors(x, step.name, direction))
            current = nxt
        return current

    def filter(self, expr: Expr, candidates: Nodes) -> Nodes:
        """The candidates that are also in ``expr``'s set, tested one by one where that is cheaper."""
        if isinstance(expr, Compare) and isinstance(expr.relation, Agg):
            op, bound = _OPS[expr.op], value_key(expr.value.value)
            return {i: n for i, n in candidates.items()
                    if (k := self.slot_key(i, expr.relation, max)) is not None and op(k, bound)}
        if isinstance(expr, Compare) and isinstance(expr.relation, Calc):
            op, bound = _OPS[expr.op], value_key(expr.value.value)
            return {i: n for i, n in candidates.items() if any(op(k, bound) for k in self.computed(i, expr.relation))}
        if isinstance(expr, Compare) and expr.op in _OPS:
            op, bound = _OPS[expr.op], value_key(expr.value.value)
            return {i: n for i, n in candidates.items() if any(op(k, bound) for k in self.keys(i, expr.relation))}
        if isinstance(expr, Compare):
            return {i: n for i, n in candidates.items()
                    if any(text_matches(expr.op, v, expr.value.value) for v in self.values(i, expr.relation))}
        if isinstance(expr, Not):
            kept = self.filter(expr.expr, candidates)
            return {i: n for i, n in candidates.items() if i not in kept}
        if isinstance(expr, Has):
            return {i: n for i, n in candidates.items() if self.values(i, expr.relation)}
        if isinstance(expr, Same):
            return {i: n for i, n in candidates.items()
                    if self.values(i, expr.first).keys() & self.values(i, expr.second).keys()}
        if isinstance(expr, And):
            return self.filter(expr.right, self.filter(expr.left, candidates))
        if isinstance(expr, Class):
            return {i: n for i, n in candidates.items()
                    if any(t.id == expr.name for t in self.neighbors(i, TYPE_RELATION, Direction.OUT))}
        members = self.nodes(expr)
        return {i: n for i, n in candidates.items() if i in members}

    def superlative(self, members: Nodes, slot: Slot, pick: Callable[..., float]) -> Nodes:
        """Members whose key along the slot equals the best over all members (ties kept)."""
        best = {i: k for i in members if (k := self.slot_key(i, slot, pick)) is not None}
        if not best:
            return {}
        target = pick(best.values())
        return {i: members[i] for i, k in best.items() if k == target}

    def top(self, members: Nodes, expr: Top) -> Nodes:
        """The first k members by key (largest first for TOP), ties in name order (``order.tie_key``); in that
        order."""
        pick = max if expr.descending else min
        keyed = [(k, i) for i in members if (k := self.slot_key(i, expr.slot, pick)) is not None]
        stable = shared_name_keys((members[i] for _, i in keyed), self.store)
        keyed.sort(key=lambda ki: (-ki[0] if expr.descending else ki[0], *tie_key(members[ki[1]], stable)))
        return {i: members[i] for _, i in keyed[: expr.k]}

    def time_constraint(self, members: Nodes, relation: Relation, time: str) -> Nodes:
        """Members whose [relation, end relation] span overlaps the time's window (missing ends are open)."""
        window = tc_window(time)
        assert window is not None  # check() guarantees it
        start_key, end_key = value_key(window[0]), value_key(window[1])
        assert start_key is not None and end_key is not None
        end_rel = end_relation(relation.name)
        has_end = end_rel in self.known

        def ok(entity_id: str) -> bool:
            starts = self.values(entity_id, relation)
            if starts and not any((k := value_key(v)) is not None and k <= end_key for v in starts):
                return False
            if not has_end:
                return True
            ends = self.values(entity_id, Relation(end_rel))
            return not ends or any((k := value_key(v)) is not None and k >= start_key for v in ends)

        return {i: n for i, n in members.items() if ok(i)}
