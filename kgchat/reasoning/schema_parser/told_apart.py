"""One node named by a shared name and a date ("KW213 on 19 October 2024"): the flight, not every KW213.

A label no single key names (``LabelInfo.apart``: dated flights, numbered performances of several shows) shows its
nodes as "KW213 (2024-10-19)". A question that names a value of the shared naming key and a day on the key that
tells the nodes apart names the one node holding both: the value mention and the date cue become one entity
mention, so the question's other words read it as the thing named ("which passengers were on KW213 on 19 October
2024"), not as two tests on two flights. Where no node, or several, hold both (a flight flown twice that day), the
question is read as before.
"""

from __future__ import annotations

import re
from dataclasses import replace

from kgchat.backends.base import GraphStore
from kgchat.reasoning.schema_parser.schema_index import EntityMention, Grounding, SchemaIndex
from kgchat.reasoning.schema_parser.words import Reading
from kgchat.schema import TEMPORAL

_DAY = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")


def told_apart(reading: Reading, index: SchemaIndex, store: GraphStore, g: Grounding) -> Grounding:
    """``g`` with a shared name and a day on one label read as the one node holding both (see the module
    docstring); ``reading`` loses the date cue so read."""
    find = getattr(store, "nodes_with", None)
    labels = [x for x in index.schema.labels if len(x.apart) > 1]
    days = [c for c in reading.of("date") if c.op in ("eq", "") and _DAY.fullmatch(str(c.value))]
    if find is None or not labels or not days:
        return g
    for x in labels:
        when = [k for k in x.apart[1:] if (p := x.property(k)) is not None and p.type in TEMPORAL]
        for vm in list(g.values):
            if vm.element.kind != "prop" or vm.element.name != x.apart[0] or x.name not in vm.element.holders \
                    or not when:
                continue
            for cue in days:
                if set(cue.tokens) & set(vm.tokens) or cue not in reading.cues:
                    continue
                found = find(x.name, {x.apart[0]: vm.value, when[0]: str(cue.value)})
                if len(found) != 1:
                    continue
                tokens = tuple(sorted({*vm.tokens, *cue.tokens}))
                g = replace(g, entities=[*g.entities, EntityMention(tokens, found[0], (x.name,))],
                            values=[v for v in g.values if v is not vm])
                reading.cues = [c for c in reading.cues if c is not cue]
                break
    return g
