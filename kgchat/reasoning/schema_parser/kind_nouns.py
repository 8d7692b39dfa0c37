"""Nouns of the asker's own for a label, read from what the graph says its nodes are: the values of a key that
are kinds of the thing ("animals" for ``Pet`` nodes whose ``species`` is 'dog', 'cat', 'horse'), and a value said
as a noun for the things it is true of ("how many *cats*": the pets whose species is 'cat', not the cat breeds).

A graph keeps what sort of thing each node is in a key of its own making (``species``, ``kind``, ``form``,
``role``); its values are ordinary nouns, and a word for what they all are ("animals", "medicines", "employees")
names the nodes that hold them, though MiniLM ties the word to no label name ("animals" is nearer ``species``
than ``Pet``). So a plural noun that names no element by its own spelling names a label when MiniLM puts it close
to the values of one of the label's text keys, on average (``KIND``), where those values are mostly one-word nouns
(at least ``LEAST_VALUES`` of them): the values are kinds of what the word says, a little less surely than the
label's own word.

The same key (or the same value) is often held by two labels, one of them the kinds of the other: ``Pet`` and
``Breed`` both keep a ``species``, and each pet is ``OF_BREED`` a breed. The things themselves are the nodes that
point at the others (``things``): a pet is a cat, a breed is a kind of cat. A label whose nodes hold the value
only inside a list (a medicine *licensed for* cats) is no such thing either. Where no one label is left, the word
names none of them.

The words for a sort of thing are one another's: "the most common *type* of fault" asks for the ``kind`` of the
faults as surely as a key called ``type`` (``kind_word_keys``).

A key is named the same way: "what *colour* is the Gemsrinne run" asks for the ``difficulty`` whose values are
'green', 'blue', 'red' and 'black'. A noun that names no element by its spelling (nor any as surely by MiniLM, nor a label
fairly surely) names the text key whose values MiniLM puts near it on average (``KEY_KIND``), well ahead of every other key's
(``KEY_MARGIN``), a little less surely than the key's own word.
"""

from __future__ import annotations

from kgchat.reasoning.schema_parser.schema_index import Element, SchemaIndex, SchemaMention, singular
from kgchat.reasoning.schema_parser.words import SORT_WORDS, STOP, Reading
from kgchat.text import word_kinds

SCORE = 0.85  # a label named by a word for what its key's values are kinds of: below its own word (1.0)
KIND = 0.5  # least mean MiniLM similarity of a word to a key's values to read the values as kinds of it
LEAST_VALUES = 3  # distinct one-word noun values a key needs before its values say what its nodes are
MOSTLY = 2 / 3  # share of a key's values that must be one-word nouns
KEY_KIND = 0.55  # least mean MiniLM similarity of a word to a key's values to read the word as naming the key
KEY_MARGIN = 0.15  # how far ahead of any other key's values they must be
NAMED = 0.75  # a word naming a label this surely names a thing, not a key's values
THING = 0.05  # how far a reading of a label of kinds (or of a list holding the value) falls behind the things'


def things(index: SchemaIndex, labels: list[str] | tuple[str, ...], broadest: bool = True) -> list[str]:
    """Of ``labels`` (that hold one key or one value), those whose nodes are the things themselves: not a label
    the others' nodes point at by a relationship (breeds, which pets are ``OF_BREED``), and, with ``broadest``,
    not a label all of whose nodes hold another of them (deceased pets are pets)."""
    labels = list(dict.fromkeys(labels))
    pointed = {b for r in index.schema.relationships for a in r.starts if a in labels
               for b in r.ends if b in labels and b != a}
    out = [x for x in labels if x not in pointed]
    if broadest:
        out = [x for x in out if not any(y != x and index.within(x, y) for y in out)]
    return out


def _kind_keys(index: SchemaIndex) -> dict[Element, list[str]]:
    """Each node key whose values are mostly one-word nouns, with those values (see the module docstring)."""
    held: dict[Element, set[str]] = {}
    for pairs in index.values().values():
        for e, v in pairs:
            if e.kind == "prop" and e.holders and e.info is not None and not e.info.is_list:
                held.setdefault(e, set()).add(v)
    out = {}
    for e, values in held.items():
        nouns = [v for v in values if v.isalpha() and "NOUN" in word_kinds(v.lower())]
        if len(nouns) >= LEAST_VALUES and len(nouns) >= MOSTLY * len(values):
            out[e] = sorted(v.lower() for v in nouns)
    return out


def kind_noun_mentions(reading: Reading, index: SchemaIndex, schema: list[SchemaMention],
                       taken: set[int]) -> list[SchemaMention]:
    """``schema`` with a label mention for each plural noun that says what a key's values are kinds of (see the
    module docstring), unless a word names a label as surely already."""
    own = {s for e in index.elements for s in e.stems}
    words = [i for i, t in enumerate(reading.tokens) if i not in taken and t.low.isalpha() and t.low not in STOP
             and len(t.low) > 3 and t.low != t.stem and t.stem not in own and "NOUN" in word_kinds(t.low)
             and not any(m.element.kind == "label" and i in m.tokens and m.score >= SCORE for m in schema)]
    if not words:
        return schema
    keys = _kind_keys(index)
    if not keys:
        return schema
    labels = {e.name: e for e in index.elements if e.kind == "label"}
    out = list(schema)
    for i in words:
        word = reading.tokens[i].low
        named: set[str] = set()
        for e, values in keys.items():
            vecs = index.encode([word, *values])
            if vecs is not None and float((vecs[1:] @ vecs[0]).mean()) >= KIND:
                named |= set(e.holders)
        found = things(index, sorted(named))
        if len(found) != 1 or found[0] not in labels:
            continue
        out = [m for m in out if i not in m.tokens or m.score >= SCORE]  # nothing less sure read from the word
        out.append(SchemaMention((i,), labels[found[0]], SCORE))
    return sorted(out, key=lambda m: -m.score)


def value_kind_mentions(reading: Reading, index: SchemaIndex, schema: list[SchemaMention],
                        taken: set[int]) -> list[SchemaMention]:
    """``schema`` with a key mention for each noun that says what the key's values are ("what *colour*": the key
    holding 'red', 'blue', 'black'; see the module docstring), unless a word names an element as surely already."""
    own = {s for e in index.elements for s in e.stems}
    words = [i for i, t in enumerate(reading.tokens) if i not in taken and t.low.isalpha() and t.low not in STOP
             and len(t.low) > 3 and t.stem not in own and "NOUN" in word_kinds(t.low)
             and not any(i in m.tokens and (m.score >= SCORE or m.element.kind == "label" and m.score >= NAMED)
                         for m in schema)]
    if not words:
        return schema
    held: dict[Element, set[str]] = {}
    for pairs in index.values().values():
        for e, v in pairs:
            if e.kind in ("prop", "edge_prop"):
                held.setdefault(e, set()).add(v)
    keys = [(e, sorted(values)) for e, values in held.items() if len(values) >= LEAST_VALUES]
    if len(keys) < 2:
        return schema
    out = list(schema)
    for i in words:
        means = []
        for e, values in keys:
            vecs = index.encode([reading.tokens[i].low, *values])
            if vecs is not None:
                means.append((float((vecs[1:] @ vecs[0]).mean()), e))
        means.sort(key=lambda x: -x[0])
        if len(means) < 2 or means[0][0] < KEY_KIND or means[0][0] - means[1][0] < KEY_MARGIN:
            continue
        out.append(SchemaMention((i,), means[0][1], SCORE))
    return sorted(out, key=lambda m: -m.score)


def prefer_things(b, found: list) -> None:
    """A value said as a noun and held by several labels ("how many *cats*": a pet's species, a breed's species, a
    medicine's list of animals it is licensed for): a reading that answers a label no word names, among those the
    value is not a thing of (``things``; a list holding the value is not one), comes after the things' readings."""
    by_span: dict[tuple[int, ...], list] = {}
    for vm in b.g.values:
        by_span.setdefault(vm.tokens, []).append(vm)
    for span, said in by_span.items():
        single = [h for vm in said if vm.element.info is None or not vm.element.info.is_list
                  for h in vm.element.holders]
        listed = {h for vm in said if vm.element.info is not None and vm.element.info.is_list
                  for h in vm.element.holders}
        keep = set(things(b.index, single, broadest=False))
        drop = (set(single) | listed) - keep
        if not keep or not drop:
            continue
        for c in found:
            if c.target in drop and not any(p.kind == "label" and p.text == c.target and p.tokens for p in c.parts) \
                    and any(set(span) <= set(p.tokens) for p in c.parts):
                c.bonus -= THING


KIND_WORDS = SORT_WORDS
SAID_BEFORE_OF = frozenset({"sort", "class"})  # a verb or a noun of its own, unless "of" follows ("sort of X")
SYNONYM = 0.9  # a key named by another of these words: as surely as by one of two words of its name


def kind_word_keys(reading: Reading, index: SchemaIndex, schema: list[SchemaMention],
                   skip: set[int]) -> list[SchemaMention]:
    """``schema`` with each text key whose whole name is one word for a sort of thing (``kind``, ``category``)
    named by another of them ("*type* of fault"), where nothing names it as surely."""
    out = list(schema)
    tokens = reading.tokens
    for i, t in enumerate(tokens):
        said = singular(t.low)
        if i in skip or said not in KIND_WORDS or said in SAID_BEFORE_OF and (
                i + 1 >= len(tokens) or tokens[i + 1].low != "of"):
            continue  # "sort faults by severity", "a class": no sort of thing unless "of" follows
        for e in index.elements:
            words = e.words.lower().split()
            if e.kind not in ("prop", "edge_prop") or e.info is None or e.info.type != "string" or len(words) != 1 \
                    or words[0] not in KIND_WORDS or words[0] == said:
                continue
            if not any(m.element == e and m.score >= SYNONYM for m in out):
                out = [m for m in out if m.element != e] + [SchemaMention((i,), e, SYNONYM)]
    return sorted(out, key=lambda m: -m.score)
