"""Find the topic entities of a question.

Order of evidence:
1. ``[brackets]`` (MetaQA's convention) are a hint: the bracketed text is looked up first.
2. Word n-grams of the question whose normalised form is exactly an entity name (longest spans win, overlapping
   shorter spans are dropped; n-grams made only of stop words are never entities).
3. Full-text and fuzzy search on the content words, for misspelt or partial names.
Every candidate carries a score in [0, 1]; several entities sharing one name are all returned (ambiguity is the
engine's to resolve, e.g. by exploring each).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, field

from kgchat.backends.base import BRACKETED, GraphStore, normalize_name
from kgchat.config import MAX_QUESTION_CHARS
from kgchat.errors import QuestionError
from kgchat.lexicons import SHARING_WORDS, Lexicon, for_graph
from kgchat.types import Entity, EntityMatch

ENTITY_MARKER = "qqentityqq"  # stands where a masked entity mention was (mask_mentions(..., marker=ENTITY_MARKER))
OTHER_MARKER = "qqotherqq"  # stands where another topic entity of the question was (searched from separately)


def check_question(question: str) -> str:
    """Strip the question and refuse empty or over-long ones with a message that says why."""
    if question is None or not str(question).strip():
        raise QuestionError("The question is empty. Ask something about the graph, e.g. 'who directed Inception?'")
    question = str(question).strip()
    if len(question) > MAX_QUESTION_CHARS:
        raise QuestionError(f"The question is {len(question):,} characters long; the limit is {MAX_QUESTION_CHARS:,}. "
                            "Shorten it to the question itself.")
    if "\x00" in question:
        raise QuestionError("The question contains a NUL character.")
    if any(0xD800 <= ord(c) <= 0xDFFF for c in question):  # cannot be encoded, so could be neither saved nor sent
        raise QuestionError("The question contains an invalid character (a lone UTF-16 surrogate, U+D800–U+DFFF) "
                            "that cannot be stored; retype or paste the question again.")
    return question


@dataclass
class EntityLinker:
    """Links questions to entities of one graph."""

    store: GraphStore
    max_ngram: int = 10  # longest name, in words, looked for as an exact n-gram
    limit: int = 5
    margin: float = 0.15  # keep candidates scoring within this much of the best one
    lexicon: Lexicon | None = None  # the graph's words (stop words are never a mention); None: the graph's profile
    _stop: frozenset[str] = field(init=False, repr=False, default=frozenset())

    def __post_init__(self) -> None:
        if self.lexicon is None:
            self.lexicon = for_graph(self.store)
        self._stop = self.lexicon.stop_words

    def link(self, question: str) -> list[EntityMatch]:
        question = check_question(question)
        found: dict[str, EntityMatch] = {}

        def offer(m: EntityMatch) -> None:
            if m.entity.id not in found or found[m.entity.id].score < m.score:
                found[m.entity.id] = m

        for hint in BRACKETED.findall(question):
            matches = self.store.search_entities(hint, limit=self.limit)
            name = hint.strip()
            # Names that differ only in case ("Anne Baxter" the actor, "anne baxter" the tag): the one spelled as
            # asked is the one meant, and the others fall below the exact-match floor of ``_ranked``.
            spelled = any(m.entity.name == name for m in matches)
            for m in matches:
                recased = spelled and m.entity.name != name and m.entity.name.casefold() == name.casefold()
                offer(EntityMatch(m.entity, round(0.98 * m.score, 4) if recased else m.score,
                                  f"bracket+{m.method}", hint))
        if found and max(m.score for m in found.values()) >= 0.99:
            return self._ranked(found)

        text = BRACKETED.sub(lambda m: m.group(1), question)
        for m in self._exact_ngrams(text):
            offer(m)
        if not found or max(m.score for m in found.values()) < 0.6:
            content = " ".join(w for w in normalize_name(text).split() if w not in self._stop)
            if content:
                for m in self.store.search_entities(content, limit=self.limit):
                    offer(EntityMatch(m.entity, round(0.9 * m.score, 4), m.method, content))
        return self._ranked(found)

    def _ranked(self, found: dict[str, EntityMatch]) -> list[EntityMatch]:
        """Best first; candidates far below the best are dropped (they would only distract the search)."""
        def key(m: EntityMatch) -> tuple:
            # Among equal scores, the better-connected entity is the likelier topic (an actor over a tag).
            degree = self.store.degree(m.entity.id)
            return (-m.score, -degree, m.entity.id)

        ranked = sorted(found.values(), key=key)
        best = ranked[0].score if ranked else 0.0
        floor = 0.99 if best >= 0.99 else best - self.margin  # an exact name match beats every near miss
        return [m for m in ranked if m.score >= floor][: self.limit]

    def _exact_ngrams(self, text: str) -> list[EntityMatch]:
        """Longest-first exact-name spans; a span inside an already chosen span is skipped."""
        words = normalize_name(text).split()
        taken = [False] * len(words)
        out: list[EntityMatch] = []
        spans = [(i, n) for n in range(min(self.max_ngram, len(words)), 0, -1) for i in range(len(words) - n + 1)
                 if not (all(w in self._stop for w in words[i:i + n]) or (n == 1 and len(words[i]) < 3))]
        named = self.store.entities_by_norms(" ".join(words[i:i + n]) for i, n in spans)  # one round trip
        for i, n in spans:
            if any(taken[i:i + n]):
                continue
            span = words[i:i + n]
            norm = " ".join(span)
            entities = as_written(named[norm], text)
            if not entities:
                continue
            for k in range(i, i + n):
                taken[k] = True
            # Longer spans are more reliable: one content word alone is often a common word that happens
            # to be a film title ("Up", "Her", "Heat").
            content = sum(w not in self._stop for w in span)
            score = min(1.0, 0.55 + 0.15 * content + 0.05 * n)
            share = 1.0 if len(entities) == 1 else 0.97  # same name, several entities: slightly less sure
            out += [EntityMatch(e, round(score * share, 4), "exact-ngram", norm) for e in entities]
        return out


def as_written(entities: list, text: str) -> list:
    """Among entities that share a normalised name ("Brüno", "Bruno"; "William Gibson", "william gibson"), those
    spelled in ``text`` as written: accents and punctuation always, case only when the writer uses capitals (people
    also type in lower case); all are kept when none is written out exactly."""
    if len(entities) < 2:
        return entities
    if any(c.isupper() for c in text[1:]):  # a writer who uses capitals spells names as they are
        exact = [e for e in entities if e.name and e.name in text and e.name != e.name.lower()]
        if exact:  # "Anne Baxter" the actor, not "anne baxter" the tag; a word in lower case says nothing
            return exact
    folded = text.casefold()
    written = [e for e in entities if e.name and e.name.casefold() in folded]
    return written or entities


def given_topics(store: GraphStore, ids: Sequence[str], names: Sequence[str] = ()) -> list[Entity]:
    """The graph's entities for topic entities a question set names (as Think-on-Graph evaluates: linking skipped).

    ``ids[i]`` and ``names[i]`` are two ways of naming the i-th topic (a Freebase mid and its name); the id is tried
    first, then an entity with exactly that name (the best-connected one when several share it). Topics the graph
    does not hold are left out, so the result may be empty.
    """
    out: dict[str, Entity] = {}
    for i in range(max(len(ids), len(names))):
        refs = [r for r in (ids[i] if i < len(ids) else "", names[i] if i < len(names) else "") if r]
        for ref in refs:
            found = store.entity(ref)
            if found is None:
                same = store.entities_by_norm(normalize_name(ref))
                found = max(same, key=lambda e: (store.degree(e.id), e.id)) if same else None
            if found is not None:
                out.setdefault(found.id, found)
                break
    return list(out.values())


def mask_mentions(question: str, mentions: list[str], marker: str = "") -> str:
    """The question without its entity mentions, for scorers that should judge the relation wording only.

    ``which films did [Tom Hanks] act in`` -> ``which films did act in``; with ``marker``, each mention is replaced
    by it instead (``which films did qqentityqq act in``), for scorers that read where the entity was.
    """
    hole = f" {marker} " if marker else " "
    text = BRACKETED.sub(hole, question)
    for mention in sorted({m for m in mentions if m and len(m) > 1}, key=len, reverse=True):
        text = re.sub(rf"(?<!\w){re.escape(mention)}(?!\w)", hole, text, flags=re.IGNORECASE)
        words = normalize_name(mention).split()
        if words and (len(words) > 1 or len(words[0]) > 2):  # spelt with other punctuation or accents
            loose = r"\W*".join(re.escape(w) for w in words)  # "Shoot 'Em Up" is asked as "Shoot Em Up"
            folded = _fold(text)
            spans = [m.span() for m in re.finditer(rf"(?<!\w){loose}(?!\w)", folded, flags=re.IGNORECASE)]
            for start, end in reversed(spans):
                text = text[:start] + hole + text[end:]
    return " ".join(text.split()) or question


def _fold(text: str) -> str:
    """``text`` with accents dropped character by character (same length, so spans found in it fit ``text``)."""
    return "".join(unicodedata.normalize("NFKD", c)[:1] or c for c in text)


def content_words(text: str, drop: frozenset[str]) -> str:
    """``text`` without the words in ``drop`` (a lexicon's ``stop_words``: question words, articles and, on the movie
    graph, generic nouns such as 'film'; or ``FUNCTION_WORDS`` only, keeping 'director', 'year'). Sharing words are
    kept."""
    return " ".join(w for w in normalize_name(text).split() if w not in drop or w in SHARING_WORDS) or text
