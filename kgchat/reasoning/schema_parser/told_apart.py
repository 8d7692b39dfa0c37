"""One node named by a shared name and a date ("KW213 on 19 October 2024"): the flight, not every KW213.

A label no single key names (``LabelInfo.apart``: dated flights, numbered performances of several shows) shows its
nodes as "KW213 (2024-10-19)". A question that names a value of the shared naming key and a day on the key that
tells the nodes apart names the one node holding both: the value mention and the date cue become one entity
mention, so the question's other words read it as the thing named ("which passengers were on KW213 on 19 October
2024"), not as two tests on two flights. Where no node, or several, hold both (a flight flown twice that day), the
question is read as before.

So too a name several nodes of one label share, said with a stored value of theirs a few words on ("the Mungo
Mallender *from Greyhithe*", "the Ann Lee *in Leeds*"): where exactly one of them holds that value, the name and the
value are one mention of that node, not a choice among namesakes and a test of something else.
"""

from __future__ import annotations

import re
from dataclasses import replace

from kgchat.backends.base import GraphStore
from kgchat.errors import KGChatError
from kgchat.logic.nodes import And, Class, Entity, Join, Relation
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


NEAR = 4  # at most this many words from a shared name to the value that tells its namesakes apart


def namesakes_told_apart(store: GraphStore, g: Grounding) -> Grounding:
    """``g`` with a name several nodes share, said with a value of one of them, read as that node (see the module
    docstring)."""
    same: dict[tuple[int, ...], list[EntityMention]] = {}
    for em in g.entities:
        same.setdefault(em.tokens, []).append(em)
    for tokens, namesakes in same.items():
        if len(namesakes) < 2:
            continue
        shared = set(namesakes[0].labels).intersection(*(em.labels for em in namesakes[1:]))
        for vm in g.values:
            label = next((x for x in sorted(shared) if x in vm.element.holders), None)
            if label is None or vm.element.kind != "prop" or not 0 < min(vm.tokens) - max(tokens) <= NEAR:
                continue
            try:
                held = {e.id for e in store.execute(And(Class(label), Join(Relation(vm.element.name),
                                                                           Entity(vm.value))))}
            except KGChatError:
                continue  # a store that cannot run the test: the namesakes stay a choice
            kept = [em for em in namesakes if em.entity.id in held]
            if len(kept) != 1:
                continue
            one = replace(kept[0], tokens=tuple(sorted({*tokens, *vm.tokens})))  # loose as it was, if it was
            g = replace(g, entities=[em for em in g.entities if em.tokens != tokens] + [one],
                        values=[v for v in g.values if v is not vm])
            break
    return g
