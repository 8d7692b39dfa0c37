"""Answer-matching metrics. Matching is exact on normalised names (case, accents, punctuation), never substring."""

from __future__ import annotations

from collections.abc import Sequence

from kgchat.backends.base import normalize_name


def _norm_set(names: Sequence[str]) -> set[str]:
    return {normalize_name(n) for n in names if normalize_name(n)}


def hits_at_1(predicted: Sequence[str], gold: Sequence[str]) -> float:
    """1 when the first predicted answer is one of the gold answers."""
    return float(bool(predicted) and normalize_name(predicted[0]) in _norm_set(gold))


def f1(predicted: Sequence[str], gold: Sequence[str]) -> float:
    p, g = _norm_set(predicted), _norm_set(gold)
    if not p or not g:
        return float(p == g)
    tp = len(p & g)
    if not tp:
        return 0.0
    precision, recall = tp / len(p), tp / len(g)
    return 2 * precision * recall / (precision + recall)


def exact_match(predicted: Sequence[str], gold: Sequence[str]) -> float:
    return float(_norm_set(predicted) == _norm_set(gold))
