"""Neo4j vs the embedded SQLite store on the MetaQA movie KB: load time, neighbour lookups and entity search.

    python bench/neo4j_vs_sqlite.py                      # starts the test server (tools/neo4j-server/start.sh)
    python bench/neo4j_vs_sqlite.py --neo4j bolt://neo4j@127.0.0.1:7687   # password from $NEO4J_PASSWORD

Both stores get the same file through kgchat.backends.importer.load_file, then run the same operations on the
same seeded sample of entities: ``relations`` (both directions), ``neighbors`` (one relation of the entity, in
the direction it has), ``search_exact`` (the entity's name) and ``search_word`` (the longest word of the name,
which goes through the full-text index). Each operation is warmed up first, then timed one call at a time; the
script prints p50/p95 in milliseconds and the Neo4j/SQLite ratio, checks that both stores gave the same answers,
and writes everything to bench/results/neo4j_vs_sqlite.json.

The Neo4j database named by --neo4j is wiped first.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from kgchat.backends.importer import load_file  # noqa: E402
from kgchat.backends.neo4j import Neo4jGraph  # noqa: E402
from kgchat.backends.sqlite import SQLiteGraph  # noqa: E402
from kgchat.types import Direction  # noqa: E402

DEFAULT_KB = ROOT.parent / "shared" / "data" / "metaqa" / "kb.txt"
START = ROOT / "tools" / "neo4j-server" / "start.sh"
TEST_PASSWORD = "kgchat-test"


def percentile(values: list[float], q: float) -> float:
    """Nearest-rank percentile (q in [0, 100]) of a non-empty list."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q / 100 * len(ordered) + 0.5) - 1))]


def timed(op: Callable[[], object], repeats: list[float]) -> object:
    start = time.perf_counter()
    result = op()
    repeats.append((time.perf_counter() - start) * 1000.0)
    return result


def start_server(data_dir: Path) -> tuple[str, int]:
    env = {**os.environ, "NEO4J_TEST_PASSWORD": TEST_PASSWORD}
    port = subprocess.run([str(START), str(data_dir)], check=True, capture_output=True, text=True, env=env).stdout
    pid = int((data_dir / "server.pid").read_text())
    return f"bolt://neo4j:{TEST_PASSWORD}@127.0.0.1:{port.strip()}", pid


def operations(store, entity_id: str, name: str, relation: str, direction: Direction) -> dict[str, Callable[[], object]]:
    word = max(name.split(), key=len) if name.split() else name
    return {
        "relations": lambda: (store.relations(entity_id, Direction.OUT), store.relations(entity_id, Direction.IN)),
        "neighbors": lambda: [e.id for e in store.neighbors(entity_id, relation, direction)],
        "search_exact": lambda: [(m.entity.id, m.score) for m in store.search_entities(name, limit=10)],
        "search_word": lambda: [(m.entity.id, m.score) for m in store.search_entities(word, limit=10)],
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--kb", type=Path, default=DEFAULT_KB, help="triple file (MetaQA h|r|t)")
    ap.add_argument("--neo4j", help="Neo4j spec; default: start tools/neo4j-server on a free port")
    ap.add_argument("--samples", type=int, default=300, help="entities sampled (seeded)")
    ap.add_argument("--warmup", type=int, default=30, help="untimed calls per operation first")
    ap.add_argument("--seed", type=int, default=13)
    ap.add_argument("--out", type=Path, default=ROOT / "bench" / "results" / "neo4j_vs_sqlite.json")
    args = ap.parse_args()

    tmp = Path(tempfile.mkdtemp(prefix="kgchat-bench-"))
    server_pid = None
    spec = args.neo4j
    if spec is None:
        print("starting the Neo4j test server ...", file=sys.stderr)
        spec, server_pid = start_server(tmp / "neo4j")
    try:
        neo = Neo4jGraph.from_spec(spec)
        neo.wipe()
        neo.close()
        neo = Neo4jGraph.from_spec(spec)  # reopened on the empty graph: kgchat's :Entity layout and indexes
        sql = SQLiteGraph(tmp / "kb.db")
        loads = {}
        for label, store in (("sqlite", sql), ("neo4j", neo)):
            report = load_file(store, args.kb)
            loads[label] = round(report.seconds, 2)
            print(f"{label:>6} load: {report.summary()}", file=sys.stderr)

        rng = random.Random(args.seed)
        ids = sorted(i for (i,) in sql.db.execute("SELECT id FROM entities").fetchall())
        picked = rng.sample(ids, min(args.samples + args.warmup, len(ids)))
        cases = []
        for entity_id in picked:
            entity = sql.entity(entity_id)
            out, inc = sql.relations(entity_id, Direction.OUT), sql.relations(entity_id, Direction.IN)
            options = [(r, Direction.OUT) for r in out] + [(r, Direction.IN) for r in inc]
            relation, direction = rng.choice(options)
            cases.append((entity_id, entity.name, relation, direction))

        # Warm-up also runs every relation in both directions once: Neo4j plans each query text (one per
        # relationship type) on first use, and the steady state is what an app sees.
        warm = list(cases[:args.warmup])
        for relation in sql.relation_names():
            for direction, col in ((Direction.OUT, "h"), (Direction.IN, "t")):
                row = sql.db.execute(f"SELECT e.id, e.name FROM triples x JOIN entities e ON e.pk = x.{col} "
                                     "JOIN relations r ON r.pk = x.r WHERE r.name = ? LIMIT 1", [relation]).fetchone()
                warm.append((row[0], row[1], relation, direction))
        timings: dict[str, dict[str, list[float]]] = {}
        mismatches: dict[str, int] = {}
        for label, store in (("sqlite", sql), ("neo4j", neo)):
            for case in warm:
                for call in operations(store, *case).values():
                    call()
            for case in cases[args.warmup:]:
                for op, call in operations(store, *case).items():
                    timed(call, timings.setdefault(op, {}).setdefault(label, []))
        for case in cases[args.warmup:]:
            a, b = operations(sql, *case), operations(neo, *case)
            for op in a:
                same = a[op]() == b[op]() if op in ("relations", "neighbors") else a[op]()[:1] == b[op]()[:1]
                mismatches[op] = mismatches.get(op, 0) + (not same)

        results = {}
        print(f"\n{'operation':<14}{'sqlite p50':>12}{'p95':>9}{'neo4j p50':>12}{'p95':>9}{'ratio p50':>11}"
              f"{'ratio p95':>11}{'differ':>8}")
        for op, per in timings.items():
            row = {label: {"p50_ms": round(percentile(v, 50), 3), "p95_ms": round(percentile(v, 95), 3),
                           "mean_ms": round(statistics.fmean(v), 3), "n": len(v)} for label, v in per.items()}
            row["ratio_p50"] = round(row["neo4j"]["p50_ms"] / row["sqlite"]["p50_ms"], 2)
            row["ratio_p95"] = round(row["neo4j"]["p95_ms"] / row["sqlite"]["p95_ms"], 2)
            row["answers_differ"] = mismatches.get(op, 0)
            results[op] = row
            print(f"{op:<14}{row['sqlite']['p50_ms']:>12.2f}{row['sqlite']['p95_ms']:>9.2f}"
                  f"{row['neo4j']['p50_ms']:>12.2f}{row['neo4j']['p95_ms']:>9.2f}{row['ratio_p50']:>11.1f}"
                  f"{row['ratio_p95']:>11.1f}{row['answers_differ']:>8}")
        print(f"\nload seconds: sqlite {loads['sqlite']}, neo4j {loads['neo4j']}  "
              f"(neo4j graph queries made: {neo.queries:,})")
        payload = {
            "kb": str(args.kb), "triples": sql.stats().triples, "entities": sql.stats().entities,
            "samples": len(cases) - args.warmup, "warmup": args.warmup, "seed": args.seed,
            "load_seconds": loads, "operations": results,
            "neo4j": neo._read("CALL dbms.components() YIELD versions RETURN versions[0] AS v", "version")[0]["v"],
            "machine": {"python": platform.python_version(), "cpus": os.cpu_count(), "platform": platform.platform(),
                        "load_average_1_5_15": [round(x, 2) for x in os.getloadavg()]},
            "note": "ms per call from Python, one call at a time; ratio = neo4j / sqlite",
        }
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(json.dumps(payload, indent=2) + "\n")
        print(f"wrote {args.out}", file=sys.stderr)
        neo.close()
        sql.close()
    finally:
        if server_pid is not None:
            os.kill(server_pid, 15)


if __name__ == "__main__":
    main()
