""""Who" with a reading of people as good as the best one of named doers.

"Who had the cheapest charter?": the boats (named, and doers: they enter races) may answer "who", and a reading of
them leads the reading of the customers who chartered by a little (0.06); the graph has a label of people, so that reading is
tried first (``answer_kinds.prefer_fitting``). "Which boat …" asks for boats, and keeps them.

Read on a small schema with no graph behind it.
"""

from __future__ import annotations

from schema_forms import SchemaOnly

from kgchat.reasoning.schema_parser.answer_kinds import prefer_fitting
from kgchat.reasoning.schema_parser.assemble import candidates
from kgchat.reasoning.schema_parser.build import Builder
from kgchat.reasoning.schema_parser.schema_index import Grounding, SchemaIndex, SchemaMention
from kgchat.reasoning.schema_parser.words import read
from kgchat.schema import GraphSchema, LabelInfo, PropertyInfo, RelTypeInfo

HIRE = GraphSchema(
    labels=(LabelInfo("Customer", 30, (PropertyInfo("firstName", "string", count=30, distinct=25),
                                       PropertyInfo("lastName", "string", count=30, distinct=28)), "lastName",
                      ("firstName", "lastName")),
            LabelInfo("Boat", 10, (PropertyInfo("boatName", "string", count=10, distinct=10),
                                   PropertyInfo("dayRateGbp", "float", count=10, distinct=10)), "boatName"),
            LabelInfo("Race", 5, (PropertyInfo("title", "string", count=5, distinct=5),), "title")),
    relationships=(RelTypeInfo("CHARTERED", 40, ("Customer",), ("Boat",),
                               (PropertyInfo("priceGbp", "float", count=40, distinct=40),)),
                   RelTypeInfo("ENTERED", 20, ("Boat",), ("Race",), ())),
    property_graph=True)


def _first(question: str) -> str:
    index = SchemaIndex(SchemaOnly(HIRE))
    reading = read(question)
    charter = next(i for i, t in enumerate(reading.tokens) if t.low == "charter")
    rel = next(e for e in index.elements if e.kind == "rel" and e.name == "CHARTERED")
    builder = Builder(reading, Grounding([], [], [SchemaMention((charter,), rel, 1.0)]), index)
    found = candidates(builder)
    assert found[0].target == "Boat"  # the boats' day rate leads by a little on the words alone
    named, _ = prefer_fitting(found, builder)
    return named[0].target


def test_who_tries_a_reading_of_people_first_on_a_tie():
    assert _first("Who had the cheapest charter?") == "Customer"


def test_which_boat_keeps_the_boats():
    assert _first("Which boat had the cheapest charter?") == "Boat"
