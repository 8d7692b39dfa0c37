#!/usr/bin/env python3
"""Load graph.json (the Brightloom engineering graph) into Neo4j with the official neo4j driver.

    python3 load.py --uri bolt://127.0.0.1:7687 --password PW [--user neo4j] [--graph graph.json] [--database neo4j]

The database is WIPED first (every node and relationship is deleted); the graph is then written by the library
set's loader (``bench/own/propgraph/load.py``), which reads the same graph.json format: values as query parameters,
labels and relationship types checked to be plain identifiers, "date_keys" as Neo4j dates.
"""

from __future__ import annotations

import argparse
import importlib.util
from pathlib import Path

from neo4j import GraphDatabase

_spec = importlib.util.spec_from_file_location(
    "propgraph_load", Path(__file__).resolve().parent.parent / "propgraph" / "load.py")
propgraph_load = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(propgraph_load)


def load(uri: str, user: str, password: str, graph_path: Path, database: str | None = None) -> tuple[int, int]:
    """Wipe the database, load ``graph_path``; (nodes, relationships) now there."""
    with GraphDatabase.driver(uri, auth=(user, password)) as driver, driver.session(database=database) as s:
        # wipe in batches so a large leftover graph does not need one huge transaction
        while s.run("MATCH (n) WITH n LIMIT 5000 DETACH DELETE n RETURN count(*) AS c").single()["c"]:
            pass
    counts = propgraph_load.load(uri, user, password, graph_path, database)
    return counts["nodes"], counts["relationships"]


def main(graph: Path = Path(__file__).with_name("graph.json")) -> None:
    """Wipe the database and load ``graph`` (``--graph`` overrides it)."""
    ap = argparse.ArgumentParser(description="Wipe a Neo4j database and load graph.json into it.")
    ap.add_argument("--uri", required=True)
    ap.add_argument("--user", default="neo4j")
    ap.add_argument("--password", required=True)
    ap.add_argument("--database", default=None)
    ap.add_argument("--graph", type=Path, default=graph)
    args = ap.parse_args()
    nodes, rels = load(args.uri, args.user, args.password, args.graph, args.database)
    print(f"loaded {nodes} nodes and {rels} relationships")


if __name__ == "__main__":
    main()
