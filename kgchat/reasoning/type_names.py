"""Whether a word of a question names a relationship type or key: the words of the type's name, and the ways
English says one of them (one lemma, the agent noun, one root). Read by the badge's doubts (``hop_doubts``,
``time_doubts``) and the steps they settle, and whether a verb is what the nodes of a label do (``label_verbs``: a
buyer is who buys)."""

from __future__ import annotations

from functools import lru_cache

from lemminflect import getAllLemmas

from kgchat.backends.base import GraphStore, normalize_name
from kgchat.errors import KGChatError
from kgchat.lexicons import FUNCTION_WORDS
from kgchat.logic.nodes import Class, relation_types_in, subexpressions
from kgchat.logic.sexpr import parse
from kgchat.reasoning.word_roots import same_root
from kgchat.schema import identifier_words
from kgchat.types import Answer


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
    return _agent_of(token, theirs | {word} | {r[:-1] for r in theirs | {word} if r.endswith("e")})


def _agent_of(token: str, roots: set[str]) -> bool:
    """Whether ``token`` is one of ``roots`` with an agent ending ("manag" + "er", "coordinat" + "or")."""
    return any(token.startswith(root) and token[len(root):] in ("er", "ers", "r", "rs", "or", "ors")
               for root in roots if len(root) >= 3)


def doer_noun_of(token: str, type_name: str) -> bool:
    """Whether ``token`` is the agent noun of a word of the type's name ("manager" / MANAGES, "supplier" /
    SUPPLIED): a noun for who does it, not for the act ("order" / ORDERED, "delivery" / DELIVERED)."""
    for word in type_words(type_name):
        roots = lemmas(word) | {word}
        roots |= {r[:-1] for r in roots if r.endswith("e")} | {r[:-1] + "i" for r in roots if r.endswith("y")}
        if _agent_of(token, roots):
            return True
    return False


@lru_cache(maxsize=4096)
def lemma_set(word: str) -> frozenset[str]:
    return frozenset({word} | {x.lower() for forms in getAllLemmas(word).values() for x in forms})


def lemmas(word: str) -> set[str]:
    return set(lemma_set(word))


def named(words: list[str], wanted: set[str]) -> bool:
    return any(names(t, w) for t in words for w in wanted)


# endings of an English doer noun and what its verb ends with instead ("buyer": buy, "supplier": supply)
DOER_NOUN_ENDINGS = (("er", ""), ("or", ""), ("ier", "y"), ("r", ""))


def label_verbs(graph: GraphStore, answer: Answer, words: list[str]) -> list[str]:
    """Why each of ``words`` is a verb whose doer noun names a label the answer's form answers with, and that label's
    nodes start a relationship type the form walks ("who has *bought* X" answered with ``Buyer`` nodes along
    ORDERED: a buyer is who buys), or [] when one of them is not."""
    try:
        schema, form = graph.schema(), parse(answer.trace.logical_form or "")
    except (KGChatError, ValueError):
        return []
    classes = {n.name for n in subexpressions(form) if isinstance(n, Class)}
    walked_types = relation_types_in(form)
    out = []
    for word in words:
        verbs = set(getAllLemmas(normalize_name(word)).get("VERB", ()))
        why = None
        for label in (x for x in schema.labels if x.name in classes):
            noun = identifier_words(label.name).lower()
            made = {noun[:-len(end)] + put for end, put in DOER_NOUN_ENDINGS if noun.endswith(end) and len(noun) > len(end) + 2}
            types = [r.name for r in schema.relationships if r.name in walked_types and label.name in r.starts]
            if " " not in noun and verbs & made and types:
                why = f"'{word}' is what a {noun} does, and the answer's {label.name} nodes start {', '.join(types)}"
                break
        if why is None:
            return []
        out.append(why)
    return out
