"""Yes/no questions about two named things: "did X ever go to Y", "has X ever worked with Y": whether the graph
links them, by a relationship between them or through a node in between (a performance between a patron and a
venue, a production between an actor and its director). The answer is the count of X among the nodes the route
the words name best leads to from Y (``Builder.entity_links``, which scores one step and two alike), above 0 or
not; a "no" is never exact (``exists.unproven``)."""

from __future__ import annotations

from kgchat.logic.nodes import And, Count, Entity
from kgchat.reasoning.schema_parser.build import Builder, Candidate, Part
from kgchat.reasoning.schema_parser.schema_index import EntityMention

# words saying "at any time at all" ("did X *ever* go to Y"): what the count reads, as the question's first word
ANY_TIME = frozenset({"ever", "any", "anything", "anyone", "at", "all"})


def link_truths(b: Builder, groups: list[list[EntityMention]]) -> list[Candidate]:
    """A yes/no candidate per route between the two named things, read from either end: whether the first is
    among the nodes the route reaches from the second. Not when the question compares the two ("than")."""
    if len(groups) != 2 or any(t.low == "than" for t in b.r.tokens):
        return []  # "is X bigger *than* Y": their values compared, not a link between them
    said = frozenset({0} | {i for i, t in enumerate(b.r.tokens) if t.low in ANY_TIME and i > 0})
    out = []
    for first, second in (groups, groups[::-1]):
        x, y = first[0], second[0]
        own = Part(None, frozenset(x.tokens) | b.own_label(x), 1.0, "entity", x.entity.name or x.entity.id)
        for label in dict.fromkeys(x.labels or ()):
            for link, parts in b.entity_links(label, y):
                claimed = own.tokens | {t for p in parts for t in p.tokens}
                out.append(Candidate(Count(And(Entity(x.entity.id), link)),
                                     [own, *parts, Part(None, said - claimed, 1.0, "aggregation",
                                                        "whether they are linked")], "truth", label))
    return out
