"""Choosing a scorer by name: the one place that knows which scorers exist and which suits a graph.

'auto' is the shipped learned scorer on the bundled movie graph (it was trained there); on any other graph, a model
trained on that graph (``kgchat train --graph``; found by ``kgchat.scorers.models.find_model``); else the zero-shot
lexical scorer. A model directory given with 'auto' or 'learned' is loaded instead. The lexical scorer gets the
graph's lexicon profile (``kgchat.lexicons.for_graph``).
"""

from __future__ import annotations

from typing import Any

from kgchat.errors import ConfigError, ModelError
from kgchat.lexicons import for_graph, is_movie_graph
from kgchat.scorers.base import Scorer

SCORERS = ("auto", "embedding", "bm25", "learned")


def make_scorer(name: str = "auto", model_dir: str | None = None, graph: Any = None) -> Scorer:
    """The pruning scorer used without an LLM.

    'auto': the model in ``model_dir`` when given; else, on the bundled movie graph, the shipped learned model;
    else a model trained on a graph with this graph's relations; else the zero-shot lexical scorer ('embedding').
    """
    if name == "bm25":
        from kgchat.scorers.bm25 import BM25Scorer

        return BM25Scorer()
    if name == "learned" or (name == "auto" and model_dir):
        from kgchat.scorers.learned import LearnedScorer, default_model_dir

        directory = model_dir or default_model_dir()
        if directory is None:
            raise ConfigError("No trained model: give --model DIR (see `kgchat train`).")
        return LearnedScorer.load(directory)
    if name == "auto":
        return default_scorer(graph)
    if name == "embedding":
        return lexical_scorer(graph)
    raise ConfigError(f"Unknown scorer {name!r}; use one of {', '.join(SCORERS)}.")


def default_scorer(graph: Any = None) -> Scorer:
    """The shipped learned scorer on the bundled movie graph; a model trained on ``graph`` (by its relations) on
    other graphs; the zero-shot lexical scorer when there is none (or it cannot be loaded)."""
    try:
        from kgchat.scorers.learned import LearnedScorer, default_model_dir
    except ImportError:
        return lexical_scorer(graph)
    if is_movie_graph(graph):
        directory = default_model_dir()
    else:
        from kgchat.scorers.models import find_model

        directory = find_model(graph) if graph is not None else None
    if directory is not None:
        try:
            return LearnedScorer.load(directory)
        except ModelError:
            pass
    return lexical_scorer(graph)


def lexical_scorer(graph: Any = None) -> Scorer:
    """The zero-shot lexical scorer with ``graph``'s lexicon profile (the neutral one without a graph)."""
    from kgchat.scorers.lexical import LexicalScorer

    return LexicalScorer(lexicon=for_graph(graph) if graph is not None else None)
