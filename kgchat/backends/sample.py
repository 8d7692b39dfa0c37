"""A seeded sample of one graph's named members per label, read through its schema: what the writers of
synthetic questions (``kgchat.train.property_synth``) and of worked Cypher examples
(``kgchat.reasoning.cypher_examples``) draw their names from."""

from __future__ import annotations

import random

from kgchat.backends.base import GraphStore, is_unnamed
from kgchat.logic.nodes import TYPE_RELATION
from kgchat.schema import GraphSchema
from kgchat.types import Direction


class LabelSample:
    """The schema of ``store`` and, per label, up to ``4 * sample`` of its named members (read once)."""

    def __init__(self, store: GraphStore, seed: int = 0, sample: int = 30):
        self.store = store
        self.schema: GraphSchema = store.schema()
        self.rng = random.Random(seed)
        self.sample = sample
        self._members: dict[str, list] = {}

    def members(self, label: str) -> list:
        if label not in self._members:
            found = self.store.neighbors(label, TYPE_RELATION, Direction.IN, limit=self.sample * 4)
            self._members[label] = [e for e in found if not is_unnamed(e)]
        return self._members[label]
