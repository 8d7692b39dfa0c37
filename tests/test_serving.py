"""Gradio's conventions: GRADIO_SERVER_NAME / GRADIO_SERVER_PORT / GRADIO_DEFAULT_CONCURRENCY_LIMIT when kgchat's own
variables are unset, the queue's concurrency setting, and ``gradio app.py`` (reload mode) serving the page and the
HTTP API before and after a reload."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest
from click.testing import CliRunner
from ui_server import ROOT, TINY, AppServer, free_port

from kgchat.backends.importer import load_file
from kgchat.backends.sqlite import SQLiteGraph
from kgchat.config import load_settings
from kgchat.errors import ConfigError


def test_gradio_variables_apply_when_kgchats_are_unset():
    s = load_settings({"GRADIO_SERVER_NAME": "0.0.0.0", "GRADIO_SERVER_PORT": "7999",
                       "GRADIO_DEFAULT_CONCURRENCY_LIMIT": "3"})
    assert (s.host, s.port, s.concurrency) == ("0.0.0.0", 7999, 3)
    s = load_settings({"GRADIO_SERVER_NAME": "0.0.0.0", "GRADIO_SERVER_PORT": "7999", "KGCHAT_HOST": "127.0.0.2",
                       "KGCHAT_PORT": "7001", "KGCHAT_CONCURRENCY": "2", "GRADIO_DEFAULT_CONCURRENCY_LIMIT": "5"})
    assert (s.host, s.port, s.concurrency) == ("127.0.0.2", 7001, 2)  # kgchat's own variables win
    assert load_settings({"GRADIO_DEFAULT_CONCURRENCY_LIMIT": "none"}).concurrency == 8  # kgchat keeps a limit
    assert load_settings({}).concurrency == 8 and load_settings({}).port == 7860
    with pytest.raises(ConfigError, match="GRADIO_SERVER_PORT"):
        load_settings({"GRADIO_SERVER_PORT": "eighty"})
    with pytest.raises(ConfigError, match="KGCHAT_CONCURRENCY"):
        load_settings({"KGCHAT_CONCURRENCY": "0"})


def test_the_secrets_stay_out_of_the_settings_repr():
    s = load_settings({"KGCHAT_EXPERT_TOKEN": "tok-secret-1", "KGCHAT_EXPERTS": "alice:pw-secret-2"})
    assert "tok-secret-1" not in repr(s) and "pw-secret-2" not in repr(s)


def test_the_queue_takes_the_configured_concurrency(tmp_path):
    from kgchat.config import Settings
    from kgchat.ui import build_app
    from kgchat.ui.service import AppService

    demo = build_app(AppService(Settings(data_dir=tmp_path, concurrency=3)))
    assert demo._queue.default_concurrency_limit == 3  # what Blocks.queue(default_concurrency_limit=...) set


def test_serve_has_a_concurrency_option():
    from kgchat.cli import main

    result = CliRunner().invoke(main, ["serve", "--help"])
    assert "--concurrency" in result.output and "KGCHAT_CONCURRENCY" in result.output
    result = CliRunner().invoke(main, ["serve", "--concurrency", "0"])
    assert result.exit_code != 0 and "0" in result.output


def _ask(url: str, question: str) -> dict:
    request = urllib.request.Request(url + "api/v1/ask", data=json.dumps({"question": question}).encode(),
                                     headers={"content-type": "application/json"})
    with urllib.request.urlopen(request, timeout=180) as r:
        return json.loads(r.read())


@pytest.mark.slow
@pytest.mark.timeout(400)
def test_gradio_reload_mode_serves_the_app_and_survives_a_reload(tmp_path: Path):
    gradio = Path(sys.executable).parent / "gradio"
    gradio = str(gradio) if gradio.exists() else shutil.which("gradio")
    if not gradio:
        pytest.fail("the gradio command is not installed (pip install gradio)")
    graph_db = tmp_path / "tiny.db"
    store = SQLiteGraph(graph_db)
    load_file(store, TINY, "metaqa")
    store.close()
    watched = tmp_path / "watched"
    watched.mkdir()
    (watched / "edited.py").write_text("VERSION = 1\n")
    port = free_port()
    env = {k: v for k, v in os.environ.items() if k not in ("KGCHAT_HOST", "KGCHAT_PORT", "KGCHAT_CONFIG")}
    env.update(KGCHAT_DATA_DIR=str(tmp_path), KGCHAT_GRAPH=f"sqlite:{graph_db}", GRADIO_SERVER_NAME="127.0.0.1",
               GRADIO_SERVER_PORT=str(port), GRADIO_ANALYTICS_ENABLED="False", HF_HUB_OFFLINE="1",
               TRANSFORMERS_OFFLINE="1", PYTHONUNBUFFERED="1")
    log = tmp_path / "server.log"
    # `gradio app.py` with no port option: it must listen where GRADIO_SERVER_NAME / GRADIO_SERVER_PORT say.
    proc = subprocess.Popen([gradio, "app.py", "--watch-dirs", str(watched)], cwd=ROOT, env=env,
                            stdout=log.open("w"), stderr=subprocess.STDOUT, start_new_session=True)
    server = AppServer(f"http://127.0.0.1:{port}/", tmp_path, graph_db, proc, log)
    try:
        server.wait_ready(240)
        assert "Watching" in log.read_text()  # Gradio's reload mode, not a plain run
        assert _ask(server.url, "who directed [Titanic]")["answer"] == "James Cameron"

        later = time.time() + 5
        (watched / "edited.py").write_text("VERSION = 2\n")
        os.utime(watched / "edited.py", (later, later))
        deadline = time.monotonic() + 60
        while log.read_text().count("reload: the UI and the HTTP API were rebuilt") < 2 and time.monotonic() < deadline:
            time.sleep(0.5)  # once when the watcher started, once for the change
        assert "Changes detected" in log.read_text(), server.log_tail()
        time.sleep(1)  # Gradio swaps the new Blocks in right after the rebuild

        with urllib.request.urlopen(server.url, timeout=30) as page:
            assert page.status == 200 and "kgchat" in page.read().decode()
        # The API of the reloaded Blocks answers (built from the re-imported modules, with its own service).
        assert _ask(server.url, "who directed [Inception]")["answer"] == "Christopher Nolan"
        text = log.read_text()
        assert "failed" not in text.lower() and "Traceback" not in text, server.log_tail()
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGTERM)
            try:
                proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
