"""A canonical English reading of a logical form, in the graph's own words: what the trace shows next to the form,
and the text a ranker compares a question with.

    (TOP (AND (TYPE Book) (JOIN IN_GENRE Poetry)) pageCount 3)
    → "the 3 book with the highest page count whose in genre is Poetry"
"""

from __future__ import annotations

from typing import Any

from kgchat.logic.nodes import (
    TC,
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
    RelationPath,
    Same,
    Top,
    relation_steps,
)
from kgchat.schema import identifier_words

_OPS = {"le": "at most", "lt": "less than", "ge": "at least", "gt": "more than", "contains": "containing",
        "starts": "starting with", "ends": "ending with"}


def _words(name: str) -> str:
    """``WROTE.start`` → "wrote", ``REVIEWED.rating`` → "reviewed rating", ``pageCount`` → "page count"."""
    base, _, part = name.partition(".")
    if part in ("start", "end"):
        return identifier_words(base)
    return identifier_words(name)


def _slot(slot: Any) -> str:
    if isinstance(slot, Literal):  # a number of PLUS / MINUS ("2025 minus born")
        return slot.value
    if isinstance(slot, Calc):
        if slot.fn in ("plus", "minus"):
            return f"{_slot(slot.args[0])} {'plus' if slot.fn == 'plus' else 'minus'} {_slot(slot.args[1])}"
        if slot.fn == "days":
            return f"days from {_slot(slot.args[0])} to {_slot(slot.args[1])}"
        return f"{slot.fn} of {_slot(slot.args[0])}"
    if isinstance(slot, Agg):
        what = {"count": "number of", "sum": "total", "avg": "average", "min": "least", "max": "greatest"}[slot.fn]
        return f"{what} {_slot(slot.relation)}"
    return " then ".join(("" if not s.reverse else "what has as ") + _words(s.name) for s in relation_steps(slot))


def _names(index: Any) -> dict[str, str]:
    return {}


def render(expr: Expr, index: Any = None) -> str:
    """The English reading of ``expr`` (``index``: the parser's SchemaIndex, unused for now beyond words)."""
    return _render(expr)


def _render(e: Expr) -> str:
    if isinstance(e, Entity | Literal):
        return e.id if isinstance(e, Entity) else e.value
    if isinstance(e, Class):
        return identifier_words(e.name)
    if isinstance(e, And):
        return f"{_render(e.left)} {_filter(e.right)}"
    if isinstance(e, Join):
        return f"things whose {_slot(e.relation)} is {_render(e.expr)}"
    if isinstance(e, Count):
        return f"how many {_render(e.expr)}"
    if isinstance(e, Aggregate):
        return f"the {e.fn} {_slot(e.relation)} of {_render(e.expr)}"
    if isinstance(e, ArgMax | ArgMin):
        return f"the {_render(e.expr)} with the {'highest' if isinstance(e, ArgMax) else 'lowest'} {_slot(e.relation)}"
    if isinstance(e, Top):
        return f"the {e.k} {_render(e.expr)} with the {'highest' if e.descending else 'lowest'} {_slot(e.slot)}"
    if isinstance(e, TC):
        return f"{_render(e.expr)} at {e.time.value}"
    return _filter(e)


def _filter(e: Expr) -> str:
    if isinstance(e, Join):
        return f"whose {_slot(e.relation)} is {_render(e.expr)}"
    if isinstance(e, Compare):
        return f"whose {_slot(e.relation)} is {_OPS[e.op]} {e.value.value}"
    if isinstance(e, Not):
        return f"not {_filter(e.expr)}"
    if isinstance(e, Has):
        return f"that have a {_slot(e.relation)}"
    if isinstance(e, Same):
        return f"whose {_slot(e.first)} is also their {_slot(e.second)}"
    if isinstance(e, Class):
        return f"that are {identifier_words(e.name)}"
    if isinstance(e, And):
        return f"{_filter(e.left)} and {_filter(e.right)}"
    return f"in ({_render(e)})"


__all__ = ["render", "RelationPath", "Relation"]
