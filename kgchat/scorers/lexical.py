"""Lexical scorer (the zero-shot ``embedding`` choice): counts the relation hops a question's words name, and uses
all-MiniLM-L6-v2 similarity to break ties and rank what no word names.

Embeddings alone rate 'directed by then starred actors' about as close to 'which films did X direct' as 'directed
by'; counting which hops the question's words name tells them apart. Which words count, the window sizes and the
weights come from the graph's ``Lexicon`` (``kgchat.lexicons``); how they were chosen is in bench/README.md
("Tuning history").
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

import numpy as np

from kgchat.chains import HOP_SEP, REVERSE_WORDS
from kgchat.lexicons import DEFAULT, FUNCTION_WORDS, SHARING_WORDS, Lexicon
from kgchat.linking import ENTITY_MARKER, content_words
from kgchat.scorers.base import BaseScorer
from kgchat.scorers.embedding import EmbeddingCache, load_minilm
from kgchat.verbalise import property_words

_WORD = re.compile(r"[a-z]+")
_TOKEN = re.compile(r"[\w'-]+")
_WH = frozenset({"what", "which", "who", "whom", "whose", "when", "where", "how"})


def _words(text: str, lexicon: Lexicon) -> list[str]:
    """The words of ``text`` that can name a relation: three letters or more, not glue ('has', 'then', 'reverse')."""
    return [w for w in _WORD.findall(text.lower()) if len(w) >= 3 and w not in lexicon.glue_words]


def _stems(text: str, lexicon: Lexicon) -> list[str]:
    """Crude stems: the first ``stem_length`` letters of each word ('directed', 'director' -> 'dire'; 'act' stays)."""
    return [w[: lexicon.stem_length] for w in _words(text, lexicon)]


def _same_stem(a: str, b: str) -> bool:
    n = min(len(a), len(b))
    return a[:n] == b[:n]


def _names(word: str, stem: str, n: int) -> bool:
    """Whether a question word names a relation word: same stem, or the stem inside a compound ("screenwriter")."""
    return _same_stem(word[:n], stem) or (len(stem) == n and stem in word)


def _plain(hop: str) -> str:
    return hop.replace(REVERSE_WORDS, "")


def lexical_support(question: str, chain: str, lexicon: Lexicon = DEFAULT) -> int:
    """How many hops of a chain the question's words support, minus the hops nothing supports.

    Each question word supports at most one hop: one whose stem it starts with, or contains ("screenwriter" names
    'written by'). A hop takes one word per word of its name, so "the release year of X" names 'release year' once
    and leaves nothing for 'release year then release year'. A hop that walks straight back along the previous
    relation ('starred actors then starred actors (reverse)': films sharing an actor) is supported by a word saying
    that something is shared ('same', 'also', 'together', ...), neutral otherwise. Each such word, or run of them
    ("share the same"), supports one walk back: "the same actor" does not make 'actors, their films, those films'
    actors' (two walks back) look named.
    """
    words = question.lower().split()
    sharing = sum(w in SHARING_WORDS and (i == 0 or words[i - 1] not in SHARING_WORDS) for i, w in enumerate(words))
    free = _words(question, lexicon)
    hops = chain.split(HOP_SEP)
    total = 0
    for i, hop in enumerate(hops):
        if i and _plain(hop) == _plain(hops[i - 1]) and hop != hops[i - 1]:
            if sharing:
                sharing -= 1
                total += 1
            continue
        named = False
        # "release year" takes both "release" and "year": one hop, not two; a Freebase hop's bracketed type
        # ("nationality (person)") names a kind of thing, not the relation, so it takes no word
        for stem in _stems(property_words(hop), lexicon):
            hit = next((w for w in free if _names(w, stem, lexicon.stem_length)), None)
            if hit is not None:
                free.remove(hit)
                named = True
        total += 1 if named else -1
    return total


def question_windows(question: str, lexicon: Lexicon = DEFAULT) -> tuple[str, str]:
    """Two short windows of a question whose entity mention was replaced by ``ENTITY_MARKER``: the words next to the
    entity (they name the first hop: "the *director* of X") and the words of the wh-phrase (they name what is asked
    for, the last hop: "*what genres* are the films ..."; "... starred *who*"). Function words are left out, except
    the lexicon's ``window_keeps`` ("when"), and so are its generic nouns (on the movie graph, in "what kind of movie
    is X" the windows are "" and "kind", not "movie" and "kind movie", which are closer to 'directed by' than to 'has
    genre'). Empty strings when there is no marker."""
    tokens = _TOKEN.findall(question.lower())
    if ENTITY_MARKER not in tokens:
        return "", ""
    i = tokens.index(ENTITY_MARKER)
    before, after = lexicon.near_window
    near = tokens[max(0, i - before):i] + tokens[i + 1:i + 1 + after]
    if tokens[0] in _WH:
        asked = tokens[: lexicon.leading_wh_window]
    else:  # the wh-word comes later ("the films written by X starred who") or not at all
        k = max((j for j, t in enumerate(tokens) if t in _WH), default=None)
        if k is not None:
            asked = tokens[max(0, k - lexicon.later_wh_window[0]):k + lexicon.later_wh_window[1]]
        else:
            asked = tokens[-lexicon.tail_window:]
    return _window_text(near, lexicon), _window_text(asked, lexicon)


def _window_text(tokens: list[str], lexicon: Lexicon) -> str:
    return " ".join(t for t in tokens if t != ENTITY_MARKER and t not in lexicon.generic_nouns
                    and (t not in FUNCTION_WORDS or t in lexicon.window_keeps))


class LexicalScorer(BaseScorer):
    """Cosine similarity between the question and each option, mapped from [-1, 1] to [0, 1], plus a bonus per
    relation hop whose words the question uses (and a malus per hop it does not, see ``lexical_support``). With the
    lexicon's ``lexical_weight`` (0.3) these word counts decide between chains and the embeddings break ties and
    rank what no word names.

    Given a question with ``ENTITY_MARKER`` where the topic entity was (ToG does this, see ``reads_entity_marker``),
    a chain also earns a bonus when its first hop matches the words next to the entity and its last hop matches the
    wh-phrase (``question_windows``), for the similarity above ``window_floor``. This gives order a say: 'written
    by, then starred actors (reverse)' and 'starred actors, then written by (reverse)' use the same words, but only
    one starts where the entity is and ends where the question asks.
    """

    name = "embedding"
    # below this best-chain score an answer is labelled approximate (MetaQA dev, 150/hop: 67% right below, 94% above)
    threshold = 0.5
    reads_entity_marker = True

    def __init__(self, model: Any = None, lexicon: Lexicon | None = None, compose_hops: bool = False):
        self.cache = EmbeddingCache(model if model is not None else load_minilm())
        self.lexicon = lexicon or DEFAULT
        self.compose_hops = compose_hops  # True: chain vector = sum of hop vectors (faster, but blind to a relation walked there and back)

    @property
    def encoder(self) -> Any:
        return self.cache.model

    def score(self, question: str, options: Sequence[str], context: str = "") -> list[float]:
        if not options:
            return []
        lex = self.lexicon
        windows = ("", "")
        words = question
        if ENTITY_MARKER in question:
            windows = question_windows(question, lex)
            question = question.replace(ENTITY_MARKER, " ")
            words = content_words(question, FUNCTION_WORDS)  # "the same *actor*": nouns name relations too
            question = content_words(question, FUNCTION_WORDS | lex.generic_nouns)  # and for the embedding as well
        sims = self._chain_vectors(options) @ self.cache.encode([question])[0]
        w = lex.lexical_weight
        scores = [float((s + 1.0) / 2.0 + (w * lexical_support(words, o, lex) if w else 0.0))
                  for s, o in zip(sims, options, strict=True)]
        bonus = self._window_bonus(options, *windows)
        return [s + b for s, b in zip(scores, bonus, strict=True)]

    def _chain_vectors(self, options: Sequence[str]):
        """One unit vector per option: the normalised sum of its hops' embeddings. Hops repeat across options and
        questions (a graph has few relations), so after the first questions nearly every hop is cached and scoring
        costs no encoder pass; word order within the chain is the windows' job (``_window_bonus``)."""
        if not self.compose_hops:
            return self.cache.encode(list(options))
        hops = [o.split(HOP_SEP) for o in options]
        unique = list(dict.fromkeys(h for hs in hops for h in hs))
        table = dict(zip(unique, self.cache.encode(unique), strict=True))
        vecs = np.stack([np.sum([table[h] for h in hs], axis=0) for hs in hops])
        return vecs / np.maximum(np.linalg.norm(vecs, axis=1, keepdims=True), 1e-9)

    def _window_bonus(self, options: Sequence[str], near: str, asked: str) -> list[float]:
        """Per option: how far above ``window_floor`` its first hop matches the words next to the entity, and its
        last hop the wh-phrase (weighted; never negative)."""
        hops = [[_plain(h) for h in o.split(HOP_SEP)] for o in options]
        bonus = [0.0] * len(options)
        floor = self.lexicon.window_floor
        for weight, words, pick in ((self.lexicon.window_weights[0], near, 0),
                                    (self.lexicon.window_weights[1], asked, -1)):
            if not weight or not words:
                continue
            texts = sorted({h[pick] for h in hops})
            sims = dict(zip(texts, (self.cache.encode(texts) @ self.cache.encode([words])[0]).tolist(), strict=True))
            for i, h in enumerate(hops):
                bonus[i] += weight * max(0.0, sims[h[pick]] - floor)
        return bonus
