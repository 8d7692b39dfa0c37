"""The dictionary form of an inflected English word, for ``words.stem``: every form of one word gets one stem, so
that "supervised", "supervises" and "supervise" meet one another and a key or type spelt with any of them
("narrated" and "narrates" both give ``narrate``, which ``grounding`` then ties to a ``narrator`` key).

Ending rules alone cannot say when a silent e was dropped ("supervis-ed" against "open-ed") or a consonant doubled
("cancell-ed" against "call-ed"); lemminflect's English lexicon can. A word it does not know is left to the ending
rules of ``words``.
"""

from __future__ import annotations

from functools import lru_cache


@lru_cache(maxsize=8192)
def lemma(word: str) -> str | None:
    """The dictionary form of a lower-case word with a regular ending ("-ed", "-ing", "-s"): the verb for "-ed" and
    "-ing" ("supervised" → supervise, "opened" → open, "shipping" → ship), the noun for "-s" ("movies" → movie), else
    the verb ("arrives" → arrive), neither when the two differ ("lives": life or live); the word itself when the
    lexicon knows it and it is no inflected form ("speed", "ceiling", "news", "hundred"); None for a word the lexicon
    does not know, or one without such an ending."""
    if not word.isalpha() or len(word) <= 3:
        return None
    from lemminflect import getAllLemmas

    found = getAllLemmas(word)
    if not found:
        return None
    if "AUX" in found:
        return found["AUX"][0]  # "does", "was": the auxiliary
    nouns = [x for x in found.get("NOUN", ()) if x != word]
    verbs = [x for x in found.get("VERB", ()) if x != word]
    if word.endswith(("ed", "ing")):
        return (verbs or nouns or [word])[0]
    if not word.endswith("s") or word.endswith(("ss", "us", "is")):
        return None
    if nouns and verbs and nouns[0] != verbs[0]:
        return None  # "lives": life or live, which only the sentence can say; the ending rule's guess stands
    return (nouns or verbs or [word])[0]


@lru_cache(maxsize=4096)
def irregular_past(word: str) -> str | None:
    """The verb an irregular past form is of, where the word is nothing else ("rode" → ride, "bought" → buy,
    "won" → win; a relationship type RODE then matches "rides"), or None. Forms that are also nouns or adjectives
    ("left", "found", "saw", "drove") and regular -ed forms are left to ``lemma`` and the ending rules."""
    if not word.isalpha() or word.endswith("ed"):
        return None
    from lemminflect import getAllLemmas

    lemmas = getAllLemmas(word)
    verbs = lemmas.get("VERB", ())
    if set(lemmas) != {"VERB"} or not verbs or word in verbs:
        return None
    return verbs[0]
