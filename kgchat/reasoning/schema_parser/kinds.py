"""A label's word right before the word of a broader label: "the *interchange stations*", "*premium customers*",
"*field hospitals*". Where a graph gives some nodes a second label (every ``Interchange`` node is a ``Station``
too), people name those nodes by both words, the narrower as a modifier of the broader. The two words then name
the narrower label alone: counting "the interchange stations" counts the interchange nodes, not every station with
a word left over.

Read from the graph: the words are next to each other, each names its label by the label's own word, and the graph
holds no node of the first label without the second (``SchemaIndex.within``).
"""

from __future__ import annotations

from kgchat.reasoning.schema_parser.schema_index import SchemaIndex, SchemaMention
from kgchat.reasoning.schema_parser.words import Reading

OWN = 0.95  # a label mention this sure is by the label's own word


def narrowed(index: SchemaIndex, schema: list[SchemaMention], reading: Reading | None = None) -> list[SchemaMention]:
    """``schema`` with each narrower-then-broader pair of label words read as the narrower label alone (see the
    module docstring). The broader label may be named by the last word of its name alone ("rush *jobs*" of
    ``Rush`` and ``PrintJob``): its head noun, which the narrower label's word qualifies."""
    labels = [m for m in schema if m.element.kind == "label" and m.score >= OWN and len(m.tokens) == 1]
    heads = [m for m in schema if m.element.kind == "label" and len(m.tokens) == 1 and m.score < OWN
             and reading is not None and reading.tokens[m.tokens[0]].stem == m.element.stems[-1]]
    out = list(schema)
    for first in labels:
        i = first.tokens[0]
        after = i + 1
        second = next((m for m in labels + heads if m.tokens == (after,) and m.element != first.element), None)
        if second is None or not index.within(first.element.name, second.element.name):
            continue
        out = [m for m in out if m is not first and after not in m.tokens]
        out.append(SchemaMention((i, after), first.element, first.score, role=first.role, role_sure=first.role_sure))
    return sorted(out, key=lambda m: -m.score)
