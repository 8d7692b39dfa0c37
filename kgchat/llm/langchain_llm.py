"""Any LangChain chat model (``langchain_core.language_models.BaseChatModel``) as a kgchat LLM.

Pass a chat model object you built (``LangChainLLM(ChatAnthropic(...))``), or use the spec
``langchain:PROVIDER:MODEL``, which needs the ``langchain`` package and the provider's package
(``init_chat_model`` does the lookup). LangChain providers differ in how they take a timeout, so the adapter
enforces its own: the call runs in a worker thread and is abandoned after ``timeout`` seconds.
"""

from __future__ import annotations

import contextvars
import threading
from typing import Any

from kgchat.errors import ConfigError, LLMResponseError, LLMUnavailable
from kgchat.extras import require
from kgchat.llm.base import BaseLLM, Call, Reply, TransientLLMError


def _chat_model_class() -> type:
    return require("langchain_core.language_models", "LangChain chat models").BaseChatModel


class LangChainLLM(BaseLLM):
    """Completions from a LangChain chat model.

    ``pass_params`` sends ``max_tokens`` and ``temperature`` with each call (OpenAI, Anthropic, Mistral and most
    other providers accept them); turn it off for a model that rejects them, and configure the model instead.
    ``system`` is an optional system message put before every prompt.
    """

    def __init__(self, model: Any, *, spec: str | None = None, system: str | None = None, pass_params: bool = True,
                 timeout: float = 60.0, **kw):
        super().__init__(timeout=timeout, **kw)
        if not isinstance(model, _chat_model_class()):
            raise ConfigError(f"LangChainLLM needs a langchain_core BaseChatModel, not {type(model).__name__}")
        self.model = model
        model_name = getattr(model, "model_name", None) or getattr(model, "model", None)
        self.name = str(model_name) if isinstance(model_name, str) and model_name else type(model).__name__
        self.spec = spec or f"langchain:{type(model).__name__}"
        self.system = system
        self.pass_params = pass_params

    @classmethod
    def from_spec(cls, provider: str, model: str, *, timeout: float = 60.0, model_kwargs: dict | None = None,
                  **kw) -> LangChainLLM:
        """Build the chat model for ``langchain:PROVIDER:MODEL`` through ``langchain.chat_models.init_chat_model``.

        ``model_kwargs`` go to the model's constructor (e.g. ``{"base_url": ...}``).
        """
        if not provider or not model:
            raise ConfigError("use langchain:PROVIDER:MODEL, e.g. langchain:anthropic:claude-3-5-haiku-latest")
        try:
            from langchain.chat_models import init_chat_model
        except ImportError as exc:
            raise ConfigError(
                f"the spec langchain:{provider}:{model} needs the langchain package and the provider's package: "
                f"pip install langchain langchain-{provider.replace('_', '-')}  (or build the chat model yourself "
                f"and pass it to kgchat.llm.LangChainLLM)") from exc
        try:
            chat = init_chat_model(model, model_provider=provider, **(model_kwargs or {}))
        except ImportError as exc:
            raise ConfigError(f"LangChain provider {provider!r} is not installed: "
                              f"pip install langchain-{provider.replace('_', '-')}") from exc
        except Exception as exc:  # unknown provider, missing key, bad argument
            raise ConfigError(f"cannot create LangChain model {provider}:{model}: {exc}") from exc
        return cls(chat, spec=f"langchain:{provider}:{model}", timeout=timeout, **kw)

    def _request(self, prompt: str, *, purpose: str, max_tokens: int, temperature: float,
                 stop: list[str] | None, call: Call) -> Reply:
        from langchain_core.messages import HumanMessage, SystemMessage

        messages: list[Any] = [HumanMessage(content=prompt)]
        if self.system:
            messages.insert(0, SystemMessage(content=self.system))
        params = {"max_tokens": max_tokens, "temperature": temperature} if self.pass_params else {}
        message = self._call_with_timeout(lambda: self.model.invoke(messages, stop=stop, **params))
        text = _message_text(getattr(message, "content", None))
        if text is None:
            raise LLMResponseError(f"{self.name} returned no text (got {type(message).__name__})")
        usage = getattr(message, "usage_metadata", None) or {}
        prompt_tokens, completion_tokens = usage.get("input_tokens"), usage.get("output_tokens")
        return Reply(text, prompt_tokens if isinstance(prompt_tokens, int) else None,
                     completion_tokens if isinstance(completion_tokens, int) else None)

    def _call_with_timeout(self, fn: Any) -> Any:
        """Run ``fn`` in a daemon thread (keeping LangChain's context variables) and wait ``timeout`` seconds."""
        outcome: dict[str, Any] = {}
        ctx = contextvars.copy_context()

        def work() -> None:
            try:
                outcome["value"] = ctx.run(fn)
            except Exception as exc:  # handed to the caller's thread
                outcome["error"] = exc

        worker = threading.Thread(target=work, name=f"langchain-{self.name}", daemon=True)
        worker.start()
        worker.join(self.timeout)
        if worker.is_alive():
            raise TransientLLMError(f"{self.name} did not answer within {self.timeout:g} s")
        if "error" in outcome:
            error = _translate(self.name, outcome["error"])
            if error is outcome["error"]:
                raise error
            raise error from outcome["error"]
        if "value" not in outcome:
            raise LLMUnavailable(f"{self.name}: the call was interrupted")
        return outcome["value"]


def _message_text(content: Any) -> str | None:
    """Text of a message's content: a string, or a list of content blocks (strings or {"type": "text"})."""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        parts = [b if isinstance(b, str) else b.get("text", "") for b in content
                 if isinstance(b, str) or (isinstance(b, dict) and b.get("type") == "text")]
        return "".join(parts)
    return None


def _translate(name: str, exc: BaseException) -> Exception:
    """Map a provider's exception to a kgchat error. Providers raise their own types, so go by status code
    and by name: timeouts, connection errors, rate limits and 5xx are retried."""
    if isinstance(exc, LLMUnavailable | LLMResponseError | ConfigError):
        return exc
    status = getattr(exc, "status_code", None) or getattr(getattr(exc, "response", None), "status_code", None)
    kind = type(exc).__name__
    detail = f"{name}: {kind}: {str(exc)[:300]}"
    if isinstance(status, int):
        if status in (408, 409, 429) or status >= 500:
            return TransientLLMError(detail)
        if status in (401, 403):
            return ConfigError(f"{name} refused the credentials (HTTP {status}): check the provider's API key")
    if isinstance(exc, TimeoutError | ConnectionError) or any(
            word in kind for word in ("Timeout", "Connection", "RateLimit", "Unavailable", "Overloaded")):
        return TransientLLMError(detail)
    return LLMUnavailable(detail)
