"""The HTTP JSON API (/api/v1) with httpx against the real app (``python app.py``) over the tiny movie graph, plus
the rate limiter and the --require-login rule in-process on real SQLite."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys

import httpx
import pytest
from ui_server import EXPERT, ROOT, TOKEN, start_app

from kgchat.integrations.ratelimit import RateLimiter

RATE_LIMIT = 40  # per client per minute on the test server; the rate test uses a client address of its own
ALLOWED = "bolt://127.0.0.1:1"  # on the allow-list, and nothing listens there
DARK_KNIGHT = {"head": "The Dark Knight", "relation": "directed_by", "tail": "Christopher Nolan"}


@pytest.fixture(scope="module")
def server():
    app = start_app(env={"KGCHAT_API_RATE_LIMIT": str(RATE_LIMIT), "KGCHAT_ALLOWED_GRAPHS": ALLOWED})
    yield app
    app.stop()


@pytest.fixture(scope="module")
def api(server):
    with httpx.Client(base_url=server.url.rstrip("/") + "/api/v1", timeout=180) as client:
        yield client


BEARER = {"Authorization": f"Bearer {TOKEN}"}
BASIC = httpx.BasicAuth(*EXPERT)


def timeless(value):
    """The answer without what depends on the clock: every 'seconds' field and the times quoted in step notes."""
    if isinstance(value, dict):
        return {k: timeless(v) for k, v in value.items() if k != "seconds"}
    if isinstance(value, list):
        return [timeless(v) for v in value]
    return re.sub(r"\b\d+(\.\d+)?\s?m?s\b", "<time>", value) if isinstance(value, str) else value


def unrouted(answer: dict) -> dict:
    """The answer without the router's decision (the default engine is auto), which differs from one question to
    the next: the decision id, and the question cluster that has seen one more question."""
    out = json.loads(json.dumps(answer))
    out["trace"]["steps"] = [s for s in out["trace"]["steps"] if s["kind"] != "route"]
    out["trace"]["extra"].pop("router", None)
    return out


def no_trace(response: httpx.Response) -> None:
    assert "Traceback" not in response.text and 'File "' not in response.text


# -- asking -----------------------------------------------------------------------------------------------------
@pytest.mark.slow
@pytest.mark.timeout(400)
def test_ask_returns_exactly_what_kgchat_ask_json_prints(server, api):
    question = "who directed [The Dark Knight]"
    got = api.post("/ask", json={"question": question})
    assert got.status_code == 200 and got.headers["content-type"] == "application/json"
    env = {**os.environ, "KGCHAT_DATA_DIR": str(server.data_dir), "KGCHAT_GRAPH": f"sqlite:{server.graph_db}",
           "PYTHONPATH": str(ROOT)}
    cli = subprocess.run([sys.executable, "-m", "kgchat.cli", "ask", question, "--json"], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=300, check=True)
    api_answer, cli_answer = got.json(), json.loads(cli.stdout)
    assert timeless(unrouted(api_answer)) == timeless(unrouted(cli_answer))
    assert api_answer["engine"] == cli_answer["engine"] == "auto:compose"  # the default engine, unjudged
    assert api_answer["trace"]["extra"]["router"]["decision"] + 1 == cli_answer["trace"]["extra"]["router"]["decision"]
    assert api_answer["answer"] == "Christopher Nolan" and api_answer["provenance"] == "kg-exact"
    assert api_answer["trace"]["paths"][0]["text"] == "The Dark Knight --directed_by--> Christopher Nolan"


@pytest.mark.slow
def test_history_takes_earlier_answers_or_questions(api):
    first = api.post("/ask", json={"question": "who directed [The Dark Knight]"}).json()
    for history in ([first], ["who directed [The Dark Knight]"]):
        follow = api.post("/ask", json={"question": "what else did he direct", "history": history})
        assert follow.status_code == 200, follow.text
        body = follow.json()
        assert {e["name"] for e in body["entities"]} == {"Inception", "Interstellar"}
        assert any(r["text"] == "he" and r["entities"][0]["name"] == "Christopher Nolan"
                   for r in body["trace"]["references"])


@pytest.mark.slow
def test_engine_is_chosen_per_request(api):
    body = api.post("/ask", json={"question": "who directed [Inception]", "engine": "tog-r"}).json()
    assert body["engine"].startswith("tog") and "Christopher Nolan" in body["answer"]


@pytest.mark.slow
@pytest.mark.parametrize(("payload", "status", "words"), [
    ({"question": ""}, 422, "question"),
    ({"question": "x" * 5000}, 422, "question"),
    ({"question": "who directed [Heat]", "engine": "magic"}, 422, "engine"),
    ({"question": "who directed [Heat]", "colour": "red"}, 422, "colour"),
    ({"question": "who directed [Heat]", "history": [{"not": "an answer"}]}, 400, "history[0]"),
    ({"question": "who directed [Heat]", "history": ["q"] * 11}, 422, "history"),
    ({"question": "who directed [Heat]", "graph": "sqlite:/etc/passwd"}, 400, "graph must be"),
    ({"question": "bad \x00 byte"}, 400, "character"),
])
def test_bad_input_gets_a_4xx_with_a_clear_message(api, payload, status, words):
    r = api.post("/ask", json=payload)
    assert r.status_code == status, r.text
    assert words in r.json()["error"]
    no_trace(r)


@pytest.mark.slow
def test_malformed_json_and_oversized_bodies_are_refused(api):
    r = api.post("/ask", content=b"{not json", headers={"content-type": "application/json"})
    assert r.status_code == 422 and "not valid JSON" in r.json()["error"]
    r = api.post("/ask", content=b"x" * 1_100_000, headers={"content-type": "application/json"})
    assert r.status_code == 413 and "larger than" in r.json()["error"]
    r = api.get("/no-such-route")
    assert r.status_code == 404 and "/api/v1/docs" in r.json()["error"]


@pytest.mark.slow
def test_other_graphs_follow_the_uis_allow_list(api):
    r = api.post("/ask", json={"question": "who directed [Heat]", "graph": ALLOWED})
    assert r.status_code == 401 and r.headers["www-authenticate"] == "Bearer"  # experts only
    r = api.post("/ask", json={"question": "who directed [Heat]", "graph": "bolt://10.0.0.9:7687"}, headers=BEARER)
    assert r.status_code == 403 and "KGCHAT_ALLOWED_GRAPHS" in r.json()["error"]
    r = api.post("/ask", json={"question": "who directed [Heat]", "graph": ALLOWED}, headers=BEARER)
    assert r.status_code == 503 and "Neo4j" in r.json()["error"]  # allowed, tried, and the server is down
    no_trace(r)


# -- corrections ------------------------------------------------------------------------------------------------
@pytest.mark.slow
def test_corrections_need_an_expert(api, server):
    flag = {"action": "flag", "before": DARK_KNIGHT, "reason": "checking the API"}
    r = api.post("/corrections", json=flag)
    assert r.status_code == 401 and "Bearer" in r.json()["error"]
    r = api.post("/corrections", json=flag, headers={"Authorization": "Bearer not-the-token"})
    assert r.status_code == 401 and "KGCHAT_EXPERT_TOKEN" in r.json()["error"]
    r = api.post("/corrections", json=flag, auth=httpx.BasicAuth(EXPERT[0], "wrong"))
    assert r.status_code == 401
    assert api.get("/corrections").status_code == 401
    assert "not-the-token" not in server.log.read_text() and TOKEN not in server.log.read_text()


@pytest.mark.slow
def test_an_expert_adds_edits_and_undoes_a_triple(api):
    added = api.post("/corrections", headers=BEARER, json={
        "action": "add", "after": {"head": "Memento", "relation": "directed_by", "tail": "Christopher Nolan"},
        "reason": "Memento (2000) is Nolan's"})
    assert added.status_code == 201, added.text
    assert added.json()["who"] == "token:expert" and added.json()["action"] == "add"
    answer = api.post("/ask", json={"question": "who directed [Memento]"}).json()
    assert answer["answer"] == "Christopher Nolan" and answer["provenance"] == "kg-exact"  # the graph changed

    edited = api.post("/corrections", auth=BASIC, json={
        "action": "edit", "before": {"head": "Memento", "relation": "directed_by", "tail": "Christopher Nolan"},
        "after": {"head": "Memento", "relation": "written_by", "tail": "Christopher Nolan"}, "reason": "test"})
    assert edited.status_code == 201 and edited.json()["who"] == EXPERT[0]
    undone = api.post(f"/corrections/{edited.json()['id']}/undo", auth=BASIC, json={"reason": "was right"})
    assert undone.status_code == 201 and undone.json()["undoes"] == edited.json()["id"]
    again = api.post(f"/corrections/{edited.json()['id']}/undo", auth=BASIC)
    assert again.status_code == 409 and "already undone" in again.json()["error"]  # another expert was first
    log = {c["id"]: c for c in api.get("/corrections", headers=BEARER).json()}
    assert log[added.json()["id"]]["action"] == "add" and log[undone.json()["id"]]["action"] == "undo"
    assert log[edited.json()["id"]]["undone_by"] == undone.json()["id"]

    missing = api.post("/corrections", headers=BEARER, json={
        "action": "delete", "before": {"head": "Memento", "relation": "directed_by", "tail": "Steven Spielberg"},
        "reason": "test"})
    assert missing.status_code == 404 and "not in the graph" in missing.json()["error"]
    no_before = api.post("/corrections", headers=BEARER, json={"action": "flag", "reason": "test"})
    assert no_before.status_code == 400 and "triple" in no_before.json()["error"]


# -- health, docs, limits ---------------------------------------------------------------------------------------
@pytest.mark.slow
def test_health_and_the_openapi_page(api):
    health = api.get("/health").json()
    assert health["status"] == "ok" and health["api"] == "v1" and health["ready"] is True
    spec = api.get("/openapi.json").json()
    assert {"/ask", "/corrections", "/health", "/corrections/{correction_id}/undo"} <= set(spec["paths"])
    assert spec["servers"] == [{"url": "/api/v1"}]
    page = api.get("/docs")
    assert page.status_code == 200 and "POST /api/v1/ask" in page.text and "<script" not in page.text


@pytest.mark.slow
def test_a_client_over_the_rate_limit_gets_429_with_retry_after(server):
    # A client address of its own (all of 127/8 is loopback), so the other tests' requests do not count.
    transport = httpx.HTTPTransport(local_address="127.0.0.2")
    with httpx.Client(base_url=server.url.rstrip("/") + "/api/v1", transport=transport, timeout=30) as other:
        codes = [other.get("/corrections").status_code for _ in range(RATE_LIMIT)]
        assert set(codes) == {401}  # counted, refused for want of credentials
        r = other.get("/corrections")
        assert r.status_code == 429 and int(r.headers["retry-after"]) >= 1 and "Too many" in r.json()["error"]
        assert other.get("/health").status_code == 200  # health checks are not limited


def test_the_rate_limiter_slides_its_window():
    now = [0.0]
    limiter = RateLimiter(2, window=60, clock=lambda: now[0])
    assert limiter.check("a") == 0
    now[0] = 20.0
    assert limiter.check("a") == 0
    assert limiter.check("a") == 40 and limiter.check("b") == 0  # a waits until its first request is 60 s old
    now[0] = 60.5  # the first request has left the window, the second has not
    assert limiter.check("a") == 0 and limiter.check("a") == 20
    assert RateLimiter(0).check("a") == 0  # 0 turns the limit off


def test_require_login_needs_credentials_to_ask(tmp_path, tiny_sqlite):
    from fastapi.testclient import TestClient

    from kgchat.config import Settings
    from kgchat.integrations.http_api import build_api
    from kgchat.ui.service import AppService, ChatConfig

    settings = Settings(data_dir=tmp_path, experts={"alice": "secret"}, expert_token=TOKEN, api_rate_limit=0)
    service = AppService(settings, ChatConfig(graph=tiny_sqlite.spec, engine="tog-r", scorer="bm25"))
    with TestClient(build_api(service, require_login=True)) as client:
        r = client.post("/ask", json={"question": "who directed [Titanic]"})
        assert r.status_code == 401 and "requires sign-in" in r.json()["error"]
        r = client.post("/ask", json={"question": "who directed [Titanic]"}, auth=("alice", "secret"))
        assert r.status_code == 200 and r.json()["answer"] == "James Cameron"
        assert client.get("/health").status_code == 200
