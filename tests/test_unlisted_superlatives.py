"""A superlative no list holds ("the *windiest* trip", "the *muddiest* field"): English makes it of an adjective,
so it ranks by what that adjective says, the most of it (``words._unlisted_superlative``); a capitalised word (a
name) and a word that only ends in "est" ("interest", "forest") rank nothing."""

from __future__ import annotations

import pytest
from neo4j_server import ask_form as _ask

from kgchat.reasoning.schema_parser.words import read


@pytest.mark.parametrize(("question", "ranks"), [
    ("windiest trip", "windiest"),
    ("which field is the muddiest", "muddiest"),
    ("the heaviest lot", "heaviest"),  # a listed one, as before
    ("trips with an interest rate", None),
    ("walks in Ashdown Forest", None),
    ("the Sunniest Side café", None),  # capitalised: a name's word
])
def test_an_unlisted_superlative_ranks(question, ranks):
    top = [c for c in read(question).cues if c.kind == "top"]
    assert (top[0].word if top else None) == ranks
    assert not top or top[0].op == "max"


NODES = {
    "t1": (["Sailing"], {"sailingRef": "SL-1", "maxWindKnots": 14}),
    "t2": (["Sailing"], {"sailingRef": "SL-2", "maxWindKnots": 31}),
    "t3": (["Sailing"], {"sailingRef": "SL-3", "maxWindKnots": 22}),
}


@pytest.mark.neo4j
def test_the_windiest_sailing(neo4j_server):
    from neo4j_server import schema_engine_on

    with schema_engine_on(neo4j_server, NODES) as engine:
        answer, form, names = _ask(engine, "the windiest sailing")
    assert names == ["SL-2"], (form, names)
