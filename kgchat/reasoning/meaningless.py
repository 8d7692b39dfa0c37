"""Forms that compute what no question can mean, whichever engine wrote them: the badge refuses their answers
(``asked_unread.wrong_kind``)."""

from __future__ import annotations

from kgchat.logic.nodes import (
    Agg,
    Aggregate,
    Calc,
    Count,
    Entity,
    Expr,
    Join,
    Relation,
    relation_steps,
    subexpressions,
)
from kgchat.schema import GraphSchema


def meaningless(form: Expr, schema: GraphSchema) -> str | None:
    """Why a form computes what no question can mean, or None: it adds up or averages numbers that only tell things
    apart (``GraphSchema.numbers_things``: ``studentNo``, ``shirtNumber``), or adds up dates or years, or counts the
    values one named thing keeps under a key that holds one value, never a list ("how many years has X been with us":
    not the one year X started)."""
    if isinstance(form, Count) and isinstance(form.expr, Join) and isinstance(form.expr.expr, Entity) and \
            isinstance(form.expr.relation, Relation) and form.expr.relation.reverse:
        key = form.expr.relation.name
        held = [p for x in schema.labels if (p := x.property(key)) is not None]
        if held and not any(p.is_list for p in held) and schema.rel(key) is None:
            return f"it counts the values of {key} of one named thing, which keeps one at most"
    for node in subexpressions(form):
        if not (isinstance(node, Aggregate | Agg) and node.fn in ("sum", "avg")):
            continue
        if isinstance(node.relation, Calc) and node.relation.fn in ("days", "minus"):
            continue  # a difference of dates or years: a length of time, which adds up
        try:
            last = relation_steps(node.relation)[-1]
        except (AttributeError, IndexError):
            continue
        if not isinstance(last, Relation) or last.reverse:
            continue
        done = "adds up" if node.fn == "sum" else "averages"
        if schema.numbers_things(last.name):
            return f"it {done} {last.name}, numbers that tell things apart (they measure nothing)"
        if node.fn == "sum" and schema.holds_times(last.name):
            return f"it adds up {last.name}, which holds dates or years"
    return None
