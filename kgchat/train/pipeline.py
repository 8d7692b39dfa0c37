"""The ``kgchat train`` pipeline: labels → train → (auto-annotate → incremental fine-tuning) → save.

Labels come from question–answer pairs (weak supervision, ``kgchat.train.weak``), from questions the graph writes
about itself (``kgchat.train.synthesize``: no labelled questions needed), or both; with an LLM, some of the
synthesised questions are also reworded by it (``kgchat.train.reword``). Everything the run did is written
next to the model: ``synthetic.jsonl`` (synthesised questions), ``reworded.jsonl`` (the LLM's rewordings, kept or
why not), ``labels.jsonl`` (their labels and the weak labels),
``auto_labels.jsonl`` (kept auto-annotations) and ``config.json`` (head configuration, training report, data
provenance, and the graph it was trained on: ``kgchat.scorers.models.graph_signature``).

A run is resumable: ``state.json`` records the run's settings and the stages it finished, and training keeps its
checkpoints under ``checkpoints/``. Running the same command again after an interruption skips what is done and
continues the training in progress; a run with other settings in the same folder starts over.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any

from kgchat.backends.base import GraphStore
from kgchat.chains import GraphCache
from kgchat.evaluation.datasets import Example
from kgchat.lexicons import for_graph
from kgchat.scorers.ensemble import trained_without_labels
from kgchat.scorers.learned import Features, HeadConfig, LearnedScorer
from kgchat.scorers.models import graph_signature
from kgchat.train.autoannotate import auto_annotate
from kgchat.train.learned import TrainConfig, train
from kgchat.train.reword import RewordConfig, load_reworded, reword
from kgchat.train.schema import survey
from kgchat.train.synthesize import SynthConfig, load_synthetic, save_synthetic, synthesize
from kgchat.train.weak import ChainLabel, load_labels, save_labels, weak_labels


@dataclass
class TrainPlan:
    labelled: list[Example]  # questions with gold answers (weakly labelled with chains)
    unlabelled: list[Example] = field(default_factory=list)  # questions the engine annotates itself
    synthetic: int = 0  # questions to synthesise from the graph's own schema (0: none)
    reword: int = 0  # synthesised questions an LLM rewords (0: none; needs the llm of run_training)
    reword_by: str = ""  # that LLM's spec (part of what makes two runs the same run)
    threshold: float = 0.9  # auto-annotations need a chain score above this (KBQA-o1's reward filter)
    per_wording: int | None = 20  # unlabelled questions asked per distinct (entity-masked) wording
    rounds: int = 2  # auto-annotate → fine-tune rounds (each uses the model of the round before)
    epochs: int | None = None  # None: TrainConfig's default
    steps: int | None = None  # exact optimiser steps per training run (overrides epochs)
    seed: int = 0
    device: str = "auto"
    start: str | None = None  # a model folder to start from (its weights and questions): only annotate and fine-tune
    source: dict = field(default_factory=dict)  # where the data came from, recorded in the model's config

    def key(self, head: HeadConfig | None, config: TrainConfig | None) -> str:
        """What makes two runs the same run (for resuming): the data, the settings, not the provenance text."""
        data = {"labelled": [(e.qid, e.question, e.answers) for e in self.labelled],
                "unlabelled": [(e.qid, e.question) for e in self.unlabelled],
                **{k: v for k, v in asdict(self).items() if k not in ("labelled", "unlabelled", "source")},
                "head": asdict(head) if head else None,
                "config": {k: v for k, v in asdict(config).items() if k != "log"} if config else None}
        return hashlib.sha256(json.dumps(data, sort_keys=True, default=str).encode()).hexdigest()[:16]


class RunState:
    """``state.json`` of a training folder: the run's key and the stages it has finished."""

    def __init__(self, out: Path, key: str):
        self.path = out / "state.json"
        self.key = key
        self.done: dict[str, dict] = {}
        self.resumed = False
        if self.path.exists():
            try:
                saved = json.loads(self.path.read_text(encoding="utf-8"))
            except (OSError, json.JSONDecodeError):
                saved = {}
            if saved.get("key") == key:
                self.done, self.resumed = saved.get("done", {}), True
            else:  # another run's leftovers: start over
                shutil.rmtree(out / "checkpoints", ignore_errors=True)

    def stage(self, name: str, run: Callable[[], dict]) -> dict:
        """The report of stage ``name``: from an earlier run of this one, else by running it (and recording it)."""
        if name in self.done:
            return self.done[name]
        report = run()
        self.done[name] = report
        self.path.parent.mkdir(parents=True, exist_ok=True)
        tmp = self.path.with_suffix(".tmp")
        tmp.write_text(json.dumps({"key": self.key, "done": self.done}, indent=1, default=str), encoding="utf-8")
        tmp.replace(self.path)
        return report


def run_training(plan: TrainPlan, graph: GraphStore, out_dir: str | Path, progress: bool = False,
                 head: HeadConfig | None = None, config: TrainConfig | None = None, llm: Any = None) -> dict:
    """Train (or resume training) a learned scorer as ``plan`` says, into ``out_dir``; ``llm`` rewords
    ``plan.reword`` of the synthesised questions."""
    out = Path(out_dir)
    started = time.perf_counter()
    cache = GraphCache(graph)
    features = Features()
    state = RunState(out, plan.key(head, config))

    def cfg() -> TrainConfig:
        base = config or TrainConfig()
        c = TrainConfig(**{**base.__dict__, "log": [], "seed": plan.seed, "device": plan.device})
        if plan.epochs is not None:
            c.epochs = plan.epochs
        if plan.steps is not None:
            c.min_steps = c.max_steps = plan.steps
        return c

    out.mkdir(parents=True, exist_ok=True)
    if "saved" in state.done and (out / "model.safetensors").exists():  # finished before: nothing left to do
        return {**state.done["saved"], "resumed": True}
    report: dict = {"labelled": len(plan.labelled), "resumed": state.resumed}
    labels: list[ChainLabel] = []
    if plan.start:  # a model trained before (on the graph alone, say): its labels come along, its training is done
        return _continue(plan, graph, out, state, report, cache, features, progress, cfg)
    if plan.synthetic:
        def make_synthetic() -> dict:
            begun = time.perf_counter()
            schema = survey(graph, cache, seed=plan.seed, progress=progress)
            profile = for_graph(graph)
            items, stats = synthesize(schema, cache, SynthConfig(questions=plan.synthetic, seed=plan.seed,
                                                                 individual_rate=profile.stepping_stones,
                                                                 synonyms=profile.synonyms), progress,
                                      encoder=features.encoder)
            save_synthetic(items, out / "synthetic.jsonl")
            return {**stats, "type_relations": schema.type_relations,
                    "value_relations": sorted(r for r, i in schema.relations.items() if i.value),
                    "seconds": round(time.perf_counter() - begun, 1)}

        report["synthetic"] = state.stage("synthetic", make_synthetic)
        items = load_synthetic(out / "synthetic.jsonl")
        labels += [s.label(i) for i, s in enumerate(items)]
        if plan.reword and llm is not None:
            report["reworded"] = state.stage("reworded", lambda: _reword(plan, graph, out, items, llm, cache,
                                                                         progress))
            labels += [replace(s.label(i), qid=f"reworded:{i}", source="reworded")
                       for i, s in enumerate(load_reworded(out / "reworded.jsonl", items, plan.reword_by))]
    if plan.labelled:
        def make_weak() -> dict:
            weak, wstats = weak_labels(plan.labelled, graph, progress=progress, cache=cache)
            save_labels(weak, out / "weak_labels.jsonl")
            return wstats

        report["weak_labels"] = state.stage("weak_labels", make_weak)
        labels += load_labels(out / "weak_labels.jsonl")
    save_labels(labels, out / "labels.jsonl")
    checkpoints = out / "checkpoints"
    scorer, first = train(labels, graph, head, cfg(), progress=progress, features=features, cache=cache,
                          checkpoints=checkpoints / "train-0")
    report["training"] = first
    return _finish(plan, graph, out, state, report, scorer, labels, head, cache, features, progress, cfg, started)


def _reword(plan: TrainPlan, graph: GraphStore, out: Path, items: list, llm: Any, cache: GraphCache,
            progress: bool) -> dict:
    """The LLM rewords ``plan.reword`` synthesised questions; the zero-shot scorer checks that each keeps its chain."""
    from kgchat.scorers.factory import lexical_scorer

    begun = time.perf_counter()
    zero_shot = lexical_scorer(graph)
    report = reword(items, llm, cache, zero_shot, zero_shot.lexicon.stop_words, out / "reworded.jsonl",
                    RewordConfig(count=plan.reword, seed=plan.seed), progress, by=plan.reword_by)
    return {**report, "llm": plan.reword_by, "seconds": round(time.perf_counter() - begun, 1)}


def _continue(plan: TrainPlan, graph: GraphStore, out: Path, state: RunState, report: dict, cache: GraphCache,
              features: Features, progress: bool, cfg: Callable[[], TrainConfig]) -> dict:
    """Training that starts from the model in ``plan.start``: its weights, and the labels it was trained on
    (``labels.jsonl`` there, synthesised questions included), so that annotating and fine-tuning are all that is
    left to do."""
    started = time.perf_counter()
    start = Path(plan.start or "")
    scorer = LearnedScorer.load(start, features=features)
    trained_on = scorer.meta.get("graph", {})
    if trained_on.get("fingerprint") and trained_on.get("fingerprint") != graph_signature(graph).get("fingerprint"):
        report["warning"] = f"{start} was trained on {trained_on.get('spec')}, not on this graph"
    labels = load_labels(start / "labels.jsonl") if (start / "labels.jsonl").exists() else []
    if (start / "synthetic.jsonl").exists():
        shutil.copyfile(start / "synthetic.jsonl", out / "synthetic.jsonl")
    save_labels(labels, out / "labels.jsonl")
    report["training"] = {"from": str(start), "labels": len(labels), **scorer.meta.get("report", {}).get("training",
                                                                                                         {})}
    report["training"].pop("log", None)
    return _finish(plan, graph, out, state, report, scorer, labels, scorer.config, cache, features, progress, cfg,
                   started)


def _finish(plan: TrainPlan, graph: GraphStore, out: Path, state: RunState, report: dict, scorer: LearnedScorer,
            labels: list[ChainLabel], head: HeadConfig | None, cache: GraphCache, features: Features, progress: bool,
            cfg: Callable[[], TrainConfig], started: float) -> dict:
    """Auto-annotation rounds on the unlabelled questions (each annotates with the latest model, then fine-tunes
    it), then the model is saved with where it came from."""
    # whether labelled questions taught it (here or in the model it started from): without, --scorer auto uses it
    # together with the zero-shot scorer (kgchat.scorers.ensemble)
    labelled = bool(plan.labelled) or (plan.start is not None and not trained_without_labels(scorer.meta))
    checkpoints = out / "checkpoints"
    if plan.unlabelled:
        report["rounds"] = []
        for r in range(plan.rounds):
            def annotate(model=scorer, r=r) -> dict:
                auto, astats = auto_annotate(plan.unlabelled, graph, model, plan.threshold, progress,
                                             plan.per_wording, cache=cache)
                save_labels(auto, out / f"auto_labels.{r}.jsonl")
                return astats

            astats = state.stage(f"auto-{r}", annotate)
            auto = load_labels(out / f"auto_labels.{r}.jsonl")
            shutil.copyfile(out / f"auto_labels.{r}.jsonl", out / "auto_labels.jsonl")
            scorer, tuned = train(labels + auto, graph, head, cfg(), init=scorer, progress=progress,
                                  features=features, cache=cache, checkpoints=checkpoints / f"train-{r + 1}")
            report["rounds"].append({"auto": astats, "fine_tuning": tuned})
        report["auto"] = {**report["rounds"][-1]["auto"], "threshold": plan.threshold, "per_wording": plan.per_wording,
                          "rounds": plan.rounds}
    report["seconds"] = round(time.perf_counter() - started, 1)
    scorer.meta = {"data": plan.source, "graph": graph_signature(graph), "labels": labelled, "report": report}
    report["model"] = str(scorer.save(out))
    state.stage("saved", lambda: report)
    shutil.rmtree(checkpoints, ignore_errors=True)
    return report
