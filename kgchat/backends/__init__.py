"""Graph backends behind the GraphStore protocol, and ``open_graph`` to pick one from a spec string.

Specs: ``sqlite:PATH`` (embedded; default: the bundled movie KG), ``bolt://…`` / ``neo4j://…`` (Neo4j),
``sparql:URL`` (a SPARQL 1.1 endpoint, Freebase conventions by default).
"""

from __future__ import annotations

from kgchat.backends.base import GraphStore, normalize_name
from kgchat.errors import ConfigError

__all__ = ["GraphStore", "normalize_name", "open_graph"]


def open_graph(spec: str | None = None, create: bool = False, progress: bool = False) -> GraphStore:
    """Open the graph a spec names. ``None`` or ``"default"`` opens the bundled movie KG (built on first use)."""
    if spec is None or spec in ("", "default"):
        from kgchat.graphs import default_graph

        return default_graph(progress=progress)
    if spec.startswith("sqlite:"):
        from kgchat.backends.sqlite import SQLiteGraph

        path = spec.removeprefix("sqlite:")
        if not path:
            raise ConfigError("The sqlite spec needs a path, e.g. sqlite:./movies.db")
        return SQLiteGraph(path, create=create)
    if spec.startswith(("bolt://", "bolt+s://", "bolt+ssc://", "neo4j://", "neo4j+s://", "neo4j+ssc://")):
        from kgchat.backends.neo4j import Neo4jGraph

        return Neo4jGraph.from_spec(spec)
    if spec.startswith("sparql:"):
        from kgchat.backends.sparql import SparqlGraph

        return SparqlGraph.from_spec(spec)
    raise ConfigError(
        f"Unknown graph spec {spec!r}. Use sqlite:PATH, bolt://USER:PASS@HOST:PORT, neo4j://… or sparql:URL."
    )
