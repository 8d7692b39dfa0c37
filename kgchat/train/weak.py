"""Weak supervision: turn question–answer pairs into relation-chain labels, with no annotated paths.

For each question we walk every relation chain of up to ``max_steps`` steps from the topic entity (both edge
directions, unnamed/CVT nodes looked through within one step, exactly as ToG-R does), compare the entities each
chain reaches with the gold answers, and keep the chains with the best F1 as the label. Shorter chains win ties
(a 1-hop answer is not relabelled as a 3-hop detour that happens to reach the same entities); chains of equal length
and equal F1 are kept as ``ties`` for the trainer to resolve (``kgchat.train.learned`` picks among them with a model
trained on the unambiguous questions).

``kgchat.chains.GraphCache`` memoises the graph calls, so labelling thousands of questions on one graph touches each
entity once; stepping and the walk-back rule come from ``kgchat.chains``, as in ToG-R.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path

from kgchat.backends.base import GraphStore, normalize_name
from kgchat.chains import Chain, GraphCache, StepMoves, chain_labels, flat_relations
from kgchat.evaluation.datasets import Example
from kgchat.linking import EntityLinker
from kgchat.types import Entity


@dataclass
class ChainResult:
    """One relation chain from a topic entity and what it reaches."""

    chain: Chain
    reached: dict[str, int]  # entity id -> support
    f1: float = 0.0


def enumerate_chains(cache: GraphCache, topic: Entity, max_steps: int = 3, max_frontier: int = 2000,
                     gold: set[str] | None = None, stop_at_f1: float = 1.0) -> Iterator[list[ChainResult]]:
    """Yield, depth by depth, every chain from ``topic`` that reaches at least one named entity.

    Chains whose frontier exceeds ``max_frontier`` are not extended (hubs such as a year or a genre are answers,
    not stepping stones). With ``gold`` given, F1 is filled in and the walk stops after the first depth where some
    chain reaches ``stop_at_f1`` (longer chains would lose the shortest-chain tie-break anyway).
    """
    level = [ChainResult((), {topic.id: 1})]
    for depth in range(1, max_steps + 1):
        nxt: list[ChainResult] = []
        for parent in level:
            if depth > 1 and len(parent.reached) > max_frontier:
                continue
            options: dict[StepMoves, None] = {}
            for eid in parent.reached:
                for s in cache.steps_from(eid):
                    options.setdefault(s, None)
            for step in options:
                reached = cache.follow(parent.reached, step, topic.id, parent.chain[-1] if parent.chain else None)
                if reached:
                    nxt.append(ChainResult((*parent.chain, step), reached))
        if gold is not None:
            for r in nxt:
                r.f1 = _f1({cache.norm(e) for e in answer_ids(r.reached, topic.id)} - {""}, gold)
        yield nxt
        if not nxt or (gold is not None and any(r.f1 >= stop_at_f1 for r in nxt)):
            return
        level = nxt


def answer_ids(reached: dict[str, int], topic_id: str) -> list[str]:
    """Reached entities as an answer: the topic is no answer to itself, unless it is all there is (as in ToG-R)."""
    return [eid for eid in reached if eid != topic_id] or list(reached)


def _f1(predicted: set[str], gold: set[str]) -> float:
    tp = len(predicted & gold)
    if not tp:
        return 0.0
    p, r = tp / len(predicted), tp / len(gold)
    return 2 * p * r / (p + r)


@dataclass
class ChainLabel:
    """A question labelled with the relation chain that answers it (weakly, or by the engine itself)."""

    qid: str
    question: str
    topic: Entity
    chain: list[list[str]]  # steps of relation labels, e.g. [["~starred_actors"], ["directed_by"]]
    f1: float = 1.0
    ties: list[list[list[str]]] = field(default_factory=list)  # other chains with the same F1 and length
    source: str = "weak"  # "weak" (from gold answers) or "auto" (auto-annotated by the engine)
    score: float = 1.0  # the engine's score for auto-annotations
    qtype: str = ""

    def to_dict(self) -> dict:
        d = asdict(self)
        d["topic"] = {"id": self.topic.id, "name": self.topic.name}
        return d

    @classmethod
    def from_dict(cls, d: dict) -> ChainLabel:
        return cls(d["qid"], d["question"], Entity.from_dict(d["topic"]), d["chain"], float(d.get("f1", 1.0)),
                   d.get("ties", []), d.get("source", "weak"), float(d.get("score", 1.0)), d.get("qtype", ""))


def resolve_topic(graph: GraphStore, linker: EntityLinker, example: Example) -> Entity | None:
    """The topic entity: the dataset's hint when the graph has it (by id, then exact name), else linking."""
    for hint in example.topics:
        e = graph.entity(hint)
        if e is not None:
            return e
        exact = [m for m in graph.search_entities(hint, limit=3) if m.score >= 0.999]
        if exact:
            return exact[0].entity
    matches = linker.link(example.question)
    return matches[0].entity if matches else None


def label_example(cache: GraphCache, topic: Entity, example: Example, max_steps: int = 3,
                  min_f1: float = 0.5, max_frontier: int = 2000) -> ChainLabel | None:
    """The best-F1 chain for one question (None when no chain reaches ``min_f1``)."""
    gold = {normalize_name(a) for a in example.answers} - {""}
    if not gold:
        return None
    best: list[ChainResult] = []
    best_f1 = 0.0
    for level in enumerate_chains(cache, topic, max_steps, max_frontier, gold):
        top = max((r.f1 for r in level), default=0.0)
        if top > best_f1 + 1e-9:  # a longer chain must do strictly better to win
            best_f1, best = top, [r for r in level if r.f1 >= top - 1e-9]
    if best_f1 < min_f1 or not best:
        return None
    best.sort(key=lambda r: flat_relations(r.chain))
    head, *rest = best
    return ChainLabel(example.qid, example.question, topic, chain_labels(head.chain), round(best_f1, 4),
                      [chain_labels(r.chain) for r in rest], "weak", 1.0, example.qtype)


def weak_labels(examples: Sequence[Example], graph: GraphStore, max_steps: int = 3, min_f1: float = 0.5,
                progress: bool = False, cache: GraphCache | None = None) -> tuple[list[ChainLabel], dict]:
    """Label every example it can; returns the labels and counts (labelled, no topic, no chain, ambiguous)."""
    cache = cache or GraphCache(graph)
    linker = EntityLinker(graph)
    labels: list[ChainLabel] = []
    stats = {"questions": len(examples), "labelled": 0, "no_topic": 0, "no_chain": 0, "ambiguous": 0}
    items: Iterable[Example] = examples
    if progress:
        from tqdm import tqdm

        items = tqdm(examples, desc="Weak labels", unit=" q", file=sys.stderr)
    for ex in items:
        topic = resolve_topic(graph, linker, ex)
        if topic is None:
            stats["no_topic"] += 1
            continue
        label = label_example(cache, topic, ex, max_steps, min_f1)
        if label is None:
            stats["no_chain"] += 1
            continue
        stats["labelled"] += 1
        stats["ambiguous"] += bool(label.ties)
        labels.append(label)
    return labels, stats


def save_labels(labels: Iterable[ChainLabel], path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", encoding="utf-8") as fh:
        for label in labels:
            fh.write(json.dumps(label.to_dict(), ensure_ascii=False) + "\n")


def load_labels(path: Path) -> list[ChainLabel]:
    return [ChainLabel.from_dict(json.loads(line)) for line in path.read_text(encoding="utf-8").splitlines() if line]
