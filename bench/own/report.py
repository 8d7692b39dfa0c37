"""Badge figures of finished `kgchat eval` runs, per half of a development set (``bench/own/split.py``).

For each run directory (its ``results.jsonl``) and each half: questions, Hits@1, wrong answers badged kg-exact
(over the wrong ones), right answers badged kg-exact (over the right ones, unanswerable questions left out),
unanswerable questions refused, and Hits@1 per question type; for conversations also per turn.

    python bench/own/report.py NAME=RUN_DIR [NAME=RUN_DIR ...] [--out FILE.json]
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from split import HALVES, half  # noqa: E402


def figures(rows: list[dict], per_turn: bool = True) -> dict:
    answerable = [r for r in rows if r["gold"]]
    unanswerable = [r for r in rows if not r["gold"]]
    right = [r for r in answerable if r["hits@1"] >= 1.0]
    wrong = [r for r in rows if r["hits@1"] < 1.0]
    exact = lambda rs: sum(r["provenance"] == "kg-exact" for r in rs)  # noqa: E731
    pct = lambda k, n: round(100.0 * k / n, 1) if n else None  # noqa: E731
    by_type: dict[str, list[float]] = {}
    for r in rows:
        by_type.setdefault(r.get("qtype") or "", []).append(r["hits@1"])
    out = {"n": len(rows), "hits@1": pct(sum(r["hits@1"] for r in rows), len(rows)),
           "wrong": len(wrong), "wrong_badged_exact": pct(exact(wrong), len(wrong)),
           "right_badged_exact": pct(exact(right), len(right)),
           "unanswerable_refused": pct(sum(r["provenance"] in ("none", "llm-only") for r in unanswerable),
                                       len(unanswerable)),
           "by_type": {t: pct(sum(v), len(v)) for t, v in sorted(by_type.items())}}
    turns = sorted({r.get("turn", 0) for r in rows})
    if per_turn and turns != [0]:
        out["by_turn"] = {t: figures([r for r in rows if r.get("turn", 0) == t], per_turn=False) for t in turns if t}
    return out


def conversation_key(row: dict, firsts: dict[str, str]) -> str:
    return firsts.get(row.get("conversation", ""), row["question"])


def report(run: Path) -> dict:
    rows = [json.loads(line) for line in (run / "results.jsonl").read_text().splitlines() if line.strip()]
    firsts = {r["conversation"]: r["question"] for r in rows if r.get("conversation") and r.get("turn") == 1}
    return {h: figures([r for r in rows if half(conversation_key(r, firsts)) == h]) for h in HALVES}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("runs", nargs="+", help="NAME=RUN_DIR")
    parser.add_argument("--out", type=Path)
    args = parser.parse_args()
    out = {name: report(Path(path)) for name, path in (x.split("=", 1) for x in args.runs)}
    text = json.dumps(out, indent=1)
    if args.out:
        args.out.write_text(text + "\n")
    print(text)


if __name__ == "__main__":
    main()
