"""An answer depends on the question and the graph only: not on which questions were asked before it in the same
process, nor on the order a sample of the graph came back in. On the real test Neo4j with MiniLM, over an orchard
graph where one label has far more nodes than the profile samples (``answer_type.SAMPLE``) and another only two.
"""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.neo4j

TREES = 1500  # far more than the profile samples, so a sample of all nodes rarely reaches the two orchards
NODES = {
    "north": (["Orchard"], {"name": "North Orchard"}),
    "hill": (["Orchard"], {"name": "Hillside"}),
}
QUESTIONS = ("Which orchards have 'Orchard' in their name?", "Which orchard is Tree 17 planted in?")


def _fill(s) -> None:
    s.run("UNWIND range(1, $n) AS i MATCH (o {_h: CASE WHEN i % 2 = 0 THEN 'north' ELSE 'hill' END}) "
          "CREATE (:Tree {name: 'Tree ' + i, height: i % 9})-[:PLANTED_IN]->(o)", n=TREES)


@pytest.fixture(scope="module")
def orchard(neo4j_server):
    from neo4j_server import schema_engine_on

    with schema_engine_on(neo4j_server, NODES, _fill) as engine:
        yield engine


def _fresh(engine):
    """Another engine of the same kind on its own connection to the same graph: nothing read by the first is kept."""
    from kgchat.backends.neo4j import Neo4jGraph
    from kgchat.reasoning.schema_parser.engine import SchemaEngine
    from kgchat.scorers.embedding import load_minilm

    g = engine.graph
    return SchemaEngine(Neo4jGraph(uri=g.config.uri, user=g.config.user, password=g.config.password), load_minilm())


def test_every_label_is_a_class_of_the_profile_however_few_its_nodes(orchard):
    from kgchat.reasoning.answer_type import profile

    assert {"orchard", "tree"} <= profile(orchard.graph).type_names


def test_a_sample_of_the_graph_is_the_same_for_the_same_seed(orchard):
    from kgchat.logic.nodes import TYPE_RELATION

    g = orchard.graph
    for relation in (TYPE_RELATION, "PLANTED_IN", "height"):
        first = [e.id for e in g.sample_entities(relation, 50, seed=0)]
        assert first == [e.id for e in g.sample_entities(relation, 50, seed=0)], relation
        assert len(first) == 50
        assert first != [e.id for e in g.sample_entities(relation, 50, seed=7)], relation
    assert len(g.sample_entities("PLANTED_IN", 5000)) == TREES  # all of them when the limit allows


def test_answers_do_not_depend_on_the_order_questions_are_asked_in(orchard):
    def answers(engine, questions):
        out = {}
        for q in questions:
            a = engine.ask(q)
            out[q] = (sorted(e.name for e in a.entities), a.provenance, a.trace.logical_form)
        return out

    one = _fresh(orchard)
    other = _fresh(orchard)
    try:
        forward, backward = answers(one, QUESTIONS), answers(other, QUESTIONS[::-1])
    finally:
        one.graph.close()
        other.graph.close()
    assert forward == backward
    assert "North Orchard" in forward[QUESTIONS[0]][0], forward  # answered from the graph, not refused
    assert forward[QUESTIONS[1]][0] == ["Hillside"], forward
