"""Rankings read from a few more words (issue 35): "the *second* largest" (in the first two, not the first one);
"which interest is most common" over a list each node holds; "the most *professors*", where lecturers are members
too, counts only the professors; "2 d.p." is a rounding, not a value.

Read on a small faculty schema with no graph behind it (grounding by stems, no encoder); the forms are run on the
executor and on Neo4j at the end.
"""

from __future__ import annotations

import pytest
from schema_forms import best

from kgchat.errors import KGChatError
from kgchat.logic.sexpr import parse
from kgchat.reasoning.schema_parser.schema_index import SchemaIndex
from kgchat.reasoning.schema_parser.words import read
from kgchat.schema import GraphSchema, LabelInfo, PropertyInfo, RelTypeInfo

STAFF = (PropertyInfo("name", "string", count=20, distinct=20),
         PropertyInfo("interests", "string", is_list=True, count=20, distinct=12, samples=("optics", "algebra")))
FACULTY = GraphSchema(
    labels=(LabelInfo("Hall", 6, (PropertyInfo("name", "string", count=6, distinct=6),
                                  PropertyInfo("floors", "int", count=6, distinct=5)), "name"),
            LabelInfo("Lecturer", 20, STAFF, "name"),
            LabelInfo("Professor", 6, STAFF, "name"),
            LabelInfo("Faculty", 4, (PropertyInfo("name", "string", count=4, distinct=4),
                                     PropertyInfo("budget", "float", count=4, distinct=4)), "name")),
    relationships=(RelTypeInfo("MEMBER_OF", 20, ("Lecturer", "Professor"), ("Faculty",)),
                   RelTypeInfo("BASED_IN", 4, ("Faculty",), ("Hall",))),
    property_graph=True)


class Faculty:
    def schema(self) -> GraphSchema:
        return FACULTY

    def execute(self, form: object) -> list:
        raise KGChatError("no graph behind this schema")


@pytest.fixture(scope="module")
def index() -> SchemaIndex:
    return SchemaIndex(Faculty())


def test_an_ordinal_before_a_superlative_picks_that_place(index):
    assert best("which hall has the second most floors", index) == \
        "(AND (TOP (TYPE Hall) floors 2) (NOT (TOP (TYPE Hall) floors 1)))"
    assert best("the 3rd smallest faculty by budget", index) == \
        "(AND (BOTTOM (TYPE Faculty) budget 3) (NOT (BOTTOM (TYPE Faculty) budget 2)))"


def test_the_commonest_value_of_a_list_property(index):
    assert best("which interest is most common among lecturers", index) == \
        "(ARGMAX (JOIN (R interests) (TYPE Lecturer)) (AGG count (R interests) (TYPE Lecturer)))"


def test_the_most_of_a_label_sharing_its_relationship_counts_that_label_only(index):
    assert best("which faculty has the most professors", index) == \
        "(ARGMAX (TYPE Faculty) (AGG count (R MEMBER_OF) (TYPE Professor)))"


def test_decimal_places_written_dp_are_a_rounding():
    reading = read("mean budget of a faculty, 2 d.p.")
    assert [c.value for c in reading.of("round")] == [2]
    assert not reading.of("number")


# Three halls (8, 5 and 3 floors); lecturers and professors (professors hold both labels) in two faculties.
NODES = {
    "h1": (["Hall"], {"name": "North", "floors": 8}), "h2": (["Hall"], {"name": "East", "floors": 5}),
    "h3": (["Hall"], {"name": "West", "floors": 3}),
    "f1": (["Faculty"], {"name": "Science"}), "f2": (["Faculty"], {"name": "Arts"}),
    "l1": (["Lecturer"], {"name": "Ann", "interests": ["optics", "algebra"]}),
    "l2": (["Lecturer"], {"name": "Ben", "interests": ["algebra"]}),
    "l3": (["Lecturer"], {"name": "Cat", "interests": ["poetry"]}),
    "p1": (["Lecturer", "Professor"], {"name": "Dee", "interests": ["poetry", "algebra"]}),
    "p2": (["Lecturer", "Professor"], {"name": "Eve", "interests": ["drama"]}),
}
MEMBERS = [("l1", "f1"), ("l2", "f1"), ("l3", "f1"), ("p1", "f2"), ("p2", "f2")]
FORMS = [
    ("(AND (TOP (TYPE Hall) floors 2) (NOT (TOP (TYPE Hall) floors 1)))", {"East"}),
    ("(AND (BOTTOM (TYPE Hall) floors 3) (NOT (BOTTOM (TYPE Hall) floors 2)))", {"North"}),
    ("(ARGMAX (JOIN (R interests) (TYPE Lecturer)) (AGG count (R interests) (TYPE Lecturer)))", {"algebra"}),
    ("(ARGMAX (JOIN (R interests) (TYPE Professor)) (AGG count (R interests) (TYPE Professor)))",
     {"poetry", "algebra", "drama"}),
    ("(ARGMAX (TYPE Faculty) (AGG count (R MEMBER_OF) (TYPE Professor)))", {"Arts"}),
    ("(ARGMAX (TYPE Faculty) (AGG count (R MEMBER_OF)))", {"Science"}),
]


@pytest.fixture(scope="module")
def faculty(neo4j_server):
    from neo4j_server import schema_engine_on

    def fill(s) -> None:
        for person, faculty in MEMBERS:
            s.run("MATCH (a {_h: $a}), (b {_h: $b}) CREATE (a)-[:MEMBER_OF]->(b)", a=person, b=faculty)

    with schema_engine_on(neo4j_server, NODES, fill) as engine:
        yield engine.graph


@pytest.mark.neo4j
@pytest.mark.parametrize(("text", "names"), FORMS, ids=[f for f, _ in FORMS])
def test_the_forms_on_neo4j_match_the_executor(faculty, text, names):
    from kgchat.logic.executor import execute

    form = parse(text)
    found = faculty.execute(form)
    assert {e.name or e.id for e in found} == names
    assert sorted(e.id for e in found) == sorted(e.id for e in execute(form, faculty))


def test_a_whole_order_from_one_superlative_to_another_by_number_of_a_property(index):
    assert best("list the halls from tallest to lowest by number of floors", index) == "(TOP (TYPE Hall) floors 50)"
