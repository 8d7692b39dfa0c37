"""The time said of relationships counted by their own noun: "how many sponsorships started *in 2025*", "count of
supply contracts that began *in 2024*". Where the relationship type keeps one date (or year) of its own, a year,
date or decade said after its noun tests that key of each relationship; with several such keys, which one the
words mean is open, and none is tested. The verb between ("started", "began") is left to the badge: nothing here
says it is the moment that key keeps."""

from __future__ import annotations

from kgchat.logic.nodes import Expr
from kgchat.reasoning.schema_parser.build import Builder, Part
from kgchat.reasoning.schema_parser.comparisons import compare_filter
from kgchat.reasoning.schema_parser.dated_verbs import dated
from kgchat.reasoning.schema_parser.schema_index import SchemaMention
from kgchat.schema import TEMPORAL, RelTypeInfo

TIMES = ("year", "date", "decade")  # the cue kinds that say a time


def own_dates(b: Builder, rel: RelTypeInfo, m: SchemaMention) -> tuple[list[Expr], list[Part]]:
    """The tests a time said after the relationships' noun puts on their one dated key, with their parts."""
    keys = [e for e in b.index.elements if e.kind == "edge_prop" and e.owner == rel.name and dated(e)]
    if len(keys) != 1:
        return [], []
    e = keys[0]
    temporal = e.info is not None and e.info.type in TEMPORAL
    tests: list[Expr] = []
    parts: list[Part] = []
    for cue in b.r.cues:
        if cue.kind not in TIMES or min(cue.tokens) <= max(m.tokens):
            continue
        test = compare_filter(e, cue, temporal)
        if test is not None:
            tests.append(test)
            parts.append(Part(None, frozenset(cue.tokens), 1.0, "constraint", f"{e.words} {cue.op} {cue.value}"))
    return tests, parts
