"""Relationships counted as things (issue 35): "how many reviews are verified" counts the REVIEWS relationships
whose own flag holds (or, after "not", does not); "how many guests wrote reviews" still counts guests.

Read on a small hotel schema with no graph behind it (grounding by stems, no encoder); the form runs on the
executor and Neo4j alike at the end.
"""

from __future__ import annotations

import pytest
from schema_forms import best

from kgchat.errors import KGChatError
from kgchat.logic.sexpr import parse
from kgchat.reasoning.schema_parser.schema_index import SchemaIndex
from kgchat.schema import GraphSchema, LabelInfo, PropertyInfo, RelTypeInfo

HOTEL = GraphSchema(
    labels=(LabelInfo("Guest", 30, (PropertyInfo("name", "string", count=30, distinct=30),), "name"),
            LabelInfo("Hotel", 5, (PropertyInfo("name", "string", count=5, distinct=5),), "name")),
    relationships=(RelTypeInfo("REVIEWS", 80, ("Guest",), ("Hotel",),
                               (PropertyInfo("verified", "bool", count=80, distinct=2),
                                PropertyInfo("stars", "int", count=80, distinct=5))),),
    property_graph=True)


class Hotels:
    def schema(self) -> GraphSchema:
        return HOTEL

    def execute(self, form: object) -> list:
        raise KGChatError("no graph behind this schema")


@pytest.fixture(scope="module")
def index() -> SchemaIndex:
    return SchemaIndex(Hotels())


def test_relationships_named_by_a_noun_are_counted_with_their_flag(index):
    assert best("how many reviews are verified", index) == \
        "(COUNT (AND (JOIN REVIEWS.start (TYPE Guest)) (JOIN REVIEWS.verified true)))"
    assert best("how many of the reviews are not verified", index) == \
        "(COUNT (AND (JOIN REVIEWS.start (TYPE Guest)) (JOIN REVIEWS.verified false)))"


def test_a_label_before_the_noun_is_what_is_counted(index):
    assert not best("how many guests wrote verified reviews", index).startswith("(COUNT (AND (JOIN REVIEWS.start")


NODES = {"g1": (["Guest"], {"name": "Ivo"}), "g2": (["Guest"], {"name": "Jo"}), "h1": (["Hotel"], {"name": "Bay"})}


@pytest.fixture(scope="module")
def hotels(neo4j_server):
    from neo4j_server import schema_engine_on

    def fill(s) -> None:
        for guest, verified in (("g1", True), ("g1", False), ("g2", True)):
            s.run("MATCH (a {_h: $a}), (b {_h: 'h1'}) CREATE (a)-[:REVIEWS {verified: $v, stars: 4}]->(b)",
                  a=guest, v=verified)

    with schema_engine_on(neo4j_server, NODES, fill) as engine:
        yield engine.graph


@pytest.mark.neo4j
def test_the_count_of_relationships_on_neo4j_matches_the_executor(hotels):
    from kgchat.logic.executor import execute

    for text, n in (("(COUNT (AND (JOIN REVIEWS.start (TYPE Guest)) (JOIN REVIEWS.verified true)))", "2"),
                    ("(COUNT (AND (JOIN REVIEWS.start (TYPE Guest)) (JOIN REVIEWS.verified false)))", "1")):
        form = parse(text)
        assert [e.id for e in hotels.execute(form)] == [n] == [e.id for e in execute(form, hotels)]
