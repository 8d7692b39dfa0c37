"""Nouns a graph spells only in the key that numbers its nodes ("clients": the ``Owner`` nodes, each with a
``clientNo``).

Whoever built a graph often called its things one thing in the labels and another in the keys: ``Owner`` nodes
carry a ``clientNo``, ``Pet`` nodes a ``patientNo``, ``Mechanic`` nodes an ``employeeNo``. The key that numbers a
label's nodes says what the people who run the graph call them, and those are the words their questions use
("which clients have no phone number", "how many patients"). MiniLM puts "clients" nearer ``Clinic`` than
``Owner``, and the key itself is no answer ("which clients" asks for the clients, not their numbers).

So the noun the question opens on ("which *clients* …", "how many *patients* …", "*clients* without a phone"),
when it is the noun of such a key, names the label whose nodes hold it, a little less surely than the label's own
word: only where one label holds the key (or one holding every other holder's nodes), never a word that is some
label's own word, and not a noun that goes before a value of the key ("patient 2410" gives a patientNo). The same
goes for a plural noun that is counted ("the most *jobs*") and for one a possessive says a named thing has
("Dovecote Farm's *jobs*": the things, where "X's *job*" may be a key of X's). Any other noun
later in the question ("which surgery has the most registered *clients*") is left as it was: what is counted or
walked to there is read from the relationships, and the thing asked for is named before it.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from kgchat.lexicons import FUNCTION_WORDS
from kgchat.reasoning.answer_type import LEAD_WORDS, WH_WORDS
from kgchat.reasoning.schema_parser.name_nouns import name_noun_mentions
from kgchat.reasoning.schema_parser.possessives import POSSESSIVE
from kgchat.reasoning.schema_parser.schema_index import Element, SchemaIndex, SchemaMention
from kgchat.reasoning.schema_parser.words import SUPERLATIVES, Reading, stem
from kgchat.schema import NUMBERING_WORDS, identifier_words
from kgchat.text import word_kinds

SCORE = 0.85  # a label named by the noun of the key that numbers its nodes: below its own word (1.0)
COUNTING = frozenset({"most", "fewest", "least", "many"})  # words right before a noun that is counted
NUMBERING = NUMBERING_WORDS  # the last word of a key that numbers or identifies nodes ("client no")
SINCE = frozenset({"since"})  # ... or that dates since when they have been that ("client since", "member since")
# words a question may open with before the noun of what it asks for ("how many", "the number of", "top 5")
# and a ranking's words ("the *first* gyle brewed in 2025", "the most recent gyle")
OPENING = FUNCTION_WORDS | WH_WORDS | LEAD_WORDS | {"many", "number", "count", "total", "top", "list", "each"} \
    | {w for phrase in SUPERLATIVES for w in phrase.split()}


def numbered_mentions(reading: Reading, index: SchemaIndex, schema: list[SchemaMention],
                      taken: set[int]) -> list[SchemaMention]:
    """``schema`` with a label mention for the noun the question opens on when it is the noun of a key numbering
    that label's nodes (see the module docstring), unless a word names a label as surely already; then one for each
    noun of a key naming a label's nodes (``name_nouns``: "shows" of ``showName``)."""
    schema = name_noun_mentions(reading, index, schema, taken)
    tokens = reading.tokens
    # the first word past the opening: the noun asked for, or none; and each plural noun that is counted or that a
    # possessive says a named thing has
    first = next((k for k, t in enumerate(tokens) if t.low not in OPENING and not t.low.isdigit() and k not in taken),
                 None)  # past the values and names before it ("cancelled *jobs*")
    counted = [k for k in range(1, len(tokens)) if tokens[k].low != tokens[k].stem
               and (_counted_after(tokens, k) or tokens[k - 1].low in POSSESSIVE)]
    nouns = numbered_labels(index)
    for i in dict.fromkeys(k for k in (first, *counted) if k is not None):
        if i in taken or i + 1 < len(tokens) and any(ch.isdigit() for ch in tokens[i + 1].text):
            continue  # a noun before a value of the key ("patient 2410")
        t = tokens[i]
        label = nouns.get(t.stem)
        if label is None or any(t.stem in e.stems for e in index.elements if e.kind == "label") \
                or any(m.element.kind == "label" and i in m.tokens and m.score >= SCORE for m in schema):
            continue
        schema = sorted([*schema, SchemaMention((i,), label, SCORE)], key=lambda m: -m.score)
    return schema


def _counted_after(tokens: list[Any], k: int) -> bool:
    """Whether the word at ``k`` is what a count or a ranking by count counts ("the most *jobs*", "how many
    *claims*", "the number of *jobs*")."""
    before = tokens[k - 1].low
    return before in COUNTING or before == "of" and k > 1 and tokens[k - 2].low in ("number", "count")


def numbered_labels(index: SchemaIndex) -> dict[str, Element]:
    """The stem of each key's noun -> the label whose nodes that key numbers, for keys of two words ending in a
    numbering word (or in "since" after a noun that is no adjective: ``clientSince`` says its holders are clients,
    ``voidSince`` only since when they have been void), held by one label or by labels within one of them."""
    labels = {e.name: e for e in index.elements if e.kind == "label"}
    found: dict[str, set[str]] = {}
    for e in index.elements:
        words = e.words.split()
        if e.kind != "prop" or len(words) != 2 or words[-1] not in NUMBERING | SINCE or not e.holders \
                or words[-1] in SINCE and ("NOUN" not in word_kinds(words[0]) or "ADJ" in word_kinds(words[0])):
            continue
        broad = next((b for b in e.holders if all(a == b or index.within(a, b) for a in e.holders)), None)
        if broad is not None and broad in labels:
            found.setdefault(stem(words[0]), set()).add(broad)
    return {s: labels[next(iter(held))] for s, held in found.items() if len(held) == 1}


def with_key_nouns(tokens: list[Any], schema: Any, entities: list[Any]) -> list[Any]:
    """``entities`` with the word right before each that is the noun of the key numbering its label's nodes ("*lot*
    L24-031" of a ``Crop`` numbered by ``lotNo``) taken into its words: it says what the thing is, as its label's
    own word would (a word that is a label's own, "*order* HO25/0202", is left to ``Builder.own_label``)."""
    out = []
    labels = {stem(w) for x in schema.labels for w in identifier_words(x.name).lower().split()}
    for em in entities:
        i = min(em.tokens) - 1
        if tokens[min(em.tokens)].low in NUMBERING | {"number"}:  # "loyalty *number* 305789": the key said whole
            i = -1
        for label in em.labels or () if i >= 0 else ():
            info = schema.label(label)
            words = identifier_words(info.name_property).lower().split() if info and info.name_property else []
            if len(words) == 2 and words[1] in NUMBERING and stem(words[0]) == tokens[i].stem not in labels:
                em = replace(em, tokens=(i, *em.tokens))
                break
        out.append(em)
    return out
