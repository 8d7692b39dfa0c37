"""The form the learned scorer's trainer (``kgchat.train.learned``) holds candidate chains in: one ``ChainVocab`` of
the distinct chains and the relation words they use, and per labelled question a ``Pool`` of chain ids with their
target scores, their kind (``GOLD``, a gold ``PREFIX``, a ``SIBLING`` step, an ``EXTENSION`` past the gold chain, a
``COUSIN`` after a wrong step) and the depth at which the beam sees each. ``learned.build_pool`` fills them from the
graph.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from kgchat.chains import Chain, flat_relations
from kgchat.scorers.learned import hop_of_label

GOLD, PREFIX, SIBLING, EXTENSION, COUSIN = range(5)


@dataclass
class Pool:
    """The candidate chains of one labelled question."""

    question: int  # index into the distinct masked questions
    chains: np.ndarray  # chain ids
    targets: np.ndarray
    kinds: np.ndarray
    steps: np.ndarray  # ToG steps per chain (depth at which the beam sees it)
    gold_steps: int
    gold_moves: int  # relations in the gold chain (what the length classifier predicts)


class ChainVocab:
    """Distinct chains (as flat relation labels) and the relation words they use."""

    def __init__(self) -> None:
        self.ids: dict[tuple[str, ...], int] = {}
        self.chains: list[tuple[str, ...]] = []
        self.words: dict[str, int] = {}

    def add(self, chain: Chain) -> int:
        key = tuple(flat_relations(chain))
        if key not in self.ids:
            self.ids[key] = len(self.chains)
            self.chains.append(key)
            for label in key:
                self.words.setdefault(hop_of_label(label)[0], len(self.words))
        return self.ids[key]

    def arrays(self, max_moves: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        n = len(self.chains)
        rel = np.zeros((n, max_moves), dtype=np.int64)
        dirs = np.zeros((n, max_moves), dtype=np.int64)
        lengths = np.zeros(n, dtype=np.int64)
        for i, chain in enumerate(self.chains):
            chain = chain[:max_moves]
            lengths[i] = len(chain)
            for j, label in enumerate(chain):
                w, d = hop_of_label(label)
                rel[i, j], dirs[i, j] = self.words[w], d
        return rel, dirs, lengths
