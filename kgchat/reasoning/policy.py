"""KBQA-o1's policy and reward models behind one small interface, with two implementations.

The policy rates candidate next actions of the agent (and may propose some in free text, which are then matched
to the executable options); the reward model rates a finished logical form. Both answer on one scale, [0, 1]
except for the embedding scorer's word-count bonuses, so MCTS can mix them: ``Q(final) = α · policy + (1 − α) ·
reward``.

* ``EncoderPolicy`` (CPU, no LLM) wraps any ``Scorer`` — the trained ``LearnedScorer`` or the zero-shot
  ``LexicalScorer``. An action is rated by scoring the relation chain(s) of the form it would produce against the
  question; the reward scores the final form's chains the same way. Constraint tools (Count, Order, Compare,
  Time_constraint) are gated by cue words in the question ("how many", "latest", "more than 3", "in 2010").
* ``LMPolicy`` uses causal LMs (``HFLLM``, fine-tuned with LoRA/DoRA by ``kgchat.train.mcts_train``): the policy
  model proposes the next action by generation and rates candidates by the mean token log-probability of their
  text after the agent prompt; the reward model rates the S-expression after the question.

KBQA-o1 reports LM scores as ``100 + 100 · mean log-prob`` (``paper_score``: 100 is certain, the paper's reward
thresholds range from −200 to 100). For mixing we use ``exp(mean log-prob)`` (``unit_score``), the geometric mean of
the token probabilities: in (0, 1], 1 when certain and a monotone function of the paper's score, so rankings and
thresholds carry over (paper threshold τ ⇔ ``exp((τ − 100) / 100)``; e.g. −100 ⇔ 0.135, 30 ⇔ 0.497).
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any, Protocol, runtime_checkable

from kgchat import prompts
from kgchat.errors import LLMError, ModelError
from kgchat.lexicons import DEFAULT, Lexicon, for_graph
from kgchat.linking import ENTITY_MARKER, content_words, mask_mentions
from kgchat.llm.hf_llm import HFLLM, adapter_base
from kgchat.logic import ArgMax, ArgMin, Compare, Expr, to_sexpr
from kgchat.reasoning.agent import (
    Action,
    AgentState,
    Environment,
    compare_op,
    form_chains,
    form_tools,
    order_mode,
    tool_cues,
)
from kgchat.scorers.base import Scorer, relation_chain_text
from kgchat.scorers.factory import default_scorer
from kgchat.types import REVERSE_MARK

CONSTRAINT_TOOLS = ("Count", "Order", "Compare", "Time_constraint")


def paper_score(mean_logprob: float) -> float:
    """KBQA-o1's score of an output: full score 100 plus 100 × its mean token log-probability."""
    return 100.0 + 100.0 * mean_logprob


def unit_score(mean_logprob: float) -> float:
    """The same likelihood on [0, 1]: exp(mean log-prob) = exp((paper_score − 100) / 100)."""
    return math.exp(min(0.0, mean_logprob))


@runtime_checkable
class PolicyReward(Protocol):
    """What MCTS needs from its policy and reward models."""

    name: str
    writes_proposals: bool  # False: ``propose`` always returns [] (MCTS then loads no embedding matcher)

    def allowed_tools(self, env: Environment, state: AgentState) -> set[str] | None:
        """Tools worth offering options for (None: all). Lets a policy skip graph queries it would not use."""
        ...

    def propose(self, env: Environment, state: AgentState, beam: int) -> list[str]:
        """Up to ``beam`` free-text next actions (matched to executable options by MCTS); [] when it cannot generate."""
        ...

    def policy(self, env: Environment, state: AgentState, actions: Sequence[Action]) -> list[float]:
        """A score per candidate action from ``state``: in [0, 1], or above 1 for an encoder over the embedding
        scorer (see ``EncoderPolicy``)."""
        ...

    def reward(self, env: Environment, form: Expr) -> float:
        """A score for a finished logical form of ``env.question``, on the same scale as ``policy``."""
        ...


# -- the encoder policy ------------------------------------------------------------------------------------------------
class EncoderPolicy:
    """Policy and reward from one relation-chain scorer (no LLM, CPU).

    The value of a (partial) form is ``score(question, chain text)`` — two merged chains are read as one text
    joined by "and" — with a stop margin for chains longer than a hop (``stop_rule_value``), times
    ``missing_cue`` for every constraint tool the question asks for but the form lacks (and for an Order or a
    comparison the wrong way round). An action's policy score is the value of the form it leads to (Finish keeps the form as
    it is, so "stop here" and "go one hop further" compete on the same scale, as in ToG-R's stop rule);
    Extract_entity scores its entity-linking confidence. The reward of a final form is its value.
    """

    writes_proposals = False

    def __init__(self, scorer: Scorer, stop_margin: float = 0.03, missing_cue: float = 0.5,
                 lexicon: Lexicon | None = None):
        self.scorer = scorer
        self.lexicon = lexicon or DEFAULT  # the graph's stop words, for scorers that read content words
        self.name = f"encoder:{scorer.name}"
        self.stop_margin = stop_margin  # how much more a longer chain must score to be worth its extra step
        self.missing_cue = missing_cue  # factor for a form without a tool the question asks for ("how many" → Count)

    def _question(self, env: Environment) -> str:
        key = ("encoder-question", id(self))
        if key not in env.memo:
            if self.scorer.reads_entity_marker:  # the lexical scorer: where the entity was
                env.memo[key] = mask_mentions(env.question, env.mentions, ENTITY_MARKER)
            elif self.scorer.reads_masked_question:  # a learned scorer reads word order
                env.memo[key] = mask_mentions(env.question, env.mentions)
            else:  # other scorers judge content words best
                env.memo[key] = content_words(mask_mentions(env.question, env.mentions), self.lexicon.stop_words)
        return env.memo[key]  # type: ignore[return-value]

    def _cues(self, env: Environment) -> set[str]:
        key = ("cues",)
        if key not in env.memo:
            env.memo[key] = tool_cues(env.question, env.mentions)
        return env.memo[key]  # type: ignore[return-value]

    def chain_scores(self, env: Environment, texts: Sequence[str]) -> list[float]:
        """Scorer scores of chain texts, batched and memoised for the question."""
        missing = [t for t in dict.fromkeys(texts) if ("chain", t) not in env.memo]
        if missing:
            for t, s in zip(missing, self.scorer.score(self._question(env), missing), strict=True):
                env.memo[("chain", t)] = float(s)
        return [env.memo[("chain", t)] for t in texts]  # type: ignore[misc]

    @staticmethod
    def form_text(form: Expr) -> str | None:
        """What the scorer reads for a form: its relation chain, or its chains joined by 'and' after a Merge."""
        chains = [relation_chain_text(list(c.labels)) for c in form_chains(form) if c.labels]
        return " and ".join(chains) if chains else None

    def allowed_tools(self, env: Environment, state: AgentState) -> set[str] | None:
        return self._cues(env) | ({"Merge"} if len(env.topics) > 1 else set())

    def propose(self, env: Environment, state: AgentState, beam: int) -> list[str]:
        return []  # an encoder rates options; it does not write them

    def value(self, env: Environment, form: Expr | None) -> float:
        text = self.form_text(form) if form is not None else None
        if text is None:
            return 0.0
        chains = [c.labels for c in form_chains(form) if c.labels]
        if len(chains) == 1 and len(chains[0]) > 1:
            prefixes = [relation_chain_text(list(chains[0][:k])) for k in range(1, len(chains[0]) + 1)]
            value = stop_rule_value(self.chain_scores(env, prefixes), self.stop_margin)
        else:  # one hop, or merged chains (read as one text): a margin for any chain longer than a hop
            value = self.chain_scores(env, [text])[0] - self.stop_margin * any(len(c) > 1 for c in chains)
        used, cues = form_tools(form), self._cues(env)
        for tool in CONSTRAINT_TOOLS:
            if tool in cues and tool not in used:
                value *= self.missing_cue
        if used & {"Order", "Compare"} and self._wrong_way(env, form):
            value *= self.missing_cue
        return max(0.0, value)  # not capped at 1: the embedding scorer's word counts rank chains above it

    @staticmethod
    def _wrong_way(env: Environment, form: Expr) -> bool:
        """An ARGMIN for "latest", an ARGMAX for "earliest", or a comparison against the question's wording."""
        for node in _subforms(form):
            if isinstance(node, ArgMax | ArgMin):
                wanted_max = order_mode(env.question, env.mentions) == "ARGMAX"
                if wanted_max != isinstance(node, ArgMax):
                    return True
            elif isinstance(node, Compare):
                wanted = compare_op(mask_mentions(env.question, env.mentions))
                if wanted is not None and node.op != wanted:
                    return True
        return False

    def policy(self, env: Environment, state: AgentState, actions: Sequence[Action]) -> list[float]:
        forms: list[Expr | None] = []
        for a in actions:
            if a.tool == "Finish":
                forms.append(state.current)
            elif a.tool == "Extract_entity":
                forms.append(None)
            else:
                forms.append(env.apply(state, a).current)
        # one scorer call for every form the candidates produce
        self.chain_scores(env, [t for f in forms if f is not None and (t := self.form_text(f)) is not None])
        out = []
        for a, f in zip(actions, forms, strict=True):
            if a.tool == "Extract_entity":
                link = env.link_score.get(a.ref or "", 1.0)
                out.append(link if state.current is None else link * self.value(env, state.current))
            else:
                out.append(self.value(env, f))
        return out

    def reward(self, env: Environment, form: Expr) -> float:
        return self.value(env, form)


def _subforms(form: Expr) -> Iterator[Expr]:
    yield form
    for child in (getattr(form, "expr", None), getattr(form, "left", None), getattr(form, "right", None)):
        if child is not None:
            yield from _subforms(child)


def stop_rule_value(prefix_scores: Sequence[float], margin: float) -> float:
    """Value of a chain from the scores of its prefixes (1 hop, 2 hops, ..., the whole chain), following ToG-R's
    no-LLM stop rule along the chain: a deeper prefix replaces the best one so far only when it scores more than
    ``margin`` above it. A chain the rule accepts is worth its score less one ``margin`` (so it beats its best
    prefix, and any one-hop chain it outscores by more than the margin); a chain the rule rejects is worth its
    score less two margins, below the prefix that beat it.
    """
    best = prefix_scores[0]
    for score in prefix_scores[1:-1]:
        if score > best + margin:
            best = score
    last = prefix_scores[-1]
    if len(prefix_scores) == 1:
        return last
    return last - margin if last > best + margin else last - 2 * margin


# -- the causal-LM policy ---------------------------------------------------------------------------------------------
def policy_prompt(question: str, state: AgentState) -> str:
    """The agent prompt: task, tools, question and the Action / Observation history so far (ends with 'Action:')."""
    lines = []
    for r in state.history:
        lines += [f"Action: {r.action.text()}", f"Observation: {r.observation}"]
    return prompts.render("mcts_policy", question=question, history="\n".join(lines) or "(nothing yet)").rstrip()


def reward_prompt(question: str) -> str:
    return prompts.render("mcts_reward", question=question).rstrip()


class LMPolicy:
    """Policy and reward from causal LMs that can score continuations (``HFLLM``; ``ScriptedLLM`` in tests).

    ``reward_llm`` defaults to the policy model (one model, two prompts). Scores are ``unit_score`` of the mean
    token log-probability; ``last_paper_scores`` keeps the paper-scale values of the latest call for traces.
    """

    writes_proposals = True

    def __init__(self, policy_llm: Any, reward_llm: Any = None, max_action_tokens: int = 32):
        self.llm = policy_llm
        self.reward_llm = reward_llm if reward_llm is not None else policy_llm
        self.name = f"lm:{getattr(policy_llm, 'name', 'llm')}"
        self.max_action_tokens = max_action_tokens

    def allowed_tools(self, env: Environment, state: AgentState) -> set[str] | None:
        return None

    def propose(self, env: Environment, state: AgentState, beam: int) -> list[str]:
        prompt = policy_prompt(env.question, state)
        try:
            if beam > 1 and isinstance(self.llm, HFLLM):
                return _beam_generate(self.llm, prompt, beam, self.max_action_tokens)
            done = self.llm.complete(prompt, purpose="mcts_propose", max_tokens=self.max_action_tokens,
                                     temperature=0.0, stop=["\n"])
            return [done.text.strip()] if done.text.strip() else []
        except LLMError:
            return []  # proposals only narrow the options; without them every option is rated

    def policy(self, env: Environment, state: AgentState, actions: Sequence[Action]) -> list[float]:
        if not actions:
            return []
        prompt = policy_prompt(env.question, state)
        logprobs = self.llm.score_continuations(prompt, [" " + a.text() for a in actions], purpose="mcts_policy")
        return [unit_score(lp) for lp in logprobs]

    def reward(self, env: Environment, form: Expr) -> float:
        key = ("lm-reward", form)
        if key not in env.memo:
            lp = self.reward_llm.score_continuations(reward_prompt(env.question), [" " + to_sexpr(form)],
                                                     purpose="mcts_reward")[0]
            env.memo[key] = unit_score(lp)
        return env.memo[key]  # type: ignore[return-value]


def _beam_generate(llm: HFLLM, prompt: str, beams: int, max_tokens: int) -> list[str]:
    """``beams`` beam-search continuations of ``prompt`` from a local model (first line of each, no repeats)."""
    texts = llm.beam_continuations(prompt, beams, max_tokens)
    return list(dict.fromkeys(t.strip().splitlines()[0] for t in texts if t.strip()))


# -- matching proposals to executable options --------------------------------------------------------------------------
class ActionMatcher:
    """Matches free-text action proposals to executable options by all-MiniLM-L6-v2 cosine similarity (the paper
    uses SimCSE): "Find_relation [ director ]" finds "Find_relation [ directed_by ]"."""

    def __init__(self, model: Any = None):
        from kgchat.scorers.embedding import EmbeddingCache, load_minilm

        self.cache = EmbeddingCache(model if model is not None else load_minilm())

    def match(self, proposals: Sequence[str], options: Sequence[Action], top_k: int) -> list[int]:
        """Indices of the options closest to any proposal: the top ``top_k`` per proposal, best matches first."""
        if not proposals or not options:
            return []
        texts = [_readable(o.text()) for o in options]
        vecs = self.cache.encode([_readable(p) for p in proposals] + texts)
        props, opts = vecs[: len(proposals)], vecs[len(proposals):]
        sims = props @ opts.T
        best: dict[int, float] = {}
        for p, row in zip(proposals, sims, strict=True):
            exact = [i for i, o in enumerate(options) if o.text() == p.strip()]
            ranked = exact + [i for i in sorted(range(len(options)), key=lambda i: (-row[i], i)) if i not in exact]
            for rank, i in enumerate(ranked[:top_k]):
                best[i] = max(best.get(i, -9.0), 2.0 if i in exact else float(row[i]) - 1e-6 * rank)
        return sorted(best, key=lambda i: (-best[i], i))


def _readable(text: str) -> str:
    return text.replace("_", " ").replace(REVERSE_MARK, "reverse ").replace("[", " ").replace("]", " ")


# -- choosing and loading ------------------------------------------------------------------------------------------------
def can_score(llm: Any) -> bool:
    """True when ``llm`` can rate continuations (a local HF model, or a scripted one given a score function)."""
    return llm is not None and callable(getattr(llm, "score_continuations", None)) \
        and getattr(llm, "score_fn", True) is not None


def make_policy(graph: Any, llm: Any = None, scorer: Scorer | None = None) -> PolicyReward:
    """A scorer given → encoder policy on it; else an LLM that scores continuations → LM policy; else the default
    encoder policy (learned scorer on the movie graph, embeddings elsewhere)."""
    if scorer is not None:
        return EncoderPolicy(scorer, lexicon=for_graph(graph))
    if can_score(llm):
        return LMPolicy(llm)
    return EncoderPolicy(default_scorer(graph), lexicon=for_graph(graph))


def load_policy(path: str | Path, device: str = "auto") -> PolicyReward:
    """The policy saved by ``train_mcts`` in ``path``: a learned-scorer directory, or ``policy/`` + ``reward/``
    causal-LM directories (or one causal LM used for both)."""
    import json

    path = Path(path)
    cfg = path / "config.json"
    if cfg.exists():
        try:
            kind = json.loads(cfg.read_text(encoding="utf-8")).get("kind")
        except (OSError, ValueError) as exc:
            raise ModelError(f"Cannot read {cfg}: {exc}") from exc
        if kind == "kgchat-learned-path-scorer":
            from kgchat.scorers.learned import LearnedScorer

            return EncoderPolicy(LearnedScorer.load(path))
    if (path / "policy").is_dir():
        bases = {adapter_base(path / d) for d in ("policy", "reward") if (path / d).is_dir()}
        if (path / "reward").is_dir() and len(bases) == 1 and None not in bases:  # two adapters, one base in memory
            models = HFLLM.with_adapters(bases.pop(), {"policy": path / "policy", "reward": path / "reward"},
                                         device=device, chat=False)
            return LMPolicy(models["policy"], models["reward"])
        policy = HFLLM(path / "policy", device=device, chat=False)
        reward = HFLLM(path / "reward", device=device, chat=False) if (path / "reward").is_dir() else None
        return LMPolicy(policy, reward)
    if cfg.exists():
        return LMPolicy(HFLLM(path, device=device, chat=False))
    raise ModelError(f"{path} holds no MCTS policy: expected a learned scorer (config.json) or policy/ and reward/ "
                     "model directories written by `kgchat train --engine mcts`.")

