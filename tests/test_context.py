"""Follow-up questions: references to earlier turns resolve to their topic or answer entities, and Chat.ask uses them.

Real SQLite with the tiny movie graph (plus a few films for the conversation cases); the engine is the real ToG-R
with the BM25 scorer (no LLM, no model).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from kgchat.backends.importer import load_file
from kgchat.backends.sqlite import SQLiteGraph
from kgchat.chat import Chat
from kgchat.reasoning.context import Resolved, apply_context, resolve
from kgchat.reasoning.tog_r import ThinkOnGraphR
from kgchat.scorers.bm25 import BM25Scorer
from kgchat.types import Answer, Direction, Entity, Hop, Provenance, Trace
from kgchat.types import Path as KGPath

TINY = Path(__file__).resolve().parent.parent / "graphs" / "tiny_movies.txt"
EXTRA = """\
Anything Else|directed_by|Woody Allen
Anything Else|release_year|2003
Memento|directed_by|Christopher Nolan
Memento|release_year|2000
Memento|starred_actors|Guy Pearce
"""


def E(name: str) -> Entity:
    return Entity(name, name)


def turn(question: str, topics: list[str], answers: list[str]) -> Answer:
    trace = Trace(topic_entities=[E(t) for t in topics], paths=[KGPath(E(t)) for t in topics])
    return Answer(question, "; ".join(answers), [E(a) for a in answers], Provenance.KG_EXACT, "test", trace)


@pytest.fixture
def graph(tmp_path: Path) -> SQLiteGraph:
    extra = tmp_path / "extra.txt"
    extra.write_text(TINY.read_text(encoding="utf-8") + EXTRA, encoding="utf-8")
    store = SQLiteGraph(tmp_path / "movies.db")
    load_file(store, extra, "metaqa")
    yield store
    store.close()


@pytest.fixture
def chat(graph: SQLiteGraph) -> Chat:
    return Chat(graph, ThinkOnGraphR(graph, scorer=BM25Scorer()))


# -- resolve ---------------------------------------------------------------------------------------------------------


def test_he_is_the_answer_of_a_who_question_and_what_else_leaves_out_the_film(graph):
    history = [turn("who directed Inception", ["Inception"], ["Christopher Nolan"])]
    r = resolve("what else did he direct?", history, graph)
    assert r.question == "what did [Christopher Nolan] direct?"  # "else" is done by `exclude`
    assert r.topics == [E("Christopher Nolan")]
    assert r.exclude == [E("Inception")] and r.within is None
    he, what_else = r.references
    assert (he.text, he.entities, he.source) == ("he", [E("Christopher Nolan")], "answer of turn 1")
    assert what_else.text == "what else" and what_else.entities == [E("Inception")]


def test_it_is_what_the_earlier_question_was_about(graph):
    history = [turn("who directed Titanic", ["Titanic"], ["James Cameron"])]
    r = resolve("When was it released?", history, graph)
    assert r.question == "When was [Titanic] released?" and r.topics == [E("Titanic")]
    assert r.references[0].source == "topic of turn 1"


def test_a_person_word_after_a_what_question_is_its_topic(graph):
    history = [turn("what films did Christopher Nolan direct", ["Christopher Nolan"], ["Inception", "Memento"])]
    r = resolve("which movies did that director write?", history, graph)
    assert r.topics == [E("Christopher Nolan")] and r.references[0].text == "that director"


def test_they_as_a_subject_and_them_as_the_earlier_answers(graph):
    history = [turn("who starred in Ocean's Eleven", ["Ocean's Eleven"], ["George Clooney", "Matt Damon"])]
    r = resolve("what else have they been in", history, graph)
    assert r.topics == [E("George Clooney"), E("Matt Damon")]
    assert r.question == "what have [George Clooney] and [Matt Damon] been in"
    assert r.exclude == [E("Ocean's Eleven")]
    films = [turn("what did Christopher Nolan direct", ["Christopher Nolan"], ["Inception", "Interstellar"])]
    r = resolve("who starred in them?", films, graph)
    assert r.topics == [E("Inception"), E("Interstellar")] and r.references[0].source == "answer of turn 1"


def test_which_of_them_keeps_the_answer_among_the_earlier_answers(graph):
    history = [turn("what movies did Leonardo DiCaprio act in", ["Leonardo DiCaprio"],
                    ["Inception", "The Departed", "Titanic"])]
    only_constraints = resolve("which of them were released after 2005?", history, graph)
    assert only_constraints.within == [E("Inception"), E("The Departed"), E("Titanic")]
    assert only_constraints.topics == only_constraints.within  # start from the set; a year is not a topic
    named = resolve("which of those were directed by Martin Scorsese?", history, graph)
    # the set again: the name stays in the question, a test on its members ("directed by [Martin Scorsese]")
    assert named.topics == named.within == only_constraints.within
    assert named.references[0].text == "which of those"
    she = resolve("which of them did he also direct?", [turn("what did Christopher Nolan write", ["Christopher Nolan"],
                                                             ["Inception", "Interstellar"])], graph)
    assert she.question == "which of them did [Christopher Nolan] also direct?"  # the person written in by name
    assert she.topics == she.within == [E("Inception"), E("Interstellar")]


def test_the_latest_turn_with_a_fitting_entity_wins(graph):
    history = [turn("who directed Inception", ["Inception"], ["Christopher Nolan"]),
               turn("when did Titanic come out", ["Titanic"], ["1997"])]
    r = resolve("what else did she direct", history, graph)  # turn 2 has no person: turn 1 answers
    assert r.topics == [E("Christopher Nolan")] and r.references[0].source == "answer of turn 1"
    assert r.exclude == [E("Inception")]  # "else" is about the turn the reference came from
    r = resolve("who directed it", history, graph)
    assert r.topics == [E("Titanic")] and r.references[0].source == "topic of turn 2"


def test_a_question_that_points_nowhere_is_asked_as_if_alone(graph):
    history = [turn("who directed Inception", ["Inception"], ["Christopher Nolan"])]
    r = resolve("what language is Amélie in", history, graph)
    assert r == Resolved("what language is Amélie in")
    assert resolve("who directed It Happened One Night", [], graph).topics is None  # "It" of a title is no pronoun


def test_a_follow_up_names_its_own_entities_too(graph):
    history = [turn("who directed The Departed", ["The Departed"], ["Martin Scorsese"])]
    r = resolve("which films by that director star Leonardo DiCaprio?", history, graph)
    assert r.topics == [E("Martin Scorsese"), E("Leonardo DiCaprio")]


def test_who_anywhere_in_the_earlier_question_makes_its_answer_the_person(graph):
    for first in ("tell me who directed Inception", "Inception, who directed that?", "Inception was directed by who?"):
        r = resolve("how many films did she direct?", [turn(first, ["Inception"], ["Christopher Nolan"])], graph)
        assert r.topics == [E("Christopher Nolan")], first
        assert r.references[0].source == "answer of turn 1"


def test_a_person_answer_to_a_question_about_a_film_is_he(graph):
    history = [turn("the director of Inception?", ["Inception"], ["Christopher Nolan"])]
    assert resolve("what else did he make", history, graph).topics == [E("Christopher Nolan")]


def test_that_one_is_the_single_film_answered_not_the_person_asked_about(graph):
    history = [turn("What did Christopher Nolan direct in 2000?", ["Christopher Nolan"], ["Memento"])]
    r = resolve("who starred in that one?", history, graph)
    assert r.topics == [E("Memento")] and r.references[0].source == "answer of turn 1"


def test_their_is_a_possessive_reference(graph):
    history = [turn("who directed Memento", ["Memento"], ["Christopher Nolan"])]
    r = resolve("what was their first film?", history, graph)
    assert r.question == "what was [Christopher Nolan]'s first film?" and r.topics == [E("Christopher Nolan")]


def test_a_demonstrative_with_a_role_keeps_the_role(graph):
    history = [turn("who directed Memento", ["Memento"], ["Christopher Nolan"])]
    r = resolve("what other movies has that director made?", history, graph)
    assert r.question.startswith("what movies has the director [Christopher Nolan]")
    r = resolve("what else has that guy made?", history, graph)
    assert "[Christopher Nolan]" in r.question and "guy" not in r.question


# -- apply_context and Chat.ask --------------------------------------------------------------------------------------


def test_apply_context_filters_and_records_references(graph):
    history = [turn("who directed Inception", ["Inception"], ["Christopher Nolan"])]
    r = resolve("what else did he direct?", history, graph)
    paths = [KGPath(E("Christopher Nolan"), [Hop("directed_by", Direction.IN, E(f))]) for f in ("Inception", "Interstellar")]
    engine_answer = Answer(r.question, "x", [E("Inception"), E("Interstellar")], Provenance.KG_EXACT, "test",
                           Trace(paths=paths))
    out = apply_context(engine_answer, "what else did he direct?", r)
    assert out.question == "what else did he direct?" and out.entities == [E("Interstellar")]
    assert out.text == "Interstellar" and out.trace.extra["asked"] == r.question
    assert [p.end.name for p in out.trace.paths] == ["Interstellar"]  # the path to the dropped answer goes too
    assert [r.text for r in out.trace.references] == ["he", "what else"]
    from kgchat.reasoning.trust import Audit

    audited = Audit(graph)(out)  # the badge's checks say whether each pointing word is used: "he" starts the paths
    assert [(c.span, c.kind, bool(c.covered_by)) for c in audited.trace.coverage if c.kind == "reference"] == \
        [("he", "reference", True)]
    count = Answer(r.question, "2", [Entity("2", "2")], Provenance.KG_EXACT, "test")
    assert apply_context(count, "how many", Resolved("q", within=[E("Inception")])).entities == [Entity("2", "2")]


def test_nothing_left_after_the_filter_is_not_a_graph_answer():
    r = Resolved("q", topics=[E("Titanic")], within=[E("Inception")])
    out = apply_context(Answer("q", "Titanic", [E("Titanic")], Provenance.KG_EXACT, "test"), "q", r)
    assert out.provenance is Provenance.NONE and out.entities == []


def test_chat_answers_a_pronoun_follow_up(chat):
    first = chat.ask("who directed Inception")
    assert [e.name for e in first.entities] == ["Christopher Nolan"]
    second = chat.ask("what else did he direct?", history=[first])
    assert second.question == "what else did he direct?"
    assert {e.name for e in second.entities} == {"Interstellar", "The Dark Knight", "Memento"}
    assert second.trace.references[0].entities == [E("Christopher Nolan")]
    assert second.provenance is Provenance.KG_EXACT
    alone = chat.ask("what else did he direct?")  # nothing earlier: no "Anything Else", no Woody Allen
    assert alone.provenance is Provenance.NONE and alone.entities == []
    assert "Woody Allen" not in alone.text


def test_chat_answers_it_with_the_earlier_topic(chat):
    first = chat.ask("who directed Titanic")
    second = chat.ask("what is its release year?", history=[first])
    assert second.trace.topic_entities == [E("Titanic")] and second.trace.extra["asked"].startswith("what is [Titanic]'s")
    assert [e.name for e in second.entities] == ["1997"]
    assert second.trace.references[0].text == "its"


def test_words_inside_a_bracketed_name_are_not_references(graph):
    history = [turn("who wrote Let It Be", ["Let It Be"], ["Paul Smith"])]
    r = resolve("what else did he write about [Let It Be]?", history, graph)
    assert [ref.text for ref in r.references] == ["he"]  # and "else" leaves out nothing the question names
    assert r.question == "what else did [Paul Smith] write about [Let It Be]?"


def test_which_of_them_picks_from_answers_only(graph):
    found_nothing = Answer("which films has Matt Damon been in", "I don't know.", [], Provenance.NONE, "test",
                           Trace(topic_entities=[E("Matt Damon")]))
    r = resolve("which of them are comedies?", [turn("who directed Titanic", ["Titanic"], ["James Cameron"]),
                                               found_nothing], graph)
    assert r.within == [E("James Cameron")] and r.references[0].source == "answer of turn 1"
    assert resolve("which of them are comedies?", [found_nothing], graph).within is None


def test_a_bracketed_name_is_never_a_dangling_reference(graph):
    assert resolve("[Inception], when was it released", [], graph).topics is None
    assert resolve("when was it released", [], graph).topics == []  # "it" with nothing named and nothing earlier
