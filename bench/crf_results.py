"""The CRF agent (`--engine crf`, issue 21) on PathQuestion and MetaQA: train, evaluate, plot the learning curves.

    python bench/crf_results.py                          # PQ-2H, PQ-3H, MetaQA (seeded 1,000 test questions per hop)
    python bench/crf_results.py --datasets pq-2h,pq-3h   # some of them
    python bench/crf_results.py --per-hop 0              # the full MetaQA visible test sets

Every step is a `kgchat` command (printed before it runs; see make_results.py). Models and evaluations go to
--workdir (default $KGCHAT_DATA_DIR/bench); finished steps are skipped when run again. Writes
bench/results/crf.json, the learning curves as bench/results/crf_learning_curves.png and the table between the crf
markers in bench/results/crf.md. Training time is recorded as wall time, CPU time of the training process and its children,
and the load average before and after (the machine is shared); a training run's timing is kept in its model folder
(timing.json), so that a later run of this script that skips the training still reports it. Latency is measured
apart (``latency``): both engines answer the same questions in one process, interleaved, each question's wall time
and CPU time recorded with the load average, so that the two engines' medians are comparable under any load.

Supervision, no LLM anywhere: PathQuestion: the questions and answers of the train side of the by-path 80/20 split
(no gold paths). MetaQA: 100 seeded random dev questions per hop with their answers; the rest of dev unlabelled
(auto-annotated by the prior, at most --per-wording questions per wording; their answers never used). In both, the
training command holds out a fifth of the labelled questions' groups (PathQuestion: paths) to choose the agent's
checkpoint; the prior and the policy learn from the rest. MetaQA's qa_test_visible is only evaluated on.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import make_results  # noqa: E402
from make_results import ROOT, _answerable, _machine, dev, kgchat, run, test  # noqa: E402

from kgchat.config import load_settings  # noqa: E402
from kgchat.evaluation.datasets import read_examples, split_examples  # noqa: E402
from kgchat.evaluation.runner import sample  # noqa: E402

README = ROOT / "bench" / "results" / "crf.md"
DATA, PQ = make_results.DATA, make_results.PQ
BEGIN, END = "<!-- crf:begin -->", "<!-- crf:end -->"
PLOT = ROOT / "bench" / "results" / "crf_learning_curves.png"


# The agent's beam per dataset, chosen on the held-out training paths (the training's own held-out fifth):
# PQ-3H answers best comparing the whole chains of a beam of 3 (CRFConfig.compare_chains), PQ-2H and MetaQA with 1.
WIDTH = {"PQ-3H": 3}
# Heads of the prior scorer per dataset, chosen on the held-out training paths (results/crf_pq3_prior.json): PQ-3H's
# agent with a two-member prior answers them 2.5 points better than with one (three members: no better than two),
# in about 11 min of training CPU time in all; PQ-2H meets its target with one.
MEMBERS = {"PQ-2H": 1, "PQ-3H": 2}


def engines(model: Path, width: int = 1) -> list[tuple[str, list[str]]]:
    """The agent (beam ``width``), and ToG-R with the agent's prior scorer alone."""
    return [("crf", ["--engine", "crf", "--model", str(model), "--width", str(width)]),
            ("tog-r with the prior alone", ["--engine", "tog-r", "--scorer", "learned", "--model", str(model / "prior")])]


def timed(cmd: list[str], log: list[str], model: Path) -> dict:
    """Run a training command (skipped when ``model`` holds a trained agent); its wall time, CPU time (children) and
    the load average around it, saved as ``model/timing.json`` (read back when the training is skipped)."""
    timing = model / "timing.json"
    done = (model / "config.json").exists()
    if done:
        run(cmd, log, True)
        known = json.loads(timing.read_text(encoding="utf-8")) if timing.exists() else {}
        return {**known, "skipped": True}
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    load = os.getloadavg()
    started = time.perf_counter()
    run(cmd, log)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    out = {"wall_seconds": round(time.perf_counter() - started, 1),
           "cpu_seconds": round(after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime, 1),
           "load_before": [round(x, 2) for x in load], "load_after": [round(x, 2) for x in os.getloadavg()]}
    timing.write_text(json.dumps(out) + "\n", encoding="utf-8")
    return {**out, "skipped": False}


def latency(graph: str, examples: list, model: Path, n: int = 100, width: int = 1) -> dict:
    """Median wall and CPU milliseconds per question of the agent and of ToG-R with its prior alone: one process,
    both engines loaded, the same ``n`` questions asked in turn by each (after a warm-up), the load average around."""
    from kgchat.chat import Chat

    chats = {"crf": Chat.open(graph, engine="crf", model_dir=str(model), width=width),
             "tog-r with the prior alone": Chat.open(graph, engine="tog-r", scorer="learned",
                                                     model_dir=str(model / "prior"))}
    for chat in chats.values():
        for ex in examples[:5]:
            chat.ask(ex.question)
    times: dict[str, list[tuple[float, float]]] = {k: [] for k in chats}
    load = os.getloadavg()
    for ex in examples[:n]:
        for name, chat in chats.items():
            wall, cpu = time.perf_counter(), time.process_time()
            chat.ask(ex.question)
            times[name].append((time.perf_counter() - wall, time.process_time() - cpu))
    return {"n": min(n, len(examples)), "load_before": [round(x, 2) for x in load],
            "load_after": [round(x, 2) for x in os.getloadavg()],
            **{name: {"median_ms": round(1000 * statistics.median(w for w, _ in t), 1),
                      "median_cpu_ms": round(1000 * statistics.median(c for _, c in t), 1)}
               for name, t in times.items()}}


def at_start(graph: str, examples: list, model: Path) -> float:
    """Hits@1 of the agent with its networks at their seeded start (a policy that is exactly its prior): what the
    policy-gradient updates are measured against. Same options, prior scorer and beam as the trained agent."""
    from kgchat.backends import open_graph
    from kgchat.reasoning.rl import CRFAgent, CRFConfig, CRFEngine
    from kgchat.scorers.learned import Features, LearnedScorer
    from kgchat.train.crf import hits

    store, features = open_graph(graph), Features()
    trained = CRFAgent.load(model, features)
    start = CRFAgent.untrained(store.relation_names(), trained.config, features, seed=0, trained=True)
    return hits(CRFEngine(store, start, scorer=LearnedScorer.load(model / "prior", features), config=CRFConfig(beam=1)),
                examples)


def row(dataset: str, engine: str, out: Path, hop: int | None = None) -> dict:
    s = json.loads((out / "summary.json").read_text(encoding="utf-8"))
    r = {"dataset": dataset, "engine": engine, "n": s["n"], "hits@1": s["hits@1"], "f1": s["f1"],
         "median_ms": round(1000 * s["median_seconds"], 1), "p95_ms": round(1000 * s["p95_seconds"], 1),
         "run": str(out)}
    if hop:
        r["answerable"] = _answerable(out, hop)
    return r


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--workdir", type=Path, default=load_settings().data_dir / "bench")
    ap.add_argument("--datasets", default="pq-2h,pq-3h,metaqa")
    ap.add_argument("--per-hop", type=int, default=1000, help="MetaQA test questions per hop (0 = all), seed 0")
    ap.add_argument("--per-wording", type=int, default=4, help="MetaQA: unlabelled questions auto-annotated per wording")
    ap.add_argument("--data", type=Path, default=make_results.DATA,
                    help="the shared benchmark data (metaqa/, pathquestion/); default: ../shared/data")
    ap.add_argument("--no-unlabelled", action="store_true",
                    help="MetaQA: the 100 labelled questions per hop only (no auto-annotation: a quicker, weaker run)")
    ap.add_argument("--crf-only", action="store_true", help="evaluate the agent only, not ToG-R with its prior alone")
    ap.add_argument("--latency", type=int, default=99, help="questions timed per dataset (see latency)")
    args = ap.parse_args()
    global DATA, PQ
    DATA = make_results.DATA = args.data
    PQ = args.data / "pathquestion"
    make_results.METAQA = args.data / "metaqa"  # read by dev() and test()
    work, chosen = args.workdir, args.datasets.split(",")
    models, evals = work / "models", work / "eval"
    log: list[str] = []
    result: dict = {"date": time.strftime("%Y-%m-%d %H:%M"), "machine": _machine(), "per_hop": args.per_hop or "all",
                    "training": {}, "rows": [], "latency": {}, "start": {}}
    for name in ("PQ-2H", "PQ-3H"):
        if name.lower() not in chosen:
            continue
        db = work / "graphs" / f"{name}.db"
        run(kgchat("load", str(PQ / f"{name[3:]}-kb.txt"), "--format", "tsv", "--graph", f"sqlite:{db}"), log,
            db.exists())
        graph, model = f"sqlite:{db}", models / f"crf-{name.lower()}"
        questions = ["--questions", str(PQ / f"{name}_shared.txt"), "--format", "pathquestion", "--graph", graph]
        result["training"][name] = timed(kgchat("train", "--engine", "crf", *questions, "--split", "train",
                                                "--members", str(MEMBERS[name]), "--out", str(model)), log, model)
        for engine, opts in engines(model, WIDTH.get(name, 1))[: 1 if args.crf_only else 2]:
            out = evals / f"{name.lower()}-{engine.split()[0]}"
            run(kgchat("eval", *questions, "--split", "test", "--llm", "none", *opts, "--out", str(out)), log,
                (out / "summary.json").exists())  # an evaluation finished before is read, not run again
            result["rows"].append(row(f"{name} test split (20% of paths)", engine, out))
        if not args.crf_only:
            tests = split_examples(read_examples(PQ / f"{name}_shared.txt", "pathquestion"), "test")
            result["latency"][name] = latency(graph, sample(tests, args.latency, 0), model, args.latency,
                                              WIDTH.get(name, 1))
            result["start"][name] = {"n": len(tests), "hits@1": at_start(graph, tests, model)}
    if "metaqa" in chosen:
        key = "metaqa-100" + ("-labelled-only" if args.no_unlabelled else "")
        model = models / f"crf-{key}"
        labelled = [a for h in (1, 2, 3) for a in ("--questions", dev(h))]
        unlabelled = [] if args.no_unlabelled else [a for h in (1, 2, 3) for a in ("--unlabelled", dev(h))]
        data = [*labelled, "--format", "metaqa", "--labelled", "100", *unlabelled]
        result["training"]["MetaQA"] = timed(kgchat("train", "--engine", "crf", *data, "--per-wording",
                                                    str(args.per_wording), "--rounds", "1", "--members", "3",
                                                    "--out", str(model)), log, model)
        subset = ["--limit", str(args.per_hop), "--seed", "0"] if args.per_hop else []
        for engine, opts in engines(model)[: 1 if args.crf_only else 2]:
            for h in (1, 2, 3):
                out = evals / f"{key}-{h}hop-{engine.split()[0]}"
                run(kgchat("eval", "--questions", test(h), "--format", "metaqa", "--llm", "none", *opts, *subset,
                           "--out", str(out)), log, (out / "summary.json").exists())
                result["rows"].append(row(f"MetaQA {h}-hop test" + (" (100 labels/hop, no unlabelled)" if
                                                                   args.no_unlabelled else ""), engine, out, h))
        if not args.crf_only:
            tests = [ex for h in (1, 2, 3) for ex in sample(read_examples(test(h), "metaqa"), args.latency // 3, 0)]
            result["latency"]["MetaQA"] = latency("default", tests, model, args.latency)
    out = ROOT / "bench" / "results" / "crf.json"
    if out.exists():  # keep the rows of datasets not run this time (datasets may be run one by one, in parallel)
        old = json.loads(out.read_text(encoding="utf-8"))
        ran = {n for n in ("PQ-2H", "PQ-3H", "MetaQA") if n.lower() in chosen}
        keep = [r for r in old.get("rows", []) if not any(r["dataset"].startswith(n) for n in ran)]
        result["rows"] = keep + result["rows"]
        # training timings: those of this run's datasets (measured now, or read back from the model's timing.json)
        result["training"] = {**{k: v for k, v in old.get("training", {}).items() if k not in ran and "wall_seconds"
                                 in v}, **result["training"]}
        result["latency"] = {**old.get("latency", {}), **result["latency"]}
        result["start"] = {**old.get("start", {}), **result["start"]}
        result["runs"] = {**old.get("runs", {}), **{n: {"date": result["date"], "machine": result["machine"],
                                                      "per_hop": result["per_hop"]} for n in ran}}
        log = [c for c in old.get("commands", []) if not any(f"{n.lower()}" in c.lower() for n in ran)] + log
    curves = {name: json.loads((models / f"crf-{key}" / "config.json").read_text(encoding="utf-8"))["report"]
              for name, key in (("PQ-2H", "pq-2h"), ("PQ-3H", "pq-3h"), ("MetaQA", "metaqa-100"),
                                  ("MetaQA (100 labels/hop only)", "metaqa-100-labelled-only"))
              if (models / f"crf-{key}" / "config.json").exists()}
    for name, report in curves.items():
        result["training"].setdefault(name, {})["report"] = {k: report.get(k) for k in ("episodes", "options",
                                                                                           "seconds", "rl")}
        result["training"][name]["report"]["prior"] = {k: report.get("prior", {}).get(k) for k in ("from", "seconds")}
        result["training"][name]["curve"] = report["curve"]
    plot(curves)
    result["commands"] = [c.replace(str(work), "$WORK").replace(str(DATA), "$DATA").replace(f"{ROOT}/", "")
                          for c in log]
    out.write_text(json.dumps(result, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    write_readme(result)
    print(f"wrote {out}, {PLOT} and the table in {README}")


def plot(curves: dict) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, axes = plt.subplots(1, max(1, len(curves)), figsize=(5 * max(1, len(curves)), 3.6), squeeze=False)
    for ax, (name, report) in zip(axes[0], curves.items(), strict=False):
        pts = report["curve"]
        steps = [p["step"] for p in pts if "reward_avg" in p]
        ax.plot(steps, [p["reward_avg"] for p in pts if "reward_avg" in p], color="#6366f1",
                label="mean answer reward of sampled walks (moving average)")
        ax.set_ylim(0, 1.02)
        ax.set_xlabel("policy-gradient update")
        ax.set_title(name)
        val = [(p["step"], p["validation_hits@1"] / 100) for p in pts if "validation_hits@1" in p]
        if val:
            ax.plot(*zip(*val, strict=True), "o-", color="#16a34a", label="Hits@1 on held-out labelled training paths")
            kept = [(p["step"], p["validation_hits@1"] / 100) for p in pts if p.get("kept")]
            if kept:
                ax.plot(*zip(*kept, strict=True), "*", color="#dc2626", markersize=14, label="checkpoint kept")
        ax.grid(alpha=0.3)
    axes[0][0].legend(loc="lower right", fontsize=8)
    fig.tight_layout()
    fig.savefig(PLOT, dpi=110)


def write_readme(result: dict) -> None:
    runs = result.get("runs") or {"all": {"date": result["date"], "machine": result["machine"],
                                           "per_hop": result["per_hop"]}}
    lines = [f"No LLM. Measured on {result['machine']}: "
             + "; ".join(f"{name} {r['date']}" + (f" ({r['per_hop']} seeded visible-test questions per hop)"
                                                  if name.startswith("MetaQA") else "") for name, r in runs.items())
             + ".", "",
             "| questions | engine | n | Hits@1 (%) | F1 (%) | median (ms) | p95 (ms) |", "|---|---|---:|---:|---:|---:|---:|"]
    for r in result["rows"]:
        lines.append(f"| {r['dataset']} | {r['engine']} | {r['n']} | {r['hits@1']:.2f} | {r['f1']:.2f} | "
                     f"{r['median_ms']:.1f} | {r['p95_ms']:.1f} |")
    split = [r for r in result["rows"] if r.get("answerable")]
    if split:
        lines += ["", "MetaQA rows split by whether some relation chain reaches exactly the gold answers (not so when "
                      "films sharing a title are one node of the KB):", "",
                  "| questions | engine | whole: n | whole: Hits@1 (%) | merged-title: n | merged-title: Hits@1 (%) |",
                  "|---|---|---:|---:|---:|---:|"]
        for r in split:
            w, p = r["answerable"]["whole"], r["answerable"]["partial"]
            lines.append(f"| {r['dataset']} | {r['engine']} | {w['n']} | {w['hits@1']} | {p['n']} | {p['hits@1']} |")
    if result.get("start"):
        lines += ["", "The agent with its networks at their start (the policy is then exactly its prior; same options, "
                      "prior and beam), on the same test questions: "
                  + "; ".join(f"{name} {r['hits@1']:.2f} (n = {r['n']})" for name, r in result["start"].items())
                  + "."]
    if result.get("latency"):
        lines += ["", "Latency apart from the evaluations: both engines in one process answer the same questions in turn "
                      "(MetaQA: a third per hop), median wall and CPU time per question, load average before → after:",
                  "", "| questions | engine | n | median wall (ms) | median CPU (ms) | load |", "|---|---|---:|---:|---:|---|"]
        for name, lat in result["latency"].items():
            for engine in ("crf", "tog-r with the prior alone"):
                lines.append(f"| {name} | {engine} | {lat['n']} | {lat[engine]['median_ms']:.1f} | "
                             f"{lat[engine]['median_cpu_ms']:.1f} | {lat['load_before'][0]} → {lat['load_after'][0]} |")
    lines += ["", "Training (wall time on the shared machine, CPU time of the training process, load average "
                  "before → after; the labelled questions held out to choose the checkpoint; the curve point kept):",
              ""]
    for name, t in result["training"].items():
        if "wall_seconds" in t:
            prior = (t.get("report") or {}).get("prior") or {}
            reused = f"; plus the prior scorer reused from an earlier run of the same command, which trained in " \
                     f"{prior['seconds'] / 60:.1f} min wall" if prior.get("from") and prior.get("seconds") else ""
            held = (t.get("report") or {}).get("validation") or {}
            kept = next((p for p in t.get("curve", []) if p.get("kept")), None)
            lines.append(f"* {name}: {t['wall_seconds'] / 60:.1f} min wall, {t['cpu_seconds'] / 60:.1f} min CPU, "
                         f"load {t['load_before'][0]} → {t['load_after'][0]}{reused}"
                         + (f"; {held['fit']} labelled questions trained on, {held['held_out']} held out "
                            f"({held['held_out_groups']} groups)" if held else "")
                         + (f"; kept: update {kept['step']} (held-out Hits@1 {kept['validation_hits@1']})"
                            if kept else ""))
    lines += ["", "![learning curves](crf_learning_curves.png)", "", "Commands:", "", "```", *result["commands"], "```"]
    block = "\n".join(lines)
    text = README.read_text(encoding="utf-8") if README.exists() else f"# CRF agent: PathQuestion, MetaQA\n\n{BEGIN}\n{END}\n"
    if BEGIN not in text:
        text += f"\n{BEGIN}\n{END}\n"
    head, rest = text.split(BEGIN, 1)
    README.write_text(f"{head}{BEGIN}\n{block}\n{END}{rest.split(END, 1)[1]}", encoding="utf-8")


if __name__ == "__main__":
    main()
