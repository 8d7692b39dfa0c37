"""Aggregation and grouping cues that the schema's own names settle, read once the words are grounded:

- "how many talks do they give *per week*" where a key is named "talks per week": "per" is a word of the key's
  name, not a grouping of the nodes by weeks;
- "the *total number of* animals": "total" goes with the count after it (a count of animals, not a sum of some
  amount "total" might name);
- "the *VAT number of* Greywater": "number" ends the name of a key (``vatNo``) the words before it begin, a value
  asked for, not a count.

Both change ``b.r`` (the reading the badge reads too), as ``ranks.read_sorting`` changes the grounding."""

from __future__ import annotations

from dataclasses import replace

from kgchat.reasoning.schema_parser.build import Builder

SURE = 0.75  # a mention at least this sure names its key
NUMBER_WORDS = frozenset({"no", "nr", "num", "number"})  # a key's last word for "number" (vatNo, memberNr)


def settle_cues(b: Builder) -> None:
    """Drop grouping cues inside a key's name; fold "total" into the count it begins ("total number of")."""
    b.r.cues[:] = [c for c in b.r.cues if not (c.kind == "grouping" and _inside_key(b, c.tokens)
                                                or c.kind == "agg" and c.op == "count" and _ends_key(b, c.tokens))]
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


def _ends_key(b: Builder, tokens: tuple[int, ...]) -> bool:
    """Whether the count's first word ("*number* of") ends a sure mention of a key that begins before it, or follows
    one of a key whose name ends in a number ("VAT *number*" of vatNo): a key asked for, not how many."""
    first = min(tokens)
    for m in b.g.schema:
        if m.element.kind not in ("prop", "edge_prop") or m.score < SURE or min(m.tokens) >= first:
            continue
        if max(m.tokens) == first or max(m.tokens) == first - 1 and \
                m.element.words.split()[-1:] and m.element.words.split()[-1] in NUMBER_WORDS:
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
