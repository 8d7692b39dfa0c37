"""Which labels' nodes are places, for what "where" asks for.

"Where does flight X fly to?" asks for a place; a graph keeps its places under labels of its own making
(``Airport``, ``Venue``, ``Branch``, ``Depot``) and says which nodes are places by what it records of them: a town or
city, an address or postcode, coordinates, an elevation. A label whose nodes carry such a key, and that is no label
of people (people have home towns too), is a label of places; a "where" question that names no label of its own asks
for the nodes of one of them, or for a value of such a key, not for the planes or flights its other words name.
"""

from __future__ import annotations

from functools import cache

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
