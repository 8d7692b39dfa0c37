"""Issue 35 point 5: the Text2Cypher arm. A scripted LLM writes the Cypher; the real test Neo4j checks, plans and runs it.

What must hold: a good query is run with its string literals as parameters and shown in the trace; a writing query
or one naming a label, type or property the graph lacks is refused before it reaches the server (and the LLM is told
why, once); the server itself refuses a write that got past the check; the timeout and the row limit hold; the badge
is kg-exact only when the compose engine's own exact reading gives the same answer.
"""

from __future__ import annotations

import pytest
from property_graphs import load_neo4j

from kgchat.backends import neo4j_query
from kgchat.backends.cypher_check import CypherCheck, check_cypher
from kgchat.backends.cypher_tokens import parameterise
from kgchat.backends.sqlite import SQLiteGraph
from kgchat.chat import make_engine
from kgchat.errors import BackendUnavailable, ConfigError, QueryRefused
from kgchat.llm import ScriptedLLM
from kgchat.reasoning.schema_parser.engine import SchemaEngine
from kgchat.reasoning.text2cypher import (
    Text2Cypher,
    Text2CypherConfig,
    move_to_relationship,
    read_query,
    schema_text_for_llm,
    turn_arrows,
)
from kgchat.schema import GraphSchema, LabelInfo, PropertyInfo, RelTypeInfo
from kgchat.types import Provenance

SCHEMA = GraphSchema(
    labels=(LabelInfo("Person", 4, (PropertyInfo("name", "string"), PropertyInfo("born", "int")), "name"),
            LabelInfo("Movie", 4, (PropertyInfo("title", "string"), PropertyInfo("released", "int")), "title")),
    relationships=(RelTypeInfo("ACTED_IN", 4, ("Person",), ("Movie",), (PropertyInfo("roles", "string"),)),
                   RelTypeInfo("REVIEWED", 3, ("Person",), ("Movie",), (PropertyInfo("rating", "int"),))),
    property_graph=True)


# -- the check, no server ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("query", [
    "MATCH (p:Person {name: 'Keanu Reeves'})-[:ACTED_IN]->(m:Movie) RETURN m.title",
    "EXPLAIN MATCH (m:Movie) WHERE m.released > 2000 RETURN m.title ORDER BY m.released DESC LIMIT 2;",
    "MATCH (p:Person)-[r:REVIEWED]->(m:Movie) RETURN m.title, avg(r.rating) AS score",
    "MATCH (m:Movie) WHERE NOT (m)<-[:REVIEWED]-(:Person) RETURN m.title",
    "MATCH (m:Movie) RETURN count(m) // 'CREATE' in a comment is no clause",
    "MATCH (m:Movie) WHERE m.title CONTAINS 'DELETE' RETURN m.title",
])
def test_read_queries_pass_the_check(query):
    assert check_cypher(query, SCHEMA).problems == []


@pytest.mark.parametrize("query, problem", [
    ("MATCH (m:Movie) DETACH DELETE m RETURN count(m)", "DELETE is not allowed"),
    ("MATCH (m:Movie) SET m.title = 'x' RETURN m.title", "SET is not allowed"),
    ("MERGE (m:Movie {title: 'x'}) RETURN m.title", "MERGE is not allowed"),
    ("LOAD CSV FROM 'file:///x' AS row RETURN row", "LOAD is not allowed"),
    ("CALL dbms.security.createUser('x', 'y', false) RETURN 1", "CALL dbms.security.createUser is not allowed"),
    ("MATCH (m:Movie) CALL apoc.create.node(['X'], {}) YIELD node RETURN node",
     "CALL apoc.create.node is not allowed"),
    ("MATCH (m:Movie) RETURN apoc.text.join([m.title], ',')", "apoc.text.join() is not allowed"),
    ("MATCH (m:Movie) RETURN m.title; MATCH (n) DETACH DELETE n", "only one statement"),
    ("MATCH (f:Film) RETURN f.title", "the label :Film is not in the graph"),
    ("MATCH (p:Person)-[:DIRECTED]->(m:Movie) RETURN m.title", "the relationship type :DIRECTED is not in the graph"),
    ("MATCH (m:Movie) RETURN m.budget", "the label :Movie has no property 'budget'"),
    ("MATCH (m:Movie)-[:ACTED_IN]->(p:Person) RETURN p.name", ":ACTED_IN goes from (:Person) to (:Movie)"),
    ("MATCH (:Person)-[:REVIEWED {roles: 'x'}]->(:Movie) RETURN 1", "the relationship type :REVIEWED has no property"),
    ("MATCH (m:Movie) WHERE m.title = $title RETURN m.title", "the query is given no parameters"),
    ("MATCH (m:Movie) WHERE m.title = 'x", "unterminated string"),
])
def test_writing_or_unknown_queries_fail_the_check(query, problem):
    found = check_cypher(query, SCHEMA).problems
    assert any(problem in p for p in found), found


def test_string_literals_become_parameters():
    query, params = parameterise("MATCH (p:Person) WHERE p.name = 'x\\' OR 1=1 //' RETURN p.name")
    assert query == "MATCH (p:Person) WHERE p.name = $s0 RETURN p.name"
    assert params == {"s0": "x' OR 1=1 //"}


def test_schema_text_names_first_and_leaves_shared_nodes_to_their_label():
    """Six authors are also members: the members' properties and the members' loans are not the authors'."""
    member = (PropertyInfo("fullName", "string", count=130), PropertyInfo("tier", "string", count=130, distinct=3,
                                                                           samples=("standard", "senior", "family")))
    schema = GraphSchema(
        labels=(LabelInfo("Author", 64, (PropertyInfo("born", "date", count=64), PropertyInfo("name", "string", count=64),
                                         PropertyInfo("fullName", "string", count=6)), "name"),
                LabelInfo("Member", 130, member, "fullName"),
                LabelInfo("Book", 193, (PropertyInfo("title", "string", count=193, distinct=193, samples=("X",)),),
                          "title")),
        relationships=(RelTypeInfo("BORROWED", 646, ("Member", "Author"), ("Book",)),
                       RelTypeInfo("WROTE", 225, ("Author", "Member"), ("Book",))), property_graph=True)
    text = schema_text_for_llm(schema)
    assert "(:Author {name, born (date)})" in text  # its name first; fullName is the members'
    assert "(:Member {fullName, tier e.g. 'standard', 'senior', 'family'})" in text
    assert "(:Book {title})" in text  # a many-valued string shows no examples
    assert "(:Member)-[:BORROWED]->(:Book)" in text and "(:Author)-[:WROTE]->(:Book)" in text


@pytest.mark.parametrize("reply", [
    "```cypher\nMATCH (m:Movie) RETURN m.title\n```\nThis query lists the movies.",
    "Cypher: MATCH (m:Movie) RETURN m.title;",
    "MATCH (m:Movie)\nRETURN m.title\n\nExplanation: it lists the movies.",
])
def test_the_query_is_read_from_the_reply(reply):
    assert " ".join(read_query(reply).split()) == "MATCH (m:Movie) RETURN m.title"


# -- on the test Neo4j --------------------------------------------------------------------------------------------
@pytest.fixture
def movies(neo4j_server, neo4j_open):
    """The tiny property graph of issue 35 (Person / Movie, ACTED_IN {roles}, REVIEWED {rating}) read as it is."""
    import neo4j
    from neo4j_server import wipe_all

    wipe_all(neo4j_open())
    with neo4j.GraphDatabase.driver(neo4j_server.uri, auth=(neo4j_server.user, neo4j_server.password)) as driver:
        load_neo4j(driver)
    graph = neo4j_open()
    yield graph
    wipe_all(neo4j_open())


def _count(graph, query: str) -> int:
    return int(graph._read(query, "counting")[0][0])


def test_good_query_runs_with_parameters_and_is_shown(movies):
    llm = ScriptedLLM(["```cypher\nMATCH (p:Person {name: 'Keanu Reeves'})-[:ACTED_IN]->(m:Movie) RETURN m.title, "
                       "m.released\n```"])
    answer = Text2Cypher(movies, llm).ask("Which movies did Keanu Reeves act in?")
    assert sorted(e.name for e in answer.entities) == ["John Wick", "The Matrix", "The Matrix Reloaded"]
    shown = answer.trace.compiled["cypher"]
    assert "{name: $s0}" in shown and "'s0': 'Keanu Reeves'" in shown  # the name went as a parameter
    assert answer.trace.extra["text2cypher"]["query_type"] == "r"
    assert {ev.value for ev in answer.trace.evidence} == {"1999", "2003", "2014"}  # the other column: evidence
    assert answer.provenance is Provenance.KG_APPROXIMATE  # no checker: never exact on the LLM's say-so
    assert answer.trace.llm[0].purpose == "text2cypher" and "(:Person" in llm.requests[0][1]  # the schema went in


def test_badge_is_exact_only_when_the_checks_agree(movies):
    checker = SchemaEngine(movies)  # the schema parser, no encoder: it reads this question exactly on its own
    question = "When was The Matrix released?"
    right = Text2Cypher(movies, ScriptedLLM(["MATCH (m:Movie {title: 'The Matrix'}) RETURN m.released"]), checker)
    answer = right.ask(question)
    assert answer.text == "1999" and answer.provenance is Provenance.KG_EXACT
    assert answer.trace.coverage and all(c.covered_by for c in answer.trace.coverage)
    wrong = Text2Cypher(movies, ScriptedLLM(["MATCH (m:Movie {title: 'The Matrix Reloaded'}) RETURN m.released"]),
                        checker)
    answer = wrong.ask(question)
    assert answer.text == "2003" and answer.provenance is Provenance.KG_APPROXIMATE
    assert any("answers 1999" in c.span for c in answer.trace.coverage)
    unsure = Text2Cypher(movies, ScriptedLLM(["MATCH (m:Movie) RETURN count(m)"]), checker)
    answer = unsure.ask("How many Movie nodes are there?")  # the check leaves 'nodes' uncovered: not exact
    assert answer.text == "4" and answer.provenance is Provenance.KG_APPROXIMATE


def test_writing_queries_are_refused_and_nothing_is_written(movies):
    llm = ScriptedLLM(["MATCH (m:Movie) DETACH DELETE m RETURN count(m)",
                       "CREATE (m:Movie {title: 'Intruder'}) RETURN m.title"])
    answer = Text2Cypher(movies, llm).ask("Delete every movie")
    assert answer.provenance is Provenance.NONE and "cypher" not in answer.trace.compiled
    refused = [s for s in answer.trace.steps if s.kind == "check"]
    assert len(refused) == 2 and "DELETE is not allowed" in [c.label[:21] for c in refused[0].candidates]
    assert "was refused" in llm.requests[1][1] and "DELETE is not allowed" in llm.requests[1][1]  # told why, once
    assert _count(movies, "MATCH (m:Movie) RETURN count(m)") == 4


def test_unknown_label_is_refused_then_corrected(movies):
    llm = ScriptedLLM(["MATCH (f:Film) WHERE f.released < 1950 RETURN f.title",
                       "MATCH (m:Movie) WHERE m.released < 1950 RETURN m.title"])
    answer = Text2Cypher(movies, llm).ask("Which films came out before 1950?")
    assert [e.name for e in answer.entities] == ["Nosferatu"]
    assert ":Film is not in the graph" in llm.requests[1][1]
    assert [s.kind for s in answer.trace.steps if s.kind in ("generate", "check")][:3] == \
        ["generate", "check", "generate"]


def test_the_server_refuses_a_write_that_passed_the_check(movies, monkeypatch):
    """Defence in depth: were the check wrong, EXPLAIN's plan (query type 'rw') and the READ transaction still stop
    the write."""
    monkeypatch.setattr(neo4j_query, "check_cypher", lambda text, schema: CypherCheck(text))
    with pytest.raises(QueryRefused, match="not as a read"):
        movies.run_cypher("MATCH (m:Movie) SET m.seen = true RETURN m.title")
    assert _count(movies, "MATCH (m:Movie) WHERE m.seen IS NOT NULL RETURN count(m)") == 0


def test_server_rejects_bad_syntax_at_explain(movies):
    with pytest.raises(QueryRefused, match="the server refused"):
        movies.run_cypher("MATCH (m:Movie) RETURN m.title LIMIT")


def test_row_limit_and_timeout(movies):
    rows = movies.run_cypher("MATCH (m:Movie) RETURN m.title", row_limit=2)
    assert len(rows.rows) == 2 and rows.truncated
    answer = Text2Cypher(movies, ScriptedLLM(["MATCH (m:Movie) RETURN m.title"]),
                         config=Text2CypherConfig(row_limit=2)).ask("List the movies")
    assert len(answer.entities) == 2 and answer.provenance is Provenance.KG_APPROXIMATE
    assert "rows past the first 2" in answer.trace.not_covered
    slow = "UNWIND range(1, 200000000) AS x WITH x WHERE x % 7 = 3 RETURN count(x)"
    with pytest.raises(BackendUnavailable, match="timeout"):
        movies.run_cypher(slow, timeout=0.3)
    answer = Text2Cypher(movies, ScriptedLLM([slow]), config=Text2CypherConfig(timeout=0.3)).ask("Count")
    assert answer.provenance is Provenance.NONE
    assert any("timeout" in s.note for s in answer.trace.steps if s.kind == "execute")


def test_engine_by_name_needs_an_llm_and_neo4j(movies, tmp_path):
    with pytest.raises(ConfigError, match="give --llm"):
        make_engine("text2cypher", movies, None)
    sqlite = SQLiteGraph(tmp_path / "g.db")
    with pytest.raises(ConfigError, match="needs a Neo4j graph"):
        make_engine("text2cypher", sqlite, ScriptedLLM([]))
    with pytest.raises(QueryRefused, match="does not run Cypher"):
        sqlite.run_cypher("MATCH (n) RETURN n")
    sqlite.close()


def test_the_router_gets_the_arm_with_an_llm_on_neo4j_only(movies, tmp_path, monkeypatch):
    import kgchat.chat as chat
    from kgchat.scorers.factory import make_scorer

    monkeypatch.setattr(chat, "_encoder", lambda: None)  # no MiniLM: this test is about which arms there are
    scorer = make_scorer("bm25", None, movies)
    llm = ScriptedLLM(["MATCH (m:Movie {title: 'The Matrix'}) RETURN m.released"])
    arms = {a.name: a for a in chat.make_arms(movies, llm, scorer)}
    assert "text2cypher" in arms and arms["text2cypher"].uses_llm
    t2c = arms["text2cypher"].engine
    assert isinstance(t2c, Text2Cypher) and t2c.checker is arms["compose"].engine  # badged by compose's checks
    assert t2c.ask("When was The Matrix released?").provenance is Provenance.KG_EXACT
    assert t2c.config.checker_first and llm.requests == []  # compose read it exactly: no query was written
    assert chat.router_config(chat.load_settings(), True, movies.runs_cypher).default_arm == "text2cypher"
    assert chat.router_config(chat.load_settings(), True, False).default_arm == "compose+llm"
    assert "text2cypher" not in {a.name for a in chat.make_arms(movies, None, scorer)}
    sqlite = SQLiteGraph(tmp_path / "g.db")
    assert "text2cypher" not in {a.name for a in chat.make_arms(sqlite, ScriptedLLM([]), make_scorer("bm25"))}
    sqlite.close()


def test_a_query_that_finds_nothing_is_told_where_its_names_are(movies):
    llm = ScriptedLLM(["MATCH (m:Movie {title: 'Keanu Reeves'})<-[:ACTED_IN]-(p:Person) RETURN count(m)",
                       "MATCH (p:Person {name: 'Keanu Reeves'})-[:ACTED_IN]->(m:Movie) RETURN count(m)"])
    answer = Text2Cypher(movies, llm).ask("How many movies did Keanu Reeves act in?")
    assert answer.text == "3"
    assert "'Keanu Reeves' is held by :Person.name" in llm.requests[1][1]
    hint = next(s for s in answer.trace.steps if s.kind == "execute")
    assert hint.candidates[0].label == "'Keanu Reeves' is held by :Person.name"


def test_arrows_against_the_schema_are_turned_only_when_that_is_all_that_is_wrong():
    against = [":ACTED_IN goes from (:Person) to (:Movie): write (:Person)-[:ACTED_IN]->(:Movie)"]
    assert turn_arrows("MATCH (m:Movie {title: 'X'})-[:ACTED_IN]->(p:Person) RETURN p.name", against) == \
        "MATCH (m:Movie {title: 'X'})<-[:ACTED_IN]-(p:Person) RETURN p.name"
    assert turn_arrows("MATCH (p:Person)<-[r:ACTED_IN {roles: 'Neo'}]-(m:Movie) RETURN m.title", against) == \
        "MATCH (p:Person)-[r:ACTED_IN {roles: 'Neo'}]->(m:Movie) RETURN m.title"
    assert turn_arrows("MATCH (m:Movie)-[:ACTED_IN]->(f:Film) RETURN f.title",
                       against + ["the label :Film is not in the graph"]) is None


def test_a_query_against_a_relationship_s_direction_is_turned_without_asking_again(movies):
    llm = ScriptedLLM(["MATCH (m:Movie {title: 'The Matrix'})-[:ACTED_IN]->(p:Person) RETURN p.name"])
    answer = Text2Cypher(movies, llm).ask("Who acted in The Matrix?")
    assert sorted(e.name for e in answer.entities) == ["Carrie-Anne Moss", "Keanu Reeves"]
    assert len(llm.requests) == 1 and "<-[:ACTED_IN]-" in answer.trace.compiled["cypher"]
    assert any("turned" in s.note for s in answer.trace.steps if s.kind == "check")


def test_checker_first_its_exact_reading_stands_and_no_query_is_written(movies):
    llm = ScriptedLLM(["MATCH (m:Movie {title: 'The Matrix Reloaded'}) RETURN m.released"])
    engine = Text2Cypher(movies, llm, SchemaEngine(movies), Text2CypherConfig(checker_first=True))
    answer = engine.ask("When was The Matrix released?")
    assert answer.text == "1999" and answer.provenance is Provenance.KG_EXACT
    assert llm.requests == [] and answer.trace.extra["text2cypher"]["answered_by"] == answer.engine != "text2cypher"
    assert "no query was written" in answer.trace.steps[-1].note


def test_checker_first_writes_a_query_where_the_reading_is_approximate_and_never_raises_the_badge(movies):
    checker = SchemaEngine(movies)
    question = "How many Movie nodes are there?"  # the checker leaves 'nodes' uncovered: approximate, 4
    assert checker.ask(question).provenance is Provenance.KG_APPROXIMATE
    config = Text2CypherConfig(checker_first=True)
    agree = Text2Cypher(movies, ScriptedLLM(["MATCH (m:Movie) RETURN count(m)"]), checker, config).ask(question)
    assert agree.text == "4" and agree.provenance is Provenance.KG_APPROXIMATE
    assert agree.trace.extra["text2cypher"]["answered_by"] != "query"  # the checker's answer, with its evidence
    assert "the generated query found the same answer" in [s.note for s in agree.trace.steps]
    assert "count(m)" in agree.trace.compiled["generated cypher"] and agree.trace.llm  # the LLM's query shown
    differ = Text2Cypher(movies, ScriptedLLM(["MATCH (:Person)-[r:REVIEWED]->(:Movie) RETURN count(r)"]), checker,
                         config).ask(question)
    assert differ.provenance is Provenance.KG_APPROXIMATE and differ.text == "4"  # the reading the checks can read
    info = differ.trace.extra["text2cypher"]
    assert info["answered_by"] != "query" and info["query_answer"] != ["4"] and "count(r)" in info["query"]
    assert any("another answer than" in s.note for s in differ.trace.steps)
    nothing = Text2Cypher(movies, ScriptedLLM(["MATCH (m:Movie) WHERE m.released > 3000 RETURN m.title"] * 2),
                          checker, config).ask(question)
    assert nothing.text == "4" and nothing.provenance is Provenance.KG_APPROXIMATE  # the approximate reading stands
    assert "the generated query found no answer" in [s.note for s in nothing.trace.steps]


def test_a_relationship_s_property_read_from_a_node_is_moved_to_the_relationship():
    refused = ["m.rating: the label :Movie has no property 'rating' (it has: title, released)"]
    assert move_to_relationship("MATCH (p:Person {name: 'X'})-[:REVIEWED]->(m:Movie) RETURN m.rating", refused,
                                SCHEMA) == "MATCH (p:Person {name: 'X'})-[r0:REVIEWED]->(m:Movie) RETURN r0.rating"
    assert move_to_relationship("MATCH (p:Person)-[rv:REVIEWED]->(m:Movie) RETURN avg(m.rating)", refused,
                                SCHEMA) == "MATCH (p:Person)-[rv:REVIEWED]->(m:Movie) RETURN avg(rv.rating)"
    two = "MATCH (p:Person)-[:REVIEWED]->(m:Movie)<-[:REVIEWED]-(q:Person) RETURN m.rating"
    assert move_to_relationship(two, refused, SCHEMA) is None  # which of the two: only the LLM can say
    assert move_to_relationship("MATCH (m:Movie) RETURN m.rating", refused + ["the label :Film is not in the graph"],
                                SCHEMA) is None


def test_the_badge_checks_leave_a_generated_query_s_answer_approximate_where_its_words_name_nothing_they_read(movies):
    """The word checks cannot read which property a generated query used for "vintage"; the query found the value
    in the graph, so the answer is approximate, not "not in the graph" (a relation-walking answer still is)."""
    from kgchat.reasoning.trust import Audit

    question = "What is the vintage of The Matrix?"
    answer = Text2Cypher(movies, ScriptedLLM(["MATCH (m:Movie {title: 'The Matrix'}) RETURN m.released"])).ask(
        question)
    checked = Audit(movies)(answer)
    assert checked.provenance is Provenance.KG_APPROXIMATE and checked.text == "1999"
    assert any("a generated query found it in the graph" in s.note for s in checked.trace.steps)
