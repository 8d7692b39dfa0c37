"""Groups with nothing in them, asked for: "jobs per operative, *including those with none*", "how many runs has
each unit done, include ones with zero". A count per group lists every group the form keeps; these words (a
"zeros" cue, ``words._zeros_kept``) ask that a group counting none be listed too. A test that each group takes part
in what is counted would leave those out, so it is dropped, and the words are read by the count. Groups that are the
values of a key ("per customer *kind*") are listed only where something counted holds the value: the words are read,
with that doubt."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from kgchat.logic.nodes import Agg, Calc, Has, Top, conjoin, conjuncts, relation_steps
from kgchat.reasoning.schema_parser.parts import Part


def keep_empty_groups(b: Any, found: list[Any]) -> None:
    """Per-group counts of ``found`` read the words asking for empty groups; the others leave them unread."""
    cues = b.r.of("zeros")
    if not cues:
        return
    said = frozenset(cues[0].tokens)
    for c in found:
        form = c.form
        if not isinstance(form, Top) or not isinstance(form.slot, Agg) or form.slot.fn != "count":
            continue
        if c.answer == "value":  # "jobs per customer *kind*, including kinds with none": groups are values held
            c.parts = [*c.parts, Part(None, said, 1.0, "aggregation", "groups with none listed too",
                                      doubt="a value held only by things counting none is not listed")]
            continue
        if c.answer != "nodes":
            continue
        counted = set() if isinstance(form.slot.relation, Calc) else \
            {s.name for s in relation_steps(form.slot.relation)}
        kept = [x for x in conjuncts(form.expr)
                if not (isinstance(x, Has) and {s.name for s in relation_steps(x.relation)} <= counted)]
        c.form = replace(form, expr=conjoin(kept))
        c.parts = [*c.parts, Part(None, said, 1.0, "aggregation", "groups with none listed too")]
