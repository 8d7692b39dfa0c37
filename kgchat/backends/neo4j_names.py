"""Finding ``Neo4jGraph`` entities by name: ``search_entities`` and the exact lookups entity linking makes.

Search ranks as on every backend (``kgchat.backends.ranking.rank_by_name``): the exact normalised name through the
``norm`` index, then the full-text index (words all, then any; ``neo4j_frontier.lucene_query`` builds the query,
which travels as a parameter), then fuzzy matching over every name. Without a full-text index the word passes scan
a list of every entity's normalised name, loaded once per store and dropped on its writes. The functions take the
``Neo4jGraph`` (``store``) whose methods they are.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from kgchat.backends import neo4j_frontier
from kgchat.backends.base import normalize_name
from kgchat.backends.neo4j_frontier import to_entity
from kgchat.backends.ranking import rank_by_name
from kgchat.logic.cypher import quote_name
from kgchat.logic.cypher_shape import value_equals
from kgchat.types import Entity, EntityMatch


def search_entities(store: Any, text: str, limit: int = 10) -> list[EntityMatch]:
    """Exact normalised name → full-text words (all, then any) → fuzzy over all names
    (``kgchat.backends.ranking``, as on every backend)."""
    def words(all_words: bool, cap: int) -> list[tuple[Entity, str]]:
        return [(e, normalize_name(e.name)) for e in _word_matches(store, normalize_name(text).split(), all_words, cap)]

    def fuzzy() -> tuple[list[str], Callable[[int], Entity]]:
        return _fuzzy_names(store), store._name_rows.__getitem__

    return rank_by_name(text, limit, lambda norm: entities_by_norm(store, norm, limit, use_fulltext=False), words,
                        fuzzy)


def entities_by_norm(store: Any, norm: str, limit: int = 20, use_fulltext: bool = True) -> list[Entity]:
    """Entities whose normalised name is exactly ``norm`` (used by entity linking over n-grams), and a node named
    by an integer key that ``norm`` says as a word and the number (``neo4j_frontier.numbered``)."""
    numbered = neo4j_frontier.numbered(store, [norm], limit).get(norm, [])
    return [*numbered, *(e for e in _by_norm(store, norm, limit, use_fulltext) if e not in numbered)][:limit]


def _by_norm(store: Any, norm: str, limit: int, use_fulltext: bool) -> list[Entity]:
    if store.has_norm_index:
        s = store.shape
        rows = store._read(f"MATCH {s.node('n')} WHERE n.{quote_name(store.config.norm_property)} = $norm "
                           f"RETURN {s.returns('n')} ORDER BY id LIMIT $limit", "finding names",
                           norm=norm, limit=limit)
        found = [to_entity(r["id"], r["name"]) for r in rows]
        if found or not use_fulltext:
            return found
    if not use_fulltext:
        return []
    return [e for e in _word_matches(store, norm.split(), True, max(limit * 5, 50))
            if normalize_name(e.name) == norm][:limit]


def _word_matches(store: Any, words: list[str], all_words: bool, limit: int) -> list[Entity]:
    """Entities whose name contains all (or any) of ``words``, best first: full-text index, else a scan."""
    if not words:
        return []
    if store.has_fulltext:
        lucene = neo4j_frontier.lucene_query(words, all_words)  # the query travels as a parameter
        rows = store._read(
            "CALL db.index.fulltext.queryNodes($index, $q, {limit: $limit}) YIELD node AS n "
            f"RETURN {store.shape.returns('n')}", "searching names",
            index=store.fulltext_index, q=lucene, limit=limit)
        return [to_entity(r["id"], r["name"]) for r in rows]
    wanted = set(words)
    names = _fuzzy_names(store)
    test = wanted.issubset if all_words else wanted.intersection
    hits = [store._name_rows[i] for i, n in enumerate(names) if test(n.split())]
    return sorted(hits, key=lambda e: (len(e.name), e.id))[:limit]


def _fuzzy_names(store: Any) -> list[str]:
    # Every entity's normalised name, loaded once per store and dropped on this store's writes; used only
    # when the faster passes found nothing, or when there is no full-text index.
    with store._lock:
        if store._names is None:
            s = store.shape
            rows = store._read(f"MATCH {s.node('n')} RETURN {s.returns('n')}", "loading names",
                               timeout=store.config.load_timeout)
            store._name_rows = [to_entity(r["id"], r["name"]) for r in rows]
            store._names = [normalize_name(e.name) for e in store._name_rows]
        return store._names



def nodes_with(store: Any, label: str, values: dict[str, str], limit: int = 2) -> list[Entity]:
    """Nodes of ``label`` whose properties hold these values, compared as kgchat shows them (a date as its ISO
    day): how a question's flight number and date find the one flight no single key names
    (``LabelInfo.apart``)."""
    info = next((x for x in store.graph_schema.labels if x.name == label), None)
    if info is None or not values:
        return []
    tests, params = [], {}
    for i, (key, text) in enumerate(values.items()):
        test, params[f"v{i}"] = value_equals(f"n.{quote_name(key)}", f"$v{i}", info.property(key), text)
        tests.append(test)
    rows = store._read(f"MATCH (n:{quote_name(label)}) WHERE {' AND '.join(tests)} RETURN {store.shape.returns('n')} "
                       "LIMIT $limit", "finding a node by its values", limit=limit, **params)
    return [to_entity(r["id"], r["name"]) for r in rows]
