"""Yes/no questions about whether something is so: "has Night Heron been reviewed by anyone", "is the Boathouse
wheelchair accessible", "was X ever directed by Y". The nodes a candidate keeps by the question's names and tests
either exist or not, so the answer is yes when there is at least one (``(COUNT form)`` above 0), no otherwise.

"Is X an L" (the copula, one named thing, a label named after it) asks whether X holds the label L: the count of X
among L's nodes (``label_truths``), read off the node itself.

Otherwise only when the question names no label it asks for ("did any *film* win both prizes" is answered with the films,
which says yes as well), names one thing (two named things are related so or not: a qualifier's value or a link),
and names no true/false property (its value answers it). Words saying "any one at all" ("anyone", "anything",
"ever") are what the count reads. A "no" is never exact: finding nothing may be the reading's fault.
"""

from __future__ import annotations

from kgchat.logic.nodes import And, Class, Count, Entity
from kgchat.reasoning.schema_parser.build import NOT_ASKED, Builder, Candidate, Part
from kgchat.reasoning.schema_parser.filters import _entity_groups, _yes_no, answer_label
from kgchat.types import Coverage
from kgchat.types import Entity as Node

ANY = frozenset({"any", "anyone", "anybody", "anything", "someone", "somebody", "something", "ever"})
YES, NO = "yes", "no"
SURE = 0.75  # a word naming a true/false property this surely asks for its value


COPULA = frozenset({"is", "are", "was", "were"})


def label_truths(b: Builder) -> list[Candidate]:
    """"Is X an L?": whether the one thing the question names holds the labels named after it (a second label such
    as Interchange on a Station, or the label it has), as the count of X among their nodes."""
    groups = _entity_groups(b)
    if not b.r.tokens or b.r.tokens[0].low not in COPULA or len(groups) != 1:
        return []
    em = groups[0][0]
    after = max(em.tokens)
    named = {m.element.name: m for m in b.g.elements("label") if m.score >= SURE and min(m.tokens) > after}
    if not named:
        return []
    form = Entity(em.entity.id)
    for label in sorted(named, reverse=True):
        form = And(Class(label), form)
    parts = [Part(None, frozenset(em.tokens), 1.0, "entity", em.entity.name),
             *(Part(Class(x), frozenset(m.tokens), m.score, "label", x) for x, m in named.items()),
             Part(None, frozenset({0}), 1.0, "aggregation", "whether it is one")]
    return [Candidate(Count(form), parts, "truth", sorted(named)[0])]


def truth_candidates(b: Builder, nodes: list[Candidate]) -> list[Candidate]:
    """A yes/no candidate per nodes candidate that a name of the question pins: whether any such node exists;
    and whether a named thing holds a label named after it (``label_truths``)."""
    labelled = label_truths(b)
    if labelled:
        return labelled
    if not _yes_no(b) or answer_label(b) is not None or len(_entity_groups(b)) != 1:
        return []  # two named things: whether they are related so is a qualifier's value or a link, not this
    if any(m.element.info is not None and m.element.info.type == "bool" and m.score >= SURE for m in b.g.schema):
        return []  # "is X wheelchair accessible": the flag's own value answers it
    said = frozenset({0} | {i for i, t in enumerate(b.r.tokens) if t.low in ANY})
    out = []
    for cand in nodes:
        if cand.answer != "nodes" or not any(p.kind == "entity" and p.tokens for p in cand.parts):
            continue
        claimed = {t for p in cand.parts for t in p.tokens}
        words = said - claimed
        out.append(Candidate(Count(cand.form), [*cand.parts, Part(None, words, 1.0, "aggregation", "whether any")],
                             "truth", cand.target, bonus=cand.bonus + NOT_ASKED))  # no longer nodes, not asked
    return out


def truth(answers: list[Node]) -> list[Node]:
    """A count's answer as yes (above 0) or no."""
    try:
        found = float(answers[0].name or answers[0].id) > 0 if answers else False
    except ValueError:
        found = True
    word = YES if found else NO
    return [Node(word, word)]


def unproven(answers: list[Node]) -> list[Coverage]:
    """A row, not covered, when the count found nothing: no such node in the graph is no proof that it is not so
    (the reading may miss how the graph says it), so a "no" is never exact."""
    if truth(answers)[0].name == YES:
        return []
    return [Coverage("nothing found is no proof that it is not so", "constraint", None)]
