"""Ages in a year the question names, on a small crew and plant register built here:

- "the average age of engineers in 2025": that year less each birth year, ``(MINUS 2025 birthYear)``, and no test
  that anything happened in 2025;
- "how old will X be in 2030": one named thing's age then;
- "how old is the Hill Top reservoir in 2025": no birth key, so the one year whose name says it was built; the answer
  says which key it counted from and is not exact;
- "the average age of the pumps in 2025": no key says when a pump began, so the one year it keeps (fails on
  50a2d54, where no age was read);
- "to the nearest year", ", nearest pound": how to round, with or without "to the" before "nearest";
- "on Christmas Eve 2023", "Boxing Day 2023": days known by name, said with a year, are dates.
"""

from __future__ import annotations

import pytest
from neo4j_server import ask_form as _ask

from kgchat.types import Provenance

NODES = {
    "e1": (["Engineer"], {"name": "Ada Hale", "birthYear": 1980, "startYear": 2010, "dayRateGbp": 300}),
    "e2": (["Engineer"], {"name": "Bo Ring", "birthYear": 1995, "startYear": 2025, "dayRateGbp": 251}),
    "e3": (["Engineer"], {"name": "Cy Moor", "birthYear": 1962, "startYear": 1990, "dayRateGbp": 280}),
    "r1": (["Reservoir"], {"name": "Hill Top", "builtYear": 1895, "capacityMl": 40.0}),
    "r2": (["Reservoir"], {"name": "Moor End", "builtYear": 1960, "capacityMl": 12.5}),
    "p1": (["Pump"], {"name": "Ram One", "year": 1998}),
    "p2": (["Pump"], {"name": "Ram Two", "year": 2005}),
}
RELS = [("e1", "INSPECTED", "r1"), ("e2", "INSPECTED", "r2")]


@pytest.fixture(scope="module")
def crew(neo4j_server):
    from neo4j_server import schema_engine_on

    with schema_engine_on(neo4j_server, NODES, rels=RELS) as engine:
        yield engine


@pytest.mark.neo4j
def test_average_age_in_a_year(crew):
    answer, form, names = _ask(crew, "average age of engineers in 2025, to the nearest year")
    assert names == ["46"] and "(MINUS 2025 birthYear)" in form and "startYear" not in form, form  # 45, 30, 63
    assert answer.provenance is Provenance.KG_EXACT, answer.trace.not_covered


@pytest.mark.neo4j
def test_one_named_persons_age_then(crew):
    answer, form, names = _ask(crew, "how old will Bo Ring be in 2030")
    assert names == ["35"], form
    assert answer.provenance is Provenance.KG_EXACT, answer.trace.not_covered


@pytest.mark.neo4j
def test_an_age_counted_from_when_it_was_built(crew):
    answer, form, names = _ask(crew, "how old is the Hill Top reservoir in 2025")
    assert names == ["130"] and "builtYear" in form, form
    assert answer.provenance is Provenance.KG_APPROXIMATE
    assert any("builtYear" in x for x in answer.trace.not_covered)


@pytest.mark.neo4j
def test_nearest_without_to_the(crew):
    answer, form, names = _ask(crew, "average engineer day rate, nearest pound")
    assert names == ["277"], form
    assert answer.provenance is Provenance.KG_EXACT, answer.trace.not_covered


def test_days_known_by_name_are_dates():
    from kgchat.reasoning.schema_parser.words import read

    dates = [(c.value, c.op) for c in read("jobs raised on Christmas Eve 2023 or Boxing Day 2023").cues
             if c.kind == "date"]
    assert dates == [("2023-12-24", "eq"), ("2023-12-26", "eq")]
    assert [c.value for c in read("cleaned after New Year's Day 2024").cues if c.kind == "date"] == ["2024-01-01"]
    assert not [c for c in read("how many christmas trees in 2023").cues if c.kind == "date"]  # no day named


@pytest.mark.neo4j
def test_an_age_from_the_one_year_a_thing_keeps(crew):
    answer, form, names = _ask(crew, "average age of the pumps in 2025")
    assert names == ["23.5"] and "(MINUS 2025 year)" in form, form  # 27 and 20
    assert answer.provenance is Provenance.KG_APPROXIMATE, answer.trace.not_covered
