"""Aggregation and grouping cues that the schema's own names settle, read once the words are grounded:

- "how many talks do they give *per week*" where a key is named "talks per week": "per" is a word of the key's
  name, not a grouping of the nodes by weeks;
- "the *total number of* animals": "total" goes with the count after it (a count of animals, not a sum of some
  amount "total" might name).

Both change ``b.r`` (the reading the badge reads too), as ``ranks.read_sorting`` changes the grounding."""

from __future__ import annotations

from dataclasses import replace

from kgchat.reasoning.schema_parser.build import Builder

SURE = 0.75  # a mention at least this sure names its key


def settle_cues(b: Builder) -> None:
    """Drop grouping cues inside a key's name; fold "total" into the count it begins ("total number of")."""
    b.r.cues[:] = [c for c in b.r.cues if not (c.kind == "grouping" and _inside_key(b, c.tokens))]
    _total_counts(b)


def _inside_key(b: Builder, tokens: tuple[int, ...]) -> bool:
    """Whether the cue's words are words of a key's name that a sure mention reads on both sides of them
    ("*talks* per *week*" naming talksPerWeek)."""
    words = {b.r.tokens[i].low for i in tokens}
    for m in b.g.schema:
        e = m.element
        if e.kind not in ("prop", "edge_prop") or m.score < SURE or not words <= set(e.words.split()):
            continue
        if min(m.tokens) < min(tokens) and max(m.tokens) > max(tokens):
            return True
    return False


def _total_counts(b: Builder) -> None:
    """"Total number of X", "the total count of X": a sum cue right before a count cue is part of the count."""
    cues = b.r.cues
    folded = []
    for c in [c for c in cues if c.kind == "agg" and c.op == "sum"]:
        after = max(c.tokens) + 1
        count = next((d for d in cues if d.kind == "agg" and d.op == "count" and min(d.tokens) == after), None)
        if count is not None:
            cues[cues.index(count)] = replace(count, tokens=(*c.tokens, *count.tokens), word=f"{c.word} {count.word}")
            folded.append(c)
    cues[:] = [c for c in cues if c not in folded]
