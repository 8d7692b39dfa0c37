"""``kgchat chat``: a real subprocess fed on stdin, on the tiny graph in real SQLite (BM25 scorer, no LLM)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from kgchat.backends.importer import load_file
from kgchat.backends.sqlite import SQLiteGraph

ROOT = Path(__file__).resolve().parent.parent
TINY = ROOT / "graphs" / "tiny_movies.txt"
RUN = "from kgchat.cli.chat import chat; chat()"


def run_chat(tmp_path: Path, lines: list[str], *args: str) -> subprocess.CompletedProcess:
    db = tmp_path / "tiny.db"
    if not db.exists():
        store = SQLiteGraph(db)
        load_file(store, TINY, "metaqa")
        store.close()
    env = {**os.environ, "KGCHAT_DATA_DIR": str(tmp_path / "data"), "PYTHONPATH": str(ROOT),
           "KGCHAT_LLM": "none", "GRADIO_ANALYTICS_ENABLED": "False"}
    return subprocess.run([sys.executable, "-c", RUN, "--graph", f"sqlite:{db}", "--scorer", "bm25", *args],
                          input="\n".join(lines) + "\n", capture_output=True, text=True, timeout=300, env=env,
                          cwd=tmp_path)


def test_a_conversation_with_a_pronoun_new_and_json(tmp_path):
    done = run_chat(tmp_path, ["who directed Inception", "what else did he direct?", "/json", "/new",
                               "what else did he direct?", "/nonsense", "/quit", "who directed Titanic"])
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert "[1] Christopher Nolan" in out and "[KG-verified]" in out
    second = out.split("[2] ", 1)[1].split("\n", 1)[0]
    assert set(second.split("; ")) == {"Interstellar", "The Dark Knight"}  # Inception was named in turn 1
    assert "'he' → Christopher Nolan (answer of turn 1)" in out
    payload = out[out.index("{"):out.index("\n}\n") + 2]
    assert json.loads(payload)["question"] == "what else did he direct?"
    assert "New conversation." in out
    after_new = out.split("New conversation.", 1)[1]
    assert "[1] I don't know." in after_new and "[no answer]" in after_new  # "he" points at nothing any more
    assert "Unknown command /nonsense" in out
    assert "James Cameron" not in out  # nothing is asked after /quit


def test_json_output_and_end_of_input(tmp_path):
    done = run_chat(tmp_path, ["who directed Titanic", "who starred in it?"], "--json")
    assert done.returncode == 0, done.stderr
    answers = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
    assert [a["entities"][0]["name"] for a in answers[:1]] == ["James Cameron"]
    assert {e["name"] for e in answers[1]["entities"]} == {"Leonardo DiCaprio", "Kate Winslet"}
    assert answers[1]["trace"]["references"][0]["text"] == "it"


def test_help_lists_the_commands(tmp_path):
    done = run_chat(tmp_path, ["/help"])
    assert done.returncode == 0 and all(c in done.stdout for c in ("/new", "/json", "/quit"))
    from click.testing import CliRunner

    from kgchat.cli.chat import chat

    assert "follow-ups" in CliRunner().invoke(chat, ["--help"]).output
