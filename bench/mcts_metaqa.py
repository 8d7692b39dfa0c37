"""Benchmark: KBQA-o1 MCTS vs ToG-R on MetaQA, both without an LLM and driven by the same scorer.

    python bench/mcts_metaqa.py --per-hop 200                 # visible test split (the reported numbers)
    python bench/mcts_metaqa.py --split dev --per-hop 100     # dev, for tuning (never tune on test)

Questions are a seeded sample of ``--per-hop`` lines per hop. The scorer is the shipped learned scorer when
``models/metaqa`` exists (``--scorer auto``), else the all-MiniLM-L6-v2 embedding scorer, or the learned scorer in
``--model DIR`` (e.g. one written by ``train_mcts``); MCTS uses it as its
encoder policy and reward model, ToG-R uses it to prune. Reported per hop and engine: Hits@1, median / p95 latency
and median graph queries per question. Writes bench/results/mcts_metaqa[_dev].json.
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
from dataclasses import asdict
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from kgchat.evaluation.datasets import read_metaqa  # noqa: E402
from kgchat.evaluation.metrics import hits_at_1  # noqa: E402
from kgchat.graphs import default_graph  # noqa: E402
from kgchat.lexicons import for_graph  # noqa: E402
from kgchat.reasoning.mcts import MCTSConfig, MCTSEngine  # noqa: E402
from kgchat.reasoning.tog_r import ThinkOnGraphR, ToGConfig  # noqa: E402

DATA = ROOT.parent / "shared" / "data" / "metaqa"


def make_scorer(name: str, model_dir: Path | None = None, graph=None):
    if model_dir is not None:
        from kgchat.scorers.learned import LearnedScorer

        return LearnedScorer.load(model_dir), f"learned ({model_dir})"
    if name in ("auto", "learned"):
        try:
            from kgchat.scorers.learned import LearnedScorer, default_model_dir

            if default_model_dir() is not None:
                return LearnedScorer.load(default_model_dir()), "learned (models/metaqa)"
        except ImportError:
            pass
        if name == "learned":
            raise SystemExit("no learned scorer at models/metaqa: train one with `kgchat train` first")
    from kgchat.scorers.lexical import LexicalScorer

    return LexicalScorer(lexicon=for_graph(graph)), "embedding (all-MiniLM-L6-v2 + word matches, zero-shot)"


def run_engine(engine, examples) -> dict:
    hits, secs, queries = [], [], []
    for ex in examples:
        t = time.perf_counter()
        ans = engine.ask(ex.question)
        secs.append(time.perf_counter() - t)
        queries.append(ans.cost.graph_queries)
        hits.append(hits_at_1([e.name for e in ans.entities], ex.answers))
    return {"n": len(examples), "hits@1": round(100 * sum(hits) / len(hits), 2),
            "median_ms": round(1000 * statistics.median(secs), 2),
            "p95_ms": round(1000 * sorted(secs)[int(0.95 * (len(secs) - 1))], 2),
            "median_graph_queries": statistics.median(queries)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--per-hop", type=int, default=200)
    ap.add_argument("--split", choices=["test", "dev"], default="test")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--scorer", choices=["auto", "learned", "embedding"], default="auto")
    ap.add_argument("--model", type=Path, default=None, help="a learned scorer directory to use instead")
    ap.add_argument("--rollouts", type=int, default=None)
    ap.add_argument("--w", type=float, default=None, help="UCT exploration weight (default: MCTSConfig's)")
    ap.add_argument("--threads", type=int, default=1,
                    help="torch CPU threads (1: on a small shared machine more threads only contend)")
    ap.add_argument("--out", type=Path, default=None)
    args = ap.parse_args()
    import torch

    torch.set_num_threads(args.threads)
    fname = "qa_test_visible.txt" if args.split == "test" else "qa_dev.txt"
    graph = default_graph(progress=True)
    # one scorer instance per engine: neither may profit from the other's caches (same model weights)
    scorer, scorer_name = make_scorer(args.scorer, args.model, graph)
    tog_scorer, _ = make_scorer(args.scorer, args.model, graph)
    mcts_cfg = MCTSConfig()
    if args.rollouts is not None:
        mcts_cfg.rollouts = args.rollouts
    if args.w is not None:
        mcts_cfg.exploration_weight = args.w
    tog_cfg = ToGConfig()
    engines = {"mcts": MCTSEngine(graph, scorer=scorer, config=mcts_cfg),
               "tog-r": ThinkOnGraphR(graph, scorer=tog_scorer, config=tog_cfg)}
    for engine in engines.values():  # warm-up: model load and first encodes are not per-question costs
        engine.ask("who directed [Inception]")
    results: dict[str, dict] = {}
    for hop in (1, 2, 3):
        examples = list(read_metaqa(DATA / f"{hop}-hop" / "vanilla" / fname))
        random.Random(args.seed).shuffle(examples)
        examples = examples[: args.per_hop]
        results[f"{hop}-hop"] = {name: run_engine(engine, examples) for name, engine in engines.items()}
        r = results[f"{hop}-hop"]
        r["latency_ratio"] = round(r["mcts"]["median_ms"] / max(r["tog-r"]["median_ms"], 1e-9), 2)
        print(f"{hop}-hop: {json.dumps(r)}", flush=True)
    out = {
        "benchmark": "KBQA-o1 MCTS (encoder policy/reward) vs ToG-R, same scorer, no LLM",
        "scorer": scorer_name,
        "scorer_training": {k: v for k, v in getattr(scorer, "meta", {}).get("mcts_training", {}).items()
                            if k in ("data", "labelled", "weak_labels", "exploration")},
        "split": f"MetaQA {args.split} ({fname}), seeded sample of {args.per_hop} per hop, seed {args.seed}",
        "mcts_config": asdict(mcts_cfg), "tog_config": asdict(tog_cfg),
        "machine": f"{platform.machine()}, {os.cpu_count()} cores (shared), Python {platform.python_version()}, "
                   f"torch threads {args.threads}",
        "date": time.strftime("%Y-%m-%d"), "results": results,
        "command": "python bench/mcts_metaqa.py " + " ".join(sys.argv[1:]),
    }
    path = args.out or ROOT / "bench" / "results" / f"mcts_metaqa{'' if args.split == 'test' else '_dev'}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(out, indent=2) + "\n")
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
