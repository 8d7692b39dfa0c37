"""Triple-file import: formats, idempotence, malformed lines, N-Triples names and blank nodes."""

from __future__ import annotations

import gzip

import pytest

from kgchat.backends import sqlite_load
from kgchat.backends.importer import load_file
from kgchat.backends.sqlite import SQLiteGraph
from kgchat.backends.triple_lines import parse_nt
from kgchat.errors import ImportFormatError
from kgchat.types import Direction, Triple


@pytest.fixture
def store(tmp_path):
    s = SQLiteGraph(tmp_path / "g.db")
    yield s
    s.close()


def test_tsv_and_gzip(store, tmp_path):
    src = tmp_path / "g.tsv.gz"
    src.write_bytes(gzip.compress(b"Alice\tknows\tBob\nBob\tknows\tCarol\n"))
    report = load_file(store, src)
    assert (report.triples, report.added, report.malformed) == (2, 2, [])
    assert [e.id for e in store.neighbors("Bob", "knows", Direction.IN)] == ["Alice"]


def test_ntriples_names_literals_and_blank_nodes(store, tmp_path):
    src = tmp_path / "g.nt"
    src.write_text(
        '<http://rdf.freebase.com/ns/m.01> <http://rdf.freebase.com/ns/type.object.name> "Ridley Scott"@en .\n'
        '<http://rdf.freebase.com/ns/m.01> <http://rdf.freebase.com/ns/type.object.name> "Ridley Scott (fr)"@fr .\n'
        '<http://rdf.freebase.com/ns/m.02> <http://rdf.freebase.com/ns/film.film.directed_by> <http://rdf.freebase.com/ns/m.01> .\n'
        '<http://rdf.freebase.com/ns/m.02> <http://www.w3.org/2000/01/rdf-schema#label> "Alien" .\n'
        '<http://rdf.freebase.com/ns/m.02> <http://rdf.freebase.com/ns/film.film.release_year> "1979"^^<http://www.w3.org/2001/XMLSchema#gYear> .\n'
        '_:b1 <http://rdf.freebase.com/ns/award.nomination.film> <http://rdf.freebase.com/ns/m.02> .\n'
        '<http://rdf.freebase.com/ns/m.03> <http://rdf.freebase.com/ns/x.y> "say \\"hi\\"\\n" .\n'
        'not a statement\n', encoding="utf-8")
    report = load_file(store, src, "nt")
    assert report.triples == 4 and len(report.malformed) == 1 and report.malformed[0].line == 8
    assert store.entity("m.01").name == "Ridley Scott"
    assert store.entity("m.02").name == "Alien"
    assert [e.id for e in store.neighbors("m.02", "film.film.release_year", Direction.OUT)] == ["1979"]
    assert store.entity("_:b1").name == ""
    assert store.neighbors("m.03", "x.y", Direction.OUT)[0].id == 'say "hi"\n'


def test_parse_nt_rejects_literal_subjects():
    with pytest.raises(ValueError):
        parse_nt('"lit" <http://x/p> <http://x/o> .')


def test_unknown_format(store, tmp_path):
    src = tmp_path / "g.txt"
    src.write_text("a|b|c\n")
    with pytest.raises(ImportFormatError):
        load_file(store, src, "csv")


def test_relation_with_spaces_is_malformed(store, tmp_path):
    src = tmp_path / "g.txt"
    src.write_text("a|has friend|c\n")
    report = load_file(store, src, "metaqa")
    assert report.added == 0 and report.malformed[0].line == 1 and "whitespace" in report.malformed[0].reason


@pytest.mark.slow
def test_large_batches_are_idempotent(store, tmp_path):
    src = tmp_path / "big.txt"
    src.write_text("".join(f"e{i % 5000}|r{i % 7}|e{(i * 31) % 5000}\n" for i in range(120_000)))
    first = load_file(store, src)
    second = load_file(store, src)
    assert first.added == store.stats().triples and second.added == 0


def test_a_large_load_defers_indexes_and_rebuilds_them(store, tmp_path, monkeypatch):
    """A load at least ``BULK_MIN`` big drops the (t, r, h) index, the name index and the full-text triggers and
    rebuilds them after; lookups in both directions, exact names and full-text search work as before."""
    monkeypatch.setattr(SQLiteGraph, "BULK_MIN", 100)
    src = tmp_path / "g.txt"
    src.write_text("".join(f"film {i}|directed_by|director {i % 7}\nfilm {i}|release_year|{1990 + i % 20}\n"
                           for i in range(200)), encoding="utf-8")
    seen: list[list[str]] = []
    real = SQLiteGraph.bulk_insert

    def spy(self, triples, names=None):
        seen.append([n for (n,) in self.db.execute("SELECT name FROM sqlite_master WHERE name IN "
                                                   "('triples_trh', 'idx_entities_norm', 'entities_ai')")])
        return real(self, triples, names)

    monkeypatch.setattr(SQLiteGraph, "bulk_insert", spy)
    report = load_file(store, src)
    assert report.added == 400 and seen and seen[0] == []  # the load ran without them
    names = {n for (n,) in store.db.execute("SELECT name FROM sqlite_master")}
    assert {"triples_trh", "idx_entities_norm", "entities_ai", "entities_ad", "entities_au"} <= names
    assert store.meta("deferred_indexes") is None
    assert len(store.neighbors("director 3", "directed_by", Direction.IN)) == 29
    assert store.entities_by_norm("film 12")[0].id == "film 12"
    assert store.search_entities("film 12")[0].entity.id == "film 12"
    assert "film 12" in [m.entity.id for m in store.search_entities("12")]
    # later writes keep the full-text index up to date again
    store.add_triple(Triple("Zardoz", "directed_by", "director 1"))
    assert store.search_entities("zardoz")[0].entity.id == "Zardoz"


def test_a_killed_large_load_is_repaired_on_the_next_open(tmp_path):
    store = SQLiteGraph(tmp_path / "g.db")
    store.add_triple(Triple("Heat", "directed_by", "Michael Mann"))
    sqlite_load.defer_indexes(store)  # what a bulk load does first; then the process dies
    store.db.execute("INSERT INTO entities (id, name, norm) VALUES ('Ali', 'Ali', 'ali')")  # not in full-text yet
    store.close()
    again = SQLiteGraph(tmp_path / "g.db")
    assert again.meta("deferred_indexes") is None
    assert {"triples_trh", "entities_ai"} <= {n for (n,) in again.db.execute("SELECT name FROM sqlite_master")}
    assert again.search_entities("ali")[0].entity.id == "Ali"
    again.close()


def test_neo4j_import_csv_has_kgchat_layout(tmp_path):
    """``kgchat load --to-neo4j-csv``: the node and relationship files of ``neo4j-admin database import``."""
    import csv

    from click.testing import CliRunner

    from kgchat.cli import main

    src = tmp_path / "g.txt"
    src.write_text('Amélie|directed_by|Jean-Pierre Jeunet\nAmélie|directed_by|Jean-Pierre Jeunet\n'
                   'Bobby "Tables", Jr|starred_in|Amélie\n_:n1|award|Oscar\nbad line\n', encoding="utf-8")
    out = tmp_path / "csv"
    result = CliRunner().invoke(main, ["load", str(src), "--to-neo4j-csv", str(out)])
    assert result.exit_code == 0, result.output
    assert "neo4j-admin database import full neo4j" in result.output
    nodes = list(csv.reader((out / "nodes.csv").open(encoding="utf-8")))
    rels = list(csv.reader((out / "relationships.csv").open(encoding="utf-8")))
    assert nodes[0] == ["id:ID", "name", "norm", ":LABEL"] and rels[0] == [":START_ID", ":END_ID", ":TYPE"]
    assert ["Amélie", "Amélie", "amelie", "Entity"] in nodes
    assert ['Bobby "Tables", Jr', 'Bobby "Tables", Jr', "bobby tables jr", "Entity"] in nodes
    assert ["_:n1", "", "", "Entity"] in nodes  # unnamed, as kgchat stores blank nodes
    assert rels[1:] == [["Amélie", "Jean-Pierre Jeunet", "directed_by"], ['Bobby "Tables", Jr', "Amélie", "starred_in"],
                        ["_:n1", "Oscar", "award"]]
    assert "1 malformed" in result.output
