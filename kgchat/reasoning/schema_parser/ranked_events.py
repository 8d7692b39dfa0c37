"""Rankings by how many times something was done to the things one relationship away from the ranked nodes ("which
subject is borrowed the most": the loans of the items about each subject), when the words name the relationship
that was done (its verb or noun) and no label to count: part of ``ranked``."""

from __future__ import annotations

from kgchat.logic.nodes import Agg, Relation, RelationPath
from kgchat.reasoning.schema_parser.build import Builder, Part
from kgchat.reasoning.schema_parser.ranked_totals import SECOND_STEP
from kgchat.reasoning.schema_parser.words import Cue
from kgchat.schema import EDGE_END, EDGE_START

SURE = 0.75  # a word names the relationship at least this surely
NEAR = 3  # words between the superlative and the relationship's word, at most


def events_one_away(b: Builder, label: str, cue: Cue, counted: dict, direction: str) -> list[tuple[object, list[Part],
                                                                                                 float, str]]:
    """Slots counting, for each ``label`` node, the relationships of a type the words name that are held by the
    nodes one relationship away (each relationship one: an event, when it keeps keys of its own; else the nodes it
    reaches). Only when no label is named to count (``counted``) and the type is at none of ``label``'s nodes."""
    if counted:
        return []
    at_label = {rel for rel, _, _ in b.neighbours(label)}
    after = max(cue.tokens)
    if any((m := b.rel_mention(rel, strict=True)) is not None and m.score >= SURE and min(m.tokens) > after
           for rel in at_label):
        return []  # "the most *reviews*": the words after the superlative name what is counted at the node itself
    out: list[tuple[object, list[Part], float, str]] = []
    for r1, f1, middle in b.neighbours(label):
        if middle == label:
            continue
        for r2, f2, _ in b.neighbours(middle):
            rm = b.rel_mention(r2, strict=True)
            if r2 in at_label or rm is None or rm.score < SURE or \
                    min(abs(i - j) for i in rm.tokens for j in cue.tokens) > NEAR:
                continue
            rel = b.schema.rel(r2)
            if rel is not None and rel.properties:
                last = Relation(f"{r2}.{EDGE_START if f2 else EDGE_END}", reverse=True)
            else:
                last = Relation(r2, not f2)
            slot = Agg("count", RelationPath((Relation(r1, not f1), last)))
            if any(s == slot for s, _, _, _ in out):
                continue
            mid = b.label_mention(middle)
            toks = frozenset(rm.tokens) | (frozenset(mid.tokens) if mid is not None else frozenset())
            sure = rm.score - SECOND_STEP
            out.append((slot, [Part(None, toks, sure, "relation", f"{r1} then {r2}")], sure, direction))
    return out
