"""Names that may stand for more than one thing: the badge's check on the topic entity a walk starts from.

A graph built from text often keeps things of the same name as one node (two films called the same, each with its
own year and director). An answer about such a node mixes the facts of both, so it is no exact answer however sure
the search was. The graph itself shows it: a relation is *single-valued* on the graph when nearly every subject
that has it has exactly one value (``SINGLE_SHARE`` of a seeded sample of its subjects, read through the
``GraphStore`` API, so the same on SQLite, Neo4j and SPARQL). A topic entity with two or more values of such a
relation may be several things under one name.

Statistics are kept per graph for the life of the process. When an engine is built (``prime``), a schema of at
most ``PRIME_RELATIONS`` has its first ``PRIME_COUNT`` relations read whatever the time it takes (all of the movie
graph's 9, 0.3 s; a 13-relation schema; the test graphs'), so that on such a graph no question pays for them on a busy
machine either, and further ones while ``PRIME_SECONDS`` last; the rest of a larger schema (a 2M-triple graph with
50 relations takes about 0.1 s a relation), and every relation of a Freebase-sized one, are read when a question's
topic entity first has them.
"""

from __future__ import annotations

import threading
import time
import weakref

from kgchat.backends.base import GraphStore
from kgchat.reasoning.base import Run
from kgchat.types import Direction, Entity, Provenance, Step
from kgchat.verbalise import relation_words

SAMPLE = 2000  # subjects sampled per relation (seeded: the same sample every run)
MIN_SUBJECTS = 20  # fewer subjects than this say nothing about a relation
SINGLE_SHARE = 0.94  # a relation is single-valued when at least this share of its sampled subjects has one value
PRIME_RELATIONS = 500  # graphs with at most this many relations have some read when an engine is built:
PRIME_COUNT = 16  # ... the first this many whatever the time (the whole of a small schema: no load-dependent cost) ...
PRIME_SECONDS = 1.0  # ... and further ones for at most this long; the rest when a question first needs them


class _Singles:
    """What one graph's relations are known to be: relation -> single-valued; ``complete`` once all were read."""

    def __init__(self) -> None:
        self.known: dict[str, bool] = {}
        self.complete = False


_lock = threading.Lock()
_graphs: weakref.WeakKeyDictionary[GraphStore, _Singles] = weakref.WeakKeyDictionary()


def _singles(graph: GraphStore) -> _Singles:
    with _lock:
        return _graphs.setdefault(graph, _Singles())


def single_valued(graph: GraphStore, relation: str) -> bool:
    """True when nearly every subject of ``relation`` in ``graph`` has exactly one value (read once per graph)."""
    known = _singles(graph).known
    if relation not in known:
        subjects = graph.sample_entities(relation, SAMPLE, seed=0)
        single = False
        if len(subjects) >= MIN_SUBJECTS:
            values = graph.neighbors_many([(e.id, relation, Direction.OUT) for e in subjects], limit=2)
            single = sum(len(v) == 1 for v in values.values()) >= SINGLE_SHARE * len(subjects)
        known[relation] = single
    return known[relation]


def prime(graph: GraphStore) -> None:
    """Read the relations' statistics now, where the graph has at most ``PRIME_RELATIONS``: the first
    ``PRIME_COUNT`` in any case, more for at most ``PRIME_SECONDS`` (engines call it when they are built, so that no
    question pays for them); what is left is read when a question first needs it."""
    singles = _singles(graph)
    if singles.complete:
        return
    names = graph.relation_names()
    if len(names) <= PRIME_RELATIONS:
        start = time.monotonic()
        for k, relation in enumerate(names):
            if k >= PRIME_COUNT and time.monotonic() - start > PRIME_SECONDS:
                return  # a large graph: the rest are read when a question first needs them
            single_valued(graph, relation)
        singles.complete = True


def merged_doubt(graph: GraphStore, topics: list[Entity]) -> str | None:
    """Why the answer from ``topics`` may mix several things of one name (a sentence for the trace), or None: a
    topic entity has two or more values of a relation that things of its kind have once."""
    singles = _singles(graph)
    if singles.complete and not any(singles.known.values()):
        return None  # no relation of the graph is single-valued: nothing to read
    said = []
    for topic in dict.fromkeys(topics):
        relations = [r for r in graph.relations(topic.id, Direction.OUT) if single_valued(graph, r)]
        values = graph.neighbors_many([(topic.id, r, Direction.OUT) for r in relations], limit=10) if relations else {}
        many = [(r, len(v)) for (_, r, _), v in values.items() if len(v) >= 2]
        if many:
            counts = ", ".join(f"{n}{'+' if n >= 10 else ''} values of {relation_words(r)}" for r, n in many)
            said.append(f"{topic.name or topic.id} has {counts}, which things of its kind have once")
    if not said:
        return None
    return "; ".join(said) + ": the name may stand for more than one thing, and the answer may mix them"


def badge(run: Run, provenance: Provenance) -> Provenance:
    """``provenance``, unless it is kg-exact and an entity the answer's paths start from (the trace's topic entities
    where it has no paths) may be several things under one name (``merged_doubt``): then kg-approximate, with a
    ``sufficiency`` step in the trace that says why. The one place the badges of ToG and ToG-R without an LLM, of
    the CRF, of the MCTS agent and of the compositional planner ask."""
    if provenance is not Provenance.KG_EXACT:
        return provenance
    topics = list(dict.fromkeys(p.start for p in run.trace.paths)) or run.trace.topic_entities
    doubt = merged_doubt(run.graph, topics)
    if doubt is None:
        return provenance
    run.step(Step("sufficiency", 0, note=doubt + "; the answer is only approximate"))
    return Provenance.KG_APPROXIMATE
