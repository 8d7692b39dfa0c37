"""Why answers on a Freebase-shaped question set are wrong: one cause per wrong answer of a `kgchat eval` run.

    python bench/freebase_diagnose.py RUN_DIR --graph cwq.db --questions cwq_test.jsonl [--list CAUSE] [--json FILE]

RUN_DIR is the `--out` of `kgchat eval --format subgraphs` (its results.jsonl), the graph the SQLite file it ran
on, the questions the subgraphs file (for the topic entities' ids). For development sets only: the causes read the
gold answers. Each wrong answer gets the first cause that applies:

  answer not in graph     no gold answer name is an entity of the graph
  unreachable             no topic entity reaches a gold answer within 3 steps (a pair through a CVT node is 1 step)
  no answer               nothing was predicted
  bare CVT answer         the first answer is an unnamed node's id
  topic as answer         the first answer is a topic entity
  right set, wrong pick   a gold answer is among the predicted ones, not first (a constraint or an order decides)
  needs both topics       two or more topics (by name), each reaching gold, and the answer ignores one of them
  stops too early         the chain has fewer steps than the shortest path to gold
  goes too far            the chain has more steps than the shortest path to gold
  wrong relation          the chain has as many steps as the shortest path, through other relations
"""

from __future__ import annotations

import argparse
import collections
import json
import sqlite3
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from kgchat.backends.base import normalize_name  # noqa: E402
from kgchat.backends.sqlite import SQLiteGraph  # noqa: E402
from kgchat.chains import GraphCache  # noqa: E402
from kgchat.linking import given_topics  # noqa: E402


def lands_on_unnamed(db: str) -> dict[str, bool]:
    """Per move label: whether it mostly reaches unnamed nodes (so that a CVT pair counts as one step)."""
    out = {}
    sql = ("SELECT r.name, AVG(et.name = '' OR et.name = et.id), AVG(eh.name = '' OR eh.name = eh.id) FROM triples tr "
           "JOIN relations r ON r.pk = tr.r JOIN entities et ON et.pk = tr.t JOIN entities eh ON eh.pk = tr.h "
           "GROUP BY r.name")
    with sqlite3.connect(db) as con:
        for rel, tail_unnamed, head_unnamed in con.execute(sql):
            out[rel] = tail_unnamed > 0.5
            out["~" + rel] = head_unnamed > 0.5
    return out


def shortest(cache: GraphCache, topic_id: str, gold: set[str], max_depth: int = 3, breadth: int = 300) -> int | None:
    """Steps from the topic to the nearest gold answer (None beyond ``max_depth``), searching at most ``breadth``
    entities per depth."""
    frontier, seen = {topic_id}, set()
    for depth in range(1, max_depth + 1):
        reached: set[str] = set()
        for eid in sorted(frontier)[:breadth]:
            for step in cache.steps_from(eid):
                reached |= set(cache.follow({eid: 1}, step, topic_id))
        if any(cache.norm(x) in gold for x in reached):
            return depth
        seen |= frontier
        frontier = reached - seen
    return None


def cause(row: dict, item: dict, graph: SQLiteGraph, cache: GraphCache, unnamed: dict[str, bool]) -> str:
    gold = {normalize_name(a) for a in row["gold"]}
    topics = given_topics(graph, item.get("q_entity_mid") or [], item.get("q_entity") or [])
    pred = row["prediction"]
    depths = [d for d in (shortest(cache, t.id, gold) for t in topics) if d]
    if not any(graph.entities_by_norm(a) for a in gold):
        return "answer not in graph"
    if not depths:
        return "unreachable"
    if not pred:
        return "no answer"
    if pred[0].startswith(("m.", "g.")) and " " not in pred[0]:
        return "bare CVT answer"
    if normalize_name(pred[0]) in {normalize_name(t.name) for t in topics}:
        return "topic as answer"
    if any(normalize_name(p) in gold for p in pred):
        return "right set, wrong pick"
    if len({normalize_name(t.name) for t in topics}) > 1 and len(depths) > 1:
        return "needs both topics"
    chain = row["chain"]
    steps = sum(1 for i, lbl in enumerate(chain) if not (i + 1 < len(chain) and unnamed.get(lbl)))
    best = min(depths)
    return "stops too early" if steps < best else "goes too far" if steps > best else "wrong relation"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("run")
    ap.add_argument("--graph", required=True, help="the SQLite file the run used")
    ap.add_argument("--questions", required=True, help="the subgraphs question file the run used")
    ap.add_argument("--list", dest="show", help="print the questions of this cause")
    ap.add_argument("--json", help="write the counts to this file")
    args = ap.parse_args()
    graph = SQLiteGraph(args.graph)
    cache = GraphCache(graph)
    unnamed = lands_on_unnamed(args.graph)
    items = {}
    with open(args.questions, encoding="utf-8") as fh:
        for line in fh:
            item = json.loads(line)
            items[item["id"]] = item
    with open(Path(args.run) / "results.jsonl", encoding="utf-8") as fh:
        rows = [json.loads(line) for line in fh]
    causes, by_type = collections.Counter(), collections.defaultdict(collections.Counter)
    total, right = collections.Counter(), collections.Counter()
    exact = {"right": 0, "wrong": 0}
    for row in rows:
        total[row["qtype"]] += 1
        hit = bool(row["hits@1"])
        right[row["qtype"]] += hit
        exact["right" if hit else "wrong"] += row["provenance"] == "kg-exact"
        if hit:
            continue
        why = cause(row, items[row["qid"]], graph, cache, unnamed)
        causes[why] += 1
        by_type[row["qtype"]][why] += 1
        if args.show == why:
            print(f"[{row['qtype']}] {row['question']}\n    gold {row['gold'][:3]}  predicted {row['prediction'][:3]}"
                  f"  chain {row['chain']}")
    n, n_right = len(rows), sum(right.values())
    print(f"{args.run}: {n} questions, Hits@1 {100 * n_right / n:.1f}%; kg-exact: {exact['wrong']} of "
          f"{n - n_right} wrong answers, {exact['right']} of {n_right} right ones")
    for t in sorted(total):
        print(f"  {t:13s} n={total[t]:3d}  Hits@1 {100 * right[t] / total[t]:.1f}%")
    print("wrong answers by cause:")
    for why, k in causes.most_common():
        print(f"  {why:22s} {k:4d}   " + "  ".join(f"{t} {by_type[t][why]}" for t in sorted(by_type)))
    if args.json:
        Path(args.json).write_text(json.dumps({
            "run": args.run, "n": n, "hits@1": round(100 * n_right / n, 2), "kg_exact": exact,
            "causes": dict(causes.most_common()), "causes_by_type": {t: dict(c) for t, c in sorted(by_type.items())},
        }, indent=1))


if __name__ == "__main__":
    main()
