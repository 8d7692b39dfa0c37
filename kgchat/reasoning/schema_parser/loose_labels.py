"""A label (or key) read from a word that names it only loosely, and no more closely than another (``loose_labels``).

Where a word of the question is not a label's own name but only close to it in meaning ("grape" on a graph of
Vineyard, Wine and Variety nodes), the embedding's score says how sure the reading is. A loose match that another
label matches as well or better does not say which label is meant: the form was built on one of them for other
reasons (the relationships the rest of the question needs, say), and the answer may be of the wrong kind. Such a
reading is never exact; the trace says which labels the word sat between. A narrower label (one whose every node
has the read label too) is no rival: the broader reading's answer takes its nodes in; nor is a compound the word
begins ("boats" for Boatyard: ``spelling.compound_of``), which names another thing. The same holds of a key ("paid" about as
close to minutesSpent as to freeMinutes), unless the form reads the rival key too ("*collected* in X during 2025":
the collection town and the collection date) or compares the key it reads with a date the rival cannot hold. A loose
match with no close rival (a word
that can only mean one label of this graph) stays as sure as its score makes it. A label read from the last part of a
hyphenated word ("e-bikes") leaves the first part unread (``unread_prefixes``): never exact either. Nor is a label
read loosely from a word no dictionary knows ("*enginers*", which the encoder puts nearest Hirer)."""

from __future__ import annotations

from typing import Any

from kgchat.logic.nodes import Class, relation_types_in, relations_in, subexpressions
from kgchat.reasoning.schema_parser.record_nouns import inferred_records
from kgchat.reasoning.schema_parser.spelling import compound_of, in_dictionary
from kgchat.reasoning.schema_parser.words import STOP, stem
from kgchat.schema import TEMPORAL, identifier_words

SURE = 0.75  # a label matched at least this closely by its words is named by them (coverage.WEAK for steps)
RIVAL = 0.05  # another label matched within this much of the chosen one's score is as likely a reading of the word
CLEARLY = 0.15  # another key matching a word by this much more closely than the key read is what the word names


def loose_labels(cand: Any, reading: Any, builder: Any) -> list[str]:
    """Why the label parts of ``cand`` that are matched loosely leave the kind of answer open, one line each."""
    out: list[str] = []
    kinds = {"label": ("label",), "property": ("prop", "edge_prop")}
    for part in cand.parts:
        if part.kind not in kinds or not part.tokens or part.conf >= SURE:
            continue
        mentions = [m for kind in kinds[part.kind] for m in builder.g.elements(kind)
                    if part.kind == "label" or _near(m.element, cand, builder)]
        read = relations_in(cand.form)
        rivals = sorted({_shown(m): m.score for m in mentions
                         if set(m.tokens) & part.tokens and part.text not in (m.element.name, m.element.words)
                         and m.score >= part.conf - RIVAL and not _narrower(m.element, part, builder)
                         and not (m.element.kind == "label" and any(compound_of(reading.tokens[i].low, m.element.name)
                                                                    for i in part.tokens))
                         and not (part.kind == "property" and (m.element.relation in read
                                                              or _cannot_hold(m.element, part, reading, builder)))
                         }.items(), key=lambda kv: -kv[1])
        words = reading.text(sorted(part.tokens))
        if part.kind == "label" and _no_word(reading, part.tokens) and not any(
                p.conf >= SURE and p.tokens & part.tokens for p in cand.parts):  # "vip" read surely as a key too
            out.append(f"'{words}' is no word a dictionary knows, and names {part.text} only loosely "
                       f"({part.conf:.2f}): which kind of thing it means is open")
            continue
        if rivals:
            others = ", ".join(f"{name} ({score:.2f})" for name, score in rivals[:3])
            what = "which kind of thing it means" if part.kind == "label" else "which key it reads"
            out.append(f"'{words}' names {part.text} only loosely ({part.conf:.2f}), and as closely {others}: "
                       f"{what} is open")
    return out + inferred_records(cand, reading, builder)


def _no_word(reading: Any, tokens: frozenset[int]) -> bool:
    """Whether every word of ``tokens`` is spelt as no English word is (a slip: "*enginers*"): the encoder's match
    for such a word says little about what it means."""
    return all(reading.tokens[i].low.isalpha() and reading.tokens[i].low not in STOP
               and not in_dictionary(reading.tokens[i].low) for i in tokens)


def outread_keys(cand: Any, builder: Any) -> float:
    """How much more closely other keys read the words ``cand`` reads as loosely matched keys: for each such word,
    the margin by which the closest key a thing of the question has ("cost": replacementCostEur, 0.90) beats the
    key the form reads it as (feesOwedEur, 0.61), where that margin is clear (``CLEARLY``). A ranking feature: the
    form whose pieces read each word as the key it names best is the likelier reading."""
    total = 0.0
    for part in cand.parts:
        if part.kind != "property" or not part.tokens or part.conf >= SURE:
            continue
        best = max((m.score for kind in ("prop", "edge_prop") for m in builder.g.elements(kind)
                    if set(m.tokens) & part.tokens and part.text not in (m.element.name, m.element.words)
                    and _near(m.element, cand, builder)), default=0.0)
        if best - part.conf >= CLEARLY:
            total += best - part.conf
    return total


def _cannot_hold(element: Any, part: Any, reading: Any, builder: Any) -> bool:
    """Whether a rival key cannot be what the word means because the question compares the key read with a date
    (or asks "when") and the rival holds no dates ("consignments *collected* on 16 June": a collection date, not a
    collection town), or asks "where" of a key that holds no dates and the rival does."""
    asks = {c.op for c in reading.of("wh")}
    dates = bool(reading.of("date") or reading.of("year")) or "when" in asks
    if not dates and "where" not in asks:
        return False
    read = next((m.element for kind in ("prop", "edge_prop") for m in builder.g.elements(kind)
                 if part.text in (m.element.name, m.element.words)), None)
    if read is None or _dated(read) == _dated(element):
        return False
    return _dated(read) if dates else not _dated(read)  # "*where* was X collected": a town, no date


def _dated(element: Any) -> bool:
    return element.info is not None and element.info.type in TEMPORAL


def _narrower(element: Any, part: Any, builder: Any) -> bool:
    """Whether a rival label holds only nodes of the label read (a second label on some of them: every
    ``CharterVessel`` is a ``Vessel``). A word about as close to both names the broader kind: the answer is then of
    the kind asked whichever was meant, and the narrower one would say its own word."""
    return part.kind == "label" and element.kind == "label" and builder.index.within(element.name, part.text)


def _near(element: Any, cand: Any, builder: Any) -> bool:
    """Whether a key is one the question's things could have: held by a label the form reads or a named thing has,
    or kept on a relationship type the form walks (a student's "surname" is not a lecturer's fullName)."""
    labels = {c.name for c in subexpressions(cand.form) if isinstance(c, Class)} | \
        {label for em in builder.g.entities for label in em.labels}
    if element.kind == "prop":
        return bool(set(element.holders) & labels)
    return element.owner in relation_types_in(cand.form)


def _shown(mention: Any) -> str:
    """A label by its name, a key as the relation it is walked as ("RODE.fareEur")."""
    return mention.element.relation


def unread_prefixes(cand: Any, reading: Any) -> list[str]:
    """Why a label read from a hyphenated word by its last part alone leaves the rest of the word unread ("e-bikes"
    read as Bike: the "e-" narrows the bikes, and no test of the form says how), one line each."""
    out: list[str] = []
    for part in cand.parts:
        if part.kind != "label" or not part.tokens:
            continue
        names = {w.lower() for w in identifier_words(part.text).split()}
        for i in sorted(part.tokens):
            word = reading.tokens[i].text
            pieces = [p for p in word.split("-") if p]
            if len(pieces) < 2 or not _names(pieces[-1], names) or any(_names(p, names) for p in pieces[:-1]):
                continue
            out.append(f"'{'-'.join(pieces[:-1])}-' in '{word}' narrows the {part.text} nodes, and the form reads "
                       "nothing for it")
    return out


def _names(piece: str, names: set[str]) -> bool:
    """Whether a piece of a word is one of a label's name words, give or take its ending (``words.stem``)."""
    return stem(piece) in {stem(n) for n in names}
