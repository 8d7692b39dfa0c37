"""Start the real app (``python app.py``) on a free port over the tiny movie graph, for the UI tests.

The app runs in a subprocess with its own temporary KGCHAT_DATA_DIR, the tiny graph loaded into SQLite there
(KGCHAT_GRAPH), one expert (alice:secret) and an expert token. ``shared_server()`` starts one such app per test
process, shared by the API and browser tests, and stops it at exit.
"""

from __future__ import annotations

import atexit
import contextlib
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TINY = ROOT / "graphs" / "tiny_movies.txt"
EXPERT = ("alice", "secret")
TOKEN = "tok-test-123"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@dataclass
class AppServer:
    url: str
    data_dir: Path
    graph_db: Path
    proc: subprocess.Popen
    log: Path
    extra: dict = field(default_factory=dict)

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()

    def log_tail(self, n: int = 40) -> str:
        return "\n".join(self.log.read_text(encoding="utf-8", errors="replace").splitlines()[-n:])

    def wait_ready(self, timeout: float = 120.0) -> None:
        """Until the page is served and the graph and scorer are open (the log says 'kgchat is ready')."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"the app exited with {self.proc.returncode}:\n{self.log_tail()}")
            try:
                with urllib.request.urlopen(self.url, timeout=2) as r:
                    text = self.log.read_text(errors="replace")
                    if r.status == 200 and "kgchat is ready" in text:
                        return
                    if "could not open the default chat" in text:
                        raise RuntimeError(f"the app could not open its graph:\n{self.log_tail()}")
            except OSError:
                pass
            time.sleep(0.3)
        raise RuntimeError(f"the app did not start within {timeout:.0f} s:\n{self.log_tail()}")


def start_app(data_dir: Path | None = None, *args: str, env: dict[str, str] | None = None) -> AppServer:
    """Load the tiny graph into a fresh data dir and run app.py on a free port; returns once it is ready."""
    from kgchat.backends.importer import load_file
    from kgchat.backends.sqlite import SQLiteGraph

    data_dir = Path(data_dir or tempfile.mkdtemp(prefix="kgchat-ui-"))
    graph_db = data_dir / "tiny.db"
    store = SQLiteGraph(graph_db)
    load_file(store, TINY, "metaqa")
    store.close()
    port = free_port()
    full_env = {**os.environ, "KGCHAT_DATA_DIR": str(data_dir), "KGCHAT_GRAPH": f"sqlite:{graph_db}",
                "KGCHAT_EXPERTS": f"{EXPERT[0]}:{EXPERT[1]}", "KGCHAT_EXPERT_TOKEN": TOKEN,
                "GRADIO_ANALYTICS_ENABLED": "False", "HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1",
                "PYTHONUNBUFFERED": "1", **(env or {})}
    full_env.pop("KGCHAT_CONFIG", None)
    log = data_dir / "server.log"
    proc = subprocess.Popen([sys.executable, str(ROOT / "app.py"), "--port", str(port), *args], cwd=ROOT,
                            env=full_env, stdout=log.open("w"), stderr=subprocess.STDOUT)
    server = AppServer(f"http://127.0.0.1:{port}/", data_dir, graph_db, proc, log)
    try:
        server.wait_ready()
    except BaseException:
        server.stop()
        raise
    return server


_shared: AppServer | None = None


def shared_server() -> AppServer:
    """One app for the whole test process (the API and browser tests use different questions and triples)."""
    global _shared
    if _shared is None or _shared.proc.poll() is not None:
        _shared = start_app()
        atexit.register(_cleanup, _shared)
    return _shared


def _cleanup(server: AppServer) -> None:
    server.stop()
    shutil.rmtree(server.data_dir, ignore_errors=True)


CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]


@contextlib.contextmanager
def chromium():
    """Debian Chromium driven by Playwright (never a downloaded browser); a missing one skips or fails the test."""
    from conftest import server_missing

    if not CHROMIUM.exists() and not shutil.which("chromium"):
        server_missing("Debian Chromium is not installed (apt-get install chromium); the browser tests need it")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        server_missing("playwright is not installed (pip install playwright)")
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=str(CHROMIUM if CHROMIUM.exists() else shutil.which("chromium")),
                                    args=CHROMIUM_ARGS)
        try:
            yield browser
        finally:
            browser.close()
