"""The local LLM's relation choice against the zero-shot scorer and their mixture, on the same seeded samples.

    python bench/llm_relation_choice.py [--webqsp 40] [--pq 20] [--metaqa 15] [--workdir DIR]

ToG-R's no-LLM search is run three times on each sample, with only its pruning scorer changed:

* ``embedding``: the zero-shot scorer (no LLM);
* ``llm``: the local model's choice (``--llm local --scorer llm``, ``LLMChainScorer``);
* ``llm-mix``: both, half each (``--scorer llm-mix``, ``LLMMixScorer``; the share was fixed before measuring).

Samples (seed 0): the WebQSP development questions whose words name none of their gold relations
(``bench/lexical_gap.py``'s split of ``bench/data/webqsp_dev.jsonl``) over the CWQ subgraphs; PathQuestion's test split
(PQ-2H and PQ-3H, each over its own graph); MetaQA's visible test questions per hop over the bundled movie graph.

The model runs at 5-20 tokens a second on the shared CPU, so the samples are small. Both LLM scorers make the same
choices where the search reaches the same candidates (always at the first step), so each LLM choice is kept in
``WORKDIR/choices.jsonl`` and asked once: a choice read from there costs no model time now, and counts in the
results at the seconds and tokens it cost when it was made (``llm_seconds_per_question``). Interrupted runs
resume (``kgchat eval``'s results.jsonl, and the kept choices). Writes ``bench/results/llm_relation_choice.json``.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import platform
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("GRADIO_ANALYTICS_ENABLED", "False")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from lexical_gap import names_relation  # noqa: E402

from kgchat.chat import Chat  # noqa: E402
from kgchat.config import load_settings  # noqa: E402
from kgchat.evaluation.datasets import read_examples, split_examples  # noqa: E402
from kgchat.evaluation.runner import run_eval, sample  # noqa: E402
from kgchat.llm.base import Choice  # noqa: E402
from kgchat.scorers.llm import LLMScorer  # noqa: E402

DATA = next((d for d in (ROOT.parent / "shared" / "data", ROOT.parent.parent / "shared" / "data") if d.is_dir()),
            ROOT.parent / "shared" / "data")  # next to the checkout (or to a worktree's folder)
SCORERS = ("embedding", "llm", "llm-mix")


class KeptChoices:
    """An LLM's ``choose`` with every answer kept in a JSON-lines file and asked only once."""

    def __init__(self, llm, path: Path):
        self.llm = llm
        self.path = path
        self.kept: dict[str, dict] = {}
        if path.exists():
            for line in path.read_text(encoding="utf-8").splitlines():
                item = json.loads(line)
                self.kept[item["key"]] = item
        self.asked = self.reused = 0
        self.seconds = self.fresh = 0.0  # model seconds of the choices used (reused ones at their first cost); new
        self._lock = threading.Lock()

    def choose(self, task: str, options, *, purpose: str = "choose", k: int = 1) -> Choice:
        key = hashlib.sha256("\x1e".join([purpose, task, *options]).encode("utf-8")).hexdigest()
        with self._lock:
            item = self.kept.get(key)
        if item is None:
            c = self.llm.choose(task, options, purpose=purpose, k=k)
            item = {"key": key, "scores": c.scores, "prompt": c.prompt, "text": c.text, "prompt_tokens": c.prompt_tokens,
                    "completion_tokens": c.completion_tokens, "seconds": c.seconds, "method": c.method}
            with self._lock:
                self.kept[key] = item
                self.asked += 1
                self.fresh += c.seconds
                with self.path.open("a", encoding="utf-8") as f:
                    f.write(json.dumps(item) + "\n")
        else:
            self.reused += 1
        self.seconds += item["seconds"]
        return Choice(item["scores"], item["prompt"], item["text"], item["prompt_tokens"], item["completion_tokens"],
                      item["seconds"], item["method"])


def kgchat_load(source: Path, fmt: str, db: Path) -> None:
    if not db.exists():
        subprocess.run([sys.executable, "-m", "kgchat.cli", "load", str(source), "--format", fmt, "--graph",
                        f"sqlite:{db}"], cwd=ROOT, check=True)


def samples(args, work: Path) -> dict[str, list[tuple[str | None, str, list]]]:
    """Per set, its parts: (graph spec, question format, examples)."""
    cwq = work / "cwq.db"
    kgchat_load(DATA / "freebase_kbqa" / "cwq_subgraphs" / "cwq_test.jsonl", "subgraphs", cwq)
    dev = ROOT / "bench" / "data" / "webqsp_dev.jsonl"
    paths = {row["id"]: row.get("path") or [] for row in map(json.loads, dev.read_text(encoding="utf-8").splitlines())}
    webqsp = [ex for ex in read_examples(dev, "subgraphs")
              if paths[ex.qid] and not names_relation(ex.question, ex.topics, paths[ex.qid])]
    sets: dict[str, list] = {"webqsp-unnamed": [(f"sqlite:{cwq}", "subgraphs", sample(webqsp, args.webqsp, 0))]}
    pq = []
    for name, kb in (("PQ-2H", "2H-kb.txt"), ("PQ-3H", "3H-kb.txt")):
        db = work / f"{name}.db"
        kgchat_load(DATA / "pathquestion" / kb, "tsv", db)
        test = split_examples(read_examples(DATA / "pathquestion" / f"{name}_shared.txt", "pathquestion"), "test")
        pq.append((f"sqlite:{db}", "pathquestion", sample(test, args.pq, 0)))
    sets["pathquestion"] = pq
    sets["metaqa"] = [(None, "metaqa", sample(read_examples(DATA / "metaqa" / f"{h}-hop" / "vanilla" /
                                                            "qa_test_visible.txt", "metaqa"), args.metaqa, 0))
                      for h in (1, 2, 3)]
    return sets


def run_part(graph: str | None, fmt: str, examples: list, scorer: str, out: Path, kept: Path) -> list[dict]:
    llm = "local" if scorer != "embedding" else None
    chat = Chat.open(graph, "tog-r", llm=llm, scorer=scorer, fallback="none")
    reuse = None
    if llm:
        s = chat.engine.scorer
        choice = s if isinstance(s, LLMScorer) else s.llm
        reuse = choice.llm = KeptChoices(choice.llm, kept)
    given = fmt == "subgraphs"
    spec = {"graph": graph or "default", "engine": "tog-r", "llm": llm or "none", "scorer": scorer, "format": fmt,
            "command": "python bench/llm_relation_choice.py " + " ".join(sys.argv[1:])}
    seconds = out / "llm_seconds.jsonl"  # per question: the model seconds of its choices

    def ask(question: str, **kw):
        if reuse is None:
            return chat.ask(question, **kw)
        reuse.seconds = reuse.fresh = 0.0
        answer = chat.ask(question, **kw)
        with seconds.open("a", encoding="utf-8") as f:
            f.write(json.dumps({"question": question, "llm_seconds": round(reuse.seconds, 3),
                                "new_llm_seconds": round(reuse.fresh, 3)}) + "\n")
        return answer

    out.mkdir(parents=True, exist_ok=True)
    run_eval(examples, ask, out, spec, warmup=llm is None, plot=False,
             topics=(lambda ex: chat.given_topics(ex.topic_ids, ex.topics)) if given else None)
    if reuse is not None:
        print(f"  {out.name}: {reuse.asked} choices asked, {reuse.reused} reused", flush=True)
    spent = {}
    if seconds.exists():
        spent = {row["question"]: row for row in map(json.loads, seconds.read_text(encoding="utf-8").splitlines())}
    records = [json.loads(line) for line in (out / "results.jsonl").read_text(encoding="utf-8").splitlines()]
    for r in records:
        r["llm_seconds"] = spent.get(r["question"], {}).get("llm_seconds", 0.0)
    return records


def summarise(records: list[dict]) -> dict:
    n = len(records)
    return {"n": n, "hits@1": round(100 * sum(r["hits@1"] for r in records) / n, 1),
            "right": sum(int(r["hits@1"]) for r in records),
            "wall_seconds_per_question": round(statistics.mean(r["seconds"] for r in records), 2),
            "llm_seconds_per_question": round(statistics.mean(r["llm_seconds"] for r in records), 2),
            "llm_calls_per_question": round(statistics.mean(r["cost"]["llm_calls"] for r in records), 2),
            "llm_tokens_per_question": round(statistics.mean(r["cost"]["prompt_tokens"] for r in records), 1)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--webqsp", type=int, default=40, help="WebQSP dev questions that name no gold relation")
    ap.add_argument("--pq", type=int, default=20, help="questions of each PathQuestion test split")
    ap.add_argument("--metaqa", type=int, default=15, help="MetaQA test questions per hop")
    ap.add_argument("--sets", default="webqsp-unnamed,pathquestion,metaqa")
    ap.add_argument("--scorers", default=",".join(SCORERS))
    ap.add_argument("--workdir", type=Path, default=load_settings().data_dir / "bench" / "llm_relation_choice")
    ap.add_argument("--out", type=Path, default=ROOT / "bench" / "results" / "llm_relation_choice.json")
    args = ap.parse_args()
    args.workdir.mkdir(parents=True, exist_ok=True)
    result = json.loads(args.out.read_text(encoding="utf-8")) if args.out.exists() else {"sets": {}}
    result.update({"command": "python bench/llm_relation_choice.py " + " ".join(sys.argv[1:]),
                   "machine": f"{platform.machine()}, {os.cpu_count()} cores, {platform.system()}, "
                              f"Python {platform.python_version()}",
                   "llm_threads": os.environ.get("KGCHAT_LLM_THREADS", "default"),
                   "sizes": {"webqsp-unnamed": args.webqsp, "pq_per_split": args.pq, "metaqa_per_hop": args.metaqa}})
    for name, parts in samples(args, args.workdir).items():
        if name not in args.sets.split(","):
            continue
        entry = result["sets"].setdefault(name, {})
        for scorer in args.scorers.split(","):
            started, load = time.time(), os.getloadavg()[0]
            by_part = [run_part(graph, fmt, examples, scorer, args.workdir / f"{name}-{i}-{scorer}",
                                args.workdir / "choices.jsonl") for i, (graph, fmt, examples) in enumerate(parts)]
            entry[scorer] = {**summarise([r for part in by_part for r in part]), "load_average_at_start": round(load, 1),
                             "minutes_this_run": round((time.time() - started) / 60, 1),
                             "by_part": [summarise(part) for part in by_part]}
            entry["questions"] = [ex.qid for part in parts for ex in part[2]]
            args.out.write_text(json.dumps(result, indent=1) + "\n", encoding="utf-8")
            print(f"{name} {scorer}: {entry[scorer]['hits@1']} of {entry[scorer]['n']}", flush=True)


if __name__ == "__main__":
    main()
