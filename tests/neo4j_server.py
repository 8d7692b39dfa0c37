"""Pytest plugin: one real Neo4j server per test session (tools/neo4j-server), and fixtures to load graphs into it.

The server is Neo4j Community 5.26 started through a small Java launcher on a free loopback port with a fresh
temporary data directory; it is built with Maven on first use (jars cached in ~/.m2) and stopped at the end of
the session. It also stops by itself if this process dies (it exits when its stdin closes).

``KGCHAT_TEST_NEO4J_URI=bolt://127.0.0.1:PORT`` (with ``KGCHAT_TEST_NEO4J_PASSWORD``) uses a server that is
already running instead, e.g. one from ``tools/neo4j-server/start.sh``. Its database is wiped by the tests.

When Java, Maven or the jars are missing, ``conftest.server_missing`` skips the Neo4j tests (or fails them under
``KGCHAT_REQUIRE_SERVERS=1``).
"""

from __future__ import annotations

import os
import queue
import shutil
import subprocess
import tempfile
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SERVER_DIR = ROOT / "tools" / "neo4j-server"
JAR = SERVER_DIR / "target" / "neo4j-test-server.jar"
PASSWORD = "kgchat-test"  # the launcher's fixed test password (user neo4j)
START_TIMEOUT = 180.0  # seconds; a cold JVM on a busy 2-core CI machine takes ~10-30 s
BUILD_TIMEOUT = 900.0  # seconds; the first build downloads ~120 MB of jars


@dataclass(frozen=True)
class Neo4jServer:
    uri: str
    user: str
    password: str


def _missing(reason: str) -> None:
    try:
        from conftest import server_missing
    except ImportError:  # the plugin used without kgchat's conftest
        pytest.skip(reason)
    server_missing(reason)


def _build() -> str | None:
    """Build the launcher if needed; returns why it cannot run, or None."""
    sources = [SERVER_DIR / "pom.xml", *(SERVER_DIR / "src").rglob("*.java")]
    if JAR.exists() and (SERVER_DIR / "target" / "lib").is_dir() and \
            all(p.stat().st_mtime <= JAR.stat().st_mtime for p in sources):
        return None
    mvn = shutil.which("mvn")
    if mvn is None:
        return "Maven (mvn) is not installed, so the Neo4j test server cannot be built"
    try:
        done = subprocess.run([mvn, "-q", "-f", str(SERVER_DIR / "pom.xml"), "package", "-DskipTests"],
                              capture_output=True, text=True, timeout=BUILD_TIMEOUT)
    except subprocess.TimeoutExpired:
        return f"building the Neo4j test server took more than {BUILD_TIMEOUT:.0f} s"
    if done.returncode != 0:
        return f"building the Neo4j test server failed:\n{(done.stdout + done.stderr)[-3000:]}"
    return None


def _read_lines(stream, out: queue.Queue) -> None:
    for line in stream:
        out.put(line)
    out.put(None)


@pytest.fixture(scope="session")
def neo4j_server() -> Iterator[Neo4jServer]:
    """A running Neo4j reachable over Bolt on 127.0.0.1, for the whole test session."""
    pytest.importorskip("neo4j", reason="the neo4j driver is not installed (pip install 'kgchat[neo4j]')")
    external = os.environ.get("KGCHAT_TEST_NEO4J_URI")
    if external:
        yield Neo4jServer(external, "neo4j", os.environ.get("KGCHAT_TEST_NEO4J_PASSWORD", PASSWORD))
        return
    java = shutil.which("java")
    if java is None:
        _missing("Java is not installed, so the Neo4j test server cannot run")
    problem = _build()
    if problem:
        _missing(problem)
    home = Path(tempfile.mkdtemp(prefix="kgchat-neo4j-"))
    log = home / "server.log"
    cmd = [java, "-Xmx1g", "-XX:+UseParallelGC", "-cp", f"{JAR}{os.pathsep}{JAR.parent / 'lib' / '*'}",
           "kgchat.neo4jserver.Main", str(home / "neo4j"), "0", "--password", PASSWORD,
           "--pagecache", "256m", "--exit-on-stdin-eof"]
    with log.open("w") as err:
        proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=err, text=True)
    lines: queue.Queue = queue.Queue()
    threading.Thread(target=_read_lines, args=(proc.stdout, lines), daemon=True).start()
    uri = None
    deadline = time.monotonic() + START_TIMEOUT
    while uri is None and time.monotonic() < deadline:
        try:
            line = lines.get(timeout=1.0)
        except queue.Empty:
            continue
        if line is None:
            break
        if line.startswith("READY "):
            uri = line.split()[1]
    try:
        if uri is None:
            proc.kill()
            proc.wait(timeout=30)
            tail = log.read_text(errors="replace")[-3000:]
            _missing(f"the Neo4j test server did not start (exit code {proc.returncode}); log:\n{tail}")
        yield Neo4jServer(uri, "neo4j", PASSWORD)
    finally:
        _stop(proc)
        shutil.rmtree(home, ignore_errors=True)


def _stop(proc: subprocess.Popen) -> None:
    if proc.poll() is not None:
        return
    try:
        proc.stdin.close()  # the launcher shuts Neo4j down cleanly on stdin EOF
        proc.wait(timeout=60)
    except (OSError, subprocess.TimeoutExpired):
        proc.terminate()
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


@pytest.fixture
def neo4j_open(neo4j_server: Neo4jServer) -> Iterator[Callable[..., object]]:
    """``open(**settings) -> Neo4jGraph`` on the session's server, with the test credentials; closed afterwards."""
    from kgchat.backends.neo4j import Neo4jGraph

    opened: list[Neo4jGraph] = []

    def open_graph(**settings: object) -> Neo4jGraph:
        settings.setdefault("uri", neo4j_server.uri)
        settings.setdefault("user", neo4j_server.user)
        settings.setdefault("password", neo4j_server.password)
        graph = Neo4jGraph(**settings)
        opened.append(graph)
        return graph

    yield open_graph
    for graph in opened:
        graph.close()


def wipe_all(graph) -> None:
    """Empty the database, including indexes and constraints other tests created."""
    graph.wipe()
    for row in graph._read("SHOW CONSTRAINTS YIELD name RETURN name", "listing constraints"):
        graph._read_write(f"DROP CONSTRAINT `{row['name']}` IF EXISTS")
    for row in graph._read("SHOW INDEXES YIELD name, type WHERE type <> 'LOOKUP' RETURN name", "listing indexes"):
        graph._read_write(f"DROP INDEX `{row['name']}` IF EXISTS")


@contextmanager
def schema_engine_on(server: Neo4jServer, nodes: dict, fill: Callable[[object], None] | None = None,
                     rels: Iterable[tuple[str, str, str]] = ()) -> Iterator[object]:
    """A ``SchemaEngine`` (with MiniLM) over a small property graph written into the emptied test database: each
    node of ``nodes`` (``handle: (labels, properties)``) is created with a ``_h`` handle; each ``(start handle, type,
    end handle)`` of ``rels`` becomes a relationship without properties, and ``fill(session)``, when given, adds the
    rest (relationship properties, more nodes); the handles are removed before the engine opens the graph, and
    the database is emptied afterwards. Skips the test when MiniLM is not there."""
    import neo4j

    from kgchat.backends.neo4j import Neo4jGraph
    from kgchat.errors import ModelError
    from kgchat.reasoning.schema_parser.engine import SchemaEngine
    from kgchat.scorers.embedding import load_minilm

    try:
        encoder = load_minilm()
    except ModelError as exc:
        pytest.skip(f"no MiniLM: {exc}")
    g = Neo4jGraph(uri=server.uri, user=server.user, password=server.password)
    wipe_all(g)
    g.close()
    with neo4j.GraphDatabase.driver(server.uri, auth=(server.user, server.password)) as driver, \
            driver.session() as s:
        for handle, (labels, props) in nodes.items():
            s.run(f"CREATE (n:{':'.join(labels)}) SET n = $props, n._h = $h", props=props, h=handle)
        for start, rel, end in rels:
            s.run(f"MATCH (a {{_h: $a}}), (b {{_h: $b}}) CREATE (a)-[:{rel}]->(b)", a=start, b=end)
        if fill is not None:
            fill(s)
        s.run("MATCH (n) REMOVE n._h")
    g = Neo4jGraph(uri=server.uri, user=server.user, password=server.password)
    try:
        yield SchemaEngine(g, encoder)
    finally:
        wipe_all(g)
        g.close()


def ask_form(engine, question: str) -> tuple[object, str | None, list[str]]:
    """(the answer, its executed logical form, the names of its entities) of ``engine.ask(question)``."""
    answer = engine.ask(question)
    return answer, answer.trace.logical_form, [e.name for e in answer.entities]


@contextmanager
def schema_engine_on_bench(server: Neo4jServer, folder: Path) -> Iterator[object]:
    """A ``SchemaEngine`` (with MiniLM) over one of the bench's property graphs (``bench/own/<folder>/graph.json``)
    loaded into the emptied test database by the shared propgraph loader; the database is emptied afterwards. Skips
    the test when MiniLM is not there."""
    import importlib.util

    from kgchat.backends.neo4j import Neo4jGraph
    from kgchat.errors import ModelError
    from kgchat.reasoning.schema_parser.engine import SchemaEngine
    from kgchat.scorers.embedding import load_minilm

    try:
        encoder = load_minilm()
    except ModelError as exc:
        pytest.skip(f"no MiniLM: {exc}")
    spec = importlib.util.spec_from_file_location("propgraph_load", folder.parent / "propgraph" / "load.py")
    loader = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(loader)
    g = Neo4jGraph(uri=server.uri, user=server.user, password=server.password)
    wipe_all(g)
    g.close()
    loader.load(server.uri, server.user, server.password, folder / "graph.json")
    g = Neo4jGraph(uri=server.uri, user=server.user, password=server.password)
    try:
        yield SchemaEngine(g, encoder)
    finally:
        wipe_all(g)
        g.close()


@pytest.fixture
def neo4j_store_factory(neo4j_open) -> Callable[[Path], object]:
    """``factory(path) -> Neo4jGraph``: wipe the database and load a triple file through the importer."""
    from kgchat.backends.importer import load_file

    def factory(path: Path, **settings: object):
        graph = neo4j_open(**settings)
        graph.wipe()  # kgchat's own indexes stay: recreating them for every test would only cost time
        graph = neo4j_open(**settings)  # reopened so labels are detected on the empty graph
        report = load_file(graph, path)
        assert not report.malformed, report.malformed
        return graph

    return factory
