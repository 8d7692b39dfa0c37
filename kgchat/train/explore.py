"""Exploration for auto-annotation: a wide beam over relation chains, ranked by the trained scorer.

KBQA-o1 explores many candidate logical forms for each unlabelled question and keeps the ones a reward model rates
highly. Here the candidates are the relation chains of a wide ToG-R beam (``explore_chains``), ranked by the trained
scorer; the reward has a second, independent part, ``kgchat.scorers.relation_words.RelationWords``: a chain that
leaves out a relation the question's words plainly name does not answer it, however well the scorer rates it. A
scorer trained on 100 questions per hop tends to misread a whole wording the same way; that check catches it without
looking at any answer, and the next best chain that passes becomes the label.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from kgchat.chains import Chain, GraphCache, chain_text


@dataclass
class Explored:
    chain: Chain
    score: float
    reached: dict[str, int]


def explore_chains(cache: GraphCache, scorer, question: str, topic_id: str, beam: int = 8, depth: int = 3,
                   sample: int = 40, seed: int = 0) -> list[Explored]:
    """Chains from the topic found by a beam ``beam`` wide (ToG-R keeps 3), each scored against the masked
    ``question`` and with the entities it reaches; best first."""
    rng = random.Random(seed)
    level: list[Explored] = [Explored((), 1.0, {topic_id: 1})]
    found: list[Explored] = []
    for _ in range(depth):
        options: dict[Chain, dict[str, int]] = {}
        for parent in level:
            ids = sorted(parent.reached)
            if len(ids) > sample:
                ids = sorted(rng.sample(ids, sample))
            for eid in ids:
                for step in cache.steps_from(eid):
                    options.setdefault((*parent.chain, step), parent.reached)
        if not options:
            break
        chains = list(options)
        scores = scorer.score(question, [chain_text(c) for c in chains])
        order = sorted(range(len(chains)), key=lambda i: (-scores[i], chain_text(chains[i])))
        level = []
        for i in order:
            if len(level) >= beam:
                break
            previous = chains[i][-2] if len(chains[i]) > 1 else None
            reached = cache.follow(options[chains[i]], chains[i][-1], topic_id, previous)
            if reached:
                level.append(Explored(chains[i], float(scores[i]), reached))
        found += level
    found.sort(key=lambda e: (-e.score, chain_text(e.chain)))
    return found
