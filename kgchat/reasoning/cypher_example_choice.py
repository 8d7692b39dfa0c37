"""What a Text2Cypher prompt is shown for one question: the worked examples most like it (``ExampleIndex``) and
where the graph holds each name it mentions (``name_places``). The examples themselves are written from the graph
by ``kgchat.reasoning.cypher_examples``.

``ExampleIndex.nearest`` picks the ``k`` examples whose questions are most like the asked one (cosine of the shipped
all-MiniLM-L6-v2 embeddings; shared words when the encoder is not installed), at most ``per_shape`` of one shape, so
the prompt shows a few different ways to write a query rather than one way several times.

``name_places`` says which label and property hold each name the question mentions (``'Odette Penhaligon'`` is a
``:Member``'s ``fullName``): the mistake a small model makes most is to look a name up under the wrong label.
"""

from __future__ import annotations

import re
from typing import Any

import numpy as np

from kgchat.backends.base import GraphStore, normalize_name
from kgchat.errors import GraphError
from kgchat.reasoning.cypher_examples import CypherExample

_WORD = re.compile(r"[a-z0-9]+")


class ExampleIndex:
    """The examples of one graph, searchable by how alike their questions are to a new one."""

    def __init__(self, examples: list[CypherExample], encoder: Any | None = None):
        self.examples = examples
        self.encoder = encoder
        self._vectors: np.ndarray | None = None
        if encoder is not None and examples:
            self._vectors = self._encode([e.masked or e.question for e in examples])

    def _encode(self, texts: list[str]) -> np.ndarray:
        return np.asarray(self.encoder.encode(texts, normalize_embeddings=True, convert_to_numpy=True,
                                              show_progress_bar=False))

    def similarities(self, question: str) -> np.ndarray:
        if self._vectors is not None:
            return self._vectors @ self._encode([question])[0]
        words = set(_WORD.findall(normalize_name(question)))  # no encoder: the share of words in common
        return np.array([len(words & (w := set(_WORD.findall(normalize_name(e.masked or e.question)))))
                         / max(1, len(words | w)) for e in self.examples])

    def adapted(self, question: str, names: dict[str, str], k: int = 4, window: int = 3) -> list[str]:
        """Up to ``k`` queries for ``question`` (masked) made from those of its ``window`` × ``k`` most alike
        examples that look up nodes of the same labels as its ``names`` (name → label), with its names put in;
        none when it names no node. Only alike examples: a query of another shape is no candidate, even with the
        right labels."""
        if not names or not self.examples:
            return []
        out: list[str] = []
        for i in np.argsort(-self.similarities(question), kind="stable")[: window * k]:
            query = self.examples[int(i)].adapted(names)
            if query is not None and query not in out:
                out.append(query)
                if len(out) == k:
                    break
        return out

    def nearest(self, question: str, k: int = 4, per_shape: int = 1) -> list[CypherExample]:
        """The ``k`` most alike, at most ``per_shape`` of one shape, least alike first (the closest stands nearest
        the question in the prompt). ``question`` is best given masked as the examples are (``mask``)."""
        if not self.examples or k <= 0:
            return []
        sims = self.similarities(question)
        chosen: list[CypherExample] = []
        shapes: dict[str, int] = {}
        for i in np.argsort(-sims, kind="stable"):
            ex = self.examples[int(i)]
            if shapes.get(ex.shape, 0) >= per_shape:
                continue
            shapes[ex.shape] = shapes.get(ex.shape, 0) + 1
            chosen.append(ex)
            if len(chosen) == k:
                break
        return chosen[::-1]


def name_places(store: GraphStore, question: str, timeout: float = 5.0, limit: int = 3) -> dict[str, list[str]]:
    """The names the question mentions, each with where the graph holds it (``{'Odette Penhaligon':
    [':Member.fullName']}``): exact mentions found by the entity linker, placed by ``where_values``."""
    from kgchat.backends.neo4j_query import where_values
    from kgchat.linking import EntityLinker

    try:
        matches = EntityLinker(store).link(question)
    except GraphError:
        return {}
    names = list(dict.fromkeys(m.entity.name for m in matches if m.entity.name and m.method == "exact-ngram"))
    if not names:
        return {}
    try:
        return {name: places[:limit] for name, places in where_values(store, names[:5], timeout).items() if places}
    except GraphError:
        return {}
