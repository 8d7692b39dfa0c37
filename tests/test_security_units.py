"""Issue 15, the parts that need no running app: real SQLite, the real openai client against a hanging loopback
server, a real ``kgchat load`` killed with SIGKILL, and the pure checks behind the UI (settings policy, owners,
back-off, escaping)."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from openai_server import FakeOpenAIServer, slow, status

from kgchat.backends.importer import load_file, unfinished_load
from kgchat.backends.sqlite import SQLiteGraph
from kgchat.config import MAX_NAME_CHARS, Settings, load_settings
from kgchat.corrections import Corrections
from kgchat.errors import ConfigError, ImportFormatError, InvalidInput, NotAuthorized, QuestionError
from kgchat.export import Document, Item, render
from kgchat.history import History
from kgchat.linking import check_question
from kgchat.llm.base import LLMBudgetSpent, LLMStopped
from kgchat.llm.openai_llm import OpenAILLM
from kgchat.signin import SignInLocked, SignInThrottle
from kgchat.types import Answer, Triple
from kgchat.ui.render import user_markdown
from kgchat.ui.service import AppService, ChatConfig

ROOT = Path(__file__).resolve().parent.parent
pytestmark = pytest.mark.timeout(300)


# -- finding 1: the settings policy and the server key ------------------------------------------------------------
@pytest.fixture
def service(tmp_path, tiny_sqlite, monkeypatch):
    monkeypatch.setenv("KGCHAT_DATA_DIR", str(tmp_path))
    monkeypatch.setenv("KGCHAT_ALLOWED_LLM_URLS", "http://127.0.0.1:8000/v1/")
    monkeypatch.setenv("KGCHAT_ALLOWED_GRAPHS", "bolt://graph.internal:7687,http://sparql.internal/sparql")
    monkeypatch.setenv("OPENAI_BASE_URL", "https://llm.internal/v1")
    return AppService(default=ChatConfig(graph=tiny_sqlite.spec, scorer="bm25"))


def choose(service, who, **kw):
    args = {"graph_kind": "current", "uri": "", "uploaded": "", "engine": "tog-r", "llm_kind": "none",
            "llm_model": "", "llm_url": "", "hf_path": "", "width": 3, "depth": 3, "scorer": "bm25", **kw}
    return service.settings_config(service.default, who, **args)


def test_allow_lists_are_read_from_the_environment():
    s = load_settings({"KGCHAT_ALLOWED_LLM_URLS": " http://a/v1/ , http://b/v1", "KGCHAT_ALLOWED_GRAPHS": "",
                       "KGCHAT_LLM_BUDGET_S": "30"})
    assert s.allowed_llm_urls == ("http://a/v1", "http://b/v1") and s.allowed_graphs == () and s.llm_budget_s == 30
    with pytest.raises(ConfigError):
        load_settings({"KGCHAT_SIGNIN_DELAY_S": "soon"})


def test_only_experts_switch_endpoints_and_only_to_listed_ones(service):
    assert choose(service, None, engine="tog", width=2).engine == "tog"  # anyone may change the search
    for kw in ({"graph_kind": "neo4j", "uri": "bolt://graph.internal:7687"},
               {"llm_kind": "openai", "llm_model": "m", "llm_url": "http://127.0.0.1:8000/v1"},
               {"llm_kind": "hf", "hf_path": "/etc"}):
        with pytest.raises(NotAuthorized, match="expert action"):
            choose(service, None, **kw)
    assert choose(service, "alice", graph_kind="neo4j", uri="bolt://graph.internal:7687").graph == \
        "bolt://graph.internal:7687"
    assert choose(service, "alice", graph_kind="sparql", uri="http://sparql.internal/sparql").graph == \
        "sparql:http://sparql.internal/sparql"
    assert choose(service, "alice", llm_kind="openai", llm_model="m", llm_url="http://127.0.0.1:8000/v1").llm_base_url
    for kw in ({"graph_kind": "neo4j", "uri": "bolt://attacker:7687"},
               {"graph_kind": "sparql", "uri": "http://169.254.169.254/latest"},
               {"llm_kind": "openai", "llm_model": "m", "llm_url": "http://attacker/v1"},
               {"llm_kind": "hf", "hf_path": "/etc"}):
        with pytest.raises(NotAuthorized, match="allow-list"):
            choose(service, "alice", **kw)


def test_the_server_key_goes_only_to_the_configured_endpoint(service):
    configured = ChatConfig(llm="openai:m", llm_base_url="https://llm.internal/v1/")
    listed = ChatConfig(llm="openai:m", llm_base_url="http://127.0.0.1:8000/v1")
    assert service._llm_options(configured) == {}
    assert service._llm_options(listed) == {"api_key": "not-needed"}


# -- finding 2: uploads -------------------------------------------------------------------------------------------
def test_uploads_get_server_names_and_failed_ones_leave_nothing(service, tmp_path):
    graphs = tmp_path / "graphs"
    for name, data in (("empty.txt", b"nothing here\n"), ("latin.tsv", b"a\tr\tb\n\xe9t\xe9\tr\tc\n")):
        src = tmp_path / name
        src.write_bytes(data)
        with pytest.raises((ConfigError, ImportFormatError)):
            service.import_triples(src)
    assert not graphs.exists() or list(graphs.iterdir()) == []
    src = tmp_path / "ok.tsv"
    src.write_text("a\tr\tb\n", encoding="utf-8")
    name, _ = service.import_triples(src)
    assert service.uploaded_spec(name) == f"sqlite:{graphs / name}.db"
    app_db = tmp_path / "app.db"
    messages = set()
    for bad in (f"sqlite:{app_db}", str(app_db), "../app", "app", "/no/such", "x" * 61):
        with pytest.raises(ConfigError) as err:
            choose(service, "alice", graph_kind="upload", uploaded=bad)
        messages.add(str(err.value))
    assert all(str(tmp_path) not in m for m in messages) and len(messages) == 2  # malformed name / no such upload
    assert "triples" not in {r[0] for r in sqlite3.connect(app_db).execute("SELECT name FROM sqlite_master")}


# -- finding 4: owners --------------------------------------------------------------------------------------------
def test_conversations_belong_to_their_owner(tmp_path):
    h = History(tmp_path / "app.db")
    mine = h.new_conversation("mine", owner="session:a")
    turn = h.add_answer(mine, Answer("mine", "x"), ["session:a"])
    assert [c.id for c in h.conversations(owners=["session:b"])] == []
    for call in (lambda: h.conversation(mine, ["session:b"]), lambda: h.turn(turn, ["session:b"]),
                 lambda: h.add_answer(mine, Answer("q", "a"), ["session:b"]),
                 lambda: h.set_feedback(turn, 1, ["user:bob"])):
        with pytest.raises(InvalidInput, match="There is no"):
            call()
    assert h.conversation(mine, ["session:x", "session:a"]).turns[0].id == turn
    assert [c.id for c in h.conversations()] == [mine]  # the CLI (no owners) sees everything


def test_an_old_history_gains_owners_and_its_conversations_are_nobodys(tmp_path):
    db = tmp_path / "app.db"
    conn = sqlite3.connect(db)
    conn.execute("CREATE TABLE conversations (id INTEGER PRIMARY KEY, title TEXT NOT NULL, graph TEXT, engine TEXT, "
                 "created TEXT NOT NULL, updated TEXT NOT NULL)")
    conn.execute("INSERT INTO conversations VALUES (1, 'old', '', '', 'x', 'x')")
    conn.commit()
    conn.close()
    h = History(db)
    assert h.conversations(owners=["session:a"]) == [] and [c.id for c in h.conversations()] == [1]


# -- finding 5: escaping ------------------------------------------------------------------------------------------
EVIL = "<img src=x onerror=alert(1)> ![i](http://evil/i.png) [l](javascript:alert(1)) <form><style>"


def test_user_text_is_shown_as_text():
    from markdown_it import MarkdownIt

    shown = user_markdown(EVIL + "\ud800\n\nsecond *line*")
    for raw in ("<img", "<form", "<style", "\ud800", "\\"):
        assert raw not in shown
    # One HTML block (issue 36, finding 12): Markdown leaves it alone, so links and images stay text, without escapes
    assert shown.startswith("<div class='kg-said'>") and "\n" not in shown
    rendered = MarkdownIt("commonmark").render(shown)
    assert "<a" not in rendered and "<img" not in rendered and "<em>" not in rendered and "](" in rendered


def test_exports_escape_user_and_graph_text():
    a = Answer("q ``` <img src=x>\n<script>alert(1)</script>", "``<b>x</b>``", engine="tog-r <i>")
    doc = Document("t <script>", [Item(a, 1)], "answer", 1, {"engine": "<b>e</b>", "graph": "g ``\n<img>"})
    from markdown_it import MarkdownIt

    md_html = MarkdownIt("commonmark").render(render(doc, "md"))  # what a Markdown viewer would show
    html = render(doc, "html")
    for raw in ("<img", "<script", "<b>", "<i>"):
        assert raw not in html and raw not in md_html


# -- finding 6: back-off ------------------------------------------------------------------------------------------
def test_sign_in_back_off_doubles_per_user_and_per_client():
    now = [0.0]
    t = SignInThrottle(free_tries=2, delay=10, clock=lambda: now[0])

    def wrong():
        raise NotAuthorized("wrong password")

    for _ in range(2):
        with pytest.raises(NotAuthorized, match="wrong"):
            t.attempt("alice", "1.2.3.4", wrong)
    with pytest.raises(SignInLocked, match="Wait 10 s"):
        t.attempt("alice", "1.2.3.4", lambda: "alice")  # the right password is not even checked
    with pytest.raises(SignInLocked):
        t.attempt("alice", "5.6.7.8", lambda: "alice")  # the user is locked from anywhere
    with pytest.raises(SignInLocked):
        t.attempt("bob", "1.2.3.4", lambda: "bob")  # and the client for any user
    now[0] = 10.5
    with pytest.raises(NotAuthorized, match="wrong"):
        t.attempt("alice", "1.2.3.4", wrong)
    with pytest.raises(SignInLocked, match="Wait 20 s"):
        t.attempt("alice", "1.2.3.4", lambda: "alice")
    now[0] = 31
    assert t.attempt("alice", "1.2.3.4", lambda: "alice") == "alice"
    with pytest.raises(NotAuthorized, match="wrong"):  # a success starts the count again
        t.attempt("alice", "1.2.3.4", wrong)


# -- finding 7: Stop and the budget on the real openai client -----------------------------------------------------
def test_stop_and_budget_end_a_hanging_llm_without_retrying():
    with FakeOpenAIServer() as server:
        server.default = slow(60)
        llm = OpenAILLM("m", base_url=server.url, api_key="sk-test", timeout=60, retries=2, backoff=0.2)
        stop = threading.Event()
        threading.Timer(1.0, stop.set).start()
        started = time.monotonic()
        with llm.limits(stop.is_set, budget=100), pytest.raises(LLMStopped):
            llm.complete("hello")
        assert time.monotonic() - started < 3 and len(server.requests) == 1
        with llm.limits(stop.is_set), pytest.raises(LLMStopped):  # stopped: no request at all
            llm.complete("hello")
        assert len(server.requests) == 1
        server.default = status(503)  # failing fast: retries and back-off count against the budget
        server.script(slow(60))
        started = time.monotonic()
        with llm.limits(None, budget=1.5), pytest.raises(LLMBudgetSpent, match="1.5 s of LLM time"):
            llm.complete("hello")
        assert time.monotonic() - started < 3 and len(server.requests) == 2
        with llm.limits(None, budget=5):  # within the budget everything works as before
            server.default = slow(0, "fine")
            assert llm.complete("hello").text == "fine"


# -- finding 8: inputs ---------------------------------------------------------------------------------------------
def test_comment_lines_are_counted_and_bad_names_are_malformed(tiny_sqlite, tmp_path):
    src = tmp_path / "g.tsv"
    src.write_text("#x\tr\ty\n# a note\na\tr\tb\nnul\x00name\tr\tc\n" + "long" * MAX_NAME_CHARS + "\tr\td\n",
                   encoding="utf-8")
    report = load_file(tiny_sqlite, src, "tsv")
    assert report.comments == 2 and "2 comment lines skipped" in report.summary()
    assert [m.line for m in report.malformed] == [4, 5] and report.added == 1
    assert "U+0000" in report.malformed[0].reason and "characters long" in report.malformed[1].reason


def test_an_encoding_error_names_its_own_line(tiny_sqlite, tmp_path):
    src = tmp_path / "latin.txt"
    src.write_bytes(("a|r|b\n" * 9000).encode() + "caf\xe9|r|b\n".encode("latin-1"))
    with pytest.raises(ImportFormatError, match="line 9001 has the byte 0xe9"):
        load_file(tiny_sqlite, src, "metaqa")


def test_corrections_refuse_nul_huge_and_surrogate_names(tiny_sqlite, tmp_path):
    log = Corrections(tmp_path / "app.db")
    for bad in (Triple("a\x00", "r", "b"), Triple("a", "r", "b" * (MAX_NAME_CHARS + 1)), Triple("a\ud800", "r", "b"),
                Triple("a", "two words", "b")):
        with pytest.raises(InvalidInput):
            log.apply(tiny_sqlite, "add", "alice", "test", after=bad)
    assert log.list() == []


def test_a_lone_surrogate_question_is_refused_with_a_reason():
    with pytest.raises(QuestionError, match="surrogate"):
        check_question("who directed \udc00 Inception")


def test_a_killed_load_leaves_the_graph_marked_incomplete(tmp_path, service):
    src = tmp_path / "big.tsv"
    with src.open("w", encoding="utf-8") as fh:
        for i in range(400_000):
            fh.write(f"e{i}\tr{i % 7}\te{i + 1}\n")
    db = tmp_path / "big.db"
    code = ("import sys; from kgchat.backends.sqlite import SQLiteGraph; from kgchat.backends.importer import "
            "load_file; load_file(SQLiteGraph(sys.argv[1]), sys.argv[2], 'tsv')")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.Popen([sys.executable, "-c", code, str(db), str(src)], env=env)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:  # until the first batch is in
        time.sleep(0.2)
        try:
            with sqlite3.connect(db, timeout=0.1) as conn:
                if conn.execute("SELECT COUNT(*) FROM triples").fetchone()[0] > 0:
                    break
        except sqlite3.Error:
            pass
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    store = SQLiteGraph(db, create=False)
    assert unfinished_load(store) == "big.tsv"
    assert 0 < store.stats().triples < 400_000
    info = service.graph_info(ChatConfig(graph=f"sqlite:{db}", scorer="bm25"))
    assert "INCOMPLETE" in info.name and "big.tsv" in info.name
    report = load_file(store, src, "tsv")  # the next load says so, and finishing it clears the mark
    assert report.resumed == "big.tsv" and "had not finished" in report.summary()
    assert unfinished_load(store) is None and store.stats().triples == 400_000
    store.close()


def test_settings_defaults_are_safe():
    s = Settings()
    assert s.allowed_graphs == () and s.allowed_llm_urls == () and s.llm_budget_s > 0
    assert s.trusted_proxies == ()  # issue 36: no X-Forwarded-For is believed unless a proxy is listed
    assert 0 < s.upload_max_mb <= s.upload_quota_mb and s.upload_ttl_hours > 0 and s.feedback_per_hour > 0
    env = load_settings({"KGCHAT_TRUSTED_PROXIES": "10.0.0.2, 10.0.0.3", "KGCHAT_UPLOAD_TTL_HOURS": "0",
                         "KGCHAT_FEEDBACK_PER_HOUR": "0"})
    assert env.trusted_proxies == ("10.0.0.2", "10.0.0.3") and env.upload_ttl_hours == 0 and env.feedback_per_hour == 0
    assert load_settings({"FORWARDED_ALLOW_IPS": "127.0.0.1"}).trusted_proxies == ("127.0.0.1",)
    with pytest.raises(ConfigError):
        load_settings({"KGCHAT_UPLOAD_MAX_MB": "-1"})
