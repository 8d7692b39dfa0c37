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
from kgchat.evaluation.datasets import Conversation, Example
from kgchat.evaluation.metrics import exact_match, f1, hits_at_1
from kgchat.types import Answer, Entity, Provenance

RESULTS = "results.jsonl"
SUMMARY = "summary.json"
TABLE = "summary.md"
PLOT = "summary.png"

AskFn = Callable[[str], Answer]
TopicsFn = Callable[[Example], list[Entity]]  # the given topic entities of an example, found in the graph
AskInContextFn = Callable[[str, list[Answer]], Answer]  # question, earlier answers of the conversation -> answer
LearnFn = Callable[[Answer, dict[str, Any]], object]  # an answer and its scored record, e.g. for --engine auto


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


def score(example: Example, names: Sequence[str], provenance: str) -> dict[str, float]:
    """Hits@1, F1 and EM of one answer. A question the graph cannot answer (``unanswerable``) is right exactly when
    the answer claims nothing from the graph: provenance ``none`` or ``llm-only``."""
    if example.unanswerable:
        right = float(provenance in (Provenance.NONE.value, Provenance.LLM_ONLY.value))
        return {"hits@1": right, "f1": right, "em": right}
    return {"hits@1": hits_at_1(names, example.answers), "f1": round(f1(names, example.answers), 6),
            "em": exact_match(names, example.answers)}


def _evaluate(example: Example, ask: AskFn, learn: LearnFn | None = None) -> tuple[dict[str, Any], Answer | None]:
    started = time.perf_counter()
    record: dict[str, Any] = {"qid": example.qid, "question": example.question, "qtype": example.qtype,
                              "gold": example.answers}
    if example.unanswerable:
        record["unanswerable"] = True
    if example.conversation:
        record.update(conversation=example.conversation, turn=example.turn)
    try:
        answer = ask(example.question)
    except KGChatError as exc:
        seconds = time.perf_counter() - started
        record.update(prediction=[], answer="", provenance="error", error=str(exc), chain=[], chain_score=None,
                      cost={}, seconds=round(seconds, 6), **score(example, [], "error"))
        return record, None
    seconds = time.perf_counter() - started
    names = predicted_names(answer)
    best = answer.trace.paths[0] if answer.trace.paths else None
    record.update(
        prediction=names[:50], n_predicted=len(names), answer=answer.text[:500], provenance=answer.provenance.value,
        engine=answer.engine, chain=list(best.relations) if best else [],
        chain_score=round(best.score, 6) if best else None, cost=asdict(answer.cost), seconds=round(seconds, 6),
        **score(example, names, answer.provenance.value),
    )
    if answer.trace.logical_form:
        record["logical_form"] = answer.trace.logical_form
    if answer.trace.not_covered:
        record["not_covered"] = answer.trace.not_covered
    checks = [s.note for s in answer.trace.steps if s.kind in ("check", "sufficiency") and s.note]
    if checks:  # why the badge is what it is (the engine's own doubts, then the badge checks' verdicts)
        record["checks"] = [c[:400] for c in checks[-6:]]
    if answer.trace.references:
        record["references"] = [f"{r.text!r} -> {', '.join(e.name for e in r.entities[:5])} ({r.source})"
                                for r in answer.trace.references]
    if learn is not None:  # the gold verdict goes back to whoever answered (the router learns from it)
        learn(answer, record)
    return record, answer


def evaluate_one(example: Example, ask: AskFn, learn: LearnFn | None = None) -> dict[str, Any]:
    return _evaluate(example, ask, learn)[0]


def evaluate_conversation(conversation: Conversation, ask: AskInContextFn,
                          learn: LearnFn | None = None) -> list[dict[str, Any]]:
    """Every turn scored, each asked with the answers of the earlier turns (oldest first) as its history."""
    history: list[Answer] = []
    records = []
    for example in conversation.turns:
        record, answer = _evaluate(example, lambda q: ask(q, list(history)), learn)
        records.append(record)
        if answer is not None:
            history.append(answer)
    return records


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
    # Accuracy per badge: how far each level of trust can be trusted.
    out["by_provenance"] = {p: _hits(rs) for p, rs in _group(records, lambda r: r.get("provenance", "")).items()}
    # Overclaim: of the wrong answers, the share that still carried the kg-exact (KG-verified) badge.
    wrong = [r for r in records if r["hits@1"] < 1]
    out["wrong"] = len(wrong)
    overclaimed = sum(r.get("provenance") == Provenance.KG_EXACT.value for r in wrong)
    out["overclaim_rate"] = round(100 * overclaimed / len(wrong), 2) if wrong else 0.0
    # The other half of the badge's promise: of the right answers (unanswerable questions left out: refusing is not
    # an answer), the share badged kg-exact. Badging nothing exact keeps overclaim at 0 and this at 0.
    right = [r for r in records if r["hits@1"] >= 1 and not r.get("unanswerable")]
    out["right"] = len(right)
    out["right_exact_rate"] = round(100 * sum(r.get("provenance") == Provenance.KG_EXACT.value for r in right)
                                    / len(right), 2) if right else 0.0
    unanswerable = [r for r in records if r.get("unanswerable")]
    if unanswerable:
        out["unanswerable_refused"] = _hits(unanswerable)["hits@1"]
    turns = _group([r for r in records if r.get("turn")], lambda r: str(r["turn"]))
    if turns:
        out["by_turn"] = {t: _hits(rs) for t, rs in turns.items()}
    out["by_type"] = {}
    for t, rs in _group(records, lambda r: r.get("qtype") or "all").items():
        entry = {k: v for k, v in block(rs).items() if k in ("n", "hits@1", "f1", "median_seconds")}
        per_turn = _group([r for r in rs if r.get("turn")], lambda r: str(r["turn"]))
        if per_turn:
            entry["by_turn"] = {k: _hits(v) for k, v in per_turn.items()}
        out["by_type"][t] = entry
    return out


def _group(records: Sequence[dict[str, Any]], key: Callable[[dict[str, Any]], str]) -> dict[str, list[dict[str, Any]]]:
    groups: dict[str, list[dict[str, Any]]] = {}
    for r in records:
        groups.setdefault(key(r), []).append(r)
    return dict(sorted(groups.items()))


def _hits(records: Sequence[dict[str, Any]]) -> dict[str, Any]:
    n = len(records)
    return {"n": n, "hits@1": round(100 * sum(r["hits@1"] for r in records) / n, 2) if n else 0.0}


def machine() -> str:
    cpus = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    return f"{platform.machine()}, {cpus} cores, {platform.system()}, Python {platform.python_version()}"


def run_eval(examples: Sequence[Example], ask: AskFn, out_dir: str | Path, spec: dict[str, Any] | None = None,
             batch_size: int = 50, progress: bool = True, warmup: bool = True, plot: bool = True,
             topics: TopicsFn | None = None, learn: LearnFn | None = None) -> dict[str, Any]:
    """Answer every example not yet in ``out_dir/results.jsonl``, then write the summary, table and plot.

    ``ask`` answers one question (e.g. ``Chat.ask``). The first question is asked once before timing starts
    (model loading and first-use caches are not per-question costs); its timed answer is the second call. With
    ``topics``, each question is asked as ``ask(question, topics=topics(example))``: the set's own topic entities
    instead of linking (an empty list links as usual); the record lists them. ``learn(answer, record)`` is called with each scored answer (``kgchat eval
    --engine auto`` teaches the router).
    """
    units = [[ex] for ex in examples]

    def answer(unit: list[Example]) -> list[dict[str, Any]]:
        if topics is None:
            return [evaluate_one(unit[0], ask, learn)]
        given = topics(unit[0])
        record = evaluate_one(unit[0], lambda q: ask(q, topics=given or None), learn)  # type: ignore[call-arg]
        record["topics"] = [e.name or e.id for e in given]
        return [record]

    return _run(units, answer, ask, out_dir, spec, batch_size, progress, warmup, plot)


def run_conversations(conversations: Sequence[Conversation], ask: AskInContextFn, out_dir: str | Path,
                      spec: dict[str, Any] | None = None, batch_size: int = 20, progress: bool = True,
                      warmup: bool = True, plot: bool = True, learn: LearnFn | None = None) -> dict[str, Any]:
    """Like run_eval, for conversations: every turn is asked with the earlier answers as history and scored.

    A conversation's turns are written together, so a resumed run redoes a conversation whole or not at all.
    """
    units = [list(c.turns) for c in conversations]
    return _run(units, lambda unit: evaluate_conversation(Conversation("", unit), ask, learn), lambda q: ask(q, []),
                out_dir, spec, batch_size, progress, warmup, plot)


def _run(units: Sequence[list[Example]], answer_unit: Callable[[list[Example]], list[dict[str, Any]]],
         warm: AskFn, out_dir: str | Path, spec: dict[str, Any] | None, batch_size: int, progress: bool,
         warmup: bool, plot: bool) -> dict[str, Any]:
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    path = out / RESULTS
    previous = {r["qid"]: r for r in read_results(path)}
    _rewrite_if_truncated(path, previous.values())
    finished = [all(ex.qid in previous for ex in u) for u in units]
    todo = [u for u, ok in zip(units, finished, strict=True) if not ok]
    total = sum(len(u) for u in units)
    done = total - sum(len(u) for u in todo)
    bar = None
    if progress:
        from tqdm import tqdm

        bar = tqdm(total=total, initial=done, unit=" q", desc="Evaluating", file=sys.stderr, dynamic_ncols=True)
    if todo and warmup:
        with contextlib.suppress(KGChatError):
            warm(todo[0][0].question)
    hits = sum(previous[ex.qid]["hits@1"] for u, ok in zip(units, finished, strict=True) if ok for ex in u)
    with path.open("a", encoding="utf-8") as fh:
        for batch in _chunks(todo, batch_size):
            records = []
            for unit in batch:
                recs = answer_unit(unit)
                records += recs
                hits += sum(r["hits@1"] for r in recs)
                done += len(recs)
                if bar is not None:
                    bar.update(len(recs))
                    bar.set_postfix({"hits@1": f"{100 * hits / max(done, 1):.1f}"}, refresh=False)
            fh.write("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records))
            fh.flush()
    if bar is not None:
        bar.close()
    wanted = {ex.qid for u in units for ex in u}
    latest = {r["qid"]: r for r in read_results(path) if r["qid"] in wanted}  # a redone turn replaces an old one
    records = list(latest.values())
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


def _chunks(items: Sequence[Any], size: int) -> Iterable[Sequence[Any]]:
    for i in range(0, len(items), max(1, size)):
        yield items[i:i + size]
