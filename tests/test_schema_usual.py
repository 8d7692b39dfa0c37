"""Two relationship types between the same two labels (issue 35): where no word names either, the one nearly all of
the label's nodes hold is read (``usual``); where the question says the relationship is over, the type whose name
says so (``tense``); a label's own noun before a preposition names no type by that preposition (``grounding``).

Read on a small research-institute schema with no graph behind it: the named lab is given as an entity mention,
and the store answers only which relationship types a node has.
"""

from __future__ import annotations

import pytest

from kgchat.logic.sexpr import to_sexpr
from kgchat.reasoning.schema_parser.assemble import candidates
from kgchat.reasoning.schema_parser.build import Builder
from kgchat.reasoning.schema_parser.grounding import schema_words
from kgchat.reasoning.schema_parser.schema_index import EntityMention, Grounding, SchemaIndex
from kgchat.reasoning.schema_parser.tense import said_over, with_tense
from kgchat.reasoning.schema_parser.usual import usual_type
from kgchat.reasoning.schema_parser.words import read
from kgchat.schema import GraphSchema, LabelInfo, PropertyInfo, RelTypeInfo
from kgchat.types import Direction, Entity


def _p(key: str, kind: str = "string") -> PropertyInfo:
    return PropertyInfo(key, kind, count=30, distinct=30)


INSTITUTE = GraphSchema(
    labels=(LabelInfo("Researcher", 40, (_p("name"), _p("born", "int")), "name"),
            LabelInfo("Lab", 6, (_p("name"),), "name"),
            LabelInfo("Institute", 2, (_p("name"),), "name"),
            LabelInfo("Grant", 10, (_p("code"),), "code")),
    relationships=(RelTypeInfo("PREVIOUSLY_AT", 12, ("Researcher",), ("Lab",)),
                   RelTypeInfo("AFFILIATED_WITH", 39, ("Researcher",), ("Lab",)),
                   RelTypeInfo("PART_OF", 6, ("Lab",), ("Institute",)),
                   # as many grants lead as partner a lab: neither is the usual one
                   RelTypeInfo("LEAD_LAB", 10, ("Grant",), ("Lab",)),
                   RelTypeInfo("PARTNER_LAB", 10, ("Grant",), ("Lab",))),
    property_graph=True)

ION_LAB = Entity("lab:1", "Ion Lab")
DELFT = Entity("inst:1", "Delft Institute")


class Institute:
    """The least of a GraphStore the parser reads: its schema, and the types a named node has."""

    def schema(self) -> GraphSchema:
        return INSTITUTE

    def relations(self, entity_id: str, direction: Direction) -> list[str]:
        if entity_id == ION_LAB.id:
            return ["AFFILIATED_WITH", "PREVIOUSLY_AT", "LEAD_LAB", "PARTNER_LAB"] if direction == Direction.IN \
                else ["PART_OF"]
        return ["PART_OF"] if direction == Direction.IN else []


@pytest.fixture(scope="module")
def index() -> SchemaIndex:
    return SchemaIndex(Institute())


def best(question: str, index: SchemaIndex, name: str, entity: Entity, label: str) -> str:
    """The best form for ``question``, whose words ``name`` are the named ``entity`` of ``label``."""
    reading = read(question)
    words = name.lower().split()
    low = [t.low for t in reading.tokens]
    start = next(i for i in range(len(low)) if low[i:i + len(words)] == words)
    tokens = tuple(range(start, start + len(words)))
    g = Grounding([EntityMention(tokens, entity, (label,))], [], schema_words(reading, index, set(tokens)))
    return to_sexpr(candidates(Builder(reading, with_tense(reading, index, g), index))[0].form)


def test_the_type_nearly_every_node_holds_is_the_usual_one():
    assert usual_type(INSTITUTE, "Researcher", [("PREVIOUSLY_AT", True), ("AFFILIATED_WITH", True)]) \
        == "AFFILIATED_WITH"
    # from the lab's side both reach every lab, and types as common as each other leave no usual one
    assert usual_type(INSTITUTE, "Lab", [("PREVIOUSLY_AT", False), ("AFFILIATED_WITH", False)]) is None
    assert usual_type(INSTITUTE, "Grant", [("LEAD_LAB", True), ("PARTNER_LAB", True)]) is None


def test_a_step_no_word_names_walks_the_usual_type(index):
    assert best("the researchers in the Ion Lab", index, "Ion Lab", ION_LAB, "Lab") == \
        "(AND (TYPE Researcher) (JOIN AFFILIATED_WITH lab:1))"
    assert best("how many researchers are in the Delft Institute", index, "Delft Institute", DELFT, "Institute") \
        == "(COUNT (AND (TYPE Researcher) (JOIN (JOIN AFFILIATED_WITH PART_OF) inst:1)))"


def test_words_saying_it_is_over_name_the_type_that_says_so(index):
    assert best("who used to be affiliated with the Ion Lab", index, "Ion Lab", ION_LAB, "Lab") == \
        "(AND (TYPE Researcher) (JOIN PREVIOUSLY_AT lab:1))"
    assert best("how many former researchers does the Ion Lab have", index, "Ion Lab", ION_LAB, "Lab") == \
        "(COUNT (AND (TYPE Researcher) (JOIN PREVIOUSLY_AT lab:1)))"
    assert best("researchers affiliated with the Ion Lab", index, "Ion Lab", ION_LAB, "Lab") == \
        "(AND (TYPE Researcher) (JOIN AFFILIATED_WITH lab:1))"


def test_a_value_is_no_word_of_the_past():
    reading = read("how many left handed researchers used to work here")
    assert [reading.tokens[i].low for i in said_over(reading, {2})] == ["used", "to"]


def test_a_labels_own_noun_and_a_preposition_name_no_type():
    from kgchat.errors import ModelError
    from kgchat.scorers.embedding import load_minilm

    try:
        encoder = load_minilm()
    except ModelError as exc:
        pytest.skip(f"no MiniLM: {exc}")

    class ChessClubs:
        def schema(self) -> GraphSchema:
            return GraphSchema(labels=(LabelInfo("Player", 30, (_p("name"),), "name"),
                                       LabelInfo("Club", 5, (_p("name"),), "name")),
                               relationships=(RelTypeInfo("PREVIOUSLY_AT", 9, ("Player",), ("Club",)),
                                              RelTypeInfo("MEMBER_OF", 30, ("Player",), ("Club",))),
                               property_graph=True)

    reading = read("the oldest player at the Knight Club")
    found = {m.element.name for m in schema_words(reading, SchemaIndex(ChessClubs(), encoder), {5, 6})}
    assert "PREVIOUSLY_AT" not in found and "Player" in found
