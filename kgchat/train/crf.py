"""Training the CRF agent (``kgchat.reasoning.rl``): REINFORCE with a baseline, from question-answer pairs only.

``kgchat train --engine crf`` runs, in order:

1. The prior. Without an LLM it is the learned path scorer, trained here on the same labelled questions (weak
   supervision from their answers, then auto-annotation of the unlabelled ones: ``kgchat.train.pipeline``) and
   saved in ``OUT/prior``; or the one given with ``--prior``. With ``--llm`` the LLM's preferences are the prior.
2. Episodes: every labelled question with its gold answers; every auto-annotated unlabelled question with the
   entities its annotated chain reaches as pseudo-answers (self-training: its own answers are never read);
   ``kgchat.train.crf_episodes``.
3. Options: the graph's relation names clustered; the policy networks at a seeded start; how far the scorer prior
   looks ahead (``choose_look_ahead``, on the held-out questions); training's walks read the prior as the
   answering walk does, look-ahead included, so the learned correction is fitted to the prior it answers with.
4. Updates: ``batch_questions`` episodes at a time, ``rollouts`` walks each, sampled from the mixed policy mu.

Rewards, for a walk of n steps (n + 1 decisions: the last one is STOP), after the seed (sections 3.3, 3.4, 3.6):

    R_e     = eta^(n-1) F1(entities reached, gold)  extrinsic, seed eq. 1: 1 for exactly the answer, else a soft
                                                    reward (overlap with the answers in place of a KG-embedding
                                                    score), discounted per step (eta = ``discount``, seed 0.95)
    R_i,t   = D_h(o_t | s_t)                        intermediate, seed eq. 2: the prior's likelihood of the option
    R_l,t   = ReLU(cos(r_t, q))                     intrinsic, seed eq. 6: the step's words against the question's

Advantages of decision t (seed eq. 14-15 with a baseline b):

    A_h,t = (R_e - b) + lambda_i (R_i,t - E_mu_h[R_i])
    A_l,t = (R_e - b) + lambda_l (R_l,t - E_mu_l[R_l])
    b     = the mean R_e of the other walks of the same question (leave-one-out: no extra network, unbiased)

Two departures from the seed, both because walks may loop: "directed by, directed by (reverse), directed by" reaches
the director too. The seed weighs decision t by eta^(T-t); here eta discounts the answer reward once per step, so of
two walks that reach the same answers the shorter earns more, and the baseline stays comparable across walks of
different lengths. And the seed's low-level objective has only the intrinsic reward; the answer reward is added to
it, since otherwise nothing tells the step policy which relation reaches the answer. Each shaping reward is centred
on its expectation under mu at its state, so it ranks the choices there instead of raising every choice made.

    loss = - mean over walks of sum_t [A_h,t log pi_h(o_t) + A_l,t log pi_l(a_t | o_t)] + beta KL(pi || D)

The choices are sampled from mu = (1 - w) pi + w D, and the gradient is that of log pi, as in the seed: a rewarded
choice that the prior proposed teaches the policy however unlikely the policy found it.
"""

from __future__ import annotations

import random
import shutil
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path

import numpy as np

from kgchat.backends.base import GraphStore
from kgchat.chains import Chain, GraphCache, StepMoves, chain_text
from kgchat.evaluation.datasets import Example
from kgchat.evaluation.metrics import hits_at_1
from kgchat.evaluation.runner import sample
from kgchat.lexicons import for_graph
from kgchat.reasoning.rl import PRIOR_DIR, CRFAgent, CRFConfig, CRFEngine, scorer_prior
from kgchat.reasoning.rl_policy import (
    Decision,
    LLMPrior,
    PolicyConfig,
    Prior,
    prior_distribution,
)
from kgchat.scorers.base import Scorer
from kgchat.scorers.learned import Features, HeadConfig, LearnedScorer, _torch
from kgchat.train.crf_episodes import Episode, episodes_from, validation_split
from kgchat.train.pipeline import TrainPlan, run_training
from kgchat.train.weak import answer_ids


@dataclass
class CRFTrainConfig:
    steps: int = 300  # policy-gradient updates
    batch_questions: int = 16  # questions per update
    rollouts: int = 8  # walks sampled per question (the leave-one-out baseline needs at least 2)
    lr: float = 1e-3
    optimizer: str = "adam"
    discount: float = 0.95  # eta (the seed's value)
    option_reward: float = 0.2  # lambda_i: weight of the prior's likelihood of the chosen option
    relation_reward: float = 0.1  # lambda_l: weight of the step-question similarity
    kl: float = 0.5  # beta: weight of KL(pi || D), which holds the policy near its prior (see ``divergence``)
    sample_entities: int = 20  # reached entities whose steps are offered (as the engine does)
    lookahead: bool = True  # the prior reads ahead, as the answering walk's does (``CRFConfig.lookahead``)
    ahead_choices: tuple[int, ...] = (1, 2)  # steps the prior may read ahead: the depth whose walks by the prior
    #                                          alone answer most held-out questions is kept (ties: the shallower)
    ahead_steps: int = 1  # the depth kept (``CRFConfig.ahead_steps``): saved with the agent, which answers with it
    eval_every: int = 50  # updates between two points of the learning curve (greedy Hits@1 on validation)
    validation: float = 0.2  # share of the labelled questions' groups (PathQuestion: paths) held out to choose
    #                          the checkpoint; neither the policy nor a prior trained here sees them
    validation_questions: int = 200  # at most this many of the held-out questions are answered per curve point
    seed: int = 0
    device: str = "auto"  # "auto" = cuda when available, else cpu
    threads: int = 1  # CPU threads: small tensors, and one thread is fastest on a busy machine
    log: list[dict] = field(default_factory=list)


class Walks:
    """The training environment: deterministic walks over a ``GraphCache``, decisions memoised per update."""

    def __init__(self, cache: GraphCache, agent: CRFAgent, prior: Prior, episodes: Sequence[Episode],
                 token_states: Sequence[np.ndarray], cfg: CRFTrainConfig):
        self.cache, self.agent, self.prior, self.episodes, self.cfg = cache, agent, prior, episodes, cfg
        self.token_states = token_states
        self.lookahead, self.ahead_entities, self.ahead_steps = cfg.lookahead, CRFConfig().ahead_entities, cfg.ahead_steps
        self.unit = [t / np.linalg.norm(t, axis=1, keepdims=True).clip(1e-9) for t in token_states]
        self._reached: dict[tuple[int, Chain], dict[str, int]] = {}
        self._decisions: dict[tuple[int, Chain], Decision | None] = {}

    @classmethod
    def of(cls, cache: GraphCache, agent: CRFAgent, prior: Prior, episodes: Sequence[Episode],
           cfg: CRFTrainConfig) -> Walks:
        """The environment for ``episodes``, their masked questions encoded once per distinct text."""
        texts = list(dict.fromkeys(ep.asked.masked for ep in episodes))
        index = {t: i for i, t in enumerate(texts)}
        for ep in episodes:
            ep.tokens = index[ep.asked.masked]
        states: list[np.ndarray] = []
        for start in range(0, len(texts), 256):
            states += agent.tokens(texts[start:start + 256])
        return cls(cache, agent, prior, episodes, states, cfg)

    def clear(self) -> None:
        self._reached.clear()
        self._decisions.clear()

    def reached(self, e: int, chain: Chain) -> dict[str, int]:
        ep = self.episodes[e]
        if not chain:
            return {ep.topic_id: 1}
        key = (e, chain)
        if key not in self._reached:
            self._reached[key] = self.cache.follow(self.reached(e, chain[:-1]), chain[-1], ep.topic_id,
                                                   chain[-2] if len(chain) > 1 else None)
        return self._reached[key]

    def decision(self, e: int, chain: Chain) -> Decision | None:
        """The state after ``chain``; None at a dead end (a topic with no relations)."""
        key = (e, chain)
        if key not in self._decisions:
            ep, steps = self.episodes[e], []
            if len(chain) < self.agent.config.max_depth:
                ids = sorted(self.reached(e, chain))
                if len(ids) > self.cfg.sample_entities:
                    ids = sorted(random.Random(f"{self.cfg.seed}:{ep.qid}:{chain_text(chain)}").sample(
                        ids, self.cfg.sample_entities))
                steps = list(dict.fromkeys(s for eid in ids for s in self.cache.steps_from(eid)))
            if not steps and not chain:
                self._decisions[key] = None
            else:
                context = ", ".join(self.cache.norm(i) for i in sorted(self.reached(e, chain))[:5])
                levels = min(self.ahead_steps, self.agent.config.max_depth - len(chain) - 1)
                looks = self.lookahead and self.prior.reads_ahead and levels > 0
                ahead = self.ahead(ids, steps, levels) if looks else None
                prefs = self.prior.preferences(ep.asked, chain, steps, bool(chain), context, ahead)
                self._decisions[key] = self.agent.decision(ep.tokens, self.unit[ep.tokens], chain, steps, prefs)
        return self._decisions[key]

    def ahead(self, ids: Sequence[str], steps: Sequence[StepMoves], levels: int = 1) -> list[list[Chain]]:
        """The answering walk's look-ahead (``CRFEngine._ahead``) over the cache: per step, the continuations (up
        to ``levels`` steps) out of the first ``ahead_entities`` entities (by id) it reaches from ``ids``."""
        out = []
        for s in steps:
            ends = sorted({t for i in ids for t in self.cache.follow({i: 1}, s, "")})[: self.ahead_entities]
            nxt = list(dict.fromkeys(b for t in ends for b in self.cache.steps_from(t)))
            if levels <= 1 or not nxt:
                out.append([(b,) for b in nxt])
                continue
            deeper = self.ahead(ends, nxt, levels - 1)
            out.append([(b,) for b in nxt] + [(b, *c) for b, cs in zip(nxt, deeper, strict=True) for c in cs])
        return out

    def reward(self, e: int, chain: Chain) -> float:
        """R_e: F1 of the entities the walk reaches (the topic left out unless alone) against the gold answers."""
        gold = self.episodes[e].gold
        got = {self.cache.norm(i) for i in answer_ids(self.reached(e, chain), self.episodes[e].topic_id)} - {""}
        hit = len(got & gold)
        return 0.0 if not hit else 2 * hit / (len(got) + len(gold))


@dataclass
class Move:
    """One decision of a sampled walk, with its shaping terms (already centred)."""

    state: tuple[int, Chain]
    option: int
    step: int  # index among the state's candidate steps; -1 for STOP
    option_bonus: float
    step_bonus: float


@dataclass
class Sampled:
    episode: int
    chain: Chain = ()
    moves: list[Move] = field(default_factory=list)
    done: bool = False
    reward: float = 0.0


def divergence(log_pi_high, log_pi_low, x: dict):
    """KL(pi || D) per state, level by level: KL(pi_h || D_h) + sum over o of pi_h(o) KL(pi_l(. | o) || D_l(. | o)).
    As a penalty it keeps the policy near the prior except where the rewards say otherwise (the optimum of
    E[R] - kl * KL(pi || D) is pi proportional to D exp(Q / kl)), and it keeps pi from collapsing early."""
    log_pi_high, log_pi_low = log_pi_high.clamp(min=-1e4), log_pi_low.clamp(min=-1e4)  # unavailable: 0 log 0 = 0
    pi_high, pi_low = log_pi_high.exp(), log_pi_low.exp()
    high = (pi_high * (log_pi_high - x["prior_high"].clamp(min=1e-12).log())).sum(1)
    low = pi_low * (log_pi_low - x["prior_low"].clamp(min=1e-12).log())
    return high + (pi_high.gather(1, x["cand_opt"]) * low).sum(1)


class Trainer:
    def __init__(self, walks: Walks, cfg: CRFTrainConfig, progress: bool = False):
        self.walks, self.cfg, self.progress = walks, cfg, progress
        self.agent = walks.agent
        self.rng = np.random.default_rng(cfg.seed)

    def sample(self, episodes: Sequence[int]) -> list[Sampled]:
        """``rollouts`` walks per episode, sampled from mu depth by depth (one forward pass per depth)."""
        agent, cfg = self.agent, self.cfg
        stop = len(agent.options)
        walks = [Sampled(e) for e in episodes for _ in range(cfg.rollouts)]
        for _ in range(agent.config.max_depth + 1):
            active = [w for w in walks if not w.done]
            keys = list(dict.fromkeys((w.episode, w.chain) for w in active))
            decisions = {k: self.walks.decision(*k) for k in keys}
            live = [k for k in keys if decisions[k] is not None]
            for w in active:
                w.done = decisions[(w.episode, w.chain)] is None
            if not live:
                break
            row = {k: i for i, k in enumerate(live)}
            log_high, log_low, _, _ = agent.probabilities([decisions[k] for k in live], self.walks.token_states)
            for w in (w for w in active if not w.done):
                key = (w.episode, w.chain)
                dc, i = decisions[key], row[key]
                options = agent.table.option[dc.step_ids]
                available = np.zeros(stop + 1, dtype=bool)
                available[options] = True
                available[stop] = dc.can_stop
                mu_high = np.exp(log_high[i]) * available
                d_steps, d_stop = prior_distribution(dc, agent.config.temperature)
                d_high = np.bincount(options, weights=d_steps, minlength=stop + 1)
                d_high[stop] = d_stop
                o = int(self.rng.choice(len(mu_high), p=mu_high / mu_high.sum()))
                option_bonus = d_high[o] - float(mu_high @ d_high) / mu_high.sum()
                if o == stop:
                    w.moves.append(Move(key, o, -1, option_bonus, 0.0))
                    w.done = True
                    continue
                js = np.flatnonzero(options == o)
                p = np.exp(log_low[i, js])
                j = int(js[self.rng.choice(len(js), p=p / p.sum())])
                step_bonus = dc.similarity[j] - float(p @ dc.similarity[js]) / p.sum()
                w.moves.append(Move(key, o, j, option_bonus, step_bonus))
                w.chain = (*w.chain, dc.steps[j])
        for w in walks:  # R_e, discounted once per step beyond the first
            w.reward = self.walks.reward(w.episode, w.chain) * cfg.discount ** max(0, len(w.chain) - 1) \
                if w.chain else 0.0
        return walks

    def update(self, episodes: Sequence[int], opt, torch, device) -> float:
        """One policy-gradient step on ``episodes``; returns the mean extrinsic reward of the sampled walks."""
        cfg = self.cfg
        walks = self.sample(episodes)
        by_episode: dict[int, list[float]] = {}
        for w in walks:
            by_episode.setdefault(w.episode, []).append(w.reward)
        states = list(dict.fromkeys(m.state for w in walks for m in w.moves))
        if not states:
            return 0.0
        index = {s: i for i, s in enumerate(states)}
        rows, opts, adv_h, low_rows, low_steps, adv_l = [], [], [], [], [], []
        for w in walks:
            rewards = by_episode[w.episode]
            baseline = (sum(rewards) - w.reward) / max(1, len(rewards) - 1)  # leave-one-out mean
            extrinsic = w.reward - baseline
            for m in w.moves:
                rows.append(index[m.state])
                opts.append(m.option)
                adv_h.append(extrinsic + cfg.option_reward * m.option_bonus)
                if m.step >= 0:
                    low_rows.append(index[m.state])
                    low_steps.append(m.step)
                    adv_l.append(extrinsic + cfg.relation_reward * m.step_bonus)
        self.agent.net.train()
        x = self.agent.inputs([self.walks.decision(*s) for s in states], self.walks.token_states, device)
        _, _, log_pi_high, log_pi_low = self.agent.forward(x)

        def t(values, dtype=torch.float32):
            return torch.tensor(values, dtype=dtype, device=device)

        # Seed eq. 14-15: the likelihood-ratio gradient of pi itself, for choices sampled from mu. (The gradient of
        # log mu would vanish wherever the prior is sure: a rewarded choice the policy had written off, sampled
        # thanks to the prior, could then never win the policy back.)
        gain = (t(adv_h) * log_pi_high[t(rows, torch.long), t(opts, torch.long)]).sum()
        if low_rows:
            gain = gain + (t(adv_l) * log_pi_low[t(low_rows, torch.long), t(low_steps, torch.long)]).sum()
        loss = -gain / len(walks) + cfg.kl * divergence(log_pi_high, log_pi_low, x).mean()
        opt.zero_grad()
        loss.backward()
        torch.nn.utils.clip_grad_norm_(self.agent.net.parameters(), 1.0)
        opt.step()
        self.agent.net.eval()
        self.walks.clear()
        return float(np.mean([w.reward for w in walks]))

    def fit(self, evaluate: Callable[[], float] | None = None) -> list[dict]:
        """``steps`` updates over the episodes (shuffled, seeded); the learning curve as a list of points.

        With ``evaluate`` (Hits@1 on labelled training questions), the networks end as they were at the curve's best
        point, the start included (the earliest of equal points): policy-gradient updates are noisy, and a later
        point that answers fewer training questions is not kept. The point kept is marked ``"kept": true``."""
        torch = _torch()
        cfg = self.cfg
        threads = torch.get_num_threads()
        torch.set_num_threads(cfg.threads)
        device = ("cuda" if torch.cuda.is_available() else "cpu") if cfg.device == "auto" else cfg.device
        torch.manual_seed(cfg.seed)
        self.agent.net.to(device)
        opt = torch.optim.SGD(self.agent.net.parameters(), lr=cfg.lr, momentum=0.9) if cfg.optimizer == "sgd" \
            else torch.optim.Adam(self.agent.net.parameters(), lr=cfg.lr)
        usable = [e for e in range(len(self.walks.episodes)) if self.walks.decision(e, ()) is not None]
        self.walks.clear()
        curve: list[dict] = []
        order: list[int] = []
        bar = range(cfg.steps)
        if self.progress:
            from tqdm import tqdm

            bar = tqdm(bar, desc="REINFORCE", file=sys.stderr)
        running = None
        started = time.perf_counter()
        try:
            if evaluate is not None:
                self.agent.net.to("cpu")  # the engine answers on the CPU
                curve.append({"step": 0, "validation_hits@1": evaluate(), "seconds": 0.0})
                best = (curve[0], self._weights())
                self.agent.net.to(device)
            for step in bar:
                if len(order) < cfg.batch_questions:
                    order += [usable[i] for i in self.rng.permutation(len(usable))]
                chosen, order = order[: cfg.batch_questions], order[cfg.batch_questions:]
                reward = self.update(chosen, opt, torch, device)
                running = reward if running is None else 0.95 * running + 0.05 * reward
                point = {"step": step + 1, "reward": round(reward, 4), "reward_avg": round(running, 4)}
                if evaluate is not None and ((step + 1) % cfg.eval_every == 0 or step + 1 == cfg.steps):
                    self.agent.net.to("cpu")
                    point["validation_hits@1"] = evaluate()
                    if point["validation_hits@1"] > best[0]["validation_hits@1"]:
                        best = (point, self._weights())
                    self.agent.net.to(device)
                point["seconds"] = round(time.perf_counter() - started, 1)
                curve.append(point)
                if self.progress and hasattr(bar, "set_postfix"):
                    bar.set_postfix(reward=f"{running:.3f}")
            if evaluate is not None:
                best[0]["kept"] = True
                self.agent.net.load_state_dict(best[1])
        finally:
            torch.set_num_threads(threads)
            self.agent.net.to("cpu").eval()
        return curve

    def _weights(self) -> dict:
        return {k: v.detach().to("cpu", copy=True) for k, v in self.agent.net.state_dict().items()}


# -- the pipeline -----------------------------------------------------------------------------------------------------
def hits(engine: CRFEngine, examples: Sequence[Example]) -> float:
    """Hits@1 (%) of the engine's answers on ``examples``."""
    if not examples:
        return 0.0
    right = sum(hits_at_1([e.name for e in engine.ask(ex.question).entities], ex.answers) for ex in examples)
    return round(100.0 * right / len(examples), 2)


def choose_look_ahead(graph: GraphStore, agent: CRFAgent, scorer: Scorer, validation: Sequence[Example],
                      cfg: CRFTrainConfig) -> dict:
    """How far the prior reads ahead (``cfg.ahead_steps``, set here): the depth of ``cfg.ahead_choices`` whose
    walks, by the prior alone (the networks at their start), answer most of the held-out questions; the shallower
    on a tie, since each step read ahead costs graph reads and scorer calls at every state. A prior that reads
    one step ahead sees chains of two steps from the topic, so a walk may commit to a first step whose best
    three-step chain it never scored (questions that ask for three steps)."""
    torch = _torch()
    threads = torch.get_num_threads()
    torch.set_num_threads(cfg.threads)
    try:
        found = {steps: hits(CRFEngine(graph, agent, None, scorer, CRFConfig(ahead_steps=steps)), validation)
                 for steps in cfg.ahead_choices}
    finally:
        torch.set_num_threads(threads)
    cfg.ahead_steps = min(found, key=lambda steps: (-found[steps], steps))
    return {"validation_hits@1": {str(k): v for k, v in found.items()}, "kept": cfg.ahead_steps}


def train_crf(plan: TrainPlan, graph: GraphStore, out_dir: str | Path, prior_dir: str | Path | None = None,
              llm=None, config: CRFTrainConfig | None = None, policy: PolicyConfig | None = None,
              head: HeadConfig | None = None, progress: bool = False) -> dict:
    """The whole of ``kgchat train --engine crf``; writes the agent (and its prior) to ``out_dir``.

    The labelled questions are split first (``validation_split``): the prior trained here and the policy learn from
    the fit part only, and the checkpoint kept is the best point of the curve on the held-out part (the start, the
    prior alone, included). A prior given with ``prior_dir`` is used as it is, whatever it was trained on."""
    cfg = config or CRFTrainConfig()
    cfg.seed, cfg.device = plan.seed, plan.device
    out = Path(out_dir)
    started = time.perf_counter()
    report: dict = {"labelled": len(plan.labelled), "unlabelled": len(plan.unlabelled)}
    fit, held = validation_split(plan.labelled, cfg.validation, cfg.seed + 1)
    validation = sample(held, cfg.validation_questions, cfg.seed)
    plan = replace(plan, labelled=fit)
    report["validation"] = {"fit": len(fit), "held_out": len(held), "held_out_groups": len({e.group or e.qid
                                                                                            for e in held}),
                            "answered": len(validation)}
    # which questions were labelled (``kgchat train --pick``), so that a held-out check can leave them out
    report["labelled_questions"] = {"fit": [ex.qid for ex in fit], "held_out": [ex.qid for ex in held]}
    features = Features()
    cache = GraphCache(graph)
    auto_file = None
    if llm is not None:
        scorer = None
    elif prior_dir is not None:
        scorer = LearnedScorer.load(prior_dir, features)
        own = Path(prior_dir).resolve() == (out / PRIOR_DIR).resolve()  # the prior of an earlier run in ``out``
        if not own:
            scorer.save(out / PRIOR_DIR)
        if (Path(prior_dir) / "auto_labels.jsonl").exists() and plan.unlabelled:
            if not own:
                shutil.copy(Path(prior_dir) / "auto_labels.jsonl", out / PRIOR_DIR / "auto_labels.jsonl")
            auto_file = out / PRIOR_DIR / "auto_labels.jsonl"
        report["prior"] = {"from": str(prior_dir), "seconds": scorer.meta.get("report", {}).get("seconds")}
    else:
        report["prior"] = run_training(plan, graph, out / PRIOR_DIR, progress=progress, head=head)
        scorer = LearnedScorer.load(out / PRIOR_DIR, features)
        auto_file = out / PRIOR_DIR / "auto_labels.jsonl" if plan.unlabelled else None
    episodes, report["episodes"] = episodes_from(plan.labelled, auto_file, graph, cache, scorer, progress)
    agent = CRFAgent.untrained(graph.relation_names(), policy, features, seed=plan.seed, trained=True)
    prior: Prior = LLMPrior(llm) if llm is not None else scorer_prior(graph, scorer, for_graph(graph), CRFConfig())
    if prior.reads_ahead and validation and len(cfg.ahead_choices) > 1:
        report["look_ahead"] = choose_look_ahead(graph, agent, scorer, validation, cfg)
    walks = Walks.of(cache, agent, prior, episodes, cfg)
    engine = CRFEngine(graph, agent, llm, scorer, CRFConfig(ahead_steps=cfg.ahead_steps))
    trainer = Trainer(walks, cfg, progress)
    report["options"] = agent.options.labels
    report["curve"] = trainer.fit((lambda: hits(engine, validation)) if validation else None)
    report["rl"] = {k: v for k, v in asdict(cfg).items() if k != "log"}
    report["seconds"] = round(time.perf_counter() - started, 1)
    agent.save(out, {"data": plan.source, "report": report, "prior": "llm" if llm is not None else PRIOR_DIR})
    return report
