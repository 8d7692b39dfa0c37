"""What the compositional planner (``kgchat.reasoning.planner``) builds and how it reads a question's words: the
``Plan`` (form parts and what they cover) and the word-level helpers — which mention a relation word belongs to,
coordinated verbs ("wrote and directed"), prepositions that stand for a relation, and small operations on forms.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields, replace

from kgchat.backends.base import GraphStore
from kgchat.logic.nodes import (
    And,
    ArgMax,
    ArgMin,
    Compare,
    Count,
    Entity,
    Expr,
    Join,
    conjoin,
    is_filter,
)
from kgchat.reasoning import coverage as cov
from kgchat.reasoning.question import Analysis, Mention
from kgchat.reasoning.vocabulary import Vocabulary
from kgchat.types import Candidate, Direction, Evidence
from kgchat.types import Entity as Node

SUBJECT = None  # target: the entities relations start from ("films")
AUXILIARIES = ("did", "does", "do", "has", "have", "had")  # "did X write": X is the one who wrote


@dataclass
class Plan:
    """A form being built and what it covers."""

    parts: list[Expr] = field(default_factory=list)  # ANDed together
    covered: cov.Covered = field(default_factory=cov.Covered)
    target: str | None = SUBJECT  # relation whose far end is the answer, or SUBJECT
    notes: list[str] = field(default_factory=list)  # "set" / "chain": the answers are already known
    result: list[Node] = field(default_factory=list)  # answers found without executing ``parts`` as one form
    evidence: list[Evidence] = field(default_factory=list)  # rows a set filter looked at (``evidence.set_evidence``)

    def form(self) -> Expr | None:
        listing = [p for p in self.parts if not is_filter(p)]
        if not listing:
            return None
        return conjoin(listing + [p for p in self.parts if is_filter(p)])


def prepositions(a: Analysis, vocab: Vocabulary) -> set[str]:
    """Relations the question's bare prepositions stand for ("films *with* X": the cast), per the graph's profile."""
    return {vocab.prepositions[w] for w in a.words if w in vocab.prepositions}


def lists_subjects(expr: Expr) -> bool:
    """Whether the form lists the things relations start from at some step (a JOIN followed forwards)."""
    if isinstance(expr, Join):
        return not getattr(expr.relation, "reverse", True) or lists_subjects(expr.expr)
    if isinstance(expr, And):
        return lists_subjects(expr.left) or lists_subjects(expr.right)
    if isinstance(expr, Count | ArgMax | ArgMin):
        return lists_subjects(expr.expr)
    return False


def operates(expr: Expr) -> bool:
    """Whether a form counts, ranks, compares or intersects (its answer stands on rows, not on one path)."""
    return isinstance(expr, Count | ArgMax | ArgMin | And | Compare)


def swap(expr: Expr, old: str, new: str) -> Expr:
    """``expr`` with the entity ``old`` replaced by ``new`` everywhere."""
    if isinstance(expr, Entity):
        return Entity(new) if expr.id == old else expr
    changes = {f.name: swap(getattr(expr, f.name), old, new) for f in fields(expr)
               if isinstance(getattr(expr, f.name), Entity | Join | And | Count | ArgMax | ArgMin)}
    return replace(expr, **changes) if changes else expr


def place(a: Analysis, topics: list[Node]) -> None:
    """Given topics take the place of the mentions naming them; topics the text does not name come first."""
    given = {t.id for t in topics}
    named = set()
    for i, m in enumerate(a.mentions):
        mine = tuple(e for e in m.entities if e.id in given)
        if mine:
            a.mentions[i] = Mention(m.start, m.end, m.text, mine, m.singular)
            named |= {e.id for e in mine}
    rest = [t for t in topics if t.id not in named]
    if rest:
        a.mentions.insert(0, Mention(-1, -1, ", ".join(t.name for t in rest), tuple(rest)))


def agent_asks_subjects(graph: GraphStore, a: Analysis) -> bool:
    """"how many screenplays did X write": the answer word and the verb after "did X" name one relation that X is a
    value of, so X is its agent and the answer is the things X wrote, not the other writers of X's films."""
    word = a.answer_word
    for m in a.mentions:
        verb = next((w for w in a.named_relations if w.position == m.end and w is not word), None)
        if m.start > 0 and a.words[m.start - 1] in AUXILIARIES and verb is not None \
                and verb.relation == word.relation \
                and any(word.relation in graph.relations(e.id, Direction.IN) for e in m.entities):
            return True
    return False


def coordinated(a: Analysis) -> tuple[str, str] | None:
    """Two relation words joined by "and" ("wrote and directed") naming two different relations, else None."""
    named = a.named_relations
    for w1, w2 in zip(named, named[1:], strict=False):
        end = w1.position + len(w1.span.split())
        if end < len(a.words) and a.words[end] == "and" and w2.position == end + 1 and w1.relation != w2.relation:
            return w1.relation, w2.relation
    return None


def owner(a: Analysis, word) -> Mention | None:
    """The mention a relation word describes: the next mention after it, or, when none follows or a preposition
    comes first, the mention before it."""
    placed = [m for m in a.mentions if m.start >= 0]
    if any(not m.singular for m in placed):  # a class ("which dramas") is what the words describe, not who acts
        placed = [m for m in placed if not m.singular]
    after = [m for m in placed if m.start > word.position]
    before = [m for m in placed if m.end <= word.position]
    end = word.position + len(word.span.split())
    if any(m.end == word.position for m in before) and any(m.start == end for m in after) \
            and word.span.endswith("ed"):  # "films where X directed Y": a past-tense verb between two names is X's
        return next(m for m in before if m.end == word.position)
    if after:
        nxt = min(after, key=lambda m: m.start)
        between = a.words[word.position + len(word.span.split()):nxt.start]
        if not (before and any(w in ("with", "by", "from", "starring", "featuring") for w in between)):
            return nxt
    return max(before, key=lambda m: m.end) if before else None


def relations_of(expr: Expr) -> set[str]:
    from kgchat.logic.nodes import relations_in

    return relations_in(expr)


def relations_of_all(parts: list[Expr]) -> set[str]:
    return set().union(*(relations_of(p) for p in parts)) if parts else set()


def analysis_candidates(a: Analysis) -> list[Candidate]:
    out = [Candidate(m.text, 1.0, True, "entity: " + ", ".join(e.id for e in m.entities[:3])) for m in a.mentions]
    out += [Candidate(w.span, w.similarity, w.relation is not None, f"relation: {w.relation}") for w in a.relation_words]
    out += [Candidate(c.span, 1.0, True, f"comparison: {c.op} {c.value}") for c in a.comparisons]
    if a.count:
        out.append(Candidate(a.count, 1.0, True, "aggregation: COUNT"))
    if a.superlative:
        out.append(Candidate(a.superlative[0], 1.0, True, f"aggregation: {a.superlative[1]}"))
    if a.subject_noun:
        out.append(Candidate(a.subject_noun, 1.0, True, "type"))
    return out
