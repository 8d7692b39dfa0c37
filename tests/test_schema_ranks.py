"""Rankings and aggregates of the schema parser beyond one label's own properties (issue 35): the least or greatest
value among one named thing's relationships, a count of what a SAME test keeps, the value most nodes hold, and a
ranking by the average (or the single greatest) of the numbers relationships hold.

Read on a small auction-house schema with no graph behind it (grounding by stems, no encoder), so the checks run
without a server; the forms themselves run on every backend in tests/test_logic.py.
"""

from __future__ import annotations

import pytest

from kgchat.errors import KGChatError
from kgchat.logic.sexpr import to_sexpr
from kgchat.reasoning.schema_parser.assemble import candidates
from kgchat.reasoning.schema_parser.build import Builder
from kgchat.reasoning.schema_parser.coverage import word_coverage
from kgchat.reasoning.schema_parser.grounding import ground, schema_words
from kgchat.reasoning.schema_parser.schema_index import EntityMention, Grounding, SchemaIndex
from kgchat.reasoning.schema_parser.words import read
from kgchat.schema import GraphSchema, LabelInfo, PropertyInfo, RelTypeInfo
from kgchat.types import Entity


def _text(key: str, distinct: int = 3) -> PropertyInfo:
    return PropertyInfo(key, "string", count=3, distinct=distinct)


AUCTIONS = GraphSchema(
    labels=(LabelInfo("Bidder", 8, (_text("name"),), "name"),
            LabelInfo("Sale", 2, (_text("name"), PropertyInfo("reserve", "float", count=2, distinct=2),
                                  PropertyInfo("saleDate", "date", count=2, distinct=2)), "name"),
            LabelInfo("Viewing", 40, (_text("code"),), "code"),
            LabelInfo("Lot", 20, (_text("title"), _text("region"), PropertyInfo("reserve", "float", count=20,
                                                                                 distinct=20),
                                  PropertyInfo("tags", "string", count=20, distinct=9, is_list=True)), "title"),
            LabelInfo("Dealer", 4, (_text("name"),), "name")),
    relationships=(RelTypeInfo("BID_ON", 30, ("Bidder",), ("Lot",),
                               (PropertyInfo("amount", "float", count=30, distinct=30),
                                PropertyInfo("confirmed", "bool", count=30, distinct=2))),
                   RelTypeInfo("CONSIGNED", 20, ("Dealer",), ("Lot",)),
                   RelTypeInfo("OFFERED_AT", 20, ("Lot",), ("Sale",)),
                   RelTypeInfo("OF", 40, ("Viewing",), ("Lot",)),
                   RelTypeInfo("APPRAISED", 9, ("Dealer",), ("Lot",), (_text("remark"),)),
                   RelTypeInfo("INSPECTED", 12, ("Dealer",), ("Lot",))),
    property_graph=True)


class Auctions:
    """The least of a GraphStore the schema parser reads: its schema (no graph behind it to query)."""

    def schema(self) -> GraphSchema:
        return AUCTIONS

    def execute(self, form: object) -> list[Entity]:
        raise KGChatError("no graph behind this schema")

    def relations(self, node: str, direction: object) -> list[str]:
        raise KGChatError("no graph behind this schema")


@pytest.fixture(scope="module")
def index() -> SchemaIndex:
    return SchemaIndex(Auctions())


def best(question: str, index: SchemaIndex, names: dict[str, str] | None = None) -> tuple[str, list[str]]:
    """The best form for ``question`` and the words it leaves out; ``names``: the words of a name, with its label."""
    reading = read(question)
    entities = []
    for words, label in (names or {}).items():
        first = next(i for i, t in enumerate(reading.tokens) if t.text == words.split()[0])
        entities.append(EntityMention(tuple(range(first, first + len(words.split()))), Entity("b1", words), (label,)))
    builder = Builder(reading, Grounding(entities, [], schema_words(reading, index, set())), index)
    cand = candidates(builder)[0]
    missing = [c.span for c in word_coverage(cand, reading, builder) if c.covered_by is None]
    return to_sexpr(cand.form), missing


def test_least_value_among_one_things_relationships(index):
    """"the lowest amount X ever bid": the least amount X's bids hold, a number, not lots ranked by X's bids."""
    found, missing = best("lowest amount Ada Quill ever bid", index, {"Ada Quill": "Bidder"})
    assert found == "(MIN (JOIN BID_ON.start b1) BID_ON.amount)"
    assert not missing


def test_count_of_one_thing_in_two_roles(index):
    """"how many dealers consigned a lot they also inspected": the dealers the SAME test keeps, counted."""
    found, _ = best("how many dealers consigned a lot they also inspected", index)
    assert found == "(COUNT (AND (TYPE Dealer) (SAME CONSIGNED INSPECTED)))"


def test_value_most_nodes_hold(index):
    """"what region are most of the lots from": the region held by the most lots, not every lot's region."""
    found, missing = best("what region are most of the lots from", index)
    assert found == "(ARGMAX (JOIN (R region) (TYPE Lot)) (AGG count (R region) (TYPE Lot)))"
    assert not missing


@pytest.mark.parametrize(("question", "fn"), [
    ("the bidder with the lowest average amount", "avg"),
    ("the bidder with the highest single amount", "max"),
    ("the bidder with the highest amount in total", "sum"),
])
def test_ranking_by_the_numbers_relationships_hold(index, question, fn):
    """A ranking by a number each bid holds: the average after "average", the greatest single one after "single",
    else the total."""
    found, _ = best(question, index)
    assert found.startswith("(ARG") and f"(AGG {fn} (JOIN (R BID_ON.start) BID_ON.amount))" in found


def test_count_of_each_groups_things_with_no_count_word(index):
    """"lots per sale": every sale with how many lots it offers, largest first."""
    found, missing = best("lots per sale", index)
    assert found == "(TOP (TYPE Sale) (AGG count (R OFFERED_AT)) 50)"
    assert not missing


def test_top_k_of_a_label_with_no_more_than_k_nodes_is_less_likely(index):
    """"top 3 biggest reserves": lots (20 of them), not the two sales, which a top 3 would not pick from."""
    found, _ = best("top 3 biggest reserves", index)
    assert found == "(TOP (TYPE Lot) reserve 3)"


def test_what_is_counted_named_before_most_times(index):
    """"which lot was viewed the most times": the word before "the most times" says what is counted."""
    found, missing = best("which lot was viewed the most times", index)
    assert found == "(ARGMAX (TYPE Lot) (AGG count (R OF)))"
    assert not missing


def test_relationships_counted_by_their_own_noun(index):
    """"the dealers with the most remarks": a text each appraisal holds names the appraisals counted."""
    found, _ = best("the dealers with the most remarks", index)
    assert found == "(ARGMAX (TYPE Dealer) (AGG count (R APPRAISED.start)))"


def test_values_a_list_property_of_one_thing_holds_counted(index):
    """"the number of tags Blue Vase has": how many values its list holds."""
    found, _ = best("the number of tags Blue Vase has", index, {"Blue Vase": "Lot"})
    assert found == "(COUNT (JOIN (R tags) b1))"


def test_ranking_by_a_relationship_number_reads_only_the_named_things_relationships(index):
    """"which bidder bid the highest amount on Blue Vase": each bidder's bids on Blue Vase, not all their bids."""
    found, _ = best("which bidder bid the highest amount on Blue Vase", index, {"Blue Vase": "Lot"})
    assert found.startswith("(ARGMAX (AND (TYPE Bidder) (JOIN BID_ON b1))")
    assert found.endswith("BID_ON.amount) (JOIN BID_ON.end b1)))")


def test_greatest_value_among_relationships_to_any_thing_of_a_kind(index):
    """"the highest amount Ada Quill bid on any lot": the amount, not the lot; "lot" names where the bids go."""
    found, missing = best("the highest amount Ada Quill bid on any lot", index, {"Ada Quill": "Bidder"})
    assert found == "(MAX (JOIN BID_ON.start b1) BID_ON.amount)"
    assert not missing


def test_relationships_counted_only_where_a_flag_the_words_name_holds(index):
    """"the bidder with the most confirmed bids": the bids that are confirmed, counted."""
    found, missing = best("the bidder with the most confirmed bids", index)
    assert found.startswith("(ARGMAX (AND (TYPE Bidder)")
    assert found.endswith("(AGG count (R BID_ON.start) (JOIN BID_ON.confirmed true)))")
    assert not missing


HOUSE = GraphSchema(
    labels=(LabelInfo("Auction", 5, (_text("name"),), "name"),
            LabelInfo("Fee", 3, (_text("name"), _text("scope", 2)), "name")),
    relationships=(RelTypeInfo("CHARGED_AT", 3, ("Fee",), ("Auction",)),),
    property_graph=True)


class House:
    """A GraphStore's reads that ``ground`` makes: the schema, no names, and the values of the one categorical
    property ('auction' among them: the label's own name)."""

    def schema(self) -> GraphSchema:
        return HOUSE

    def entities_by_norms(self, norms, limit: int = 20) -> dict:
        return {}

    def execute(self, form: object) -> list:
        return []  # no nodes behind the schema

    def relation_names(self) -> list[str]:
        return []

    def property_values(self, relation: str, limit: int = 500) -> list[str]:
        return ["auction", "lot"] if relation == "scope" else []


def test_a_value_that_is_a_labels_own_name_still_names_the_label_surely():
    """"which auctioneer ran the auction": 'auction' is a value of scope and the label's own name; it names the
    label outright, in place of the weaker mention by the word that only begins like it."""
    reading = read("which auctioneer ran the auction")
    g = ground(reading, SchemaIndex(House()), House())
    mention = next(m for m in g.schema if m.element.kind == "label" and m.element.name == "Auction")
    assert (reading.text(mention.tokens), mention.score) == ("auction", 1.0)


def test_count_per_value_of_a_property_with_no_count_word(index):
    """"lots per region": every region with how many lots hold it, commonest first."""
    found, missing = best("lots per region", index)
    assert found == "(TOP (JOIN (R region) (TYPE Lot)) (AGG count (R region)) 50)"
    assert not missing


def test_the_label_after_most_is_counted_and_the_verb_says_through_which_relationship(index):
    """"which dealer appraised the most lots": dealers ranked by the lots they appraised (not by the lots they
    consigned or inspected, which the schema declares first)."""
    found, missing = best("which dealer appraised the most lots", index)
    assert found.startswith("(ARGMAX (AND (TYPE Dealer)") and found.endswith("(AGG count (R APPRAISED.start)))")
    assert not missing


def test_the_label_right_after_most_is_what_is_counted_not_what_is_ranked(index):
    """"appraised the most lots": lots ranked by how many appraisals they had do not read it (lots are what is
    counted), so that reading is never exact."""
    found, missing = best("appraised the most lots", index)
    assert found.startswith("(ARGMAX (AND (TYPE Lot)")
    assert "'lots' after 'most' says Lot nodes are counted, not ranked" in missing


def test_a_superlative_before_a_labels_own_word_asks_for_the_node(index):
    """"the latest sale": the sale, though 'sale' also names its sale date (not the date itself)."""
    found, _ = best("the latest sale", index)
    assert found == "(ARGMAX (TYPE Sale) saleDate)"
