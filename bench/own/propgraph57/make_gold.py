"""Run every gold query of questions_src.py against the loaded lifeboat-charity graph and write the question files.

The checks, conventions and files written are those of ``bench/own/propgraph6/make_gold.py``, which this runs with
this folder as its home: questions.csv, gold.jsonl and dropped.json, next to this file.
"""

import importlib.util
from pathlib import Path

HERE = Path(__file__).resolve().parent
_spec = importlib.util.spec_from_file_location("propgraph6_make_gold", HERE.parent / "propgraph6" / "make_gold.py")
gold = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(gold)
gold.HERE = HERE  # read questions_src.py from here and write the files here

if __name__ == "__main__":
    gold.main()
