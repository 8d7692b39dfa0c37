"""The nodes the question asks for, reached from a reading of other nodes it describes: "which *customers* has
Ewan led jobs for" reads as the jobs Ewan led (a whole reading of Job nodes), and the customers are the ones those
jobs are linked to; "which *van* does the tech who led GF25-4809 drive": the vans of that technician.

A reading that answers with nodes of another label than the one the question surely asks for, named by a word of
their own (not one phrase with the asked word: "which *claims handler*"; not a walk back to a named thing's kind),
pinned by a named thing or value and leaving the asked label's word over, is walked one relationship further to
the asked label: along the type a word the reading leaves over names, else the only type between the two labels,
else the usual one (``usual.usual_type``: nearly every node of one end holds it, the others far fewer) as a guess. A walk no word
names is a step no word asks for: never exact (the words may say more of the asked nodes than the walk reads).
"""

from __future__ import annotations

from dataclasses import replace

from kgchat.logic.nodes import And, Class, Join, Relation, relations_in
from kgchat.reasoning.schema_parser.build import NOT_ASKED, Builder, Candidate, Part
from kgchat.reasoning.schema_parser.filters import answer_label
from kgchat.reasoning.schema_parser.usual import usual_type

SURE = 0.75  # the asked label's word names it at least this surely
WALKED = 0.1  # one step further than the reading the words describe


def asked_ends(b: Builder, nodes: list[Candidate]) -> list[Candidate]:
    """For each reading of other nodes than the asked ones (see the module doc), those nodes' asked neighbours."""
    asked = answer_label(b)
    if asked is None or asked.score < SURE:
        return []
    label = asked.element.name
    out = []
    for cand in nodes:
        used = {i for p in cand.parts for i in p.tokens}
        if cand.answer != "nodes" or not cand.target or cand.target == label or set(asked.tokens) & used \
                or not any(p.kind in ("entity", "value") and p.tokens for p in cand.parts) \
                or not any(p.kind == "label" and p.text == cand.target and p.tokens for p in cand.parts) \
                or any(p.text == "cycle" for p in cand.parts) or _one_phrase(cand, asked.tokens) \
                or b.index.within(cand.target, label) or b.index.within(label, cand.target):
            continue
        link = _link(b, label, cand.target, used)
        if link is None:
            continue
        step, part = link
        if any(name.startswith(f"{step.name}.") for name in relations_in(cand.form)):
            continue  # "animals unsold at the X sale": a test of that type's own relationships, the walked one's
        label_part = Part(Class(label), frozenset(asked.tokens), asked.score, "label", label)
        parts = [label_part, *cand.parts, part]
        out.append(replace(cand, form=And(Class(label), Join(step, cand.form)), parts=parts, target=label,
                           bonus=cand.bonus + NOT_ASKED - WALKED, score=0.0, uncovered=[], unused=[], features={},
                           mismatch=""))
    return out


def _one_phrase(cand: Candidate, asked: tuple[int, ...]) -> bool:
    """Whether the reading's own label word stands right next to the asked one ("which *claims handler*"): one noun
    phrase, the first word saying which of the second's nodes, no nodes of its own to walk from."""
    own = [p.tokens for p in cand.parts if p.kind == "label" and p.text == cand.target and p.tokens]
    return any(max(t) + 1 == min(asked) or max(asked) + 1 == min(t) for t in own)


def _link(b: Builder, label: str, other: str, used: set[int]) -> tuple[Relation, Part] | None:
    """The step from ``label``'s nodes to ``other``'s (see the module doc) and the part that says it; None when
    the two labels are not joined, or several types join them and neither words nor usage pick one."""
    ways = b.rels_between(label, other)
    types = {rel for rel, _ in ways}
    if not types:
        return None
    named = [(m, rel) for rel in types if (m := b.rel_mention(rel, strict=True)) is not None
             and m.score >= SURE and not set(m.tokens) & used]
    if len(named) == 1:
        m, rel = named[0]
        part = Part(None, frozenset(m.tokens), m.score, "relation", rel)
    elif len(types) == 1:
        rel = next(iter(types))
        part = Part(None, frozenset(), 0.5, "relation", rel, unasked=True, doubt=_walked(label, other, rel))
    else:
        rel = usual_type(b.schema, other, b.rels_between(other, label)) or usual_type(b.schema, label, ways)
        if rel is None:
            return None
        part = Part(None, frozenset(), 0.5, "relation", rel, guessed=True, usual=True, unasked=True,
                    doubt=_walked(label, other, rel))
    directions = [forward for r, forward in ways if r == rel]
    if len(directions) != 1:
        return None  # a type between nodes of one label: which end is open
    return Relation(rel, reverse=not directions[0]), part


def _walked(label: str, other: str, rel: str) -> str:
    """Why a walk no word names to the asked nodes is never exact: another word (a name's, a label's) may seem to
    name the type, yet the words may say more of the asked nodes than the walk reads."""
    return f"the {label} nodes reached through {rel} from the {other} nodes the words describe, a walk no word names"
