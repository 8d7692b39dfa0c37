"""Load graph.json (the invented coastal sea-rescue charity, the Skerrow Coast Lifeboat Society) into Neo4j with the official neo4j driver.

The same loader as ``bench/own/propgraph6/load.py`` (it WIPES the database first, then loads through
``bench/own/propgraph/load.py``), given this folder's graph.json. CLI: ``--uri``, ``--password`` [``--user``,
``--database``, ``--graph``].
"""

import importlib.util
import sys
from pathlib import Path

_spec = importlib.util.spec_from_file_location(
    "propgraph6_load", Path(__file__).resolve().parent.parent / "propgraph6" / "load.py")
loader = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(loader)

if __name__ == "__main__":
    if "--graph" not in sys.argv:
        sys.argv += ["--graph", str(Path(__file__).with_name("graph.json"))]
    loader.main()
