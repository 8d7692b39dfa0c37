#!/usr/bin/env python3
"""Load graph.json into an EMPTY Neo4j database with the official neo4j driver.

    python3 load.py --uri bolt://127.0.0.1:7687 --user neo4j --password PW [--graph graph.json] [--database neo4j]

Every value travels as a query parameter (UNWIND $rows ...); only labels and relationship types, which Cypher
cannot take as parameters, are written into the statement text, after checking that they are plain identifiers.
Property keys listed in graph.json's "date_keys" are turned into Neo4j `date` values. The file's node ids are only
used to wire relationships (through elementId); nothing extra is stored on nodes or relationships.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import re
from collections import defaultdict
from pathlib import Path

from neo4j import GraphDatabase

IDENT = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
BATCH = 500


def _ident(name: str) -> str:
    if not IDENT.match(name):
        raise ValueError(f"not a plain identifier: {name!r}")
    return f"`{name}`"


def _convert(props: dict, date_keys: set[str]) -> dict:
    out = {}
    for k, v in props.items():
        if v is None:
            continue
        if k in date_keys and isinstance(v, str):
            v = dt.date.fromisoformat(v)
        out[k] = v
    return out


def load(uri: str, user: str, password: str, graph_path: str | Path, database: str | None = None) -> dict:
    graph = json.loads(Path(graph_path).read_text(encoding="utf-8"))
    date_keys = set(graph.get("date_keys", []))
    driver = GraphDatabase.driver(uri, auth=(user, password))
    try:
        with driver.session(database=database) as session:
            existing = session.run("MATCH (n) RETURN count(n) AS c").single()["c"]
            if existing:
                raise SystemExit(f"the database is not empty ({existing} nodes); load.py only loads into an empty one")

            by_labels: dict[tuple[str, ...], list[dict]] = defaultdict(list)
            for n in graph["nodes"]:
                by_labels[tuple(n["labels"])].append({"key": n["id"], "props": _convert(n["properties"], date_keys)})
            element_id: dict[str, str] = {}
            for labels, rows in by_labels.items():
                label_text = ":".join(_ident(label) for label in labels)
                query = (f"UNWIND $rows AS row CREATE (n:{label_text}) SET n = row.props "
                         "RETURN row.key AS key, elementId(n) AS eid")
                for i in range(0, len(rows), BATCH):
                    result = session.run(query, rows=rows[i:i + BATCH])
                    element_id.update({r["key"]: r["eid"] for r in result})

            by_type: dict[str, list[dict]] = defaultdict(list)
            for r in graph["relationships"]:
                by_type[r["type"]].append({"start": element_id[r["start"]], "end": element_id[r["end"]],
                                           "props": _convert(r["properties"], date_keys)})
            for rtype, rows in by_type.items():
                query = ("UNWIND $rows AS row "
                         "MATCH (a) WHERE elementId(a) = row.start "
                         "MATCH (b) WHERE elementId(b) = row.end "
                         f"CREATE (a)-[r:{_ident(rtype)}]->(b) SET r = row.props")
                for i in range(0, len(rows), BATCH):
                    session.run(query, rows=rows[i:i + BATCH]).consume()

            nodes = session.run("MATCH (n) RETURN count(n) AS c").single()["c"]
            rels = session.run("MATCH ()-[r]->() RETURN count(r) AS c").single()["c"]
    finally:
        driver.close()
    return {"nodes": nodes, "relationships": rels}


def main() -> None:
    ap = argparse.ArgumentParser(description="Load graph.json into an empty Neo4j database.")
    ap.add_argument("--uri", required=True)
    ap.add_argument("--user", default="neo4j")
    ap.add_argument("--password", required=True)
    ap.add_argument("--database", default=None)
    ap.add_argument("--graph", default=str(Path(__file__).with_name("graph.json")))
    args = ap.parse_args()
    counts = load(args.uri, args.user, args.password, args.graph, args.database)
    print(f"loaded {counts['nodes']} nodes and {counts['relationships']} relationships")


if __name__ == "__main__":
    main()
