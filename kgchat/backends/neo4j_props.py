"""The triple view of a Neo4j property graph (``Neo4jGraph`` in property mode): properties, relationships' own
properties and labels read as relations every engine can walk, as ``kgchat.schema`` describes them.

- a node property ``key`` is a relation from the node to each of its values (``The Matrix --released--> 1999``;
  a list property: to each element); a value is an entity whose id and name are its text (Cypher's ``toString``);
  followed backwards from a value it reaches the nodes holding it (``1999 <--released-- The Matrix``);
- a relationship type ``T`` with properties also reads as one mediator node per relationship (id ``_:`` + its
  element id, unnamed, so walked through and never an answer), with ``T.start`` / ``T.end`` to its start / end
  node and ``T.key`` to each property value, as a Freebase CVT holds its facts;
- a label is a class: ``type.object.type`` leads from a node to its labels and back.

Relationship types, labels and property keys come from the graph's own schema and are backtick-quoted; ids and
values travel as parameters. The functions take the ``Neo4jGraph`` (``store``) whose methods they are.
"""

from __future__ import annotations

from typing import Any

from kgchat.backends.base import Move, as_direction
from kgchat.backends.neo4j_frontier import to_entity
from kgchat.logic.cypher import EDGE_PREFIX, quote_name, value_equals, value_list
from kgchat.logic.nodes import TYPE_RELATION
from kgchat.schema import EDGE_END, EDGE_START, PropertyInfo
from kgchat.types import Direction, Entity

REL, PROP, EDGE_START_K, EDGE_END_K, EDGE_PROP, LABEL = "rel", "prop", "edge_start", "edge_end", "edge_prop", "label"


def classify(store: Any, relation: str) -> tuple[str, str, str]:
    """(kind, relationship type, key) of a relation of this graph; relationship types first, then mediator
    relations, node property keys and the class relation. Unknown names are left to the caller's schema check."""
    schema = store.graph_schema
    if relation in store._rel_types or not store.property_mode:
        return REL, relation, ""
    edge = schema.edge_relation(relation)
    if edge is not None:
        kind = {EDGE_START: EDGE_START_K, EDGE_END: EDGE_END_K}.get(edge.part, EDGE_PROP)
        return kind, edge.type, edge.part
    if relation in store._property_keys:
        return PROP, "", relation
    if relation == TYPE_RELATION and schema.labels:
        return LABEL, "", ""
    return REL, relation, ""


def extra_relations(store: Any) -> set[str]:
    """Relations beyond the relationship types: property keys, mediator relations and the class relation."""
    if not store.property_mode:
        return set()
    out = set(store._property_keys) | set(store.graph_schema.edge_relations())
    if store.graph_schema.labels:
        out.add(TYPE_RELATION)
    return out - store._rel_types


def _info(store: Any, kind: str, rel: str, key: str) -> PropertyInfo | None:
    if kind == EDGE_PROP:
        r = store.graph_schema.rel(rel)
        return r.property(key) if r is not None else None
    return store.graph_schema.node_property(key)


def _edge_id(var: str) -> str:
    return f"'{EDGE_PREFIX}' + elementId({var})"


def _edge_element(entity_id: str) -> str | None:
    return entity_id[len(EDGE_PREFIX):] if entity_id.startswith(EDGE_PREFIX) else None


def relations(store: Any, entity_id: str, direction: Direction) -> list[str]:
    """Property, mediator and class moves of a node (or mediator) beyond its relationship types, sorted."""
    if not store.property_mode:
        return []
    s = store.shape
    element = _edge_element(entity_id)
    if element is not None:  # a mediator: its start, end and properties
        if direction is Direction.IN:
            return []
        rows = store._read("MATCH ()-[r]->() WHERE elementId(r) = $e RETURN type(r) AS t, keys(r) AS k",
                           "listing a relationship's facts", e=element)
        return sorted({f"{r['t']}.{part}" for r in rows if store.graph_schema.rel(r["t"]) is not None
                       and store.graph_schema.rel(r["t"]).properties
                       for part in (EDGE_START, EDGE_END, *r["k"])})
    typed = [r.name for r in store.graph_schema.relationships if r.properties]
    if direction is Direction.OUT:
        rows = store._read(f"MATCH {s.node('n')} WHERE {s.has_id('n', 'id')} RETURN keys(n) AS k",
                           "listing properties", id=entity_id)
        keys = {k for r in rows for k in r["k"] if k in store._walkable}
        return sorted(keys)
    rows = store._read(f"MATCH {s.node('n')} WHERE {s.has_id('n', 'id')} "
                       "CALL (n) { MATCH (n)-[r]->() WHERE type(r) IN $typed RETURN DISTINCT type(r) + '.start' AS m "
                       "UNION MATCH (n)<-[r]-() WHERE type(r) IN $typed RETURN DISTINCT type(r) + '.end' AS m } "
                       "RETURN m", "listing relationships with properties", id=entity_id, typed=typed)
    return sorted({r["m"] for r in rows})


def neighbors(store: Any, entity_id: str, relation: str, direction: Direction | str,
              limit: int | None = None) -> list[Entity] | None:
    """Entities one property / mediator / class step away, sorted by id; None when ``relation`` is a
    relationship type (the caller follows it)."""
    kind, rel, key = classify(store, relation)
    if kind == REL:
        return None
    direction = as_direction(direction)
    s = store.shape
    cut = " LIMIT $limit" if limit is not None else ""
    params: dict[str, Any] = {"id": entity_id, "limit": max(int(limit), 0) if limit is not None else None}
    values = "UNWIND {lst} AS x WITH DISTINCT toString(x) AS t WHERE t IS NOT NULL RETURN t AS id, t AS name " \
             "ORDER BY id" + cut
    if kind == PROP:
        info = _info(store, kind, rel, key)
        if direction is Direction.OUT:
            query = f"MATCH {s.node('n')} WHERE {s.has_id('n', 'id')} " + values.format(lst=value_list("n", key, info))
        else:
            test, value = value_equals("x", "$value", info, entity_id)
            params["value"] = value
            query = (f"MATCH {s.node('n')} WHERE any(x IN {value_list('n', key, info)} WHERE {test}) "
                     f"RETURN DISTINCT {s.returns('n')} ORDER BY id{cut}")
    elif kind == LABEL:
        if direction is Direction.OUT:
            query = (f"MATCH {s.node('n')} WHERE {s.has_id('n', 'id')} UNWIND labels(n) AS l WITH l "
                     f"WHERE l IN $labels RETURN DISTINCT l AS id, l AS name ORDER BY id{cut}")
            params["labels"] = [x.name for x in store.graph_schema.labels]
        elif store.graph_schema.label(entity_id) is None:
            return []
        else:
            query = f"MATCH (n:{quote_name(entity_id)}) RETURN DISTINCT {s.returns('n')} ORDER BY id{cut}"
    elif kind == EDGE_PROP:
        info = _info(store, kind, rel, key)
        if direction is Direction.OUT:
            element = _edge_element(entity_id)
            if element is None:
                return []
            params["id"] = element
            query = "MATCH ()-[r]->() WHERE elementId(r) = $id " + values.format(lst=value_list("r", key, info))
        else:
            test, value = value_equals("x", "$value", info, entity_id)
            params["value"] = value
            query = (f"MATCH ()-[r:{quote_name(rel)}]->() WHERE any(x IN {value_list('r', key, info)} WHERE {test}) "
                     f"RETURN DISTINCT {_edge_id('r')} AS id, '' AS name ORDER BY id{cut}")
    else:  # a mediator's start or end node, or the mediators at a node
        start = kind == EDGE_START_K
        if direction is Direction.OUT:
            element = _edge_element(entity_id)
            if element is None:
                return []
            params["id"] = element
            pattern = f"{s.node('n')}-[r]->()" if start else f"()-[r]->{s.node('n')}"
            query = f"MATCH {pattern} WHERE elementId(r) = $id RETURN DISTINCT {s.returns('n')} ORDER BY id{cut}"
        else:
            q = quote_name(rel)
            pattern = f"{s.node('n')}-[r:{q}]->()" if start else f"()-[r:{q}]->{s.node('n')}"
            query = (f"MATCH {pattern} WHERE {s.has_id('n', 'id')} "
                     f"RETURN DISTINCT {_edge_id('r')} AS id, '' AS name ORDER BY id{cut}")
    rows = store._read(query, "following a property", **params)
    return [to_entity(r["id"], r["name"]) for r in rows]


def first_moves(store: Any, entity_ids: list[str]) -> dict[str, dict[Move, Entity | None]]:
    """Per node: its property moves (forwards) and mediator moves (backwards), each with the first entity it
    reaches, in one query; ``relations_many`` adds them to the relationship moves."""
    if not store.property_mode or not entity_ids:
        return {}
    s = store.shape
    typed = [r.name for r in store.graph_schema.relationships if r.properties]
    rows = store._read(
        f"UNWIND $ids AS key MATCH {s.node('n')} WHERE {s.id_of('n')} = key "
        "CALL (n) { UNWIND keys(n) AS k WITH k WHERE k IN $walkable "
        "WITH k, n[k] AS v WITH k, CASE WHEN v IS :: LIST<ANY> THEN v ELSE [v] END AS vs "
        "UNWIND vs AS x WITH k, min(toString(x)) AS first RETURN k AS m, 0 AS inward, first "
        "UNION ALL MATCH (n)-[r]->() WHERE type(r) IN $typed "
        f"RETURN type(r) + '.start' AS m, 1 AS inward, min({_edge_id('r')}) AS first "
        "UNION ALL MATCH (n)<-[r]-() WHERE type(r) IN $typed "
        f"RETURN type(r) + '.end' AS m, 1 AS inward, min({_edge_id('r')}) AS first }} "
        "RETURN key, m, inward, first", "listing properties", ids=entity_ids, walkable=sorted(store._walkable),
        typed=typed)
    out: dict[str, dict[Move, Entity | None]] = {}
    for r in rows:
        if r["first"] is None:
            continue
        entity = Entity(r["first"], r["first"]) if not r["inward"] else Entity(r["first"], "")
        out.setdefault(r["key"], {})[(r["m"], Direction.IN if r["inward"] else Direction.OUT)] = entity
    return out


def property_values(store: Any, relation: str, limit: int) -> list[str]:
    """Distinct values of a node or relationship property, most frequent first (ties by text)."""
    if not store.property_mode:
        return []
    kind, rel, key = classify(store, relation)
    if kind not in (PROP, EDGE_PROP):
        return []
    info = _info(store, kind, rel, key)
    owner = store.shape.node("n") if kind == PROP else f"()-[n:{quote_name(rel)}]->()"
    rows = store._read(f"MATCH {owner} WHERE n.{quote_name(key)} IS NOT NULL UNWIND {value_list('n', key, info)} AS x "
                       "WITH toString(x) AS t, count(*) AS c RETURN t ORDER BY c DESC, t LIMIT $limit",
                       "listing property values", limit=max(int(limit), 0))
    return [r["t"] for r in rows if r["t"] is not None]


def labels_many(store: Any, entity_ids: list[str], limit: int | None) -> dict[str, list[Entity]]:
    """The labels (classes) of many nodes in one query, each list sorted."""
    s = store.shape
    rows = store._read(f"UNWIND $ids AS key MATCH {s.node('n')} WHERE {s.id_of('n')} = key "
                       "UNWIND labels(n) AS l WITH key, l WHERE l IN $labels RETURN DISTINCT key, l ORDER BY key, l",
                       "reading labels", ids=entity_ids, labels=[x.name for x in store.graph_schema.labels])
    out: dict[str, list[Entity]] = {eid: [] for eid in entity_ids}
    for r in rows:
        out[r["key"]].append(Entity(r["l"], r["l"]))
    return {k: v[:limit] if limit is not None else v for k, v in out.items()}


# Cypher's rand() takes no seed, so a sample is ordered by a hash of its ids instead: a polynomial hash of the id's
# characters (each by its place in ``_ID_CHARACTERS``), times a multiplier the seed picks, modulo a prime. The same
# seed gives the same sample on the same graph; ids that differ in their last character land far apart.
_ID_CHARACTERS = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ:-_."
_PRIME = 2147483647  # 2**31 - 1: every product below stays inside Cypher's 64-bit integers


def seeded_order(column: str, seed: int) -> tuple[str, dict[str, Any]]:
    """(ORDER BY expression, its parameters): a pseudo-random order of the rows by their ``column`` (an id),
    the same for the same ``seed``."""
    expression = (f"reduce(h = 0, c IN split(toString({column}), '') | (h * 31 + size(split($chars, c)[0])) % "
                  f"{_PRIME}) * $multiplier % {_PRIME}, {column}")
    return expression, {"chars": _ID_CHARACTERS, "multiplier": (1103515245 + 2 * (int(seed) % 1_000_003)) % _PRIME}


def sample_entities(store: Any, relation: str, limit: int, seed: int = 0) -> list[Entity] | None:
    """Distinct subjects of a property / mediator / class relation in a seeded pseudo-random order
    (``seeded_order``); None for a relationship type (the caller samples it)."""
    kind, rel, key = classify(store, relation)
    if kind == REL:
        return None
    s = store.shape
    order, params = seeded_order("id", seed)
    if kind in (PROP, LABEL):
        cond = f"n.{quote_name(key)} IS NOT NULL" if kind == PROP else "true"
        query = f"MATCH {s.node('n')} WHERE {cond} WITH n RETURN {s.returns('n')} ORDER BY {order} LIMIT $limit"
    else:
        cond = f"r.{quote_name(key)} IS NOT NULL" if kind == EDGE_PROP else "true"
        query = (f"MATCH ()-[r:{quote_name(rel)}]->() WHERE {cond} "
                 f"RETURN {_edge_id('r')} AS id, '' AS name ORDER BY {order} LIMIT $limit")
    rows = store._read(query, "sampling entities", limit=max(int(limit), 0), **params)
    return [to_entity(r["id"], r["name"]) for r in rows]
