"""A small motor insurer's claims graph built here, asked as its claims office would ask it:

- "total" and "average" as the sum or the mean: "how many claims are there *in total*", "the *total* paid on settled
  claims", "the *average* excess": not the damage value 'total', nor the ``totalLoss`` flag;
- "claims where the damage was *total*", "claims that were a *total loss*": there the word is the value or the flag;
- a verb's particle with a preposition after it, "what did we *pay out on* CLM-2": the amount paid on that claim,
  not a relationship or key the two small words happen to spell.
"""

from __future__ import annotations

import pytest
from neo4j_server import ask_form as _ask

NODES = {
    "p1": (["Policy"], {"policyNo": "POL-1", "holder": "Ada Moor", "paysMonthly": True}),
    "p2": (["Policy"], {"policyNo": "POL-2", "holder": "Ben Hart", "paysMonthly": False}),
    "p3": (["Policy"], {"policyNo": "POL-3", "holder": "Cy Lowe", "paysMonthly": True}),
    "c1": (["Claim"], {"claimRef": "CLM-1", "status": "settled", "damage": "partial", "totalLoss": False,
                       "paidGbp": 1200.0, "excessGbp": 250}),
    "c2": (["Claim"], {"claimRef": "CLM-2", "status": "settled", "damage": "total", "totalLoss": True,
                       "paidGbp": 8400.0, "excessGbp": 500}),
    "c3": (["Claim"], {"claimRef": "CLM-3", "status": "open", "damage": "partial", "totalLoss": False,
                       "paidGbp": 0.0, "excessGbp": 250}),
    "c4": (["Claim"], {"claimRef": "CLM-4", "status": "settled", "damage": "total", "totalLoss": True,
                       "paidGbp": 5100.0, "excessGbp": 100}),
    "c5": (["Claim"], {"claimRef": "CLM-5", "status": "declined", "damage": "partial", "totalLoss": False,
                       "paidGbp": 0.0, "excessGbp": 250}),
    "g1": (["Repairer"], {"repairerName": "Kerb Motors"}),
    "g2": (["Repairer"], {"repairerName": "Dent Works"}),
}
RELS = [("c1", "CLAIMED_ON", "p1"), ("c2", "CLAIMED_ON", "p1"), ("c3", "CLAIMED_ON", "p2"),
        ("c4", "CLAIMED_ON", "p3"), ("c5", "CLAIMED_ON", "p3"),
        ("c1", "REPAIRED_BY", "g1"), ("c3", "REPAIRED_BY", "g2")]


@pytest.fixture(scope="module")
def claims(neo4j_server):
    from neo4j_server import schema_engine_on

    with schema_engine_on(neo4j_server, NODES, rels=RELS) as engine:
        yield engine


@pytest.mark.neo4j
def test_in_total_is_the_count_itself(claims):
    answer, form, names = _ask(claims, "How many claims are there in total?")
    assert names == ["5"], form
    assert "totalLoss" not in form and "damage" not in form, form


@pytest.mark.neo4j
def test_total_before_a_number_key_is_a_sum(claims):
    answer, form, names = _ask(claims, "what is the total paid on settled claims")
    assert names and float(names[0]) == 14700.0, form
    assert form.startswith("(SUM") and "damage" not in form, form


@pytest.mark.neo4j
def test_total_of_a_number_key_is_a_sum(claims):
    answer, form, names = _ask(claims, "total of the excess across settled claims")
    assert names and float(names[0]) == 850.0, form


@pytest.mark.neo4j
def test_total_as_a_stored_value_and_as_a_flag(claims):
    answer, form, names = _ask(claims, "which claims had damage that was total")
    assert sorted(names) == ["CLM-2", "CLM-4"], form
    answer, form, names = _ask(claims, "how many claims were a total loss")
    assert names == ["2"] and "totalLoss" in form, form


@pytest.mark.neo4j
def test_a_particle_and_a_preposition_after_a_verb_say_nothing(claims):
    answer, form, names = _ask(claims, "what did we pay out on CLM-2")
    assert "paidGbp" in form and names and float(names[0]) == 8400.0, form
