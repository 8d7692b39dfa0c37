"""Per-graph words and weights: which words name no relation on this graph, and how much word matches count.

General rules live in code (``linking``, ``scorers.lexical``); what depends on the graph's domain lives in a
``Lexicon`` profile. ``for_graph`` picks the profile: the movie profile (``lexicons.movies``) for the bundled MetaQA
movie KB, the neutral ``DEFAULT`` elsewhere. The neutral profile knows English function words only; the weights are
the ones measured on MetaQA dev (bench/README.md, "Tuning history"), since no other graph has been tuned yet.
"""

from __future__ import annotations

from typing import Any

from kgchat.lexicons.base import (
    BASE_STOP_WORDS,
    DEFAULT,
    FUNCTION_WORDS,
    GLUE_WORDS,
    SHARING_WORDS,
    Lexicon,
)
from kgchat.lexicons.movies import MOVIES

__all__ = ["BASE_STOP_WORDS", "DEFAULT", "FUNCTION_WORDS", "GLUE_WORDS", "MOVIES", "SHARING_WORDS", "Lexicon",
           "for_graph", "is_movie_graph"]


def for_graph(graph: Any) -> Lexicon:
    """The profile of ``graph``: the movie profile on the bundled movie KB, the neutral default elsewhere."""
    return MOVIES if is_movie_graph(graph) else DEFAULT


def is_movie_graph(graph: Any) -> bool:
    """True for the bundled MetaQA movie graph (built by ``kgchat.graphs.default_graph``, which records its source)."""
    meta = getattr(graph, "meta", None)
    if not callable(meta):
        return False
    try:
        from kgchat.graphs import MOVIE_KB

        return meta("source") == MOVIE_KB.name
    except Exception:  # noqa: BLE001 - a graph without a meta table is simply not the movie graph
        return False
