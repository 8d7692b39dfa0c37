"""Words read through lemminflect's English lexicon: the verb an irregular past form is of (for ``words.stem``), and
past participles (a verb said in the passive, a state kept as a participle).

(Every form of a word stemmed to its dictionary form was tried and measured in session 56: "serviced" then meets
the noun "service" of "in service", and "retired" the ``retireReason`` key, and the bike-share set lost two right
answers; the dictionary forms are compared only for verbs, in ``verb_lemmas``.)
"""

from __future__ import annotations

from functools import lru_cache


@lru_cache(maxsize=4096)
def participle(word: str) -> bool:
    """Whether ``word`` is some verb's past participle ("referred", "cancelled", "flown", "taught")."""
    from lemminflect import getAllLemmas, getInflection

    return any(word in getInflection(verb, "VBN") for verb in getAllLemmas(word).get("VERB", ()))


@lru_cache(maxsize=4096)
def participles(word: str, verbal: bool = False) -> tuple[str, ...]:
    """The past participles of the verb a word is another form of ("flew" → flown, "cancel" → cancelled,
    canceled), for a state kept as one ('flown', 'cancelled'); none for a word that is also an adjective or adverb
    ("close" to), nor for one that is also a noun unless ``verbal`` (said after "did", "to", ...: "no *archive*
    deposited" is the thing, "did they *archive* it" the act)."""
    from lemminflect import getAllLemmas, getInflection

    kinds = getAllLemmas(word)
    if not word.isalpha() or "ADJ" in kinds or "ADV" in kinds or "NOUN" in kinds and not verbal:
        return ()
    return tuple(dict.fromkeys(p for verb in kinds.get("VERB", ()) for p in getInflection(verb, "VBN") if p != word))


@lru_cache(maxsize=4096)
def irregular_past(word: str) -> str | None:
    """The verb an irregular past form is of, where the word is nothing else ("rode" → ride, "bought" → buy,
    "won" → win; a relationship type RODE then matches "rides"), or None. Forms that are also nouns or adjectives
    ("left", "found", "saw", "drove") and regular -ed forms are left to the ending rules."""
    if not word.isalpha():
        return None
    from lemminflect import getAllLemmas

    lemmas = getAllLemmas(word)
    verbs = lemmas.get("VERB", ())
    if set(lemmas) != {"VERB"} or not verbs or word in verbs or _regular(word, verbs[0]):
        return None
    return verbs[0]


@lru_cache(maxsize=4096)
def doubled_l(word: str) -> str | None:
    """The verb of a form that doubles its final l, as British English does ("cancelled", "travelling",
    "labelled" → cancel, travel, label), or None; "filled", "called" keep their ll in the verb itself."""
    if not word.isalpha() or not word.endswith(("lled", "lling")):
        return None
    from lemminflect import getAllLemmas

    verbs = getAllLemmas(word).get("VERB", ())
    return verbs[0] if verbs and word in (verbs[0] + "led", verbs[0] + "ling") else None


def _regular(word: str, verb: str) -> bool:
    """Whether ``word`` is the verb's regular -ed form ("planned", "carried", "liked"), not an irregular one that
    happens to end so ("led", "fed", "fled")."""
    return word in (verb + "ed", verb + "d", verb + verb[-1:] + "ed", verb[:-1] + "ied")


def state_of_verb(word: str, values: dict) -> str | None:
    """The stored state a past participle says in the verb's own form ("completed": 'complete'), where a node's
    key keeps that form, or None."""
    from lemminflect import getAllLemmas, getInflection

    return next((verb for verb in getAllLemmas(word).get("VERB", ()) if verb != word
                 and word in getInflection(verb, "VBN") and any(e.kind == "prop" for e, _ in values.get(verb, ()))),
                None)
