"""A value said by its first word before the noun of a label: "*osmosis* jobs" where a job's ``jobType`` is
'osmosis treatment', "*sailing* boats" where a boat's type is 'sailing yacht'. People name a kind of thing by the
word that tells it apart and leave the rest to the noun they say next; the graph stores the whole phrase.

The word is read as that value when exactly one value (of several words) of a key that the next word's label
holds begins with it (or with its singular), and nothing names the word surely already, nor ranks with it ("the
*first* incident" is the earliest, not a 'first aid' one). Two values sharing the
word ("motor" of 'motor cruiser' and 'motor sailer') leave it alone: the word does not say which.

The other way round, a one-word value that is the first of two words naming a key together ("the *annual fee*" of
``annualFeeGbp``, where 'annual' is also a mooring's agreement) is a word of the key's name, not that value: the key
is named by both words, as its name says them in order.
"""

from __future__ import annotations

from dataclasses import replace

from kgchat.reasoning.schema_parser.schema_index import SchemaIndex, SchemaMention, ValueMention, singular
from kgchat.reasoning.schema_parser.words import STOP, Reading, stem

SURE = 0.9  # a word named this surely by a label, relationship or key already is no value's first word
SHORTEST = 4  # letters at least: short words begin too many things


def first_word_values(reading: Reading, index: SchemaIndex, values: list[ValueMention],
                      schema: list[SchemaMention]) -> tuple[list[ValueMention], list[SchemaMention]]:
    """(``values``, ``schema``) with each word right before a label's noun that begins exactly one value of a
    key that label holds read as that value, and no longer as any schema word (see the module docstring)."""
    tokens = reading.tokens
    taken = {i for vm in values for i in vm.tokens} | {i for m in schema if m.score >= SURE for i in m.tokens}
    taken |= {i for c in reading.of("top") for i in c.tokens}  # "the *first* incident": a ranking ('first aid')
    label_at = {min(m.tokens): m.element.name for m in schema if m.element.kind == "label" and m.score >= 0.75}
    for i in range(len(tokens) - 1):
        label, word = label_at.get(i + 1), tokens[i].low
        if label is None or i in taken or word in STOP or not word.isalpha() or len(word) < SHORTEST:
            continue
        heads = {word, singular(word)}
        found = {(e, v) for norm, pairs in index.values().items() if " " in norm and norm.split()[0] in heads
                 for e, v in pairs if e.kind == "prop" and label in e.holders}
        if len(found) != 1:
            continue
        element, value = found.pop()
        values = [*values, ValueMention((i,), element, value)]
        schema = [m for m in schema if i not in m.tokens]
    return values, schema


def key_name_words(reading: Reading, values: list[ValueMention],
                   schema: list[SchemaMention]) -> tuple[list[ValueMention], list[SchemaMention]]:
    """(``values``, ``schema``) with a one-word value right before a word naming a key read as the word before it
    in the key's own name instead, the key named surely by the two (see the module docstring)."""
    tokens = reading.tokens
    for vm in values:
        if len(vm.tokens) != 1:
            continue
        i = vm.tokens[0]
        for k, m in enumerate(schema):
            stems = m.element.stems
            if m.element.kind not in ("prop", "edge_prop") or min(m.tokens) != i + 1:
                continue
            after = stem(tokens[i + 1].low)
            if any(a == stem(tokens[i].low) and b == after for a, b in zip(stems, stems[1:], strict=False)):
                values = [v for v in values if i not in v.tokens]
                schema = [*schema[:k], replace(m, tokens=(i, *m.tokens), score=max(m.score, SURE)), *schema[k + 1:]]
                break
    return values, schema
