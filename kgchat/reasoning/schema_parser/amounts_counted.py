""""How many" that may ask for an amount, not a count of nodes (``doubt_amounts``):

- "how many *Tern Island* did X order": "how many" said right before a named thing asks how much of it, which a
  count of the nodes that hold it (X's orders that include it) is not;
- "how many plants *in total* have X's customers ordered", where the relationship walked keeps a quantity of its
  own (``INCLUDES.qty``): the total may be the sum of those quantities as well as a count of the plants.

Either reading is kept, doubted (never exact): the words do not say which. And "games *per designer*" asks for a
figure for each designer: a reading with no figure per group (a plain list of the games) is doubted too
(``doubt_ungrouped``)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from kgchat.logic.nodes import Agg, Count, Top, relations_in, subexpressions
from kgchat.reasoning.schema_parser.key_spans import said_whole
from kgchat.schema import NUMERIC

TOTAL_WORDS = frozenset({"total", "altogether", "overall"})
UNGROUPED = 0.5  # a plain list where "per <thing>" asks for a figure each and another reading gives one
QUANTITY_WORDS = frozenset({"qty", "quantity", "quantities", "units", "number", "count", "amount"})


def doubt_amounts(b: Any, found: list[Any]) -> None:
    """Marks the counts of ``found`` that may answer an amount instead (see the module docstring)."""
    cues = [c for c in b.r.of("agg") if c.op == "count" and len(c.tokens) == 2]  # "how many"
    if not cues:
        return
    after = max(cues[0].tokens) + 1
    named = any(min(em.tokens) == after for em in b.g.entities)
    total = any(t.low in TOTAL_WORDS for t in b.r.tokens)
    for c in found:
        if not isinstance(c.form, Count):
            continue
        why = f"'how many' said of {b.r.text(next(em.tokens for em in b.g.entities if min(em.tokens) == after))} " \
              "asks for an amount of it, not a count" if named else ""
        if not why and total and (key := _quantity(b, relations_in(c.form))):
            why = f"'in total' may add up {key} as well as count them"
        if why:
            c.parts = [*c.parts[:-1], replace(c.parts[-1], doubt=why)] if c.parts else c.parts


def _quantity(b: Any, walked: set[str]) -> str:
    """A numeric key of a relationship type walked that keeps a quantity ("qty"), or ""."""
    for r in b.schema.relationships:
        if r.name not in {w.split(".")[0] for w in walked}:
            continue
        for p in r.properties:
            words = set(p.key.lower().replace("_", " ").split()) | {p.key.lower()}
            if p.type in NUMERIC and words & QUANTITY_WORDS:
                return f"{r.name}.{p.key}"
    return ""


def doubt_ungrouped(b: Any, found: list[Any]) -> None:
    """Marks the readings of ``found`` with no figure per group where the question says "per <thing>" (see the
    module docstring)."""
    named = {i for m in b.g.schema if m.score >= 0.75 and m.element.kind in ("label", "prop") for i in m.tokens}
    keys = {i for span, _ in said_whole(b.r.tokens, b.index) for i in span}  # "a *tunings per year* figure"
    per = [i for i, t in enumerate(b.r.tokens) if t.low == "per" and i + 1 in named and i not in keys]
    if not per:
        return
    why = f"'per {b.r.tokens[per[0] + 1].text}' asks for a figure for each, and this gives none"
    figured = any(isinstance(c.form, Top) and isinstance(c.form.slot, Agg) for c in found)
    for c in found:
        if any(p.kind == "property" and per[0] in p.tokens for p in c.parts):
            continue  # "the cheapest boat *per week*": the key read is the rate per week (``weeklyRate``)
        if c.parts and c.answer == "nodes" and not any(isinstance(x, Agg) for x in subexpressions(c.form)):
            # a list of the things; "average shares per grower" is one figure, rightly
            c.parts = [*c.parts[:-1], replace(c.parts[-1], doubt=c.parts[-1].doubt or why)]
            if figured:  # "policies sold per broker": the brokers, each with a figure, read it better
                c.bonus -= UNGROUPED
