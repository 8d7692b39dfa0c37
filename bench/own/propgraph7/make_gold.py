#!/usr/bin/env python3
"""Run every gold query of questions_src.py against the loaded transit graph and write the question files.

    python3 make_gold.py --uri bolt://127.0.0.1:7687 --password PW [--user neo4j] [--show]

Writes, next to this file: questions.csv (id,question,cypher,category; all quoted; empty cypher for unanswerable
questions), gold.jsonl ({"id","question","answers","category"}; answers [] for unanswerable ones) and dropped.json
(the questions left out, with the reason).

A question is dropped when its query fails, is not read-only, returns no row or more than 20 answers, returns a
null, a node or a repeated answer, or when a top-k query (ORDER BY ... LIMIT k) has a tie between its k-th and
(k+1)-th sort keys. The tie check rewrites the final `RETURN x ORDER BY keys LIMIT k` into
`RETURN key1 AS k ORDER BY keys LIMIT k+1` (key1: the first sort key; later keys
only order rows tied on it) (or runs the question's own `tie` query when it has one).

Answers are strings: integers as digits, floats as Python prints them, booleans true/false, dates ISO; a list value
gives one answer per element; several columns give one answer per row joined by " | ". Without ORDER BY the answers
are a set and are written sorted; with ORDER BY they keep the query's order.
"""

from __future__ import annotations

import argparse
import csv
import importlib.util
import json
import re
from pathlib import Path

from neo4j import GraphDatabase
from neo4j.graph import Node, Relationship

HERE = Path(__file__).resolve().parent
MAX_ANSWERS = 20
WRITE_WORDS = re.compile(r"\b(CREATE|MERGE|DELETE|SET|REMOVE|DROP|LOAD|CALL)\b", re.IGNORECASE)
TAIL = re.compile(r"\bRETURN\s+(?:DISTINCT\s+)?(?P<ret>.+?)\s+ORDER BY\s+(?P<keys>.+?)\s+LIMIT\s+(?P<k>\d+)\s*$",
                  re.IGNORECASE | re.DOTALL)


def _text(value) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if hasattr(value, "iso_format"):
        return value.iso_format()
    return str(value)


def _answers(records) -> list[str]:
    out = []
    for rec in records:
        values = list(rec.values())
        for v in values:
            if v is None:
                raise ValueError("null in the answer")
            if isinstance(v, (Node, Relationship)):
                raise ValueError("a whole node or relationship in the answer")
        if len(values) == 1 and isinstance(values[0], list):
            out.extend(_text(v) for v in values[0])
        else:
            out.append(" | ".join(_text(v) for v in values))
    return out


def _tie_query(cypher: str) -> tuple[str, int] | None:
    m = TAIL.search(cypher)
    if not m:
        return None
    first = m.group("keys").split(",")[0]  # later keys only order rows tied on the first one
    key = re.sub(r"\s+(ASC|DESC|ASCENDING|DESCENDING)\s*$", "", first.strip(), flags=re.IGNORECASE)
    k = int(m.group("k"))
    head = cypher[:m.start()]
    distinct = "DISTINCT " if re.match(r"RETURN\s+DISTINCT", cypher[m.start():], re.IGNORECASE) else ""
    if distinct:
        return None
    return f"{head}RETURN {key} AS k ORDER BY {m.group('keys')} LIMIT {k + 1}", k


def check(session, q: dict) -> tuple[list[str] | None, str | None]:
    cypher = q["cypher"]
    if WRITE_WORDS.search(re.sub(r"'[^']*'", "''", cypher)):
        return None, "not read-only"
    try:
        records = session.execute_read(lambda tx: list(tx.run(cypher)))
        answers = _answers(records)
    except Exception as exc:  # a broken gold query is reported, not fatal
        return None, f"error: {exc}"
    if not answers:
        return None, "empty"
    if len(answers) > MAX_ANSWERS:
        return None, f"{len(answers)} answers"
    if len(set(answers)) != len(answers):
        return None, "repeated answer"
    ordered = re.search(r"\bORDER BY\b", cypher, re.IGNORECASE) is not None
    if re.search(r"\bLIMIT\b", cypher, re.IGNORECASE):
        if q.get("tie"):
            tie, k = q["tie"], len(answers)
        else:
            made = _tie_query(cypher)
            if made is None:
                return None, "LIMIT without a checkable ORDER BY"
            tie, k = made
        try:
            keys = [r[0] for r in session.execute_read(lambda tx: list(tx.run(tie)))]
        except Exception as exc:
            return None, f"tie check error: {exc}"
        if len(keys) > k and keys[k - 1] == keys[k]:
            return None, f"tie at the cut: {keys[k - 1]!r}"
    if not ordered:
        answers = sorted(answers)
    return answers, None


def load_questions() -> list[dict]:
    spec = importlib.util.spec_from_file_location("questions_src", HERE / "questions_src.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod.questions()


def main() -> None:
    ap = argparse.ArgumentParser(description="Run the gold queries and write questions.csv, gold.jsonl, dropped.json")
    ap.add_argument("--uri", required=True)
    ap.add_argument("--user", default="neo4j")
    ap.add_argument("--password", required=True)
    ap.add_argument("--database", default=None)
    ap.add_argument("--show", action="store_true", help="print every kept question with its answers")
    args = ap.parse_args()
    questions = load_questions()
    kept, dropped = [], []
    driver = GraphDatabase.driver(args.uri, auth=(args.user, args.password))
    try:
        with driver.session(database=args.database) as session:
            for q in questions:
                if q["category"] == "unanswerable":
                    kept.append({**q, "answers": []})
                    continue
                answers, why = check(session, q)
                if why:
                    dropped.append({"id": q["id"], "question": q["question"], "cypher": q["cypher"], "reason": why})
                else:
                    kept.append({**q, "answers": answers})
                    if args.show:
                        print(f"{q['id']} [{q['category']}] {q['question']}\n    -> {answers}")
    finally:
        driver.close()
    with (HERE / "questions.csv").open("w", encoding="utf-8", newline="") as fh:
        w = csv.writer(fh, quoting=csv.QUOTE_ALL)
        w.writerow(["id", "question", "cypher", "category"])
        for q in kept:
            w.writerow([q["id"], q["question"], q["cypher"], q["category"]])
    with (HERE / "gold.jsonl").open("w", encoding="utf-8") as fh:
        for q in kept:
            fh.write(json.dumps({"id": q["id"], "question": q["question"], "answers": q["answers"],
                                 "category": q["category"]}, ensure_ascii=False) + "\n")
    (HERE / "dropped.json").write_text(json.dumps(dropped, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    for d in dropped:
        print(f"DROPPED {d['id']}: {d['reason']} :: {d['question']}")
    counts: dict[str, int] = {}
    for q in kept:
        counts[q["category"]] = counts.get(q["category"], 0) + 1
    print(f"kept {len(kept)}, dropped {len(dropped)}; {counts}")


if __name__ == "__main__":
    main()
