"""An approximate answer that leaves unread the words saying what its question asks is refused
(``asked_unread.unread_ask``, and the schema engine's whole-label reading), run on the real test Neo4j with MiniLM on a
small ferry line: the graph holds ferries, the piers they call at and their skippers, and nothing of fares, timetables,
harbour staff or kiosks. A question whose verb the graph has a word for keeps its answer; "when" and "where" answered
with no time or place are refused however badged.
"""

from __future__ import annotations

import pytest

from kgchat.reasoning.asked_unread import main_verb
from kgchat.types import Provenance

NODES = {
    "alba": (["Ferry"], {"name": "Albatross", "built": 1998, "berths": 40}),
    "tern": (["Ferry"], {"name": "Tern", "built": 2011, "berths": 25}),
    "puff": (["Ferry"], {"name": "Puffin", "built": 2004, "berths": 30}),
    "gull": (["Pier"], {"name": "Gull Point", "opened": 1921}),
    "reed": (["Pier"], {"name": "Reedmouth", "opened": 1957}),
    "holm": (["Pier"], {"name": "Holmwick", "opened": 1890}),
    "ida": (["Skipper"], {"name": "Ida Varga", "born": "1970-02-11", "hired": 2001}),
    "ned": (["Skipper"], {"name": "Ned Oyelaran", "born": "1982-09-30", "hired": 2012}),
}
CALLS = [("alba", "gull"), ("alba", "reed"), ("tern", "gull"), ("tern", "holm"), ("puff", "holm")]
SKIPPERS = [("ida", "alba"), ("ned", "tern")]


@pytest.fixture(scope="module")
def ferries(neo4j_server):
    from neo4j_server import schema_engine_on

    def fill(s) -> None:
        for a, b in CALLS:
            s.run("MATCH (a {_h: $a}), (b {_h: $b}) CREATE (a)-[:CALLS_AT]->(b)", a=a, b=b)
        for a, b in SKIPPERS:
            s.run("MATCH (a {_h: $a}), (b {_h: $b}) CREATE (a)-[:SKIPPERS]->(b)", a=a, b=b)
        s.run("MATCH (p:Skipper) SET p.born = date(p.born)")

    with schema_engine_on(neo4j_server, NODES, fill) as engine:
        yield engine


@pytest.fixture(scope="module")
def audit(ferries):
    from kgchat.reasoning.trust import Audit

    return Audit(ferries.graph)


def test_the_verb_of_a_clause_is_found_past_its_subject():
    words = ["when", "does", "the", "last", "ferry", "for", "gull", "point", "sail"]
    assert main_verb(words, 2, {6, 7}) == "sail"  # "ferry" follows an adjective; "gull point" is a name
    assert main_verb(["how", "much", "did", "we", "pay", "for", "it"], 3) == "pay"
    assert main_verb(["what", "did", "the", "tern", "look", "like"], 2) is None  # a linking verb asks for nothing
    assert main_verb(["who", "has", "co", "starred", "with", "her"], 2) is None  # no subject: "who" is it
    assert main_verb(["when", "did", "ida", "start", "skippering", "the", "tern"], 2) == "skippering"


@pytest.mark.neo4j
@pytest.mark.parametrize("question", [
    "When does the last ferry depart from Gull Point at night?",  # "depart": nothing the graph holds says when
    "Who is the pier warden at Reedmouth?",  # a warden, not the pier its qualifier names
    "Who is the fleet's chief skipper?",  # "chief" narrows the skippers to one the graph cannot tell
    "When does the Albatross call at Reedmouth?",  # read as who skippers it there, and badged exact: no time
    "When was the Tern's skipper promoted?",  # the skipper, for a time the graph does not hold
    "Where was the Tern built?",  # its build year, badged exact: no place
    "Where was the Puffin skippered?",  # skippers of the ferries calling where it calls: a walk there and back
    "How many berths does the Albatross galley have?",  # a galley of the Albatross: the name only qualifies it
    "How much did the ferries cost to build in total?",  # their build years added up: a sum no question means
    "What year is lunch served on the Albatross?",  # the Albatross's build year: not when lunch is served
    "Where does Ida Varga live?",  # the ferry she skippers: "live", what "where does" asks, is unread
    "What are the opening hours at Reedmouth?",  # the year it opened: "opening" only qualifies the hours
])
def test_an_answer_that_leaves_the_asked_words_unread_is_refused(ferries, audit, question):
    checked = audit(ferries.ask(question))
    assert checked.provenance is Provenance.NONE, (checked.trace.logical_form, checked.trace.not_covered)


@pytest.mark.neo4j
@pytest.mark.parametrize("question, names", [
    ("Which pier does the Puffin call at?", ["Holmwick"]),
    ("Who skippers the Tern?", ["Ned Oyelaran"]),
    ("When was Ned Oyelaran hired?", ["2012"]),
    ("What is the opening year of Reedmouth?", ["1957"]),
])
def test_an_answer_that_reads_what_is_asked_stands(ferries, audit, question, names):
    checked = audit(ferries.ask(question))
    assert checked.provenance is not Provenance.NONE, [s.note for s in checked.trace.steps if s.kind == "check"]
    assert sorted(e.name for e in checked.entities) == names


@pytest.mark.parametrize("question, answers, refused", [
    ("where did the Tern finish in the regatta", [("3", "3")], False),  # a place in a ranking
    ("where was the Tern built", [("2011", "2011")], True),
    ("when does the Tern sail", [("07:15", "07:15")], False),
    ("when does the Tern sail", [("spring", "spring")], False),  # a text value may say when
    ("when does the Tern sail", [("4:x:9", "Gull Point")], True),
    ("when was the Tern built", [("4:x:8", "2011 refit")], False),  # a thing named by its year
    ("was the Tern's 2024 fare total higher than 2023's", [("1840", "1840")], True),  # a number for yes or no
    ("was the Tern's 2024 fare total higher than 2023's", [("false", "false")], False),
    ("is the Tern 30 or 40 years old", [("30", "30")], False),  # a choice offered
])
def test_when_and_where_are_held_to_a_time_and_a_place(question, answers, refused):
    from kgchat.reasoning.asked_unread import wrong_kind
    from kgchat.reasoning.question import Analysis
    from kgchat.types import Answer, Entity

    answer = Answer(question, "", [Entity(i, n) for i, n in answers], Provenance.KG_EXACT)
    assert (wrong_kind(Analysis(question, question.split()), answer) is not None) is refused


@pytest.mark.neo4j
@pytest.mark.parametrize("walks, refused", [("CALLS_AT", False), ("SKIPPERS", True)])
def test_a_verb_left_out_by_the_rows_is_read_when_it_names_what_the_answer_walks(ferries, walks, refused):
    from kgchat.reasoning.asked_unread import unread_ask
    from kgchat.reasoning.trust import _read
    from kgchat.types import Answer, Coverage, Entity, Trace

    question = "What does the Tern call at these days?"
    answer = Answer(question, "Gull Point", [Entity("4:x:3", "Gull Point")], Provenance.KG_APPROXIMATE, "schema",
                    Trace(coverage=[Coverage("Tern", "entity", "Tern"), Coverage("call", "relation", None),
                                    Coverage("days", "relation", None)],
                          logical_form=f"(JOIN (R {walks}) 4:x:1)"))
    found = unread_ask(ferries.graph, _read(ferries.graph, question), answer)
    assert (found is not None) is refused, found


@pytest.mark.neo4j
@pytest.mark.parametrize("question, unread, asked", [
    ("Where does Ida Varga live?", ["live"], "live"),  # what "where does" asks, and the answer walks no living
    ("Where does Ida Varga skipper?", ["skipper"], None),  # the answer walks SKIPPERS: the verb is read
    ("Which pier does Ida Varga live near?", ["live"], None),  # a wh-noun says what is asked
])
def test_the_verb_a_bare_question_word_asks_for(ferries, question, unread, asked):
    from kgchat.reasoning.asked_unread import asked_verb
    from kgchat.reasoning.trust import _read
    from kgchat.types import Answer, Entity, Trace

    answer = Answer(question, "Tern", [Entity("4:x:2", "Tern")], Provenance.KG_APPROXIMATE, "schema",
                    Trace(logical_form="(JOIN (R SKIPPERS) 4:x:7)"))
    assert asked_verb(_read(ferries.graph, question), answer, unread) == asked
