"""Compositional question sets and conversations: the jsonl / conversations formats, scoring of questions the graph
cannot answer, the summary's per-type, per-turn, per-provenance and overclaim numbers, and the bench set itself."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from kgchat.evaluation.datasets import Example, read_conversations, read_examples
from kgchat.evaluation.runner import RESULTS, read_results, run_conversations, score, summarise
from kgchat.types import Answer, Entity, Provenance, Trace

BENCH = Path(__file__).resolve().parent.parent / "bench" / "compositional"

QUESTIONS = [
    {"question": "who directed Inception", "answers": ["Christopher Nolan"], "type": "relation"},
    {"question": "how many films did Christopher Nolan direct", "answers": ["3"], "type": "count"},
    {"question": "who is the president of France", "answers": [], "type": "unanswerable"},
]
CONVERSATIONS = [
    {"turns": [{"question": "who directed Inception", "answers": ["Christopher Nolan"]},
               {"question": "what else did he direct?", "answers": ["Interstellar", "The Dark Knight"]}],
     "type": "pronoun"},
    {"turns": [{"question": "who directed Titanic", "answers": ["James Cameron"]},
               {"question": "who starred in it?", "answers": ["Leonardo DiCaprio", "Kate Winslet"]}],
     "type": "pronoun"},
]


def write_jsonl(path: Path, rows: list[dict]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    return path


def test_jsonl_and_conversation_readers(tmp_path):
    examples = read_examples(write_jsonl(tmp_path / "q.jsonl", QUESTIONS), "jsonl")
    assert [ex.qtype for ex in examples] == ["relation", "count", "unanswerable"]
    assert [ex.unanswerable for ex in examples] == [False, False, True] and examples[0].qid == "q:1"
    convs = read_conversations(write_jsonl(tmp_path / "c.jsonl", CONVERSATIONS))
    assert [len(c.turns) for c in convs] == [2, 2] and convs[1].qtype == "pronoun"
    assert [(t.qid, t.turn, t.conversation) for t in convs[0].turns] == [("c:1#1", 1, "c:1"), ("c:1#2", 2, "c:1")]
    turns = read_examples(tmp_path / "c.jsonl", "conversations")
    assert len(turns) == 4 and {t.group for t in turns} == {"c:1", "c:2"}  # a split keeps turns together


def test_malformed_lines_say_where(tmp_path):
    from kgchat.errors import ImportFormatError

    (tmp_path / "bad.jsonl").write_text('{"question": "x", "answers": "y"}\n', encoding="utf-8")
    with pytest.raises(ImportFormatError, match=r"bad.jsonl:1: .*answers"):
        read_examples(tmp_path / "bad.jsonl", "jsonl")


def test_unanswerable_is_right_only_when_nothing_is_claimed_from_the_graph():
    ex = Example("1", "who is the president of France", [], unanswerable=True)
    assert score(ex, [], "none")["hits@1"] == 1.0
    assert score(ex, ["Paris"], "llm-only")["hits@1"] == 1.0
    assert score(ex, ["France"], "kg-approximate")["hits@1"] == 0.0
    assert score(ex, ["France"], "kg-exact")["hits@1"] == 0.0
    assert score(Example("2", "q", ["a"]), [], "none")["hits@1"] == 0.0


def test_summary_reports_overclaim_provenance_types_and_turns():
    def rec(qtype, hit, provenance, turn=0, unanswerable=False):
        r = {"qid": f"{qtype}{turn}{hit}{provenance}", "qtype": qtype, "hits@1": hit, "f1": hit, "em": hit,
             "seconds": 0.01, "cost": {}, "provenance": provenance}
        return r | ({"turn": turn} if turn else {}) | ({"unanswerable": True} if unanswerable else {})

    records = [rec("count", 1.0, "kg-exact"), rec("count", 0.0, "kg-exact"), rec("count", 0.0, "kg-approximate"),
               rec("unanswerable", 1.0, "none", unanswerable=True), rec("unanswerable", 0.0, "kg-exact", unanswerable=True),
               rec("pronoun", 1.0, "kg-exact", turn=1), rec("pronoun", 0.0, "none", turn=2)]
    s = summarise(records)
    assert s["wrong"] == 4 and s["overclaim_rate"] == 50.0  # 2 of the 4 wrong answers were badged kg-exact
    assert s["right"] == 2 and s["right_exact_rate"] == 100.0  # both right answers (refusals left out) are exact
    assert s["by_provenance"]["kg-exact"] == {"n": 4, "hits@1": 50.0}
    assert s["by_provenance"]["none"] == {"n": 2, "hits@1": 50.0}
    assert s["unanswerable_refused"] == 50.0
    assert s["by_type"]["count"]["hits@1"] == pytest.approx(33.33)
    assert s["by_turn"] == {"1": {"n": 1, "hits@1": 100.0}, "2": {"n": 1, "hits@1": 0.0}}
    assert s["by_type"]["pronoun"]["by_turn"]["2"]["hits@1"] == 0.0 and "by_turn" not in s["by_type"]["count"]


def test_conversations_are_asked_with_their_history(tmp_path):
    convs = read_conversations(write_jsonl(tmp_path / "c.jsonl", CONVERSATIONS))
    calls: list[tuple[str, list[str]]] = []

    def ask(question: str, history: list[Answer]) -> Answer:
        calls.append((question, [a.question for a in history]))
        name = {"who directed Inception": "Christopher Nolan", "who directed Titanic": "James Cameron",
                "what else did he direct?": "Interstellar"}.get(question, "")
        return Answer(question, name, [Entity(name, name)] if name else [],
                      Provenance.KG_EXACT if name else Provenance.NONE, "scripted", Trace())

    summary = run_conversations(convs, ask, tmp_path / "run", warmup=False, progress=False, plot=False)
    assert calls == [("who directed Inception", []), ("what else did he direct?", ["who directed Inception"]),
                     ("who directed Titanic", []), ("who starred in it?", ["who directed Titanic"])]
    assert summary["n"] == 4 and summary["by_turn"]["1"]["hits@1"] == 100.0 and summary["by_turn"]["2"]["hits@1"] == 50.0
    records = read_results(tmp_path / "run" / RESULTS)
    assert [r["turn"] for r in records] == [1, 2, 1, 2]
    again = run_conversations(convs, ask, tmp_path / "run", warmup=False, progress=False, plot=False)
    assert len(calls) == 4 and again["n"] == 4  # a finished conversation is not asked again
    assert "turn 2 (%)" in (tmp_path / "run" / "summary.md").read_text()


def test_eval_command_scores_jsonl_and_conversations_on_a_real_graph(tmp_path, tiny_sqlite):
    from kgchat.cli import main

    graph = ["--graph", f"sqlite:{tiny_sqlite.path}", "--llm", "none", "--scorer", "bm25"]
    questions = write_jsonl(tmp_path / "q.jsonl", QUESTIONS)
    result = CliRunner().invoke(main, ["eval", "--questions", str(questions), "--format", "jsonl", *graph,
                                       "--out", str(tmp_path / "q")])
    assert result.exit_code == 0, result.output
    summary = json.loads((tmp_path / "q" / "summary.json").read_text())
    assert set(summary["by_type"]) == {"relation", "count", "unanswerable"}
    assert summary["by_type"]["relation"]["hits@1"] == 100.0
    assert "overclaim_rate" in summary and "by_provenance" in summary
    convs = write_jsonl(tmp_path / "c.jsonl", CONVERSATIONS)
    result = CliRunner().invoke(main, ["eval", "--questions", str(convs), "--format", "conversations", *graph,
                                       "--out", str(tmp_path / "c")])
    assert result.exit_code == 0, result.output
    records = read_results(tmp_path / "c" / RESULTS)
    follow_up = next(r for r in records if r["question"] == "what else did he direct?")
    assert follow_up["references"][0].startswith("'he' -> Christopher Nolan")
    assert "Inception" not in follow_up["prediction"] and follow_up["f1"] == 1.0
    assert "turns: 1:" in result.output


# -- the bench set ---------------------------------------------------------------------------------------------------


def test_bench_set_is_what_the_script_writes(tmp_path):
    """The committed files are exactly the seeded script's output (and its hand-written answers check out)."""
    script = BENCH / "make_devset.py"
    done = subprocess.run([sys.executable, str(script), "--out", str(tmp_path)], capture_output=True, text=True,
                          timeout=300, cwd=BENCH)
    assert done.returncode == 0, done.stderr
    for name in ("dev.jsonl", "dev_conversations.jsonl", "forecast.jsonl", "forecast_conversations.jsonl"):
        assert (tmp_path / name).read_text(encoding="utf-8") == (BENCH / name).read_text(encoding="utf-8"), name


def test_bench_set_shape():
    dev = read_examples(BENCH / "dev.jsonl", "jsonl")
    forecast = read_examples(BENCH / "forecast.jsonl", "jsonl")
    types = {"count", "intersection", "director_actor", "year_compare", "in_year", "superlative", "genre_person",
             "relation", "unanswerable"}
    for examples, lo in ((dev, 40), (forecast, 20)):
        counts = {t: sum(ex.qtype == t for ex in examples) for t in types}
        assert set(counts) == types and min(counts.values()) >= lo, counts
        assert all(ex.unanswerable == (ex.qtype == "unanswerable") for ex in examples)
    assert not {ex.question for ex in dev} & {ex.question for ex in forecast}
    convs = read_conversations(BENCH / "dev_conversations.jsonl")
    assert {c.qtype for c in convs} == {"pronoun", "demonstrative", "which_of_them", "what_else", "independent"}
    assert all(len(c.turns) == 2 and all(t.answers for t in c.turns) for c in convs)
    assert "kgchat" not in (BENCH / "gold.py").read_text().split('"""', 2)[2]  # gold is computed without kgchat
