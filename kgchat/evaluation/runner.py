"""Run a question set through an engine and score it: per-question JSONL, a summary, a Markdown table, a plot.

The run is resumable: questions whose ``qid`` is already in ``results.jsonl`` are skipped, so an interrupted run
continues where it stopped (a half-written last line is ignored and redone). Results are appended and flushed one
batch at a time. Answer matching is exact on normalised names (``kgchat.evaluation.metrics``), never substring.
"""

from __future__ import annotations

import contextlib
import json
import os
import platform
import random
import statistics
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import asdict
from pathlib import Path
from typing import Any

from kgchat.errors import KGChatError
from kgchat.evaluation.datasets import Example
from kgchat.evaluation.metrics import exact_match, f1, hits_at_1
from kgchat.types import Answer, Provenance

RESULTS = "results.jsonl"
SUMMARY = "summary.json"
TABLE = "summary.md"
PLOT = "summary.png"

AskFn = Callable[[str], Answer]


def sample(examples: Sequence[Example], limit: int | None = None, seed: int | None = None) -> list[Example]:
    """The first ``limit`` examples, or with ``seed`` a seeded random sample of ``limit`` (file order kept)."""
    items = list(examples)
    if limit is None or limit >= len(items):
        return items
    if seed is None:
        return items[:limit]
    keep = set(random.Random(seed).sample(range(len(items)), limit))
    return [ex for i, ex in enumerate(items) if i in keep]


def diverse_sample(examples: Sequence[Example], limit: int | None, seed: int = 0) -> list[Example]:
    """``limit`` examples spread over as many wordings as possible (file order kept).

    A wording is the question with its topic entities masked ("who directed [Heat]" and "who directed [Up]" share
    one). The most common wordings come first, one question each, then a second question of each, and so on; which
    question of a wording is taken, and the order among equally common wordings, is seeded. Only the question text
    is read, never the answers: this is how to choose which questions to label when labels are few.
    """
    from kgchat.linking import mask_mentions

    items = list(examples)
    if limit is None or limit >= len(items):
        return items
    rng = random.Random(seed)
    groups: dict[str, list[int]] = {}
    for i, ex in enumerate(items):
        groups.setdefault(mask_mentions(ex.question, list(ex.topics)).casefold(), []).append(i)
    order = list(groups.values())
    rng.shuffle(order)
    order.sort(key=len, reverse=True)  # stable: equally common wordings keep their seeded order
    for members in order:
        rng.shuffle(members)
    keep: list[int] = []
    for turn in range(max(len(m) for m in order)):
        keep += [m[turn] for m in order if turn < len(m)][: limit - len(keep)]
        if len(keep) >= limit:
            break
    chosen = set(keep)
    return [ex for i, ex in enumerate(items) if i in chosen]


def predicted_names(answer: Answer) -> list[str]:
    """What the answer claims, ranked: its entities' names, or its text when an LLM answered without entities."""
    names = [e.name or e.id for e in answer.entities]
    if not names and answer.provenance is Provenance.LLM_ONLY and answer.text.strip():
        names = [answer.text.strip()]
    return names


def evaluate_one(example: Example, ask: AskFn) -> dict[str, Any]:
    started = time.perf_counter()
    record: dict[str, Any] = {"qid": example.qid, "question": example.question, "qtype": example.qtype,
                              "gold": example.answers}
    try:
        answer = ask(example.question)
    except KGChatError as exc:
        seconds = time.perf_counter() - started
        record.update(prediction=[], answer="", provenance="error", error=str(exc), chain=[], chain_score=None,
                      cost={}, seconds=round(seconds, 6), **{"hits@1": 0.0, "f1": 0.0, "em": 0.0})
        return record
    seconds = time.perf_counter() - started
    names = predicted_names(answer)
    best = answer.trace.paths[0] if answer.trace.paths else None
    record.update(
        prediction=names[:50], n_predicted=len(names), answer=answer.text[:500], provenance=answer.provenance.value,
        engine=answer.engine, chain=list(best.relations) if best else [],
        chain_score=round(best.score, 6) if best else None, cost=asdict(answer.cost), seconds=round(seconds, 6),
        **{"hits@1": hits_at_1(names, example.answers), "f1": round(f1(names, example.answers), 6),
           "em": exact_match(names, example.answers)},
    )
    return record


def read_results(path: Path) -> list[dict[str, Any]]:
    """Records of a results file; a truncated last line (an interrupted write) is dropped."""
    if not path.exists():
        return []
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            out.append(json.loads(line))
        except json.JSONDecodeError:
            continue
    return out


def _percentile(values: Sequence[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def summarise(records: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """Totals over records: accuracy in percent, latency in seconds, cost per question; also per question type."""
    def block(rs: Sequence[dict[str, Any]]) -> dict[str, Any]:
        n = len(rs)
        secs = [r["seconds"] for r in rs]
        return {
            "n": n,
            "hits@1": round(100 * sum(r["hits@1"] for r in rs) / n, 2) if n else 0.0,
            "f1": round(100 * sum(r["f1"] for r in rs) / n, 2) if n else 0.0,
            "em": round(100 * sum(r["em"] for r in rs) / n, 2) if n else 0.0,
            "median_seconds": round(statistics.median(secs), 4) if secs else 0.0,
            "p95_seconds": round(_percentile(secs, 0.95), 4),
            "llm_calls_per_question": round(sum(r.get("cost", {}).get("llm_calls", 0) for r in rs) / n, 3) if n else 0.0,
        }

    out = block(records)
    n = len(records) or 1
    out["mean_seconds"] = round(sum(r["seconds"] for r in records) / n, 4)
    out["graph_queries_per_question"] = round(sum(r.get("cost", {}).get("graph_queries", 0) for r in records) / n, 2)
    out["errors"] = sum(r.get("provenance") == "error" for r in records)
    provenance: dict[str, int] = {}
    for r in records:
        provenance[r.get("provenance", "")] = provenance.get(r.get("provenance", ""), 0) + 1
    out["provenance"] = dict(sorted(provenance.items()))
    types: dict[str, list[dict[str, Any]]] = {}
    for r in records:
        types.setdefault(r.get("qtype") or "all", []).append(r)
    out["by_qtype"] = {t: {k: v for k, v in block(rs).items() if k in ("n", "hits@1", "f1", "median_seconds")}
                       for t, rs in sorted(types.items())}
    return out


def machine() -> str:
    cpus = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    return f"{platform.machine()}, {cpus} cores, {platform.system()}, Python {platform.python_version()}"


def run_eval(examples: Sequence[Example], ask: AskFn, out_dir: str | Path, spec: dict[str, Any] | None = None,
             batch_size: int = 50, progress: bool = True, warmup: bool = True, plot: bool = True) -> dict[str, Any]:
    """Answer every example not yet in ``out_dir/results.jsonl``, then write the summary, table and plot.

    ``ask`` answers one question (e.g. ``Chat.ask``). The first question is asked once before timing starts
    (model loading and first-use caches are not per-question costs); its timed answer is the second call.
    """
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    path = out / RESULTS
    previous = {r["qid"]: r for r in read_results(path)}
    _rewrite_if_truncated(path, previous.values())
    todo = [ex for ex in examples if ex.qid not in previous]
    bar = None
    if progress:
        from tqdm import tqdm

        bar = tqdm(total=len(examples), initial=len(examples) - len(todo), unit=" q", desc="Evaluating",
                   file=sys.stderr, dynamic_ncols=True)
    if todo and warmup:
        with contextlib.suppress(KGChatError):
            ask(todo[0].question)
    hits = sum(previous[ex.qid]["hits@1"] for ex in examples if ex.qid in previous)
    done = len(examples) - len(todo)
    with path.open("a", encoding="utf-8") as fh:
        for batch in _chunks(todo, batch_size):
            records = []
            for ex in batch:
                rec = evaluate_one(ex, ask)
                records.append(rec)
                hits += rec["hits@1"]
                done += 1
                if bar is not None:
                    bar.update(1)
                    bar.set_postfix({"hits@1": f"{100 * hits / done:.1f}"}, refresh=False)
            fh.write("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records))
            fh.flush()
    if bar is not None:
        bar.close()
    wanted = {ex.qid for ex in examples}
    records = [r for r in read_results(path) if r["qid"] in wanted]
    summary = summarise(records)
    summary.update(spec=spec or {}, machine=machine(), date=time.strftime("%Y-%m-%d"))
    (out / SUMMARY).write_text(json.dumps(summary, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    from kgchat.evaluation.report import write_markdown, write_plot

    write_markdown(summary, out / TABLE)
    if plot:
        write_plot(summary, records, out / PLOT)
    return summary


def _rewrite_if_truncated(path: Path, records: Iterable[dict[str, Any]]) -> None:
    """Drop a half-written last line so that appended records start on a line of their own."""
    if path.exists() and path.stat().st_size and not path.read_bytes().endswith(b"\n"):
        path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records), encoding="utf-8")


def _chunks(items: Sequence[Example], size: int) -> Iterable[Sequence[Example]]:
    for i in range(0, len(items), max(1, size)):
        yield items[i:i + size]
