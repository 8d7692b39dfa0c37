"""Whether a word of a question names a relationship type or key: the words of the type's name, and the ways
English says one of them (one lemma, the agent noun, one root). Read by the badge's doubts (``hop_doubts``,
``time_doubts``) and the steps they settle."""

from __future__ import annotations

from functools import lru_cache

from kgchat.lexicons import FUNCTION_WORDS
from kgchat.reasoning.form_words import same_root
from kgchat.schema import identifier_words


def type_words(name: str) -> set[str]:
    """The content words of a type's name (PLAYS_FOR → {plays}); function words name nothing."""
    return {w for w in identifier_words(name).lower().split() if w not in FUNCTION_WORDS}


def names(token: str, word: str) -> bool:
    """Whether a question word names a word of a type's name: one lemma ("played" / PLAYS), or the word's agent
    noun ("player" / PLAYS, "manager" / MANAGES), or one root ("connection" / CONNECTS)."""
    if token == word or same_root(token, word):
        return True
    ours, theirs = lemmas(token), lemmas(word)
    if ours & theirs:
        return True
    # a root loses its final "e" before "-or" ("coordinator" / COORDINATES, "translator" / TRANSLATED)
    roots = theirs | {word} | {r[:-1] for r in theirs | {word} if r.endswith("e")}
    return any(token.startswith(root) and token[len(root):] in ("er", "ers", "r", "rs", "or", "ors")
               for root in roots if len(root) >= 3)


@lru_cache(maxsize=4096)
def lemma_set(word: str) -> frozenset[str]:
    from lemminflect import getAllLemmas

    return frozenset({word} | {x.lower() for forms in getAllLemmas(word).values() for x in forms})


def lemmas(word: str) -> set[str]:
    return set(lemma_set(word))


def named(words: list[str], wanted: set[str]) -> bool:
    return any(names(t, w) for t in words for w in wanted)
