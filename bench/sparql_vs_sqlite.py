"""Virtuoso (SPARQL, Freebase conventions) vs the embedded SQLite store on PathQuestion walks.

    python bench/sparql_vs_sqlite.py                 # starts a throwaway Virtuoso (virtuoso-t must be installed)
    python bench/sparql_vs_sqlite.py --questions 100 --endpoint http://127.0.0.1:8890/sparql

Both stores get the four PathQuestion KBs (../shared/data/pathquestion): SQLite through
kgchat.backends.importer.load_file (format tsv), Virtuoso as Freebase-style N-Triples from kgchat.backends.rdf,
bulk-loaded with ld_dir into one named graph per KB. Then, for a seeded sample of questions from the five
question files, the gold path ``subj#r1#e1#r2#…#ans`` is walked the way Think-on-Graph walks it: at every entity
``relations`` (out and in, one timed operation) and ``neighbors`` along the gold relation. Every call is timed
on its own after a warm-up; the script prints median and p95 latencies in milliseconds with the Virtuoso/SQLite
ratio, checks that both stores gave the same answers (relation names mapped ``__a__b__c`` → ``a.b.c``, Freebase
meta relations left out as the SPARQL store does), and writes bench/results/sparql_vs_sqlite.json.

With --endpoint, the KBs are loaded into that server through SPARQL Update (``load_file`` → ``bulk_insert``)
instead of the bulk loader; the graphs are named http://kgchat.bench/pq/<KB> and are cleared first.
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
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from kgchat.backends.importer import load_file  # noqa: E402
from kgchat.backends.rdf import convert_file  # noqa: E402
from kgchat.backends.sparql import META_PREFIXES, SparqlGraph  # noqa: E402
from kgchat.backends.sparql.terms import convert_relation  # noqa: E402
from kgchat.backends.sqlite import SQLiteGraph  # noqa: E402
from kgchat.types import Direction  # noqa: E402

DATA = ROOT.parent / "shared" / "data" / "pathquestion"
KBS = {"2H": "2H-kb.txt", "3H": "3H-kb.txt", "PQL2": "PQL2-KB.txt", "PQL3": "PQL3-KB.txt"}
QUESTIONS = {"PQ-2H_shared.txt": "2H", "PQ-3H_shared.txt": "3H", "PQL-2H_shared.txt": "PQL2",
             "PQL-3H_shared.txt": "PQL3", "PQL-3H_more_shared.txt": "PQL3"}


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q / 100 * len(ordered) + 0.5) - 1))]


def sample_paths(per_file: int, seed: int) -> list[tuple[str, list[str]]]:
    rng = random.Random(seed)
    out = []
    for name, key in QUESTIONS.items():
        lines = (DATA / name).read_text(encoding="utf-8").splitlines()
        for line in rng.sample(lines, min(per_file, len(lines))):
            path = line.split("\t")[2].strip().split("#<end>#")[0].split("#")
            out.append((key, path))
    return out


def walk_ops(store, entity: str, relation: str, fb: bool) -> dict[str, Callable[[], object]]:
    """The two operations at one step of a walk, returning comparable answers."""
    rel = convert_relation(relation) if fb else relation

    def relations() -> tuple[list[str], list[str]]:
        both = (store.relations(entity, Direction.OUT), store.relations(entity, Direction.IN))
        if fb:
            return both
        keep = [sorted(r for r in map(convert_relation, rels) if not r.startswith(META_PREFIXES)) for rels in both]
        return keep[0], keep[1]

    return {
        "relations": relations,
        "neighbors": lambda: [e.id for e in store.neighbors(entity, rel, Direction.OUT)],
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--questions", type=int, default=200, help="questions sampled in all (seeded, spread over files)")
    ap.add_argument("--warmup", type=int, default=10, help="questions walked untimed first")
    ap.add_argument("--seed", type=int, default=11)
    ap.add_argument("--endpoint", help="an existing SPARQL endpoint that allows updates (default: start Virtuoso)")
    ap.add_argument("--out", type=Path, default=ROOT / "bench" / "results" / "sparql_vs_sqlite.json")
    args = ap.parse_args()

    tmp = Path(tempfile.mkdtemp(prefix="kgchat-bench-"))
    server = None
    if args.endpoint is None:
        from virtuoso_server import VirtuosoServer  # tests/virtuoso_server.py

        print("starting Virtuoso ...", file=sys.stderr)
        # production-like caps: 10000 rows per result, sorted pages up to 10000 (Virtuoso's defaults)
        server = VirtuosoServer(tmp / "virtuoso", max_rows=10_000, sorted_top=10_000)
        server.start()
    endpoint = args.endpoint or server.endpoint
    try:
        sqlite: dict[str, SQLiteGraph] = {}
        sparql: dict[str, SparqlGraph] = {}
        loads: dict[str, dict[str, float]] = {"sqlite": {}, "virtuoso": {}}
        for key, name in KBS.items():
            src = DATA / name
            sqlite[key] = SQLiteGraph(tmp / f"{key}.db")
            report = load_file(sqlite[key], src, "tsv")
            loads["sqlite"][key] = round(report.seconds, 3)
            graph = f"http://kgchat.bench/pq/{key}"
            start = time.perf_counter()
            if server is not None:
                nt = tmp / f"{key}.nt"
                convert_file(src, nt, fmt="tsv", strict=True)
                server.load([nt], graph)
                sparql[key] = SparqlGraph(endpoint, graph=graph)
            else:
                sparql[key] = SparqlGraph(endpoint, graph=graph)
                sparql[key].client.update(f"CLEAR SILENT GRAPH <{graph}>")
                tsv = tmp / f"{key}.tsv"
                tsv.write_text("".join(f"{h}\t{convert_relation(r)}\t{t}\n" for h, r, t in
                                       (line.split("\t") for line in src.read_text(encoding="utf-8").splitlines())),
                               encoding="utf-8")
                load_file(sparql[key], tsv, "tsv")
            loads["virtuoso"][key] = round(time.perf_counter() - start, 3)
            print(f"loaded {key}: sqlite {loads['sqlite'][key]:.2f} s, virtuoso {loads['virtuoso'][key]:.2f} s",
                  file=sys.stderr)

        per_file = max(1, (args.questions + args.warmup) // len(QUESTIONS))
        paths = sample_paths(per_file, args.seed)
        rng = random.Random(args.seed)
        rng.shuffle(paths)
        timings: dict[str, dict[str, list[float]]] = {"sqlite": {}, "virtuoso": {}}
        answers: dict[str, list[object]] = {"sqlite": [], "virtuoso": []}
        walks: dict[str, list[float]] = {"sqlite": [], "virtuoso": []}
        for label, stores, fb in (("sqlite", sqlite, False), ("virtuoso", sparql, True)):
            for i, (key, path) in enumerate(paths):
                store = stores[key]
                walk_ms = 0.0
                for entity, relation in zip(path[0::2], path[1::2], strict=False):
                    for op, call in walk_ops(store, entity, relation, fb).items():
                        start = time.perf_counter()
                        result = call()
                        ms = (time.perf_counter() - start) * 1000.0
                        if i >= args.warmup:
                            timings[label].setdefault(op, []).append(ms)
                            answers[label].append(result)
                            walk_ms += ms
                if i >= args.warmup:
                    walks[label].append(walk_ms)
        mismatches = sum(a != b for a, b in zip(answers["sqlite"], answers["virtuoso"], strict=True))

        report = {"questions": len(paths) - args.warmup, "steps": len(answers["sqlite"]) // 2,
                  "mismatches": mismatches, "load_seconds": loads, "operations": {},
                  "machine": {"python": platform.python_version(), "platform": platform.platform(),
                              "cpus": os.cpu_count(), "load_average_1m": round(os.getloadavg()[0], 2),
                              "virtuoso": "external" if server is None else "virtuoso-t 7.2 (Debian), fresh db"}}
        print(f"\n{report['questions']} PathQuestion gold paths, {report['steps']} steps, "
              f"{mismatches} answers differing (load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs)")
        print(f"{'operation':<12}{'sqlite p50':>12}{'p95':>9}{'virtuoso p50':>15}{'p95':>9}{'ratio p50':>11}")
        rows = [(op, timings["sqlite"][op], timings["virtuoso"][op]) for op in timings["sqlite"]]
        rows.append(("whole walk", walks["sqlite"], walks["virtuoso"]))
        for op, s, v in rows:
            s50, v50 = statistics.median(s), statistics.median(v)
            report["operations"][op] = {
                "sqlite_ms": {"p50": round(s50, 4), "p95": round(percentile(s, 95), 4)},
                "virtuoso_ms": {"p50": round(v50, 4), "p95": round(percentile(v, 95), 4)},
                "ratio_p50": round(v50 / s50, 1) if s50 else None, "calls": len(s)}
            print(f"{op:<12}{s50:>12.3f}{percentile(s, 95):>9.3f}{v50:>15.3f}{percentile(v, 95):>9.3f}"
                  f"{v50 / s50 if s50 else float('nan'):>10.1f}x")
        queries = sum(s.queries for s in sparql.values())
        report["virtuoso_http_requests"] = queries
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
        print(f"\nwrote {args.out}")
        for s in [*sqlite.values(), *sparql.values()]:
            s.close()
    finally:
        if server is not None:
            server.stop()


if __name__ == "__main__":
    main()
