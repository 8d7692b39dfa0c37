"""The one place the UI and the CLI go through: open a graph, pick an engine and an LLM, ask, keep history.

Data flows one way: UI / CLI → chat → reasoning → graph + llm.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from kgchat.backends import open_graph
from kgchat.backends.base import GraphStore
from kgchat.config import Settings, load_settings
from kgchat.errors import ConfigError
from kgchat.linking import check_question
from kgchat.reasoning.base import StepCallback, StopCheck
from kgchat.reasoning.fallback import answer_progressively
from kgchat.reasoning.tog import ThinkOnGraph, ToGConfig
from kgchat.types import Answer

ENGINES = ("compose", "tog", "tog-r", "mcts")  # compose: the default; plans forms, hands chains to ToG-R
SCORERS = ("auto", "embedding", "bm25", "learned")


def make_scorer(name: str = "auto", model_dir: str | None = None, graph: GraphStore | None = None):
    """The pruning scorer used without an LLM.

    'auto': the model in ``model_dir`` when given; else, on the bundled movie graph, the shipped learned model;
    else the zero-shot embedding scorer.
    """
    if name == "bm25":
        from kgchat.scorers.bm25 import BM25Scorer

        return BM25Scorer()
    if name == "learned" or (name == "auto" and model_dir):
        from kgchat.scorers.learned import LearnedScorer, default_model_dir

        directory = model_dir or default_model_dir()
        if directory is None:
            raise ConfigError("No trained model: give --model DIR (see `kgchat train`).")
        return LearnedScorer.load(directory)
    if name == "auto":
        from kgchat.reasoning.policy import default_scorer

        return default_scorer(graph)
    if name == "embedding":
        from kgchat.scorers.embedding import EmbeddingScorer

        return EmbeddingScorer()
    raise ConfigError(f"Unknown scorer {name!r}; use one of {', '.join(SCORERS)}.")


def make_engine(name: str, graph: GraphStore, llm=None, scorer=None, config: ToGConfig | None = None,
                model_dir: str | None = None):
    """An engine by name: 'compose' (logical forms + ToG-R), 'tog' / 'tog-r' (Think-on-Graph), 'mcts' (KBQA-o1)."""
    if name == "compose":
        from kgchat.reasoning.planner import CompositionalEngine

        chains = make_engine("tog-r", graph, llm, scorer, config, model_dir)
        return CompositionalEngine(graph, chains, encoder=_encoder())
    if name in ("tog", "tog-r"):
        if llm is None and scorer is None:
            scorer = make_scorer("auto", model_dir, graph)
        return ThinkOnGraph(graph, llm=llm, scorer=scorer, config=config, variant=name)
    if name == "mcts":
        from kgchat.reasoning.mcts import MCTSEngine

        if model_dir:
            from kgchat.reasoning.policy import load_policy

            return MCTSEngine(graph, llm=llm, policy=load_policy(model_dir))
        return MCTSEngine(graph, llm=llm, scorer=scorer)
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
    engine: object
    llm: object | None = None
    settings: Settings = field(default_factory=load_settings)

    @classmethod
    def open(cls, graph: str | None = None, engine: str = "compose", llm: str | None = None,
             llm_base_url: str | None = None, width: int = 3, depth: int = 3, scorer: str = "auto",
             model_dir: str | None = None, progress: bool = False) -> Chat:
        from kgchat.llm import make_llm

        settings = load_settings()
        store = open_graph(graph or settings.graph, progress=progress)
        model = make_llm(llm or settings.llm, base_url=llm_base_url or settings.llm_base_url)
        if not 1 <= width <= 20 or not 1 <= depth <= 6:
            raise ConfigError("Width must be between 1 and 20 and depth between 1 and 6.")
        scorer_obj = None if model is not None or (engine == "mcts" and scorer == "auto") \
            else make_scorer(scorer, model_dir, store)
        eng = make_engine(engine, store, model, scorer_obj, ToGConfig(width=width, depth=depth), model_dir)
        return cls(store, eng, model, settings)

    def ask(self, question: str, on_step: StepCallback | None = None, should_stop: StopCheck | None = None) -> Answer:
        return answer_progressively(self.engine, check_question(question), self.llm, on_step, should_stop)
