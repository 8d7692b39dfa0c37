"""Benchmark: Hits@1 and latency of ToG-R with embedding pruning (no LLM, zero-shot) on MetaQA.

    python bench/tog_metaqa.py --per-hop 500                  # visible test split (the reported numbers)
    python bench/tog_metaqa.py --split dev --per-hop 200      # tune on dev, never on test

Questions are a seeded sample of ``--per-hop`` lines per hop. Writes bench/results/tog_metaqa[_SPLIT].json.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from kgchat.evaluation.datasets import read_metaqa  # noqa: E402
from kgchat.evaluation.metrics import hits_at_1  # noqa: E402
from kgchat.graphs import default_graph  # noqa: E402
from kgchat.lexicons import for_graph  # noqa: E402
from kgchat.reasoning.tog_r import ThinkOnGraphR, ToGConfig  # noqa: E402
from kgchat.scorers.lexical import LexicalScorer  # noqa: E402

DATA = ROOT.parent / "shared" / "data" / "metaqa"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--per-hop", type=int, default=500)
    ap.add_argument("--split", choices=["test", "dev"], default="test")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--stop-margin", type=float, default=None)
    ap.add_argument("--width", type=int, default=3, help="beam width (ToGConfig default: 3)")
    ap.add_argument("--out", type=Path, default=None)
    args = ap.parse_args()
    fname = "qa_test_visible.txt" if args.split == "test" else "qa_dev.txt"
    graph = default_graph(progress=True)
    cfg = ToGConfig(width=args.width, relations_per_entity=max(3, args.width))
    if args.stop_margin is not None:
        cfg.stop_margin = args.stop_margin
    engine = ThinkOnGraphR(graph, scorer=LexicalScorer(lexicon=for_graph(graph)), config=cfg)
    engine.ask("who directed [Inception]")  # warm-up: model load and first encode are not per-question costs
    results: dict[str, dict] = {}
    for hop in (1, 2, 3):
        examples = list(read_metaqa(DATA / f"{hop}-hop" / "vanilla" / fname))
        random.Random(args.seed).shuffle(examples)
        examples = examples[: args.per_hop]
        hits, secs = [], []
        for ex in examples:
            t = time.perf_counter()
            ans = engine.ask(ex.question)
            secs.append(time.perf_counter() - t)
            hits.append(hits_at_1([e.name for e in ans.entities], ex.answers))
        results[f"{hop}-hop"] = {
            "n": len(examples), "hits@1": round(100 * sum(hits) / len(hits), 2),
            "median_ms": round(1000 * statistics.median(secs), 2),
            "p95_ms": round(1000 * sorted(secs)[int(0.95 * (len(secs) - 1))], 2),
        }
        print(f"{hop}-hop: {results[f'{hop}-hop']}", flush=True)
    out = {
        "benchmark": "ToG-R, embedding pruning (all-MiniLM-L6-v2), no LLM, zero-shot",
        "split": f"MetaQA {args.split} ({fname}), seeded sample of {args.per_hop} per hop, seed {args.seed}",
        "config": vars(cfg), "machine": f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}",
        "date": time.strftime("%Y-%m-%d"), "results": results,
        "command": "python bench/tog_metaqa.py " + " ".join(sys.argv[1:]),
    }
    path = args.out or ROOT / "bench" / "results" / f"tog_metaqa{'' if args.split == 'test' else '_dev'}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(out, indent=2) + "\n")
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
