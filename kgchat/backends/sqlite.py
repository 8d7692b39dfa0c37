"""Embedded graph store: one SQLite file built with sqlite-utils.

Layout (integer keys keep the triple indexes small and lookups fast):
    entities(pk, id UNIQUE, name, norm)   norm = normalize_name(name), indexed for exact-name lookups
    entities_fts                          FTS5 over entities.name, kept in sync by triggers
    relations(pk, name UNIQUE)
    triples(h, r, t)                      PRIMARY KEY (h, r, t) WITHOUT ROWID; index (t, r, h) for the IN direction
The file runs in WAL mode so the UI can read while a correction or an import writes.
"""

from __future__ import annotations

import json
import sqlite3
import threading
import time
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import AbstractContextManager, contextmanager
from pathlib import Path as FsPath
from typing import Any

import sqlite_utils

from kgchat.backends import sqlite_load
from kgchat.backends.base import (
    GraphStore,
    Lookup,
    Move,
    as_direction,
    check_relation,
    default_name,
    inverse_pairs,
    normalize_name,
    note_round_trip,
)
from kgchat.backends.ranking import rank_by_name
from kgchat.errors import BackendUnavailable, GraphError, InvalidInput, TripleNotFound, UnknownRelation
from kgchat.schema import GraphSchema
from kgchat.types import Direction, Entity, EntityMatch, GraphStats, Triple

SCHEMA_VERSION = "1"
SCHEMA_RELOAD_SECONDS = 60.0  # relation_names() re-reads the relations table at most this often


def _lower(text: Any) -> Any:
    return text.lower() if isinstance(text, str) else text


class SQLiteGraph(GraphStore):
    """GraphStore over a local SQLite file (created when missing)."""

    rolls_back = True  # transaction() is BEGIN IMMEDIATE … COMMIT / ROLLBACK
    RANK_LIMIT = 20_000  # full-text matches beyond which results are not ranked by bm25 (see _fts)

    def __init__(self, path: str | FsPath, create: bool = True):
        self.path = FsPath(path)
        self.spec = f"sqlite:{self.path}"
        self.queries = 0
        if not create and not self.path.exists():
            raise BackendUnavailable(f"No graph database at {self.path}. Create one with `kgchat load FILE --graph sqlite:{self.path}`.")
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            conn = sqlite3.connect(str(self.path), check_same_thread=False, isolation_level=None)
            # text comparisons of logical forms lower-case as Python does (SQLite's lower() knows ASCII only)
            conn.create_function("kgchat_lower", 1, _lower, deterministic=True)
        except (OSError, sqlite3.Error) as exc:
            raise BackendUnavailable(f"Cannot open the graph database {self.path}: {exc}") from exc
        self.db = sqlite_utils.Database(conn)
        self._lock = threading.RLock()
        self._names: list[str] | None = None  # normalised names for the fuzzy fallback, loaded on first need
        self._name_rows: list[tuple[str, str]] = []
        try:
            self._ensure_schema()
        except sqlite3.DatabaseError as exc:
            raise BackendUnavailable(f"{self.path} is not a kgchat graph database: {exc}") from exc
        self._rel_pk: dict[str, int] = {}
        self._rel_name: dict[int, str] = {}
        self._rel_loaded = 0.0  # time.monotonic() of the last read of the relations table
        self._inverses: dict[str, str] | None = None
        self._load_relations()

    # -- schema ----------------------------------------------------------------------------------------------
    def _ensure_schema(self) -> None:
        db = self.db
        db.execute("PRAGMA journal_mode=WAL")
        db.execute("PRAGMA synchronous=NORMAL")
        db.execute("PRAGMA foreign_keys=OFF")
        db.execute("PRAGMA cache_size=-262144")  # 256 MB page cache: big imports stay in memory longer
        db.execute("PRAGMA temp_store=MEMORY")  # an import's batch table
        if "entities" in db.table_names():
            if "entities_fts_vocab" not in db.table_names():
                with self.transaction():
                    db.execute("CREATE VIRTUAL TABLE entities_fts_vocab USING fts5vocab(entities_fts, 'row')")
            sqlite_load.restore_deferred(self)  # a bulk load that was killed left its indexes to rebuild
            return
        with self.transaction():
            db["entities"].create({"pk": int, "id": str, "name": str, "norm": str}, pk="pk", not_null={"id", "name", "norm"})
            db["entities"].create_index(["id"], unique=True)
            db["entities"].create_index(["norm"])
            db["relations"].create({"pk": int, "name": str}, pk="pk", not_null={"name"})
            db["relations"].create_index(["name"], unique=True)
            db.execute(
                "CREATE TABLE triples (h INTEGER NOT NULL, r INTEGER NOT NULL, t INTEGER NOT NULL, "
                "PRIMARY KEY (h, r, t)) WITHOUT ROWID"
            )
            db.execute("CREATE INDEX triples_trh ON triples (t, r, h)")
            db["entities"].enable_fts(["name"], create_triggers=True, tokenize="unicode61 remove_diacritics 2")
            db.execute("CREATE VIRTUAL TABLE entities_fts_vocab USING fts5vocab(entities_fts, 'row')")
            db["meta"].create({"key": str, "value": str}, pk="key")
            db["meta"].insert({"key": "schema_version", "value": SCHEMA_VERSION})

    def _load_relations(self) -> None:
        note_round_trip()
        rows = self.db.execute("SELECT pk, name FROM relations").fetchall()
        self._rel_loaded = time.monotonic()
        self._rel_pk = {name: pk for pk, name in rows}
        self._rel_name = {pk: name for pk, name in rows}

    @contextmanager
    def transaction(self) -> Iterator[None]:
        """BEGIN IMMEDIATE … COMMIT, rolled back on any error; nested calls join the outer transaction."""
        with self._lock:
            conn = self.db.conn
            if conn.in_transaction:
                yield
                return
            conn.execute("BEGIN IMMEDIATE")
            try:
                yield
            except BaseException:
                conn.execute("ROLLBACK")
                self._load_relations()
                raise
            conn.execute("COMMIT")

    def _query(self, sql: str, params: Iterable[Any] | Mapping[str, Any] = ()) -> list[tuple]:
        self.queries += 1
        note_round_trip()
        with self._lock:
            try:
                return self.db.execute(sql, params if isinstance(params, Mapping) else tuple(params)).fetchall()
            except sqlite3.Error as exc:
                raise GraphError(f"Graph query failed on {self.path}: {exc}") from exc
            except UnicodeEncodeError as exc:  # a lone surrogate (e.g. from a command-line argument)
                raise InvalidInput("The text contains an invalid character (a lone UTF-16 surrogate); retype it."
                                   ) from exc

    def meta(self, key: str) -> str | None:
        rows = self._query("SELECT value FROM meta WHERE key = ?", [key])
        return rows[0][0] if rows else None

    def set_meta(self, key: str, value: str) -> None:
        with self.transaction():
            self.db["meta"].upsert({"key": key, "value": value}, pk="key")

    # -- reading ---------------------------------------------------------------------------------------------
    def entity(self, entity_id: str) -> Entity | None:
        rows = self._query("SELECT id, name FROM entities WHERE id = ?", [entity_id])
        return Entity(*rows[0]) if rows else None

    def _relation_pk(self, relation: str) -> int:
        if relation not in self._rel_pk:
            self._load_relations()  # another process may have added it
        return self._rel_pk[check_relation(relation, self._rel_pk)]

    def relation_names(self) -> list[str]:
        """The relations, re-read when the cached list is older than ``SCHEMA_RELOAD_SECONDS`` (another process
        may have added one; this store's own writes update it at once)."""
        if time.monotonic() - self._rel_loaded > SCHEMA_RELOAD_SECONDS:
            self._load_relations()
        return sorted(self._rel_pk)

    def relations(self, entity_id: str, direction: Direction | str) -> list[str]:
        col = "h" if as_direction(direction) is Direction.OUT else "t"
        rows = self._query(
            f"SELECT DISTINCT r FROM triples WHERE {col} = (SELECT pk FROM entities WHERE id = ?)", [entity_id]
        )
        if any(pk not in self._rel_name for (pk,) in rows):
            self._load_relations()
        return sorted(self._rel_name[pk] for (pk,) in rows)

    def neighbors(self, entity_id: str, relation: str, direction: Direction | str, limit: int | None = None) -> list[Entity]:
        rpk = self._relation_pk(relation)
        src, dst = ("h", "t") if as_direction(direction) is Direction.OUT else ("t", "h")
        rows = self._query(
            f"SELECT e.id, e.name FROM triples x JOIN entities e ON e.pk = x.{dst} "
            f"WHERE x.{src} = (SELECT pk FROM entities WHERE id = ?) AND x.r = ? ORDER BY e.id LIMIT ?",
            [entity_id, rpk, -1 if limit is None else int(limit)],
        )
        return [Entity(i, n) for i, n in rows]

    def sample_entities(self, relation: str, limit: int, seed: int = 0) -> list[Entity]:
        rpk = self._relation_pk(relation)
        # Distinct heads ordered by a multiplicative hash of their key: a seeded pseudo-random sample in one scan.
        multiplier = 2654435761 + 2 * (int(seed) % 1_000_003)
        rows = self._query(
            "SELECT e.id, e.name FROM (SELECT DISTINCT h FROM triples WHERE r = ?) x JOIN entities e ON e.pk = x.h "
            "ORDER BY (x.h * ?) % 4294967311 LIMIT ?", [rpk, multiplier, max(int(limit), 0)])
        return [Entity(i, n) for i, n in rows]

    # -- batched reads: one statement each, the ids travel as one JSON parameter (no bound-parameter limit) -------
    def relations_many(self, entity_ids: Sequence[str]) -> dict[str, dict[Move, Entity | None]]:
        """Moves of many entities with the first entity each reaches, in one statement (see GraphStore)."""
        ids = list(dict.fromkeys(entity_ids))
        # The distinct (entity, relation) pairs come from the triple indexes alone; only the first neighbour of
        # each is joined to its name (as neighbors(limit=1) does).
        first = ("(SELECT e.id FROM triples y JOIN entities e ON e.pk = y.{dst} WHERE y.{src} = m.pk AND y.r = m.r "
                 "ORDER BY e.id LIMIT 1)")
        rows = self._query(
            "WITH src AS (SELECT pk, id FROM entities WHERE id IN (SELECT value FROM json_each(?))), "
            "mo AS (SELECT DISTINCT src.pk, src.id, x.r FROM src JOIN triples x ON x.h = src.pk), "
            "mi AS (SELECT DISTINCT src.pk, src.id, x.r FROM src JOIN triples x ON x.t = src.pk) "
            f"SELECT m.id, 0, m.r, f.id, f.name FROM mo m JOIN entities f ON f.id = {first.format(src='h', dst='t')} "
            f"UNION ALL SELECT m.id, 1, m.r, f.id, f.name FROM mi m JOIN entities f ON f.id = "
            f"{first.format(src='t', dst='h')}", [json.dumps(ids)])
        if any(r not in self._rel_name for _, _, r, _, _ in rows):
            self._load_relations()
        found: dict[str, list[tuple[int, str, Entity]]] = {}
        for eid, inward, rpk, first_id, first_name in rows:
            found.setdefault(eid, []).append((inward, self._rel_name[rpk], Entity(first_id, first_name)))
        directions = (Direction.OUT, Direction.IN)
        return {eid: {(rel, directions[inward]): first for inward, rel, first in sorted(found.get(eid, []),
                                                                                     key=lambda x: x[:2])}
                for eid in ids}

    def neighbors_many(self, lookups: Iterable[Lookup], limit: int | None = None) -> dict[Lookup, list[Entity]]:
        """Neighbours for many (entity, relation, direction) lookups in one statement, each sorted by id and cut
        at ``limit`` (a window over each lookup's rows)."""
        keys = [(e, r, as_direction(d)) for e, r, d in dict.fromkeys(lookups)]
        if not keys:
            return {}
        args = json.dumps([[i, e, self._relation_pk(r), int(d is Direction.IN)] for i, (e, r, d) in enumerate(keys)])
        rows = self._query(
            "WITH q AS (SELECT value ->> 0 AS k, value ->> 1 AS id, value ->> 2 AS r, value ->> 3 AS inward "
            "FROM json_each(?)), "
            "hit AS (SELECT q.k, x.t AS n FROM q JOIN entities s ON s.id = q.id JOIN triples x "
            "ON x.h = s.pk AND x.r = q.r WHERE q.inward = 0 "
            "UNION ALL SELECT q.k, x.h FROM q JOIN entities s ON s.id = q.id JOIN triples x "
            "ON x.t = s.pk AND x.r = q.r WHERE q.inward = 1), "
            "ranked AS (SELECT hit.k, e.id, e.name, ROW_NUMBER() OVER (PARTITION BY hit.k ORDER BY e.id) AS rn "
            "FROM hit JOIN entities e ON e.pk = hit.n) "
            "SELECT k, id, name FROM ranked WHERE ? < 0 OR rn <= ? ORDER BY k, rn",
            [args, -1 if limit is None else int(limit), -1 if limit is None else int(limit)])
        out: dict[Lookup, list[Entity]] = {key: [] for key in keys}
        for k, i, n in rows:
            out[keys[k]].append(Entity(i, n))
        return out

    def entities_by_norms(self, norms: Iterable[str], limit: int = 20) -> dict[str, list[Entity]]:
        """Exact normalised-name lookups for many names in one statement."""
        wanted = list(dict.fromkeys(norms))
        rows = self._query(
            "SELECT norm, id, name FROM (SELECT norm, id, name, ROW_NUMBER() OVER (PARTITION BY norm ORDER BY id) "
            "AS rn FROM entities WHERE norm IN (SELECT value FROM json_each(?))) WHERE rn <= ? ORDER BY norm, rn",
            [json.dumps(wanted), int(limit)])
        out: dict[str, list[Entity]] = {norm: [] for norm in wanted}
        for norm, i, n in rows:
            out[norm].append(Entity(i, n))
        return out

    def search_entities(self, text: str, limit: int = 10) -> list[EntityMatch]:
        """Exact normalised name → FTS5 words (all, then any) → fuzzy over all names (``kgchat.backends.ranking``)."""
        def exact(norm: str) -> list[Entity]:
            return [Entity(i, n) for i, n in self._query(
                "SELECT id, name FROM entities WHERE norm = ? ORDER BY id LIMIT ?", [norm, limit])]

        def words(all_words: bool, cap: int) -> list[tuple[Entity, str]]:
            rows = self._fts(normalize_name(text).split(), " " if all_words else " OR ", cap)
            return [(Entity(i, n), en) for i, n, en in rows]

        def fuzzy() -> tuple[list[str], Callable[[int], Entity]]:
            names = self._fuzzy_names()
            return names, lambda idx: Entity(*self._name_rows[idx])

        return rank_by_name(text, limit, exact, words, fuzzy)

    def _fts(self, words: list[str], joiner: str, limit: int) -> list[tuple]:
        """Full-text candidates (id, name, norm). Ranking every match by bm25 is skipped when the words are so
        common that ranking would dominate (e.g. one token shared by 500k names): candidates are re-scored by
        similarity afterwards anyway."""
        match = joiner.join(f'"{w}"' for w in words)  # words are \w-only after normalisation
        docs = dict(self._query(
            f"SELECT term, doc FROM entities_fts_vocab WHERE term IN ({','.join('?' * len(words))})", words))
        expected = min((docs.get(w, 0) for w in words), default=0) if joiner == " " else sum(docs.values())
        if expected == 0:
            return []
        order = "ORDER BY rank" if expected <= self.RANK_LIMIT else ""
        return self._query(
            "SELECT e.id, e.name, e.norm FROM (SELECT rowid FROM entities_fts WHERE entities_fts MATCH ? "
            f"{order} LIMIT ?) f JOIN entities e ON e.pk = f.rowid", [match, limit])

    def _fuzzy_names(self) -> list[str]:
        # Loaded once per store and dropped on writes; only used when exact and full-text search found nothing.
        if self._names is None:
            rows = self._query("SELECT id, name, norm FROM entities ORDER BY pk")
            self._name_rows = [(i, n) for i, n, _ in rows]
            self._names = [en for _, _, en in rows]
        return self._names

    def entities_by_norm(self, norm: str, limit: int = 20) -> list[Entity]:
        """Entities whose normalised name is exactly ``norm`` (used by entity linking over n-grams)."""
        return [Entity(i, n) for i, n in self._query(
            "SELECT id, name FROM entities WHERE norm = ? ORDER BY id LIMIT ?", [norm, limit])]

    INVERSE_SAMPLE = 500_000  # triples read to find inverse relations (see inverse_relations)

    def inverse_relations(self) -> dict[str, str]:
        """Inverse relation pairs (``kgchat.backends.base.inverse_pairs``) over the first ``INVERSE_SAMPLE`` triples;
        read once per store and kept (pass a fresh store after large changes)."""
        if self._inverses is None:
            sample = f"(SELECT h, r, t FROM triples LIMIT {self.INVERSE_SAMPLE})"
            with self._lock:  # a schema read, once per store: not a query of any question (``queries``)
                both = self.db.execute(f"SELECT ra.name, rb.name, COUNT(*) FROM {sample} a JOIN triples b ON b.h = a.t "
                                       "AND b.t = a.h JOIN relations ra ON ra.pk = a.r JOIN relations rb ON rb.pk = b.r "
                                       "GROUP BY a.r, b.r").fetchall()
                sizes = self.db.execute(f"SELECT rel.name, COUNT(*) FROM {sample} s JOIN relations rel ON rel.pk = s.r "
                                        "GROUP BY s.r").fetchall()
            self._inverses = inverse_pairs({(a, b): k for a, b, k in both}, dict(sizes))
        return dict(self._inverses)

    def degree(self, entity_id: str) -> int:
        rows = self._query(
            "SELECT (SELECT COUNT(*) FROM triples WHERE h = e.pk) + (SELECT COUNT(*) FROM triples WHERE t = e.pk) "
            "FROM entities e WHERE e.id = ?", [entity_id])
        return int(rows[0][0]) if rows else 0

    def schema(self) -> GraphSchema:
        """Classes, relationship types and value properties read from the triples (``backends.triple_schema``)."""
        from kgchat.backends.triple_schema import read_triple_schema

        return read_triple_schema(self._query)

    def property_values(self, relation: str, limit: int = 500) -> list[str]:
        """The objects of a relation, most frequent first."""
        if relation not in self._rel_pk:
            return []
        rows = self._query("SELECT e.id, COUNT(*) AS c FROM triples t JOIN entities e ON e.pk = t.t WHERE t.r = ? "
                           "GROUP BY e.id ORDER BY c DESC, e.id LIMIT ?", [self._rel_pk[relation], int(limit)])
        return [r[0] for r in rows]

    def stats(self) -> GraphStats:
        self._load_relations()
        per_rel = {self._rel_name[pk]: n for pk, n in self._query("SELECT r, COUNT(*) FROM triples GROUP BY r")}
        for name in self._rel_pk:
            per_rel.setdefault(name, 0)
        entities = self._query("SELECT COUNT(*) FROM entities")[0][0]
        return GraphStats(triples=sum(per_rel.values()), entities=entities, relations=dict(sorted(per_rel.items())))

    def execute(self, form: Any) -> list[Entity]:
        """Compile a logical form to one SQL query (see kgchat.logic.sql) and run it; a set answer in the order of
        ``kgchat.logic.order``."""
        from kgchat.logic.nodes import Aggregate, Count, Share, Top, number_text
        from kgchat.logic.order import order_answers
        from kgchat.logic.sexpr import parse

        expr = parse(form) if isinstance(form, str) else form
        sql, params = self._compile(expr)
        rows = self._query(sql, params)
        if isinstance(expr, Share) or isinstance(expr, Aggregate) and expr.fn in ("sum", "avg"):
            return [Entity(t, t) for i, _ in rows if i is not None for t in [number_text(float(i))]]
        found = [Entity(i, n) for i, n in rows]
        return found if isinstance(expr, Top | Count | Aggregate) else order_answers(found, self)

    def compile_form(self, form: Any) -> tuple[str, str]:
        from kgchat.logic.sexpr import parse

        sql, params = self._compile(parse(form) if isinstance(form, str) else form)
        return "sql", f"{sql}\n-- parameters: {params}"

    def _compile(self, expr: Any) -> tuple[str, dict[str, Any]]:
        """SQL for a form over the cached relation keys, re-read once when the form names a relation they lack
        (another process may have added it)."""
        from kgchat.logic.sql import compile_sql

        try:
            return compile_sql(expr, self._rel_pk)
        except UnknownRelation:
            self._load_relations()
            return compile_sql(expr, self._rel_pk)

    # -- writing ---------------------------------------------------------------------------------------------
    def _pk(self, entity_id: str) -> int | None:
        rows = self.db.execute("SELECT pk FROM entities WHERE id = ?", [entity_id]).fetchall()
        return rows[0][0] if rows else None

    def _ensure_entity(self, entity_id: str, name: str | None) -> int:
        pk = self._pk(entity_id)
        if pk is None:
            label = name or default_name(entity_id)
            pk = self.db.execute("INSERT INTO entities (id, name, norm) VALUES (?, ?, ?)",
                                 [entity_id, label, normalize_name(label)]).lastrowid
            self._names = None
        return pk

    def _ensure_relation(self, relation: str) -> int:
        if not relation or relation != relation.strip():
            raise GraphError(f"Relation name {relation!r} is empty or has surrounding spaces.")
        if relation not in self._rel_pk:
            self.db.execute("INSERT OR IGNORE INTO relations (name) VALUES (?)", [relation])
            self._load_relations()
        return self._rel_pk[relation]

    def has_triple(self, triple: Triple) -> bool:
        if triple.relation not in self._rel_pk:
            self._load_relations()
            if triple.relation not in self._rel_pk:
                return False
        rows = self._query(
            "SELECT 1 FROM triples WHERE h = (SELECT pk FROM entities WHERE id = ?) AND r = ? "
            "AND t = (SELECT pk FROM entities WHERE id = ?)", [triple.head, self._rel_pk[triple.relation], triple.tail])
        return bool(rows)

    def add_triple(self, triple: Triple, head_name: str | None = None, tail_name: str | None = None) -> bool:
        with self.transaction():
            h = self._ensure_entity(triple.head, head_name)
            t = self._ensure_entity(triple.tail, tail_name)
            r = self._ensure_relation(triple.relation)
            self.queries += 1
            cur = self.db.execute("INSERT OR IGNORE INTO triples (h, r, t) VALUES (?, ?, ?)", [h, r, t])
            return cur.rowcount == 1

    def remove_triple(self, triple: Triple) -> bool:
        with self.transaction():
            h, t = self._pk(triple.head), self._pk(triple.tail)
            r = self._rel_pk.get(triple.relation)
            if h is None or t is None or r is None:
                return False
            self.queries += 1
            cur = self.db.execute("DELETE FROM triples WHERE h = ? AND r = ? AND t = ?", [h, r, t])
            return cur.rowcount == 1

    def replace_triple(self, old: Triple, new: Triple) -> None:
        with self.transaction():
            if not self.remove_triple(old):
                raise TripleNotFound(f"{old.as_text()} is not in the graph, so it cannot be replaced.")
            self.add_triple(new)

    def close(self) -> None:
        with self._lock:
            self.db.conn.close()

    # -- bulk import (used by kgchat.backends.importer; kgchat.backends.sqlite_load) -------------------------
    BULK_MIN = 100_000  # triples: a load at least this big, into a graph no bigger, defers the secondary indexes

    def bulk_load(self, expected: int) -> AbstractContextManager[None]:
        """One import of about ``expected`` triples; a large one defers the secondary indexes (``sqlite_load``)."""
        return sqlite_load.bulk_load(self, expected)

    def bulk_insert(self, triples: list[tuple[str, str, str]], names: dict[str, str] | None = None,
                    default_names: dict[str, str] | None = None) -> int:
        """Insert many (head, relation, tail) id triples in one transaction; returns how many were new."""
        return sqlite_load.bulk_insert(self, triples, names, default_names)

    def set_names(self, names: dict[str, str]) -> int:
        """Set display names of existing entities (e.g. from rdfs:label triples); returns how many changed."""
        return sqlite_load.set_names(self, names)
