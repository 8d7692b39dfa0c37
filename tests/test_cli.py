"""The kgchat command: help with examples, load / explore / ask on real SQLite files, clean errors on bad input."""

from __future__ import annotations

import importlib
import json
import os
import pkgutil
import shutil
import subprocess
import sys
from pathlib import Path

import click
import pytest
from click.testing import CliRunner
from conftest import TINY

import kgchat.cli
from kgchat.cli import main

ROOT = Path(__file__).resolve().parent.parent


def all_commands(group: click.Group, prefix=()):
    for name, cmd in group.commands.items():
        yield (*prefix, name), cmd
        if isinstance(cmd, click.Group):
            yield from all_commands(cmd, (*prefix, name))


@pytest.mark.parametrize("path,cmd", list(all_commands(main)), ids=lambda x: " ".join(x) if isinstance(x, tuple) else "")
def test_every_command_has_help_with_an_example(path, cmd):
    result = CliRunner().invoke(main, [*path, "--help"])
    assert result.exit_code == 0, result.output
    assert "Example:" in result.output and "kgchat " in result.output.split("Example:")[1]


def test_every_command_defined_in_the_cli_package_is_registered():
    """A command written in kgchat/cli/ but not added to the group in kgchat/cli/__init__.py would be unreachable."""
    defined = {}
    for info in pkgutil.iter_modules(kgchat.cli.__path__):
        if info.name.startswith("__"):  # __main__ runs the command
            continue
        module = importlib.import_module(f"kgchat.cli.{info.name}")
        defined.update({id(v): (info.name, k) for k, v in vars(module).items() if isinstance(v, click.Command)})
    registered = {id(cmd) for _, cmd in all_commands(main)}  # a group's subcommands are registered with it
    assert defined, "no click commands found in kgchat/cli/"
    assert not [where for key, where in defined.items() if key not in registered]
    assert {"load", "explore", "ask", "eval", "train", "serve", "export"} <= set(main.commands)


def _run_help(argv: list[str]) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))}
    return subprocess.run([*argv, "--help"], capture_output=True, text=True, timeout=120, env=env, cwd=ROOT)


@pytest.mark.parametrize("argv", [[sys.executable, "-m", "kgchat"], [sys.executable, "-m", "kgchat.cli"], ["kgchat"]],
                         ids=["python -m kgchat", "python -m kgchat.cli", "kgchat"])
def test_the_command_starts_every_way(argv):
    if argv == ["kgchat"]:
        script = shutil.which("kgchat")
        assert script, "the kgchat console script is not installed: run `pip install -e .`"
        argv = [script]
    result = _run_help(argv)
    assert result.returncode == 0, result.stderr
    assert "Usage: kgchat" in result.stdout
    for name in ("ask", "eval", "explore", "export", "load", "serve", "train"):
        assert f"  {name} " in result.stdout
    assert "Traceback" not in result.stderr


@pytest.mark.parametrize("name", ["ask", "eval", "serve"])
def test_engine_and_scorer_choices_come_from_chat(name):
    from kgchat.chat import ENGINES, SCORERS

    options = {p.name: p for p in main.commands[name].params}
    assert list(options["engine"].type.choices) == list(ENGINES)
    assert list(options["scorer"].type.choices) == list(SCORERS)


@pytest.fixture
def tiny_db(tmp_path):
    db = tmp_path / "tiny.db"
    result = CliRunner().invoke(main, ["load", str(TINY), "--format", "metaqa", "--graph", f"sqlite:{db}"])
    assert result.exit_code == 0, result.output
    return db


def test_load_is_idempotent(tiny_db):
    result = CliRunner().invoke(main, ["load", str(TINY), "--format", "metaqa", "--graph", f"sqlite:{tiny_db}"])
    assert result.exit_code == 0
    assert "62 triples read, 0 added, 62 already present, 0 malformed" in result.output


def test_load_reports_malformed_lines_by_number(tmp_path):
    src = tmp_path / "bad.txt"
    src.write_text("A|r|B\nthis line has no separators\nC|r\nD|r|E|F\n|r|G\nH|r|I\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["load", str(src), "--graph", f"sqlite:{tmp_path / 'g.db'}"])
    assert result.exit_code == 0
    for n in (2, 3, 4, 5):
        assert f"line {n}:" in result.output
    assert "2 added" in result.output and "4 malformed" in result.output


def test_load_strict_loads_nothing_on_error(tmp_path):
    src = tmp_path / "bad.txt"
    src.write_text("A|r|B\nbroken\n", encoding="utf-8")
    db = tmp_path / "g.db"
    result = CliRunner().invoke(main, ["load", str(src), "--graph", f"sqlite:{db}", "--strict"])
    assert result.exit_code == 1 and "line 2" in result.output and "Nothing was loaded" in result.output
    from kgchat.backends.sqlite import SQLiteGraph

    assert SQLiteGraph(db).stats().triples == 0


def test_load_rejects_binary_files(tmp_path):
    src = tmp_path / "binary.txt"
    src.write_bytes(b"\xff\xfe\x00garbage|r|x\n")
    result = CliRunner().invoke(main, ["load", str(src), "--graph", f"sqlite:{tmp_path / 'g.db'}"])
    assert result.exit_code == 1 and "not UTF-8" in result.output
    assert "Traceback" not in result.output


def test_explore_by_name(tiny_db):
    result = CliRunner().invoke(main, ["explore", "christopher nolan", "--graph", f"sqlite:{tiny_db}"])
    assert result.exit_code == 0, result.output
    assert "<--directed_by-- Inception, Interstellar, The Dark Knight" in result.output


def test_explore_unknown_entity(tiny_db):
    result = CliRunner().invoke(main, ["explore", "zzzqqq xxyy", "--graph", f"sqlite:{tiny_db}"])
    assert result.exit_code == 1 and "No entity named" in result.output


@pytest.mark.slow
def test_ask_json_shape(tiny_db):
    result = CliRunner().invoke(main, ["ask", "who directed [Inception]", "--graph", f"sqlite:{tiny_db}",
                                       "--depth", "1", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert set(data) == {"question", "answer", "entities", "provenance", "engine", "trace", "cost"}
    assert set(data["cost"]) == {"llm_calls", "prompt_tokens", "completion_tokens", "graph_queries", "seconds"}
    assert data["entities"] == [{"id": "Christopher Nolan", "name": "Christopher Nolan"}]
    assert data["provenance"] == "kg-exact" and data["engine"] == "auto:compose"  # the default path: unjudged, compose
    assert data["trace"]["paths"][0]["text"] == "Inception --directed_by--> Christopher Nolan"


@pytest.mark.parametrize("question,message", [
    ("", "empty"), ("   ", "empty"), ("x" * 2001, "limit is 2,000"),
])
def test_ask_refuses_bad_questions(question, message):
    result = CliRunner().invoke(main, ["ask", question])
    assert result.exit_code == 1 and message in result.output
    assert "Traceback" not in result.output


@pytest.mark.slow
def test_ask_with_sql_characters_does_not_corrupt(tiny_db):
    q = "who starred in [Robert'); DROP TABLE triples;--]"
    result = CliRunner().invoke(main, ["ask", q, "--graph", f"sqlite:{tiny_db}", "--depth", "1", "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.output)["entities"][0]["name"] == 'Bobby "Tables" O\'Neil'
    from kgchat.backends.sqlite import SQLiteGraph

    assert SQLiteGraph(tiny_db).stats().triples == 62


def test_bad_graph_spec_and_llm_spec(tiny_db):
    result = CliRunner().invoke(main, ["ask", "who directed Inception", "--graph", "mysql://nope"])
    assert result.exit_code == 1 and "Unknown graph spec" in result.output
    result = CliRunner().invoke(main, ["ask", "who", "--graph", f"sqlite:{tiny_db}", "--llm", "gpt4"])
    assert result.exit_code == 1 and "Traceback" not in result.output


def test_load_to_ntriples_round_trips_ids(tmp_path):
    nt = tmp_path / "tiny.nt"
    result = CliRunner().invoke(main, ["load", str(TINY), "--to-nt", str(nt)])
    assert result.exit_code == 0, result.output
    db = tmp_path / "from_nt.db"
    result = CliRunner().invoke(main, ["load", str(nt), "--graph", f"sqlite:{db}"])
    assert result.exit_code == 0, result.output
    from kgchat.backends.sqlite import SQLiteGraph

    store = SQLiteGraph(db)
    assert store.stats().triples == 62
    assert store.entity("Robert'); DROP TABLE triples;--") is not None
    assert store.entity("_:nomination1").name == ""


def test_load_needs_exactly_one_target(tmp_path):
    result = CliRunner().invoke(main, ["load", str(TINY)])
    assert result.exit_code == 1 and "exactly one" in result.output


@pytest.mark.slow
def test_ask_with_the_mcts_engine_shows_its_tree(tiny_db):
    result = CliRunner().invoke(main, ["ask", "who directed [Inception]", "--graph", f"sqlite:{tiny_db}",
                                       "--engine", "mcts", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["engine"] == "mcts"
    assert data["trace"]["logical_form"] == "(JOIN (R directed_by) Inception)"
    tree = data["trace"]["extra"]["mcts_tree"]
    assert tree and {"id", "parent", "q", "visits"} <= {k.lower() for k in tree[0]}
    assert data["entities"] == [{"id": "Christopher Nolan", "name": "Christopher Nolan"}]


@pytest.mark.slow
def test_train_with_the_mcts_engine_on_the_tiny_graph(tiny_db, tmp_path):
    qs = tmp_path / "qa.txt"
    qs.write_text("who directed [Inception]\tChristopher Nolan\nwho directed [Titanic]\tJames Cameron\n"
                  "who directed [Amélie]\tJean-Pierre Jeunet\nwho directed [The Departed]\tMartin Scorsese\n",
                  encoding="utf-8")
    out = tmp_path / "mcts_model"
    result = CliRunner().invoke(main, ["train", "--engine", "mcts", "--questions", str(qs), "--format", "metaqa",
                                       "--graph", f"sqlite:{tiny_db}", "--labelled", "3", "--unlabelled", str(qs),
                                       "--device", "cpu", "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert (out / "mcts_training.json").exists()
    result = CliRunner().invoke(main, ["ask", "who directed [Interstellar]", "--graph", f"sqlite:{tiny_db}",
                                       "--engine", "mcts", "--model", str(out), "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.output)["engine"] == "mcts"
