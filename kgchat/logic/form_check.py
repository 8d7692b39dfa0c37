"""The rules a logical form must keep (``check``), the reading of the grammar in ``kgchat.logic.nodes``: which node
may hold which, where a set is needed and where a value, and what ``parse`` refuses with ``InvalidForm``."""

from __future__ import annotations

from kgchat.errors import LogicalFormError
from kgchat.logic.nodes import (
    ORDERINGS,
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
    is_filter,
    tc_window,
    value_key,
)


class InvalidForm(LogicalFormError):
    """A structurally invalid expression; ``node`` is the offending node (``parse`` maps it to a position)."""

    def __init__(self, node: object, reason: str):
        super().__init__(reason)
        self.node, self.reason = node, reason


def check(expr: Expr) -> Expr:
    """Raise InvalidForm (a LogicalFormError) unless ``expr`` follows the rules above; return it unchanged.

    ``parse`` runs this on what it builds; executors and compilers run it on hand-built expressions.
    """
    _check(expr, need_set=True, top=True)
    return expr


def _check(expr: Expr, need_set: bool, top: bool) -> None:
    """``need_set``: this slot must list candidates (so a bare comparison is not enough); ``top``: outermost."""
    if isinstance(expr, Entity | Class):
        return
    if isinstance(expr, Not | Has | Same):
        if need_set:
            raise InvalidForm(expr, f"({type(expr).__name__.upper()} ...) only filters; use it inside AND, "
                                    f"e.g. (AND (TYPE Book) (NOT (HAS deathDate)))")
        if isinstance(expr, Not):
            _check(expr.expr, False, False)
        elif isinstance(expr, Same):
            _check_relation(expr, expr.first)
            _check_relation(expr, expr.second)
        else:
            _check_relation(expr, expr.relation)
        return
    if isinstance(expr, Top):
        _check_slot(expr, expr.slot)
        if not isinstance(expr.k, int) or isinstance(expr.k, bool) or expr.k < 1:
            raise InvalidForm(expr, f"TOP / BOTTOM take a count of at least 1, not {expr.k!r}")
        _check(expr.expr, True, False)
        return
    if isinstance(expr, Aggregate):
        if not top:
            raise InvalidForm(expr, f"{expr.fn.upper()} can only be the outermost operator")
        _check_slot(expr, expr.relation)
        if isinstance(expr.relation, Agg):
            raise InvalidForm(expr, f"{expr.fn.upper()} folds a relation's values or a computed value, not an AGG")
        _check(expr.expr, True, False)
        return
    if isinstance(expr, Literal):
        if expr.datatype is None:
            raise InvalidForm(expr, "An untyped literal can only be a comparison value or a TC time; use an entity")
    elif isinstance(expr, Join):
        if isinstance(expr.relation, Calc):  # the values of a date part of the members
            if not expr.relation.reverse:
                raise InvalidForm(expr, f"JOIN takes a computed value only followed back, (R ({expr.relation.fn.upper()}"
                                        " ...)); to keep members by it, compare it: (ge (YEAR p) 2020)")
            for arg in expr.relation.args:
                _check_relation(expr, arg)
        else:
            _check_relation(expr, expr.relation)
        _check(expr.expr, True, False)
    elif isinstance(expr, And):
        _check(expr.left, False, False)
        _check(expr.right, False, False)
        if need_set and is_filter(expr):
            raise InvalidForm(expr, "An AND of comparisons only filters; AND it with something that lists candidates")
    elif isinstance(expr, Count):
        if not top:
            raise InvalidForm(expr, "COUNT can only be the outermost operator")
        _check(expr.expr, True, False)
    elif isinstance(expr, ArgMax | ArgMin):
        _check_slot(expr, expr.relation)
        _check(expr.expr, True, False)
    elif isinstance(expr, Compare):
        _check_slot(expr, expr.relation)
        if isinstance(expr.relation, Agg | Calc) and expr.op not in ORDERINGS:
            raise InvalidForm(expr, f"{expr.op} compares text; an AGG slot or a computed value holds a number")
        if not isinstance(expr.value, Literal):
            raise InvalidForm(expr, f"{expr.op} needs a value")
        if expr.op in ORDERINGS and value_key(expr.value.value) is None:
            raise InvalidForm(expr.value, f"{expr.op} compares numbers or dates; {_text(expr.value)!r} is neither")
        if need_set:
            raise InvalidForm(expr, f"({expr.op} ...) only filters; use it inside AND, "
                                    f"e.g. (AND film.film ({expr.op} release_year 2000))")
    elif isinstance(expr, TC):
        if not isinstance(expr.relation, Relation) or expr.relation.reverse:
            raise InvalidForm(expr, "TC needs a plain relation name")
        if not isinstance(expr.time, Literal) or tc_window(expr.time.value) is None:
            raise InvalidForm(expr.time, f"TC needs a year, year-month, date or NOW; got {_text(expr.time)!r}")
        _check(expr.expr, True, False)
    else:
        raise InvalidForm(expr, f"{type(expr).__name__} is not a logical form expression")


def _text(node: object) -> str:
    return node.value if isinstance(node, Literal) else str(node)


def _check_relation(node: object, relation: object) -> None:
    if not isinstance(relation, Relation | RelationPath):
        raise InvalidForm(node, f"Expected a relation, got {type(relation).__name__}")


def _check_slot(node: object, slot: object) -> None:
    inner = slot.relation if isinstance(slot, Agg) else slot
    if isinstance(inner, Calc):
        for arg in inner.args:
            if not isinstance(arg, Literal):  # a number of PLUS / MINUS (Calc checks which may take one)
                _check_relation(node, arg)
    else:
        _check_relation(node, inner)
    if isinstance(inner, Calc) and inner.reverse:  # how many members hold a date part's value
        if not isinstance(slot, Agg) or slot.fn != "count" or slot.where is None:
            raise InvalidForm(node, "A date part followed back counts members: (AGG count (R (YEAR p)) X), "
                                    "X the set whose members are counted")
        _check(slot.where, True, False)
        return
    if isinstance(slot, Agg) and slot.where is not None:
        if isinstance(inner, Calc):
            raise InvalidForm(node, "AGG over a computed value takes no filter; filter the members instead")
        _check(slot.where, False, False)  # a filter on what is counted: a test is enough
