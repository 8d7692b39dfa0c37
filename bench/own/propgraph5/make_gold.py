#!/usr/bin/env python3
"""Run every gold query of questions_src.py against the loaded movie graph and write the question files.

    python3 make_gold.py --uri bolt://127.0.0.1:7687 --password PW [--user neo4j] [--show]

The checks and the files written are those of ``bench/own/propgraph2/make_gold.py`` (this set follows its format):
questions.csv, gold.jsonl and dropped.json, next to this file.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

_spec = importlib.util.spec_from_file_location(
    "propgraph2_make_gold", Path(__file__).resolve().parent.parent / "propgraph2" / "make_gold.py")
make_gold = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(make_gold)

if __name__ == "__main__":
    make_gold.main(Path(__file__).resolve().parent)
