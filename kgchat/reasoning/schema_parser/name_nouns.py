"""Nouns a graph spells only in the key that names a label's nodes ("shows": the ``Convention`` nodes, each named
by its ``showName``).

The key that names a label's nodes often carries what the people who keep the graph call those things, when the
label says it another way: ``Convention`` nodes named by ``showName``, ``Retailer`` nodes by ``shopName``, ``Vessel``
nodes by ``boatName``. Their questions use that word ("which *shows* did X go to", "*shops* in York"), and MiniLM
need not put it near the label's own word. So a noun of the question that is the first word of such a key (two
words, the second a naming word: "show name", "shop title"), or the key's one word (``Plant`` nodes named by their
``cultivar``), names the label whose nodes the key names, a little less surely than the label's own word:

- only a key that is its label's naming key (``LabelInfo.name_property``) or one of the keys its names are searched
  in, held by that one label, whose first word no dictionary knows as anything but a noun ("first name" names no label) and is no label's own word;
- only the word used as a noun: in the plural ("shows"), or after a determiner ("at *a show*"); "the games *shown*
  at", "*show* me the games" are verbs;
- never a word that already names a label as surely, nor one word of a key's name said in full ("the *unit* price
  of Chai" is the product's ``unitPrice``, though ``unitsInStock`` and ``unitsOnOrder`` make "units" name products).

The first word of two or more of a label's own keys says the same ("lessons": the ``Booking`` nodes, each with a
``lessonType`` and a ``lessonDate``).
"""

from __future__ import annotations

from functools import lru_cache

from kgchat.reasoning.schema_parser.schema_index import Element, SchemaIndex, SchemaMention
from kgchat.reasoning.schema_parser.words import Reading, stem
from kgchat.schema import identifier_words

SCORE = 0.85  # a label named by the noun of its naming key: below its own word (1.0), as ``numbered.SCORE``
SURE = 0.95  # a key's words said in full, matched about as surely as its own spelling
KEYS = frozenset({"prop", "edge_prop"})
NAMING = frozenset({"name", "title"})  # the last word of a key that names nodes
# words after which a noun follows ("at *a* show", "*which* shop", "*each* stockist")
DETERMINERS = frozenset({"a", "an", "the", "this", "that", "these", "those", "each", "every", "any", "which", "what",
                         "our", "their", "its", "his", "her", "per", "no", "some", "all", "other"})


@lru_cache(maxsize=1024)
def _noun(word: str) -> bool:
    from lemminflect import getAllLemmas

    found = getAllLemmas(word)
    return not found or "NOUN" in found  # a word it does not know ("pub") may be a noun; "first" is none


def named_labels(index: SchemaIndex) -> dict[str, Element]:
    """The stem of each naming key's noun -> the label whose nodes that key names (see the module docstring)."""
    labels = {e.name: e for e in index.elements if e.kind == "label"}
    own = {s for e in labels.values() for s in e.stems}
    holders = {e.name: e.holders for e in index.elements if e.kind == "prop"}
    found: dict[str, set[str]] = {}
    for x in index.schema.labels:
        for key in dict.fromkeys(k for k in (x.name_property, *x.search_properties) if k):
            words = identifier_words(key).lower().split()
            if not (len(words) == 2 and words[1] in NAMING or len(words) == 1 and words[0] not in NAMING) \
                    or holders.get(key) != (x.name,) or not _noun(words[0]):
                continue  # "show name", or a noun alone ("cultivar": the plants, each named by its cultivar)
            if stem(words[0]) not in own and x.name in labels:
                found.setdefault(stem(words[0]), set()).add(x.name)
        # "lessons" of ``Booking`` nodes keeping a ``lessonType`` and a ``lessonDate``: the first word of two or more
        # of the label's own keys is what its nodes are
        firsts: dict[str, set[str]] = {}
        for p in x.properties:
            words = identifier_words(p.key).lower().split()
            held = holders.get(p.key, ())
            if len(words) >= 2 and held and all(h == x.name or index.within(h, x.name) for h in held) \
                    and _noun(words[0]):
                firsts.setdefault(stem(words[0]), set()).add(p.key)
        for first, keys in firsts.items():
            if len(keys) >= 2 and first not in own and x.name in labels:
                found.setdefault(first, set()).add(x.name)
    return {s: labels[next(iter(held))] for s, held in found.items() if len(held) == 1}


def name_noun_mentions(reading: Reading, index: SchemaIndex, schema: list[SchemaMention],
                       taken: set[int]) -> list[SchemaMention]:
    """``schema`` with a label mention for each noun of the question that is the noun of a key naming that label's
    nodes (see the module docstring)."""
    named = named_labels(index)
    if not named:
        return schema
    tokens = reading.tokens
    out = list(schema)
    for i, t in enumerate(tokens):
        label = named.get(t.stem)
        if label is None or i in taken or not t.low.isalpha():
            continue
        plural = t.low != t.stem and t.low.rstrip("s") in (t.stem, t.stem + "e")
        if not plural and not (i > 0 and tokens[i - 1].low in DETERMINERS):
            continue  # a verb ("shown at", "show me"), not the noun
        if any(m.element.kind == "label" and i in m.tokens and m.score >= SCORE for m in out):
            continue
        if any(m.element.kind in KEYS and len(m.tokens) > 1 and i in m.tokens and m.score >= SURE
               and max(m.tokens) - min(m.tokens) == len(m.tokens) - 1 for m in out):
            continue  # a word of a key said in full ("the *unit* price of Chai"), no noun of its own; words apart
            # ("*lessons* and their *dates*") are the nodes and their key
        out.append(SchemaMention((i,), label, SCORE))
    return sorted(out, key=lambda m: -m.score)
