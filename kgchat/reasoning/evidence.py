"""The rows behind an answer (``kgchat.types.Evidence``): what a count counted, what a filter kept and why, what a
superlative ranked, what an intersection kept — each with the path that reached it and the value that decided.

``form_evidence`` reads them for an executed logical form: the members of the listing the operators work on (the
form without its COUNT / ARGMIN / ARGMAX), a path from a topic entity to each (one batched read per step of each
JOIN), and, for every comparison or ordering relation of the form, each member's value and the test it passed
("release year 2001 > 2000"). ``set_evidence`` does the same for the planner's filter over a given set ("which of
them ..."). At most ``LIMIT`` rows are read; the answer says how many there were.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

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
    relation_steps,
    value_key,
)
from kgchat.reasoning.forms import joins, support_paths
from kgchat.types import Direction, Evidence, Hop, Path
from kgchat.types import Entity as Node
from kgchat.verbalise import relation_words

LIMIT = 50  # rows read and shown per answer
OPS = {"gt": ">", "ge": "≥", "lt": "<", "le": "≤"}


def form_evidence(graph: GraphStore, expr: Expr, answers: Sequence[Node],
                  execute: Callable[[Expr], list[Node]]) -> list[Evidence]:
    """Rows for ``expr``: its members (all kept, or the ranked ones with the winners kept), their paths, values."""
    core = expr.expr if isinstance(expr, Count | ArgMax | ArgMin) else expr
    if isinstance(expr, Count) and isinstance(core, ArgMax | ArgMin):
        core = core.expr
    members = execute(core) if isinstance(expr, Count | ArgMax | ArgMin) else list(answers)
    members = members[:LIMIT]
    winners = {a.id for a in answers}
    paths = _paths(graph, core, members)
    tests = _tests(core)
    ordering = _name(expr.relation) if isinstance(expr, ArgMax | ArgMin) else None
    values = _values(graph, members, [r for r, _, _ in tests] + ([ordering] if ordering else []))
    rows = []
    for m in members:
        said, test = _read_tests(m, values, tests, ordering, 'latest' if isinstance(expr, ArgMax) else 'earliest')
        kept = m.id in winners if isinstance(expr, ArgMax | ArgMin) else True
        rows.append(Evidence(m, paths.get(m.id), ", ".join(said), "; ".join(test), kept))
    return rows


def _read_tests(member: Node, values: dict, tests: list, ordering: str | None, ranked: str) -> tuple[list, list]:
    """The values ``member``'s tests read and the tests as text ("release year 2001 > 2000"), the ordering last."""
    said, test = [], []
    for relation, op, bound in tests:
        if value := values.get((member.id, relation), ""):
            said.append(value)
            test.append(f"{relation_words(relation)} {value} {op} {bound}")
    if ordering and (value := values.get((member.id, ordering), "")):
        said.append(value)
        test.append(f"{ranked} {relation_words(ordering)}: {value}")
    return said, test


def set_evidence(graph: GraphStore, members: Sequence[Node], kept: Sequence[Node], parts: Sequence[Expr],
                 ordering: str | None = None, superlative: str = "") -> list[Evidence]:
    """Rows for a filter over a given set: every member looked at, kept or not, with the values its tests read."""
    members = list(members)[:LIMIT]
    keep = {k.id for k in kept}
    tests = [t for p in parts for t in _tests(p)]
    values = _values(graph, members, [r for r, _, _ in tests] + ([ordering] if ordering else []))
    rows = []
    for m in members:
        said, test = _read_tests(m, values, tests, ordering, superlative or "ranked by")
        rows.append(Evidence(m, None, ", ".join(dict.fromkeys(said)), "; ".join(test), m.id in keep))
    return rows


def evidence_text(ev: Evidence) -> str:
    """One row in words: "Ali — release year 2001 > 2000" (or the path, when no value decided)."""
    name = ev.entity.name or ev.entity.id
    mark = "" if ev.kept else " (left out)"
    if ev.test:
        return f"{name} — {ev.test}{mark}"
    if ev.path is not None and ev.path.hops:
        return f"{name} — {ev.path.as_text()}{mark}"
    return name + mark


# -- reading the form -----------------------------------------------------------------------------------------------
def _name(relation) -> str:
    steps = relation_steps(relation)
    return steps[-1].name if steps else str(relation)


Test = tuple[str, str, str]  # (relation, operator as shown, value): ("release_year", ">", "2000")


def _tests(expr: Expr) -> list[Test]:
    """The comparisons of a form, "in 1999" ((AND (ge r 1999) (le r 1999))) shown as one test "= 1999"."""
    found: list[Compare] = []

    def walk(e: Expr) -> None:
        if isinstance(e, Compare):
            found.append(e)
        elif isinstance(e, And):
            walk(e.left)
            walk(e.right)

    walk(expr)
    out: list[Test] = []
    for c in found:
        rel, value = _name(c.relation), c.value.value
        if c.op == "le" and any(o.op == "ge" and _name(o.relation) == rel and o.value.value == value for o in found):
            continue
        if c.op == "ge" and any(o.op == "le" and _name(o.relation) == rel and o.value.value == value for o in found):
            out.append((rel, "=", value))
        else:
            out.append((rel, OPS.get(c.op, c.op), value))
    return out


def _values(graph: GraphStore, members: Sequence[Node], relations: Sequence[str]) -> dict[tuple[str, str], str]:
    """Each member's value along each relation (the smallest, for a relation with several), one batched read."""
    names = list(dict.fromkeys(r for r in relations if r))
    if not names or not members:
        return {}
    try:
        found = graph.neighbors_many([(m.id, r, Direction.OUT) for m in members for r in names], limit=5)
    except KGChatError:
        return {}
    out = {}
    for (eid, rel, _), values in found.items():
        keyed = sorted((value_key(v.name or v.id) or 0.0, v.name or v.id) for v in values)
        if keyed:
            out[(eid, rel)] = keyed[0][1]
    return out


def _paths(graph: GraphStore, core: Expr, members: Sequence[Node]) -> dict[str, Path]:
    """A path from the entity of the form's first one-step JOIN to each member reached by it (one read); members
    of a longer JOIN get theirs step by step, a few at a time."""
    out: dict[str, Path] = {}
    want = {m.id for m in members}
    for join in joins(core):
        base = join.expr
        steps = relation_steps(join.relation)
        if not isinstance(base, Entity) or len(steps) != 1:
            continue
        start = graph.entity(base.id)
        if start is None:
            continue
        direction = Direction.OUT if steps[0].reverse else Direction.IN
        try:
            reached = graph.neighbors(base.id, steps[0].name, direction, limit=5000)
        except KGChatError:
            continue
        for n in reached:
            if n.id in want and n.id not in out:
                out[n.id] = Path(start, [Hop(steps[0].name, direction, n)], 1.0)
        if want <= set(out):
            break
    missing = [m for m in members if m.id not in out][:10]
    if missing:
        for m in missing:
            found = support_paths(graph, core, [m], limit=1)
            if found:
                out[m.id] = found[0]
    return out
