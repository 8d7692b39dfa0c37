"""KBQA-o1: Monte Carlo tree search over the agent's tool calls, guided by policy and reward models.

Each tree node is an agent state (``kgchat.reasoning.agent``); each edge one executable tool call. A rollout:

1. Selection — from the root, descend through expanded nodes by UCT (Upper Confidence bound applied to Trees)::

       UCT(c) = 100·Q(c) + w · sqrt(ln N(parent) / N(c))

   Q is in [0, 1] (negative for penalised forms; above 1 where the embedding scorer's word counts add up) and
   put on the paper's 100-point score scale, so the exploration weight ``w`` means what it means in the paper (10
   when predicting, 50 when exploring). A child never visited has N = 0 and UCT = +∞: every child is tried once
   before any is tried twice (ties: policy score).
2. Expansion — the policy rates the executable options of the leaf (after matching its free-text proposals to them,
   when it writes any) and the best ``top_d`` become children.
3. Simulation — greedy: keep moving to the child with the highest policy score, expanding as it goes, until Finish
   or the depth limit. The nodes it passes are added to the tree.
4. Evaluation and back-propagation — the finished form is scored::

       Q(final) = α · policy(last step) + (1 − α) · reward(form)

   A form that does not execute scores ``non_executable_value`` and one with no answers ``empty_value`` (both
   below any real score). Every node on the path gets N += 1; the leaf's Q is the mean of its values, and each
   ancestor's Q becomes the largest Q among its visited children (the paper's max back-up).

After the last rollout the answer follows the highest-Q child from the root down to a Finish node. Everything is
deterministic for a given ``MCTSConfig.seed``: options are sorted, samples are seeded and ties broken by text.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from contextlib import ExitStack
from dataclasses import asdict, dataclass, field
from typing import Any

from kgchat.backends.base import GraphStore, is_unnamed, normalize_name
from kgchat.errors import LLMError
from kgchat.linking import EntityLinker
from kgchat.logic import Count, to_sexpr
from kgchat.logic.nodes import Entity as EntityNode
from kgchat.logic.nodes import subexpressions
from kgchat.reasoning import merged
from kgchat.reasoning.agent import Action, AgentState, Environment
from kgchat.reasoning.asked_schema import property_graph
from kgchat.reasoning.base import Run, StepCallback, StopCheck, answer_text, link_topics
from kgchat.reasoning.policy import ActionMatcher, PolicyReward, make_policy
from kgchat.types import Answer, Candidate, Entity, EntityMatch, LLMExchange, Provenance, Step


@dataclass
class MCTSConfig:
    rollouts: int = 6  # N: rollouts per question (paper, prediction stage: 6)
    beam: int = 1  # B: actions the LM policy proposes per expansion (paper: 1 predicting, 2 exploring)
    # options kept per proposal after embedding matching (the paper's TopK): enough that a relation worded otherwise
    # than the proposal still makes the list, few enough that the policy can score every one at each expansion
    top_k: int = 10
    top_d: int = 3  # children per expansion, best policy scores first (paper TopD: 3)
    exploration_weight: float = 10.0  # w in UCT, on the 100-point scale (paper: 10 predicting, 50 exploring)
    alpha: float = 0.5  # reward ratio: Q(final) = α·policy + (1−α)·reward (paper: 0.5)
    max_depth: int = 6  # L: most tool calls per trajectory, Finish included (entity + 3 hops + constraint + Finish)
    max_hops: int = 3  # Find_relation calls per expression (ToG's depth; the question sets developed on ask up to 3)
    non_executable_value: float = -1.0  # Q of a form that fails to execute or a dead end (below every real score)
    empty_value: float = -0.5  # Q of a form that executes to no answer
    sample_entities: int = 20  # current answers whose relations Find_relation offers (seeded sample, as ToG-R)
    max_topics: int = 3  # linked topic entities offered to Extract_entity
    link_margin: float = 0.15  # topic entities kept: those linked within this score of the best one
    max_answers: int = 200  # entities reported in an answer
    seed: int = 0  # seeds every sample, so a question always gets the same tree

    @classmethod
    def exploration(cls, **changes) -> MCTSConfig:
        """The paper's exploration-stage setting (auto-annotation): wider beam and more exploration."""
        return cls(**{"beam": 2, "exploration_weight": 50.0, **changes})


@dataclass(eq=False)
class Node:
    """A search-tree node: an agent state, how it was reached and what the search learnt about it."""

    id: int
    state: AgentState
    parent: Node | None = None
    action: Action | None = None
    prior: float = 0.0  # policy score of the action leading here
    children: list[Node] = field(default_factory=list)
    visits: int = 0  # N
    q: float = 0.0  # Q, see the module docstring
    value_sum: float = 0.0  # sum of values received (terminal nodes)
    expanded: bool = False
    terminal: bool = False
    value: float | None = None  # a terminal's evaluation, computed once
    note: str = ""

    @property
    def depth(self) -> int:
        return self.state.depth

    def path(self) -> list[Node]:
        out, node = [], self
        while node is not None:
            out.append(node)
            node = node.parent
        return out[::-1]

    def to_dict(self) -> dict:
        return {"id": self.id, "parent": None if self.parent is None else self.parent.id,
                "action": self.action.text() if self.action else "", "tool": self.action.tool if self.action else "",
                "prior": round(self.prior, 6), "Q": round(self.q, 6), "visits": self.visits, "depth": self.depth,
                "terminal": self.terminal, "note": self.note}


def uct(parent: Node, child: Node, w: float) -> float:
    """UCT(c) = 100·Q(c) + w·sqrt(ln N(parent) / N(c)); +∞ for an unvisited child."""
    if child.visits == 0:
        return math.inf
    return 100.0 * child.q + w * math.sqrt(math.log(max(parent.visits, 1)) / child.visits)


def backpropagate(path: list[Node], value: float) -> None:
    """Add one visit along ``path`` (root first): the leaf averages its values, ancestors take their best child's Q."""
    for node in reversed(path):
        node.visits += 1
        if node is path[-1]:
            node.value_sum += value
            node.q = node.value_sum / node.visits
        else:
            node.q = max(c.q for c in node.children if c.visits > 0)


class MCTS:
    """One search for one question: the tree, the four stages and the final choice."""

    def __init__(self, env: Environment, policy: PolicyReward, config: MCTSConfig, matcher: ActionMatcher | None = None,
                 on_expand: Callable[[Node, list[tuple[Action, float]], list[Node]], None] | None = None):
        self.env, self.policy, self.config = env, policy, config
        self.matcher = matcher
        self.on_expand = on_expand
        self.nodes: list[Node] = []
        self.root = self._node(AgentState(env.question))
        self.rollouts_done = 0

    def _node(self, state: AgentState, parent: Node | None = None, action: Action | None = None,
              prior: float = 0.0) -> Node:
        node = Node(len(self.nodes), state, parent, action, prior, terminal=state.finished)
        self.nodes.append(node)
        return node

    # -- the four stages -------------------------------------------------------------------------------------------
    def select(self) -> list[Node]:
        node = self.root
        while node.expanded and node.children and not node.terminal:
            w = self.config.exploration_weight
            node = max(node.children, key=lambda c: (uct(node, c, w), c.prior, -c.id))
        return node.path()

    def expand(self, node: Node) -> list[Node]:
        """Add the best ``top_d`` executable actions as children (none: the node becomes a dead end)."""
        if node.expanded or node.terminal:
            return node.children
        node.expanded = True
        state = node.state
        options = self.env.options(state, self.policy.allowed_tools(self.env, state))
        if not options:
            node.terminal = True
            node.note = "dead end: no executable action"
            return []
        candidates = options
        if self.matcher is not None and self.config.beam > 0:
            proposals = self.policy.propose(self.env, state, self.config.beam)
            picked = self.matcher.match(proposals, options, self.config.top_k)
            if picked:
                if not any(options[i].tool == "Finish" for i in picked):  # stopping is always on the table
                    picked += [i for i, o in enumerate(options) if o.tool == "Finish"]
                candidates = [options[i] for i in picked]
        scores = self.policy.policy(self.env, state, candidates)
        # ties: stopping first (the shorter form), then by text, so the order never depends on how the graph lists them
        ranked = sorted(zip(candidates, scores, strict=True), key=lambda p: (-p[1], p[0].tool != "Finish", p[0].text()))
        kept = [(a, s) for a, s in ranked if s > 0] or ranked  # zero: the policy rules it out
        for action, score in kept[: self.config.top_d]:
            node.children.append(self._node(self.env.apply(state, action), node, action, score))
        if self.on_expand:
            self.on_expand(node, ranked, node.children)
        return node.children

    def simulate(self, path: list[Node]) -> list[Node]:
        """Greedy: follow the highest policy score, expanding, until a terminal node."""
        node = path[-1]
        while not node.terminal:
            children = self.expand(node)
            if not children:
                break
            fresh = [c for c in children if c.visits == 0] or children
            node = max(fresh, key=lambda c: (c.prior, c.action.tool == "Finish", -c.id))
            path.append(node)
        return path

    def evaluate(self, node: Node) -> float:
        """Value of a terminal node: the mixed policy/reward score of its form, or a penalty."""
        if node.value is not None:
            return node.value
        cfg = self.config
        form = node.state.current
        if not node.state.finished or form is None:
            node.value, node.note = cfg.non_executable_value, node.note or "no finished form"
            return node.value
        answers = self.env.answers(form)
        if answers is None:
            node.value = cfg.non_executable_value
            node.note = f"does not execute: {self.env.errors.get(form, '')}"[:200]
        elif not answers:
            node.value, node.note = cfg.empty_value, "no answer"
        else:
            reward = self.policy.reward(self.env, form)
            # Q(final) = α · policy score of the last step + (1 − α) · reward of the whole form
            node.value = cfg.alpha * node.prior + (1 - cfg.alpha) * reward
            node.note = f"{len(answers)} answer(s); policy {node.prior:.3f}, reward {reward:.3f}"
        return node.value

    def rollout(self) -> tuple[list[Node], float]:
        path = self.simulate(self.select())
        value = self.evaluate(path[-1]) if path[-1].terminal else self.config.non_executable_value
        backpropagate(path, value)
        self.rollouts_done += 1
        return path, value

    # -- the answer ----------------------------------------------------------------------------------------------
    def best_path(self) -> list[Node]:
        """From the root, the visited child with the highest Q (ties: policy score, then order) down to a leaf."""
        node = self.root
        while node.children and any(c.visits for c in node.children):
            node = max((c for c in node.children if c.visits), key=lambda c: (c.q, c.prior, -c.id))
        return node.path()

    def tree(self) -> list[dict]:
        return [n.to_dict() for n in self.nodes]


class MCTSEngine:
    """KBQA-o1 over any GraphStore: links topic entities, searches the tree, answers from the best form.

    ``llm`` that can score continuations (a local fine-tuned ``HFLLM``) becomes the policy and reward model;
    otherwise ``scorer`` (or the default: the learned scorer on the movie graph, else embeddings) drives an
    ``EncoderPolicy``, and an ``llm`` that can only complete is used for the LLM-only fallback.
    """

    name = "mcts"

    def __init__(self, graph: GraphStore, llm=None, scorer=None, config: MCTSConfig | None = None,
                 policy: PolicyReward | None = None, linker: EntityLinker | None = None,
                 matcher: ActionMatcher | None = None):
        self.graph = graph
        merged.prime(graph)  # the statistics of the badge's merged-name check, read once per graph
        self.llm = llm
        self.config = config or MCTSConfig()
        self.policy = policy or make_policy(graph, llm, scorer)
        self.scorer = getattr(self.policy, "scorer", scorer)
        self.linker = linker or EntityLinker(graph, margin=self.config.link_margin)
        self._matcher = matcher

    def relaxed(self) -> None:
        """MCTS has no relaxed variant: its tree search already explores every linked entity and option."""
        return None

    @property
    def matcher(self) -> ActionMatcher | None:
        """Embedding matcher for policies that write proposals (loaded on first need)."""
        if self._matcher is None and self.config.beam > 0 and getattr(self.policy, "writes_proposals", True):
            self._matcher = ActionMatcher()
        return self._matcher

    def ask(self, question: str, topics: list[Entity] | None = None, on_step: StepCallback | None = None,
            should_stop: StopCheck | None = None) -> Answer:
        run = Run(question, self.graph, on_step, should_stop, seed=self.config.seed)
        with ExitStack() as stack:
            # record every prompt of every model involved (policy, reward, fallback) in this question's trace
            models = {id(m): m for m in (self.llm, getattr(self.policy, "llm", None),
                                         getattr(self.policy, "reward_llm", None)) if m is not None}
            for model in models.values():
                if callable(getattr(model, "recording", None)):
                    stack.enter_context(model.recording(run.trace.llm))
            answer = self._ask(run, question, topics)
        return run.finish(answer)

    def _ask(self, run: Run, question: str, topics: list[Entity] | None) -> Answer:
        cfg = self.config
        exact_link = True
        if topics is None:
            matches, exact_link = link_topics(run, self.linker, question, cfg.max_topics,
                                              "topic entities found in the question (Extract_entity's options)")
            linked = matches[: cfg.max_topics]
            mentions = [m.mention for m in matches]
        else:
            linked = [EntityMatch(e, 1.0, "given", e.name) for e in topics]
            mentions = [e.name for e in topics]
        run.trace.topic_entities = [m.entity for m in linked]
        if not linked:
            return self._no_answer(run, "no topic entity found in the question")
        env = Environment(self.graph, question, linked, sample_entities=cfg.sample_entities, max_depth=cfg.max_depth,
                          max_hops=cfg.max_hops, seed=cfg.seed, mentions=mentions)
        search = MCTS(env, self.policy, cfg, self.matcher, on_expand=lambda n, r, k: self._expansion_step(run, n, r, k))
        try:
            for i in range(cfg.rollouts):
                if run.stop_requested():
                    break
                path, value = search.rollout()
                self._rollout_step(run, i + 1, path, value)
        except LLMError as exc:
            run.step(Step("rollout", search.rollouts_done + 1, note=f"policy model failed ({exc}); using the tree so far"))
        best = search.best_path()
        run.trace.extra["mcts_tree"] = search.tree()
        run.trace.extra["mcts"] = {"config": asdict(cfg), "policy": self.policy.name, "rollouts": search.rollouts_done,
                                   "chosen": [n.id for n in best]}
        leaf = best[-1]
        run.trace.extra["trajectory"] = self._trajectory(env, leaf)
        form = leaf.state.current
        value = search.evaluate(leaf) if leaf.terminal else cfg.non_executable_value
        answers = env.answers(form) if form is not None and leaf.state.finished else None
        if not answers or value < 0:
            run.trace.logical_form = to_sexpr(form) if form is not None else None
            return self._no_answer(run, "no explored logical form executes to an answer")
        run.trace.logical_form = to_sexpr(form)
        run.trace.extra["mcts"].update(q=round(value, 6), reward=round(self.policy.reward(env, form), 6))
        ranked = env.rank(form, [e for e in answers if not is_unnamed(e)])[: cfg.max_answers]
        run.trace.paths = env.paths(form, ranked)
        for p in run.trace.paths:
            p.score = round(value, 6)
        run.step(Step("answer", leaf.depth, [Candidate(e.name or e.id, round(value, 6), True) for e in ranked[:20]],
                      note=f"answer: {run.trace.logical_form} (Q {value:.3f}, {len(answers)} answer(s))"))
        if exact_link and (twin := _namesake(form, linked)):
            exact_link = False
            run.step(Step("sufficiency", 0, note=f"'{twin}' names more than one thing the question may mean, and the "
                                                 "answer starts from one of them that nothing told apart: the answer "
                                                 "is only approximate"))
        if exact_link and (left := _left_out(form, linked)):
            exact_link = False
            run.step(Step("sufficiency", 0, note=f"'{left}', named in the question, is not used by the answer, "
                                                 "which says nothing of it: the answer is only approximate"))
        if exact_link and property_graph(run.graph):
            exact_link = False
            run.step(Step("sufficiency", 0, note="on a property graph this search checks none of the question's words "
                                                 "against the labels and keys its form reads, so nothing shows that the "
                                                 "form accounts for every word: the answer is only approximate"))
        provenance = merged.badge(run, Provenance.KG_EXACT if exact_link else Provenance.KG_APPROXIMATE)
        text = answer_text(ranked) if not isinstance(form, Count) else ranked[0].name
        return Answer(question, text, ranked, provenance, self.name)

    # -- trace ----------------------------------------------------------------------------------------------------
    def _expansion_step(self, run: Run, node: Node, ranked: list[tuple[Action, float]], kept: list[Node]) -> None:
        chosen = {c.action for c in kept}
        where = node.action.text() if node.action else "the question"
        run.step(Step("expansion", node.depth + 1, [Candidate(a.text(), round(s, 6), a in chosen, f"after {where}")
                                                    for a, s in ranked[:12]],
                      note=f"node {node.id}: {len(ranked)} option(s) rated, kept {len(kept)}"))

    def _rollout_step(self, run: Run, i: int, path: list[Node], value: float) -> None:
        leaf = path[-1]
        form = to_sexpr(leaf.state.current) if leaf.state.current is not None else "(none)"
        run.step(Step("rollout", i, [Candidate(n.action.text(), round(n.q, 6), True, f"node {n.id}, N={n.visits}")
                                     for n in path[1:]],
                      note=f"rollout {i}: {form} → value {value:.3f}" + (f" ({leaf.note})" if leaf.note else "")))

    def _trajectory(self, env: Environment, leaf: Node) -> list[dict]:
        out = leaf.state.trajectory()
        for record, node in zip(out, leaf.path()[1:], strict=True):
            form = node.state.current
            if form is not None and record["action"].split(" ")[0] != "Finish":
                found = env.execute(form)
                if found is not None:
                    names = ", ".join(e.name or e.id for e in found[:3]) + (" …" if len(found) > 3 else "")
                    record["observation"] += f"  [{len(found)} result(s): {names}]"
            record["Q"] = round(node.q, 6)
        return out

    def _no_answer(self, run: Run, why: str) -> Answer:
        if self.llm is None or not callable(getattr(self.llm, "complete", None)):
            run.step(Step("answer", 0, note=f"{why}; no LLM to fall back on, so no answer"))
            return Answer(run.question, "I don't know.", provenance=Provenance.NONE, engine=self.name)
        from kgchat import prompts

        prompt = prompts.render("fallback", question=run.question)
        try:
            done = self.llm.complete(prompt, purpose="fallback", max_tokens=256, temperature=0.0)
        except LLMError as exc:
            run.step(Step("answer", 0, note=f"{why}; the LLM fallback failed too ({exc})"))
            return Answer(run.question, "I don't know.", provenance=Provenance.NONE, engine=self.name)
        if not callable(getattr(self.llm, "recording", None)):  # adapters without recording: keep it by hand
            run.record(LLMExchange("fallback", prompt, done.text, done.prompt_tokens, done.completion_tokens))
        text = done.text.strip()
        run.step(Step("answer", 0, note=f"{why}; answered from the LLM's own knowledge (not verified by the graph)"))
        if not text or text.lower().startswith("i don't know"):
            return Answer(run.question, "I don't know.", provenance=Provenance.NONE, engine=self.name)
        return Answer(run.question, text, provenance=Provenance.LLM_ONLY, engine=self.name)


def _left_out(form: Any, linked: list[EntityMatch]) -> str:
    """The words of the question that name an entity the form does not use, sharing no word with those that found an
    entity it does use ("what did X do on *HV24-123*", answered by all X worked on), or ""."""
    used = {x.id for x in subexpressions(form) if isinstance(x, EntityNode)}
    said = {normalize_name(m.mention) for m in linked if m.entity.id in used and m.mention}
    words = {w for m in said for w in m.split()}
    left = [m for m in linked if m.entity.id not in used and m.mention
            and not set(normalize_name(m.mention).split()) & words]  # not the words of a name it does use
    return left[0].mention if left else ""


def _namesake(form: Any, linked: list[EntityMatch]) -> str:
    """The words of the question an entity the form starts from was found by, where they found another entity too
    (several animals called 'Greystone Rosebud', of which the search took one), or ""."""
    used = {x.id for x in subexpressions(form) if isinstance(x, EntityNode)}
    said = {normalize_name(m.mention) for m in linked if m.entity.id in used and m.mention}
    twins = [m for m in linked if m.entity.id not in used and m.mention and normalize_name(m.mention) in said]
    return twins[0].mention if twins else ""
