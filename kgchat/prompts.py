"""Prompt templates stored as text files in ``prompts/``, each declaring its placeholders on the first line."""

from __future__ import annotations

import re
import string
from functools import cache

from kgchat.bundled import data_dir
from kgchat.errors import ConfigError

PROMPTS_DIR = data_dir("prompts")
_HEADER = re.compile(r"^#\s*placeholders:\s*(.*)$")


@cache
def load(name: str) -> tuple[frozenset[str], str]:
    """(declared placeholders, body) of ``prompts/<name>.txt``; raises ConfigError if the file is inconsistent."""
    path = PROMPTS_DIR / f"{name}.txt"
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise ConfigError(f"Prompt template {path} is missing: {exc}") from exc
    first, _, body = text.partition("\n")
    m = _HEADER.match(first)
    if not m:
        raise ConfigError(f"{path} must start with '# placeholders: name, ...'")
    declared = frozenset(p.strip() for p in m.group(1).split(",") if p.strip())
    used = {field for _, field, _, _ in string.Formatter().parse(body) if field}
    if used != declared:
        raise ConfigError(f"{path}: placeholders used {sorted(used)} differ from declared {sorted(declared)}")
    return declared, body


def render(name: str, **values: object) -> str:
    """Fill a template; every declared placeholder must be given (no silent blanks)."""
    declared, body = load(name)
    missing = declared - values.keys()
    if missing:
        raise ConfigError(f"Prompt {name!r} needs values for: {', '.join(sorted(missing))}")
    return body.format(**{k: values[k] for k in declared})


def names() -> list[str]:
    return sorted(p.stem for p in PROMPTS_DIR.glob("*.txt"))
