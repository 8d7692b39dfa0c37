"""A word that is both a value of a key and the noun of the key numbering a label: "members" on a co-operative's
graph whose ``Grower`` nodes carry a ``memberNo`` and whose board members (``BoardMember``, a second label on some
growers) keep a ``boardRole`` of 'chair', 'treasurer' or 'member'.

The number key says what the people who run the graph call every node of the label ("members": the growers), the
value what a few of them are on a board. A question that says "members" ("how many members have no phone number",
"the average shareholding per member") asks for the whole label: the value holds only nodes inside that label, so
reading it as the value would narrow the question to some of them for a word that names all of them. So where
every label holding the value's key is within the numbered label (or is it), the word names the label, as surely
as a numbering key's noun does (``numbered.SCORE``), and is no value; a word right before a value of the key
("member 1094") is left to the key.
"""

from __future__ import annotations

from kgchat.backends.base import normalize_name
from kgchat.reasoning.schema_parser.first_words import first_word_values, key_name_words
from kgchat.reasoning.schema_parser.label_heads import head_noun_labels
from kgchat.reasoning.schema_parser.numbered import SCORE, numbered_labels
from kgchat.reasoning.schema_parser.opposites import opposite_flags
from kgchat.reasoning.schema_parser.rel_nouns import rel_noun_mentions
from kgchat.reasoning.schema_parser.schema_index import SchemaIndex, SchemaMention, ValueMention
from kgchat.reasoning.schema_parser.words import Reading, stem


def key_noun_values(reading: Reading, index: SchemaIndex, values: list[ValueMention],
                    schema: list[SchemaMention]) -> tuple[list[ValueMention], list[SchemaMention]]:
    """(``values``, ``schema``) with each one-word value that is the noun of a key numbering a label holding all
    the value's holders read as that label instead (see the module docstring), then each noun naming a compound
    label by one of its words read as the label the question's other words point to (``label_heads``); a plural
    noun a relationship type's keys give it names the type (``rel_nouns``). A value hyphened to a word of its
    key's name ("a *gold-level* sponsorship") is that value."""
    values, schema = _numbering_nouns(reading, index, values, schema)
    values, schema = _keyed_compounds(reading, index, values, schema)
    values, schema = first_word_values(reading, index, values, schema)  # "osmosis jobs": 'osmosis treatment'
    values, schema = key_name_words(reading, values, schema)  # "annual fee": annualFeeGbp, not the value 'annual'
    schema = opposite_flags(reading, index, schema)  # "off display": onDisplay, denied
    taken = {i for vm in values for i in vm.tokens}
    schema = rel_noun_mentions(reading, index, schema, taken)  # "checks": INSPECTED_AT, by its checkType
    return values, head_noun_labels(reading, index, values, schema)


def _numbering_nouns(reading: Reading, index: SchemaIndex, values: list[ValueMention],
                     schema: list[SchemaMention]) -> tuple[list[ValueMention], list[SchemaMention]]:
    """The first half of ``key_noun_values``: a value that is a numbering key's noun, read as the label."""
    one_word = [vm for vm in values if len(vm.tokens) == 1]
    if not one_word:
        return values, schema
    numbered = numbered_labels(index)
    tokens = reading.tokens
    out_values, out_schema = list(values), list(schema)
    for i in dict.fromkeys(vm.tokens[0] for vm in one_word):
        # "board members": the word goes on a label's name said next to it, as no value does
        named = next((m for m in out_schema if m.element.kind == "label" and tokens[i].stem in m.element.stems
                      and {i - 1, i + 1} & set(m.tokens) and i not in m.tokens), None)
        if named is not None:
            whole = tuple(sorted({*named.tokens, i}))
            said_all = {tokens[j].stem for j in whole} >= set(named.element.stems)
            out_values = [vm for vm in out_values if vm.tokens != (i,)]
            out_schema = [m for m in out_schema if m is not named and i not in m.tokens] + \
                [SchemaMention(whole, named.element, 1.0 if said_all else named.score)]
            continue
        label = numbered.get(tokens[i].stem)
        if label is None or i + 1 < len(tokens) and any(ch.isdigit() for ch in tokens[i + 1].text) \
                or any(m.element.kind == "label" and i in m.tokens and m.score >= SCORE for m in schema):
            continue  # before a value of the key ("member 1094"), or a word naming a label as surely
        said = [vm for vm in values if vm.tokens == (i,)]
        if not all(h == label.name or index.within(h, label.name) for vm in said for h in vm.element.holders):
            continue
        out_values = [vm for vm in out_values if vm.tokens != (i,)]
        out_schema = [m for m in out_schema if i not in m.tokens or m.score >= SCORE]
        out_schema.append(SchemaMention((i,), label, SCORE))
    return out_values, sorted(out_schema, key=lambda m: -m.score)


def _keyed_compounds(reading: Reading, index: SchemaIndex, values: list[ValueMention],
                     schema: list[SchemaMention]) -> tuple[list[ValueMention], list[SchemaMention]]:
    """"A *gold-level* sponsorship": one hyphened word made of a value and a word of the name of the key holding it
    (SPONSORS' level 'gold') is that value, its key named with it; the word names nothing else."""
    taken = {i for vm in values for i in vm.tokens}
    found = index.values()
    out = list(values)
    for i, tok in enumerate(reading.tokens):
        if i in taken or tok.low.count("-") != 1:
            continue
        head, tail = tok.low.split("-")
        said = [(e, v) for e, v in found.get(normalize_name(head), []) if stem(tail) in e.stems]
        if said:
            out += [ValueMention((i,), e, v) for e, v in said]
            schema = [m for m in schema if i not in m.tokens]
    return out, schema
