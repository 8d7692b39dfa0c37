"""A question given up closes its LLM connection (issue 36, finding 4), through the real app.

The app (``python app.py``) runs with an OpenAI-compatible LLM that never answers (``tests/openai_server.py``,
``hang()``), Think-on-Graph asking it to prune relations right after linking. Fifteen times a client asks and gives
up — the UI's Stop through gradio_client, or an HTTP API client closing its socket — and the LLM server counts the
connections still open: never more than the concurrency cap, none 2 s after the last Stop. Before the fix each
abandoned request held its connection (and a server slot) for the whole KGCHAT_LLM_BUDGET_S.
"""

from __future__ import annotations

import json
import socket
import time
from urllib.parse import urlparse

import pytest
from openai_server import FakeOpenAIServer, hang
from ui_server import start_app

CAP = 3  # KGCHAT_CONCURRENCY of the app under test
CYCLES = 15
QUESTION = "who directed [Inception]"


@pytest.fixture(scope="module")
def llm_server():
    with FakeOpenAIServer() as server:
        server.default = hang()
        yield server


@pytest.fixture(scope="module")
def app(llm_server):
    server = start_app(env={"KGCHAT_LLM": "openai:fake", "OPENAI_BASE_URL": llm_server.url,
                            "OPENAI_API_KEY": "sk-test", "KGCHAT_CONCURRENCY": str(CAP),
                            "KGCHAT_LLM_BUDGET_S": "60", "KGCHAT_API_RATE_LIMIT": "0"})
    yield server
    server.stop()


def wait_for(condition, timeout: float, what: str) -> float:
    """Seconds until ``condition()`` held; fails after ``timeout``."""
    start = time.monotonic()
    while not condition():
        if time.monotonic() - start > timeout:
            raise AssertionError(f"{what} did not happen within {timeout:g} s")
        time.sleep(0.02)
    return time.monotonic() - start


def test_stop_in_the_ui_closes_the_llm_connection(app, llm_server):
    from gradio_client import Client

    client = Client(app.url, verbose=False)
    note, _header = client.predict("current", "", "", "tog", "openai", "fake", llm_server.url, "", 3, 3, "auto",
                                   api_name="/settings")
    assert "Now chatting" in note, note
    most, closing = 0, []
    for _ in range(CYCLES):
        sent = len(llm_server.requests)
        job = client.submit(QUESTION, [], api_name="/ask")
        wait_for(lambda: len(llm_server.requests) > sent, 60, "the question's LLM request")  # noqa: B023
        most = max(most, llm_server.connections)
        client.predict([], api_name="/stop")
        stopped = time.monotonic()
        wait_for(lambda: llm_server.connections == 0, 5, "closing the LLM connection after Stop")
        closing.append(time.monotonic() - stopped)
        job.result(timeout=10)  # the chat shows "Stopped" and is free again
    assert most <= CAP
    assert max(closing) < 1.0, closing  # each request was closed within a second of its Stop


def test_stops_in_a_row_stay_under_the_cap_and_all_close(app, llm_server):
    """Ask+Stop as fast as a person clicks, without waiting for each connection to close."""
    from gradio_client import Client

    client = Client(app.url, verbose=False)
    client.predict("current", "", "", "tog", "openai", "fake", llm_server.url, "", 3, 3, "auto", api_name="/settings")
    most = 0
    for _ in range(CYCLES):
        sent = len(llm_server.requests)
        client.submit(QUESTION, [], api_name="/ask")
        wait_for(lambda: len(llm_server.requests) > sent, 60, "the question's LLM request")  # noqa: B023
        most = max(most, llm_server.connections)
        client.predict([], api_name="/stop")
    last_stop = time.monotonic()
    wait_for(lambda: llm_server.connections == 0, 2, "all LLM connections closed after the last Stop")
    assert most <= CAP, f"{most} LLM connections open at once; the cap is {CAP}"
    assert time.monotonic() - last_stop < 2.0


def test_an_api_client_that_goes_away_closes_the_llm_connection(app, llm_server):
    url = urlparse(app.url)
    body = json.dumps({"question": QUESTION, "engine": "tog"}).encode()
    request = (f"POST /api/v1/ask HTTP/1.1\r\nHost: {url.hostname}:{url.port}\r\nContent-Type: application/json\r\n"
               f"Content-Length: {len(body)}\r\n\r\n").encode() + body
    most, closing = 0, []
    for _ in range(CYCLES):
        sent = len(llm_server.requests)
        with socket.create_connection((url.hostname, url.port), timeout=10) as s:
            s.sendall(request)
            wait_for(lambda: len(llm_server.requests) > sent, 60, "the question's LLM request")  # noqa: B023
            most = max(most, llm_server.connections)
        gone = time.monotonic()  # the client closed its socket
        wait_for(lambda: llm_server.connections == 0, 5, "closing the LLM connection after the client left")
        closing.append(time.monotonic() - gone)
    assert most <= CAP
    assert max(closing) < 2.0, closing
