"""Which key a comparison is put on.

A word may name a key or only the label whose nodes hold it: "members" is the Member label, not memberNo, though
the key begins with the same word. A number that tells the nodes apart, named only by the words of their own label
(named at least as surely), is not named by them ("members born *after 2004*": birthYear). A relationship's own
number is the likelier key where other words name that relationship ("*ride* for more than 90 minutes").
"""

from __future__ import annotations

from typing import Any

from kgchat.reasoning.schema_parser.schema_index import Element, SchemaMention

# ``b`` below is the question's ``build.Builder``; build imports this module, so the type is not imported back


def key_mention(b: Any, e: Element, target: str) -> SchemaMention | None:
    """The question's mention of property ``e`` of ``target``'s nodes, or None when it has none, or when ``e`` is a
    number that tells them apart and its words are those of ``target``'s own label, named at least as surely
    ("*members*": the Member nodes, not their memberNo; a date "retired" names stays the retiring date)."""
    m = b.mentioned.get(e)
    if m is None or e.kind != "prop" or not b.schema.numbers_things(e.name):
        return m
    if any(set(m.tokens) <= set(lm.tokens) and lm.score >= m.score and lm.element.name == target
           for lm in b.g.elements("label")):
        return None
    return m


def owner_named(b: Any, e: Element, m: SchemaMention) -> bool:
    """Whether relationship property ``e`` (named by ``m``) belongs to a relationship type other words of the
    question name surely ("*ride* for more than 90 *minutes*": the ride's minutes, not those of a repair two steps
    away), not the very words that name the property ("40 or more *docks*")."""
    rm = b.rel_mention(e.owner, strict=True) if e.kind == "edge_prop" else None
    return rm is not None and rm.score >= 0.75 and not set(rm.tokens) & set(m.tokens)
