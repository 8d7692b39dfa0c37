"""pytest plugin: one real Virtuoso for the whole test session, and SparqlGraph stores over fresh named graphs.

The server is ``virtuoso-t`` from the Debian package ``virtuoso-opensource``, started in the foreground with its
own database in a temporary directory, from ``tools/virtuoso/virtuoso.ini.template``:
- HTTP (``/sparql``) and ISQL ports are free loopback ports chosen at start;
- ``DirsAllowed`` includes the temporary data directory the bulk loader reads from;
- ``ResultSetMaxRows`` is low (``MAX_ROWS``) and ``MaxSortedTopRows`` too (``SORTED_TOP``), so that kgchat's paging
  is exercised: without it, answers would silently stop at the cap;
- the SPARQL user may update (``GRANT SPARQL_UPDATE TO "SPARQL"``), for corrections;
- every literal is free-text indexed (``RDF_OBJ_FT_RULE_ADD``), for ``bif:contains``;
- ``MaxQueryCostEstimationTime`` is 0 (no cost estimate before each query, as ``docs/servers.md`` recommends for a
  Virtuoso serving kgchat), unless ``cost_estimate`` gives Virtuoso's stock 400 or another limit.

Files are bulk-loaded with ``ld_dir`` + ``rdf_loader_run()`` through ``isql-vt``; ``DB.DBA.load_list`` is checked
afterwards and any file with an ``ll_error`` fails the test loudly. The server is shut down at the end of the session.
When ``virtuoso-t`` is not installed the Virtuoso tests are skipped (failed under ``KGCHAT_REQUIRE_SERVERS=1``).
"""

from __future__ import annotations

import itertools
import os
import shutil
import socket
import subprocess
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from kgchat.backends.rdf import convert_file
from kgchat.backends.sparql import SparqlGraph

ROOT = Path(__file__).resolve().parent.parent
TEMPLATE = ROOT / "tools" / "virtuoso" / "virtuoso.ini.template"
VSP_DIR = Path("/var/lib/virtuoso-opensource-7/vsp")
MAX_ROWS = 500  # ResultSetMaxRows: below the largest neighbour sets of the PathQuestion KBs (737)
SORTED_TOP = 2000  # MaxSortedTopRows: below the number of names in a PathQuestion KB
GRAPH_BASE = "http://kgchat.test/graph/"
FREEBASE_NS = "http://rdf.freebase.com/ns/"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _sql_string(text: str) -> str:
    return "'" + text.replace("'", "''") + "'"


class LoadFailed(RuntimeError):
    """A file could not be bulk-loaded (its ``ll_error`` in ``DB.DBA.load_list``)."""


class VirtuosoServer:
    """A Virtuoso process with its own database directory; ``load`` bulk-loads N-Triples into a named graph."""

    def __init__(self, root: Path, max_rows: int = MAX_ROWS, sorted_top: int = SORTED_TOP, cost_estimate: int = 0):
        self.root = root
        self.max_rows, self.sorted_top, self.cost_estimate = max_rows, sorted_top, cost_estimate
        self.db_dir = root / "db"
        self.data_dir = root / "data"
        self.http_port = _free_port()
        self.isql_port = _free_port()
        self.endpoint = f"http://127.0.0.1:{self.http_port}/sparql"
        self.process: subprocess.Popen | None = None
        self._files = itertools.count(1)

    # -- lifecycle -------------------------------------------------------------------------------------------
    def start(self, timeout: float = 90.0) -> None:
        import httpx

        self.db_dir.mkdir(parents=True, exist_ok=True)
        self.data_dir.mkdir(parents=True, exist_ok=True)
        self.vsp_dir = VSP_DIR if VSP_DIR.is_dir() else self.root / "vsp"  # /sparql needs no files from it
        self.vsp_dir.mkdir(exist_ok=True)
        ini = TEMPLATE.read_text(encoding="utf-8")
        for key, value in {"db_dir": self.db_dir, "data_dir": self.data_dir, "isql_port": self.isql_port,
                           "http_port": self.http_port, "max_rows": self.max_rows, "sorted_top": self.sorted_top,
                           "cost_estimate": self.cost_estimate, "vsp_dir": self.vsp_dir}.items():
            ini = ini.replace("{" + key + "}", str(value))
        config = self.db_dir / "virtuoso.ini"
        config.write_text(ini, encoding="utf-8")
        self.log = (self.root / "virtuoso.out").open("w")
        self.process = subprocess.Popen(["virtuoso-t", "+foreground", "+configfile", str(config)], cwd=self.db_dir,
                                        stdout=self.log, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + timeout
        while True:
            if self.process.poll() is not None:
                raise RuntimeError(f"virtuoso-t exited with {self.process.returncode}:\n{self.log_tail()}")
            try:
                if httpx.get(self.endpoint, params={"query": "ASK {}"}, timeout=2).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if time.monotonic() > deadline:
                self.stop()
                raise RuntimeError(f"Virtuoso did not answer on {self.endpoint} within {timeout:.0f} s:\n{self.log_tail()}")
            time.sleep(0.3)
        self.isql('GRANT SPARQL_UPDATE TO "SPARQL";\n'
                  "DB.DBA.RDF_OBJ_FT_RULE_ADD (null, null, 'index_all');\n")

    def log_tail(self, lines: int = 30) -> str:
        parts = []
        for path in (self.root / "virtuoso.out", self.db_dir / "virtuoso.log"):
            if path.exists():
                parts += path.read_text(errors="replace").splitlines()[-lines:]
        return "\n".join(parts)

    def stop(self) -> None:
        if self.process is None or self.process.poll() is not None:
            return
        try:
            self.isql("raw_exit();\n", timeout=30)  # the database is thrown away: no checkpoint needed
            self.process.wait(timeout=30)
        except (RuntimeError, subprocess.TimeoutExpired):
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=10)
        finally:
            self.log.close()

    # -- SQL and bulk loading --------------------------------------------------------------------------------
    def isql(self, sql: str, timeout: float = 300.0) -> str:
        """Run SQL through ``isql-vt`` as dba; raise RuntimeError if Virtuoso reports an error."""
        done = subprocess.run(["isql-vt", f"127.0.0.1:{self.isql_port}", "dba", "dba", "VERBOSE=OFF", "BANNER=OFF",
                               "PROMPT=OFF", "ECHO=OFF", "ERRORS=stdout"], input=sql, capture_output=True,
                              text=True, timeout=timeout)
        out = done.stdout + done.stderr
        if done.returncode != 0 or "*** Error" in out:
            if "raw_exit" in sql:  # the server is gone before it can answer
                return out
            raise RuntimeError(f"isql-vt failed (exit {done.returncode}) on:\n{sql}\n{out}")
        return out

    def load(self, nt_files: list[Path], graph: str) -> None:
        """Bulk-load N-Triples files into ``graph`` (ld_dir + rdf_loader_run), then index literals for search.

        Each file is copied into the data directory under a unique name (the loader remembers file names).
        """
        names = []
        for src in nt_files:
            name = f"load{next(self._files):05d}_{src.name}"
            shutil.copyfile(src, self.data_dir / name)
            names.append(name)
        sql = "".join(f"ld_dir({_sql_string(str(self.data_dir))}, {_sql_string(n)}, {_sql_string(graph)});\n"
                      for n in names)
        sql += "rdf_loader_run();\ncheckpoint;\nDB.DBA.VT_INC_INDEX_DB_DBA_RDF_OBJ ();\n"
        self.isql(sql)
        paths = ", ".join(_sql_string(str(self.data_dir / n)) for n in names)
        report = self.isql("SELECT 'LOADROW|' || cast(ll_state AS VARCHAR) || '|' || coalesce(ll_error, 'OK') || '|' "
                           f"|| ll_file FROM DB.DBA.load_list WHERE ll_file IN ({paths});\n")
        rows = [line.strip().split("|", 3) for line in report.splitlines() if line.startswith("LOADROW|")]
        failed = [f"{row[3]}: state {row[1]}, error {row[2]}" for row in rows if row[1] != "2" or row[2] != "OK"]
        if len(rows) != len(names) or failed:
            raise LoadFailed(f"Virtuoso bulk load into <{graph}> failed (DB.DBA.load_list): "
                             + ("; ".join(failed) or f"{len(rows)} of {len(names)} files registered"))

    def clear(self, graph: str) -> None:
        self.isql(f"SPARQL CLEAR GRAPH <{graph}>;\n")


@pytest.fixture(scope="session")
def virtuoso_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[VirtuosoServer]:
    from conftest import server_missing

    missing = [b for b in ("virtuoso-t", "isql-vt") if shutil.which(b) is None]
    if missing:
        server_missing(f"{' and '.join(missing)} not installed (apt-get install virtuoso-opensource)")
    server = VirtuosoServer(tmp_path_factory.mktemp("virtuoso"))
    try:
        server.start()
    except (RuntimeError, OSError) as exc:
        server_missing(f"Virtuoso did not start: {exc}")
    yield server
    server.stop()
    if os.environ.get("KGCHAT_KEEP_VIRTUOSO") != "1":
        shutil.rmtree(server.db_dir, ignore_errors=True)


_graphs = itertools.count(1)

StoreFactory = Callable[..., SparqlGraph]


@pytest.fixture
def virtuoso_store_factory(virtuoso_server: VirtuosoServer, tmp_path: Path) -> Iterator[StoreFactory]:
    """``factory(path, fmt=None, profile="generic", **options) -> SparqlGraph`` over a fresh named graph.

    The triple file is converted with ``kgchat.backends.rdf.convert_file`` and bulk-loaded. The default is the
    profile the shared contract suite needs: generic (nothing hidden, unlabelled IRIs named by their id), names
    from ``ns:type.object.name``, ids compact under ``ns:`` — so ``Inception`` comes back as
    ``Entity("Inception", "Inception")``, ``_:nomination1`` (stored as ``ns:m.cvt_nomination1``) unnamed, and an id
    full of quotes round-trips through its percent-encoded IRI. Pass ``profile="freebase"`` for Freebase rules.
    """
    made: list[tuple[str, SparqlGraph]] = []

    def factory(path: str | Path, fmt: str | None = None, profile: str = "generic", extra_lines=(),
                **options) -> SparqlGraph:
        graph = f"{GRAPH_BASE}{next(_graphs)}"
        nt = tmp_path / f"{Path(path).name}.{len(made)}.nt"
        convert_file(path, nt, fmt=fmt, extra_lines=extra_lines, strict=True)
        try:
            virtuoso_server.load([nt], graph)
        except LoadFailed as exc:
            pytest.fail(str(exc))
        if profile == "generic":
            options.setdefault("label", f"{FREEBASE_NS}type.object.name")
            options.setdefault("base", FREEBASE_NS)
        store = SparqlGraph(virtuoso_server.endpoint, profile=profile, graph=graph, **options)
        made.append((graph, store))
        return store

    yield factory
    for graph, store in made:
        store.close()
        virtuoso_server.clear(graph)
