"""The coverage check behind the badge: which parts of the question the executed form (or path) accounts for.

Every part the question analysis found gets one ``Coverage``: each entity mention, relation word, kind word
("films", "which actors"), constraint ("after 2005", "comedies"), aggregation ("how many", "earliest") and
reference ("which of them"). ``covered_by`` names the piece of the logical form that covers it, or None.

Badges follow from it:
- ``kg-exact`` only when every part is covered;
- ``kg-approximate`` when the graph gave an answer but some part is not covered (``Trace.not_covered`` names it);
- ``none`` when the question names nothing of the graph's schema it asks about: no relation word, kind word or
  aggregation is covered, and some word asks for something the graph has no relation for ("Who is the president
  of France?"). Progressive answering may then ask the LLM (``llm-only``).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from kgchat.lexicons import PAIRING_WORDS
from kgchat.reasoning.question import Analysis
from kgchat.reasoning.schema_parser.words import NUMBER_WORDS  # one table of number words for every reader
from kgchat.types import Coverage, Provenance


@dataclass
class Covered:
    """What a plan accounts for, filled in by the planner as it builds the form."""

    entities: dict[str, str] = field(default_factory=dict)  # mention text -> form part
    relations: set[str] = field(default_factory=set)  # relations the form walks
    answer_relation: str | None = None  # the answer is the far end of this relation (None: the subject end)
    subject: bool = False  # the answer is the kind of thing relations start from ("films")
    round_trips: set[str] = field(default_factory=set)  # relations walked there and back (to what shares a value)
    constraints: dict[str, str] = field(default_factory=dict)  # comparison span -> form part
    aggregation: dict[str, str] = field(default_factory=dict)  # "how many" / "earliest" -> form part
    reference: str | None = None  # how "which of them" was applied
    guesses: list[str] = field(default_factory=list)  # mentions whose relation to the answer no word says
    unasked: list[str] = field(default_factory=list)  # relations the answer walks that no word of the question names
    limit: str | None = None  # the form part that keeps the number of answers asked for ("which 2 books …")


_BEFORE_LIMIT = ("which", "what", "top", "the", "first", "last")  # "which 2 books", "the top 3", "the first five"


def requested_number(a: Analysis) -> str | None:
    """The words asking for a number of answers ("which *2* books", "the top *three*"), or None.

    A small number right after a question word, "top", "the", "first" or "last", and not part of a mention or a
    comparison; four-digit numbers are read as years ("which 1999 films"), not as how many answers are wanted."""
    taken = {i for m in a.mentions for i in range(m.start, m.end)} if a.mentions else set()
    values = {c.value for c in a.comparisons}
    for i, w in enumerate(a.words[1:], 1):
        n = int(w) if w.isdigit() else NUMBER_WORDS.get(w)
        if n is None or not 1 < n < 1000 or i in taken or w in values or a.words[i - 1] not in _BEFORE_LIMIT:
            continue
        return w
    return None


def check(a: Analysis, done: Covered) -> list[Coverage]:
    """One Coverage per part of the question, in question order where it matters."""
    out: list[Coverage] = []
    if a.set_reference:
        out.append(Coverage(a.set_reference, "reference", done.reference))
    for m in a.mentions:
        out.append(Coverage(m.text, "constraint" if m.singular else "entity", done.entities.get(m.text)))
    if a.subject_noun:
        out.append(Coverage(a.subject_noun, "type", "the entities relations start from" if done.subject else None))
    if a.answer_word is not None:
        r = a.answer_word.relation
        if done.answer_relation == r:
            out.append(Coverage(a.answer_word.span, "type", f"values of {r}"))
        else:  # "how many screenplays did X write": the things X is the value of r for
            subjects = done.subject and done.answer_relation is None and r in done.relations
            out.append(Coverage(a.answer_word.span, "type", f"the entities whose {r} is given" if subjects else None))
    for w in a.relation_words:
        if w is a.answer_word:
            continue
        if w.relation is None and w.span in PAIRING_WORDS and done.round_trips:
            # "the same director", "share the screenwriter": the walk there and back finds what shares it
            out.append(Coverage(w.span, "relation", "there and back: " + ", ".join(sorted(done.round_trips))))
            continue
        out.append(Coverage(w.span, "relation", w.relation if w.relation in done.relations else None))
    seen: set[str] = set()
    for c in a.comparisons:
        if c.span not in seen:
            seen.add(c.span)
            out.append(Coverage(c.span, "constraint", done.constraints.get(c.span)))
    if a.count:
        out.append(Coverage(a.count, "aggregation", done.aggregation.get(a.count)))
    if a.superlative:
        out.append(Coverage(a.superlative[0], "aggregation", done.aggregation.get(a.superlative[0])))
    for mention in done.guesses:
        out.append(Coverage(f"how {mention} relates to the answer", "relation", None))
    for relation in done.unasked:
        out.append(Coverage(f"a {relation} step no word asks for", "relation", None, (relation,)))
    if a.negation:
        out.append(Coverage(a.negation, "constraint", None))  # negation is never expressed by a form here
    if (number := requested_number(a)) is not None:
        out.append(Coverage(number, "aggregation", done.limit))  # "which 2 books": a form that keeps 2, or not exact
    return out


def asks_outside_graph(a: Analysis, coverage: list[Coverage]) -> bool:
    """True when no relation, kind or aggregation word of the question is covered and some word asks for one
    ("how tall is X": 'tall' names no relation; "how old is X": 'old' is closest to a year no path from X holds)."""
    if a.ask is not None and not any(c.span == a.ask.span and c.covered_by for c in coverage):
        return True  # the word that says what is asked is not answered here ("who is X *married* to")
    asked = {w.span for w in a.relation_words} | {a.subject_noun, a.count, a.superlative[0] if a.superlative else None}
    schema_parts = [c for c in coverage if c.kind in ("relation", "type", "aggregation") and c.span in asked]
    named = any(c.covered_by is not None for c in schema_parts)
    return not named and (bool(a.unknown_words) or any(c.covered_by is None for c in schema_parts))


def badge(coverage: list[Coverage], has_answer: bool) -> Provenance:
    if not has_answer:
        return Provenance.NONE
    return Provenance.KG_EXACT if all(c.covered_by is not None for c in coverage) else Provenance.KG_APPROXIMATE
