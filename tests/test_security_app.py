"""Issue 15 against the real app (``python app.py`` in a subprocess) through gradio_client and a real browser.

One app is started for this module with a server secret (OPENAI_API_KEY), an allow-list holding one loopback
OpenAI-compatible server and one (dead) SPARQL endpoint, a short sign-in back-off and a short LLM budget. A second
loopback server plays the attacker: it must never receive a request.
"""

from __future__ import annotations

import json
import shutil
import socket
import sqlite3
import time
from pathlib import Path

import pytest
from openai_server import FakeOpenAIServer, slow
from ui_server import EXPERT, TOKEN, start_app

from kgchat.history import History

pytestmark = pytest.mark.timeout(300)

SECRET = "sk-server-secret-issue-15"
DEAD_SPARQL = "http://127.0.0.1:9/sparql"
BUDGET_S = 6
DELAY_S = 3


def text(message) -> str:
    content = message["content"] if isinstance(message, dict) else message
    if isinstance(content, list):
        return "".join(p.get("text", "") for p in content if isinstance(p, dict))
    return str(content)


def settings(client, graph_kind="current", uri="", uploaded="", llm_kind="none", model="", url="", hf=""):
    note, _header = client.predict(graph_kind, uri, uploaded, "tog-r", llm_kind, model, url, hf, 3, 3, "bm25",
                                   api_name="/settings")
    return note


@pytest.fixture(scope="module")
def servers(tmp_path_factory):
    with FakeOpenAIServer() as allowed, FakeOpenAIServer() as attacker:
        data_dir = tmp_path_factory.mktemp("sec-app")
        env = {"OPENAI_API_KEY": SECRET, "OPENAI_BASE_URL": "", "KGCHAT_ALLOWED_LLM_URLS": allowed.url,
               "KGCHAT_ALLOWED_GRAPHS": f"sparql:{DEAD_SPARQL}", "KGCHAT_SIGNIN_FREE_TRIES": "3",
               "KGCHAT_SIGNIN_DELAY_S": str(DELAY_S), "KGCHAT_LLM_BUDGET_S": str(BUDGET_S)}
        app = start_app(data_dir, "--scorer", "bm25", env=env)
        try:
            yield app, allowed, attacker
        finally:
            app.stop()
            shutil.rmtree(data_dir, ignore_errors=True)


def client_for(app):
    from gradio_client import Client

    return Client(app.url, verbose=False)


def signed_in(app):
    c = client_for(app)
    note, *_ = c.predict("", "", TOKEN, api_name="/sign_in")
    assert "Signed in" in note, note
    return c


# -- finding 1: secrets and server-side requests ----------------------------------------------------------------
def test_anonymous_clients_cannot_point_the_server_anywhere(servers):
    app, _allowed, attacker = servers
    c = client_for(app)
    note = settings(c, llm_kind="openai", model="gpt-4o-mini", url=attacker.url)
    assert "expert action" in note and "Settings not applied" in note
    note = settings(c, graph_kind="sparql", uri=attacker.url.replace("/v1", "/sparql"))
    assert "expert action" in note
    messages, *_ = c.predict("who directed [Titanic]", [], api_name="/ask")
    assert "James Cameron" in text(messages[-1])
    assert attacker.requests == [], "a client-chosen URL must not be contacted"


def test_refusals_do_not_tell_open_ports_from_closed_ones(servers):
    app, *_ = servers
    with socket.socket() as listening:
        listening.bind(("127.0.0.1", 0))
        listening.listen()
        open_port = listening.getsockname()[1]
        c = signed_in(app)
        notes = {settings(c, graph_kind="neo4j", uri=f"bolt://127.0.0.1:{port}") for port in (open_port, 1)}
        notes |= {settings(c, graph_kind="sparql", uri=f"http://127.0.0.1:{port}/sparql") for port in (open_port, 1)}
        listening.settimeout(0.5)
        with pytest.raises(TimeoutError):
            listening.accept()  # nothing connected to the open port
    assert len(notes) == 1 and "allow-list" in notes.pop()


def test_experts_switch_only_to_listed_endpoints_and_the_server_key_stays_home(servers):
    app, allowed, attacker = servers
    c = signed_in(app)
    note = settings(c, llm_kind="openai", model="fake-model", url=attacker.url)
    assert "allow-list" in note and attacker.requests == []
    note = settings(c, graph_kind="sparql", uri=DEAD_SPARQL)  # listed, but down: a readable refusal
    assert "Settings not applied" in note and "Cannot reach the SPARQL endpoint" in note
    note = settings(c, llm_kind="openai", model="fake-model", url=allowed.url)
    assert "Now chatting" in note, note
    c.predict("who directed [Titanic]", [], api_name="/ask")
    assert allowed.requests, "the listed endpoint should have been asked"
    keys = {r.headers.get("authorization", "") for r in allowed.requests}
    assert all(SECRET not in k for k in keys), "the server's OPENAI_API_KEY went to a client-chosen endpoint"
    assert attacker.requests == []


# -- finding 7: Stop and the LLM time budget ----------------------------------------------------------------------
def test_stop_ends_a_hanging_llm_and_the_job_resolves(servers):
    app, allowed, _ = servers
    c = signed_in(app)
    assert "Now chatting" in settings(c, llm_kind="openai", model="fake-model", url=allowed.url)
    allowed.default = slow(120)  # the endpoint hangs
    try:
        sent = len(allowed.requests)
        job = c.submit("who directed [Inception]", [], api_name="/ask")
        deadline = time.monotonic() + 20
        while len(allowed.requests) == sent and time.monotonic() < deadline:
            time.sleep(0.2)
        assert len(allowed.requests) == sent + 1, "the question should have reached the LLM"
        time.sleep(1.0)
        c.predict([], api_name="/stop")
        deadline = time.monotonic() + 10
        while not job.done() and time.monotonic() < deadline:
            time.sleep(0.2)
        assert job.done(), "the API job must resolve after Stop"
        time.sleep(3)  # a retry would come after the 0.5 s back-off
        assert len(allowed.requests) == sent + 1, "no further LLM attempt after Stop"

        started = time.monotonic()  # without Stop, the budget ends the question
        messages, *_ = c.predict("who directed [Titanic]", [], api_name="/ask")
        took = time.monotonic() - started
        shown = "\n".join(text(m) for m in messages)
        assert took < BUDGET_S + 10 and f"{BUDGET_S:g} s of LLM time" in shown, shown
    finally:
        allowed.default = slow(0, "ok")


# -- finding 2: graphs from files ---------------------------------------------------------------------------------
def test_the_upload_choice_never_opens_a_path_the_client_names(servers):
    app, *_ = servers
    c = client_for(app)
    app_db = app.data_dir / "app.db"
    notes = {settings(c, graph_kind="upload", uploaded=value)
             for value in (f"sqlite:{app_db}", str(app_db), "../app", "sqlite:/no/such/file.db", "no-such-upload")}
    assert all("Settings not applied" in n for n in notes)
    assert not any(str(app.data_dir) in n or "exist" in n.lower() and "no uploaded graph" not in n for n in notes)
    assert len({n for n in notes if "sqlite" not in n}) <= 2  # the same words whether a path exists or not
    tables = {r[0] for r in sqlite3.connect(app_db).execute("SELECT name FROM sqlite_master WHERE type='table'")}
    assert "triples" not in tables and "entities" not in tables


# -- finding 4: conversations and the audit log --------------------------------------------------------------------
def test_a_fresh_session_sees_no_one_elses_conversations_or_audit_log(servers):
    app, *_ = servers
    owner = client_for(app)
    owner.predict("who directed [Interstellar] ownership-probe", [], api_name="/ask")
    rows = owner.predict(api_name="/conversations")["data"]
    mine = next(r for r in rows if "ownership-probe" in r[1])
    stranger = client_for(app)
    assert all("ownership-probe" not in r[1] for r in stranger.predict(api_name="/conversations")["data"])
    *_, note = stranger.predict(mine[0], api_name="/open_conversation")
    assert f"no conversation {mine[0]}" in note
    path, note = stranger.predict("json", api_name="/export_conversation")
    assert path is None
    assert stranger.predict(api_name="/corrections")["data"] in ([], [["", "", "", "", "", "", "", ""]])
    path, note = stranger.predict(api_name="/export_corrections")
    assert path is None and "experts" in note
    expert = signed_in(app)
    path, note = expert.predict(api_name="/export_corrections")
    assert path is not None and "kgchat_corrections" in Path(path).read_text(encoding="utf-8")


# -- finding 5 and 8: hostile text in questions ------------------------------------------------------------------
def test_markup_in_a_question_is_shown_as_text_when_the_conversation_is_reopened(servers):
    app, _allowed, attacker = servers
    c = client_for(app)
    evil = (f"who directed [Titanic] <img src='{attacker.url}/pixel.png'> ![x]({attacker.url}/md.png) "
            "<form action='/steal'><input type=password name=pw></form><style>body{display:none}</style>")
    c.predict(evil, [], api_name="/ask")
    row = next(r for r in c.predict(api_name="/conversations")["data"] if "pixel.png" in r[1])
    messages, *_ = c.predict(row[0], api_name="/open_conversation")
    shown = text(next(m for m in messages if m["role"] == "user"))
    for raw in ("<img", "<form", "<input", "<style"):
        assert raw not in shown, f"{raw} reached the chat unescaped: {shown}"
    assert "&lt;img" in shown and "&lt;form" in shown
    # one HTML block, inside which Markdown makes no image or link of "![x](url)" (issue 36: no escapes needed)
    assert shown.startswith("<div class='kg-said'>") and shown.endswith("</div>") and "\n" not in shown


def test_a_lone_surrogate_in_a_question_is_refused_with_a_message(servers):
    """Sent as JSON's \\ud800 escape over Gradio's REST API (gradio_client cannot encode it)."""
    import httpx

    app, *_ = servers
    body = json.dumps({"data": ["who directed \ud800 [Titanic]", []]})  # ASCII JSON: the surrogate as an escape
    event = httpx.post(f"{app.url}gradio_api/call/ask", content=body,
                       headers={"Content-Type": "application/json"}, timeout=30).json()["event_id"]
    stream = httpx.get(f"{app.url}gradio_api/call/ask/{event}", timeout=60).text
    assert "event: complete" in stream and "lone UTF" in stream and "surrogate" in stream
    assert "Traceback" not in stream and "\\ud800" not in stream


def test_reopened_markup_does_not_run_or_load_in_a_real_browser(servers, tmp_path):
    from playwright.sync_api import expect
    from test_browser import WAIT
    from ui_server import chromium

    app, _allowed, attacker = servers
    before = len(attacker.requests)
    with chromium() as browser:
        page = browser.new_page()
        fetched = []
        page.on("request", lambda r: fetched.append(r.url) if "evil" in r.url else None)
        page.goto(app.url)
        question = (f"who directed [Inception] <img src='{attacker.url}/evil.png' id=evilimg> "
                    "<form id=evilform><input type=password></form>")
        page.locator("#kg-question textarea").fill(question)
        page.locator("#kg-ask").click()
        page.locator("#kg-card .kg-badge").wait_for(timeout=WAIT)
        page.get_by_role("tab", name="History").click()
        table = page.locator("#kg-conversations")
        expect(table).to_contain_text("evil.png", timeout=WAIT)  # the title, shown as text
        conv = next(c for c in History(app.data_dir / "app.db").conversations() if "evil.png" in c.title)
        page.locator("#kg-conv-id input").fill(str(conv.id))
        page.locator("#kg-open").click()
        expect(page.locator("#kg-chatbot")).to_contain_text("evil.png", timeout=WAIT)
        assert page.locator("#kg-chatbot img#evilimg, #kg-chatbot form#evilform").count() == 0
        assert page.locator("#kg-conversations img, #kg-conversations form").count() == 0
    assert fetched == [] and len(attacker.requests) == before


# -- finding 6: sign-in back-off (last: it locks the loopback client for a few seconds) ----------------------------
def test_sign_in_backs_off_per_user_and_per_client(servers):
    app, *_ = servers
    c = client_for(app)
    for _ in range(3):
        note, *_ = c.predict(EXPERT[0], "wrong", "", api_name="/sign_in")
        assert "wrong password" in note
    note, *_ = c.predict(EXPERT[0], EXPERT[1], "", api_name="/sign_in")
    assert "Too many failed sign-ins" in note, "the right password must not get through during the back-off"
    note, *_ = c.predict("someone-else", "guess", "", api_name="/sign_in")
    assert "Too many failed sign-ins" in note, "the client is locked too, whatever user it tries"
    time.sleep(DELAY_S + 0.5)
    note, *_ = c.predict(EXPERT[0], "wrong again", "", api_name="/sign_in")  # 4th failure: the wait doubles
    assert "wrong password" in note
    note, *_ = c.predict(EXPERT[0], EXPERT[1], "", api_name="/sign_in")
    assert "Too many failed sign-ins" in note and f"Wait {2 * DELAY_S} s" in note
    time.sleep(2 * DELAY_S + 0.5)
    note, *_ = c.predict(EXPERT[0], EXPERT[1], "", api_name="/sign_in")
    assert f"Signed in as {EXPERT[0]}" in note
    note, *_ = c.predict(EXPERT[0], "wrong", "", api_name="/sign_in")  # a success cleared the count
    assert "wrong password" in note
