"""The bundled graphs: the MetaQA movie KB (default) and the tiny test graph.

The movie KB ships compressed in ``graphs/``; the first call of ``default_graph`` builds it into
``$KGCHAT_DATA_DIR/movies.db`` (a few seconds) and later calls reuse that file.
"""

from __future__ import annotations

import hashlib
import sys
from pathlib import Path

from kgchat.backends.importer import count_lines, load_file
from kgchat.backends.sqlite import SQLiteGraph
from kgchat.bundled import data_dir
from kgchat.config import load_settings

GRAPHS_DIR = data_dir("graphs")
MOVIE_KB = GRAPHS_DIR / "metaqa_kb.txt.gz"


def _fingerprint(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()[:16]


def build_graph(source: Path, target: Path, fmt: str = "metaqa", progress: bool = False) -> SQLiteGraph:
    """Build ``target`` from ``source`` unless it already holds that exact source; returns the open store."""
    store = SQLiteGraph(target)
    fp = _fingerprint(source)
    if store.meta("source_fingerprint") == fp:
        return store
    bar = None
    if progress:
        from tqdm import tqdm

        bar = tqdm(total=count_lines(source), unit=" lines", desc=f"Building {target.name}", file=sys.stderr)
    report = load_file(store, source, fmt, progress=bar.update if bar else None)
    if bar:
        bar.close()
    if report.malformed:
        raise RuntimeError(f"bundled graph {source} has malformed lines: {report.malformed[:3]}")
    store.set_meta("source_fingerprint", fp)
    store.set_meta("source", source.name)
    return store


def default_graph(progress: bool = False) -> SQLiteGraph:
    """The movie KB as an SQLite store in the app's data directory, built on first use."""
    return build_graph(MOVIE_KB, load_settings().default_graph_db, "metaqa", progress=progress)
