"""Readings of a small round of shop visits built here, each a general way people write:

- a day of the week said whole ("on a Friday", "Fridays") reads a stored short form ('Fri') of a key that the
  things the question names hold, and not also the weekday of a date ("deliveries on a Friday" is no account
  opened on a Friday); where the things asked for hold no such key ("visits made on a Friday") it is the weekday
  of their own date;
- "how often" is answered by a key whose name says a frequency (``visitFreq``);
- "9 or better" compares as "9 or more".
"""

from __future__ import annotations

import pytest

from kgchat.reasoning.schema_parser.dates import short_day
from kgchat.reasoning.schema_parser.words import read
from kgchat.types import Provenance

NODES = {
    "ann": (["Rep"], {"repName": "Ann Dole"}),
    "s1": (["Shop"], {"shopName": "Corner Larder", "deliveryDays": ["Mon", "Fri"], "openedOn": "2019-03-01",
                      "rating": 9}),
    "s2": (["Shop"], {"shopName": "Mill Pantry", "deliveryDays": ["Tue"], "openedOn": "2020-05-15", "rating": 7}),
    "s3": (["Shop"], {"shopName": "Quay Grocer", "deliveryDays": ["Wed", "Fri"], "openedOn": "2021-01-05",
                      "rating": 10}),
    "v1": (["Visit"], {"visitRef": "V-1", "visitedOn": "2024-05-03"}),
    "v2": (["Visit"], {"visitRef": "V-2", "visitedOn": "2024-05-06"}),
}
RELS = [("v1", "AT_SHOP", "s1"), ("v2", "AT_SHOP", "s2")]


def _filled(session) -> None:
    session.run("MATCH (s:Shop) SET s.openedOn = date(s.openedOn)").consume()
    session.run("MATCH (v:Visit) SET v.visitedOn = date(v.visitedOn)").consume()
    for shop, freq in (("s1", "weekly"), ("s2", "monthly"), ("s3", "fortnightly")):
        session.run("MATCH (r {_h: 'ann'}), (s {_h: $s}) CREATE (r)-[:COVERS {visitFreq: $f}]->(s)",
                    s=shop, f=freq).consume()


def test_a_day_said_whole_finds_its_stored_short_form():
    assert short_day("friday", {"fri", "mon"}) == "fri"
    assert short_day("thursdays", {"thurs"}) == "thurs"
    assert short_day("friday", {"friday"}) == "friday"
    assert short_day("fry", {"fri"}) == "fry"
    assert [c.op for c in read("shops rated 9 or better").of("number")] == ["ge"]


@pytest.fixture(scope="module")
def round_(neo4j_server):
    from neo4j_server import schema_engine_on

    with schema_engine_on(neo4j_server, NODES, fill=_filled, rels=RELS) as engine:
        yield engine


@pytest.mark.neo4j
@pytest.mark.parametrize(("question", "names"), [
    ("which shops take deliveries on a Friday", ["Corner Larder", "Quay Grocer"]),
    ("how often does Ann Dole visit Mill Pantry", ["monthly"]),
    ("shops rated 9 or better", ["Corner Larder", "Quay Grocer"]),
    ("visits made on a Friday", ["V-1"]),
])
def test_days_frequencies_and_bounds_are_read(round_, question, names):
    answer = round_.ask(question)
    assert sorted(e.name for e in answer.entities) == names, answer.trace.logical_form
    assert answer.provenance is Provenance.KG_EXACT, answer.trace.not_covered
