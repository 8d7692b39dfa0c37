"""Bulk loading a ``SQLiteGraph`` (``kgchat load``, through ``kgchat.backends.importer``): many triples a
transaction, display names set afterwards, and the secondary indexes a large load drops and rebuilds.

A load at least ``SQLiteGraph.BULK_MIN`` triples big into a graph no bigger defers the (t, r, h) index, the name
index and the full-text triggers (``bulk_load``): what to rebuild is written to the meta table (``DEFERRED_KEY``)
first, and ``restore_deferred`` rebuilds it at the end, or when the store is next opened after a killed load. The
functions take the ``SQLiteGraph`` (``store``) whose methods they are.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from kgchat.backends.base import default_name, normalize_name

DEFERRED_KEY = "deferred_indexes"  # meta key: index and trigger SQL a running bulk load dropped, to rebuild


@contextmanager
def bulk_load(store: Any, expected: int) -> Iterator[None]:
    """One import of about ``expected`` triples. A large load into a graph no bigger than itself drops the
    (t, r, h) index, the name index and the full-text triggers first and rebuilds them at the end: one sorted
    index build and one full-text rebuild cost less than keeping them up to date row by row once the graph
    outgrows the page cache. What to rebuild is written to the meta table first, so a load killed half-way
    is repaired on the next open (lookups by tail are slow, and full-text search incomplete, until then)."""
    with store._lock:
        present = store.db.execute("SELECT COUNT(*) FROM (SELECT 1 FROM triples LIMIT ?)",
                                   [max(expected, 1)]).fetchone()[0]  # counting stops at ``expected``
        defer = expected >= store.BULK_MIN and present < expected
        try:
            if defer:
                defer_indexes(store)
            yield
        finally:
            if defer:
                restore_deferred(store)


def defer_indexes(store: Any) -> None:
    rows = store.db.execute("SELECT type, name, sql FROM sqlite_master WHERE sql IS NOT NULL AND ("
                            "(type = 'index' AND name IN ('triples_trh', 'idx_entities_norm')) OR "
                            "(type = 'trigger' AND tbl_name = 'entities'))").fetchall()
    with store.transaction():
        store.db["meta"].upsert({"key": DEFERRED_KEY, "value": json.dumps([sql for _, _, sql in rows])}, pk="key")
        for kind, name, _ in rows:
            store.db.execute(f"DROP {kind.upper()} IF EXISTS [{name}]")


def restore_deferred(store: Any) -> None:
    row = store.db.execute("SELECT value FROM meta WHERE key = ?", [DEFERRED_KEY]).fetchone()
    if not row:
        return
    with store.transaction():
        for sql in json.loads(row[0]):
            store.db.execute(sql.replace("CREATE INDEX ", "CREATE INDEX IF NOT EXISTS ", 1)
                             .replace("CREATE TRIGGER ", "CREATE TRIGGER IF NOT EXISTS ", 1))
        store.db.execute("INSERT INTO entities_fts (entities_fts) VALUES ('rebuild')")
        store.db.execute("DELETE FROM meta WHERE key = ?", [DEFERRED_KEY])


def bulk_insert(store: Any, triples: list[tuple[str, str, str]], names: dict[str, str] | None = None,
                default_names: dict[str, str] | None = None) -> int:
    """Insert many (head, relation, tail) id triples in one transaction; returns how many were new. New
    entities are named ``names[id]``, else ``default_names[id]`` (an IRI's local name), else their id.

    The batch goes into a temporary table as text, and SQLite itself finds the new entities and maps ids to
    keys with joins on its indexes: a Python loop over the triples (tuples, dict lookups, a sort) cost several
    times more. New entity keys are ``max(pk) + 1`` onwards (the import holds the write lock).
    """
    names, default_names = names or {}, default_names or {}
    with store.transaction():
        conn = store.db.conn
        conn.execute("CREATE TEMP TABLE IF NOT EXISTS load_batch (h TEXT NOT NULL, r TEXT NOT NULL, "
                     "t TEXT NOT NULL)")
        conn.execute("DELETE FROM load_batch")
        conn.executemany("INSERT INTO load_batch (h, r, t) VALUES (?, ?, ?)", triples)
        new_ids = [i for (i,) in conn.execute(
            "SELECT x FROM (SELECT h AS x FROM load_batch UNION SELECT t FROM load_batch) "
            "WHERE NOT EXISTS (SELECT 1 FROM entities e WHERE e.id = x) ORDER BY x")]
        next_pk = (conn.execute("SELECT COALESCE(MAX(pk), 0) FROM entities").fetchone()[0]) + 1
        rows = []
        for offset, eid in enumerate(new_ids):
            label = names.get(eid) or default_names.get(eid) or default_name(eid)
            rows.append((next_pk + offset, eid, label, normalize_name(label)))
        conn.executemany("INSERT INTO entities (pk, id, name, norm) VALUES (?, ?, ?, ?)", rows)
        for (rel,) in conn.execute("SELECT DISTINCT r FROM load_batch").fetchall():
            store._ensure_relation(rel)
        before = conn.total_changes
        # Sorted rows append to the (h, r, t) B-tree in order instead of touching random pages.
        conn.execute("INSERT OR IGNORE INTO triples (h, r, t) SELECT a.pk, x.pk, b.pk FROM load_batch l "
                     "JOIN entities a ON a.id = l.h JOIN relations x ON x.name = l.r "
                     "JOIN entities b ON b.id = l.t ORDER BY 1, 2, 3")
        added = conn.total_changes - before
        conn.execute("DELETE FROM load_batch")
        fresh = set(new_ids)
        old_named = {i: n for i, n in names.items() if i not in fresh}  # names may come in a later batch
        if old_named:
            set_names(store, old_named)
        if new_ids:
            store._names = None
    return added


def set_names(store: Any, names: dict[str, str]) -> int:
    """Set display names of existing entities (e.g. from rdfs:label triples); returns how many changed."""
    with store.transaction():
        cur = store.db.conn.executemany(
            "UPDATE entities SET name = ?, norm = ? WHERE id = ? AND name != ?",
            [(n, normalize_name(n), i, n) for i, n in names.items()])
        store._names = None
        return cur.rowcount


def _pks_for(store: Any, ids: set[str]) -> dict[str, int]:
    out: dict[str, int] = {}
    items = list(ids)
    for i in range(0, len(items), 900):  # stay under SQLite's bound-parameter limit
        chunk = items[i:i + 900]
        marks = ",".join("?" * len(chunk))
        out.update(store.db.conn.execute(f"SELECT id, pk FROM entities WHERE id IN ({marks})", chunk).fetchall())
    return out

