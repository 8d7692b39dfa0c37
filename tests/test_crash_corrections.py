"""Issue 15, finding 3: an audited change and its graph change commit together or not at all, even under kill -9.

A writer process (tests/crash_writer.py) corrects a real graph (SQLite, and the session's real Neo4j and Virtuoso
servers) in a loop with a real app database; it is killed with SIGKILL at random moments, more than 20 times. Then
the audit log replayed over the original graph must give exactly the graph the store holds, and undo must work on
the latest entries.
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

from kgchat.backends.triple_lines import parse_metaqa
from kgchat.corrections import Corrections
from kgchat.types import Triple

ROOT = Path(__file__).resolve().parent.parent
TINY = ROOT / "graphs" / "tiny_movies.txt"
KILLS = 22

pytestmark = pytest.mark.timeout(600)


def tiny_triples() -> set[Triple]:
    return {Triple(*parse_metaqa(line)) for line in TINY.read_text(encoding="utf-8").splitlines() if line.strip()}


def assert_graph_is(store, expected: set[Triple], start: set[Triple], base: int) -> None:
    """The store holds exactly ``expected``: the triple count moved by as much as the log says (``base`` is the
    count the store reported for ``start``; a SPARQL store also counts its name triples), and every triple the log
    added is there. The writer only ever touches triples it added, so the original ones need no other check."""
    assert store.stats().triples == base + len(expected) - len(start)
    missing = [t for t in expected - start if not store.has_triple(t)]
    assert not missing, f"the log says these are in the graph, but they are not: {missing[:5]}"


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


def test_audit_log_and_graph_agree_after_random_kill_9(store, tmp_path, request):
    app_db = tmp_path / "app.db"
    start, base = tiny_triples(), store.stats().triples
    env = {**os.environ, "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    if store.spec.startswith(("bolt", "neo4j")):
        env["NEO4J_PASSWORD"] = request.getfixturevalue("neo4j_server").password
    rng = random.Random(15)
    reconciled, changes, waited = 0, 0, 0
    for kill in range(KILLS):
        proc = subprocess.Popen([sys.executable, str(ROOT / "tests" / "crash_writer.py"), store.spec, str(app_db),
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
        # Kill at a random point: after a random number of finished changes (0-3, so progress does not depend on
        # the machine's speed), then a random moment into the next one.
        wanted, seen = rng.randint(0, 3), 0
        waited += wanted
        while seen < wanted and (line := proc.stdout.readline()):
            lines.append(line)
            seen += line.startswith("#")
        time.sleep(rng.uniform(0.0, 0.3))
        os.kill(proc.pid, signal.SIGKILL)
        out = "".join(lines) + proc.stdout.read()
        proc.wait()  # reaped: its pid is free, so its pending entries count as abandoned
        changes += sum(1 for line in out.splitlines() if line.startswith("#"))
        assert "Traceback" not in out, out[-2000:]
    print(f"{KILLS} kills, {changes} changes reported done, {reconciled} pending entries settled by restarts")
    assert changes >= waited >= KILLS // 2, "the writer should have made changes between kills"

    log = Corrections(app_db)  # a fresh start, as after a crash of the app, which settles what the last kill left
    log.reconcile_once(store)
    latest = [c for c in log.list(store.spec) if c.action in ("add", "edit") and not c.undone_by][:5]
    assert latest and all(c.state == "applied" for c in log.list(store.spec)), "nothing may stay pending"
    for entry in latest:
        undone = log.undo(store, entry.id, "checker")
        assert undone.state == "applied"
        if entry.after is not None:
            assert not store.has_triple(entry.after)
        if entry.before is not None:
            assert store.has_triple(entry.before)
    assert_graph_is(store, replay(start, log), start, base)


def test_a_pending_entry_is_settled_by_the_graph_state(tmp_path, store):
    """The two crash points, made by hand: graph changed but entry pending (kept), entry pending but graph not
    changed (dropped); a half-made change is put back."""
    log = Corrections(tmp_path / "app.db")
    a = log.apply(store, "add", "alice", "one", after=Triple("X", "directed_by", "Y"))
    b = log.apply(store, "add", "alice", "two", after=Triple("Z", "directed_by", "W"))
    conn = sqlite3.connect(log.path)
    conn.execute("UPDATE corrections SET state = 'pending', writer = 'elsewhere:1:dead' WHERE id IN (?, ?)",
                 [a.id, b.id])
    conn.commit()
    conn.close()
    store.remove_triple(Triple("Z", "directed_by", "W"))  # b's graph change "never happened"
    assert sorted(Corrections(log.path).reconcile(store)) == [(a.id, "applied"), (b.id, "rolled back")]
    assert [c.id for c in log.list()] == [a.id]
    log.undo(store, a.id, "alice")
    assert not store.has_triple(Triple("X", "directed_by", "Y"))
