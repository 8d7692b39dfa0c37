"""A word every value of one label's text key has in it names that label's nodes: "*CRAs* with more than ten site
visits" of monitors whose ``level`` is 'CRA I', 'CRA II', 'Senior CRA', 'Lead CRA' or 'CRA manager'; "how many
*engineers*" of staff whose ``role`` is 'civil engineer', 'site engineer' or 'lead engineer'.

A graph often keeps the grade or trade of its people (or the kind of its things) as a few values that share the
noun people use for all of them, and no label is spelt with that noun. The word (or its plural) must be a whole word
of every value of the key (at least ``LEAST`` values), no value itself (then it may ask for that value only), held
by one label, and name nothing else by its spelling, or name in part only a label all of whose nodes are that
label's ("CRAs" of ``LeadCRA``, every lead CRA a monitor: one kind of them, where the word says them all). It names
the label a little less surely than the label's own word.
"""

from __future__ import annotations

from weakref import WeakKeyDictionary

from kgchat.reasoning.schema_parser.schema_index import Element, SchemaIndex, SchemaMention, singular
from kgchat.reasoning.schema_parser.words import STOP, Reading

SCORE = 0.85  # a label named by the word its key's values all share: below its own word (1.0)
LEAST = 3  # distinct values a key needs before a word they all share says what its nodes are

_KEYS: WeakKeyDictionary[SchemaIndex, dict[Element, list[frozenset[str]]]] = WeakKeyDictionary()


def shared_word_mentions(reading: Reading, index: SchemaIndex, schema: list[SchemaMention],
                         taken: set[int]) -> list[SchemaMention]:
    """``schema`` with a label mention for each word every value of one label's text key shares (see the module
    docstring), unless a word names a label as surely already."""
    own = {s for e in index.elements for s in e.stems}
    words = [i for i, t in enumerate(reading.tokens) if i not in taken and t.low.isalpha() and t.low not in STOP
             and len(t.low) > 2 and not any(m.element.kind == "label" and i in m.tokens and m.score >= 1.0
                                            for m in schema)]
    keys = _value_words(index) if words else {}
    if not keys:
        return schema
    labels = {e.name: e for e in index.elements if e.kind == "label"}
    out = list(schema)
    for i in words:
        low = reading.tokens[i].low
        said = {low, singular(low), low[:-1] if low.endswith("s") else low}
        named = {h for e, values in keys.items() for w in said
                 if all(w in v for v in values) and frozenset({w}) not in values for h in e.holders}
        found = [x for x in sorted(named) if not any(index.within(x, o) for o in named if o != x)]  # the broadest
        if len(found) != 1 or found[0] not in labels:
            continue
        # a label the word names only in part ("CRAs" of LeadCRA) is one kind of those nodes: the word says them all
        narrower = [m for m in out if m.element.kind == "label" and i in m.tokens and m.score >= SCORE]
        if any(not index.within(m.element.name, found[0]) for m in narrower) or \
                reading.tokens[i].stem in own and not narrower:
            continue
        out = [m for m in out if i not in m.tokens or m.score >= SCORE and m not in narrower]
        out.append(SchemaMention((i,), labels[found[0]], max([SCORE, *(m.score for m in narrower)])))
    return sorted(out, key=lambda m: -m.score)


def _value_words(index: SchemaIndex) -> dict[Element, list[frozenset[str]]]:
    """Each node key of few text values (``SchemaIndex.values``) with the words of each value."""
    if index not in _KEYS:
        by_key: dict[Element, set[str]] = {}
        for norm, held in index.values().items():
            for e, _ in held:
                if e.kind == "prop" and e.info is not None and not e.info.is_list:
                    by_key.setdefault(e, set()).add(norm)
        _KEYS[index] = {e: [frozenset(v.split()) for v in values] for e, values in by_key.items()
                        if len(values) >= LEAST}
    return _KEYS[index]
