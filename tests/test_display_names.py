"""What people read for a node of someone else's property graph: a person by their given and family names (neither
unique alone), a node named by a code by its shared title with the code after it. Identity stays with the naming
key (or the element id); only what is shown changes."""

from __future__ import annotations

import pytest

from kgchat.backends.neo4j_schema import choose_display, choose_name
from kgchat.logic import parse
from kgchat.logic.cypher_shape import NodeShape
from kgchat.schema import PropertyInfo
from kgchat.types import Direction


def _prop(key: str, count: int = 10, distinct: int = 10, samples: tuple[str, ...] = ("x",)) -> PropertyInfo:
    return PropertyInfo(key, "string", False, count, distinct, samples)


def _choose(label: str, props: list[PropertyInfo]) -> tuple[str | None, tuple[str, ...], bool]:
    lengths = {p.key: 10.0 for p in props}
    name, _ = choose_name(tuple(props), 10, lengths)
    display, keyed = choose_display(label, tuple(props), 10, lengths, name)
    return name, display, keyed


def test_given_and_family_names_are_read_together():
    people = [_prop("mrn", samples=("MRN-1",)), _prop("firstName", distinct=6), _prop("lastName", distinct=7)]
    assert _choose("Patient", people) == ("mrn", ("firstName", "lastName"), False)
    # a unique family name names the nodes, but people still read both names
    staff = [_prop("given_name", distinct=8), _prop("surname")]
    assert _choose("Employee", staff) == ("surname", ("given_name", "surname"), False)


def test_a_code_named_node_is_read_by_its_own_shared_title_with_the_code():
    departments = [_prop("code", samples=("LUH-NEU",)), _prop("title", distinct=5)]
    assert _choose("Department", departments) == ("code", ("title",), True)
    assert _choose("Department", [_prop("code"), _prop("departmentName", distinct=4)])[1:] == (("departmentName",),
                                                                                               True)


def test_names_that_say_enough_are_left_alone():
    assert _choose("Person", [_prop("name"), _prop("firstName", distinct=5), _prop("lastName", distinct=5)])[1:] \
        == ((), False)
    assert _choose("Employee", [_prop("fullName"), _prop("employeeNo")])[1:] == ((), False)
    # a ...Name key that names someone else (the party an order ships to) is not the order's name
    assert _choose("Order", [_prop("orderID", samples=("A-1",)), _prop("shipName", distinct=3)])[1:] == ((), False)


def test_cypher_and_python_read_the_same_name():
    shape = NodeShape(("Patient", "Department"), "elementId", ("mrn", "code"), (("Patient", "mrn"), ("Department", "code")),
                      (("Patient", ("firstName", "lastName"), None), ("Department", ("title",), "code")))
    text = shape.name_of("n")
    assert "n.`firstName` + ' ' + n.`lastName`" in text and "n.`title` + ' (' + n.`code` + ')'" in text
    assert shape.display_name(["Patient"], {"mrn": "M-1", "firstName": "Jules", "lastName": "Joyce"}) == "Jules Joyce"
    assert shape.display_name(["Patient"], {"mrn": "M-2", "firstName": "Jules"}) == "M-2"  # a part missing
    assert shape.display_name(["Department"], {"code": "LUH-NEU", "title": "Neurology"}) == "Neurology (LUH-NEU)"


@pytest.mark.neo4j
def test_neo4j_answers_and_finds_nodes_by_the_names_people_read(neo4j_server, neo4j_open):
    import neo4j
    from neo4j_server import wipe_all

    wipe_all(neo4j_open())
    people = [("M-1", "Jules", "Joyce"), ("M-2", "Jules", "Egan"), ("M-3", "Elif", "Egan")]
    auth = (neo4j_server.user, neo4j_server.password)
    with neo4j.GraphDatabase.driver(neo4j_server.uri, auth=auth) as driver, driver.session() as session:
        for code, floor in (("N-1", 2), ("S-1", 3)):
            session.run("CREATE (:Department {code: $code, title: 'Neurology', floor: $h})", code=code, h=floor).consume()
        for mrn, first, last in people:
            session.run("MATCH (d:Department {code: 'N-1'}) CREATE (:Patient {mrn: $m, firstName: $f, "
                        "lastName: $l})-[:SEEN_IN]->(d)", m=mrn, f=first, l=last).consume()
    g = neo4j_open()
    schema = g.schema()
    assert (schema.label("Patient").display, schema.label("Department").keyed) == (("firstName", "lastName"), True)
    text = schema.render()  # what the UI's graph card and kgchat explore show
    assert "nodes named by mrn, shown as firstName lastName" in text and "shown as title (code)" in text
    found = g.search_entities("Jules Joyce")[0].entity
    assert found.name == "Jules Joyce"
    assert g.has_fulltext  # the parts are indexed; an exact lookup matches the whole name, not a first name alone
    exact = g.entities_by_norms(["jules joyce", "jules"])
    assert [e.name for e in exact["jules joyce"]] == ["Jules Joyce"] and exact["jules"] == []
    assert [e.name for e in g.neighbors(found.id, "SEEN_IN", Direction.OUT)] == ["Neurology (N-1)"]
    answers = g.execute(parse(f'(JOIN (R SEEN_IN) "{found.id}")'))
    assert [e.name for e in answers] == ["Neurology (N-1)"]
    patients = g.execute(parse("(TYPE Patient)"))
    assert sorted(e.name for e in patients) == ["Elif Egan", "Jules Egan", "Jules Joyce"]
    wipe_all(g)


def test_of_two_equal_names_the_one_written_as_names_names_the_nodes():
    # a common and a scientific name, both held by every node and unique: people read and type the common one
    species = [_prop("latinName", samples=("Ailurus fulgens", "Panthera uncia")),
               _prop("commonName", samples=("Red Panda", "Snow Leopard"))]
    assert choose_name(tuple(species), 10, {p.key: 14.0 for p in species}) == ("commonName", ("commonName", "latinName"))
    drugs = [_prop("genericName", samples=("amlodipine", "ramipril")), _prop("brandName", samples=("Vastoril",))]
    assert choose_name(tuple(drugs), 10, {p.key: 9.0 for p in drugs})[0] == "brandName"
    # one company written in lower case now and then does not hand the name to the contact person
    firms = [_prop("companyName", samples=("Ana Trujillo Emparedados y helados", "Alfreds Futterkiste")),
             _prop("contactName", samples=("Ana Trujillo", "Maria Anders"))]
    assert choose_name(tuple(firms), 10, {p.key: 14.0 for p in firms})[0] == "companyName"
    # a code in capitals is not a name written as one: the term still names a condition
    conditions = [_prop("icd10", samples=("I10", "I48")), _prop("term", samples=("Essential hypertension",))]
    assert choose_name(tuple(conditions), 10, {p.key: 9.0 for p in conditions})[0] == "term"


def test_a_name_some_nodes_share_is_shown_with_the_code_that_tells_them_apart():
    # two projects on one site: the code names each project once, the site name is what people read beside it
    projects = [_prop("projectCode", samples=("KA24-041",)), _prop("siteName", distinct=9, samples=("Ashgrove Park",)),
                _prop("gridRef", samples=("SP 3574 6851",))]  # a reference with spaces is a place, not a code
    assert _choose("Project", projects) == ("projectCode", ("siteName",), True)
    # a name every node holds once stays the name
    projects[1] = _prop("siteName", samples=("Ashgrove Park",))
    assert _choose("Project", projects)[:2] == ("siteName", ())
