#!/usr/bin/env python3
"""Run every gold query of questions_src.py against the loaded Brightloom graph and write the question files.

    python3 make_gold.py --uri bolt://127.0.0.1:7687 --password PW [--user neo4j] [--show]

Writes questions.csv (id,question,cypher,category), gold.jsonl ({"id","question","answers","category"}) and
dropped.json (questions whose query failed a check, with the reason). Checks, per answerable question:
the query is read-only and runs in a read transaction; it returns 1-20 answers, no null and no repeated answer;
for a top-k question the k-th and (k+1)-th sort keys differ (the `tie` query of questions_src.py).
Unanswerable questions have an empty cypher and no answers.
"""

from __future__ import annotations

import argparse
import csv
import datetime as dt
import importlib.util
import json
import re
from pathlib import Path

from neo4j import GraphDatabase
from neo4j.time import Date, DateTime

HERE = Path(__file__).parent
WRITES = re.compile(r"\b(CREATE|MERGE|DELETE|DETACH|SET|REMOVE|DROP|LOAD\s+CSV|CALL)\b", re.I)


def as_text(v) -> list[str]:
    if isinstance(v, list):
        return [x for item in v for x in as_text(item)]
    if v is None:
        return [None]
    if isinstance(v, bool):
        return ["true" if v else "false"]
    if isinstance(v, (Date, DateTime, dt.date)):
        return [v.iso_format() if hasattr(v, "iso_format") else v.isoformat()]
    if isinstance(v, float):
        return [repr(v)]
    return [str(v)]


def answers_of(records, ordered: bool) -> list:
    out = []
    for rec in records:
        vals = list(rec)
        if len(vals) == 1:
            out.extend(as_text(vals[0]))
        else:
            parts = [as_text(x) for x in vals]
            if any(None in p for p in parts):
                out.append(None)
            else:
                out.append(" | ".join(", ".join(p) for p in parts))
    return out if ordered else sorted(out, key=lambda x: (x is None, x))


def questions_of(folder: Path) -> list[dict]:
    """QUESTIONS of ``folder``'s questions_src.py (each set keeps its own, next to its graph.json)."""
    spec = importlib.util.spec_from_file_location(f"questions_src_{folder.name}", folder / "questions_src.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.QUESTIONS


def main(here: Path = HERE) -> None:
    """Check the gold queries of ``here``'s questions_src.py and write its question files there."""
    QUESTIONS = questions_of(here)  # noqa: N806 - the name questions_src.py gives them
    ap = argparse.ArgumentParser(description="Run the gold queries and write questions.csv and gold.jsonl.")
    ap.add_argument("--uri", required=True)
    ap.add_argument("--user", default="neo4j")
    ap.add_argument("--password", required=True)
    ap.add_argument("--database", default=None)
    ap.add_argument("--show", action="store_true", help="print every question with its answers")
    args = ap.parse_args()

    kept, dropped = [], []
    with GraphDatabase.driver(args.uri, auth=(args.user, args.password)) as driver, \
            driver.session(database=args.database) as session:
        for q in QUESTIONS:
            if q["category"] == "unanswerable":
                kept.append({**q, "answers": []})
                if args.show:
                    print(f"{q['id']} [unanswerable] {q['question']}")
                continue
            reason = None
            if WRITES.search(q["cypher"]):
                reason = "not read-only"
            else:
                try:
                    recs = session.execute_read(lambda tx, c=q["cypher"]: list(tx.run(c)))
                    ans = answers_of(recs, ordered=bool(re.search(r"\bORDER\s+BY\b", q["cypher"], re.I)))
                except Exception as exc:  # noqa: BLE001 - report any driver error as a drop reason
                    ans, reason = [], f"error: {exc}"
                if reason is None:
                    if not ans:
                        reason = "empty"
                    elif None in ans:
                        reason = "null in answers"
                    elif len(ans) > 20:
                        reason = f"{len(ans)} answers"
                    elif len(set(ans)) != len(ans):
                        reason = "repeated answer"
                if reason is None and q.get("tie"):
                    tie_q, k = q["tie"]
                    keys = [r[0] for r in session.execute_read(lambda tx, c=tie_q: list(tx.run(c)))]
                    if len(keys) > k and keys[k - 1] == keys[k]:
                        reason = f"tie at place {k}: {keys[k - 1]!r}"
            if args.show:
                print(f"{q['id']} [{q['category']}] {q['question']}\n    -> {reason or ans}")
            if reason:
                dropped.append({"id": q["id"], "question": q["question"], "reason": reason})
            else:
                kept.append({**q, "answers": ans})

    with open(here / "questions.csv", "w", newline="", encoding="utf-8") as f:
        w = csv.writer(f, quoting=csv.QUOTE_ALL)
        w.writerow(["id", "question", "cypher", "category"])
        for q in kept:
            w.writerow([q["id"], q["question"], q["cypher"], q["category"]])
    with open(here / "gold.jsonl", "w", encoding="utf-8") as f:
        for q in kept:
            f.write(json.dumps({"id": q["id"], "question": q["question"], "answers": q["answers"],
                                "category": q["category"]}, ensure_ascii=False) + "\n")
    (here / "dropped.json").write_text(json.dumps(dropped, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    cats: dict[str, int] = {}
    for q in kept:
        cats[q["category"]] = cats.get(q["category"], 0) + 1
    print(f"kept {len(kept)}, dropped {len(dropped)}: " + ", ".join(f"{k} {v}" for k, v in sorted(cats.items())))
    for d in dropped:
        print(f"  dropped {d['id']}: {d['reason']} -- {d['question']}")


if __name__ == "__main__":
    main()
