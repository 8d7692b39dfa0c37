"""Benchmark of ``--engine auto`` (the cost-aware router, issue 19) on a mixed question stream.

    python bench/router.py answer     # 1. every arm answers every question of the stream once (cached, resumable)
    ... answer --arms tog+llm llm --sources cwq pq-2h --workdir W2   # one shard of pass 1 (merge answers.jsonl after)
    python bench/router.py replay     # 2. the router replays the stream online, in random order, several seeds
    python bench/router.py            # both
    python bench/router.py tune --part dev --workdir DEV   # choose the router's settings on other questions
    python bench/router.py check --part dev --workdir DEV   # the default settings on the dev stream, judged
    python bench/router.py no-verdicts   # replayed without any verdict (kgchat ask, an unrated UI)
    ... --features minilm                                   # the router reads questions with MiniLM (default: hashed)

The stream and the *simulated* LLM are described in ``bench/router_sim.py``: LLM arms talk to the loopback
OpenAI-compatible test server, which plays an LLM with a configured chance of being right per question type. Pass 1
runs the real engines (through ``kgchat.reasoning.router.run_arm``, exactly as the router runs them) and keeps each
answer's verdict (Hits@1 against the gold answers), tokens, seconds and error. Pass 2 is fair to every arm: the
router sees the same cached answers any single arm would have given, in a random order, and learns online from the
gold verdict after each question, through the real ``Router.answer`` (routing, fallback on a failed arm, memory).

Results: ``bench/results/router.json`` and ``bench/router.png``; per-(question, arm) answers in --workdir.
"""

from __future__ import annotations

import argparse
import functools
import json
import statistics
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

import router_sim as sim  # noqa: E402

from kgchat.errors import BudgetSpent, KGChatError, LLMUnavailable  # noqa: E402
from kgchat.evaluation.runner import predicted_names, read_results, score  # noqa: E402
from kgchat.types import Answer, Cost, Provenance  # noqa: E402

ARMS = ("compose", "tog-r", "mcts", "compose+llm", "tog+llm", "tog-r+llm", "llm")
LOCAL = ARMS[:3]
SOURCES = ("metaqa", "compositional", "pq-2h", "pq-3h", "cwq")  # the stream's families (router_sim.Source.name)


def stream(args) -> list[sim.Source]:
    """The benchmark's stream, or with ``--part dev`` other questions of the same sources (MetaQA's dev set)."""
    graphs = Path(args.workdir) / "graphs"
    cwq, _ = sim.cwq(args.cwq, args.seed, graphs, args.part)
    return [sim.metaqa(args.metaqa, args.seed, args.part), sim.compositional(args.compositional, args.seed, args.part),
            *sim.pathquestion(args.pq, args.seed, graphs, args.part), cwq]


def prepare_graphs(workdir: Path) -> None:
    """Load the PathQuestion KBs and the CWQ triples into SQLite graphs (once)."""
    from kgchat.backends.importer import load_file
    from kgchat.backends.sqlite import SQLiteGraph

    graphs = workdir / "graphs"
    for name, source in (("PQ-2H", sim.DATA / "pathquestion" / "2H-kb.txt"),
                         ("PQ-3H", sim.DATA / "pathquestion" / "3H-kb.txt"), ("CWQ", graphs / "cwq_kb.tsv")):
        target = graphs / f"{name}.db"
        if not target.exists():
            store = SQLiteGraph(target)
            report = load_file(store, source, "tsv")
            print(f"{target}: {report.added} triples", flush=True)
            store.close()


def answer_pass(args) -> None:
    from kgchat.backends import open_graph
    from kgchat.chat import make_arms
    from kgchat.llm.openai_llm import OpenAILLM
    from kgchat.reasoning.router import run_arm

    workdir = Path(args.workdir)
    sources = stream(args)
    prepare_graphs(workdir)
    out = workdir / "answers.jsonl"
    done = {(r["qid"], r["arm"]) for r in read_results(out)}
    everything = [ex for s in sources for ex in s.examples]
    simulated = sim.SimulatedLLM(everything, seed=args.seed)
    with sim.serve(simulated) as server, out.open("a", encoding="utf-8") as fh:
        for source in sources:
            if args.sources and source.name not in args.sources:
                continue
            graph = open_graph(source.graph)
            llm = OpenAILLM("simulated", base_url=server.url, api_key="sk-simulated", retries=0, timeout=30)
            for arm in make_arms(graph, llm):
                if args.arms and arm.name not in args.arms:
                    continue
                todo = [ex for ex in source.examples if (ex.qid, arm.name) not in done]
                started, hits = time.perf_counter(), 0.0
                for i, ex in enumerate(todo, 1):
                    record = _answer_one(run_arm, arm, ex)
                    hits += record["correct"]
                    fh.write(json.dumps(record, ensure_ascii=False) + "\n")
                    fh.flush()
                    if i % 50 == 0 or i == len(todo):
                        print(f"{source.name} {arm.name}: {i}/{len(todo)} Hits@1 {100 * hits / i:.1f} "
                              f"({(time.perf_counter() - started) / i:.3f} s/q)", flush=True)


def _answer_one(run_arm, arm, ex) -> dict:
    started = time.perf_counter()
    record = {"qid": ex.qid, "arm": arm.name, "qtype": ex.qtype, "question": ex.question}
    try:
        answer = run_arm(arm, ex.question)
    except Exception as exc:  # noqa: BLE001 - an arm that raises anything is an arm that failed
        record.update(correct=0.0, error=f"{type(exc).__name__}: {exc}"[:300], tokens=0, prompt_tokens=0,
                      completion_tokens=0, calls=0, seconds=round(time.perf_counter() - started, 6),
                      known=isinstance(exc, KGChatError))
        return record
    names = predicted_names(answer)
    c = answer.cost
    record.update(correct=score(ex, names, answer.provenance.value)["hits@1"], prediction=names[:5],
                  provenance=answer.provenance.value, prompt_tokens=c.prompt_tokens,
                  completion_tokens=c.completion_tokens, tokens=c.prompt_tokens + c.completion_tokens,
                  calls=c.llm_calls, seconds=round(time.perf_counter() - started, 6))
    return record


# -- pass 2: the router replays the stream ---------------------------------------------------------------------
class _Graph:
    """What a replayed router knows of its graph: the spec the stream's family was asked on."""

    def __init__(self, spec: str):
        self.spec = spec


def graph_of(qtype: str) -> str:
    """The graph a question of this type is asked on (as in ``router_sim``: the movie KB, PQ-2H, PQ-3H, CWQ)."""
    return {"pq-2h": "PQ-2H", "pq-3h": "PQ-3H"}.get(qtype, "CWQ" if qtype.startswith("cwq") else "movies")


def replay(table: dict[str, dict[str, dict]], order: list[str], x: dict[str, np.ndarray], arms: tuple[str, ...],
           workdir: Path, seed: int, verdicts: bool = True, **config) -> dict:
    """The router answers ``order`` online from the cached answers, learning from each gold verdict (none with
    ``verdicts`` False: as in ``kgchat ask`` or a UI session nobody rates)."""
    from kgchat.reasoning.router import Arm, MeteredLLM, Router, RouterConfig, RouterMemory

    path = workdir / f"replay-{'-'.join(arms)}-{seed}.db"
    for leftover in (path, path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm")):
        leftover.unlink(missing_ok=True)
    config.setdefault("default_arm", "compose+llm" if "compose+llm" in arms else "compose")  # as make_router sets it
    cfg = RouterConfig(seed=seed, **config)
    memory = RouterMemory(path, cfg)
    routers = {}  # one router (one chat) per graph, all learning into the same memory, as in the app
    for spec in sorted({graph_of(table[q][arms[0]]["qtype"]) for q in order}):
        routers[spec] = Router(_Graph(spec), [Arm(a, None, MeteredLLM(None) if a not in LOCAL else None)
                                              for a in arms], memory, config=cfg)
    chosen, correct, tokens, price, overhead, decision_cpu, fallbacks = [], [], [], [], [], [], 0
    for qid in order:
        row = table[qid]

        def run(arm, budget, row=row):
            rec = row[arm.name]
            if "error" in rec:
                raise LLMUnavailable(rec["error"])
            left = budget.left()
            if left is not None and rec["tokens"] > left:  # the meter would have stopped it part-way: count all
                budget.charge(int(left), 0)  # that was left as spent (the worst case), then fall back
                raise BudgetSpent(f"the answer needs {rec['tokens']} tokens, {int(left)} were left")
            budget.charge(rec["prompt_tokens"], rec["completion_tokens"])
            return Answer(rec["question"], "", provenance=Provenance(rec["provenance"]),
                          cost=Cost(rec["calls"], rec["prompt_tokens"], rec["completion_tokens"], 0, rec["seconds"]))

        router = routers[graph_of(row[arms[0]]["qtype"])]
        cpu = time.process_time()
        answer = router.answer(row[arms[0]]["question"], run, x=x.get(qid))
        decision_cpu.append(time.process_time() - cpu)  # routing + recording, and the replayed arm's trivial run
        info = answer.trace.extra["router"]
        arm = info["arm"]
        fallbacks += bool(info["failures"])
        chosen.append(arm)
        correct.append(row[arm]["correct"])
        used = answer.cost.prompt_tokens + answer.cost.completion_tokens
        tokens.append(used)
        price.append(cfg.price(used, sum(row[f["arm"]]["seconds"] for f in info["failures"]) + row[arm]["seconds"]))
        overhead.append(info["overhead_seconds"])
        if verdicts:
            router.learn(answer, row[arm]["correct"], "gold")
    memory.close()
    return {"seed": seed, "accuracy": 100 * float(np.mean(correct)), "tokens": int(sum(tokens)),
            "max_question_tokens": int(max(tokens)),
            "price": float(sum(price)), "fallbacks": fallbacks, "chosen": chosen, "correct": correct,
            "overhead_median_ms": 1000 * statistics.median(overhead),
            "overhead_p95_ms": 1000 * float(np.percentile(overhead, 95)),
            "overhead_cpu_median_ms": 1000 * statistics.median(decision_cpu)}


def load_table(workdir: Path, features: str = "hashed") -> tuple[dict[str, dict[str, dict]], dict[str, np.ndarray]]:
    """Cached answers as qid -> arm -> record (only questions every arm answered), and with ``features`` "minilm"
    each question's MiniLM vector, computed once here (the hashed features are computed by the router itself, inside
    the decision it times)."""
    from kgchat.reasoning.router import embed
    from kgchat.scorers.embedding import load_minilm

    table: dict[str, dict[str, dict]] = {}
    for r in read_results(workdir / "answers.jsonl"):
        table.setdefault(r["qid"], {})[r["arm"]] = r
    table = {q: arms for q, arms in table.items() if all(a in arms for a in ARMS)}
    if features != "minilm":
        return table, {}
    qids = sorted(table)
    vecs = embed(load_minilm(), [table[q][ARMS[0]]["question"] for q in qids])
    return table, dict(zip(qids, vecs, strict=True))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("step", nargs="?", choices=["answer", "replay", "all", "tune", "check", "no-verdicts"], default="all",
                        help="check: replay with the default settings, judged; no-verdicts: replay without ever telling "
                             "the router what was right")
    parser.add_argument("--workdir", default="/tmp/kgchat-router-bench", help="cached answers, graphs, replays")
    parser.add_argument("--metaqa", type=int, default=150, help="MetaQA test questions per hop")
    parser.add_argument("--compositional", type=int, default=None, help="compositional dev questions (all)")
    parser.add_argument("--pq", type=int, default=150, help="PathQuestion questions per set (PQ-2H, PQ-3H)")
    parser.add_argument("--cwq", type=int, default=300, help="CWQ questions")
    parser.add_argument("--seed", type=int, default=0, help="seeds the samples and the simulated LLM")
    parser.add_argument("--seeds", type=int, nargs="+", default=[0, 1, 2, 3, 4], help="replay orders")
    parser.add_argument("--features", choices=["hashed", "minilm"], default="hashed",
                        help="how the router turns a question into a vector (RouterConfig.features)")
    parser.add_argument("--part", choices=["test", "dev"], default="test",
                        help="dev: other questions of the same sources (60%% as many; MetaQA's dev set), to choose "
                             "the router's settings on; give the same sizes as the test stream")
    parser.add_argument("--arms", nargs="+", choices=ARMS, default=None,
                        help="answer: only these arms (default all), to split pass 1 over processes")
    parser.add_argument("--sources", nargs="+", choices=SOURCES, default=None,
                        help="answer: only these families of the stream (default all); each shard in its own "
                             "--workdir, then concatenate their answers.jsonl (answers are keyed by question and arm)")
    args = parser.parse_args()
    Path(args.workdir).mkdir(parents=True, exist_ok=True)
    replaying = functools.partial(replay, features=args.features)
    if args.step in ("answer", "all"):
        answer_pass(args)
    if args.step in ("replay", "all"):
        from router_report import report

        report(args, load_table(Path(args.workdir), args.features), replaying)
    if args.step == "no-verdicts":
        from router_report import no_verdicts

        no_verdicts(args, load_table(Path(args.workdir), args.features), replaying)
    if args.step == "check":
        from router_report import check

        check(args, load_table(Path(args.workdir), args.features), replaying)
    if args.step == "tune":
        from router_report import tune

        tune(args, load_table(Path(args.workdir), args.features), replaying)


if __name__ == "__main__":
    main()
