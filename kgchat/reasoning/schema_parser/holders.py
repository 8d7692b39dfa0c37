"""The best reading turned round to answer the nodes a stored value at the question's head asks for.

"*drivers* on trips picked up from Fenmarsh Airport": "drivers" is a value (a crew member's ``role`` on CREWED),
and the question asks for the staff who hold it (``answer_kinds.value_head``). The parser's best reading may read
every word right and still answer the trips: the trips picked up there whose CREWED has the role 'driver'. The same
tests, read from the value's end, answer what is asked: the staff at the start of a CREWED with the role 'driver'
whose trip was picked up there. ``turned_to_holders`` builds that reading by walking the form's joins back from the
test of the value to the top (each join reversed), so that no test is added or dropped, and where the value is a
relationship's, one step more to the end of those relationships the value's holders stand at.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from kgchat.logic.nodes import And, Class, Entity, Expr, Join, Relation, conjoin, conjuncts
from kgchat.reasoning.schema_parser.schema_index import ValueMention

Level = tuple[list[Expr], Relation]  # the tests beside a join at one level of the form, and the join's relation


def turned_to_holders(cand: Any, b: Any, head: tuple[tuple[int, ...], frozenset[str]]) -> Any | None:
    """``cand`` re-read to answer the holders of the head's value (see the module docstring), or None where the
    form holds no test of that value below its top, or the holders' label cannot be told."""
    if cand.answer != "nodes" or not cand.target:
        return None
    for vm in (v for v in b.g.values if tuple(v.tokens) == tuple(head[0])):
        found = _levels(cand.form, vm)
        if found is None or not found[0]:
            continue
        levels, last = found
        edge = vm.element.kind == "edge_prop"
        holder = _holder(b, vm, levels[-1][1], head[1]) if edge else _class_in(last)
        if holder is None or holder not in head[1] and not edge:
            continue
        form = _rerooted(levels, last)
        if form is None:
            continue
        if edge:
            end = levels[-1][1].name.rsplit(".", 1)
            form = And(Class(holder), Join(Relation(f"{end[0]}.{'start' if end[1] == 'end' else 'end'}", reverse=True),
                                           form))
        return replace(cand, form=form, target=holder, mismatch="")
    return None


def _levels(expr: Expr, vm: ValueMention) -> tuple[list[Level], list[Expr]] | None:
    """The joins from the top of ``expr`` down to the level whose tests include the value's, and that level's tests;
    None where no test of the value is reached through plain joins."""
    parts = conjuncts(expr)
    if any(_tests(p, vm) for p in parts):
        return [], parts
    for k, p in enumerate(parts):
        if isinstance(p, Join) and isinstance(p.relation, Relation):
            found = _levels(p.expr, vm)
            if found is not None:
                return [(parts[:k] + parts[k + 1:], p.relation), *found[0]], found[1]
    return None


def _tests(expr: Expr, vm: ValueMention) -> bool:
    return isinstance(expr, Join) and isinstance(expr.relation, Relation) and not expr.relation.reverse and \
        expr.relation.name == vm.element.relation and isinstance(expr.expr, Entity) and \
        expr.expr.id.lower() == str(vm.value).lower()


def _rerooted(levels: list[Level], last: list[Expr]) -> Expr | None:
    """The tests of ``last`` joined, through each relation reversed, to the tests of the levels above it, up to the
    top's; None where the top has no test of its own to end at."""
    acc: Expr | None = None
    for i, (tests, _) in enumerate(levels):
        here = tests + ([Join(_back(levels[i - 1][1]), acc)] if acc is not None else [])
        if not here:
            return None
        acc = conjoin(here)
    return conjoin([*last, Join(_back(levels[-1][1]), acc)]) if acc is not None else None


def _back(rel: Relation) -> Relation:
    return Relation(rel.name, reverse=not rel.reverse)


def _class_in(parts: list[Expr]) -> str | None:
    return next((p.name for p in parts if isinstance(p, Class)), None)


def _holder(b: Any, vm: ValueMention, came: Relation, labels: frozenset[str]) -> str | None:
    """The label at the end of the value's relationship type that the walk did not come from, among ``labels``:
    the broadest of them where one holds every other."""
    rel = b.schema.rel(vm.element.owner)
    if rel is None or not came.name.startswith(f"{vm.element.owner}."):
        return None
    ends = rel.starts if came.name.endswith(".end") else rel.ends
    fits = [x for x in ends if x in labels]
    broad = [x for x in fits if all(x == y or b.index.within(y, x) for y in fits)]
    return broad[0] if len(broad) == 1 else None
