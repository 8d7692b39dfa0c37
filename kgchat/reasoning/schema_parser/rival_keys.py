"""Whether a close rival reading is a poorer reading of the question's words than the executed one because a key it
reads says more than the question does (``engine._rivals`` asks ``says_more``): the two differ in one key, the
rival's key name holds every word of the executed one's and more, and the question says none of the extra words
("the heaviest dog" ranked by ``typicalWeightKg`` of breeds, where ``weightKg`` of pets says just the weight). A word
the question does say for the longer key ("the *typical* weight") leaves the rival standing."""

from __future__ import annotations

from typing import Any

from kgchat.logic.nodes import relations_in
from kgchat.reasoning.schema_parser.words import stem
from kgchat.schema import identifier_words


def says_more(rival: Any, cand: Any, reading: Any, schema: Any) -> str | None:
    """Why ``rival`` reads a key that says more than the question, where ``cand`` reads the one that says it, or
    None."""
    mine, theirs = _keys(cand.form, schema), _keys(rival.form, schema)
    only_mine, only_theirs = mine - theirs, theirs - mine
    if len(only_mine) != 1 or len(only_theirs) != 1:
        return None
    (key,), (other,) = only_mine, only_theirs
    words, more = _words(key), _words(other)
    extra = more - words
    said = {t.stem for t in reading.tokens} | {t.low for t in reading.tokens}
    if not words or not words < more or any(stem(w) in said or w in said for w in extra):
        return None
    return f"it reads {other}, whose name says {', '.join(sorted(extra))} besides what {key} says, which no word " \
           "of the question asks"


def _keys(form: Any, schema: Any) -> set[str]:
    """The property keys the form reads (not relationship types), by their own name."""
    return {name.rsplit(".", 1)[-1] for name in relations_in(form) if schema.rel(name.split(".")[0]) is None
            or "." in name}


def _words(key: str) -> set[str]:
    return set(identifier_words(key).lower().split())
