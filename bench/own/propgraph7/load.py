#!/usr/bin/env python3
"""Load graph.json (the invented regional transit network) into Neo4j with the official neo4j driver.

    python3 load.py --uri bolt://127.0.0.1:7687 --password PW [--user neo4j] [--graph graph.json] [--database neo4j]

The database is WIPED first (every node and relationship is deleted); then propgraph's loader
(``bench/own/propgraph/load.py``) loads the file: values as query parameters, labels and types checked to be plain
identifiers, keys listed in "date_keys" stored as Neo4j dates (string values only; integer values of the same key
stay integers), no helper properties, indexes or constraints.
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


def wipe(uri: str, user: str, password: str, database: str | None) -> None:
    driver = GraphDatabase.driver(uri, auth=(user, password))
    try:
        with driver.session(database=database) as session:
            session.run("MATCH (n) DETACH DELETE n").consume()
    finally:
        driver.close()


def main() -> None:
    ap = argparse.ArgumentParser(description="Wipe a Neo4j database and load graph.json into it.")
    ap.add_argument("--uri", required=True)
    ap.add_argument("--user", default="neo4j")
    ap.add_argument("--password", required=True)
    ap.add_argument("--database", default=None)
    ap.add_argument("--graph", default=str(Path(__file__).with_name("graph.json")))
    args = ap.parse_args()
    wipe(args.uri, args.user, args.password, args.database)
    counts = propgraph_load.load(args.uri, args.user, args.password, args.graph, args.database)
    print(f"loaded {counts['nodes']} nodes and {counts['relationships']} relationships")


if __name__ == "__main__":
    main()
