"""The one place the UI and the CLI go through: open a graph, pick an engine and an LLM, ask, keep history.

Data flows one way: UI / CLI → chat → reasoning → scorers / logic / llm → backends → types. The scorer choices and
``make_scorer`` live in ``kgchat.scorers.factory`` and are re-exported here for the CLI and the UI.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from kgchat.backends import open_graph
from kgchat.backends.base import GraphStore
from kgchat.config import Settings, load_settings
from kgchat.errors import ConfigError
from kgchat.linking import check_question
from kgchat.reasoning.base import Engine, StepCallback, StopCheck
from kgchat.reasoning.context import apply_context, resolve
from kgchat.reasoning.fallback import answer_progressively
from kgchat.reasoning.tog import ThinkOnGraph
from kgchat.reasoning.tog_base import ToGConfig
from kgchat.reasoning.tog_r import ThinkOnGraphR
from kgchat.scorers.factory import SCORERS, make_scorer
from kgchat.types import Answer

__all__ = ["DEFAULT_ENGINE", "ENGINES", "SCORERS", "Chat", "make_engine", "make_scorer"]

ENGINES = ("compose", "tog", "tog-r", "mcts", "crf")  # compose: the default; plans forms, hands chains to ToG-R
DEFAULT_ENGINE = "compose"


def make_engine(name: str, graph: GraphStore, llm=None, scorer=None, config: ToGConfig | None = None,
                model_dir: str | None = None) -> Engine:
    """An engine by name: 'compose' (logical forms + ToG-R), 'tog' / 'tog-r' (Think-on-Graph), 'mcts' (KBQA-o1),
    'crf' (hierarchical RL agent; ``model_dir`` from ``kgchat train --engine crf``)."""
    if name == "compose":
        from kgchat.reasoning.planner import CompositionalEngine

        chains = make_engine("tog-r", graph, llm, scorer, config, model_dir)
        return CompositionalEngine(graph, chains, encoder=_encoder())
    if name in ("tog", "tog-r"):
        if llm is None and scorer is None:
            scorer = make_scorer("auto", model_dir, graph)
        variant = ThinkOnGraph if name == "tog" else ThinkOnGraphR
        return variant(graph, llm=llm, scorer=scorer, config=config)
    if name == "mcts":
        from kgchat.reasoning.mcts import MCTSEngine

        if model_dir:
            from kgchat.reasoning.policy import load_policy

            return MCTSEngine(graph, llm=llm, policy=load_policy(model_dir))
        return MCTSEngine(graph, llm=llm, scorer=scorer)
    if name == "crf":
        from kgchat.reasoning.rl import CRFConfig, load_engine

        if llm is None and scorer is None and not model_dir:
            scorer = make_scorer("auto", None, graph)  # no trained agent: the default scorer as its prior
        return load_engine(graph, model_dir, llm, scorer, CRFConfig(beam=config.width) if config else None)
    raise ConfigError(f"Unknown engine {name!r}; use one of: {', '.join(ENGINES)}.")


def _encoder():
    """MiniLM for reading relation words, or None when sentence-transformers is not installed."""
    from kgchat.errors import ModelError
    from kgchat.scorers.embedding import load_minilm

    try:
        return load_minilm()
    except ModelError:
        return None


@dataclass
class Chat:
    """A graph, an engine and an optional LLM, ready to answer questions."""

    graph: GraphStore
    engine: Engine
    llm: object | None = None
    settings: Settings = field(default_factory=load_settings)

    @classmethod
    def open(cls, graph: str | None = None, engine: str = DEFAULT_ENGINE, llm: str | None = None,
             llm_base_url: str | None = None, width: int = 3, depth: int = 3, scorer: str = "auto",
             model_dir: str | None = None, progress: bool = False, llm_options: dict | None = None) -> Chat:
        """``llm_options`` go to the LLM adapter (the UI passes ``api_key`` for endpoints that must not get the
        server's key)."""
        from kgchat.llm import make_llm

        settings = load_settings()
        store = open_graph(graph or settings.graph, progress=progress)
        model = make_llm(llm or settings.llm, base_url=llm_base_url or settings.llm_base_url, **(llm_options or {}))
        if not 1 <= width <= 20 or not 1 <= depth <= 6:
            raise ConfigError("Width must be between 1 and 20 and depth between 1 and 6.")
        scorer_obj = None if model is not None or (engine in ("mcts", "crf") and scorer == "auto") \
            else make_scorer(scorer, model_dir, store)
        eng = make_engine(engine, store, model, scorer_obj, ToGConfig(width=width, depth=depth), model_dir)
        return cls(store, eng, model, settings)

    def ask(self, question: str, history: Sequence[Answer] | None = None, on_step: StepCallback | None = None,
            should_stop: StopCheck | None = None) -> Answer:
        """Answer ``question``; ``history`` holds the conversation's earlier answers, oldest first, so that "he",
        "those films" or "what else" in a follow-up resolve to them (the trace says how)."""
        question = check_question(question)
        resolved = resolve(question, history, self.graph)
        answer = answer_progressively(self.engine, resolved.question, self.llm, on_step, should_stop,
                                      topics=resolved.topics)
        return apply_context(answer, question, resolved)
