"""Issue 34 on property graphs: the schema parser's kg-exact badge holds only what its own checks show. The checks
here need no graph: which ranking by a count takes in things the question's test leaves out, when two readings'
answers are the same, and the words the badge sets aside.
"""

from __future__ import annotations

import pytest

from kgchat.logic.sexpr import parse
from kgchat.reasoning.schema_parser.build import Part
from kgchat.reasoning.schema_parser.engine import SUPPORT_VERBS, _borrowed, _count_scope, _same_answer
from kgchat.reasoning.schema_parser.words import read
from kgchat.types import Entity


@pytest.mark.parametrize("form, flawed", [
    # the categories with some product of reorder level 0, ranked by all their products: not what was asked
    ("(TOP (AND (TYPE Category) (JOIN (R PART_OF) (AND (TYPE Product) (JOIN reorderLevel 0))))"
     " (AGG count (R PART_OF)) 3)", True),
    # the suppliers of some dairy product, ranked by how many categories they supply
    ("(TOP (AND (TYPE Supplier) (JOIN (JOIN SUPPLIES PART_OF) dairy)) (AGG count (JOIN SUPPLIES PART_OF)) 5)", True),
    # the values themselves counted ("the most common ship cities")
    ("(TOP (JOIN (R shipCity) (TYPE Order)) (AGG count (R shipCity)) 5)", False),
    # the members of one category ranked by how often they were ordered: the test is on the ranked things
    ("(TOP (AND (AND (TYPE Product) (JOIN PART_OF seafood)) (HAS (R ORDERS))) (AGG count (R ORDERS.end)) 3)", False),
    ("(ARGMAX (TYPE Supplier) (AGG count SUPPLIES))", False),
    ("(TOP (TYPE Product) unitPrice 3)", False),
])
def test_count_scope(form: str, flawed: bool) -> None:
    assert (_count_scope(parse(form)) is not None) is flawed


def test_same_answer_ranked_or_not() -> None:
    a, b, c = Entity("a", "A"), Entity("b", "B"), Entity("c", "C")
    plain = parse("(AND (TYPE Book) (JOIN IN_GENRE g))")
    ranked = parse("(TOP (TYPE Book) pageCount 2)")
    assert _same_answer(plain, [a, b], plain, [b, a])  # a set: order is the store's
    assert not _same_answer(plain, [a, b], plain, [a, c])
    assert _same_answer(ranked, [a, b], ranked, [a, b])
    assert not _same_answer(ranked, [a, b], plain, [b, a])  # a ranking: order is the answer


def test_forced_steps_are_not_borrowed() -> None:
    """A weak step whose words another piece surely claims is a step no word asks for, unless the question left no
    choice about it (the property of a value named by the value's own words)."""
    value = Part(None, frozenset({5}), 1.0, "value", "city London")
    weak = Part(None, frozenset({5}), 0.66, "property", "city")
    forced = Part(None, frozenset({5}), 0.66, "property", "city", forced=True)
    assert _borrowed(weak, [value, weak])
    assert not _borrowed(forced, [value, forced])


def test_support_verbs_are_verbs_only() -> None:
    """The support verbs the badge sets aside are matched by stem ("uses", "gives", "carries", "played")."""
    stems = {t.stem for t in read("Which award carries a prize, what name does she use, what did he play").tokens}
    assert {"carry", "use", "play"} <= stems & SUPPORT_VERBS
    assert not {"borrow", "write", "publish"} & SUPPORT_VERBS
