"""Nodes named by a code or a number, on a small school graph: a label whose title is missing on some nodes, or
titled things filed under a code of letters and digits (``courseCode`` "PHY101"), are named by the code and read as
"Title (code)" (the code alone where a node has no title); a label
with no name-like text on every node is named by an integer key that says it numbers its nodes (``roomNo``), never by
a measurement that happens to be unique (``capacity``), and read as "Name (number)" where a room has a name; entity
linking finds such a node by a word and its number ("room 315") and a code written as a number ("course 204", "the
2"), and a number that counts, ranks or compares stays a quantity."""

from __future__ import annotations

import pytest

from kgchat.backends.neo4j_schema import choose_display, choose_name
from kgchat.logic.cypher_shape import NodeShape
from kgchat.schema import PropertyInfo
from kgchat.types import Provenance


def _choose(label: str, props: list[PropertyInfo], nodes: int = 10) -> tuple[str | None, tuple[str, ...], bool]:
    lengths = {p.key: 8.0 for p in props if p.type == "string"}
    name, _ = choose_name(tuple(props), nodes, lengths)
    display, keyed = choose_display(label, tuple(props), nodes, lengths, name)
    return name, display, keyed


def test_a_partial_title_gives_way_to_the_code_every_node_holds():
    courses = [PropertyInfo("title", "string", False, 6, 6, ("Optics",)),
               PropertyInfo("number", "string", False, 10, 10, ("101", "204")),
               PropertyInfo("level", "string", False, 10, 3, ("first", "second"))]
    assert _choose("Course", courses) == ("number", ("title",), True)
    # every node titled: the title names them, as before, where the number is digits only (it may be anyone's)
    whole = [PropertyInfo("title", "string", False, 10, 10, ("Optics",)), *courses[1:]]
    assert _choose("Course", whole) == ("title", (), False)
    # a code of letters and digits the courses are filed under: it names them, read after the title
    coded = [whole[0], PropertyInfo("courseCode", "string", False, 10, 10, ("PHY101", "MAT204")), courses[2]]
    assert _choose("Course", coded) == ("courseCode", ("title",), True)
    # a surrogate id names nothing people read: the title still names them
    films = [PropertyInfo("title", "string", False, 10, 10, ("Heat",)),
             PropertyInfo("imdbId", "string", False, 10, 10, ("tt0113277", "tt0114369"))]
    assert _choose("Movie", films) == ("title", (), False)
    # numbers written as text under a key that does not say it is a code are quantities, not names
    priced = [courses[0], PropertyInfo("price", "string", False, 10, 10, ("12.50", "8"))]
    assert _choose("Course", priced)[0] == "title"


def test_an_integer_key_names_nodes_only_when_it_says_it_numbers_them():
    rooms = [PropertyInfo("roomNo", "int", False, 10, 10, ("210", "315")),
             PropertyInfo("capacity", "int", False, 10, 10, ("30", "42")),
             PropertyInfo("floor", "int", False, 10, 3, ("1", "2"))]
    assert _choose("Room", rooms) == ("roomNo", (), False)
    assert _choose("Room", rooms[1:])[0] is None  # a unique measurement names nothing
    gappy = [PropertyInfo("roomNo", "int", False, 9, 9, ("210",)), *rooms[1:]]
    assert _choose("Room", gappy)[0] is None  # a number some nodes lack names nothing
    assert _choose("Room", [PropertyInfo("id", "int", False, 10, 10, ("1",))])[0] is None  # bookkeeping
    # a name on some rooms only: the number names every room, and the name is read before it where there is one
    halls = [PropertyInfo("name", "string", False, 6, 6, ("Great Hall",)), *rooms]
    assert _choose("Room", halls) == ("roomNo", ("name",), True)


def test_a_number_after_a_name_reads_the_same_in_python_and_cypher():
    shape = NodeShape(("Room",), "elementId", ("roomNo", "name"), (("Room", "roomNo"),),
                      (("Room", ("name",), "roomNo"),))
    assert "n.`name` + ' (' + n.`roomNo` + ')'" in shape.name_of("n")
    assert shape.display_name(["Room"], {"roomNo": 402, "name": "Great Hall"}) == "Great Hall (402)"
    assert shape.display_name(["Room"], {"roomNo": 210}) == 210  # no name: the number alone


NODES = {
    "c1": (["Course"], {"number": "101", "title": "Linear Algebra", "credits": 6}),
    "c2": (["Course"], {"number": "204", "credits": 5}),
    "c3": (["Course"], {"number": "310", "title": "Wave Optics", "credits": 5}),
    "c4": (["Course"], {"number": "150", "title": "Early Modern Europe", "credits": 4}),
    "c5": (["Course"], {"number": "2", "credits": 3}),
    "r1": (["Room"], {"roomNo": 210, "capacity": 30, "building": "north"}),
    "r2": (["Room"], {"roomNo": 315, "capacity": 42, "building": "north", "name": "Lecture Hall"}),
    "r3": (["Room"], {"roomNo": 402, "capacity": 120, "building": "south", "name": "Great Hall"}),
    "t1": (["Teacher"], {"name": "Maren Holt"}),
    "t2": (["Teacher"], {"name": "Osric Vale"}),
}
TEACHES = [("t1", "c1"), ("t1", "c2"), ("t2", "c3"), ("t2", "c4"), ("t2", "c5")]
HELD_IN = [("c1", "r2"), ("c2", "r1"), ("c3", "r3"), ("c4", "r1"), ("c5", "r2")]


@pytest.fixture(scope="module")
def school(neo4j_server):
    from neo4j_server import schema_engine_on

    rels = [(a, rel, b) for rel, pairs in (("TEACHES", TEACHES), ("HELD_IN", HELD_IN)) for a, b in pairs]
    with schema_engine_on(neo4j_server, NODES, rels=rels) as engine:
        yield engine


@pytest.mark.neo4j
def test_codes_and_numbers_name_and_find_the_nodes(school):
    g = school.graph
    schema = g.schema()
    course, room = schema.label("Course"), schema.label("Room")
    assert (course.name_property, course.display, course.keyed) == ("number", ("title",), True)
    assert (room.name_property, room.display, room.keyed) == ("roomNo", ("name",), True)
    found = g.entities_by_norms(["101", "linear algebra", "204", "room 315", "rooms 315", "north 402", "south 402",
                                 "315", "course 315", "great hall", "room 210"])
    assert [e.name for e in found["101"]] == [e.name for e in found["linear algebra"]] == ["Linear Algebra (101)"]
    assert [e.name for e in found["204"]] == ["204"]  # no title: the code alone
    assert [e.name for e in found["room 315"]] == [e.name for e in found["rooms 315"]] == ["Lecture Hall (315)"]
    assert [e.name for e in found["south 402"]] == [e.name for e in found["great hall"]] == ["Great Hall (402)"]
    assert [e.name for e in found["room 210"]] == ["210"]  # no name: the number alone
    # a number alone is a quantity; a word that is neither the label nor one of the node's values finds nothing
    assert found["north 402"] == found["315"] == found["course 315"] == []


@pytest.mark.neo4j
@pytest.mark.parametrize(("question", "names"), [
    ("Who teaches course 204?", {"Maren Holt"}),
    ("What is the capacity of room 402?", {"120"}),
    ("What is the capacity of the Great Hall?", {"120"}),
    ("Which room is Linear Algebra held in?", {"Lecture Hall (315)"}),
    ("Which courses are held in room 210?", {"204", "Early Modern Europe (150)"}),
    ("Who teaches the 2?", {"Osric Vale"}),
    # numbers that count, rank or compare name no course, though courses "2" and "101" exist
    ("Which 2 rooms have the largest capacity?", {"Great Hall (402)", "Lecture Hall (315)"}),
    ("Which rooms have a capacity above 101?", {"Great Hall (402)"}),
])
def test_questions_name_nodes_by_their_codes_and_numbers(school, question, names):
    answer = school.ask(question)
    assert {e.name for e in answer.entities} == names, answer.trace.logical_form
    assert answer.provenance is not Provenance.NONE


@pytest.mark.neo4j
def test_worked_examples_match_nodes_by_their_key_values(school):
    from kgchat.reasoning.cypher_examples import ExampleWriter
    from kgchat.types import Entity

    writer = ExampleWriter(school.graph)
    course, room = writer.schema.label("Course"), writer.schema.label("Room")
    assert writer.node(course, Entity("x", "Linear Algebra (101)"), "c") == "(c:Course {number: '101'})"
    assert writer.node(course, Entity("y", "204"), "c") == "(c:Course {number: '204'})"
    assert writer.node(room, Entity("z", "Lecture Hall (315)"), "r") == "(r:Room {roomNo: 315})"
    assert writer.node(room, Entity("w", "210"), "r") == "(r:Room {roomNo: 210})"
    found = school.graph.run_cypher("MATCH (r:Room {roomNo: 315}) RETURN r.capacity")
    assert [[e.name for e in cell] for row in found.rows for cell in row] == [["42"]]
