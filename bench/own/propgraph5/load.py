#!/usr/bin/env python3
"""Load graph.json (the invented movie database) into Neo4j with the official neo4j driver.

    python3 load.py --uri bolt://127.0.0.1:7687 --password PW [--user neo4j] [--graph graph.json] [--database neo4j]

The database is WIPED first (every node and relationship is deleted); propgraph2's loader
(``bench/own/propgraph2/load.py``) does the work, as this set uses the same graph.json format.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

_spec = importlib.util.spec_from_file_location(
    "propgraph2_load", Path(__file__).resolve().parent.parent / "propgraph2" / "load.py")
propgraph2_load = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(propgraph2_load)

if __name__ == "__main__":
    propgraph2_load.main(Path(__file__).with_name("graph.json"))
