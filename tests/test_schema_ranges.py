"""A range kept in two keys (``minGuests``, ``maxGuests``): a number said of the thing they bound tests the end it
speaks of, never their total. Checked on a small tours graph on the real test Neo4j, as the schema engine reads it.
"""

from __future__ import annotations

import pytest

from kgchat.types import Provenance

TOURS = {  # handle: (name, least guests, most guests)
    "t1": ("Harbour Walk", 1, 2), "t2": ("Castle Climb", 4, 10), "t3": ("Old Town Crawl", 2, 8),
    "t4": ("Night Kayak", 3, 6), "t5": ("Cliff Ride", 1, 12),
}
NODES = {h: (["Tour"], {"name": name, "minGuests": lo, "maxGuests": hi, "priceEur": 20 + 5 * lo})
         for h, (name, lo, hi) in TOURS.items()}


@pytest.fixture(scope="module")
def tours(neo4j_server):
    from neo4j_server import schema_engine_on

    with schema_engine_on(neo4j_server, NODES) as engine:
        yield engine


@pytest.mark.neo4j
@pytest.mark.parametrize(("question", "form", "answers"), [
    # "at least": every count the tour allows is 3 or more, so its least is
    ("Which tours need at least 3 guests?", "(ge minGuests 3)", ["Castle Climb", "Night Kayak"]),
    # "up to": its most
    ("tours for up to 6 guests", "(le maxGuests 6)", ["Harbour Walk", "Night Kayak"]),
    # a count inside the range
    ("Which tours take 9 guests?", "(AND (le minGuests 9) (ge maxGuests 9))", ["Castle Climb", "Cliff Ride"]),
    # both ends at once
    ("Which tours are 2-8 guests?", "(AND (AND (ge minGuests 2) (le minGuests 2)) (AND (ge maxGuests 8)",
     ["Old Town Crawl"]),
])
def test_a_number_said_of_a_range_tests_the_end_it_speaks_of(tours, question, form, answers):
    answer = tours.ask(question)
    assert form in answer.trace.logical_form, answer.trace.logical_form
    assert "PLUS" not in answer.trace.logical_form
    assert sorted(e.name or e.id for e in answer.entities) == answers
    assert answer.provenance is not Provenance.KG_EXACT  # the words name the range's ends only loosely
