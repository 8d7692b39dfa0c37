"""Issue 34: one word read twice, as the relationship the form walks and as a test of a key
(``schema_parser/twice.py``): "printed" of a graph with a PRINTED_BY type and an inPrint flag. The asker said it once;
a form that also keeps only the games in print narrows the answer on no word, so it is never exact. A form that
reads the flag from a word of its own is left alone.

Read on a small publisher schema with no graph behind it (grounding by stems, no encoder)."""

from __future__ import annotations

from schema_forms import SchemaOnly, best_and_unread

from kgchat.reasoning.schema_parser.schema_index import SchemaIndex
from kgchat.schema import GraphSchema, LabelInfo, PropertyInfo, RelTypeInfo


def _p(key: str, kind: str = "string", distinct: int = 10, count: int = 10) -> PropertyInfo:
    return PropertyInfo(key, kind, count=count, distinct=distinct)


PUBLISHER = GraphSchema(
    labels=(LabelInfo("Game", 20, (_p("title", distinct=20, count=20), _p("inPrint", "bool", 2, 20)), "title"),
            LabelInfo("PrintRun", 40, (_p("runCode", distinct=40, count=40),), "runCode"),
            LabelInfo("Factory", 5, (_p("name", distinct=5, count=5), _p("country", distinct=3, count=5)), "name")),
    relationships=(RelTypeInfo("HAS_RUN", 40, ("Game",), ("PrintRun",)),
                   RelTypeInfo("PRINTED_BY", 40, ("PrintRun",), ("Factory",))),
    property_graph=True)


def _twice(left: list[str]) -> list[str]:
    return [why for why in left if "read twice" in why]


def test_a_verb_read_as_the_link_and_as_a_flag_is_never_exact():
    form, left = best_and_unread("Which game has had the most runs printed?", SchemaIndex(SchemaOnly(PUBLISHER)))
    assert "inPrint" in form and "HAS_RUN" in form
    assert _twice(left) == ["'printed' read twice: as the HAS_RUN step and as the test in print true"]


def test_a_flag_said_by_its_own_phrase_is_read_once():
    form, left = best_and_unread("Which games in print have had the most runs printed?",
                                 SchemaIndex(SchemaOnly(PUBLISHER)))
    assert "inPrint" in form and _twice(left) == []
