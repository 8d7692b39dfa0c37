"""A label named by an English plural that no ending rule undoes: "people" names a Person label as surely as
"persons" does."""

from __future__ import annotations

from kgchat.reasoning.schema_parser.grounding import schema_words
from kgchat.reasoning.schema_parser.schema_index import SchemaIndex
from kgchat.reasoning.schema_parser.words import read, stem
from kgchat.schema import GraphSchema, LabelInfo, PropertyInfo


class People:
    def schema(self) -> GraphSchema:
        return GraphSchema(labels=(LabelInfo("Person", 3, (PropertyInfo("name", "string", count=3, distinct=3),),
                                             "name"),), relationships=(), property_graph=True)


def test_irregular_plurals_name_their_singular():
    assert [stem(w) for w in ("people", "persons", "women", "children")] == ["person", "person", "woman", "child"]
    reading = read("how many people are there")
    found = {m.element.name: m.score for m in schema_words(reading, SchemaIndex(People()), set())}
    assert found.get("Person", 0) >= 0.9


def test_a_word_with_a_capital_inside_is_a_name_not_a_schema_word():
    import pytest

    from kgchat.errors import ModelError
    from kgchat.scorers.embedding import load_minilm

    try:
        encoder = load_minilm()
    except ModelError as exc:
        pytest.skip(f"no MiniLM: {exc}")

    class Films:
        def schema(self) -> GraphSchema:
            return GraphSchema(labels=(LabelInfo("Film", 3, (PropertyInfo("title", "string", count=3, distinct=3),
                                                             PropertyInfo("ageRating", "string", count=3)), "title"),),
                               relationships=(), property_graph=True)

    index = SchemaIndex(Films(), encoder)
    found = {m.element.name: m.tokens for m in schema_words(read("IMDb rating of Heat"), index, set())}
    assert "Film" not in found and found["ageRating"] == (1,)  # "rating" is still read; "IMDb" names nothing
    assert "Film" in {m.element.name for m in schema_words(read("movie rating of Heat"), index, set())}
