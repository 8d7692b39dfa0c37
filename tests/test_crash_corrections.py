"""Issue 15, finding 3: an audited change and its graph change commit together or not at all, even under kill -9.

A writer process (tests/crash_writer.py) corrects a real SQLite graph in a loop with a real app database; it is
killed with SIGKILL at random moments, more than 20 times. Then the audit log replayed over the original graph must
give exactly the graph on disk, and undo must work on the latest entries.
"""

from __future__ import annotations

import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from kgchat.backends.importer import load_file
from kgchat.backends.sqlite import SQLiteGraph
from kgchat.corrections import Corrections
from kgchat.types import Triple

ROOT = Path(__file__).resolve().parent.parent
TINY = ROOT / "graphs" / "tiny_movies.txt"
KILLS = 22

pytestmark = pytest.mark.timeout(600)


def triples_on_disk(graph_db: Path) -> set[Triple]:
    conn = sqlite3.connect(graph_db)
    try:
        rows = conn.execute("SELECT h.id, r.name, t.id FROM triples JOIN entities h ON h.pk = triples.h "
                            "JOIN relations r ON r.pk = triples.r JOIN entities t ON t.pk = triples.t").fetchall()
    finally:
        conn.close()
    return {Triple(*r) for r in rows}


def replay(start: set[Triple], log: Corrections) -> set[Triple]:
    """The graph the audit log says there should be: every entry's change, in order (undos included)."""
    graph = set(start)
    entries = sorted(log.list(limit=1_000_000), key=lambda c: c.id)
    kinds = {c.id: c.action for c in entries}
    for c in entries:
        assert c.state == "applied", f"#{c.id} is still pending after reconciliation"
        if (kinds.get(c.undoes) if c.action == "undo" else c.action) == "flag":
            continue
        if c.before is not None:
            assert c.before in graph, f"#{c.id} removes {c.before}, which the log says was not there"
            graph.discard(c.before)
        if c.after is not None:
            assert c.after not in graph, f"#{c.id} adds {c.after}, which the log says was there already"
            graph.add(c.after)
    return graph


def test_audit_log_and_graph_agree_after_random_kill_9(tmp_path):
    graph_db, app_db = tmp_path / "graph.db", tmp_path / "app.db"
    store = SQLiteGraph(graph_db)
    load_file(store, TINY, "metaqa")
    store.close()
    start = triples_on_disk(graph_db)
    env = {**os.environ, "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    rng = random.Random(15)
    reconciled, changes = 0, 0
    for kill in range(KILLS):
        proc = subprocess.Popen([sys.executable, str(ROOT / "tests" / "crash_writer.py"), str(graph_db), str(app_db),
                                 str(kill)], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env)
        lines = []
        for line in proc.stdout:  # wait until the writer is in its loop
            lines.append(line)
            if line.startswith("reconciled"):
                reconciled += int(line.split()[1])
            if line.strip() == "ready":
                break
        else:
            pytest.fail("the writer exited early:\n" + "".join(lines))
        time.sleep(rng.uniform(0.05, 0.8))
        os.kill(proc.pid, signal.SIGKILL)
        out = proc.stdout.read()
        proc.wait()  # reaped: its pid is free, so its pending entries count as abandoned
        changes += out.count("\n#")
        assert "Traceback" not in out, out[-2000:]
    print(f"{KILLS} kills, {changes} changes reported done, {reconciled} pending entries settled by restarts")
    assert changes >= KILLS, "the writer should have made changes between kills"

    store = SQLiteGraph(graph_db, create=False)
    log = Corrections(app_db)  # a fresh start, as after a crash of the app
    latest = [c for c in log.list(store.spec) if c.action in ("add", "edit") and not c.undone_by][:5]
    assert latest, "there should be corrections left to undo"
    for entry in latest:  # the first change through the log settles what the last kill left pending
        undone = log.undo(store, entry.id, "checker")
        assert undone.state == "applied"
        if entry.after is not None:
            assert not store.has_triple(entry.after)
        if entry.before is not None:
            assert store.has_triple(entry.before)
    assert replay(start, log) == triples_on_disk(graph_db)
    store.close()


def test_a_pending_entry_is_settled_by_the_graph_state(tmp_path, tiny_sqlite):
    """The two crash points, made by hand: graph changed but entry pending (kept), entry pending but graph not
    changed (dropped); a half-made change is put back."""
    log = Corrections(tmp_path / "app.db")
    a = log.apply(tiny_sqlite, "add", "alice", "one", after=Triple("X", "directed_by", "Y"))
    b = log.apply(tiny_sqlite, "add", "alice", "two", after=Triple("Z", "directed_by", "W"))
    conn = sqlite3.connect(log.path)
    conn.execute("UPDATE corrections SET state = 'pending', writer = 'elsewhere:1:dead' WHERE id IN (?, ?)",
                 [a.id, b.id])
    conn.commit()
    conn.close()
    tiny_sqlite.remove_triple(Triple("Z", "directed_by", "W"))  # b's graph change "never happened"
    assert sorted(Corrections(log.path).reconcile(tiny_sqlite)) == [(a.id, "applied"), (b.id, "rolled back")]
    assert [c.id for c in log.list()] == [a.id]
    log.undo(tiny_sqlite, a.id, "alice")
    assert not tiny_sqlite.has_triple(Triple("X", "directed_by", "Y"))
