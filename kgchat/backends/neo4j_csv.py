"""Triple files as the CSV input of ``neo4j-admin database import full``: the fastest way to fill a new Neo4j database.

``kgchat load FILE --to-neo4j-csv DIR`` writes ``DIR/nodes.csv`` (``id:ID,name,norm,:LABEL``: kgchat's ``:Entity``
layout, the same properties ``Neo4jGraph.bulk_insert`` writes) and ``DIR/relationships.csv``
(``:START_ID,:END_ID,:TYPE``); then, with the database server stopped::

    neo4j-admin database import full neo4j --nodes=DIR/nodes.csv --relationships=DIR/relationships.csv \
        --overwrite-destination

The first time kgchat opens the database it creates its id, name and full-text indexes (``Neo4jGraph``). Lines are
read and checked exactly as ``kgchat load`` reads them (``kgchat.backends.importer``); a triple repeated within
one batch of the file is written once, while one repeated far apart becomes two parallel relationships (the
import tool does not merge relationships): run ``sort -u`` on the file first if it may hold such repeats.
"""

from __future__ import annotations

import csv
import time
from collections.abc import Callable
from pathlib import Path

from kgchat.backends.base import default_name, normalize_name
from kgchat.backends.importer import LoadReport, guess_format, read_batches
from kgchat.backends.neo4j_spec import Neo4jConfig

NODES = "nodes.csv"
RELATIONSHIPS = "relationships.csv"


def convert_file(source: str | Path, out_dir: str | Path, fmt: str | None = None, label: str | None = None,
                 progress: Callable[[int], None] | None = None) -> LoadReport:
    """Write the import CSV files for ``source`` into ``out_dir``; ``progress(lines)`` after every batch."""
    source, out = Path(source), Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    label = label or "Entity"
    config = Neo4jConfig()
    report = LoadReport(source=str(source))
    started = time.perf_counter()
    ids: dict[str, None] = {}
    names: dict[str, str] = {}
    defaults: dict[str, str] = {}  # an IRI's local name, for IRIs without a label
    done = 0
    with (out / RELATIONSHIPS).open("w", encoding="utf-8", newline="") as fh:
        rels = csv.writer(fh)
        rels.writerow([":START_ID", ":END_ID", ":TYPE"])
        for batch in read_batches(source, fmt or guess_format(source), report):
            unique = list(dict.fromkeys(batch.triples))
            report.triples += len(batch.triples)
            report.added += len(unique)
            rels.writerows((h, t, r) for h, r, t in unique)
            for h, _, t in unique:
                ids[h] = ids[t] = None
            names.update(batch.names)
            defaults.update(batch.default_names)
            report.names += len(batch.names)
            if progress:
                progress(batch.lines - done)
            done = batch.lines
    with (out / NODES).open("w", encoding="utf-8", newline="") as fh:
        nodes = csv.writer(fh)
        nodes.writerow([f"{config.id_key}:ID", config.name_keys[0], config.norm_property, ":LABEL"])
        for eid in ids:
            name = names.get(eid) or defaults.get(eid) or default_name(eid)
            nodes.writerow([eid, name, normalize_name(name), label])
    report.seconds = time.perf_counter() - started
    return report


def import_command(out_dir: str | Path, database: str = "neo4j") -> str:
    """The ``neo4j-admin`` command that imports what ``convert_file`` wrote."""
    out = Path(out_dir)
    return (f"neo4j-admin database import full {database} --nodes={out / NODES} "
            f"--relationships={out / RELATIONSHIPS} --overwrite-destination")
