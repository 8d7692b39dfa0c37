"""The badge's check that "which / what X" asking for a property's values is not answered exactly by nodes
(``asked_schema.property_asked``): a property key or a relationship's qualifier named by the wh-phrase, no label or
relationship type among its words, and an answer of things rather than values."""

from __future__ import annotations

from kgchat.reasoning.asked_schema import property_asked as _property_asked
from kgchat.reasoning.question import analyse
from kgchat.reasoning.vocabulary import Vocabulary
from kgchat.schema import GraphSchema, LabelInfo, PropertyInfo, RelTypeInfo
from kgchat.types import Answer, Entity


def _p(key: str, kind: str = "string") -> PropertyInfo:
    return PropertyInfo(key, kind, False, 10, 10, ())


class _Schema:
    """A property graph's schema, as ``graph.schema()`` gives it (nothing else is read)."""

    def schema(self) -> GraphSchema:
        return GraphSchema(
            (LabelInfo("Department", 4, (_p("code"), _p("title"), _p("floor", "int")), "code", ("code",), ("title",),
                       True),
             LabelInfo("Appointment", 9, (_p("ref"), _p("unitsInStock", "int")), "ref", ("ref",)),
             LabelInfo("Order", 9, (_p("orderID"), _p("shipName")), "orderID", ("orderID",))),
            (RelTypeInfo("HELD_IN", 9, ("Appointment",), ("Department",), (_p("room"),)),), property_graph=True)


NODES = [Entity("4:x:1", "Oncology (LUH-ONC)"), Entity("4:x:2", "AP-25-0054")]


def _asked(question: str, entities: list[Entity], tiny_sqlite) -> tuple[str, str] | None:
    a = analyse(question, tiny_sqlite, Vocabulary.for_graph(tiny_sqlite, None), link=False)
    return _property_asked(_Schema(), a, Answer(question, "", entities))


def test_a_property_asked_for_is_not_answered_by_things(tiny_sqlite):
    assert _asked("Which floor is oncology on?", NODES, tiny_sqlite) == ("which floor", "property (floor)")
    assert _asked("which room was AP-24-0028 in", NODES, tiny_sqlite) == ("which room", "property (room)")
    # the label comes after "of": the phrase asks for the orders' ship names, not for orders
    assert _asked("What are the ship names of orders from Berlin?", NODES, tiny_sqlite) == \
        ("what ship names", "property (shipName)")


def test_values_labels_and_names_are_left_to_the_other_checks(tiny_sqlite):
    assert _asked("Which floor is oncology on?", [Entity("3", "3")], tiny_sqlite) is None  # values: what is asked
    assert _asked("Which appointments were on floor 3?", NODES, tiny_sqlite) is None  # a label's word
    assert _asked("What are the most stocked departments?", NODES, tiny_sqlite) is None
    assert _asked("What are the titles of the departments?", NODES, tiny_sqlite) is None  # a label's word
    assert _asked("Which title is shown first?", NODES, tiny_sqlite) is None  # the nodes' own name


def test_a_pronoun_after_the_class_asked_for_stands_for_each_answer():
    from kgchat.reasoning.pointer_check import _asked_class
    from kgchat.reasoning.pointers import Pointer
    from kgchat.types import Coverage

    question = "Which customer has the most seats across all the products it uses?"
    answer = Answer(question, "", [Entity("4:x:1", "Tidal Health")])
    answer.trace.extra["word_checks"] = "schema"  # the schema parser checked the words itself
    answer.trace.coverage += [Coverage("customer", "type", "Customer"), Coverage("products", "type", "Project")]
    it = question.index(" it ") + 1
    assert _asked_class(answer, Pointer("it", it, it + 2, "thing")) == "Customer"  # singular: not "products"
    assert _asked_class(answer, Pointer("they", it, it + 4, "group")) == "Project"
    assert _asked_class(answer, Pointer("he", it, it + 2, "person")) is None
    answer.trace.extra.pop("word_checks")
    assert _asked_class(answer, Pointer("it", it, it + 2, "thing")) is None  # no schema reading to lean on
