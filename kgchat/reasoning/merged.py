"""Names that may stand for more than one thing: the badge's check on the topic entity a walk starts from.

A graph built from text often keeps things of the same name as one node (two films called the same, each with its
own year and director). An answer about such a node mixes the facts of both, so it is no exact answer however sure
the search was. The graph itself shows it: a relation is *single-valued* on the graph when nearly every subject
that has it has exactly one value (``SINGLE_SHARE`` of a seeded sample of its subjects, read through the
``GraphStore`` API, so the same on SQLite, Neo4j and SPARQL). A topic entity with two or more values of such a
relation may be several things under one name.

Statistics are read lazily, one relation at a time (the relations the topic entities have), and kept per graph for
the life of the process: a small graph pays once for all of its relations, Freebase only for those its questions
reach.
"""

from __future__ import annotations

import threading
import weakref

from kgchat.backends.base import GraphStore
from kgchat.reasoning.base import Run
from kgchat.types import Direction, Entity, Provenance, Step
from kgchat.verbalise import relation_words

SAMPLE = 5000  # subjects sampled per relation (seeded: the same sample every run)
MIN_SUBJECTS = 20  # fewer subjects than this say nothing about a relation
SINGLE_SHARE = 0.94  # a relation is single-valued when at least this share of its sampled subjects has one value

_lock = threading.Lock()
_single: weakref.WeakKeyDictionary[GraphStore, dict[str, bool]] = weakref.WeakKeyDictionary()


def single_valued(graph: GraphStore, relation: str) -> bool:
    """True when nearly every subject of ``relation`` in ``graph`` has exactly one value (read once per graph)."""
    with _lock:
        known = _single.setdefault(graph, {})
        if relation in known:
            return known[relation]
    subjects = graph.sample_entities(relation, SAMPLE, seed=0)
    values = graph.neighbors_many([(e.id, relation, Direction.OUT) for e in subjects], limit=2)
    single = len(subjects) >= MIN_SUBJECTS and \
        sum(len(v) == 1 for v in values.values()) >= SINGLE_SHARE * len(subjects)
    with _lock:
        known[relation] = single
    return single


def merged_doubt(graph: GraphStore, topics: list[Entity]) -> str | None:
    """Why the answer from ``topics`` may mix several things of one name (a sentence for the trace), or None: a
    topic entity has two or more values of a relation that things of its kind have once."""
    said = []
    for topic in dict.fromkeys(topics):
        relations = graph.relations(topic.id, Direction.OUT)
        values = graph.neighbors_many([(topic.id, r, Direction.OUT) for r in relations], limit=10)
        many = [(r, len(v)) for (_, r, _), v in values.items() if len(v) >= 2 and single_valued(graph, r)]
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
