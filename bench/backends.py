"""End-to-end question latency on SQLite, Neo4j and Virtuoso: the default engine, the shipped model, MetaQA.

    python bench/backends.py                                  # 300 test questions per hop; starts Neo4j and Virtuoso
    python bench/backends.py --per-hop 30 --backends sqlite neo4j
    python bench/backends.py --neo4j bolt://neo4j@HOST:7687 --sparql 'sparql:http://HOST:8890/sparql#profile=generic&…'

Every backend holds the MetaQA KB (../shared/data/metaqa/kb.txt): SQLite and Neo4j loaded through
``kgchat.backends.importer.load_file`` (Neo4j: batched ``UNWIND … MERGE``), Virtuoso as N-Triples
(``kgchat.backends.rdf``) through its bulk loader, with the stock ``ResultSetMaxRows`` / ``MaxSortedTopRows`` of
10,000 and ``MaxQueryCostEstimationTime`` 0 as docs/servers.md recommends (--virtuoso-cost-estimate 400: the stock
value, a cost estimate before every query). A backend given with --neo4j / --sparql / --sqlite is used as it is
(it must already hold the KB).

Each is opened the way ``kgchat ask --graph SPEC --model models/metaqa`` opens it (``Chat.open``: the default engine
``auto``, which answers as ``compose`` while no answer is judged, the shipped learned scorer, the per-question lookup cache) and asked the same seeded sample of MetaQA
test questions (``kgchat eval --limit N --seed 0`` draws the same ones). The backends take turns question by
question, so that the machine's load drifts alike for all of them; a few training questions warm each one up first
(model, query plans). The scorer's model runs on one thread (--torch-threads): on a small shared machine more
threads only contend with each other and with the database servers. Per backend and hop the script prints and writes (bench/results/backends.json): p50 / p95
question latency and their ratio to SQLite, graph round trips per question (``Answer.cost.graph_queries``: SQL
statements, Bolt queries, HTTP requests) with the share within 2·depth + 2, Hits@1, and the answers that differ
from SQLite's. The targets of issue 20: p50 on Neo4j and on Virtuoso ≤ 3× SQLite's, round trips ≤ 2·depth + 2.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")

from kgchat.backends.importer import load_file  # noqa: E402
from kgchat.chat import Chat  # noqa: E402
from kgchat.evaluation.datasets import read_examples  # noqa: E402
from kgchat.evaluation.runner import evaluate_one, sample  # noqa: E402

DATA = ROOT.parent / "shared" / "data" / "metaqa"
MODEL = ROOT / "models" / "metaqa"
START_NEO4J = ROOT / "tools" / "neo4j-server" / "start.sh"
NEO4J_PASSWORD = "kgchat-test"
GRAPH = "http://kgchat.bench/metaqa"
NS = "http://rdf.freebase.com/ns/"
DEPTH = 3  # ToGConfig depth of Chat.open; the round-trip target is 2·depth + 2


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q / 100 * len(ordered) + 0.5) - 1))]


def start_neo4j(home: Path) -> tuple[str, int]:
    env = {**os.environ, "NEO4J_TEST_PASSWORD": NEO4J_PASSWORD}
    port = subprocess.run([str(START_NEO4J), str(home)], check=True, capture_output=True, text=True, env=env).stdout
    return f"bolt://neo4j:{NEO4J_PASSWORD}@127.0.0.1:{port.strip()}", int((home / "server.pid").read_text())


def load_neo4j(spec: str, kb: Path) -> float:
    from kgchat.backends.neo4j import Neo4jGraph

    store = Neo4jGraph.from_spec(spec)
    store.wipe()
    store.close()
    store = Neo4jGraph.from_spec(spec)  # reopened on the empty graph: kgchat's :Entity layout and indexes
    report = load_file(store, kb)
    store.close()
    print(f" neo4j load: {report.summary()}", file=sys.stderr)
    return report.seconds


def start_virtuoso(root: Path, kb: Path, cost_estimate: int = 0):
    from virtuoso_server import VirtuosoServer

    from kgchat.backends.rdf import convert_file

    # the stock virtuoso.ini row caps; MaxQueryCostEstimationTime as given (stock: 400; recommended: 0)
    server = VirtuosoServer(root, max_rows=10_000, sorted_top=10_000, cost_estimate=cost_estimate)
    server.start()
    nt = root / "metaqa.nt"
    convert_file(kb, nt, fmt="metaqa")
    started = time.perf_counter()
    server.load([nt], GRAPH)
    seconds = time.perf_counter() - started
    print(f" virtuoso bulk load: {seconds:.1f} s", file=sys.stderr)
    spec = (f"sparql:{server.endpoint}#profile=generic&graph={GRAPH}&label={NS}type.object.name&base={NS}")
    return server, spec, seconds


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--per-hop", type=int, default=300, help="test questions per hop (seeded sample)")
    ap.add_argument("--hops", type=int, nargs="+", default=[1, 2, 3])
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--warmup", type=int, default=10, help="training questions asked first on each backend, untimed")
    ap.add_argument("--backends", nargs="+", default=["sqlite", "neo4j", "virtuoso"])
    ap.add_argument("--data", type=Path, default=DATA, help="the MetaQA folder (kb.txt, N-hop/vanilla/...)")
    ap.add_argument("--kb", type=Path, help="triple file to load (default: DATA/kb.txt)")
    ap.add_argument("--sqlite", help="an SQLite graph file that already holds the KB")
    ap.add_argument("--neo4j", help="a Neo4j spec whose database already holds the KB")
    ap.add_argument("--sparql", help="a sparql: spec whose graph already holds the KB")
    ap.add_argument("--virtuoso-cost-estimate", type=int, default=0,
                    help="MaxQueryCostEstimationTime of the Virtuoso started here (0: no estimate, as docs/servers.md "
                         "recommends; 400: Virtuoso's stock value)")
    ap.add_argument("--torch-threads", type=int, default=1,
                    help="threads for the scorer's model (1: on a small shared machine, threads only contend)")
    ap.add_argument("--out", type=Path, default=ROOT / "bench" / "results" / "backends.json")
    args = ap.parse_args()
    args.kb = args.kb or args.data / "kb.txt"

    tmp = Path(tempfile.mkdtemp(prefix="kgchat-backends-"))
    specs: dict[str, str] = {}
    loads: dict[str, float] = {}
    neo4j_pid, virtuoso = None, None
    try:
        if "sqlite" in args.backends:
            if args.sqlite:
                specs["sqlite"] = f"sqlite:{args.sqlite}"
            else:
                from kgchat.backends.sqlite import SQLiteGraph

                store = SQLiteGraph(tmp / "kb.db")
                loads["sqlite"] = load_file(store, args.kb).seconds
                store.close()
                specs["sqlite"] = f"sqlite:{tmp / 'kb.db'}"
        if "neo4j" in args.backends:
            spec = args.neo4j
            if spec is None:
                print("starting the Neo4j test server ...", file=sys.stderr)
                spec, neo4j_pid = start_neo4j(tmp / "neo4j")
                loads["neo4j"] = load_neo4j(spec, args.kb)
            specs["neo4j"] = spec
        if "virtuoso" in args.backends:
            spec = args.sparql
            if spec is None:
                print("starting Virtuoso ...", file=sys.stderr)
                virtuoso, spec, loads["virtuoso"] = start_virtuoso(tmp / "virtuoso", args.kb,
                                                                   args.virtuoso_cost_estimate)
            specs["virtuoso"] = spec
        run(args, specs, loads)
    finally:
        if neo4j_pid is not None:
            os.kill(neo4j_pid, 15)
        if virtuoso is not None:
            virtuoso.stop()


def run(args: argparse.Namespace, specs: dict[str, str], loads: dict[str, float]) -> None:
    import torch

    torch.set_num_threads(args.torch_threads)
    chats = {name: Chat.open(spec, scorer="learned", model_dir=str(MODEL)) for name, spec in specs.items()}
    warm = read_examples(args.data / "1-hop" / "vanilla" / "qa_dev.txt", "metaqa")[: args.warmup]
    for chat in chats.values():
        for example in warm:
            chat.ask(example.question)
    load_before = os.getloadavg()
    records: dict[str, dict[int, list[dict]]] = {name: {} for name in chats}
    for hop in args.hops:
        examples = sample(read_examples(args.data / f"{hop}-hop" / "vanilla" / "qa_test_visible.txt", "metaqa"),
                          args.per_hop, args.seed)
        for i, example in enumerate(examples):
            for name, chat in chats.items():
                records[name].setdefault(hop, []).append(evaluate_one(example, chat.ask))
            if (i + 1) % 50 == 0:
                print(f" {hop}-hop: {i + 1}/{len(examples)}", file=sys.stderr)
    load_after = os.getloadavg()

    bound = 2 * DEPTH + 2
    summary: dict[str, dict] = {}
    print(f"\n{'backend':<10}{'hop':>4}{'p50 ms':>9}{'p95 ms':>9}{'x sqlite':>9}{'trips':>7}{'max':>5}"
          f"{'<=' + str(bound):>7}{'hits@1':>8}{'differ':>7}")
    for name, per_hop in records.items():
        summary[name] = {}
        for hop, recs in list(per_hop.items()) + [("all", [r for rs in per_hop.values() for r in rs])]:
            seconds = [r["seconds"] * 1000 for r in recs]
            trips = [r.get("cost", {}).get("graph_queries", 0) for r in recs]
            base = records["sqlite"][hop] if hop != "all" and "sqlite" in records else \
                [r for rs in records.get("sqlite", {}).values() for r in rs]
            row = {"n": len(recs), "p50_ms": round(percentile(seconds, 50), 2),
                   "p95_ms": round(percentile(seconds, 95), 2), "mean_ms": round(statistics.fmean(seconds), 2),
                   "round_trips_mean": round(statistics.fmean(trips), 2), "round_trips_p50": percentile(trips, 50),
                   "round_trips_max": max(trips), "within_bound": round(sum(t <= bound for t in trips) / len(trips), 4),
                   "hits@1": round(100 * statistics.fmean(r["hits@1"] for r in recs), 2),
                   "errors": sum(r.get("provenance") == "error" for r in recs)}
            if base:
                sqlite_p50 = percentile([r["seconds"] * 1000 for r in base], 50)
                sqlite_p95 = percentile([r["seconds"] * 1000 for r in base], 95)
                row["ratio_p50"] = round(row["p50_ms"] / sqlite_p50, 2)
                row["ratio_p95"] = round(row["p95_ms"] / sqlite_p95, 2)
                row["answers_differ"] = sum(a.get("prediction") != b.get("prediction") for a, b in zip(recs, base, strict=False))
            summary[name][str(hop)] = row
            print(f"{name:<10}{hop!s:>4}{row['p50_ms']:>9.1f}{row['p95_ms']:>9.1f}{row.get('ratio_p50', 0):>9.2f}"
                  f"{row['round_trips_mean']:>7.1f}{row['round_trips_max']:>5}{100 * row['within_bound']:>6.1f}%"
                  f"{row['hits@1']:>8.1f}{row.get('answers_differ', 0):>7}")
    payload = {
        "what": "end-to-end question latency (Chat.ask: default engine auto, unjudged, so compose; learned scorer models/metaqa, per-question "
                "cache) on the MetaQA KB; backends asked in turn question by question",
        "questions": {f"{hop}-hop": f"../shared/data/metaqa/{hop}-hop/vanilla/qa_test_visible.txt, {args.per_hop} "
                      f"sampled with seed {args.seed}" for hop in args.hops},
        "specs": {name: spec.split("#")[0].rsplit("@", 1)[-1] for name, spec in specs.items()},
        "load_seconds": {k: round(v, 1) for k, v in loads.items()},
        "round_trip_bound": f"2*depth+2 = {bound} (depth {DEPTH})",
        "virtuoso_ini": None if args.sparql or "virtuoso" not in specs else
        {"ResultSetMaxRows": 10_000, "MaxSortedTopRows": 10_000,
         "MaxQueryCostEstimationTime": args.virtuoso_cost_estimate},
        "summary": summary,
        "machine": {"python": platform.python_version(), "cpus": os.cpu_count(), "platform": platform.platform(),
                    "load_average_1_5_15_before": [round(x, 2) for x in load_before],
                    "load_average_1_5_15_after": [round(x, 2) for x in load_after]},
        "command": "python bench/backends.py " + " ".join(sys.argv[1:]),
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(payload, indent=2) + "\n")
    detail = args.out.with_suffix(".questions.jsonl")
    with detail.open("w") as fh:
        for name, per_hop in records.items():
            for hop, recs in per_hop.items():
                for r in recs:
                    fh.write(json.dumps({"backend": name, "hop": hop, "question": r["question"],
                                         "seconds": r["seconds"], "round_trips": r.get("cost", {}).get("graph_queries"),
                                         "hits@1": r["hits@1"], "prediction": r.get("prediction", [])[:10]}) + "\n")
    print(f"wrote {args.out} and {detail}", file=sys.stderr)


if __name__ == "__main__":
    main()
