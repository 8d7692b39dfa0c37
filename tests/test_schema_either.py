"""Sibling relationship types taken together (issue 35): where two types join the same two labels the same way
round (a chess game's WHITE_PLAYER and BLACK_PLAYER member) and no word sets one apart, a named thing linked
either way is what the question means: both named ("as white and black"), only what they share named ("the
players of a game"), or neither named with no usual one between them. A word naming one alone walks that one.
The badge's sibling check does not doubt a form that takes every sibling.

Read on a small chess-club schema with no graph behind it (grounding by stems, no encoder): the named member or
game is given as an entity mention, and the store answers only which relationship types a node has.
"""

from __future__ import annotations

import pytest

from kgchat.logic.sexpr import parse, to_sexpr
from kgchat.reasoning.hop_doubts import sibling_doubts, taken_together, walked_types
from kgchat.reasoning.schema_parser.assemble import candidates
from kgchat.reasoning.schema_parser.build import Builder
from kgchat.reasoning.schema_parser.grounding import schema_words
from kgchat.reasoning.schema_parser.schema_index import EntityMention, Grounding, SchemaIndex
from kgchat.reasoning.schema_parser.words import read
from kgchat.schema import GraphSchema, LabelInfo, PropertyInfo, RelTypeInfo
from kgchat.types import Direction, Entity


def _p(key: str, kind: str = "string") -> PropertyInfo:
    return PropertyInfo(key, kind, count=30, distinct=30)


CHESS = GraphSchema(
    labels=(LabelInfo("Member", 30, (_p("name"), _p("rating", "int")), "name"),
            LabelInfo("Game", 60, (_p("code"), _p("moves", "int")), "code"),
            LabelInfo("Event", 3, (_p("name"),), "name")),
    relationships=(RelTypeInfo("WHITE_PLAYER", 60, ("Game",), ("Member",)),
                   RelTypeInfo("BLACK_PLAYER", 60, ("Game",), ("Member",)),
                   RelTypeInfo("PLAYED_AT", 60, ("Game",), ("Event",))),
    property_graph=True)

ANNA = Entity("member:1", "Anna Kov")
BORIS = Entity("member:2", "Boris Lind")
GAME = Entity("game:7", "G7")


class Club:
    """The least of a GraphStore the parser reads: its schema, and the types a named node has."""

    def schema(self) -> GraphSchema:
        return CHESS

    def relations(self, entity_id: str, direction: Direction) -> list[str]:
        if entity_id == ANNA.id:  # she has only ever had the white pieces
            return ["WHITE_PLAYER"] if direction == Direction.IN else []
        if entity_id == BORIS.id:
            return ["WHITE_PLAYER", "BLACK_PLAYER"] if direction == Direction.IN else []
        return ["WHITE_PLAYER", "BLACK_PLAYER", "PLAYED_AT"] if direction == Direction.OUT else []


@pytest.fixture(scope="module")
def index() -> SchemaIndex:
    return SchemaIndex(Club())


def best(question: str, index: SchemaIndex, name: str, entity: Entity, label: str) -> str:
    reading = read(question)
    words = name.lower().split()
    low = [t.low for t in reading.tokens]
    start = next(i for i in range(len(low)) if low[i:i + len(words)] == words)
    tokens = tuple(range(start, start + len(words)))
    g = Grounding([EntityMention(tokens, entity, (label,))], [], schema_words(reading, index, set(tokens)))
    return to_sexpr(candidates(Builder(reading, g, index))[0].form)


EITHER_ANNA = "(NOT (AND (NOT (JOIN BLACK_PLAYER member:1)) (NOT (JOIN WHITE_PLAYER member:1))))"


def test_both_types_named_take_either(index):
    # every type the words name is taken, even one the named thing has none of
    assert best("how many games has Anna Kov had as white and black", index, "Anna Kov", ANNA, "Member") == \
        f"(COUNT (AND (TYPE Game) {EITHER_ANNA}))"


def test_a_word_naming_one_type_walks_that_one(index):
    assert best("how many games has Anna Kov had as white", index, "Anna Kov", ANNA, "Member") == \
        "(COUNT (AND (TYPE Game) (JOIN WHITE_PLAYER member:1)))"


def test_no_word_naming_either_takes_either_as_a_guess(index):
    reading = read("how many games did Boris Lind have")
    g = Grounding([EntityMention((3, 4), BORIS, ("Member",))], [], schema_words(reading, index, {3, 4}))
    top = candidates(Builder(reading, g, index))[0]
    assert to_sexpr(top.form) == "(COUNT (AND (TYPE Game) (NOT (AND (NOT (JOIN BLACK_PLAYER member:2)) " \
                                 "(NOT (JOIN WHITE_PLAYER member:2))))))"
    assert any(p.guessed for p in top.parts if p.kind == "relation")  # no word chose: never exact
    # the named thing has one of them only: that one, as before
    assert best("how many games did Anna Kov have", index, "Anna Kov", ANNA, "Member") == \
        "(COUNT (AND (TYPE Game) (JOIN WHITE_PLAYER member:1)))"


def test_a_word_naming_what_the_types_share_takes_either(index):
    assert best("which members were the players of G7", index, "G7", GAME, "Game") == \
        "(AND (TYPE Member) (NOT (AND (NOT (JOIN (R BLACK_PLAYER) game:7)) (NOT (JOIN (R WHITE_PLAYER) game:7)))))"


def test_the_sibling_check_does_not_doubt_a_form_taking_both():
    form = parse(f"(COUNT (AND (TYPE Game) {EITHER_ANNA}))")
    words = ["how", "many", "games", "has", "anna", "kov", "played"]
    assert taken_together(form) == [{"WHITE_PLAYER", "BLACK_PLAYER"}]
    assert sibling_doubts(CHESS, walked_types(CHESS, form), words, together=taken_together(form),
                          walked_form=form) == []
    # one of them walked alone is still a coin flip
    alone = parse("(COUNT (AND (TYPE Game) (JOIN WHITE_PLAYER member:1)))")
    assert sibling_doubts(CHESS, walked_types(CHESS, alone), words, together=taken_together(alone),
                          walked_form=alone)
    both = parse(f"(COUNT (AND (AND (TYPE Game) {EITHER_ANNA}) (JOIN (R PLAYED_AT) (JOIN WHITE_PLAYER member:1))))")
    assert sibling_doubts(CHESS, walked_types(CHESS, both), words, together=taken_together(both),
                          walked_form=both)
