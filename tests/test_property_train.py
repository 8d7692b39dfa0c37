"""Issue 35 point 4: ``kgchat train --graph bolt://…`` on a property graph it has never seen writes questions over
its labels, node properties and relationship properties (qualifiers), and fits the schema parser's ranker from
them, with no labelled question. The tiny property graph (``property_graphs.py``) on the test Neo4j, opened with
nothing but its address.
"""

from __future__ import annotations

import json
import re

import pytest
from click.testing import CliRunner
from property_graphs import load_neo4j

from kgchat.cli import main
from kgchat.train.property_synth import synthesize_property_questions


@pytest.fixture(scope="module")
def pg_spec(neo4j_server):
    import neo4j
    from neo4j_server import wipe_all

    from kgchat.backends.neo4j import Neo4jGraph

    def fresh() -> None:
        store = Neo4jGraph(uri=neo4j_server.uri, user=neo4j_server.user, password=neo4j_server.password)
        wipe_all(store)
        store.close()

    fresh()
    with neo4j.GraphDatabase.driver(neo4j_server.uri, auth=(neo4j_server.user, neo4j_server.password)) as driver:
        load_neo4j(driver)
    yield neo4j_server.uri.replace("bolt://", f"bolt://{neo4j_server.user}:{neo4j_server.password}@")
    fresh()


def _pieces(form: str) -> tuple[set[str], set[str]]:
    """The labels (TYPE …) and the other names (relationship types, property keys, qualifiers) a form uses."""
    words = set(re.findall(r"[A-Za-z_][\w.]*", form))
    return set(re.findall(r"\(TYPE (\w+)\)", form)), words


def test_synthesised_questions_cover_labels_properties_and_qualifiers(pg_spec):
    from kgchat.backends import open_graph

    store = open_graph(pg_spec)
    try:
        questions = synthesize_property_questions(store, 200, seed=0)
    finally:
        store.close()
    assert len(questions) >= 50
    shapes = {q.shape for q in questions}
    assert {"property", "filter", "top", "count", "qualifier"} <= shapes, shapes
    labels, relations = set(), set()
    for q in questions:
        ls, rs = _pieces(q.form)
        labels |= ls
        relations |= rs
    assert {"Person", "Movie"} <= labels  # labels are classes
    assert relations & {"born", "released", "budget", "tagline"}, relations  # node properties are steps
    assert any(r.startswith(("ACTED_IN.", "REVIEWED.")) for r in relations), relations  # qualifiers
    qualifier = next(q for q in questions if q.shape == "qualifier")
    assert "?" in qualifier.question and "(" in qualifier.form


def test_kgchat_train_graph_writes_the_schema_ranker(pg_spec, tmp_path):
    out = tmp_path / "model"
    result = CliRunner().invoke(main, ["train", "--graph", pg_spec, "--synthetic", "60", "--out", str(out)])
    assert result.exit_code == 0, result.output
    report = json.loads(result.output[result.output.index("{"):])
    assert report["questions"] >= 30 and report["parsed"] > 0
    weights = json.loads((out / "schema_ranker.json").read_text(encoding="utf-8"))["weights"]
    assert "covered" in weights
    written = [json.loads(line) for line in (out / "schema_questions.jsonl").read_text(encoding="utf-8").splitlines()]
    assert {"question", "form", "shape"} <= set(written[0])
