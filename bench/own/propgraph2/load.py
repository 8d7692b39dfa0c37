#!/usr/bin/env python3
"""Load graph.json (the Brightloom engineering graph) into Neo4j with the official neo4j driver.

    python3 load.py --uri bolt://127.0.0.1:7687 --password PW [--user neo4j] [--graph graph.json] [--database neo4j]

The database is WIPED first (every node and relationship is deleted). Values travel as query parameters
(UNWIND $rows ...). Labels and relationship types cannot be parameters, so they are checked to be plain
identifiers before they go into the statement text. Keys listed in graph.json's "date_keys" become Neo4j `date`
values. The file's ids only wire relationships (through elementId); nothing extra is stored.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import re
from collections import defaultdict
from pathlib import Path

from neo4j import GraphDatabase

PLAIN = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
CHUNK = 500


def quoted(name: str) -> str:
    if not PLAIN.match(name):
        raise ValueError(f"refusing a label or type that is not a plain identifier: {name!r}")
    return f"`{name}`"


def to_params(props: dict, date_keys: set[str]) -> dict:
    return {k: (dt.date.fromisoformat(v) if k in date_keys and isinstance(v, str) else v)
            for k, v in props.items() if v is not None}


def load(uri: str, user: str, password: str, graph_path: Path, database: str | None = None) -> tuple[int, int]:
    graph = json.loads(graph_path.read_text(encoding="utf-8"))
    date_keys = set(graph["date_keys"])
    with GraphDatabase.driver(uri, auth=(user, password)) as driver, driver.session(database=database) as s:
        # wipe in batches so a large leftover graph does not need one huge transaction
        while s.run("MATCH (n) WITH n LIMIT 5000 DETACH DELETE n RETURN count(*) AS c").single()["c"]:
            pass

        groups: dict[tuple[str, ...], list[dict]] = defaultdict(list)
        for n in graph["nodes"]:
            groups[tuple(n["labels"])].append({"key": n["id"], "props": to_params(n["properties"], date_keys)})
        eid: dict[str, str] = {}
        for labels, rows in groups.items():
            stmt = (f"UNWIND $rows AS row CREATE (n:{':'.join(quoted(x) for x in labels)}) SET n = row.props "
                    "RETURN row.key AS key, elementId(n) AS eid")
            for i in range(0, len(rows), CHUNK):
                eid.update({r["key"]: r["eid"] for r in s.run(stmt, rows=rows[i:i + CHUNK])})

        by_type: dict[str, list[dict]] = defaultdict(list)
        for r in graph["relationships"]:
            by_type[r["type"]].append({"a": eid[r["start"]], "b": eid[r["end"]],
                                       "props": to_params(r["properties"], date_keys)})
        for rtype, rows in by_type.items():
            stmt = ("UNWIND $rows AS row MATCH (a) WHERE elementId(a) = row.a MATCH (b) WHERE elementId(b) = row.b "
                    f"CREATE (a)-[r:{quoted(rtype)}]->(b) SET r = row.props")
            for i in range(0, len(rows), CHUNK):
                s.run(stmt, rows=rows[i:i + CHUNK]).consume()

        nodes = s.run("MATCH (n) RETURN count(n) AS c").single()["c"]
        rels = s.run("MATCH ()-[r]->() RETURN count(r) AS c").single()["c"]
    return nodes, rels


def main() -> None:
    ap = argparse.ArgumentParser(description="Wipe a Neo4j database and load graph.json into it.")
    ap.add_argument("--uri", required=True)
    ap.add_argument("--user", default="neo4j")
    ap.add_argument("--password", required=True)
    ap.add_argument("--database", default=None)
    ap.add_argument("--graph", type=Path, default=Path(__file__).with_name("graph.json"))
    args = ap.parse_args()
    nodes, rels = load(args.uri, args.user, args.password, args.graph, args.database)
    print(f"loaded {nodes} nodes and {rels} relationships")


if __name__ == "__main__":
    main()
