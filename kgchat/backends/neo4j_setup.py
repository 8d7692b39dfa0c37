"""Setting up a ``Neo4jGraph``: deciding the shape of entity nodes and reading the schema on connect, creating the
indexes entity search needs, and bulk loading / wiping (``kgchat load``, tests). The functions take the store whose
methods they are.
"""

from __future__ import annotations

import hashlib
import re
from contextlib import suppress
from dataclasses import replace
from typing import Any

from kgchat.backends.base import default_name, normalize_name, note_round_trip
from kgchat.backends.neo4j_schema import read_schema
from kgchat.errors import ConfigError, GraphError, ReadOnlyGraph
from kgchat.logic.cypher import ELEMENT_ID, KGCHAT_LABEL, NodeShape, quote_name


def inspect(store: Any) -> None:
    """Decide the shape of entity nodes from the graph (unless the spec says), read its schema, and make sure
    the indexes entity search needs exist.

    A graph kgchat loaded (``:Entity`` nodes, or an empty one) keeps kgchat's layout: ids in ``id``, names in
    ``name``. Any other graph is read as it is: every label is a class of entities, ids are element ids unless
    every node has an ``id``, and each label is named by the property ``neo4j_schema.choose_name`` picks."""
    cfg = store.config
    labels = cfg.labels
    known = {r["label"] for r in store._read("CALL db.labels() YIELD label RETURN label", "reading labels")}
    if labels is None:  # auto: kgchat's own nodes if there are any (or nothing at all), else every label
        # no node at all: db.labels() still lists labels a constraint or index keeps after every node is deleted
        empty = not store._read("MATCH (n) RETURN 1 LIMIT 1", "checking for nodes")
        ours = KGCHAT_LABEL in known and bool(store._read(f"MATCH (n:`{KGCHAT_LABEL}`) RETURN 1 LIMIT 1",
                                                            "checking for kgchat's nodes"))
        labels = (KGCHAT_LABEL,) if ours or empty else tuple(sorted(known))
    own = labels == (KGCHAT_LABEL,)
    hidden = (cfg.norm_property,) + ((cfg.id_property,) if cfg.id_property not in (None, ELEMENT_ID) else ())
    described = [x for x in labels if x in known] if labels else sorted(known)
    store.graph_schema = read_schema(store._read, described, hidden=hidden + (("id",) if own else ()))
    id_property = cfg.id_property
    if id_property is None:
        every = [x for x in store.graph_schema.labels if x.count]
        has_ids = every and all((p := x.property("id")) is not None and p.count >= x.count for x in every)
        id_property = "id" if own or has_ids else ELEMENT_ID
    label_names: tuple[tuple[str, str], ...] = ()
    label_display: tuple[tuple[str, tuple[str, ...], str | tuple[str, ...] | None], ...] = ()
    names = cfg.name_properties
    if names is None and not own:
        by_size = sorted(store.graph_schema.labels, key=lambda x: -x.count)
        label_names = tuple((x.name, x.name_property) for x in by_size if x.name_property)
        label_display = tuple((x.name, x.display, x.name_property if x.keyed else None) for x in by_size
                              if x.display)
        # a label no key names alone: its shared naming key, with the keys that tell its nodes apart in brackets
        label_display += tuple((x.name, x.apart[:1], x.apart[1:]) for x in by_size if x.apart and not x.display)
        # the parts of a name read from two properties ("Jules" "Joyce") are indexed too, so the whole name is found
        names = tuple(dict.fromkeys(k for x in store.graph_schema.labels
                                    for k in (*x.search_properties, *(() if x.keyed else x.display)))) or ("name",)
    names = names or ("name",)
    store.config = cfg = replace(cfg, labels=tuple(labels), id_property=id_property, name_properties=names)
    store.shape = NodeShape(tuple(labels), id_property, names, label_names, label_display)
    store.property_mode = not own
    store.graph_schema = replace(store.graph_schema, property_graph=store.property_mode)
    facts = {p.key for x in store.graph_schema.labels for p in x.properties} - set(hidden) - {id_property}
    store._property_keys = facts if store.property_mode else set()
    named = {x.name_property for x in store.graph_schema.labels if x.name_property}
    store._walkable = store._property_keys - named
    tag = "_".join(re.sub(r"\W", "", x) for x in (*store.shape.labels, *names))[:40]
    digest = hashlib.sha1("|".join((*store.shape.labels, "/", *names)).encode()).hexdigest()[:8]
    store.fulltext_index = cfg.fulltext_index or f"kgchat_names_{tag}_{digest}"
    if cfg.create_schema and not cfg.read_only:
        store._create_schema(norm=own or cfg.labels is not None)
    indexes = store._read("SHOW INDEXES YIELD name, type, labelsOrTypes, properties, state "
                         "RETURN name, type, labelsOrTypes, properties, state", "listing indexes")
    store.has_fulltext = any(r["name"] == store.fulltext_index and r["type"] == "FULLTEXT" for r in indexes)
    norm_indexed = {lab for r in indexes if r["type"] == "RANGE" and r["properties"] == [cfg.norm_property]
                    for lab in (r["labelsOrTypes"] or [])}
    store.has_norm_index = bool(store.shape.labels) and set(store.shape.labels) <= norm_indexed
    if store.has_norm_index and store.property_mode:  # an index is no use when the graph's nodes carry no norm
        store.has_norm_index = not store._read(f"MATCH {store.shape.node('n')} WHERE n.{quote_name(cfg.norm_property)} "
                                             "IS NULL RETURN 1 LIMIT 1", "checking normalised names")
    store._load_relations()


def create_indexes(store: Any, norm: bool = True) -> None:
    """Range indexes on id and norm (``norm``: on nodes kgchat writes norm on), and the full-text index, each
    only if missing. Failures only cost speed."""
    shape, cfg = store.shape, store.config
    statements = []
    for lab in shape.labels:  # none when every node is an entity: no label to index (and none created)
        props = ([] if shape.by_element_id else [cfg.id_key]) + ([cfg.norm_property] if norm else [])
        for prop in props:  # the name says what is indexed, so IF NOT EXISTS never hides a different index
            name = "kgchat_" + re.sub(r"\W", "", f"{lab}_{prop}")[:60]
            statements.append(f"CREATE INDEX {quote_name(name)} IF NOT EXISTS "
                              f"FOR (n:{quote_name(lab)}) ON (n.{quote_name(prop)})")
    if shape.labels:
        props = ", ".join(f"n.{quote_name(p)}" for p in cfg.name_keys)
        statements.append(
            f"CREATE FULLTEXT INDEX {quote_name(store.fulltext_index)} IF NOT EXISTS FOR (n{shape.label()}) "
            f"ON EACH [{props}] OPTIONS {{indexConfig: {{`fulltext.analyzer`: 'standard-folding'}}}}")
    for statement in statements:
        try:
            store._read_write(statement)
        except (ReadOnlyGraph, GraphError):
            continue  # e.g. an equivalent index under another name, or no schema rights: search still works
    with suppress(GraphError):  # a slow population only makes the first searches miss
        store._read("CALL db.awaitIndexes($seconds)", "waiting for indexes", seconds=int(cfg.load_timeout))


def bulk_insert(store: Any, triples: list[tuple[str, str, str]], names: dict[str, str] | None = None,
                default_names: dict[str, str] | None = None) -> int:
    """Insert (head, relation, tail) id triples; returns how many relationships were new. New nodes are named
    ``names[id]``, else ``default_names[id]``, else their id.

    Nodes are MERGEd by (write label, id property) in UNWIND batches, then relationships are MERGEd one
    relationship type at a time (types cannot be parameters). Each batch is its own transaction, and every
    step is a MERGE, so a load that stopped half-way can simply be run again. Loaded nodes all get the write
    label (``Entity``, or the first configured label): a node with the same id under another label is not
    matched.
    """
    s, cfg = store.shape, store.config
    if s.by_element_id:
        raise ConfigError("Bulk loading needs an id property (id=… in the spec), not id=elementId.")
    names, default_names = names or {}, default_names or {}
    for rel in {r for _, r, _ in triples}:
        store._check_new_relation(rel)
    node = f"(n:{quote_name(s.write_label)} {{{quote_name(cfg.id_key)}: row.id}})"
    name_p, norm_p = quote_name(cfg.name_keys[0]), quote_name(cfg.norm_property)
    rows = []
    for eid in sorted({x for h, _, t in triples for x in (h, t)}):
        label = names.get(eid) or default_names.get(eid) or default_name(eid)
        rows.append({"id": eid, "name": label, "norm": normalize_name(label)})
    store._batched(f"UNWIND $rows AS row MERGE {node} ON CREATE SET n.{name_p} = row.name, n.{norm_p} = row.norm",
                  rows, "loading entities")
    # Names for entities that were already there (as SQLiteGraph does, names of unknown ids are ignored).
    renamed = [{"id": i, "name": n, "norm": normalize_name(n)} for i, n in sorted(names.items())]
    store._batched(f"UNWIND $rows AS row MATCH {node} WHERE n.{name_p} <> row.name "
                  f"SET n.{name_p} = row.name, n.{norm_p} = row.norm", renamed, "naming entities")
    by_rel: dict[str, list[dict[str, str]]] = {}
    for h, r, t in triples:
        by_rel.setdefault(r, []).append({"h": h, "t": t})
    head = f"(a:{quote_name(s.write_label)} {{{quote_name(cfg.id_key)}: row.h}})"
    tail = f"(b:{quote_name(s.write_label)} {{{quote_name(cfg.id_key)}: row.t}})"
    added = 0
    for rel, pairs in sorted(by_rel.items()):
        added += store._batched(f"UNWIND $rows AS row MATCH {head} MATCH {tail} MERGE (a)-[:{quote_name(rel)}]->(b)",
                               pairs, f"loading {rel} triples")
    store._rel_types.update(by_rel)
    store._after_write()
    return added


def batched(store: Any, query: str, rows: list[dict[str, Any]], doing: str) -> int:
    """Run ``query`` with ``$rows`` in batches, one transaction each; returns relationships created."""
    created = 0
    for start in range(0, len(rows), store.config.batch_size):
        batch = rows[start:start + store.config.batch_size]
        summary = store._write(lambda tx, b=batch: store._tx_run(tx, query, rows=b).consume(), doing,
                              timeout=store.config.load_timeout)
        created += summary.counters.relationships_created
    return created


def wipe(store: Any) -> None:
    """Delete every node and relationship of the database (tests and benchmarks only)."""
    if store.config.read_only:
        raise ReadOnlyGraph(f"{store._where} is opened read-only (readonly=1); it cannot be wiped.")
    store.queries += 1
    note_round_trip()
    with store._translate("wiping the graph"), store._session() as session:
        # CALL … IN TRANSACTIONS needs an auto-commit transaction, hence session.run.
        session.run("MATCH (n) CALL (n) { DETACH DELETE n } IN TRANSACTIONS OF 10000 ROWS").consume()
    store._rel_types = set()
    store._after_write()
