"""Score kgchat on a text2cypher question set: natural-language questions with gold Cypher over a Neo4j graph.

    python bench/text2cypher.py --questions questions.csv --graph bolt://neo4j@127.0.0.1:PORT \
        --half dev --out bench/results/NAME.json [--engine auto] [--model DIR] [--limit N] [--show wrong]
        [--llm SPEC [--base-url URL]] [--sample N --seed S] [--ids ID,ID | --ids @RESULTS.json]

``--llm`` gives the engines an LLM (any spec ``kgchat.llm.make_llm`` reads; ``gguf:PATH`` runs a GGUF file
in-process with llama.cpp here even where kgchat's own adapter is missing; ``gold``: a scripted LLM that writes each
question's gold query, for the code paths and the ceiling of ``--engine text2cypher``); the LLM-only fallback stays
off, so the figures are the engine's own. ``--sample N --seed S``: a seeded sample of N of the well-defined questions (a slow
local model measured on a few).

The question file is a CSV with the columns ``question`` and ``cypher`` (and optionally ``id`` and ``category``).

Gold answers come from the gold Cypher itself, run read-only on the graph (``NEO4J_PASSWORD``, user from the spec
or ``neo4j``). A question is kept only when its gold answer is *well defined*: the query is read-only, has no
``LIMIT`` without ``ORDER BY`` (any rows would do), returns 1 to ``--max-rows`` rows, no row is all nulls, and a
top-k query does not tie at its cut (the first row past the limit differs from the last kept row in the columns
after the first; checked where the query returns more than one column). Values are written as the propgraph set
writes them (dates ISO, booleans ``true`` / ``false``, numbers as Python prints them), a list in a cell gives one
value per element.

Scoring: an answer is right (Hits@1) when kgchat's first answer equals a value of some gold row (normalised names,
as ``kgchat eval`` compares; numbers within 0.5%, so 3.67 matches an average of 3.6667). A row's values are the
thing and what the query returns beside it (``RETURN p.productName, p.unitPrice``): naming either is an answer to
the question. Wrong answers badged kg-exact are counted over the questions not answered right (as
``bench/own/report.py`` does). Latency is wall time of ``Chat.ask`` per question, the first one excluded (it
loads models). Questions are split in two halves by the SHA-1 of their text (``bench/own/split.py``).

Categories: the file's ``category`` column, else one read from the gold Cypher's shape (aggregate, topk, string,
exists, filter, two_relations, lookup). A question of category ``unanswerable`` with no gold Cypher asks for what the
graph does not hold: it is scored apart (``unanswerable``: how many were refused, how many answered and how badged)
and left out of Hits@1 and the other figures.
"""

from __future__ import annotations

import argparse
import csv
import json
import os
import random
import re
import statistics
import sys
import time
from pathlib import Path
from urllib.parse import urlsplit

sys.path.insert(0, str(Path(__file__).resolve().parent / "own"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's kgchat, whatever is installed
from split import half  # noqa: E402

WRITE_WORDS = re.compile(r"\b(CREATE|MERGE|SET|DELETE|REMOVE|DETACH|LOAD|FOREACH|DROP)\b", re.I)
KEYED = re.compile(r"(.+) \(([^()]+)\)")
LIMIT = re.compile(r"\bLIMIT\s+(\d+)\s*;?\s*$", re.I)
AGGREGATES = re.compile(r"\b(count|avg|sum|min|max|collect)\s*\(", re.I)


UNANSWERABLE = "unanswerable"  # a question's category when the graph cannot answer it (its gold query left empty)
REFUSED = ("none", "llm-only")


def fmt(value) -> list[str]:
    """A gold value as the strings it stands for (a list: one per element)."""
    if value is None:
        return []
    if isinstance(value, list):
        return [s for v in value for s in fmt(v)]
    if isinstance(value, bool):
        return ["true" if value else "false"]
    if hasattr(value, "iso_format"):
        return [value.iso_format()]
    if isinstance(value, dict):
        return [s for v in value.values() for s in fmt(v)]
    return [str(value)]


def category(cypher: str) -> str:
    """A question's kind read from its gold Cypher."""
    c = " ".join(cypher.split())
    has_limit = bool(LIMIT.search(c)) and "ORDER BY" in c.upper()
    if AGGREGATES.search(c):
        return "aggregate_topk" if has_limit else "aggregate"
    if has_limit:
        return "topk"
    if re.search(r"\b(CONTAINS|STARTS WITH|ENDS WITH|=~)\b", c, re.I):
        return "string"
    if re.search(r"\b(NOT|EXISTS|IS NULL|IS NOT NULL)\b", c, re.I):
        return "exists"
    if len(re.findall(r"-\[", c)) >= 2:
        return "two_relations"
    if re.search(r"\bWHERE\b|\{\s*\w+\s*:", c):
        return "filter"
    return "lookup"


def gold_answers(session, cypher: str, max_rows: int) -> tuple[list[list[str]] | None, str]:
    """The gold rows of a question (each row its values as strings), or None and why it is not well defined."""
    if WRITE_WORDS.search(cypher):
        return None, "not read-only"
    limit = LIMIT.search(cypher)
    if limit and "ORDER BY" not in cypher.upper():
        return None, "LIMIT without ORDER BY"
    try:
        records = session.execute_read(lambda tx: [list(r.values()) for r in tx.run(cypher)])
    except Exception as exc:  # noqa: BLE001 - a gold query the server rejects is not a question we can score
        return None, f"gold query failed: {type(exc).__name__}"
    rows = [[s for v in rec for s in fmt(v)] for rec in records]
    if len(records) == 1 and len(records[0]) == 1 and isinstance(records[0][0], list):
        rows = [[s] for s in rows[0]]  # one list value: one answer per element
    if not rows or any(not r for r in rows):
        return None, "empty or null answer"
    if len(rows) > max_rows:
        return None, f"more than {max_rows} rows"
    if limit and len(records[0]) > 1:
        k = int(limit.group(1))
        more = LIMIT.sub(f"LIMIT {k + 1}", cypher)
        extra = session.execute_read(lambda tx: [list(r.values()) for r in tx.run(more)])
        if len(extra) > k and extra[k][1:] == extra[k - 1][1:]:
            return None, f"tie at the top-{k} cut"
    return rows, ""


def _number(text: str) -> float | None:
    try:
        return float(text)
    except ValueError:
        return None


def matches(predicted: str, cell: str) -> bool:
    from kgchat.backends.base import normalize_name

    if normalize_name(predicted) == normalize_name(cell) and normalize_name(cell):
        return True
    shown = KEYED.fullmatch(predicted)  # "Neurology (LUH-NEU)": a shared title with the key that tells nodes apart
    if shown and any(normalize_name(x) == normalize_name(cell) for x in shown.groups()):
        return True
    a, b = _number(predicted), _number(cell)
    if a is not None and b is not None:
        return abs(a - b) <= 1e-9 + 0.005 * abs(b)
    truth = {"yes": "true", "no": "false"}
    return truth.get(predicted.strip().lower(), predicted.strip().lower()) == cell.lower() and cell in ("true", "false")


def hit(predicted: list[str], rows: list[list[str]]) -> bool:
    return bool(predicted) and any(matches(predicted[0], cell) for row in rows for cell in row)


def read_questions(path: Path) -> list[dict]:
    with path.open(newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    return [{"id": r.get("id") or r.get("original_index") or str(i), "question": r["question"].strip(),
             "cypher": r["cypher"], "category": r.get("category") or category(r["cypher"])}
            for i, r in enumerate(rows, 1)]


def wanted_ids(spec: str) -> set[str]:
    """``--ids``: a comma-separated list, or ``@FILE``: the questions of an earlier results file that were not
    answered kg-exact (where an engine's own reading fell short: what a second reader is for)."""
    if spec.startswith("@"):
        rows = json.loads(Path(spec[1:]).read_text())["questions"]
        return {r["id"] for r in rows if r["provenance"] != "kg-exact"}
    return {x.strip() for x in spec.split(",") if x.strip()}


def unanswered(rows: list[dict]) -> dict:
    """How the questions the graph cannot answer fared: refused (I don't know), or answered and how badged."""
    refused = sum(r["provenance"] in REFUSED for r in rows)
    return {"n": len(rows), "refused": refused, "refused_pct": round(100.0 * refused / len(rows), 1) if rows else None,
            "answered_exact": sum(r["provenance"] == "kg-exact" for r in rows),
            "answered_approximate": sum(r["provenance"] == "kg-approximate" for r in rows)}


def figures(rows: list[dict]) -> dict:
    right = [r for r in rows if r["hit"]]
    wrong = [r for r in rows if not r["hit"]]
    exact_wrong = sum(r["provenance"] == "kg-exact" for r in wrong)
    ms = [r["ms"] for r in rows[1:]] or [r["ms"] for r in rows]
    pct = lambda k, n: round(100.0 * k / n, 1) if n else None  # noqa: E731
    return {"n": len(rows), "hits@1": pct(len(right), len(rows)), "right": len(right),
            "wrong_badged_exact": pct(exact_wrong, len(wrong)), "wrong_exact": exact_wrong, "wrong": len(wrong),
            "right_badged_exact": pct(sum(r["provenance"] == "kg-exact" for r in right), len(right)),
            "refused": sum(r["provenance"] in REFUSED for r in rows),
            "median_ms": round(statistics.median(ms), 1) if ms else None}


def open_with_llm(args, engine: str, memory, kept: list[dict]):
    """A Chat whose engine gets ``args.llm``, with no LLM-only fallback (the engine's own answers are scored)."""
    from kgchat.backends import open_graph
    from kgchat.backends.cache import QuestionCache
    from kgchat.chat import Chat, make_engine
    from kgchat.config import load_settings

    store = QuestionCache(open_graph(args.graph))
    llm = open_llm(args.llm, args.base_url, kept)
    return Chat(store, make_engine(engine, store, llm, None, None, args.model, load_settings(), memory), None)


def open_llm(spec: str, base_url: str | None, questions: list[dict] = ()):
    from kgchat.errors import ConfigError
    from kgchat.llm import ScriptedLLM, make_llm

    if spec == "gold":  # a scripted LLM that writes each question's gold query: the code paths, and the ceiling
        gold = {q["question"]: q["cypher"] for q in questions}
        return ScriptedLLM(lambda purpose, prompt: gold[prompt.rsplit("Question: ", 1)[1].split("\n", 1)[0]],
                           name="gold")

    try:
        return make_llm(spec, base_url=base_url, timeout=600.0)
    except ConfigError:
        if not spec.startswith("gguf:"):
            raise
    return GGUFLLM(spec[len("gguf:"):])


def _gguf_class():
    from kgchat.llm.base import BaseLLM, Reply

    class GGUF(BaseLLM):
        """A GGUF model run in-process by llama.cpp, greedy, for checkouts whose kgchat has no ``gguf:`` adapter."""

        def __init__(self, path: str, threads: int = 2):
            super().__init__(timeout=600.0, retries=0)
            from llama_cpp import Llama

            self.model = Llama(model_path=path, n_ctx=4096, n_threads=threads, verbose=False)
            self.name = Path(path).stem
            self.spec = f"gguf:{path}"

        def _request(self, prompt: str, *, purpose: str, max_tokens: int, temperature: float,
                     stop: list[str] | None) -> Reply:
            out = self.model.create_chat_completion([{"role": "user", "content": prompt}], max_tokens=max_tokens,
                                                    temperature=temperature, stop=stop)
            usage = out.get("usage") or {}
            return Reply(out["choices"][0]["message"]["content"] or "", usage.get("prompt_tokens"),
                         usage.get("completion_tokens"))

    return GGUF


def GGUFLLM(path: str):  # noqa: N802 - a class made on first use, so the bench imports no llama_cpp without it
    return _gguf_class()(path)


def write(args, engine: str, questions: list, kept: list, dropped: dict, open_s: float, results: list,
          partial: bool = False) -> dict:
    """The summary of ``results`` (and, with ``--out``, the file: summary and every question)."""
    asked = [r for r in results if r["category"] != UNANSWERABLE]
    cats = sorted({r["category"] for r in asked})
    summary = {"spec": {"questions": str(args.questions), "graph": args.graph, "half": args.half, "engine": engine,
                        "model": args.model, "llm": args.llm, "sample": args.sample, "seed": args.seed,
                        "adapt": args.adapt, "examples": args.examples,
                        "command": "python " + " ".join(sys.argv)},
               "gold": {"asked": len(questions), "well_defined": len(kept), "dropped": dropped},
               "open_seconds": round(open_s, 1), "all": figures(asked),
               "by_category": {c: figures([r for r in asked if r["category"] == c]) for c in cats}}
    if len(asked) < len(results):
        summary["unanswerable"] = unanswered([r for r in results if r["category"] == UNANSWERABLE])
    if partial:
        summary["partial"] = f"{len(results)} of {len(kept)} questions"
    if args.out:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(json.dumps({**summary, "questions": results}, indent=1, ensure_ascii=False) + "\n")
    return summary


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--questions", type=Path, required=True)
    ap.add_argument("--graph", required=True, help="bolt://USER@HOST:PORT (password in NEO4J_PASSWORD)")
    ap.add_argument("--half", choices=("dev", "forecast", "all"), default="dev")
    ap.add_argument("--engine", default=None, help="default: kgchat's default engine")
    ap.add_argument("--model", default=None, help="a trained model directory (kgchat train)")
    ap.add_argument("--max-rows", type=int, default=20)
    ap.add_argument("--limit", type=int, default=None)
    ap.add_argument("--category", default=None, help="only questions of this category")
    ap.add_argument("--grep", default=None, help="only questions matching this regular expression")
    ap.add_argument("--ids", default=None,
                    help="only the questions with these ids (comma-separated; @FILE: a results file of this bench, "
                         "its questions that were not answered kg-exact)")
    ap.add_argument("--show", choices=("none", "wrong", "all"), default="none")
    ap.add_argument("--llm", default=None, help="an LLM spec for the engines (gguf:PATH: a local GGUF file)")
    ap.add_argument("--base-url", default=None, help="for an OpenAI-compatible --llm")
    ap.add_argument("--sample", type=int, default=None, help="a seeded sample of this many well-defined questions")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--adapt", type=int, default=None,
                    help="--engine text2cypher: offer this many alike examples' queries, with the question's names, "
                         "for the LLM to choose from first (Text2CypherConfig.adapt)")
    ap.add_argument("--examples", type=int, default=None,
                    help="--engine text2cypher: worked examples in the prompt (Text2CypherConfig.examples; 0: none)")
    ap.add_argument("--out", type=Path, default=None)
    args = ap.parse_args()
    os.environ.setdefault("GRADIO_ANALYTICS_ENABLED", "False")
    from neo4j import GraphDatabase

    from kgchat.chat import DEFAULT_ENGINE, Chat, router_config
    from kgchat.config import load_settings
    from kgchat.reasoning.router import run_memory

    questions = [q for q in read_questions(args.questions) if args.half == "all" or half(q["question"]) == args.half]
    if args.category:
        questions = [q for q in questions if q["category"] == args.category]
    if args.grep:
        questions = [q for q in questions if re.search(args.grep, q["question"], re.I)]
    if args.ids:
        wanted = wanted_ids(args.ids)
        questions = [q for q in questions if q["id"] in wanted]
    parts = urlsplit(args.graph)
    uri = f"{parts.scheme}://{parts.hostname}:{parts.port or 7687}"
    auth = (parts.username or os.environ.get("NEO4J_USER", "neo4j"), os.environ.get("NEO4J_PASSWORD", "kgchat-test"))
    kept, dropped, unanswerable = [], {}, []
    with GraphDatabase.driver(uri, auth=auth, notifications_min_severity="OFF") as driver, driver.session(default_access_mode="READ") as session:
        for q in questions:
            if q["category"] == UNANSWERABLE and not q["cypher"].strip():
                unanswerable.append(q)
                continue
            rows, why = gold_answers(session, q["cypher"], args.max_rows)
            if rows is None:
                dropped[why.split(":")[0]] = dropped.get(why.split(":")[0], 0) + 1
            else:
                kept.append({**q, "gold": rows})
    if args.limit:
        kept = kept[:args.limit]
    if args.sample and args.sample < len(kept):
        kept = random.Random(args.seed).sample(kept, args.sample)
    if args.limit or args.sample:  # a sample is of the well-defined questions
        unanswerable = []
    engine = args.engine or DEFAULT_ENGINE
    memory = run_memory(0, router_config(load_settings())) if engine == "auto" else None
    started = time.perf_counter()
    if args.llm:
        chat = open_with_llm(args, engine, memory, kept)
    else:
        chat = Chat.open(args.graph, engine, llm="none", model_dir=args.model, router_memory=memory,
                         fallback="none")  # no LLM at all: not the local model answering alone either
    from kgchat.reasoning.text2cypher import Text2Cypher

    if isinstance(chat.engine, Text2Cypher):
        config = chat.engine.config
        config.adapt = config.adapt if args.adapt is None else args.adapt
        config.examples = config.examples if args.examples is None else args.examples
    open_s = time.perf_counter() - started
    results = []
    for q in kept + [{**q, "gold": []} for q in unanswerable]:
        t0 = time.perf_counter()
        try:
            answer = chat.ask(q["question"])
            error = ""
        except Exception as exc:  # noqa: BLE001 - a crash is a wrong answer, reported
            answer, error = None, f"{type(exc).__name__}: {exc}"
        ms = 1000 * (time.perf_counter() - t0)
        predicted = [] if answer is None or answer.provenance.value in REFUSED else \
            [e.name or e.id for e in answer.entities]
        row = {"id": q["id"], "question": q["question"], "category": q["category"], "hit": hit(predicted, q["gold"]),
               "provenance": answer.provenance.value if answer else "none", "ms": round(ms, 1),
               "predicted": predicted[:5], "gold": [" | ".join(r) for r in q["gold"][:5]],
               "form": answer.trace.logical_form if answer else None, "error": error, "cypher": q["cypher"]}
        if answer is not None:  # why the badge is what it is: the parts not covered, the checks' verdicts
            row["engine"] = answer.engine
            row["not_covered"] = answer.trace.not_covered
            row["checks"] = [s.note for s in answer.trace.steps if s.kind == "check" and s.note]
            routed = answer.trace.extra.get("router") or {}
            if routed.get("failures"):  # the arms that ran before the one that answered, and why they passed
                row["passed_on"] = [f"{f['arm']}: {f['error'][:100]}" for f in routed["failures"]]
        if args.llm and answer is not None:
            row["generated"] = answer.trace.compiled.get("cypher") or \
                next((s.candidates[0].label for s in reversed(answer.trace.steps) if s.kind == "generate"), None)
            row["llm_tokens"] = answer.cost.prompt_tokens + answer.cost.completion_tokens
            row["llm_calls"] = answer.cost.llm_calls
            row["examples"] = [c.label for s in answer.trace.steps if s.kind == "examples" for c in s.candidates]
            t2c = answer.trace.extra.get("text2cypher") or {}
            row["answered_by"] = t2c.get("answered_by")  # the generated query, or the checking engine's reading
            row["queries"] = [c.label for s in answer.trace.steps if s.kind == "generate" for c in s.candidates]
            if "query_answer" in t2c:  # both read the question: what each answered
                row["checker_answer"], row["query_answer"] = t2c["checker_answer"], t2c["query_answer"]
        results.append(row)
        if args.out and args.llm:  # a slow LLM: what is done so far survives an interrupted run
            write(args, engine, questions, kept, dropped, open_s, results, partial=True)
        if args.show == "all" or (args.show == "wrong" and not row["hit"]):
            mark = "OK " if row["hit"] else "BAD"
            print(f"{mark} [{row['category']}] {row['provenance']} {row.get('engine')} {row.get('answered_by')} "
                  f"{row['ms'] / 1000:.0f}s {q['question']}\n    got {predicted[:3]} "
                  f"gold {row['gold'][:3]}\n    form {row['form']}{'  ' + error if error else ''}", flush=True)
    summary = write(args, engine, questions, kept, dropped, open_s, results)
    print(json.dumps({k: v for k, v in summary.items() if k != "spec"}, indent=1))


if __name__ == "__main__":
    main()
