"""The ``kgchat train`` pipeline: weak labels → train → (auto-annotate → incremental fine-tuning) → save.

Everything the run did is written next to the model: ``labels.jsonl`` (weak labels), ``auto_labels.jsonl``
(kept auto-annotations) and ``config.json`` (head configuration, training report, data provenance).
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path

from kgchat.backends.base import GraphStore
from kgchat.chains import GraphCache
from kgchat.evaluation.datasets import Example
from kgchat.scorers.learned import Features, HeadConfig
from kgchat.train.autoannotate import auto_annotate
from kgchat.train.learned import TrainConfig, train
from kgchat.train.weak import save_labels, weak_labels


@dataclass
class TrainPlan:
    labelled: list[Example]  # questions with gold answers (weakly labelled with chains)
    unlabelled: list[Example] = field(default_factory=list)  # questions the engine annotates itself
    threshold: float = 0.9  # auto-annotations need a chain score above this (KBQA-o1's reward filter)
    per_wording: int | None = 20  # unlabelled questions asked per distinct (entity-masked) wording
    rounds: int = 2  # auto-annotate → fine-tune rounds (each uses the model of the round before)
    epochs: int | None = None  # None: TrainConfig's default
    steps: int | None = None  # exact optimiser steps per training run (overrides epochs)
    seed: int = 0
    device: str = "auto"
    source: dict = field(default_factory=dict)  # where the data came from, recorded in the model's config


def run_training(plan: TrainPlan, graph: GraphStore, out_dir: str | Path, progress: bool = False,
                 head: HeadConfig | None = None, config: TrainConfig | None = None) -> dict:
    out = Path(out_dir)
    started = time.perf_counter()
    cache = GraphCache(graph)
    features = Features()

    def cfg() -> TrainConfig:
        base = config or TrainConfig()
        c = TrainConfig(**{**base.__dict__, "log": [], "seed": plan.seed, "device": plan.device})
        if plan.epochs is not None:
            c.epochs = plan.epochs
        if plan.steps is not None:
            c.min_steps = c.max_steps = plan.steps
        return c

    labels, wstats = weak_labels(plan.labelled, graph, progress=progress, cache=cache)
    save_labels(labels, out / "labels.jsonl")
    scorer, first = train(labels, graph, head, cfg(), progress=progress, features=features, cache=cache)
    report: dict = {"labelled": len(plan.labelled), "weak_labels": wstats, "training": first}
    if plan.unlabelled:
        report["rounds"] = []
        for _ in range(plan.rounds):  # each round annotates with the latest model, then fine-tunes it
            auto, astats = auto_annotate(plan.unlabelled, graph, scorer, plan.threshold, progress, plan.per_wording,
                                         cache=cache)
            save_labels(auto, out / "auto_labels.jsonl")
            scorer, tuned = train(labels + auto, graph, head, cfg(), init=scorer, progress=progress,
                                  features=features, cache=cache)
            report["rounds"].append({"auto": astats, "fine_tuning": tuned})
        report["auto"] = {**report["rounds"][-1]["auto"], "threshold": plan.threshold, "per_wording": plan.per_wording,
                          "rounds": plan.rounds}
    report["seconds"] = round(time.perf_counter() - started, 1)
    scorer.meta = {"data": plan.source, "report": report}
    report["model"] = str(scorer.save(out))
    return report
