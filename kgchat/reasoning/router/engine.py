"""``--engine auto``: an engine that picks, per question, the engine (arm) most worth its cost, and learns from
outcomes which to trust (the bandit: ``router/bandit.py``; its memory: ``router/memory.py``).

Per question: turn its form (names masked, ``question_form``) into a vector (``features.py``) → cluster → score every arm the budget allows → run the best one
through the usual progressive answering (exact → relaxed → the arm's LLM, if it has one). If the arm fails (an LLM
timeout, a backend error, the budget refusing a call) or finds no answer, the failure is recorded and the next best arm answers. The
answer's trace starts with a ``route`` step saying which arm and why, and ``trace.extra["router"]`` holds every
arm's score and the decision id that later verdicts refer to (gold answers in ``kgchat eval``, 👍/👎 in the UI,
expert corrections of a fact on the answer's path).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, replace

import numpy as np

from kgchat.backends.base import GraphStore
from kgchat.errors import BudgetSpent, GraphError, KGChatError, LLMError, ModelError
from kgchat.reasoning.base import StepCallback, StopCheck
from kgchat.reasoning.fallback import answer_progressively
from kgchat.reasoning.router.arms import Arm, TokenBudget, Usage
from kgchat.reasoning.router.bandit import ArmScore, Cluster, RouterConfig, context, projection
from kgchat.reasoning.router.features import Featuriser, make_featuriser, question_form
from kgchat.reasoning.router.memory import RouterMemory
from kgchat.reasoning.trust import defects
from kgchat.types import Answer, Entity, Provenance, Step

ARM_FAILURES = (LLMError, GraphError, ModelError, BudgetSpent)  # what makes the router try the next arm
RunArm = Callable[[Arm, TokenBudget], Answer]


@dataclass
class Route:
    """The decision for one question, before any arm has run."""

    question: str
    x: np.ndarray  # the question's features (``features.py``)
    z: np.ndarray  # LinUCB context
    cluster: Cluster
    new_cluster: bool
    scores: list[ArmScore]  # best first; not allowed ones last
    tokens_left: float | None
    seconds: float  # time spent deciding (featurisation included)
    min_tries: int = 0  # verdicts every arm gets on a judged cluster before the scores alone decide

    @property
    def ranked(self) -> list[ArmScore]:
        return [s for s in self.scores if s.allowed]

    def reason(self, chosen: ArmScore) -> str:
        """"routed to mcts: questions of cluster 3 (41 seen), expected accuracy 0.96, 0 tokens; next best tog-r
        (0.91)". The cluster's label is the form of the question that founded it, perhaps another user's, so it is
        not shown here (only to the operator, in ``kgchat router``)."""
        where = (f"a new kind of question (cluster {self.cluster.id})" if self.new_cluster else
                 f"questions of cluster {self.cluster.id} ({self.cluster.size} seen)")
        text = (f"routed to {chosen.arm}: {where}, expected accuracy {chosen.accuracy:.2f}, "
                f"{round(chosen.tokens):,} tokens")
        if chosen.trying:
            text += f" (still trying it: fewer than {self.min_tries} verdicts on these questions)"
        elif chosen.default and not any(s.verdicts for s in self.scores):
            text += " (the default arm: no answer to these questions has been judged yet)"
        others = [s for s in self.ranked if s.arm != chosen.arm]
        if others:
            text += f"; next best {others[0].arm} ({others[0].accuracy:.2f}, {round(others[0].tokens):,} tokens)"
        ruled_out = [f"{s.arm} ({s.why_not})" for s in self.scores if not s.allowed]
        if ruled_out:
            text += "; not allowed: " + ", ".join(ruled_out)
        return text


class Router:
    """An Engine over other engines (the arms): Coke-style cost-aware selection, learnt online."""

    name = "auto"

    def __init__(self, graph: GraphStore, arms: list[Arm], memory: RouterMemory, encoder=None,
                 config: RouterConfig | None = None):
        if not arms:
            raise ValueError("the router needs at least one arm")
        self.graph = graph
        self.arms = {a.name: a for a in arms}
        self.memory = memory
        self.config = config or memory.config  # budgets may differ per chat; the rest comes from the memory
        self.encoder = encoder  # a loaded MiniLM to reuse (features "minilm"); False: no features at all
        self._featurise: Featuriser | None = None
        self._proj = projection(memory.config)

    def relaxed(self) -> None:
        return None  # each arm runs its own relaxed stage (``answer_progressively``)

    # -- deciding --------------------------------------------------------------------------------------------
    def embed(self, question: str) -> np.ndarray:
        """The question's vector x (``features.py``, as ``RouterConfig.features`` says), unit length. With
        ``encoder=False`` every question gets the same vector: one cluster, arms told apart by their records."""
        cfg = self.memory.config
        if self.encoder is False:
            return np.eye(cfg.embed_dim)[0]
        if self._featurise is None:
            self._featurise = make_featuriser(cfg.features, self.encoder)
        return self._featurise(question)

    def budget(self) -> TokenBudget:
        return TokenBudget(self.memory, self.config.budget_per_question, self.config.budget_per_day)

    def route(self, question: str, x: np.ndarray | None = None, budget: TokenBudget | None = None) -> Route:
        """Score every arm for ``question`` (``x``: its vector, when already computed)."""
        started = time.perf_counter()
        x = self.embed(question) if x is None else np.asarray(x, dtype=np.float64)
        z = context(x, self._proj)
        left = (budget or self.budget()).left()
        with self.memory.reading() as state:  # other threads may be recording meanwhile
            cluster, new = state.assign(x, question_form(question), self.graph.spec)
            rng = np.random.default_rng([self.memory.config.seed, state.decisions])  # the n-th decision's draws
            scores = state.score(cluster, z, {name: arm.uses_llm for name, arm in self.arms.items()}, rng, left,
                                 self.config.default_arm)
        return Route(question, x, z, cluster, new, scores, left, time.perf_counter() - started,
                     self.memory.config.min_tries)

    # -- answering -------------------------------------------------------------------------------------------
    def ask(self, question: str, topics: list[Entity] | None = None, on_step: StepCallback | None = None,
            should_stop: StopCheck | None = None) -> Answer:
        return self.answer(question, lambda arm, budget: run_arm(arm, question, budget, on_step, should_stop,
                                                                 topics), on_step, topics=topics)

    def answer(self, question: str, run: RunArm, on_step: StepCallback | None = None,
               x: np.ndarray | None = None, topics: list[Entity] | None = None) -> Answer:
        """Route ``question``, then ``run`` arms from the best down until one answers; record what happened.

        ``run(arm, budget)`` answers with one arm (``ask`` runs the real engine; the benchmark replays cached
        answers through the same decisions). An answer with a defect the badge's checks can see (``trust.defects``:
        another kind than asked, a name of the question unused, a selection not kept among ``topics``) lets the next
        arm try; when none does better, the first such answer stands. A refusal ("I don't know") lets the next arm try
        too, and stands (the first one, with its reasons) when no later arm gives a fitting answer."""
        budget = self.budget()
        route = self.route(question, x, budget)
        overhead = route.seconds
        if not route.ranked:
            raise BudgetSpent("No arm may run: the token budget rules out every arm and none is free.")
        reason = route.reason(route.ranked[0])
        if self.memory.warning:
            reason += f" [{self.memory.warning}]"
        first = Step("route", 0, note=reason)
        if on_step:
            on_step(first)
        notes = [first]
        failures: list[dict] = []
        last_error: KGChatError | None = None
        wrong_kind: tuple[Answer, ArmScore, int] | None = None  # the unfit answer with the fewest defects, first
        refusal: tuple[Answer, ArmScore] | None = None  # the first arm that said "I don't know"
        joined = False  # the question joins its cluster once, however many arms it takes
        order = self.order(route)
        for score in order:
            arm = self.arms[score.arm]
            before = replace(budget.used)
            started = time.perf_counter()
            try:
                answer = run(arm, budget)
            except ARM_FAILURES as exc:
                seconds = time.perf_counter() - started
                spent = budget.used.tokens - before.tokens
                t = time.perf_counter()
                self.memory.record(route.cluster, route.x, route.z, question, arm.name, spent, seconds,
                                   self.graph.spec, error=f"{type(exc).__name__}: {exc}",
                                   judged_failure=not isinstance(exc, BudgetSpent), join=not joined)
                joined = True
                overhead += time.perf_counter() - t
                failures.append({"arm": arm.name, "error": f"{type(exc).__name__}: {exc}", "tokens": spent})
                last_error = exc
                note = Step("route", 0, note=f"{arm.name} failed ({type(exc).__name__}: {str(exc)[:160]}); "
                                             "trying the next best arm")
                notes.append(note)
                if on_step:
                    on_step(note)
                continue
            t = time.perf_counter()
            tokens = answer.cost.prompt_tokens + answer.cost.completion_tokens
            wrong = [] if generated_query(answer) else defects(self.graph, answer, topics)
            if wrong:
                # an answer of another kind than asked ("which comedies" answered with actors), or one that leaves
                # a name of the question out: another arm may do better; this one is recorded as failing
                self.memory.record(route.cluster, route.x, route.z, question, arm.name, tokens, answer.cost.seconds,
                                   self.graph.spec, error="; ".join(wrong), judged_failure=True, join=not joined)
                joined = True
                overhead += time.perf_counter() - t
                if wrong_kind is None or len(wrong) < wrong_kind[2]:  # the last arm's misfit does not win by
                    wrong_kind = (answer, score, len(wrong))  # coming last: the one that fits best stands
                failures.append({"arm": arm.name, "error": "; ".join(wrong), "tokens": tokens})
                then = "trying the next best arm" if score is not order[-1] else "no arm is left"
                note = Step("route", 0, note=f"{arm.name}'s answer does not fit the question ({'; '.join(wrong)}); {then}")
                notes.append(note)
                if on_step:
                    on_step(note)
                continue
            if answer.provenance is Provenance.NONE and (score is not order[-1] or refusal is not None) and \
                    not answer.trace.extra.get("unanswerable"):  # an arm that found the graph keeps none of it
                # a refusal is not an answer: another arm may find one. It is not judged a failure (the question
                # may have no answer here); it stands if no later arm answers
                self.memory.record(route.cluster, route.x, route.z, question, arm.name, tokens, answer.cost.seconds,
                                   self.graph.spec, error="no answer", judged_failure=False, join=not joined)
                joined = True
                overhead += time.perf_counter() - t
                refusal = refusal or (answer, score)
                failures.append({"arm": arm.name, "error": "no answer", "tokens": tokens})
                then = "trying the next best arm" if score is not order[-1] else "no arm is left"
                note = Step("route", 0, note=f"{arm.name} found no answer; {then}")
                notes.append(note)
                if on_step:
                    on_step(note)
                continue
            decision = self.memory.record(route.cluster, route.x, route.z, question, arm.name, tokens,
                                          answer.cost.seconds, self.graph.spec, facts=answer.trace.triples(),
                                          join=not joined)
            overhead += time.perf_counter() - t
            if refusal is not None and answer.provenance is Provenance.KG_EXACT and \
                    refusal[0].trace.extra.get("reads_schema"):
                # the arm that reads every word in the schema's terms found no reading of the question: a later
                # arm's search, checked less closely, is no proof of what the question asks
                answer.provenance = Provenance.KG_APPROXIMATE
                notes.append(Step("route", 0, note=f"{refusal[1].arm}, which reads each word of the question in the "
                                                   f"graph's schema, found no reading of it: {arm.name}'s answer is "
                                                   "only approximate"))
            return self._finish(answer, route, score, decision, notes, failures, budget.used, overhead)
        if refusal is not None:  # every later arm failed or answered unfitly: "I don't know" is the honest answer
            answer, score = refusal
            decision = self.memory.record(route.cluster, route.x, route.z, question, score.arm, 0, answer.cost.seconds,
                                          self.graph.spec, join=False)
            return self._finish(answer, route, score, decision, notes, failures, budget.used, overhead)
        if wrong_kind is not None:  # no arm found the asked kind: the first answer stands (its checks will say so)
            answer, score, _ = wrong_kind
            decision = self.memory.record(route.cluster, route.x, route.z, question, score.arm, 0, answer.cost.seconds,
                                          self.graph.spec, facts=answer.trace.triples(), join=False)
            return self._finish(answer, route, score, decision, notes, failures, budget.used, overhead)
        assert last_error is not None
        raise last_error

    def order(self, route: Route) -> list[ArmScore]:
        """The arms to run for ``route``, best first, until one answers. On a cluster none of whose answers has been
        judged, the arms after the first run only if they need no LLM: nothing says an LLM arm would do better there,
        each pays for its calls (minutes each with a local model), and each would end, as the first LLM arm did,
        asking the same LLM the same question alone. Once verdicts arrive, every allowed arm may run."""
        if any(s.verdicts for s in route.scores):
            return route.ranked
        return route.ranked[:1] + [s for s in route.ranked[1:] if not self.arms[s.arm].uses_llm]

    def _finish(self, answer: Answer, route: Route, chosen: ArmScore, decision: int, notes: list[Step],
                failures: list[dict], used: Usage, overhead: float) -> Answer:
        if chosen.arm != route.ranked[0].arm:
            notes.append(Step("route", 0, note=f"answered by {chosen.arm} (fallback)"))
        answer.trace.steps[:0] = notes
        answer.engine = f"{self.name}:{chosen.arm}"
        failed_tokens = sum(f["tokens"] for f in failures)
        if failures:  # what the failed arms used is part of what the question cost
            answer.cost.prompt_tokens = max(answer.cost.prompt_tokens, used.prompt_tokens)
            answer.cost.completion_tokens = max(answer.cost.completion_tokens, used.completion_tokens)
            answer.cost.llm_calls = max(answer.cost.llm_calls, used.calls)
        answer.cost.seconds = round(answer.cost.seconds + overhead, 6)
        answer.trace.extra["router"] = {
            "decision": decision, "arm": chosen.arm, "reason": notes[0].note, "cluster": route.cluster.id,
            "new_cluster": route.new_cluster,
            "tokens_left": route.tokens_left, "overhead_seconds": round(overhead, 6),
            "failures": failures, "failed_tokens": failed_tokens, "arms": [s.to_dict() for s in route.scores]}
        return answer

    # -- learning --------------------------------------------------------------------------------------------
    def learn(self, answer: Answer, reward: float | None, source: str) -> bool:
        """Judge an answer this router gave (1 right, 0 wrong, None withdraw); False if it was not routed."""
        decision = decision_of(answer)
        return decision is not None and self.memory.learn(decision, reward, source)

    def relearn(self, question: str, arm: str, tokens: int, seconds: float, reward: float, source: str) -> bool:
        """Teach the memory a judged answer given before it existed (a resumed ``kgchat eval`` whose memory is of
        the run only): the question joins its cluster and the arm's run and verdict count, as when it was
        answered. False when no arm of this router has that name."""
        if arm not in self.arms:
            return False
        route = self.route(question)
        decision = self.memory.record(route.cluster, route.x, route.z, question, arm, tokens, seconds,
                                      self.graph.spec)
        return self.memory.learn(decision, reward, source)


def run_arm(arm: Arm, question: str, budget: TokenBudget | None = None, on_step: StepCallback | None = None,
            should_stop: StopCheck | None = None, topics: list[Entity] | None = None) -> Answer:
    """One arm's answer, as ``kgchat ask --engine ARM`` would give it (exact → relaxed → the arm's LLM alone),
    its LLM calls charged to ``budget``."""
    if arm.llm is None:
        return answer_progressively(arm.engine, question, None, on_step, should_stop, topics=topics)
    if budget is None:
        return answer_progressively(arm.engine, question, arm.llm, on_step, should_stop, topics=topics)
    with arm.llm.metering(budget):
        return answer_progressively(arm.engine, question, arm.llm, on_step, should_stop, topics=topics)


def generated_query(answer: Answer) -> bool:
    """Whether ``answer`` is the rows of a query an LLM wrote (Text2Cypher). Such an answer has no paths or logical
    form for the fit checks (``trust.defects``) to read, so they would find every one unfit — a name "not used", a
    title not "of type book" — and send every question on to another arm; its badge still gets every check."""
    return (answer.trace.extra.get("text2cypher") or {}).get("answered_by") == "query"


def decision_of(answer: Answer) -> int | None:
    """The router decision behind ``answer``, or None when the router did not give it."""
    info = answer.trace.extra.get("router")
    return int(info["decision"]) if isinstance(info, dict) and info.get("decision") is not None else None
