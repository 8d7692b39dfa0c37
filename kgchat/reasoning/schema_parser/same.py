"""Candidates for one thing in two roles toward one other thing: "who both acted in and produced the same film",
"persons who directed a film they also acted in", "tickets assigned to the same person who reported them".

The question names two relationship types and says the thing they reach is one ("the same", "also", "their own");
when the schema has both types between a label and one other label, the label's nodes reaching one node along
both are a candidate: ``(AND (TYPE Person) (SAME ACTED_IN PRODUCED))``. The words saying "one thing" ("both",
"same", "also", "own", the word after "same" and the other label's words) are what the SAME test accounts for.
"""

from __future__ import annotations

from kgchat.logic.nodes import And, Class, Relation, Same
from kgchat.reasoning.schema_parser.build import NOT_ASKED, Builder, Candidate, Part
from kgchat.reasoning.schema_parser.filters import answer_label
from kgchat.reasoning.schema_parser.schema_index import SchemaMention
from kgchat.schema import identifier_words

ONE_THING = ("same", "also", "own")  # words saying the two relationships reach one node
BOTH = "both"  # "both acted in and produced": read with them when one of those is there
SURE = 0.75  # a label mention at least this sure names its label outright
SMALLER = 0.05  # a label no word names, with fewer nodes than another that fits as well (a Director is a Person)


def same_candidates(b: Builder) -> list[Candidate]:
    """``(AND (TYPE L) (SAME r1 r2))`` for two relationship types the question names that both join label L to one
    other label."""
    tokens = b.r.tokens
    cue = {i for i, t in enumerate(tokens) if t.low in ONE_THING}
    if not cue:
        return []
    cue |= {i for i, t in enumerate(tokens) if t.low == BOTH}
    after = {i + 1 for i, t in enumerate(tokens[:-1]) if t.low == "same" and tokens[i + 1].low.isalpha()}
    cue |= after
    rels: dict[str, SchemaMention] = {}
    nouns = {i for m in b.g.elements("label") if m.score >= SURE for i in m.tokens}
    for m in b.g.elements("rel"):
        if set(m.tokens) & nouns:
            continue  # "authors" names a label, not the writing its nodes do
        if m.element.name not in rels or m.score > rels[m.element.name].score:
            rels[m.element.name] = m
    mentions = sorted(rels.values(), key=lambda m: min(m.tokens))
    verbs = {i for m in mentions for i in m.tokens}
    words = {label.name: _label_words(b, label.name, verbs) for label in b.schema.labels}
    # "the same film": the thing both reach is a film ("the same person", naming no label, leaves it open)
    named = {name for name, at in words.items() if at & after}
    asked = answer_label(b)
    if asked is not None and set(asked.tokens) <= after:
        asked = None  # "the same film" is what both reach, not what is asked for
    out: list[Candidate] = []
    for i, m1 in enumerate(mentions):
        for m2 in mentions[i + 1:]:
            if not set(m1.tokens) & set(m2.tokens):
                # a label after "same" that neither relationship reaches ("the same person", employees in the
                # graph) leaves the other end open
                out += _pair(b, m1, m2, cue, words, named, asked) or \
                    _pair(b, m1, m2, cue, words, set(), asked)
    return _prefer_larger(b, out)


def _label_words(b: Builder, label: str, verbs: set[int]) -> set[int]:
    """The words naming a label: its mention (unless those words name a relationship type: "directed" is no
    Director), and any word that is the label's own name, singular or plural ("film", "films")."""
    lm = b.label_mention(label)
    said = set(lm.tokens) if lm is not None and not set(lm.tokens) & verbs else set()
    own = identifier_words(label)
    return said | {i for i, t in enumerate(b.r.tokens) if t.low in (own, own + "s", own + "es")}


def _pair(b: Builder, m1: SchemaMention, m2: SchemaMention, cue: set[int], words: dict[str, set[int]],
          named: set[str], asked: SchemaMention | None) -> list[Candidate]:
    """A candidate per (label, other label) both relationship types join; the other label must be one of
    ``named`` when there are any. A label other than the one asked for loses NOT_ASKED (twice when no word names
    it), as the other node candidates do."""
    out = []
    r1, r2 = m1.element.name, m2.element.name
    for label in b.schema.labels:
        lm = b.label_mention(label.name)
        conf = lm.score if lm is not None and set(lm.tokens) & words[label.name] else 1.0
        bonus = 0.0
        if asked is not None and asked.element.name != label.name:
            bonus = -NOT_ASKED if words[label.name] else -2 * NOT_ASKED
        for other in b.schema.labels:
            if named and other.name not in named:
                continue
            between = b.rels_between(label.name, other.name)
            firsts = [Relation(r1, reverse=not start) for name, start in between if name == r1]
            seconds = [Relation(r2, reverse=not start) for name, start in between if name == r2]
            said = cue | (words[other.name] - words[label.name])
            for first in firsts:
                for second in seconds:
                    test = Same(first, second)
                    parts = [Part(Class(label.name), frozenset(words[label.name] - said),
                                  conf if words[label.name] else 0.0, "label", label.name),
                             Part(None, frozenset(m1.tokens), m1.score, "relation", r1),
                             Part(None, frozenset(m2.tokens), m2.score, "relation", r2),
                             Part(test, frozenset(said), 1.0, "constraint", f"the same {other.name}")]
                    out.append(Candidate(And(Class(label.name), test), parts, "nodes", label.name, bonus=bonus))
    return out


def _prefer_larger(b: Builder, found: list[Candidate]) -> list[Candidate]:
    """Among labels no word names that answer with the same test, the one with the most nodes comes first."""
    counts = {label.name: label.count for label in b.schema.labels}
    for c in found:
        if c.parts[0].tokens:
            continue
        rivals = [d for d in found if d.form.right == c.form.right and not d.parts[0].tokens]
        if any(counts.get(d.target, 0) > counts.get(c.target, 0) for d in rivals):
            c.bonus -= SMALLER
    return found
