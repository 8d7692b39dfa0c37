"""Any OpenAI-compatible chat-completions endpoint: OpenAI itself, vLLM, Ollama, LM Studio, llama.cpp server.

The official ``openai`` SDK sends the request; its own retries are switched off (``max_retries=0``) so that
``BaseLLM`` does the retrying, the same way for every adapter. The API key is never logged, put in a ``repr`` or
in an error message.
"""

from __future__ import annotations

import json
import os
from typing import Any

from kgchat.errors import ConfigError, LLMResponseError, LLMUnavailable
from kgchat.extras import require
from kgchat.llm.base import BaseLLM, Reply, TransientLLMError

# Local servers (vLLM, Ollama, LM Studio) accept any key, but the SDK insists on having one.
PLACEHOLDER_KEY = "not-needed"
# Statuses worth another try: request timeout, conflict, rate limit and server-side errors.
_RETRY_STATUSES = {408, 409, 429}


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
        try:
            self._client = openai.OpenAI(api_key=key, base_url=base_url, timeout=self.timeout, max_retries=0)
        except Exception as exc:  # e.g. an unparseable base URL
            raise ConfigError(f"cannot set up the OpenAI client for {base_url or 'api.openai.com'}: "
                              f"{self._scrub(str(exc))}") from exc

    def __repr__(self) -> str:
        return f"OpenAILLM(model={self.model!r}, base_url={self.base_url!r})"

    @property
    def where(self) -> str:
        return self.base_url or "api.openai.com"

    def _request(self, prompt: str, *, purpose: str, max_tokens: int, temperature: float,
                 stop: list[str] | None) -> Reply:
        messages = [{"role": "user", "content": prompt}]
        if self.system:
            messages.insert(0, {"role": "system", "content": self.system})
        args: dict[str, Any] = {"model": self.model, "messages": messages, "temperature": temperature,
                                self.max_tokens_param: max_tokens}
        if stop:
            args["stop"] = stop[:4]  # the API takes at most four; BaseLLM cuts at the rest
        try:
            response = self._client.chat.completions.create(**args)
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
            return LLMResponseError(f"{self.where} rejected the request (HTTP {code}): {detail}")
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
