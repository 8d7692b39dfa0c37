"""Replay a stream's cached answers with RouterConfig overrides over many orders, judged after every answer, and
summarise them the way the router's choices are made (mean and minimum over orders, orders below the best single
arm, token share of tog-r + LLM), with and without the LLM arms. Used to choose ``regret_from`` on the dev stream.

    python bench/router_compare.py /tmp/D NAME '{"regret_from": "spent"}' 20 0   # orders 0-19 -> /tmp/router-compare/NAME.json
"""

from __future__ import annotations

import json
import random
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import router as R  # noqa: E402
import router_report as RR  # noqa: E402

from kgchat.reasoning.router import RouterConfig  # noqa: E402

REFERENCE = "tog-r+llm"


def main() -> None:
    workdir, name, overrides = Path(sys.argv[1]), sys.argv[2], json.loads(sys.argv[3])
    stop = int(sys.argv[4]) if len(sys.argv) > 4 else 20
    start = int(sys.argv[5]) if len(sys.argv) > 5 else 0
    table, x = R.load_table(workdir)
    single = RR.singles(table, (*R.LOCAL, *RR.LLM_ARMS), RouterConfig())
    out: dict = {"overrides": overrides, "single": {a: single[a]["accuracy"] for a in single}}
    started = time.time()
    for key, arms in (("with_llm", (*R.LOCAL, *RR.LLM_ARMS)), ("local_only", R.LOCAL)):
        best = max(arms, key=lambda a: single[a]["accuracy"])
        accs, ratios, overhead = [], [], []
        for seed in range(start, stop):
            order = sorted(table)
            random.Random(seed).shuffle(order)  # the orders of `check` and `replay`
            run = R.replay(table, order, x, arms, workdir, seed, **overrides)
            accs.append(run["accuracy"])
            ratios.append(run["tokens"] / single[REFERENCE]["tokens"])
            overhead.append(run["overhead_median_ms"])
        out[key] = {"best": best, "best_acc": round(single[best]["accuracy"], 2), "mean": round(float(np.mean(accs)), 2),
                    "min": round(min(accs), 2), "below": sum(a < single[best]["accuracy"] for a in accs),
                    "token_ratio": round(float(np.mean(ratios)), 3), "max_token_ratio": round(max(ratios), 3),
                    "overhead_ms": round(float(np.median(overhead)), 3), "accs": [round(a, 2) for a in accs]}
    out["wall_s"] = round(time.time() - started)
    target = Path("/tmp/router-compare")
    target.mkdir(exist_ok=True)
    (target / f"{name}.json").write_text(json.dumps(out, indent=1), encoding="utf-8")
    print(name, json.dumps({k: {kk: v for kk, v in out[k].items() if kk != "accs"} for k in ("with_llm", "local_only")}))


if __name__ == "__main__":
    main()
