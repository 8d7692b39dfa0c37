"""The Neo4j test server (``tools/neo4j-server/start.sh``) starts again on a data directory it ran on before: the
password it set the first time is kept, not refused as "old and new password cannot be the same"."""

from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import time

import pytest
from conftest import ROOT

pytestmark = [pytest.mark.neo4j, pytest.mark.slow, pytest.mark.timeout(600)]

START = ROOT / "tools" / "neo4j-server" / "start.sh"


def _start(data) -> tuple[int, int]:
    done = subprocess.run(["bash", str(START), str(data)], capture_output=True, text=True, timeout=400)
    assert done.returncode == 0, done.stdout + done.stderr + (data / "server.log").read_text(errors="replace")[-2000:]
    found = re.search(r"pid (\d+) at bolt://127\.0\.0\.1:(\d+)", done.stdout + done.stderr)
    assert found, done.stdout + done.stderr
    return int(found.group(1)), int(found.group(2))


def _stop(pid: int) -> None:
    os.kill(pid, signal.SIGTERM)
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return
        time.sleep(0.5)
    os.kill(pid, signal.SIGKILL)


def test_the_test_server_starts_again_on_its_own_data_directory(tmp_path):
    if shutil.which("java") is None or shutil.which("mvn") is None:
        pytest.skip("Java and Maven are needed to run the Neo4j test server")
    neo4j = pytest.importorskip("neo4j")
    data = tmp_path / "neo"
    pid, _ = _start(data)
    _stop(pid)
    pid, port = _start(data)
    try:
        with neo4j.GraphDatabase.driver(f"bolt://127.0.0.1:{port}", auth=("neo4j", "kgchat-test")) as driver:
            assert driver.execute_query("RETURN 1 AS one").records[0]["one"] == 1
    finally:
        _stop(pid)
