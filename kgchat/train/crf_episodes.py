"""The questions the CRF agent is trained on (``kgchat.train.crf``): episodes, and the labelled questions held out.

An episode is a question to walk with the answers a walk is rewarded for reaching: a labelled question's gold
answers, or for an auto-annotated unlabelled question the entities its annotated chain reaches (self-training:
its own answers are never read). ``validation_split`` holds out whole groups of labelled questions (PathQuestion:
every paraphrase of a path), on which the checkpoint is chosen.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from kgchat.backends.base import GraphStore, normalize_name
from kgchat.chains import GraphCache, chain_from_labels
from kgchat.evaluation.datasets import Example
from kgchat.linking import EntityLinker, mask_mentions
from kgchat.reasoning.rl_policy import Asked
from kgchat.scorers.base import Scorer, scoring_question
from kgchat.train.weak import answer_ids, load_labels, resolve_topic


@dataclass
class Episode:
    """A question to walk: its forms, topic, and the answers a walk is rewarded for reaching."""

    qid: str
    asked: Asked
    topic_id: str
    gold: frozenset[str]  # normalised names: gold answers, or an auto-annotation's reached entities
    source: str  # "labelled" or "auto"
    tokens: int = 0  # index of its wordpiece states


def episodes_from(labelled: Sequence[Example], auto_file: Path | None, graph: GraphStore, cache: GraphCache,
                  scorer: Scorer | None, progress: bool = False) -> tuple[list[Episode], dict]:
    """Episodes from labelled questions (gold answers) and from auto-annotations (the entities their chains reach)."""
    linker = EntityLinker(graph)
    stop_words = linker.lexicon.stop_words
    out: list[Episode] = []
    stats = {"labelled": 0, "auto": 0, "no_topic": 0}

    def add(qid: str, question: str, topic, gold: frozenset[str], source: str) -> None:
        mentions = [m.mention for m in linker.link(question)] + [topic.name]
        asked = Asked(question, mask_mentions(question, mentions), scoring_question(scorer, question, mentions,
                                                                                    stop_words))
        out.append(Episode(qid, asked, topic.id, gold, source))
        stats[source] += 1

    items = labelled
    if progress:
        from tqdm import tqdm

        items = tqdm(labelled, desc="Episodes", unit=" q", file=sys.stderr)
    for ex in items:
        topic = resolve_topic(graph, linker, ex)
        gold = frozenset(normalize_name(a) for a in ex.answers) - {""}
        if topic is None or not gold:
            stats["no_topic"] += 1
            continue
        add(ex.qid, ex.question, topic, gold, "labelled")
    for label in load_labels(auto_file) if auto_file is not None and auto_file.exists() else []:
        frontier = {label.topic.id: 1}
        chain = chain_from_labels(label.chain)
        for i, step in enumerate(chain):
            frontier = cache.follow(frontier, step, label.topic.id, chain[i - 1] if i else None)
        gold = frozenset(cache.norm(e) for e in answer_ids(frontier, label.topic.id)) - {""}
        if gold:
            add(label.qid, label.question, label.topic, gold, "auto")
    return out, stats


def validation_split(examples: Sequence[Example], fraction: float, seed: int) -> tuple[list[Example], list[Example]]:
    """(fit, held out): whole groups of labelled questions held out (PathQuestion: every paraphrase of a path; else
    each question its own group), a seeded ``fraction`` of the groups and at least one while two or more exist. So
    the checkpoint is chosen by how the agent answers relation paths it has not been trained on."""
    groups = sorted({ex.group or ex.qid for ex in examples})
    random.Random(seed).shuffle(groups)
    k = min(len(groups) - 1, max(1, round(fraction * len(groups)))) if fraction > 0 and len(groups) > 1 else 0
    held = set(groups[:k])
    return [ex for ex in examples if (ex.group or ex.qid) not in held], [ex for ex in examples
                                                                         if (ex.group or ex.qid) in held]
