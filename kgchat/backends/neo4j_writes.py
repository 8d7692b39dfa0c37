"""Corrections on a ``Neo4jGraph``: adding, removing and replacing one triple, each in one write transaction.

A triple is one relationship between two entity nodes. Adding it creates a missing node (the write label with id,
name and ``norm`` properties; a graph opened with ``id=elementId`` cannot create nodes) and ``MERGE``s the
relationship, so a triple is stored once; replacing removes the old one and adds the new one in the same
transaction, so either both happen or neither does. The relationship type of a new triple is backtick-quoted;
ids and names are parameters. Bulk loading is ``neo4j_setup.bulk_insert``. The functions take the ``Neo4jGraph``
(``store``) whose methods they are.
"""

from __future__ import annotations

from typing import Any

from kgchat.backends.base import default_name, normalize_name
from kgchat.errors import TripleNotFound, UnknownEntity
from kgchat.logic.cypher import quote_name
from kgchat.types import Triple


def _ensure_node(store: Any, tx: Any, entity_id: str, name: str | None) -> str:
    """Element id of the entity, creating the node (write label, id, name, norm) when it is missing."""
    s = store.shape
    row = store._tx_run(tx, f"MATCH {s.node('n')} WHERE {s.has_id('n', 'id')} RETURN elementId(n) AS e LIMIT 1",
                        id=entity_id).single()
    if row is not None:
        return row["e"]
    if s.by_element_id:
        raise UnknownEntity(f"No node has element id {entity_id!r}. This graph is opened with id=elementId, "
                            f"so kgchat cannot create nodes; create it in Neo4j first.")
    label = name or default_name(entity_id)
    props = {store.config.id_key: entity_id, store.config.name_keys[0]: label,
             store.config.norm_property: normalize_name(label)}
    return store._tx_run(tx, f"CREATE (n:{quote_name(s.write_label)}) SET n = $props RETURN elementId(n) AS e",
                         props=props).single()["e"]


def _add(store: Any, tx: Any, triple: Triple, head_name: str | None = None, tail_name: str | None = None) -> bool:
    rel = store._check_new_relation(triple.relation)
    head = _ensure_node(store, tx, triple.head, head_name)
    tail = _ensure_node(store, tx, triple.tail, tail_name)
    summary = store._tx_run(tx, "MATCH (a) WHERE elementId(a) = $a MATCH (b) WHERE elementId(b) = $b "
                                f"MERGE (a)-[:{rel}]->(b)", a=head, b=tail).consume()
    store._rel_types.add(triple.relation)  # a rollback leaves it cached; neighbors() then just finds nothing
    return summary.counters.relationships_created > 0


def _remove(store: Any, tx: Any, triple: Triple) -> bool:
    if not store._has_rel(triple.relation):
        return False
    s = store.shape
    summary = store._tx_run(tx, f"MATCH {s.node('a')} WHERE {s.has_id('a', 'h')} "
                                f"MATCH (a)-[r:{quote_name(triple.relation)}]->{s.node('b')} "
                                f"WHERE {s.has_id('b', 't')} DELETE r", h=triple.head, t=triple.tail).consume()
    return summary.counters.relationships_deleted > 0


def add_triple(store: Any, triple: Triple, head_name: str | None = None, tail_name: str | None = None) -> bool:
    try:
        return store._write(lambda tx: _add(store, tx, triple, head_name, tail_name), "adding a triple")
    finally:
        store._after_write()


def remove_triple(store: Any, triple: Triple) -> bool:
    try:
        return store._write(lambda tx: _remove(store, tx, triple), "removing a triple")
    finally:
        store._after_write()


def replace_triple(store: Any, old: Triple, new: Triple) -> None:
    """Remove ``old`` and add ``new`` in one transaction: if anything fails, neither happens."""

    def work(tx: Any) -> None:
        if not _remove(store, tx, old):
            raise TripleNotFound(f"{old.as_text()} is not in the graph, so it cannot be replaced.")
        _add(store, tx, new)

    try:
        store._write(work, "replacing a triple")
    finally:
        store._after_write()

