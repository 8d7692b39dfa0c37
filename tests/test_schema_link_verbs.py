"""Issue 34: a verb of the asker's own read as the one relationship type the form walks between two things the
question names (``schema_parser/link_verbs.py``): "which mechanics *repaired* electric bikes" of a graph that keeps
repairs as SERVICED_BY, the only type between bikes and mechanics. The verb stays unread where another type joins
the same two labels, where an end is only guessed from "who", where the verb names something else of the graph, and
where another word is left unread too.

Read on a small bike-share schema with no graph behind it (grounding by stems, no encoder), and once on the test
Neo4j with MiniLM, where the ends are named things."""

from __future__ import annotations

import pytest
from schema_forms import SchemaOnly, best_and_unread

from kgchat.reasoning.schema_parser.schema_index import SchemaIndex
from kgchat.schema import GraphSchema, LabelInfo, PropertyInfo, RelTypeInfo
from kgchat.types import Provenance


def _p(key: str, kind: str = "string", distinct: int = 10, count: int = 10) -> PropertyInfo:
    return PropertyInfo(key, kind, count=count, distinct=distinct)


LABELS = (LabelInfo("Station", 10, (_p("name"), _p("hasKiosk", "bool", 2)), "name"),
          LabelInfo("Bike", 30, (_p("frameNo", distinct=30, count=30), _p("electric", "bool", 2, 30)), "frameNo"),
          LabelInfo("Member", 20, (_p("name", distinct=20, count=20), _p("student", "bool", 2, 20)), "name"),
          LabelInfo("Mechanic", 5, (_p("name", distinct=5, count=5), _p("hourlyRate", "float", 5, 5),
                                    _p("certified", "bool", 2, 5)), "name"))
RELS = (RelTypeInfo("DOCKED_AT", 25, ("Bike",), ("Station",)),
        RelTypeInfo("RODE", 60, ("Member",), ("Bike",), (_p("date", "date", 50, 60),)),
        RelTypeInfo("SERVICED_BY", 40, ("Bike",), ("Mechanic",)))
BIKES = GraphSchema(labels=LABELS, relationships=RELS, property_graph=True)
# the same graph keeping a second link between members and bikes
OWNED = GraphSchema(labels=LABELS, relationships=(*RELS, RelTypeInfo("OWNS", 5, ("Member",), ("Bike",))),
                    property_graph=True)


@pytest.fixture(scope="module")
def index() -> SchemaIndex:
    return SchemaIndex(SchemaOnly(BIKES))


@pytest.mark.parametrize(("question", "walked"), [
    ("Which mechanics repaired electric bikes?", "SERVICED_BY"),
    ("Which mechanics with an hourly rate above 30 fixed electric bikes?", "SERVICED_BY"),
    ("Which bikes are parked at stations with a kiosk?", "DOCKED_AT"),
    ("How many student members cycled electric bikes?", "RODE"),
])
def test_a_verb_for_the_only_link_between_two_named_labels(index, question, walked):
    form, left = best_and_unread(question, index)
    assert walked in form and left == []


def test_the_verb_stays_unread_where_another_type_joins_the_labels():
    form, left = best_and_unread("How many student members cycled electric bikes?", SchemaIndex(SchemaOnly(OWNED)))
    assert "cycled" in left


def test_the_verb_stays_unread_when_an_end_is_only_who(index):
    form, left = best_and_unread("who repaired electric bikes", index)
    assert "repaired" in left


def test_the_verb_stays_unread_after_a_modal(index):
    # what they are able to do, not a link the graph keeps
    form, left = best_and_unread("Which mechanics can repair electric bikes?", index)
    assert "repair" in left


def test_the_verb_stays_unread_beside_another_unread_word(index):
    form, left = best_and_unread("Which mechanics repaired electric bikes for the insurer?", index)
    assert "SERVICED_BY" in form and "repaired" in left and "insurer" in left


def test_a_verb_that_names_a_key_is_not_read_as_the_link(index):
    # "certified" names the mechanics' own flag: if the form does not read it so, it stays unread
    form, left = best_and_unread("Which mechanics certified electric bikes?", index)
    assert "certified" in form or "certified" in left


NODES = {
    "ros": (["Mechanic"], {"name": "Rosalind Achterberg"}),
    "dmi": (["Mechanic"], {"name": "Dmitri Vallance"}),
    "b1": (["Bike"], {"frameNo": "F-3001", "electric": True}),
    "b2": (["Bike"], {"frameNo": "F-3002", "electric": False}),
    "b3": (["Bike"], {"frameNo": "F-3003", "electric": True}),
    "park": (["Station"], {"name": "Park Lodge"}),
    "quay": (["Station"], {"name": "Old Quay"}),
    "ann": (["Member"], {"name": "Ann Lee"}),
}
LINKS = [("b1", "SERVICED_BY", "ros"), ("b2", "SERVICED_BY", "ros"), ("b3", "SERVICED_BY", "dmi"),
         ("b1", "DOCKED_AT", "park"), ("b2", "DOCKED_AT", "park"), ("b3", "DOCKED_AT", "quay"),
         ("ann", "RODE", "b1")]


@pytest.mark.neo4j
def test_named_ends_on_neo4j(neo4j_server):
    from neo4j_server import schema_engine_on

    with schema_engine_on(neo4j_server, NODES, rels=LINKS) as engine:
        answer = engine.ask("Which bikes did Rosalind Achterberg repair?")
        assert sorted(e.name for e in answer.entities) == ["F-3001", "F-3002"]
        assert answer.provenance == Provenance.KG_EXACT, answer.trace.not_covered
        answer = engine.ask("How many bikes are parked at Park Lodge?")
        assert [e.name for e in answer.entities] == ["2"]
        assert answer.provenance == Provenance.KG_EXACT, answer.trace.not_covered
        # the answer's end guessed from "who": the verb may ask for a link the graph does not keep
        answer = engine.ask("Who insured bike F-3003?")
        assert answer.provenance != Provenance.KG_EXACT



# a publisher's runs: "printed" names the runs (and a flag); the only type between games and runs is HAS_RUN
RUNS = GraphSchema(labels=(LabelInfo("Game", 20, (_p("title", distinct=20, count=20), _p("inPrint", "bool", 2, 20)),
                                     "title"),
                           LabelInfo("PrintRun", 40, (_p("runCode", distinct=40, count=40), _p("qty", "int", 30, 40)),
                                     "runCode"),
                           LabelInfo("Factory", 5, (_p("name", distinct=5, count=5),), "name")),
                   relationships=(RelTypeInfo("HAS_RUN", 40, ("Game",), ("PrintRun",)),
                                  RelTypeInfo("PRINTED_BY", 40, ("PrintRun",), ("Factory",))),
                   property_graph=True)


def test_a_plural_after_most_is_the_noun_counted_not_the_link():
    # "copies" after "the most" is a plural noun, the thing counted; a count of runs is not a count of copies, and
    # the verb "copies" is no reading of it
    form, left = best_and_unread("Which game has had the most copies printed?", SchemaIndex(SchemaOnly(RUNS)))
    assert "count HAS_RUN" in form and "copies" in left
