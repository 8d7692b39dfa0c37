"""Values ranked by a total of numbers their holders' relationships carry, run on the real test Neo4j with MiniLM:
"which city spends the most by value" adds up the purchase sums of each city's customers (the filter that keeps
the set's nodes is on the relationships the sums are read from, not on the sums), and says that "value" was read
as the key its unit names as money.
"""

from __future__ import annotations

import pytest

from kgchat.types import Provenance

NODES = {
    "ann": (["Customer"], {"name": "Ann Holt", "city": "Leeds", "creditUsd": 900}),
    "bob": (["Customer"], {"name": "Bob Reyes", "city": "York", "creditUsd": 100}),
    "cal": (["Customer"], {"name": "Cal Innes", "city": "Leeds", "creditUsd": 800}),
    "k": (["Kiosk"], {"name": "North Kiosk", "city": "Hull"}),
    "q": (["Kiosk"], {"name": "Quay Kiosk", "city": "Hull"}),
}
BOUGHT = [("ann", "k", 10.0), ("ann", "q", 20.0), ("bob", "k", 50.0), ("cal", "q", 5.0)]


@pytest.fixture(scope="module")
def shops(neo4j_server):
    from neo4j_server import schema_engine_on

    def fill(s) -> None:
        for a, b, total in BOUGHT:
            s.run("MATCH (a {_h: $a}), (b {_h: $b}) CREATE (a)-[:BOUGHT_AT {sumUsd: $t}]->(b)", a=a, b=b, t=total)

    with schema_engine_on(neo4j_server, NODES, fill) as engine:
        yield engine


@pytest.mark.neo4j
def test_the_value_whose_holders_relationships_add_up_to_most(shops):
    answer = shops.ask("Which city spends the most by value?")
    assert [e.name for e in answer.entities] == ["York"], answer.trace.logical_form
    assert answer.provenance == Provenance.KG_APPROXIMATE  # 'value' read as the sum in dollars: a guess, said
