"""Diagnose a trained CRF agent on held-out *training* questions (never a test side): variants of the walk and
ToG-R with the agent's own prior scorer, on the same questions, with the lengths of the walks that were right or wrong.

    python bench/crf_diagnose.py pq3 MODEL --graph sqlite:PQ-3H.db      # PathQuestion: the held-out training paths
    python bench/crf_diagnose.py metaqa MODEL                           # MetaQA dev questions training never read

PathQuestion: the paths ``kgchat.train.crf.validation_split`` holds out of the train side to choose the checkpoint
(300 of their questions, seeded; ``--limit 0``: all of them). MetaQA: 100 dev questions per hop (seeded) that were
neither among the 100 labelled per hop nor auto-annotated (``MODEL/prior/auto_labels.jsonl``).

Variants (any of): agent-w1 (the agent, beam 1), agent-w3 (beam 3; any -wN: beam N), prior-* (the networks at their start: the
prior alone), *-myopic (no look-ahead), *-a2 (the prior reads two steps ahead), *-cc (the finished walks compared
as whole chains by the prior scorer, ``CRFConfig.compare_chains``), *-nsc (the walk may stop whatever the steps
the question's words ask for: ``CRFConfig.steps_counted`` off), tog-r (ToG-R, width 3, with the
agent's prior scorer). Results: one JSON line per variant on stdout, the answers in --out.
"""

from __future__ import annotations

import argparse
import collections
import json
import re
import sys
import time
from pathlib import Path

from kgchat.backends import open_graph
from kgchat.evaluation.datasets import read_examples, split_examples
from kgchat.evaluation.metrics import hits_at_1
from kgchat.evaluation.runner import sample
from kgchat.reasoning.rl import CRFAgent, CRFConfig, CRFEngine
from kgchat.reasoning.tog_base import ToGConfig
from kgchat.reasoning.tog_r import ThinkOnGraphR
from kgchat.scorers.learned import _torch
from kgchat.train.crf import validation_split

VARIANTS = ["agent-w1", "agent-w3", "agent-w1-myopic", "prior-w1", "prior-w1-myopic", "agent-w1-a2", "prior-w1-a2",
            "tog-r"]


def questions(which: str, data: Path, model: Path, limit: int = 300, share: float = 0.2) -> list[tuple]:
    if which in ("pq2", "pq3"):
        exs = split_examples(read_examples(data / f"pathquestion/PQ-{which[-1]}H_shared.txt", "pathquestion"),
                             "train", seed=0)
        _, held = validation_split(exs, share, 1)  # as train_crf: seed + 1
        return [(ex, len(ex.gold_path) or int(which[-1])) for ex in (sample(held, limit, 0) if limit else held)]
    auto = model / "prior" / "auto_labels.jsonl"
    used = {json.loads(line)["qid"] for line in auto.read_text().splitlines() if line.strip()} if auto.exists() \
        else set()
    out = []
    for hop in (1, 2, 3):
        exs = list(read_examples(data / f"metaqa/{hop}-hop/vanilla/qa_dev.txt", "metaqa"))
        labelled = {ex.qid for ex in sample(exs, 100, 0)}
        out += [(ex, hop) for ex in sample([ex for ex in exs if ex.qid not in labelled | used], 100, 7)]
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("which", choices=["pq2", "pq3", "metaqa"])
    ap.add_argument("model", type=Path)
    ap.add_argument("variants", nargs="*", default=VARIANTS)
    ap.add_argument("--graph", default=None, help="graph spec (PathQuestion: its KB loaded with kgchat load)")
    ap.add_argument("--data", type=Path, default=Path(__file__).resolve().parents[2] / "shared" / "data",
                    help="benchmark data (as bench/make_results.py: ../shared/data beside the checkout)")
    ap.add_argument("--limit", type=int, default=300,
                    help="PathQuestion: held-out training questions answered (seeded sample; 0 = all of them)")
    ap.add_argument("--held-out", type=float, default=None,
                    help="PathQuestion: the share of train paths held out (default: the model's own, `kgchat train "
                         "--held-out`; a smaller share holds out a subset of a larger one's paths)")
    ap.add_argument("--out", type=Path, default=None, help="folder for the answers (one JSONL per variant)")
    args = ap.parse_args()
    _torch().set_num_threads(1)  # small tensors: one thread is fastest on a busy machine
    graph = open_graph(args.graph)
    agent = CRFAgent.load(args.model)
    share = args.held_out if args.held_out is not None else agent.meta.get("report", {}).get("rl", {}).get(
        "validation", 0.2)
    asked = questions(args.which, args.data, args.model, args.limit, share)
    scorer = agent.prior_scorer(args.model)
    alone = CRFAgent(agent.net, agent.options, agent.config, agent.features, agent.meta, trained=False)
    for v in args.variants:
        if v == "tog-r":
            engine = ThinkOnGraphR(graph, scorer=scorer, config=ToGConfig(width=3))
        else:
            cfg = CRFConfig(beam=int(re.search(r"-w(\d+)", v).group(1)) if re.search(r"-w(\d+)", v) else 1, lookahead="myopic" not in v,
                            ahead_steps=2 if "-a2" in v else 1, compare_chains="-cc" in v,
                            steps_counted="-nsc" not in v)
            engine = CRFEngine(graph, alone if v.startswith("prior") else agent, None, scorer, cfg)
        started, rows, lengths = time.perf_counter(), [], collections.Counter()
        for ex, hop in asked:
            answer = engine.ask(ex.question)
            hit = hits_at_1([e.name for e in answer.entities], ex.answers)
            chain = list(answer.trace.paths[0].relations) if answer.trace.paths else []
            rows.append({"qid": ex.qid, "hop": hop, "hit": hit, "chain": chain, "gold_path": ex.gold_path,
                         "question": ex.question, "badge": answer.provenance.value})
            lengths[(hop, len(chain), hit)] += 1
        per_hop = {h: {"n": sum(r["hop"] == h for r in rows),
                       "hits@1": round(100 * sum(r["hit"] for r in rows if r["hop"] == h)
                                       / max(1, sum(r["hop"] == h for r in rows)), 2),
                       "by_walk_length": {f"{k}:{'right' if t else 'wrong'}": n
                                          for (g, k, t), n in sorted(lengths.items()) if g == h}}
                   for h in sorted({h for _, h in asked})}
        print(v, json.dumps({"n": len(rows), "hits@1": round(100 * sum(r["hit"] for r in rows) / len(rows), 2),
                             "per_hop": per_hop, "seconds": round(time.perf_counter() - started, 1)}), flush=True)
        if args.out:
            args.out.mkdir(parents=True, exist_ok=True)
            (args.out / f"{v}.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    sys.exit(0)


if __name__ == "__main__":
    main()
