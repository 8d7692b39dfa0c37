"""A loopback HTTP server speaking the OpenAI chat-completions API, for testing the real ``openai`` client.

Each test scripts what the server does with the next requests::

    with FakeOpenAIServer() as server:
        server.script(status(500), reply("hello"))   # first request fails, the second succeeds
        llm = OpenAILLM("tiny", base_url=server.url, api_key="sk-test")
        ...
        assert len(server.requests) == 2

When the script runs out the server answers with ``server.default`` (a normal reply). Every request is kept in
``server.requests`` (path, headers, JSON body) so tests can check what the client sent. ``hang()`` never answers:
the request is held until the client closes its connection; ``server.connections`` counts the connections clients
hold open at this moment.
"""

from __future__ import annotations

import json
import select
import socket
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass
class Behaviour:
    """What the server does with one request."""

    status: int = 200
    body: bytes = b""
    content_type: str = "application/json"
    delay: float = 0.0  # seconds to wait before answering (to trip the client's timeout)
    headers: dict[str, str] = field(default_factory=dict)
    hang: bool = False  # never answer: hold the request until the client closes the connection


def completion_body(text: str, *, model: str = "fake-model", usage: tuple[int, int] | None = (7, 3)) -> dict:
    """A well-formed chat.completion object."""
    body: dict[str, Any] = {
        "id": "chatcmpl-test",
        "object": "chat.completion",
        "created": int(time.time()),
        "model": model,
        "choices": [{"index": 0, "finish_reason": "stop",
                     "message": {"role": "assistant", "content": text}}],
    }
    if usage is not None:
        body["usage"] = {"prompt_tokens": usage[0], "completion_tokens": usage[1],
                         "total_tokens": usage[0] + usage[1]}
    return body


def reply(text: str = "ok", *, usage: tuple[int, int] | None = (7, 3), delay: float = 0.0) -> Behaviour:
    """A normal answer; ``usage=None`` leaves the usage block out (as some local servers do)."""
    return Behaviour(body=json.dumps(completion_body(text, usage=usage)).encode(), delay=delay)


def json_body(obj: Any, status_code: int = 200) -> Behaviour:
    """Any JSON document, e.g. a completion without ``choices``."""
    return Behaviour(status=status_code, body=json.dumps(obj).encode())


def raw(body: bytes | str, *, status_code: int = 200, content_type: str = "application/json") -> Behaviour:
    """Bytes as given, e.g. truncated JSON."""
    return Behaviour(status=status_code, body=body.encode() if isinstance(body, str) else body,
                     content_type=content_type)


def status(code: int, message: str = "scripted failure", headers: dict[str, str] | None = None) -> Behaviour:
    """An error status with an OpenAI-style error body."""
    body = {"error": {"message": message, "type": "server_error", "code": code}}
    return Behaviour(status=code, body=json.dumps(body).encode(), headers=headers or {})


def slow(seconds: float, text: str = "too late") -> Behaviour:
    """A normal answer that only comes after ``seconds``."""
    return reply(text, delay=seconds)


def hang() -> Behaviour:
    """No answer at all: the server holds the request (and its connection) until the client closes it."""
    return Behaviour(hang=True)


@dataclass
class Request:
    """One request the server received."""

    path: str
    headers: dict[str, str]
    body: dict[str, Any]


class FakeOpenAIServer:
    """Serves ``POST /v1/chat/completions`` on 127.0.0.1 from a thread; a context manager."""

    def __init__(self) -> None:
        self.requests: list[Request] = []
        self.default: Behaviour | Callable[[Request], Behaviour] = reply()
        self._script: list[Behaviour] = []
        self._lock = threading.Lock()
        self._closing = threading.Event()
        self._open = 0  # connections accepted and not yet closed
        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), self._handler_class())
        self._httpd.daemon_threads = True
        self._httpd.block_on_close = False  # a slow reply must not hold up shutdown
        # a short poll interval: shutdown() waits up to one interval, once per test that uses the server
        self._thread = threading.Thread(target=self._httpd.serve_forever, kwargs={"poll_interval": 0.05},
                                        name="fake-openai", daemon=True)

    @property
    def url(self) -> str:
        """Base URL to give the client (it appends ``/chat/completions``)."""
        host, port = self._httpd.server_address[:2]
        return f"http://{host}:{port}/v1"

    @property
    def connections(self) -> int:
        """Client connections open right now (a request in progress or an idle keep-alive connection)."""
        with self._lock:
            return self._open

    def script(self, *behaviours: Behaviour) -> FakeOpenAIServer:
        """Answer the next requests with these, in order; then fall back to ``default``."""
        with self._lock:
            self._script.extend(behaviours)
        return self

    def start(self) -> FakeOpenAIServer:
        self._thread.start()
        return self

    def close(self) -> None:
        self._closing.set()
        self._httpd.shutdown()
        self._httpd.server_close()
        self._thread.join(timeout=5)

    def __enter__(self) -> FakeOpenAIServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- request handling ------------------------------------------------------------------------------------
    def _next(self, request: Request) -> Behaviour:
        with self._lock:
            self.requests.append(request)
            if self._script:
                return self._script.pop(0)
        return self.default(request) if callable(self.default) else self.default

    def _handler_class(self) -> type[BaseHTTPRequestHandler]:
        server = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def setup(self) -> None:
                super().setup()
                with server._lock:
                    server._open += 1

            def finish(self) -> None:
                try:
                    super().finish()
                finally:
                    with server._lock:
                        server._open -= 1

            def wait_for_client_to_leave(self) -> None:
                """Hold the request until the client closes the connection (reads as end of file)."""
                sock = self.connection
                while not server._closing.is_set():
                    if select.select([sock], [], [], 0.05)[0]:
                        try:
                            if not sock.recv(1, socket.MSG_PEEK):
                                break
                        except OSError:
                            break
                        time.sleep(0.05)  # the client sent more (a pipelined request): keep holding
                self.close_connection = True

            def do_POST(self) -> None:  # noqa: N802 (http.server's naming)
                length = int(self.headers.get("Content-Length") or 0)
                raw_body = self.rfile.read(length) if length else b""
                try:
                    body = json.loads(raw_body or b"{}")
                except json.JSONDecodeError:
                    body = {"_unparsed": raw_body.decode("utf-8", "replace")}
                request = Request(self.path, {k.lower(): v for k, v in self.headers.items()}, body)
                if not self.path.rstrip("/").endswith("/chat/completions"):
                    behaviour = status(404, f"no route {self.path}")
                    with server._lock:
                        server.requests.append(request)
                else:
                    behaviour = server._next(request)
                if behaviour.hang:
                    self.wait_for_client_to_leave()
                    return
                if behaviour.delay and server._closing.wait(behaviour.delay):
                    return
                try:
                    self.send_response(behaviour.status)
                    self.send_header("Content-Type", behaviour.content_type)
                    self.send_header("Content-Length", str(len(behaviour.body)))
                    for key, value in behaviour.headers.items():
                        self.send_header(key, value)
                    self.end_headers()
                    self.wfile.write(behaviour.body)
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the client gave up (timeout); nothing to do

            def log_message(self, format: str, *args: Any) -> None:  # keep test output quiet
                pass

        return Handler
