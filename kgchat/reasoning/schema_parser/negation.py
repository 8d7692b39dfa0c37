"""Which words of a question a negation ("not", "never", "no", "without", …) denies: the piece of a candidate
right after it, within four words; one negation denies one piece, the nearest, and a piece that reads its own
negation (a true/false property read as false) keeps it for itself. "Only" is read as a negation cue but denies no
one test ("supply *only* discontinued products"), so no piece takes it.
"""

from __future__ import annotations

from kgchat.logic.nodes import Expr
from kgchat.reasoning.schema_parser.build import Builder, Part
from kgchat.reasoning.schema_parser.words import Cue


def negated(b: Builder, tokens: frozenset[int] | tuple[int, ...],
            taken: set[int] | frozenset[int] = frozenset()) -> Cue | None:
    """The negation cue just before these words (within four words), if any, and not one another piece already
    reads (``taken``: the words the pieces so far account for)."""
    if not tokens:
        return None
    first = min(tokens)
    for cue in b.r.of("negation"):
        if cue.word.lower() in NOT_DENIALS:
            continue
        if 0 < first - max(cue.tokens) <= 4 and not set(cue.tokens) & set(taken):
            return cue
    return None


# words read as negation cues that deny no one test: "supply *only* discontinued products" says every product is
# discontinued (no form here says that), not that none is
NOT_DENIALS = frozenset({"only"})


def negation_scopes(b: Builder, pieces: list[tuple[Expr, list[Part]]]) -> list[tuple[Cue | None, bool]]:
    """The negation each piece is read under, and whether another piece could as well be the one it denies. A
    negation says that one thing is not so, so of the pieces starting within reach after it ("not discontinued
    and supplied from Japan") only the nearest is negated; pieces as near as each other are both read under it,
    unsure. A piece that already holds its negation (a true/false property read as false, an absence) keeps it,
    and no other piece takes that one too."""
    held = {c for c in b.r.of("negation") for _, ps in pieces
            if any(p.kind == "constraint" and set(c.tokens) <= p.tokens for p in ps)}
    found: list[tuple[Cue, int] | None] = []
    for _, ps in pieces:
        toks = frozenset(t for p in ps for t in p.tokens)
        neg = None if any(p.kind == "constraint" and "false" in p.text for p in ps) else negated(b, toks)
        found.append(None if neg is None or neg in held else (neg, min(toks) - max(neg.tokens)))
    out: list[tuple[Cue | None, bool]] = []
    for i, mine in enumerate(found):
        if mine is None:
            out.append((None, False))
            continue
        rivals = [other[1] for j, other in enumerate(found) if j != i and other is not None and other[0] == mine[0]]
        out.append((None, False) if any(g < mine[1] for g in rivals) else (mine[0], mine[1] in rivals))
    return out
