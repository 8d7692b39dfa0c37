"""A measure noun after a word that already names a key in its unit: "how much *prize* money comes with the jury
prize" is the award's prize (``prizeEur``), not a sum of every other amount kept in euros (the films' financing);
on the film-festival graph of bench/own/propgraph4, on the real test Neo4j with MiniLM."""

from __future__ import annotations

from pathlib import Path

import pytest

from kgchat.types import Provenance

pytestmark = pytest.mark.neo4j
GRAPH = Path(__file__).resolve().parent.parent / "bench" / "own" / "propgraph4"


@pytest.fixture(scope="module")
def festival(neo4j_server):
    from neo4j_server import schema_engine_on_bench

    with schema_engine_on_bench(neo4j_server, GRAPH) as engine:
        yield engine


def test_money_after_a_word_naming_a_key_in_its_unit_names_no_other(festival):
    answer = festival.ask("how much prize money comes with the jury prize")
    assert "prizeEur" in str(answer.trace.logical_form), answer.trace.logical_form
    assert [e.name for e in answer.entities] == ["10000"]


@pytest.fixture(scope="module")
def theatre(neo4j_server):
    from neo4j_server import schema_engine_on_bench

    with schema_engine_on_bench(neo4j_server, GRAPH.parent / "propgraph14") as engine:
        yield engine


def test_money_after_words_naming_the_key_is_read_with_them(theatre):
    # "box office" names boxOfficeGbp surely; "money" says the same key, so no word of the ranking is left unread
    answer = theatre.ask("Which performance took the most money at the box office?")
    assert str(answer.trace.logical_form) == "(ARGMAX (TYPE Performance) boxOfficeGbp)"
    assert answer.provenance is Provenance.KG_EXACT, answer.trace.not_covered
