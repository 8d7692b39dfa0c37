"""Which labels' nodes are places, for what "where" asks for.

"Where does flight X fly to?" asks for a place; a graph keeps its places under labels of its own making
(``Airport``, ``Venue``, ``Branch``, ``Depot``) and says which nodes are places by what it records of them: a town or
city, an address or postcode, coordinates, an elevation. A label whose nodes carry such a key, and that is no label
of people (people have home towns too), is a label of places; a "where" question that names no label of its own asks
for the nodes of one of them, or for a value of such a key, not for the planes or flights its other words name.
"""

from __future__ import annotations

from dataclasses import replace
from functools import cache

from kgchat.logic.nodes import Entity as Node
from kgchat.logic.nodes import Join, Literal, Relation, conjuncts
from kgchat.reasoning.schema_parser.build import Builder, Candidate
from kgchat.reasoning.schema_parser.parts import Part
from kgchat.reasoning.schema_parser.people import person_labels
from kgchat.schema import GraphSchema, identifier_words

# Words of property keys that say where a thing is (English).
PLACE_KEYS = frozenset("""town city village country county region address street postcode zip zipcode latitude
longitude lat lon lng coordinates elevation altitude""".split())  # noqa: SIM905
# the place keys a bare "where" is answered by, the nearest first: a town before the county or country it is in
WHERE_KEYS = ("venue", "address", "town", "city", "village", "county", "region", "country")


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
    if cand.answer == "nodes" and cand.target in places and _picked_by_own_value(cand.form):
        return f"'where' asks where the {cand.target} named is, and this answers it itself"
    form = cand.form
    if cand.answer == "value" and isinstance(form, Join) and isinstance(form.relation, Relation) and \
            form.relation.reverse:
        key = form.relation.name.rsplit(".", 1)[-1]
        if not set(identifier_words(key).split()) & PLACE_KEYS:
            return f"'where' asks for a place, and this answers {identifier_words(key)} values"
    return ""



def places_of(b: Builder, cands: list[Candidate]) -> list[Candidate]:
    """For "where" asked of things the question names ("where was *the Kelderby Show* held in 2024"): each reading
    answering nodes of a label of places that a stored value of theirs picks out, and each named node of such a label,
    read on to the nearest place key those nodes hold (``WHERE_KEYS``), with "where" read as that key."""
    places = place_labels(b.schema)
    out = []
    for c in cands:
        if c.answer == "nodes" and c.target in places and not c.mismatch and _picked_by_own_value(c.form) and \
                (key := _nearest_place_key(b, c.target)):
            part = Part(None, frozenset({0}), 1.0, "property", identifier_words(key))
            out.append(replace(c, form=Join(Relation(key, reverse=True), c.form), parts=[*c.parts, part],
                               answer="value", target="", score=0.0, bonus=0.0, features={}, mismatch=""))
    for em in b.g.entities:
        label = next((x for x in em.labels if x in places), None)
        if label is None or not (key := _nearest_place_key(b, label)):
            continue
        named = Part(Node(em.entity.id), frozenset(em.tokens), 1.0, "entity", em.entity.name or em.entity.id)
        asked = Part(None, frozenset({0}), 1.0, "property", identifier_words(key))
        out.append(Candidate(Join(Relation(key, reverse=True), Node(em.entity.id)), [named, asked], "value"))
    return out


def _nearest_place_key(b: Builder, label_name: str) -> str:
    """The first of ``WHERE_KEYS`` the label's nodes hold, or ""."""
    label = b.schema.label(label_name)
    keys = {identifier_words(p.key): p.key for p in label.properties} if label is not None else {}
    return next((keys[w] for w in WHERE_KEYS if w in keys), "")


def _picked_by_own_value(form: object) -> bool:
    """Whether the form keeps nodes by a stored value of their own ("the Kelderby Show": its show name)."""
    return any(isinstance(part, Join) and isinstance(part.relation, Relation) and not part.relation.reverse
               and "." not in part.relation.name and isinstance(part.expr, Literal | Node)
               for part in conjuncts(form))
