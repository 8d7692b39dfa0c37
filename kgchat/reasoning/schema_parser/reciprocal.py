"""A relationship between two nodes of one label that holds both ways, stored one way: RIVAL_OF, SIBLING_OF,
MARRIED_TO, NEIGHBOUR_OF. The graph keeps each pair once, in whichever direction it was written, but a club whose
rival stored it is as much a club with a rival as the one that stored it. When the type's own words say the
relation is mutual (an English word for a mutual tie: ``MUTUAL``), "which X have a rival" / "X with no siblings"
test the relationship either way round; a type whose words fix a direction (FOLLOWS, PARENT_OF, REPORTS_TO) is
left as it is.
"""

from __future__ import annotations

from kgchat.logic.nodes import And, Expr, Has, Not, Relation
from kgchat.schema import GraphSchema, identifier_words

# English words for a tie that holds both ways (nouns, and the adjectives or verbs people say them with)
MUTUAL = frozenset({"rival", "rivals", "sibling", "siblings", "twin", "twins", "spouse", "married", "partner",
                    "partnered", "neighbour", "neighbor", "neighbours", "neighbors", "ally", "allied", "allies",
                    "friend", "friends", "colleague", "colleagues", "teammate", "teammates", "adjacent",
                    "borders", "bordering", "related", "connected", "paired", "similar", "knows"})


def mutual(schema: GraphSchema, rel: str) -> bool:
    """Whether ``rel`` joins nodes of one label and its words say the tie is mutual (see the module docstring)."""
    r = schema.rel(rel)
    if r is None or not r.starts or set(r.starts) != set(r.ends):
        return False
    return bool(set(identifier_words(rel).lower().split()) & MUTUAL)


def has_either(schema: GraphSchema, step: Relation, named: bool = True) -> Expr:
    """``(HAS step)``, either way round when the type is mutual and the nodes tested are ``named`` by the question
    ("clubs with a rival"): not (neither this way nor the other). Where no word names them ("how many rivalries")
    each tie is counted once, as stored."""
    if not named or not mutual(schema, step.name):
        return Has(step)
    return Not(And(Not(Has(step)), Not(Has(Relation(step.name, reverse=not step.reverse)))))


def has_neither(has: Expr) -> Expr:
    """The absence of what ``has_either`` tests: no such relationship either way."""
    return has.expr if isinstance(has, Not) else Not(has)
