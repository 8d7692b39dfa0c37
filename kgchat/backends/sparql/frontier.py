"""Batched reads of ``SparqlGraph`` (``relations_many``, ``neighbors_many``): a whole search frontier in one request.

The entities travel in a ``VALUES`` block (an index key per lookup, ``?k``), names come along through an
``OPTIONAL`` on each name predicate (so no second request names them; none where a small graph's names are held in
memory, ``NameSearch.held``), and results page past the server's row cap
like every other query (``SparqlClient.paged``). The answers are those of ``relations`` and ``neighbors``, entity by
entity:

- the neighbour given with each move is the smallest by Virtuoso's internal order, not necessarily the first of
  ``neighbors(limit=1)``: it only tells moves onto unnamed (CVT) nodes from others (see ``GraphStore``);
- neighbours are read by joining the ``VALUES`` block to the triple pattern, in ``?k ?x`` order, and each lookup
  keeps its first ``limit``. A lookup known to reach more than ``limit`` neighbours (a genre's films) is limited
  on the server instead, in its own ordered subquery (``{ SELECT … ORDER BY ?x LIMIT n }``), joined to the rest
  by ``UNION`` in the same request: Virtuoso compiles such a branch at about 2 ms, while sending every film of a
  genre to keep 100 costs tens of ms. What is known comes from ``relations_many``, which counts each move's
  neighbours along with its first one (``SparqlGraph.fanout``: a hint for speed only, the rows are the same
  either way). When the join still passes ``JOINED_ROWS`` rows (an unknown hub: a country with millions of
  incoming edges), the batch is read again with every lookup limited on the server (``LIMITED_PER_REQUEST``
  per request).

The functions take the ``SparqlGraph`` (``store``) whose methods they are. Two-hop relations through CVT nodes
(``"r1 > r2"``, the ``cvt=expand`` mode) are read entity by entity, as before.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from kgchat.backends.base import GraphStore, Lookup, Move, as_direction
from kgchat.backends.sparql import terms
from kgchat.backends.sparql.names import keep_best_name
from kgchat.backends.sparql.terms import OWL_SAME_AS
from kgchat.errors import InvalidInput
from kgchat.types import Direction, Entity

JOINED_ROWS = 20_000  # rows a limited batch may fetch in one join before each lookup is limited on the server
LIMITED_PER_REQUEST = 100  # lookups per request once each is limited on the server (one UNION branch each)
FANOUT_HINTS = 100_000  # neighbour counts a store remembers (``SparqlGraph.fanout``) before it starts over


def _named(store: Any, rows: list[dict], var: str) -> dict[str, str]:
    """Preferred names of the ``var`` values, from the name columns the query fetched along (``_with_names``), or
    from the names held in memory."""
    if (held := store.names.held()) is not None:
        return held
    best: dict[str, tuple[int, str]] = {}
    for r in rows:
        if r.get(var, {}).get("type") == "uri":
            if "n" in r:
                keep_best_name(best, r[var]["value"], store.label, r["n"])
            if "same" in r:
                keep_best_name(best, r[var]["value"], OWL_SAME_AS, r["same"])
    return {value: name for value, (_, name) in best.items()}


def _with_names(store: Any, where: str, var: str) -> tuple[str, str]:
    """(extra selected variables, ``where`` with the names of ``var`` fetched along): the name predicate and, for
    Freebase, owl:sameAs, each in its own OPTIONAL with a constant predicate (a variable or bound predicate makes
    Virtuoso 5x slower there). Nothing is added where the names are held in memory (a small graph: the OPTIONAL
    would double the time of a typical frontier's read)."""
    if store.names.held() is not None:
        return "", where
    where = f"{where} OPTIONAL {{ {var} {terms.iri(store.label)} ?n }}"
    if store.names.english:
        return "?n ?same", f"{where} OPTIONAL {{ {var} {terms.iri(OWL_SAME_AS)} ?same }}"
    return "?n", where


def relations_many(store: Any, entity_ids: Sequence[str]) -> dict[str, dict[Move, Entity | None]]:
    """Moves of many entities with the first entity each reaches, in one query (paged)."""
    ids = list(dict.fromkeys(entity_ids))
    if store.expand_cvt:  # two-hop relations through CVT nodes are listed entity by entity
        return GraphStore.relations_many(store, ids)
    iris = [(k, term) for k, eid in enumerate(ids) if (term := store._iri(eid))]
    branches = []
    if iris:
        keyed = " ".join(f"({k} {term})" for k, term in iris)
        branches += [f"{{ VALUES (?k ?s) {{ {keyed} }} ?s ?p ?x BIND(0 AS ?d) }}",
                     f"{{ VALUES (?k ?t) {{ {keyed} }} ?x ?p ?t BIND(1 AS ?d) }}"]
    for k, eid in enumerate(ids):  # numbers and dates are looked up as literals too; a VALUES block mixing
        if literals := terms.literal_terms(eid):  # literals and keys is planned badly by Virtuoso, so one each
            branches.append(f"{{ VALUES ?t {{ {' '.join(literals)} }} ?x ?p ?t BIND({k} AS ?k) BIND(1 AS ?d) }}")
    found: dict[str, dict[Move, Entity | None]] = {eid: {} for eid in ids}
    if not branches:
        return found
    # One neighbour per move, to tell moves onto unnamed (CVT) nodes from others: MIN over the terms themselves,
    # which Virtuoso takes from its internal keys. The smallest by ORDER BY (what neighbors(limit=1) returns) would
    # need every neighbour's text: 1.7x the time on a hub such as a genre with 10,000 films.
    # ?deg: the move's neighbour count, kept as a hint for neighbors_many (about 1 ms more on a typical frontier)
    grouped = (f"SELECT ?k ?d ?p (MIN(?x) AS ?first) (COUNT(?x) AS ?deg) WHERE {{ {' UNION '.join(branches)} }} "
               f"GROUP BY ?k ?d ?p")
    names_vars, where = _with_names(store, f"{{ {grouped} }}", "?first")
    rows = store.client.paged(f"?k ?d ?p ?first ?deg {names_vars}", where, f"?k ?d ?p {names_vars}")
    names = _named(store, rows, "first")
    moves: dict[tuple[int, int, str], Entity] = {}
    directions = (Direction.OUT, Direction.IN)
    fanout: dict[Lookup, int] = {}
    for r in rows:
        predicate = r["p"]["value"]
        rel = store._relation_name(predicate)
        if predicate == store.label or store._is_meta(rel):
            continue
        key = (int(r["k"]["value"]), int(r["d"]["value"]), rel)
        if key not in moves:
            moves[key] = store._entities([r["first"]], names)[0]
        lookup = (ids[key[0]], rel, directions[key[1]])
        fanout[lookup] = fanout.get(lookup, 0) + int(r["deg"]["value"])  # literal forms of one id add up
    for (k, d, rel), first in sorted(moves.items()):
        found[ids[k]][(rel, directions[d])] = first
    if len(store.fanout) + len(fanout) > FANOUT_HINTS:
        store.fanout = {}
    store.fanout.update(fanout)
    return found


def neighbors_many(store: Any, lookups: Iterable[Lookup], limit: int | None, cvt_sep: str
                   ) -> dict[Lookup, list[Entity]]:
    """Neighbours for many (entity, relation, direction) lookups, each sorted by id and cut at ``limit``
    (``cvt_sep`` joins the two relations of a step through a CVT node)."""
    keys = [(e, r, as_direction(d)) for e, r, d in dict.fromkeys(lookups)]
    out: dict[Lookup, list[Entity]] = {key: [] for key in keys}
    plain: list[tuple[int, str, str, Direction]] = []  # (index, entity, predicate term, direction)
    for i, (eid, rel, direction) in enumerate(keys):
        parts = rel.split(cvt_sep)
        if len(parts) > 2:
            raise InvalidInput(f"{rel!r}: a step goes through at most one CVT node ('r1{cvt_sep}r2').")
        preds = [store._predicate(p) for p in parts]  # raises UnknownRelation before anything is sent
        if len(preds) == 2:
            out[keys[i]] = store.neighbors(eid, rel, direction, limit=limit)
        else:
            plain.append((i, eid, preds[0], direction))
    if not plain:
        return out
    hubs = [] if limit is None else [p for p in plain if store.fanout.get(keys[p[0]], 0) > limit]
    hubs = hubs[:LIMITED_PER_REQUEST]
    limited_keys = {p[0] for p in hubs}
    parts = [_joined(store, [p for p in plain if p[0] not in limited_keys])]
    if hubs:
        parts.append(_limited(store, hubs, limit))
    parts = [q for q in parts if q]
    if not parts:
        return out
    names_vars, where = _with_names(store, " UNION ".join(parts), "?x")
    cap = None if limit is None else JOINED_ROWS
    rows = store.client.paged(f"?k ?x {names_vars}", where, f"?k ?x {names_vars}", limit=cap)
    if cap is not None and len(rows) >= cap:  # some lookup reaches a hub: keep each to its limit on the server
        rows = []
        for i in range(0, len(plain), LIMITED_PER_REQUEST):
            if (limited := _limited(store, plain[i:i + LIMITED_PER_REQUEST], limit)) is not None:
                names_vars, where = _with_names(store, limited, "?x")
                rows += store.client.paged(f"?k ?x {names_vars}", where, f"?k ?x {names_vars}")
    names = _named(store, rows, "x")
    seen: dict[int, dict[tuple[str, str], dict]] = {}
    for r in rows:  # the neighbours of each lookup, in ?x order, once each
        seen.setdefault(int(r["k"]["value"]), {}).setdefault((r["x"]["value"], r["x"].get("type", "")), r["x"])
    for k, values in seen.items():
        bindings = list(values.values())
        out[keys[k]] = sorted(store._entities(bindings[:limit] if limit is not None else bindings, names),
                              key=lambda e: e.id)
    return out


def _pattern(store: Any, eid: str, pred: str, direction: Direction) -> str | None:
    """The triple pattern of one lookup, binding ``?x`` (None when the id names nothing here)."""
    if direction is Direction.OUT:
        term = store._iri(eid)
        return f"{term} {pred} ?x" if term else None
    found = terms.object_terms(eid, store.base)
    return f"VALUES ?t {{ {' '.join(found)} }} ?x {pred} ?t" if found else None


def _joined(store: Any, plain: list[tuple[int, str, str, Direction]]) -> str | None:
    """Every lookup's neighbours, the lookups as one VALUES block per direction."""
    out_rows = [f"({k} {term} {pred})" for k, eid, pred, d in plain if d is Direction.OUT and (term := store._iri(eid))]
    in_rows = [f"({k} {t} {pred})" for k, eid, pred, d in plain if d is Direction.IN
               for t in terms.object_terms(eid, store.base)]
    branches = ([f"{{ VALUES (?k ?s ?p) {{ {' '.join(out_rows)} }} ?s ?p ?x }}"] if out_rows else []) + \
               ([f"{{ VALUES (?k ?t ?p) {{ {' '.join(in_rows)} }} ?x ?p ?t }}"] if in_rows else [])
    return f"{{ SELECT DISTINCT ?k ?x WHERE {{ {' UNION '.join(branches)} }} }}" if branches else None


def _limited(store: Any, plain: list[tuple[int, str, str, Direction]], limit: int) -> str | None:
    """Each lookup's first ``limit`` neighbours in its own ordered subquery, the subqueries joined by UNION."""
    branches = [f"{{ SELECT DISTINCT ?x ({k} AS ?k) WHERE {{ {pattern} }} ORDER BY ?x LIMIT {max(int(limit), 0)} }}"
                for k, eid, pred, d in plain if (pattern := _pattern(store, eid, pred, d))]
    return f"{{ {' UNION '.join(branches)} }}" if branches else None
