"""What the UI does, without gradio: open chats per setting, stream a search, import a triple file, keep history.

One ``AppService`` serves every browser session. Opening a chat (graph + scorer or LLM) is slow the first time, so
chats are cached per ``ChatConfig``; sessions only hold their config.
"""

from __future__ import annotations

import hashlib
import logging
import queue
import re
import threading
from collections import OrderedDict
from collections.abc import Iterator
from dataclasses import asdict, dataclass, replace
from pathlib import Path

from kgchat.backends.base import GraphStore
from kgchat.chat import ENGINES, SCORERS, Chat
from kgchat.config import Settings, load_settings
from kgchat.corrections import Corrections
from kgchat.errors import ConfigError
from kgchat.history import History
from kgchat.types import Answer, Step

log = logging.getLogger(__name__)

MAX_CHATS = 6  # chats kept open (each holds a graph connection and maybe an LLM client)
_DONE = object()


@dataclass(frozen=True)
class ChatConfig:
    """What a session chats with; every field comes from the Settings tab."""

    graph: str = "default"  # graph spec (see kgchat.backends.open_graph)
    engine: str = "tog-r"  # tog | tog-r | mcts (KBQA-o1)
    llm: str = "none"  # none | openai:MODEL | hf:PATH
    llm_base_url: str | None = None  # OpenAI-compatible server, e.g. http://localhost:8000/v1
    width: int = 3  # beam width (ToG; KBQA-o1 sizes its tree by rollouts)
    depth: int = 3  # maximum search depth (ToG)
    scorer: str = "auto"  # pruning scorer without an LLM: auto (embedding) | embedding | bm25

    def to_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, d: dict | None) -> ChatConfig:
        return cls(**{k: v for k, v in (d or {}).items() if k in cls.__dataclass_fields__})


@dataclass
class GraphInfo:
    name: str
    spec: str
    triples: int | None = None
    entities: int | None = None
    relations: int | None = None


def graph_config(kind: str, uri: str = "", uploaded: str = "") -> str:
    """A graph spec from the Settings tab's choice; raises ConfigError with what to type."""
    uri = (uri or "").strip()
    if kind == "default":
        return "default"
    if kind == "neo4j":
        if not re.match(r"^(bolt|neo4j)(\+s|\+ssc)?://", uri):
            raise ConfigError("Type a Neo4j URI such as bolt://neo4j@localhost:7687 (password in $NEO4J_PASSWORD).")
        return uri
    if kind == "sparql":
        url = uri.removeprefix("sparql:")
        if not re.match(r"^https?://\S+$", url):
            raise ConfigError("Type a SPARQL endpoint URL such as http://localhost:8890/sparql.")
        return f"sparql:{url}"
    if kind == "upload":
        if not uploaded:
            raise ConfigError("Upload a triple file (h|r|t lines, .tsv or .nt) first.")
        return uploaded
    raise ConfigError(f"Unknown graph choice {kind!r}.")


def llm_config(kind: str, model: str = "", url: str = "", path: str = "") -> tuple[str, str | None]:
    """(LLM spec, base URL) from the Settings tab's choice."""
    if kind == "none":
        return "none", None
    if kind == "openai":
        if not (model or "").strip():
            raise ConfigError("Give the model name served by the OpenAI-compatible endpoint (e.g. gpt-4o-mini, "
                              "llama3).")
        url = (url or "").strip() or None
        if url and not re.match(r"^https?://\S+$", url):
            raise ConfigError(f"{url!r} is not an http(s) URL; use e.g. http://localhost:8000/v1.")
        return f"openai:{model.strip()}", url
    if kind == "hf":
        if not (path or "").strip() or not Path(path.strip()).expanduser().is_dir():
            raise ConfigError("Give the directory of a local Hugging Face model (config.json and weights inside).")
        return f"hf:{Path(path.strip()).expanduser()}", None
    raise ConfigError(f"Unknown LLM choice {kind!r}.")


class AppService:
    """Shared by all sessions: chats per config, history, corrections and the stop flags of running searches."""

    def __init__(self, settings: Settings | None = None, default: ChatConfig | None = None):
        self.settings = settings or load_settings()
        self.default = default or ChatConfig(graph=self.settings.graph, llm=self.settings.llm,
                                             llm_base_url=self.settings.llm_base_url)
        self.history = History(self.settings.app_db)
        self.corrections = Corrections(self.settings.app_db)
        self._chats: OrderedDict[ChatConfig, Chat] = OrderedDict()
        self._lock = threading.Lock()
        self._opening: dict[ChatConfig, threading.Lock] = {}
        self._stats: dict[str, GraphInfo] = {}
        self.stops: dict[str, threading.Event] = {}  # session id -> stop flag of its running search

    # -- chats -----------------------------------------------------------------------------------------------
    def chat(self, cfg: ChatConfig, progress: bool = False) -> Chat:
        """The chat for ``cfg``, opened on first use (the bundled graph is built then, with progress)."""
        if cfg.engine not in ENGINES:
            raise ConfigError(f"Unknown engine {cfg.engine!r}; use one of {', '.join(ENGINES)}.")
        if cfg.scorer not in SCORERS:
            raise ConfigError(f"Unknown scorer {cfg.scorer!r}; use one of {', '.join(SCORERS)}.")
        with self._lock:
            if cfg in self._chats:
                self._chats.move_to_end(cfg)
                return self._chats[cfg]
            opening = self._opening.setdefault(cfg, threading.Lock())
        # Opened outside the shared lock: a slow server only delays the sessions that asked for it.
        with opening:
            with self._lock:
                if cfg in self._chats:
                    return self._chats[cfg]
            chat = Chat.open(cfg.graph, cfg.engine, cfg.llm, cfg.llm_base_url, cfg.width, cfg.depth,
                             scorer=cfg.scorer, progress=progress)
            with self._lock:
                self._chats[cfg] = chat
                self._opening.pop(cfg, None)
                while len(self._chats) > MAX_CHATS:
                    self._chats.popitem(last=False)
            return chat

    def warm_up(self) -> None:
        """Open the default chat now (build the movie KB, load the scorer) so the first question is quick."""
        try:
            self.chat(self.default, progress=True)
            log.info("kgchat is ready: %s", self.graph_info(self.default).name)
        except Exception:  # the UI reports the same error when someone asks
            log.exception("could not open the default chat")

    def store_for(self, spec: str) -> GraphStore:
        """An open store with this spec (from a cached chat), for undoing corrections on another graph."""
        with self._lock:
            for chat in self._chats.values():
                if chat.graph.spec == spec:
                    return chat.graph
        from kgchat.backends import open_graph

        return open_graph(spec)

    def graph_info(self, cfg: ChatConfig) -> GraphInfo:
        graph = self.chat(cfg).graph
        if graph.spec not in self._stats:
            name = _graph_name(cfg.graph, graph.spec)
            info = GraphInfo(name, graph.spec)
            if graph.spec.startswith("sqlite:"):  # counting a remote graph can take minutes
                s = graph.stats()
                info.triples, info.entities, info.relations = s.triples, s.entities, len(s.relations)
            else:
                graph.entity("kgchat:probe")  # one cheap lookup: an unreachable server fails here, not mid-chat
            self._stats[graph.spec] = info
        return self._stats[graph.spec]

    def graph_changed(self, spec: str) -> None:
        self._stats.pop(spec, None)

    # -- asking ----------------------------------------------------------------------------------------------
    def stream(self, cfg: ChatConfig, question: str, stop: threading.Event,
               history: list[Answer] | None = None) -> Iterator[Step | Answer]:
        """Steps as the search makes them, then the Answer; errors are re-raised in the caller's thread.

        ``history``: the conversation's earlier answers, oldest first, for follow-ups ("what else did he direct?").

        The search runs in a worker thread that reports steps through a queue; ``stop`` is its should_stop flag.
        Closing this generator (the UI cancelled it) sets ``stop`` so the worker ends at its next check.
        """
        chat = self.chat(cfg)
        steps: queue.Queue = queue.Queue()
        result: dict[str, object] = {}

        def work() -> None:
            try:
                result["answer"] = chat.ask(question, history, on_step=steps.put, should_stop=stop.is_set)
            except BaseException as exc:  # handed to the UI thread below
                result["error"] = exc
            finally:
                steps.put(_DONE)

        threading.Thread(target=work, name="kgchat-ask", daemon=True).start()
        try:
            while (item := steps.get()) is not _DONE:
                yield item
        finally:
            stop.set()
        if "error" in result:
            raise result["error"]  # type: ignore[misc]
        yield result["answer"]  # type: ignore[misc]

    # -- graphs from files -----------------------------------------------------------------------------------
    def import_triples(self, path: str | Path) -> tuple[str, str]:
        """Load a triple file into a new SQLite graph in the data dir; returns (graph spec, summary)."""
        from kgchat.backends.importer import guess_format, load_file
        from kgchat.backends.sqlite import SQLiteGraph

        src = Path(path)
        digest = hashlib.sha256(src.read_bytes()).hexdigest()[:10]
        stem = re.sub(r"[^A-Za-z0-9_-]+", "-", src.name.split(".")[0])[:40] or "graph"
        target = self.settings.data_dir / "graphs" / f"{stem}-{digest}.db"
        store = SQLiteGraph(target)
        try:
            report = load_file(store, src, guess_format(src))
            if store.stats().triples == 0:
                raise ConfigError(f"{src.name} holds no readable triples ({len(report.malformed)} malformed "
                                  "lines). Use h|r|t lines, tab-separated values or N-Triples.")
        finally:
            store.close()
        summary = f"Imported {src.name}: {report.added:,} new triples"
        if report.malformed:
            first = ", ".join(str(m.line) for m in report.malformed[:5])
            summary += f"; {len(report.malformed):,} malformed line(s) skipped (lines {first}…)"
        return f"sqlite:{target}", summary

    def with_graph(self, cfg: ChatConfig, spec: str) -> ChatConfig:
        return replace(cfg, graph=spec)


def _graph_name(requested: str, spec: str) -> str:
    if requested in ("", "default"):
        return "MetaQA movie KB (bundled)"
    if spec.startswith("sqlite:"):
        return Path(spec.removeprefix("sqlite:")).stem
    if spec.startswith("sparql:"):
        return "SPARQL " + re.sub(r"^sparql:(https?://)?", "", spec).split("/")[0]
    return "Neo4j " + re.sub(r"^[a-z+]+://([^@]*@)?", "", spec).split("/")[0]
