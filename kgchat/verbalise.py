"""Relation ids as words: the one place that says how a relation reads, for scorers, traces, the UI and exports.

Freebase-style ids (``domain.type.property``) read as the property, then the type it belongs to in brackets unless the
property already says it: ``people.person.nationality`` → ``nationality (person)``, ``film.film.directed_by`` →
``directed by (film)``, ``location.location.containedby`` → ``containedby (location)``. Freebase's plural marker
``_s`` joins its word (``people.person.spouse_s`` → ``spouses (person)``). The domain is left out: it repeats the
type or names a project (``base.…``), and says nothing a question would. Other ids read with their separators as
spaces (``directed_by`` → ``directed by``, PathQuestion's ``__film__cinematographer__film`` → ``film cinematographer
film``), exactly as before this module, so models trained on those texts read the same words.

The bracketed type is part of the words a sentence encoder reads (it tells ``film (performance)`` from
``film (actor)``); word counting leaves it out (``property_words``), since "person" or "film" in a question names a
kind of thing rather than a relation.
"""

from __future__ import annotations

import re

_FREEBASE = re.compile(r"[A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+){2,}")  # domain.type.property (or longer: base.x.y.z)
_TYPE_OPEN = " ("


def _words(part: str) -> list[str]:
    part = re.sub(r"_s$", "s", part)  # Freebase's plural marker: spouse_s -> spouses
    return [w for w in part.replace("__", " ").replace("_", " ").split() if w]


def relation_words(relation: str) -> str:
    """How a relation id reads (no direction): ``people.person.nationality`` → ``nationality (person)``."""
    if _FREEBASE.fullmatch(relation):
        parts = relation.split(".")
        prop, kind = _words(parts[-1]), _words(parts[-2])
        if not prop:
            return " ".join(kind)
        if not kind or all(w in prop for w in kind):
            return " ".join(prop)
        return f"{' '.join(prop)}{_TYPE_OPEN}{' '.join(kind)})"
    return " ".join(relation.replace("__", " ").replace(".", " ").replace("_", " ").split())


def property_words(text: str) -> str:
    """The words of a verbalised relation without its bracketed type: ``nationality (person)`` → ``nationality``."""
    return re.sub(r"\s*\((?!reverse\))[^()]*\)", "", text).strip()


def naming_words(move: str) -> str:
    """The words of a verbalised move that a question may use to ask for it: the property, and, read backwards,
    the type it reaches (``countries used (currency) (reverse)`` goes from a country to its currency). Read forwards
    the bracketed type is the thing the move starts from, which names no relation."""
    plain = move[: -len(_REVERSE)] if move.endswith(_REVERSE) else move
    typed = _TYPED.fullmatch(plain)
    if typed is None or plain == move:
        return property_words(plain)
    return f"{typed['prop']} {typed['kind']}"


_TYPED = re.compile(r"(?P<prop>.*?) \((?P<kind>[^()]*)\)")
_REVERSE = " (reverse)"


def side_words(move: str, end: bool) -> str:
    """The words of a verbalised move (``relation_text``) that describe the entity it starts from (``end`` False) or
    reaches (``end`` True). A Freebase property relates a thing of its bracketed type to what the property names:
    ``nationality (person)`` goes from a person to a nationality, so read backwards (``... (reverse)``) it reaches a
    person. Moves without a bracketed type read the same from both ends."""
    forward = not move.endswith(_REVERSE)
    text = move if forward else move[: -len(_REVERSE)]
    typed = _TYPED.fullmatch(text)
    if typed is None:
        return text
    return typed["prop"] if forward == end else typed["kind"]
