"""A verb of the question compared with the graph's names in its dictionary form, with its particle.

MiniLM compares words as written, and an inflected verb sits far from its neighbours in meaning: "lent out" is
0.32 from a relationship type ``BORROWED``, where "lend" is 0.80 from "borrow"; "left after" is 0.47 from
``DEPARTS_FROM``, "leave" 0.73 from "depart". ``verb_mentions`` says each verb of the question (an inflected form
that is no noun, "lent", "landed", or a bare verb after "do" / "to" / a modal) in its dictionary form, with the
particle after it when there is one ("lend out"), and compares that with each relationship type's and key's name
said in dictionary forms too ("borrow", "arrive at", "check in"). A match names the type or key where the words as
written named it less surely (or not at all); it never takes a word that already names something surely. A name
holding another form of the same verb ("supervised" / ``SUPERVISES``), or the noun made from it ("inducted" /
``inductionDate``), is named as surely as by a shared stem.
"""

from __future__ import annotations

import weakref

import numpy as np

from kgchat.reasoning.schema_parser.schema_index import SchemaIndex, SchemaMention
from kgchat.reasoning.schema_parser.words import STOP, Reading
from kgchat.reasoning.word_roots import same_root
from kgchat.text import word_kinds

# English particles that finish a phrasal verb right after it ("filed *under*", "look *after*", "went *out*")
PARTICLES = frozenset("under after over out up off down through around along away back across".split())  # noqa: SIM905
# English prepositions: a noun after one ("owners *on record*", "bikes *in stock*") is no verb, and what follows one
# after the verb is what the verb says of its subject ("clients *living in* Linby": a town, not their pets)
PREPOSITIONS = PARTICLES | frozenset("in on at to from for with by into onto about of".split())  # noqa: SIM905
VERB_FLOOR = 0.6  # MiniLM similarity of the dictionary forms below which a verb names no type or key
SURE = 0.75  # a word naming something this surely already is not read again as a verb
# words after which a verb stands bare ("did X *book*", "to *fly* to"): its dictionary form is what is written
BARE_AFTER = frozenset("do does did don't doesn't didn't to can could will would may might must should".split())  # noqa: SIM905

_NAMES: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # index -> (element rows, dictionary-form texts)


def verb_lemma(word: str) -> str | None:
    """The dictionary form of a verb ("lent" → lend, "landed" → land), or None when the word is no verb."""
    from lemminflect import getAllLemmas

    verbs = getAllLemmas(word).get("VERB")
    return verbs[0] if verbs else None


def said_as_dictionary(words: str) -> str:
    """A name's words with each inflected verb in its dictionary form ("borrowed" → "borrow", "arrives at" →
    "arrive at"); nouns and other words as they are."""
    out = []
    for w in words.split():
        kinds = word_kinds(w)
        base = verb_lemma(w) if "VERB" in kinds and "NOUN" not in kinds else None
        out.append(base or w)
    return " ".join(out)


def verb_at(reading: Reading, i: int) -> str | None:
    """The dictionary form of word ``i`` where it is surely a verb: an inflected form that is no noun ("lent",
    "landed"), or a bare form after "did" / "to" / a modal ("did X *join*"); None for any other word ("checks",
    "loans", "the *scheme*": nouns as well, which the words as written compare as)."""
    tokens = reading.tokens
    t = tokens[i]
    if t.low in STOP or not t.low.isalpha() or not t.text[:1].islower() or len(t.low) < 3:
        return None
    kinds = word_kinds(t.low)
    base = verb_lemma(t.low) if "VERB" in kinds else None
    if base is None:
        return None
    bare = base == t.low and i > 0 and tokens[i - 1].low in BARE_AFTER
    return base if bare or base != t.low and "NOUN" not in kinds else None


def _verbs(reading: Reading, skip: set[int]) -> list[tuple[tuple[int, ...], str]]:
    """(the words, the text to compare) for each verb of the question (``verb_at``), with the particle after it as a
    second text."""
    tokens = reading.tokens
    out = []
    for i in range(len(tokens)):
        if i in skip or (base := verb_at(reading, i)) is None:
            continue
        out.append(((i,), base))
        if i + 1 < len(tokens) and tokens[i + 1].low in PREPOSITIONS:
            out.append(((i, i + 1), f"{base} {tokens[i + 1].low}"))  # the words compared, as the words as written
    return out


def _names(index: SchemaIndex) -> tuple[list[int], np.ndarray | None]:
    """The relationship types and keys whose names hold a verb form, and their names in dictionary forms encoded."""
    if index not in _NAMES:
        rows = [k for k, e in enumerate(index.elements) if e.kind in ("rel", "prop", "edge_prop")]
        texts = [said_as_dictionary(index.elements[k].words or index.elements[k].name) for k in rows]
        _NAMES[index] = (rows, index.encode(texts) if texts else None)
    return _NAMES[index]


def verb_mentions(reading: Reading, index: SchemaIndex, mentions: list[SchemaMention],
                  skip: set[int]) -> list[SchemaMention]:
    """``mentions`` with the types and keys the question's verbs name in dictionary forms (see the module
    docstring) added, or raised where the words as written named them less surely."""
    sure = {i for m in mentions if m.score >= SURE for i in m.tokens}
    verbs = [(idx, text) for idx, text in _verbs(reading, skip) if idx[0] not in sure]
    mentions = _same_verb(verbs, index, mentions)
    rows, names = _names(index)
    if not verbs or names is None or not len(rows):
        return mentions
    said = index.encode([text for _, text in verbs])
    if said is None:
        return mentions
    sims = said @ names.T
    by_element = {m.element: m for m in mentions}
    out = list(mentions)
    for col, k in enumerate(rows):
        best = int(np.argmax(sims[:, col]))
        score = float(sims[best, col])
        e = index.elements[k]
        if score < VERB_FLOOR or (e in by_element and by_element[e].score >= score):
            continue
        found = SchemaMention(verbs[best][0], e, score)
        out = [m for m in out if m.element != e] + [found] if e in by_element else [*out, found]
        by_element[e] = found
    return sorted(out, key=lambda m: -m.score)


def _same_verb(verbs: list[tuple[tuple[int, ...], str]], index: SchemaIndex,
               mentions: list[SchemaMention]) -> list[SchemaMention]:
    """``mentions`` with each type or key whose name holds another form of a verb of the question ("supervised" /
    ``SUPERVISES``, "narrated" / ``narrates``, which the stems keep apart: "supervis", "supervise") named as a
    shared stem names it. Only verb forms meet so: a noun spelt as the verb ("in *service*", "retire *reason*")
    is another word to the stems, and stays one here."""
    said = {text: idx for idx, text in verbs if len(idx) == 1}
    by_element = {m.element: m for m in mentions}
    out = list(mentions)
    for e in index.elements:
        if e.kind not in ("rel", "prop", "edge_prop"):
            continue
        words = (e.words or e.name).split()
        forms = [base for w, base in zip(words, said_as_dictionary(" ".join(words)).split(), strict=True)
                 if base != w and base in said]
        # the verb's own noun ("inducted" / ``inductionDate``, "renewed" / ``renewalDue``): the act it names
        forms += [v for w in words for v in said if " " not in v and w != v and same_root(v, w)
                  and "ADJ" not in word_kinds(w)]  # not "signed" / signalStrength, "posted" / postalCode
        if not forms:
            continue
        found = SchemaMention(said[forms[0]], e, 0.75 + 0.25 / max(1, len(e.stems)))
        if e not in by_element or by_element[e].score < found.score:
            out = [m for m in out if m.element != e] + [found]
            by_element[e] = found
    return sorted(out, key=lambda m: -m.score)
