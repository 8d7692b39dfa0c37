"""Shared fixtures: the tiny test graph on every backend, real servers where a backend needs one.

Server-backed backends (Neo4j, Virtuoso) are provided by the plugins below, each of which starts its real server
once per test session. When ``KGCHAT_REQUIRE_SERVERS=1`` (set by .ci/run) a server that cannot start fails the
run instead of skipping its tests.
"""

from __future__ import annotations

import importlib.util
import os
from pathlib import Path

import pytest

from kgchat.backends.importer import load_file
from kgchat.backends.sqlite import SQLiteGraph

os.environ.setdefault("GRADIO_ANALYTICS_ENABLED", "False")
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
# The local model (kgchat[local]) answers by default where the graph cannot; tests that want it ask for it
# (tests/test_local_llm.py), the others keep today's "I don't know" and their speed.
os.environ.setdefault("KGCHAT_FALLBACK_LLM", "none")

ROOT = Path(__file__).resolve().parent.parent
TINY = ROOT / "graphs" / "tiny_movies.txt"
SHARED = ROOT.parent / "shared"

# Plugins that start real servers; each defines a fixture "<backend>_store_factory".
_SERVER_PLUGINS = {"neo4j": "neo4j_server", "virtuoso": "virtuoso_server"}
pytest_plugins = [m for m in _SERVER_PLUGINS.values() if (Path(__file__).parent / f"{m}.py").exists()]
BACKENDS = ["sqlite"] + [b for b, m in _SERVER_PLUGINS.items() if m in pytest_plugins]


SERVER_FIXTURES = {"neo4j_server", "virtuoso_server"}
SERVER_MARKERS = ("neo4j", "virtuoso", "browser")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Tests that need a database server or a browser are ``slow`` (``pytest -m "not slow"`` is the fast subset);
    tests that load a model are marked where they are written."""
    for item in items:
        callspec = getattr(item, "callspec", None)
        backend = callspec.params.get("store") if callspec is not None else None
        if (backend not in (None, "sqlite") or SERVER_FIXTURES & set(getattr(item, "fixturenames", ()))
                or any(item.get_closest_marker(m) for m in SERVER_MARKERS)):
            item.add_marker(pytest.mark.slow)


def require_servers() -> bool:
    return os.environ.get("KGCHAT_REQUIRE_SERVERS") == "1"


def server_missing(reason: str) -> None:
    """Fail under CI (servers are part of the suite there), skip on a developer machine without them."""
    if require_servers():
        pytest.fail(f"test server unavailable: {reason}")
    pytest.skip(reason)


def sqlite_from_text(tmp_path: Path, text: str, name: str):
    """A fixture body: ``text`` (``head|relation|tail`` lines) loaded into a fresh SQLite graph, closed afterwards
    (``yield from sqlite_from_text(tmp_path, FAMILY, "family")``)."""
    path = tmp_path / f"{name}.txt"
    path.write_text(text)
    store = SQLiteGraph(tmp_path / f"{name}.db")
    load_file(store, path, "metaqa")
    yield store
    store.close()


@pytest.fixture
def tiny_sqlite(tmp_path: Path) -> SQLiteGraph:
    store = SQLiteGraph(tmp_path / "tiny.db")
    load_file(store, TINY, "metaqa")
    yield store
    store.close()


@pytest.fixture(params=BACKENDS)
def store(request: pytest.FixtureRequest, tmp_path: Path):
    """The tiny movie graph, freshly loaded, on each backend in turn."""
    if request.param == "sqlite":
        yield request.getfixturevalue("tiny_sqlite")
        return
    factory = request.getfixturevalue(f"{request.param}_store_factory")
    yield factory(TINY)


@pytest.fixture(scope="session")
def encoder():
    """The frozen MiniLM encoder kgchat ships (one per process; a hard dependency, so a missing model fails)."""
    from kgchat.scorers.embedding import load_minilm

    return load_minilm()


@pytest.fixture(scope="session")
def shared_dir() -> Path:
    if not SHARED.exists():
        pytest.skip("../shared (benchmark data) is not next to this checkout")
    return SHARED


def has_module(name: str) -> bool:
    return importlib.util.find_spec(name) is not None
