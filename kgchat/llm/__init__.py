"""LLMs behind one small protocol: a GGUF model run in-process by llama.cpp, any OpenAI-compatible endpoint, a
local Hugging Face model, any LangChain chat model, a scripted stand-in for tests, or none at all.

``make_llm`` turns a spec string (from the CLI, the UI or the config) into an adapter::

    none                          no LLM (engines fall back to learned and embedding scorers)
    local                         the small model `pip install 'kgchat[local]'` brings, run by llama.cpp
    gguf:PATH                     any GGUF file, run by llama.cpp
    openai:MODEL                  OpenAI, or vLLM / Ollama / LM Studio with a base URL
    hf:PATH                       a causal LM saved in a local directory
    langchain:PROVIDER:MODEL      a LangChain chat model via init_chat_model (needs the langchain package)

Adapter modules import their heavy dependencies only when used.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any

from kgchat.errors import ConfigError
from kgchat.llm.base import (
    LLM,
    BaseLLM,
    Call,
    Choice,
    Completion,
    ContinuationScorer,
    Reply,
    TransientLLMError,
    Usage,
    estimate_tokens,
)
from kgchat.llm.scripted import ScriptedLLM

if TYPE_CHECKING:
    from kgchat.llm.hf_llm import HFLLM
    from kgchat.llm.langchain_llm import LangChainLLM
    from kgchat.llm.llamacpp_llm import LlamaCppLLM
    from kgchat.llm.openai_llm import OpenAILLM

__all__ = [
    "LLM", "BaseLLM", "Call", "Choice", "Completion", "ContinuationScorer", "HFLLM", "LangChainLLM", "LlamaCppLLM",
    "OpenAILLM", "Reply", "ScriptedLLM", "TransientLLMError", "Usage", "SPEC_HELP", "estimate_tokens", "make_llm",
]

SPEC_HELP = "none, local, gguf:PATH, openai:MODEL, hf:PATH or langchain:PROVIDER:MODEL"


def make_llm(spec: str | None, base_url: str | None = None, timeout: float = 60.0, **kw: Any) -> LLM | None:
    """The LLM a spec names, or None for ``none`` (and for an empty spec).

    ``base_url`` (or ``OPENAI_BASE_URL``) points ``openai:`` at a compatible server such as vLLM
    (``http://localhost:8000/v1``) or Ollama (``http://localhost:11434/v1``); a ``langchain:`` model gets it
    as its ``base_url`` argument, and ``hf:`` ignores it. Other keyword arguments go to
    the adapter (``retries``, ``backoff``, ``exchanges``, ``device``, ...).
    """
    text = (spec or "").strip()
    if not text or text.lower() == "none":
        return None
    if text.lower() == "local":  # the packaged model: assembled into the model cache and loaded on first use
        from kgchat.llm.llamacpp_llm import LlamaCppLLM

        return LlamaCppLLM.local(timeout=timeout, **kw)
    scheme, sep, rest = text.partition(":")
    scheme = scheme.lower()
    if not sep or not rest.strip():
        raise ConfigError(f"LLM spec {text!r} is incomplete: use {SPEC_HELP}")
    rest = rest.strip()
    if scheme == "openai":
        from kgchat.llm.openai_llm import OpenAILLM

        return OpenAILLM(rest, base_url=base_url or os.environ.get("OPENAI_BASE_URL") or None, timeout=timeout,
                         **kw)
    if scheme == "gguf":  # a file run in-process: a base_url from the config is ignored
        from kgchat.llm.llamacpp_llm import LlamaCppLLM

        return LlamaCppLLM(rest, timeout=timeout, **kw)
    if scheme == "hf":  # a local model has no URL; a base_url from the config is ignored
        from kgchat.llm.hf_llm import HFLLM

        return HFLLM(rest, timeout=timeout, **kw)
    if scheme == "langchain":
        from kgchat.llm.langchain_llm import LangChainLLM

        provider, sep, model = rest.partition(":")  # the model name may hold colons (ollama's "llama3:8b")
        if not sep or not provider.strip() or not model.strip():
            raise ConfigError(f"LLM spec {text!r} needs a provider and a model: langchain:PROVIDER:MODEL")
        if base_url:  # e.g. langchain:ollama:llama3 on another host
            kw["model_kwargs"] = {"base_url": base_url, **kw.get("model_kwargs", {})}
        return LangChainLLM.from_spec(provider.strip(), model.strip(), timeout=timeout, **kw)
    raise ConfigError(f"unknown LLM spec {text!r}: use {SPEC_HELP}")


def __getattr__(name: str) -> Any:
    """Import the adapters lazily, so ``import kgchat.llm`` stays cheap."""
    modules = {"OpenAILLM": "openai_llm", "HFLLM": "hf_llm", "LangChainLLM": "langchain_llm",
               "LlamaCppLLM": "llamacpp_llm"}
    if name in modules:
        import importlib

        return getattr(importlib.import_module(f"kgchat.llm.{modules[name]}"), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
