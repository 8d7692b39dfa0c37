"""Words a reading that keeps every node of a label (or counts them all) leaves unread and that would narrow them.

"How many bikes are *booked* for *tomorrow*?" answered by the count of every bike, or "which members have *a
driving licence*?" by every member: the graph holds nothing these words name, so the whole label answers only by
accident, and the engine refuses. A word narrows them when it is

- a noun and nothing else ("which students are in the *chess society*"), or a word right before the one read as
  the label ("the *head* winemaker");
- a noun (whatever else it can be) inside a noun phrase an indefinite or possessive determiner opens ("have *a
  driving licence*", "in *their* wallet"), every word between them unread too;
- a plural noun (whatever else it can be) right after a verb, the last word of its phrase ("keep *pets*");
- a noun (whatever else it can be) right after "to", "into", "before", … with no determiner, the last word of its
  phrase: where they went ("went to *court*", "sent into *storage*");
- a word English does not know: a name the graph does not hold ("the festival director of *brackwater*");
- a participle right after a form of "be" or "get" ("are *booked*", "have been *retired*"): something said to have
  happened to them, unless it says only that they are on record ("are *listed*", "are *registered*");
- an adjective in its own form right after a form of "be", ending the question ("which members are *vegetarian*"):
  a quality said of them.

A noun for the graph's own items ("Movie *nodes*", "*entries*") narrows nothing. A noun after "the", "our" or "this" (not a modifier of a noun after it) is never read as narrowing: "how many mechanics work for *the scheme*", "vets
*the group* employs", "partners in *our practice*" name the whole organisation the graph describes.
"""

from __future__ import annotations

from typing import Any

# English determiners that open a noun phrase of something not yet known to the hearer, or someone's own.
OPENERS = frozenset("a an any some no their his her its my your".split())  # noqa: SIM905
# English determiners before a noun naming one known thing: the organisation itself ("the scheme", "our practice").
WHOLE = frozenset("the our this".split())  # noqa: SIM905
BE = frozenset("is are was were be been being".split())  # noqa: SIM905
# Forms of "be" and "get" a passive participle follows.
PASSIVE = frozenset("is are was were be been being get gets got gotten".split())  # noqa: SIM905
# Nouns for a graph's own items ("how many Movie *nodes* are there", "how many *pieces* of equipment"): they name
# the label's nodes, no narrowing.
ITEMS = frozenset("""node nodes record records entry entries item items row rows entity entities instance
instances piece pieces bit bits""".split())  # noqa: SIM905
# Prepositions of where something went or came before a bare noun ("went *to court*", "sent *into storage*").
DESTINATIONS = frozenset("to into onto before through via".split())  # noqa: SIM905
# Verbs that say only that things are on record (dictionary forms): no narrowing of what is kept.
RECORD_VERBS = frozenset("list register record store keep hold know file include show".split())  # noqa: SIM905


def narrowing(i: int, reading: Any, unread: set[int], label_at: set[int]) -> bool:
    """Whether unread word ``i`` would narrow the nodes of a label kept whole (see the module docstring).
    ``unread``: the words no piece of the reading claims and nothing accounts for; ``label_at``: the words read as
    the answered label."""
    from lemminflect import getAllLemmas

    tokens = reading.tokens
    word = tokens[i].low
    kinds = getAllLemmas(word)
    before = tokens[i - 1].low if i > 0 else ""
    if word in ITEMS:
        return False
    if not kinds:
        return True  # no English word: a name the graph does not hold ("the director of *brackwater*"), or a thing's
        # own coinage ("free *wifi*"): either says which of them are meant
    if i + 1 in label_at:
        return True
    if before in WHOLE and not (i + 1 in unread and _noun(tokens[i + 1].low)):
        return False  # "the scheme", "our practice": the organisation, not a modifier ("the *chess* society")
    if _noun(word):
        return True
    if "NOUN" in kinds and _opened(i, tokens, unread):
        return True
    if "NOUN" in kinds and word not in kinds["NOUN"] and i > 0 and "VERB" in getAllLemmas(before) \
            and not _noun(before) and i + 1 not in unread and i - 1 not in label_at \
            and tokens[i - 1].text[:1].islower():  # "*Treasure* cases": a name before the noun, no verb
        return True  # "tenants who keep *pets*": a plural noun, the object of a verb, ending the phrase
    if "NOUN" in kinds and before in DESTINATIONS and i + 1 not in unread and i - 1 not in label_at:
        return True  # "claims that went to *court*": where they went, a bare noun ending its phrase
    verb_before = _before_adverbs(i, tokens)  # "are *currently* injured": the verb before the adverbs
    if "ADJ" in kinds and word in kinds["ADJ"] and verb_before in BE and \
            (i + 1 == len(tokens) or not tokens[i + 1].low.isalpha()):
        return True  # "which members are *vegetarian*": a quality said of them, ending the question
    verb = kinds.get("VERB", ())
    return bool(verb) and word not in verb and verb_before in PASSIVE and not set(verb) & RECORD_VERBS


def _before_adverbs(i: int, tokens: list) -> str:
    """The word before word ``i``, past the adverbs between them ("are *currently* injured": "are")."""
    j = i - 1
    while j > 0 and _adverb(tokens[j].low):
        j -= 1
    return tokens[j].low if j >= 0 else ""


def _adverb(word: str) -> bool:
    """Whether a word is an adverb and no verb."""
    from lemminflect import getAllLemmas

    kinds = getAllLemmas(word)
    return "ADV" in kinds and "VERB" not in kinds


def _opened(i: int, tokens: list, unread: set[int]) -> bool:
    """Whether an indefinite or possessive determiner opens the noun phrase word ``i`` ends, the words between
    them unread."""
    j = i - 1
    while j >= 0 and j in unread and tokens[j].low not in OPENERS:
        j -= 1
    return j >= 0 and tokens[j].low in OPENERS


def _noun(word: str) -> bool:
    """Whether a word can only be a noun."""
    from lemminflect import getAllLemmas

    kinds = getAllLemmas(word)
    return "NOUN" in kinds and "VERB" not in kinds and "ADJ" not in kinds
