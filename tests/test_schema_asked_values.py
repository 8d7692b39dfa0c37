"""Which key of a named thing a question asks for, when two keys read its words: on a small library graph built
here, on the real test Neo4j with MiniLM. "*When* did X open" asks for a time, so the key holding years
(``openedYear``) answers it, not the list of weekdays the verb "open" names more closely (``openDays``); and a word
read as a key that another key of the named thing names clearly more closely ("how much would it *cost* to replace
X": ``replacementCostEur``, not the borrowers' ``feesOwedEur`` summed) makes the reading less likely.
"""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.neo4j

NODES = {
    "ash": (["Branch"], {"name": "Ashcombe Library", "openedYear": 1987, "openDays": ["Mon", "Tue", "Sat"]}),
    "elm": (["Branch"], {"name": "Elmstead Library", "openedYear": 1962, "openDays": ["Mon", "Fri"]}),
    "kip": (["Branch"], {"name": "Kipling Road Library", "openedYear": 2004, "openDays": ["Wed"]}),
    "led": (["Item"], {"title": "The Lost Ledger", "replacementCostEur": 27.28, "pages": 310}),
    "fer": (["Item"], {"title": "The Quiet Ferryman", "replacementCostEur": 12.5, "pages": 190}),
    "ann": (["Patron"], {"name": "Ann Vale", "feesOwedEur": 3.1}),
    "bo": (["Patron"], {"name": "Bo Lund", "feesOwedEur": 1.5}),
}
RELS = [("led", "SHELVED_AT", "ash"), ("fer", "SHELVED_AT", "elm"), ("ann", "BORROWED", "led"),
        ("bo", "BORROWED", "led"), ("bo", "BORROWED", "fer")]


@pytest.fixture(scope="module")
def library(neo4j_server):
    from neo4j_server import schema_engine_on

    with schema_engine_on(neo4j_server, NODES, rels=RELS) as engine:
        yield engine


def test_when_asks_for_the_key_holding_years(library):
    answer = library.ask("When did Ashcombe Library open?")
    assert [e.name for e in answer.entities] == ["1987"], answer.trace.logical_form


def test_a_word_reads_the_key_that_names_it_most_closely(library):
    question = "How much would it cost to replace The Lost Ledger?"
    answer = library.ask(question)
    assert "replacementCostEur" in answer.trace.logical_form, answer.trace.logical_form
    assert [e.name for e in answer.entities] == ["27.28"], answer.trace.logical_form
    # the borrowers' fees, summed, read "cost" as a key the ledger's replacementCostEur names clearly more closely:
    # that reading is marked down by the margin (on a larger graph it had come first by 0.01); with "replace" read
    # as a word of replacementCostEur too (another form of its root), the fees may not be read at all
    fees = [c for c in library.parse(question) if "feesOwedEur" in repr(c.form)]
    assert all(c.features.get("outread", 0.0) >= 0.15 for c in fees), [c.features for c in fees]
    best = library.parse(question)[0]
    assert "replacementCostEur" in repr(best.form) and "feesOwedEur" not in repr(best.form), best.form
