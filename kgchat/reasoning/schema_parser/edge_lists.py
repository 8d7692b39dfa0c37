"""A test on a relationship's own property, said of the nodes at one end: "movies with a review rating under 40",
"bikes serviced for more than 90 minutes". ``(JOIN (R REVIEWED.end) (lt REVIEWED.rating 40))`` has a comparison
where a set of relationships must be listed to step from, and a comparison only filters (the form cannot run); the
relationships are those whose other end holds the one label that end has, so the test is put on them:
``(JOIN (R REVIEWED.end) (AND (JOIN REVIEWED.start (TYPE Person)) (lt REVIEWED.rating 40)))``.

``listed`` does it for one step; ``list_edges`` for every such step anywhere in a form, however deep (a test two
hops away, inside a count or a ranking), so that no reading is lost to a form that cannot run.
"""

from __future__ import annotations

from dataclasses import fields, is_dataclass, replace

from kgchat.logic.nodes import And, Class, Expr, Join, Relation, is_filter
from kgchat.schema import EDGE_END, EDGE_START, GraphSchema


def listed(schema: GraphSchema, expr: Expr) -> Expr:
    """``expr`` with the relationships it steps from listed, when it is a step from relationships tested only by a
    comparison (see the module docstring); otherwise ``expr`` itself."""
    if not (isinstance(expr, Join) and isinstance(expr.relation, Relation) and expr.relation.reverse
            and is_filter(expr.expr)):
        return expr
    name, _, side = expr.relation.name.rpartition(".")
    rel = schema.rel(name)
    if rel is None or side not in (EDGE_START, EDGE_END):
        return expr
    others = rel.ends if side == EDGE_START else rel.starts
    if len(others) != 1:
        others = tuple(x for x in others if all(x == y or _fewer(schema, y, x) for y in others))[:1]
        if not others:
            return expr
    theirs = EDGE_END if side == EDGE_START else EDGE_START
    return Join(expr.relation, And(Join(Relation(f"{name}.{theirs}"), Class(others[0])), expr.expr))


def _fewer(schema: GraphSchema, narrow: str, broad: str) -> bool:
    """Whether ``narrow`` holds fewer nodes than ``broad`` (a second label on some of them: Retired bikes)."""
    x, y = schema.label(narrow), schema.label(broad)
    return x is not None and y is not None and x.count < y.count


def list_edges(schema: GraphSchema, form: object) -> object:
    """``form`` with ``listed`` applied to every step in it, innermost first."""
    if not is_dataclass(form) or isinstance(form, type):
        return form
    changed = {}
    for f in fields(form):
        value = getattr(form, f.name)
        if isinstance(value, tuple):
            new = tuple(list_edges(schema, v) for v in value)
        else:
            new = list_edges(schema, value)
        if new is not value:
            changed[f.name] = new
    out = replace(form, **changed) if changed else form
    return listed(schema, out) if isinstance(out, Join) else out
