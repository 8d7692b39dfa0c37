"""Why the answers of a ``kgchat eval`` run are not kg-exact, per check, for the right answers and for the wrong ones
(issue 34 on graphs known only by their relation names, e.g. the Freebase-shaped subgraphs).

    python bench/trust/path_reasons.py RUN [RUN ...]

Each reason is read from the notes the engine's own badge and the badge checks (``kgchat.reasoning.trust``) leave
in ``checks``; "any" counts the kg-approximate answers giving the reason, "sole" those giving it alone.
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter

PATTERNS = [
    ("engine: scorer bar", r"below the scorer's confidence threshold"),
    ("engine: words left by chain", r"not covered by the relation chain"),
    ("engine: name for several things", r"values of .*which things of its kind have once"),
    ("engine: steps short", r"ask for more steps than the chain walks"),
    ("engine: step not asked", r"no word of the question asks for the step"),
    ("engine: walks more often", r"more often than the question's words ask"),
    ("audit: word graph lacks (weak absence)", ""),
    ("audit: name not read", r"were not read as that name here"),
    ("audit: name unused", r"' is not used by the answer"),
    ("audit: relation word unwalked", r"names a relation the answer does not walk"),
    ("audit: end step unasked", r"which no word of the question names"),
    ("audit: type differs", r"answer type differs"),
    ("audit: reference", r"points back at nothing|points at nothing earlier|but the answer does not use it"),
    ("audit: verifier below threshold", r"verifier: [0-9.]+ < "),
]

WEAK = re.compile(r"is sure of the path it found \(the graph knows its relations only by their names\): the answer is "
                  r"only approximate|relation names \(nouns\) do not contain: the answer is only approximate")


def reasons(r: dict) -> list[str]:
    """The reasons a result's notes give, in ``PATTERNS`` order."""
    text = " || ".join(r.get("checks") or [])
    out = []
    for name, pattern in PATTERNS:
        if re.search(WEAK if name.startswith("audit: word") else pattern, text):
            out.append(name)
    return out


def main(runs: list[str]) -> None:
    for run in runs:
        with open(run + "/results.jsonl", encoding="utf-8") as f:
            rs = [json.loads(line) for line in f if line.strip()]
        groups = {"right": [r for r in rs if r["hits@1"] >= 1], "wrong": [r for r in rs if r["hits@1"] < 1 and r["provenance"] != "none"]}
        print(f"\n== {run}")
        for g, items in groups.items():
            approx = [r for r in items if r["provenance"] == "kg-approximate"]
            exact = sum(r["provenance"] == "kg-exact" for r in items)
            print(f"  {g}: {len(items)} answered, kg-exact {exact}, kg-approximate {len(approx)}")
            any_c, sole_c = Counter(), Counter()
            for r in approx:
                rr = reasons(r)
                any_c.update(rr)
                if len(rr) == 1:
                    sole_c[rr[0]] += 1
                if not rr:
                    any_c["(unclassified)"] += 1
            for name, _ in PATTERNS + [("(unclassified)", "")]:
                if any_c[name]:
                    print(f"    {name:42s} any {any_c[name]:3d}  sole {sole_c[name]:3d}")

if __name__ == "__main__":
    main(sys.argv[1:])
