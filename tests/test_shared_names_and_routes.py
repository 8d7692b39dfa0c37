"""A small dig unit's graph built here, read as its staff would ask it:

- two projects share a site name: each is named by its code and shown "site (code)", so answers tell them apart;
- "finds from <project>" walks the chain each find belongs to (its trench, the trench's project), not the projects of
  the person who found it, when no word names either route;
- "who manages X" is the one X reports to, also when X carries a second label; "who does X manage" the other way;
- "<key> with the most <things>" ranks the key's values by how many things hold each;
- "the project with the most finds" counts the finds, with no staff role 'finds' tested as well;
- "who was PM on the project …" answered with a project is never exact: "who" asks for someone;
- "heavier than 1 kg" compares a key in grams with 1000; "a day rate over £300" reads the day rate, not the days;
- "which finds are Treasure cases": finds that are Treasure too; "member of staff" is one of the staff (no
  memberSince); "the deepest trench" ranks by depth; "flint finds by period" counts the flint finds per period;
- "counties with more than 1 project": the county values held by more than one project.
"""

from __future__ import annotations

import pytest

from kgchat.types import Provenance

NODES = {
    "p1": (["Project"], {"projectCode": "KB-01", "siteName": "Mill Field", "county": "Westshire", "parish": "Ashby"}),
    "p2": (["Project"], {"projectCode": "KB-02", "siteName": "Mill Field", "county": "Westshire", "parish": "Ashby"}),
    "p3": (["Project"], {"projectCode": "KB-03", "siteName": "Castle Lane", "county": "Eastshire", "parish": "Brook"}),
    "p4": (["Project"], {"projectCode": "KB-04", "siteName": "Ford Farm", "county": "Eastshire", "parish": "Dale"}),
    "p5": (["Project"], {"projectCode": "KB-05", "siteName": "Hill Top", "county": "Northshire", "parish": "Crag"}),
    "t1": (["Trench"], {"trenchId": "KB-01/T1", "maxDepthM": 1.2}),
    "t2": (["Trench"], {"trenchId": "KB-02/T1", "maxDepthM": 2.4}),
    "t3": (["Trench"], {"trenchId": "KB-03/T1", "maxDepthM": 0.8}),
    "f1": (["Find"], {"findNo": "SF1", "material": "flint", "weightG": 40.5, "period": "NEO"}),
    "f2": (["Find"], {"findNo": "SF2", "material": "flint", "weightG": 1250.0, "period": "NEO"}),
    "f3": (["Find", "Treasure"], {"findNo": "SF3", "material": "iron", "weightG": 2300.0, "period": "RB"}),
    "f4": (["Find"], {"findNo": "SF4", "material": "bone", "weightG": 12.0, "period": "RB"}),
    "s1": (["Staff"], {"firstName": "Ada", "surname": "Quill", "jobTitle": "Director", "dayRateGbp": 420,
                         "birthYear": 1961}),
    "s2": (["Staff", "Accredited"], {"firstName": "Ben", "surname": "Rook", "jobTitle": "Finds Manager",
                                     "dayRateGbp": 310, "birthYear": 1975, "memberSince": 1990}),
    "s3": (["Staff"], {"firstName": "Cy", "surname": "Stowe", "jobTitle": "Digger", "dayRateGbp": 180,
                         "birthYear": 1998}),
    "s4": (["Staff", "Accredited"], {"firstName": "Dee", "surname": "Tarn", "jobTitle": "Digger",
                                     "dayRateGbp": 200, "birthYear": 1988, "memberSince": 2015}),
}
RELS = [("t1", "PART_OF", "p1"), ("t2", "PART_OF", "p2"), ("t3", "PART_OF", "p3"),
        ("f1", "FROM_TRENCH", "t1"), ("f2", "FROM_TRENCH", "t2"), ("f3", "FROM_TRENCH", "t2"),
        ("f4", "FROM_TRENCH", "t3"),
        ("f1", "FOUND_BY", "s3"), ("f2", "FOUND_BY", "s3"), ("f3", "FOUND_BY", "s4"), ("f4", "FOUND_BY", "s3"),
        ("s2", "REPORTS_TO", "s1"), ("s3", "REPORTS_TO", "s2"), ("s4", "REPORTS_TO", "s2")]


def _filled(session) -> None:
    for staff, project, role in (("s1", "p1", "PM"), ("s1", "p2", "PM"), ("s2", "p3", "PM"), ("s3", "p1", "digger"),
                                 ("s3", "p2", "digger"), ("s3", "p3", "digger"), ("s4", "p2", "finds"),
                                 ("s2", "p1", "finds")):
        session.run("MATCH (s {_h: $s}), (p {_h: $p}) CREATE (s)-[:WORKED_ON {role: $r, days: 400}]->(p)",
                    s=staff, p=project, r=role).consume()


@pytest.fixture(scope="module")
def dig(neo4j_server):
    from neo4j_server import schema_engine_on

    with schema_engine_on(neo4j_server, NODES, fill=_filled, rels=RELS) as engine:
        yield engine


@pytest.mark.neo4j
def test_a_shared_site_name_is_shown_with_the_code_that_tells_projects_apart(dig):
    label = dig.graph.schema().label("Project")
    assert (label.name_property, label.display) == ("projectCode", ("siteName",))
    answer = dig.ask("list the projects in Westshire")
    assert sorted(e.name for e in answer.entities) == ["Mill Field (KB-01)", "Mill Field (KB-02)"], \
        answer.trace.logical_form


@pytest.mark.neo4j
@pytest.mark.parametrize(("question", "names"), [
    ("finds from Castle Lane", ["SF4"]),
    ("who manages Cy Stowe", ["Ben Rook"]),
    ("who manages Ben Rook", ["Ada Quill"]),
    ("Dee Tarn's manager", ["Ben Rook"]),
    ("who does Ben Rook manage", ["Cy Stowe", "Dee Tarn"]),
    ("parish with the most projects", ["Ashby"]),
    ("which project has the most finds", ["Mill Field (KB-02)"]),
    ("finds heavier than 1 kg", ["SF2", "SF3"]),  # the key holds grams
    ("which staff are on a day rate over £300", ["Ada Quill", "Ben Rook"]),  # not 400 days worked
    ("which finds are Treasure cases", ["SF3"]),
    ("how many Treasure cases have we had", ["1"]),
    ("oldest member of staff", ["Ada Quill"]),  # born first: no membership year
    ("youngest member of staff", ["Cy Stowe"]),
    ("deepest trench we've dug", ["KB-02/T1"]),
    ("flint finds by period", ["NEO"]),
    ("counties with more than 1 project", ["Eastshire", "Westshire"]),
])
def test_routes_lines_and_rankings_read_as_said(dig, question, names):
    answer = dig.ask(question)
    assert sorted(e.name for e in answer.entities) == names, answer.trace.logical_form


@pytest.mark.neo4j
def test_who_answered_with_a_project_is_not_exact(dig):
    answer = dig.ask("who was PM on the project where find SF4 came from")
    assert answer.provenance is not Provenance.KG_EXACT or all(
        e.name in ("Ada Quill", "Ben Rook", "Cy Stowe", "Dee Tarn") for e in answer.entities), answer.trace.logical_form
