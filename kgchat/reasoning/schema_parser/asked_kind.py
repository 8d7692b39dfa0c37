"""The reading that answers the kind of thing the question asks for, before a close one that does not
(``prefer_asked``).

A question names what it asks for ("how many red *wines* …", "which *courses* …"). The parser's scores weigh every
word alike, so a reading that counts or lists some other label can lead by a little when it also takes in a word
the asked-for reading leaves over, however loosely that word names the relationship it walks ("make" read as
MADE_FROM, to count the grape varieties red wines are made from). Such a reading is never exact (``word_coverage``
says it answers another kind of thing); when a reading of the asked-for label scores close to it and leaves no more
of the question over, that one is the better reading and is tried first. Farther than ``MARGIN`` behind, the words
have decided, and the order stands; unless the label asked for is said surely right after "which" or "what"
("which *marinas* work channel 80") and the leading reading's own label is named by no sure word (only "work",
leaning to yard jobs): then the words say plainly what is asked, and a reading of it up to ``WIDE_MARGIN`` behind
comes first.
"""

from __future__ import annotations

from typing import Any

from kgchat.reasoning.schema_parser.build import Candidate
from kgchat.reasoning.schema_parser.coverage import word_coverage
from kgchat.reasoning.schema_parser.filters import answer_label

MARGIN = 0.5  # how far behind the best a reading of the asked-for label may score and still come first
WIDE_MARGIN = 1.0  # that distance when "which" names the label surely and no sure word names the best one's
SURE_ASKED = 0.95  # a label word after "which" / "what" named at least this surely
SURE_LABEL = 0.75  # a label word named at least this surely


def prefer_asked(named: list[Candidate], reading: Any, builder: Any) -> tuple[list[Candidate], str]:
    """``named`` (best first) with a close reading of the asked-for label moved ahead of a best one that answers
    another kind of thing, and a sentence for the trace ("" when the order stands)."""
    asked = answer_label(builder)
    if asked is None or len(named) < 2:
        return named, ""
    top, span = named[0], reading.text(asked.tokens)
    rows = word_coverage(top, reading, builder)
    if not _answers_other(rows, span):
        return named, ""
    short = sum(r.covered_by is None for r in rows)
    margin = WIDE_MARGIN if _plainly_asked(asked, top, reading, builder) else MARGIN
    for alt in named[1:]:
        if top.score - alt.score >= margin:
            break
        if alt.target != asked.element.name or alt.answer != top.answer:
            continue
        alt_rows = word_coverage(alt, reading, builder)
        if not _answers_other(alt_rows, span) and sum(r.covered_by is None for r in alt_rows) <= short:
            why = (f"the best-scoring reading answers {top.target} nodes, but '{span}' asks for {alt.target} "
                   f"nodes; a reading of those scores close ({alt.score:.2f} to {top.score:.2f}) and leaves no "
                   "more of the question over, so it is tried first")
            return [alt, *[c for c in named if c is not alt]], why
    return named, ""


def _plainly_asked(asked: Any, top: Candidate, reading: Any, builder: Any) -> bool:
    """Whether "which" or "what" names the asked-for label surely, right before its word, and no word names the label
    ``top`` answers as surely (see the module docstring)."""
    first = min(asked.tokens)
    if first == 0 or reading.tokens[first - 1].low not in ("which", "what") or asked.score < SURE_ASKED:
        return False
    return not any(m.element.name == top.target and m.score >= SURE_LABEL for m in builder.g.elements("label"))


def _answers_other(rows: list[Any], span: str) -> bool:
    """Whether ``word_coverage`` says the reading answers another kind of thing than '``span``' asks for."""
    return any(r.kind == "type" and r.covered_by is None and r.span == span for r in rows)


def someone_asked(named: list[Candidate], reading: Any, schema: Any) -> tuple[list[Candidate], str]:
    """``named`` without the readings that answer "who" with events: nodes of a label no key names, told apart by
    a date or time (``LabelInfo.apart``: dated flights, numbered sittings). "Who" asks for someone (a person, a
    company, a team), and a happening is never one; the sentence says which labels were left out ("" if none)."""
    if not any(c.op in ("who", "whom") for c in reading.of("wh")):
        return named, ""
    dated = {c.target for c in named if c.answer == "nodes" and (info := schema.label(c.target)) is not None
             and info.apart}
    if not dated:
        return named, ""
    kept = [c for c in named if not (c.answer == "nodes" and c.target in dated)]
    return kept, (f"'who' asks for someone, and {', '.join(sorted(dated))} nodes are events told apart by their "
                  "dates: those readings are left out")


def doer_first(named: list[Candidate], reading: Any, schema: Any) -> tuple[list[Candidate], str]:
    """``named`` with, among the readings that share the best score, those whose answer can do what "who <verb>"
    says first: a reading that answers the wrong end of the type the verb names ("who has *made* the most
    bookings": instruments, which MADE_BY starts at, made by vendors) loses the tie to one that answers the doers
    (the people who made bookings); with why, for the trace ("" where nothing moved)."""
    from kgchat.reasoning.hop_doubts import question_words, subject_doubts, walked_types

    words = question_words(" ".join(t.low for t in reading.tokens))
    if len(named) < 2 or words[:1] not in (["who"], ["whom"]):
        return named, ""
    tied = [c for c in named if abs(c.score - named[0].score) < 1e-9]
    doubted = {id(c) for c in tied if subject_doubts(schema, c.form, walked_types(schema, c.form), words)}
    if not doubted or len(doubted) == len(tied):
        return named, ""
    first = [c for c in tied if id(c) not in doubted]
    why = f"'{words[0]}' asks for who does what the verb says: {first[0].target} nodes before {len(doubted)} " \
          f"reading(s) as good that answer the other end"
    return first + [c for c in named if all(c is not f for f in first)], why
