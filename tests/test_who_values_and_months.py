"""Readings of a small herb farm built here, each a general way people write:

- "who are our approved vendors" asks for the label said after "who are", a named kind that is no person;
- "who works in accounts", of a key only staff hold, names the staff in that department (the verb, which no
  relationship answers, leaves the answer approximate; it is not refused);
- a yes/no key whose name ends in the letters "id" ("paid") is no identifier: "unpaid invoices" tests it;
- a word one letter from a stored value's word ("greenhuoses") is read as that value, and the trace says so;
- "when does X bloom" is answered by the key of months (stored 'Jul', 'Aug'), not by another key the word names;
  "what blooms in August" reads the stored 'Aug';
- "which staff *hold* PA1": the verb says they hold the value, as "have" does;
- a country said by what its people are called ("Dutch vendors") reads the stored country ('Netherlands').
"""

from __future__ import annotations

import pytest

from kgchat.reasoning.schema_parser.demonyms import demonym_value
from kgchat.reasoning.time_doubts import calendar
from kgchat.schema import ID_KEY
from kgchat.types import Provenance

NODES = {
    "amy": (["Staff"], {"fullName": "Amy Roe", "dept": "Accounts", "startYear": 2019, "quals": ["PA1", "FLT"]}),
    "bob": (["Staff"], {"fullName": "Bob Tull", "dept": "Packing", "startYear": 2021}),
    "cat": (["Staff"], {"fullName": "Cat Ives", "dept": "Accounts", "startYear": 2022}),
    "v1": (["Vendor"], {"vendorName": "Sowwell Seeds", "approved": True, "leadDays": 5, "country": "Netherlands"}),
    "v2": (["Vendor"], {"vendorName": "Potmakers Ltd", "approved": False, "leadDays": 9, "country": "England"}),
    "h1": (["Herb"], {"herbName": "Basil", "bloomColour": "white", "bloomMonths": ["Jul", "Aug"]}),
    "h2": (["Herb"], {"herbName": "Chive", "bloomColour": "purple", "bloomMonths": ["May", "Jun"]}),
    "h3": (["Herb"], {"herbName": "Sage", "bloomColour": "blue", "bloomMonths": ["Jun"]}),
    "b1": (["Bed"], {"bedCode": "G1", "bedType": "greenhouse", "heated": True}),
    "b2": (["Bed"], {"bedCode": "G2", "bedType": "greenhouse", "heated": False}),
    "b3": (["Bed"], {"bedCode": "F1", "bedType": "field", "heated": False}),
    "i1": (["Invoice"], {"invoiceRef": "INV-1", "paid": True, "amountGbp": 120.0}),
    "i2": (["Invoice"], {"invoiceRef": "INV-2", "paid": False, "amountGbp": 80.0}),
    "i3": (["Invoice"], {"invoiceRef": "INV-3", "paid": False, "amountGbp": 45.5}),
}
RELS = [("h1", "GROWN_IN", "b1"), ("h2", "GROWN_IN", "b3"), ("h3", "GROWN_IN", "b2"),
        ("amy", "RAISED", "i1"), ("cat", "RAISED", "i2"), ("amy", "RAISED", "i3"),
        ("h1", "BOUGHT_FROM", "v1"), ("h2", "BOUGHT_FROM", "v1"), ("h3", "BOUGHT_FROM", "v2")]


def test_identifier_keys_and_calendar_words():
    assert [k for k in ("paid", "valid", "monkey", "productID", "customer_id", "orderId", "postcode", "uuid")
            if ID_KEY.search(k)] == ["productID", "customer_id", "orderId", "postcode", "uuid"]
    assert calendar("Mar") and calendar("Thursday") and calendar("Jun, Jul, Aug") and calendar("sept")
    assert not calendar("yellow") and not calendar("Marble") and not calendar("")
    assert demonym_value("dutch", {"netherlands", "france"}) == "netherlands"
    assert demonym_value("german", {"netherlands"}) == "german"
    assert demonym_value("english", {"england"}) == "england"


@pytest.fixture(scope="module")
def farm(neo4j_server):
    from neo4j_server import schema_engine_on

    with schema_engine_on(neo4j_server, NODES, rels=RELS) as engine:
        yield engine


@pytest.mark.neo4j
@pytest.mark.parametrize(("question", "names"), [
    ("who are our approved vendors", ["Sowwell Seeds"]),
    ("unpaid invoices", ["INV-2", "INV-3"]),
    ("heated greenhuoses", ["G1"]),
    ("when does Basil bloom", ["Aug", "Jul"]),
    ("dutch vendors", ["Sowwell Seeds"]),
    ("which staff hold PA1", ["Amy Roe"]),
    ("how many English vendors", ["1"]),
])
def test_named_kinds_flags_slips_and_months_are_read(farm, question, names):
    answer = farm.ask(question)
    assert sorted(e.name for e in answer.entities) == names, answer.trace.logical_form
    assert answer.provenance is Provenance.KG_EXACT, answer.trace.not_covered


@pytest.mark.neo4j
def test_a_slip_is_shown_in_the_trace(farm):
    answer = farm.ask("heated greenhuoses")
    assert any("read as: heated greenhouses" in (s.note or "") for s in answer.trace.steps)


@pytest.mark.neo4j
def test_what_blooms_in_a_month_reads_the_stored_short_month(farm):
    answer = farm.ask("what blooms in August")  # approximate: herbs, or the beds and vendors of herbs, no word says
    assert sorted(e.name for e in answer.entities) == ["Basil"], answer.trace.logical_form
    assert "bloomMonths" in answer.trace.logical_form


@pytest.mark.neo4j
def test_who_works_in_a_value_only_staff_hold(farm):
    answer = farm.ask("who works in accounts")
    assert sorted(e.name for e in answer.entities) == ["Amy Roe", "Cat Ives"], answer.trace.logical_form
    assert answer.provenance is not Provenance.NONE
