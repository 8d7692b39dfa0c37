"""Running a generated Cypher query (Text2Cypher) on Neo4j: checked, planned, then read with a timeout and a row limit.

``run_generated`` is what ``Neo4jGraph.run_cypher`` does, in four steps, any of which refuses the query
(``QueryRefused``, whose ``problems`` the LLM is shown when it is asked again):

1. ``kgchat.backends.cypher_check.check_cypher``: one read-only statement naming only the labels, relationship
   types and property keys of the graph's schema (no server needed);
2. ``cypher_tokens.parameterise``: the string literals (names and values from the user's question) become
   parameters;
3. ``EXPLAIN`` in a READ session: the server parses and plans it without running it; a syntax or semantic error
   refuses it, and so does a plan whose query type is anything but ``r`` (read only);
4. the query runs in a READ transaction (``execute_read``: the server itself refuses any write) with a server-side
   timeout, and at most ``row_limit`` rows are read (one more is asked for to know whether there were more).

When it finds nothing, ``where_values`` says where the text values it compared are held (``'Odette Penhaligon'``
is a ``:Member.fullName``), for the LLM to try again.

Values come back typed (``CypherRows``): a node as the entity the store would name (its id and name property), a
date as its ISO text, a number as ``number_text`` writes it, a list as one entity per element.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from kgchat.backends.base import note_round_trip
from kgchat.backends.cypher_check import check_cypher
from kgchat.backends.cypher_tokens import parameterise
from kgchat.backends.neo4j_frontier import to_entity
from kgchat.errors import BackendUnavailable, QueryRefused
from kgchat.types import CypherRows, Entity

_TIMED_OUT = ("TransactionTimedOut", "TransactionTimedOutClientConfiguration")


def run_generated(store: Any, text: str, row_limit: int, timeout: float) -> CypherRows:
    """Check, plan and run ``text`` on ``store`` (a ``Neo4jGraph``): see the module docstring."""
    check = check_cypher(text, store.schema())
    if not check.ok:
        raise QueryRefused("the generated query was refused: " + "; ".join(check.problems), check.problems)
    query, params = parameterise(check.query)
    neo4j = store._neo4j
    started = time.monotonic()
    query_type = _explain(store, query, params, timeout)
    if query_type != "r":
        raise QueryRefused(f"the server plans this query as {query_type!r}, not as a read: it is not run",
                           [f"the query must only read (the server's plan says {query_type!r})"])
    unit = neo4j.unit_of_work(timeout=timeout)(lambda tx: _fetch(tx, query, params, row_limit))
    with _refusals(store, "running a generated query", timeout), store._session(neo4j.READ_ACCESS) as session:
        store.queries += 1
        note_round_trip()
        columns, records = session.execute_read(unit)
    truncated = len(records) > row_limit
    rows = [[_cell(store, v) for v in record] for record in records[:row_limit]]
    out = CypherRows(query, params, columns, rows, truncated, query_type, round(time.monotonic() - started, 4))
    if out.found_nothing and params:
        out.hints = where_values(store, list(params.values()), timeout)
    return out


def where_values(store: Any, values: list[str], timeout: float, limit: int = 3) -> dict[str, list[str]]:
    """Where each text value is held exactly, as ``:Label.key`` (``'Odette Penhaligon'`` → ``[':Member.fullName']``):
    what to tell an LLM whose query found nothing because it looked for a name under the wrong label or key. One
    query over the string properties of the schema's labels, within ``timeout``."""
    keys = sorted({p.key for x in store.schema().labels for p in x.properties if p.type == "string" and not p.is_list})
    if not values or not keys:
        return {}
    rows = store._read("UNWIND $values AS v CALL (v) { MATCH (n) WHERE any(k IN $keys WHERE n[k] = v) "
                       "RETURN n LIMIT $limit } RETURN v, labels(n) AS labels, [k IN $keys WHERE n[k] = v] AS keys",
                       "finding where the query's values are", timeout=timeout, values=list(values), keys=keys,
                       limit=limit)
    found: dict[str, list[str]] = {}
    for row in rows:
        for label in row["labels"]:
            for key in row["keys"]:
                place = f":{label}.{key}"
                if store.schema().label(label) is not None and store.schema().label(label).property(key) is not None \
                        and place not in found.setdefault(row["v"], []):
                    found[row["v"]].append(place)
    return found


def _explain(store: Any, query: str, params: dict[str, str], timeout: float) -> str:
    """The server's plan of ``query``: its query type (``r``, ``rw``, ``w``, ``s``); errors refuse the query."""
    neo4j = store._neo4j
    with _refusals(store, "planning a generated query (EXPLAIN)", timeout), \
            store._session(neo4j.READ_ACCESS) as session:
        store.queries += 1
        note_round_trip()
        summary = session.run(neo4j.Query("EXPLAIN " + query, timeout=timeout), params).consume()
    return str(summary.query_type or "")


def _fetch(tx: Any, query: str, params: dict[str, str], row_limit: int) -> tuple[list[str], list[list[Any]]]:
    result = tx.run(query, params)
    columns = list(result.keys())
    records = []
    for record in result:
        records.append(list(record.values()))
        if len(records) > row_limit:  # one past the limit says there were more; the rest is never read
            break
    return columns, records


@contextmanager
def _refusals(store: Any, doing: str, timeout: float) -> Iterator[None]:
    """The store's error translation, with the server's refusals of a generated query (syntax, semantics, access
    mode) raised as ``QueryRefused`` and its timeout named as this query's."""
    exc_mod = store._neo4j.exceptions
    with store._translate(doing):
        try:
            yield
        except exc_mod.ClientError as exc:
            code = exc.code or ""
            if any(code.endswith(x) for x in _TIMED_OUT):
                raise BackendUnavailable(f"the generated query ran past its {timeout:g} s timeout and was stopped "
                                         "by the server") from exc
            if code.startswith("Neo.ClientError.Statement") or "AccessMode" in code or "Forbidden" in code:
                message = (exc.message or code).split("\n")[0]
                raise QueryRefused(f"the server refused the generated query while {doing}: {message}",
                                   [f"the server says: {message}"]) from exc
            raise


def _cell(store: Any, value: Any) -> list[Entity]:
    """A returned value as the entities it stands for (see the module docstring)."""
    from kgchat.logic.nodes import number_text

    neo4j = store._neo4j
    if value is None:
        return []
    if isinstance(value, list):
        return [e for v in value for e in _cell(store, v)]
    if isinstance(value, neo4j.graph.Node):
        return [_node(store, value)]
    if isinstance(value, neo4j.graph.Relationship):
        return [Entity(value.element_id, value.type)]
    if isinstance(value, neo4j.graph.Path):
        return [_node(store, n) for n in value.nodes]
    if isinstance(value, bool):
        text = "true" if value else "false"
    elif isinstance(value, int | float):
        text = number_text(float(value))
    elif hasattr(value, "iso_format"):
        text = value.iso_format()
    elif isinstance(value, dict):
        return [e for v in value.values() for e in _cell(store, v)]
    else:
        text = str(value)
    return [Entity(text, text)]


def _node(store: Any, node: Any) -> Entity:
    """A node as the store names it: its id (property or element id) and its name as people read it
    (``NodeShape.display_name``)."""
    shape = store.shape
    props = dict(node.items())
    node_id = node.element_id if shape.by_element_id else props.get(shape.id_property, node.element_id)
    return to_entity(node_id, shape.display_name(node.labels, props))
