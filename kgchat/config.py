"""Settings in one place: environment variables, optionally overridden by a TOML file.

| env var | default | what |
|---|---|---|
| KGCHAT_DATA_DIR | ~/.local/share/kgchat | app database, built default graph, trained models |
| KGCHAT_CONFIG | (none) | TOML file with the same keys in lower case (data_dir, graph, llm, ...) |
| KGCHAT_GRAPH | default | graph spec used when none is given |
| KGCHAT_LLM | none | LLM spec used when none is given (none, local, gguf:PATH, openai:MODEL, hf:PATH, langchain:…) |
| KGCHAT_FALLBACK_LLM | auto | the LLM that answers, labelled "LLM only, not verified", when the graph cannot and no LLM is configured: auto (the local model when `kgchat[local]` is installed, else none), none, or an LLM spec |
| KGCHAT_MODEL_CACHE | $KGCHAT_DATA_DIR/llm | where the local model is assembled from its packages (1.1 GB, once; share it between data directories) |
| KGCHAT_LLM_THREADS | half the cores | CPU threads of a model run in-process (local, gguf:PATH) |
| OPENAI_BASE_URL / OPENAI_API_KEY | | OpenAI-compatible endpoint and key (the key is never logged) |
| NEO4J_PASSWORD | | password for bolt:// specs without one |
| KGCHAT_HOST / KGCHAT_PORT | 127.0.0.1 / 7860 | where the UI listens (GRADIO_SERVER_NAME / GRADIO_SERVER_PORT when unset) |
| KGCHAT_CONCURRENCY | 8 | questions answered at once, in the UI's queue and the HTTP API (GRADIO_DEFAULT_CONCURRENCY_LIMIT when unset) |
| KGCHAT_API_RATE_LIMIT | 30 | HTTP API requests per minute per client address (0: no limit) |
| KGCHAT_EXPERTS | (none) | comma-separated user:password pairs allowed to correct the graph |
| KGCHAT_EXPERT_TOKEN | (none) | a token that grants expert rights in the UI |
| KGCHAT_ALLOWED_GRAPHS | (none) | comma-separated Neo4j URIs / SPARQL URLs an expert may switch to in the UI |
| KGCHAT_ALLOWED_LLM_URLS | (none) | comma-separated OpenAI-compatible base URLs an expert may switch to in the UI |
| KGCHAT_LLM_BUDGET_S | 120 | total seconds of LLM time one question may use in the UI (retries included) |
| KGCHAT_TOKEN_PRICE | 0.01 | price of 1,000 LLM tokens (e.g. USD), weighed against accuracy by `--engine auto` |
| KGCHAT_BUDGET | (none) | LLM tokens one question may use with `--engine auto` (then only arms without an LLM run) |
| KGCHAT_BUDGET_DAY | (none) | LLM tokens all `--engine auto` questions of a UTC day may use together |
| KGCHAT_SIGNIN_FREE_TRIES | 3 | failed sign-ins per user and per client before a delay is imposed |
| KGCHAT_SIGNIN_DELAY_S | 2 | first delay after the free tries; it doubles with each further failure (max 15 min) |
| KGCHAT_TRUSTED_PROXIES | (none) | addresses of reverse proxies whose X-Forwarded-For names the client (FORWARDED_ALLOW_IPS when unset) |
| KGCHAT_UPLOAD_MAX_MB | 20 | largest triple file one upload may be (refused before it is stored) |
| KGCHAT_UPLOAD_QUOTA_MB | 50 | triple files one session (or signed-in user) may have uploaded and kept at once |
| KGCHAT_UPLOAD_TTL_HOURS | 24 | hours an anonymous session's uploaded graph is kept (0: kept until removed by hand) |
| KGCHAT_FEEDBACK_PER_HOUR | 10 | anonymous 👍/👎 per client address (and per session) an hour that teach `--engine auto` |

Only the administrator (whoever sets these variables) chooses where server secrets go: OPENAI_API_KEY is sent only
to the configured endpoint (OPENAI_BASE_URL, or api.openai.com when unset) and NEO4J_PASSWORD only to the graphs the
administrator configured (KGCHAT_GRAPH and KGCHAT_ALLOWED_GRAPHS). See docs/security.md.
"""

from __future__ import annotations

import os
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from kgchat.errors import ConfigError

MAX_QUESTION_CHARS = 2000  # longer questions are refused: no KGQA question needs more, and prompts stay bounded
MAX_NAME_CHARS = 1000  # longest entity id / name / relation accepted from a file or a correction
MAX_SIGNIN_DELAY_S = 900.0  # the sign-in back-off never locks anyone out for longer than 15 minutes


@dataclass
class Settings:
    data_dir: Path = field(default_factory=lambda: Path.home() / ".local" / "share" / "kgchat")
    graph: str = "default"  # graph spec: default | sqlite:PATH | bolt://… | neo4j://… | sparql:URL
    llm: str = "none"  # none | local | gguf:PATH | openai:MODEL | hf:PATH | langchain:PROVIDER:MODEL
    fallback_llm: str = "auto"  # answers alone (labelled) when the graph cannot and llm is none; auto: local if installed
    model_cache: Path | None = None  # where the local model's file is assembled (None: data_dir / "llm")
    llm_threads: int = 0  # CPU threads of an in-process model (0: half the cores; more than are free is much slower)
    llm_base_url: str | None = None
    host: str = "127.0.0.1"
    port: int = 7860
    concurrency: int = 8  # questions answered at once; each holds a worker thread and maybe an LLM connection
    api_rate_limit: int = 30  # HTTP API requests per minute per client (0 turns the limit off)
    experts: dict[str, str] = field(default_factory=dict, repr=False)  # user -> password; never in a repr or log
    expert_token: str | None = field(default=None, repr=False)  # never in a repr or log
    allowed_graphs: tuple[str, ...] = ()  # graph specs (bolt://…, sparql:URL) an expert may pick in the UI
    allowed_llm_urls: tuple[str, ...] = ()  # OpenAI-compatible base URLs an expert may pick in the UI
    llm_budget_s: float = 120.0  # total LLM seconds per question in the UI, retries included; then it stops
    token_price: float = 0.01  # price of 1,000 LLM tokens for the router's cost term (--engine auto)
    budget: int | None = None  # LLM tokens per question under --engine auto (None: no limit)
    budget_day: int | None = None  # LLM tokens per UTC day under --engine auto (None: no limit)
    signin_free_tries: int = 3  # failed sign-ins (per user, per client) before the back-off starts
    signin_delay_s: float = 2.0  # first back-off; doubles per further failure, capped at MAX_SIGNIN_DELAY_S
    # Whose X-Forwarded-For header is believed (the rate limit and the back-off count per client address): none by
    # default, so a client cannot claim to be another; list the reverse proxy's address when there is one.
    trusted_proxies: tuple[str, ...] = ()
    upload_max_mb: float = 20.0  # one triple file; the graph built from it is typically 5-10 times larger
    upload_quota_mb: float = 50.0  # triple files one session or user has uploaded and not yet expired
    upload_ttl_hours: float = 24.0  # anonymous sessions' uploaded graphs are removed this long after upload (0: kept)
    feedback_per_hour: int = 10  # anonymous 👍/👎 per client and per session an hour that reach the router

    @property
    def app_db(self) -> Path:
        return self.data_dir / "app.db"

    @property
    def default_graph_db(self) -> Path:
        return self.data_dir / "movies.db"

    @property
    def router_db(self) -> Path:
        """What ``--engine auto`` has learnt (``kgchat router show|reset|export``)."""
        return self.data_dir / "router.db"

    @property
    def llm_cache(self) -> Path:
        """Where ``--llm local`` assembles its GGUF file from the packages (KGCHAT_MODEL_CACHE)."""
        return self.model_cache or self.data_dir / "llm"

    @property
    def models_dir(self) -> Path:
        """Local Hugging Face models an expert may load from the UI live under here."""
        return self.data_dir / "models"


def _parse_experts(text: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for item in filter(None, (p.strip() for p in text.split(","))):
        user, sep, password = item.partition(":")
        if not sep or not user or not password:
            raise ConfigError("KGCHAT_EXPERTS must look like 'alice:secret,bob:other'.")
        out[user] = password
    return out


def normalize_url(url: str) -> str:
    """The form in which URLs are compared with the allow-lists: stripped, no trailing slash."""
    return (url or "").strip().rstrip("/")


def _list(value: object) -> tuple[str, ...]:
    items = value.split(",") if isinstance(value, str) else [str(v) for v in value]  # type: ignore[union-attr]
    return tuple(u for u in (normalize_url(i) for i in items) if u)


def load_settings(env: dict[str, str] | None = None) -> Settings:
    """Build settings from a TOML file (KGCHAT_CONFIG) and environment variables (which win)."""
    env = dict(os.environ if env is None else env)
    values: dict[str, object] = {}
    if cfg := env.get("KGCHAT_CONFIG"):
        try:
            values.update(tomllib.loads(Path(cfg).read_text(encoding="utf-8")))
        except (OSError, tomllib.TOMLDecodeError) as exc:
            raise ConfigError(f"Cannot read config file {cfg}: {exc}") from exc
    for key in ("data_dir", "graph", "llm", "fallback_llm", "model_cache", "host", "port", "experts", "expert_token", "allowed_graphs",
                "allowed_llm_urls", "llm_budget_s", "signin_free_tries", "signin_delay_s", "concurrency",
                "api_rate_limit", "token_price", "budget", "budget_day", "trusted_proxies", "upload_max_mb",
                "upload_quota_mb", "upload_ttl_hours", "feedback_per_hour", "llm_threads"):
        if (v := env.get(f"KGCHAT_{key.upper()}")) is not None:
            values[key] = v
    for key, gradio_var in (("host", "GRADIO_SERVER_NAME"), ("port", "GRADIO_SERVER_PORT"),
                            ("concurrency", "GRADIO_DEFAULT_CONCURRENCY_LIMIT")):
        # Gradio's own variables, when kgchat's are unset (Gradio's "none" = unlimited has no kgchat equivalent)
        if (v := env.get(gradio_var)) and key not in values and not (key == "concurrency" and v.lower() == "none"):
            values[key] = v
    if (v := env.get("OPENAI_BASE_URL")) is not None:
        values.setdefault("llm_base_url", v)
    if (v := env.get("FORWARDED_ALLOW_IPS")) is not None:  # uvicorn's own variable, when kgchat's is unset
        values.setdefault("trusted_proxies", v)
    s = Settings()
    if "data_dir" in values:
        s.data_dir = Path(str(values["data_dir"])).expanduser()
    if values.get("model_cache"):
        s.model_cache = Path(str(values["model_cache"])).expanduser()
    for key in ("graph", "llm", "fallback_llm", "llm_base_url", "host", "expert_token"):
        if key in values:
            setattr(s, key, str(values[key]))
    if "port" in values:
        try:
            s.port = int(values["port"])  # type: ignore[arg-type]
        except ValueError as exc:
            raise ConfigError(f"The port (KGCHAT_PORT or GRADIO_SERVER_PORT) must be a number, not "
                              f"{values['port']!r}.") from exc
    if "allowed_graphs" in values:
        s.allowed_graphs = _list(values["allowed_graphs"])
    if "allowed_llm_urls" in values:
        s.allowed_llm_urls = _list(values["allowed_llm_urls"])
    if "trusted_proxies" in values:
        s.trusted_proxies = _list(values["trusted_proxies"])
    for key, kind in (("llm_budget_s", float), ("signin_free_tries", int), ("signin_delay_s", float),
                      ("concurrency", int), ("api_rate_limit", int), ("token_price", float), ("budget", int),
                      ("budget_day", int), ("upload_max_mb", float), ("upload_quota_mb", float),
                      ("upload_ttl_hours", float), ("feedback_per_hour", int), ("llm_threads", int)):
        if key in values:
            try:
                setattr(s, key, kind(values[key]))  # type: ignore[operator]
            except ValueError as exc:
                raise ConfigError(f"KGCHAT_{key.upper()} must be a number, not {values[key]!r}.") from exc
            if getattr(s, key) < 0:
                raise ConfigError(f"KGCHAT_{key.upper()} must not be negative.")
    if s.concurrency < 1:
        raise ConfigError("KGCHAT_CONCURRENCY must be at least 1 (questions answered at once).")
    if "experts" in values:
        ex = values["experts"]
        s.experts = _parse_experts(ex) if isinstance(ex, str) else {str(k): str(v) for k, v in dict(ex).items()}
    return s
