"""How many relations a question's possessive or "of" chain names, read from its structure alone.

"the *employer* of X's *partner*'s *boss*" names three relations, one per noun phrase of the chain, whether or not
any of the nouns is a word the encoder or a lexicon ties to a relation: English strings relations together with "'s"
after the entity ("X's A's B") and with "of" before it ("the B of the A of X"). The chain is walked from the entity
outwards: the possessive nouns left to right, then the "of" nouns right to left. No word list of any domain is used:
only English function words and the few nouns that frame a question ("what is the *name* of …").
"""

from __future__ import annotations

import re
from collections.abc import Callable

from kgchat.lexicons import FUNCTION_WORDS

# Nouns that frame a question rather than name a relation: "what is the *name* of X's wife", "*which one* of …".
FRAME_NOUNS = frozenset({"name", "names", "one", "ones", "list"})

_TOKEN = re.compile(r"'s|[a-z0-9]+(?:-[a-z0-9]+)*|[^\sa-z0-9]")
_IS = re.compile(r"\b(what|who|where|when|why|how|which|that|it|he|she|there|here)'s\b")
# A verb clause ("what did 's father die from") or a wh-word asking for something of its own ("where does 's son
# work"): the chain's phrases are then not all the question asks.
_CLAUSE_WORDS = frozenset({"do", "does", "did", "where", "when", "why", "how"})
_JOINS = frozenset({"'s", "of"})


def _tokens(masked: str) -> list[str]:
    text = masked.lower().replace("\u2019", "'")
    text = _IS.sub(r"\1 is", text)  # "what's the …": a contraction, not a possessive
    text = re.sub(r"(?<=[a-z0-9])'s\b", " 's", text)  # "father's" -> "father 's"
    text = re.sub(r"(?<=s)'(?=\s|$|[?.!,])", " 's", text)  # "parents' home" -> "parents 's home"
    return _TOKEN.findall(text)


def _content(words: list[str]) -> tuple[str, ...]:
    return tuple(w for w in words if w not in FUNCTION_WORDS and w not in FRAME_NOUNS)


def _loose(words: list[str]) -> bool:
    """Whether a function word follows the phrase's first content word: "'s offspring *a* man *or* a woman", "'s
    father working *on*" go on past their noun phrase (a noun phrase of the chain ends at "'s", "of" or the end)."""
    first = next((i for i, w in enumerate(words) if w not in FUNCTION_WORDS and w not in FRAME_NOUNS), len(words))
    return any(w in FUNCTION_WORDS for w in words[first + 1:])


def _is_word(token: str) -> bool:
    return token[0].isalnum()


def _holes(tokens: list[str]) -> list[int]:
    """Where an entity mention was taken out: before a "'s" that follows no content word ("the mom of 's father"),
    or after an "of" that ends the question or a clause ("the mom of ?")."""
    holes = []
    for i, token in enumerate(tokens):
        before = tokens[i - 1] if i else ""
        after_nothing = not before or not _is_word(before) or before in FUNCTION_WORDS
        if (token == "'s" and after_nothing) or (token != "'s" and not _is_word(token) and before == "of"):
            holes.append(i)
    if tokens and tokens[-1] == "of":
        holes.append(len(tokens))
    return holes


Part = tuple[str, ...]


def _joined(parts: list[Part], together: Callable[[Part, Part], bool] | None) -> list[Part]:
    """``parts`` (in the order the question says them) with neighbours that name one relation together made one."""
    out: list[Part] = []
    for part in parts:
        if out and together is not None and together(out[-1], part):
            out[-1] = out[-1] + part
        else:
            out.append(part)
    return out


def possessive_chain(masked: str, together: Callable[[Part, Part], bool] | None = None,
                     whole: bool = False) -> list[Part] | None:
    """The noun phrases of ``masked``'s possessive or "of" chain around its one entity (its mention already taken
    out, ``linking.mask_mentions`` without a marker), in the order a walk from the entity takes them, each as its
    content words: "what is the name of the city of 's partner 's boss ?" -> [("partner",), ("boss",), ("city",)].
    None when the question has no such chain or more than one place an entity was taken from. A phrase of several
    words ("other half") is one entry; two neighbouring "of"-parts are one when ``together`` says they name one
    relation between them ("place" and "birth" in a graph with a place-of-birth relation: the caller knows the
    graph's relation names, ``RelationWords.structure``).

    The phrases are a lower bound on the steps asked: "what faith is 's son", "where did 's father die" ask for a
    step more than their chain's one phrase. With ``whole``, None unless the chain is all the question asks: no
    content word outside it, no phrase going on past its noun ("is 's son a man or a woman"), no "do"/"did" of a
    verb clause, no wh-word that asks for something of its own ("where", "when", "why", "how")."""
    tokens = _tokens(masked)
    holes = _holes(tokens)
    if len(holes) != 1:
        return None
    hole = holes[0]
    after: list[tuple[str, ...]] = []
    lo = hi = hole
    loose = False
    if hole < len(tokens) and tokens[hole] == "'s":
        i, part = hole + 1, []
        while i <= len(tokens):
            token = tokens[i] if i < len(tokens) else "?"
            if token in _JOINS or not _is_word(token):
                loose = loose or _loose(part)
                if _content(part):
                    after.append(_content(part))
                part = []
                if not _is_word(token) and token != "'s":
                    break
            else:
                part.append(token)
            i += 1
        hi = i
    before: list[tuple[str, ...]] = []
    if hole > 0 and tokens[hole - 1] == "of":
        i, part = hole - 2, []
        while i >= -1:
            token = tokens[i] if i >= 0 else "?"
            if token == "of" or not _is_word(token) or token == "'s":
                loose = loose or _loose(part)
                if _content(part):
                    before.append(_content(part))
                part = []
                if token != "of":
                    break
            else:
                part.insert(0, token)
            i -= 1
        lo = i + 1
    found = _joined(after, together) + _joined(before[::-1], together)[::-1]
    if whole and (loose or _content([t for t in tokens[:lo] + tokens[hi:] if _is_word(t)])
                  or any(t in _CLAUSE_WORDS for t in tokens)):
        return None
    return found or None
