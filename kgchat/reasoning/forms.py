"""Logical forms for the planner: relation chains as forms, the query text a form compiles to, supporting paths,
and which relation of a set of entities holds dates or years.

Everything reads the graph through the GraphStore protocol, so it works on every backend.
"""

from __future__ import annotations

from collections.abc import Sequence

from kgchat.backends.base import GraphStore
from kgchat.errors import KGChatError
from kgchat.logic.nodes import (
    And,
    ArgMax,
    ArgMin,
    Compare,
    Count,
    Entity,
    Expr,
    Join,
    Relation,
    relation_steps,
    value_key,
)
from kgchat.types import Direction, Hop, Path
from kgchat.types import Entity as Node

Move = tuple[str, Direction]


def chain_form(start: str, moves: Sequence[Move]) -> Expr:
    """The entities reached from ``start`` along ``moves``: ``X --r--> ?`` is ``(JOIN (R r) X)``."""
    expr: Expr = Entity(start)
    for relation, direction in moves:
        expr = Join(Relation(relation, reverse=direction is Direction.OUT), expr)
    return expr


def compiled_queries(expr: Expr, store: GraphStore) -> dict[str, str]:
    """Query text per language for ``expr``: the backend's own (exactly what it runs) and the others it compiles to.

    SQL is written for the embedded store's tables, Cypher for nodes labelled ``Entity`` with ``id``/``name``
    properties and SPARQL for Freebase-style IRIs, unless the store in use says otherwise. Parameters are listed
    after the text, since values are never pasted into it.
    """
    from kgchat.logic.cypher import NodeShape, compile_cypher
    from kgchat.logic.sparql import compile_sparql
    from kgchat.logic.sql import compile_sql

    names = store.relation_names()
    out: dict[str, str] = {}
    try:
        own = store.compile_form(expr)  # exactly what the store runs
        if own is not None:
            out[own[0]] = own[1]
        if "sql" not in out:  # relation keys numbered by name stand in for the embedded store's own
            sql, params = compile_sql(expr, {n: i + 1 for i, n in enumerate(names)})
            out["sql"] = f"{sql}\n-- parameters: {params}"
        if "cypher" not in out:
            cypher, cparams = compile_cypher(expr, NodeShape(("Entity",), "id", ("name",)), names)
            shown = {k: v for k, v in cparams.items() if not k.startswith("key_")}
            out["cypher"] = f"{cypher}\n// parameters: {shown}"
        if "sparql" not in out:
            out["sparql"] = compile_sparql(expr, None).text()
    except KGChatError as exc:  # a compiler that cannot express the form says so instead of failing the answer
        out.setdefault("error", str(exc))
    return out


def year_relation(store: GraphStore, members: Sequence[Node], prefer: Sequence[str] = (), sample: int = 6) -> str | None:
    """The relation whose values on ``members`` are years or dates (e.g. a release year), or None.

    Looks at a few members' outgoing relations and their values; a relation in ``prefer`` (named by the question)
    wins among those that hold dates.
    """
    votes: dict[str, int] = {}
    for member in list(members)[:sample]:
        for relation in store.relations(member.id, Direction.OUT):
            values = store.neighbors(member.id, relation, Direction.OUT, limit=3)
            if values and all(is_time(v.id) for v in values):
                votes[relation] = votes.get(relation, 0) + 1
    if not votes:
        return None
    return max(votes, key=lambda r: (r in prefer, votes[r], r))


def is_time(text: str) -> bool:
    """Whether a value reads as a year or a date (``1999``, ``2009-01-20``)."""
    key = value_key(text)
    return key is not None and 1000 <= key < 3000 and (len(text) == 4 or text[4:5] == "-")


def support_paths(store: GraphStore, expr: Expr, answers: Sequence[Node], limit: int = 5) -> list[Path]:
    """A path for each of the first answers: the edges of each JOIN constraint that lead from an entity to it."""
    core = expr.expr if isinstance(expr, Count | ArgMax | ArgMin) else expr
    paths: list[Path] = []
    for answer in list(answers)[:limit]:
        for join in joins(core):
            path = _walk(store, join, answer)
            if path is not None:
                paths.append(path)
    return paths


def joins(expr: Expr) -> list[Join]:
    """The JOIN constraints of a form: itself, or the JOIN parts of its conjunction."""
    if isinstance(expr, Join):
        return [expr]
    if isinstance(expr, And):
        return joins(expr.left) + joins(expr.right)
    return []


def _walk(store: GraphStore, join: Join, answer: Node) -> Path | None:
    """From the entity at the bottom of ``join`` to ``answer``, hop by hop (a few branches per hop)."""
    joins: list[Join] = []
    node: Expr = join
    while isinstance(node, Join):
        joins.append(node)
        node = node.expr
    if not isinstance(node, Entity) or (start := store.entity(node.id)) is None:
        return None
    # (JOIN r X) holds y with (y, r, x): from x the hop goes IN along r; (R r) goes OUT. Innermost JOIN first.
    steps = [s for j in reversed(joins) for s in reversed(relation_steps(j.relation))]
    frontier: list[tuple[Node, list[Hop]]] = [(start, [])]
    for i, step in enumerate(steps):
        direction = Direction.OUT if step.reverse else Direction.IN
        if not frontier:
            break
        nxt: list[tuple[Node, list[Hop]]] = []
        found = store.neighbors_many([(here.id, step.name, direction) for here, _ in frontier[:20]], limit=200)
        for here, hops in frontier[:20]:
            for n in found[(here.id, step.name, direction)]:
                if i < len(steps) - 1 or n.id == answer.id:
                    nxt.append((n, [*hops, Hop(step.name, direction, n)]))
        frontier = nxt
    return Path(start, frontier[0][1], 1.0) if frontier else None


def comparison_text(compare: Compare) -> str:
    return f"{compare.op} {compare.value.value}"
