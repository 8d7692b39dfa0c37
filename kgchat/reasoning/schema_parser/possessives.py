"""A chain of possessives on a relationship between things of one kind: "X's *manager's manager*", "X's boss's boss's
boss". Each noun of the chain names the same role (``roles.Role``: the one at the end of X's REPORTS_TO), so each
is one more step of that relationship from the named thing: as many steps as the chain has nouns."""

from __future__ import annotations

from typing import Any

from kgchat.logic.nodes import Expr, Join, Relation
from kgchat.reasoning.schema_parser.words import stem

POSSESSIVE = frozenset({"'s", "’s", "'"})


def possessive_chain(tokens: list[Any], after: int, nouns: tuple[str, ...]) -> list[int]:
    """The words of a chain of possessives of one role's nouns right after the word at ``after`` ("'s manager 's
    manager"), the nouns and the possessive marks between them; empty when the chain has fewer than two nouns."""
    said = {stem(n) for n in nouns if " " not in n}
    out: list[int] = []
    i = after + 1
    while i + 1 < len(tokens) and tokens[i].low in POSSESSIVE and tokens[i + 1].stem in said:
        out += [i, i + 1]
        i += 2
    return out if len(out) >= 4 else []


def role_side(b: Any, target: str, label: str, rel: str, em: Any, forward: bool) -> tuple[bool, Any]:
    """Which way ``rel`` runs from ``target`` nodes to the named node ``em`` of ``label``, and the role the word
    naming ``target`` says of it: between two nodes of one label, a role noun said of the named one ("X's
    *manager*", "the *manager* of X") says the side: the one at the end of X's REPORTS_TO. Said otherwise ("staff
    who have X as their manager": X is the manager), or of no role, ``forward`` stands and there is no role."""
    lm = b.label_mention(target) if target == label else None
    if lm is None or lm.role is None or lm.role.rel != rel:
        return forward, None
    tokens, end = b.r.tokens, max(em.tokens)
    after = end + 2 < len(tokens) and tokens[end + 1].low in POSSESSIVE and stem(tokens[end + 2].low) in {
        stem(n) for n in lm.role.nouns}
    before = any(min(em.tokens) - i in (2, 3) and tokens[i + 1].low == "of" for i in lm.tokens)
    return (lm.role.start, lm.role) if after or before else (forward, None)


def walked(step: Relation, start: Expr, chain: list[int]) -> Expr:
    """``step`` walked from ``start`` once for each noun of a possessive chain (``possessive_chain``)."""
    out = start
    for _ in chain[1::2]:
        out = Join(step, out)
    return out
