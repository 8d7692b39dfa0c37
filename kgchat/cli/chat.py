"""``kgchat chat``: a conversation in the terminal, where follow-up questions ("what else did he direct?") refer to
earlier answers.

Thin: the conversation is a list of earlier answers handed to ``Chat.ask`` as history. Line editing and a
persistent input history come from readline when the terminal has it; piped input works too (one question a line).
"""

from __future__ import annotations

import contextlib
import json
import os
from pathlib import Path

import click

from kgchat.cli.common import FALLBACK_HELP, GRAPH_HELP, LLM_HELP, SCORER_CHOICE, friendly_errors
from kgchat.errors import KGChatError
from kgchat.types import Answer

HELP = """Commands:
  /new        start a new conversation (earlier answers are forgotten)
  /json       print the last answer with its full trace as JSON
  /json on    print every answer as JSON (/json off: back to text)
  /quit       leave (Ctrl-D does too)
  /help       this list
Anything else is a question; follow-ups may say "he", "it", "those films", "which of them", "what else"."""

BADGES = {"kg-exact": "KG-verified", "kg-approximate": "approximate (KG)", "llm-only": "LLM only, not verified",
          "none": "no answer"}


def history_file() -> Path:
    """Where typed lines are kept between sessions ($KGCHAT_DATA_DIR, else ~/.kgchat)."""
    return Path(os.environ.get("KGCHAT_DATA_DIR") or Path.home() / ".kgchat") / "chat_history"


def _line_editing() -> Path | None:
    """Turn on readline editing and history for input() when talking to a terminal; returns the history file."""
    if not click.get_text_stream("stdin").isatty():
        return None
    try:
        import readline
    except ImportError:  # Windows without pyreadline: plain input() still works
        return None
    path = history_file()
    with contextlib.suppress(OSError):
        path.parent.mkdir(parents=True, exist_ok=True)
        readline.read_history_file(path)
    readline.set_history_length(1000)
    return path


def _save_history(path: Path | None) -> None:
    if path is None:
        return
    import readline

    with contextlib.suppress(OSError):
        readline.write_history_file(path)


def render(answer: Answer, turn: int) -> str:
    """An answer as the terminal shows it: text, badge, how follow-up words were read, what was not covered."""
    lines = [f"[{turn}] {answer.text}", f"    [{BADGES.get(answer.provenance.value, answer.provenance.value)}]"]
    for ref in answer.trace.references:
        names = ", ".join(e.name or e.id for e in ref.entities[:5]) + (", …" if len(ref.entities) > 5 else "")
        lines.append(f"    '{ref.text}' → {names or 'nothing'} ({ref.source})")
    if answer.trace.logical_form:
        lines.append(f"    logical form: {answer.trace.logical_form}")
    elif answer.trace.paths:
        lines.append(f"    path: {answer.trace.paths[0].as_text()}")
    if answer.trace.not_covered and answer.provenance.value == "kg-approximate":
        lines.append(f"    not covered: {', '.join(answer.trace.not_covered)}")
    return "\n".join(lines)


@click.command("chat")
@click.option("--graph", "graph_spec", default=None, help=GRAPH_HELP)
@click.option("--llm", "llm_spec", default=None, help=LLM_HELP)
@click.option("--fallback-llm", "fallback_spec", default=None, help=FALLBACK_HELP)
@click.option("--llm-base-url", default=None, help="OpenAI-compatible base URL (default: $OPENAI_BASE_URL).")
@click.option("--scorer", type=SCORER_CHOICE, default="auto",
              show_default=True, help="Pruning scorer when no LLM is used.")
@click.option("--model", "model_dir", default=None, type=click.Path(file_okay=False),
              help="Directory of a trained scorer (kgchat train).")
@click.option("--json", "as_json", is_flag=True, help="Print every answer with its trace as JSON.")
@friendly_errors
def chat(graph_spec, llm_spec, fallback_spec, llm_base_url, scorer, model_dir, as_json) -> None:
    """Talk with the graph: ask, then ask follow-ups that refer to earlier answers.

    \b
    Example:
      $ kgchat chat
      > who directed Collateral
      [1] Michael Mann
      > what else did he direct?
      [2] Ali; Heat; Manhunter; ...
          'he' → Michael Mann (answer of turn 1)
    Type /help for the commands (/new, /json, /quit).
    """
    from kgchat.chat import Chat

    session = Chat.open(graph_spec, llm=llm_spec, llm_base_url=llm_base_url, scorer=scorer, model_dir=model_dir,
                        progress=True, fallback=fallback_spec)
    saved = _line_editing()
    interactive = saved is not None
    history: list[Answer] = []
    click.echo("Ask about the graph; /help for commands, /quit to leave.")
    try:
        while True:
            try:
                line = input("> " if interactive else "")
            except EOFError:
                break
            except KeyboardInterrupt:
                click.echo("")
                continue
            line = line.strip()
            if not line:
                continue
            command, _, arg = line.partition(" ")
            if command in ("/quit", "/exit", "/q"):
                break
            if command == "/help":
                click.echo(HELP)
            elif command == "/new":
                history.clear()
                click.echo("New conversation.")
            elif command == "/json":
                if arg.strip() in ("on", "off"):
                    as_json = arg.strip() == "on"
                    click.echo(f"JSON output {arg.strip()}.")
                elif history:
                    click.echo(json.dumps(history[-1].to_dict(), ensure_ascii=False, indent=2))
                else:
                    click.echo("No answer yet.")
            elif command.startswith("/"):
                click.echo(f"Unknown command {command}; /help lists them.")
            else:
                try:
                    answer = session.ask(line, history=list(history))
                except KGChatError as exc:  # one bad question does not end the conversation
                    click.echo(f"Error: {exc}", err=True)
                    continue
                history.append(answer)
                click.echo(json.dumps(answer.to_dict(), ensure_ascii=False) if as_json else render(answer, len(history)))
    finally:
        _save_history(saved)

