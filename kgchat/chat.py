"""The one place the UI and the CLI go through: open a graph, pick an engine and an LLM, ask, keep history.

Data flows one way: UI / CLI → chat → reasoning → scorers / logic / llm → backends → types. The scorer choices and
``make_scorer`` live in ``kgchat.scorers.factory`` and are re-exported here for the CLI and the UI.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from dataclasses import dataclass, field

from kgchat.backends import open_graph
from kgchat.backends.base import GraphStore, round_trips
from kgchat.backends.cache import QuestionCache
from kgchat.config import Settings, load_settings
from kgchat.errors import ConfigError
from kgchat.linking import check_question, given_topics
from kgchat.llm.base import LLM, TextCallback
from kgchat.reasoning import hop_doubts
from kgchat.reasoning.base import Engine, StepCallback, StopCheck
from kgchat.reasoning.context import apply_context, resolve
from kgchat.reasoning.fallback import answer_progressively
from kgchat.reasoning.llm_alone import LLMAlone
from kgchat.reasoning.router import Arm, MeteredLLM, Router, RouterConfig, RouterMemory
from kgchat.reasoning.tog import ThinkOnGraph
from kgchat.reasoning.tog_base import ToGConfig
from kgchat.reasoning.tog_r import ThinkOnGraphR
from kgchat.reasoning.trust import Audit
from kgchat.scorers.factory import LLM_SCORERS, SCORERS, llm_scorer, make_scorer
from kgchat.types import Answer, Entity, LLMExchange

__all__ = ["DEFAULT_ENGINE", "ENGINES", "SCORERS", "Chat", "make_engine", "make_scorer"]

ENGINES = ("auto", "compose", "tog", "tog-r", "mcts", "crf", "text2cypher")  # auto (the default): the router picks
DEFAULT_ENGINE = "auto"


def make_engine(name: str, graph: GraphStore, llm=None, scorer=None, config: ToGConfig | None = None,
                model_dir: str | None = None, settings: Settings | None = None,
                memory: RouterMemory | None = None) -> Engine:
    """An engine by name: 'compose' (logical forms + ToG-R), 'tog' / 'tog-r' (Think-on-Graph), 'mcts' (KBQA-o1),
    'crf' (hierarchical RL agent; ``model_dir`` from ``kgchat train --engine crf``), 'text2cypher' (the LLM writes
    one read-only Cypher query; Neo4j only, badged by the compose engine's checks), 'auto' (a router over the
    others; ``settings`` give its data directory, token price and budgets, ``memory`` what it learns into)."""
    if name == "auto":
        return make_router(graph, llm, scorer, config, model_dir, settings or load_settings(), memory)
    if name == "compose":
        from kgchat.reasoning.planner import CompositionalEngine

        chains = make_engine("tog-r", graph, llm, scorer, config, model_dir)
        compose = CompositionalEngine(graph, chains, encoder=_encoder())
        schema = graph.schema()
        if schema.property_graph and schema.has_properties:  # facts in properties: the schema parser reads questions
            from kgchat.reasoning.schema_parser.engine import SchemaEngine, load_ranker
            from kgchat.scorers.models import default_model_folder

            ranker = load_ranker(model_dir) or load_ranker(default_model_folder(graph))  # kgchat train --graph
            return SchemaEngine(graph, encoder=_encoder(), fallback=compose, ranker=ranker)
        return compose
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
    if name == "text2cypher":
        from kgchat.reasoning.text2cypher import Text2Cypher

        if llm is None:
            raise ConfigError("Engine 'text2cypher' has the LLM write the Cypher: give --llm (e.g. --llm local or "
                              "--llm openai:MODEL).")
        if not graph.runs_cypher:
            raise ConfigError("Engine 'text2cypher' runs Cypher, so it needs a Neo4j graph (--graph bolt://HOST:PORT).")
        return Text2Cypher(graph, llm, checker=make_engine("compose", graph, None, scorer, config, model_dir))
    if name == "crf":
        from kgchat.reasoning.rl import CRFConfig, load_engine

        if llm is None and scorer is None and not model_dir:
            scorer = make_scorer("auto", None, graph)  # no trained agent: the default scorer as its prior
        return load_engine(graph, model_dir, llm, scorer, CRFConfig(beam=config.width) if config else None)
    raise ConfigError(f"Unknown engine {name!r}; use one of: {', '.join(ENGINES)}.")


LOCAL_ARMS = ("compose", "tog-r", "mcts")  # the router's arms that need no LLM, in the order ties are broken
LLM_ARMS = ("compose+llm", "tog+llm", "tog-r+llm", "llm")  # with an LLM, these too; compose+llm is then the default


def make_router(graph: GraphStore, llm=None, scorer=None, config: ToGConfig | None = None,
                model_dir: str | None = None, settings: Settings | None = None,
                memory: RouterMemory | None = None) -> Router:
    """The 'auto' engine: the local engines as arms, and with an LLM also compose, ToG and ToG-R pruned by it and
    the LLM alone, their calls metered against the budget. Until verdicts say otherwise it answers like the default
    engine would: with the arm "compose", or "compose+llm" when there is an LLM (the same engine as ``--engine
    compose --llm …``, its labelled LLM-only fallback included). What it learns lives in ``memory`` (default: the
    data directory's ``settings.router_db``, shared with the app)."""
    from kgchat.reasoning.router import open_memory

    settings = settings or load_settings()
    cfg = router_config(settings, llm is not None, graph.runs_cypher)
    return Router(graph, make_arms(graph, llm, scorer, config, model_dir),
                  memory if memory is not None else open_memory(settings.router_db, cfg), encoder=_encoder(),
                  config=cfg)


def router_config(settings: Settings, with_llm: bool = False, runs_cypher: bool = False) -> RouterConfig:
    """The router's settings from kgchat's: the token price and budgets; the arm trusted before any verdict is
    compose, or with an LLM compose+llm — on a graph that runs Cypher text2cypher, which is compose's own reading
    when that is exact and the LLM's query only where it is not."""
    default = ("text2cypher" if runs_cypher else "compose+llm") if with_llm else "compose"
    return RouterConfig(price_per_1k_tokens=settings.token_price, budget_per_question=settings.budget,
                        budget_per_day=settings.budget_day, default_arm=default)


def make_arms(graph: GraphStore, llm=None, scorer=None, config: ToGConfig | None = None,
              model_dir: str | None = None) -> list[Arm]:
    """The router's arms: compose, ToG-R and KBQA-o1 with ``scorer`` (no LLM); with an LLM also compose and ToG-R
    with the LLM pruning their chains, ToG pruned by it, the LLM alone and, on Neo4j, Text2Cypher, all calling it
    through one meter
    (and, as ``run_arm`` runs them, answering from the LLM alone, labelled so, when the graph has no answer)."""
    if scorer is None:
        scorer = make_scorer("auto", model_dir, graph)
    arms = [Arm(name, make_engine(name, graph, None, scorer, config)) for name in LOCAL_ARMS]
    if llm is not None:
        metered = MeteredLLM(llm)
        arms += [Arm("compose+llm", make_engine("compose", graph, metered, None, config), metered),
                 Arm("tog+llm", make_engine("tog", graph, metered, None, config), metered),
                 Arm("tog-r+llm", make_engine("tog-r", graph, metered, None, config), metered),
                 Arm("llm", LLMAlone(graph, metered), metered)]
        if graph.runs_cypher:  # Neo4j: compose's exact reading, else the LLM's query, badged by compose's checks
            from kgchat.reasoning.text2cypher import Text2Cypher, Text2CypherConfig

            arms.append(Arm("text2cypher", Text2Cypher(graph, metered, checker=arms[0].engine,
                                                       config=Text2CypherConfig(checker_first=True)), metered))
    return arms


def _encoder():
    """MiniLM for reading relation words, or None when sentence-transformers is not installed."""
    from kgchat.errors import ModelError
    from kgchat.scorers.embedding import load_minilm

    try:
        return load_minilm()
    except ModelError:
        return None


class ScorerCalls(threading.local):
    """The LLM exchanges an LLM scorer made for the question this thread is answering (``--scorer llm``)."""

    def __init__(self) -> None:
        self.items: list[LLMExchange] = []

    def __call__(self, exchange: LLMExchange) -> None:
        self.items.append(exchange)

    def take(self) -> list[LLMExchange]:
        items, self.items = self.items, []
        return items


def fallback_llm(spec: str | None, settings: Settings) -> LLM | None:
    """The LLM that answers alone, labelled "LLM only, not verified", when the graph cannot and no LLM is
    configured (``KGCHAT_FALLBACK_LLM``): 'auto' is the local model when ``kgchat[local]`` is installed (else none),
    'none' is none, anything else an LLM spec. It never prunes or checks a search: it is slow and weak at that."""
    from kgchat.llm import make_llm
    from kgchat.llm.local_model import available

    spec = (spec or settings.fallback_llm or "auto").strip()
    if spec.lower() == "auto":
        return make_llm("local") if available(cache=settings.llm_cache) else None
    return make_llm(spec, base_url=settings.llm_base_url)


@dataclass
class Chat:
    """A graph, an engine and an optional LLM, ready to answer questions. ``fallback``: the LLM that answers
    alone when the graph cannot and there is no ``llm`` (``fallback_llm``)."""

    graph: GraphStore
    engine: Engine
    llm: object | None = None
    settings: Settings = field(default_factory=load_settings)
    fallback: object | None = None
    scorer_calls: ScorerCalls | None = None  # with --scorer llm: the scorer's LLM calls, added to each answer
    _checks: Audit | None = field(default=None, init=False, repr=False)

    @classmethod
    def open(cls, graph: str | None = None, engine: str = DEFAULT_ENGINE, llm: str | None = None,
             llm_base_url: str | None = None, width: int = 3, depth: int = 3, scorer: str = "auto",
             model_dir: str | None = None, progress: bool = False, llm_options: dict | None = None,
             budget: int | None = None, budget_day: int | None = None,
             router_memory: RouterMemory | None = None, fallback: str | None = None) -> Chat:
        """``llm_options`` go to the LLM adapter (the UI passes ``api_key`` for endpoints that must not get the
        server's key). ``budget`` / ``budget_day``: LLM tokens per question / per day for engine 'auto' (default:
        the settings'). ``router_memory``: what engine 'auto' learns into (default: the data directory's
        ``router.db``, which the app's 👍/👎 and corrections teach; ``kgchat eval`` passes a memory of its run,
        ``kgchat.reasoning.router.run_memory``). ``fallback``: the LLM spec that answers alone when the graph cannot
        and no ``llm`` is given (default: the settings', 'auto'; see ``fallback_llm``).

        ``scorer='llm'`` prunes the engines' search with the LLM's choice among relation chains, as a scorer (the
        engines then run as without an LLM, the LLM only choosing), to compare it with the other scorers;
        ``scorer='llm-mix'`` with that choice and the zero-shot scorer together (``kgchat.scorers.llm_mix``)."""
        from kgchat.llm import make_llm

        settings = load_settings()
        if budget is not None:
            settings.budget = budget
        if budget_day is not None:
            settings.budget_day = budget_day
        store = QuestionCache(open_graph(graph or settings.graph, progress=progress))  # remembers reads per question
        store.inverse_relations()  # a schema read, once per store: here rather than in the first question
        from kgchat.reasoning.answer_type import profile

        profile(store)  # what the badge's answer-type check knows of the graph: read once, also not in a question
        model = make_llm(llm or settings.llm, base_url=llm_base_url or settings.llm_base_url, **(llm_options or {}))
        if not 1 <= width <= 20 or not 1 <= depth <= 6:
            raise ConfigError("Width must be between 1 and 20 and depth between 1 and 6.")
        if scorer in LLM_SCORERS:
            calls = ScorerCalls()
            eng = make_engine(engine, store, None, llm_scorer(scorer, model, store, record=calls),
                              ToGConfig(width=width, depth=depth), model_dir, settings, router_memory)
            return cls(store, eng, model, settings, scorer_calls=calls)
        local = engine == "auto" or model is None  # the router's local arms prune with a scorer, LLM or not
        scorer_obj = None if not local or (engine in ("mcts", "crf") and scorer == "auto") \
            else make_scorer(scorer, model_dir, store)
        eng = make_engine(engine, store, model, scorer_obj, ToGConfig(width=width, depth=depth), model_dir, settings,
                          router_memory)
        spare = fallback_llm(fallback, settings) if model is None else None
        return cls(store, eng, model, settings, spare)

    def ask(self, question: str, history: Sequence[Answer] | None = None, on_step: StepCallback | None = None,
            should_stop: StopCheck | None = None, topics: Sequence[Entity] | None = None,
            on_text: TextCallback | None = None) -> Answer:
        """Answer ``question``; ``history`` holds the conversation's earlier answers, oldest first, so that "he",
        "those films" or "what else" in a follow-up resolve to them (the trace says how). ``topics``: the entities
        the question is about, when the caller knows them (a question set's gold topic entities, see
        ``given_topics``); linking is then skipped. ``on_text`` receives an LLM-only answer as it is written."""
        question = check_question(question)
        if self.scorer_calls is not None:
            self.scorer_calls.take()  # nothing left from a question that failed
        # The router's arms fall back on their own (``run_arm``: an arm with the LLM, such as the default compose+llm,
        # answers from it alone, labelled so, when the graph cannot); an unmetered LLM stage here would escape the
        # budget. Without an LLM, the fallback LLM (if any) is that last stage, and only that.
        llm = self.fallback if self.llm is None else None if isinstance(self.engine, Router) else self.llm
        trips = round_trips()
        with self.graph.question_cache(question):  # repeated lookups of this question answered from memory
            if topics:
                answer = answer_progressively(self.engine, question, llm, on_step, should_stop, topics=list(topics),
                                              on_text=on_text)
            else:
                resolved = resolve(question, history, self.graph)
                answer = apply_context(answer_progressively(self.engine, resolved.question, llm, on_step,
                                                            should_stop, topics=resolved.topics, on_text=on_text),
                                       question, resolved)
            if not history:
                answer.trace.extra["first_turn"] = True  # a pointing word has no earlier turn to point at (``trust``)
            seen = len(answer.trace.steps)
            answer = self.checks(answer)  # the badge's general checks, whichever engine answered
            answer = hop_doubts.audit(self.graph, answer)  # choices among a schema's hops no word settled
            if on_step is not None:  # the checks' verdict streams like every other step
                for step in answer.trace.steps[seen:]:
                    on_step(step)
        answer.cost.graph_queries = round_trips() - trips  # the whole question's, the cache's name lookups included
        if self.scorer_calls is not None:  # the LLM chose as a scorer: its calls are part of the cost
            calls = self.scorer_calls.take()
            answer.trace.llm[:0] = calls
            answer.cost.llm_calls += len(calls)
            answer.cost.prompt_tokens += sum(x.prompt_tokens for x in calls)
            answer.cost.completion_tokens += sum(x.completion_tokens for x in calls)
        return answer

    @property
    def checks(self) -> Audit:
        """The badge's checks for this chat's graph (``kgchat.reasoning.trust``): answer type, pointing words, the
        graph's trained verifier when there is one, and the LLM's sufficiency judgement when one is configured."""
        if self._checks is None:
            from kgchat.reasoning.verifier import find_verifier

            llm = self.llm if self.scorer_calls is None else None  # an LLM chosen as a scorer only chooses
            self._checks = Audit(self.graph, find_verifier(self.graph), llm)
        return self._checks

    def given_topics(self, ids: Sequence[str], names: Sequence[str] = ()) -> list[Entity]:
        """The graph's entities for topic entities given by id and / or name (``kgchat.linking.given_topics``)."""
        return given_topics(self.graph, ids, names)

    def learn(self, answer: Answer, reward: float | None, source: str = "gold") -> bool:
        """Tell the router (engine 'auto') whether ``answer`` was right (1), wrong (0), or withdraw a verdict
        (None); False when the answer was not routed."""
        return isinstance(self.engine, Router) and self.engine.learn(answer, reward, source)
