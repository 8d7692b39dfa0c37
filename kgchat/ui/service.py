"""What the UI does, without gradio: open chats per setting, stream a search, import a triple file, keep history.

One ``AppService`` serves every browser session. Opening a chat (graph + scorer or LLM) is slow the first time, so
chats are cached per ``ChatConfig``; sessions only hold their config.

Who may choose what (``settings_config``): anyone may change the engine, width, depth and scorer, go back to the
server's graph or use a triple file they uploaded (stored under the data directory, under a name the server
chose); switching to a Neo4j / SPARQL graph or to another LLM is for experts, and only to what the administrator
listed in KGCHAT_ALLOWED_GRAPHS / KGCHAT_ALLOWED_LLM_URLS. Those checks run before any connection is made. The
server's OPENAI_API_KEY only goes to the endpoint the administrator configured (``_llm_options``).
"""

from __future__ import annotations

import contextlib
import logging
import os
import queue
import re
import threading
import time
from collections import OrderedDict
from collections.abc import Iterator
from dataclasses import asdict, dataclass
from pathlib import Path

from kgchat.backends.base import GraphStore
from kgchat.chat import DEFAULT_ENGINE, ENGINES, SCORERS, Chat
from kgchat.config import Settings, load_settings, normalize_url
from kgchat.corrections import Correction, Corrections
from kgchat.errors import ConfigError, NotAuthorized
from kgchat.history import History
from kgchat.integrations.ratelimit import RateLimiter
from kgchat.llm.base import BaseLLM
from kgchat.llm.local_model import INSTALL
from kgchat.reasoning.router import RouterMemory, decision_of, open_memory
from kgchat.signin import SignInThrottle
from kgchat.types import Answer, Step, Triple
from kgchat.uploads import UPLOAD_NAME, Uploads

log = logging.getLogger(__name__)

MAX_CHATS = 6  # chats kept open (each holds a graph connection and maybe an LLM client)
ANONYMOUS_FEEDBACK = "anonymous feedback"  # the router's source label of a verdict from an anonymous 👍/👎
_DONE = object()
NOT_ALLOWED = ("{what} is not on this server's allow-list ({var}); ask the administrator to add it. Nothing was "
               "contacted.")


@dataclass(frozen=True)
class Draft:
    """An LLM-only answer as far as it is written (streamed before the Answer)."""

    text: str


@dataclass(frozen=True)
class ChatConfig:
    """What a session chats with; every field comes from the Settings tab."""

    graph: str = "default"  # graph spec (see kgchat.backends.open_graph)
    engine: str = DEFAULT_ENGINE  # auto (the router; default) | compose | tog | tog-r | mcts (KBQA-o1) | crf (hierarchical RL)
    llm: str = "none"  # none | local | gguf:PATH | openai:MODEL | hf:PATH
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
        name = (uploaded or "").strip()
        if not name:
            raise ConfigError("Upload a triple file (h|r|t lines, .tsv or .nt) first.")
        if not UPLOAD_NAME.match(name):
            raise ConfigError("That is not the name of an uploaded graph; upload the triple file again.")
        return f"upload:{name}"
    raise ConfigError(f"Unknown graph choice {kind!r}.")


def llm_config(kind: str, model: str = "", url: str = "", path: str = "") -> tuple[str, str | None]:
    """(LLM spec, base URL) from the Settings tab's choice."""
    if kind == "none":
        return "none", None
    if kind == "local":
        return "local", None
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
        return f"hf:{Path(path.strip()).expanduser()}", None  # the caller checks who may load it first
    raise ConfigError(f"Unknown LLM choice {kind!r}.")


class AppService:
    """Shared by all sessions: chats per config, history, corrections and the stop flags of running searches."""

    def __init__(self, settings: Settings | None = None, default: ChatConfig | None = None):
        self.settings = settings or load_settings()
        self.default = default or ChatConfig(graph=self.settings.graph, llm=self.settings.llm,
                                             llm_base_url=self.settings.llm_base_url)
        self.history = History(self.settings.app_db)
        self.corrections = Corrections(self.settings.app_db)
        self.uploads = Uploads(self.settings)
        self._chats: OrderedDict[ChatConfig, Chat] = OrderedDict()
        self._lock = threading.Lock()
        self._opening: dict[ChatConfig, threading.Lock] = {}
        self._stats: dict[str, GraphInfo] = {}
        self.stops: dict[str, threading.Event] = {}  # session id -> stop flag of its running search
        # One sign-in back-off for the Corrections tab, Gradio's sign-in page and the HTTP API (kgchat.signin).
        self.signin = SignInThrottle.from_settings(self.settings)
        self._feedback_limit = RateLimiter(self.settings.feedback_per_hour, window=3600.0)

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
        if self.uploads.is_upload(cfg.graph) and not Path(cfg.graph.removeprefix("sqlite:")).is_file():
            raise ConfigError("The uploaded graph this session used has expired (uploads of anonymous sessions are "
                              f"kept {self.settings.upload_ttl_hours:g} hours); upload the triple file again, or "
                              "choose another graph in Settings.")
        # Opened outside the shared lock: a slow server only delays the sessions that asked for it.
        with opening:
            with self._lock:
                if cfg in self._chats:
                    return self._chats[cfg]
            chat = Chat.open(cfg.graph, cfg.engine, cfg.llm, cfg.llm_base_url, cfg.width, cfg.depth,
                             scorer=cfg.scorer, progress=progress, llm_options=self._llm_options(cfg))
            with self._lock:
                self._chats[cfg] = chat
                self._opening.pop(cfg, None)
                while len(self._chats) > MAX_CHATS:
                    self._chats.popitem(last=False)
            return chat

    def is_open(self, cfg: ChatConfig) -> bool:
        """Whether the chat for ``cfg`` is open already (the API's health check; opening is not started)."""
        with self._lock:
            return cfg in self._chats

    def _llm_options(self, cfg: ChatConfig) -> dict:
        """The server's OPENAI_API_KEY goes only to the endpoint the administrator configured; any other URL
        (an allow-listed local server) gets a placeholder key."""
        if not cfg.llm.startswith("openai:") or not cfg.llm_base_url:
            return {}
        configured = self.settings.llm_base_url or os.environ.get("OPENAI_BASE_URL") or ""
        if normalize_url(cfg.llm_base_url) == normalize_url(configured):
            return {}
        from kgchat.llm.openai_llm import PLACEHOLDER_KEY

        return {"api_key": PLACEHOLDER_KEY}

    # -- what a session may choose ---------------------------------------------------------------------------
    def settings_config(self, current: ChatConfig, who: str | None, graph_kind: str, uri: str, uploaded: str,
                        engine: str, llm_kind: str, llm_model: str, llm_url: str, hf_path: str, width: int,
                        depth: int, scorer: str) -> ChatConfig:
        """The config a Settings form asks for, after checking that ``who`` (an expert or None) may have it.

        Every check here happens before anything is opened: a refused URL is never contacted, and refusals do not
        depend on whether a host, port or path exists.
        """
        if graph_kind == "current":
            spec = current.graph
        elif graph_kind == "default":
            spec = self.default.graph
        else:
            spec = graph_config(graph_kind, uri, uploaded)
            if spec.startswith("upload:"):
                spec = self.uploaded_spec(spec.removeprefix("upload:"))
            elif spec != self.default.graph:
                if not who:
                    raise NotAuthorized("Switching to a Neo4j or SPARQL graph is an expert action: sign in on the "
                                        "Corrections tab first.")
                if not self._graph_allowed(spec):
                    raise NotAuthorized(NOT_ALLOWED.format(what="That graph", var="KGCHAT_ALLOWED_GRAPHS"))
        llm, base_url = self._llm_choice(who, llm_kind, llm_model, llm_url, hf_path)
        return ChatConfig(spec, engine, llm, base_url, int(width or 3), int(depth or 3), scorer or "auto")

    def _llm_choice(self, who: str | None, kind: str, model: str, url: str, path: str) -> tuple[str, str | None]:
        if kind == "none":
            return "none", None
        if kind == "hf":
            if not who:
                raise NotAuthorized("Loading a local Hugging Face model is an expert action: sign in first.")
            folder = normalize_url(str(Path((path or "").strip()).expanduser()))
            inside = Path(folder).resolve().is_relative_to(self.settings.models_dir.resolve())
            if not folder or not (inside or folder in self.settings.allowed_llm_urls):
                raise NotAuthorized(NOT_ALLOWED.format(what="That model directory", var="KGCHAT_ALLOWED_LLM_URLS"))
            return llm_config(kind, path=path)
        llm, base_url = llm_config(kind, model, url, path)  # format checks only: nothing is contacted
        if (llm, normalize_url(base_url or "")) == (self.default.llm, normalize_url(self.default.llm_base_url or "")):
            return self.default.llm, self.default.llm_base_url  # the server's own LLM: anyone may use it
        if not who:
            raise NotAuthorized("Choosing an LLM is an expert action: sign in on the Corrections tab first.")
        configured = self.settings.llm_base_url or os.environ.get("OPENAI_BASE_URL") or ""
        if base_url and normalize_url(base_url) not in {*self.settings.allowed_llm_urls, normalize_url(configured)}:
            raise NotAuthorized(NOT_ALLOWED.format(what="That LLM endpoint", var="KGCHAT_ALLOWED_LLM_URLS"))
        return llm, base_url

    def _graph_allowed(self, spec: str) -> bool:
        allowed = {a if not a.startswith(("http://", "https://")) else f"sparql:{a}"
                   for a in self.settings.allowed_graphs}
        return normalize_url(spec) in allowed

    def warm_up(self) -> None:
        """Open the default chat now (build the movie KB, load the scorer) so the first question is quick."""
        try:
            chat = self.chat(self.default, progress=True)
            self.corrections.reconcile_once(chat.graph)  # settle what a crash left pending before anyone looks
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
            from kgchat.backends.importer import unfinished_load

            name = self.graph_label(graph.spec)
            if unfinished := unfinished_load(graph):
                name += f" (INCOMPLETE: the load of {unfinished} did not finish; load it again)"
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

    def graph_label(self, spec: str) -> str:
        """What a graph is called where people see it (header, History, API answers): never a server path,
        user name or query string — the bundled KB by its name, a file by its stem (an upload by its server-given
        name), a server by its host."""
        if spec in ("", "default") or spec == f"sqlite:{self.settings.default_graph_db}":
            return "MetaQA movie KB (bundled)"
        return graph_label(spec)

    def shown_correction(self, entry: Correction) -> dict:
        """An audit entry as the API answers it: the graph by its label."""
        return {**entry.to_dict(), "graph": self.graph_label(entry.graph)}

    # -- what the router learns from people ------------------------------------------------------------------
    def router_memory(self) -> RouterMemory | None:
        """What --engine auto has learnt, when it has been used on this server (None otherwise)."""
        path = self.settings.router_db
        return open_memory(path) if path.exists() else None

    def feedback(self, answer_id: int, value: int | None, owners: list[str] | None = None, client: str = "",
                 expert: bool = False) -> bool:
        """Store 👍 (+1) / 👎 (-1) / nothing (None) with the answer; a routed answer may also tell the router (whose
        state every user shares) that it was right or wrong. Returns whether the router learnt from it.

        An expert's verdict counts as before. An anonymous one (``ANONYMOUS_FEEDBACK``) counts at most once per
        answer — it may set a verdict no one gave, or change its own, never replace an expert's or a correction's —
        and new anonymous verdicts are capped per client address and per session (``feedback_per_hour`` an hour):
        past that the 👍/👎 is still stored with the answer, but the router does not learn from it.
        """
        self.history.set_feedback(answer_id, value, owners)
        decision = decision_of(self.history.turn(answer_id, owners).answer)
        if decision is None or (memory := self.router_memory()) is None:
            return False
        reward = None if value is None else float(value > 0)
        if expert:
            return memory.learn(decision, reward, "feedback")
        known = memory.decision(decision)
        if known is None or (known.outcome is not None and known.source != ANONYMOUS_FEEDBACK):
            return False  # an expert, a correction or a gold answer judged it: that stands
        if known.outcome is None:  # a new verdict: within the allowance of this client and this session
            if reward is None:
                return False
            session = (owners or ["session:unknown"])[0]
            if (self.settings.feedback_per_hour <= 0 or self._feedback_limit.check(f"client:{client}")
                    or self._feedback_limit.check(session)):
                log.info("anonymous feedback on answer %s not taught to the router (over %s an hour)", answer_id,
                         self.settings.feedback_per_hour)
                return False
        return memory.learn(decision, reward, ANONYMOUS_FEEDBACK)

    def correct(self, store: GraphStore, action: str, who: str, reason: str, before: Triple | None = None,
                after: Triple | None = None) -> Correction:
        """Apply and log a correction; answers whose path used the wrong fact count against the arm that gave them."""
        done = self.corrections.apply(store, action, who, reason, before, after)
        self.graph_changed(store.spec)
        if done.before is not None and done.action in ("flag", "edit", "delete") \
                and (memory := self.router_memory()) is not None:
            memory.learn_correction(store.spec, done.before, done.id)
        return done

    def undo_correction(self, correction_id: int, who: str, reason: str = "") -> Correction:
        """Undo a correction; the verdicts it gave the router are withdrawn."""
        entry = self.corrections.get(correction_id)
        store = self.store_for(entry.graph)
        done = self.corrections.undo(store, entry.id, who, reason)
        self.graph_changed(store.spec)
        if (memory := self.router_memory()) is not None:
            memory.withdraw_correction(entry.id)
        return done

    def fallback_spec(self) -> str:
        """What answers alone when the graph cannot and no LLM is chosen: an LLM spec, or "none"."""
        from kgchat.llm.local_model import available

        spec = (self.settings.fallback_llm or "auto").strip()
        if spec.lower() == "auto":
            return "local" if available(cache=self.settings.llm_cache) else "none"
        return spec

    def fallback_hint(self, cfg: ChatConfig) -> str | None:
        """What to install for a labelled LLM answer where the graph has none: None when this chat has an LLM
        (its own, or the fallback one)."""
        with self._lock:
            chat = self._chats.get(cfg)
        if chat is None or chat.llm is not None or chat.fallback is not None:
            return None
        return (f"No LLM is set up to answer from its own knowledge. {INSTALL} adds a small local one; its answers "
                "are labelled “LLM only, not verified”.")

    # -- asking ----------------------------------------------------------------------------------------------
    def stream(self, cfg: ChatConfig, question: str, stop: threading.Event,
               history: list[Answer] | None = None) -> Iterator[Step | Draft | Answer]:
        """Steps as the search makes them, the LLM's answer as it is written (``Draft``, when the graph had none),
        then the Answer; errors are re-raised in the caller's thread.

        ``history``: the conversation's earlier answers, oldest first, for follow-ups ("what else did he direct?").

        The search runs in a worker thread that reports steps through a queue; ``stop`` is its should_stop flag,
        which also ends the LLM requests in flight (their connections are closed). Closing this generator (the UI
        cancelled it, an API client went away) sets ``stop`` so the worker ends at its next check.
        """
        chat = self.chat(cfg)
        steps: queue.Queue = queue.Queue()
        result: dict[str, object] = {}

        def work() -> None:
            try:
                with contextlib.ExitStack() as limits:  # Stop and the time budget also end LLM calls and retries
                    for llm in {id(m): m for m in (chat.llm, chat.fallback) if isinstance(m, BaseLLM)}.values():
                        limits.enter_context(llm.limits(stop.is_set, self.settings.llm_budget_s))
                    result["answer"] = chat.ask(question, history, on_step=steps.put, should_stop=stop.is_set,
                                                on_text=lambda text: steps.put(Draft(text)))
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
    def import_triples(self, path: str | Path, owner: str = "session:cli", anonymous: bool = False) -> tuple[str, str]:
        """Load a triple file into a new SQLite graph under data_dir/graphs for ``owner``; returns (upload name,
        summary). Size, quota and expiry: ``kgchat.uploads``. The name is the server's (file stem + content hash);
        ``uploaded_spec`` turns it back into a spec. A refused or failed import leaves no graph behind."""
        self.clean_uploads()
        return self.uploads.add(Path(path), owner, anonymous)

    def keep_clean(self, every_s: float = 3600.0) -> None:
        """Remove expired uploads now and then every ``every_s`` seconds (a daemon thread of the server)."""
        while True:
            try:
                self.clean_uploads()
            except Exception:  # a locked database, a file in use: the next round tries again
                log.exception("could not clean up expired uploads")
            time.sleep(every_s)

    def uploaded_spec(self, name: str) -> str:
        """The spec of an uploaded graph by its server-given name (refused the same way when malformed or absent)."""
        return self.uploads.spec(name)

    def clean_uploads(self) -> list[str]:
        """Remove the expired uploads of anonymous sessions, and close the chats that used them."""
        removed = self.uploads.cleanup()
        if removed:
            gone = {self.uploads.spec_of(name) for name in removed}
            with self._lock:
                for cfg in [c for c, chat in self._chats.items() if chat.graph.spec in gone]:
                    self._chats.pop(cfg)
            for spec in gone:
                self.graph_changed(spec)
        return removed


def graph_label(spec: str) -> str:
    """A graph's display name from its spec alone (``AppService.graph_label`` also knows the bundled KB)."""
    if spec.startswith("sqlite:"):
        return Path(spec.removeprefix("sqlite:")).stem or "SQLite graph"
    host = re.sub(r"^(sparql:)?[a-z0-9+]+://([^@/]*@)?", "", spec).split("/")[0].split("#")[0].split("?")[0]
    return ("SPARQL " if spec.startswith(("sparql:", "http")) else "Neo4j ") + host
