"""Names said otherwise than written: cut short before the label's word ("the *maths* department" for
Mathematics; ``clipped_names``), or with words put in between (``spread_names``): "the Country House Furniture
*sale in* February 2023" for the sale whose title is "Country House Furniture, February 2023", "the Ceramics &
Glass *sale of* October 2024".

A long name that carries a date or a place after its subject is said the way the thing is spoken of: the kind of
thing put after the subject, and a preposition before the rest. No n-gram of such a question is the name, and its
words, read one by one, become a department, an object type and a month. So a node of a label of few nodes whose
name has three words or more (two of them at least not function words) is named where its words come in the
question in their order, with nothing between them but that label's own word and function words (three at most in
all), the first and last words of the run being words of the name; the run, label word included, is the mention.
Read only where the question says the label's word, and only on words no exact name has claimed.
"""

from __future__ import annotations

from kgchat.backends.base import GraphStore, normalize_name
from kgchat.errors import KGChatError
from kgchat.reasoning.schema_parser.name_heads import FEW_NODES
from kgchat.reasoning.schema_parser.schema_index import SchemaIndex
from kgchat.reasoning.schema_parser.words import STOP, Reading
from kgchat.types import Entity

ALIKE = 0.5  # MiniLM similarity two words sharing a beginning need to be read as one word in two forms
CLIPPED = 4  # a one-word name cut short keeps this many letters or more ("repos")
LEAST_WORDS = 3  # words of a name read this way
PUT_IN = 3  # words put in between at most


def clipped_names(reading: Reading, index: SchemaIndex, store: GraphStore,
                  taken: set[int]) -> list[tuple[tuple[int, ...], Entity]]:
    """A word right before a label's own word that is the one-word name of exactly one of that label's nodes cut
    short, as people say names ("the *maths* department": Mathematics; "*econ* courses"): four letters or more
    (a plural's "s" aside), the name at least three letters longer. Read only on labels of few nodes."""
    from kgchat.logic.nodes import Class

    tokens = reading.tokens
    label_of = {e.stems[0]: e.name for e in index.elements if e.kind == "label" and len(e.stems) == 1}
    out: list[tuple[tuple[int, ...], Entity]] = []
    for i in range(len(tokens) - 1):
        word, label = tokens[i].low, label_of.get(tokens[i + 1].stem)
        short = word[:-1] if word.endswith("s") else word
        info = index.schema.label(label) if label else None
        if i in taken or i + 1 in taken or word in STOP or not short.isalpha() or len(short) < CLIPPED \
                or info is None or not 0 < info.count <= FEW_NODES:
            continue
        try:
            nodes = store.execute(Class(label))
        except KGChatError:
            continue
        found = [e for e in nodes if (name := normalize_name(e.name or "")) and " " not in name
                 and name.startswith(short) and len(name) - len(short) >= 3]
        if len(found) == 1 and clipping_of(index, word, normalize_name(found[0].name or "")):
            out.append(((i,), found[0]))
    return out


def clipping_of(index: SchemaIndex, word: str, name: str) -> bool:
    """Whether ``word`` is ``name`` cut short as an English word is ("maths" of mathematics, "chem" of chemistry):
    the name is a dictionary word (a place's own name is not: "winter" is no "Winterbourne"), and MiniLM, where
    there is one, says the two mean alike."""
    from lemminflect import getAllLemmas

    return bool(getAllLemmas(name)) and alike(index, word, name) is not False


def spread_names(reading: Reading, index: SchemaIndex, store: GraphStore,
                 taken: set[int]) -> list[tuple[tuple[int, ...], Entity]]:
    """(the words, the node) for each name said with words put in between (see the module docstring)."""
    from kgchat.logic.nodes import Class

    tokens = reading.tokens
    said = [normalize_name(t.text) for t in tokens]
    out: list[tuple[tuple[int, ...], Entity]] = []
    used = set(taken)
    for info in index.schema.labels:
        own = next((e.stems for e in index.elements if e.kind == "label" and e.name == info.name), ())
        if not own or not 0 < info.count <= FEW_NODES or not any(t.stem == own[-1] for t in tokens):
            continue
        try:
            nodes = store.execute(Class(info.name))
        except KGChatError:
            continue
        names = [(words, e) for e in nodes if len(words := normalize_name(e.name or "").split()) >= LEAST_WORDS
                 and sum(w not in STOP for w in words) >= 2]
        for words, e in sorted(names, key=lambda x: -len(x[0])):
            idx = _run(tokens, said, words, own, used)
            if idx:
                out.append((idx, e))
                used |= set(idx)
    return out


def _run(tokens: list, said: list[str], words: list[str], own: tuple[str, ...], used: set[int]) -> tuple[int, ...]:
    """The tokens saying ``words`` in order with only the label's word and function words put in between, or ()."""
    for start, word in enumerate(said):
        if word != words[0] or start in used:
            continue
        k, put_in, idx = 1, 0, [start]
        for j in range(start + 1, len(tokens)):
            if j in used:
                break
            if not said[j]:  # punctuation
                continue
            if said[j] == words[k]:
                k += 1
                idx.append(j)
                if k == len(words):
                    return tuple(range(idx[0], idx[-1] + 1)) if put_in else ()
                continue
            put_in += 1
            if put_in > PUT_IN or not (tokens[j].stem in own or tokens[j].low in STOP):
                break
            idx.append(j)
    return ()


def alike(index: SchemaIndex, word: str, other: str) -> bool | None:
    """Whether two words that begin alike also mean alike ("published" / "publication" do, "discount" /
    "discontinued" do not); None without an encoder."""
    vecs = index.encode([word, other])
    if vecs is None:
        return None
    return float(vecs[0] @ vecs[1]) >= ALIKE


def clipped_key(index: SchemaIndex, tokens: list, free: list[int], key: str) -> tuple[int, ...]:
    """The words a one-word key is cut short from ("certificates" for a key ``certs``, "temperature" for ``temp``):
    the key, less a plural ending, begins the word, keeps CLIPPED letters or more, is at least three letters
    shorter, and means alike (so ``part`` is not "partner")."""
    if " " in key:
        return ()
    short = key[:-1] if key.endswith("s") and not key.endswith("ss") else key
    if len(short) < CLIPPED or not short.isalpha():
        return ()
    return tuple(i for i in free if tokens[i].low.startswith(short) and len(tokens[i].low) - len(short) >= 3
                 and alike(index, tokens[i].low, key))
