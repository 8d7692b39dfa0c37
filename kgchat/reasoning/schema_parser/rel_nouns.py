"""A relationship type's noun, read from the names of its own keys: an aircraft ``INSPECTED_AT`` an airport keeps a
``checkType`` on each inspection, a member ``BORROWED`` a book on a ``loanDate``, a patient ``SEEN_BY`` a doctor a
``visitDate``. The key's name says what one relationship of the type is called by those who keep the graph (a
*check* of some type, a *loan* on a date, a *visit* on a date), so "how many *checks* were done in 2024" counts the
``INSPECTED_AT`` relationships though no word of the type's name is said, and the stems tie "checks" only to the
key (and to any key spelt with "checked").

A key of two words, the second a word for what sort of thing it was, when or how it went (``KIND_WORDS``: type,
kind, date, status, ...), whose first word is an English noun that names no label and is no word of the type's own
name, gives the type that noun. A plural of the noun in the question (said as a noun: "checks", not "check" or
"checked") names the type, as surely as the type's own word would; a noun two types' keys give names neither.
"""

from __future__ import annotations

from kgchat.reasoning.schema_parser.record_nouns import record_noun_mentions
from kgchat.reasoning.schema_parser.schema_index import SchemaIndex, SchemaMention
from kgchat.reasoning.schema_parser.words import SORT_WORDS, Reading, stem
from kgchat.schema import identifier_words
from kgchat.text import word_kinds

SCORE = 1.0  # a type named by the noun its keys call one of its relationships: as by its own word
# English words a key's name ends in after the noun for one thing: what sort it was, when, how it went (not a
# number or an id: a ``memberNo`` or ``dockNo`` numbers the member or the dock, not the relationship)
KIND_WORDS = frozenset(stem(w) for w in SORT_WORDS | {"date", "status", "result", "outcome"})


def key_nouns(index: SchemaIndex) -> dict[str, str]:
    """Each noun stem a relationship type's keys give it (see the module docstring), with the type."""
    labels = {s for e in index.elements if e.kind == "label" for s in e.stems}
    found: dict[str, set[str]] = {}
    for e in index.elements:
        if e.kind != "edge_prop":
            continue
        words = identifier_words(e.name).lower().split()
        if len(words) != 2 or stem(words[1]) not in KIND_WORDS or not words[0].isalpha():
            continue
        noun = stem(words[0])
        rel = next((x for x in index.elements if x.kind == "rel" and x.name == e.owner), None)
        if rel is None or noun in labels or noun in rel.stems or "NOUN" not in word_kinds(words[0]):
            continue
        found.setdefault(noun, set()).add(e.owner)
    return {noun: next(iter(types)) for noun, types in found.items() if len(types) == 1}


def rel_noun_mentions(reading: Reading, index: SchemaIndex, schema: list[SchemaMention],
                      taken: set[int]) -> list[SchemaMention]:
    """``schema`` with a mention of a relationship type for each plural noun its keys give it (see the module
    docstring)."""
    nouns = key_nouns(index)
    if not nouns:
        return record_noun_mentions(reading, index, schema, taken)  # "tickets": what BOUGHT keeps
    rels = {e.name: e for e in index.elements if e.kind == "rel"}
    out = list(schema)
    for i, t in enumerate(reading.tokens):
        owner = nouns.get(t.stem)
        if i in taken or owner is None or owner not in rels or t.low == t.stem or not t.low.endswith("s") or \
                "NOUN" not in word_kinds(t.low):
            continue
        if any(m.element.name == owner and i in m.tokens and m.score >= SCORE for m in out):
            continue
        out = [m for m in out if not (m.element.name == owner and m.element.kind == "rel")]
        out.append(SchemaMention((i,), rels[owner], SCORE))
    return record_noun_mentions(reading, index, sorted(out, key=lambda m: -m.score), taken)  # "tickets": BOUGHT's


OWN_NAME = 0.99  # a label matched this closely is named by its own word (its name, singular or plural)


def names_link(label: SchemaMention, schema: list[SchemaMention]) -> bool:
    """Whether the words of a label's mention name a relationship type more surely than the label: "charters" is
    the whole of ``CHARTERED``'s word but only the first of ``CharterVessel``'s, so "how many charters" counts
    the chartering, not the kind of thing chartered (``filters.answer_label`` then names no label for it). A word
    before another label's word only qualifies that noun ("the charter *boats*": CharterVessel), so it names no
    relationship here; nor does a word that is the label's own name, as sure as the type's."""
    if label.score >= OWN_NAME:
        return False  # the label's own word ("sponsors": Sponsor) names it whatever else it names
    after = max(label.tokens) + 1
    if any(m.element.kind == "label" and after in m.tokens for m in schema):
        return False
    return any(m.element.kind == "rel" and set(m.tokens) == set(label.tokens) and m.score > label.score
               for m in schema)
