"""Text2Cypher's worked examples (``kgchat.reasoning.cypher_examples``, chosen by ``cypher_example_choice``): written
from the graph itself, each query checked and run; chosen per question from that written set only — never from the
questions being asked or scored; and the names a question mentions placed under the label and property that hold
them.
"""

from __future__ import annotations

import re

import pytest
from property_graphs import load_neo4j

from kgchat.llm import ScriptedLLM
from kgchat.reasoning.cypher_example_choice import ExampleIndex, name_places
from kgchat.reasoning.cypher_examples import SHAPES, CypherExample, literal, mask, write_examples
from kgchat.reasoning.text2cypher import Text2Cypher, Text2CypherConfig


@pytest.fixture
def movies(neo4j_server, neo4j_open):
    import neo4j
    from neo4j_server import wipe_all

    wipe_all(neo4j_open())
    with neo4j.GraphDatabase.driver(neo4j_server.uri, auth=(neo4j_server.user, neo4j_server.password)) as driver:
        load_neo4j(driver)
    graph = neo4j_open()
    yield graph
    wipe_all(neo4j_open())


def test_literals_quote_names_with_apostrophes():
    assert literal("The Raven's Thorn") == '"The Raven\'s Thorn"'
    assert literal("plain") == "'plain'"
    assert literal("it's \"x\"") == "'it\\'s \"x\"'"


def test_names_are_masked_by_their_label_words():
    assert mask("How many movies did Keanu Reeves act in?", {"Keanu Reeves": "Person"}) == \
        "How many movies did person act in?"
    assert mask("Who wrote The Matrix Reloaded?", {"The Matrix": "Movie", "The Matrix Reloaded": "Movie"}) == \
        "Who wrote movie?"  # the longer name first


def test_nearest_examples_without_an_encoder_share_words_and_vary_in_shape():
    pool = [CypherExample("How many movies are there?", "MATCH (m:Movie) RETURN count(m)", "count"),
            CypherExample("How many people are there?", "MATCH (p:Person) RETURN count(p)", "count"),
            CypherExample("Which movies did Keanu Reeves act in?", "MATCH (p:Person)-[:ACTED_IN]->(m) RETURN m.title",
                          "out"),
            CypherExample("What is the released of The Matrix?", "MATCH (m:Movie) RETURN m.released", "property")]
    index = ExampleIndex(pool)  # no encoder: the share of words in common
    got = index.nearest("How many movies did Lana Wachowski direct?", k=2)
    assert len(got) == 2 and len({e.shape for e in got}) == 2  # one per shape
    assert got[-1].question == "How many movies are there?"  # the closest stands last, next to the question
    assert index.nearest("anything", k=0) == [] and ExampleIndex([]).nearest("anything") == []


def test_examples_are_written_from_the_graph_and_every_query_runs(movies):
    examples = write_examples(movies, n=len(SHAPES) * 2)
    assert len(examples) >= 12
    assert len({e.shape for e in examples}) >= 10
    for e in examples:
        rows = movies.run_cypher(e.cypher, 5)  # the checks a generated query must pass, and rows found
        assert rows.rows, e
        assert e.masked and not any(n in e.masked for n in ("Keanu Reeves", "Lana Wachowski", "Carrie-Anne Moss")), e
    names = {"Keanu Reeves", "Carrie-Anne Moss", "Lana Wachowski", "Jessica Thompson", "The Matrix",
             "The Matrix Reloaded", "John Wick", "Nosferatu"}
    assert any(n in e.question for e in examples for n in names)  # the graph's own names and words


def test_names_are_placed_under_their_label_and_property(movies):
    assert name_places(movies, "How many movies did Keanu Reeves act in?") == {"Keanu Reeves": [":Person.name"]}
    assert name_places(movies, "How many movies are there?") == {}


def _shown(prompt: str) -> list[str]:
    """The example questions of a Text2Cypher prompt (every 'Question:' line but the last, the asked one)."""
    return re.findall(r"^Question: (.*)$", prompt, re.M)[:-1]


def test_prompt_examples_come_from_the_written_set_never_from_the_asked_questions(movies):
    asked = ["How many movies did Keanu Reeves act in?", "Which movies were released after 2000?",
             "Name the director of The Matrix."]
    llm = ScriptedLLM(["MATCH (p:Person {name: 'Keanu Reeves'})-[:ACTED_IN]->(m:Movie) RETURN count(DISTINCT m)",
                       "MATCH (m:Movie) WHERE m.released > 2000 RETURN m.title",
                       "MATCH (p:Person)-[:DIRECTED]->(m:Movie {title: 'The Matrix'}) RETURN p.name"])
    engine = Text2Cypher(movies, llm, config=Text2CypherConfig(examples=4))
    written = {e.question for e in engine.examples().examples}  # written before any question is asked
    answers = [engine.ask(q) for q in asked]
    assert answers[0].text == "3"
    assert {e.question for e in engine.examples().examples} == written  # asking adds nothing to the set
    for (_, prompt), question in zip(llm.requests, asked, strict=True):
        shown = _shown(prompt)
        assert len(shown) == 4 and set(shown) <= written  # only the graph's own examples
        assert not set(shown) & set(asked)  # none of the questions asked (a benchmark's questions are never shown)
        assert prompt.rstrip().endswith("Cypher:") and f"Question: {question}\n" in prompt
    assert "'Keanu Reeves' is the name of a :Person node" in llm.requests[0][1]
    steps = [s.kind for s in answers[0].trace.steps]
    assert steps[:3] == ["examples", "link", "generate"]  # shown in the trace, before the query


def test_examples_and_names_can_be_switched_off(movies):
    llm = ScriptedLLM(["MATCH (m:Movie) RETURN count(m)"])
    Text2Cypher(movies, llm, config=Text2CypherConfig(examples=0, name_places=False)).ask("How many movies are there?")
    prompt = llm.requests[0][1]
    assert _shown(prompt) == [] and "In this graph" not in prompt and "Examples of" not in prompt


def test_alike_examples_with_the_questions_names_are_offered_to_choose_from(movies):
    """``adapt``: the examples that look up a node of the question's label, its name put in, are the options; the
    LLM's choice runs, and no query is written when it finds rows."""
    def reply(purpose, prompt):
        listed = prompt.split("Candidate queries", 1)[1].split("\n")[1:]
        return listed[0][2:] + ": 0.9"  # the first (most alike) candidate, as a scored reply

    llm = ScriptedLLM(reply)
    engine = Text2Cypher(movies, llm, config=Text2CypherConfig(adapt=3))
    answer = engine.ask("How many movies did Keanu Reeves act in?")
    chosen = next(s for s in answer.trace.steps if s.kind == "generate")
    assert chosen.candidates and all("'Keanu Reeves'" in c.label for c in chosen.candidates)
    assert all(c.label in {e.adapted({"Keanu Reeves": "Person"}) for e in engine.examples().examples}
               for c in chosen.candidates)  # made from the graph's own examples only
    assert len(llm.requests) == 1 and answer.entities  # one choice, no query written
    assert answer.trace.compiled["cypher"].startswith(next(c.label for c in chosen.candidates if c.kept)
                                                      .split("'Keanu Reeves'")[0])
