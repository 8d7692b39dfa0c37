"""A total of a relationship's property for a named thing counts that thing's own relationships: "the total amount
studio X invested in films" adds X's investments, not every investment in the films X invested in."""

from __future__ import annotations

from kgchat.logic.sexpr import parse, to_sexpr
from kgchat.reasoning.schema_parser.ranked import _over_own_relationships
from kgchat.schema import EDGE_END, EDGE_START


def test_the_named_things_own_relationships_are_totalled():
    base = parse('(AND (TYPE Film) (JOIN (R FINANCED) "s1"))')  # films studio s1 financed
    form = _over_own_relationships(base, "FINANCED", EDGE_END, "FINANCED.amountEur", "sum")
    assert to_sexpr(form) == "(SUM (AND (JOIN FINANCED.start s1) (JOIN FINANCED.end (TYPE Film))) FINANCED.amountEur)"
    # from the other end: what film f1's backers put into it
    base = parse('(AND (TYPE Studio) (JOIN FINANCED "f1"))')
    form = _over_own_relationships(base, "FINANCED", EDGE_START, "FINANCED.amountEur", "avg")
    assert to_sexpr(form) == "(AVG (AND (JOIN FINANCED.end f1) (JOIN FINANCED.start (TYPE Studio))) FINANCED.amountEur)"


def test_a_set_that_names_nothing_through_the_relationship_is_left_alone():
    assert _over_own_relationships(parse("(TYPE Film)"), "FINANCED", EDGE_END, "FINANCED.amountEur", "sum") is None
    base = parse('(AND (TYPE Film) (JOIN (R DIRECTED) "p1"))')  # another relationship type
    assert _over_own_relationships(base, "FINANCED", EDGE_END, "FINANCED.amountEur", "sum") is None
