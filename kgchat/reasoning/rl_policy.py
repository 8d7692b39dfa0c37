"""The CRF agent's parts: relation options, the two small policy networks, the priors, and how they mix.

Used by the engine (``kgchat.reasoning.rl``) and by training (``kgchat.train.crf``), so that a decision is
computed the same way in both:

* ``Options``: the high-level choices. The graph's relation names, verbalised and embedded by the frozen
  all-MiniLM-L6-v2, are clustered by k-means; an option is one cluster ("people who made the film", "facts about
  it", …) and a step belongs to the option whose centroid is nearest to its words. One more option, STOP, ends the
  walk. Centroids are saved with the model, so a step of a relation never seen in training still has an option.
* ``StepTable``: every step text the agent has met, with its frozen embedding, direction and option.
* ``build_policy``: the networks. Both read the frozen encoder's wordpiece states of the masked question (the same
  features as the learned path scorer, ``kgchat.scorers.learned.Features``) and the path walked so far.
* ``Prior``: the relation preferences the policy is mixed with: the learned path scorer (no LLM) or an LLM.
* ``mix``: the behaviour policy, seed eq. 11 normalised: mu = (1 - w) * pi + w * D at both levels.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

import numpy as np

from kgchat import prompts
from kgchat.chains import Chain, StepMoves, chain_text, move_label, relation_text, step_label
from kgchat.errors import LLMError
from kgchat.scorers.base import Scorer
from kgchat.scorers.learned import _torch
from kgchat.scorers.llm import graph_text
from kgchat.scorers.relation_words import RelationWords
from kgchat.types import Direction, LLMExchange

STOP = "stop"


@dataclass
class PolicyConfig:
    embed_dim: int = 384  # all-MiniLM-L6-v2 hidden size (frozen encoder)
    d_model: int = 64  # width of question, history, relation and option vectors inside the networks
    hidden: int = 128  # hidden width of the two policy MLPs (W_h1 / W_l1 in the seed)
    max_question_tokens: int = 48  # wordpieces of the masked question read (questions are short)
    max_depth: int = 3  # most steps a walk takes (ToG's depth; MetaQA and PathQuestion ask up to 3 hops)
    options: int = 0  # relation clusters; 0 = about the square root of the number of relation names (2..16)
    prior_weight: float = 0.5  # w in mu = (1 - w) pi + w D (the seed adds policy and prior with equal weight)
    temperature: float = 0.1  # D = softmax(prior score / temperature); scores lie in [0, 1], so at most e^10 apart
    bound: float = 3.0  # the learned correction moves a logit by at most this (bound * tanh): pi stays near D


# -- options ----------------------------------------------------------------------------------------------------------
def step_words(step: StepMoves) -> tuple[str, int]:
    """What a step reads as for the networks: its relations' words (both moves through an unnamed node), and the
    direction of its first move (1 = reverse)."""
    words = " ".join(relation_text(move_label((rel, Direction.OUT))) for rel, _ in step)
    return words, int(step[0][1] is Direction.IN)


def kmeans(vectors: np.ndarray, k: int, seed: int = 0, rounds: int = 50) -> np.ndarray:
    """Spherical k-means (unit vectors, cosine): k centroids, seeded farthest-point start, deterministic."""
    rng = np.random.default_rng(seed)
    centroids = [vectors[int(rng.integers(len(vectors)))]]
    while len(centroids) < k:  # next start: the vector least like any centroid so far
        sims = np.max(vectors @ np.stack(centroids).T, axis=1)
        centroids.append(vectors[int(np.argmin(sims))])
    c = np.stack(centroids)
    for _ in range(rounds):
        assign = np.argmax(vectors @ c.T, axis=1)
        new = np.stack([vectors[assign == j].sum(0) if np.any(assign == j) else c[j] for j in range(k)])
        new /= np.linalg.norm(new, axis=1, keepdims=True).clip(1e-9)
        if np.allclose(new, c):
            break
        c = new
    return c.astype(np.float32)


@dataclass
class Options:
    """Relation clusters (the high-level options) by centroid, with a few member names each for display."""

    centroids: np.ndarray  # (K, E) unit vectors
    labels: list[str]  # per option, its nearest relation names: what the trace shows

    @classmethod
    def cluster(cls, names: Sequence[str], encode: Callable[[list[str]], np.ndarray], k: int = 0,
                seed: int = 0) -> Options:
        """Options for a graph whose relation names are ``names`` (``encode``: texts -> unit vectors)."""
        names = sorted(set(names))
        if not names:
            raise ValueError("the graph has no relations to build options from")
        texts = [relation_text(n) for n in names]
        vectors = encode(texts)
        k = min(len(names), k or max(2, min(16, round(math.sqrt(len(names))))))
        centroids = kmeans(vectors, k, seed)
        assign = np.argmax(vectors @ centroids.T, axis=1)
        labels = []
        for j in range(k):
            members = [i for i in np.argsort(-(vectors @ centroids[j])) if assign[i] == j] or \
                [int(np.argmax(vectors @ centroids[j]))]
            shown = [texts[i] for i in members[:3]]
            labels.append(", ".join(shown) + (", …" if len(members) > 3 else ""))
        return cls(centroids, labels)

    def __len__(self) -> int:
        return len(self.centroids)

    def label(self, option: int) -> str:
        return STOP if option == len(self) else f"option {option + 1} ({self.labels[option]})"

    def of(self, vectors: np.ndarray) -> np.ndarray:
        return np.argmax(vectors @ self.centroids.T, axis=1)


class StepTable:
    """Ids for step texts, with their frozen embeddings and options (grows as new steps are met)."""

    def __init__(self, encode: Callable[[list[str]], np.ndarray], options: Options):
        self.encode = encode
        self.options = options
        self.ids: dict[str, int] = {}
        self.vectors = np.zeros((0, options.centroids.shape[1]), dtype=np.float32)
        self.option = np.zeros(0, dtype=np.int64)

    def add(self, steps: Sequence[StepMoves]) -> tuple[np.ndarray, np.ndarray]:
        """Ids and directions of ``steps`` (new texts are encoded in one batch)."""
        words = [step_words(s) for s in steps]
        new = [w for w in dict.fromkeys(w for w, _ in words) if w not in self.ids]
        if new:
            vecs = self.encode(new)
            for w in new:
                self.ids[w] = len(self.ids)
            self.vectors = np.concatenate([self.vectors, vecs.astype(np.float32)])
            self.option = np.concatenate([self.option, self.options.of(vecs)])
        return (np.array([self.ids[w] for w, _ in words], dtype=np.int64),
                np.array([d for _, d in words], dtype=np.int64))


# -- a decision point -------------------------------------------------------------------------------------------------
@dataclass
class Decision:
    """Everything the networks and the prior say about one state: the walk so far and the steps it may take next.

    Prior scores ``prior_steps`` / ``prior_stop`` are in [0, 1]; ``D`` turns them into a distribution (``prior``).
    """

    tokens: int  # index of the question's wordpiece states (in the caller's list)
    depth: int  # steps taken so far
    history: np.ndarray  # step ids taken so far
    history_dirs: np.ndarray
    steps: list[StepMoves]  # candidate next steps
    step_ids: np.ndarray
    step_dirs: np.ndarray
    prior_steps: np.ndarray  # prior score per candidate step
    prior_stop: float | None  # prior score of stopping here; None when stopping is not allowed (depth 0)
    similarity: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=np.float32))  # ReLU(cos), seed eq. 6

    @property
    def can_stop(self) -> bool:
        return self.prior_stop is not None


def prior_distribution(d: Decision, temperature: float) -> tuple[np.ndarray, float]:
    """D over the candidate steps and STOP: softmax of the prior scores / temperature (seed eq. 10)."""
    scores = np.append(d.prior_steps, d.prior_stop if d.can_stop else -np.inf) / temperature
    scores = np.exp(scores - scores.max())
    scores /= scores.sum()
    return scores[:-1], float(scores[-1])


# -- the networks -----------------------------------------------------------------------------------------------------
def build_policy(cfg: PolicyConfig, n_options: int):
    """The high-level (option) and low-level (step) policies as one torch module (lazy torch import).

    The policy is a *residual on the prior*: at both levels its logits are log D plus a learned correction,
    pi_h(o) ~ D_h(o) exp(c_h(o)) and pi_l(a | o) ~ D_l(a | o) exp(c_l(a)). The corrections read only features that
    carry over to relations and paths never seen in training (the question's wordpieces, the words of the steps
    taken and offered, the options' centroids, the depth), never a per-relation or per-option id, and their last
    layers start at zero: an untrained policy is exactly its prior. A correction is bounded (``bound * tanh``), so
    that training on some paths cannot push a logit far from the prior's on others, and the KL penalty of
    ``kgchat.train.crf`` holds it near zero unless the answers disagree with the prior.

    High level, seed eq. 4-5: wordpieces w_i are made step-aware, w_t,i = tanh(W w_i + pos_i + step_t); the walk so
    far is h_t = GRU(h_t-1, r_t-1) over the steps taken (the seed uses an LSTM); the question is read by attention
    with a query from [h_t; step_t], giving q_t; c_h(o) = O_o . W_h2 ReLU(W_h1 [h_t; q_t; step_t]) + s_t sim(o), O_o the
    option's projected centroid (STOP: a learned vector, plus a learned bias per depth), sim(o) the frozen
    similarity (below) of the option's most question-like candidate step.
    Low level, seed eq. 7-9: each candidate step r (its words' frozen embedding, projected, plus its direction)
    reads the question itself, alpha_i = softmax_i(W_a (r * w_t,i) + b), q*_r = sum_i alpha_i w_t,i; c_l(r) =
    r . W_l2 ReLU(W_l1 [h_t; q*_r; O_o(r)]) plus a learned multiple of the frozen cosine between the step's words
    and the question's most similar wordpiece.
    """
    torch = _torch()
    nn = torch.nn
    d = cfg.d_model

    def bounded(correction):
        return cfg.bound * torch.tanh(correction / cfg.bound)

    class HierarchicalPolicy(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.word = nn.Linear(cfg.embed_dim, d)
            self.position = nn.Embedding(cfg.max_question_tokens, d)
            self.step = nn.Embedding(cfg.max_depth + 1, d)
            self.relation = nn.Linear(cfg.embed_dim, d)
            self.direction = nn.Embedding(2, d)
            self.history = nn.GRUCell(d, d)
            self.option = nn.Linear(cfg.embed_dim, d)
            self.stop = nn.Parameter(torch.zeros(1, d))  # STOP's vector (it has no centroid)
            self.read = nn.Linear(2 * d, d)
            self.high = nn.Sequential(nn.Linear(3 * d, cfg.hidden), nn.ReLU(), nn.Linear(cfg.hidden, d))
            self.attend = nn.Linear(d, 1)
            self.low = nn.Sequential(nn.Linear(3 * d, cfg.hidden), nn.ReLU(), nn.Linear(cfg.hidden, d))
            self.similarity = nn.Parameter(torch.zeros(cfg.max_depth + 1))  # per depth: later steps read less of it
            self.stop_bias = nn.Parameter(torch.zeros(cfg.max_depth + 1))  # "stop after one step"
            for m in self.modules():
                if isinstance(m, nn.Embedding):
                    nn.init.normal_(m.weight, std=0.02)
            for last in (self.high[-1], self.low[-1]):  # the corrections start at exactly zero: pi = D
                nn.init.zeros_(last.weight)
                nn.init.zeros_(last.bias)

        def forward(self, x: dict, table, centroids):
            """Logits: options (S, K+1) and candidate steps (S, A), unavailable ones at -inf.

            ``x`` holds padded tensors for S states (see ``batch``); ``table`` (N, E) the step vectors, ``centroids``
            (K, E) the options'.
            """
            tok_mask = x["tok_mask"]
            w = torch.tanh(self.word(x["tokens"]) + self.position.weight[: x["tokens"].shape[1]]
                           + self.step(x["depth"])[:, None])  # (S, T, d) step-aware wordpieces
            h = torch.zeros(len(w), d, device=w.device)
            if x["hist"].shape[1]:
                taken = self.relation(table[x["hist"]]) + self.direction(x["hist_dirs"])
                for j in range(taken.shape[1]):
                    h = torch.where((j < x["hist_len"])[:, None], self.history(taken[:, j], h), h)
            # high level
            query = self.read(torch.cat([h, self.step(x["depth"])], -1))
            att = (w @ query[:, :, None]).squeeze(-1) / math.sqrt(d)
            att = att.masked_fill(~tok_mask, float("-inf")).softmax(-1)
            q_t = (att[:, :, None] * w).sum(1)
            options = torch.cat([self.option(centroids), self.stop])
            sim = self.similarity[x["depth"]]
            z = self.high(torch.cat([h, q_t, self.step(x["depth"])], -1))
            stop = torch.nn.functional.one_hot(torch.tensor(n_options, device=w.device), n_options + 1)
            high = bounded(z @ options.T / math.sqrt(d) + self.stop_bias[x["depth"]][:, None] * stop
                           + sim[:, None] * x["opt_sim"]) + x["prior_high"].clamp(min=1e-6).log()
            high = high.masked_fill(~x["opt_mask"], float("-inf"))
            # low level
            r = self.relation(table[x["cand"]]) + self.direction(x["cand_dirs"])  # (S, A, d)
            a = torch.einsum("sad,std->sat", r * self.attend.weight[0], w) + self.attend.bias
            a = a.masked_fill(~tok_mask[:, None], float("-inf")).softmax(-1)
            q_star = torch.einsum("sat,std->sad", a, w)
            o = options[x["cand_opt"]]
            z_a = self.low(torch.cat([h[:, None].expand_as(r), q_star, o], -1))
            low = (bounded((r * z_a).sum(-1) / math.sqrt(d) + sim[:, None] * x["cand_sim"])
                   + x["prior_low"].clamp(min=1e-6).log())
            return high, low.masked_fill(~x["cand_mask"], float("-inf"))

    return HierarchicalPolicy()


def batch(decisions: Sequence[Decision], token_states: Sequence[np.ndarray], step_options: np.ndarray,
          n_options: int, temperature: float, device: Any = "cpu") -> dict:
    """Padded tensors for ``decisions`` (and their prior distributions, ``prior_high`` / ``prior_low``)."""
    torch = _torch()
    s = len(decisions)
    used = sorted({dc.tokens for dc in decisions})
    t = max(len(token_states[i]) for i in used)
    a = max(1, max(len(dc.steps) for dc in decisions))
    hmax = max(len(dc.history) for dc in decisions)
    tokens = np.zeros((s, t, token_states[used[0]].shape[1]), dtype=np.float32)
    tok_mask = np.zeros((s, t), dtype=bool)
    hist = np.zeros((s, hmax), dtype=np.int64)
    hist_dirs = np.zeros((s, hmax), dtype=np.int64)
    cand = np.zeros((s, a), dtype=np.int64)
    cand_dirs = np.zeros((s, a), dtype=np.int64)
    cand_opt = np.zeros((s, a), dtype=np.int64)
    cand_mask = np.zeros((s, a), dtype=bool)
    cand_sim = np.zeros((s, a), dtype=np.float32)
    opt_mask = np.zeros((s, n_options + 1), dtype=bool)
    opt_sim = np.zeros((s, n_options + 1), dtype=np.float32)
    prior_high = np.zeros((s, n_options + 1), dtype=np.float32)
    prior_low = np.zeros((s, a), dtype=np.float32)
    for i, dc in enumerate(decisions):
        q = token_states[dc.tokens]
        tokens[i, : len(q)], tok_mask[i, : len(q)] = q, True
        n, k = len(dc.steps), len(dc.history)
        hist[i, :k], hist_dirs[i, :k] = dc.history, dc.history_dirs
        cand[i, :n], cand_dirs[i, :n], cand_mask[i, :n] = dc.step_ids, dc.step_dirs, True
        cand_opt[i, :n] = step_options[dc.step_ids]
        cand_sim[i, :n] = dc.similarity
        opt_mask[i, cand_opt[i, :n]] = True
        np.maximum.at(opt_sim[i], cand_opt[i, :n], dc.similarity)  # an option reads as its most question-like step
        opt_mask[i, n_options] = dc.can_stop
        d_steps, d_stop = prior_distribution(dc, temperature)
        np.add.at(prior_high[i], cand_opt[i, :n], d_steps)  # D_h(o) = sum of D over the option's steps
        prior_high[i, n_options] = d_stop
        prior_low[i, :n] = d_steps / np.maximum(prior_high[i, cand_opt[i, :n]], 1e-12)  # D_l(a | o) = D(a) / D_h(o)
    hist_len = np.array([len(dc.history) for dc in decisions], dtype=np.int64)
    depth = np.array([dc.depth for dc in decisions], dtype=np.int64)
    arrays = dict(tokens=tokens, tok_mask=tok_mask, hist=hist, hist_dirs=hist_dirs, hist_len=hist_len, depth=depth,
                  cand=cand, cand_dirs=cand_dirs, cand_opt=cand_opt, cand_mask=cand_mask, cand_sim=cand_sim,
                  opt_mask=opt_mask, opt_sim=opt_sim, prior_high=prior_high, prior_low=prior_low)
    return {name: torch.from_numpy(v).to(device) for name, v in arrays.items()}


def mix(high, low, x: dict, weight: float):
    """log mu_h (S, K+1), log mu_l (S, A), log pi_h, log pi_l: the policy, and the policy mixed with the prior at
    both levels (seed eq. 11, halved so that it stays a distribution; ``weight`` = w). The low level is a softmax
    within each option: pi_l(a | o) = exp(l_a) / sum over steps b of option o of exp(l_b). Unavailable choices have
    probability 0 (log -inf for pi, a floor of 1e-12 for mu)."""
    torch = _torch()
    log_pi_high = high.log_softmax(-1)
    one_hot = torch.nn.functional.one_hot(x["cand_opt"], high.shape[1]).bool() & x["cand_mask"][..., None]
    per_option = low[..., None].masked_fill(~one_hot, -1e9)  # finite: no NaN gradients from empty options
    own = torch.gather(torch.logsumexp(per_option, 1), 1, x["cand_opt"])
    log_pi_low = (low.masked_fill(~x["cand_mask"], -1e9) - own).masked_fill(~x["cand_mask"], float("-inf"))
    mu_high = (1 - weight) * log_pi_high.exp() + weight * x["prior_high"]
    mu_low = (1 - weight) * log_pi_low.exp() + weight * x["prior_low"]
    return mu_high.clamp(min=1e-12).log(), mu_low.clamp(min=1e-12).log(), log_pi_high, log_pi_low


def similarity(unit_tokens: np.ndarray, vectors: np.ndarray, taken: np.ndarray | None = None) -> np.ndarray:
    """ReLU of the cosine between each step's words and the question wordpiece most like them (seed eq. 6's
    intrinsic reward, with the frozen encoder's vectors in place of learned ones). A wordpiece the steps ``taken``
    already match is used up by as much: "directed by" read once, the reverse step of the same relation no longer
    looks like the question (else the similarity would invite walking back and forth along it)."""
    if not len(vectors):
        return np.zeros(0, dtype=np.float32)
    sims = np.maximum(0.0, unit_tokens @ vectors.T)  # (T, A)
    if taken is not None and len(taken):
        sims = np.maximum(0.0, sims - np.maximum(0.0, unit_tokens @ taken.T).max(1, keepdims=True))
    return sims.max(0).astype(np.float32)


# -- priors -----------------------------------------------------------------------------------------------------------
@dataclass
class Asked:
    """A question in the forms the parts of the agent read."""

    text: str  # as asked (the LLM reads this)
    masked: str  # entity mentions removed, every other word kept (the networks read this)
    for_scorer: str  # what the prior scorer reads (its declared question form)


class Prior(Protocol):
    """Relation preferences: a score in [0, 1] for each candidate step and for stopping (None: not allowed)."""

    name: str
    reads_ahead: bool  # whether ``preferences`` reads ``ahead`` (the caller reads the graph for it only then)

    def preferences(self, asked: Asked, chain: Chain, steps: Sequence[StepMoves], can_stop: bool,
                    context: str, ahead: Sequence[Sequence[Chain]] | None = None
                    ) -> tuple[list[float], float | None]:
        """``ahead`` (optional, one list per step): the continuations a walk could take after each step (each one
        or more steps), for a prior that looks ahead; a prior may ignore it."""
        ...


@dataclass(frozen=True)
class StepCount:
    """How a scorer prior counts the steps a question's words ask for (``RelationWords.steps_short`` with round
    trips: a relation named after a pairing word counts twice), from the graph's lexicon profile."""

    stacking_prefixes: tuple[str, ...] = ()  # ``Lexicon.stacking_prefixes`` ("grandparent": parent twice)
    structure: bool = False  # the phrases of a possessive or "of" chain count too (``Lexicon.structure_counted``)


class ScorerPrior:
    """The learned path scorer as the prior: a step scores as the chain it completes, stopping as the chain so far
    (the scorer's scores are comparable across lengths, which is what makes "stop" a fair competitor).

    Given ``ahead``, a step scores as the best chain it starts within the steps looked ahead: the chain it
    completes, or that chain and one of the continuations after it (``CRFConfig.ahead_steps`` steps at most). Without it the prior is myopic: for "the gender of X's parent" the
    one-step chain "gender" outscores "parents" (which answers nothing asked on its own), and a walk that takes
    the first step greedily never reaches "parents, gender", which the scorer ranks above both.

    With ``words`` (``RelationWords``), ToG-R's no-LLM rule holds here too: a walk that has not yet used every
    relation the question's words name may not stop while a next step would add one ("the gender of X's parent"
    is not answered by X's own gender, however often the two agree). With ``count`` (``StepCount``), a walk may not
    stop while the question's words ask for more steps than it took and a step is left to take (``short``, which
    the badge reads too): "the films that share directors with X are written by who" is not answered by
    ``directed_by, ~written_by``."""

    name = "scorer"
    reads_ahead = True

    def __init__(self, scorer: Scorer, words: RelationWords | None = None, count: StepCount | None = None):
        self.scorer = scorer
        self.words = words
        self.count = count if words is not None else None
        self._memo: dict[tuple[str, str], float] = {}
        self._short: dict[tuple[str, int], list[str]] = {}

    def short(self, asked: Asked, chain: Chain) -> list[str]:
        """The words of the question that ask for more steps than ``chain`` walks (``StepCount``; none when the
        steps are not counted): "the films that *share directors* with X are *written* by who" walked as
        ``directed_by, written_by`` asks for one step more."""
        if self.count is None:
            return []
        key = (asked.masked, len(chain))
        if key not in self._short:
            if len(self._short) > 100_000:
                self._short.clear()
            self._short[key] = self.words.steps_short(asked.masked, chain, self.count.stacking_prefixes,
                                                      self.count.structure, round_trips=True)
        return self._short[key]

    def preferences(self, asked: Asked, chain: Chain, steps: Sequence[StepMoves], can_stop: bool,
                    context: str = "", ahead: Sequence[Sequence[Chain]] | None = None
                    ) -> tuple[list[float], float | None]:
        per_step = [[chain_text([*chain, s])] + [chain_text([*chain, s, *c]) for c in (ahead[i] if ahead else ())]
                    for i, s in enumerate(steps)]
        texts = [t for group in per_step for t in group] + ([chain_text(chain)] if can_stop else [])
        todo = [t for t in dict.fromkeys(texts) if (asked.for_scorer, t) not in self._memo]
        if todo:
            if len(self._memo) + len(todo) > 200_000:
                self._memo.clear()
            for t, v in zip(todo, self.scorer.score(asked.for_scorer, todo), strict=True):
                self._memo[(asked.for_scorer, t)] = float(v)
        scores = [max(self._memo[(asked.for_scorer, t)] for t in group) for group in per_step]
        if can_stop:
            scores.append(self._memo[(asked.for_scorer, chain_text(chain))])
        if can_stop and self.words is not None:
            missing = self.words.named(asked.masked) - {rel for step in chain for rel, _ in step}
            if missing and any(rel in missing for step in steps for rel, _ in step):
                scores[-1] = 0.0
        if can_stop and steps and self.short(asked, chain):
            return scores[:-1], None  # the words ask for more steps: stopping is not offered
        return (scores[:-1], scores[-1]) if can_stop else (scores, None)


    def chain_score(self, asked: Asked, chain: Chain) -> float:
        """The scorer's score of the whole ``chain`` for the question (remembered from the walk when it was seen)."""
        key = (asked.for_scorer, chain_text(chain))
        if key not in self._memo:
            self._memo[key] = float(self.scorer.score(asked.for_scorer, [key[1]])[0])
        return self._memo[key]


class LLMPrior:
    """An LLM's relation preferences as the prior (``prompts/crf_prior.txt``): one call per state, the candidate
    steps and "stop" scored by the model (the steps after them, ``ahead``, are not shown to it); a reply that cannot be read gives equal scores (and is recorded)."""

    name = "llm"
    reads_ahead = False

    def __init__(self, llm, record: Callable[[LLMExchange], None] | None = None):
        self.llm = llm
        self.record = record
        self.failures: list[str] = []

    def preferences(self, asked: Asked, chain: Chain, steps: Sequence[StepMoves], can_stop: bool,
                    context: str = "", ahead: Sequence[Sequence[Chain]] | None = None
                    ) -> tuple[list[float], float | None]:
        options = [step_label(s) for s in steps] + ([STOP] if can_stop else [])
        path = " then ".join(step_label(s) for s in chain) or "(none yet: at the topic entity)"
        shown = [graph_text(o) for o in options]
        task = prompts.render("crf_prior", question=graph_text(asked.text), entities=graph_text(context),
                              path=graph_text(path), relations="\n".join(f"- {o}" for o in shown))
        try:
            choice = self.llm.choose(task, shown, purpose="crf_prior", k=len(shown))
            if self.record:
                self.record(choice.exchange("crf_prior"))
            scores = choice.scores
        except LLMError as exc:
            self.failures.append(str(exc))
            scores = [1.0 / len(options)] * len(options)
        return (scores[:-1], scores[-1]) if can_stop else (scores, None)
