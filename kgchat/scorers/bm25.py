"""BM25 scorer over the options of one decision (via the ``bm25s`` package), normalised to [0, 1]."""

from __future__ import annotations

import re
from collections.abc import Sequence

from kgchat.errors import ModelError
from kgchat.extras import require
from kgchat.scorers.base import BaseScorer

_WORD = re.compile(r"[a-z0-9]+")


def _tokens(text: str) -> list[str]:
    return _WORD.findall(text.lower().replace("_", " ").replace(".", " "))


class BM25Scorer(BaseScorer):
    name = "bm25"

    def score(self, question: str, options: Sequence[str], context: str = "") -> list[float]:
        if not options:
            return []
        bm25s = require("bm25s", "The BM25 scorer", error=ModelError)

        corpus = [_tokens(o) or ["_empty_"] for o in options]
        retriever = bm25s.BM25()
        retriever.index(corpus, show_progress=False)
        query = [t for t in _tokens(question) if t in {w for doc in corpus for w in doc}]
        if not query:
            return [0.0] * len(options)
        raw = retriever.get_scores(query)
        top = float(max(raw)) or 1.0
        return [float(s) / top for s in raw]
