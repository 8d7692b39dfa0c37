"""Triple-file import: formats, idempotence, malformed lines, N-Triples names and blank nodes."""

from __future__ import annotations

import gzip

import pytest

from kgchat.backends.importer import load_file, parse_nt
from kgchat.backends.sqlite import SQLiteGraph
from kgchat.errors import ImportFormatError
from kgchat.types import Direction


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
