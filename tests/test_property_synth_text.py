"""Synthesised "containing" questions test a text key the nodes hold, on a small depot graph where a code or a number
names some labels: routes named by ``ref`` and read by their ``name`` ("Island Loop (F1)"), rooms by ``roomNo`` and
read by a name some hold, buses by ``fleetNo`` alone. A word of the shown name tested on the code finds nothing, and a
number key holds no words: each such question is about the name people read, or not written. On the real test Neo4j.
"""

from __future__ import annotations

import re

import pytest

NODES = {
    "f1": (["Route"], {"ref": "F1", "name": "Island Loop"}),
    "f2": (["Route"], {"ref": "F2"}),
    "f3": (["Route"], {"ref": "F3", "name": "Harbour Shuttle"}),
    "f4": (["Route"], {"ref": "F4", "name": "Lighthouse Run"}),
    "r1": (["Room"], {"roomNo": 210, "seats": 30}),
    "r2": (["Room"], {"roomNo": 315, "seats": 42, "name": "Chart Room"}),
    "r3": (["Room"], {"roomNo": 402, "seats": 120, "name": "Great Hall"}),
    "b1": (["Bus"], {"fleetNo": 507, "seats": 40}),
    "b2": (["Bus"], {"fleetNo": 541, "seats": 52}),
    "b3": (["Bus"], {"fleetNo": 612, "seats": 48}),
}
SERVES = [("b1", "f1"), ("b2", "f3"), ("b3", "f4"), ("b3", "f2")]


@pytest.fixture(scope="module")
def depot(neo4j_server):
    from neo4j_server import schema_engine_on

    def fill(s) -> None:
        for a, b in SERVES:
            s.run("MATCH (a {_h: $a}), (b {_h: $b}) CREATE (a)-[:SERVES]->(b)", a=a, b=b)

    with schema_engine_on(neo4j_server, NODES, fill) as engine:
        yield engine.graph


@pytest.mark.neo4j
def test_containing_questions_test_the_words_people_read(depot):
    from kgchat.logic.sexpr import parse
    from kgchat.train.property_synth import PropertySynthesizer

    s = PropertySynthesizer(depot, seed=0)
    made = [q for q in (s.make("text") for _ in range(60)) if q is not None]
    assert made, "no containing question written"
    for q in made:
        key = re.search(r"\(contains (\w+)", q.form).group(1)
        assert key == "name", q
        assert depot.execute(parse(q.form)), q  # each finds the node whose words it took
