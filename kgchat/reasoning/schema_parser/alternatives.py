"""Tests joined by "or": "films in Polish *or* Hungarian", "orders shipped to Lyon or Reims". Two values of one
property, named one after the other with "or" (or "either … or") between them, ask for nodes that hold either of
them, not both; the two tests become one, ``(NOT (AND (NOT a) (NOT b)))``, which holds when either does (the forms
have no OR of their own, and every store runs NOT and AND).
"""

from __future__ import annotations

from dataclasses import fields, is_dataclass, replace

from kgchat.logic.nodes import And, Entity, Expr, Not
from kgchat.reasoning.schema_parser.build import Builder, Part

OR_WORDS = frozenset({"or"})
BETWEEN = frozenset({"or", "either", "in", "the", "a", "an"})  # words that may stand between the two values


def either_values(b: Builder, pieces: list[tuple[Expr, list[Part]]]) -> list[tuple[Expr, list[Part]]]:
    """``pieces`` with each run of value tests of one shape ("language = Polish", "language = Hungarian") whose
    values the question joins by "or" made into one test that holds when either value does."""
    out = list(pieces)
    merged = True
    while merged:
        merged = False
        for i, (a, pa) in enumerate(out):
            for j, (c, pc) in enumerate(out):
                if i == j or not _value(pa) or not _value(pc):
                    continue
                word = _or_between(b, pa[0].tokens, pc[0].tokens)
                if word is None or _shape(a) != _shape(c):
                    continue
                test = Not(And(denied(a), denied(c)))
                joined = Part(None, pa[0].tokens | pc[0].tokens | word, 1.0, "value",
                              f"{pa[0].text} or {pc[0].text}", doubt=pa[0].doubt or pc[0].doubt)
                rest = [p for p in pa[1:] + pc[1:] if p.kind != "value"]
                out = [x for k, x in enumerate(out) if k not in (i, j)] + [(test, [joined, *_unique(rest)])]
                merged = True
                break
            if merged:
                break
    return out


def _value(parts: list[Part]) -> bool:
    return bool(parts) and parts[0].kind == "value" and bool(parts[0].tokens)


def _or_between(b: Builder, first: frozenset[int], second: frozenset[int]) -> frozenset[int] | None:
    """The words between two values, when they join them by "or" and say nothing else."""
    if max(first) >= min(second):
        return None
    between = range(max(first) + 1, min(second))
    words = [b.r.tokens[k].low for k in between]
    if not any(w in OR_WORDS for w in words) or not all(w in BETWEEN for w in words):
        return None
    return frozenset(between)


def denied(test: Expr) -> Expr:
    """The denial of a test: "not in Germany or the UK" is in neither (an "either" test denied is the AND of
    the two denials it holds)."""
    if isinstance(test, Not) and isinstance(test.expr, And) and isinstance(test.expr.left, Not):
        return test.expr
    return Not(test)


def _shape(expr: Expr) -> Expr:
    """The test with every named value blanked: two tests of one property differ only in their values."""
    if isinstance(expr, Entity):
        return Entity("?")
    if not is_dataclass(expr):
        return expr
    return replace(expr, **{f.name: _shape(getattr(expr, f.name)) for f in fields(expr)
                            if is_dataclass(getattr(expr, f.name))})


def _unique(parts: list[Part]) -> list[Part]:
    return list(dict.fromkeys(parts))
