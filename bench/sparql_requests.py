"""Per-request cost of kgchat's SPARQL frontier reads on Virtuoso: the HTTP client and the server's cost estimate.

    python bench/sparql_requests.py                     # starts two Virtuosos with the MetaQA KB; ~1 min
    python bench/sparql_requests.py --entities 50 --rounds 2

Two Virtuoso 7.2 servers hold the MetaQA KB (bulk-loaded N-Triples, ``ResultSetMaxRows`` / ``MaxSortedTopRows``
10,000), one with Virtuoso's stock ``MaxQueryCostEstimationTime = 400`` (a cost estimate before every query) and
one with 0 (no estimate, what docs/servers.md recommends). Each is read through two ``SparqlGraph`` stores: httpx's
plain transport (kept-alive connections with Linux's delayed ACK) and kgchat's default
(``kgchat.backends.sparql.quickack``: the same connections, acknowledging at once). For the topic entities of a
seeded sample of MetaQA 1-hop test questions, each of the four combinations, in turn entity by entity, times
``ASK {}`` (the floor of a request), ``relations_many([topic])`` and ``neighbors_many`` of up to three of the
topic's moves (limit 100, as ToG asks); the answers of the four are checked to be equal. Results (p50 / mean ms
per request) go to bench/results/sparql_requests.json, with the machine's load average.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT / "bench"))

from backends import DATA, GRAPH, NS, start_virtuoso  # noqa: E402

from kgchat.backends.sparql import SparqlGraph  # noqa: E402
from kgchat.evaluation.datasets import read_examples  # noqa: E402
from kgchat.evaluation.runner import sample  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--data", type=Path, default=DATA)
    ap.add_argument("--entities", type=int, default=100, help="topic entities (of seeded 1-hop test questions)")
    ap.add_argument("--rounds", type=int, default=3, help="times each entity's reads are repeated")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--out", type=Path, default=ROOT / "bench" / "results" / "sparql_requests.json")
    args = ap.parse_args()
    import httpx

    examples = sample(read_examples(args.data / "1-hop" / "vanilla" / "qa_test_visible.txt", "metaqa"),
                      args.entities, args.seed)
    topics = list(dict.fromkeys(m for e in examples for m in re.findall(r"\[([^\]]+)\]", e.question)))
    tmp = Path(tempfile.mkdtemp(prefix="kgchat-sparql-requests-"))
    servers = []
    try:
        stores: dict[str, SparqlGraph] = {}
        for estimate in (400, 0):
            server, _, _ = start_virtuoso(tmp / f"virtuoso{estimate}", args.data / "kb.txt", cost_estimate=estimate)
            servers.append(server)
            for client in ("plain", "quickack"):
                # plain: httpx's own transport, as before kgchat.backends.sparql.quickack; quickack: the default
                store = SparqlGraph(server.endpoint, profile="generic", graph=GRAPH, label=f"{NS}type.object.name",
                                    base=NS, transport=httpx.HTTPTransport() if client == "plain" else None)
                store.relation_names()  # schema and names read once, untimed
                store.names.held()
                stores[f"estimate {estimate}, {client}"] = store
        load_before = os.getloadavg()
        times: dict[str, dict[str, list[float]]] = {name: {"ask": [], "relations_many": [], "neighbors_many": []}
                                                    for name in stores}
        mismatches = 0
        for _ in range(args.rounds):
            for topic in topics:
                answers = []
                for name, store in stores.items():
                    t = time.perf_counter()
                    store.client.ask("")
                    times[name]["ask"].append(time.perf_counter() - t)
                    t = time.perf_counter()
                    moves = store.relations_many([topic])[topic]
                    times[name]["relations_many"].append(time.perf_counter() - t)
                    lookups = [(topic, rel, d) for rel, d in sorted(moves)[:3]]
                    t = time.perf_counter()
                    found = store.neighbors_many(lookups, limit=100)
                    times[name]["neighbors_many"].append(time.perf_counter() - t)
                    answers.append((moves, found))
                mismatches += any(a != answers[0] for a in answers[1:])
        load_after = os.getloadavg()
    finally:
        for server in servers:
            server.stop()
    summary = {name: {kind: {"n": len(v), "p50_ms": round(1000 * statistics.median(v), 2),
                             "mean_ms": round(1000 * statistics.fmean(v), 2)} for kind, v in per.items()}
               for name, per in times.items()}
    print(f"{'server, client':<26}" + "".join(f"{k + ' p50/mean ms':>30}" for k in next(iter(summary.values()))))
    for name, per in summary.items():
        print(f"{name:<26}" + "".join(f"{row['p50_ms']:>20.2f} / {row['mean_ms']:<7.2f}" for row in per.values()))
    print(f"answers that differ between the four: {mismatches}")
    payload = {"what": "per-request time of SparqlGraph reads on Virtuoso 7.2 (MetaQA KB): ASK {}, "
                       "relations_many of one topic, neighbors_many of up to three of its moves (limit 100)",
               "topics": f"{len(topics)} topics of {args.entities} 1-hop test questions (seed {args.seed}), "
                         f"{args.rounds} rounds, the four combinations in turn",
               "summary": summary, "answers_differ": mismatches,
               "machine": {"python": platform.python_version(), "cpus": os.cpu_count(),
                           "load_average_1_5_15_before": [round(x, 2) for x in load_before],
                           "load_average_1_5_15_after": [round(x, 2) for x in load_after]},
               "command": "python bench/sparql_requests.py " + " ".join(sys.argv[1:])}
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(payload, indent=2) + "\n")
    print(f"wrote {args.out}", file=sys.stderr)


if __name__ == "__main__":
    main()
