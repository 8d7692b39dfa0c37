"""Events kept as relationships (a clinic's VISITED with its date, fee and minutes): "how many visits in 2024",
"visits per month", "how much was paid in fees in 2023" count and total the relationships themselves, not the
patients or clinics at their ends; the other readings the same questions brought out: a passive verb of a type
between one label's nodes ("mentored by"), a label's own word that begins a key ("patients" / patientNo), a test on
a relationship's number said two steps away, and "to the nearest euro" as rounding.

Read on a small schema with no graph behind it (grounding by stems, no encoder); the count runs on Neo4j at the end.
"""

from __future__ import annotations

import pytest
from schema_forms import best

from kgchat.errors import KGChatError
from kgchat.logic.nodes import And, Class, Compare, Join, Literal, Relation
from kgchat.logic.sexpr import parse, to_sexpr
from kgchat.reasoning.schema_parser.edge_lists import list_edges
from kgchat.reasoning.schema_parser.event_nouns import act_noun
from kgchat.reasoning.schema_parser.schema_index import SchemaIndex
from kgchat.reasoning.schema_parser.words import read
from kgchat.schema import GraphSchema, LabelInfo, PropertyInfo, RelTypeInfo

CLINICS = GraphSchema(
    labels=(LabelInfo("Patient", 40, (PropertyInfo("name", "string", count=40, distinct=40),
                                      PropertyInfo("patientNo", "int", count=40, distinct=40),
                                      PropertyInfo("birthYear", "int", count=36, distinct=30),
                                      PropertyInfo("heightM", "float", count=40, distinct=35)), "name"),
            LabelInfo("Clinic", 6, (PropertyInfo("name", "string", count=6, distinct=6),
                                    PropertyInfo("opened", "int", count=6, distinct=5)), "name")),
    relationships=(RelTypeInfo("VISITED", 300, ("Patient",), ("Clinic",),
                               (PropertyInfo("date", "date", count=300, distinct=250),
                                PropertyInfo("feeEur", "float", count=300, distinct=90),
                                PropertyInfo("waitMinutes", "int", count=300, distinct=60),
                                PropertyInfo("score", "int", count=120, distinct=5),
                                PropertyInfo("travelMetres", "int", count=300, distinct=200))),
                   RelTypeInfo("MENTORED", 12, ("Patient",), ("Patient",), ())),
    property_graph=True)


class Clinics:
    def schema(self) -> GraphSchema:
        return CLINICS

    def execute(self, form: object) -> list:
        raise KGChatError("no graph behind this schema")


@pytest.fixture(scope="module")
def index() -> SchemaIndex:
    return SchemaIndex(Clinics())


EDGES = "(JOIN VISITED.start (TYPE Patient))"


def test_visits_in_a_year_are_counted_as_relationships(index):
    assert best("how many visits happened in 2024", index) == \
        f"(COUNT (AND {EDGES} (AND (ge VISITED.date 2024) (lt VISITED.date 2025))))"


def test_visits_per_month_are_grouped_by_the_month_of_their_date(index):
    assert best("count the visits per month", index) == \
        f"(TOP (JOIN (R (MONTH VISITED.date)) {EDGES}) (AGG count (R (MONTH VISITED.date)) {EDGES}) 50)"


def test_a_total_of_a_relationships_own_number_adds_up_the_relationships(index):
    assert best("how much was paid in fees in 2023", index) == \
        f"(SUM (AND {EDGES} (AND (ge VISITED.date 2023) (lt VISITED.date 2024))) VISITED.feeEur)"


def test_visits_per_value_of_their_own_are_grouped_by_it(index):
    assert best("how many visits got each score", index) == \
        f"(TOP (JOIN (R VISITED.score) (AND {EDGES} (HAS VISITED.score))) " \
        f"(AGG count (R VISITED.score) (AND {EDGES} (HAS VISITED.score))) 50)"


def test_the_busiest_month_is_the_one_most_visits_fall_in(index):
    assert best("the busiest month of 2024 for visits", index) == \
        f"(ARGMAX (JOIN (R (MONTH VISITED.date)) (AND {EDGES} (AND (ge VISITED.date 2024) (lt VISITED.date 2025)))) " \
        f"(AGG count (R (MONTH VISITED.date)) (AND {EDGES} (AND (ge VISITED.date 2024) (lt VISITED.date 2025)))))"


def test_the_year_most_visits_fall_in_asked_with_which(index):
    assert best("which year had the most visits", index) == \
        f"(ARGMAX (JOIN (R (YEAR VISITED.date)) {EDGES}) (AGG count (R (YEAR VISITED.date)) {EDGES}))"


def test_a_total_no_noun_names_yields_to_the_nodes_own_number(index):
    # a tie of two node readings here (no encoder to tell "metres" from heightM's "m"); never the visits' own number
    assert not best("average height in metres", index).startswith("(AVG (JOIN VISITED.start")


def test_a_number_and_a_property_some_lack_keep_the_relationships(index):
    assert best("how many visits had a wait over 30 minutes", index) == \
        f"(COUNT (AND {EDGES} (gt VISITED.waitMinutes 30)))"
    assert best("how many visits got a score", index) == f"(COUNT (AND {EDGES} (HAS VISITED.score)))"


def test_the_nodes_counted_stay_nodes_when_a_label_is_counted(index):
    assert best("how many patients visited a clinic in 2024", index).startswith("(COUNT (AND (AND (TYPE Patient)")


def test_a_passive_verb_reads_a_type_between_one_labels_nodes_backwards(index):
    assert best("how many patients were mentored by another patient", index) == \
        "(COUNT (AND (TYPE Patient) (HAS (R MENTORED))))"
    assert best("patients who mentored someone", index) == "(AND (TYPE Patient) (HAS MENTORED))"


def test_a_type_named_by_a_verb_is_also_read_as_its_noun():
    from kgchat.reasoning.schema_parser.schema_index import _element

    assert act_noun(_element("rel", "RODE")) == "rides"
    assert act_noun(_element("rel", "VISITED")) == "visits"
    assert act_noun(_element("rel", "BORROWED")) is None  # no noun "borrow"
    assert act_noun(_element("rel", "BASED_AT")) is None


def test_to_the_nearest_unit_is_rounding():
    rounding = [c for c in read("How much was paid in 2023? Round to the nearest euro.").cues if c.kind == "round"]
    assert [c.value for c in rounding] == [0] and rounding[0].word.endswith("euro")
    assert not [c for c in read("the nearest clinic to the station").cues if c.kind == "round"]


def test_a_comparison_on_relationships_two_steps_away_lists_them():
    deep = And(Class("Clinic"), Join(Relation("VISITED.end", reverse=True), Compare("gt", Relation("VISITED.waitMinutes"),
                                                                                    Literal("30"))))
    assert to_sexpr(list_edges(CLINICS, Join(Relation("VISITED"), deep))) == \
        "(JOIN VISITED (AND (TYPE Clinic) (JOIN (R VISITED.end) (AND (JOIN VISITED.start (TYPE Patient)) " \
        "(gt VISITED.waitMinutes 30)))))"


NODES = {"p1": (["Patient"], {"name": "Ivo Marr", "patientNo": 7, "birthYear": 1990}),
         "p2": (["Patient"], {"name": "Jo Vance", "patientNo": 2101, "birthYear": 2006}),
         "p3": (["Patient"], {"name": "Al Grey", "patientNo": 3050, "birthYear": 1971}),
         "c1": (["Clinic"], {"name": "Bayside"})}


@pytest.fixture(scope="module")
def clinics(neo4j_server):
    from neo4j_server import schema_engine_on

    def fill(s) -> None:
        for patient, day, fee in (("p1", "2024-02-01", 20.0), ("p1", "2024-05-03", 15.5), ("p2", "2023-07-09", 40.0)):
            s.run("MATCH (a {_h: $a}), (b {_h: 'c1'}) CREATE (a)-[:VISITED {date: date($d), feeEur: $f}]->(b)",
                  a=patient, d=day, f=fee)

    with schema_engine_on(neo4j_server, NODES, fill) as engine:
        yield engine


@pytest.mark.neo4j
def test_visits_and_their_fees_on_neo4j(clinics):
    from kgchat.logic.executor import execute

    form = parse("(COUNT (AND (JOIN VISITED.start (TYPE Patient)) (AND (ge VISITED.date 2024) (lt VISITED.date 2025))))")
    assert [e.id for e in clinics.graph.execute(form)] == ["2"] == [e.id for e in execute(form, clinics.graph)]
    assert [e.name for e in clinics.ask("how many visits happened in 2024").entities] == ["2"]
    assert [e.name for e in clinics.ask("total fees paid by Ivo Marr").entities] == ["35.5"]


@pytest.mark.neo4j
def test_a_labels_own_word_names_no_key_to_compare(clinics):
    assert [e.name for e in clinics.ask("patients born after 2004").entities] == ["Jo Vance"]


def test_only_a_plural_noun_after_how_many_is_the_relationships_counted():
    from kgchat.text import plural_noun as _plural

    assert _plural("rides") and _plural("visits")
    assert not _plural("run") and not _plural("visit")  # "how many contracts *run* out": their verb


def test_a_relationship_named_through_its_own_property_stays_so_named():
    from kgchat.reasoning.schema_parser.event_nouns import own_property_first
    from kgchat.reasoning.schema_parser.schema_index import SchemaMention, _element

    score = _element("edge_prop", "score", "VISITED", CLINICS.rel("VISITED").properties[3])
    by_property, by_likeness = SchemaMention((2,), score, 1.0), SchemaMention((2,), _element("rel", "VISITED"), 0.65)
    assert own_property_first([by_property, by_likeness]) == [by_property]
    assert own_property_first([by_likeness]) == [by_likeness]
