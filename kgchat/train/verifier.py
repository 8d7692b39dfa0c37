"""Training the answer verifier (``kgchat.reasoning.verifier``) from what a graph says about itself, without labels.

1. Questions the graph writes about itself (``kgchat.train.synthesize``: chains of one to three steps, counts,
   superlatives, comparisons, two-entity questions, in varied wordings), each with the chain it was written from.
2. Pairs (masked question, reading): the question's own reading is a positive; negatives are the same question with
   a reading that is wrong in one way the badge must catch —

   * ``relation``: one step along another relation of the graph;
   * ``direction``: one step walked the other way;
   * ``class``: the chain one step short or one step longer (the answer is another kind of thing);
   * ``constraint``: the count, superlative, comparison or second entity left out (or one added that the question
     does not ask);
   * ``reference``: a question that selects among earlier answers ("of those, ...") read without them.

3. A two-layer head on frozen MiniLM sentence embeddings, trained with binary cross-entropy (torch, CPU, seconds),
   its threshold set on held-out synthesised questions (split by topic entity) so that ``keep`` of the positives
   pass, and its vouching bar so that only ``vouch_wrong`` of the negatives reach it. The report gives the held-out
   pass rate of positives and the rejection rate of each kind of negative.
"""

from __future__ import annotations

import hashlib
import random
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from kgchat.backends.base import GraphStore
from kgchat.chains import GraphCache, chain_from_labels
from kgchat.reasoning.verifier import Move, Operator, Verifier, VerifierConfig, masked, reading
from kgchat.reasoning.vocabulary import shared_vocabulary
from kgchat.train.schema import survey
from kgchat.train.synthesize import SynthConfig, Synthetic, synthesize
from kgchat.types import Direction

NEGATIVES = ("relation", "direction", "class", "constraint", "reference")


@dataclass
class VerifierTraining:
    questions: int = 3000  # synthesised questions (fewer when the graph offers fewer distinct walks)
    epochs: int = 12  # passes over the pairs
    batch: int = 256
    lr: float = 1e-3
    weight_decay: float = 1e-4
    held_out: float = 0.15  # share of topic entities whose questions only set the threshold and the report
    keep: float = 0.99  # share of held-out positives the threshold lets pass
    vouch_wrong: float = 0.05  # share of held-out negatives (wrong readings) the vouching bar lets pass
    reference_rate: float = 0.15  # share of questions also asked as a selection among earlier answers
    seed: int = 0


@dataclass(frozen=True)
class Pair:
    question: str
    reading: str
    label: int
    kind: str  # "positive" or one of NEGATIVES
    topic: str  # topic entity id (the held-out split is by topic)


def moves_of(item: Synthetic) -> list[Move]:
    """A synthesised question's chain as moves (a step through an unnamed node is two moves)."""
    return [m for step in chain_from_labels(item.chain) for m in step]


def operators_of(item: Synthetic, value_relation: str) -> list[Operator]:
    if item.shape in ("count", "conjunction"):
        return [(item.shape, "")]
    if item.shape in ("superlative", "comparative"):
        return [(item.shape, value_relation)]
    return []


def make_pairs(items: list[Synthetic], relations: list[str], value_relation: str, rng: random.Random,
               reference_rate: float = 0.15) -> list[Pair]:
    """The positive and negative pairs of each synthesised question (see the module doc)."""
    pairs: list[Pair] = []
    for item in items:
        names = [item.topic.name, *item.others]
        question = masked(item.question, names)
        moves = moves_of(item)
        ops = operators_of(item, value_relation)
        if not moves:
            continue
        right = reading(moves, ops)
        add = [Pair(question, right, 1, "positive", item.topic.id)]
        k = rng.randrange(len(moves))
        others = [r for r in relations if r != moves[k][0]]
        if others:
            wrong = list(moves)
            wrong[k] = (rng.choice(others), moves[k][1])
            add.append(Pair(question, reading(wrong, ops), 0, "relation", item.topic.id))
        flipped = list(moves)
        flipped[k] = (moves[k][0], moves[k][1].flip())
        if flipped != moves:
            add.append(Pair(question, reading(flipped, ops), 0, "direction", item.topic.id))
        longer = [*moves, (rng.choice(relations), rng.choice((Direction.IN, Direction.OUT)))]
        shorter = moves[:-1]
        add.append(Pair(question, reading(shorter if shorter and rng.random() < 0.5 else longer, ops), 0, "class",
                        item.topic.id))
        if ops:
            add.append(Pair(question, reading(moves), 0, "constraint", item.topic.id))
        elif rng.random() < 0.5:
            extra = rng.choice([("count", ""), ("superlative", value_relation), ("comparative", value_relation)])
            add.append(Pair(question, reading(moves, [extra]), 0, "constraint", item.topic.id))
        if rng.random() < reference_rate:
            pointer = rng.choice(("of those, ", "which of them: ", "among them, ", "of these, "))
            asked = pointer + question
            add.append(Pair(asked, reading(moves, ops, earlier=True), 1, "positive", item.topic.id))
            add.append(Pair(asked, right, 0, "reference", item.topic.id))
        seen = {(p.question, p.reading) for p in add if p.label}
        pairs += [p for p in add if p.label or (p.question, p.reading) not in seen]
    return pairs


def held_out(topic: str, share: float) -> bool:
    return int(hashlib.sha1(topic.encode("utf-8")).hexdigest()[:8], 16) / 0xFFFFFFFF < share


def train_verifier(graph: GraphStore, out_dir: str | Path, config: VerifierTraining | None = None,
                   encoder: object | None = None, progress: bool = False,
                   synthetic: list[Synthetic] | None = None, source: dict | None = None) -> dict:
    """Synthesise, pair, encode, train, calibrate and save a verifier for ``graph``; the training report."""
    from kgchat.scorers.embedding import load_minilm
    from kgchat.scorers.models import graph_signature

    cfg = config or VerifierTraining()
    started = time.perf_counter()
    encoder = encoder or load_minilm()
    cache = GraphCache(graph)
    schema = survey(graph, cache, progress=progress)
    if synthetic is None:
        nouns = tuple(n for n in shared_vocabulary(graph).subject_nouns if not n.endswith("s"))
        synthetic, stats = synthesize(schema, cache, SynthConfig(questions=cfg.questions, seed=cfg.seed,
                                                                 subject_nouns=tuple(sorted(nouns))),
                                      progress=progress, encoder=encoder)
    else:
        stats = {"questions": len(synthetic), "given": True}
    values = [r for r, info in schema.relations.items() if info.value == "year"] or \
        [r for r, info in schema.relations.items() if info.value]
    relations = sorted(r for r in schema.relations if r not in schema.type_relations)
    rng = random.Random(cfg.seed)
    pairs = make_pairs(synthetic, relations, values[0] if values else "", rng, cfg.reference_rate)
    if not pairs:
        raise ValueError("The graph gave no questions to train a verifier on.")
    texts = sorted({p.question for p in pairs} | {p.reading for p in pairs})
    if progress:
        print(f"Encoding {len(texts)} texts with MiniLM", file=sys.stderr)
    vectors = dict(zip(texts, _encode(encoder, texts), strict=True))
    train = [p for p in pairs if not held_out(p.topic, cfg.held_out)]
    test = [p for p in pairs if held_out(p.topic, cfg.held_out)]
    w = _fit(train, vectors, cfg, progress)
    verifier = Verifier(w, VerifierConfig(), encoder=encoder)
    scored = _scores(verifier, test or train, vectors)
    positives = np.array([s for s, p in zip(scored, test or train, strict=True) if p.label == 1])
    threshold = float(np.quantile(positives, 1 - cfg.keep)) if len(positives) else 0.5
    verifier.config.threshold = round(threshold, 4)
    negatives = np.array([s for s, p in zip(scored, test or train, strict=True) if p.label == 0])
    if len(negatives):  # the bar only the best few wrong readings reach (never below the pass threshold)
        verifier.config.vouch = round(max(float(np.quantile(negatives, 1 - cfg.vouch_wrong)), threshold), 4)
    report = {"synthetic": stats.get("questions"), "by_shape": stats.get("by_shape"), "pairs": len(pairs),
              "train_pairs": len(train), "held_out_pairs": len(test), "threshold": verifier.config.threshold,
              "vouch": verifier.config.vouch,
              "vouch_passes": _passing(scored, test or train, verifier.config.vouch),
              "held_out": _report(scored, test or train, verifier.config.threshold),
              "seconds": round(time.perf_counter() - started, 1)}
    meta = {"graph": graph_signature(graph), "training": {k: v for k, v in cfg.__dict__.items()},
            "report": report, "data": source or {}}
    verifier.save(out_dir, meta)
    return report


def _encode(encoder: object, texts: list[str], batch: int = 256) -> np.ndarray:
    out = encoder.encode(texts, batch_size=batch, normalize_embeddings=True, convert_to_numpy=True,
                         show_progress_bar=False)
    return np.asarray(out, dtype=np.float32)


def _matrix(pairs: list[Pair], vectors: dict[str, np.ndarray]) -> tuple[np.ndarray, np.ndarray]:
    return (np.stack([vectors[p.question] for p in pairs]), np.stack([vectors[p.reading] for p in pairs]))


def _fit(pairs: list[Pair], vectors: dict[str, np.ndarray], cfg: VerifierTraining,
         progress: bool) -> dict[str, np.ndarray]:
    """The head's weights, fitted with torch on CPU (binary cross-entropy, classes weighted to balance)."""
    import torch

    from kgchat.reasoning.verifier import features

    torch.manual_seed(cfg.seed)
    q, r = _matrix(pairs, vectors)
    x = torch.tensor(features(q, r))
    y = torch.tensor([float(p.label) for p in pairs])
    head = VerifierConfig()
    net = torch.nn.Sequential(torch.nn.Linear(x.shape[1], head.hidden), torch.nn.GELU(approximate="tanh"),
                              torch.nn.Dropout(0.1), torch.nn.Linear(head.hidden, 1))
    opt = torch.optim.AdamW(net.parameters(), lr=cfg.lr, weight_decay=cfg.weight_decay)
    weight = torch.tensor((len(y) - float(y.sum())) / max(float(y.sum()), 1.0))
    loss_fn = torch.nn.BCEWithLogitsLoss(pos_weight=weight)
    gen = torch.Generator().manual_seed(cfg.seed)
    for epoch in range(cfg.epochs):
        order = torch.randperm(len(y), generator=gen)
        total = 0.0
        for i in range(0, len(y), cfg.batch):
            idx = order[i:i + cfg.batch]
            opt.zero_grad()
            loss = loss_fn(net(x[idx]).squeeze(-1), y[idx])
            loss.backward()
            opt.step()
            total += float(loss.detach()) * len(idx)
        if progress:
            print(f"epoch {epoch + 1}/{cfg.epochs}: loss {total / len(y):.4f}", file=sys.stderr)
    net.eval()
    first, last = net[0], net[3]
    return {"w1": first.weight.detach().numpy().T.copy(), "b1": first.bias.detach().numpy().copy(),
            "w2": last.weight.detach().numpy().T.copy(), "b2": last.bias.detach().numpy().copy()}


def _scores(verifier: Verifier, pairs: list[Pair], vectors: dict[str, np.ndarray]) -> list[float]:
    from kgchat.reasoning.verifier import probability

    q, r = _matrix(pairs, vectors)
    return [float(s) for s in probability(q, r, verifier.w1, verifier.b1, verifier.w2, verifier.b2)]


def _passing(scores: list[float], pairs: list[Pair], bar: float | None) -> dict:
    """The share of held-out positives and of negatives at or above ``bar``."""
    if bar is None:
        return {}
    out = {}
    for name, label in (("positive", 1), ("negative", 0)):
        mine = [s for s, p in zip(scores, pairs, strict=True) if p.label == label]
        if mine:
            out[name] = round(sum(s >= bar for s in mine) / len(mine), 4)
    return out


def _report(scores: list[float], pairs: list[Pair], threshold: float) -> dict:
    """Held-out pass rate of positives, rejection rate of each kind of negative, and the ranking AUC."""
    out: dict = {}
    for kind in ("positive", *NEGATIVES):
        mine = [s for s, p in zip(scores, pairs, strict=True) if p.kind == kind]
        if mine:
            passed = sum(s >= threshold for s in mine) / len(mine)
            out[kind] = {"n": len(mine), ("passed" if kind == "positive" else "rejected"):
                         round(passed if kind == "positive" else 1 - passed, 4)}
    pos = np.array([s for s, p in zip(scores, pairs, strict=True) if p.label == 1])
    neg = np.array([s for s, p in zip(scores, pairs, strict=True) if p.label == 0])
    if len(pos) and len(neg):
        out["auc"] = round(float((pos[:, None] > neg[None, :]).mean() + 0.5 * (pos[:, None] == neg[None, :]).mean()),
                           4)
    return out
