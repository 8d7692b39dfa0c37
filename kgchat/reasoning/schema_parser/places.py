"""Which labels' nodes are places, for what "where" asks for.

"Where does flight X fly to?" asks for a place; a graph keeps its places under labels of its own making
(``Airport``, ``Venue``, ``Branch``, ``Depot``) and says which nodes are places by what it records of them: a town or
city, an address or postcode, coordinates, an elevation. A label whose nodes carry such a key, and that is no label
of people (people have home towns too), is a label of places; a "where" question that names no label of its own asks
for the nodes of one of them, or for a value of such a key, not for the planes or flights its other words name.
"""

from __future__ import annotations

from functools import cache

from kgchat.logic.nodes import Join, Relation
from kgchat.reasoning.schema_parser.build import Builder, Candidate
from kgchat.reasoning.schema_parser.people import person_labels
from kgchat.schema import GraphSchema, identifier_words

# Words of property keys that say where a thing is (English).
PLACE_KEYS = frozenset("""town city village country county region address street postcode zip zipcode latitude
longitude lat lon lng coordinates elevation altitude""".split())  # noqa: SIM905


@cache
def place_labels(schema: GraphSchema) -> frozenset[str]:
    """The labels of places (see the module docstring); remembered per schema."""

    people = set(person_labels(schema))
    return frozenset(label.name for label in schema.labels if label.name not in people and any(
        set(identifier_words(p.key).split()) & PLACE_KEYS for p in label.properties))


def no_place(b: Builder, cand: Candidate) -> str:
    """Why ``cand`` answers a "where" question that names no label of its own with no place ("" when it may): nodes
    of a label that is none of the graph's labels of places, or values of a key that says no place, where the graph
    has labels of places at all."""
    places = place_labels(b.schema)
    if not places:
        return ""
    if cand.answer == "nodes" and cand.target and cand.target not in places:
        return f"'where' asks for a place, and this answers {cand.target} nodes"
    form = cand.form
    if cand.answer == "value" and isinstance(form, Join) and isinstance(form.relation, Relation) and \
            form.relation.reverse:
        key = form.relation.name.rsplit(".", 1)[-1]
        if not set(identifier_words(key).split()) & PLACE_KEYS:
            return f"'where' asks for a place, and this answers {identifier_words(key)} values"
    return ""
