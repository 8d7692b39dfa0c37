"""``kgchat serve`` (the web UI) and ``kgchat export`` (stored answers and conversations as files).

Registered in ``kgchat.cli``.
"""

from __future__ import annotations

import sys
from pathlib import Path

import click

from kgchat.cli.common import (
    DEFAULT_ENGINE,
    ENGINE_CHOICE,
    GRAPH_HELP,
    LLM_HELP,
    SCORER_CHOICE,
    budget_options,
    friendly_errors,
)


@click.command()
@click.option("--host", default=None, help="Interface to listen on (default: $KGCHAT_HOST, $GRADIO_SERVER_NAME or 127.0.0.1).")
@click.option("--port", type=int, default=None, help="Port (default: $KGCHAT_PORT, $GRADIO_SERVER_PORT or 7860).")
@click.option("--graph", "graph_spec", default=None, help=GRAPH_HELP)
@click.option("--engine", type=ENGINE_CHOICE, default=DEFAULT_ENGINE, show_default=True,
              help="Reasoning engine.")
@click.option("--llm", "llm_spec", default=None, help=LLM_HELP)
@click.option("--scorer", type=SCORER_CHOICE, default="auto", show_default=True,
              help="Pruning scorer when there is no LLM (auto: the shipped learned model on the movie KB, embeddings "
                   "elsewhere; bm25 starts fastest).")
@click.option("--require-login", is_flag=True,
              help="Put Gradio's sign-in page in front of the app (users from $KGCHAT_EXPERTS).")
@click.option("--concurrency", type=click.IntRange(min=1), default=None,
              help="Questions answered at once, in the UI and the HTTP API (default: $KGCHAT_CONCURRENCY or 8).")
@budget_options
@friendly_errors
def serve(host, port, graph_spec, engine, llm_spec, scorer, require_login, concurrency, budget, budget_day) -> None:
    """Open the chat UI in the browser (the same as `python app.py`), with the HTTP API at /api/v1.

    Works offline with no API key: the bundled movie KB is built on first use. Experts
    ($KGCHAT_EXPERTS='alice:secret', or $KGCHAT_EXPERT_TOKEN) sign in on the Corrections tab.

    \b
    Example:
      kgchat serve --port 7860
      kgchat serve --engine auto --llm openai:gpt-4o-mini --budget-day 200000
      KGCHAT_EXPERTS=alice:secret kgchat serve --graph sqlite:./tiny.db
      curl -s localhost:7860/api/v1/ask -H 'content-type: application/json' -d '{"question": "who directed [Heat]"}'
    """
    import os

    from kgchat.ui import launch

    for var, value in (("KGCHAT_BUDGET", budget), ("KGCHAT_BUDGET_DAY", budget_day)):
        if value is not None:  # every chat the server opens reads its settings
            os.environ[var] = str(value)
    launch(host, port, graph_spec, engine, llm_spec, require_login=require_login, scorer=scorer,
           concurrency=concurrency)


@click.command()
@click.option("--list", "list_only", is_flag=True, help="List stored conversations (id, answers, title).")
@click.option("--conversation", "conversation_id", type=int, default=None, help="Export this conversation.")
@click.option("--answer", "answer_id", type=int, default=None, help="Export this single answer.")
@click.option("--corrections", is_flag=True, help="Export the corrections audit log (JSON).")
@click.option("--format", "fmt", type=click.Choice(["json", "md", "html", "csv"]), default="json",
              show_default=True, help="JSON (complete trace), Markdown, standalone HTML report, CSV of triples.")
@click.option("--out", "out", type=click.Path(dir_okay=False, path_type=Path), default=None,
              help="File to write (default: standard output).")
@friendly_errors
def export(list_only, conversation_id, answer_id, corrections, fmt, out) -> None:
    """Export stored answers and conversations (from the app database in $KGCHAT_DATA_DIR).

    \b
    Example:
      kgchat export --list
      kgchat export --conversation 3 --format html --out report.html
      kgchat export --answer 12 --format json
      kgchat export --corrections --out corrections.json
    """
    from kgchat import export as exporter
    from kgchat.config import load_settings
    from kgchat.errors import InvalidInput
    from kgchat.history import History
    from kgchat.text import terminal_safe

    settings = load_settings()
    chosen = sum([list_only, conversation_id is not None, answer_id is not None, corrections])
    if chosen != 1:
        raise InvalidInput("Choose one of --list, --conversation ID, --answer ID or --corrections.")
    if corrections:
        from kgchat.corrections import Corrections

        _emit(Corrections(settings.app_db).export_json(), out)
        return
    history = History(settings.app_db)
    if list_only:
        convs = history.conversations(limit=1000)
        if not convs:
            click.echo("No conversations yet: ask something in the UI (kgchat serve) first.")
        for c in convs:  # titles are anyone's questions: control characters are printed as escapes
            click.echo(f"{c.id:>5}  {c.updated.replace('T', ' ')[:16]}  {c.size:>3} answer(s)  {terminal_safe(c.title)}")
        return
    if conversation_id is not None:
        doc = exporter.from_conversation(history.conversation(conversation_id))
    else:
        doc = exporter.from_turn(history.turn(answer_id))
    _emit(exporter.render(doc, fmt), out)


def _emit(text: str, out: Path | None) -> None:
    if out is None:
        sys.stdout.write(text if text.endswith("\n") else text + "\n")
        return
    out.write_text(text, encoding="utf-8")
    click.echo(f"Wrote {out} ({len(text.encode('utf-8')):,} bytes)", err=True)

