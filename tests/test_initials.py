"""A key spelt with the initials of a term of the trade (``arrApplies``: artist's resale right) is named where the
question says the term in full, on a small print-shop graph on the real test Neo4j with MiniLM; words that are no
term name no key by their initials: function words, or one of them cut short ("est" of "estimate").
"""

from __future__ import annotations

import pytest

from kgchat.types import Provenance

pytestmark = pytest.mark.neo4j

NODES = {
    "p1": (["Print"], {"stockNo": "PR-1", "arrApplies": True, "estLow": 200}),
    "p2": (["Print"], {"stockNo": "PR-2", "arrApplies": False, "estLow": 90}),
    "p3": (["Print"], {"stockNo": "PR-3", "arrApplies": True, "estLow": 450}),
}


@pytest.fixture(scope="module")
def prints(neo4j_server):
    from neo4j_server import schema_engine_on

    with schema_engine_on(neo4j_server, NODES) as engine:
        yield engine


def test_a_key_spelt_with_initials_is_named_by_the_term_in_full(prints):
    answer = prints.ask("prints where artist's resale right applies")
    assert sorted(e.name for e in answer.entities) == ["PR-1", "PR-3"], answer.trace.logical_form
    assert answer.provenance is Provenance.KG_EXACT, answer.trace.not_covered  # every word of the term read


def test_initials_are_read_only_from_words_in_a_row_that_are_no_function_words():
    from kgchat.reasoning.schema_parser.initials import _spelt
    from kgchat.reasoning.schema_parser.words import read

    assert _spelt(read("artist's resale right").tokens, "arr", set()) == (0, 2, 3)
    assert _spelt(read("a resale right").tokens, "arr", set()) == ()  # "a" is a function word
    assert _spelt(read("artist and the resale right").tokens, "arr", set()) == ()
