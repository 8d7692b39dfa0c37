"""Four readings the badge settles from the schema and the form, never from a list of wordings, on a small bakery
chain (a domain none of the benchmark graphs has):

- "who *drives* O-1": two relationship types join staff to orders (DELIVERS, CHECKED), and no word names either;
  but the verb read as the answer's ``Driver`` label names an end only DELIVERS has, so CHECKED is no other meaning
  of it (``hop_doubts.sibling_doubts``); the noun ("which *drivers* …") names the nodes, not what they do;
- "deck ovens bigger than 60 kg": a reading that answers with the bakeries the ovens stand in, a label no word
  names, by a step no word names, is no other meaning of a question all about ovens
  (``engine._walked_to_unnamed``);
- "the average seats *per* cafe": "per" before the things the average is taken over says what the average is of
  (``framing.accounted``);
- "the average credit limit, where one is *set*": a value held, which an average reads only where there is one;
  "where the status is set" still asks for shops with a status;
- "over *60k*": a number scaled by its letters ("k", "bn"; "m" is left alone, as often metres);
- "drivers *ranked by how many* orders they deliver": an ordering by a count, every driver, most first; the drivers
  are asked for, not the number, and "ties *by* name" is a tie-break, not a grouping;
- "driver *count* per shop": the noun before a count word is what each group counts;
- "orders by *sales* channel": a heading's key with a plain word before it that names nothing else;
- "orders with a *backup* driver": the opposite of a one-word true/false key (``primary``), as English has it;
- "bakers with *surname* Moss": a word that alone names one baker by part of her name is, right after the key it is
  stored in, the value tested on every baker (``name_parts``, ``filters``).

Each of these fails on 1752971, before these readings.
"""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from neo4j_server import ask_form as _ask

from kgchat.logic.nodes import Class, Compare, Literal, Relation
from kgchat.logic.sexpr import parse
from kgchat.reasoning.hop_doubts import _verb_for_doer, sibling_doubts, walked_types
from kgchat.reasoning.question import ranking_key
from kgchat.reasoning.schema_parser.engine import _walked_to_unnamed
from kgchat.reasoning.schema_parser.framing import _every
from kgchat.reasoning.schema_parser.parts import Candidate, Part
from kgchat.reasoning.schema_parser.per_group import _plain_qualifier
from kgchat.reasoning.schema_parser.words import number_value, read
from kgchat.schema import GraphSchema, LabelInfo, PropertyInfo, RelTypeInfo
from kgchat.types import Provenance


def _p(key: str, kind: str = "string") -> PropertyInfo:
    return PropertyInfo(key, kind, count=20, distinct=20)


BAKERY = GraphSchema(
    labels=(LabelInfo("Staff", 20, (_p("name"),), "name"),
            LabelInfo("Driver", 6, (_p("name"),), "name"),
            LabelInfo("Order", 40, (_p("code"),), "code")),
    relationships=(RelTypeInfo("DELIVERS", 40, ("Driver", "Staff"), ("Order",)),
                   RelTypeInfo("CHECKED", 30, ("Staff",), ("Order",))),
    property_graph=True)


def test_a_label_said_at_an_end_only_one_sibling_has_names_that_type():
    form = parse("(AND (TYPE Driver) (JOIN DELIVERS order:1))")
    words = ["who", "drives", "o", "1"]
    assert sibling_doubts(BAKERY, walked_types(BAKERY, form), words, walked_form=form)  # nothing read as a label
    assert sibling_doubts(BAKERY, walked_types(BAKERY, form), words, walked_form=form, labels={"Driver"}) == []
    # a label both types have at an end sets neither apart
    assert sibling_doubts(BAKERY, walked_types(BAKERY, form), words, walked_form=form, labels={"Staff", "Order"})
    # only a verb read as the answer's label says what its nodes do: "which drivers …" names them, no type
    assert _verb_for_doer("drives", "Driver") and not _verb_for_doer("drivers", "Driver")


def _cand(target: str, parts: list[Part], score: float) -> Candidate:
    return Candidate(Class(target), parts, "nodes", target, score)


def test_a_rival_walking_to_things_no_word_names_is_no_other_meaning():
    kind = Part(None, frozenset({0, 1}), 1.0, "value", "kind deck oven")
    mine = _cand("Oven", [Part(None, frozenset(), 0.5, "label", "Oven"), kind,
                          Part(Compare("gt", Relation("capacityKg"), Literal("60")), frozenset({2, 3, 4, 5}), 0.9,
                               "constraint", "capacity kg gt 60")], 4.6)
    walk = Part(None, frozenset(), 0.5, "relation", "STANDS_IN", guessed=True)
    rival = _cand("Bakery", [Part(None, frozenset(), 0.5, "label", "Bakery"), kind, walk], 4.3)
    assert "Bakery nodes, which no word names" in _walked_to_unnamed(rival, mine)
    # a word naming the step, or the label, makes it a reading of the question again
    said = _cand("Bakery", [Part(None, frozenset(), 0.5, "label", "Bakery"), kind,
                            Part(None, frozenset({6}), 0.9, "relation", "STANDS_IN", guessed=True)], 4.3)
    assert _walked_to_unnamed(said, mine) is None
    named = _cand("Bakery", [Part(None, frozenset({7}), 0.9, "label", "Bakery"), kind, walk], 4.3)
    assert _walked_to_unnamed(named, mine) is None


NODES = {
    "b1": (["Baker"], {"firstName": "Ida", "lastName": "Crane"}),
    "b2": (["Baker"], {"firstName": "Tom", "lastName": "Crane"}),
    "b3": (["Baker"], {"firstName": "Ada", "lastName": "Moss"}),
    "d1": (["Driver"], {"name": "Ann Vale"}),
    "d2": (["Driver"], {"name": "Bo Marsh"}),
    "d3": (["Driver"], {"name": "Cy Lund"}),
    "o1": (["Order"], {"code": "O-1", "channel": "phone"}),
    "o2": (["Order"], {"code": "O-2", "channel": "web"}),
    "o3": (["Order"], {"code": "O-3", "channel": "web"}),
    "o4": (["Order"], {"code": "O-4", "channel": "web"}),
    "o5": (["Order"], {"code": "O-5", "channel": "phone"}),
    "o6": (["Order"], {"code": "O-6", "channel": "web"}),
    "k1": (["Shop"], {"name": "Crumb Corner", "kind": "cafe", "seats": 20, "creditLimit": 500.0, "status": "open"}),
    "k2": (["Shop"], {"name": "Loaf Lane", "kind": "cafe", "seats": 30, "status": "open"}),
    "k3": (["Shop"], {"name": "Station Kiosk", "kind": "kiosk", "seats": 4, "creditLimit": 300.0,
                      "status": "closed"}),
}


@pytest.fixture(scope="module")
def bakery(neo4j_server):
    from neo4j_server import schema_engine_on

    rels = [("d2", "DELIVERS", "o1"), ("d2", "DELIVERS", "o2"), ("d1", "DELIVERS", "o3"),
            ("d1", "BASED_AT", "k1"), ("d2", "BASED_AT", "k1"), ("d3", "BASED_AT", "k2")]
    def primary(session) -> None:  # O-2 has Bo Marsh as its backup driver, the rest a primary one
        session.run("MATCH ()-[r:DELIVERS]->(o:Order) SET r.primary = o.code <> 'O-2'")

    with schema_engine_on(neo4j_server, NODES, fill=primary, rels=rels) as engine:
        yield engine


@pytest.mark.neo4j
def test_per_before_the_things_averaged_over(bakery):
    answer, form, names = _ask(bakery, "average seats per cafe")
    assert names == ["25"] or names == ["25.0"], (form, names)
    assert answer.provenance == Provenance.KG_EXACT, answer.trace.not_covered


@pytest.mark.neo4j
def test_a_value_held_is_what_an_average_reads(bakery):
    answer, form, names = _ask(bakery, "average credit limit where one is set")
    assert names == ["400"] or names == ["400.0"], (form, names)
    assert answer.provenance == Provenance.KG_EXACT, answer.trace.not_covered
    _, form, _ = _ask(bakery, "average credit limit where the status is set")  # a value of another key held
    assert "(HAS status)" in form, form


def test_a_number_scaled_by_its_letters():
    assert number_value("60k") == 60000 and number_value("£2.5k") == 2500 and number_value("1bn") == 1e9
    assert number_value("5m") is None  # as often metres as millions


def test_a_count_things_are_ordered_by_is_not_what_is_asked():
    words = ["drivers", "ranked", "by", "how", "many", "orders", "they", "deliver"]
    assert ranking_key(words, 3) and not ranking_key(["how", "many", "orders", "did", "bo", "marsh", "deliver"], 0)


@pytest.mark.neo4j
def test_ranked_by_how_many_lists_them_most_first(bakery):
    for question in ("drivers ranked by how many orders they deliver", "sort the drivers by number of orders",
                     "drivers ranked by how many orders they deliver, ties by name"):
        _, form, names = _ask(bakery, question)
        assert names[:2] == ["Bo Marsh", "Ann Vale"], (question, form, names)


@pytest.mark.neo4j
def test_a_count_said_after_its_noun_per_group(bakery):
    answer, form, names = _ask(bakery, "driver count per shop")
    assert names[:2] == ["Crumb Corner", "Loaf Lane"] and "count" in form, (form, names)


def test_a_plain_word_before_a_heading_key():
    # "orders by *sales* channel": a noun naming nothing of the graph; a word read as a key or label is no qualifier
    class Said:
        def __init__(self, question: str, named: tuple[int, ...] = ()) -> None:
            self.r = read(question)
            self.g = SimpleNamespace(schema=[SimpleNamespace(tokens=named, score=1.0)] if named else [])

    assert _plain_qualifier(Said("orders by sales channel"), 2)
    assert not _plain_qualifier(Said("orders by driver channel", (2,)), 2)
    assert not _plain_qualifier(Said("orders by the channel"), 2)


@pytest.mark.neo4j
def test_the_opposite_of_a_flag_said_of_a_relationship(bakery):
    # "backup" says primary is false, as "secondary" would: English's opposite of the one-word key
    _, form, names = _ask(bakery, "which orders have a backup driver")
    assert names == ["O-2"] and "primary false" in form, (form, names)


def test_per_in_an_average_with_no_label_of_its_own():
    # an average over relationships has no label to be every one of: "per" stays unread, and reading it is no error
    form = parse("(AVG (JOIN DELIVERS.start (TYPE Driver)) DELIVERS.minutes)")
    cand = Candidate(form, [Part(None, frozenset({3}), 1.0, "label", "Driver")], "number", "", 1.0)
    assert not _every(cand, cand.parts[0])


@pytest.mark.neo4j
def test_a_name_part_after_the_key_it_is_stored_in(bakery):
    # "Moss" alone names Ada Moss (one baker has it), but after "surname" it is the value asked about, not her
    for question in ("bakers with surname Moss", "bakers whose last name is Moss"):
        answer, form, names = _ask(bakery, question)
        assert names == ["Ada Moss"] and "(JOIN lastName Moss)" in form, (question, form, names)
