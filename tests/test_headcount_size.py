""""The smallest band", "the largest choir": a label whose keys measure no size in a unit, and whose one
whole-number key is named by a plural noun (``members``), is sized by that count; read as a guess, never exactly
(``ranks._headcounts``). A label with a size in a unit (a hall's ``areaSqm``) is left to it.

The graph is a small county music association: bands and choirs with their members, and halls they rehearse in.
"""

from __future__ import annotations

import pytest
from neo4j_server import ask_form as _ask

from kgchat.types import Provenance

NODES = {
    "b1": (["Band"], {"name": "Kestle Silver Band", "members": 31, "founded": 1889}),
    "b2": (["Band"], {"name": "Porthallow Town Band", "members": 12, "founded": 1921}),
    "b3": (["Band"], {"name": "Trevenna Brass", "members": 24, "founded": 1975}),
    "h1": (["Hall"], {"name": "Kestle Institute", "areaSqm": 240.0, "seats": 180}),
    "h2": (["Hall"], {"name": "Trevenna Chapel Rooms", "areaSqm": 410.0, "seats": 90}),
}
RELS = [("b1", "REHEARSES_AT", "h1"), ("b2", "REHEARSES_AT", "h1"), ("b3", "REHEARSES_AT", "h2")]


@pytest.fixture(scope="module")
def bands(neo4j_server):
    from neo4j_server import schema_engine_on

    with schema_engine_on(neo4j_server, NODES, rels=RELS) as engine:
        yield engine


@pytest.mark.neo4j
@pytest.mark.parametrize(("question", "expected"), [
    ("smallest band?", ["Porthallow Town Band"]),
    ("which is the largest band", ["Kestle Silver Band"]),
])
def test_a_band_is_sized_by_its_members(bands, question, expected):
    answer, form, names = _ask(bands, question)
    assert "members" in (form or "") and names == expected, (form, names)
    assert answer.provenance is not Provenance.KG_EXACT  # the count is a guess at what size means


@pytest.mark.neo4j
def test_a_size_in_a_unit_is_not_a_headcount(bands):
    answer, form, names = _ask(bands, "largest hall")
    assert "seats" not in (form or ""), (form, names)


def test_a_count_after_a_superlative_at_the_end_is_how_many():
    from kgchat.reasoning.schema_parser.words import read

    tops = read("bands by size, largest three").of("top")
    assert [c.value for c in tops] == [3], tops
    assert [c.value for c in read("the largest band in 2024").of("top")] == [None]  # a year is no count
    assert [c.value for c in read("which band is largest, in 2024").of("top")] == [None]


@pytest.mark.neo4j
def test_bands_by_size_the_largest_three(bands):
    answer, form, names = _ask(bands, "bands by size, largest two")
    assert names == ["Kestle Silver Band", "Trevenna Brass"], (form, names)
