"""``QuestionCache``: a GraphStore view that remembers its reads for the length of one question.

An engine asks the same things more than once while it answers a question: the planner reads an entity's relations,
then ToG-R reads them again at its first depth; a chain that walks back to its topic meets the topic's neighbours
again; linking looks up every span of the question by name. Over a server each repeat is a network round trip.
Within ``question_cache(question)`` this view answers repeats from memory, and it starts by looking up every
span of the question, and the singular of every plural word, by exact name in one round trip
(``entities_by_norms``), which is what entity linking and the question reader ask next.

The memory is per thread (the UI answers several questions at once over one store) and lives only inside the
block, so a correction made between two questions is always seen by the second; a write through this view also
forgets what the current question read. Outside a block every call goes straight to the store. Whatever the view
does not define (a backend's own extras: ``bulk_insert``, ``db``, ``shape``, …) is the store's.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable, Iterator, Sequence
from contextlib import AbstractContextManager, contextmanager
from typing import Any

from kgchat.backends.base import BRACKETED, GraphStore, Lookup, Move, normalize_name, singulars
from kgchat.types import Direction, Entity, EntityMatch, GraphStats, Triple

LONGEST_NAME = 10  # words: the longest question span looked up as a name (as kgchat.linking.EntityLinker.max_ngram)
MAX_ENTRIES = 200_000  # remembered lookups per question; beyond this the memory starts over (a runaway search)


def question_spans(question: str, longest: int = LONGEST_NAME) -> list[str]:
    """Every run of up to ``longest`` words of the normalised question, longest first: the names linking tries."""
    words = normalize_name(question).split()
    return [" ".join(words[i:i + n]) for n in range(min(longest, len(words)), 0, -1)
            for i in range(len(words) - n + 1)]


def question_names(question: str) -> list[str]:
    """What the question cache looks up by name before anything else: the spans linking tries (``question_spans``),
    the [bracketed] names however long, and the singulars of the question's words, which the question reader tries
    for plurals ("languages")."""
    words = normalize_name(question).split()
    return list(dict.fromkeys(question_spans(question) + [normalize_name(h) for h in BRACKETED.findall(question)]
                              + [s for w in words for s in singulars(w)]))


class _Memory(threading.local):
    memo: dict[tuple, Any] | None = None  # this thread's lookups for the question being answered, or None
    depth = 0  # nested blocks share the outer block's memory


class QuestionCache(GraphStore):
    """A GraphStore over another one, remembering read lookups within ``question_cache`` blocks (module doc)."""

    def __init__(self, store: GraphStore):
        self.store = store
        self._memory = _Memory()

    def __getattr__(self, name: str) -> Any:
        # only reached for attributes this class does not define: the backend's own extras
        return getattr(self.__dict__["store"], name)

    # -- the block -------------------------------------------------------------------------------------------
    def question_cache(self, question: str = "") -> AbstractContextManager[None]:
        return self._block(question)

    @contextmanager
    def _block(self, question: str) -> Iterator[None]:
        memory = self._memory
        outer = memory.memo is not None
        if not outer:
            memory.memo = {}
        memory.depth += 1
        try:
            if question and not outer:
                self.entities_by_norms(question_names(question))
            yield
        finally:
            memory.depth -= 1
            if memory.depth == 0:
                memory.memo = None

    def _get(self, key: tuple) -> Any:
        memo = self._memory.memo
        return None if memo is None else memo.get(key)

    def _put(self, key: tuple, value: Any) -> None:
        memo = self._memory.memo
        if memo is not None:
            if len(memo) >= MAX_ENTRIES:
                memo.clear()
            memo[key] = value

    def _forget(self) -> None:
        if self._memory.memo is not None:
            self._memory.memo.clear()

    # -- identity and counts: the store's ---------------------------------------------------------------------
    @property
    def spec(self) -> str:  # type: ignore[override]
        return self.store.spec

    @property
    def queries(self) -> int:  # type: ignore[override]
        return self.store.queries

    @property
    def rolls_back(self) -> bool:  # type: ignore[override]
        return self.store.rolls_back

    # -- remembered reads ---------------------------------------------------------------------------------------
    def entity(self, entity_id: str) -> Entity | None:
        key = ("entity", entity_id)
        if (hit := self._get(key)) is not None:
            return hit or None
        found = self.store.entity(entity_id)
        self._put(key, found or False)
        return found

    def relations(self, entity_id: str, direction: Direction | str) -> list[str]:
        key = ("relations", entity_id, Direction(direction))
        if (hit := self._get(key)) is None:
            hit = self.store.relations(entity_id, direction)
            self._put(key, hit)
        return list(hit)

    def relations_many(self, entity_ids: Sequence[str]) -> dict[str, dict[Move, Entity | None]]:
        ids = list(dict.fromkeys(entity_ids))
        if self._memory.memo is None:
            return self.store.relations_many(ids)
        found = {e: self._get(("moves", e)) for e in ids}
        missing = [e for e, hit in found.items() if hit is None]
        if missing:
            for eid, moves in self.store.relations_many(missing).items():
                found[eid] = moves
                self._put(("moves", eid), moves)
                for direction in (Direction.OUT, Direction.IN):  # what relations() says
                    self._put(("relations", eid, direction), [r for r, d in moves if d is direction])
        return {e: dict(found[e] or {}) for e in ids}

    def neighbors(self, entity_id: str, relation: str, direction: Direction | str,
                  limit: int | None = None) -> list[Entity]:
        key = (entity_id, relation, Direction(direction))
        return self.neighbors_many([key], limit)[key]

    def neighbors_many(self, lookups: Iterable[Lookup], limit: int | None = None) -> dict[Lookup, list[Entity]]:
        keys = [(e, r, Direction(d)) for e, r, d in dict.fromkeys(lookups)]
        if self._memory.memo is None:
            return self.store.neighbors_many(keys, limit)
        found = {k: self._get(("neighbors", *k, limit)) for k in keys}
        missing = [k for k, hit in found.items() if hit is None]
        if missing:
            for k, hit in self.store.neighbors_many(missing, limit).items():
                found[k] = hit
                self._put(("neighbors", *k, limit), hit)
        return {k: list(found[k]) for k in keys}

    def entities_by_norm(self, norm: str, limit: int = 20) -> list[Entity]:
        return self.entities_by_norms([norm], limit)[norm]

    def entities_by_norms(self, norms: Iterable[str], limit: int = 20) -> dict[str, list[Entity]]:
        wanted = list(dict.fromkeys(norms))
        if self._memory.memo is None:
            return self.store.entities_by_norms(wanted, limit)
        found = {n: self._get(("norm", n, limit)) for n in wanted}
        missing = [n for n, hit in found.items() if hit is None]
        if missing:
            for n, hit in self.store.entities_by_norms(missing, limit).items():
                found[n] = hit
                self._put(("norm", n, limit), hit)
        return {n: list(found[n] or []) for n in wanted}

    def search_entities(self, text: str, limit: int = 10) -> list[EntityMatch]:
        key = ("search", text, limit)
        if (hit := self._get(key)) is None:
            hit = self.store.search_entities(text, limit)
            self._put(key, hit)
        return list(hit)

    def degree(self, entity_id: str) -> int:
        key = ("degree", entity_id)
        if (hit := self._get(key)) is None:
            hit = self.store.degree(entity_id)
            self._put(key, hit)
        return hit

    def relation_names(self) -> list[str]:
        key = ("relation_names",)
        if (hit := self._get(key)) is None:
            hit = self.store.relation_names()
            self._put(key, hit)
        return list(hit)

    def execute(self, form: Any) -> list[Entity]:
        key = ("execute", form if isinstance(form, str) else repr(form))
        if (hit := self._get(key)) is None:
            hit = self.store.execute(form)
            self._put(key, hit)
        return list(hit)

    # -- passed through ------------------------------------------------------------------------------------------
    def stable_keys(self, ids: Sequence[str]) -> dict[str, str]:
        return self.store.stable_keys(ids)

    def sample_entities(self, relation: str, limit: int, seed: int = 0) -> list[Entity]:
        return self.store.sample_entities(relation, limit, seed)

    def stats(self) -> GraphStats:
        return self.store.stats()

    def schema(self) -> Any:
        return self.store.schema()

    @property
    def runs_cypher(self) -> bool:  # type: ignore[override]
        return self.store.runs_cypher

    def run_cypher(self, query: str, row_limit: int = 50, timeout: float = 10.0) -> Any:
        return self.store.run_cypher(query, row_limit, timeout)  # never remembered: it is the question's own query

    def property_values(self, relation: str, limit: int = 500) -> list[str]:
        key = ("property_values", relation, limit)
        found = self._get(key)
        if found is None:
            found = self.store.property_values(relation, limit)
            self._put(key, found)
        return found

    def compile_form(self, form: Any) -> tuple[str, str] | None:
        return self.store.compile_form(form)

    def meta(self, key: str) -> str | None:
        cached = ("meta", key)
        if (hit := self._get(cached)) is None:
            hit = (self.store.meta(key),)  # a tuple, so that a None value is remembered too
            self._put(cached, hit)
        return hit[0]

    def inverse_relations(self) -> dict[str, str]:
        return self.store.inverse_relations()  # read once by the store itself

    def has_triple(self, triple: Triple) -> bool:
        return self.store.has_triple(triple)

    def transaction(self) -> AbstractContextManager[None]:
        return self.store.transaction()

    def add_triple(self, triple: Triple, head_name: str | None = None, tail_name: str | None = None) -> bool:
        self._forget()
        return self.store.add_triple(triple, head_name, tail_name)

    def remove_triple(self, triple: Triple) -> bool:
        self._forget()
        return self.store.remove_triple(triple)

    def replace_triple(self, old: Triple, new: Triple) -> None:
        self._forget()
        self.store.replace_triple(old, new)

    def close(self) -> None:
        self.store.close()
