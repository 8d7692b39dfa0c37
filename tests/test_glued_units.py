"""A number with its unit written on ("300mm", "1500sqm") is a number and a unit, and a unit per a unit ("l/min",
"km/h") is the unit as keys write it ("lpm", "kph"), so the number compares the key the unit names and is never
taken for a year; a stored value with a number and unit glued ("13.5m ladder") is still found. On a small water
network graph built here. Ordinals ("3rd") and times ("3am") stay as written. A unit of time said as one ("longest
shift *in hours*") is no stored value ('Hours' of a rota), and a year said with "of" is a time: never a number of
minutes ("the top 2 outlets *of 2023* by downtime").
"""

from __future__ import annotations

import pytest

from kgchat.reasoning.schema_parser.words import read


def test_a_glued_unit_is_its_own_word():
    assert [t.text for t in read("pipes on a 300mm main").tokens] == ["pipes", "on", "a", "300", "mm", "main"]
    reading = read("outlets giving over 2200 l/min")
    assert [t.low for t in reading.tokens][-1] == "lpm"
    assert [(c.kind, c.value) for c in reading.of("number")] == [("number", 2200.0)]
    assert not reading.of("year")
    assert [t.text for t in read("the 3rd of May at 3am").tokens] == ["the", "3rd", "of", "May", "at", "3am"]


NODES = {
    "o1": (["Outlet"], {"outletNo": "OT-11", "mainMm": 300, "flowLpm": 2400, "kit": ["13.5m hose", "standpipe"],
                        "fittedYear": 2023, "downtimeMin": 40, "rota": "Hours"}),
    "o2": (["Outlet"], {"outletNo": "OT-12", "mainMm": 150, "flowLpm": 1800, "kit": ["standpipe"],
                        "fittedYear": 2023, "downtimeMin": 2023, "rota": "Days"}),
    "o3": (["Outlet"], {"outletNo": "OT-13", "mainMm": 300, "flowLpm": 1900, "kit": ["9m hose"],
                        "fittedYear": 2021, "downtimeMin": 95, "rota": "Hours"}),
    "o4": (["Outlet"], {"outletNo": "OT-14", "mainMm": 100, "flowLpm": 2600, "kit": ["9m hose"],
                        "fittedYear": 2023, "downtimeMin": 12, "rota": "Days"}),
}


@pytest.fixture(scope="module")
def outlets(neo4j_server):
    from neo4j_server import schema_engine_on

    with schema_engine_on(neo4j_server, NODES) as engine:
        yield engine


@pytest.mark.neo4j
@pytest.mark.parametrize(("question", "names"), [
    ("outlets on a 300mm main", ["OT-11", "OT-13"]),
    ("outlets giving over 2200 l/min", ["OT-11", "OT-14"]),
    ("outlets with a 13.5m hose", ["OT-11"]),
    ("the top 2 outlets of 2023 by downtime", ["OT-11", "OT-12"]),
])
def test_numbers_with_units_written_on(outlets, question, names):
    answer = outlets.ask(question)
    assert sorted(e.name for e in answer.entities) == names, answer.trace.logical_form


@pytest.mark.neo4j
def test_a_unit_of_time_is_no_stored_value(outlets):
    answer = outlets.ask("longest downtime in days")
    assert "rota" not in (answer.trace.logical_form or ""), answer.trace.logical_form
