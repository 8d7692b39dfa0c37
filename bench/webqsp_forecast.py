"""A WebQSP-like forecast set over the CWQ subgraphs: the WebQSP test questions that CWQ questions were built from,
kept where the CWQ graph can answer them.

    python bench/webqsp_forecast.py [--data ../shared/data/freebase_kbqa] [--out bench/data/webqsp_forecast.jsonl]

CWQ (`cwq_tog.json`) names, for each of its questions, the WebQSP question it extends (`webqsp_ID`). Those WebQSP
test questions (`webqsp_tog_compact.json`: RawQuestion, answer names, topic entities) are real user questions; this
keeps the ones whose topic entity names all, and at least one answer name, are entities of the union of the CWQ
subgraphs (`cwq_subgraphs/cwq_test.jsonl`, the graph `kgchat load` builds from it), and writes them in the
`--format subgraphs` shape (with an empty `graph`: load the CWQ file itself). Sources and licences: see the data
folder's README (WebQSP: Yih et al. 2016, CC licence per Think-on-Graph's data README; the compact file is from
xuduyinuo/AoG @ ef6b7ff, `data/WebQSP.json`).

A forecast only: measured once before and once after a change, never used to decide one (a held-out WebQSP-like
set may share questions with WebQSP test).
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def graph_names(subgraphs: Path) -> set[str]:
    """Every entity name of the union of the per-question subgraphs."""
    names: set[str] = set()
    for line in subgraphs.read_text(encoding="utf-8").splitlines():
        if line.strip():
            for h, _, t in json.loads(line)["graph"]:
                names.update((h, t))
    return names


def forecast(data: Path) -> list[dict]:
    """The WebQSP test questions named by CWQ items whose topics and an answer are entities of the CWQ graph."""
    cwq = json.loads((data / "cwq_tog.json").read_text(encoding="utf-8"))
    named_by_cwq = {item["webqsp_ID"] for item in cwq}
    names = graph_names(data / "cwq_subgraphs" / "cwq_test.jsonl")
    out = []
    for item in json.loads((data / "webqsp_tog_compact.json").read_text(encoding="utf-8")):
        topics = item.get("topic_entity") or {}
        answers = item.get("answer") or []
        if (item["QuestionId"] not in named_by_cwq or not topics or not set(topics.values()) <= names
                or not set(answers) & names):
            continue
        out.append({"id": item["QuestionId"], "question": item["RawQuestion"], "answers": answers,
                    "q_entity": list(topics.values()), "q_entity_mid": list(topics), "compositionality_type":
                    "webqsp", "graph": []})
    return out


def write_set(doc: str, build, name: str) -> None:
    """The command line of a question-set script: ``--data`` (the Freebase data folder), ``--out`` (the jsonl)."""
    ap = argparse.ArgumentParser(description=doc.split("\n\n")[0])
    ap.add_argument("--data", type=Path, default=next((p / "shared" / "data" / "freebase_kbqa" for p in ROOT.parents
                                                     if (p / "shared").is_dir()), None))
    ap.add_argument("--out", type=Path, default=ROOT / "bench" / "data" / name)
    args = ap.parse_args()
    items = build(args.data)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text("".join(json.dumps(x, ensure_ascii=False) + "\n" for x in items), encoding="utf-8")
    print(f"{len(items)} questions -> {args.out}")


if __name__ == "__main__":
    write_set(__doc__, forecast, "webqsp_forecast.jsonl")
