"""Evaluation reports: a Markdown table and a PNG (accuracy by question type, latency histogram).

matplotlib runs on the Agg backend (no display needed); it is imported only when a plot is written.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from kgchat.extras import require


def markdown_table(summary: dict[str, Any]) -> str:
    spec = summary.get("spec", {})
    lines = []
    if spec:
        lines.append("Run: " + ", ".join(f"{k}={v}" for k, v in spec.items() if v not in (None, "")))
        lines.append("")
    lines += [
        "| n | Hits@1 (%) | F1 (%) | EM (%) | median (ms) | p95 (ms) | LLM calls / q | errors |",
        "|---:|---:|---:|---:|---:|---:|---:|---:|",
        f"| {summary['n']} | {summary['hits@1']:.2f} | {summary['f1']:.2f} | {summary['em']:.2f} | "
        f"{1000 * summary['median_seconds']:.1f} | {1000 * summary['p95_seconds']:.1f} | "
        f"{summary['llm_calls_per_question']:.2f} | {summary.get('errors', 0)} |",
    ]
    if "overclaim_rate" in summary:
        lines += ["", f"Wrong answers: {summary.get('wrong', 0)}; of those badged kg-exact (overclaim): "
                      f"{summary['overclaim_rate']:.2f}%."]
        if "right_exact_rate" in summary:
            lines[-1] += (f" Right answers: {summary.get('right', 0)}; of those badged kg-exact: "
                          f"{summary['right_exact_rate']:.2f}%.")
        if "unanswerable_refused" in summary:
            lines[-1] += f" Unanswerable questions refused: {summary['unanswerable_refused']:.2f}%."
    by_type = summary.get("by_type", {})
    turns = sorted({t for s in by_type.values() for t in s.get("by_turn", {})}, key=int)
    if len(by_type) > 1 or turns:
        head = "| question type | n | Hits@1 (%) | F1 (%) | median (ms) |" + "".join(f" turn {t} (%) |" for t in turns)
        lines += ["", head, "|---|---:|---:|---:|---:|" + "---:|" * len(turns)]
        for name, s in by_type.items():
            per_turn = "".join(f" {s['by_turn'][t]['hits@1']:.2f} |" if t in s.get("by_turn", {}) else " |"
                               for t in turns)
            lines.append(f"| {name} | {s['n']} | {s['hits@1']:.2f} | {s['f1']:.2f} | "
                         f"{1000 * s['median_seconds']:.1f} |{per_turn}")
    by_provenance = summary.get("by_provenance", {})
    if by_provenance:
        lines += ["", "| provenance | n | Hits@1 (%) |", "|---|---:|---:|"]
        lines += [f"| {p} | {s['n']} | {s['hits@1']:.2f} |" for p, s in by_provenance.items()]
    if summary.get("machine"):
        lines += ["", f"Machine: {summary['machine']}; date: {summary.get('date', '')}."]
    return "\n".join(lines) + "\n"


def write_markdown(summary: dict[str, Any], path: Path) -> None:
    path.write_text(markdown_table(summary), encoding="utf-8")


def write_plot(summary: dict[str, Any], records: Sequence[dict[str, Any]], path: Path) -> None:
    matplotlib = require("matplotlib", "Evaluation plots", extra="train")
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    by_type = summary.get("by_type", {})
    names = list(by_type)
    fig, (left, right) = plt.subplots(1, 2, figsize=(13, max(4.0, 0.28 * len(names) + 1.5)))
    left.barh(range(len(names)), [by_type[n]["hits@1"] for n in names], color="#4c72b0")
    left.set_yticks(range(len(names)), [f"{n} ({by_type[n]['n']})" for n in names], fontsize=7)
    left.invert_yaxis()
    left.set_xlim(0, 100)
    left.set_xlabel("Hits@1 (%)")
    left.set_title(f"Hits@1 by question type (all: {summary['hits@1']:.1f}%)")
    ms = [1000 * r["seconds"] for r in records]
    if ms:
        right.hist(ms, bins=50, color="#55a868")
        right.axvline(1000 * summary["median_seconds"], color="k", linestyle="--",
                      label=f"median {1000 * summary['median_seconds']:.1f} ms")
        right.axvline(1000 * summary["p95_seconds"], color="r", linestyle=":",
                      label=f"p95 {1000 * summary['p95_seconds']:.1f} ms")
        right.legend()
    right.set_xlabel("seconds per question (ms)")
    right.set_ylabel("questions")
    right.set_title(f"Latency ({summary['n']} questions)")
    fig.tight_layout()
    fig.savefig(path, dpi=90)
    plt.close(fig)
