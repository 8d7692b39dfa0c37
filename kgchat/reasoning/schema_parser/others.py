"""Words that ask for the others who share something with a named thing ("who *else* sponsors the animals X
sponsors", "animals from *the same* zoo *as* X", "*other* members on X's plan"). The parser reads such a question as
a walk from the named thing and back to its own label that leaves the named thing out (``hops.two_hops``: a cycle);
these words are what asks for that walk back and for leaving the named thing out, so the cycle is no step the badge
holds against the answer, and the words themselves are read by it. Read from English alone."""

from __future__ import annotations

from typing import Any

from kgchat.logic.nodes import Entity, Not, subexpressions

OTHERS = frozenset({"else", "other", "others"})


def other_words(reading: Any) -> frozenset[int]:
    """The positions of the words asking for others than a named thing: "else", "other(s)", and "same" with an
    "as" after it ("the same zoo as X")."""
    lows = [t.low for t in reading.tokens]
    return frozenset(i for i, w in enumerate(lows) if w in OTHERS or w == "same" and "as" in lows[i + 1:])


def leaves_named_out(form: Any) -> bool:
    """Whether the form keeps a named thing out of its answer (``(NOT entity)``)."""
    return any(isinstance(n, Not) and isinstance(n.expr, Entity) for n in subexpressions(form))


def cycle_asked(part: Any, cand: Any, reading: Any) -> bool:
    """Whether ``part`` is the walk back to the named thing's label (a cycle) that words asking for others ask for."""
    return part.text == "cycle" and bool(other_words(reading)) and leaves_named_out(cand.form)


def other_word(i: int, cand: Any, reading: Any) -> str | None:
    """Why word ``i``, unread by ``cand``'s pieces, is read by its walk back leaving the named thing out, or None."""
    if i in other_words(reading) and leaves_named_out(cand.form) and \
            any(p.text == "cycle" for p in cand.parts):
        return "others than the named thing, which the walk back to its own kind leaves out"
    return None
