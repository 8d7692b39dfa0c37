"""The schema parser's best reading of a question, on a schema with no graph behind it (grounding by stems): the
helper the schema-parser tests share."""

from __future__ import annotations

from kgchat.logic.sexpr import to_sexpr
from kgchat.reasoning.schema_parser.assemble import candidates
from kgchat.reasoning.schema_parser.build import Builder
from kgchat.reasoning.schema_parser.grounding import schema_words
from kgchat.reasoning.schema_parser.schema_index import Grounding, SchemaIndex
from kgchat.reasoning.schema_parser.words import read


def best(question: str, index: SchemaIndex) -> str:
    """The logical form of the first candidate the parser builds for ``question``."""
    reading = read(question)
    return to_sexpr(candidates(Builder(reading, Grounding([], [], schema_words(reading, index, set())), index))[0].form)
