"""Choosing a scorer by name: the one place that knows which scorers exist and which suits a graph.

'auto' is the shipped learned scorer on the bundled movie graph (it was trained there); on any other graph, a model
trained on that graph (``kgchat train --graph``; found by ``kgchat.scorers.models.find_model``); else the zero-shot
lexical scorer. A model directory given with 'auto' or 'learned' is loaded instead. A model trained without
labelled questions is used by 'auto' together with the zero-shot scorer ('ensemble', ``kgchat.scorers.ensemble``);
'learned' always uses the model alone. The lexical scorer gets the graph's lexicon profile
(``kgchat.lexicons.for_graph``).
"""

from __future__ import annotations

from typing import Any

from kgchat.errors import ConfigError, ModelError
from kgchat.lexicons import for_graph, is_movie_graph
from kgchat.scorers.base import Scorer

SCORERS = ("auto", "embedding", "bm25", "learned", "ensemble", "llm")  # llm: an LLM's choice (``LLMScorer``)
LLM_SCORER_NEEDS_LLM = "The llm scorer needs an LLM: give one (--llm, e.g. --llm local, or the LLM setting)."


def make_scorer(name: str = "auto", model_dir: str | None = None, graph: Any = None) -> Scorer:
    """The pruning scorer used without an LLM.

    'auto': the model in ``model_dir`` when given; else, on the bundled movie graph, the shipped learned model;
    else a model trained on a graph with this graph's relations; else the zero-shot lexical scorer ('embedding').
    A model trained without labelled questions comes with the zero-shot scorer ('ensemble').
    'ensemble': the model in ``model_dir``, else the one 'auto' would find for ``graph``, with the zero-shot scorer.
    """
    if name == "llm":  # Chat.open makes it, with the chat's LLM
        raise ConfigError(LLM_SCORER_NEEDS_LLM)
    if name == "bm25":
        from kgchat.scorers.bm25 import BM25Scorer

        return BM25Scorer()
    if name == "ensemble":
        directory = model_dir or _model_for(graph)
        if directory is None:
            raise ConfigError("No model trained for this graph: give --model DIR, or train one with "
                              "`kgchat train --graph SPEC`.")
        return ensemble_scorer(_learned(directory), graph)
    if name == "learned":
        return _learned(model_dir)
    if name == "auto" and model_dir:
        return _with_zero_shot(_learned(model_dir), graph)
    if name == "auto":
        return default_scorer(graph)
    if name == "embedding":
        return lexical_scorer(graph)
    raise ConfigError(f"Unknown scorer {name!r}; use one of {', '.join(SCORERS)}.")


def default_scorer(graph: Any = None) -> Scorer:
    """The shipped learned scorer on the bundled movie graph; a model trained on ``graph`` (by its relations) on
    other graphs, with the zero-shot scorer when it was trained without labels; the zero-shot lexical scorer when
    there is none (or it cannot be loaded)."""
    try:
        from kgchat.scorers.learned import LearnedScorer
    except ImportError:
        return lexical_scorer(graph)
    directory = _model_for(graph)
    if directory is not None:
        try:
            return _with_zero_shot(LearnedScorer.load(directory), graph)
        except ModelError:
            pass
    return lexical_scorer(graph)


def _model_for(graph: Any) -> Any:
    """The model 'auto' would load for ``graph`` (None without one)."""
    if is_movie_graph(graph):
        from kgchat.scorers.learned import default_model_dir

        return default_model_dir()
    from kgchat.scorers.models import find_model

    return find_model(graph) if graph is not None else None


def _learned(model_dir: Any) -> Any:
    from kgchat.scorers.learned import LearnedScorer, default_model_dir

    directory = model_dir or default_model_dir()
    if directory is None:
        raise ConfigError("No trained model: give --model DIR (see `kgchat train`).")
    return LearnedScorer.load(directory)


def _with_zero_shot(learned: Any, graph: Any) -> Scorer:
    """A model trained without labelled questions together with the zero-shot scorer; any other model alone."""
    from kgchat.scorers.ensemble import trained_without_labels

    return ensemble_scorer(learned, graph) if trained_without_labels(learned.meta) else learned


def ensemble_scorer(learned: Any, graph: Any = None) -> Scorer:
    """``learned`` and the zero-shot lexical scorer of ``graph``, with the model's learned share (else the graph's
    lexicon profile's)."""
    from kgchat.scorers.ensemble import EnsembleScorer, learned_share

    zero_shot = lexical_scorer(graph)
    return EnsembleScorer(zero_shot, learned, learned_share(learned.meta, zero_shot.lexicon.learned_share))


def lexical_scorer(graph: Any = None) -> Scorer:
    """The zero-shot lexical scorer with ``graph``'s lexicon profile (the neutral one without a graph)."""
    from kgchat.scorers.lexical import LexicalScorer

    return LexicalScorer(lexicon=for_graph(graph) if graph is not None else None)
