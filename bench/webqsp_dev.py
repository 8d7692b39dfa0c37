"""A WebQSP-like development set over the CWQ subgraphs: the WebQSP *training* questions that CWQ questions were
built from, with topic and answers read off the CWQ query that extends them.

    python bench/webqsp_dev.py [--data ../shared/data/freebase_kbqa] [--out bench/data/webqsp_dev.jsonl]

Every CWQ question names the WebQSP question it extends (`webqsp_ID`, `webqsp_question`). For most of them that is
a WebQSP *training* question (2,328 of the 3,531 CWQ test items), whose answers are not in our data. CWQ built its
question by adding to the WebQSP query, so the WebQSP question's own query is a part of the CWQ one:

* composition: CWQ replaced the topic entity by a description of it (`?c`): the WebQSP topic is what `?c` stands
  for (walked from the CWQ topic in the graph), its question the patterns from `?c` to the answer `?x`;
* conjunction, comparative, superlative: CWQ added a constraint to `?x`: the WebQSP question is the path of
  patterns from its own topic entity (the query constant whose name the WebQSP question contains) to `?x`.

The answers are what that path reaches from the topic in the union of the CWQ subgraphs (the graph `kgchat load`
builds from `cwq_subgraphs/cwq_test.jsonl`), merged over every CWQ question that extends the same WebQSP question
along the same path. Constraints on a mediator node and date filters are not applied, so an answer set can be
wider than WebQSP's own (a former office holder counts as right); a question whose topic is not a named entity, or
whose path reaches no named answer, is left out.

Real user questions, disjoint from `webqsp_forecast.jsonl` (WebQSP *test* questions) by construction: use this
set for decisions on Freebase-shaped graphs, never the forecast.
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path

PATTERN = re.compile(r"^\s*(\?\w+|ns:[\w.]+)\s+ns:([\w.]+)\s+(\?\w+|ns:[\w.]+)\s*\.")
MID = re.compile(r"^[mg]\.[0-9a-z_]+$")
WORD = re.compile(r"[a-z0-9]+")
STOP = {"the", "of", "a", "an", "in", "and", "to", "is", "for", "on", "at", "de", "la", "s"}


def patterns(sparql: str) -> list[tuple[str, str, str]]:
    """The query's plain triple patterns (FILTER bodies left out), constants without their ``ns:`` prefix."""
    body = sparql.split("WHERE {", 1)[-1]
    out = []
    for line in body.splitlines():
        m = PATTERN.match(line)
        if m:
            s, r, o = m.groups()
            out.append((s.removeprefix("ns:"), r, o.removeprefix("ns:")))
    return out


def path_between(pats: list[tuple[str, str, str]], start: str, goal: str) -> list[tuple[str, int]] | None:
    """The shortest run of patterns from node ``start`` to ``goal``: (relation, 0 forward / 1 backward) steps."""
    frontier, seen = [(start, [])], {start}
    while frontier:
        nxt = []
        for node, path in frontier:
            for s, r, o in pats:
                for a, b, d in ((s, o, 0), (o, s, 1)):
                    if a == node and b not in seen:
                        if b == goal:
                            return path + [(r, d)]
                        if b.startswith("?"):  # walk through variables only, never through another constant
                            seen.add(b)
                            nxt.append((b, path + [(r, d)]))
        frontier = nxt
    return None


class Graph:
    """The union of the CWQ slices: names and bare mediator ids, walked both ways."""

    def __init__(self, items: list[dict]) -> None:
        self.out: dict[tuple[str, str], set[str]] = defaultdict(set)
        self.inc: dict[tuple[str, str], set[str]] = defaultdict(set)
        for item in items:
            for triple in item["graph"]:
                if len(triple) == 3:
                    h, r, t = triple
                    self.out[(h, r)].add(t)
                    self.inc[(t, r)].add(h)

    def walk(self, start: str, path: list[tuple[str, int]]) -> set[str]:
        nodes = {start}
        for rel, d in path:
            index = self.inc if d else self.out
            nodes = {n for node in nodes for n in index.get((node, rel), ())}
        return nodes


def words(text: str) -> set[str]:
    return {w for w in WORD.findall(text.lower()) if w not in STOP}


def parent(item: dict, graph: Graph) -> tuple[str, tuple[tuple[str, int], ...], set[str]] | None:
    """(WebQSP topic name, its path to the answer, the answers) for one CWQ item, or None."""
    pats = patterns(item["sparql"])
    names = dict(zip(item.get("q_entity_mid") or [], item.get("q_entity") or [], strict=False))
    asked = words(item["webqsp_question"])
    if item["compositionality_type"] == "composition" and any("?c" in (s, o) for s, _, o in pats):
        to_answer = path_between(pats, "?c", "?x")
        anchors = {c: path for c in names if (path := path_between(pats, c, "?c"))}  # the CWQ topic's description
        if not to_answer or len(anchors) != 1:
            return None
        (anchor, to_topic), = anchors.items()
        tops = {n for n in graph.walk(names[anchor], to_topic) if not MID.match(n)}
        if len(tops) != 1:
            return None
        topic = tops.pop()
    else:
        # the constant whose name the WebQSP question says most of
        scored = sorted(((len(words(names[c]) & asked), c) for c in names), reverse=True)
        if not scored or scored[0][0] == 0 or (len(scored) > 1 and scored[1][0] == scored[0][0]):
            return None
        topic_mid = scored[0][1]
        to_answer = path_between(pats, topic_mid, "?x")
        topic = names[topic_mid]
        if not to_answer:
            return None
    if not words(topic) & asked:  # the WebQSP question must name its topic
        return None
    answers = {n for n in graph.walk(topic, to_answer) if not MID.match(n) and n != topic}
    return (topic, tuple(to_answer), answers) if answers else None


def dev_set(data: Path) -> list[dict]:
    return read_off(data, "WebQTrn")


def read_off(data: Path, prefix: str) -> list[dict]:
    """The WebQSP questions whose id starts with ``prefix`` (``WebQTrn``: training, ``WebQTest``: test), each read
    off the CWQ queries that extend it (its most common topic and path, and what that path reaches)."""
    items = [json.loads(line) for line in (data / "cwq_subgraphs" / "cwq_test.jsonl").read_text(encoding="utf-8")
             .splitlines() if line.strip()]
    tog = {x["ID"]: x for x in json.loads((data / "cwq_tog.json").read_text(encoding="utf-8"))}
    graph = Graph(items)
    found: dict[str, Counter] = defaultdict(Counter)  # WebQSP question -> its (topic, path) readings, counted
    answers: dict[tuple, set[str]] = defaultdict(set)  # (WebQSP question, topic, path) -> answers, merged
    question: dict[str, str] = {}
    for item in items:
        source = tog.get(item["id"])
        if not source or not source["webqsp_ID"].startswith(prefix):
            continue
        got = parent({**item, "webqsp_question": source["webqsp_question"]}, graph)
        if got is None:
            continue
        topic, path, ans = got
        found[source["webqsp_ID"]][(topic, path)] += 1
        answers[(source["webqsp_ID"], topic, path)] |= ans
        question[source["webqsp_ID"]] = source["webqsp_question"]
    out = []
    for qid in sorted(found, key=lambda q: int(q.split("-")[1])):
        topic, path = found[qid].most_common(1)[0][0]
        out.append({"id": qid, "question": question[qid], "answers": sorted(answers[(qid, topic, path)]), "q_entity": [topic],
                    "q_entity_mid": [], "compositionality_type": "webqsp-train" if prefix == "WebQTrn" else "webqsp",
                    "path": [("~" if d else "") + r for r, d in path], "graph": []})
    return out


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from webqsp_forecast import write_set

    write_set(__doc__, dev_set, "webqsp_dev.jsonl")
