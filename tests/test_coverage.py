"""The coverage check behind the badge, on the tiny movie graph: what each part of a question is covered by, and the
badge that follows (kg-exact only when everything is covered; nothing from the graph when the question asks for
something outside its schema)."""

from __future__ import annotations

import pytest

from kgchat.reasoning import coverage as cov
from kgchat.reasoning.question import Vocabulary, analyse
from kgchat.types import Provenance

pytest.importorskip("sentence_transformers")


@pytest.fixture
def vocab(tiny_sqlite, encoder):
    return Vocabulary.for_graph(tiny_sqlite, encoder)


def test_analysis_finds_every_part(tiny_sqlite, vocab):
    a = analyse("how many comedies starring Audrey Tautou came out after 2000", tiny_sqlite, vocab)
    assert a.count == "how many"
    assert [m.text for m in a.mentions] == ["comedies", "audrey tautou"]
    assert a.mentions[0].singular and a.mentions[0].entities[0].id == "Comedy"
    assert [(c.op, c.value) for c in a.comparisons] == [("gt", "2000")]
    assert {w.relation for w in a.named_relations} == {"starred_actors", "release_year"}


def test_wordings_map_to_relations(vocab):
    assert vocab.name("penned")[0] == "written_by"
    assert vocab.name("come out")[0] == "release_year"
    assert vocab.name("language")[0] == "in_language"
    assert vocab.name("president")[0] is None


def test_answer_through_the_wrong_relation_is_not_exact(tiny_sqlite, vocab):
    # "what language is Amelie in" answered through has_tags: the word 'language' is left uncovered
    a = analyse("what language is Amelie in", tiny_sqlite, vocab)
    done = cov.Covered(entities={"amelie": "(JOIN (R has_tags) Amélie)"}, relations={"has_tags"},
                       answer_relation="has_tags")
    parts = cov.check(a, done)
    assert [c.span for c in parts if c.covered_by is None] == ["language"]
    assert cov.badge(parts, has_answer=True) is Provenance.KG_APPROXIMATE
    right = cov.Covered(entities={"amelie": "(JOIN (R in_language) Amélie)"}, relations={"in_language"},
                        answer_relation="in_language")
    assert cov.badge(cov.check(a, right), has_answer=True) is Provenance.KG_EXACT


def test_a_dropped_aggregation_or_constraint_is_reported(tiny_sqlite, vocab):
    a = analyse("how many films did Christopher Nolan direct after 2009", tiny_sqlite, vocab)
    done = cov.Covered(entities={"christopher nolan": "(JOIN directed_by ...)"}, relations={"directed_by"}, subject=True)
    parts = cov.check(a, done)
    assert sorted(c.span for c in parts if c.covered_by is None) == ["after 2009", "how many"]
    assert {c.kind for c in parts if c.covered_by is None} == {"constraint", "aggregation"}
    assert cov.badge(parts, has_answer=True) is Provenance.KG_APPROXIMATE


def test_a_walked_relation_no_word_asks_for_is_not_exact(tiny_sqlite, vocab):
    a = analyse("what has Christopher Nolan written", tiny_sqlite, vocab)
    done = cov.Covered(entities={"christopher nolan": "..."}, relations={"written_by", "has_genre"},
                       unasked=["has_genre"])
    assert cov.badge(cov.check(a, done), has_answer=True) is Provenance.KG_APPROXIMATE


@pytest.mark.parametrize("question", ["Who is the president of France?", "How tall is Matt Damon?",
                                      "who is Matt Damon married to"])
def test_questions_outside_the_schema(tiny_sqlite, vocab, question):
    a = analyse(question, tiny_sqlite, vocab)
    assert cov.asks_outside_graph(a, cov.check(a, cov.Covered()))


def test_questions_inside_the_schema_are_not_refused(tiny_sqlite, vocab):
    a = analyse("who directed Titanic", tiny_sqlite, vocab)
    done = cov.Covered(entities={"titanic": "(JOIN (R directed_by) Titanic)"}, relations={"directed_by"},
                       answer_relation="directed_by")
    assert not cov.asks_outside_graph(a, cov.check(a, done))
    assert cov.badge(cov.check(a, done), has_answer=False) is Provenance.NONE


def test_a_bracketed_name_wins_over_a_title_inside_it(tiny_sqlite, vocab):
    from kgchat.types import Triple

    for film in ("Planet of the Apes", "Dawn of the Planet of the Apes"):  # "of" is an operator word ("number of")
        tiny_sqlite.add_triple(Triple(film, "written_by", f"writer of {film}"))
    for question in ("who wrote [Dawn of the Planet of the Apes]", "who wrote \"Dawn of the Planet of the Apes\""):
        a = analyse(question, tiny_sqlite, vocab)
        assert [m.text for m in a.mentions] == ["dawn of the planet of the apes"], question
