"""The HTTP JSON API, version 1: the same questions, answers and corrections as the UI, for programs.

``kgchat serve`` (and ``python app.py``) mount it at ``/api/v1`` on the UI's own FastAPI app, so one process and one
port serve both. Routes (their schemas are at ``/api/v1/openapi.json``, readable at ``/api/v1/docs``):

- ``POST /api/v1/ask`` ``{question, history?, graph?, engine?}`` → the answer as ``kgchat ask --json`` prints it
  (``Answer.to_dict``). ``history`` lists the conversation's earlier turns, oldest first, each either an answer JSON
  returned by this route (or by ``kgchat ask --json``) or a plain earlier question, which is answered again first.
  ``graph`` is ``default`` (the server's graph), ``upload:NAME`` (a triple file uploaded in the UI), or — for experts
  only — a Neo4j URI / ``sparql:URL`` listed in ``KGCHAT_ALLOWED_GRAPHS``: the same rules as the UI's Settings tab.
- ``POST /api/v1/corrections`` (expert) flags, edits, deletes or adds a triple; ``POST /api/v1/corrections/{id}/undo``
  reverts one; ``GET /api/v1/corrections`` lists the audit log.
- ``GET /api/v1/health``: up, version, and whether the default graph is open yet.

Experts authenticate with ``Authorization: Bearer $KGCHAT_EXPERT_TOKEN`` or HTTP Basic with a ``KGCHAT_EXPERTS``
user, through the same back-off as the UI's sign-in. The token is never logged. When the server runs with
``--require-login`` every route but ``health`` needs those credentials.

Every route but ``health`` counts against a per-client limit (``KGCHAT_API_RATE_LIMIT`` requests per minute; 429 with
``Retry-After``). A request body may be at most ``MAX_BODY_BYTES``: a larger ``Content-Length`` is refused before the
body is read, and a body sent without one (chunked) is counted as it arrives and refused once it passes the limit,
without reading the rest. Errors are JSON ``{"error": message}`` with a 4xx status for what the caller can fix (409
when another expert changed the graph first); nothing returns a stack trace (unexpected errors are logged and
answered with a generic 500). Graphs are named by their display name, never by a server path.
"""

# No `from __future__ import annotations` here: FastAPI reads the routes' annotations at run time.
import asyncio
import base64
import binascii
import html
import json
import logging
import threading
from typing import Annotated, Any, Literal

from fastapi import Depends, FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import HTMLResponse, JSONResponse
from pydantic import BaseModel, ConfigDict, Field
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException

from kgchat import __version__
from kgchat.chat import ENGINES
from kgchat.config import MAX_NAME_CHARS, MAX_QUESTION_CHARS
from kgchat.corrections import ACTIONS, MAX_REASON_CHARS, authorize
from kgchat.errors import (
    AuthenticationFailed,
    BackendUnavailable,
    Conflict,
    InvalidInput,
    KGChatError,
    LLMError,
    ModelError,
    NotAuthorized,
    QuotaExceeded,
    TripleNotFound,
    UnknownEntity,
    UnknownRelation,
)
from kgchat.integrations.ratelimit import RateLimiter
from kgchat.llm.base import POLL_S
from kgchat.reasoning.context import remembered
from kgchat.signin import SignInLocked, attempt_name
from kgchat.types import Answer, Triple
from kgchat.ui.service import AppService, ChatConfig

log = logging.getLogger(__name__)

PREFIX = "/api/v1"
HISTORY_TURNS = 10  # earlier turns a request may carry (the UI remembers as many)
MAX_BODY_BYTES = 1_000_000  # larger request bodies are refused before they are read
GENERIC = "Something went wrong on the server (the details are in its log)."


# -- request bodies ---------------------------------------------------------------------------------------------
class AskRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    question: str = Field(min_length=1, max_length=MAX_QUESTION_CHARS, description="The question.",
                          examples=["who directed [The Dark Knight]"])
    history: list[str | dict[str, Any]] = Field(
        default_factory=list, max_length=HISTORY_TURNS,
        description="Earlier turns, oldest first: answer JSONs returned by /ask, or earlier questions (answered "
                    "again first). Follow-ups ('what else did he direct?') refer to them.")
    graph: str | None = Field(None, description="'default', 'upload:NAME', or (experts) an allow-listed Neo4j URI "
                                                "or sparql:URL (KGCHAT_ALLOWED_GRAPHS).")
    engine: Literal[ENGINES] | None = Field(None, description="Reasoning engine; the server's default when absent.")


class TripleIn(BaseModel):
    model_config = ConfigDict(extra="forbid")
    head: str = Field(min_length=1, max_length=MAX_NAME_CHARS)
    relation: str = Field(min_length=1, max_length=MAX_NAME_CHARS)
    tail: str = Field(min_length=1, max_length=MAX_NAME_CHARS)

    def triple(self) -> Triple:
        return Triple(self.head, self.relation, self.tail)  # checked, then stripped, by Corrections.apply


class CorrectionRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    action: Literal[ACTIONS] = Field(description="flag | edit | delete (need 'before') | add (needs 'after'); "
                                                 "edit needs both.")
    before: TripleIn | None = Field(None, description="The triple as it is in the graph.")
    after: TripleIn | None = Field(None, description="The corrected or missing triple.")
    reason: str = Field(min_length=1, max_length=MAX_REASON_CHARS, description="What is wrong, and your source.")
    graph: str | None = Field(None, description="As in /ask; the server's graph when absent.")


class UndoRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    reason: str = Field("", max_length=MAX_REASON_CHARS)


# -- errors -----------------------------------------------------------------------------------------------------
class ClientGone(KGChatError):
    """The client closed its connection before its question got a turn (nobody reads the reply)."""


def _status(exc: KGChatError) -> int:
    """The HTTP status of a kgchat error: 4xx for what the caller can change, 5xx for the server's side."""
    if isinstance(exc, SignInLocked):
        return 429
    if isinstance(exc, ClientGone):
        return 499  # as nginx logs a client that closed the request
    if isinstance(exc, NotAuthorized):
        return 403
    if isinstance(exc, TripleNotFound | UnknownEntity):
        return 404
    if isinstance(exc, Conflict):
        return 409
    if isinstance(exc, QuotaExceeded):
        return 413
    if isinstance(exc, InvalidInput | UnknownRelation):
        return 400
    if isinstance(exc, BackendUnavailable | AuthenticationFailed | ModelError | LLMError):
        return 503
    return 500


def _error(status: int, message: str, headers: dict[str, str] | None = None, **extra: Any) -> JSONResponse:
    return JSONResponse({"error": message, **extra}, status_code=status, headers=headers)


def _install_error_handlers(app: FastAPI) -> None:
    @app.exception_handler(KGChatError)
    async def kgchat_error(_request: Request, exc: KGChatError) -> JSONResponse:
        status = _status(exc)
        if status >= 500:
            log.warning("API request failed: %s", exc)
        headers = {"Retry-After": str(max(1, round(exc.seconds)))} if isinstance(exc, SignInLocked) else None
        return _error(status, str(exc), headers)

    @app.exception_handler(RequestValidationError)
    async def bad_request(_request: Request, exc: RequestValidationError) -> JSONResponse:
        problems = [{"field": "body" if e.get("type") == "json_invalid"
                     else ".".join(str(p) for p in e.get("loc", ()) if p != "body") or "body",
                     "message": "not valid JSON" if e.get("type") == "json_invalid" else e.get("msg", "invalid")}
                    for e in exc.errors()]
        summary = "; ".join(f"{p['field']}: {p['message']}" for p in problems[:5])
        return _error(422, f"The request does not match the API ({summary}). See {PREFIX}/docs.", problems=problems)

    @app.exception_handler(HTTPException)
    async def http_error(_request: Request, exc: HTTPException) -> JSONResponse:
        message = exc.detail if isinstance(exc.detail, str) else "Request refused."
        if exc.status_code == 404:
            message = f"No such route. The routes are listed at {PREFIX}/docs."
        return _error(exc.status_code, message, dict(exc.headers or {}))

    @app.middleware("http")
    async def guard(request: Request, call_next):
        try:  # anything the handlers above do not know is logged, never shown
            return await call_next(request)
        except Exception as exc:
            log.error("unexpected error in the HTTP API", exc_info=exc)
            return _error(500, GENERIC)

    app.add_middleware(BodyLimit, limit=MAX_BODY_BYTES)  # outermost: it sees the body before anything reads it


class BodyLimit:
    """ASGI middleware: at most ``limit`` bytes of request body, whether or not a ``Content-Length`` says so.

    A declared length over the limit is answered 413 before anything is read. Otherwise every chunk the server
    receives is counted; once the count passes the limit the application is told the client went away (so it stops
    reading; the rest of the body is never received and the server closes the connection), whatever it answers to
    that is dropped, and the client gets 413. A chunked body of any size so costs at most ``limit`` bytes of memory.
    """

    def __init__(self, app, limit: int):
        self.app, self.limit = app, int(limit)

    async def __call__(self, scope, receive, send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        too_large = _error(413, f"The request body is larger than {self.limit:,} bytes.")
        declared = dict(scope.get("headers") or ()).get(b"content-length", b"")
        if declared and (not declared.strip().isdigit() or int(declared) > self.limit):
            await too_large(scope, receive, send)
            return
        received, over, started = 0, False, False

        async def counted():
            nonlocal received, over
            if over:
                return {"type": "http.disconnect"}
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > self.limit:
                    over = True
                    return {"type": "http.disconnect"}
            return message

        async def watched(message) -> None:
            nonlocal started
            if over:
                return  # the application's answer to the "disconnect": replaced by the 413 below
            started = started or message["type"] == "http.response.start"
            await send(message)

        try:
            await self.app(scope, counted, watched)
        except Exception:
            if not over:
                raise
        if over and not started:
            await too_large(scope, receive, send)


# -- the API ----------------------------------------------------------------------------------------------------
class Api:
    """The state behind the routes: the UI's service, the sign-in back-off, the rate limit, the ask slots."""

    def __init__(self, service: AppService, require_login: bool = False):
        self.service = service
        self.require_login = require_login
        self.throttle = service.signin  # one back-off with the UI's sign-in and Gradio's sign-in page
        self.limiter = RateLimiter(service.settings.api_rate_limit)
        self.slots = threading.BoundedSemaphore(service.settings.concurrency)  # as many as the UI's queue

    # dependencies
    def limited(self, request: Request) -> None:
        wait = self.limiter.check(_client(request))
        if wait:
            raise HTTPException(429, f"Too many requests from this client (at most "
                                     f"{self.limiter.limit} a minute). Retry in {wait} s.",
                                headers={"Retry-After": str(wait)})

    def identity(self, request: Request) -> str | None:
        """The expert behind the Authorization header, None without one; wrong credentials are refused."""
        header = request.headers.get("authorization", "")
        if not header:
            return None
        scheme, _, value = header.partition(" ")
        user, password, token = "", None, None
        if scheme.lower() == "bearer" and value.strip():
            token, user = value.strip(), request.headers.get("x-expert-name", "")[:100]
        elif scheme.lower() == "basic":
            try:
                user, _, password = base64.b64decode(value.strip(), validate=True).decode("utf-8").partition(":")
            except (binascii.Error, UnicodeDecodeError) as exc:
                raise HTTPException(401, "Malformed Basic credentials.",
                                    headers={"WWW-Authenticate": "Bearer"}) from exc
        else:
            raise HTTPException(401, "Use 'Authorization: Bearer <expert token>' or HTTP Basic with an expert's "
                                     "user and password.", headers={"WWW-Authenticate": "Bearer"})
        client = _client(request)
        try:
            return self.throttle.attempt(attempt_name(user, token, client), client,
                                         lambda: authorize(self.service.settings, user, password, token))
        except SignInLocked:
            raise
        except NotAuthorized as exc:
            raise HTTPException(401, str(exc), headers={"WWW-Authenticate": "Bearer"}) from exc

    def reader(self, request: Request) -> str | None:
        who = self.identity(request)
        if self.require_login and not who:
            raise HTTPException(401, "This server requires sign-in: send 'Authorization: Bearer <expert token>' "
                                     "or HTTP Basic credentials.", headers={"WWW-Authenticate": "Bearer"})
        return who

    def expert(self, request: Request) -> str:
        who = self.identity(request)
        if not who:
            raise HTTPException(401, "Corrections need an expert: send 'Authorization: Bearer <expert token>' "
                                     "(KGCHAT_EXPERT_TOKEN) or HTTP Basic with a KGCHAT_EXPERTS user.",
                                headers={"WWW-Authenticate": "Bearer"})
        return who

    # work
    def config(self, who: str | None, graph: str | None, engine: str | None = None) -> ChatConfig:
        """The chat config for a request, checked exactly as the UI's Settings tab checks it (before anything is
        contacted); the server's LLM, width, depth and scorer always."""
        spec = (graph or "default").strip()
        kind, uri, uploaded = "default", "", ""
        if spec.startswith("upload:"):
            kind, uploaded = "upload", spec.removeprefix("upload:")
        elif spec.startswith(("bolt://", "bolt+", "neo4j://", "neo4j+")):
            kind, uri = "neo4j", spec
        elif spec.startswith(("sparql:", "http://", "https://")):
            kind, uri = "sparql", spec
        elif spec != "default":
            raise InvalidInput("graph must be 'default', 'upload:NAME' (a file uploaded in the UI), or an "
                               "allow-listed Neo4j URI or sparql:URL (KGCHAT_ALLOWED_GRAPHS, experts only).")
        if uri and not who:
            raise HTTPException(401, "Asking a Neo4j or SPARQL graph is for experts: send 'Authorization: Bearer "
                                     "<expert token>'. Without credentials, use the server's graph.",
                                headers={"WWW-Authenticate": "Bearer"})
        d = self.service.default
        cfg = self.service.settings_config(d, who, kind, uri, uploaded, engine or d.engine, "none", "", "", "",
                                           d.width, d.depth, d.scorer)
        return ChatConfig(cfg.graph, cfg.engine, d.llm, d.llm_base_url, d.width, d.depth, d.scorer)

    def answer(self, cfg: ChatConfig, question: str, history: list[Answer], gone: threading.Event) -> Answer:
        """The answer, once a slot is free; ``gone`` (the client went away) ends the search and its LLM calls."""
        while not self.slots.acquire(timeout=POLL_S):
            if gone.is_set():
                raise ClientGone()
        try:
            answer = None
            for item in self.service.stream(cfg, question, _Linked(gone), history):
                answer = item
            assert isinstance(answer, Answer)
            return answer
        finally:
            self.slots.release()

    def history(self, cfg: ChatConfig, items: list[str | dict[str, Any]], gone: threading.Event) -> list[Answer]:
        turns: list[Answer] = []
        for i, item in enumerate(items):
            if isinstance(item, str):
                turns.append(remembered(self.answer(cfg, item, turns, gone)))
                continue
            try:
                turns.append(remembered(Answer.from_dict(item)))
            except (KeyError, TypeError, ValueError, AttributeError) as exc:
                raise InvalidInput(f"history[{i}] is neither a question nor an answer JSON returned by "
                                   f"{PREFIX}/ask ({type(exc).__name__}: {exc}).") from exc
        return turns


class _Linked(threading.Event):
    """One question's stop flag: set when the question ends (the stream sets it), or when the request's client
    went away (``parent``)."""

    def __init__(self, parent: threading.Event):
        super().__init__()
        self.parent = parent

    def is_set(self) -> bool:
        return super().is_set() or self.parent.is_set()


def _client(request: Request) -> str:
    return request.client.host if request.client else "unknown"


def build_api(service: AppService, require_login: bool = False) -> FastAPI:
    """The ``/api/v1`` app over the UI's service (mount it with ``app.mount(PREFIX, build_api(service))``)."""
    api = Api(service, require_login)
    app = FastAPI(title="kgchat API", version=f"1 (kgchat {__version__})", docs_url=None, redoc_url=None,
                  openapi_url="/openapi.json",
                  description="Answers from a knowledge graph with the reasoning path that supports them, and "
                              "expert corrections of the graph. Every answer says how far to trust it "
                              "('provenance': kg-exact, kg-approximate, llm-only, none).")
    _install_error_handlers(app)
    Limited = Depends(api.limited)
    Reader = Annotated[str | None, Depends(api.reader)]
    Expert = Annotated[str, Depends(api.expert)]

    @app.get("/health", summary="Is the server up, and is the default graph open?")
    def health() -> dict[str, Any]:
        return {"status": "ok", "api": "v1", "version": __version__, "engines": list(ENGINES),
                "ready": service.is_open(service.default)}

    @app.post("/ask", dependencies=[Limited], summary="Answer a question from the graph",
              response_description="The answer, exactly as `kgchat ask --json` prints it: question, answer, "
                                   "entities, provenance, engine, trace (paths, steps, logical form), cost.")
    async def ask(body: AskRequest, who: Reader, request: Request) -> JSONResponse:
        gone = threading.Event()

        def work() -> dict[str, Any]:
            cfg = api.config(who, body.graph, body.engine)
            history = api.history(cfg, body.history, gone)
            return api.answer(cfg, body.question, history, gone).to_dict()

        async def client_gone() -> None:
            # The body is read: the next ASGI message is the client's disconnect. (Awaited, not polled with
            # ``request.is_disconnected()``, which never sees it behind the ``guard`` middleware.)
            while (await request.receive())["type"] != "http.disconnect":
                pass
            gone.set()

        # The search runs in a worker thread; a client that goes away stops it, and with it the LLM requests it
        # has in flight (their connections are closed), instead of leaving them to run to their time budget.
        watcher = asyncio.ensure_future(client_gone())
        try:
            return JSONResponse(await run_in_threadpool(work))
        finally:
            watcher.cancel()

    @app.post("/corrections", dependencies=[Limited], status_code=201, summary="Correct a triple (experts)")
    def correct(body: CorrectionRequest, who: Expert) -> dict[str, Any]:
        store = service.chat(api.config(who, body.graph)).graph
        done = service.correct(store, body.action, who, body.reason, body.before.triple() if body.before else None,
                               body.after.triple() if body.after else None)
        return service.shown_correction(done)

    @app.post("/corrections/{correction_id}/undo", dependencies=[Limited], status_code=201,
              summary="Undo a correction (experts)")
    def undo(correction_id: int, who: Expert, body: UndoRequest | None = None) -> dict[str, Any]:
        return service.shown_correction(service.undo_correction(correction_id, who, body.reason if body else ""))

    @app.get("/corrections", dependencies=[Limited], summary="The corrections audit log (experts)")
    def corrections(_who: Expert, limit: int = 100) -> list[dict[str, Any]]:
        return [service.shown_correction(c) for c in service.corrections.list(limit=max(1, min(limit, 500)))]

    @app.get("/docs", include_in_schema=False)
    def docs(request: Request) -> HTMLResponse:
        return HTMLResponse(openapi_page(app.openapi(), request.scope.get("root_path", "")))

    return app


def openapi_page(spec: dict[str, Any], root: str = "") -> str:
    """A self-contained HTML page of the API's routes and schemas (no scripts or CDN: it works offline)."""
    esc = html.escape
    parts = [f"<!doctype html><html><head><meta charset='utf-8'><title>{esc(spec['info']['title'])}</title>"
             "<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}"
             "pre{background:#f4f4f5;padding:.6rem;overflow:auto}h2{font-family:monospace}</style></head><body>",
             f"<h1>{esc(spec['info']['title'])} {esc(spec['info']['version'])}</h1>",
             f"<p>{esc(spec['info'].get('description', ''))}</p>",
             f"<p>Machine-readable: <a href='{esc(root)}/openapi.json'>{esc(root)}/openapi.json</a> (OpenAPI "
             f"{esc(spec.get('openapi', ''))}).</p>"]
    for path, methods in spec.get("paths", {}).items():
        for method, op in methods.items():
            parts.append(f"<h2>{esc(method.upper())} {esc(root + path)}</h2><p>{esc(op.get('summary', ''))}</p>")
            body = op.get("requestBody", {}).get("content", {}).get("application/json", {}).get("schema")
            if body:
                name = body.get("$ref", "").rpartition("/")[2]
                schema = spec.get("components", {}).get("schemas", {}).get(name, body)
                parts.append(f"<p>Request body ({esc(name or 'JSON')}):</p>"
                             f"<pre>{esc(json.dumps(schema, indent=2))}</pre>")
            codes = ", ".join(f"{c} {r.get('description', '')}" for c, r in op.get("responses", {}).items())
            parts.append(f"<p>Responses: {esc(codes)}</p>")
    return "".join(parts) + "</body></html>"
