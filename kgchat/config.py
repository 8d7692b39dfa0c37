"""Settings in one place: environment variables, optionally overridden by a TOML file.

| env var | default | what |
|---|---|---|
| KGCHAT_DATA_DIR | ~/.local/share/kgchat | app database, built default graph, trained models |
| KGCHAT_CONFIG | (none) | TOML file with the same keys in lower case (data_dir, graph, llm, ...) |
| KGCHAT_GRAPH | default | graph spec used when none is given |
| KGCHAT_LLM | none | LLM spec used when none is given |
| OPENAI_BASE_URL / OPENAI_API_KEY | | OpenAI-compatible endpoint and key (the key is never logged) |
| NEO4J_PASSWORD | | password for bolt:// specs without one |
| KGCHAT_HOST / KGCHAT_PORT | 127.0.0.1 / 7860 | where the UI listens |
| KGCHAT_EXPERTS | (none) | comma-separated user:password pairs allowed to correct the graph |
| KGCHAT_EXPERT_TOKEN | (none) | a token that grants expert rights in the UI |
"""

from __future__ import annotations

import os
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from kgchat.errors import ConfigError

MAX_QUESTION_CHARS = 2000  # longer questions are refused: no KGQA question needs more, and prompts stay bounded


@dataclass
class Settings:
    data_dir: Path = field(default_factory=lambda: Path.home() / ".local" / "share" / "kgchat")
    graph: str = "default"  # graph spec: default | sqlite:PATH | bolt://… | neo4j://… | sparql:URL
    llm: str = "none"  # none | openai:MODEL | hf:PATH | langchain:PROVIDER:MODEL
    llm_base_url: str | None = None
    host: str = "127.0.0.1"
    port: int = 7860
    experts: dict[str, str] = field(default_factory=dict)  # user -> password for UI sign-in
    expert_token: str | None = None

    @property
    def app_db(self) -> Path:
        return self.data_dir / "app.db"

    @property
    def default_graph_db(self) -> Path:
        return self.data_dir / "movies.db"

def _parse_experts(text: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for item in filter(None, (p.strip() for p in text.split(","))):
        user, sep, password = item.partition(":")
        if not sep or not user or not password:
            raise ConfigError("KGCHAT_EXPERTS must look like 'alice:secret,bob:other'.")
        out[user] = password
    return out


def load_settings(env: dict[str, str] | None = None) -> Settings:
    """Build settings from a TOML file (KGCHAT_CONFIG) and environment variables (which win)."""
    env = dict(os.environ if env is None else env)
    values: dict[str, object] = {}
    if cfg := env.get("KGCHAT_CONFIG"):
        try:
            values.update(tomllib.loads(Path(cfg).read_text(encoding="utf-8")))
        except (OSError, tomllib.TOMLDecodeError) as exc:
            raise ConfigError(f"Cannot read config file {cfg}: {exc}") from exc
    for key in ("data_dir", "graph", "llm", "host", "port", "experts", "expert_token"):
        if (v := env.get(f"KGCHAT_{key.upper()}")) is not None:
            values[key] = v
    if (v := env.get("OPENAI_BASE_URL")) is not None:
        values.setdefault("llm_base_url", v)
    s = Settings()
    if "data_dir" in values:
        s.data_dir = Path(str(values["data_dir"])).expanduser()
    for key in ("graph", "llm", "llm_base_url", "host", "expert_token"):
        if key in values:
            setattr(s, key, str(values[key]))
    if "port" in values:
        try:
            s.port = int(values["port"])  # type: ignore[arg-type]
        except ValueError as exc:
            raise ConfigError(f"KGCHAT_PORT must be a number, not {values['port']!r}.") from exc
    if "experts" in values:
        ex = values["experts"]
        s.experts = _parse_experts(ex) if isinstance(ex, str) else {str(k): str(v) for k, v in dict(ex).items()}
    return s
