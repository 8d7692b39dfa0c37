"""Whether a close rival reading is a poorer reading of the question's words than the executed one because a key it
reads says more than the question does (``engine._rivals`` asks ``says_more``): the two differ in one key, the
rival's key name holds every word of the executed one's and more, and the question says none of the extra words
("the heaviest dog" ranked by ``typicalWeightKg`` of breeds, where ``weightKg`` of pets says just the weight). A word
the question does say for the longer key ("the *typical* weight") leaves the rival standing.

``by_birth`` answers the same for age: "the *oldest* guest" ranked by a key that keeps a birth (``birthYear``) reads
the age the word says; a rival ranking by another time those things keep (``joined``: how long they have been
members) reads no word of the question."""

from __future__ import annotations

from typing import Any

from kgchat.logic.nodes import ArgMax, ArgMin, Top, relations_in
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


# English words asking for an age, and the words of a key that keeps when a thing was born
AGE_WORDS = frozenset("oldest youngest eldest older younger".split())  # noqa: SIM905
BIRTH_WORDS = frozenset("birth born dob birthday".split())  # noqa: SIM905


def by_birth(rival: Any, cand: Any, reading: Any, schema: Any) -> str | None:
    """Why ``rival``, a superlative by another key, is a poorer reading of an age word than ``cand``'s ranking by a
    birth key, or None."""
    if not any(t.low in AGE_WORDS for t in reading.tokens) or \
            not all(isinstance(c.form, ArgMax | ArgMin | Top) for c in (cand, rival)):
        return None
    mine, theirs = _keys(cand.form, schema), _keys(rival.form, schema)
    only_mine, only_theirs = mine - theirs, theirs - mine
    if len(only_mine) != 1 or len(only_theirs) != 1:
        return None
    (key,), (other,) = only_mine, only_theirs
    if not _words(key) & BIRTH_WORDS or _words(other) & BIRTH_WORDS:
        return None
    return f"it ranks by {other}, and an age is counted from the birth {key} keeps"


def _keys(form: Any, schema: Any) -> set[str]:
    """The property keys the form reads (not relationship types), by their own name."""
    return {name.rsplit(".", 1)[-1] for name in relations_in(form) if schema.rel(name.split(".")[0]) is None
            or "." in name}


def _words(key: str) -> set[str]:
    return set(identifier_words(key).lower().split())
