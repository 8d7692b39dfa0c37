#!/usr/bin/env python3
"""Run every gold Cypher of questions_src.py on a Neo4j database loaded with load.py; write questions.csv and gold.jsonl.

    python3 make_gold.py --uri bolt://127.0.0.1:PORT --user neo4j --password PW [--show]

Each query runs in a read transaction. A question is dropped (and printed, and listed in dropped.json) when its gold
answer is empty, has more than 20 values, contains a null, repeats a value, or, for a top-k question, when the k-th
and (k+1)-th sort keys tie. Answers are strings:
  dates "YYYY-MM-DD"; booleans "true"/"false"; integers as digits; floats as Python writes them (23.5, 48.0);
  a single row holding a list (tags, languages) gives one answer per element;
  a row of several columns (grouped aggregates) gives one answer "value1 | value2".
Answers of a query without ORDER BY are a set and are written sorted; top-k answers keep their rank order.
"""

from __future__ import annotations

import argparse
import csv
import json
import re
from pathlib import Path

from neo4j import GraphDatabase

from questions_src import Q

HERE = Path(__file__).resolve().parent
MAX_ANSWERS = 20
WRITE_WORDS = re.compile(r"\b(CREATE|MERGE|SET|DELETE|REMOVE|DETACH|CALL|LOAD|FOREACH|DROP)\b", re.I)


def fmt(v) -> str:
    if v is None:
        raise ValueError("null value")
    if isinstance(v, bool):
        return "true" if v else "false"
    if hasattr(v, "iso_format"):
        return v.iso_format()
    return str(v)


def answers_of(records: list) -> list[str]:
    out: list[str] = []
    for rec in records:
        values = list(rec.values())
        if len(values) == 1:
            v = values[0]
            if isinstance(v, list):
                out.extend(fmt(x) for x in v)
            else:
                out.append(fmt(v))
        else:
            out.append(" | ".join(fmt(x) for x in values))
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--uri", required=True)
    ap.add_argument("--user", default="neo4j")
    ap.add_argument("--password", required=True)
    ap.add_argument("--database", default=None)
    ap.add_argument("--show", action="store_true", help="print every question with its answers")
    args = ap.parse_args()

    kept, dropped = [], []
    driver = GraphDatabase.driver(args.uri, auth=(args.user, args.password))
    try:
        with driver.session(database=args.database) as session:
            def run(query: str) -> list:
                return session.execute_read(lambda tx: list(tx.run(query)))

            for i, (category, question, cypher, check) in enumerate(Q, 1):
                qid = f"pg{i:03d}"
                why = None
                if WRITE_WORDS.search(cypher):
                    why = "not read-only"
                answers: list[str] = []
                if why is None:
                    try:
                        answers = answers_of(run(cypher))
                        if "ORDER BY" not in cypher:  # a set: sorted so that the file does not depend on storage order
                            answers.sort()
                    except ValueError as err:
                        why = str(err)
                if why is None:
                    if not answers:
                        why = "empty answer"
                    elif len(answers) > MAX_ANSWERS:
                        why = f"{len(answers)} answers (> {MAX_ANSWERS})"
                    elif len(set(answers)) != len(answers):
                        why = "repeated answers"
                    elif check:
                        keys = [r["key"] for r in run(check)]
                        k = int(re.search(r"LIMIT (\d+)$", cypher).group(1))
                        if len(keys) > k and keys[k - 1] == keys[k]:
                            why = f"tie at the top-{k} boundary ({keys[k - 1]!r})"
                row = {"id": qid, "question": question, "cypher": cypher, "category": category, "answers": answers}
                if why:
                    row["why"] = why
                    dropped.append(row)
                    print(f"DROP {qid} [{category}] {question} -- {why}")
                else:
                    kept.append(row)
                    if args.show:
                        print(f"{qid} [{category}] {question}\n    {answers}")
    finally:
        driver.close()

    with (HERE / "questions.csv").open("w", newline="", encoding="utf-8") as f:
        w = csv.writer(f, quoting=csv.QUOTE_ALL)
        w.writerow(["id", "question", "cypher", "category"])
        for r in kept:
            w.writerow([r["id"], r["question"], r["cypher"], r["category"]])
    with (HERE / "gold.jsonl").open("w", encoding="utf-8") as f:
        for r in kept:
            f.write(json.dumps({"id": r["id"], "question": r["question"], "answers": r["answers"],
                                "category": r["category"]}, ensure_ascii=False) + "\n")
    (HERE / "dropped.json").write_text(json.dumps(
        [{k: r[k] for k in ("id", "question", "cypher", "category", "why")} for r in dropped],
        indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    counts: dict[str, int] = {}
    for r in kept:
        counts[r["category"]] = counts.get(r["category"], 0) + 1
    print(f"kept {len(kept)}, dropped {len(dropped)}; per category {dict(sorted(counts.items()))}")


if __name__ == "__main__":
    main()
