"""Counts, rankings and times of a small wholesaler built here, read and badged as their words say:

- "headcount" counts the staff ("headcount by team", "headcount per team": a count per team, read since session 83
  as a count per value of a key no label word goes with, ``per_group._key_alone``);
- "which show …": a word that is a command elsewhere ("show me") names the label after "which";
- "orders delivered in 2025" tested on the order date is not exact: a word names the delivery date;
- "the most orders" counts orders; a reading ranking orders by a key of theirs is not exact;
- "how many <named thing> did X order" asks for an amount of it: a count of orders is not exact.
"""

from __future__ import annotations

import pytest

from kgchat.types import Provenance

NODES = {
    "s1": (["Staff"], {"fullName": "Ann Dale", "team": "Sales"}),
    "s2": (["Staff"], {"fullName": "Bo Finch", "team": "Sales"}),
    "s3": (["Staff"], {"fullName": "Cal Moss", "team": "Yard"}),
    "f1": (["Show"], {"showName": "Spring Fair", "firstHeld": 1998}),
    "f2": (["Show"], {"showName": "Harvest Expo", "firstHeld": 2011}),
    "c1": (["Customer"], {"tradeName": "Corner Cafe"}),
    "c2": (["Customer"], {"tradeName": "Mill Deli"}),
    "i1": (["Item"], {"itemName": "Mint"}),
    "i2": (["Item"], {"itemName": "Thyme"}),
    "o1": (["Order"], {"orderRef": "W-1", "orderDate": "2024-12-20", "deliveredOn": "2025-01-06", "status": "delivered"}),
    "o2": (["Order"], {"orderRef": "W-2", "orderDate": "2025-03-02", "deliveredOn": "2025-03-09", "status": "delivered"}),
    "o3": (["Order"], {"orderRef": "W-3", "orderDate": "2025-05-11", "status": "open"}),
}


def _filled(session) -> None:
    session.run("MATCH (o:Order) SET o.orderDate = date(o.orderDate), o.deliveredOn = date(o.deliveredOn)").consume()
    for customer, order, via in (("c1", "o1", "rep"), ("c1", "o2", "phone"), ("c2", "o3", "rep")):
        session.run("MATCH (c {_h: $c}), (o {_h: $o}) CREATE (c)-[:PLACED {via: $v}]->(o)",
                    c=customer, o=order, v=via).consume()
    for order, item, qty in (("o1", "i1", 12), ("o2", "i1", 30), ("o2", "i2", 5), ("o3", "i2", 8)):
        session.run("MATCH (o {_h: $o}), (i {_h: $i}) CREATE (o)-[:INCLUDES {qty: $q}]->(i)",
                    o=order, i=item, q=qty).consume()


@pytest.fixture(scope="module")
def trade(neo4j_server):
    from neo4j_server import schema_engine_on

    with schema_engine_on(neo4j_server, NODES, fill=_filled) as engine:
        yield engine


@pytest.mark.neo4j
@pytest.mark.parametrize(("question", "names"), [
    ("headcount by team", ["Sales", "Yard"]),
    ("headcount per team", ["Sales", "Yard"]),  # a count per team, never the number of teams
    ("which show was first held most recently", ["Harvest Expo"]),
    ("which customer placed the most orders", ["Corner Cafe"]),
])
def test_counts_and_named_kinds_are_read(trade, question, names):
    answer = trade.ask(question)
    assert sorted(e.name for e in answer.entities) == names, answer.trace.logical_form
    assert answer.provenance is Provenance.KG_EXACT, answer.trace.not_covered


@pytest.mark.neo4j
@pytest.mark.parametrize("question", [
    "how many orders were delivered in 2025",
    "which rep has taken the most orders",
    "how many Mint did Corner Cafe order",
])
def test_readings_the_words_do_not_settle_are_not_exact(trade, question):
    from kgchat.reasoning import hop_doubts

    answer = hop_doubts.audit(trade.graph, trade.ask(question))  # the chat's doubts, after the engine's own
    assert answer.provenance is not Provenance.KG_EXACT, answer.trace.logical_form


def test_true_or_false_alone_answers_no_phrase():
    from types import SimpleNamespace

    from kgchat.reasoning.asked_unread import phrase_truth
    from kgchat.types import Entity

    said = [Entity("false", "false")]
    ask = SimpleNamespace(question="Ada Quill's line manager", words=["ada", "quill's", "line", "manager"])
    assert phrase_truth(ask, said)
    assert phrase_truth(SimpleNamespace(question="PT4 heated?", words=["pt4", "heated"]), said) is None
    assert phrase_truth(SimpleNamespace(question="is PT4 heated", words=["is", "pt4", "heated"]), said) is None
    assert phrase_truth(ask, [Entity("x", "Ben Rook")]) is None
