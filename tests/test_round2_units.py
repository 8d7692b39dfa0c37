"""Issue 36, the parts of the fixes that need no running app, on real SQLite: upload expiry and sharing, the rules
for anonymous feedback, and corrections across two processes' worth of ``Corrections`` objects on one app database.
(The app-level tests are ``test_security_round2*.py`` and ``test_correction_races.py``.)"""

from __future__ import annotations

import threading
import time

import pytest

from kgchat.config import Settings
from kgchat.corrections import Corrections
from kgchat.errors import Conflict, QuotaExceeded
from kgchat.types import Triple
from kgchat.ui.service import ANONYMOUS_FEEDBACK, AppService, ChatConfig
from kgchat.uploads import Uploads


def triples(path, name: str, n: int):
    path.write_text("".join(f"{name} {i}|directed_by|{name} director\n" for i in range(n)))
    return path


def test_anonymous_uploads_expire_signed_in_ones_stay_and_a_shared_graph_goes_with_its_last_upload(tmp_path):
    settings = Settings(data_dir=tmp_path, upload_max_mb=1, upload_quota_mb=1, upload_ttl_hours=1)
    up = Uploads(settings)
    a = triples(tmp_path / "a.txt", "A", 50)
    b = triples(tmp_path / "b.txt", "B", 50)
    name_a, _ = up.add(a, "session:one", anonymous=True)
    assert up.add(a, "session:two", anonymous=True)[0] == name_a  # the same file: one graph, two uploads
    name_b, _ = up.add(b, "user:alice", anonymous=False)
    later = time.time() + 2 * 3600
    assert up.cleanup(later) == [name_a]  # both of its anonymous uploads expired
    assert not up.path(name_a).exists() and up.path(name_b).exists()
    with pytest.raises(Exception, match="no uploaded graph"):
        up.spec(name_a)


def test_the_quota_counts_an_owners_kept_files_and_refuses_before_building(tmp_path):
    settings = Settings(data_dir=tmp_path, upload_max_mb=0.01, upload_quota_mb=0.012, upload_ttl_hours=1)
    up = Uploads(settings)
    first = triples(tmp_path / "first.txt", "F", 250)  # about 8 KB
    second = triples(tmp_path / "second.txt", "S", 250)
    up.add(first, "session:x", anonymous=True)
    with pytest.raises(QuotaExceeded, match="KGCHAT_UPLOAD_QUOTA_MB"):
        up.add(second, "session:x", anonymous=True)
    assert up.add(second, "session:y", anonymous=True)  # another session has its own quota
    with pytest.raises(QuotaExceeded, match="KGCHAT_UPLOAD_MAX_MB"):
        up.add(triples(tmp_path / "big.txt", "B", 2000), "session:z", anonymous=True)
    assert sorted(p.stem.split("-")[0] for p in (tmp_path / "graphs").glob("*.db")) == ["first", "second"]


def test_anonymous_feedback_never_replaces_an_experts_or_a_corrections_verdict(tmp_path, tiny_sqlite, monkeypatch):
    monkeypatch.setenv("KGCHAT_DATA_DIR", str(tmp_path))  # the router's memory lives in the data directory
    settings = Settings(data_dir=tmp_path, feedback_per_hour=1)
    service = AppService(settings, ChatConfig(graph=tiny_sqlite.spec, engine="auto", scorer="bm25"))
    chat = service.chat(service.default)
    conv = service.history.new_conversation("q", tiny_sqlite.spec, "auto", owner="session:s")
    ids = [service.history.add_answer(conv, chat.ask(q), ["session:s"])
           for q in ("who directed [Titanic]", "who directed [Heat]", "who directed [Inception]")]
    memory = service.router_memory()
    source = lambda i: memory.decision(decision(service, i)).source  # noqa: E731

    assert service.feedback(ids[0], 1, ["session:s"], "10.0.0.1", expert=True)  # an expert's verdict
    assert not service.feedback(ids[0], -1, ["session:s"], "10.0.0.1")  # anonymous: cannot replace it
    assert source(ids[0]) == "feedback" and memory.decision(decision(service, ids[0])).outcome == 1
    assert service.feedback(ids[1], -1, ["session:s"], "10.0.0.1")  # the hour's one anonymous verdict
    assert service.feedback(ids[1], 1, ["session:s"], "10.0.0.1")  # changing it again is the same verdict
    assert not service.feedback(ids[2], -1, ["session:s"], "10.0.0.1")  # a second new one: over the allowance
    assert source(ids[1]) == ANONYMOUS_FEEDBACK and memory.decision(decision(service, ids[2])).outcome is None
    assert service.history.turn(ids[2]).feedback == -1  # still stored with the answer
    memory.learn(decision(service, ids[2]), 0, "correction #7")  # a correction's verdict
    assert not service.feedback(ids[2], 1, ["session:s"], "10.0.0.9")
    assert source(ids[2]) == "correction #7"


def decision(service, answer_id: int) -> int:
    return service.history.turn(answer_id).answer.trace.extra["router"]["decision"]


def test_two_logs_on_one_app_database_serialise_their_checks(tmp_path, tiny_sqlite):
    """Two ``Corrections`` objects (as two processes would have) on one app database share the file lock: of two
    edits into the same triple, one is applied and the other is refused with Conflict."""
    logs = [Corrections(tmp_path / "app.db"), Corrections(tmp_path / "app.db")]
    start = [Triple(f"X{i}", "directed_by", "D") for i in range(2)]
    for t in start:
        tiny_sqlite.add_triple(t)
    target = Triple("Y", "directed_by", "D")
    barrier, results = threading.Barrier(2), []

    def edit(i: int) -> None:
        barrier.wait()
        try:
            results.append(logs[i].apply(tiny_sqlite, "edit", f"e{i}", "race", before=start[i], after=target).id)
        except Conflict as exc:
            results.append(str(exc))

    threads = [threading.Thread(target=edit, args=(i,)) for i in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sum(isinstance(r, int) for r in results) == 1 and any("already in the graph" in str(r) for r in results)
    assert (tmp_path / "app.db-locks").is_dir()
