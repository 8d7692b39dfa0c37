"""Per-graph words and weights: which words name no relation on this graph, and how much word matches count.

General rules live in code (``linking``, ``scorers.lexical``); what depends on the graph's domain lives in a
``Lexicon`` profile. ``for_graph`` picks the profile: the movie profile (``lexicons.movies``) for the bundled
movie graph, the Freebase profile (``lexicons.freebase``) for graphs whose relations are Freebase ids, the neutral
``DEFAULT`` elsewhere. The neutral and Freebase profiles know English function words only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kgchat.lexicons.base import (
    BASE_STOP_WORDS,
    DEFAULT,
    FUNCTION_WORDS,
    PAIRING_WORDS,
    PERSON_WORDS,
    RELATIVE_WORDS,
    SHARING_WORDS,
    Lexicon,
)
from kgchat.lexicons.freebase import FREEBASE, graph_is_freebase
from kgchat.lexicons.movies import MOVIES

if TYPE_CHECKING:
    from kgchat.backends.base import GraphStore

__all__ = ["BASE_STOP_WORDS", "DEFAULT", "FREEBASE", "FUNCTION_WORDS", "MOVIES", "PAIRING_WORDS",
           "PERSON_WORDS", "RELATIVE_WORDS", "SHARING_WORDS", "Lexicon", "for_graph", "is_movie_graph"]


def for_graph(graph: GraphStore | None) -> Lexicon:
    """The profile of ``graph``: the movie profile on the bundled movie KB, the Freebase profile on graphs whose
    relations are Freebase ids, the neutral default elsewhere."""
    if graph is None:
        return DEFAULT
    if is_movie_graph(graph):
        return MOVIES
    return FREEBASE if graph_is_freebase(graph) else DEFAULT


def is_movie_graph(graph: GraphStore | None) -> bool:
    """True for the bundled movie graph (built by ``kgchat.graphs.default_graph``, which records its source)."""
    if graph is None:
        return False
    from kgchat.graphs import MOVIE_KB

    return graph.meta("source") == MOVIE_KB.name
