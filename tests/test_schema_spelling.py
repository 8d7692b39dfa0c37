"""``spelling.respelt``: a lower-case word no dictionary knows, one edit (a swap counts one) from exactly one word of
the schema's names, is read as that word ("who *wroks* at X"); names, known words and short words are left as they
are. Read on a small hotel-staff schema with no graph behind it."""

from __future__ import annotations

from schema_forms import SchemaOnly

from kgchat.logic.sexpr import to_sexpr
from kgchat.reasoning.schema_parser.engine import SchemaEngine
from kgchat.reasoning.schema_parser.schema_index import SchemaIndex
from kgchat.reasoning.schema_parser.spelling import respelt
from kgchat.schema import GraphSchema, LabelInfo, PropertyInfo, RelTypeInfo

NAME = PropertyInfo("name", "string", count=30, distinct=30)
FARM = GraphSchema(
    labels=(LabelInfo("Farm", 30, (NAME, PropertyInfo("acres", "int", count=30, distinct=28)), "name"),
            LabelInfo("Worker", 90, (NAME, PropertyInfo("wage", "float", count=90, distinct=80)), "name"),
            LabelInfo("Tractor", 40, (PropertyInfo("serial", "string", count=40, distinct=40),), "serial")),
    relationships=(RelTypeInfo("EMPLOYED_ON", 90, ("Worker",), ("Farm",), ()),
                   RelTypeInfo("DRIVES", 40, ("Worker",), ("Tractor",), ())),
    property_graph=True)


def test_a_misspelt_schema_word_is_read_as_the_word():
    index = SchemaIndex(SchemaOnly(FARM))
    assert respelt("which wrokers drive a tractor", index) == "which workers drive a tractor"
    assert respelt("who is emplyoed on a farm", index) == "who is employed on a farm"
    assert respelt("how many tarctors", index) == "how many tractors"


def test_names_known_words_and_short_words_are_left():
    index = SchemaIndex(SchemaOnly(FARM))
    for question in ("workers at Wrokers Farm", "which workers drove a tractor", "farms with a barn",
                     "a fram"):
        assert respelt(question, index) == question


class NoNames(SchemaOnly):
    """A schema with no named nodes behind it: linking finds none."""

    def entities_by_norms(self, *args: object) -> dict:
        return {}


def test_the_engine_reads_the_misspelt_word():
    engine = SchemaEngine(NoNames(FARM))
    assert to_sexpr(engine.parse("which wrokers drive a tractor")[0].form) == \
        to_sexpr(engine.parse("which workers drive a tractor")[0].form)
    assert "Worker" in to_sexpr(engine.parse("which wrokers drive a tractor")[0].form)


def test_a_superlative_built_by_the_rule_but_misspelt_is_read_as_it():
    index = SchemaIndex(SchemaOnly(FARM))
    assert respelt("the heavyest tractor", index) == "the heaviest tractor"  # -y kept before -est
    assert respelt("the bigest farm", index) == "the biggest farm"  # the consonant not doubled
    assert respelt("farm with the smalllest acres", index) == "farm with the smallest acres"
    for question in ("the biggest farm", "the earliest tractor", "workers of interest", "the honest worker"):
        assert respelt(question, index) == question


def test_the_engine_ranks_by_a_misspelt_superlative():
    engine = SchemaEngine(NoNames(FARM))
    assert to_sexpr(engine.parse("the bigest farm by acres")[0].form) == \
        to_sexpr(engine.parse("the biggest farm by acres")[0].form)
