"""Things of one kind that share a third thing with a named one: "who has been in a film *alongside* X", "people
who acted *together with* X", "who worked *with* X". Reached from X out to the shared thing and back by the same
relationship type ("alongside" says: in the same way), X itself left out:
``(AND (JOIN (JOIN ACTED_IN (R ACTED_IN)) X) (NOT X))``.

Also which steps a named thing can be the end of at all: a step no word names that the named thing has none of
("by Linnea Hazeldine": she directed, never produced) is no reading of the question; of those it has, the one it
has most of is the likelier guess (a film "by" someone who directed six and acted in one: directed).
"""

from __future__ import annotations

from kgchat.backends.base import GraphStore
from kgchat.errors import KGChatError
from kgchat.types import Direction

TOGETHER = frozenset({"alongside", "together", "beside", "opposite"})  # words saying "sharing it with"
MANY = 50  # relationships of one type counted at a named thing, at most
WITH = frozenset({"with"})  # ... right before the name (read so only where the answer is of the name's own kind)


def together_words(tokens: list, name: tuple[int, ...]) -> frozenset[int]:
    """The words before a name that say "sharing something with it" ("alongside", "together with", "with"), or
    none."""
    out: set[int] = set()
    i = min(name) - 1
    while i >= 0 and tokens[i].low in TOGETHER | WITH:
        out.add(i)
        i -= 1
    return frozenset(out)


class Steps:
    """The relationship types at each named thing, read from the graph once per question."""

    def __init__(self, store: GraphStore):
        self.store = store
        self._seen: dict[tuple[str, bool], set[str] | None] = {}
        self._counts: dict[tuple[str, str, bool], int] = {}

    def has(self, entity_id: str, rel: str, incoming: bool) -> bool:
        """Whether the thing is the end (``incoming``) or the start of some ``rel`` relationship (True when the
        graph cannot say)."""
        key = (entity_id, incoming)
        if key not in self._seen:
            try:
                found = self.store.relations(entity_id, Direction.IN if incoming else Direction.OUT)
                self._seen[key] = set(found)
            except KGChatError:
                self._seen[key] = None
        found = self._seen[key]
        return found is None or rel in found

    def share(self, entity_id: str, rel: str, incoming: bool) -> int:
        """How many ``rel`` relationships the thing has at that end (up to ``MANY``; 0 when the graph cannot say)."""
        key = (entity_id, rel, incoming)
        if key not in self._counts:
            try:
                found = self.store.neighbors(entity_id, rel, Direction.IN if incoming else Direction.OUT, limit=MANY)
                self._counts[key] = len(found)
            except KGChatError:
                self._counts[key] = 0
        return self._counts[key]
