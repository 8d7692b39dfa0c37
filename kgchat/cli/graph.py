"""``kgchat load`` (triple files into a graph, or to N-Triples) and ``kgchat explore`` (an entity's neighbourhood)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import click

from kgchat.cli.common import GRAPH_HELP, friendly_errors


@click.command()
@click.argument("file", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--format", "fmt", type=click.Choice(["metaqa", "tsv", "nt", "subgraphs"]), default=None,
              help="File format (default: from the extension; .nt → nt, .tsv → tsv, .jsonl → subgraphs, else "
                   "metaqa h|r|t). subgraphs: JSON lines, each with \"graph\": [[head, relation, tail], ...] (a "
                   "question set with its own Freebase slices, e.g. CWQ / WebQSP subgraphs); their union is loaded.")
@click.option("--graph", "graph_spec", default=None,
              help="Where to load: sqlite:PATH, bolt://… / neo4j://…, or sparql:URL#graph=IRI.")
@click.option("--to-nt", "to_nt", type=click.Path(dir_okay=False, path_type=Path), default=None,
              help="Instead of loading, write Freebase-style N-Triples (for Virtuoso's bulk loader) to this file.")
@click.option("--to-neo4j-csv", "to_csv", type=click.Path(file_okay=False, path_type=Path), default=None,
              help="Instead of loading, write nodes.csv and relationships.csv for `neo4j-admin database import` "
                   "into this folder.")
@click.option("--strict", is_flag=True, help="Abort without loading anything if any line is malformed.")
@friendly_errors
def load(file: Path, fmt: str | None, graph_spec: str | None, to_nt: Path | None, to_csv: Path | None,
         strict: bool) -> None:
    """Load a triple file into a graph (idempotent: loading twice adds nothing new).

    Malformed lines are reported with their line numbers and counted; nothing is dropped silently.

    \b
    Example:
      kgchat load graphs/tiny_movies.txt --format metaqa --graph sqlite:./tiny.db
      kgchat load 2H-kb.txt --format tsv --to-nt 2H-kb.nt
      kgchat load cwq_test.jsonl --format subgraphs --graph sqlite:./cwq.db
      kgchat load kb.txt --to-neo4j-csv import/      # then: neo4j-admin database import full ...
    """
    from tqdm import tqdm

    from kgchat.backends import open_graph
    from kgchat.backends.importer import count_lines, load_file
    from kgchat.errors import ConfigError

    if sum(x is not None for x in (graph_spec, to_nt, to_csv)) != 1:
        raise ConfigError("Give exactly one of --graph SPEC (load into a graph), --to-nt FILE or --to-neo4j-csv DIR "
                          "(convert).")
    if to_nt is not None:
        from kgchat.backends.rdf import convert_file

        report = convert_file(file, to_nt, fmt=fmt, strict=strict)
    elif to_csv is not None:
        from kgchat.backends import neo4j_csv

        with tqdm(total=count_lines(file), unit=" lines", desc=f"Converting {file.name}", file=sys.stderr) as bar:
            report = neo4j_csv.convert_file(file, to_csv, fmt=fmt, progress=bar.update)
        click.echo(f"Import it with the database stopped:\n  {neo4j_csv.import_command(to_csv)}", err=True)
    else:
        store = open_graph(graph_spec, create=True)
        with tqdm(total=count_lines(file), unit=" lines", desc=f"Loading {file.name}", file=sys.stderr) as bar:
            report = load_file(store, file, fmt, progress=bar.update, strict=strict)
    for bad in report.malformed[:20]:
        click.echo(f"line {bad.line}: {bad.reason}: {bad.text!r}", err=True)
    if len(report.malformed) > 20:
        click.echo(f"... and {len(report.malformed) - 20} more malformed lines", err=True)
    click.echo(report.summary())
    if report.malformed:
        click.echo(f"Warning: {len(report.malformed)} malformed line(s) were not loaded (see above).", err=True)


@click.command()
@click.argument("entity")
@click.option("--graph", "graph_spec", default=None, help=GRAPH_HELP)
@click.option("--limit", default=10, show_default=True, help="Neighbours shown per relation.")
@click.option("--json", "as_json", is_flag=True, help="Print JSON instead of text.")
@friendly_errors
def explore(entity: str, graph_spec: str | None, limit: int, as_json: bool) -> None:
    """Show an entity's relations and neighbours (the entity is found by id or by name).

    \b
    Example:
      kgchat explore "Christopher Nolan"
    """
    from kgchat.backends import open_graph
    from kgchat.errors import UnknownEntity
    from kgchat.text import json_terminal_safe
    from kgchat.text import terminal_safe as safe
    from kgchat.types import Direction

    store = open_graph(graph_spec, progress=True)
    found = store.entity(entity)
    if found is None:
        matches = store.search_entities(entity, limit=5)
        if not matches:
            raise UnknownEntity(f"No entity named {entity!r} in this graph. Try a shorter or differently spelt name.")
        found = matches[0].entity
        if matches[0].score < 1.0:
            others = ", ".join(m.entity.name for m in matches[1:4])
            click.echo(safe(f"(closest match for {entity!r}: {found.name}" + (f"; also: {others})" if others else ")")),
                       err=True)
    out = {"id": found.id, "name": found.name, "relations": []}
    for direction in (Direction.OUT, Direction.IN):
        for rel in store.relations(found.id, direction):
            neigh = store.neighbors(found.id, rel, direction, limit=limit + 1)
            out["relations"].append({"relation": rel, "direction": direction.value,
                                     "neighbors": [{"id": e.id, "name": e.name} for e in neigh[:limit]],
                                     "more": len(neigh) > limit})
    if as_json:
        click.echo(json_terminal_safe(json.dumps(out, ensure_ascii=False, indent=2)))
        return
    # names come from the graph (files anyone uploaded, experts' corrections): control characters as escapes
    click.echo(safe(f"{found.name or '[unnamed]'}  (id: {found.id})"))
    for r in out["relations"]:
        arrow = f"--{r['relation']}-->" if r["direction"] == "out" else f"<--{r['relation']}--"
        names = ", ".join(n["name"] or f"[{n['id']}]" for n in r["neighbors"]) + (", …" if r["more"] else "")
        click.echo(safe(f"  {arrow} {names}"))
