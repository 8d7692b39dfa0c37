"""Things a question finds by a number or a code, on a small bus company graph built here: a key that says it
numbers its nodes names them even where its values are numbers written as text ("23-0114"); a numbering word alone
("depot number 2") says the number of a label numbered one way only, and a noun with its numbering word ("radio no
4471") the key of that noun; the thing so found, asked for with "which" or "who", is the answer itself; one node
kept by a code it alone holds ("fee for PCV2") has its properties asked as a named thing does. "no" before a number
is its abbreviation, not a negation, and a question ending in "who" asks for someone.
"""

from __future__ import annotations

import pytest

from kgchat.backends.neo4j_schema import choose_name
from kgchat.reasoning.schema_parser.words import read
from kgchat.schema import PropertyInfo


def test_a_numbering_key_of_numbers_written_as_text_names_its_nodes():
    faults = [PropertyInfo("reportNo", "string", False, 10, 10, ("23-0114", "24-0007")),
              PropertyInfo("kind", "string", False, 10, 4, ("flat tyre", "brakes"))]
    assert choose_name(tuple(faults), 10, {"reportNo": 7.0, "kind": 8.0})[0] == "reportNo"
    # numbers written as text under a key that says nothing of numbering are quantities
    priced = [PropertyInfo("cost", "string", False, 10, 10, ("12.50", "8")), faults[1]]
    assert choose_name(tuple(priced), 10, {"cost": 4.0, "kind": 8.0})[0] != "cost"


def test_no_before_a_number_is_no_negation_and_a_last_who_asks():
    reading = read("radio no 4471 belongs to who?")
    assert not reading.of("negation")
    assert [c.op for c in reading.of("wh")] == ["who"]
    assert read("depots with no buses").of("negation")


NODES = {
    "north": (["Depot"], {"depotName": "Northfleet", "depotNo": 1, "bays": 40}),
    "quay": (["Depot"], {"depotName": "Quayside", "depotNo": 2, "bays": 25}),
    "hill": (["Depot"], {"depotName": "Hillcrest", "depotNo": 3, "bays": 18}),
    "ada": (["Driver"], {"forename": "Ada", "surname": "Pellow", "payrollNo": 5102, "radioNo": 4471}),
    "bo": (["Driver"], {"forename": "Bo", "surname": "Treen", "payrollNo": 5103, "radioNo": 4472}),
    "cy": (["Driver"], {"forename": "Cy", "surname": "Vosk", "payrollNo": 4471, "radioNo": 4480}),
    "f1": (["Fault"], {"reportNo": "23-0114", "kind": "flat tyre", "hoursOff": 3, "loggedYear": 2023}),
    "f2": (["Fault"], {"reportNo": "24-0007", "kind": "brakes", "hoursOff": 30, "loggedYear": 2024}),
    "f3": (["Fault"], {"reportNo": "24-0031", "kind": "doors", "hoursOff": 6, "loggedYear": 2025}),
    "pcv": (["Course"], {"courseTitle": "Passenger Carrying Vehicle Refresher", "courseCode": "PCV2", "fee": 310}),
    "cpc": (["Course"], {"courseTitle": "Driver Certificate of Competence", "courseCode": "DCPC", "fee": 95}),
    "fa": (["Course"], {"courseTitle": "First Aid at Work", "courseCode": "FAW", "fee": 160}),
}
RELS = [("ada", "WORKS_FROM", "north"), ("bo", "WORKS_FROM", "quay"), ("cy", "WORKS_FROM", "hill"),
        ("ada", "REPORTED", "f1"), ("bo", "REPORTED", "f2"), ("cy", "REPORTED", "f3"),
        ("ada", "PASSED", "pcv"), ("bo", "PASSED", "cpc"), ("cy", "PASSED", "fa"), ("ada", "PASSED", "fa")]


@pytest.fixture(scope="module")
def buses(neo4j_server):
    from neo4j_server import schema_engine_on

    with schema_engine_on(neo4j_server, NODES, rels=RELS) as engine:
        yield engine


def _names(answer) -> list[str]:
    return sorted(e.name for e in answer.entities)


@pytest.mark.neo4j
@pytest.mark.parametrize(("question", "names"), [
    ("which depot is number 2", ["Quayside"]),
    ("radio no 4471 belongs to who?", ["Ada Pellow"]),
    ("who has radio 4480", ["Cy Vosk"]),
    ("fee for PCV2", ["310"]),
    ("what does DCPC cost in fees", ["95"]),
    ("what kind of fault was 24-0007", ["brakes"]),
    ("who reported 24-0031", ["Cy Vosk"]),
])
def test_things_found_by_numbers_and_codes(buses, question, names):
    answer = buses.ask(question)
    assert _names(answer) == names, answer.trace.logical_form


@pytest.mark.neo4j
def test_a_numbering_word_alone_says_no_key_of_a_label_numbered_two_ways(buses):
    # drivers carry a payroll and a radio number: "number 4471" says neither, and driver 4471 on the payroll is Cy
    answer = buses.ask("who is payroll number 4471")
    assert _names(answer) == ["Cy Vosk"], answer.trace.logical_form
    answer = buses.ask("who is number 4472")
    assert _names(answer) != ["Bo Treen"], answer.trace.logical_form


@pytest.mark.neo4j
def test_a_ranking_word_before_the_numbered_noun(buses):
    # "report" names the Fault nodes reportNo numbers, after a superlative as after "which"; no REPORTED walk
    answer = buses.ask("the first report logged after 2023")
    assert _names(answer) == ["brakes"], answer.trace.logical_form
    assert "REPORTED" not in answer.trace.logical_form
