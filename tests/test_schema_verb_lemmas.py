"""Verbs meeting the graph's names whatever form they are in (``schema_parser/verb_lemmas.py``, ``dated_verbs.py``):

- a verb form meets a key or type spelt with another form of the verb ("supervised" / ``supervises``), and a doer
  noun ("supervisors") the type of its verb;
- a verb compared with the graph's names in its dictionary form ("lent out" as "lend out" meets ``BORROWED``);
- the verb of "when was X <verb>" read as the one of the dated keys it means.

Read on small schemas with no graph behind them."""

from __future__ import annotations

from schema_forms import SchemaOnly

from kgchat.logic.nodes import Entity, Join, Relation
from kgchat.reasoning.schema_parser.dated_verbs import dated_verb
from kgchat.reasoning.schema_parser.grounding import schema_words
from kgchat.reasoning.schema_parser.schema_index import SchemaIndex
from kgchat.reasoning.schema_parser.verb_lemmas import verb_mentions
from kgchat.reasoning.schema_parser.words import read
from kgchat.schema import GraphSchema, LabelInfo, PropertyInfo, RelTypeInfo


def _p(key: str, kind: str = "string", distinct: int = 10, count: int = 10, samples: tuple = ()) -> PropertyInfo:
    return PropertyInfo(key, kind, count=count, distinct=distinct, samples=samples)


STAFF = GraphSchema(labels=(LabelInfo("Staff", 10, (_p("name"),), "name"),
                            LabelInfo("Intern", 5, (_p("name"),), "name")),
                    relationships=(RelTypeInfo("SUPERVISES", 5, ("Staff",), ("Intern",)),),
                    property_graph=True)


def test_a_doer_noun_meets_the_type_of_its_verb():
    # "supervisors": who SUPERVISES, surely (before, only the first five letters were shared)
    index = SchemaIndex(SchemaOnly(STAFF))
    reading = read("Which staff are supervisors of interns?")
    found = {m.element.name: m for m in schema_words(reading, index, set())}
    assert found["SUPERVISES"].score >= 0.8 and not found["SUPERVISES"].prefix


def test_a_past_form_meets_a_key_spelt_with_its_present():
    schema = GraphSchema(labels=(LabelInfo("Course", 10, (_p("name"), _p("supervises"), _p("serviceLevel")), "name"),),
                         relationships=(), property_graph=True)
    index = SchemaIndex(SchemaOnly(schema))
    reading = read("Who supervised the course Algebra?")
    found = {m.element.name: m for m in verb_mentions(reading, index, schema_words(reading, index, set()), set())}
    assert found["supervises"].score >= 1.0
    # a noun spelt as a verb is another word: "serviced" does not name the service level
    reading = read("Which courses were serviced?")
    found = {m.element.name: m for m in verb_mentions(reading, index, schema_words(reading, index, set()), set())}
    assert "serviceLevel" not in found or found["serviceLevel"].score < 0.75


TOOLS = GraphSchema(
    labels=(LabelInfo("Member", 20, (_p("name"),), "name"),
            LabelInfo("Tool", 30, (_p("name"), _p("acquired", samples=("2021-03-04", "2022-11-30")),
                                   _p("manufactured", "int", samples=(1998, 2004))), "name")),
    relationships=(RelTypeInfo("BORROWED", 60, ("Member",), ("Tool",)),
                   RelTypeInfo("REPAIRED", 10, ("Member",), ("Tool",))),
    property_graph=True)


def test_a_verb_in_its_dictionary_form_names_a_type(encoder):
    # "lent out" is far from BORROWED as written (0.32), "lend out" near "borrow" (0.78); lending is also borrowing
    # said from the other side (``grounding.CONVERSE``), which the stems alone now find
    index = SchemaIndex(SchemaOnly(TOOLS), encoder)
    reading = read("Which tools were lent out in 2024?")
    before = {m.element.name: m for m in schema_words(reading, index, set())}
    after = {m.element.name: m for m in verb_mentions(reading, index, list(before.values()), set())}
    assert before["BORROWED"].tokens == (3,)
    assert "BORROWED" in after and after["BORROWED"].tokens[0] == 3 and "REPAIRED" not in after
    reading = read("Which tools were repaired in 2024?")
    assert "BORROWED" not in {m.element.name for m in schema_words(reading, index, set())}


def test_a_noun_is_not_read_as_a_verb(encoder):
    index = SchemaIndex(SchemaOnly(TOOLS), encoder)
    reading = read("How many loans are there?")
    after = verb_mentions(reading, index, [], set())
    assert after == []


class _Builder:
    def __init__(self, index: SchemaIndex):
        self.index = index


class _Cand:
    def __init__(self, key: str):
        self.form = Join(Relation(key, reverse=True), Entity("t1"))


def test_the_verb_of_when_is_read_as_the_date_it_means(encoder):
    index = SchemaIndex(SchemaOnly(TOOLS), encoder)
    reading = read("When was the tool Red Drill bought?")
    verb = next(i for i, t in enumerate(reading.tokens) if t.low == "bought")
    assert dated_verb(verb, _Cand("acquired"), reading, _Builder(index)) is not None
    # the other date is not what "bought" means, and a question that asks no time reads no date
    assert dated_verb(verb, _Cand("manufactured"), reading, _Builder(index)) is None
    other = read("Who bought the tool Red Drill?")
    assert dated_verb(verb - 2, _Cand("acquired"), other, _Builder(index)) is None


def test_a_verb_is_not_read_as_the_only_date_kept(encoder):
    # "when did it break" of a graph keeping one date only: the event may not be kept at all
    schema = GraphSchema(labels=(LabelInfo("Tool", 30, (_p("name"), _p("acquired", samples=("2021-03-04",))),
                                           "name"),), relationships=(), property_graph=True)
    index = SchemaIndex(SchemaOnly(schema), encoder)
    reading = read("When did the tool Red Drill break?")
    verb = next(i for i, t in enumerate(reading.tokens) if t.low == "break")
    assert dated_verb(verb, _Cand("acquired"), reading, _Builder(index)) is None


def test_a_noun_that_is_also_a_verb_is_not_read_as_the_date(encoder):
    # "the *purchase*": a noun here, whatever date it is near in meaning
    index = SchemaIndex(SchemaOnly(TOOLS), encoder)
    reading = read("When was the purchase of the tool Red Drill?")
    noun = next(i for i, t in enumerate(reading.tokens) if t.low == "purchase")
    assert dated_verb(noun, _Cand("acquired"), reading, _Builder(index)) is None
