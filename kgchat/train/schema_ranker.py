"""Train the schema parser's ranker on a property graph's own questions (``kgchat train --graph bolt://…``).

The graph's synthesised questions (``property_synth``) are parsed; for each, the candidates are the parser's and
the right one is the candidate whose form is the one the question was written from. The ranker's weights (over
the features of ``kgchat.reasoning.schema_parser.scoring``) are fitted by gradient descent on the softmax
likelihood of the right candidate, starting from and pulled towards the default weights (L2), so a graph whose
questions the defaults already rank right keeps them. A quarter of the questions is held out to report how often
the best candidate is the right one before and after.
"""

from __future__ import annotations

import json
import math
import random
import time
from pathlib import Path
from typing import Any

from kgchat.backends.base import GraphStore
from kgchat.logic.sexpr import parse, to_sexpr
from kgchat.reasoning.schema_parser.engine import SchemaEngine
from kgchat.reasoning.schema_parser.scoring import DEFAULT_WEIGHTS, RANKER_FILE, Ranker
from kgchat.train.property_synth import PropertyQuestion, synthesize_property_questions


def _examples(engine: SchemaEngine, questions: list[PropertyQuestion]) -> list[tuple[list[dict], int]]:
    """(the candidates' features, the index of the right one) for every question whose right form is a
    candidate."""
    out = []
    for q in questions:
        gold = to_sexpr(parse(q.form))
        cands = engine.parse(q.question)[:40]
        right = next((i for i, c in enumerate(cands) if to_sexpr(c.form) == gold), None)
        if right is not None and len(cands) > 1:
            out.append(([c.features for c in cands], right))
    return out


def _accuracy(ranker: Ranker, examples: list[tuple[list[dict], int]]) -> float:
    if not examples:
        return 0.0
    hits = 0
    for feats, right in examples:
        scores = [ranker(f) for f in feats]
        hits += max(range(len(scores)), key=lambda i: (scores[i], -i)) == right
    return hits / len(examples)


def fit(examples: list[tuple[list[dict], int]], epochs: int = 60, rate: float = 0.05, l2: float = 0.05,
        seed: int = 0) -> Ranker:
    """Weights maximising the softmax likelihood of the right candidates, pulled towards the defaults."""
    weights: dict[str, float] = dict(DEFAULT_WEIGHTS)
    for feats, _ in examples:
        for f in feats:
            for k in f:
                weights.setdefault(k, 0.0)
    rng = random.Random(seed)
    order = list(range(len(examples)))
    for _ in range(epochs):
        rng.shuffle(order)
        for j in order:
            feats, right = examples[j]
            scores = [sum(weights[k] * v for k, v in f.items()) for f in feats]
            top = max(scores)
            exps = [math.exp(s - top) for s in scores]
            total = sum(exps)
            grad: dict[str, float] = {}
            for f, e in zip(feats, exps, strict=True):
                p = e / total
                for k, v in f.items():
                    grad[k] = grad.get(k, 0.0) + p * v
            for k, v in feats[right].items():
                grad[k] = grad.get(k, 0.0) - v
            for k in weights:
                prior = DEFAULT_WEIGHTS.get(k, 0.0)
                weights[k] -= rate * (grad.get(k, 0.0) + l2 * (weights[k] - prior))
    return Ranker({k: round(v, 4) for k, v in weights.items()})


def train_schema_ranker(graph: GraphStore, out_dir: str | Path, questions: int = 300, seed: int = 0,
                        encoder: Any | None = None, progress: bool = False) -> dict:
    """Synthesise questions, fit the ranker, write ``schema_ranker.json`` (and the questions) to ``out_dir``."""
    started = time.perf_counter()
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    synthetic = synthesize_property_questions(graph, questions, seed)
    (out / "schema_questions.jsonl").write_text("".join(json.dumps(q.to_dict(), ensure_ascii=False) + "\n"
                                                        for q in synthetic), encoding="utf-8")
    engine = SchemaEngine(graph, encoder)
    examples = _examples(engine, synthetic)
    rng = random.Random(seed)
    rng.shuffle(examples)
    cut = len(examples) // 4
    held, train = examples[:cut], examples[cut:]
    before = _accuracy(Ranker(), held)
    ranker = fit(train, seed=seed)
    after = _accuracy(ranker, held)
    if after < before:  # the defaults rank this graph's questions better: keep them
        ranker = Ranker()
    ranker.save(out / RANKER_FILE)
    return {"questions": len(synthetic), "parsed": len(examples), "held_out": len(held),
            "held_out_right_before": round(before, 3), "held_out_right_after": round(_accuracy(ranker, held), 3),
            "model": str(out / RANKER_FILE), "seconds": round(time.perf_counter() - started, 1)}
