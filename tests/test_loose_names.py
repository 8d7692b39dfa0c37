"""A long name said with the label's word and a preposition put in between ("the Dutch Masters *exhibition in* May
2025" for the exhibition titled "Dutch Masters, May 2025") names that node, on a small gallery graph on the real test
Neo4j; words that only share some of the name's words, or put other words in between, name nothing this way.
"""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.neo4j

NODES = {
    "dm24": (["Exhibition"], {"title": "Dutch Masters, March 2024", "opensOn": "2024-03-02", "theme": "painting"}),
    "dm25": (["Exhibition"], {"title": "Dutch Masters, May 2025", "opensOn": "2025-05-10", "theme": "painting"}),
    "mp24": (["Exhibition"], {"title": "Modern Prints, March 2024", "opensOn": "2024-03-20", "theme": "prints"}),
    "quay": (["Gallery"], {"name": "Quay Gallery", "town": "Harwick"}),
    "mill": (["Gallery"], {"name": "Mill Gallery", "town": "Sefton"}),
}
RELS = [("dm24", "SHOWN_AT", "quay"), ("dm25", "SHOWN_AT", "mill"), ("mp24", "SHOWN_AT", "quay")]


@pytest.fixture(scope="module")
def galleries(neo4j_server):
    from neo4j_server import schema_engine_on

    with schema_engine_on(neo4j_server, NODES, rels=RELS) as engine:
        yield engine


def test_a_name_said_with_the_label_word_and_a_preposition_inside_names_the_node(galleries):
    answer = galleries.ask("Which gallery was the Dutch Masters exhibition in May 2025 shown at?")
    assert [e.name for e in answer.entities] == ["Mill Gallery"], answer.trace.logical_form
    answer = galleries.ask("when did the Modern Prints exhibition of March 2024 open")
    assert [e.name for e in answer.entities] == ["2024-03-20"], answer.trace.logical_form
    answer = galleries.ask("When was the Dutch Masters exhibition of May 2025?")  # its one date
    assert [e.name for e in answer.entities] == ["2025-05-10"], answer.trace.logical_form


def test_other_words_put_in_between_name_nothing_this_way(galleries):
    from kgchat.reasoning.schema_parser.loose_names import spread_names
    from kgchat.reasoning.schema_parser.words import read

    index, store = galleries.index, galleries.graph
    assert spread_names(read("the Dutch Masters exhibition we hung in May 2025"), index, store, set()) == []
    found = spread_names(read("the Dutch Masters exhibition in May 2025"), index, store, set())
    assert [(idx, e.name) for idx, e in found] == [((1, 2, 3, 4, 5, 6), "Dutch Masters, May 2025")]
