"""A number with its unit written on ("300mm", "1500sqm") is a number and a unit, and a unit per a unit ("l/min",
"km/h") is the unit as keys write it ("lpm", "kph"), so the number compares the key the unit names and is never
taken for a year; a stored value with a number and unit glued ("13.5m ladder") is still found. On a small water
network graph built here. Ordinals ("3rd") and times ("3am") stay as written.
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
    "o1": (["Outlet"], {"outletNo": "OT-11", "mainMm": 300, "flowLpm": 2400, "kit": ["13.5m hose", "standpipe"]}),
    "o2": (["Outlet"], {"outletNo": "OT-12", "mainMm": 150, "flowLpm": 1800, "kit": ["standpipe"]}),
    "o3": (["Outlet"], {"outletNo": "OT-13", "mainMm": 300, "flowLpm": 1900, "kit": ["9m hose"]}),
    "o4": (["Outlet"], {"outletNo": "OT-14", "mainMm": 100, "flowLpm": 2600, "kit": ["9m hose"]}),
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
])
def test_numbers_with_units_written_on(outlets, question, names):
    answer = outlets.ask(question)
    assert sorted(e.name for e in answer.entities) == names, answer.trace.logical_form
