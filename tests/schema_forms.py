"""The schema parser's best reading of a question, on a schema with no graph behind it (grounding by stems): the
helpers the schema-parser tests share."""

from __future__ import annotations

from kgchat.errors import KGChatError
from kgchat.logic.sexpr import to_sexpr
from kgchat.reasoning.schema_parser.assemble import candidates
from kgchat.reasoning.schema_parser.build import Builder
from kgchat.reasoning.schema_parser.coverage import word_coverage
from kgchat.reasoning.schema_parser.grounding import schema_words
from kgchat.reasoning.schema_parser.schema_index import Grounding, SchemaIndex
from kgchat.reasoning.schema_parser.words import read
from kgchat.schema import GraphSchema


def best(question: str, index: SchemaIndex) -> str:
    """The logical form of the first candidate the parser builds for ``question``."""
    reading = read(question)
    return to_sexpr(candidates(Builder(reading, Grounding([], [], schema_words(reading, index, set())), index))[0].form)


class SchemaOnly:
    """The least of a GraphStore the schema parser reads: a schema, and no values behind it."""

    def __init__(self, schema: GraphSchema):
        self._schema = schema

    def schema(self) -> GraphSchema:
        return self._schema

    def property_values(self, *args: object) -> list:
        return []

    def execute(self, form: object) -> list:
        raise KGChatError("no graph behind this schema")

    def relations(self, *args: object) -> list:
        return []

    def search_entities(self, *args: object, **kwargs: object) -> list:
        return []


def best_and_unread(question: str, index: SchemaIndex) -> tuple[str, list[str]]:
    """The first candidate's form and the words its coverage leaves unread."""
    reading = read(question)
    builder = Builder(reading, Grounding([], [], schema_words(reading, index, set())), index)
    cand = candidates(builder)[0]
    return to_sexpr(cand.form), [row.span for row in word_coverage(cand, reading, builder) if row.covered_by is None]
