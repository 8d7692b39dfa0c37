"""What some words of a question say beyond the pieces a candidate reads them into, each a check the schema
parser's badge makes (``coverage.word_coverage``): each returns why the candidate does not hold what the words say
(nothing when it does).

- "how many *customers*": the count is of the label right after the count words;
- a word that names a schema element only by sharing its first letters, with no encoder to say they mean alike;
- "all" / "every" before related things: a test on every one of them, which no form here makes;
- "or" / "nor" between two tests the form uses both of (unless it denies both: "*neither* actors *nor* reviewers",
  "*never* acted or directed" is the absence of each).
"""

from __future__ import annotations

from typing import Any

from kgchat.logic.nodes import Has, Not, Relation, subexpressions
from kgchat.reasoning.schema_parser.build import Builder, Candidate
from kgchat.reasoning.schema_parser.filters import answer_label

SURE = 0.75  # a label named at least this surely by its words


def counts_asked(reading: Any, asked: Any) -> bool:
    """Whether the label asked for is what a count cue right before it counts ("how many *customers*", "the number
    of *orders*")."""
    return any(c.op == "count" and min(asked.tokens) - max(c.tokens) > 0 and (
        min(asked.tokens) - max(c.tokens) <= 2
        or all(reading.tokens[i].low in COUNTED_BETWEEN for i in range(max(c.tokens) + 1, min(asked.tokens))))
        for c in reading.of("agg"))


COUNTED_BETWEEN = frozenset({"of", "the", "these", "those", "distinct", "different", "unique", "individual"})
# words between "how many" and the thing it counts ("how many *of the* reviewers")


def prefix_only(cand: Candidate, reading: Any, builder: Builder) -> list[str]:
    """Pieces read from a word that names their schema element only by sharing its first letters, with nothing to
    say the two mean alike (no encoder): "a *discount*" may not be the property discontinued at all."""
    out = []
    for m in builder.g.schema:
        if not m.prefix:
            continue
        names = (m.element.name, m.element.relation, m.element.words)
        if any(set(m.tokens) & p.tokens and any(n in p.text for n in names) for p in cand.parts):
            out.append(f"'{reading.text(m.tokens)}' only begins like {m.element.words}")
    return out


UNIVERSAL = frozenset({"all", "every"})
SPANNING = frozenset({"across", "over", "throughout", "among"})  # prepositions that take a total over what follows
DETERMINERS = frozenset({"of", "the", "their", "its", "his", "her", "these", "those", "them", "our", "your", "whose"})


def universal(cand: Candidate, reading: Any, builder: Builder) -> list[str]:
    """"Customers who bought *all* their products from …", "suppliers *all* of whose products are …": a word that
    says every related thing passes a test, which no form here expresses (a link says that *some* does). "All"
    before the kind of thing asked for ("list *all* suppliers") only says to give every one of them."""
    grouping = {i for c in reading.of("grouping") for i in c.tokens}
    labels = builder.label_positions(SURE)
    asked = answer_label(builder)
    own = {cand.target} | ({asked.element.name} if asked is not None and cand.answer != "nodes" else set())
    out = []
    for i, t in enumerate(reading.tokens):
        if t.low not in UNIVERSAL or i in grouping or (i > 0 and reading.tokens[i - 1].low in SPANNING):
            continue  # "the most copies *across all* branches": the total over them, no test on each
        j = i + 1
        while j < len(reading.tokens) and reading.tokens[j].low in DETERMINERS:
            j += 1
        if j in labels and labels[j] not in own:
            out.append(f"'{t.text}': a test on every {labels[j]}, not on some")
    return out


def either(cand: Candidate, reading: Any) -> list[str]:
    """"Suppliers in the UK *or* with a rating above 4", "'Saga' *or* 'Cycle' in the title": two tests joined by "or" (or
    "nor"), both of which the form uses, are read as both holding; the question asks for either (or neither). Words
    one piece reads both of ("which match *or* matches") are two wordings of one thing, not two tests."""
    claimed = {t for p in cand.parts for t in p.tokens}
    cued = {i for c in reading.cues if c.kind != "negation" for i in c.tokens}  # "25 *or* higher": a comparison
    out = []
    for i, t in enumerate(reading.tokens):
        if t.low not in ("or", "nor") or i in cued or i in claimed:
            continue  # "or" read by a piece itself: "a preferred *or* standard plan" asks which value it is
        before = next((j for j in range(i - 1, max(-1, i - 4), -1) if j in claimed), None)
        after = next((j for j in range(i + 1, min(len(reading.tokens), i + 4)) if j in claimed), None)
        if before is not None and after is not None and not _both_denied(cand, before, after) and \
                not any(before in p.tokens and after in p.tokens for p in cand.parts):
            out.append(f"'{t.text}': the form asks for both {reading.tokens[before].text} and "
                       f"{reading.tokens[after].text}")
    return out


def _both_denied(cand: Candidate, first: int, second: int) -> bool:
    """Whether the words at ``first`` and ``second`` are each read as a relationship type the form tests the
    absence of ("neither A nor B", "never A or B": not A and not B, which is what the form says)."""
    denied = {n.expr.relation.name for n in subexpressions(cand.form) if isinstance(n, Not) and isinstance(n.expr, Has)
              and isinstance(n.expr.relation, Relation)}
    read = [{p.text for p in cand.parts if i in p.tokens and p.kind == "relation"} for i in (first, second)]
    return all(types and types <= denied for types in read)


