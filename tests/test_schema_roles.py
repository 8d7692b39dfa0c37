"""Role nouns: a word naming the nodes of a label by a relationship they take part in ("composers": the persons
who composed something), read off a schema's relationship types. Checked on schemas written here, then on a small
music graph (one ``Person`` label for everyone) on the real test Neo4j with MiniLM, as the schema engine reads it.
"""

from __future__ import annotations

import pytest

from kgchat.reasoning.schema_parser.roles import agent_nouns, schema_roles
from kgchat.schema import GraphSchema, LabelInfo, RelTypeInfo
from kgchat.types import Provenance

SCHEMA = GraphSchema(
    labels=(LabelInfo("Person"), LabelInfo("Song")),
    relationships=(RelTypeInfo("COMPOSED", 3, ("Person",), ("Song",)),
                   RelTypeInfo("PERFORMED", 4, ("Person",), ("Song",)),
                   RelTypeInfo("ARRANGED_BY", 1, ("Song",), ("Person",)),  # passive: the arranger is at the end
                   RelTypeInfo("IN_KEY_OF", 1, ("Song",), ("Song",))),  # no verb: no role
)


@pytest.mark.parametrize(("verb", "noun"), [("compose", "composer"), ("perform", "performer"), ("act", "actor"),
                                            ("supply", "supplier"), ("run", "runner"), ("follow", "follower")])
def test_agent_nouns_of_a_verb_are_dictionary_nouns(verb, noun):
    assert noun in agent_nouns(verb)


def test_roles_come_from_the_types_verbs_and_the_doers_end():
    roles = {(r.rel, r.start, r.label): r.nouns for r in schema_roles(SCHEMA)}
    assert "composer" in roles[("COMPOSED", True, "Person")]
    assert "performer" in roles[("PERFORMED", True, "Person")]
    assert "arranger" in roles[("ARRANGED_BY", False, "Person")]
    assert not any(rel == "IN_KEY_OF" for rel, _, _ in roles)


PEOPLE = {  # handle: (name, born)
    "ada": ("Ada Brook", 1950), "bo": ("Bo Lind", 1985), "cy": ("Cy Marr", 1990), "dee": ("Dee Stone", 1975),
    "eve": ("Eve Hale", 1960),
}
NODES = {h: (["Person"], {"name": name, "born": born}) for h, (name, born) in PEOPLE.items()}
NODES |= {"s1": (["Song"], {"title": "Salt Road", "year": 1991}), "s2": (["Song"], {"title": "Blue Lanterns",
                                                                                 "year": 2004}),
          "s3": (["Song"], {"title": "Night Ferry", "year": 2015})}
RELS = [("ada", "COMPOSED", "s1"), ("ada", "COMPOSED", "s2"), ("cy", "COMPOSED", "s3"), ("ada", "PERFORMED", "s1"),
        ("bo", "PERFORMED", "s1"), ("bo", "PERFORMED", "s2"), ("bo", "PERFORMED", "s3"), ("s2", "ARRANGED_BY", "eve"),
        ("ada", "MENTORS", "cy"), ("ada", "MENTORS", "bo"), ("eve", "MENTORS", "ada")]


@pytest.fixture(scope="module")
def music(neo4j_server):
    from neo4j_server import schema_engine_on

    with schema_engine_on(neo4j_server, NODES, rels=RELS) as engine:
        yield engine


@pytest.mark.neo4j
@pytest.mark.parametrize(("question", "form", "answers"), [
    # a filter on the role's nodes
    ("Which composers were born after 1960?", "(HAS COMPOSED)", ["Cy Marr"]),
    # a superlative of them (born last: the youngest)
    ("Who is the youngest performer?", "(HAS PERFORMED)", ["Bo Lind"]),
    # counted
    ("How many composers are there?", "(COUNT (AND (TYPE Person) (HAS COMPOSED)))", ["2"]),
    # ranked by how many of the role's relationships they have
    ("Which performer has performed the most songs?", "(AGG count PERFORMED)", ["Bo Lind"]),
    # the doer at the end of a passive type
    ("Who is the oldest arranger?", "(HAS (R ARRANGED_BY))", ["Eve Hale"]),
])
def test_a_role_noun_stands_for_the_label_with_its_relationship(music, question, form, answers):
    answer = music.ask(question)
    assert form in answer.trace.logical_form, answer.trace.logical_form
    assert [e.name or e.id for e in answer.entities] == answers
    assert answer.provenance is Provenance.KG_EXACT, answer.trace.not_covered


@pytest.mark.neo4j
def test_a_label_word_is_the_label_not_a_role(music):
    answer = music.ask("How many people are there?")
    assert "HAS" not in answer.trace.logical_form, answer.trace.logical_form
    assert answer.entities[0].name == "5"


@pytest.mark.neo4j
@pytest.mark.parametrize(("question", "answers"), [
    # a type between two persons: the one named before the verb does it
    ("Who has Ada Brook mentored?", {"Cy Marr", "Bo Lind"}),
    ("Who mentors Ada Brook?", {"Eve Hale"}),
])
def test_who_does_what_to_whom_on_a_type_between_one_label(music, question, answers):
    answer = music.ask(question)
    assert {e.name for e in answer.entities} == answers, answer.trace.logical_form


@pytest.mark.neo4j
def test_with_someone_is_through_what_both_did_and_leaves_them_out(music):
    # "who": a person (persons do things; songs are only done), through a song both performed, not Ada herself
    answer = music.ask("who performed with Ada Brook")
    assert "(NOT " in answer.trace.logical_form, answer.trace.logical_form
    assert [e.name for e in answer.entities] == ["Bo Lind"]


@pytest.mark.neo4j
def test_a_role_word_before_a_name_picks_the_step_to_it(music):
    # performers of the songs Cy Marr composed, not the persons Cy Marr mentors or is mentored by
    answer = music.ask("Which performers have worked with composer Cy Marr?")
    form = answer.trace.logical_form
    assert "PERFORMED" in form and "(R COMPOSED)" in form and "MENTORS" not in form, form
    assert [e.name for e in answer.entities] == ["Bo Lind"]


@pytest.mark.neo4j
@pytest.mark.parametrize(("question", "step", "answers"), [
    # three types join persons to songs; Bo Lind only performed, so his songs are the ones he performed
    ("Bo Lind's latest song", "(R PERFORMED)", ["Night Ferry"]),
    ("What was Bo Lind's first song?", "(R PERFORMED)", ["Salt Road"]),
    # Cy Marr only composed
    ("songs of Cy Marr", "(R COMPOSED)", ["Night Ferry"]),
])
def test_the_one_type_a_named_thing_has_is_the_step_to_it(music, question, step, answers):
    answer = music.ask(question)
    assert step in answer.trace.logical_form, answer.trace.logical_form
    assert [e.name for e in answer.entities] == answers


@pytest.mark.neo4j
@pytest.mark.parametrize(("question", "form", "answer"), [
    # counted through the type the verb names, of the three between persons and songs
    ("How many people composed more than one song?", "(gt (AGG count COMPOSED) 1)", "1"),
    # two role nouns denied: persons with neither relationship
    ("How many people are neither composers nor performers?", "(NOT (HAS PERFORMED))", "2"),
    # "with X" leaves X out; a movie X directed may have X in its cast, so "in a song X composed" does not
    ("How many people performed a song composed by Ada Brook?", "(JOIN (JOIN PERFORMED (R COMPOSED))", "2"),
])
def test_counts_and_denials_of_roles(music, question, form, answer):
    found = music.ask(question)
    assert form in found.trace.logical_form, found.trace.logical_form
    assert found.entities[0].name == answer


@pytest.mark.neo4j
def test_a_superlative_said_of_another_label_does_not_rank_the_role_exactly(music):
    # "the newest song": the song is the newest; ranking composers by their own birth is not what is asked
    answer = music.ask("Which composer composed the newest song?")
    if "born" in answer.trace.logical_form:
        assert answer.provenance is not Provenance.KG_EXACT, answer.trace.logical_form
