"""Which trained scorer belongs to which graph: the graph a model was trained on, recorded in its ``config.json``,
and the lookup behind ``--scorer auto``.

``kgchat train`` writes ``graph_signature(graph)`` into every model it saves: the graph's spec and source, its size,
its sorted relation names and a fingerprint of its schema and size. ``find_model`` looks through the model folders
(``model_folders``: every model directory under ``$KGCHAT_DATA_DIR/models``, where ``kgchat train --graph`` saves by
default, then the bundled ``models/``) and picks the model whose relations match the open graph's: an exact
relation set first (the newest such model when several do), else the closest set with at least ``MIN_OVERLAP`` of
the relations in common (a graph that gained or lost a relation through corrections keeps its model). A model of
another graph, or one that records no graph, is never picked. Reading a graph's relation names is cheap on every
backend (SQLite and Neo4j keep them; a SPARQL store reads its predicate list once).
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

MIN_OVERLAP = 0.9  # share of the union of relations a model and a graph must have in common (Jaccard index)


def graph_signature(graph: Any) -> dict:
    """What a model records about the graph it was trained on (computed once, at training time)."""
    stats = graph.stats()
    relations = sorted(stats.relations)
    schema = json.dumps([stats.triples, stats.entities, sorted(stats.relations.items())])
    return {"spec": graph.spec, "source": graph.meta("source"), "triples": stats.triples, "entities": stats.entities,
            "fingerprint": hashlib.sha256(schema.encode()).hexdigest()[:16],
            "relations_sha256": relations_digest(relations), "relations": relations}


def relations_digest(relations: list[str]) -> str:
    return hashlib.sha256("\n".join(sorted(relations)).encode()).hexdigest()[:16]


@dataclass
class Candidate:
    path: Path
    overlap: float  # Jaccard index of the model's relations and the graph's
    same_spec: bool
    modified: float


def model_folders() -> list[Path]:
    """Where ``--scorer auto`` looks for graph-trained models, in order: ``$KGCHAT_DATA_DIR/models`` (see
    ``kgchat.config``), then the bundled ``models/``."""
    from kgchat.bundled import data_dir
    from kgchat.config import load_settings

    return [load_settings().data_dir / "models", data_dir("models")]


def default_model_folder(graph: Any) -> Path:
    """Where ``kgchat train`` saves a model for ``graph`` when no --out is given: a folder under
    ``$KGCHAT_DATA_DIR/models`` named after the graph (its file or host) and a digest of its spec."""
    spec = graph.spec
    stem = re.sub(r"[^A-Za-z0-9_.-]+", "-", spec.rsplit("/", 1)[-1].rsplit(":", 1)[-1]).strip("-.") or "graph"
    return model_folders()[0] / f"{stem[:40]}-{hashlib.sha256(spec.encode()).hexdigest()[:8]}"


def recorded_graph(model_dir: Path) -> dict | None:
    """The ``graph`` record of a model directory's config.json, or None (no model, or no graph recorded)."""
    try:
        meta = json.loads((model_dir / "config.json").read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError):
        return None
    graph = meta.get("graph") if isinstance(meta, dict) else None
    return graph if isinstance(graph, dict) and isinstance(graph.get("relations"), list) else None


def find_model(graph: Any, folders: list[Path] | None = None, weights: str = "model.safetensors") -> Path | None:
    """The model directory trained on a graph with ``graph``'s relations (see the module doc), or None. ``weights``
    names the file a folder of the wanted kind holds (the answer verifier keeps ``verifier.safetensors``)."""
    relations = set(graph.relation_names())
    if not relations:
        return None
    found: list[Candidate] = []
    for folder in folders if folders is not None else model_folders():
        if not folder.is_dir():
            continue
        for model_dir in sorted(p for p in folder.iterdir() if p.is_dir()):
            record = recorded_graph(model_dir)
            if record is None or not (model_dir / weights).exists():
                continue
            theirs = set(record["relations"])
            overlap = len(relations & theirs) / len(relations | theirs)
            if overlap >= MIN_OVERLAP:
                found.append(Candidate(model_dir, overlap, record.get("spec") == graph.spec,
                                       (model_dir / weights).stat().st_mtime))
    if not found:
        return None
    return max(found, key=lambda c: (c.overlap, c.same_spec, c.modified)).path
