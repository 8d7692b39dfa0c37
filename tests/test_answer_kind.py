"""The badge's check that a schema-checked answer is of the kind its words ask for (``asked_schema.kind_doubts``),
on a small school schema: a highest value answering for the things ranked ("the most recently hired *head*"), a
count answering "how many *desks* does X have" when desks is a number X holds, and a count answering "how many
pupils *can* X hold" when X's label holds a number of its own. Questions that ask for the value, or count what a
label names, are left alone."""

from __future__ import annotations

from types import SimpleNamespace

from kgchat.backends.base import normalize_name
from kgchat.reasoning.asked_schema import kind_doubts
from kgchat.schema import GraphSchema, LabelInfo, PropertyInfo, RelTypeInfo
from kgchat.types import Answer, Coverage, Entity


def _p(key: str, kind: str = "string", samples: tuple[str, ...] = ()) -> PropertyInfo:
    return PropertyInfo(key, kind, False, 10, 10, samples)


class _School:
    """A property graph's schema, as ``graph.schema()`` gives it (nothing else is read)."""

    runs_cypher = True

    def __init__(self, room_numbers: bool = True):
        self.room_numbers = room_numbers

    def schema(self) -> GraphSchema:
        room = (_p("name"), _p("built", "int", ("1931", "1974", "2008")))
        if self.room_numbers:
            room += (_p("desks", "int", ("24", "30", "18")),)
        return GraphSchema(
            (LabelInfo("Teacher", 12, (_p("fullName"), _p("post"), _p("hiredOn", "date")), "fullName", ("fullName",)),
             LabelInfo("Room", 8, room, "name", ("name",)),
             LabelInfo("Pupil", 90, (_p("name"),), "name", ("name",))),
            (RelTypeInfo("TEACHES_IN", 12, ("Teacher",), ("Room",)), RelTypeInfo("SITS_IN", 90, ("Pupil",), ("Room",))),
            property_graph=True)


def _doubts(question: str, form: str, rows: list[Coverage], answers: list[Entity], graph=None) -> list[str]:
    a = SimpleNamespace(words=normalize_name(question).split())
    answer = Answer(question, "", answers)
    answer.trace.logical_form = form
    answer.trace.coverage = rows
    return [span for span, _ in kind_doubts(graph or _School(), a, answer)]


DATE = [Entity("2021-09-01", "2021-09-01")]
COUNT = [Entity("7", "7")]


def test_a_highest_value_answering_for_the_things_ranked():
    rows = [Coverage("head", "constraint", "post head"), Coverage("most recently", "aggregation", "most recently"),
            Coverage("hired", "relation", "hiredOn")]
    form = "(MAX (AND (TYPE Teacher) (JOIN post head)) hiredOn)"
    assert _doubts("the most recently hired head", form, rows, DATE) == ["hired head"]
    # the value itself is asked: a time word, or the key's words at the end of the phrase
    assert _doubts("when was the most recently hired head hired", form, rows, DATE) == []
    assert _doubts("the latest hire date of a head", form,
                   [Coverage("head", "constraint", "post head"), Coverage("latest", "aggregation", "latest"),
                    Coverage("hire", "relation", "hiredOn")], DATE) == []
    # the thing ranked is answered: no doubt
    assert _doubts("the most recently hired head", "(ARGMAX (AND (TYPE Teacher) (JOIN post head)) hiredOn)", rows,
                   [Entity("4:x:1", "Ada Lund")]) == []


def test_a_count_answering_for_a_number_the_named_thing_holds():
    form = "(COUNT (AND (TYPE Room) (JOIN name Lab)))"
    rows = [Coverage("desks", "relation", "desks"), Coverage("how many", "aggregation", "how many")]
    assert _doubts("How many desks does the Lab have?", form, rows, COUNT) == ["desks"]
    # a noun that names a label is counted as asked
    assert _doubts("How many pupils sit in the Lab?", "(COUNT (AND (TYPE Pupil) (JOIN SITS_IN 4:x:2)))",
                   [Coverage("pupils", "type", "Pupil"), Coverage("sit", "relation", "SITS_IN")], COUNT) == []


def test_a_count_answering_what_a_named_thing_can_take():
    form = "(COUNT (AND (TYPE Pupil) (JOIN SITS_IN 4:x:2)))"
    rows = [Coverage("pupils", "type", "Pupil"), Coverage("Lab", "entity", "Lab"),
            Coverage("hold", "relation", "the relationship the form walks")]
    assert _doubts("How many pupils can Lab hold?", form, rows, COUNT) == ["how many … can Lab"]
    # no modal: the pupils it has now; no number of its own (a year is none): nothing else to ask for
    assert _doubts("How many pupils does Lab hold?", form, rows, COUNT) == []
    assert _doubts("How many pupils can Lab hold?", form, rows, COUNT, _School(room_numbers=False)) == []
    # the named thing as the modal verb's object: "how many pupils can join the Lab"
    rows = [Coverage("pupils", "type", "Pupil"), Coverage("Lab", "entity", "Lab"),
            Coverage("join", "relation", "the relationship the form walks")]
    assert _doubts("How many pupils can join the Lab?", form, rows, COUNT) == ["how many … can Lab"]
    assert _doubts("How many pupils joined the Lab?", form, rows, COUNT) == []
