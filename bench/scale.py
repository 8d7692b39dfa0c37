"""A synthetic 10M-triple graph imported into SQLite, Neo4j or Virtuoso, each with a progress bar; import speed,
database size and neighbour-lookup latency at that size.

    python bench/scale.py --backend sqlite              # kgchat load (the embedded store)
    python bench/scale.py --backend neo4j               # kgchat load --to-neo4j-csv, then neo4j-admin import
    python bench/scale.py --backend virtuoso            # kgchat load --to-nt, then Virtuoso's bulk loader
    python bench/scale.py --backend sqlite --triples 1000000 --workdir /tmp/big

The graph is ``bench/synthetic_graph.py``'s (1/20 as many entities as triples, 50 relations, Zipf-like heads),
written to --workdir and deleted afterwards with everything imported (--keep keeps them). One backend per run:
each is heavy. Per backend the result (``bench/results/scale_10m.json``, one entry per backend) has the import's
wall time and triples/s (conversion included for Neo4j and Virtuoso, the phases listed too), its CPU time (user +
system seconds of this process, its finished children and the database server: the import's own cost, apart from
the machine's other load), the database's size on disk, and p50 / p95 of 2,000 seeded ``neighbors`` lookups
through kgchat's store (random entity, relation and direction, after 1,000 untimed ones), with the machine's load
average before and after.

- SQLite: ``kgchat.backends.importer.load_file`` (what ``kgchat load FILE --graph sqlite:PATH`` runs).
- Neo4j: ``kgchat.backends.neo4j_csv`` writes the CSV files, ``neo4j-admin database import full`` (run from the
  test server's jars, ``tools/neo4j-server``) builds the store offline and prints its own progress, then the
  server starts on it (1.5 GB page cache) and kgchat creates its indexes (counted in the import time).
- Virtuoso: ``kgchat.backends.rdf.convert_file`` writes N-Triples in chunks, ``ld_dir`` + ``rdf_loader_run()``
  load them (the bar counts loaded chunks), then a checkpoint and the free-text index of names.
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import platform
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT / "tests"))

from synthetic_graph import generate  # noqa: E402
from tqdm import tqdm  # noqa: E402

from kgchat.types import Direction  # noqa: E402

RESULTS = ROOT / "bench" / "results" / "scale_10m.json"
NEO4J_DIR = ROOT / "tools" / "neo4j-server"
NEO4J_PASSWORD = "kgchat-test"
GRAPH = "http://kgchat.bench/synthetic"
NS = "http://rdf.freebase.com/ns/"


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q / 100 * len(ordered) + 0.5) - 1))]


def size_of(*paths: Path) -> int:
    total = 0
    for path in paths:
        if path.is_file():
            total += path.stat().st_size
        elif path.is_dir():
            total += sum(p.stat().st_size for p in path.rglob("*") if p.is_file())
    return total


def cpu_seconds(server_pid: int | None = None) -> float:
    """CPU seconds (user + system) used so far by this process, its finished children (neo4j-admin, isql) and,
    given its pid, a database server still running: the import's cost apart from the machine's other load."""
    import resource

    total = sum(getattr(resource.getrusage(who), f) for who in (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN)
                for f in ("ru_utime", "ru_stime"))
    if server_pid is not None:
        fields = Path(f"/proc/{server_pid}/stat").read_text().rsplit(")", 1)[1].split()
        total += (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")  # utime, stime
    return total


def lookups(store, n_triples: int, count: int, seed: int = 1) -> dict[str, float]:
    """p50 / p95 (ms) of ``count`` seeded neighbour lookups, after ``count // 2`` untimed ones (a server's caches
    and JIT warm up)."""
    rng = random.Random(seed)
    entities = max(10, n_triples // 20)
    cases = [(f"entity {rng.randrange(entities)}", f"rel_{rng.randrange(50)}",
              rng.choice([Direction.OUT, Direction.IN])) for _ in range(count + count // 2)]
    for case in cases[:count // 2]:
        store.neighbors(*case)
    ms = []
    for case in cases[count // 2:]:
        started = time.perf_counter()
        store.neighbors(*case)
        ms.append((time.perf_counter() - started) * 1000)
    return {"p50": round(statistics.median(ms), 3), "p95": round(percentile(ms, 95), 3), "n": len(ms)}


# -- the three imports ---------------------------------------------------------------------------------------------
def run_sqlite(src: Path, work: Path, n: int, count: int) -> dict:
    from kgchat.backends.importer import count_lines, load_file
    from kgchat.backends.sqlite import SQLiteGraph

    db = work / "synthetic.db"
    store = SQLiteGraph(db)
    started, cpu = time.perf_counter(), cpu_seconds()
    with tqdm(total=count_lines(src), unit=" lines", desc="SQLite load", file=sys.stderr) as bar:
        report = load_file(store, src, "metaqa", progress=bar.update)
    seconds, cpu = time.perf_counter() - started, cpu_seconds() - cpu
    store.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    out = {"import_seconds": round(seconds, 1), "import_cpu_seconds": round(cpu, 1), "triples_added": report.added,
           "db_bytes": size_of(db, db.with_name(db.name + "-wal")), "neighbors_ms": lookups(store, n, count),
           "how": "kgchat.backends.importer.load_file (kgchat load FILE --graph sqlite:PATH)"}
    store.close()
    return out


def run_neo4j(src: Path, work: Path, n: int, count: int) -> dict:
    from kgchat.backends import neo4j_csv
    from kgchat.backends.importer import count_lines
    from kgchat.backends.neo4j import Neo4jGraph

    jar, lib = NEO4J_DIR / "target" / "neo4j-test-server.jar", NEO4J_DIR / "target" / "lib"
    if not jar.exists():
        subprocess.run(["mvn", "-q", "-f", str(NEO4J_DIR / "pom.xml"), "package", "-DskipTests"], check=True)
    phases = {}
    started, cpu = time.perf_counter(), cpu_seconds()
    csv_dir = work / "neo4j-csv"
    with tqdm(total=count_lines(src), unit=" lines", desc="Neo4j CSV", file=sys.stderr) as bar:
        report = neo4j_csv.convert_file(src, csv_dir, "metaqa", progress=bar.update)
    phases["csv_seconds"] = round(time.perf_counter() - started, 1)
    home, conf = work / "neo4j" / "neo4j", work / "neo4j-conf"
    conf.mkdir(parents=True, exist_ok=True)
    home.mkdir(parents=True, exist_ok=True)
    (conf / "neo4j.conf").write_text("")
    mark = time.perf_counter()
    env = {**os.environ, "NEO4J_HOME": str(home), "NEO4J_CONF": str(conf)}
    subprocess.run(["java", "-Xmx2g", "-cp", f"{jar}{os.pathsep}{lib / '*'}", "org.neo4j.cli.AdminTool", "database",
                    "import", "full", "neo4j", f"--nodes={csv_dir / neo4j_csv.NODES}",
                    f"--relationships={csv_dir / neo4j_csv.RELATIONSHIPS}", "--overwrite-destination",
                    f"--report-file={work / 'import.report'}"],  # not import.report in the working directory
                   check=True, env=env)  # prints its own progress
    phases["admin_import_seconds"] = round(time.perf_counter() - mark, 1)
    mark = time.perf_counter()
    port = subprocess.run([str(NEO4J_DIR / "start.sh"), str(work / "neo4j")], check=True, capture_output=True,
                          text=True, env={**os.environ, "NEO4J_TEST_PASSWORD": NEO4J_PASSWORD,
                                          "NEO4J_TEST_PAGECACHE": "1500m"}).stdout.strip()
    pid = int((work / "neo4j" / "server.pid").read_text())
    try:
        store = Neo4jGraph.from_spec(f"bolt://neo4j:{NEO4J_PASSWORD}@127.0.0.1:{port}")  # creates kgchat's indexes
        phases["start_and_index_seconds"] = round(time.perf_counter() - mark, 1)
        seconds, cpu = time.perf_counter() - started, cpu_seconds(pid) - cpu
        out = {"import_seconds": round(seconds, 1), "import_cpu_seconds": round(cpu, 1), "phases": phases, "triples_added": report.added,
               "db_bytes": size_of(home / "data" / "databases" / "neo4j"),
               "neighbors_ms": lookups(store, n, count),
               "how": "kgchat load --to-neo4j-csv, neo4j-admin database import full, kgchat's indexes on first open"}
        store.close()
    finally:
        os.kill(pid, 15)
        time.sleep(5)
    return out


def run_virtuoso(src: Path, work: Path, n: int, count: int, chunks: int = 20) -> dict:
    import virtuoso_server

    from kgchat.backends.importer import count_lines
    from kgchat.backends.rdf import convert_file
    from kgchat.backends.sparql import SparqlGraph

    template = work / "virtuoso.ini.template"  # the test template with a page cache fit for 10M triples
    text = virtuoso_server.TEMPLATE.read_text()
    assert "NumberOfBuffers          = 20000" in text and "MaxDirtyBuffers          = 15000" in text
    template.write_text(text.replace("NumberOfBuffers          = 20000", "NumberOfBuffers          = 170000")
                        .replace("MaxDirtyBuffers          = 15000", "MaxDirtyBuffers          = 130000"))
    virtuoso_server.TEMPLATE = template
    server = virtuoso_server.VirtuosoServer(work / "virtuoso", max_rows=10_000, sorted_top=10_000)
    server.start()
    phases = {}
    try:
        started, cpu = time.perf_counter(), cpu_seconds(server.process.pid)
        lines = count_lines(src)
        per = -(-lines // chunks)
        parts = []
        with src.open("rb") as fh, tqdm(total=lines, unit=" lines", desc="Virtuoso N-Triples", file=sys.stderr) as bar:
            for i in itertools.count():
                block = list(itertools.islice(fh, per))
                if not block:
                    break
                part = work / f"part{i:03d}.txt"
                part.write_bytes(b"".join(block))
                nt = server.data_dir / f"synthetic{i:03d}.nt"
                convert_file(part, nt, fmt="metaqa")
                part.unlink()
                parts.append(nt)
                bar.update(len(block))
        phases["nt_seconds"] = round(time.perf_counter() - started, 1)
        mark = time.perf_counter()
        server.isql(f"ld_dir('{server.data_dir}', 'synthetic%.nt', '{GRAPH}');\n")
        loader = threading.Thread(target=server.isql, args=("rdf_loader_run();\ncheckpoint;\n",),
                                  kwargs={"timeout": 7200})
        loader.start()
        with tqdm(total=len(parts), unit=" files", desc="Virtuoso bulk load", file=sys.stderr) as bar:
            done = 0
            while loader.is_alive():
                loader.join(2)
                out = server.isql("SELECT 'DONE|' || cast(COUNT(*) AS VARCHAR) FROM DB.DBA.load_list "
                                  "WHERE ll_state = 2 AND ll_file LIKE '%synthetic%';\n")
                now = int(next(x for x in out.splitlines() if x.startswith("DONE|")).split("|")[1])
                bar.update(now - done)
                done = now
        phases["bulk_load_seconds"] = round(time.perf_counter() - mark, 1)
        mark = time.perf_counter()
        server.isql("DB.DBA.VT_INC_INDEX_DB_DBA_RDF_OBJ ();\ncheckpoint;\n", timeout=7200)
        phases["text_index_seconds"] = round(time.perf_counter() - mark, 1)
        seconds, cpu = time.perf_counter() - started, cpu_seconds(server.process.pid) - cpu
        errors = server.isql("SELECT 'ERR|' || ll_file FROM DB.DBA.load_list WHERE ll_error IS NOT NULL;\n")
        failed = [x for x in errors.splitlines() if x.startswith("ERR|")]
        store = SparqlGraph(server.endpoint, profile="generic", graph=GRAPH, label=f"{NS}type.object.name", base=NS)
        triples = store.client.count("?s ?p ?o")
        out = {"import_seconds": round(seconds, 1), "import_cpu_seconds": round(cpu, 1), "phases": phases,
               "files_failed": failed,
               "quads_in_graph": triples, "db_bytes": size_of(*server.db_dir.glob("virtuoso*.db")),
               "neighbors_ms": lookups(store, n, count),
               "how": "kgchat.backends.rdf.convert_file in 20 chunks, ld_dir + rdf_loader_run(), checkpoint, "
                      "free-text index of names; NumberOfBuffers 170000 (1.3 GB)"}
        store.close()
    finally:
        server.stop()
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--backend", required=True, choices=["sqlite", "neo4j", "virtuoso"])
    ap.add_argument("--triples", type=int, default=10_000_000)
    ap.add_argument("--lookups", type=int, default=2000)
    ap.add_argument("--workdir", type=Path, default=None, help="where the big files go (default: a temporary dir)")
    ap.add_argument("--keep", action="store_true", help="keep the generated file and the databases")
    ap.add_argument("--out", type=Path, default=RESULTS)
    args = ap.parse_args()
    work = Path(tempfile.mkdtemp(prefix=f"kgchat-scale-{args.backend}-", dir=args.workdir))
    load_before = os.getloadavg()
    try:
        src = work / "synthetic.txt"
        started = time.perf_counter()
        generate(src, args.triples)
        print(f"generated {args.triples:,} triples in {time.perf_counter() - started:.0f} s", file=sys.stderr)
        run = {"sqlite": run_sqlite, "neo4j": run_neo4j, "virtuoso": run_virtuoso}[args.backend]
        result = run(src, work, args.triples, args.lookups)
    finally:
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)
    result.update(triples=args.triples, triples_per_s=round(args.triples / result["import_seconds"]),
                  db_mb=round(result["db_bytes"] / 1e6), date=time.strftime("%Y-%m-%d"),
                  command=f"python bench/scale.py --backend {args.backend} --triples {args.triples}",
                  machine={"python": platform.python_version(), "cpus": os.cpu_count(),
                           "load_average_1_5_15_before": [round(x, 2) for x in load_before],
                           "load_average_1_5_15_after": [round(x, 2) for x in os.getloadavg()]})
    print(json.dumps(result, indent=2))
    results = json.loads(args.out.read_text()) if args.out.exists() else {}
    results[args.backend if args.triples == 10_000_000 else f"{args.backend}_{args.triples}"] = result
    args.out.write_text(json.dumps(results, indent=2) + "\n")
    print(f"wrote {args.out}", file=sys.stderr)


if __name__ == "__main__":
    main()
