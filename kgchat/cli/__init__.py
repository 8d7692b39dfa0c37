"""The ``kgchat`` command. Thin: parse options, call the package, print results; errors become ClickExceptions.

Every subcommand is registered below, in one place; each lives in the module of its concern:

    graph.py     load, explore        triple files into a graph; an entity's neighbourhood
    ask.py       ask                  one question, with the path that answered it
    chat.py      chat                 a conversation in the terminal (follow-ups refer to earlier answers)
    ui.py        serve, export        the web UI; stored answers and conversations as files
    evaluate.py  eval, train          benchmark an engine; train the learned scorer / KBQA-o1 models
    router.py    router               what --engine auto has learnt: show, export, reset
    doctor.py    doctor               which LLM is configured, its file, hash and speed here

Engine and scorer choices come from ``kgchat.chat.ENGINES`` / ``SCORERS`` (see ``common.py``).
"""

from __future__ import annotations

import os

import click

os.environ.setdefault("GRADIO_ANALYTICS_ENABLED", "False")
os.environ.setdefault("HF_HUB_OFFLINE", "1")

from kgchat.cli.ask import ask  # noqa: E402 - the environment above must be set before the package loads
from kgchat.cli.chat import chat  # noqa: E402
from kgchat.cli.doctor import doctor  # noqa: E402
from kgchat.cli.evaluate import eval_cmd, train_cmd  # noqa: E402
from kgchat.cli.graph import explore, load  # noqa: E402
from kgchat.cli.router import router  # noqa: E402
from kgchat.cli.ui import export, serve  # noqa: E402

__all__ = ["main"]


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="kgchat")
def main() -> None:
    """Chat with a knowledge graph: grounded answers with the reasoning path, which you can check and fix.

    \b
    Example:
      kgchat ask "who directed [The Dark Knight]"
    """


# Every command, in the order `kgchat --help` lists them. A new command is one more entry here.
for _command in (load, explore, ask, chat, eval_cmd, train_cmd, serve, export, router, doctor):
    main.add_command(_command)
