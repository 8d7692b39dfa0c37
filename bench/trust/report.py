"""Collect the badge figures of issue 34 from finished runs into one JSON file (and a Markdown table on stdout).

    python bench/trust/report.py --before RUNS/before --after RUNS/after --out bench/results/trust_badges.json

Each run directory holds one folder per set (``kgchat eval --out``, as ``bench/trust/battery.sh`` writes them):
metaqa1-3 (MetaQA dev, 300 a hop, seed 0), cdev / cdevc / ch2 / ch2c (compositional dev and heldout2, questions and
conversations), ownq / ownc (the development half of bench/own/movies, ``bench/own/split.py --half dev``). Per set:
Hits@1, wrong answers and the share of them badged kg-exact, the share of right answers badged kg-exact,
unanswerable questions refused; conversations also per turn.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from failures import figures  # noqa: E402

SETS = {"ownq": "own movie set, dev half: questions", "ownc": "own movie set, dev half: conversations",
        "metaqa1": "MetaQA dev 1-hop (300, seed 0)", "metaqa2": "MetaQA dev 2-hop (300, seed 0)",
        "metaqa3": "MetaQA dev 3-hop (300, seed 0)", "cdev": "compositional dev", "cdevc": "compositional dev conversations",
        "ch2": "compositional heldout2", "ch2c": "compositional heldout2 conversations"}


def read(run: Path) -> dict:
    out = {}
    for name in SETS:
        path = run / name / "results.jsonl"
        if not path.exists():
            continue
        records = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
        entry = figures(records)
        turns = sorted({r["turn"] for r in records if r.get("turn")})
        if turns:
            entry["by_turn"] = {str(t): figures([r for r in records if r.get("turn") == t]) for t in turns}
        out[name] = entry
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--before", type=Path, required=True)
    parser.add_argument("--after", type=Path, required=True)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--note", default="")
    args = parser.parse_args()
    data = {"note": args.note, "before": read(args.before), "after": read(args.after)}
    args.out.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    print("| set | Hits@1 before → after | wrong badged exact | right badged exact | unanswerable refused |")
    print("|---|---|---|---|---|")
    for name, label in SETS.items():
        b, a = data["before"].get(name), data["after"].get(name)
        if not b or not a:
            continue
        rows = [(label, b, a)] + [(f"{label}, turn {t}", b["by_turn"][t], a["by_turn"][t])
                                  for t in a.get("by_turn", {}) if t in b.get("by_turn", {})]
        for text, x, y in rows:
            refused = f"{x['refused']} → {y['refused']} (of {y['unanswerable']})" if y["unanswerable"] else ""
            print(f"| {text} | {x['hits@1']} → {y['hits@1']} | {x['wrong_exact']}% of {x['wrong']} → "
                  f"{y['wrong_exact']}% of {y['wrong']} | {x['right_exact']} → {y['right_exact']} | {refused} |")


if __name__ == "__main__":
    main()
