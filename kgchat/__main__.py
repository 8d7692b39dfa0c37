"""``python -m kgchat``: the same as the ``kgchat`` command."""

from kgchat.cli import main

main(prog_name="kgchat")
