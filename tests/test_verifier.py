"""The answer verifier (issue 34): what it reads of an answer, training one on a graph's own questions (the tiny
movie graph in SQLite, real MiniLM), finding it for its graph, its veto in the badge's checks, the LLM's sufficiency
judgement beside it, and the router trying another arm when an answer does not fit the question.
"""

from __future__ import annotations

import json

import numpy as np
import pytest

from kgchat.llm.scripted import ScriptedLLM
from kgchat.logic.sexpr import parse
from kgchat.reasoning.trust import Audit
from kgchat.reasoning.verifier import WEIGHTS, Verifier, VerifierConfig, answer_reading, form_reading, reading
from kgchat.types import Answer, Direction, Entity, Hop, Path, Provenance, Trace

sentence_transformers = pytest.importorskip("sentence_transformers")


def E(name: str) -> Entity:
    return Entity(name, name)


@pytest.mark.parametrize("form, text", [
    ('(JOIN (R starred_actors) (JOIN directed_by "X"))', "directed by (reverse) then starred actors"),
    ('(COUNT (AND (JOIN directed_by "X") (gt release_year 2000)))',
     "number of: directed by (reverse); compared on release year"),
    ('(ARGMIN (JOIN directed_by "X") release_year)', "directed by (reverse); ranked by release year"),
    ('(AND (JOIN starred_actors "A") (JOIN starred_actors "B"))', "starred actors (reverse); also linked to [E]"),
])
def test_a_form_reads_as_its_chain_and_operators(form, text):
    assert reading(*form_reading(parse(form))) == text


def test_an_answer_without_a_form_reads_as_its_first_path():
    path = Path(E("Titanic"), [Hop("directed_by", Direction.OUT, E("James Cameron"))])
    assert answer_reading(Answer("q", "x", trace=Trace(paths=[path]))) == "directed by"
    assert answer_reading(Answer("q", "x")) is None


def test_a_verifier_trained_on_the_graphs_own_questions_loads_and_judges(tiny_sqlite, tmp_path):
    from kgchat.scorers.models import find_model
    from kgchat.train.verifier import VerifierTraining, train_verifier

    folder = tmp_path / "models" / "tiny-verifier"
    report = train_verifier(tiny_sqlite, folder, VerifierTraining(questions=120, epochs=3, held_out=0.3))
    meta = json.loads((folder / "config.json").read_text())
    assert meta["kind"] == "kgchat-answer-verifier" and meta["graph"]["relations"]
    assert report["pairs"] > report["synthetic"] and 0.0 < meta["head"]["threshold"] < 1.0
    assert report["held_out"]["positive"]["passed"] >= 0.9  # the threshold lets nearly every positive pass
    assert meta["head"]["vouch"] >= meta["head"]["threshold"]  # the vouching bar: few wrong readings reach it
    assert report["vouch_passes"]["negative"] <= 0.1
    assert find_model(tiny_sqlite, [tmp_path / "models"], weights=WEIGHTS) == folder
    assert find_model(tiny_sqlite, [tmp_path / "models"]) is None  # never taken for a path scorer
    verifier = Verifier.load(folder)
    answer = Answer("Who directed Titanic?", "James Cameron", [E("James Cameron")], Provenance.KG_EXACT,
                    trace=Trace(topic_entities=[E("Titanic")], logical_form='(JOIN (R directed_by) Titanic)'))
    verdict = verifier.judge(tiny_sqlite, answer)
    assert verdict.reading == "directed by" and 0.0 <= verdict.score <= 1.0


def _fixed(score: float, vouch: float | None = None) -> Verifier:
    """A verifier whose head gives ``score`` to everything (its second layer is a constant)."""
    hidden = VerifierConfig().hidden
    logit = float(np.log(score / (1 - score)))
    return Verifier({"w1": np.zeros((4 * 384, hidden), np.float32), "b1": np.zeros(hidden, np.float32),
                     "w2": np.zeros((hidden, 1), np.float32), "b2": np.array([logit], np.float32)},
                    VerifierConfig(threshold=0.5, vouch=vouch))


def _answer() -> Answer:
    path = Path(E("Titanic"), [Hop("directed_by", Direction.OUT, E("James Cameron"))])
    return Answer("Who directed Titanic?", "James Cameron", [E("James Cameron")], Provenance.KG_EXACT,
                  trace=Trace(topic_entities=[E("Titanic")], paths=[path], logical_form="(JOIN (R directed_by) Titanic)"))


def test_the_verifier_stands_between_a_confident_search_and_the_badge(tiny_sqlite):
    assert Audit(tiny_sqlite, verifier=_fixed(0.9))(_answer()).provenance is Provenance.KG_EXACT
    vetoed = Audit(tiny_sqlite, verifier=_fixed(0.1))(_answer())
    assert vetoed.provenance is Provenance.KG_APPROXIMATE
    assert "the verifier's reading" in vetoed.trace.not_covered
    assert any("verifier: 0.10 < 0.50" in s.note for s in vetoed.trace.steps if s.kind == "check")


def _doubted(only_doubt: bool = True) -> Answer:
    """An answer its search found below its scorer's bar, that doubt alone (``ToGSearch.ask`` says so)."""
    answer = _answer()
    answer.provenance = Provenance.KG_APPROXIMATE
    answer.trace.logical_form = None
    answer.trace.extra["search_confidence"] = {"score": 0.3, "threshold": 0.5, "exact_link": True,
                                               **({"only_doubt": True} if only_doubt else {})}
    return answer


def test_a_vouching_verifier_lifts_a_search_that_doubted_only_its_scorers_bar(tiny_sqlite):
    lifted = Audit(tiny_sqlite, verifier=_fixed(0.9, vouch=0.8))(_doubted())
    assert lifted.provenance is Provenance.KG_EXACT
    assert any("vouches" in s.note for s in lifted.trace.steps if s.kind == "check")
    # a pass under the vouching bar, a verifier trained before the bar was set, or another doubt: no lift
    assert Audit(tiny_sqlite, verifier=_fixed(0.7, vouch=0.8))(_doubted()).provenance is Provenance.KG_APPROXIMATE
    assert Audit(tiny_sqlite, verifier=_fixed(0.9))(_doubted()).provenance is Provenance.KG_APPROXIMATE
    assert Audit(tiny_sqlite, verifier=_fixed(0.9, vouch=0.8))(_doubted(only_doubt=False)).provenance is \
        Provenance.KG_APPROXIMATE
    other_kind = _doubted()
    other_kind.entities = [E("Titanic")]  # a film for "who": the answer-type check fails, so nothing lifts it
    assert Audit(tiny_sqlite, verifier=_fixed(0.9, vouch=0.8))(other_kind).provenance is Provenance.KG_APPROXIMATE


def test_the_llm_judges_sufficiency_and_the_trace_shows_both(tiny_sqlite):
    no = ScriptedLLM(["No, these facts do not say."])
    judged = Audit(tiny_sqlite, verifier=_fixed(0.9), llm=no)(_answer())
    assert judged.provenance is Provenance.KG_APPROXIMATE
    note = next(s.note for s in judged.trace.steps if s.kind == "check")
    assert "verifier: 0.90" in note and "LLM: not enough" in note
    assert judged.trace.llm[-1].purpose == "sufficiency" and "(Titanic, directed_by, James Cameron)" in \
        judged.trace.llm[-1].prompt
    scored = ScriptedLLM(score_fn=lambda prompt, c: -0.1 if c.strip() == "Yes" else -2.0)  # candidates' log-probs
    assert Audit(tiny_sqlite, llm=scored)(_answer()).provenance is Provenance.KG_EXACT


def test_the_router_lets_another_arm_answer_when_one_answers_another_kind(tiny_sqlite, tmp_path):
    from kgchat.reasoning.router import Arm, Router, RouterConfig, open_memory

    class Fixed:
        """An engine that always gives the same answer (the arms' real searches are tested elsewhere)."""

        def __init__(self, name: str, entities: list[Entity]):
            self.name, self.graph, self.entities = name, tiny_sqlite, entities

        def ask(self, question, topics=None, on_step=None, should_stop=None):
            path = Path(E("Titanic"), [Hop("directed_by", Direction.OUT, E("James Cameron"))])
            return Answer(question, "x", self.entities, Provenance.KG_EXACT, self.name,
                          Trace(paths=[path] if self.entities == [E("James Cameron")] else []))

        def relaxed(self):
            return None

    memory = open_memory(tmp_path / "router.db", RouterConfig(default_arm="films"))
    router = Router(tiny_sqlite, [Arm("films", Fixed("films", [E("Titanic")])),
                                  Arm("people", Fixed("people", [E("James Cameron")]))], memory, encoder=False,
                    config=RouterConfig(default_arm="films"))
    answer = router.ask("Who directed Titanic?")
    assert answer.entities == [E("James Cameron")] and answer.engine == "auto:people"
    assert any("does not fit the question" in s.note for s in answer.trace.steps if s.kind == "route")
