"""Why answers of a ``bench/text2cypher.py`` run are not kg-exact: the reasons their traces give, grouped, for the
right answers and the wrong ones (issue 34 on property graphs).

    python bench/trust/badge_reasons.py RESULTS.json [RESULTS.json ...] [--words]

Per run: the figures, then for right answers badged kg-approximate, wrong answers badged kg-approximate and wrong
answers badged kg-exact, how many give each reason (and how many give it alone). The reasons are the rows the
schema parser's coverage leaves uncovered (``not_covered``) and the badge checks' notes (``checks``), as the bench
records them. ``--words``: also the uncovered words of the right answers, most frequent first.
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from pathlib import Path


def reasons(q: dict) -> set[str]:
    out = set()
    for nc in q.get("not_covered", []):
        if nc.startswith("another reading scores close"):
            out.add("another reading scores close (now: one that accounts for every word and finds another answer)")
        elif nc.startswith("a reading that scores higher finds nothing"):
            out.add("a better-scored reading finds nothing")
        elif nc.endswith("more readings score close (not run)"):
            out.add("close readings not run")
        elif nc.startswith("the count takes in"):
            out.add("ranking counts what the question's test leaves out")
        elif nc.startswith("a ") and nc.endswith("step no word asks for"):
            out.add("a step no word asks for")
        elif nc.startswith("how ") and nc.endswith("relates to the answer"):
            out.add("a name's relation to the answer guessed")
        else:
            out.add("a word, name or kind the form does not account for")
    for c in q.get("checks", []):
        if "points at nothing" in c or "points back" in c or "does not use it" in c:
            out.add("trust: a pointing word unresolved")
        elif "answer type differs" in c:
            out.add("trust: answer type differs")
    return out or {"(none recorded)"}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("runs", type=Path, nargs="+")
    ap.add_argument("--words", action="store_true")
    args = ap.parse_args()
    for path in args.runs:
        d = json.loads(path.read_text())
        print(path, json.dumps(d["all"]))
        for label, keep in (("right, kg-approximate", lambda q: q["hit"] and q["provenance"] == "kg-approximate"),
                            ("wrong, kg-approximate", lambda q: not q["hit"] and q["provenance"] == "kg-approximate"),
                            ("wrong, kg-exact", lambda q: not q["hit"] and q["provenance"] == "kg-exact")):
            qs = [q for q in d["questions"] if keep(q)]
            every = Counter(r for q in qs for r in reasons(q))
            alone = Counter(next(iter(reasons(q))) for q in qs if len(reasons(q)) == 1)
            print(f"  {label}: {len(qs)}")
            for k, v in every.most_common():
                print(f"    {v:4d} (alone {alone.get(k, 0):3d})  {k}")
        if args.words:
            words = Counter(nc for q in d["questions"] if q["hit"] and q["provenance"] == "kg-approximate"
                            for nc in q.get("not_covered", [])
                            if not nc.startswith(("another", "a ", "how ", "the count")))
            print("  uncovered on right answers:", words.most_common(40))


if __name__ == "__main__":
    main()
