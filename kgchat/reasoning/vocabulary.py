"""Which relation of a graph a word of a question names: the graph's verbalised relation names, its phrase profile
when it has one (``kgchat.lexicons.movie_phrases`` for the bundled movie graph), and MiniLM similarity to both.

One ``Vocabulary`` per graph is shared by every engine and check that reads the graph's words (``shared_vocabulary``).
"""

from __future__ import annotations

import threading
import weakref
from collections.abc import Sequence

from kgchat.backends.base import GraphStore, normalize_name
from kgchat.scorers.base import relation_text
from kgchat.text import lemma

PROFILED_THRESHOLD = 0.8  # MiniLM similarity a word needs to a profile phrase to name its relation (see for_graph)


class Vocabulary:
    """Which relation of one graph a word names: its phrase profile, verbalised relation names and MiniLM.

    A word names relation r when one of r's phrases equals it, or when its MiniLM similarity to r's closest phrase
    is at least ``threshold`` and ahead of every other relation by ``margin``.
    """

    def __init__(self, relations: Sequence[str], phrases: dict[str, Sequence[str]] | None = None,
                 subject_nouns: frozenset[str] = frozenset(), prepositions: dict[str, str] | None = None,
                 labels: frozenset[str] = frozenset(), encoder: object | None = None,
                 threshold: float = 0.6, margin: float = 0.05, class_words: dict[str, str] | None = None):
        self.relations = sorted(set(relations))
        # whether the vocabulary lists the usual wordings of its relations (a phrase profile), or knows them only by
        # their names: only a listed vocabulary can say that a word names nothing in the graph (``unread.outside``)
        self.profiled = bool(phrases)
        self.class_words = dict(class_words or {})  # "animated" -> the value it stands for ("Animation")
        self.subject_nouns = subject_nouns
        self.prepositions = {w: r for w, r in (prepositions or {}).items() if r in self.relations}
        self.labels = labels
        self.threshold, self.margin = threshold, margin
        table: dict[str, set[str]] = {}
        for r in self.relations:
            for p in (relation_text(r), *((phrases or {}).get(r, ()))):
                table.setdefault(normalize_name(p), set()).add(r)
        self.phrases = {p: rs for p, rs in table.items() if p}
        self.multiword = sorted((p for p in self.phrases if " " in p), key=lambda p: -len(p.split()))
        self._by_word: dict[str, set[str]] = {}  # a word of a relation's phrases -> those relations (``loose``)
        for p, rs in self.phrases.items():
            for w in p.split():
                self._by_word.setdefault(w, set()).update(rs)
        self._encode = None
        if encoder is not None:
            from kgchat.scorers.embedding import EmbeddingCache

            self._encode = EmbeddingCache(encoder).encode
            self._keys = list(self.phrases)
            self._owners = [sorted(self.phrases[p]) for p in self._keys]
            self._matrix = self._encode(self._keys)
        self._memo: dict[str, tuple[str | None, float]] = {}
        self._sims: dict[tuple[str, bool], dict[str, float]] = {}

    @classmethod
    def for_graph(cls, store: GraphStore, encoder: object | None = None) -> Vocabulary:
        """The graph's vocabulary: with the movie phrase profile when the graph has the movie relations.

        A profile lists the usual wordings of each relation, so a word outside it must be close to one of them
        (``PROFILED_THRESHOLD``) to name that relation: "produced" is near "make" (0.72) and "birthday" near "date"
        (0.60), but a producer is not a director and a birthday is not a release year. Without a profile the
        verbalised relation names are all there is, and the plain threshold applies.
        """
        from kgchat.lexicons import movie_phrases as movie

        names = store.relation_names()
        if len(movie.MOVIE_RELATIONS & set(names)) >= 5:
            return cls(names, movie.RELATION_PHRASES, movie.SUBJECT_NOUNS, movie.PREPOSITION_RELATIONS,
                       movie.LABEL_RELATIONS, encoder, threshold=PROFILED_THRESHOLD, class_words=movie.CLASS_WORDS)
        return cls(names, encoder=encoder)

    def loose(self, text: str) -> tuple[str, ...]:
        """The relations a word names loosely: those with the word in their name, and those as close to it as
        ``threshold`` ("language" on a graph with an official language, languages spoken and a film's language). A
        word with no one relation but some loose ones is ambiguous, not foreign: the search has relations to read it
        by, and an answer that walks one of them answers it. A word that names one relation clearly may still name
        others loosely ("language" names a film's language, and is a word of "official language" too)."""
        text = normalize_name(text)
        if not text:
            return ()
        found = set(self._by_word.get(text, ()))
        found |= {r for r, sim in self._similarities(text).items() if sim >= self.threshold}
        return tuple(sorted(found))

    @property
    def encodes(self) -> bool:
        """Whether words are compared with relation phrases by MiniLM similarity too (an encoder was given)."""
        return self._encode is not None

    def similarity(self, text: str, other: str) -> float | None:
        """MiniLM similarity of two words or phrases; None without an encoder."""
        if self._encode is None:
            return None
        pair = self._encode([normalize_name(text), normalize_name(other)])
        return float(pair[0] @ pair[1])

    def containing(self, text: str) -> frozenset[str]:
        """The relations whose phrases (on a graph without a profile: whose names) have the word in them."""
        return frozenset(self._by_word.get(normalize_name(text), ()))

    def name(self, text: str) -> tuple[str | None, float]:
        """(relation, similarity) for a word or phrase; (None, best similarity) when it names none clearly."""
        text = normalize_name(text)
        if text in self.phrases:
            owners = sorted(self.phrases[text])
            return (owners[0], 1.0) if len(owners) == 1 else (None, 1.0)
        if self._encode is None or not text:
            return None, 0.0
        if text not in self._memo:
            found = self._closest(text)
            base = lemma(text) if " " not in text else text
            if found[0] is None and base != text:
                # an irregular form ("wrote") as close to two relations: its dictionary form ("write") may not be
                owners = sorted(self.phrases.get(base, ()))
                again = (owners[0], 1.0) if len(owners) == 1 else self._closest(base, singular=False)
                found = again if again[0] is not None else found
            self._memo[text] = found
        return self._memo[text]

    def _closest(self, text: str, singular: bool = True) -> tuple[str | None, float]:
        ranked = sorted(self._similarities(text, singular).items(), key=lambda kv: -kv[1])
        if not ranked:
            return None, 0.0
        top, runner = ranked[0], (ranked[1][1] if len(ranked) > 1 else -1.0)
        ok = top[1] >= self.threshold and top[1] - runner >= self.margin
        return top[0] if ok else None, round(top[1], 4)

    def _similarities(self, text: str, singular: bool = True) -> dict[str, float]:
        """Each relation's MiniLM similarity to the word (its closest phrase; with ``singular``, a plural's singular
        counts too)."""
        if self._encode is None or not self._keys:
            return {}
        key = (text, singular)
        if key not in self._sims:
            forms = [text] + ([text[:-1]] if singular and text.endswith("s") and len(text) > 4 else [])
            best: dict[str, float] = {}
            for row in self._encode(forms) @ self._matrix.T:
                for i, s in enumerate(row):
                    for r in self._owners[i]:
                        best[r] = max(best.get(r, -1.0), float(s))
            self._sims[key] = best
        return self._sims[key]


_shared_lock = threading.Lock()
_shared: weakref.WeakKeyDictionary[GraphStore, dict[bool, Vocabulary]] = weakref.WeakKeyDictionary()


def shared_vocabulary(store: GraphStore, encoder: object | None = None) -> Vocabulary:
    """One ``Vocabulary`` per graph (one with MiniLM and one without), built at first use and shared by every engine
    and check that reads the graph's words."""
    with _shared_lock:
        known = _shared.setdefault(store, {}).get(encoder is not None)
    if known is None:
        known = Vocabulary.for_graph(store, encoder)
        with _shared_lock:
            _shared[store][encoder is not None] = known
    return known
