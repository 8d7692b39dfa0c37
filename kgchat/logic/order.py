"""The order a form's answers are shown in: one rule, applied by every store that executes forms.

A set answer is ordered by its shown name, case-insensitively (``str.lower``) and then exactly, so that what a
person reads first does not depend on the store or on how the graph was loaded. Answers that share a name are
ordered by the store's ``GraphStore.stable_keys``: the id where ids are the graph's own data (SQLite, SPARQL, a
Neo4j graph with id properties), and on a Neo4j graph read by element ids, which follow the order the nodes were
created in, the node's labels and properties (a relationship's type, properties and ends) as text; the id comes
last, for answers that not even those tell apart. A column of numbers (every answer's name is a number, as a
count per member or a list of values is) is ordered by value instead: 9 before 10.

Ranked forms keep their rank: ``TOP`` / ``BOTTOM`` list their members by key, and only members with the same key
are ordered by name (``tie_key``), so a cut through a tie keeps the same members on every store. SQL and Cypher
write that tie order in the query (``ORDER BY key, lower(name), name, …``: SQLite with Python's ``lower`` and code
point order; Neo4j with Java's ``toLower`` and string order, which agree with Python's outside characters beyond
the Basic Multilingual Plane); the SPARQL store ranks a whole-form TOP in Python with ``tie_key``, but a TOP inside
another form is cut on the server, ties by IRI (names are chosen in Python there). Sets are ordered here, in
Python, by every store after its query.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Protocol

from kgchat.logic.nodes import NUMBER
from kgchat.types import Entity


class KeyedStore(Protocol):
    def stable_keys(self, ids: Sequence[str]) -> dict[str, str]: ...


def shared_name_keys(entities: Iterable[Entity], store: KeyedStore | None) -> dict[str, str]:
    """The store's stable key of every entity whose shown name another one of them also has (asked only for
    those: on element ids it costs a query)."""
    entities = list(entities)
    counts = Counter(e.name for e in entities)
    ids = [e.id for e in entities if counts[e.name] > 1]
    if not ids or store is None:
        return {}
    return store.stable_keys(ids)


def tie_key(entity: Entity, stable: dict[str, str]) -> tuple[str, str, str, str]:
    """How members with the same rank key are ordered: by name (case-insensitively, then exactly), then the
    store's stable key, then the id."""
    return entity.name.lower(), entity.name, stable.get(entity.id, entity.id), entity.id


def order_answers(entities: Iterable[Entity], store: KeyedStore | None = None) -> list[Entity]:
    """A set answer in the order it is shown (module doc); ``store`` gives the stable keys of shared names
    (None: the id)."""
    entities = list(entities)
    stable = shared_name_keys(entities, store)
    if entities and all(NUMBER.fullmatch(e.name) for e in entities):
        return sorted(entities, key=lambda e: (float(e.name), *tie_key(e, stable)))
    return sorted(entities, key=lambda e: tie_key(e, stable))
