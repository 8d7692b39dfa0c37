"""A relationship type named by a noun for the node at its end names that node's label (issue 35): a voyage's
DEPARTURE_PORT and ARRIVAL_PORT are harbours, so "how many ports …" counts harbours. A verb phrase (SAILED_ON
or SERVED_AS_CAPTAIN) names no end, and a noun that is a label's own word is left to the label.

Read on a small shipping schema with no graph behind it (grounding by stems, no encoder).
"""

from __future__ import annotations

import pytest

from kgchat.logic.sexpr import to_sexpr
from kgchat.reasoning.schema_parser.assemble import candidates
from kgchat.reasoning.schema_parser.build import Builder
from kgchat.reasoning.schema_parser.end_nouns import end_noun_mentions, end_nouns
from kgchat.reasoning.schema_parser.grounding import schema_words
from kgchat.reasoning.schema_parser.schema_index import EntityMention, Grounding, SchemaIndex
from kgchat.reasoning.schema_parser.words import read
from kgchat.schema import GraphSchema, LabelInfo, PropertyInfo, RelTypeInfo
from kgchat.types import Direction, Entity


def _p(key: str, kind: str = "string") -> PropertyInfo:
    return PropertyInfo(key, kind, count=20, distinct=20)


SHIPPING = GraphSchema(
    labels=(LabelInfo("Voyage", 80, (_p("code"), _p("days", "int")), "code"),
            LabelInfo("Harbour", 15, (_p("name"), _p("berths", "int")), "name"),
            LabelInfo("Sailor", 50, (_p("name"),), "name"),
            LabelInfo("Country", 5, (_p("name"),), "name")),
    relationships=(RelTypeInfo("DEPARTURE_PORT", 80, ("Voyage",), ("Harbour",)),
                   RelTypeInfo("ARRIVAL_PORT", 80, ("Voyage",), ("Harbour",)),
                   RelTypeInfo("SAILED_ON", 200, ("Sailor",), ("Voyage",)),
                   RelTypeInfo("SERVED_AS_CAPTAIN", 80, ("Sailor",), ("Voyage",)),
                   RelTypeInfo("IN_COUNTRY", 15, ("Harbour",), ("Country",))),
    property_graph=True)

NORWAY = Entity("country:no", "Norway")


class Shipping:
    def schema(self) -> GraphSchema:
        return SHIPPING

    def relations(self, entity_id: str, direction: Direction) -> list[str]:
        return ["IN_COUNTRY"] if direction == Direction.IN else []


@pytest.fixture(scope="module")
def index() -> SchemaIndex:
    return SchemaIndex(Shipping())


def test_only_a_noun_ending_a_types_name_names_its_end():
    # IN_COUNTRY ends in a label's own word; SAILED_ON in a function word; SERVED_AS_CAPTAIN is a verb phrase (a
    # captain is no voyage)
    assert end_nouns(SHIPPING) == {"port": "Harbour"}


def test_the_end_noun_counts_the_label_it_names(index):
    reading = read("how many ports are in Norway")
    g = Grounding([EntityMention((4,), NORWAY, ("Country",))], [], schema_words(reading, index, {4}))
    g.schema = end_noun_mentions(reading, index, g.schema, {4})
    assert any(m.element.name == "Harbour" and m.tokens == (2,) for m in g.schema)
    assert to_sexpr(candidates(Builder(reading, g, index))[0].form) == \
        "(COUNT (AND (TYPE Harbour) (JOIN IN_COUNTRY country:no)))"


HIKING = GraphSchema(
    labels=(LabelInfo("Trail", 12, (_p("name"), _p("km", "float")), "name"),
            LabelInfo("Cabin", 30, (_p("name"), _p("beds", "int")), "name"),
            LabelInfo("Lodge", 6, (_p("name"), _p("beds", "int")), "name")),  # a second label on some cabins
    relationships=(RelTypeInfo("FIRST_CAMP", 12, ("Trail",), ("Cabin", "Lodge")),
                   RelTypeInfo("NEXT_CAMP", 40, ("Cabin", "Lodge"), ("Cabin", "Lodge"))),
    property_graph=True)


def test_an_end_with_a_second_label_on_some_nodes_names_the_broader_label():
    # every lodge is a cabin too, so the ends of FIRST_CAMP and NEXT_CAMP are cabins: "camps" are cabins
    assert end_nouns(HIKING, lambda narrow, broad: (narrow, broad) == ("Lodge", "Cabin")) == {"camp": "Cabin"}
    # without the graph to say so, two labels at the end name neither
    assert end_nouns(HIKING) == {}
    # nor when neither label's nodes include the other's
    assert end_nouns(HIKING, lambda narrow, broad: False) == {}
