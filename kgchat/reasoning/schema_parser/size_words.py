"""A superlative of size ranks a quantity, never a time: "the *tallest* building", "the biggest yard", "the heaviest
load". A reading that ranks by a key of dates or of years ("building" read as ``builtYear``: the tallest building
taken for the newest) puts a time where the word asks for a size; the word can be right about the things and wrong
about the key, so such a reading is marked as a guess (its superlative's part doubted), never dropped. So is one
that ranks by one time for "longest" said of a span from one event to another ("which lot took *longest from*
potting *to* saleable"); "has been a client the longest" ranks by the time it began, rightly.
"""

from __future__ import annotations

from dataclasses import replace

from kgchat.logic.nodes import Aggregate, ArgMax, ArgMin, Relation, Top, subexpressions
from kgchat.reasoning.schema_parser.build import Builder, Candidate
from kgchat.schema import times

SIZE_WORDS = frozenset({"tallest", "biggest", "largest", "smallest", "heaviest", "lightest", "widest", "narrowest",
                        "deepest", "shallowest", "shortest"})
SPANS = frozenset({"longest", "shortest", "quickest", "fastest", "slowest"})  # "took *longest* from X to Y"


def doubt_sizes(b: Builder, found: list[Candidate]) -> None:
    """Marks the readings of ``found`` that rank by a time for a superlative of size (see the module docstring)."""
    lows = [t.low for t in b.r.tokens]
    span = "from" in lows and "to" in lows[lows.index("from"):]  # a time from one event to another: a duration
    sizes = SIZE_WORDS | SPANS if span else SIZE_WORDS
    said = [c for c in b.r.of("top") + b.r.of("agg") if b.r.tokens[min(c.tokens)].low in sizes
            or any(b.r.tokens[i].low in sizes for i in c.tokens)]
    if not said:
        return
    words = {i for c in said for i in c.tokens}
    for c in found:
        if not any(times(p) for key in _ranked_keys(c) if (p := _property(b, key)) is not None):
            continue
        c.parts = [replace(p, doubt=f"'{b.r.text(tuple(sorted(p.tokens & words)))}' asks for a size, and this "
                                     "ranks by a time") if p.tokens & words and not p.doubt else p for p in c.parts]


def doubt_most_things(b: Builder, found: list[Candidate]) -> None:
    """Marks the readings of ``found`` that rank by a key for "the most" said right before a plural that names a
    label ("which rep has taken *the most orders*"): that counts the things, it ranks no key of theirs (a key ranked
    by "most" has its own word after it: "the most recent order", "the most expensive")."""
    labelled = {i for m in b.g.elements("label") if m.score >= 0.75 for i in m.tokens}
    said = [c for c in b.r.of("top") + b.r.of("agg") if [b.r.tokens[i].low for i in c.tokens] == ["most"]
            and max(c.tokens) + 1 in labelled and b.r.tokens[max(c.tokens) + 1].low.endswith("s")]
    if not said:
        return
    words = {i for c in said for i in c.tokens}
    for c in found:
        if not any(isinstance(x.relation if isinstance(x, ArgMax | ArgMin) else x.slot, Relation)
                   for x in subexpressions(c.form) if isinstance(x, ArgMax | ArgMin | Top)):
            continue  # a ranking by a count ("the most orders") is what it says
        c.parts = [replace(p, doubt=f"'most {b.r.tokens[max(p.tokens) + 1].text}' counts them, and this ranks by a "
                                     "key of theirs") if p.tokens & words and not p.doubt else p for p in c.parts]


def _ranked_keys(c: Candidate) -> list[str]:
    out = []
    for x in subexpressions(c.form):
        slot = x.relation if isinstance(x, ArgMax | ArgMin | Aggregate) else x.slot if isinstance(x, Top) else None
        if isinstance(slot, Relation):
            out.append(slot.name)
        elif slot is not None and isinstance(getattr(slot, "relation", None), Relation):
            out.append(slot.relation.name)
    return out


def _property(b: Builder, key: str):
    return next((p for x in b.schema.labels for p in x.properties if p.key == key), None) or next(
        (p for r in b.schema.relationships for p in r.properties if p.key == key), None)
