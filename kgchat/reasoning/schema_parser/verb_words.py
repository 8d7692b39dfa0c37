"""A label word that says the link walked rather than the kind of thing asked (``link_verb``).

"What boats has X *chartered*": the word is CHARTERED's own verb, and only close to the label CharterVessel. A
word that can only be a verb's form (English makes no noun of "chartered") and that a relationship type names more
closely than the label says which relationship the question walks; the thing asked is named elsewhere. A word that
can be a noun ("*charter* boats") may name the label, and stays a label word.
"""

from __future__ import annotations

from typing import Any

from kgchat.text import word_kinds


def link_verb(builder: Any, mention: Any) -> bool:
    """Whether a label mention's words are a verb's form that a relationship type names more closely."""
    words = [builder.r.tokens[i].low for i in mention.tokens]
    if any("NOUN" in word_kinds(w) or "VERB" not in word_kinds(w) for w in words):
        return False
    return any(r.tokens == mention.tokens and r.score > mention.score for r in builder.g.elements("rel"))
