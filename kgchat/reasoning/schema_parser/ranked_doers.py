"""Who did the thing a superlative picks out ("who did the *deepest dive*", "who wrote the longest review"): "who"
asks for someone, and the ranked nodes are things done or made. The answer is the people one relationship away
from the ranked node (a label a word after the superlative names), through the type a word of the question names, or the only type joining that label to a
label of people (``people.labels_of_people``). The reading that answers with the ranked things themselves then
answers another kind of thing than the one asked for."""

from __future__ import annotations

from kgchat.logic.nodes import And, ArgMax, ArgMin, Class, Join, Relation, Top
from kgchat.reasoning.schema_parser.build import NOT_ASKED, Builder, Candidate, Part
from kgchat.reasoning.schema_parser.filters import answer_label
from kgchat.reasoning.schema_parser.people import labels_of_people

SURE = 0.75  # a word names the relationship to the people at least this surely


def ranked_doers(b: Builder, found: list[Candidate]) -> list[Candidate]:
    """For a "who" question naming no label, the people who hold a relationship with each ranked node of
    ``found`` that is no person; each such ranked reading is marked as answering another kind of thing."""
    if not any(c.op in ("who", "whom") for c in b.r.of("wh")[:1]) or answer_label(b) is not None:
        return []
    people = labels_of_people(b.schema)
    out = []
    for c in found:
        if c.answer != "nodes" or not isinstance(c.form, ArgMax | ArgMin | Top) or not c.target or \
                c.target in people or not _named_after(c):
            continue  # only the things a word names after the superlative ("the deepest *dive*")
        ways = [(rel, forward, other) for rel, forward, other in b.neighbours(c.target) if other in people]
        named = [(m.score, rel, forward, other, m.tokens) for rel, forward, other in ways
                 if (m := b.rel_mention(rel, strict=True)) is not None and m.score >= SURE]
        if named:
            sure, rel, forward, other, tokens = max(named)
            step = Part(None, frozenset(tokens), sure, "relation", rel)
        elif len(ways) == 1:
            rel, forward, other = ways[0]
            step = Part(None, frozenset(), 0.5, "relation", rel, forced=True)
        else:
            continue  # several ways to people, none named: who is meant is open
        out.append(Candidate(And(Class(other), Join(Relation(rel, reverse=forward), c.form)),
                             [*c.parts, step, Part(None, frozenset(), 0.0, "label", other)], "nodes", other,
                             bonus=c.bonus))
        c.bonus -= NOT_ASKED
        c.mismatch = f"'who' asks for someone, and this answers the {c.target} nodes ranked, not who did them"
    return out


def _named_after(c: Candidate) -> bool:
    """Whether a word names the ranked label surely, after the superlative that ranks it ("the deepest *dive*"; not
    "who *rides* the most", where the verb is what is counted)."""
    ranking = [t for p in c.parts if p.kind == "aggregation" for t in p.tokens]
    return bool(ranking) and any(p.kind == "label" and p.text == c.target and p.tokens and p.conf >= SURE
                                 and min(p.tokens) > max(ranking) for p in c.parts)
