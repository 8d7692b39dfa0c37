"""Exploration for auto-annotation: a wide beam over relation chains, and a lexical reward that needs no labels.

KBQA-o1 explores many candidate logical forms for each unlabelled question and keeps the ones a reward model rates
highly. Here the candidates are the relation chains of a wide ToG-R beam (``explore_chains``), ranked by the trained
scorer, and the reward has a second, independent part: ``RelationWords`` finds the question words that plainly name
one of the graph's relations ("directed" names ``directed_by``; "movies" names none) using only the frozen
all-MiniLM-L6-v2 similarity between words and relation names. A chain that leaves a named relation out ("who
directed the films written by X" answered by a chain of two ``written_by`` hops) does not answer the question, however
well the scorer rates it. A scorer trained on 100 questions per hop tends to misread a whole wording the same way;
this check catches it without looking at any answer, and the next best chain that passes becomes the label.
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from kgchat.linking import FUNCTION_WORDS
from kgchat.reasoning.tog import chain_text
from kgchat.scorers.base import relation_text
from kgchat.train.weak import Chain, GraphCache, flat_relations

_WORD = re.compile(r"[a-z]+(?:-[a-z]+)*")


@dataclass
class RelationWords:
    """Which relations a question names, by word-to-relation-name similarity in the frozen encoder's space.

    A word names a relation when that relation is its most similar one, with cosine at least ``threshold`` and ahead
    of the runner-up by ``margin`` (a plural is also tried without its final s: "directors" -> "director").
    """

    encoder: object
    relations: Sequence[str]  # relation names of the graph (without direction)
    threshold: float = 0.55
    margin: float = 0.08

    def __post_init__(self) -> None:
        from kgchat.scorers.embedding import EmbeddingCache

        self.relations = sorted(set(self.relations))
        self._vectors = EmbeddingCache(self.encoder).encode  # batched, normalised, remembered
        self._names = self._vectors([relation_text(r) for r in self.relations])
        self._memo: dict[str, str | None] = {}

    def named(self, question: str) -> set[str]:
        """Relations (names, no direction) that some word of ``question`` names."""
        words = [w for w in _WORD.findall(question.lower()) if w not in FUNCTION_WORDS and len(w) > 2]
        todo = [w for w in dict.fromkeys(words) if w not in self._memo]
        if todo:
            forms = [f for w in todo for f in (w, w[:-1] if w.endswith("s") and len(w) > 4 else w)]
            sims = self._vectors(forms) @ self._names.T
            for i, w in enumerate(todo):
                self._memo[w] = self._pick(sims[2 * i], sims[2 * i + 1])
        return {r for w in words if (r := self._memo[w]) is not None}

    def _pick(self, *rows: np.ndarray) -> str | None:
        for row in sorted(rows, key=lambda r: -float(np.max(r))):
            if len(row) == 1:
                return self.relations[0] if row[0] >= self.threshold else None
            second, first = np.partition(row, -2)[-2:]
            if first >= self.threshold and first - second >= self.margin:
                return self.relations[int(np.argmax(row))]
        return None

    def covers(self, question: str, chain: Chain) -> bool:
        """Every relation the question names is used by some hop of the chain (in either direction)."""
        used = {label.lstrip("~") for label in flat_relations(chain)}
        return self.named(question) <= used


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
