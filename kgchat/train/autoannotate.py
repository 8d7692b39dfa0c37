"""Auto-annotation (KBQA-o1's low-resource recipe): the engine labels unlabelled questions itself.

The trained scorer drives ToG-R (no LLM) over each unlabelled question. An annotation is kept when the answer came
from the graph, reaches at least one entity, and the chain's score is above ``threshold`` (the reward filter) or
the questions worded the same way agree on the chain (see ``auto_annotate``); the kept chains become extra labels
for incremental fine-tuning. Gold answers of these questions are never used
for labelling; when the file has them they only measure how often kept annotations are right (``precision``).
"""

from __future__ import annotations

import sys
from collections import Counter
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


def auto_annotate(examples: Sequence[Example], engine, threshold: float = 0.9, progress: bool = False,
                  per_wording: int | None = None, consensus: float = 0.8,
                  consensus_floor: float = 0.3) -> tuple[list[ChainLabel], dict]:
    """Labels for the questions the engine answers confidently; and counts of what was kept and why not.

    A question's annotation is kept when its chain scores above ``threshold``, or, by consensus, when at least three
    questions share its wording (entity mentions masked), at least a ``consensus`` share of them were answered with
    the same chain, and its own score is above ``consensus_floor``: one wording asks for one chain, so agreement
    across many topic entities is evidence the scorer alone does not give.
    ``per_wording`` caps how many questions with the same wording are asked (templated question sets repeat a
    wording thousands of times; a few dozen annotations of it teach as much).
    """
    stats = {"questions": len(examples), "asked": 0, "kept": 0, "kept_by_consensus": 0, "no_answer": 0,
             "below_threshold": 0, "checked": 0, "correct": 0}
    linker = getattr(engine, "linker", None)
    keyed = [(ex, _wording(ex, linker)) for ex in examples]
    if per_wording:
        seen: dict[str, int] = {}
        capped = []
        for ex, key in keyed:
            if seen.get(key, 0) < per_wording:
                seen[key] = seen.get(key, 0) + 1
                capped.append((ex, key))
        keyed = capped
    stats["asked"] = len(keyed)
    items = keyed
    if progress:
        from tqdm import tqdm

        items = tqdm(keyed, desc="Auto-annotating", unit=" q", file=sys.stderr)
    answered = []  # (example, wording, label, correct or None)
    for ex, key in items:
        answer = engine.ask(ex.question)
        if answer.provenance is not Provenance.KG_EXACT or not answer.entities or not answer.trace.paths \
                or not answer.trace.paths[0].hops:
            stats["no_answer"] += 1
            continue
        best = answer.trace.paths[0]
        label = ChainLabel(ex.qid, ex.question, best.start, path_steps(best), f1=-1.0, source="auto",
                           score=round(best.score, 6), qtype=ex.qtype)
        correct = hits_at_1([e.name for e in answer.entities], ex.answers) if ex.answers else None
        answered.append((ex, key, label, correct))
    votes: dict[str, Counter] = {}
    for _, key, label, _ in answered:
        votes.setdefault(key, Counter())[str(label.chain)] += 1
    labels: list[ChainLabel] = []
    for _, key, label, correct in answered:
        chain, count = votes[key].most_common(1)[0]
        total = sum(votes[key].values())
        agreed = total >= 3 and count / total >= consensus and chain == str(label.chain)
        if label.score > threshold:
            stats["kept"] += 1
        elif agreed and label.score > consensus_floor:
            stats["kept"] += 1
            stats["kept_by_consensus"] += 1
        else:
            stats["below_threshold"] += 1
            continue
        labels.append(label)
        if correct is not None:  # diagnostics only: how good are the kept annotations?
            stats["checked"] += 1
            stats["correct"] += int(correct)
    stats["precision"] = round(stats["correct"] / stats["checked"], 4) if stats["checked"] else None
    return labels, stats


def _wording(example: Example, linker) -> str:
    mentions = [m.mention for m in linker.link(example.question)] if linker is not None else []
    return mask_mentions(example.question, [*mentions, *example.topics]).casefold()
