"""Graph-trained scorers with and without LLM-worded training questions, on the same graphs and seed.

    python bench/reword_training.py [--reword 150] [--steps 1200] [--seed 0] [--workdir DIR]

For each graph — PathQuestion's PQ-2H and PQ-3H, and the CWQ subgraphs' union (Freebase-shaped) — two models are
trained by ``kgchat train --graph`` from the graph alone, identical but for ``--llm local --reword N`` (the local
model rewords N of the synthesised questions, ``kgchat.train.reword``), then evaluated with ToG-R, no LLM:

* PQ-2H / PQ-3H: the test split (20% of the paths), ``--scorer learned`` (as bench/README.md's graph-trained row)
  and ``--scorer auto`` (the model with the zero-shot scorer, what a user gets);
* CWQ graph: the WebQSP forecast (``bench/data/webqsp_forecast.jsonl``, 107 real test questions, never tuned on)
  and the WebQSP development questions (``bench/data/webqsp_dev.jsonl``), ``--scorer auto``, the development ones
  also split into those whose words name a gold relation and those that do not (``bench/lexical_gap.py``).

The zero-shot scorer (``--scorer embedding``) is run on the same questions for reference. Commands run one at a time
(``OMP_NUM_THREADS=1``); finished steps are skipped when run again (``kgchat train`` and ``kgchat eval`` resume).
Writes ``bench/results/reword_training.json``.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))

from lexical_gap import names_relation  # noqa: E402

DATA = next((d for d in (ROOT.parent / "shared" / "data", ROOT.parent.parent / "shared" / "data") if d.is_dir()),
            ROOT.parent / "shared" / "data")
FORECAST = ROOT / "bench" / "data" / "webqsp_forecast.jsonl"
DEV = ROOT / "bench" / "data" / "webqsp_dev.jsonl"


def kgchat(*args: str) -> list[str]:
    return [sys.executable, "-m", "kgchat.cli", *args]


def run(cmd: list[str], log: Path) -> float:
    """Run ``cmd`` (output appended to ``log``); its wall seconds."""
    started = time.time()
    with log.open("a", encoding="utf-8") as f:
        f.write(f"\n$ {' '.join(cmd)}\n")
        f.flush()
        subprocess.run(cmd, cwd=ROOT, stdout=f, stderr=subprocess.STDOUT, check=True,
                       env={**os.environ, "OMP_NUM_THREADS": "1", "GRADIO_ANALYTICS_ENABLED": "False"})
    return round(time.time() - started, 1)


def evaluate(name: str, questions: Path, fmt: str, graph: str, scorer: str, model: Path | None, work: Path,
             log: Path, extra: tuple[str, ...] = ()) -> dict:
    out = work / "runs" / name
    cmd = kgchat("eval", "--questions", str(questions), "--format", fmt, "--graph", graph, *extra, "--engine",
                 "tog-r", "--llm", "none", "--scorer", scorer, *(("--model", str(model)) if model else ()),
                 "--out", str(out))
    if not (out / "summary.json").exists():
        run(cmd, log)
    s = json.loads((out / "summary.json").read_text(encoding="utf-8"))
    return {"n": s["n"], "hits@1": s["hits@1"], "overclaim_rate": s["overclaim_rate"],
            "command": " ".join(["kgchat", *cmd[3:]]), "out": str(out)}


def gap(run_dir: str) -> dict:
    """Hits@1 of a WebQSP development run on the questions whose words name a gold relation, and on the others."""
    paths = {r["id"]: (r.get("path") or [], r["q_entity"]) for r in map(json.loads, DEV.read_text().splitlines())}
    split: dict[str, list[float]] = {"named": [], "unnamed": []}
    for r in map(json.loads, (Path(run_dir) / "results.jsonl").read_text().splitlines()):
        path, topics = paths.get(r["qid"], ([], []))
        if path:
            split["named" if names_relation(r["question"], topics, path) else "unnamed"].append(r["hits@1"])
    return {k: {"n": len(v), "hits@1": round(100 * sum(v) / len(v), 1)} for k, v in split.items() if v}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--reword", type=int, default=150, help="synthesised questions the local model rewords")
    ap.add_argument("--steps", type=int, default=1200)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--graphs", default="PQ-2H,PQ-3H,cwq")
    ap.add_argument("--workdir", type=Path, default=Path(os.environ.get("KGCHAT_DATA_DIR", "~/.local/share/kgchat"))
                    .expanduser() / "bench" / "reword_training")
    ap.add_argument("--out", type=Path, default=ROOT / "bench" / "results" / "reword_training.json")
    args = ap.parse_args()
    work = args.workdir
    (work / "models").mkdir(parents=True, exist_ok=True)
    log = work / "log.txt"
    result = json.loads(args.out.read_text(encoding="utf-8")) if args.out.exists() else {"graphs": {}}
    result.update({"command": "python bench/reword_training.py " + " ".join(sys.argv[1:]),
                   "machine": f"{platform.machine()}, {os.cpu_count()} cores, {platform.system()}, "
                              f"Python {platform.python_version()}",
                   "llm_threads": os.environ.get("KGCHAT_LLM_THREADS", "default"), "reword": args.reword,
                   "steps": args.steps, "seed": args.seed})
    sources = {"PQ-2H": (DATA / "pathquestion" / "2H-kb.txt", "tsv"), "PQ-3H": (DATA / "pathquestion" / "3H-kb.txt", "tsv"),
               "cwq": (DATA / "freebase_kbqa" / "cwq_subgraphs" / "cwq_test.jsonl", "subgraphs")}
    for name in args.graphs.split(","):
        db = work / f"{name}.db"
        if not db.exists():
            run(kgchat("load", str(sources[name][0]), "--format", sources[name][1], "--graph", f"sqlite:{db}"), log)
        graph = f"sqlite:{db}"
        entry = result["graphs"].setdefault(name, {})
        for variant, extra in (("templates", ()), ("reworded", ("--llm", "local", "--reword", str(args.reword)))):
            model = work / "models" / f"{name}-{variant}"
            cmd = kgchat("train", "--graph", graph, "--members", "1", "--steps", str(args.steps), "--seed",
                         str(args.seed), *extra, "--out", str(model))
            seconds = None if (model / "model.safetensors").exists() else run(cmd, log)
            report = json.loads((model / "config.json").read_text(encoding="utf-8"))["report"]
            runs = {}
            if name.startswith("PQ"):
                questions = DATA / "pathquestion" / f"{name}_shared.txt"
                for scorer in ("learned", "auto"):
                    runs[f"test-{scorer}"] = evaluate(f"{name}-{variant}-{scorer}", questions, "pathquestion", graph,
                                                      scorer, model, work, log, ("--split", "test"))
            else:
                runs["forecast-auto"] = evaluate(f"{name}-{variant}-forecast", FORECAST, "subgraphs", graph, "auto",
                                                 model, work, log)
                runs["dev-auto"] = evaluate(f"{name}-{variant}-dev", DEV, "subgraphs", graph, "auto", model, work, log)
                runs["dev-auto"]["by_wording"] = gap(runs["dev-auto"]["out"])
            entry[variant] = {"train_command": " ".join(["kgchat", *cmd[3:]]),
                              "train_seconds_this_run": seconds, "synthetic": report.get("synthetic", {}).get("questions"),
                              "reworded": report.get("reworded"), "runs": runs}
            args.out.write_text(json.dumps(result, indent=1) + "\n", encoding="utf-8")
        if name.startswith("PQ"):
            entry["zero-shot"] = {"test": evaluate(f"{name}-zero", DATA / "pathquestion" / f"{name}_shared.txt",
                                                   "pathquestion", graph, "embedding", None, work, log,
                                                   ("--split", "test"))}
        else:
            dev = evaluate(f"{name}-zero-dev", DEV, "subgraphs", graph, "embedding", None, work, log)
            entry["zero-shot"] = {"forecast": evaluate(f"{name}-zero-forecast", FORECAST, "subgraphs", graph,
                                                       "embedding", None, work, log),
                                  "dev": {**dev, "by_wording": gap(dev["out"])}}
        args.out.write_text(json.dumps(result, indent=1) + "\n", encoding="utf-8")
        print(name, json.dumps({v: {k: r["hits@1"] for k, r in entry[v]["runs"].items()}
                                for v in ("templates", "reworded")}), flush=True)


if __name__ == "__main__":
    main()
