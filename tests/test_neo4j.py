"""Neo4j backend beyond the shared contract: graphs kgchat did not create, corrections, errors, specs.

Runs on the real Neo4j that tests/neo4j_server.py starts once per session.
"""

from __future__ import annotations

import socket
from dataclasses import replace

import pytest
from conftest import TINY
from neo4j_server import wipe_all

from kgchat.backends.importer import load_file
from kgchat.backends.neo4j import Neo4jConfig, Neo4jGraph
from kgchat.errors import (
    AuthenticationFailed,
    BackendUnavailable,
    ConfigError,
    GraphError,
    ReadOnlyGraph,
    TripleNotFound,
    UnknownEntity,
    UnknownRelation,
)
from kgchat.logic import execute
from kgchat.logic.cypher import quote_name
from kgchat.types import Direction, Entity, Triple

pytestmark = pytest.mark.neo4j

# A graph in the shape people build by hand: labels per kind, a different name property per label, relationship
# types that need quoting, and nodes (genres) that are not entities for kgchat.
MOVIES_CYPHER = """
CREATE (keanu:Person {uid: 'p1', name: 'Keanu Reeves', born: 1964}),
       (carrie:Person {uid: 'p2', name: 'Carrie-Anne Moss'}),
       (lana:Person {uid: 'p3', name: 'Lana Wachowski'}),
       (chad:Person {uid: 'p4', name: 'Chad Stahelski'}),
       (matrix:Movie {uid: 'm1', title: 'The Matrix', released: 1999}),
       (reloaded:Movie {uid: 'm2', title: 'The Matrix Reloaded', released: 2003}),
       (wick:Movie {uid: 'm3', title: 'John Wick', released: 2014}),
       (amelie:Movie {uid: 'm4', title: 'Amélie'}),
       (scifi:Genre {uid: 'g1', label: 'Science Fiction'}),
       (keanu)-[:ACTED_IN {roles: ['Neo']}]->(matrix),
       (keanu)-[:ACTED_IN {roles: ['Neo']}]->(reloaded),
       (keanu)-[:ACTED_IN {roles: ['John Wick']}]->(wick),
       (carrie)-[:ACTED_IN {roles: ['Trinity']}]->(matrix),
       (matrix)-[:`DIRECTED BY`]->(lana),
       (reloaded)-[:`DIRECTED BY`]->(lana),
       (wick)-[:`DIRECTED BY`]->(chad),
       (reloaded)-[:`sequel``of`]->(matrix),
       (matrix)-[:IN_GENRE]->(scifi)
"""
MOVIES_SPEC = "?label=Person|Movie&name=name,title&id=uid"


def ids(entities):
    return [e.id for e in entities]


@pytest.fixture
def movies(neo4j_server, neo4j_open):
    """The hand-built graph above, created with plain Cypher; returns ``open(**settings) -> Neo4jGraph``."""
    import neo4j

    wipe_all(neo4j_open())
    with neo4j.GraphDatabase.driver(neo4j_server.uri, auth=(neo4j_server.user, neo4j_server.password)) as driver:
        driver.execute_query(MOVIES_CYPHER)
    yield neo4j_open
    wipe_all(neo4j_open())


@pytest.fixture
def hand_built(movies, neo4j_server):
    spec = neo4j_server.uri.replace("bolt://", f"bolt://{neo4j_server.user}:{neo4j_server.password}@") + MOVIES_SPEC
    graph = Neo4jGraph.from_spec(spec)
    yield graph
    graph.close()


# -- a graph kgchat did not create ---------------------------------------------------------------------------------
def test_existing_graph_reading(hand_built):
    g = hand_built
    assert g.shape.labels == ("Person", "Movie") and g.has_fulltext
    assert g.entity("m1") == Entity("m1", "The Matrix")
    assert g.entity("p1") == Entity("p1", "Keanu Reeves")
    assert g.entity("g1") is None  # a Genre is not an entity here
    # IN_GENRE leads to a non-entity; a property is a step to its value
    assert g.relations("m1", Direction.OUT) == ["DIRECTED BY", "released"]
    assert g.neighbors("m1", "released", Direction.OUT) == [Entity("1999", "1999")]
    # ACTED_IN has properties: its relationships are also mediators (ACTED_IN.end leads from one to the film)
    assert g.relations("m1", Direction.IN) == ["ACTED_IN", "ACTED_IN.end", "sequel`of"]
    assert ids(g.neighbors("p1", "ACTED_IN", Direction.OUT)) == ["m1", "m2", "m3"]
    assert [e.name for e in g.neighbors("p1", "ACTED_IN", Direction.OUT, limit=2)] == ["The Matrix", "The Matrix Reloaded"]
    assert ids(g.neighbors("p3", "DIRECTED BY", Direction.IN)) == ["m1", "m2"]
    assert ids(g.neighbors("m2", "sequel`of", Direction.OUT)) == ["m1"]
    stats = g.stats()
    assert stats.triples == 8 and stats.entities == 8
    assert stats.relations["ACTED_IN"] == 4 and stats.relations["DIRECTED BY"] == 3
    assert {"ACTED_IN", "DIRECTED BY", "sequel`of", "IN_GENRE"} <= set(g.relation_names())


def test_existing_graph_search_uses_every_name_property(hand_built):
    g = hand_built
    top = g.search_entities("the matrix")[0]
    assert (top.entity.id, top.score, top.method) == ("m1", 1.0, "exact")  # no norm property: checked in Python
    assert g.search_entities("AMELIE")[0].entity == Entity("m4", "Amélie")  # accent-folding full-text analyzer
    assert g.search_entities("amelie")[0].score == 1.0
    assert ids(m.entity for m in g.search_entities("matrix"))[:2] == ["m1", "m2"]
    assert g.search_entities("keanu")[0].entity.id == "p1"
    assert g.search_entities("Keanu Reevs")[0].entity.id == "p1"  # one word matches, scored by similarity
    assert g.search_entities("Lanna Wachowsky")[0].entity.id == "p3"  # nothing matches a word: fuzzy
    assert "g1" not in ids(m.entity for m in g.search_entities("science fiction"))
    # Lucene syntax in the text is not obeyed (title:* would match every node): only the words are searched
    as_typed = [(m.entity, m.score, m.method) for m in g.search_entities('title:* OR "x')]
    assert as_typed == [(m.entity, m.score, m.method) for m in g.search_entities("title or x")]


def test_existing_graph_logical_forms(hand_built):
    g = hand_built
    forms = {  # answers in name order: John Wick (m3) before The Matrix (m1), Carrie-Anne (p2) before Keanu (p1)
        '(JOIN (R ACTED_IN) p1)': ["m3", "m1", "m2"],
        '(AND (JOIN (R ACTED_IN) p1) (JOIN "DIRECTED BY" p3))': ["m1", "m2"],
        '(JOIN ACTED_IN (JOIN "DIRECTED BY" p3))': ["p2", "p1"],
        '(JOIN (JOIN ACTED_IN "DIRECTED BY") p4)': ["p1"],
        '(JOIN (JOIN "DIRECTED BY" (R "DIRECTED BY")) m1)': ["m1", "m2"],  # walks back over the same edge
        '(COUNT (JOIN ACTED_IN m1))': ["2"],
        '(JOIN "sequel`of" m1)': ["m2"],
    }
    for form, want in forms.items():
        assert ids(g.execute(form)) == want, form
        assert g.execute(form) == execute(form, g), form
    with pytest.raises(UnknownRelation):
        g.execute("(JOIN (R ACTED_IN) (JOIN HAS_GENRE g1))")
    with pytest.raises(UnknownRelation):
        g.execute("(AND film.film (JOIN ACTED_IN p1))")  # no type.object.type edges here


def test_existing_graph_rejects_unknown_relation_types(hand_built):
    with pytest.raises(UnknownRelation):
        hand_built.neighbors("m1", "DIRECTED BY`]->(x) DETACH DELETE x //", Direction.OUT)
    with pytest.raises(UnknownRelation):
        hand_built.neighbors("m1", "directed by", Direction.OUT)  # relationship types are case-sensitive
    assert hand_built.stats().triples == 8


def test_existing_graph_corrections(hand_built):
    g = hand_built
    before = g.stats()
    t = Triple("p2", "ACTED_IN", "m2")
    assert g.add_triple(t) and g.has_triple(t)
    assert ids(g.neighbors("m2", "ACTED_IN", Direction.IN)) == ["p1", "p2"]
    assert g.remove_triple(t) and not g.has_triple(t)
    assert g.stats() == before
    # a new person gets the first configured label and name property, and the id property
    new = Triple("p9", "ACTED_IN", "m3")
    assert g.add_triple(new, head_name="Ian McShane")
    assert g.entity("p9") == Entity("p9", "Ian McShane")
    assert g.search_entities("ian mcshane")[0].entity.id == "p9"
    assert g.remove_triple(new)


def test_element_ids_as_entity_ids(movies):
    g = movies(labels=("Person", "Movie"), name_properties=("name", "title"), id_property="elementId")
    keanu = g.search_entities("Keanu Reeves")[0].entity
    assert keanu.name == "Keanu Reeves" and keanu.id.count(":") >= 2
    films = g.neighbors(keanu.id, "ACTED_IN", Direction.OUT)
    assert ids(films) == sorted(ids(films))
    assert {f.name for f in films} == {"The Matrix", "The Matrix Reloaded", "John Wick"}
    assert g.entity(keanu.id) == keanu
    form = f'(JOIN (R ACTED_IN) "{keanu.id}")'
    assert g.execute(form) == execute(form, g) == sorted(films, key=lambda f: f.name)  # answers in name order
    matrix = next(f for f in films if f.name == "The Matrix")
    old = Triple(keanu.id, "ACTED_IN", matrix.id)
    with pytest.raises(UnknownEntity):  # cannot invent element ids: the replace is rolled back
        g.replace_triple(old, Triple(keanu.id, "ACTED_IN", "4:no-such-node:999"))
    assert g.has_triple(old)


def test_labels_are_detected_when_not_given(movies):
    g = movies(id_property="uid", name_properties=("name", "title"))
    assert g.shape.labels == ("Genre", "Movie", "Person")  # no :Entity nodes: every label is a class of entities
    # no configured name property: an unnamed (mediator) node, unless its property is listed
    assert g.neighbors("m1", "IN_GENRE", Direction.OUT) == [Entity("g1", "")]
    named = movies(id_property="uid", name_properties=("name", "title", "label"))
    assert named.neighbors("m1", "IN_GENRE", Direction.OUT) == [Entity("g1", "Science Fiction")]
    assert g.search_entities("keanu reeves")[0].entity.id == "p1"  # no full-text index: scanned names


def test_search_without_fulltext_index_scans_names(movies):
    g = movies(labels=("Person", "Movie"), id_property="uid", name_properties=("name", "title"),
               create_schema=False, fulltext_index="missing_index")
    assert not g.has_fulltext
    assert ids(m.entity for m in g.search_entities("matrix"))[:2] == ["m1", "m2"]
    assert g.search_entities("amelie")[0].entity.id == "m4"
    assert g.search_entities("amelie")[0].score == 1.0


# -- corrections on a graph kgchat loaded --------------------------------------------------------------------------
def test_add_then_remove_restores_the_graph(neo4j_store_factory):
    g = neo4j_store_factory(TINY)
    before = (g.stats(), g.neighbors("Inception", "has_genre", Direction.OUT), g.relations("Inception", Direction.OUT))
    t = Triple("Inception", "filmed_in", "Morocco")
    assert g.add_triple(t, tail_name="Morocco")
    assert g.search_entities("morocco")[0].entity.id == "Morocco"
    assert g.remove_triple(t)
    after = (g.stats(), g.neighbors("Inception", "has_genre", Direction.OUT), g.relations("Inception", Direction.OUT))
    assert after[0].triples == before[0].triples and after[0].relations.get("filmed_in", 0) == 0
    assert after[1:] == before[1:]


def test_failed_replace_leaves_the_graph_unchanged(neo4j_store_factory):
    g = neo4j_store_factory(TINY)
    old = Triple("Inception", "directed_by", "Christopher Nolan")
    with pytest.raises(GraphError):  # the new relation name is refused after the old triple was deleted
        g.replace_triple(old, Triple("Inception", " directed_by", "Someone Else"))
    assert g.has_triple(old) and g.entity("Someone Else") is None
    with pytest.raises(TripleNotFound):
        g.replace_triple(Triple("Inception", "directed_by", "Nobody"), old)
    assert g.stats().triples == 62


def test_read_only_spec_is_enforced_by_the_server(neo4j_store_factory, neo4j_open):
    neo4j_store_factory(TINY)
    g = neo4j_open(read_only=True)
    assert g.neighbors("Inception", "directed_by", Direction.OUT)[0].id == "Christopher Nolan"
    with pytest.raises(ReadOnlyGraph, match="read-only"):
        g.add_triple(Triple("Inception", "has_genre", "Thriller"))
    with pytest.raises(ReadOnlyGraph):
        g.replace_triple(Triple("Inception", "directed_by", "Christopher Nolan"),
                         Triple("Inception", "directed_by", "Someone Else"))
    assert g.has_triple(Triple("Inception", "directed_by", "Christopher Nolan"))
    assert not g.has_triple(Triple("Inception", "has_genre", "Thriller"))


def test_bulk_load_is_idempotent_and_names_entities(neo4j_store_factory):
    g = neo4j_store_factory(TINY)
    queries = g.queries
    again = load_file(g, TINY)
    assert again.added == 0 and again.duplicates == 62
    assert g.stats().triples == 62 and g.queries > queries
    assert g.bulk_insert([("m.01", "directed_by", "m.02"), ("m.01", "directed_by", "m.02")],
                         {"m.01": "Heat", "Inception": "Inception (2010)"}) == 1
    assert g.entity("m.01") == Entity("m.01", "Heat") and g.entity("m.02") == Entity("m.02", "")  # a bare id: unnamed, as in SQLite
    assert g.entity("Inception").name == "Inception (2010)"
    assert g.search_entities("inception 2010")[0].entity.id == "Inception"


def test_search_agrees_with_sqlite(neo4j_store_factory, tiny_sqlite):
    g = neo4j_store_factory(TINY)
    for text in ["amelie", "o brother where art thou", "nolan", "matt", "Cristopher Nolan", "oceans eleven",
                 "Robert'); DROP TABLE triples;--", "science", "leonardo dicaprio", "kate winslett"]:
        # Same best match and score; the tails may differ where Lucene and FTS5 split words differently
        # (FTS5 reads "O'Neil" as two words, Lucene as one).
        got = [(m.entity.id, m.score) for m in g.search_entities(text, limit=5)]
        want = [(m.entity.id, m.score) for m in tiny_sqlite.search_entities(text, limit=5)]
        assert got[0] == want[0], text
        assert {i for i, _ in got} & {i for i, _ in want} == {i for i, _ in got[:len(want)]} & {i for i, _ in want}, text


def test_query_timeout_is_a_clear_error(neo4j_store_factory):
    g = neo4j_store_factory(TINY)
    with pytest.raises(BackendUnavailable, match="timeout"):
        g._read("UNWIND range(1, 2000000000) AS x RETURN count(x)", "counting forever", timeout=0.5)


# -- connecting ------------------------------------------------------------------------------------------------------
def test_wrong_password_is_authentication_failed(neo4j_server):
    with pytest.raises(AuthenticationFailed, match="NEO4J_PASSWORD"):
        Neo4jGraph(uri=neo4j_server.uri, user="neo4j", password="not-the-password")


def test_password_from_environment(neo4j_server, monkeypatch):
    monkeypatch.setenv("NEO4J_PASSWORD", neo4j_server.password)
    g = Neo4jGraph.from_spec(neo4j_server.uri)
    assert g.spec == neo4j_server.uri.replace("bolt://", "bolt://neo4j@")
    g.close()


def test_unreachable_server_is_backend_unavailable():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]  # nothing listens here once the socket is closed
    with pytest.raises(BackendUnavailable, match="running"):
        Neo4jGraph(uri=f"bolt://127.0.0.1:{port}", password="x" * 8, connect_timeout=2)


def test_missing_database_is_backend_unavailable(neo4j_server):
    with pytest.raises(BackendUnavailable, match="database"):
        Neo4jGraph(uri=neo4j_server.uri, user="neo4j", password=neo4j_server.password, database="nosuchdb")


# -- specs (no server needed) -----------------------------------------------------------------------------------------
def test_spec_parsing():
    cfg = Neo4jConfig.from_spec("neo4j+s://alice:p%40ss@db.example.com:7687?database=movies&label=Person|Movie"
                                "&name=title,name&id=uid&readonly=1&timeout=5&create_schema=0")
    assert cfg.uri == "neo4j+s://db.example.com:7687"
    assert (cfg.user, cfg.password, cfg.database) == ("alice", "p@ss", "movies")
    assert cfg.labels == ("Person", "Movie") and cfg.name_properties == ("title", "name")
    assert cfg.id_property == "uid" and cfg.read_only and not cfg.create_schema and cfg.query_timeout == 5
    assert "p@ss" not in cfg.spec() and "p%40ss" not in cfg.spec()
    assert Neo4jConfig.from_spec(cfg.spec()) == replace(cfg, password=None)
    assert Neo4jConfig.from_spec("bolt://localhost:7687?label=").labels == ()
    assert Neo4jConfig.from_spec("bolt://localhost").labels is None


@pytest.mark.parametrize("spec", ["bolt://localhost:7687?colour=red", "bolt://localhost:7687/movies",
                                  "bolt://localhost:7687?readonly=maybe", "bolt://localhost:7687?timeout=soon",
                                  "bolt://:7687", "http://localhost:7474"])
def test_bad_specs_say_what_to_do(spec):
    with pytest.raises(ConfigError):
        Neo4jConfig.from_spec(spec)


def test_identifiers_are_backtick_quoted():
    assert quote_name("DIRECTED BY") == "`DIRECTED BY`"
    assert quote_name("a`]->(x) DELETE x //") == "`a``]->(x) DELETE x //`"


# -- logical forms: every branch of kgchat.logic.cypher against the reference executor -------------------------------
COMPILER_FORMS = [
    '(JOIN directed_by "Christopher Nolan")',
    '(JOIN directed_by "Nobody")',
    "(JOIN release_year 2001^^http://www.w3.org/2001/XMLSchema#gYear)",
    '(JOIN (JOIN starred_actors (R starred_actors)) "The Departed")',  # back over the edge it came along
    '(JOIN (R starred_actors) (JOIN directed_by "Christopher Nolan"))',
    "(AND film.film people.person)",
    "(AND film.film (AND (ge release_year 2000) (JOIN has_genre Crime)))",
    '(AND (JOIN directed_by "Christopher Nolan") (ARGMAX film.film release_year))',  # ARGMAX as a filter
    '(ARGMIN (JOIN starred_actors "Leonardo DiCaprio") release_year)',
    '(ARGMIN (JOIN (R starred_actors) "The Departed") (JOIN (R starred_actors) release_year))',
    "(ARGMAX film.film has_genre)",  # no comparable values at all
    '(JOIN (R nominated_for) (TC (JOIN (R award_nomination) "Leonardo DiCaprio") year 2016))',
    '(JOIN (R nominated_for) (TC (JOIN (R award_nomination) "Leonardo DiCaprio") year NOW))',
    '(AND (JOIN (R award_nomination) "Leonardo DiCaprio") (TC (JOIN (R award_nomination) "Leonardo DiCaprio") year 2014))',
    '(AND (JOIN directed_by "Christopher Nolan") (TC film.film release_year 2010))',  # TC as a filter
    "(COUNT (AND film.film (JOIN has_genre Crime)))",
    "(COUNT (JOIN directed_by Nobody))",
    "(AND people.person (gt (JOIN (R starred_actors) release_year) 2.005e3))",
    "(AND film.film (lt release_year 1999-12))",
]


def test_compiled_cypher_matches_the_reference_executor(neo4j_store_factory, tiny_sqlite):
    g = neo4j_store_factory(TINY)
    for form in COMPILER_FORMS:
        want = execute(form, tiny_sqlite)
        assert execute(form, g) == want, form
        assert g.execute(form) == want, form
