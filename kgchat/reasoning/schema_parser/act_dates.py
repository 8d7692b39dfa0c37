"""The date of an act said as a noun and "date" ("the *quote date* of job X", "*strike date*", "*inspection date*",
"*delivery day*"): a key holding dates whose name says that act by its verb (``quotedOn``, ``struckOn``), or a key
of a relationship type named by the verb (``INSPECTED.onDate``).

The word before "date" is read in its dictionary form when it is a verb ("strike", "struck"), or as a noun made from
the verb by an English suffix ("erection", "delivery", "arrival", "booking"), and compared with the verbs of each
dated key's name (the owner type's name too, for a relationship's key whose own name has no verb). A match names
the key by both words, more surely than "date" alone names any date of the graph.

The verb right before a time says which date the time tests, the same way ("jobs *completed* in 2024":
``completedOn``; "clients who *booked* in 2024": ``BOOKED.bookedOn``; "who *worked on* 11 June": the date of
``WORKED_ON``): ``act_before`` and ``key_verbs``, read by ``Builder.comparison_links``. A stored value that is such a
verb ("booked", a job's status), said before a time, before "by" or after "have" / "did" / "never", is that act,
not the status (``dates_its_act``, ``done_by``).
"""

from __future__ import annotations

from typing import Any

from kgchat.reasoning.schema_parser.dated_verbs import dated
from kgchat.reasoning.schema_parser.schema_index import Element, SchemaIndex, SchemaMention
from kgchat.reasoning.schema_parser.verb_lemmas import verb_lemma
from kgchat.text import word_kinds

DATE_NOUNS = frozenset({"date", "dates", "day"})
ACT_SUFFIXES = ("ation", "ion", "ment", "al", "ery", "y", "ing")  # erect-ion, deliver-y, arriv-al, book-ing
SCORE = 0.95  # the act and "date" together name the key


def _verbs(words: str) -> set[str]:
    """The dictionary forms of the verbs among a name's words ("quoted on": quote)."""
    return {base for w in words.lower().split() if "VERB" in word_kinds(w) and (base := verb_lemma(w))}


def _says_act(word: str, verb: str) -> bool:
    """Whether ``word`` says the act of ``verb``: the verb itself in any form, or a noun made from it."""
    if verb_lemma(word) == verb:
        return True
    root = verb[:-1] if verb.endswith("e") else verb
    return len(root) >= 3 and word.startswith(root) and word[len(root):] in ACT_SUFFIXES


def act_dates(tokens: list[Any], index: SchemaIndex, free: list[int], out: dict[Element, SchemaMention]) -> None:
    """Add to ``out`` each dated key an act and "date" name together (see the module docstring)."""
    for i in free:
        if i + 1 >= len(tokens) or tokens[i + 1].low not in DATE_NOUNS or tokens[i].low in DATE_NOUNS:
            continue
        for e in index.elements:
            if not dated(e):
                continue
            verbs = _verbs(e.words)
            if not verbs and e.kind == "edge_prop" and e.owner:
                verbs = _verbs(e.owner.replace("_", " "))
            if e in out and out[e].score >= SCORE:
                continue
            if any(_says_act(tokens[i].low, v) for v in verbs):
                # with the words that named it already ("the *last* service date" of lastServiceOn)
                said = set(out[e].tokens) if e in out and i in out[e].tokens else set()
                out[e] = SchemaMention(tuple(sorted(said | {i, i + 1})), e, SCORE)


def key_verbs(e: Element) -> set[str]:
    """The verbs a dated key's name says (``completedOn``: complete), or, for a relationship's key whose own name
    says none, its type's (``BOOKED.onDate``: book)."""
    own = _verbs(e.words) - DATE_NOUNS  # ("onDate": no verb "to date")
    return own or (_verbs(e.owner.replace("_", " ")) if e.kind == "edge_prop" and e.owner else set())


def act_before(b: Any, start: int) -> tuple[int, str] | None:
    """The verb right before a time said from token ``start`` on ("jobs *completed* in 2024", "booked *on* the 6th of
    May" with the cue after "on"), with its dictionary form."""
    i = start - 1
    if i >= 1 and b.r.tokens[i].low in ("on", "in", "during"):
        i -= 1
    if i < 0 or "VERB" not in word_kinds(b.r.tokens[i].low):
        return None
    verb = verb_lemma(b.r.tokens[i].low)
    return (i, verb) if verb else None


def dates_its_act(b: Any, tokens: tuple[int, ...]) -> bool:
    """Whether the value said at ``tokens`` is a verb whose act a date said right after places in time, on a graph
    that keeps that act's date: "jobs *booked* in October 2024" of a graph with ``bookedOn`` (or a ``BOOKED`` with a
    date) asks when they were booked, not for jobs whose status is still 'booked'. A participle followed by a date is
    the date the question tests, as ``dated_states`` reads it of a date key's own name."""
    if len(tokens) != 1:
        return False
    acts = [act_before(b, min(c.tokens)) for c in b.r.cues if c.kind in ("year", "date")]
    verbs = {act[1] for act in acts if act is not None and act[0] == tokens[0]}
    return bool(verbs) and any(dated(e) and verbs & key_verbs(e) for e in b.index.elements)


def done_by(b: Any, tokens: tuple[int, ...]) -> bool:
    """Whether the value said at ``tokens`` is a verb said as an act, not a state, on a graph with a relationship
    type spelt with it: in the passive before "by" ("jobs *booked by* schools": the jobs schools booked,
    ``BOOKED``), or after "have", "did" or "never" ("clients who *have never booked*": no BOOKED of theirs), not
    the jobs whose status is still 'booked'."""
    if len(tokens) != 1:
        return False
    i = tokens[0]
    word = b.r.tokens[i]
    if "VERB" not in word_kinds(word.low) or not any(e.kind == "rel" and e.stems[:1] == (word.stem,)
                                                     for e in b.index.elements):
        return False
    if i + 1 < len(b.r.tokens) and b.r.tokens[i + 1].low == "by":
        return True
    j = i - 1
    while j >= 0 and b.r.tokens[j].low in ("ever", "already", "not", "n't", "just"):
        j -= 1
    return j >= 0 and b.r.tokens[j].low in ("have", "has", "had", "never", "did", "didn't", "haven't", "hasn't")
