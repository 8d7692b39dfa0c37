""""Which <label>" said surely, against a reading that answers a label only a loose word leans to.

"Which *harbours* work channel 80": the question opens by naming what it asks for; "work" leans a little to the
yard jobs (a loose likeness an encoder may find), and the reading that lists the jobs at those harbours takes in
that word too, so it scores best by more than the usual margin. No sure word names the jobs, so the reading of the
harbours comes first (``asked_kind.prefer_asked``); where a sure word names them ("which harbours' *yard jobs*"),
the order stands.

Read on a small schema with no graph behind it.
"""

from __future__ import annotations

from schema_forms import SchemaOnly

from kgchat.logic.sexpr import to_sexpr
from kgchat.reasoning.schema_parser.asked_kind import prefer_asked
from kgchat.reasoning.schema_parser.assemble import candidates
from kgchat.reasoning.schema_parser.build import Builder
from kgchat.reasoning.schema_parser.schema_index import Grounding, SchemaIndex, SchemaMention, ValueMention
from kgchat.reasoning.schema_parser.words import read
from kgchat.schema import GraphSchema, LabelInfo, PropertyInfo, RelTypeInfo

PORTS = GraphSchema(
    labels=(LabelInfo("Harbour", 4, (PropertyInfo("name", "string", count=4, distinct=4),
                                     PropertyInfo("radioChannel", "int", count=4, distinct=3)), "name"),
            LabelInfo("YardJob", 60, (PropertyInfo("jobNo", "string", count=60, distinct=60),), "jobNo")),
    relationships=(RelTypeInfo("AT_YARD", 60, ("YardJob",), ("Harbour",), ()),),
    property_graph=True)
LEAD = 0.4  # how much further ahead the jobs' reading is put than this schema alone scores it


def _ordered(question: str, job_score: float) -> list[str]:
    index = SchemaIndex(SchemaOnly(PORTS))
    reading = read(question)
    element = {e.name: e for e in index.elements}
    low = [t.low for t in reading.tokens]
    schema = [SchemaMention((1,), element["Harbour"], 1.0), SchemaMention((2,), element["YardJob"], job_score),
              SchemaMention((low.index("channel"),), element["radioChannel"], 0.9)]
    values = [ValueMention((low.index("80"),), element["radioChannel"], "80")]
    builder = Builder(reading, Grounding([], values, schema), index)
    found = candidates(builder)
    for c in found:  # the jobs' reading further ahead, as it stood on a real graph (2.90 to 2.15)
        c.score += LEAD if c.target == "YardJob" else 0.0
    named, _ = prefer_asked(sorted(found, key=lambda c: -c.score), reading, builder)
    return [to_sexpr(c.form) for c in named]


def test_which_label_comes_before_a_reading_of_a_loosely_named_one():
    forms = _ordered("Which harbours work channel 80?", 0.7)
    assert forms[0] == "(AND (TYPE Harbour) (JOIN radioChannel 80))"


def test_a_surely_named_label_keeps_its_reading_first():
    forms = _ordered("Which harbours work channel 80?", 0.9)
    assert "YardJob" in forms[0]
