"""Two readings of a small shipping schema (no graph behind it: the store gives only its schema) where one key
means different things on different labels, and a label names a kind of another:

- a year compared with a key that holds dates on the label asked about, though it holds whole-number years on
  another label, is compared as the whole year ("ships commissioned after 2015": from 2016 on, not from the first
  day of 2015 on);
- a word that is a label's own name ("the *tanker* ships") is not a noun for the whole graph, which would account
  for it: it asks for that label.
"""

from __future__ import annotations

import pytest

from kgchat.logic.sexpr import to_sexpr
from kgchat.reasoning.schema_parser.assemble import candidates
from kgchat.reasoning.schema_parser.build import Builder
from kgchat.reasoning.schema_parser.framing import names_the_whole
from kgchat.reasoning.schema_parser.grounding import schema_words
from kgchat.reasoning.schema_parser.schema_index import Grounding, SchemaIndex
from kgchat.reasoning.schema_parser.words import read
from kgchat.schema import GraphSchema, LabelInfo, PropertyInfo, RelTypeInfo


def _p(key: str, kind: str = "string", samples: tuple[str, ...] = ()) -> PropertyInfo:
    return PropertyInfo(key, kind, count=20, distinct=20, samples=samples)


SHIPPING = GraphSchema(
    labels=(LabelInfo("Harbour", 5, (_p("name"), _p("commissioned", "int", ("1898", "1923", "1961"))), "name"),
            LabelInfo("Ship", 20, (_p("name"), _p("commissioned", "date", ("2014-05-01", "2016-02-03"))), "name"),
            LabelInfo("Tanker", 6, (_p("name"),), "name")),
    relationships=(RelTypeInfo("BASED_AT", 20, ("Ship",), ("Harbour",)),),
    property_graph=True)


class Fleet:
    def schema(self) -> GraphSchema:
        return SHIPPING

    def relations(self, entity_id, direction):
        return []


@pytest.fixture(scope="module")
def index() -> SchemaIndex:
    from kgchat.scorers.embedding import load_minilm

    return SchemaIndex(Fleet(), load_minilm())


def top(question: str, index: SchemaIndex):
    reading = read(question)
    builder = Builder(reading, Grounding([], [], schema_words(reading, index, set())), index)
    return reading, builder, candidates(builder)[0]


def test_a_year_against_dates_of_the_label_asked_is_the_whole_year(index):
    _, _, cand = top("which ships were commissioned after 2015", index)
    assert "(ge commissioned 2016)" in to_sexpr(cand.form)


def test_a_labels_own_word_is_no_noun_for_the_whole_graph(index):
    reading, builder, cand = top("count the tanker ships", index)
    i = [t.low for t in reading.tokens].index("tanker")
    assert not names_the_whole(i, cand, reading, builder)
