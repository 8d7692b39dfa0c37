"""Values the question says short: a value of several words said by its first word before the label's noun
("*clutch* repairs": repairType 'clutch replacement'; not where two values begin so), and one part of a name read
from two keys after "called" ("drivers called Orla": firstName 'Orla'); a value that is the first word of a key's
name said with the next ("the *service charge*" of serviceChargeGbp, where 'service' is also a plan paid for, with
its own charge): on a small garage graph built here, on the real test Neo4j with MiniLM.
"""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.neo4j

NODES = {
    "r1": (["Repair"], {"jobRef": "R-101", "repairType": "clutch replacement", "hours": 6,
                            "kind": "service", "serviceChargeGbp": 120.5}),
    "r2": (["Repair"], {"jobRef": "R-102", "repairType": "tyre change", "hours": 1,
                            "kind": "repair", "serviceChargeGbp": 80.0}),
    "r3": (["Repair"], {"jobRef": "R-103", "repairType": "clutch replacement", "hours": 5}),
    "r4": (["Repair"], {"jobRef": "R-104", "repairType": "exhaust repair", "hours": 2}),
    "r5": (["Repair"], {"jobRef": "R-105", "repairType": "exhaust inspection", "hours": 1}),
    "r6": (["Repair"], {"jobRef": "R-106", "repairType": "timing belt", "hours": 3}),
    "d1": (["Driver"], {"firstName": "Orla", "lastName": "Penrose", "licenceNo": "DL-1"}),
    "d2": (["Driver"], {"firstName": "Orla", "lastName": "Quint", "licenceNo": "DL-2"}),
    "d3": (["Driver"], {"firstName": "Bram", "lastName": "Penrose", "licenceNo": "DL-3"}),
    "d4": (["Driver"], {"firstName": "Sefton", "lastName": "Hale", "licenceNo": "DL-4"}),
}
RELS = [("r1", "FOR_DRIVER", "d1"), ("r2", "FOR_DRIVER", "d2"), ("r3", "FOR_DRIVER", "d3"),
        ("r4", "FOR_DRIVER", "d4"), ("r5", "FOR_DRIVER", "d1"), ("r6", "FOR_DRIVER", "d2")]


def _fill(s) -> None:
    for driver, repair, plan, charge in (("d1", "r1", "service", 30.0), ("d2", "r2", "service", 45.0),
                                         ("d3", "r3", "repair", 50.0)):
        s.run("MATCH (a {_h: $a}), (b {_h: $b}) CREATE (a)-[:PAID_FOR {plan: $p, chargeGbp: $c}]->(b)",
              a=driver, b=repair, p=plan, c=charge)


@pytest.fixture(scope="module")
def garage(neo4j_server):
    from neo4j_server import schema_engine_on

    with schema_engine_on(neo4j_server, NODES, fill=_fill, rels=RELS) as engine:
        yield engine


def _names(answer) -> list[str]:
    return sorted(e.name for e in answer.entities)


def test_first_word_of_one_value_before_the_label(garage):
    answer = garage.ask("clutch repairs")
    assert _names(answer) == ["R-101", "R-103"], answer.trace.logical_form


def test_first_word_of_two_values_is_no_value(garage):
    answer = garage.ask("exhaust repairs")
    assert "exhaust repair'" not in (answer.trace.logical_form or "")
    assert "exhaust inspection" not in (answer.trace.logical_form or "")


def test_one_part_of_a_name_after_called(garage):
    answer = garage.ask("Drivers called Orla")
    assert _names(answer) == ["Orla Penrose", "Orla Quint"], answer.trace.logical_form
    answer = garage.ask("Which drivers are called Penrose?")
    assert _names(answer) == ["Bram Penrose", "Orla Penrose"], answer.trace.logical_form


def test_a_value_said_as_the_first_word_of_a_key(garage):
    answer = garage.ask("service charge for R-101")
    assert _names(answer) == ["120.5"], answer.trace.logical_form
