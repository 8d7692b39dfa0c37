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

The words here are English function words and the nouns people use for people and things; nothing is specific to
one graph.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from kgchat.backends.base import GraphStore, normalize_name
from kgchat.linking import EntityLinker
from kgchat.reasoning.base import answer_text
from kgchat.types import Answer, Candidate, Coverage, Direction, Entity, Provenance, Reference, Step, Trace

# Nouns that name a person in "that director", "the same actor" (general English, not one graph's schema).
PERSON_NOUNS = ("director", "actor", "actress", "writer", "screenwriter", "author", "person", "man", "woman", "guy",
                "filmmaker", "star", "artist", "singer", "composer", "producer", "player")
ROLE_NOUNS = ("director", "actor", "actress", "writer", "screenwriter", "author", "composer", "producer", "singer",
              "player", "filmmaker")  # a demonstrative with one of these says the person's role as well
THING_NOUNS = ("film", "movie", "picture", "book", "song", "album", "show", "one", "title", "work")
PLURAL_NOUNS = ("films", "movies", "pictures", "books", "songs", "albums", "shows", "ones", "titles", "works",
                "people", "actors", "directors", "writers", "persons", "answers")
_DEM = r"(?:that|this|said)"
_PERSON = re.compile(rf"\b(?:{_DEM}\s+(?:{'|'.join(PERSON_NOUNS)})|he|she|him|his|her|hers|himself|herself)\b", re.I)
_THEY_SUBJECT = re.compile(r"\b(?:they|their|theirs)\b", re.I)
_THEY_THINGS = re.compile(r"\b(?:(?:were|are|was)\s+they|they\s+(?:were|are)\s+(?:\w+ed|made|written|released|shot|"
                          r"set|about|in))\b", re.I)
_THING = re.compile(rf"\b(?:{_DEM}\s+(?:{'|'.join(THING_NOUNS)})|it|its)\b", re.I)
_WITHIN = re.compile(r"\b(?:which|what|how many|any|some|none|all|one)\s+(?:one\s+)?of\s+(?:them|those|these|the above)"
                     rf"(?:\s+(?:{'|'.join(PLURAL_NOUNS)}))?|\bwhich\s+ones\b|\bwhich\s+of\s+(?:them|those|these)\b",
                     re.I)
_PLURAL = re.compile(rf"\b(?:(?:those|these|the same)\s+(?:{'|'.join(PLURAL_NOUNS)})|them|those|these)\b", re.I)
_ELSE = re.compile(r"\b(?:(?:what|who|which|anything|anyone|something|where)\s+else|else|others?|another|besides)\b",
                   re.I)
_ASKS_THINGS = re.compile(r"\b(?:what|which|other|more)\s+(?:other\s+)?(?:films|movies|pictures|titles|works)\b", re.I)
_LEAD = re.compile(r"^\s*(?:and|so|ok(?:ay)?|then|also|now|well|but)\b[\s,]*", re.I)
_ASKS_PERSON = re.compile(r"\b(?:who|whom|whose)\b", re.I)
_ASKS_THING = re.compile(rf"^\s*(?:what|which|name)\s+(?:is\s+|was\s+)?(?:the\s+)?(?:\w+\s+){{0,2}}"
                         rf"(?:{'|'.join(THING_NOUNS)})\b", re.I)
_WORDS_OF_REFERENCE = frozenset({"he", "she", "him", "his", "her", "hers", "himself", "herself", "it", "its", "they",
                                 "them", "those", "these", "that", "this", "same", "said", "else", "other", "others",
                                 "another", "besides", "which", "ones"})


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

    @property
    def asks_person(self) -> bool:
        """"who directed X", but also "tell me who directed X", "X, who directed that?", "X was written by who?"."""
        return bool(_ASKS_PERSON.search(_LEAD.sub("", self.question)))

    def people(self) -> tuple[list[Entity], str]:
        """Who a person word may stand for: the answer to "who ...", else the people the answer found when the
        question was about a thing, else the people the question was about."""
        found = [e for e in self.answers if not self.is_thing(e)]
        about = [e for e in self.topics if not self.is_thing(e)]
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
        if len(self.answers) == 1 and _ASKS_THING.match(_LEAD.sub("", self.question)):
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


def _turns(history: Sequence[Answer], graph: GraphStore) -> list[_Turn]:
    is_thing = _thing_test(graph)
    out = []
    for i, a in enumerate(history, 1):
        # The entities the answer actually started from (a path's start) beat every candidate the linker offered.
        starts = list(dict.fromkeys(p.start for p in a.trace.paths)) or a.trace.topic_entities
        out.append(_Turn(i, a.question, [e for e in starts if not _is_value(e)],
                         [e for e in a.entities if not _is_value(e)], is_thing))
    return out


def _names(entities: list[Entity]) -> str:
    names = [f"[{e.name or e.id}]" for e in entities]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _find(turns: list[_Turn], pick: str) -> tuple[list[Entity], _Turn | None, str]:
    for turn in reversed(turns):
        entities, role = getattr(turn, pick)()
        if entities:
            return entities, turn, role
    return [], None, ""


def _substitute(question: str, match: re.Match, entities: list[Entity]) -> str:
    """Put the entities' names where the reference was, when they are few enough to read."""
    if len(entities) > 3:
        return question
    word = match.group(0).lower()
    text = _names(entities)
    if word in ("his", "its", "hers", "theirs") or (word in ("her", "their")
                                                      and _followed_by_noun(question, match.end())):
        text += "'s"
    noun = word.split()[-1]
    if noun in ROLE_NOUNS and len(entities) == 1:  # "that director" keeps its role: "the director [George Gallo]"
        text = f"the {noun} {text}"
    return question[:match.start()] + text + question[match.end():]


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
    text = question
    references: list[Reference] = []
    referred: list[Entity] = []
    within: list[Entity] | None = None
    last_turn: _Turn | None = None

    def refer(match: re.Match, entities: list[Entity], turn: _Turn, role: str) -> None:
        nonlocal text, last_turn
        references.append(Reference(match.group(0), list(entities), f"{role} of turn {turn.number}"))
        referred.extend(e for e in entities if e not in referred)
        text = _substitute(text, match, entities)
        last_turn = last_turn or turn

    if m := _WITHIN.search(text):
        entities, turn, role = _find(turns, "answered")
        if turn:
            within = list(entities)
            references.append(Reference(m.group(0), within, f"{role} of turn {turn.number}"))
            last_turn = turn
    for pattern, pick in ((_PERSON, "people"), (_THING, "thing")):
        for m in list(pattern.finditer(text))[::-1]:  # right to left: earlier offsets stay valid
            if (within is not None and _inside(_WITHIN, text, m)) or _in_name(text, m):
                continue
            entities, turn, role = _find(turns, pick)
            if turn:
                refer(m, entities, turn, role)
    if within is None:
        for m in list(_PLURAL.finditer(text))[::-1]:
            entities, turn, role = _find(turns, "group")
            if turn and not _in_name(text, m):
                refer(m, entities, turn, role)
        for m in list(_THEY_SUBJECT.finditer(text))[::-1]:
            things = _THEY_THINGS.search(text) and not _ASKS_THINGS.search(text)  # "what other films was they in"
            entities, turn, role = _find(turns, "group" if things else "people")
            if turn and not _in_name(text, m):
                refer(m, entities, turn, role)

    exclude: list[Entity] = []
    if m := _ELSE.search(question):
        turn = last_turn or turns[-1]
        asked = normalize_name(question)
        exclude = [e for e in dict.fromkeys(turn.answers + turn.topics)
                   if e not in referred and normalize_name(e.name or e.id) not in asked]
        if exclude:
            references.append(Reference(m.group(0), exclude, f"excluding what turn {turn.number} named"))
            text = _without_else(text)  # the exclusion is done here; the engine gets the plain question
    if not referred and within is None:
        # Nothing points back: ask as if alone, except that "what else" still leaves out what was already said.
        alone = _alone(question, graph, linker)
        alone.question, alone.exclude, alone.references = text, exclude, references
        return alone

    named = _named_in(text, referred + (within or []), graph, linker)
    if within is not None:
        # "which of those did X direct": start from X and keep what is among them; "which of them came out after
        # 1990": only constraints, so start from the set itself.
        topics = named + [e for e in referred if e not in named] if (named or referred) else list(within)
    else:
        topics = referred + [e for e in named if e not in referred]
    return Resolved(text, topics, within, exclude, references)


_DANGLING = re.compile(r"\b(?:he|she|him|his|her|they|them|their|it)\b|"
                       rf"\b{_DEM}\s+(?:{'|'.join(PERSON_NOUNS + THING_NOUNS + PLURAL_NOUNS)})\b|"
                       rf"\b(?:those|these)\s+(?:{'|'.join(PLURAL_NOUNS)})\b")


def _alone(question: str, graph: GraphStore, linker: EntityLinker | None) -> Resolved:
    """A question with no earlier turn to lean on. When it still points back ("what else did he direct?") and
    names nothing by its own name, there is nothing to start from: linking the leftover words would answer some
    other question (the film "Anything Else"), so no topic is given and the engine says it does not know."""
    pointing = [m.group(0) for m in _DANGLING.finditer(question)]  # case-sensitive: "It" may start a title
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


def _inside(pattern: re.Pattern, text: str, m: re.Match) -> bool:
    return any(w.start() <= m.start() and m.end() <= w.end() for w in pattern.finditer(text))


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
    trace.references = list(resolved.references)
    for ref in resolved.references:
        names = ", ".join(e.name or e.id for e in ref.entities[:5]) + (" …" if len(ref.entities) > 5 else "")
        trace.coverage.append(Coverage(ref.text, "reference", f"{names} ({ref.source})"))
    entities = answer.entities
    if not entities or all(_is_value(e) for e in entities):
        return answer
    kept = entities
    if resolved.within is not None:
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
