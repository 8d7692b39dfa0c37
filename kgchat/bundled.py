"""Where the data kgchat ships with lives: ``graphs/`` (the movie KB, the tiny test graph), ``models/`` (the
learned scorer for the movie KB) and ``prompts/`` (prompt templates).

In a source checkout they sit next to the ``kgchat`` package; in an installed wheel they are package data under
``kgchat/_bundled/`` (``pyproject.toml`` maps the three folders there, so there is one copy of each in the repository).
"""

from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent
KINDS = ("graphs", "models", "prompts")


def data_dir(kind: str) -> Path:
    """The folder of bundled ``kind`` ('graphs', 'models' or 'prompts'): the checkout's when running from source,
    else the installed copy."""
    if kind not in KINDS:
        raise ValueError(f"unknown bundled data {kind!r}; one of {', '.join(KINDS)}")
    installed = _PACKAGE / "_bundled" / kind
    source = _PACKAGE.parent / kind
    return installed if installed.is_dir() and not source.is_dir() else source
