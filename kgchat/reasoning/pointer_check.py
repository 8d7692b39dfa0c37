"""The badge's pointing-word check: every word of the question that points back ("which *one*", "*he*", "*those*")
is resolved (``context.resolve`` records a ``Reference``) and used by the answer: the answer was kept within the
earlier answers, or started from the entities referred to. A word may also point inside the question itself (a
name given before it, the class asked for), or, in a first question, at people in general ("what do *they* call
X"). ``trust.Audit`` adds a ``reference`` row per word; an uncovered one makes a ``kg-exact`` answer approximate.
"""

from __future__ import annotations

from kgchat.backends.base import GraphStore, normalize_name
from kgchat.reasoning.answer_type import _person, _thing, check, value_kind
from kgchat.reasoning.asked_schema import self_checked
from kgchat.reasoning.context import noun_kind
from kgchat.reasoning.form_numbers import rounding_clause
from kgchat.reasoning.pointed_inside import opening_it, possessive_named, tied_answers
from kgchat.reasoning.pointers import pointers
from kgchat.reasoning.question import Analysis
from kgchat.reasoning.unread import named
from kgchat.types import Answer, Coverage


def references(graph: GraphStore, answer: Answer, a: Analysis) -> list[tuple[Coverage, str]]:
    """A row per word of the question that points back: covered when it was resolved and the answer uses what
    it stands for, or, unresolved, when it points at a name the question itself gave before it."""
    out = []
    refs = answer.trace.references
    for p in pointers(answer.question, noun_kind(graph)):
        if p.kind == "else":
            continue  # "what else": an exclusion, applied (or not needed) by the context
        ref = next((r for r in refs if r.text.lower() == p.text.lower()), None)
        words = normalize_name(answer.question).split()
        if (ref is None or not ref.entities) and \
                len(normalize_name(answer.question[:p.start]).split()) in rounding_clause(words):
            # "round *it* to the nearest year": the number the answer gives, asked to be rounded
            out.append((Coverage(p.text, "reference", "the number asked to be rounded"),
                        f"'{p.text}' is the number a request to round points at"))
            continue
        if p.text.lower().startswith("the same ") and "(SAME " in (answer.trace.logical_form or ""):
            # "acted in and produced *the same film*": the one node both relationships reach, a SAME test
            out.append((Coverage(p.text, "reference", "the one thing two relationships reach (SAME)"),
                        f"'{p.text}': the one {p.noun or 'thing'} two relationships of the answer reach"))
        elif ref is None and (m := _antecedent(graph, answer, a, p)) is not None:
            out.append((Coverage(p.text, "reference", f"{m.text} (earlier in the question)"),
                        f"'{p.text}' → {m.text}, named earlier in the question, where the answer starts"))
        elif (ref is None or not ref.entities) and (asked := _asked_class(answer, p)) is not None:
            out.append((Coverage(p.text, "reference", f"{asked} (what the question asks for)"),
                        f"'{p.text}' → each {asked} asked for, named earlier in the question"))
        elif ref is None and (inside := tied_answers(answer, p) or opening_it(answer, p) or possessive_named(answer, p)):
            out.append((Coverage(p.text, "reference", inside), f"'{p.text}' opens the conversation: {inside}"))
        elif ref is None and _generic_they(answer, p):
            out.append((Coverage(p.text, "reference", "people in general (no earlier turn)"),
                        f"'{p.text}' opens the conversation: people in general, not an earlier answer"))
        elif ref is None:
            out.append((Coverage(p.text, "reference", None), f"'{p.text}' points back at nothing resolved"))
        elif not ref.entities:
            out.append((Coverage(p.text, "reference", None), f"'{p.text}' points at nothing earlier"))
        elif _uses(answer, ref.entities, p.kind == "within") or \
                (_demonstrative_one(p) and _uses(answer, ref.entities, False)):
            names = ", ".join(e.name or e.id for e in ref.entities[:5]) + (" …" if len(ref.entities) > 5 else "")
            out.append((Coverage(p.text, "reference", f"{names} ({ref.source})"),
                        f"'{p.text}' → {names}, used by the answer"))
        else:
            out.append((Coverage(p.text, "reference", None),
                        f"'{p.text}' was resolved ({ref.source}) but the answer does not use it"))
    return out

def _antecedent(graph: GraphStore, answer: Answer, a: Analysis, p) -> object | None:
    """The name of the question a pronoun or demonstrative points at inside it ("the movie X, when was *it*
    released"): a mention before the word, of the word's kind (a person for "he", no person for "it"), that the
    answer starts from; None when there is none."""
    if p.kind not in ("person", "thing"):
        return None
    if a.question != answer.question:
        return None  # the analysis read another text (a follow-up with its references put in)
    before = len(normalize_name(answer.question[:p.start]).split())
    want = _person(graph, p.text) if p.kind == "person" else _thing(graph)
    for m in reversed(named(a)):
        if m.end > before or not m.entities or m.singular:
            continue
        if check(graph, want, list(m.entities[:3])).agrees and _uses(answer, m.entities, False):
            return m
        return None  # the nearest name before the word is the one it points at
    return None


# "they" as subject or owner may be the one "who" asks for; "them", an object ("who trains *them*"), never is
THEY = frozenset({"they", "their", "theirs", "themselves"})


def _asked_class(answer: Answer, p) -> str | None:
    """The label the schema parser read from the question's words before the pointing word ``p``, of the same
    number ("which *repository* has the most tickets filed against *it*", "the products *it* uses": the thing asked
    about), when the parser checked the question's words itself; in a conversation's first question "they" /
    "their" after "who" stands for the people "who" asks for ("who has X as *their* base"). None otherwise. The
    word then stands for each answer, not for something of an earlier turn."""
    if not self_checked(answer) or p.kind not in ("thing", "group"):
        return None
    before = f" {normalize_name(answer.question[:p.start])} "
    found = None
    for row in answer.trace.coverage:
        span = normalize_name(row.span)
        if row.kind != "type" or not row.covered_by or not span or f" {span} " not in before:
            continue
        plural = span.split()[-1].endswith("s") and not span.split()[-1].endswith("ss")
        if plural == (p.kind == "group") and (found is None or before.rfind(f" {span} ") > found[0]):
            found = (before.rfind(f" {span} "), row.covered_by)
    if found is None and p.text.lower() in THEY and " who " in before and answer.trace.extra.get("first_turn") \
            and answer.entities:
        return "the people 'who' asks for"  # "who has X as *their* base", "top 3 rates - who are *they*"
    return found[1] if found else None


def _uses(answer: Answer, entities, within: bool) -> bool:
    """Whether the answer uses the entities a pointing word stands for: kept among them (a selection), or started
    from them (a path, a topic, the logical form)."""
    ids = {e.id for e in entities}
    trace = answer.trace
    if within:
        if any(s.kind == "filter" for s in trace.steps):
            return True  # the planner kept the given set's members that pass
        named = [e for e in answer.entities if not value_kind(e.name or e.id)]
        return bool(named) and all(e.id in ids for e in named)
    starts = {p.start.id for p in trace.paths} | {e.id for e in trace.topic_entities}
    form = trace.logical_form or ""
    return bool(ids & starts) or any(f'"{i}"' in form or f" {i})" in form for i in ids)


def _generic_they(answer: Answer, p) -> bool:
    """"what language do *they* speak in X", "what do *they* call X": "they" in the conversation's first question,
    which names what it asks about by its own name (else ``context`` records the word as pointing at nothing), and
    the answer starts from what the question names. With no earlier turn there is nothing for it to point back at:
    it means people in general, the way people ask. In a follow-up it still has to be resolved and used."""
    return bool(answer.trace.extra.get("first_turn")) and p.text.lower() == "they" and \
        bool(answer.trace.paths or answer.trace.logical_form)


def _demonstrative_one(p) -> bool:
    """"that one", "this one": a demonstrative for one earlier thing, used by an answer that starts from it as
    much as by one kept among it ("that one's genre?")."""
    return p.kind == "within" and p.noun == "one" and p.text.lower().split()[0] in ("that", "this")
