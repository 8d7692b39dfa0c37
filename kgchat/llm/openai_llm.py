"""Any OpenAI-compatible chat-completions endpoint: OpenAI itself, vLLM, Ollama, LM Studio, llama.cpp server.

The official ``openai`` SDK sends the request; its own retries are switched off (``max_retries=0``) so that
``BaseLLM`` does the retrying, the same way for every adapter. The API key is never logged, put in a ``repr`` or
in an error message.

Requests go out on one event loop that every adapter of the process shares (``_io_loop``), from the SDK's async
client: a request the caller gives up (Stop, the question's time budget, an API client that went away) is
cancelled there, which closes its connection at once, instead of holding a connection and a server slot until
the server answers. ``choose`` asks for a reply constrained by a JSON schema that only admits the candidates
(structured output); a server that refuses the schema gets the free-text form from then on.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import json
import os
import threading
import time
from typing import Any

from kgchat import prompts
from kgchat.errors import ConfigError, LLMResponseError, LLMUnavailable
from kgchat.extras import require
from kgchat.llm.base import (
    POLL_S,
    BaseLLM,
    Call,
    Choice,
    LLMStopped,
    Reply,
    TransientLLMError,
    estimate_tokens,
)
from kgchat.llm.choice import choice_schema, parse_json_scores, parse_scores
from kgchat.types import LLMExchange

# Local servers (vLLM, Ollama, LM Studio) accept any key, but the SDK insists on having one.
PLACEHOLDER_KEY = "not-needed"
# Statuses worth another try: request timeout, conflict, rate limit and server-side errors.
_RETRY_STATUSES = {408, 409, 429}


class RequestRejected(LLMResponseError):
    """The server refused the request itself (HTTP 400, 413 or 422): e.g. a response format it does not support."""


_loop_lock = threading.Lock()
_loop: tuple[int, asyncio.AbstractEventLoop] | None = None  # (process id, loop): a forked child starts its own


def _io_loop() -> asyncio.AbstractEventLoop:
    """The event loop, in a daemon thread, that every OpenAI-compatible adapter of this process sends on."""
    global _loop
    with _loop_lock:
        if _loop is None or _loop[0] != os.getpid() or _loop[1].is_closed():
            loop = asyncio.new_event_loop()
            threading.Thread(target=loop.run_forever, name="kgchat-llm-io", daemon=True).start()
            _loop = (os.getpid(), loop)
        return _loop[1]


class OpenAILLM(BaseLLM):
    """Chat completions from ``model`` at ``base_url`` (default: OpenAI's API, or ``OPENAI_BASE_URL``).

    The key comes from ``api_key`` or ``OPENAI_API_KEY``; when neither is set and a base URL is given (a local
    server), a placeholder key is sent. ``system`` is an optional system message put before every prompt.
    ``max_tokens_param`` names the length limit in the request: "max_tokens" (understood by every compatible
    server) or "max_completion_tokens" (required by OpenAI's reasoning models).
    """

    def __init__(self, model: str, *, base_url: str | None = None, api_key: str | None = None,
                 timeout: float = 60.0, system: str | None = None, max_tokens_param: str = "max_tokens", **kw):
        super().__init__(timeout=timeout, **kw)
        openai = require("openai", "The OpenAI-compatible LLM adapter (openai:MODEL)")
        if not model or not model.strip():
            raise ConfigError("no model name: use openai:MODEL, e.g. openai:gpt-4o-mini")
        if max_tokens_param not in ("max_tokens", "max_completion_tokens"):
            raise ConfigError("max_tokens_param must be 'max_tokens' or 'max_completion_tokens'")
        base_url = base_url or os.environ.get("OPENAI_BASE_URL") or None
        key = api_key or os.environ.get("OPENAI_API_KEY") or (PLACEHOLDER_KEY if base_url else None)
        if not key:
            raise ConfigError("no OpenAI API key: set OPENAI_API_KEY, or give a base URL (e.g. "
                              "http://localhost:8000/v1) for a local server that needs no key")
        self.model = model.strip()
        self.base_url = base_url
        self.name = self.model
        self.spec = f"openai:{self.model}"
        self.system = system
        self.max_tokens_param = max_tokens_param
        self._secret = key
        self._openai = openai
        self.structured: bool | None = None  # whether the server takes a JSON schema (None: not tried yet)
        try:
            self._client = openai.AsyncOpenAI(api_key=key, base_url=base_url, timeout=self.timeout, max_retries=0)
        except Exception as exc:  # e.g. an unparseable base URL
            raise ConfigError(f"cannot set up the OpenAI client for {base_url or 'api.openai.com'}: "
                              f"{self._scrub(str(exc))}") from exc

    def __repr__(self) -> str:
        return f"OpenAILLM(model={self.model!r}, base_url={self.base_url!r})"

    @property
    def where(self) -> str:
        return self.base_url or "api.openai.com"

    def _request(self, prompt: str, *, purpose: str, max_tokens: int, temperature: float,
                 stop: list[str] | None, call: Call) -> Reply:
        return self._send(self._args(prompt, max_tokens, temperature, stop), call)

    def _args(self, prompt: str, max_tokens: int, temperature: float, stop: list[str] | None) -> dict[str, Any]:
        messages = [{"role": "user", "content": prompt}]
        if self.system:
            messages.insert(0, {"role": "system", "content": self.system})
        args: dict[str, Any] = {"model": self.model, "messages": messages, "temperature": temperature,
                                self.max_tokens_param: max_tokens}
        if stop:
            args["stop"] = stop[:4]  # the API takes at most four; BaseLLM cuts at the rest
        return args

    def _send(self, args: dict[str, Any], call: Call) -> Reply:
        """One request on the shared loop, watched every POLL_S: when ``call`` is cancelled the request is
        cancelled there, which closes its connection, and LLMStopped is raised."""
        future = asyncio.run_coroutine_threadsafe(self._client.chat.completions.create(**args), _io_loop())
        while not concurrent.futures.wait([future], timeout=POLL_S).done:
            if call.cancelled.is_set():
                future.cancel()
                raise LLMStopped(f"{self.where}: the request was given up, its connection closed")
        try:
            response = future.result()
        except self._openai.APIStatusError as exc:
            raise self._status_error(exc) from self._cause(exc)
        except self._openai.APITimeoutError as exc:
            raise TransientLLMError(f"{self.where} did not answer within {self.timeout:g} s") from exc
        except self._openai.APIConnectionError as exc:
            raise TransientLLMError(f"cannot reach {self.where}: {self._scrub(str(exc.__cause__ or exc))}") from self._cause(exc)
        except (json.JSONDecodeError, UnicodeDecodeError) as exc:
            raise LLMResponseError(f"{self.where} sent a reply that is not valid JSON: {exc}") from exc
        except self._openai.OpenAIError as exc:
            raise LLMUnavailable(f"{self.where}: {self._scrub(str(exc))}") from self._cause(exc)
        return self._parse(response)

    def _choose(self, task: str, options: list[str], *, purpose: str, k: int) -> Choice:
        """A reply constrained to the candidates by a JSON schema; a server that rejects the schema (HTTP 400,
        422) is asked in free text from then on, and a reply that is not the JSON is read as free text."""
        if self.structured is False:
            return super()._choose(task, options, purpose=purpose, k=k)
        prompt = f"{task.rstrip()}\n\n{prompts.render('reply_json', k=k)}"
        args = self._args(prompt, min(512, 24 + 20 * k), 0.0, None)
        args["response_format"] = {"type": "json_schema", "json_schema": {
            "name": "choice", "strict": True, "schema": choice_schema(options)}}
        start = time.perf_counter()
        try:
            reply = self._with_retries(lambda call: self._send(args, call))
        except RequestRejected:
            if self.structured:  # it took a schema before: the request itself is wrong
                raise
            self.structured = False
            return super()._choose(task, options, purpose=purpose, k=k)
        except Exception:
            with self._lock:
                self.failures += 1
            raise
        self.structured = True
        method = "json"
        try:
            scores = parse_json_scores(reply.text, options)
        except LLMResponseError as not_json:  # a server that ignores response_format: read it as free text
            try:
                scores, method = parse_scores(reply.text, options), "text"
            except LLMResponseError:
                with self._lock:
                    self.failures += 1
                raise not_json from None
        seconds = time.perf_counter() - start
        prompt_tokens = reply.prompt_tokens if reply.prompt_tokens is not None else estimate_tokens(prompt)
        completion_tokens = reply.completion_tokens if reply.completion_tokens is not None \
            else estimate_tokens(reply.text)
        self._account(LLMExchange(purpose, prompt, reply.text, prompt_tokens, completion_tokens, seconds))
        return Choice(scores, prompt, reply.text, prompt_tokens, completion_tokens, seconds, method)

    def _parse(self, response: Any) -> Reply:
        """Check the reply's shape by hand: the SDK does not validate it, and local servers vary."""
        choices = getattr(response, "choices", None)
        if not isinstance(choices, list) or not choices:
            raise LLMResponseError(f"{self.where} sent a reply without choices: {str(response)[:200]!r}")
        message = getattr(choices[0], "message", None)
        content = getattr(message, "content", None)
        if not isinstance(content, str):
            refusal = getattr(message, "refusal", None)
            why = f"the model refused: {refusal}" if refusal else "the reply has no message text"
            raise LLMResponseError(f"{self.where}: {why}")
        usage = getattr(response, "usage", None)
        prompt_tokens = getattr(usage, "prompt_tokens", None)
        completion_tokens = getattr(usage, "completion_tokens", None)
        return Reply(content,
                     prompt_tokens if isinstance(prompt_tokens, int) else None,
                     completion_tokens if isinstance(completion_tokens, int) else None)

    def _status_error(self, exc: Any) -> Exception:
        """Translate an HTTP error status into the kgchat error that says what to do."""
        code = exc.status_code
        detail = self._scrub(_error_message(exc))
        if code in _RETRY_STATUSES or code >= 500:
            return TransientLLMError(f"{self.where} answered HTTP {code}: {detail}", _retry_after(exc))
        if code in (401, 403):
            return ConfigError(f"{self.where} refused the API key (HTTP {code}): check OPENAI_API_KEY")
        if code == 404:
            return ConfigError(f"{self.where} has no model {self.model!r} or no chat-completions route "
                               f"(HTTP 404): check the model name and the base URL (it usually ends in /v1)")
        if code in (400, 413, 422):
            return RequestRejected(f"{self.where} rejected the request (HTTP {code}): {detail}")
        return LLMUnavailable(f"{self.where} answered HTTP {code}: {detail}")

    def _cause(self, exc: BaseException) -> BaseException | None:
        """Chain the SDK's exception, unless its message carries the key (a server echoing it back)."""
        return exc if self._scrub(str(exc)) == str(exc) else None

    def _scrub(self, text: str) -> str:
        """Remove the API key from text that may end up in a message or a log."""
        return text.replace(self._secret, "***") if self._secret and self._secret != PLACEHOLDER_KEY else text


def _error_message(exc: Any) -> str:
    body = getattr(exc, "body", None)
    if isinstance(body, dict):
        err = body.get("error", body)
        if isinstance(err, dict) and err.get("message"):
            return str(err["message"])[:300]
    return str(getattr(exc, "message", exc))[:300]


def _retry_after(exc: Any) -> float | None:
    response = getattr(exc, "response", None)
    value = response.headers.get("retry-after") if response is not None else None
    try:
        return float(value) if value is not None else None
    except ValueError:
        return None  # an HTTP date; fall back to our own backoff
