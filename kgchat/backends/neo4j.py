"""Neo4j graph store over Bolt, with the official ``neo4j`` driver.

Mapping: an entity is a node, a relation is a relationship type, a triple is one relationship. Graphs kgchat
loads itself (``kgchat load FILE --graph bolt://…``) use ``(:Entity {id, name, norm})`` nodes, ``norm`` being
``normalize_name(name)`` for exact-name lookups. Any other graph works once told which labels are entities and
which properties hold ids and names (see ``Neo4jConfig`` and the spec parameters below).

Spec (``kgchat --graph SPEC``)::

    bolt://USER:PASS@HOST:PORT?database=movies&label=Person|Movie&name=title,name&id=uid
    neo4j://HOST:7687, neo4j+s://…, bolt+s://…, bolt+ssc://…, neo4j+ssc://… (TLS / routing as the driver reads them)

The user defaults to ``$NEO4J_USER`` or ``neo4j`` and the password to ``$NEO4J_PASSWORD`` (keep it out of the
spec, which is shown and stored). Parameters: ``database`` (default: the server's default), ``label`` (entity
labels, ``|``- or ``,``-separated; empty: every node; default: ``Entity`` if the graph has such nodes or is
empty, else every node), ``id`` (id property, default ``id``; ``elementId`` uses Neo4j's element ids), ``name``
(name properties, first non-null wins, default ``name``; a node with none of them is an unnamed mediator
node, walked through and never an answer, so list every property that names something), ``norm`` (normalised-name property, default ``norm``),
``fulltext`` (full-text index name), ``create_schema`` (``0``: never create indexes), ``readonly`` (``1``:
open every session in READ mode, so the server refuses writes), ``timeout`` (seconds per query, default 30),
``connect_timeout`` (default 10).

Entity search: exact normalised name through the ``norm`` index → full-text index (analyzer ``standard-folding``:
case- and accent-insensitive), all words then any word → fuzzy over every name. Without a full-text index (no
entity label, or ``create_schema=0`` and none exists) the exact and word passes scan a cached list of all names
instead; fine for small graphs, slow for big ones (``kgchat.backends.neo4j_names``).

Relationship types are identifiers, not parameters: each one is checked against ``db.relationshipTypes()``
before it is pasted (backtick-quoted) into a query; everything else is a query parameter.
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import replace
from typing import Any

from kgchat.backends import neo4j_frontier, neo4j_names, neo4j_props, neo4j_setup, neo4j_writes
from kgchat.backends.base import (
    GraphStore,
    Lookup,
    Move,
    as_direction,
    check_relation,
    note_round_trip,
)
from kgchat.backends.inverses import cypher_inverses
from kgchat.backends.neo4j_frontier import to_entity
from kgchat.backends.neo4j_spec import Neo4jConfig
from kgchat.errors import (
    AuthenticationFailed,
    BackendUnavailable,
    ConfigError,
    GraphError,
    InvalidInput,
    ReadOnlyGraph,
    UnknownRelation,
)
from kgchat.extras import require
from kgchat.logic.cypher import quote_name
from kgchat.logic.nodes import TYPE_RELATION
from kgchat.schema import GraphSchema
from kgchat.types import CypherRows, Direction, Entity, EntityMatch, GraphStats, Triple

SCHEMA_RELOAD_SECONDS = 60.0  # relation_names() and logical forms re-read the relationship types at most this often
# Server error codes that mean "you may not write here".
_READ_ONLY_CODES = ("Neo.ClientError.Statement.AccessMode", "Neo.ClientError.Security.Forbidden",
                    "Neo.ClientError.General.ForbiddenOnReadOnlyDatabase")


class Neo4jGraph(GraphStore):
    """GraphStore over a Neo4j database (5.x or later) reached through Bolt."""

    def __init__(self, config: Neo4jConfig | None = None, **overrides: Any):
        self._neo4j = neo4j = require("neo4j", "The Neo4j backend (bolt:// and neo4j:// graphs)")
        cfg = replace(config or Neo4jConfig(), **overrides)
        if cfg.user is None:
            cfg = replace(cfg, user=os.environ.get("NEO4J_USER", "neo4j"))
        if cfg.password is None and os.environ.get("NEO4J_PASSWORD"):
            cfg = replace(cfg, password=os.environ["NEO4J_PASSWORD"])
        self.config = cfg  # the settings as given; ``_inspect_schema`` fills in what the graph decides
        self._given = cfg
        self.queries = 0
        self.graph_schema = GraphSchema()
        self.property_mode = False  # facts in properties and labels are read as relations (kgchat.backends.neo4j_props)
        self._property_keys: set[str] = set()  # node property keys that are facts (not ids or kgchat's own)
        self._walkable: set[str] = set()  # those a node lists among its relations (names left out)
        self._where = f"Neo4j at {cfg.uri}" + (f" (database {cfg.database})" if cfg.database else "")
        self._lock = threading.Lock()
        self._rel_types: set[str] = set()
        self._rel_types_read = 0.0  # time.monotonic() of the last read of the relationship types
        self._names: list[str] | None = None  # normalised names for the fuzzy / scan fallbacks, loaded on need
        self._name_rows: list[Entity] = []
        self._inverses: dict[str, str] | None = None  # inverse relation twins, read once (inverse_relations)
        try:
            self._driver = neo4j.GraphDatabase.driver(
                cfg.uri, auth=(cfg.user, cfg.password) if cfg.password is not None else None,
                connection_timeout=cfg.connect_timeout, connection_acquisition_timeout=cfg.connect_timeout + 5,
                max_connection_pool_size=cfg.max_pool_size, max_transaction_retry_time=cfg.query_timeout,
                notifications_min_severity="OFF", user_agent="kgchat",
            )
        except (ValueError, neo4j.exceptions.ConfigurationError) as exc:
            raise ConfigError(f"Cannot use the Neo4j address {cfg.uri!r}: {exc}") from exc
        try:
            with self._translate("connecting"):
                self._driver.verify_connectivity()
            self._inspect_schema()
        except BaseException:
            self._driver.close()
            raise

    @classmethod
    def from_spec(cls, spec: str) -> Neo4jGraph:
        return cls(Neo4jConfig.from_spec(spec))

    @property
    def spec(self) -> str:
        return self._given.spec()

    # -- talking to the server -------------------------------------------------------------------------------
    @contextmanager
    def _translate(self, doing: str) -> Iterator[None]:
        """Re-raise driver errors as kgchat errors whose message says what to do."""
        exc_mod = self._neo4j.exceptions
        try:
            yield
        except exc_mod.AuthError as exc:
            raise AuthenticationFailed(
                f"{self._where} refused the credentials of user {self.config.user!r} while {doing}. Check the user "
                f"and password (bolt://USER@HOST:PORT and $NEO4J_PASSWORD).") from exc
        except exc_mod.ClientError as exc:
            code = exc.code or ""
            if code in _READ_ONLY_CODES or "ReadOnly" in code:
                raise ReadOnlyGraph(
                    f"{self._where} refused a write while {doing} ({code}): the user, database or spec (readonly=1) "
                    f"is read-only. Use a user with write access, or correct the graph elsewhere.") from exc
            if code == "Neo.ClientError.Database.DatabaseNotFound":
                raise BackendUnavailable(f"{self._where}: no such database ({exc.message}). Check ?database= "
                                         f"in the spec; `SHOW DATABASES` lists them.") from exc
            if code.startswith("Neo.ClientError.Transaction.TransactionTimedOut"):
                raise BackendUnavailable(f"{self._where} stopped a query after {self.config.query_timeout:g} s "
                                         f"while {doing}. Raise ?timeout= in the spec or narrow the query.") from exc
            raise GraphError(f"{self._where} rejected a query while {doing}: {code} {exc.message}") from exc
        except exc_mod.TransientError as exc:  # still failing after the driver's retries (locks, leader change)
            raise BackendUnavailable(f"{self._where} kept refusing work as temporarily impossible while {doing}: "
                                     f"{exc}. Try again in a moment.") from exc
        except (exc_mod.ServiceUnavailable, exc_mod.SessionExpired) as exc:
            raise BackendUnavailable(
                f"Cannot reach {self._where} while {doing}: {exc}. Check that the server is running and the host "
                f"and port in the spec are right.") from exc
        except exc_mod.DriverError as exc:  # timeouts, pool exhaustion, protocol errors
            raise BackendUnavailable(f"{self._where} did not answer while {doing}: {exc!r}. Is it overloaded or "
                                     f"behind a proxy? Try again or raise ?timeout=.") from exc
        except exc_mod.Neo4jError as exc:
            raise GraphError(f"{self._where} failed while {doing}: {exc}") from exc
        except UnicodeEncodeError as exc:  # a lone surrogate in the text (e.g. from a command-line argument)
            raise InvalidInput("The text contains an invalid character (a lone UTF-16 surrogate); retype it.") from exc

    def _read(self, query: str, doing: str, timeout: float | None = None, **params: Any) -> list[Any]:
        """One read query, auto-committed on a pooled connection routed to a reader; returns the records.

        An auto-commit query is one network round trip (RUN and PULL pipelined) where a managed transaction adds
        BEGIN and COMMIT; measured on the test server, 0.8 ms instead of 1.3-1.5 ms per query. Reads share the
        bookmarks of the writes (causal chaining), and a failure the driver calls retryable (a leader switch, a
        reader gone) is retried on a fresh connection until ``timeout`` has passed, as managed transactions are.
        """
        neo4j = self._neo4j
        timeout = timeout or self.config.query_timeout
        deadline = time.monotonic() + timeout
        delay = 0.1
        with self._translate(doing):
            while True:
                self.queries += 1
                note_round_trip()
                try:
                    with self._session(neo4j.READ_ACCESS) as session:
                        return list(session.run(neo4j.Query(query, timeout=timeout), params))
                except neo4j.exceptions.Neo4jError as exc:
                    if not exc.is_retryable() or time.monotonic() + delay > deadline:
                        raise
                except (neo4j.exceptions.SessionExpired, neo4j.exceptions.ServiceUnavailable):
                    if time.monotonic() + delay > deadline:
                        raise
                time.sleep(delay)
                delay = min(delay * 2, 2.0)

    def _write(self, work: Callable[[Any], Any], doing: str, timeout: float | None = None) -> Any:
        """Run ``work(tx)`` in one write transaction (retried on transient errors, rolled back on any error)."""
        neo4j = self._neo4j
        unit = neo4j.unit_of_work(timeout=timeout or self.config.query_timeout)(work)
        with self._translate(doing), self._session() as session:
            if self.config.read_only:
                # Send the write in a READ transaction on purpose: the server refuses it (AccessMode),
                # so a read-only spec is enforced by Neo4j itself, exactly like a read-only user.
                return session.execute_read(unit)
            return session.execute_write(unit)

    def _session(self, access_mode: str | None = None) -> Any:
        # One bookmark manager for reads and writes makes reads after a write see that write (causal chaining).
        # Sessions are cheap: each borrows a pooled connection (kept alive by the driver) for its queries.
        options = {"default_access_mode": access_mode} if access_mode else {}
        return self._driver.session(database=self.config.database,
                                    bookmark_manager=self._driver.execute_query_bookmark_manager, **options)

    def _tx_run(self, tx: Any, query: str, **params: Any) -> Any:
        self.queries += 1
        note_round_trip()
        return tx.run(query, params)

    # -- schema ----------------------------------------------------------------------------------------------
    def _inspect_schema(self) -> None:
        """The shape of entity nodes, the schema and the search indexes (``neo4j_setup.inspect``)."""
        neo4j_setup.inspect(self)

    def schema(self) -> GraphSchema:
        """Labels, relationship types and property keys with their types, as read when the store was opened."""
        return self.graph_schema

    def property_values(self, relation: str, limit: int = 500) -> list[str]:
        """Distinct values of a node or relationship property (``kgchat.backends.neo4j_props``)."""
        return neo4j_props.property_values(self, relation, limit)

    def _create_schema(self, norm: bool = True) -> None:
        neo4j_setup.create_indexes(self, norm)

    def _read_write(self, statement: str) -> None:
        self._write(lambda tx: self._tx_run(tx, statement).consume(), "creating indexes")

    def _load_relations(self) -> None:
        rows = self._read("CALL db.relationshipTypes() YIELD relationshipType RETURN relationshipType",
                          "reading relationship types")
        self._rel_types = {r[0] for r in rows}
        self._rel_types_read = time.monotonic()

    def _rel(self, relation: str) -> str:
        """The quoted relationship type, after checking that the graph has it (refreshing the cache on a miss)."""
        if relation not in self._rel_types:
            self._load_relations()
        return quote_name(check_relation(relation, self._rel_types))

    def _known(self) -> set[str]:
        """Every relation of the triple view: relationship types, and in property mode property keys, mediator
        relations and the class relation (``kgchat.backends.neo4j_props``)."""
        return self._rel_types | neo4j_props.extra_relations(self)

    def _has_rel(self, relation: str) -> bool:
        if relation not in self._rel_types:
            self._load_relations()
        return relation in self._rel_types

    # -- reading ---------------------------------------------------------------------------------------------
    def entity(self, entity_id: str) -> Entity | None:
        s = self.shape
        rows = self._read(f"MATCH {s.node('n')} WHERE {s.has_id('n', 'id')} RETURN {s.returns('n')} LIMIT 1",
                          "looking up an entity", id=entity_id)
        return to_entity(rows[0]["id"], rows[0]["name"]) if rows else None

    def relation_names(self) -> list[str]:
        """The relationship types, re-read when the cached set is older than ``SCHEMA_RELOAD_SECONDS``."""
        if time.monotonic() - self._rel_types_read > SCHEMA_RELOAD_SECONDS:
            self._load_relations()
        return sorted(self._known())

    def inverse_relations(self) -> dict[str, str]:
        """Inverse relation pairs over a sample of the relationships (``kgchat.backends.inverses``); read once."""
        if self._inverses is None:
            self._inverses = cypher_inverses(self._read, self.shape.node)
        return dict(self._inverses)

    def relations(self, entity_id: str, direction: Direction | str) -> list[str]:
        s = self.shape
        arrow = "-[r]->" if as_direction(direction) is Direction.OUT else "<-[r]-"
        rows = self._read(f"MATCH {s.node('n')} WHERE {s.has_id('n', 'id')} MATCH (n){arrow}{s.node('m')} "
                          "RETURN DISTINCT type(r) AS rel", "listing relations", id=entity_id)
        extra = neo4j_props.relations(self, entity_id, as_direction(direction))
        return sorted({r["rel"] for r in rows} | set(extra))

    def neighbors(self, entity_id: str, relation: str, direction: Direction | str, limit: int | None = None) -> list[Entity]:
        if relation not in self._rel_types and self.property_mode and relation in self._known():
            found = neo4j_props.neighbors(self, entity_id, relation, direction, limit)
            if found is not None:
                return found
        s, rel = self.shape, self._rel(relation)
        arrow = f"-[:{rel}]->" if as_direction(direction) is Direction.OUT else f"<-[:{rel}]-"
        query = (f"MATCH {s.node('n')} WHERE {s.has_id('n', 'id')} MATCH (n){arrow}{s.node('m')} "
                 f"RETURN DISTINCT {s.returns('m')} ORDER BY id")
        params: dict[str, Any] = {"id": entity_id}
        if limit is not None:
            query += " LIMIT $limit"
            params["limit"] = max(int(limit), 0)
        return [to_entity(r["id"], r["name"]) for r in self._read(query, "following edges", **params)]

    def sample_entities(self, relation: str, limit: int, seed: int = 0) -> list[Entity]:
        if relation not in self._rel_types and self.property_mode and relation in self._known():
            found = neo4j_props.sample_entities(self, relation, limit, seed)
            if found is not None:
                return found
        s, rel = self.shape, self._rel(relation)
        order, params = neo4j_props.seeded_order("id", seed)  # the same sample for the same seed
        rows = self._read(f"MATCH {s.node('n')}-[:{rel}]->{s.node('m')} WITH DISTINCT n "
                          f"RETURN {s.returns('n')} ORDER BY {order} LIMIT $limit", "sampling entities",
                          limit=max(int(limit), 0), **params)
        return [to_entity(r["id"], r["name"]) for r in rows]

    # -- batched reads: one query each (kgchat.backends.neo4j_frontier) ------------------------------------------
    def relations_many(self, entity_ids: Sequence[str]) -> dict[str, dict[Move, Entity | None]]:
        """Moves of many entities with the first entity each reaches, in one query (see GraphStore); in property
        mode a second query adds property and mediator moves."""
        moves = neo4j_frontier.relations_many(self, entity_ids)
        extra = neo4j_props.first_moves(self, list(moves))
        if not extra:
            return moves
        directions = (Direction.OUT, Direction.IN)
        return {eid: dict(sorted({**found, **extra.get(eid, {})}.items(),
                                 key=lambda kv: (directions.index(kv[0][1]), kv[0][0])))
                for eid, found in moves.items()}

    def neighbors_many(self, lookups: Iterable[Lookup], limit: int | None = None) -> dict[Lookup, list[Entity]]:
        """Neighbours for many (entity, relation, direction) lookups in one query (property steps one by one)."""
        lookups = list(dict.fromkeys((e, r, as_direction(d)) for e, r, d in lookups))
        plain = [q for q in lookups if q[1] in self._rel_types or not self.property_mode]
        out = neo4j_frontier.neighbors_many(self, plain, limit) if plain else {}
        classes = [q for q in lookups if q not in out and q[1] == TYPE_RELATION and q[2] is Direction.OUT
                   and neo4j_props.classify(self, TYPE_RELATION)[0] == neo4j_props.LABEL]
        if classes:
            found = neo4j_props.labels_many(self, [q[0] for q in classes], limit)
            out.update({q: found[q[0]] for q in classes})
        for q in lookups:
            if q not in out:
                out[q] = self.neighbors(*q, limit=limit)
        return {q: out[q] for q in lookups}

    def nodes_with(self, label: str, values: dict[str, str], limit: int = 2) -> list[Entity]:
        """Nodes of ``label`` holding these property values (``neo4j_names.nodes_with``)."""
        return neo4j_names.nodes_with(self, label, values, limit)

    def entities_by_norms(self, norms: Iterable[str], limit: int = 20) -> dict[str, list[Entity]]:
        """Exact normalised-name lookups for many names in one query."""
        return neo4j_frontier.entities_by_norms(self, norms, limit)

    def has_triple(self, triple: Triple) -> bool:
        if not self._has_rel(triple.relation):
            return False
        s = self.shape
        rows = self._read(f"MATCH {s.node('a')} WHERE {s.has_id('a', 'h')} "
                          f"MATCH (a)-[:{quote_name(triple.relation)}]->{s.node('b')} WHERE {s.has_id('b', 't')} "
                          "RETURN 1 LIMIT 1", "checking a triple", h=triple.head, t=triple.tail)
        return bool(rows)

    def stats(self) -> GraphStats:
        s = self.shape
        self._load_relations()
        per_rel = {r["rel"]: r["n"] for r in self._read(
            f"MATCH {s.node('a')}-[r]->{s.node('b')} RETURN type(r) AS rel, count(*) AS n", "counting triples",
            timeout=self.config.load_timeout)}
        for name in self._rel_types:
            per_rel.setdefault(name, 0)
        entities = self._read(f"MATCH {s.node('n')} RETURN count(n) AS n", "counting entities")[0]["n"]
        return GraphStats(triples=sum(per_rel.values()), entities=entities, relations=dict(sorted(per_rel.items())))

    def degree(self, entity_id: str) -> int:
        s = self.shape
        rows = self._read(f"MATCH {s.node('n')} WHERE {s.has_id('n', 'id')} RETURN COUNT {{ (n)--() }} AS d",
                          "counting edges", id=entity_id)
        return int(rows[0]["d"]) if rows else 0

    def execute(self, form: Any) -> list[Entity]:
        """Compile a logical form to one Cypher query (see kgchat.logic.cypher) and run it; a set answer in the
        order of ``kgchat.logic.order``."""
        from kgchat.logic.nodes import Aggregate, Count, Share, Top, number_text
        from kgchat.logic.order import order_answers
        from kgchat.logic.sexpr import parse

        expr = parse(form) if isinstance(form, str) else form
        query, params = self._compile(expr)
        rows = self._read(query, "running a logical form", **params)
        if isinstance(expr, Share) or isinstance(expr, Aggregate) and expr.fn in ("sum", "avg"):
            return [Entity(t, t) for r in rows if r["id"] is not None for t in [number_text(float(r["id"]))]]
        found = [to_entity(r["id"], r["name"]) for r in rows]
        return found if isinstance(expr, Top | Count | Aggregate) else order_answers(found, self)

    def stable_keys(self, ids: Sequence[str]) -> dict[str, str]:
        """Element ids follow load order: a node (a relationship read as a mediator) is keyed by what it holds
        (``NodeShape.stable_key``); ids kept in a property, and values, by themselves."""
        return neo4j_frontier.stable_keys(self, ids)

    runs_cypher = True

    def run_cypher(self, query: str, row_limit: int = 50, timeout: float = 10.0) -> CypherRows:
        from kgchat.backends.neo4j_query import run_generated

        return run_generated(self, query, row_limit, timeout)

    def compile_form(self, form: Any) -> tuple[str, str]:
        from kgchat.logic.sexpr import parse

        query, params = self._compile(parse(form) if isinstance(form, str) else form)
        shown = {k: v for k, v in params.items() if not k.startswith("key_")}
        return "cypher", f"{query}\n// parameters: {shown}"

    def _compile(self, expr: Any) -> tuple[str, dict[str, Any]]:
        """Cypher for a form. The schema decides UnknownRelation and whether TC end relations exist: it is read
        again when older than ``SCHEMA_RELOAD_SECONDS`` or when the form names a relation it lacks, not for
        every form (that would be one more round trip per question)."""
        from kgchat.logic.cypher import compile_cypher

        if time.monotonic() - self._rel_types_read > SCHEMA_RELOAD_SECONDS:
            self._load_relations()
        schema = self.graph_schema if self.property_mode else None
        try:
            return compile_cypher(expr, self.shape, self._known(), schema)
        except UnknownRelation:
            self._load_relations()
            return compile_cypher(expr, self.shape, self._known(), schema)

    # -- entity search (kgchat.backends.neo4j_names) ---------------------------------------------------------
    def search_entities(self, text: str, limit: int = 10) -> list[EntityMatch]:
        """Exact normalised name → full-text words (all, then any) → fuzzy over all names."""
        return neo4j_names.search_entities(self, text, limit)

    def entities_by_norm(self, norm: str, limit: int = 20, use_fulltext: bool = True) -> list[Entity]:
        """Entities whose normalised name is exactly ``norm`` (used by entity linking over n-grams)."""
        return neo4j_names.entities_by_norm(self, norm, limit, use_fulltext)

    # -- writing (corrections: kgchat.backends.neo4j_writes) -------------------------------------------------
    def _check_new_relation(self, relation: str) -> str:
        if not relation or relation != relation.strip():
            raise GraphError(f"Relation name {relation!r} is empty or has surrounding spaces.")
        return quote_name(relation)

    def _after_write(self) -> None:
        self._names = None  # the name list for fuzzy search is stale now

    def add_triple(self, triple: Triple, head_name: str | None = None, tail_name: str | None = None) -> bool:
        return neo4j_writes.add_triple(self, triple, head_name, tail_name)

    def remove_triple(self, triple: Triple) -> bool:
        return neo4j_writes.remove_triple(self, triple)

    def replace_triple(self, old: Triple, new: Triple) -> None:
        """Remove ``old`` and add ``new`` in one transaction: if anything fails, neither happens."""
        neo4j_writes.replace_triple(self, old, new)

    def close(self) -> None:
        self._driver.close()

    # -- bulk import (used by kgchat.backends.importer) --------------------------------------------------------
    def bulk_insert(self, triples: list[tuple[str, str, str]], names: dict[str, str] | None = None,
                    default_names: dict[str, str] | None = None) -> int:
        """Insert (head, relation, tail) id triples; returns how many relationships were new
        (``neo4j_setup.bulk_insert``)."""
        return neo4j_setup.bulk_insert(self, triples, names, default_names)

    def _batched(self, query: str, rows: list[dict[str, Any]], doing: str) -> int:
        return neo4j_setup.batched(self, query, rows, doing)

    def wipe(self) -> None:
        """Delete every node and relationship of the database (tests and benchmarks only)."""
        neo4j_setup.wipe(self)
