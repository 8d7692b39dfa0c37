"""Evaluation: metrics (exact, never substring), dataset readers on the shared files, the runner and `kgchat eval`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from kgchat.evaluation.datasets import read_examples, split_examples
from kgchat.evaluation.metrics import exact_match, f1, hits_at_1
from kgchat.evaluation.runner import RESULTS, diverse_sample, read_results, run_eval, sample, summarise
from kgchat.reasoning.tog_r import ThinkOnGraphR, ToGConfig
from kgchat.scorers.base import BaseScorer

# -- metrics --------------------------------------------------------------------------------------------------------


def test_matching_is_exact_on_normalised_names_never_substring():
    assert hits_at_1(["Christopher Nolan"], ["christopher  nolan"]) == 1.0
    assert hits_at_1(["Amélie"], ["Amelie"]) == 1.0  # accents and case are normalised away
    assert hits_at_1(["Nolan"], ["Christopher Nolan"]) == 0.0  # a substring is not a match
    assert hits_at_1(["Christopher Nolan Jr."], ["Christopher Nolan"]) == 0.0  # nor is a superstring
    assert hits_at_1([], ["x"]) == 0.0
    assert hits_at_1(["b", "a"], ["a"]) == 0.0  # only the first prediction counts


def test_f1_and_exact_match():
    assert f1(["a", "b"], ["a", "b"]) == 1.0
    assert f1(["a", "b", "c", "d"], ["a"]) == pytest.approx(0.4)
    assert f1(["ab"], ["a", "b"]) == 0.0
    assert f1(["A", "a"], ["a"]) == 1.0  # duplicates after normalisation count once
    assert exact_match(["a", "b"], ["b", "a"]) == 1.0 and exact_match(["a"], ["a", "b"]) == 0.0


# -- dataset readers on the shared files ----------------------------------------------------------------------------


@pytest.mark.slow
def test_metaqa_reader_reads_every_split(shared_dir):
    sizes = {(1, "dev"): 9992, (1, "test_visible"): 6963, (2, "dev"): 14872, (2, "test_visible"): 10411,
             (3, "dev"): 14274, (3, "test_visible"): 9992}
    for (hop, split), n in sizes.items():
        examples = read_examples(shared_dir / "data" / "metaqa" / f"{hop}-hop" / "vanilla" / f"qa_{split}.txt", "metaqa")
        assert len(examples) == n
        assert all(ex.answers and ex.topics for ex in examples)
        assert examples[0].qid == f"{hop}-hop:1" and "_to_" in examples[0].qtype  # question types from *_qtype.txt


@pytest.mark.slow
def test_pathquestion_reader_and_split_by_path(shared_dir):
    for name, n in (("PQ-2H", 1716), ("PQ-3H", 4678), ("PQL-2H", 1434), ("PQL-3H", 928), ("PQL-3H_more", 1856)):
        examples = read_examples(shared_dir / "data" / "pathquestion" / f"{name}_shared.txt", "pathquestion")
        assert len(examples) == n
        assert all(ex.answers and ex.topics and ex.gold_path and ex.group for ex in examples)
        train, test = split_examples(examples, "train"), split_examples(examples, "test")
        assert len(train) + len(test) == n
        assert not {ex.group for ex in train} & {ex.group for ex in test}  # paraphrases never on both sides
        assert 0.1 < len({ex.group for ex in test}) / len({ex.group for ex in examples}) < 0.3
    first = read_examples(shared_dir / "data" / "pathquestion" / "PQ-2H_shared.txt", "pathquestion")[0]
    assert first.gold_path == ["spouse", "nationality"] and first.answers == ["united_kingdom"]


TOG_FILES = {
    "freebase_kbqa/ComplexWebQuestions_test_chatkbqa.json": 3531, "freebase_kbqa/cwq_tog.json": 3531,
    "freebase_kbqa/simplequestions_tog1000.json": 1000, "freebase_kbqa/webqsp_tog_compact.json": 1639,
    "freebase_kbqa/webqsp_tog_full_sample100.json": 100, "freebase_kbqa/webquestions_tog.json": 2032,
    "grailqa/grailqa_dev_tog1000.json": 1000, "grailqa/grailqa_debug5_pangu.json": 5,
}


@pytest.mark.parametrize("name,n", list(TOG_FILES.items()))
def test_tog_reader_parses_every_freebase_file(shared_dir, name, n):
    examples = read_examples(shared_dir / "data" / name, "tog")
    assert len(examples) == n
    assert all(ex.question for ex in examples)
    assert sum(bool(ex.answers) for ex in examples) >= n - 11  # WebQSP has 11 questions without answers
    assert len({ex.qid for ex in examples}) == n
    if "chatkbqa" not in name and "debug5" not in name:
        assert sum(bool(ex.topics) for ex in examples) >= n - 12


def test_tog_reader_takes_names_not_ids_when_both_are_given(shared_dir):
    webqsp = read_examples(shared_dir / "data" / "freebase_kbqa" / "webqsp_tog_full_sample100.json", "tog")
    assert not any(a.startswith("m.") and a[2:3].isalnum() and " " not in a for ex in webqsp[:5] for a in ex.answers)
    grail = read_examples(shared_dir / "data" / "grailqa" / "grailqa_dev_tog1000.json", "tog")
    assert grail[0].answers == ["The Illusion"] and grail[0].qtype == "i.i.d."


# -- runner ---------------------------------------------------------------------------------------------------------


class KeywordScorer(BaseScorer):
    name = "keyword"

    def score(self, question, options, context=""):
        q = set(question.lower().split())
        return [sum(w in q for w in o.replace("(reverse)", "").split()) / (len(o.split()) or 1) for o in options]


QA = ("who directed [Interstellar]\tChristopher Nolan\n"
      "[Titanic] release year\t1997\n"
      "who directed [Amélie]\tJean-Pierre Jeunet\n"
      "who directed [The Departed]\tMartin\n")  # gold is a substring of the answer: must not count


@pytest.mark.slow
def test_runner_writes_every_file_and_resumes(tmp_path, tiny_sqlite):
    qa = tmp_path / "1-hop" / "vanilla" / "qa.txt"
    qa.parent.mkdir(parents=True)
    qa.write_text(QA, encoding="utf-8")
    examples = read_examples(qa, "metaqa")
    engine = ThinkOnGraphR(tiny_sqlite, scorer=KeywordScorer(), config=ToGConfig(depth=1))
    asked = []

    def ask(q):
        asked.append(q)
        return engine.ask(q)

    out = tmp_path / "run"
    summary = run_eval(examples[:2], ask, out, {"engine": "tog-r"}, batch_size=1)
    assert {p.name for p in out.iterdir()} == {"results.jsonl", "summary.json", "summary.md", "summary.png"}
    assert (out / "summary.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    first = read_results(out / RESULTS)
    assert [r["qid"] for r in first] == ["1-hop:1", "1-hop:2"]
    assert set(first[0]) >= {"question", "gold", "prediction", "provenance", "hits@1", "f1", "cost", "seconds", "chain"}
    assert first[0]["prediction"] == ["Christopher Nolan"] and first[0]["hits@1"] == 1.0
    assert summary["n"] == 2 and summary["llm_calls_per_question"] == 0.0
    # Simulate an interruption in the middle of writing the next record, then resume with all four questions.
    with (out / RESULTS).open("a") as fh:
        fh.write('{"qid": "1-hop:3", "quest')
    asked.clear()
    summary = run_eval(examples, ask, out, {"engine": "tog-r"}, warmup=False)
    assert asked == [ex.question for ex in examples[2:]]  # only the missing ones were asked
    records = read_results(out / RESULTS)
    assert [r["qid"] for r in records] == ["1-hop:1", "1-hop:2", "1-hop:3", "1-hop:4"]
    by_qid = {r["qid"]: r for r in records}
    assert by_qid["1-hop:3"]["hits@1"] == 1.0  # Amélie / accents
    assert by_qid["1-hop:4"]["prediction"] == ["Martin Scorsese"] and by_qid["1-hop:4"]["hits@1"] == 0.0
    saved = json.loads((out / "summary.json").read_text())
    assert saved["n"] == 4 and saved["hits@1"] == 75.0 and saved["spec"] == {"engine": "tog-r"}
    for key in ("n", "hits@1", "f1", "em", "median_seconds", "p95_seconds", "llm_calls_per_question", "by_type"):
        assert key in saved
    assert "| 4 | 75.00 |" in (out / "summary.md").read_text()


def test_summary_percentiles_and_types():
    records = [{"qid": str(i), "qtype": "a" if i % 2 else "b", "hits@1": float(i < 5), "f1": 0.5, "em": 0.0,
                "seconds": i / 100, "cost": {"llm_calls": 2}, "provenance": "kg-exact"} for i in range(10)]
    s = summarise(records)
    assert s["hits@1"] == 50.0 and s["f1"] == 50.0 and s["llm_calls_per_question"] == 2.0
    assert s["median_seconds"] == pytest.approx(0.045) and s["p95_seconds"] == pytest.approx(0.09)
    assert set(s["by_type"]) == {"a", "b"} and s["by_type"]["a"]["n"] == 5


def test_sample_is_seeded_and_keeps_file_order():
    from kgchat.evaluation.datasets import Example

    items = [Example(str(i), "q", ["a"]) for i in range(100)]
    assert sample(items, 5) == items[:5]
    a, b = sample(items, 10, seed=1), sample(items, 10, seed=1)
    assert a == b and a != items[:10] and [int(x.qid) for x in a] == sorted(int(x.qid) for x in a)


def test_diverse_sample_takes_one_question_per_wording_most_common_first():
    from kgchat.evaluation.datasets import Example

    wordings = {"who directed [{}]": 6, "what year was [{}] released": 3, "who wrote [{}]": 2, "describe [{}]": 1}
    items = [Example(f"{w}-{i}", w.format(f"Film {i}"), ["a"], [f"Film {i}"])
             for w, n in wordings.items() for i in range(n)]
    three = diverse_sample(items, 3, seed=0)
    assert sorted(x.qid.split("-")[0] for x in three) == sorted(list(wordings)[:3])  # the three most common, once
    six = diverse_sample(items, 6, seed=0)
    assert len({x.qid.split("-")[0] for x in six}) == 4  # every wording before any wording twice
    assert [x.qid for x in six] == [x.qid for x in items if x in six]  # file order kept
    assert diverse_sample(items, 6, seed=0) == six and diverse_sample(items, 50) == items


@pytest.mark.slow
def test_eval_command_end_to_end(tmp_path, tiny_sqlite):
    from kgchat.cli import main

    qa = tmp_path / "qa.txt"
    qa.write_text(QA, encoding="utf-8")
    args = ["eval", "--questions", str(qa), "--format", "metaqa", "--graph", f"sqlite:{tiny_sqlite.path}",
            "--engine", "tog-r", "--llm", "none", "--scorer", "bm25", "--out", str(tmp_path / "run")]
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 0, result.output
    assert "4 questions: Hits@1" in result.output
    summary = json.loads((tmp_path / "run" / "summary.json").read_text())
    assert summary["spec"]["scorer"] == "bm25" and summary["n"] == 4
    again = CliRunner().invoke(main, [*args, "--limit", "2"])
    assert again.exit_code == 0 and "2 questions" in again.output
    assert len(Path(tmp_path / "run" / RESULTS).read_text().splitlines()) == 4  # nothing was asked twice
