"""Generate a synthetic graph (default 10M triples), import it into SQLite, and time lookups at that size.

    python bench/synthetic_graph.py --triples 10000000    # writes bench/results/synthetic_10m.json

The graph has a power-law-ish degree distribution: 1/20 as many entities as triples, 50 relations, heads drawn
from a Zipf-like distribution. The generated file and database go to a temporary directory (or --workdir).
"""

from __future__ import annotations

import argparse
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
from kgchat.types import Direction  # noqa: E402


def generate(path: Path, n: int, seed: int = 0) -> None:
    rng = random.Random(seed)
    entities = max(10, n // 20)
    with path.open("w", encoding="utf-8") as fh:
        for _ in range(n):
            h = int(entities * rng.random() ** 2)  # skewed: low ids are hubs
            t = rng.randrange(entities)
            fh.write(f"entity {h}|rel_{rng.randrange(50)}|entity {t}\n")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--triples", type=int, default=10_000_000)
    ap.add_argument("--workdir", type=Path, default=None)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(dir=args.workdir) as tmp:
        src = Path(tmp) / "synthetic.txt"
        t = time.perf_counter()
        generate(src, args.triples)
        gen_s = time.perf_counter() - t
        store = SQLiteGraph(Path(tmp) / "synthetic.db")
        report = load_file(store, src, "metaqa")
        rng = random.Random(1)
        entities = max(10, args.triples // 20)
        lookups = [(f"entity {rng.randrange(entities)}", f"rel_{rng.randrange(50)}",
                    rng.choice([Direction.OUT, Direction.IN])) for _ in range(2000)]
        ms = []
        for e, r, d in lookups:
            t = time.perf_counter()
            store.neighbors(e, r, d)
            ms.append((time.perf_counter() - t) * 1000)
        s_ms = []
        for _ in range(300):
            t = time.perf_counter()
            store.search_entities(f"entity {rng.randrange(entities)}")
            s_ms.append((time.perf_counter() - t) * 1000)
        size_mb = (Path(tmp) / "synthetic.db").stat().st_size / 1e6
        result = {
            "triples": report.triples, "added": report.added, "generate_seconds": round(gen_s, 1),
            "import_seconds": round(report.seconds, 1), "import_triples_per_s": round(report.triples / report.seconds),
            "db_mb": round(size_mb), "neighbors_ms": {"p50": round(statistics.median(ms), 4),
                                                     "p95": round(sorted(ms)[int(0.95 * len(ms))], 4)},
            "entity_search_ms": {"p50": round(statistics.median(s_ms), 4), "p95": round(sorted(s_ms)[int(0.95 * len(s_ms))], 4)},
            "machine": f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}",
            "date": time.strftime("%Y-%m-%d"), "command": f"python bench/synthetic_graph.py --triples {args.triples}",
        }
    print(json.dumps(result, indent=2))
    name = "synthetic_10m.json" if args.triples == 10_000_000 else f"synthetic_{args.triples}.json"
    (ROOT / "bench" / "results" / name).write_text(json.dumps(result, indent=2) + "\n")


if __name__ == "__main__":
    main()
