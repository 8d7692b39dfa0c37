"""Aggregation and grouping cues that the schema's own names settle, read once the words are grounded:

- "how many talks do they give *per week*" where a key is named "talks per week": "per" is a word of the key's
  name, not a grouping of the nodes by weeks;
- "the *total number of* animals": "total" goes with the count after it (a count of animals, not a sum of some
  amount "total" might name);
- "*total* dives logged", "the total incidents", "*how much* kit is out of service": "total" / "how much" before a
  noun that surely names a label, with no key named after it, counts those nodes (there is no amount of them to add
  up);
- "more than 145 minutes *bottom time*" of ``bottomTimeMin``, "the *top speed* of X" of ``topSpeed``: a ranking word
  a sure mention of a key reads together with the key's next word is a word of the key's name, not a ranking;
- "the oldest *last* PMI date" of ``lastPmiOn``: an order word after a superlative that begins a sure mention of a
  key is a word of the key's name, not the other way round ("biggest last");
- "the *VAT number of* Greywater": "number" ends the name of a key (``vatNo``) the words before it begin, a value
  asked for, not a count;
- "sites with no *bed count* recorded" of ``beds``: a lone "count" after a number key's word is that key's word.

Both change ``b.r`` (the reading the badge reads too), as ``ranks.read_sorting`` changes the grounding."""

from __future__ import annotations

from dataclasses import replace

from kgchat.reasoning.schema_parser.build import Builder
from kgchat.reasoning.schema_parser.words import SUPERLATIVES, Cue
from kgchat.schema import NUMERIC

SURE = 0.75  # a mention at least this sure names its key
NUMBER_WORDS = frozenset({"no", "nr", "num", "number"})  # a key's last word for "number" (vatNo, memberNr)


def settle_cues(b: Builder) -> None:
    """Drop grouping cues inside a key's name; fold "total" into the count it begins ("total number of")."""
    _counts_of_keys(b)
    b.r.cues[:] = [c for c in b.r.cues if not (c.kind == "grouping" and _inside_key(b, c.tokens)
                                                or c.kind == "agg" and c.op == "count" and _ends_key(b, c.tokens)
                                                or c.kind == "top" and _begins_key(b, c.tokens))]
    b.r.cues[:] = [_unmerged(b, c) for c in b.r.cues]
    _total_counts(b)
    _total_nodes(b)


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


def _begins_key(b: Builder, tokens: tuple[int, ...]) -> bool:
    """Whether a one-word ranking cue is a word of a key's name that a sure mention reads with the word right after
    it ("*bottom* time" of bottomTimeMin): no number follows the cue ("the bottom 3 dives" ranks)."""
    if len(tokens) != 1:
        return False
    i = tokens[0]
    word = b.r.tokens[i].low
    for m in b.g.schema:
        e = m.element
        if e.kind not in ("prop", "edge_prop") or m.score < SURE or i not in m.tokens or i + 1 not in m.tokens:
            continue
        if word in e.words.lower().split():
            return True
    return False


def _unmerged(b: Builder, cue: Cue) -> Cue:
    """A superlative read together with an order word after it ("biggest *last*": the other way round) when that
    word begins a sure mention of a key ("the oldest *last* PMI date" of lastPmiOn): the superlative alone ranks."""
    if cue.kind != "top" or len(cue.tokens) < 2 or cue.word not in SUPERLATIVES:
        return cue
    last = max(cue.tokens)
    if b.r.tokens[last].low not in ("first", "last") or not _begins_key(b, (last,)):
        return cue
    return replace(cue, tokens=tuple(i for i in cue.tokens if i != last), op=str(SUPERLATIVES[cue.word]))


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


def _counts_of_keys(b: Builder) -> None:
    """A lone "count" right after a sure mention of a number key ("sites with no *bed count* recorded" of ``beds``,
    a count already) is the key's word, not how many: the mention takes it and the count cue goes."""
    for c in [c for c in b.r.cues if c.kind == "agg" and c.op == "count" and len(c.tokens) == 1]:
        i = c.tokens[0]
        if b.r.tokens[i].low not in ("count", "counts") or i + 1 < len(b.r.tokens) and b.r.tokens[i + 1].low == "of":
            continue
        keys = [m for m in b.g.schema if m.element.kind in ("prop", "edge_prop") and m.score >= SURE
                and max(m.tokens) == i - 1 and m.element.info is not None and m.element.info.type in NUMERIC]
        if keys:
            b.g.schema[:] = [replace(m, tokens=(*m.tokens, i)) if m in keys else m for m in b.g.schema]
            b.r.cues.remove(c)


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


def _total_nodes(b: Builder) -> None:
    """"*total* dives logged", "*how much* kit": a sum cue right before a word a sure mention reads as a label,
    where no key is named after the cue, is a count of that label's nodes."""
    cues = b.r.cues
    if any(c.kind == "agg" and c.op != "sum" for c in cues):
        return
    for c in [c for c in cues if c.kind == "agg" and c.op == "sum" and c.word.lower() in ("total", "how much")]:
        after = max(c.tokens) + 1
        label = {i for m in b.g.schema if m.element.kind == "label" and m.score >= SURE and min(m.tokens) == after
                 for i in m.tokens}
        keyed = any(m.element.kind in ("prop", "edge_prop") and m.score >= SURE and min(m.tokens) >= after
                    and not set(m.tokens) <= label and m.element.info is not None and m.element.info.type in NUMERIC
                    for m in b.g.schema)  # an amount to add up ("total charter days"), not a test ("out of service")
        if label and not keyed:
            cues[cues.index(c)] = replace(c, op="count")
