"""Print a run's answers one line each, wrong ones first: the badge figures of issue 34 and what to look at.

    python bench/trust/failures.py RUN_DIR [--all]

Per line: right/wrong, badge, type (and turn), question, gold, prediction, logical form or chain, what was not
covered. The header gives Hits@1, wrong answers badged kg-exact, right answers badged kg-exact and unanswerable
questions refused, as ``kgchat eval`` reports them.
"""

from __future__ import annotations

import argparse
import json
import statistics
from pathlib import Path


def figures(records: list[dict]) -> dict[str, float]:
    """Hits@1, wrong badged exact, right badged exact, unanswerable refused (percent); median seconds."""
    def pct(part: int, whole: int) -> float:
        return round(100 * part / whole, 1) if whole else 0.0

    answerable = [r for r in records if not r.get("unanswerable")]
    wrong = [r for r in records if r["hits@1"] < 1]
    right = [r for r in answerable if r["hits@1"] >= 1]
    refused = [r for r in records if r.get("unanswerable")]
    return {"n": len(records), "hits@1": pct(sum(r["hits@1"] >= 1 for r in records), len(records)),
            "wrong": len(wrong), "wrong_exact": pct(sum(r["provenance"] == "kg-exact" for r in wrong), len(wrong)),
            "right_exact": pct(sum(r["provenance"] == "kg-exact" for r in right), len(right)),
            "unanswerable": len(refused), "refused": pct(sum(r["hits@1"] >= 1 for r in refused), len(refused)),
            # seconds per question as the run measured them: compare runs made under the same load only
            "median_seconds": round(statistics.median(r["seconds"] for r in records), 2) if records else 0.0}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("run", type=Path)
    parser.add_argument("--all", action="store_true", help="also the right answers")
    args = parser.parse_args()
    records = [json.loads(line) for line in (args.run / "results.jsonl").read_text().splitlines() if line.strip()]
    turns = sorted({r.get("turn") for r in records if r.get("turn")})
    print(json.dumps(figures(records)))
    for t in turns:
        print(f"turn {t}:", json.dumps(figures([r for r in records if r.get("turn") == t])))
    shown = sorted(records, key=lambda r: (r["hits@1"] >= 1, r["provenance"] != "kg-exact"))
    for r in shown:
        if r["hits@1"] >= 1 and not args.all:
            continue
        mark = "ok " if r["hits@1"] >= 1 else "BAD"
        how = r.get("logical_form") or "/".join(r.get("chain", []))
        print(f"{mark} {r['provenance']:14s} {r.get('qtype', '')}{'#' + str(r['turn']) if r.get('turn') else ''} | "
              f"{r['question']} | gold {r['gold'][:4]} | pred {r['prediction'][:4]} ({r.get('n_predicted', 0)}) | "
              f"{how} | nc {r.get('not_covered', '')} | refs {r.get('references', '')}")


if __name__ == "__main__":
    main()
