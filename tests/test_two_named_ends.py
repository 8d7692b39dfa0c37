"""A key of the relationship between two named things, on a small kitchens-and-suppliers graph built here: "weekly
spend with Crumbwell Bakery at Quay Kitchen" is the ``weeklySpendGbp`` of the one SUPPLIES relationship between
them (the bakery supplies two kitchens, at different spends). Fails on 6a3153a, where the far end named was read as
no test at all.
"""

from __future__ import annotations

import pytest
from neo4j_server import ask_form as _ask

from kgchat.types import Provenance

NODES = {
    "s1": (["Supplier"], {"name": "Crumbwell Bakery"}),
    "s2": (["Supplier"], {"name": "Fenside Dairy"}),
    "k1": (["Kitchen"], {"name": "Quay Kitchen"}),
    "k2": (["Kitchen"], {"name": "Mill Kitchen"}),
}


def _fill(session) -> None:
    for supplier, kitchen, spend in (("s1", "k1", 150.5), ("s1", "k2", 320.0), ("s2", "k1", 88.25)):
        session.run("MATCH (s {_h: $s}), (k {_h: $k}) CREATE (s)-[:SUPPLIES {weeklySpendGbp: $g}]->(k)",
                    s=supplier, k=kitchen, g=spend)


@pytest.fixture(scope="module")
def kitchens(neo4j_server):
    from neo4j_server import schema_engine_on

    with schema_engine_on(neo4j_server, NODES, fill=_fill) as engine:
        yield engine


@pytest.mark.neo4j
@pytest.mark.parametrize("question", ["weekly spend with Crumbwell Bakery at Quay Kitchen",
                                      "what is the weekly spend of Quay Kitchen with Crumbwell Bakery"])
def test_the_key_of_the_relationship_between_two_named_things(kitchens, question):
    answer, form, names = _ask(kitchens, question)
    assert names == ["150.5"] and "SUPPLIES.weeklySpendGbp" in form, form
    assert answer.provenance is Provenance.KG_EXACT, answer.trace.not_covered
