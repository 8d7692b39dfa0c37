"""Superlatives whose words name the nodes ranked, not the value they are ranked by.

- "the latest *job* booked in": a label's word between the superlative and the key's words says what is ranked;
  the job is asked, not the date it was booked.
- "the newest *starter*": the agent noun of a node's own key (``startedOn``) names its holders, who started last.
- "the latest booking date of a job" still asks for the date, and "the highest job cost" for the cost (the label's
  word qualifies the key there; only a key said as a verb after it, "booked in", says the job is ranked).

Read on a small schema with no graph behind it (grounding by stems, no encoder).
"""

from __future__ import annotations

from schema_forms import SchemaOnly, best

from kgchat.logic.sexpr import to_sexpr
from kgchat.reasoning.schema_parser.assemble import candidates
from kgchat.reasoning.schema_parser.build import Builder
from kgchat.reasoning.schema_parser.schema_index import Grounding, SchemaIndex, SchemaMention
from kgchat.reasoning.schema_parser.words import read
from kgchat.schema import GraphSchema, LabelInfo, PropertyInfo, RelTypeInfo

WORKSHOP = GraphSchema(
    labels=(LabelInfo("Mechanic", 20, (PropertyInfo("fullName", "string", count=20, distinct=20),
                                       PropertyInfo("startedOn", "date", count=20, distinct=20)), "fullName"),
            LabelInfo("Job", 50, (PropertyInfo("jobRef", "string", count=50, distinct=50),
                                  PropertyInfo("bookedIn", "date", count=50, distinct=48),
                                  PropertyInfo("costGbp", "float", count=50, distinct=50)), "jobRef")),
    relationships=(RelTypeInfo("DONE_BY", 60, ("Job",), ("Mechanic",), ()),),
    property_graph=True)


def test_a_label_word_after_the_superlative_asks_for_the_node():
    index = SchemaIndex(SchemaOnly(WORKSHOP))
    assert best("latest job booked in", index) == "(ARGMAX (TYPE Job) bookedIn)"
    assert best("latest booking date of a job", index) == "(MAX (TYPE Job) bookedIn)"
    assert best("highest job cost", index) == "(MAX (TYPE Job) costGbp)"  # a job's cost: the label word qualifies it


def test_the_agent_noun_of_a_key_asks_for_its_holders():
    index = SchemaIndex(SchemaOnly(WORKSHOP))
    reading = read("newest starter")
    started = next(e for e in index.elements if e.name == "startedOn")
    grounding = Grounding([], [], [SchemaMention((1,), started, 0.65)])  # "starter" leans to it, as an encoder may
    found = candidates(Builder(reading, grounding, index))
    assert to_sexpr(found[0].form) == "(ARGMAX (TYPE Mechanic) startedOn)"
