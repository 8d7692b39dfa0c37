"""How the router sees a question: its *form* (names masked) as a unit vector ``x``, the input of clustering and
LinUCB (``bandit.py``).

Two featurisers, chosen by ``RouterConfig.features``:

* ``hashed`` (the default): the form's words, word pairs and the letter triples and quadruples inside its words,
  each hashed (CRC-32, the same in every process) to one of ``HASHED_DIM`` signed slots — the "hashing trick". Words
  and pairs say what is asked ("how many", "directed", "X and X"); letter n-grams let forms of one word meet
  ("directed", "director"). No model, no word list: about 0.1 ms a question in pure Python and numpy.
* ``minilm``: the frozen all-MiniLM-L6-v2 sentence embedding of the form (384 numbers). It knows synonyms the
  hashed features do not, but costs ~14 ms of CPU a question on the 2-core test machine — over the 5 ms a routing
  decision may take.
"""

from __future__ import annotations

import re
import zlib
from collections.abc import Callable

import numpy as np

from kgchat.errors import ConfigError

MINILM_DIM = 384  # all-MiniLM-L6-v2 sentence embedding size
HASHED_DIM = 1024  # slots of the hashed features (few collisions among a question's ~100 n-grams)
FEATURES = {"hashed": HASHED_DIM, "minilm": MINILM_DIM}  # featuriser -> size of x
CHAR_WEIGHT = 0.5  # share of the letter n-grams in the hashed vector (the words' share is 1 − this)
CHAR_NGRAMS = (3, 4)

_QUOTED = re.compile(r"\[[^\[\]]+\]|\"[^\"]+\"|“[^”]+”")  # [bracketed], "quoted" or “quoted” mentions
_IDENTIFIER = re.compile(r"\b\w*_\w*\b")  # ids written with underscores (frederica_of_mecklenburg)
_NAME = re.compile(r"\b[A-Z][\w'’.-]*(?:\s+(?:(?:of|the|de|von|van|and|&)\s+)*[A-Z0-9][\w'’.-]*)*")  # Capitalised
_TOKEN = re.compile(r"\w+|[^\w\s]")
NAME_MARK = "X"

Featuriser = Callable[[str], np.ndarray]  # question -> x (unit length)


def question_form(question: str) -> str:
    """The question with what looks like a name replaced by ``X``: "how many films did Tom Hanks star in" →
    "how many films did X star in". Which engine suits a question depends on its form, not on who it names, and
    names otherwise dominate a short question's features. Only the written shape is read (brackets, quotes,
    underscores, capitals); a capitalised first word alone is the question word and stays."""
    text = _IDENTIFIER.sub(NAME_MARK, _QUOTED.sub(NAME_MARK, question))
    text = _NAME.sub(lambda m: m.group(0) if m.start() == 0 and " " not in m.group(0) else NAME_MARK, text)
    return " ".join(text.split()) or question


def _add(vec: np.ndarray, feature: str, weight: float) -> None:
    h = zlib.crc32(feature.encode("utf-8"))
    vec[h % vec.shape[0]] += weight if h & 0x80000000 else -weight  # the sign bit: collisions cancel on average


def hashed_features(form: str, dim: int = HASHED_DIM) -> np.ndarray:
    """The hashed n-gram vector of a question form (unit length; ``form`` as ``question_form`` writes it)."""
    tokens = ["<s>", *_TOKEN.findall(form.lower()), "</s>"]
    words = np.zeros(dim)
    for i, token in enumerate(tokens):
        if 0 < i < len(tokens) - 1:
            _add(words, "w:" + token, 1.0)
        if i:
            _add(words, f"b:{tokens[i - 1]} {token}", 1.0)
    chars = np.zeros(dim)
    for token in tokens[1:-1]:
        padded = f" {token} "
        for n in CHAR_NGRAMS:
            for j in range(len(padded) - n + 1):
                _add(chars, "c:" + padded[j:j + n], 1.0)
    vec = (1.0 - CHAR_WEIGHT) * _unit(words) + CHAR_WEIGHT * _unit(chars)
    return _unit(vec) if vec.any() else np.eye(dim)[0]


def _unit(v: np.ndarray) -> np.ndarray:
    n = float(np.linalg.norm(v))
    return v / n if n else v


def embed(encoder, questions: list[str]) -> np.ndarray:
    """MiniLM sentence embeddings (unit length, float64) of the questions' forms."""
    vecs = encoder.encode([question_form(q) for q in questions], batch_size=64, normalize_embeddings=True,
                          convert_to_numpy=True, show_progress_bar=False)
    return np.asarray(vecs, dtype=np.float64)


def make_featuriser(kind: str, encoder=None) -> Featuriser:
    """The featuriser named ``kind`` ("hashed" or "minilm"; ``encoder``: a loaded MiniLM to reuse). Without the
    embedding extra, "minilm" gives every question the same vector: one cluster, arms told apart by their records."""
    if kind == "hashed":
        return lambda question: hashed_features(question_form(question))
    if kind != "minilm":
        raise ConfigError(f"Unknown router features {kind!r}: use one of {', '.join(FEATURES)}.")
    if encoder is None:
        from kgchat.errors import ModelError
        from kgchat.scorers.embedding import load_minilm

        try:
            encoder = load_minilm()
        except ModelError:
            return lambda question: np.eye(MINILM_DIM)[0]
    from kgchat.scorers.embedding import EmbeddingCache

    cache = EmbeddingCache(encoder, size=4096)  # a form asked again costs no encoding
    return lambda question: np.asarray(cache.encode([question_form(question)])[0], dtype=np.float64)
