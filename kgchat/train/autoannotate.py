"""Auto-annotation (KBQA-o1's low-resource recipe): the engine labels unlabelled questions itself.

The trained scorer drives ToG-R (no LLM) over each unlabelled question. An annotation is kept when the answer came
from the graph, reaches at least one entity, and the chain's score is above ``threshold`` (the reward filter);
the kept chains become extra labels for incremental fine-tuning. Gold answers of these questions are never used
for labelling; when the file has them they only measure how often kept annotations are right (``precision``).
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

from kgchat.backends.base import is_unnamed
from kgchat.evaluation.datasets import Example
from kgchat.evaluation.metrics import hits_at_1
from kgchat.linking import mask_mentions
from kgchat.train.weak import ChainLabel
from kgchat.types import Path, Provenance


def path_steps(path: Path) -> list[list[str]]:
    """A path's relations grouped into ToG steps (a hop onto an unnamed node joins the next hop)."""
    steps: list[list[str]] = []
    current: list[str] = []
    for label, hop in zip(path.relations, path.hops, strict=True):
        current.append(label)
        if not is_unnamed(hop.entity):
            steps.append(current)
            current = []
    if current:
        steps.append(current)
    return steps


def _cap_per_wording(examples: Sequence[Example], cap: int, linker) -> list[Example]:
    seen: dict[str, int] = {}
    out = []
    for ex in examples:
        mentions = [m.mention for m in linker.link(ex.question)] if linker is not None else []
        key = mask_mentions(ex.question, [*mentions, *ex.topics]).casefold()
        if seen.get(key, 0) < cap:
            seen[key] = seen.get(key, 0) + 1
            out.append(ex)
    return out


def auto_annotate(examples: Sequence[Example], engine, threshold: float = 0.9, progress: bool = False,
                  per_wording: int | None = None) -> tuple[list[ChainLabel], dict]:
    """Labels for the questions the engine answers confidently; and counts of what was kept and why not.

    ``per_wording`` caps how many questions with the same wording once entity mentions are masked are asked
    (templated question sets repeat a wording thousands of times; a few dozen annotations of it teach as much).
    """
    stats = {"questions": len(examples), "asked": 0, "kept": 0, "no_answer": 0, "below_threshold": 0,
             "checked": 0, "correct": 0}
    labels: list[ChainLabel] = []
    if per_wording:
        examples = _cap_per_wording(examples, per_wording, getattr(engine, "linker", None))
    stats["asked"] = len(examples)
    items = examples
    if progress:
        from tqdm import tqdm

        items = tqdm(examples, desc="Auto-annotating", unit=" q", file=sys.stderr)
    for ex in items:
        answer = engine.ask(ex.question)
        if answer.provenance is not Provenance.KG_EXACT or not answer.entities or not answer.trace.paths:
            stats["no_answer"] += 1
            continue
        best = answer.trace.paths[0]
        if best.score <= threshold or not best.hops:
            stats["below_threshold"] += 1
            continue
        labels.append(ChainLabel(ex.qid, ex.question, best.start, path_steps(best), f1=-1.0, source="auto",
                                 score=round(best.score, 6), qtype=ex.qtype))
        stats["kept"] += 1
        if ex.answers:  # diagnostics only: how good are the kept annotations?
            stats["checked"] += 1
            stats["correct"] += int(hits_at_1([e.name for e in answer.entities], ex.answers))
    stats["precision"] = round(stats["correct"] / stats["checked"], 4) if stats["checked"] else None
    return labels, stats
