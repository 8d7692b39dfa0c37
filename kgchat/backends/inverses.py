"""Inverse relation twins read from a graph server: the two queries each server runs for
``GraphStore.inverse_relations`` (``SQLiteGraph`` runs the same counts in SQL).

Both count, over a sample of the graph's edges ``a r b``, how often an edge ``b q a`` comes back (per ``(r, q)``)
and how many edges of each ``r`` the sample holds; ``kgchat.backends.base.inverse_pairs`` decides from those counts.
Relation names come from the server and are only compared, never pasted into a query; the sample size is an int.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from kgchat.backends.base import inverse_pairs

# edges read to find inverse relations: enough for every relation of a slice, a sample of a full Freebase
SERVER_SAMPLE = 200_000


def cypher_inverses(read: Callable[..., list[Any]], node: Callable[[str], str], sample: int = SERVER_SAMPLE) -> dict[str, str]:
    """Inverse pairs of a Neo4j graph: ``read(query, doing, **params)`` runs a read query, ``node(var)`` is the
    pattern of an entity node (its labels)."""
    edges = f"MATCH {node('a')}-[r]->{node('b')} WITH a, r, b LIMIT $n "
    both = read(edges + "MATCH (b)-[q]->(a) RETURN type(r) AS r1, type(q) AS r2, count(*) AS k",
                "finding inverse relations", n=int(sample))
    sizes = read(edges + "RETURN type(r) AS rel, count(*) AS k", "finding inverse relations", n=int(sample))
    return inverse_pairs({(x["r1"], x["r2"]): int(x["k"]) for x in both}, {x["rel"]: int(x["k"]) for x in sizes})


def sparql_inverses(select: Callable[[str], tuple[list[dict], Any]], relation_name: Callable[[str], str],
                    relations: set[str], sample: int = SERVER_SAMPLE) -> dict[str, str]:
    """Inverse pairs of a SPARQL graph: ``select(query)`` returns result bindings, ``relation_name(iri)`` the
    relation a predicate IRI is, ``relations`` the ones to keep (labels and meta predicates are none)."""
    edges = f"{{ SELECT ?a ?p ?b WHERE {{ ?a ?p ?b . FILTER(isIRI(?b) || isBlank(?b)) }} LIMIT {int(sample)} }}"
    both, _ = select(f"SELECT ?p ?q (COUNT(*) AS ?k) WHERE {{ {edges} ?b ?q ?a }} GROUP BY ?p ?q")
    sizes, _ = select(f"SELECT ?p (COUNT(*) AS ?k) WHERE {{ {edges} }} GROUP BY ?p")

    def name(binding: dict) -> str:
        return relation_name(binding["value"])

    pairs = {(name(x["p"]), name(x["q"])): int(x["k"]["value"]) for x in both}
    counts = {name(x["p"]): int(x["k"]["value"]) for x in sizes}
    return inverse_pairs({k: v for k, v in pairs.items() if k[0] in relations and k[1] in relations},
                         {r: k for r, k in counts.items() if r in relations})
