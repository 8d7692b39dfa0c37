"""The Freebase profile: graphs whose relations are Freebase ids (``people.person.nationality``), such as a Freebase
slice in Virtuoso or the per-question subgraphs of WebQSP / CWQ loaded into any store.

Questions about Freebase name one or two steps (a step through a CVT node counting as one), say what they ask for in
the wh-phrase ("what *currency* is used in the country whose national anthem is X"), and add constraints that name
further relations of the answer ("what religion practiced in X has a *sacred site* in Jerusalem"). So a longer chain
pays for each step after the first, and its last step must be named by the wh-phrase. Freebase keeps most facts in
both directions and has relation names too long to encode per chain, so chain vectors are summed from cached step
vectors. The values were measured on the development split of the CWQ subgraphs (bench/README.md, "Zero-shot on
Freebase"); nothing in them names a domain.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from kgchat.lexicons.base import Lexicon

if TYPE_CHECKING:
    from kgchat.backends.base import GraphStore

FREEBASE = Lexicon(
    name="freebase",
    step_cost=0.45,  # CWQ dev, chains of 1-2 steps from the first topic: 0 -> 46%, 0.2 -> 47%, 0.45 -> 50% top chain right
    last_step_asked=True,
    lone_walk_back=-1,  # "the team whose mascot is X" walks mascot -> team, never "the team's other mascots"
    compose_hops=True,
    # CWQ's gold queries use notable types only as a filter on the answer ("?x common.topic.notable_types College"),
    # never as the step that reaches it; type.object.type is the class edge of a full Freebase
    type_relations=frozenset({"common.topic.notable_types", "type.object.type"}),
)

_FREEBASE_ID = re.compile(r"[a-z0-9_]+(?:\.[a-z0-9_]+){2,}")


def is_freebase_shaped(relations: list[str], share: float = 0.5) -> bool:
    """True when at least ``share`` of the relation names are Freebase ids (``domain.type.property``)."""
    return bool(relations) and sum(bool(_FREEBASE_ID.fullmatch(r)) for r in relations) >= share * len(relations)


def graph_is_freebase(graph: GraphStore) -> bool:
    return is_freebase_shaped(graph.relation_names())
