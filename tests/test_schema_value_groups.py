"""Rankings and counts over the values of a property (issue 35): the value most (fewest) nodes hold or whose nodes
hold the largest total ("which genre has the fewest artists", "which format has the highest total sales"), a count
per value asked as a heading ("albums by format"), how many distinct values there are ("how many different genres"),
"the average number of" a property as one average, and a superlative said of nodes a value names ("the most
recently signed rock artist": the artist, not the date), members ranked by how many values a list of theirs holds
("the albums with the most tags"), and whole orderings ("rank the artists by number of albums, biggest first").

Read on a small record-label schema with no graph behind it (grounding by stems, no encoder).
"""

from __future__ import annotations

import pytest

from kgchat.logic.sexpr import to_sexpr
from kgchat.reasoning.schema_parser.assemble import candidates
from kgchat.reasoning.schema_parser.build import Builder
from kgchat.reasoning.schema_parser.grounding import schema_words
from kgchat.reasoning.schema_parser.schema_index import Grounding, SchemaIndex, ValueMention
from kgchat.reasoning.schema_parser.words import read
from kgchat.schema import GraphSchema, LabelInfo, PropertyInfo, RelTypeInfo

LABEL = GraphSchema(
    labels=(LabelInfo("Artist", 30, (PropertyInfo("name", "string", count=30, distinct=30),
                                     PropertyInfo("genre", "string", count=30, distinct=5),
                                     PropertyInfo("country", "string", count=30, distinct=6),
                                     PropertyInfo("signed", "date", count=30, distinct=30),
                                     PropertyInfo("members", "int", count=30, distinct=6),
                                     PropertyInfo("tier", "int", count=30, distinct=3)), "name"),
            LabelInfo("Album", 80, (PropertyInfo("title", "string", count=80, distinct=80),
                                    PropertyInfo("format", "string", count=80, distinct=3),
                                    PropertyInfo("sales", "int", count=80, distinct=80),
                                    PropertyInfo("tracks", "int", count=80, distinct=12),
                                    PropertyInfo("tags", "string", count=60, distinct=9, is_list=True)), "title"),
            LabelInfo("Critic", 10, (PropertyInfo("name", "string", count=10, distinct=10),), "name")),
    relationships=(RelTypeInfo("RECORDED", 80, ("Artist",), ("Album",), ()),
                   RelTypeInfo("REVIEWED", 120, ("Critic",), ("Album",),
                               (PropertyInfo("score", "int", count=120, distinct=10),))),
    property_graph=True)
VALUES = {"rock": ("rock", "genre")}  # words naming a stored value, and the property holding it


class Label:
    def schema(self) -> GraphSchema:
        return LABEL

    def property_values(self, relation: str, limit: int = 500) -> list[str]:
        return []


@pytest.fixture(scope="module")
def index() -> SchemaIndex:
    return SchemaIndex(Label())


def best(question: str, index: SchemaIndex) -> str:
    return to_sexpr(top(question, index).form)


def top(question: str, index: SchemaIndex):
    reading = read(question)
    values = [ValueMention((i,), e, VALUES[t.low][0]) for i, t in enumerate(reading.tokens) if t.low in VALUES
              for e in index.elements if e.kind == "prop" and e.name == VALUES[t.low][1]]
    taken = {i for v in values for i in v.tokens}
    grounding = Grounding([], values, schema_words(reading, index, taken))
    return candidates(Builder(reading, grounding, index))[0]


def test_the_value_fewest_nodes_hold(index):
    assert best("Which genre has the fewest artists?", index) == \
        "(ARGMIN (JOIN (R genre) (TYPE Artist)) (AGG count (R genre) (TYPE Artist)))"


def test_the_value_whose_nodes_hold_the_largest_total(index):
    assert best("Which format has the highest total sales?", index) == \
        "(ARGMAX (JOIN (R format) (TYPE Album)) (AGG sum (JOIN (R format) sales) (TYPE Album)))"


def test_a_label_by_a_property_counts_each_value(index):
    assert best("albums by format", index) == \
        "(TOP (JOIN (R format) (TYPE Album)) (AGG count (R format) (TYPE Album)) 50)"


def test_a_label_by_a_property_nearly_every_node_holds_apart_is_no_grouping(index):
    assert "(R sales)" not in best("albums by sales", index)


def test_how_many_different_values(index):
    assert best("how many different genres do the artists play", index) == "(COUNT (JOIN (R genre) (TYPE Artist)))"
    assert best("how many artists are there", index) == "(COUNT (TYPE Artist))"


def test_the_average_number_of_a_property_is_one_average(index):
    assert best("What is the average number of tracks on an album?", index) == "(AVG (TYPE Album) tracks)"
    assert best("what is the total number of tracks on albums", index) == "(SUM (TYPE Album) tracks)"


def test_a_superlative_before_a_value_naming_the_nodes_asks_for_the_nodes(index):
    assert best("most recently signed rock artist", index) == \
        "(ARGMAX (AND (TYPE Artist) (JOIN genre rock)) signed)"


def test_members_ranked_by_the_length_of_a_list(index):
    assert best("Which albums have the most tags?", index) == "(ARGMAX (TYPE Album) (AGG count tags))"
    assert best("what are the 3 most common tags of albums", index) == \
        "(TOP (JOIN (R tags) (TYPE Album)) (AGG count (R tags) (TYPE Album)) 3)"


@pytest.mark.parametrize(("question", "form"), [
    ("Rank the artists by number of albums, biggest first.", "(TOP (TYPE Artist) (AGG count RECORDED) 50)"),
    ("rank albums by tracks, fewest first", "(BOTTOM (TYPE Album) tracks 50)"),
    ("artists from oldest to newest", "(BOTTOM (TYPE Artist) signed 50)"),
    ("sort the artists by when they were signed, most recent first", "(TOP (TYPE Artist) signed 50)"),
])
def test_a_whole_ordering_lists_every_member_in_order(index, question, form):
    assert best(question, index) == form


def test_order_as_a_noun_asks_for_no_whole_ordering(index):
    assert best("which album has the most tracks in running order", index) == "(ARGMAX (TYPE Album) tracks)"


def test_a_superlative_then_first_keeps_the_superlatives_order():
    from kgchat.reasoning.schema_parser.words import read

    assert [(c.op, c.word) for c in read("biggest first").of("top")] == [("max", "biggest")]
    assert [(c.op, c.word) for c in read("biggest last").of("top")] == [("min", "biggest")]


def test_an_average_per_node_named_by_the_relationship_holding_the_number_is_in_doubt(index):
    """"the average score per reviewed album" may be each album's own average or one over every review."""
    found = top("What is the average score per reviewed album?", index)
    assert to_sexpr(found.form).startswith("(TOP (AND (TYPE Album)")
    assert any(p.doubt for p in found.parts)
    assert not any(p.doubt for p in top("What is the average score per album?", index).parts)


def test_a_number_right_after_a_property_word_is_its_value_not_how_many(index):
    assert best("Which tier 1 artists have the most members?", index) == \
        "(ARGMAX (AND (TYPE Artist) (JOIN tier 1)) members)"
    assert best("Which 3 artists have the most members?", index) == "(TOP (TYPE Artist) members 3)"


def test_the_value_whose_nodes_rank_highest_on_average(index):
    from kgchat.reasoning.schema_parser.schema_index import SchemaMention

    assert best("Which genre has the most members on average?", index) == \
        "(ARGMAX (JOIN (R genre) (TYPE Artist)) (AGG avg (JOIN (R genre) members) (TYPE Artist)))"
    # the number named by the superlative itself ("the *largest* bands": an encoder reads it as the member count)
    reading = read("Which genre has the largest bands on average?")
    members = next(e for e in index.elements if e.kind == "prop" and e.name == "members")
    words = [*schema_words(reading, index, set()), SchemaMention((4,), members, 0.9)]
    found = candidates(Builder(reading, Grounding([], [], words), index))[0]
    assert to_sexpr(found.form) == \
        "(ARGMAX (JOIN (R genre) (TYPE Artist)) (AGG avg (JOIN (R genre) members) (TYPE Artist)))"
