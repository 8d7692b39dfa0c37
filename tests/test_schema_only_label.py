"""A noun of the asker's own, read as the one label the rest of the question fits: on an orchard whose label is
``Plot``, "which *fields* have more than 40 rows" tests ``rowCount``, which only plots hold, so the fields are
plots; the coverage says so, and keeps a row that stops the answer from being kg-exact. Where two labels hold the
key, the noun stays unread. A verb whose doer noun is the answer's label ("who *rented* X" answered with ``Renter``
nodes) stands for that label.

Read on small schemas with no graph behind them (grounding by stems, no encoder).
"""

from __future__ import annotations

from kgchat.logic.sexpr import parse, to_sexpr
from kgchat.reasoning.schema_parser.assemble import candidates
from kgchat.reasoning.schema_parser.build import Builder, Candidate
from kgchat.reasoning.schema_parser.coverage import word_coverage
from kgchat.reasoning.schema_parser.grounding import schema_words
from kgchat.reasoning.schema_parser.only_label import fitted
from kgchat.reasoning.schema_parser.schema_index import EntityMention, Grounding, SchemaIndex
from kgchat.reasoning.schema_parser.words import read
from kgchat.reasoning.type_names import label_verbs
from kgchat.schema import GraphSchema, LabelInfo, PropertyInfo, RelTypeInfo
from kgchat.types import Answer, Direction, Entity, Provenance


def _p(key: str, kind: str = "string") -> PropertyInfo:
    return PropertyInfo(key, kind, count=20, distinct=20)


def _orchard(greenhouse_rows: bool) -> GraphSchema:
    house = (_p("name"), _p("rowCount", "int")) if greenhouse_rows else (_p("name"), _p("heated", "bool"))
    return GraphSchema(
        labels=(LabelInfo("Plot", 40, (_p("name"), _p("rowCount", "int"), _p("soil")), "name"),
                LabelInfo("Greenhouse", 6, house, "name"),
                LabelInfo("Picker", 25, (_p("name"),), "name")),
        relationships=(RelTypeInfo("PICKS", 90, ("Picker",), ("Plot", "Greenhouse")),),
        property_graph=True)


class Orchard:
    def __init__(self, schema: GraphSchema):
        self._schema = schema

    def schema(self) -> GraphSchema:
        return self._schema

    def relations(self, entity_id: str, direction: Direction) -> list[str]:
        return []

    def execute(self, form) -> list:
        return []  # no graph behind the schema: no label is known to hold another's nodes


def _covered(question: str, schema: GraphSchema):
    index = SchemaIndex(Orchard(schema))
    reading = read(question)
    g = Grounding([], [], schema_words(reading, index, set()))
    builder = Builder(reading, g, index)
    best = candidates(builder)[0]
    return best, word_coverage(best, reading, builder)


def test_a_noun_naming_nothing_is_read_as_the_one_label_holding_the_key_tested():
    best, rows = _covered("which fields have more than 40 rows", _orchard(greenhouse_rows=False))
    assert to_sexpr(best.form) == "(AND (TYPE Plot) (gt rowCount 40))"
    read_as = [r for r in rows if r.span == "fields" and r.covered_by is not None]
    assert read_as and read_as[0].kind == "type" and "Plot" in read_as[0].covered_by
    assert "rowCount" in read_as[0].covered_by  # the trace says why: the key only plots hold
    assert any(r.covered_by is None and "'fields'" in r.span for r in rows)  # never kg-exact on that reading


def test_a_noun_is_left_unread_where_two_labels_hold_the_key():
    best, rows = _covered("which fields have more than 40 rows", _orchard(greenhouse_rows=True))
    assert not any(r.span == "fields" and r.covered_by is not None for r in rows)


def test_a_noun_that_does_not_head_the_question_is_left_to_the_other_checks():
    # "rainfall" is not what the question asks for: no label is read from it
    best, rows = _covered("how much rainfall did plots with more than 40 rows get", _orchard(greenhouse_rows=False))
    assert not any(r.span == "rainfall" and r.covered_by is not None for r in rows)


def test_a_noun_is_left_unread_when_another_content_word_is_too():
    # "fallow" names nothing either: the form may not be what was asked, so "fields" is not read from it
    best, rows = _covered("which fields have more than 40 fallow rows", _orchard(greenhouse_rows=False))
    assert not any(r.span == "fields" and r.covered_by is not None for r in rows)


def test_a_sum_is_not_read_as_the_things_summed():
    # "how much money do fields make": a quantity the plots hold, not the plots; a count of them is
    index = SchemaIndex(Orchard(_orchard(greenhouse_rows=False)))
    reading = read("how many fields have more than 40 rows")
    builder = Builder(reading, Grounding([], [], schema_words(reading, index, set())), index)
    counted = Candidate(parse("(COUNT (AND (TYPE Plot) (gt rowCount 40)))"), [], "number", "Plot")
    summed = Candidate(parse("(SUM (AND (TYPE Plot) (gt rowCount 40)) rowCount)"), [], "number", "Plot")
    assert fitted(counted, builder) is not None
    assert fitted(summed, builder) is None


RENTALS = GraphSchema(
    labels=(LabelInfo("Renter", 30, (_p("name"),), "name"),
            LabelInfo("Boat", 12, (_p("name"),), "name"),
            LabelInfo("Painter", 4, (_p("name"),), "name")),
    relationships=(RelTypeInfo("HIRED", 80, ("Renter",), ("Boat",)),
                   RelTypeInfo("DECORATED", 10, ("Painter",), ("Boat",))),
    property_graph=True)


class Rentals:
    def schema(self) -> GraphSchema:
        return RENTALS


def _answer(form: str) -> Answer:
    answer = Answer("who rented the Blue Heron", "", [], Provenance.KG_APPROXIMATE, "schema")
    answer.trace.logical_form = form
    return answer


def test_a_verb_whose_doer_noun_is_the_answers_label_stands_for_it():
    why = label_verbs(Rentals(), _answer("(AND (TYPE Renter) (JOIN HIRED boat:1))"), ["rented"])
    assert why and "Renter" in why[0] and "HIRED" in why[0]


def test_a_verb_of_another_label_does_not():
    assert label_verbs(Rentals(), _answer("(AND (TYPE Renter) (JOIN HIRED boat:1))"), ["painted"]) == []
    # the label's verb, but its nodes start no relationship type the form walks
    assert label_verbs(Rentals(), _answer("(TYPE Renter)"), ["rented"]) == []


CELLAR = GraphSchema(
    labels=(LabelInfo("Wine", 30, (_p("name"),), "name"),
            LabelInfo("Plot", 40, (_p("name"),), "name"),
            LabelInfo("Grower", 20, (_p("name"),), "name")),
    relationships=(RelTypeInfo("SUPPLIED", 90, ("Plot",), ("Wine",)),
                   RelTypeInfo("FARMED_BY", 45, ("Plot",), ("Grower",))),
    property_graph=True)
ANN = Entity("grower:1", "Ann Lee")


def test_a_noun_after_a_names_possessive_is_read_as_the_label_next_to_the_name_on_the_walk():
    index = SchemaIndex(Orchard(CELLAR))
    reading = read("which wines are from Ann Lee's fields")
    at = [i for i, t in enumerate(reading.tokens) if t.low in ("ann", "lee")]
    g = Grounding([EntityMention(tuple(at), ANN, ("Grower",))], [], schema_words(reading, index, set(at)))
    builder = Builder(reading, g, index)
    best = candidates(builder)[0]
    assert to_sexpr(best.form) == "(AND (TYPE Wine) (JOIN (JOIN (R SUPPLIED) FARMED_BY) grower:1))"
    rows = word_coverage(best, reading, builder)
    read_as = [r for r in rows if r.span == "fields" and r.covered_by is not None]
    assert read_as and "Plot" in read_as[0].covered_by
    assert any(r.covered_by is None and "'fields'" in r.span for r in rows)


def test_a_noun_is_left_unread_where_the_form_tests_its_label_by_a_step_no_word_names():
    # "Ann Lee's" plots are reached by FARMED_BY, which no word names; "have more than 40 rows" alone would pin Plot
    orchard = GraphSchema(
        labels=(*_orchard(greenhouse_rows=False).labels, LabelInfo("Grower", 20, (_p("name"),), "name")),
        relationships=(*_orchard(greenhouse_rows=False).relationships,
                       RelTypeInfo("FARMED_BY", 45, ("Plot",), ("Grower",))),
        property_graph=True)
    index = SchemaIndex(Orchard(orchard))
    reading = read("which fields does Ann Lee have with more than 40 rows")
    at = [i for i, t in enumerate(reading.tokens) if t.low in ("ann", "lee")]
    g = Grounding([EntityMention(tuple(at), ANN, ("Grower",))], [], schema_words(reading, index, set(at)))
    builder = Builder(reading, g, index)
    best = candidates(builder)[0]
    assert "FARMED_BY" in to_sexpr(best.form) and "rowCount" in to_sexpr(best.form)
    assert not any(r.span == "fields" and r.covered_by is not None for r in word_coverage(best, reading, builder))


def test_the_verb_after_who_is_no_noun_of_the_asker():
    # "who *fields* …": a verb after "who", though English has "fields" as a noun too
    best, rows = _covered("who fields more than 40 rows", _orchard(greenhouse_rows=False))
    assert not any(r.span == "fields" and r.covered_by is not None for r in rows)
