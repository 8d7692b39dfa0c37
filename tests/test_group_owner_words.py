"""The word for whose key a group is, said right before it, on a small pottery-school graph built here:

- "studio district with the most courses": the district of each course's studio, the one with the most courses;
  "studio" says whose district, so no word is left unread (before, it answered the studio with the most courses);
- "tutor district with the most courses": tutors keep a district too, and are tied to courses by two types; read
  along the one nearly every course has (teaching, not reviewing), which no word names, so only approximate; the
  studios' district is no reading of it.

Both fail on b1011f4.
"""

from __future__ import annotations

import pytest
from neo4j_server import ask_form as _ask

from kgchat.types import Provenance

NODES = {
    "s1": (["Studio"], {"name": "Kilnyard", "district": "Eastgate"}),
    "s2": (["Studio"], {"name": "Wheelhouse", "district": "Millbank"}),
    "s3": (["Studio"], {"name": "Slipworks", "district": "Eastgate"}),
    "t1": (["Tutor"], {"name": "Ines Morrow", "district": "Harbourside"}),
    "t2": (["Tutor"], {"name": "Olu Brandt", "district": "Millbank"}),
    "c1": (["Course"], {"code": "PT-1"}),
    "c2": (["Course"], {"code": "PT-2"}),
    "c3": (["Course"], {"code": "PT-3"}),
    "c4": (["Course"], {"code": "PT-4"}),
    "c5": (["Course"], {"code": "PT-5"}),
}
# Eastgate's two studios hold three courses, Millbank's one holds two
RELS = [("c1", "HELD_IN", "s1"), ("c2", "HELD_IN", "s1"), ("c3", "HELD_IN", "s3"), ("c4", "HELD_IN", "s2"),
        ("c5", "HELD_IN", "s2"),
        ("t1", "TEACHES", "c1"), ("t1", "TEACHES", "c2"), ("t2", "TEACHES", "c3"), ("t2", "TEACHES", "c4"),
        ("t2", "TEACHES", "c5"), ("t1", "REVIEWS", "c3")]


@pytest.fixture(scope="module")
def pottery(neo4j_server):
    from neo4j_server import schema_engine_on

    with schema_engine_on(neo4j_server, NODES, rels=RELS) as engine:
        yield engine


@pytest.mark.neo4j
def test_the_word_before_a_key_says_whose_it_is(pottery):
    answer, form, names = _ask(pottery, "studio district with the most courses")
    assert names == ["Eastgate"] and "district" in form and "HELD_IN" in form, form
    assert answer.provenance is Provenance.KG_EXACT, answer.trace.not_covered


@pytest.mark.neo4j
def test_a_key_read_along_the_type_nearly_every_node_has(pottery):
    answer, form, names = _ask(pottery, "tutor district with the most courses")
    assert names == ["Millbank"] and "TEACHES" in form and "HELD_IN" not in form, form
    assert answer.provenance is Provenance.KG_APPROXIMATE, answer.trace.not_covered
