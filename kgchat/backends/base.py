"""The GraphStore protocol every backend implements, and the small helpers they share.

A backend is a plain class that subclasses ``GraphStore``: it takes its connection settings in the constructor,
translates driver errors into ``kgchat.errors`` and returns typed values (``Entity``, ``Triple``, ``GraphStats``);
no driver records leak out. Every backend passes the shared contract suite in ``tests/test_graph_contract.py``.

The protocol has required methods (``...`` bodies) and optional capabilities with working defaults (``degree``,
``entities_by_norm``, ``meta``, ``transaction`` / ``rolls_back``) that a backend overrides when it can do better;
callers use them directly instead of asking whether a store has them. The batched reads (``relations_many``,
``neighbors_many``, ``entities_by_norms``) answer for a whole search frontier at once: their defaults loop over the
per-entity methods, and the bundled backends answer each in one round trip (SQL over a JSON parameter, Cypher
``UNWIND``, SPARQL ``VALUES``), paging past server row limits.

``Cost.graph_queries`` counts round trips: every backend calls ``note_round_trip`` once per request it sends (an SQL
statement, a Bolt query, an HTTP request), and ``round_trips()`` is this thread's running count.
"""

from __future__ import annotations

import re
import threading
import unicodedata
from collections.abc import Iterable, Sequence
from contextlib import AbstractContextManager, nullcontext
from typing import Any, Protocol, runtime_checkable

from kgchat.errors import QueryRefused, UnknownRelation
from kgchat.schema import GraphSchema, RelTypeInfo
from kgchat.types import CypherRows, Direction, Entity, EntityMatch, GraphStats, Triple

Move = tuple[str, Direction]  # one edge followed from an entity: relation and direction
Lookup = tuple[str, str, Direction]  # (entity id, relation, direction): one neighbour list


@runtime_checkable
class GraphStore(Protocol):
    """What the reasoning engines, linking, corrections and the UI need from a knowledge graph."""

    spec: str  # how to open it again, e.g. "sqlite:/path/kb.db" or "bolt://host:7687"
    queries: int  # graph queries made so far; engines read it to report cost

    # -- reading ---------------------------------------------------------------------------------------------
    def search_entities(self, text: str, limit: int = 10) -> list[EntityMatch]:
        """Entities whose name matches ``text``: exact names first, then full-text, then fuzzy matches."""
        ...

    def entity(self, entity_id: str) -> Entity | None:
        """The entity with this id, or None."""
        ...

    def relations(self, entity_id: str, direction: Direction) -> list[str]:
        """Distinct relations on edges leaving (OUT) or entering (IN) the entity, sorted."""
        ...

    def neighbors(self, entity_id: str, relation: str, direction: Direction, limit: int | None = None) -> list[Entity]:
        """Entities one ``relation`` edge away, sorted by id; ``limit`` caps the count."""
        ...

    def relation_names(self) -> list[str]:
        """Every relation in the graph's schema, sorted."""
        ...

    def sample_entities(self, relation: str, limit: int, seed: int = 0) -> list[Entity]:
        """Up to ``limit`` distinct entities with an outgoing ``relation`` edge, in a pseudo-random order (the same
        for the same ``seed`` where the store can). Training on the graph itself starts its questions from them."""
        ...

    def stats(self) -> GraphStats:
        """Counts of triples, entities and triples per relation."""
        ...

    def execute(self, form: Any) -> list[Entity]:
        """Run a logical form (``kgchat.logic`` expression or S-expression text). A set answer comes in the order
        ``kgchat.logic.order`` gives (by shown name, then ``stable_keys``); TOP / BOTTOM in rank order."""
        ...

    def compile_form(self, form: Any) -> tuple[str, str] | None:
        """(query language, query text with its parameters listed) of what ``execute`` runs for ``form``, for the
        trace; None when the store evaluates forms step by step."""
        return None

    # -- writing (corrections, import) -----------------------------------------------------------------------
    def has_triple(self, triple: Triple) -> bool: ...

    def add_triple(self, triple: Triple, head_name: str | None = None, tail_name: str | None = None) -> bool:
        """Add a fact; returns False when it was already there. Unknown entities are created."""
        ...

    def remove_triple(self, triple: Triple) -> bool:
        """Remove a fact; returns False when it was not there."""
        ...

    def replace_triple(self, old: Triple, new: Triple) -> None:
        """Swap one fact for another in a single transaction; raises TripleNotFound if ``old`` is missing."""
        ...

    def close(self) -> None: ...

    # -- optional capabilities: working defaults, overridden by backends that do them in one query -------------
    rolls_back: bool = False  # True when ``transaction()`` undoes every write of its block if the block fails

    def transaction(self) -> AbstractContextManager[None]:
        """A block whose writes commit together. The default runs the block as it is (each write commits on its
        own, nothing is rolled back: ``rolls_back`` is False), so callers that must undo a half-done change check
        ``rolls_back`` and revert by hand."""
        return nullcontext()

    def degree(self, entity_id: str) -> int:
        """Number of edges at the entity, both directions (linking prefers the better-connected entity on ties).
        The default counts through ``relations`` and ``neighbors``."""
        return sum(len(self.neighbors(entity_id, rel, direction))
                   for direction in (Direction.OUT, Direction.IN) for rel in self.relations(entity_id, direction))

    def entities_by_norm(self, norm: str, limit: int = 20) -> list[Entity]:
        """Entities whose name is exactly ``norm`` after ``normalize_name`` (linking looks up question n-grams).
        The default keeps the exact matches (score 1.0) of ``search_entities``."""
        return [m.entity for m in self.search_entities(norm, limit=limit) if m.score >= 0.999]

    def stable_keys(self, ids: Sequence[str]) -> dict[str, str]:
        """A key per entity id that the same data loaded again gives again: answers sharing a shown name are
        ordered by it (``kgchat.logic.order``). The default is the id, which these stores keep as data; a store
        whose ids follow load order (Neo4j element ids) describes the node instead."""
        return {i: i for i in ids}

    def meta(self, key: str) -> str | None:
        """A fact the store keeps about the graph itself (``source``: the file it was built from); None if unknown."""
        return None

    def inverse_relations(self) -> dict[str, str]:
        """Relations that state the same facts in the opposite direction, both ways round: Freebase keeps most facts
        twice (``sports.mascot.team`` and ``sports.sports_team.team_mascot``); a symmetric relation (``spouse``) is
        its own inverse. Read from the data (``inverse_pairs``); the default knows none."""
        return {}

    def schema(self) -> GraphSchema:
        """Labels, relationship types and property keys with their value types, read from the graph
        (``kgchat.schema``). The default knows the relation names only: no labels, no properties."""
        return GraphSchema(relationships=tuple(RelTypeInfo(r) for r in self.relation_names()),
                           source="relation names")

    runs_cypher: bool = False  # True when ``run_cypher`` runs generated Cypher (Neo4j)

    def run_cypher(self, query: str, row_limit: int = 50, timeout: float = 10.0) -> CypherRows:
        """Run a generated Cypher query (Text2Cypher) read-only: checked against ``schema()``, planned with
        ``EXPLAIN``, run in a READ transaction with ``timeout`` seconds and at most ``row_limit`` rows read
        (``kgchat.backends.neo4j_query``). Raises ``QueryRefused`` when it may not run; only Neo4j can."""
        raise QueryRefused(f"{type(self).__name__} does not run Cypher: Text2Cypher needs a Neo4j graph")

    def property_values(self, relation: str, limit: int = 500) -> list[str]:
        """Distinct values a property relation reaches, most frequent first, at most ``limit`` (the question
        parser recognises values such as 'UK' by them); [] where the store cannot list them."""
        return []

    def question_cache(self, question: str = "") -> AbstractContextManager[None]:
        """A block within which reads may be answered from what was already read for this question
        (``kgchat.backends.cache.QuestionCache`` keeps such a memory; a plain store keeps none)."""
        return nullcontext()

    # -- batched reads: a search frontier in one round trip where the backend does them natively --------------
    def relations_many(self, entity_ids: Sequence[str]) -> dict[str, dict[Move, Entity | None]]:
        """Every move out of each entity — its outgoing relations, then its incoming ones, each sorted as
        ``relations`` lists them — with one entity the move reaches (None if none), which tells an engine whether
        the move leads to unnamed (CVT) nodes. That entity is the first of ``neighbors(..., limit=1)`` on the
        default, SQLite and Neo4j; a SPARQL store gives the cheapest one to find, so only its unnamed-ness is
        comparable across stores. Every id is a key; an entity without edges maps to ``{}``. The default asks
        ``relations`` and ``neighbors`` entity by entity."""
        out: dict[str, dict[Move, Entity | None]] = {}
        for eid in dict.fromkeys(entity_ids):
            moves: dict[Move, Entity | None] = {}
            for direction in (Direction.OUT, Direction.IN):
                for rel in self.relations(eid, direction):
                    first = self.neighbors(eid, rel, direction, limit=1)
                    moves[(rel, direction)] = first[0] if first else None
            out[eid] = moves
        return out

    def neighbors_many(self, lookups: Iterable[Lookup], limit: int | None = None) -> dict[Lookup, list[Entity]]:
        """``neighbors(entity, relation, direction, limit)`` for many lookups at once, keyed by lookup. A relation
        outside the schema raises UnknownRelation before anything is sent, as ``neighbors`` does."""
        return {key: self.neighbors(*key, limit=limit) for key in dict.fromkeys(lookups)}

    def entities_by_norms(self, norms: Iterable[str], limit: int = 20) -> dict[str, list[Entity]]:
        """``entities_by_norm`` for many normalised names at once (linking looks up every n-gram of a question)."""
        return {norm: self.entities_by_norm(norm, limit) for norm in dict.fromkeys(norms)}


class _TripCount(threading.local):
    count = 0  # per thread: requests this thread sent to graph stores


_trips = _TripCount()


def note_round_trip(count: int = 1) -> None:
    """Record requests a backend sent to its graph (call it once per SQL statement, Bolt query or HTTP request)."""
    _trips.count += count


def round_trips() -> int:
    """Round trips to graph stores made by this thread so far. ``Run`` reads it before and after a question, so a
    question's cost counts its own requests even when other threads share the store."""
    return _trips.count


BLANK_PREFIX = "_:"  # ids of unnamed (blank, CVT-like) nodes, in every format and backend
# A Freebase machine id (``m.048bcbz``, ``g.11b6…``). Given as a node's only label in a triple file, it is a CVT
# (mediator) node: Freebase gives every thing people ask about a name, and mediators none.
_MACHINE_ID = re.compile(r"[mg]\.[0-9a-z_]{2,}")

BRACKETED = re.compile(r"\[([^\[\]]+)\]")  # "who directed [Heat]": a name the asker marked (MetaQA's convention)
_punct = re.compile(r"[^\w\s]", re.UNICODE)
_space = re.compile(r"\s+")


def normalize_name(text: str) -> str:
    """Case-, accent- and punctuation-insensitive form of a name, used for exact-name lookups and matching.

    ``"Amélie (2001)"`` and ``"amelie 2001"`` normalise to the same string.
    """
    decomposed = unicodedata.normalize("NFKD", text)
    stripped = "".join(c for c in decomposed if not unicodedata.combining(c))
    return _space.sub(" ", _punct.sub(" ", stripped.casefold())).strip()


def singulars(word: str) -> list[str]:
    """English singulars a plural word may have ("comedies" -> comedy, "boxes" -> box, "films" -> film): the question
    reader looks them up as names, so the question cache fetches them with the question's spans."""
    out = []
    if word.endswith("ies") and len(word) > 4:
        out.append(word[:-3] + "y")
    if word.endswith("es") and len(word) > 4:
        out.append(word[:-2])
    if word.endswith("s") and len(word) > 3:
        out.append(word[:-1])
    return out


def is_bare_id(entity_id: str) -> bool:
    """True for ids that are no name: blank nodes (``_:x``) and Freebase machine ids (``m.0abc``, ``g.11…``)."""
    return entity_id.startswith(BLANK_PREFIX) or _MACHINE_ID.fullmatch(entity_id) is not None


def default_name(entity_id: str) -> str:
    """Display name of an entity that has no name of its own: its id, except that blank nodes and Freebase
    machine ids stay unnamed (they are mediator nodes; see ``is_unnamed``)."""
    return "" if is_bare_id(entity_id) else entity_id


def is_unnamed(entity: Entity) -> bool:
    """True for mediator (CVT) and blank nodes: engines walk through them to their named neighbours and never
    answer with them. A node whose only name is a bare id (a graph loaded before ids were recognised) counts too."""
    return not entity.name or entity.id.startswith(BLANK_PREFIX) or (entity.name == entity.id and is_bare_id(entity.id))


def inverse_pairs(both_ways: dict[tuple[str, str], int], sizes: dict[str, int], min_share: float = 0.25,
                  min_count: int = 2) -> dict[str, str]:
    """Inverse relations from counts: ``both_ways[(r1, r2)]`` facts ``a r1 b`` with ``b r2 a``, ``sizes[r]`` facts of
    ``r`` (both over the same sample). ``r1`` and ``r2`` are inverses when each is the other's most frequent
    partner and their shared facts are at least ``min_share`` of the smaller relation: a retrieval slice holds only
    part of each twin, while a relation that merely overlaps another (official languages among languages spoken)
    has a better partner. Returns ``{r1: r2, r2: r1}`` (``{r: r}`` for a symmetric relation)."""
    best: dict[str, tuple[int, str]] = {}
    for (r1, r2), k in both_ways.items():
        for a, b in ((r1, r2), (r2, r1)):
            if (k, b) > best.get(a, (0, "")):
                best[a] = (k, b)
    out: dict[str, str] = {}
    for a, (k, b) in best.items():
        if best.get(b, (0, ""))[1] == a and k >= min_count and k >= min_share * min(sizes.get(a, k), sizes.get(b, k)):
            out[a] = b
    return out


def check_relation(relation: str, known: Iterable[str]) -> str:
    """Return ``relation`` if the schema has it, else raise UnknownRelation (relations become query identifiers)."""
    if relation not in known:
        raise UnknownRelation(f"Relation {relation!r} is not in this graph's schema. "
                              f"Use `kgchat explore ENTITY` to see the relations it has.")
    return relation


def as_direction(value: Direction | str) -> Direction:
    return value if isinstance(value, Direction) else Direction(value)
