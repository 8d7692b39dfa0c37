"""Corrections on a real SQLite graph with a real app database: apply, log, undo, refuse, export and import."""

from __future__ import annotations

import json

import pytest

from kgchat.config import Settings
from kgchat.corrections import Corrections, authorize
from kgchat.errors import ImportFormatError, InvalidInput, NotAuthorized, TripleNotFound
from kgchat.types import Triple

WRONG = Triple("The Dark Knight", "release_year", "2008")
NOLAN = Triple("The Dark Knight", "directed_by", "Christopher Nolan")


@pytest.fixture
def log(tmp_path) -> Corrections:
    return Corrections(tmp_path / "app.db")


def test_authorize_accepts_experts_and_the_token_only():
    s = Settings(experts={"alice": "secret"}, expert_token="tok-123")
    assert authorize(s, "alice", "secret") == "alice"
    assert authorize(s, "bob", token="tok-123") == "token:bob"
    for kwargs in ({"user": "alice", "password": "wrong"}, {"user": "mallory", "password": "secret"},
                   {"token": "nope"}, {}):
        with pytest.raises(NotAuthorized):
            authorize(s, **kwargs)
    with pytest.raises(NotAuthorized):
        authorize(Settings(), token="anything")  # no token configured: no token works


def test_flag_records_without_changing_the_graph(log, tiny_sqlite):
    before = tiny_sqlite.stats().triples
    c = log.apply(tiny_sqlite, "flag", "alice", "year looks wrong", before=WRONG)
    assert tiny_sqlite.has_triple(WRONG) and tiny_sqlite.stats().triples == before
    assert (c.action, c.who, c.before, c.after, c.graph) == ("flag", "alice", WRONG, None, tiny_sqlite.spec)
    assert c.at.endswith("+00:00") and c.status == "flagged"
    assert WRONG in log.flagged(tiny_sqlite.spec)
    log.undo(tiny_sqlite, c.id, "alice")
    assert WRONG not in log.flagged(tiny_sqlite.spec) and tiny_sqlite.has_triple(WRONG)


def test_edit_replaces_and_undo_restores(log, tiny_sqlite):
    new = Triple("The Dark Knight", "release_year", "2009")
    c = log.apply(tiny_sqlite, "edit", "alice", "typo in the source", before=WRONG, after=new)
    assert not tiny_sqlite.has_triple(WRONG) and tiny_sqlite.has_triple(new)
    u = log.undo(tiny_sqlite, c.id, "bob", "the source was right")
    assert tiny_sqlite.has_triple(WRONG) and not tiny_sqlite.has_triple(new)
    assert (u.action, u.undoes, u.who, u.reason) == ("undo", c.id, "bob", "the source was right")
    assert log.get(c.id).undone_by == u.id and log.get(c.id).status == f"undone by #{u.id}"
    with pytest.raises(InvalidInput, match="already undone"):
        log.undo(tiny_sqlite, c.id, "alice")
    with pytest.raises(InvalidInput, match="itself an undo"):
        log.undo(tiny_sqlite, u.id, "alice")
    assert [e.action for e in log.list()] == ["undo", "edit"]  # newest first, both logged


def test_delete_and_add_round_trip(log, tiny_sqlite):
    d = log.apply(tiny_sqlite, "delete", "alice", "not a real fact", before=NOLAN)
    assert not tiny_sqlite.has_triple(NOLAN)
    missing = Triple("The Dark Knight", "written_by", "Jonathan Nolan")
    a = log.apply(tiny_sqlite, "add", "alice", "credited co-writer", after=missing)
    assert tiny_sqlite.has_triple(missing) and tiny_sqlite.entity("Jonathan Nolan") is not None
    log.undo(tiny_sqlite, a.id, "alice")
    log.undo(tiny_sqlite, d.id, "alice")
    assert tiny_sqlite.has_triple(NOLAN) and not tiny_sqlite.has_triple(missing)


@pytest.mark.parametrize("action,before,after,reason,error,match", [
    ("flag", WRONG, None, "  ", InvalidInput, "reason"),
    ("delete", Triple("A", "r", "B"), None, "why", TripleNotFound, "not in the graph"),
    ("edit", WRONG, WRONG, "why", InvalidInput, "same as the original"),
    ("edit", WRONG, NOLAN, "why", InvalidInput, "already in the graph"),
    ("add", None, NOLAN, "why", InvalidInput, "already in the graph"),
    ("add", None, Triple("A", "", "B"), "why", InvalidInput, "head, a relation and a tail"),
    ("explode", WRONG, None, "why", InvalidInput, "Unknown correction action"),
])
def test_bad_corrections_are_refused_and_change_nothing(log, tiny_sqlite, action, before, after, reason, error,
                                                        match):
    n = tiny_sqlite.stats().triples
    with pytest.raises(error, match=match):
        log.apply(tiny_sqlite, action, "alice", reason, before=before, after=after)
    assert tiny_sqlite.stats().triples == n and log.list() == []


def test_only_experts_change_anything(log, tiny_sqlite):
    with pytest.raises(NotAuthorized):
        log.apply(tiny_sqlite, "delete", "", "why", before=NOLAN)
    c = log.apply(tiny_sqlite, "delete", "alice", "why", before=NOLAN)
    with pytest.raises(NotAuthorized):
        log.undo(tiny_sqlite, c.id, "")
    assert not tiny_sqlite.has_triple(NOLAN)


def test_undo_refuses_when_the_graph_changed_since(log, tiny_sqlite):
    new = Triple("The Dark Knight", "release_year", "2009")
    c = log.apply(tiny_sqlite, "edit", "alice", "why", before=WRONG, after=new)
    tiny_sqlite.remove_triple(new)  # someone changed the graph outside kgchat
    with pytest.raises(TripleNotFound, match="cannot be undone"):
        log.undo(tiny_sqlite, c.id, "alice")
    assert log.get(c.id).undone_by is None


def test_a_failed_log_write_rolls_the_graph_change_back(log, tiny_sqlite):
    import sqlite3

    conn = sqlite3.connect(log.path)
    conn.execute("CREATE TRIGGER no_more BEFORE INSERT ON corrections BEGIN SELECT RAISE(ABORT, 'disk full'); END")
    conn.commit()
    conn.close()
    with pytest.raises(sqlite3.DatabaseError):
        log.apply(tiny_sqlite, "delete", "alice", "why", before=NOLAN)
    assert tiny_sqlite.has_triple(NOLAN)


def test_export_and_import_reapply_effective_corrections(log, tiny_sqlite, tmp_path):
    from conftest import TINY

    from kgchat.backends.importer import load_file
    from kgchat.backends.sqlite import SQLiteGraph

    log.apply(tiny_sqlite, "delete", "alice", "wrong director", before=NOLAN)
    undone = log.apply(tiny_sqlite, "add", "alice", "oops", after=Triple("X", "r", "Y"))
    log.undo(tiny_sqlite, undone.id, "alice")
    log.apply(tiny_sqlite, "flag", "alice", "suspicious", before=WRONG)
    data = json.loads(log.export_json())
    assert data["kgchat_corrections"] == 1 and [c["action"] for c in data["corrections"]] == \
        ["delete", "add", "undo", "flag"]

    other = SQLiteGraph(tmp_path / "other.db")
    load_file(other, TINY, "metaqa")
    target = Corrections(tmp_path / "other-app.db")
    report = target.import_json(log.export_json(), other, "carol")
    assert [c.action for c in report.applied] == ["delete", "flag"]
    assert {why for _, why in report.skipped} == {"was undone", "not a correction"}
    assert not other.has_triple(NOLAN) and not other.has_triple(Triple("X", "r", "Y"))
    assert all(c.who == "carol" and "originally by alice" in c.reason for c in report.applied)
    again = target.import_json(log.export_json(), other, "carol")  # nothing left to do
    assert not again.applied and "not in the graph" in again.summary() and "already flagged" in again.summary()
    with pytest.raises(ImportFormatError):
        target.import_json("{not json", other, "carol")
    with pytest.raises(NotAuthorized):
        target.import_json(log.export_json(), other, "")
    other.close()
