"""The schema of a graph kept as triples (``SQLiteGraph.schema()``), read from its relations and a sample of them.

Facts whose objects are values — numbers, dates, ``true`` / ``false`` — are properties (``Inception --release_year-->
2010``: an int property); classes are the objects of ``type.object.type``; relationship properties are read from
the mediator relations of kgchat's triple view (``T.start``, ``T.end`` and ``T.key``, as ``kgchat.schema``
writes them): ``T`` then has the properties ``key``. Every other relation is a relationship type.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from kgchat.logic.nodes import TYPE_RELATION, value_key
from kgchat.schema import EDGE_END, EDGE_START, GraphSchema, LabelInfo, PropertyInfo, RelTypeInfo

SAMPLE = 50  # objects read per relation to tell values from entities

Query = Callable[[str, list[Any]], list[tuple]]


def value_type(values: list[str]) -> str | None:
    """The type the sampled objects share (int, float, date, bool), or None when they are entities."""
    if not values:
        return None
    if all(v in ("true", "false") for v in values):
        return "bool"
    keys = [value_key(v) for v in values]
    if any(k is None for k in keys):
        return None
    if all(len(v) >= 7 and v[4:5] == "-" for v in values):
        return "date"
    if all(v.lstrip("+-").isdigit() for v in values):
        return "int"
    return "float"


def read_triple_schema(query: Query) -> GraphSchema:
    """The schema of an SQLite graph (``query(sql, params)`` → rows; the tables of ``kgchat.backends.sqlite``)."""
    counts = {name: n for name, n in query(
        "SELECT r.name, COUNT(*) FROM triples t JOIN relations r ON r.pk = t.r GROUP BY r.name", [])}
    samples: dict[str, list[str]] = {}
    for name, value in query(
            "SELECT r.name, e.id FROM (SELECT r, t, ROW_NUMBER() OVER (PARTITION BY r ORDER BY h) AS n FROM triples) x "
            "JOIN relations r ON r.pk = x.r JOIN entities e ON e.pk = x.t WHERE x.n <= ?", [SAMPLE]):
        samples.setdefault(name, []).append(value)
    labels = []
    if TYPE_RELATION in counts:
        for cls, n in query("SELECT e.id, COUNT(*) FROM triples t JOIN relations r ON r.pk = t.r "
                            "JOIN entities e ON e.pk = t.t WHERE r.name = ? GROUP BY e.id ORDER BY e.id",
                            [TYPE_RELATION]):
            labels.append((cls, n))
    edge_types = {name.rsplit(".", 1)[0] for name in counts if name.endswith("." + EDGE_START)}
    edge_types &= {name.rsplit(".", 1)[0] for name in counts if name.endswith("." + EDGE_END)}
    props: list[PropertyInfo] = []
    qualifiers: dict[str, list[PropertyInfo]] = {t: [] for t in edge_types}
    rels: list[str] = []
    for name in sorted(counts):
        if name == TYPE_RELATION:
            continue
        base, _, part = name.rpartition(".")
        if base in edge_types and part in (EDGE_START, EDGE_END):
            continue
        kind = value_type(samples.get(name, []))
        if base in edge_types:
            vals = samples.get(name, [])
            qualifiers[base].append(PropertyInfo(part, kind or "string", False, counts[name], len(set(vals)),
                                                 tuple(dict.fromkeys(vals))[:5]))
        elif kind is not None:
            vals = samples[name]
            props.append(PropertyInfo(name, kind, False, counts[name], len(set(vals)), tuple(dict.fromkeys(vals))[:5]))
        else:
            rels.append(name)
    held: dict[str, set[str]] = {}
    if labels and props:  # which classes hold each property: one pass over the typed subjects
        for rel, cls in query("SELECT DISTINCT r.name, c.id FROM triples p JOIN relations r ON r.pk = p.r "
                              "JOIN triples k ON k.h = p.h JOIN relations kr ON kr.pk = k.r AND kr.name = ? "
                              "JOIN entities c ON c.pk = k.t", [TYPE_RELATION]):
            held.setdefault(cls, set()).add(rel)
    label_infos = tuple(LabelInfo(cls, n, tuple(p for p in props if p.key in held.get(cls, ())), "name", ("name",))
                        for cls, n in labels)
    rel_infos = tuple(RelTypeInfo(r, counts[r], properties=tuple(qualifiers.get(r, ()))) for r in rels)
    return GraphSchema(label_infos, rel_infos, f"relations of the store, {SAMPLE} objects sampled per relation")
