"""Nodes a question names in the plural, by the last words of their name, or misspelt: "the *otters*" for the one
node named "Asian Small-clawed Otter", "*red pandas*" for "Red Panda", "*snow leapords*" for "Snow Leopard".

People speak of the things a node stands for (a species, a breed, a grape) in the plural, and by the head of its
name rather than all of it. A run of up to three words ending in a plural noun is read as a node of a label of few
nodes when its words, the last made singular, are the last words of that node's name (each word as spelt, or off
by a letter or two in a long word, its first letter kept) and of no other node's name; not where the plural is
itself the last word of the name as written ("Two Voices"), nor where a capitalised name goes on after it ("Orchards
of Lost", a title), nor where the word is a verb with its object after it ("who *funds* them"), nor where a noun before the
words says which of them it means ("stop-to-stop *links*"). Read only where no exact
name, value or schema word claims the words: a plural that is a word of the graph's schema ("branches" for a
``Branch`` label, even when one branch is named "Riverside Branch") speaks of every node of that kind, and a plural
that fits several nodes ("the tortoises" of two species) is left to other readings.
"""

from __future__ import annotations

from rapidfuzz.distance import OSA

from kgchat.backends.base import GraphStore, normalize_name, singulars
from kgchat.errors import KGChatError
from kgchat.reasoning.schema_parser.schema_index import SchemaIndex, singular
from kgchat.reasoning.schema_parser.words import STOP, Reading, stem
from kgchat.types import Entity

FEW_NODES = 200  # only labels with at most this many nodes have their names read
LONGEST = 3  # words in a mention read this way
CLOSE = ((7, 2), (6, 1))  # a word this long or longer may be off by this many letters (swaps count one)


def named_by_heads(reading: Reading, index: SchemaIndex, store: GraphStore,
                   taken: set[int]) -> list[tuple[tuple[int, ...], Entity]]:
    """(the words, the one node they name) for each mention read as the module docstring says."""
    tokens = reading.tokens
    schema_stems = {s for e in index.elements for s in e.stems}
    ends = [i for i, t in enumerate(tokens) if i not in taken and _plural(t.low)
            and not {t.stem, *(stem(w) for w in _singulars(t.low))} & schema_stems]
    if not ends:
        return []
    names, values = _names(index, store), index.values()
    out: list[tuple[tuple[int, ...], Entity]] = []
    used: set[int] = set()
    for end in ends:
        for size in range(min(LONGEST, end + 1), 0, -1):
            idx = tuple(range(end - size + 1, end + 1))
            if set(idx) & (taken | used) or any(tokens[i].low in STOP or not tokens[i].low[:1].isalpha()
                                                for i in idx):
                continue
            if _goes_on(tokens, end) or _verb_here(tokens, end):
                break  # "Orchards of Lost": a word of a longer proper name; "who funds them": a verb
            said = normalize_name(" ".join(tokens[i].text for i in idx)).split()
            forms = {tuple(said[:-1] + [s]) for s in _singulars(said[-1])}
            if any(" ".join(form) in values for form in forms) or " ".join(said) in values:
                break  # a value of a property ("amphibians"): the value reading's
            found = {e.id: e for words, e in names if words[-1] != said[-1]
                     and any(_ends_with(words, form) for form in forms)}
            if len(found) == 1 and _free_before(tokens, idx[0]):
                out.append((idx, next(iter(found.values()))))
                used |= set(idx)
                break
            if found:
                break  # several nodes: a shorter run of the words would fit as many or more
    return out


def _goes_on(tokens: list, end: int) -> bool:
    """Whether the words after ``end`` carry on a capitalised name: a capitalised word, maybe after a minor one."""
    rest = [t.text for t in tokens[end + 1:end + 3]]
    if rest and rest[0][:1].isupper():
        return True
    return len(rest) == 2 and rest[0].lower() in ("of", "on", "at", "and", "in", "the") and rest[1][:1].isupper()


OBJECTS = frozenset(("them", "him", "her", "it", "us", "me", "the", "a", "an", "this", "that", "these", "those",
                     "their", "his", "its", "our", "my", "your"))


def _verb_here(tokens: list, end: int) -> bool:
    """Whether the word at ``end`` can be a verb and its object follows it ("who *funds* them")."""
    from lemminflect import getAllLemmas

    after = tokens[end + 1].low if end + 1 < len(tokens) else ""
    return after in OBJECTS and "VERB" in getAllLemmas(tokens[end].low)


def _free_before(tokens: list, start: int) -> bool:
    """Whether the word before the mention leaves it whole: none, a function word, or an adjective ("the young
    otters"); a noun before it says which of them it means, not the node ("stop-to-stop *links*", "music
    *bursaries*")."""
    from lemminflect import getAllLemmas

    if start == 0 or not tokens[start - 1].low[:1].isalpha() or tokens[start - 1].low in STOP:
        return True
    word = tokens[start - 1].low
    lemmas = getAllLemmas(word)
    # a word that is no noun ("*against* house mice"), an adjective, or a verb's inflected form ("jobs *targeting*
    # cat fleas"), not a noun naming a kind of them
    return "NOUN" not in lemmas or "ADJ" in lemmas or word.endswith(("ing", "ed")) \
        and lemmas.get("VERB", (word,))[0] != word


def _plural(word: str) -> bool:
    """A plural noun: in "-s", or one English makes otherwise ("mice", "geese") that has a singular of its own."""
    if len(word) < 4 or not word.isalpha():
        return False
    return word.endswith("s") and not word.endswith("ss") or word not in STOP and _irregular(word) is not None


def _irregular(word: str) -> str | None:
    """The singular of a plural not made with "-s" ("mice": mouse, "geese": goose), when the word is only a noun
    and its first lemma is another word; None otherwise ("data": datum is its second)."""
    from lemminflect import getAllLemmas

    lemmas = getAllLemmas(word)
    nouns = lemmas.get("NOUN", ())
    return nouns[0] if set(lemmas) == {"NOUN"} and nouns and nouns[0] != word else None


def _singulars(word: str) -> list[str]:
    """The singular lemminflect gives, else the ones an English plural ending allows (a misspelt word has no
    lemma: "girafes")."""
    lemma = singular(word)
    if lemma == word and (other := _irregular(word)) is not None:
        return [other]
    return [lemma] if lemma != word else singulars(word)


def _names(index: SchemaIndex, store: GraphStore) -> list[tuple[list[str], Entity]]:
    from kgchat.logic.nodes import Class

    out = []
    for info in index.schema.labels:
        if not 0 < info.count <= FEW_NODES or not (info.name_property or info.display):
            continue
        try:
            nodes = store.execute(Class(info.name))
        except KGChatError:
            continue
        out += [(words, e) for e in nodes if (words := normalize_name(e.name or "").split())]
    return out


def _ends_with(words: list[str], said: tuple[str, ...]) -> bool:
    """Whether a name's words end with the words said, each as spelt or close (``CLOSE``)."""
    if len(words) < len(said):
        return False
    return all(close_spelling(a, b) for a, b in zip(words[len(words) - len(said):], said, strict=True))


def close_spelling(word: str, said: str) -> bool:
    """Whether ``said`` is ``word`` as spelt, or off by a letter or two in a long word, its first letter kept
    (``CLOSE``)."""
    if word == said:
        return True
    if word[:1] != said[:1]:
        return False
    allowed = next((n for size, n in CLOSE if min(len(word), len(said)) >= size), 0)
    return allowed > 0 and OSA.distance(word, said, score_cutoff=allowed) <= allowed  # a swap counts one


def named_by_acronym(reading: Reading, index: SchemaIndex, store: GraphStore,
                     taken: set[int]) -> list[tuple[tuple[int, ...], Entity]]:
    """"courses that included an *OPG*" for the one node named "OPG X-ray": a word written in capitals (in a question
    that is not) names the one node of a label of few nodes whose name has it as a word of its own, where no exact
    name, value or schema word claims it: people name a thing by the letters that set it apart, not by the head
    its siblings share ("Bitewing X-ray"). A word in several names, or one a name runs on from, is left alone."""
    tokens = reading.tokens
    schema_stems = {s for e in index.elements for s in e.stems}
    said = [i for i, t in enumerate(tokens) if i not in taken and t.acronym and t.stem not in schema_stems
            and not (i + 1 < len(tokens) and tokens[i + 1].text[:1].isupper())
            and not (i > 0 and tokens[i - 1].text[:1].isupper() and i - 1 not in taken)]
    if not said:
        return []
    names, values = _names(index, store), index.values()
    out: list[tuple[tuple[int, ...], Entity]] = []
    for i in said:
        word = normalize_name(tokens[i].text)
        if word in values:
            continue
        found = {e.id: e for words, e in names if len(words) > 1 and word in words}
        if len(found) == 1:
            out.append(((i,), next(iter(found.values()))))
    return out
