"""Relationship and property questions the schema parser reads from general English (issue 35): decades said in
words ("the sixties"), a year said away from a property that holds no years, "never had a <thing>" as the absence
of the one relationship type to it, a property's doer noun said as its verb ("who sponsors it": the sponsor) and
"don't say who …" as a value not held, "is there a P for X" as whether X holds a value of P, a relative clause
("boats that need it") saying which end of a relationship between nodes of one label does it, and a reading that
keeps every node of a label while nouns that name nothing would narrow them.

Read on a small sailing-club schema with no graph behind it (grounding by stems, no encoder).
"""

from __future__ import annotations

import pytest

from kgchat.logic.nodes import Class
from kgchat.logic.sexpr import to_sexpr
from kgchat.reasoning.schema_parser.assemble import candidates
from kgchat.reasoning.schema_parser.build import Builder
from kgchat.reasoning.schema_parser.engine import _said_of_all
from kgchat.reasoning.schema_parser.exists import truth_candidates
from kgchat.reasoning.schema_parser.grounding import schema_words
from kgchat.reasoning.schema_parser.schema_index import EntityMention, Grounding, SchemaIndex
from kgchat.reasoning.schema_parser.words import read
from kgchat.schema import GraphSchema, LabelInfo, PropertyInfo, RelTypeInfo
from kgchat.types import Entity


def _s(key: str) -> PropertyInfo:
    return PropertyInfo(key, "string", count=20, distinct=20)


def _n(key: str, samples: tuple[str, ...] = ()) -> PropertyInfo:
    return PropertyInfo(key, "int", count=20, distinct=20, samples=samples)


CLUB = GraphSchema(
    labels=(LabelInfo("Sailor", 40, (_s("name"), _n("sailorNo", ("104233", "118870")),
                                     _n("registration", ("2019", "2021")),
                                     _s("rank")), "name"),
            LabelInfo("Boat", 12, (_s("name"), _n("built", ("1964", "1988")), _n("lengthFt", ("24", "31"))), "name"),
            LabelInfo("Regatta", 6, (_s("name"), PropertyInfo("sponsor", "string", count=4, distinct=4),
                                     _s("venue")), "name")),
    relationships=(RelTypeInfo("CREWS", 30, ("Sailor",), ("Boat",)),
                   RelTypeInfo("ENTERED", 20, ("Boat",), ("Regatta",)),
                   RelTypeInfo("NEEDS", 5, ("Boat",), ("Boat",))),
    property_graph=True)


class Club:
    def schema(self) -> GraphSchema:
        return CLUB

    def property_values(self, relation: str, limit: int) -> list[str]:
        return []  # no property of this schema has few distinct values worth reading as words

    def relations(self, key: str, direction: object) -> list[str]:
        return [r.name for r in CLUB.relationships]  # every named thing here has every type


@pytest.fixture(scope="module")
def index() -> SchemaIndex:
    return SchemaIndex(Club())


def builder(question: str, index: SchemaIndex, entities: list[EntityMention] = ()) -> Builder:
    reading = read(question)
    taken = {i for em in entities for i in em.tokens}
    return Builder(reading, Grounding(list(entities), [], schema_words(reading, index, taken)), index)


def at(reading, *words: str) -> tuple[int, ...]:
    """The positions of these words, in a row, in the question."""
    lows = [t.low for t in reading.tokens]
    i = next(i for i in range(len(lows)) if lows[i:i + len(words)] == list(words))
    return tuple(range(i, i + len(words)))


def best(question: str, index: SchemaIndex, entities: list[EntityMention] = ()) -> str:
    return to_sexpr(candidates(builder(question, index, entities))[0].form)


def test_a_decade_said_in_words_is_a_range_of_years():
    cues = [(c.kind, c.value) for c in read("Boats built in the sixties").cues if c.kind == "decade"]
    assert cues == [("decade", "1960")]
    assert [(c.kind, c.value) for c in read("regattas from the 80s").cues if c.kind == "decade"] == \
        [("decade", "1980")]


def test_a_decade_in_words_filters_the_year_property(index):
    assert best("Boats built in the sixties", index) == \
        "(AND (TYPE Boat) (AND (ge built 1960) (lt built 1970)))"


def test_a_year_away_from_a_number_key_goes_to_the_time_the_words_name(index):
    # "sailors" names the sailor number (by the label's word) more surely than "registered" names the year of
    # registration (a shared beginning), but far from 2021, which "registered" stands by
    assert best("Sailors who registered in 2021", index) == "(AND (TYPE Sailor) (JOIN registration 2021))"


def test_never_had_a_single_thing_denies_the_one_type_to_it(index):
    assert best("Which boats have never had a single sailor?", index) == "(AND (TYPE Boat) (NOT (HAS (R CREWS))))"


def test_a_doer_property_named_by_its_verb_and_denied_saying(index):
    reading = read("Which regattas don't say who sponsors them?")
    mentions = {m.element.name: m for m in schema_words(reading, index, set())}
    assert "sponsor" in mentions and mentions["sponsor"].score >= 0.75
    assert best("Which regattas don't say who sponsors them?", index) == "(AND (TYPE Regatta) (NOT (HAS sponsor)))"


def test_is_there_a_value_for_a_named_thing_asks_whether_it_holds_one(index):
    reading = read("Is there a sponsor on file for the Autumn Cup?")
    em = EntityMention(at(reading, "autumn", "cup"), Entity("r1", "Autumn Cup"), ("Regatta",))
    b = builder("Is there a sponsor on file for the Autumn Cup?", index, [em])
    assert [to_sexpr(c.form) for c in truth_candidates(b, [])] == ["(COUNT (AND (HAS sponsor) r1))"]
    top = candidates(b)[0]
    assert to_sexpr(top.form) == "(COUNT (AND (HAS sponsor) r1))" and top.answer == "truth"


def test_a_relative_clause_says_the_asked_nodes_do_it(index):
    # "boats that need it": the boats asked for need the named one, though it is named before the verb
    question = "Which boats does Sea Wren help? (boats that need it)"
    em = EntityMention(at(read(question), "sea", "wren"), Entity("b1", "Sea Wren"), ("Boat",))
    assert best(question, index, [em]) == "(AND (TYPE Boat) (JOIN NEEDS b1))"


def test_a_whole_label_is_no_answer_when_nouns_that_name_nothing_narrow_it(index):
    b = builder("which sailors are in the chess society", index)
    top = candidates(b)[0]
    assert isinstance(top.form, Class) and top.form.name == "Sailor"
    assert _said_of_all(top, b.r, b) == ["chess", "society"]
    b = builder("List all the sailors", index)
    top = candidates(b)[0]
    assert _said_of_all(top, b.r, b) == []
    # quoted text is what to look for, and a label's word said twice names the label: neither narrows them
    b = builder("Which sailors have 'Sailor' in their name?", index)
    top = candidates(b)[0]
    assert not isinstance(top.form, Class) or _said_of_all(top, b.r, b) == []


def test_a_doer_noun_by_a_thing_of_one_relationship_type_reads_that_type(index):
    from kgchat.reasoning.schema_parser.coverage import word_coverage
    from kgchat.reasoning.schema_parser.grounding import _doers_of_one

    question = "Autumn Cup entrants"
    reading = read(question)
    em = EntityMention(at(reading, "autumn", "cup"), Entity("r1", "Autumn Cup"), ("Regatta",))
    schema = _doers_of_one(reading, index, [em], schema_words(reading, index, set(em.tokens)))
    assert [(m.element.name, m.only_way) for m in schema if m.element.kind == "rel"] == [("ENTERED", True)]
    b = Builder(reading, Grounding([em], [], schema), index)
    top = candidates(b)[0]
    assert to_sexpr(top.form) == "(AND (TYPE Boat) (JOIN ENTERED r1))"
    # read so only because the regatta has no other type: not exact
    assert any(c.covered_by is None and "no other type" in c.span for c in word_coverage(top, reading, b))
    # a boat takes part in three types: no doer noun is read as one of them
    em = EntityMention(at(read("Sea Wren sponsors"), "sea", "wren"), Entity("b1", "Sea Wren"), ("Boat",))
    assert not [m for m in _doers_of_one(read("Sea Wren sponsors"), index, [em], []) if m.element.kind == "rel"]


class ClubWithNodes(Club):
    """The club's schema with its regattas' and boats' names, as ``GraphStore.execute`` of a label gives them."""

    NODES = {"Regatta": [Entity("r1", "Autumn Cup"), Entity("r2", "Oceanography"), Entity("r3", "Winterbourne")],
             "Boat": [Entity("b1", "Sea Wren"), Entity("b2", "Mathematics")]}

    def execute(self, form: object) -> list[Entity]:
        return list(self.NODES.get(getattr(form, "name", ""), []))


def test_a_name_cut_short_before_its_labels_word_names_the_one_node():
    from kgchat.reasoning.schema_parser.loose_names import clipped_names as _clipped_names

    index = SchemaIndex(ClubWithNodes())
    found = _clipped_names(read("When was the ocean regatta first held?"), index, index.store, set())
    assert [(i, e.id) for i, e in found] == [((3,), "r2")]
    # a place's own name is no English word cut short; a word before another label's word reads that label's nodes
    assert _clipped_names(read("Who won the winter regatta?"), index, index.store, set()) == []
    assert _clipped_names(read("Which ocean boats are there?"), index, index.store, set()) == []


def test_a_negation_right_before_a_name_denies_the_link_to_it(index):
    question = "Which boats are not Autumn Cup boats?"
    em = EntityMention(at(read(question), "autumn", "cup"), Entity("r1", "Autumn Cup"), ("Regatta",))
    assert best(question, index, [em]) == "(AND (TYPE Boat) (NOT (JOIN ENTERED r1)))"


def test_without_before_a_name_is_left_to_the_words_around_it(index):
    # "can't sail without Sea Wren": two negations; "without" alone before a name denies no link here
    question = "How many sailors can't sail without Sea Wren?"
    em = EntityMention(at(read(question), "sea", "wren"), Entity("b1", "Sea Wren"), ("Boat",))
    assert "NOT" not in best(question, index, [em])


class ClubWithGear(Club):
    """The club's schema with a list of gear on each boat, whose few values are read as words."""

    def schema(self) -> GraphSchema:
        boat = LabelInfo("Boat", 12, (_s("name"), PropertyInfo("gear", "string", is_list=True, count=12, distinct=2)),
                         "name")
        return GraphSchema(labels=(boat,), relationships=(), property_graph=True)

    def property_values(self, relation: str, limit: int) -> list[str]:
        return ["spinnaker", "trapeze"] if relation == "gear" else []


def test_text_after_include_that_is_a_value_of_a_list_is_that_value():
    from kgchat.reasoning.schema_parser.grounding import ground

    index = SchemaIndex(ClubWithGear())
    reading = read("Which boats include a spinnaker?")
    g = ground(reading, index, Names())
    top = candidates(Builder(reading, g, index))[0]
    assert to_sexpr(top.form) == "(AND (TYPE Boat) (JOIN gear spinnaker))"


class Names:
    """A store that names nothing (no entity is looked up by name here)."""

    def entities_by_norms(self, norms: list[str]) -> dict:
        return {}

    def execute(self, form: object) -> list:
        return []

    def relation_names(self) -> list[str]:
        return []
