"""Benchmark: SQLite graph-store latency on the movie KB and import throughput.

    python bench/graph_ops.py            # writes bench/results/graph_ops.json

Targets (issue 2): neighbour lookup p50 <= 0.2 ms, entity search p50 <= 5 ms, import >= 100k triples/s.
"""

from __future__ import annotations

import json
import os
import platform
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from kgchat.backends.importer import load_file  # noqa: E402
from kgchat.backends.sqlite import SQLiteGraph  # noqa: E402
from kgchat.graphs import MOVIE_KB  # noqa: E402
from kgchat.types import Direction  # noqa: E402


def pct(xs: list[float], q: float) -> float:
    return sorted(xs)[int(q * (len(xs) - 1))]


def timed(fn, args_list) -> list[float]:
    out = []
    for args in args_list:
        t = time.perf_counter()
        fn(*args)
        out.append((time.perf_counter() - t) * 1000)
    return out


def main() -> None:
    rng = random.Random(0)
    with tempfile.TemporaryDirectory() as tmp:
        plain = Path(tmp) / "kb.txt"
        import gzip

        plain.write_bytes(gzip.decompress(MOVIE_KB.read_bytes()))
        store = SQLiteGraph(Path(tmp) / "movies.db")
        report = load_file(store, plain, "metaqa")
        again = load_file(store, plain, "metaqa")
        triples = [line.split("|") for line in plain.read_text(encoding="utf-8").splitlines()]
        sample = rng.sample(triples, 2000)
        neigh = [(h, r, Direction.OUT) for h, r, _ in sample[:1000]] + [(t, r, Direction.IN) for _, r, t in sample[1000:]]
        rels = [(h, Direction.OUT) for h, _, _ in sample[:1000]]
        names = [(t,) for _, _, t in sample[:500]] + [(h.lower()[: max(4, len(h) // 2)],) for h, _, _ in sample[500:1000]]
        timed(store.neighbors, neigh[:100])  # warm the page cache
        n_ms = timed(store.neighbors, neigh)
        r_ms = timed(store.relations, rels)
        s_ms = timed(store.search_entities, names)
        result = {
            "graph": f"MetaQA movie KB, {report.triples:,} triples",
            "import_triples_per_s": round(report.triples / report.seconds),
            "import_seconds": round(report.seconds, 2),
            "reimport_added": again.added,
            "neighbors_ms": {"p50": round(statistics.median(n_ms), 4), "p95": round(pct(n_ms, 0.95), 4), "n": len(n_ms)},
            "relations_ms": {"p50": round(statistics.median(r_ms), 4), "p95": round(pct(r_ms, 0.95), 4), "n": len(r_ms)},
            "entity_search_ms": {"p50": round(statistics.median(s_ms), 4), "p95": round(pct(s_ms, 0.95), 4),
                                 "n": len(s_ms), "queries": "500 exact names + 500 lower-cased name prefixes"},
            "machine": f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}",
            "date": time.strftime("%Y-%m-%d"),
            "command": "python bench/graph_ops.py",
        }
    print(json.dumps(result, indent=2))
    out = ROOT / "bench" / "results" / "graph_ops.json"
    out.write_text(json.dumps(result, indent=2) + "\n")


if __name__ == "__main__":
    main()
