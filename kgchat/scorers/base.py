"""The one interface every pruning scorer implements (LLM, BM25, embedding, learned).

A scorer rates options against a question. Options are short texts: a relation name, a relation chain written
with ``relation_chain_text``, or an entity name. Higher is better; scores need not sum to 1. They are in [0, 1],
except the embedding scorer's, which adds word-count bonuses and maluses to a similarity in [0, 1]; compare a
scorer's scores with each other, not with another scorer's.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, runtime_checkable


@runtime_checkable
class Scorer(Protocol):
    name: str
    # Optional: ``threshold`` (float) — a best score below it marks an answer found without an LLM as approximate.

    def score(self, question: str, options: Sequence[str], context: str = "") -> list[float]:
        """One score per option, in the same order. ``context`` is what the option hangs off (topic entity,
        path so far), for scorers that can use it."""
        ...


def relation_text(relation: str) -> str:
    """A relation as words: ``~film.film.directed_by`` -> ``film film directed by (reverse)``."""
    reverse = relation.startswith("~")
    words = relation.lstrip("~").replace("__", " ").replace(".", " ").replace("_", " ").split()
    return " ".join(words) + (" (reverse)" if reverse else "")


def relation_chain_text(relations: Sequence[str]) -> str:
    """A relation chain as words, hops separated by ' then ' (what learned scorers are trained on)."""
    return " then ".join(relation_text(r) for r in relations)
