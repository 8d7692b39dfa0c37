"""One thing in two roles toward one other thing (issue 35): "who both acted in and produced the same film" is the
people reaching one film along both relationships, ``(SAME ACTED_IN PRODUCED)``, not films that have both.

Read on a small schema with no graph behind it (grounding by stems, no encoder), so the checks run without a
server; the SAME test itself runs on every backend in tests/test_logic.py.
"""

from __future__ import annotations

import pytest

from kgchat.logic.sexpr import to_sexpr
from kgchat.reasoning.schema_parser.assemble import candidates
from kgchat.reasoning.schema_parser.build import Builder
from kgchat.reasoning.schema_parser.coverage import word_coverage
from kgchat.reasoning.schema_parser.grounding import schema_words
from kgchat.reasoning.schema_parser.render import render
from kgchat.reasoning.schema_parser.schema_index import Grounding, SchemaIndex
from kgchat.reasoning.schema_parser.words import read
from kgchat.schema import GraphSchema, LabelInfo, PropertyInfo, RelTypeInfo


def _text(key: str) -> PropertyInfo:
    return PropertyInfo(key, "string", count=3, distinct=3)


STUDIO = GraphSchema(
    labels=(LabelInfo("Person", 8, (_text("name"),), "name"),
            LabelInfo("Film", 5, (_text("title"),), "title"),
            LabelInfo("Ticket", 6, (_text("code"),), "code"),
            LabelInfo("Employee", 4, (_text("fullName"),), "fullName")),
    relationships=(RelTypeInfo("ACTED_IN", 9, ("Person",), ("Film",)),
                   RelTypeInfo("PRODUCED", 4, ("Person",), ("Film",)),
                   RelTypeInfo("DIRECTED", 5, ("Person",), ("Film",)),
                   RelTypeInfo("REPORTED", 6, ("Employee",), ("Ticket",)),
                   RelTypeInfo("ASSIGNED_TO", 6, ("Ticket",), ("Employee",))),
    property_graph=True)


class Studio:
    """The least of a GraphStore the schema index reads: its schema."""

    def schema(self) -> GraphSchema:
        return STUDIO


@pytest.fixture(scope="module")
def index() -> SchemaIndex:
    return SchemaIndex(Studio())


def best(question: str, index: SchemaIndex) -> tuple[str, list[str], str]:
    """The best form for ``question``, the words it leaves out and its reading."""
    reading = read(question)
    builder = Builder(reading, Grounding([], [], schema_words(reading, index, set())), index)
    cand = candidates(builder)[0]
    missing = [c.span for c in word_coverage(cand, reading, builder) if c.covered_by is None]
    return to_sexpr(cand.form), missing, render(cand.form)


@pytest.mark.parametrize(("question", "form"), [
    ("who both acted in and produced the same film", "(AND (TYPE Person) (SAME ACTED_IN PRODUCED))"),
    ("which persons acted in and directed the same film", "(AND (TYPE Person) (SAME ACTED_IN DIRECTED))"),
    ("persons who directed a film they also acted in", "(AND (TYPE Person) (SAME DIRECTED ACTED_IN))"),
    ("Which tickets were assigned to the same person who reported them?",
     "(AND (TYPE Ticket) (SAME ASSIGNED_TO (R REPORTED)))"),
])
def test_two_relationships_to_one_thing(index, question, form):
    found, missing, reading = best(question, index)
    assert found == form
    assert not missing  # "both", "same", "also" and both relationship words are read
    assert "is also their" in reading


def test_a_second_role_without_one_thing_is_no_same_test(index):
    """"also" after a label ("people who also directed films"): the people are the ones who direct, nothing says
    the film is one they reach another way."""
    found, _, _ = best("Which people have also directed films?", index)
    assert "SAME" not in found
