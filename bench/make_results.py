"""Regenerate the learned-scorer results table (bench/results/learned.md): train every model, evaluate it, write it.

    python bench/make_results.py                       # everything (hours on 2 busy cores; resumable)
    python bench/make_results.py --per-hop 1000        # seeded 1,000-question sample per MetaQA hop (the default)
    python bench/make_results.py --per-hop 0           # the full visible test sets

Every step is a `kgchat train` / `kgchat eval` command (printed before it runs), so the table shows what users get.
Models and evaluation runs go to --workdir (default $KGCHAT_DATA_DIR/bench); finished steps are skipped when run
again (a model directory with config.json, an evaluation directory whose results cover its questions). The table
and the per-run summaries are written to bench/results/learned.json and between the markers in bench/results/learned.md.
Training data: MetaQA *dev* only (never qa_test_visible); PathQuestion: the train side of the by-path split.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shlex
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from kgchat.config import load_settings  # noqa: E402

DATA = ROOT.parent / "shared" / "data"
METAQA = DATA / "metaqa"
PQ = DATA / "pathquestion"
PARAPHRASES = ROOT / "bench" / "paraphrases" / "vanilla" / "qa_paraphrases.txt"
README = ROOT / "bench" / "results" / "learned.md"  # the table bench/README.md cites
BEGIN, END = "<!-- results:begin -->", "<!-- results:end -->"


def run(cmd: list[str], log: list[str], done: bool = False) -> None:
    """Run a `kgchat` command (logged as such, so the README lists the whole recipe even when a step is skipped)."""
    text = "kgchat " + " ".join(shlex.quote(c) for c in cmd)
    log.append(text)
    if done:
        print(f"\n(done already) $ {text}", flush=True)
        return
    print(f"\n$ {text}", flush=True)
    subprocess.run([sys.executable, "-c", "from kgchat.cli import main; main()", *cmd], check=True)


def kgchat(*args: str) -> list[str]:
    return list(args)


def dev(h: int) -> str:
    return str(METAQA / f"{h}-hop" / "vanilla" / "qa_dev.txt")


def test(h: int) -> str:
    return str(METAQA / f"{h}-hop" / "vanilla" / "qa_test_visible.txt")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--workdir", type=Path, default=load_settings().data_dir / "bench")
    ap.add_argument("--per-hop", type=int, default=1000, help="MetaQA test questions per hop (0 = all), seed 0")
    ap.add_argument("--unlabelled-per-hop", type=int, default=0,
                    help="unlabelled dev questions auto-annotated per hop (0 = the whole rest of dev)")
    ap.add_argument("--ship", choices=["none", "all-dev", "low-resource"], default="none",
                    help="copy this MetaQA model to models/metaqa (the default model of the app)")
    args = ap.parse_args()
    work = args.workdir
    models, evals = work / "models", work / "eval"
    log: list[str] = []
    started = time.strftime("%Y-%m-%d %H:%M")

    # -- training -------------------------------------------------------------------------------------------------
    train_args = [a for h in (1, 2, 3) for a in ("--questions", dev(h))]
    extra = ["--unlabelled-limit", str(args.unlabelled_per_hop)] if args.unlabelled_per_hop else []
    low_random = models / "metaqa-100"  # 100 seeded random questions per hop
    low = models / "metaqa-100-diverse"  # 100 per hop, one per wording
    for out, pick in ((low_random, "random"), (low, "diverse")):
        run(kgchat("train", *train_args, "--format", "metaqa", "--labelled", "100", "--pick", pick,
                   *[a for h in (1, 2, 3) for a in ("--unlabelled", dev(h))], *extra, "--out", str(out)), log,
            (out / "config.json").exists())
    full = models / "metaqa-all"
    run(kgchat("train", *train_args, "--format", "metaqa", "--out", str(full)), log, (full / "config.json").exists())
    pq_graphs = {}
    for name, kb in (("PQ-2H", "2H-kb.txt"), ("PQ-3H", "3H-kb.txt")):
        db = work / "graphs" / f"{name}.db"
        run(kgchat("load", str(PQ / kb), "--format", "tsv", "--graph", f"sqlite:{db}"), log, db.exists())
        pq_graphs[name] = f"sqlite:{db}"
        out = models / name.lower()
        run(kgchat("train", "--questions", str(PQ / f"{name}_shared.txt"), "--format", "pathquestion",
                   "--graph", pq_graphs[name], "--split", "train", "--out", str(out)), log, (out / "config.json").exists())

    # -- evaluation -----------------------------------------------------------------------------------------------
    scorers = {  # label: (tag of the evaluation directories, scorer options)
        "zero-shot (embedding)": ("zero-shot", ["--scorer", "embedding"]),
        "100 random labels/hop + auto-annotation": ("100", ["--scorer", "learned", "--model", str(low_random)]),
        "100 labels/hop (one per wording) + auto-annotation": ("100-diverse", ["--scorer", "learned", "--model",
                                                                                str(low)]),
        "all dev labels": ("all", ["--scorer", "learned", "--model", str(full)])}
    sample = ["--limit", str(args.per_hop), "--seed", "0"] if args.per_hop else []
    rows = []
    for label, (tag, scorer) in scorers.items():
        for h in (1, 2, 3):
            out = evals / f"metaqa-{h}hop-{tag}"
            run(kgchat("eval", "--questions", test(h), "--format", "metaqa", "--engine", "tog-r", "--llm", "none",
                       *scorer, *sample, "--out", str(out)), log)
            rows.append(_row(f"MetaQA {h}-hop test", label, out, h))
        out = evals / f"paraphrases-{tag}"
        run(kgchat("eval", "--questions", str(PARAPHRASES), "--format", "metaqa", "--engine", "tog-r", "--llm", "none",
                   *scorer, "--out", str(out)), log)
        rows.append(_row("Paraphrases (own wording)", label, out))
    for name, graph in pq_graphs.items():
        for label, scorer in (("zero-shot (embedding)", ["--scorer", "embedding"]),
                              ("80% of paths (train split)", ["--scorer", "learned", "--model",
                                                              str(models / name.lower())])):
            out = evals / f"{name.lower()}-{label.split(' ')[0].replace('(', '')}"
            run(kgchat("eval", "--questions", str(PQ / f"{name}_shared.txt"), "--format", "pathquestion",
                       "--graph", graph, "--split", "test", "--engine", "tog-r", "--llm", "none", *scorer,
                       "--out", str(out)), log)
            rows.append(_row(f"{name} test split (20% of paths)", label, out))

    if args.ship != "none":
        src = low_random if args.ship == "low-resource" else full
        dst = ROOT / "models" / "metaqa"
        dst.mkdir(parents=True, exist_ok=True)
        for f in ("config.json", "model.safetensors"):
            shutil.copy2(src / f, dst / f)
        print(f"shipped {src} as {dst}")

    result = {
        "date": started, "machine": _machine(), "per_hop": args.per_hop or "all",
        "training": {name: _training(models / name) for name in ("metaqa-100", "metaqa-100-diverse", "metaqa-all", "pq-2h", "pq-3h")},
        "rows": rows, "commands": [c.replace(str(work), "$WORK").replace(str(DATA), "$DATA").replace(f"{ROOT}/", "")
                     for c in log],
    }
    out = ROOT / "bench" / "results" / "learned.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(result, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    _write_readme(result)
    print(f"wrote {out} and the table in {README}")


def _row(dataset: str, scorer: str, out: Path, metaqa_hop: int | None = None) -> dict:
    s = json.loads((out / "summary.json").read_text(encoding="utf-8"))
    row = {"dataset": dataset, "scorer": scorer, "n": s["n"], "hits@1": s["hits@1"], "f1": s["f1"],
           "median_ms": round(1000 * s["median_seconds"], 1), "p95_ms": round(1000 * s["p95_seconds"], 1),
           "llm_calls": s["llm_calls_per_question"], "run": str(out)}
    if metaqa_hop:
        row["answerable"] = _answerable(out, metaqa_hop)
    return row


_GRAPH: dict = {}


def _answerable(out: Path, hop: int) -> dict:
    """Hits@1 split by whether the gold answers are exactly what some relation chain from the topic reaches.

    MetaQA's KB merges films that share a title ("Kiss of Death", 1947 and 1995) into one node, while a question's
    gold answers come from one of the films; nothing in the question says which. On such questions no chain
    reproduces the gold set, and listing the right film's answers first is a coin toss.
    """
    from kgchat.chains import GraphCache
    from kgchat.evaluation.datasets import read_metaqa
    from kgchat.graphs import default_graph
    from kgchat.linking import EntityLinker
    from kgchat.train.weak import label_example, resolve_topic

    if not _GRAPH:
        graph = default_graph()
        _GRAPH.update(graph=graph, cache=GraphCache(graph), linker=EntityLinker(graph), f1={})
    g = _GRAPH
    examples = {e.qid: e for e in read_metaqa(Path(test(hop)))}
    split = {"whole": [0, 0], "partial": [0, 0]}
    for line in (out / "results.jsonl").read_text(encoding="utf-8").splitlines():
        r = json.loads(line)
        if r["qid"] not in g["f1"]:
            ex = examples[r["qid"]]
            topic = resolve_topic(g["graph"], g["linker"], ex)
            label = label_example(g["cache"], topic, ex) if topic else None
            g["f1"][r["qid"]] = label.f1 if label else 0.0
        part = split["whole" if g["f1"][r["qid"]] >= 0.999 else "partial"]
        part[0] += 1
        part[1] += r["hits@1"]
    return {k: {"n": n, "hits@1": round(100 * h / n, 2) if n else None} for k, (n, h) in split.items()}


def _training(path: Path) -> dict:
    cfg = path / "config.json"
    if not cfg.exists():
        return {}
    report = json.loads(cfg.read_text(encoding="utf-8")).get("report", {})
    out = {"labelled": report.get("labelled"), "weak_labels": report.get("weak_labels"),
           "seconds": report.get("seconds")}
    if "auto" in report:
        out["auto"] = report["auto"]
    return out


def _machine() -> str:
    cpus = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    return f"{platform.machine()}, {cpus} cores (shared), {platform.system()}, Python {platform.python_version()}"


def _pct(value: float | None) -> str:
    return "–" if value is None else f"{value:.2f}"


def _write_readme(result: dict) -> None:
    lines = [
        f"Measured {result['date']} on {result['machine']}; ToG-R (width 3, depth 3), no LLM. MetaQA rows: "
        + ("the full visible test sets." if result["per_hop"] == "all"
           else f"a seeded sample of {result['per_hop']} visible-test questions per hop (seed 0)."),
        "",
        "| questions | scorer | n | Hits@1 (%) | F1 (%) | median (ms) | p95 (ms) | LLM calls/q |",
        "|---|---|---:|---:|---:|---:|---:|---:|",
    ]
    for r in result["rows"]:
        lines.append(f"| {r['dataset']} | {r['scorer']} | {r['n']} | {r['hits@1']:.2f} | {r['f1']:.2f} | "
                     f"{r['median_ms']:.1f} | {r['p95_ms']:.1f} | {r['llm_calls']:.0f} |")
    split = [r for r in result["rows"] if r.get("answerable")]
    if split:
        lines += ["", "MetaQA rows split by whether the gold answers are exactly what some relation chain from the topic "
                      "reaches. They are not when films sharing a title are merged into one node of the KB and the "
                      "question's answers come from one of them (nothing in the question says which):", "",
                  "| questions | scorer | whole: n | whole: Hits@1 (%) | merged-title: n | merged-title: Hits@1 (%) |",
                  "|---|---|---:|---:|---:|---:|"]
        for r in split:
            w, p = r["answerable"]["whole"], r["answerable"]["partial"]
            lines.append(f"| {r['dataset']} | {r['scorer']} | {w['n']} | {_pct(w['hits@1'])} | {p['n']} | "
                         f"{_pct(p['hits@1'])} |")
    for name, what in (("metaqa-100", "random labels"), ("metaqa-100-diverse", "labels one per wording")):
        auto = result["training"].get(name, {}).get("auto")
        if auto:
            lines += ["", f"Auto-annotation (100 {what} per hop, threshold {auto.get('threshold')}): kept "
                          f"{auto['kept']:,} of {auto['questions']:,} unlabelled dev questions; "
                          f"{100 * (auto.get('precision') or 0):.1f}% of the kept ones answer correctly (measured with "
                          "the dev answers, which training never sees)."]
    lines += ["", "Commands (`$DATA` = ../shared/data, `$WORK` = the --workdir; evaluations resume, so a rerun only "
                  "adds what is missing):", "", "```", *result["commands"], "```"]
    block = "\n".join(lines)
    text = README.read_text(encoding="utf-8") if README.exists() else f"# Learned path scorer: MetaQA, PathQuestion, paraphrases\n\n{BEGIN}\n{END}\n"
    if BEGIN not in text:
        text += f"\n{BEGIN}\n{END}\n"
    head, rest = text.split(BEGIN, 1)
    tail = rest.split(END, 1)[1]
    README.write_text(f"{head}{BEGIN}\n{block}\n{END}{tail}", encoding="utf-8")


if __name__ == "__main__":
    main()
