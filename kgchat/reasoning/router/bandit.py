"""The bandit behind ``--engine auto`` (after Coke, seed 003): which engine (arm) to trust with a question.

A question's form (names masked: ``features.question_form``) becomes a unit vector ``x`` (``features.py``: hashed
word and letter n-grams by default, or the frozen MiniLM's sentence embedding). Then:

1. **Cluster.** ``x`` joins the question cluster of its graph whose centroid is nearest by cosine, or founds a new
   one when none is at least ``cluster_similarity`` close (at most ``max_clusters`` per graph; then the nearest is
   used). A centroid is the running mean of its members, re-normalised. The trace names a cluster by its
   number only (its label is another user's question form). Everything learnt is kept per graph (clusters, each arm's LinUCB and record): how well an
   engine answers depends on the graph as much as on the question (the compositional planner reads the movie
   KB's relations; on a Freebase slice it finds little).
2. **Score every arm** ``a`` that the budget allows::

       U_a = ½ · [θ_ca + min(1, ½ + zᵀμ_a + γ·√(zᵀ A_a⁻¹ z))]  −  λ · price_ca · (1 + R_a)
             └ cluster Thompson sample ┘ └────── LinUCB on the question ──────┘   └─ cost-regret term ─┘

   * ``θ_ca ~ Beta(α_ca, β_ca)``: the arm's success rate on this cluster. The Beta distribution is conjugate to
     right/wrong outcomes, so the posterior after ``s`` successes and ``f`` failures is Beta(α₀ + s, β₀ + f) and
     learning is two additions. The prior (α₀, β₀) borrows ``prior_strength`` pseudo-counts from the arm's record
     on the graph (Coke starts from each arm's known accuracy), on top of a uniform Beta(1, 1). Sampling θ instead of using the mean is what explores: an arm seldom
     tried has a wide posterior and sometimes wins.
   * LinUCB: ``z`` is the question's context (a fixed seeded random projection of ``x`` to ``context_dim``
     numbers, plus a constant 1). Per arm, ridge regression of the outcome, centred on ½, on the context:
     ``A_a = σI + Σ z zᵀ`` and ``b_a = Σ (r − ½) z`` over the questions the arm was judged on, so the estimate
     ``μ_a = A_a⁻¹ b_a`` minimises ``Σ (r − ½ − zᵀμ)² + σ‖μ‖²`` (centring makes an arm with no data start at ½,
     as under the uniform Beta prior, instead of at 0). ``√(zᵀ A_a⁻¹ z)`` is the width of the confidence interval
     of ``zᵀμ_a`` in the direction of this question: large where the arm has seen few questions like it. This
     tells arms apart *within* a cluster, from what the question says.
   * Both halves estimate the same success probability; Coke adds them, here they are averaged so that ``U`` stays
     on the accuracy scale and λ keeps its meaning.
   * ``price_ca``: the expected price of the arm on this cluster, from the tokens and seconds it used so far
     (``tokens/1000 · price_per_1k_tokens + seconds · price_per_second``; the arm's average over all clusters
     before it ran on this one, and a guess before it ever ran).
   * ``R_a`` (Coke's cost regret, in [0, 1]): the share of the arm's price expected to buy a wrong answer. By
     default (``regret_from`` "posterior") it is 1 − θ_ca, the failure rate of this very Thompson draw, so the cost
     term is as uncertain as the accuracy it is weighed against; with "spent" it is Coke's point estimate, the
     share of everything the arm was paid on judged answers that went to wrong ones (after one miss in two, a
     cost term half as large again, however little that says). An arm pays its expected price, up to twice over
     when it usually wastes it.
   * λ (``cost_weight``) converts price into accuracy: with λ = 5 and prices in dollars, one cent must buy five
     percentage points of expected accuracy (a right answer is worth paying about 20 cents more for).
3. **Choose.** Until some answer on the cluster has been judged, the *default arm* (``default_arm``: compose, or
   compose+llm when an LLM is configured — the compositional engine as ``--engine compose`` runs it) answers: without a
   verdict nothing is learnt, so nothing could justify another arm — a stream that is never judged (``kgchat ask``, a
   UI session nobody rates) is answered exactly as the compositional engine answers it, at its cost. A run that
   raised (an LLM timeout) counts against its arm in the posterior, but is no verdict: it says nothing of how well
   any arm answers, so it does not end the default arm's trust (else one timeout of an unjudged compose+llm would
   hand its cluster to whichever arm is cheapest). Once the cluster has verdicts, every allowed arm with fewer than ``min_tries`` verdicts on it goes
   first (the best-scoring of them) — unless it has already run ``min_tries`` times there without being judged, so
   that where few answers are judged no arm is forced on a cluster for ever. Verdicts, not runs, are counted: a run
   nobody judges teaches nothing. Without this, one early failure can keep a good arm out of a cluster for hundreds
   of questions: once another arm's posterior is tight near 0.8, an arm with one failure on record needs a Thompson
   draw and a LinUCB estimate (one failure: below ½) that together beat it, which seldom happens. After that the
   largest ``U`` wins among the default arm and the arms judged on the cluster; an arm never judged there is only a
   fallback. The runner-up is the fallback when the chosen arm fails.

Learning (``observe``) adds or removes one judged outcome ``r ∈ {0, 1}`` for (cluster, arm, z, price): Beta counts,
``A``, ``b``, and the spent / wasted sums move together, so a revised verdict (👍 turned 👎, an expert correction)
is exact: the old outcome is taken out and the new one put in.

Everything is deterministic for a given ``seed``: the projection is drawn from it, and the Thompson draws of the
n-th decision come from ``(seed, n)``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np

from kgchat.errors import ConfigError
from kgchat.reasoning.router.features import FEATURES

REGRETS = ("spent", "posterior")  # RouterConfig.regret_from


@dataclass
class RouterConfig:
    """How the router trades accuracy against cost; every default is a starting point, not a fit to a benchmark."""

    price_per_1k_tokens: float = 0.01  # price of 1,000 LLM tokens, prompt + completion (e.g. USD; KGCHAT_TOKEN_PRICE)
    price_per_second: float = 0.0001  # price of one second of answering: local compute and the user's wait
    cost_weight: float = 5.0  # λ: expected accuracy given up per unit of price (5: one cent ≈ five points)
    ucb_weight: float = 0.25  # γ: LinUCB's exploration bonus (Coke's 1 + √(ln(2/δ)/2) is 2.2 at δ = 0.1)
    ridge: float = 1.0  # σ: LinUCB's ridge penalty; A starts as σI
    features: str = "hashed"  # how a question becomes x: "hashed" n-grams (~0.1 ms) or "minilm" (~14 ms CPU)
    context_dim: int = 32  # x is projected to this many numbers for LinUCB (+ a constant 1)
    cluster_similarity: float = 0.1  # cosine to the nearest centroid at which a question joins its cluster
    max_clusters: int = 128  # clusters per graph; beyond this, every question joins its nearest cluster
    prior_strength: float = 2.0  # pseudo-counts a cluster's Beta prior borrows from the arm's record on the graph
    regret_from: str = "posterior"  # R_a in the cost term: "posterior", 1 − θ_ca, the failure rate of the cluster's
    #  Thompson draw, so the cost term is as uncertain as the accuracy it is weighed against; "spent", Coke's share of
    #  the arm's judged spending that bought wrong answers (a point estimate: one miss in two doubles it). Chosen on
    #  a development stream replayed in many orders (docs/knobs.md); a hierarchical prior (cluster ← graph ← other
    #  graphs) was tried with it and dropped
    min_tries: int = 2  # verdicts every allowed arm gets on a judged cluster before the scores alone decide
    default_arm: str = "compose"  # the arm trusted until verdicts say otherwise (the first arm if it is not one);
    #  ``make_router`` sets "compose+llm" when an LLM is configured, so that an unjudged router answers as the default
    #  engine does with that LLM
    #  λ, γ, min_tries and the cluster similarity were chosen for the hashed features on a development stream, never
    #  on the questions the router is tested on; MiniLM features place forms closer together and want a higher
    #  cluster similarity (docs/knobs.md)
    llm_tokens_guess: int = 1000  # tokens expected from an LLM arm before it has run once
    seconds_guess: float = 1.0  # seconds expected from any arm before it has run once
    budget_per_question: int | None = None  # LLM tokens one question may use (None: no limit; KGCHAT_BUDGET)
    budget_per_day: int | None = None  # LLM tokens all questions of a UTC day may use (KGCHAT_BUDGET_DAY)
    seed: int = 0  # seeds the projection and every Thompson draw

    def __post_init__(self):
        if self.features not in FEATURES:
            raise ConfigError(f"Unknown router features {self.features!r}: use one of {', '.join(FEATURES)}.")
        if self.regret_from not in REGRETS:
            raise ConfigError(f"Unknown router regret_from {self.regret_from!r}: use one of {', '.join(REGRETS)}.")

    @property
    def dim(self) -> int:
        return self.context_dim + 1

    @property
    def embed_dim(self) -> int:
        """Size of a question's vector x under ``features``."""
        return FEATURES[self.features]

    def price(self, tokens: float, seconds: float) -> float:
        return tokens / 1000.0 * self.price_per_1k_tokens + seconds * self.price_per_second


def projection(config: RouterConfig) -> np.ndarray:
    """The fixed random projection (context_dim × embed_dim, Gaussian, scaled to keep lengths): distances between
    questions survive it approximately (Johnson–Lindenstrauss), and A stays small enough to invert per question."""
    rng = np.random.default_rng([config.seed, 7919])
    return rng.standard_normal((config.context_dim, config.embed_dim)) / math.sqrt(config.context_dim)


def context(x: np.ndarray, proj: np.ndarray) -> np.ndarray:
    """LinUCB's context z = [1, P·x]: the constant lets the arm have an accuracy of its own."""
    return np.concatenate(([1.0], proj @ x))


@dataclass
class Cost:
    """Sums of what an arm used: runs, LLM tokens, seconds (per cluster, and over all clusters)."""

    runs: int = 0
    tokens: float = 0.0
    seconds: float = 0.0

    def add(self, tokens: float, seconds: float) -> None:
        self.runs += 1
        self.tokens += tokens
        self.seconds += seconds


@dataclass
class ArmState:
    """What the router knows about one arm over all clusters."""

    a: np.ndarray  # σI + Σ z zᵀ over judged questions
    b: np.ndarray  # Σ (r − ½) z
    successes: float = 0.0
    failures: float = 0.0
    spent: float = 0.0  # price of every judged answer
    wasted: float = 0.0  # price of the judged-wrong ones
    errors: int = 0  # runs that raised (timeouts, backend errors); also counted as failures
    cost: Cost = field(default_factory=Cost)

    @classmethod
    def new(cls, dim: int, ridge: float) -> ArmState:
        return cls(np.eye(dim) * ridge, np.zeros(dim))

    @property
    def regret(self) -> float:
        """Coke's cost regret R_a: the share of the arm's spending that bought wrong answers (0 before any)."""
        return self.wasted / self.spent if self.spent > 0 else 0.0

    @property
    def mean(self) -> float:
        """Posterior mean success rate over all clusters under a uniform prior."""
        return (self.successes + 1.0) / (self.successes + self.failures + 2.0)


@dataclass
class Cluster:
    """A group of similar questions on one graph, with each arm's Beta counts and costs on it."""

    id: int
    centroid: np.ndarray
    label: str  # the form of the question that founded it (shown to the operator by ``kgchat router``)
    graph: str = ""  # the spec of the graph its questions were asked on
    size: int = 1
    beta: dict[str, list[float]] = field(default_factory=dict)  # arm -> [successes, failures]
    cost: dict[str, Cost] = field(default_factory=dict)  # arm -> cost sums
    errors: dict[str, int] = field(default_factory=dict)  # arm -> runs that raised, among beta's failures


@dataclass
class ArmScore:
    """One arm's score for one question, and its parts (what the trace shows)."""

    arm: str
    score: float  # U: what is maximised
    accuracy: float  # posterior estimate without exploration: ½·(Beta mean + clipped ½ + zᵀμ)
    sample: float  # θ, the Thompson draw
    linear: float  # ½ + zᵀμ: LinUCB's estimate of the success probability
    bonus: float  # γ·√(zᵀA⁻¹z)
    tokens: float  # expected LLM tokens
    seconds: float  # expected seconds
    price: float  # expected price
    regret: float  # R_a
    allowed: bool = True  # False: the budget rules the arm out
    trying: bool = False  # True: fewer than ``min_tries`` verdicts on a judged cluster, so it goes first
    verdicts: int = 0  # judged answers of the arm on the cluster
    default: bool = False  # True: the default arm, trusted before any verdict
    why_not: str = ""

    @property
    def trusted(self) -> bool:
        """May win on its score alone: the default arm, or an arm judged on the cluster."""
        return self.default or self.verdicts > 0

    def to_dict(self) -> dict:
        return {k: (round(v, 6) if isinstance(v, float) else v) for k, v in self.__dict__.items()}


@dataclass
class BanditState:
    """Clusters and arms: everything the router has learnt (``memory.RouterMemory`` keeps it on disk)."""

    config: RouterConfig
    clusters: dict[int, Cluster] = field(default_factory=dict)
    arms: dict[tuple[str, str], ArmState] = field(default_factory=dict)  # (graph, arm) -> its state on that graph
    decisions: int = 0  # decisions made so far: the n of the n-th Thompson draw

    def arm(self, name: str, graph: str = "") -> ArmState:
        """The arm's state on ``graph``, created on first use (to be changed)."""
        if (graph, name) not in self.arms:
            self.arms[(graph, name)] = ArmState.new(self.config.dim, self.config.ridge)
        return self.arms[(graph, name)]

    def peek(self, name: str, graph: str = "") -> ArmState:
        """The arm's state on ``graph`` for reading: a fresh one, not kept, when it has no history there."""
        return self.arms.get((graph, name)) or ArmState.new(self.config.dim, self.config.ridge)

    def overall_rate(self, name: str, graph: str) -> float:
        """The arm's success rate on ``graph`` (uniform prior); on every graph together before it was judged here."""
        here = self.peek(name, graph)
        if here.successes + here.failures > 0:
            return here.mean
        s = sum(a.successes for (_, n), a in self.arms.items() if n == name)
        f = sum(a.failures for (_, n), a in self.arms.items() if n == name)
        return (s + 1.0) / (s + f + 2.0)

    # -- clusters --------------------------------------------------------------------------------------------
    def nearest(self, x: np.ndarray, graph: str = "") -> tuple[int | None, float, int]:
        """The closest cluster of ``graph`` (id, cosine) and how many clusters the graph has."""
        ids = [i for i, c in self.clusters.items() if c.graph == graph]
        if not ids:
            return None, -1.0, 0
        sims = np.stack([self.clusters[i].centroid for i in ids]) @ x
        best = int(np.argmax(sims))
        return ids[best], float(sims[best]), len(ids)

    def assign(self, x: np.ndarray, label: str, graph: str = "") -> tuple[Cluster, bool]:
        """The cluster of ``graph`` that ``x`` belongs to (a new one, named ``label``, when nothing is close
        enough); True when it was created. The centroid moves only in ``join`` (when the decision is recorded)."""
        cid, sim, n = self.nearest(x, graph)
        if cid is not None and (sim >= self.config.cluster_similarity or n >= self.config.max_clusters):
            return self.clusters[cid], False
        new_id = max(self.clusters, default=0) + 1
        return Cluster(new_id, x.astype(np.float64).copy(), label[:120], graph, size=0), True

    def join(self, cluster: Cluster, x: np.ndarray) -> None:
        """Add ``x`` to the cluster: the centroid becomes the normalised running mean of its members."""
        self.clusters.setdefault(cluster.id, cluster)
        mean = cluster.centroid * cluster.size + x
        cluster.size += 1
        cluster.centroid = mean / (np.linalg.norm(mean) or 1.0)

    # -- scoring ---------------------------------------------------------------------------------------------
    def expected_cost(self, cluster: Cluster, arm: str, uses_llm: bool) -> tuple[float, float]:
        """(tokens, seconds) expected from ``arm`` on ``cluster``: its average there, else over all clusters, else a
        guess (tokens only for arms that call an LLM)."""
        for c in (cluster.cost.get(arm), self.peek(arm, cluster.graph).cost):
            if c is not None and c.runs:
                return c.tokens / c.runs, c.seconds / c.runs
        return (float(self.config.llm_tokens_guess) if uses_llm else 0.0), self.config.seconds_guess

    def beta(self, cluster: Cluster, arm: str) -> tuple[float, float]:
        """Posterior (α, β) of the arm's success rate on the cluster, with the prior borrowed from its record on the
        cluster's graph (``overall_rate``): α₀ = 1 + m·p̄, β₀ = 1 + m·(1 − p̄)."""
        s, f = cluster.beta.get(arm, (0.0, 0.0))
        p = self.overall_rate(arm, cluster.graph)
        m = self.config.prior_strength
        return 1.0 + m * p + s, 1.0 + m * (1.0 - p) + f

    def score(self, cluster: Cluster, z: np.ndarray, arms: dict[str, bool], rng: np.random.Generator,
              tokens_left: float | None = None, default_arm: str | None = None) -> list[ArmScore]:
        """Every arm's ``U`` for this question, best first (see step 3 of the module's docstring for the order).
        ``arms``: name -> whether it calls an LLM (in the order ties are broken). ``tokens_left``: what the budget
        still allows (None: no budget); an LLM arm expected to need more is not allowed. ``default_arm``: the arm
        trusted before any verdict (default: the config's; a chat with an LLM trusts another arm than one without,
        while both share one memory)."""
        cfg = self.config
        wanted = default_arm or cfg.default_arm
        default = wanted if wanted in arms else next(iter(arms))
        judged = any(_verdicts(cluster, arm) > 0 for arm in cluster.beta)  # has any answer here been judged?
        out = []
        for name, uses_llm in arms.items():
            state = self.peek(name, cluster.graph)
            alpha, beta = self.beta(cluster, name)
            theta = float(rng.beta(alpha, beta))
            a_inv = np.linalg.inv(state.a)
            mu = a_inv @ state.b  # ridge estimate μ = A⁻¹b
            linear = 0.5 + float(z @ mu)
            bonus = cfg.ucb_weight * math.sqrt(max(float(z @ a_inv @ z), 0.0))
            tokens, seconds = self.expected_cost(cluster, name, uses_llm)
            price = cfg.price(tokens, seconds)
            regret = 1.0 - theta if cfg.regret_from == "posterior" else state.regret
            accuracy = 0.5 * (alpha / (alpha + beta) + min(max(linear, 0.0), 1.0))
            u = 0.5 * (theta + min(1.0, linear + bonus)) - cfg.cost_weight * price * (1.0 + regret)
            verdicts = _verdicts(cluster, name)
            trying = judged and verdicts < cfg.min_tries and _runs(cluster, name) - verdicts < cfg.min_tries
            score = ArmScore(name, u, accuracy, theta, linear, bonus, tokens, seconds, price, regret,
                             trying=trying, verdicts=verdicts, default=name == default)
            if uses_llm and tokens_left is not None and tokens > tokens_left:
                score.allowed = False
                score.why_not = (f"budget: {int(tokens_left)} tokens left, about {int(tokens)} expected"
                                 if tokens_left > 0 else "budget spent")
            out.append(score)
        order = {name: i for i, name in enumerate(arms)}
        return sorted(out, key=lambda s: (not s.allowed, not s.trying, not (s.trying or s.trusted), -s.score,
                                          order[s.arm]))

    # -- learning --------------------------------------------------------------------------------------------
    def record_cost(self, cluster: Cluster, arm: str, tokens: float, seconds: float) -> None:
        """What a run used, known as soon as it ends (before anyone judges the answer)."""
        cluster.cost.setdefault(arm, Cost()).add(tokens, seconds)
        self.arm(arm, cluster.graph).cost.add(tokens, seconds)

    def observe(self, cluster: Cluster, arm: str, z: np.ndarray, reward: float, price: float,
                sign: int = 1) -> None:
        """Add (``sign`` = 1) or take back (``sign`` = -1) one judged outcome of ``arm`` on a question."""
        state = self.arm(arm, cluster.graph)
        counts = cluster.beta.setdefault(arm, [0.0, 0.0])
        counts[0 if reward >= 0.5 else 1] += sign
        if reward >= 0.5:
            state.successes += sign
        else:
            state.failures += sign
            state.wasted += sign * price
        state.spent += sign * price
        state.a += sign * np.outer(z, z)  # A = σI + Σ z zᵀ
        state.b += sign * (reward - 0.5) * z  # b = Σ (r − ½) z


def _verdicts(cluster: Cluster, arm: str) -> int:
    """Judged answers of ``arm`` on the cluster: its runs that raised count against it in the posterior, but they
    say nothing of how well it answers, so they neither make it trusted nor the cluster judged."""
    s, f = cluster.beta.get(arm, (0.0, 0.0))
    return round(s + f) - cluster.errors.get(arm, 0)


def _runs(cluster: Cluster, arm: str) -> int:
    cost = cluster.cost.get(arm)
    return cost.runs if cost is not None else 0
