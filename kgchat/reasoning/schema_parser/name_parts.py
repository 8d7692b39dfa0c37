"""One part of a name after "called": "customers *called Ewart*". A label whose nodes are named by several keys read
together (``LabelInfo.display``: ``firstName`` and ``lastName`` shown as "Ewart Penhallow") holds no one key with
the word in it as a whole; the word is a whole value of one of those keys, and the test is that key equal to it. A
word that is no whole value of any of them (a name cut short, a word of a title) leaves the usual text test.
"""

from __future__ import annotations

from kgchat.backends.base import normalize_name
from kgchat.logic.nodes import Entity, Expr, Join, Relation
from kgchat.reasoning.schema_parser.build import Builder, Part
from kgchat.reasoning.schema_parser.schema_index import MAX_VALUES
from kgchat.reasoning.schema_parser.words import Cue

CALLED = frozenset({"called", "named"})


def name_part_links(b: Builder, label: str, cue: Cue, text: str,
                    toks: frozenset[int]) -> list[tuple[Expr, list[Part]]]:
    """The key among ``label``'s name parts holding ``text`` as a whole value, equal to it (as stored)."""
    info = b.schema.label(label)
    if cue.word not in CALLED or info is None or len(info.display) < 2:
        return []
    want = normalize_name(text)
    out: list[tuple[Expr, list[Part]]] = []
    for key in info.display:
        stored = next((v for v in b.index.store.property_values(key, MAX_VALUES) if normalize_name(v) == want), None)
        if stored is not None:
            out.append((Join(Relation(key), Entity(stored)),
                        [Part(None, toks | frozenset(cue.tokens), 1.0, "constraint", f"{key} {stored!r}")]))
    return out
