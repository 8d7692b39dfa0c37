"""Issue 34: words a form accounts for by what it does (``schema_parser/fillers.py``): the present time when no
relationship walked keeps a time, the scope of an aggregate ("between them", "overall"), "a single" after a
denial, a hyphenated word spelling a key the form walks (or denying one it tests absent);
each stays unread where the form does not do what it says.

Read on a small bike-share schema with no graph behind it (grounding by stems, no encoder)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from schema_forms import SchemaOnly, best_and_unread

from kgchat.logic.sexpr import parse
from kgchat.reasoning.schema_parser.fillers import filler
from kgchat.reasoning.schema_parser.schema_index import SchemaIndex
from kgchat.reasoning.schema_parser.words import read
from kgchat.schema import GraphSchema, LabelInfo, PropertyInfo, RelTypeInfo


def _p(key: str, kind: str = "string", distinct: int = 10, count: int = 10) -> PropertyInfo:
    return PropertyInfo(key, kind, count=count, distinct=distinct)


BIKES = GraphSchema(
    labels=(LabelInfo("Station", 10, (_p("name"), _p("capacityDocks", "int")), "name"),
            LabelInfo("Bike", 30, (_p("frameNo", distinct=30, count=30), _p("model", distinct=4)), "frameNo"),
            LabelInfo("Member", 20, (_p("name", distinct=20, count=20), _p("riderNo", distinct=20, count=20),
                                     _p("joined", "int", 8, 20)), "name"),
            LabelInfo("Mechanic", 5, (_p("name", distinct=5, count=5), _p("certifiedEbike", "bool", 2, 5),
                                      _p("emergency24h", "bool", 2, 5)), "name")),
    relationships=(RelTypeInfo("DOCKED_AT", 25, ("Bike",), ("Station",)),
                   RelTypeInfo("RODE", 60, ("Member",), ("Bike",), (_p("date", "date", 50, 60),)),
                   RelTypeInfo("REPAIRED_BY", 40, ("Bike",), ("Mechanic",))),
    property_graph=True)


@pytest.fixture(scope="module")
def index() -> SchemaIndex:
    return SchemaIndex(SchemaOnly(BIKES))


@pytest.mark.parametrize("question", ["Which station has the most bikes docked right now?",
                                      "how many bikes are docked at the moment",
                                      "how many bikes are currently docked"])
def test_the_present_when_no_link_walked_keeps_a_time(index, question):
    form, left = best_and_unread(question, index)
    assert "DOCKED_AT" in form and left == []


def test_the_present_stays_unread_through_a_link_that_keeps_a_time(index):
    form, left = best_and_unread("members who rode bikes right now", index)
    assert "RODE" in form and "now" in left


def test_the_scope_of_an_aggregate(index):
    assert best_and_unread("How many different models do the bikes have between them?", index)[1] == []
    assert best_and_unread("How many bikes are docked overall?", index)[1] == []


def test_a_single_after_a_denial(index):
    form, left = best_and_unread("members without a single ride", index)
    assert "NOT" in form and left == []
    assert "single" in best_and_unread("members with a single ride", index)[1]


def test_a_hyphenated_word_spelling_a_key(index):
    form, left = best_and_unread("How many mechanics are certified for e-bikes?", index)
    assert "certifiedEbike" in form and left == []
    form, left = best_and_unread("How many mechanics offer 24-hour emergency cover?", index)
    assert "emergency24h" in form and "24-hour" not in left
    # another spelling than the key's: unread
    assert "e-scooters" in best_and_unread("How many mechanics are certified for e-scooters?", index)[1]


def test_a_key_denied_by_non(index):
    # "non-vintage" is what the form's NOT (HAS vintage) says; it once crashed the reading
    reading = read("How many bikes have no model (non-model)?")
    at = [t.low for t in reading.tokens].index("non-model")
    cand = SimpleNamespace(form=parse("(COUNT (AND (TYPE Bike) (NOT (HAS model))))"))
    assert filler(at, cand, reading, SimpleNamespace(schema=BIKES))
    assert filler(at, SimpleNamespace(form=parse("(COUNT (TYPE Bike))")), reading, None) is None


def test_a_hyphenated_word_spelling_a_run_of_a_keys_words():
    # "check-in" is two words of checkInTime run together, not one word of it
    reading = read("What time is check-in at the Harbour Inn?")
    at = [t.low for t in reading.tokens].index("check-in")
    assert filler(at, SimpleNamespace(form=parse("(JOIN (R checkInTime) h1)")), reading, None)
    assert filler(at, SimpleNamespace(form=parse("(JOIN (R checkOutTime) h1)")), reading, None) is None


def test_got_after_have_is_have():
    reading = read("how many points has Noor Eversley got")
    cand = SimpleNamespace(form=parse("(JOIN (R points) m1)"))
    assert filler(len(reading.tokens) - 1, cand, reading, None)
    # no "have" before it, or a content word after it: another verb
    # "have we got no …" is "have no …": a determiner after "got" is no verb of its own
    reading = read("Which bikes have we got no model for?")
    assert filler([t.low for t in reading.tokens].index("got"), cand, reading, None)
    for question in ("how many rides they got", "which members have got married"):
        reading = read(question)
        at = [t.low for t in reading.tokens].index("got")
        assert filler(at, cand, reading, None) is None


def test_yet_after_a_denial_read_as_a_false_flag():
    # "hasn't ... yet" read as a yes/no key tested false says the same as a NOT: up to now
    reading = read("Which mechanics haven't been certified yet?")
    at = [t.low for t in reading.tokens].index("yet")
    assert filler(at, SimpleNamespace(form=parse("(AND (TYPE Mechanic) (JOIN certifiedEbike false))")), reading, None)
    assert filler(at, SimpleNamespace(form=parse("(AND (TYPE Mechanic) (JOIN certifiedEbike true))")), reading,
                  None) is None


def test_go_before_a_preposition_is_the_link_to_the_thing_named():
    # "which station did bike X go through": only that the answer and the bike are linked, as the form walks
    reading = read("Which station did bike F-102 go through?")
    words = [t.low for t in reading.tokens]
    walked = SimpleNamespace(form=parse("(JOIN DOCKED_AT b1)"))
    assert filler(words.index("go"), walked, reading, None) and filler(words.index("through"), walked, reading, None)
    # with nothing named in the form to link to, or "go" before no preposition, it stays unread
    assert filler(words.index("go"), SimpleNamespace(form=parse("(TYPE Station)")), reading, None) is None
    reading = read("Which bikes go fastest?")
    assert filler([t.low for t in reading.tokens].index("go"), walked, reading, None) is None


def test_during_before_the_span_the_form_keeps():
    # "during March 2024" read as a date from the start of March up to April: "during" says no more
    reading = read("How many orders came in during March 2024?")
    words = [t.low for t in reading.tokens]
    at, month = words.index("during"), words.index("march")
    parts = [SimpleNamespace(kind="constraint", text="order date in 2024-03", tokens={month, month + 1})]
    span = "(COUNT (AND (TYPE Order) (AND (ge orderDate 2024-03) (lt orderDate 2024-04))))"
    assert filler(at, SimpleNamespace(form=parse(span), parts=parts), reading, None)
    # a bound alone ("after March 2024"), or no value read right after it, leaves it unread
    after = "(COUNT (AND (TYPE Order) (ge orderDate 2024-03)))"
    assert filler(at, SimpleNamespace(form=parse(after), parts=parts), reading, None) is None
    assert filler(at, SimpleNamespace(form=parse(span), parts=[]), reading, None) is None
