"""Issue 34: a reading that keeps every node of a label, or counts them all, while words that name nothing in the
graph would narrow them is refused (``engine._said_of_all``, ``schema_parser/said_of_all.py``): nouns alone, nouns
in a phrase "a"/"their" opens though they can be verbs too ("a driving *licence*"), and participles after "be" ("are
*booked*"), for counts as for lists; a noun for the whole organisation ("the club", "our club"), a verb of
membership ("does the club employ") and a verb saying only that they are on record are no narrowing.

Read on the sailing-club schema of ``test_schema_links`` with no graph behind it."""

from __future__ import annotations

import pytest
from test_schema_links import Club, builder

from kgchat.logic.sexpr import to_sexpr
from kgchat.reasoning.schema_parser.assemble import candidates
from kgchat.reasoning.schema_parser.engine import _said_of_all
from kgchat.reasoning.schema_parser.schema_index import SchemaIndex


@pytest.fixture(scope="module")
def index() -> SchemaIndex:
    return SchemaIndex(Club())


def _unread(question: str, index: SchemaIndex) -> tuple[str, list[str]]:
    b = builder(question, index)
    top = candidates(b)[0]
    return to_sexpr(top.form), _said_of_all(top, b.r, b)


@pytest.mark.parametrize(("question", "form", "words"), [
    ("How many sailors are booked for tomorrow?", "(COUNT (TYPE Sailor))", ["booked", "tomorrow"]),
    ("How many boats have been retired?", "(COUNT (TYPE Boat))", ["retired"]),
    ("Which sailors have a driving licence?", "(TYPE Sailor)", ["licence"]),
])
def test_words_that_would_narrow_a_whole_label_are_said(index, question, form, words):
    assert _unread(question, index) == (form, words)


@pytest.mark.parametrize("question", [
    "How many sailors race for the club?",
    "How many sailors does the club employ?",
    "How many sailors does our club have?",
    "how many sailors are there in the club",
    "How many sailors are registered?",
    "List all the sailors",
    "How many Sailor nodes are there?",
])
def test_the_whole_organisation_and_its_verbs_narrow_nothing(index, question):
    assert _unread(question, index)[1] == []
