"""A number key named by its own words and a noun for what its unit measures ("invoiced *amount*" of
``invoicedGbp``): the noun is said of that key too, so a key of a relationship no word names that holds the noun
in its name (``FUNDED.amountGbp``) reads no more of the question (``key_nouns.with_measure_noun``).

The graph is a small restoration workshop: jobs invoiced to clients, some funded by grant-makers.
"""

from __future__ import annotations

import pytest
from neo4j_server import ask_form as _ask

NODES = {
    "j1": (["Project"], {"jobNo": "R-01", "invoicedGbp": 12000, "quoteGbp": 11000}),
    "j2": (["Project"], {"jobNo": "R-02", "invoicedGbp": 4000, "quoteGbp": 4500}),
    "j3": (["Project"], {"jobNo": "R-03", "invoicedGbp": 9000, "quoteGbp": 8000}),
    "f1": (["Funder"], {"name": "Tamsworth Heritage Trust"}),
    "f2": (["Funder"], {"name": "Old Mills Fund"}),
}
RELS = []


def _facts(session) -> None:
    for funder, job, amount in (("f1", "j2", 30000), ("f2", "j2", 5000), ("f1", "j3", 1000)):
        session.run("MATCH (f {_h: $f}), (j {_h: $j}) CREATE (f)-[:FUNDED {amountGbp: $a}]->(j)", f=funder, j=job,
                    a=amount)


@pytest.fixture(scope="module")
def workshop(neo4j_server):
    from neo4j_server import schema_engine_on

    with schema_engine_on(neo4j_server, NODES, fill=_facts, rels=RELS) as engine:
        yield engine


@pytest.mark.neo4j
def test_a_measure_noun_after_a_key_is_said_of_it(workshop):
    answer, form, names = _ask(workshop, "top 2 jobs by invoiced amount")
    assert "invoicedGbp" in (form or "") and names == ["R-01", "R-03"], (form, names)
