"""Conversation context: resolve the words of a follow-up question that point at earlier turns.

``resolve(question, history, graph)`` reads a question against the answers given earlier in the same conversation
(oldest first) and says what to ask and where to start:

- a person word ("he", "she", "they" as a subject, "that director") stands for the answer of an earlier "who"
  question, or else for what an earlier question was about ("what did Ang Lee direct" → "he" is Ang Lee);
- a thing word ("it", "that film") stands for what an earlier question was about ("who directed Heat" → "it" is
  Heat), or for the single answer of an earlier "which film" question;
- a plural word ("those films", "them", "these") stands for the answers of an earlier turn, and "which of them" /
  "which ones" / "of those" also says the answer must be among them (``within``);
- "what else", "other", "another" exclude what the earlier turn already named (``exclude``).

The most recent turn with something of the right kind wins. Each resolved word becomes a ``Reference`` that the
trace shows ("'he' → Michael Mann, answer of turn 1"). A question with no such word, or with nothing earlier to
point at, is asked as if alone (``topics`` None: the engine links entities from the text).

The pointing words are closed-class English (``kgchat.reasoning.pointers``); whether a noun after "that" stands for
a person ("that director") or a thing ("that film") is read from the graph: its profile's nouns for the things
relations start from, and the relation a noun names, whose objects are people when the graph links many subjects to
many different ones (``kgchat.reasoning.answer_type``).
"""

from __future__ import annotations

import re
import threading
import weakref
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from kgchat.backends.base import GraphStore, normalize_name
from kgchat.linking import EntityLinker
from kgchat.reasoning.answer_type import PERSON_WORDS, profile
from kgchat.reasoning.base import answer_text
from kgchat.reasoning.pointers import Pointer, pointers
from kgchat.reasoning.vocabulary import shared_vocabulary
from kgchat.types import Answer, Candidate, Direction, Entity, Provenance, Reference, Step, Trace

_LEAD = re.compile(r"^\s*(?:and|so|ok(?:ay)?|then|also|now|well|but)\b[\s,]*", re.I)
_ASKS_PERSON = re.compile(r"\b(?:who|whom|whose)\b", re.I)
_WORDS_OF_REFERENCE = frozenset({"he", "she", "him", "his", "her", "hers", "himself", "herself", "it", "its", "they",
                                 "them", "those", "these", "that", "this", "same", "said", "else", "other", "others",
                                 "another", "besides", "which", "ones", "one"})
_nouns_lock = threading.Lock()
_noun_kinds: weakref.WeakKeyDictionary[GraphStore, Callable[[str], str | None]] = weakref.WeakKeyDictionary()


def noun_kind(graph: GraphStore) -> Callable[[str], str | None]:
    """``kind(noun)``: "person", "thing" or None (a noun the graph does not know), for ``pointers``: person words,
    the profile's nouns for the things relations start from, and the relation a noun names (people when the
    relation links its subjects to many different objects). Built once per graph."""
    with _nouns_lock:
        known = _noun_kinds.get(graph)
    if known is not None:
        return known
    vocab = shared_vocabulary(graph)
    people = profile(graph).person_positions
    person_relations = {r for r, _ in people}

    def kind(noun: str) -> str | None:
        noun = noun.lower()
        if noun in PERSON_WORDS:
            return "person"
        if noun in vocab.subject_nouns:
            return "thing"
        relation = vocab.name(noun)[0]
        if relation is None and noun.endswith("s"):
            relation = vocab.name(noun[:-1])[0]
        if relation is None:
            return None
        return "person" if relation in person_relations else "thing"

    with _nouns_lock:
        _noun_kinds[graph] = kind
    return kind


@dataclass
class Resolved:
    """A question made ready to answer: what to ask, where to start, and which entities the answer must keep."""

    question: str  # the text to ask, e.g. "what did [Michael Mann] direct" for "what else did he direct"
    topics: list[Entity] | None = None  # entities to start from; None: link them from the text
    within: list[Entity] | None = None  # the answer must be among these ("which of them")
    exclude: list[Entity] = field(default_factory=list)  # the answer must not be these ("what else")
    references: list[Reference] = field(default_factory=list)


@dataclass
class _Turn:
    number: int  # 1-based position in the conversation
    question: str
    topics: list[Entity]
    answers: list[Entity]
    is_thing: Callable[[Entity], bool]
    asks_thing: bool = False  # "which film ...": its wh-phrase names a kind of thing, not a person
    is_person: Callable[[Entity], bool] = lambda e: True  # where the graph places people (``answer_type``)

    @property
    def asks_person(self) -> bool:
        """"who directed X", but also "tell me who directed X", "X, who directed that?", "X was written by who?"."""
        return bool(_ASKS_PERSON.search(_LEAD.sub("", self.question)))

    def people(self) -> tuple[list[Entity], str]:
        """Who a person word may stand for: the answer to "who ...", else the people the answer found when the
        question was about a thing, else the people the question was about (those the graph places where people
        stand first: "name a horror film with X" → "he" is X, not the genre)."""
        found = [e for e in self.answers if not self.is_thing(e)]
        about = [e for e in self.topics if not self.is_thing(e)]
        about = [e for e in about if self.is_person(e)] or about
        if self.asks_person:
            return (found, "answer") if found else ([], "")
        if found and not about and any(self.is_thing(e) for e in self.topics):
            return found, "answer"  # "the director of Heat?" → "he" is the director, not the film
        return about, "topic"

    def thing(self) -> tuple[list[Entity], str]:
        """What "it" may stand for: the single answer when it is a thing ("what did X direct in 1987" → "that
        one"), else the thing the question was about; where the graph tells no things from people, the single
        answer of "which film ...", else what the question was about."""
        if len(self.answers) == 1 and self.is_thing(self.answers[0]):
            return self.answers, "answer"
        things = [e for e in self.topics if self.is_thing(e)]
        if things:
            return things[:1], "topic"
        if len(self.answers) == 1 and self.asks_thing:
            return self.answers, "answer"
        return self.topics[:1], "topic"

    def answered(self) -> tuple[list[Entity], str]:
        """What "which of them" picks from: the answers only (a turn that found nothing offers nothing)."""
        return self.answers, "answer"

    def group(self) -> tuple[list[Entity], str]:
        """What "those", "them" stand for: the answers, else what the question was about."""
        return (self.answers, "answer") if self.answers else (self.topics, "topic")


def _is_value(e: Entity) -> bool:
    """A literal answer (a year, a count) rather than a node one can ask about."""
    return bool(re.fullmatch(r"[\d.,\s:-]+", e.name or e.id))


def _thing_test(graph: GraphStore) -> Callable[[Entity], bool]:
    """Whether an entity is a thing that facts are about (a film) rather than someone: it has edges of several
    relations going out and none coming in. Only a tie-breaker for "he" after a question about a film ("when did
    Titanic come out" → "what else did she direct" looks further back); graphs where people have outgoing edges
    simply never call anyone a thing."""
    seen: dict[str, bool] = {}

    def is_thing(e: Entity) -> bool:
        if e.id not in seen:
            seen[e.id] = len(graph.relations(e.id, Direction.OUT)) >= 2 and not graph.relations(e.id, Direction.IN)
        return seen[e.id]
    return is_thing


def _person_test(graph: GraphStore) -> Callable[[Entity], bool]:
    """Whether an entity stands where the graph's people stand (``answer_type.Profile.person_positions``)."""
    people = profile(graph).person_positions

    def is_person(e: Entity) -> bool:
        return bool(people & set(graph.relations_many([e.id]).get(e.id, {})))
    return is_person


def _turns(history: Sequence[Answer], graph: GraphStore) -> list[_Turn]:
    is_thing = _thing_test(graph)
    is_person = _person_test(graph)
    kind_of = noun_kind(graph)
    out = []
    for i, a in enumerate(history, 1):
        # The entities the answer actually started from (a path's start, an entity of its logical form) beat every
        # candidate the linker offered.
        form = a.trace.logical_form or ""
        starts = list(dict.fromkeys([p.start for p in a.trace.paths] + [e for e in a.trace.topic_entities
                                                                         if _in_form(e.id, form)])) \
            or a.trace.topic_entities
        out.append(_Turn(i, a.question, [e for e in starts if not _is_value(e)],
                         [e for e in a.entities if not _is_value(e)], is_thing, _asks_thing(a.question, kind_of),
                         is_person))
    return out


_WH_PHRASE = re.compile(r"^\s*(?:what|which|name)\s+(?:is\s+|was\s+)?(?:the\s+)?((?:[\w'-]+\s+){0,2}[\w'-]+)", re.I)


def _asks_thing(question: str, kind_of: Callable[[str], str | None]) -> bool:
    """"which film ...", "what movie has X and Y": a word of the wh-phrase names a kind of thing on this graph."""
    m = _WH_PHRASE.match(_LEAD.sub("", question))
    return bool(m) and any(kind_of(w) == "thing" for w in m.group(1).lower().split())


def _in_form(entity_id: str, form: str) -> bool:
    return bool(form) and (f'"{entity_id}"' in form or f" {entity_id})" in form)


def _names(entities: list[Entity]) -> str:
    names = [f"[{e.name or e.id}]" for e in entities]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _find(turns: list[_Turn], pick: str) -> tuple[list[Entity], _Turn | None, str]:
    for turn in reversed(turns):
        entities, role = getattr(turn, pick)()
        if entities:
            return entities, turn, role
    return [], None, ""


def _substitute(question: str, p: Pointer, entities: list[Entity], kind: str = "") -> str:
    """Put the entities' names where the pointing words were, when they are few enough to read."""
    if len(entities) > 3:
        return question
    word = p.text.lower()
    text = _names(entities)
    if word in ("his", "its", "hers", "theirs") or (word in ("her", "their")
                                                      and _followed_by_noun(question, p.end)):
        text += "'s"
    if p.noun and kind == "person" and len(entities) == 1 and p.noun not in PERSON_WORDS:
        text = f"the {p.noun} {text}"  # "that director" keeps its role: "the director [George Gallo]"
    return question[:p.start] + text + question[p.end:]


def _followed_by_noun(question: str, at: int) -> bool:
    nxt = re.match(r"\s+([A-Za-z']+)", question[at:])
    return bool(nxt) and nxt.group(1).lower() not in {"in", "on", "at", "with", "to", "for", "from", "by", "and", "or",
                                                      "direct", "write", "star", "act", "appear"}


def resolve(question: str, history: Sequence[Answer] | None, graph: GraphStore,
            linker: EntityLinker | None = None) -> Resolved:
    """Resolve the follow-up words of ``question`` against ``history`` (earlier answers, oldest first)."""
    turns = _turns(history or [], graph)
    if not turns:
        return _alone(question, graph, linker)
    found = pointers(question, noun_kind(graph))
    text = question
    references: list[Reference] = []
    referred: list[Entity] = []
    within: list[Entity] | None = None
    last_turn: _Turn | None = None
    for p in found:  # "which of them", "the newest one": a selection from the latest answers (two or more)
        if p.kind == "within" and within is None:
            entities, turn, role = _find(turns, "answered")
            if turn and (len(entities) > 1 or p.noun != "one"):
                within = list(entities)
                references.append(Reference(p.text, within, f"{role} of turn {turn.number}"))
                last_turn = turn
    unwritten = False  # a group too large to write into the question by name
    for p in reversed(found):  # right to left: earlier offsets stay valid as names replace words
        if p.kind == "else" or (p.kind == "within" and within is not None):
            continue
        pick = {"person": "people", "thing": "thing", "within": "thing"}.get(p.kind, "group")
        if p.text.lower() in ("they", "their", "theirs", "themselves") and _they_are_people(turns):
            pick = "people"
        if within is not None and pick == "group":
            continue  # "which of them ... their": the set is given already
        entities, turn, role = _find(turns, pick)
        if turn:
            references.append(Reference(p.text, list(entities), f"{role} of turn {turn.number}"))
            referred.extend(e for e in entities if e not in referred)
            text = _substitute(text, p, entities, "person" if pick == "people" else p.kind)
            unwritten = unwritten or len(entities) > 3
            last_turn = last_turn or turn

    exclude: list[Entity] = []
    if other := next((p for p in found if p.kind == "else"), None):
        turn = last_turn or turns[-1]
        asked = normalize_name(question)
        exclude = [e for e in dict.fromkeys(turn.answers + turn.topics)
                   if e not in referred and normalize_name(e.name or e.id) not in asked]
        if exclude:
            references.append(Reference(other.text, exclude, f"excluding what turn {turn.number} named"))
            text = _without_else(text)  # the exclusion is done here; the engine gets the plain question
    if not referred and within is None:
        # Nothing points back: ask as if alone, except that "what else" still leaves out what was already said.
        alone = _alone(question, graph, linker)
        alone.question, alone.exclude, alone.references = text, exclude, references
        return alone

    named = _named_in(text, referred + (within or []), graph, linker)
    if within is not None:
        # "which of them came out after 1990", "which of those did [X] direct": the set itself, the names written
        # into the question for the engine to read as tests on its members; a group too large to write by name
        # ("which of them did those actors star in") is started from instead, and the answer kept among the set.
        topics = named + [e for e in referred if e not in named] if unwritten else list(within)
    else:
        topics = referred + [e for e in named if e not in referred]
    return Resolved(text, topics, within, exclude, references)


def _they_are_people(turns: list[_Turn]) -> bool:
    """Whether "they" stands for people ("what else have they directed": the person asked about, whatever their
    number) rather than for things ("when were they released"): the latest turn that found or named something found
    people, or asked who."""
    latest = next((t for t in reversed(turns) if t.answers or t.topics), None)
    if latest is None:
        return True
    return latest.asks_person or not all(latest.is_thing(e) for e in latest.answers or latest.topics)


def _alone(question: str, graph: GraphStore, linker: EntityLinker | None) -> Resolved:
    """A question with no earlier turn to lean on. When it still points back ("what else did he direct?") and
    names nothing by its own name, there is nothing to start from: linking the leftover words would answer some
    other question (the film "Anything Else"), so no topic is given and the engine says it does not know."""
    pointing = [p.text for p in pointers(question, noun_kind(graph)) if p.kind in ("person", "thing", "group")
                and not (p.start == 0 and p.text[:1].isupper() and p.kind == "thing")]  # "It" may start a title
    # A [bracketed] name is named on purpose, whatever words it holds ("[How She Move], when was it released").
    if not pointing or "[" in question or _named_in(question, [], graph, linker):
        return Resolved(question)
    return Resolved(question, topics=[], references=[Reference(w, [], "nothing earlier in the conversation")
                                                     for w in dict.fromkeys(pointing)])


def _without_else(text: str) -> str:
    """Drop the "else" / "other" the exclusion takes care of: "what else did [X] direct" → "what did [X] direct"."""
    out = re.sub(r"\b(?:else|other)\s+", lambda m: m.group(0) if _in_name(text, m) else "", text, flags=re.I)
    return out if re.search(r"\w", out) else text


def _in_name(text: str, m: re.Match) -> bool:
    """Whether the match lies inside a [bracketed name] (one put there for an earlier reference, or the user's)."""
    return text.rfind("[", 0, m.start()) > text.rfind("]", 0, m.start())


def _named_in(text: str, known: list[Entity], graph: GraphStore, linker: EntityLinker | None) -> list[Entity]:
    """Entities the question names by their exact name besides those it refers to ("by that director starring
    Robert De Niro"); reference words and the referred names are taken out first so they cannot be linked again."""
    rest = re.sub(r"\[[^\[\]]*\]", " ", text)
    rest = " ".join(w for w in rest.split() if w.lower().strip("?.,!") not in _WORDS_OF_REFERENCE)
    if not re.search(r"\w", rest):
        return []
    linker = linker or EntityLinker(graph)
    found = []
    for m in linker.link(rest):
        # Only exact names as people write names: capitalised or several words, never a number ("after 2000").
        at = rest.casefold().find(m.mention.casefold())
        written = rest[at:at + len(m.mention)] if at >= 0 else m.mention
        proper = len(m.mention.split()) > 1 or bool(re.search(r"[A-Z]", written))
        exact = "exact" in m.method or m.score >= 0.99
        if exact and proper and not _is_value(m.entity) and m.entity not in known and m.entity not in found:
            found.append(m.entity)
    return found


def apply_context(answer: Answer, question: str, resolved: Resolved) -> Answer:
    """Finish a follow-up's answer: keep answers among ``within``, drop ``exclude``, record the references.

    The engine may already have done the filtering (a planner given a set as topics); doing it again changes nothing.
    An answer that is a value (a count) is left alone: it is not one of the entities being filtered.
    """
    answer.question = question
    trace = answer.trace
    if resolved.question != question:
        trace.extra["asked"] = resolved.question
    trace.references = list(resolved.references)  # the badge's checks (``trust.Audit``) say whether each is used
    entities = answer.entities
    if not entities or all(_is_value(e) for e in entities):
        return answer
    kept = entities
    selected = any(s.kind == "filter" for s in trace.steps)  # the engine kept the set's members itself (and may
    # have walked on from them: "who wrote the earliest one")
    if resolved.within is not None and not selected:
        allowed = {e.id for e in resolved.within}
        kept = [e for e in kept if e.id in allowed]
    if resolved.exclude:
        dropped = {e.id for e in resolved.exclude}
        kept = [e for e in kept if e.id not in dropped]
    if len(kept) == len(entities):
        return answer
    removed = len(entities) - len(kept)
    trace.add(Step("context", 0, [Candidate(e.name or e.id, 1.0, e in kept) for e in entities[:50]],
                   note=f"kept {len(kept)} of {len(entities)} answers: {removed} outside the earlier answers or "
                        "already named earlier in the conversation"))
    gone = {e.id for e in entities} - {e.id for e in kept}
    trace.paths = [p for p in trace.paths if p.end.id not in gone]  # a path to a dropped answer supports nothing
    if kept:
        answer.entities, answer.text = kept, answer_text(kept)
    else:
        answer.entities, answer.text, answer.provenance = [], "I don't know.", Provenance.NONE
    return answer


def remembered(answer: Answer) -> Answer:
    """What a later turn needs of an answer: its question, its answer entities and the entities it started from
    (small enough to keep in a UI session's state)."""
    starts = list(dict.fromkeys(p.start for p in answer.trace.paths)) or list(answer.trace.topic_entities)
    return Answer(answer.question, answer.text, list(answer.entities), answer.provenance, answer.engine,
                  Trace(topic_entities=starts))
