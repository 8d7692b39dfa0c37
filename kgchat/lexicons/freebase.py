"""The Freebase profile: graphs whose relations are Freebase ids (``people.person.nationality``), such as a Freebase
slice in Virtuoso or per-question Freebase subgraphs (``kgchat load --format subgraphs``) loaded into any store.

Questions about Freebase name one or two steps (a step through a CVT node counting as one), say what they ask for in
the wh-phrase ("what *currency* is used in the country whose national anthem is X"), and add constraints that name
further relations of the answer ("what religion practiced in X has a *sacred site* in Jerusalem"). So a longer chain
pays for each step after the first, and its last step must be named by the wh-phrase. Freebase's relation names are
too long to encode per chain, so chain vectors are summed from cached step vectors. The values were chosen on
labelled questions over Freebase subgraphs (what each was measured to do: docs/knobs.md); nothing in them names a
domain.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from kgchat.lexicons.base import Lexicon

if TYPE_CHECKING:
    from kgchat.backends.base import GraphStore

FREEBASE = Lexicon(
    name="freebase",
    # below the 0.3 a named step earns (lexical_weight), so a step the question names pays for itself and one it
    # does not name costs more: a chain walks a step the question does not name only when that step scores well
    step_cost=0.25,
    last_step_asked=True,
    lone_walk_back=-1,
    compose_hops=True,
    unaccounted_words_approximate=True,
    stepping_stones=0.0,  # questions chain through CVT nodes and places, not from person to person
    # Synthesised questions word each step with the relation's own words and people's words only, none of the
    # encoder's other words: on a schema of hundreds of relations many of those are instances or fragments
    # ("canada" for country, "cap" for capital) and teach the model wrong words.
    synonyms=None,
    # A graph-trained model joins the zero-shot scorer with a quarter of the say: on real users' questions the model
    # is confidently wrong where they word a relation otherwise than its name ("money" for currency_used), and with
    # a larger share the sum followed it there.
    learned_share=0.25,
    zero_shot_vouches=True,  # weights chosen on labelled questions; the word check above runs anyway
    answers_unsaid=True,  # a chain that reaches only names the question says is not its answer while another answers
    wh_kinds=(("where", "place"), ("who", "person"), ("whom", "person")),  # the wh-word says what kind is asked
    # Freebase queries use notable types only as a filter on the answer ("?x common.topic.notable_types College"),
    # never as the step that reaches it; type.object.type is the class edge of a full Freebase
    type_relations=frozenset({"common.topic.notable_types", "type.object.type"}),
)

_FREEBASE_ID = re.compile(r"[a-z0-9_]+(?:\.[a-z0-9_]+){2,}")


def is_freebase_shaped(relations: list[str], share: float = 0.5) -> bool:
    """True when at least ``share`` of the relation names are Freebase ids (``domain.type.property``)."""
    return bool(relations) and sum(bool(_FREEBASE_ID.fullmatch(r)) for r in relations) >= share * len(relations)


def graph_is_freebase(graph: GraphStore) -> bool:
    return is_freebase_shaped(graph.relation_names())
