"""Frontier batching: the batched reads answer exactly what the per-entity reads answer on every backend, the engines
give the same answers and traces with them in a few round trips, the per-question cache, and kept-alive connections.

``PerEntity`` is a store with its batched reads replaced by GraphStore's defaults, which loop over ``relations`` and
``neighbors`` entity by entity: exactly what the engines asked before frontier batching.
"""

from __future__ import annotations

import threading
from urllib.parse import urlsplit

import pytest

from kgchat.backends.base import GraphStore, is_unnamed, round_trips
from kgchat.backends.cache import QuestionCache, question_names, question_spans
from kgchat.backends.sparql import SparqlGraph
from kgchat.chat import Chat, make_engine
from kgchat.errors import UnknownRelation
from kgchat.reasoning.answer_type import profile
from kgchat.reasoning.mcts import MCTSEngine
from kgchat.reasoning.tog import ThinkOnGraph
from kgchat.reasoning.tog_r import ThinkOnGraphR, ToGConfig
from kgchat.scorers.base import BaseScorer
from kgchat.types import Direction, Triple

HEADS = ["Inception", "Interstellar", "The Dark Knight", "The Departed", "Titanic", "Amélie", "Ocean's Eleven",
         "Leonardo DiCaprio", "Christopher Nolan", "Matt Damon", "Science Fiction", "2001", "Nobody"]


class PerEntity(GraphStore):
    """The store with GraphStore's default (entity by entity) batched reads."""

    def __init__(self, store: GraphStore):
        self.store = store
        self.spec = store.spec

    @property
    def queries(self) -> int:  # type: ignore[override]
        return self.store.queries

    def search_entities(self, text, limit=10):
        return self.store.search_entities(text, limit)

    def entity(self, entity_id):
        return self.store.entity(entity_id)

    def relations(self, entity_id, direction):
        return self.store.relations(entity_id, direction)

    def neighbors(self, entity_id, relation, direction, limit=None):
        return self.store.neighbors(entity_id, relation, direction, limit)

    def relation_names(self):
        return self.store.relation_names()

    def sample_entities(self, relation, limit, seed=0):
        return self.store.sample_entities(relation, limit, seed)

    def stats(self):
        return self.store.stats()

    def execute(self, form):
        return self.store.execute(form)

    def entities_by_norm(self, norm, limit=20):
        return self.store.entities_by_norm(norm, limit)

    def degree(self, entity_id):
        return self.store.degree(entity_id)


class WordScorer(BaseScorer):
    """A chain scores the share of its words that the question uses, times 0.9 per hop (deterministic, no model)."""

    name = "words"

    def score(self, question, options, context=""):
        q = set(question.lower().replace("?", "").split())
        out = []
        for option in options:
            hops = option.split(" then ")
            words = [w for w in option.lower().replace("(reverse)", "").split() if w != "then"]
            out.append(sum(any(w.startswith(x[:5]) for x in q) for w in words) / max(1, len(words)) * 0.9 ** len(hops))
        return out


def every_id(store) -> list[str]:
    """The tiny graph's entities, the unnamed nomination nodes and a few ids that name nothing."""
    ids = dict.fromkeys(HEADS)
    for head in HEADS:
        for d in (Direction.OUT, Direction.IN):
            for rel in store.relations(head, d):
                ids.update(dict.fromkeys(e.id for e in store.neighbors(head, rel, d)))
    return list(ids)


# -- the batched reads against the per-entity reads -----------------------------------------------------------------
def _unnamed_moves(found):
    return {e: {move: first is not None and is_unnamed(first) for move, first in moves.items()}
            for e, moves in found.items()}


def test_relations_many_answers_what_relations_and_neighbors_answer(store):
    ids = every_id(store)
    batched = store.relations_many(ids)
    per_entity = PerEntity(store).relations_many(ids)
    if isinstance(store, SparqlGraph):  # it gives any neighbour: only whether it is unnamed must agree
        assert _unnamed_moves(batched) == _unnamed_moves(per_entity)
    else:
        assert batched == per_entity
    assert list(batched) == ids and batched["Nobody"] == {}
    assert list(batched["Christopher Nolan"]) == [("type.object.type", Direction.OUT), ("directed_by", Direction.IN),
                                                  ("written_by", Direction.IN)]
    first = batched["Leonardo DiCaprio"][("award_nomination", Direction.OUT)]
    assert first is not None and first.name == ""  # the move lands on unnamed nodes


@pytest.mark.parametrize("limit", [None, 1, 2])
def test_neighbors_many_answers_what_neighbors_answers(store, limit):
    moves = store.relations_many(every_id(store))
    lookups = [(e, r, d) for e, found in moves.items() for r, d in found]
    lookups.append(("Nobody", "directed_by", Direction.OUT))
    batched = store.neighbors_many(lookups, limit)
    assert batched == PerEntity(store).neighbors_many(lookups, limit)
    assert [e.id for e in batched[("Christopher Nolan", "directed_by", Direction.IN)]] == \
        ["Inception", "Interstellar", "The Dark Knight"][:limit]
    assert batched[("Nobody", "directed_by", Direction.OUT)] == []


def test_entities_by_norms_answers_what_entities_by_norm_answers(store):
    norms = ["amelie", "the dark knight", "christopher nolan", "nothing of that name", "2010"]
    assert store.entities_by_norms(norms) == PerEntity(store).entities_by_norms(norms)
    assert [e.id for e in store.entities_by_norms(norms)["amelie"]] == ["Amélie"]


def test_neighbors_many_checks_relations_before_sending(store):
    with pytest.raises(UnknownRelation):
        store.neighbors_many([("Inception", "directed_by", Direction.OUT),
                              ("Inception", "directed_by) DETACH DELETE n //", Direction.OUT)])


def test_a_batched_read_is_one_round_trip(store):
    ids = every_id(store)
    store.entities_by_norms(["warm up"])  # a SPARQL store reads a small graph's names once, on first use
    for read in (lambda: store.relations_many(ids),
                 lambda: store.neighbors_many([(e, "starred_actors", Direction.OUT) for e in ids], limit=2)):
        before = round_trips()
        read()
        assert round_trips() - before == 1
    before = round_trips()
    store.entities_by_norms(["inception", "matt damon", "nobody at all"])
    assert round_trips() - before <= 1  # none where the names are held in memory (a small SPARQL graph)


# -- engines: same answers and traces, far fewer round trips ---------------------------------------------------------
QUESTIONS = ["who directed Inception", "which films did the director of Inception direct",
             "what films share actors with Titanic", "what was Leonardo DiCaprio nominated for"]


def _trace(answer):
    return [(s.kind, s.depth, s.note, [(c.label, c.score, c.kept) for c in s.candidates]) for s in answer.trace.steps]


def _same(a, b):
    assert (a.text, a.provenance, [e.id for e in a.entities]) == (b.text, b.provenance, [e.id for e in b.entities])
    assert [p.as_text() for p in a.trace.paths] == [p.as_text() for p in b.trace.paths]
    assert _trace(a) == _trace(b)


@pytest.mark.parametrize("variant", [ThinkOnGraphR, ThinkOnGraph])
def test_tog_answers_alike_batched_and_per_entity_in_fewer_round_trips(store, variant):
    config = ToGConfig(width=3, depth=3)
    for question in QUESTIONS:
        batched = variant(store, scorer=WordScorer(), config=config).ask(question)
        per_entity = variant(PerEntity(store), scorer=WordScorer(), config=config).ask(question)
        _same(batched, per_entity)
        assert batched.cost.graph_queries < per_entity.cost.graph_queries


def test_tog_r_asks_twice_per_depth_from_given_topics(store):
    """Relations of the whole frontier, then the targets of every kept chain: 2 round trips a depth; a depth whose
    moves land on unnamed nodes (DiCaprio's award nominations) asks for their moves and takes their second edge
    too: at most 4."""
    config = ToGConfig(width=3, depth=3)
    engine = ThinkOnGraphR(store, scorer=WordScorer(), config=config)
    store.relation_names(), store.inverse_relations()  # the schema and its inverse twins, read once per store
    answer = engine.ask("who directed Inception", topics=[store.entity("Inception")])
    assert [e.id for e in answer.entities] == ["Christopher Nolan"]
    assert answer.cost.graph_queries <= 2 * config.depth
    answer = engine.ask("which films did Matt Damon star in", topics=[store.entity("Matt Damon")])
    assert [e.id for e in answer.entities] == ["Ocean's Eleven", "The Departed"]
    assert answer.cost.graph_queries <= 4 * config.depth


def test_mcts_answers_alike_batched_and_per_entity(store):
    for question in QUESTIONS[:3]:
        batched = MCTSEngine(store, scorer=WordScorer()).ask(question)
        per_entity = MCTSEngine(PerEntity(store), scorer=WordScorer()).ask(question)
        assert (batched.text, [e.id for e in batched.entities]) == (per_entity.text, [e.id for e in per_entity.entities])
        assert batched.trace.logical_form == per_entity.trace.logical_form
        assert batched.cost.graph_queries < per_entity.cost.graph_queries


# -- the per-question cache ------------------------------------------------------------------------------------------
def test_question_cache_answers_repeats_from_memory_within_a_question(tiny_sqlite):
    view = QuestionCache(tiny_sqlite)
    with view.question_cache("who directed Inception"):
        before = round_trips()
        first = view.relations_many(["Inception", "Titanic"])
        view.relations("Inception", Direction.OUT)
        view.neighbors_many([("Inception", "directed_by", Direction.OUT)], limit=5)
        view.neighbors("Inception", "directed_by", Direction.OUT, limit=5)
        assert view.entities_by_norm("inception")[0].id == "Inception"  # looked up with the question's spans
        assert round_trips() - before == 2
        assert view.relations_many(["Titanic"]) == {"Titanic": first["Titanic"]}
        assert round_trips() - before == 2
    before = round_trips()
    view.relations("Inception", Direction.OUT)
    assert round_trips() - before == 1  # outside a question nothing is remembered


def test_question_cache_forgets_on_writes_and_between_questions(tiny_sqlite):
    view = QuestionCache(tiny_sqlite)
    with view.question_cache():
        assert [e.id for e in view.neighbors("Inception", "directed_by", Direction.OUT)] == ["Christopher Nolan"]
        view.add_triple(Triple("Inception", "directed_by", "Emma Thomas"))
        assert [e.id for e in view.neighbors("Inception", "directed_by", Direction.OUT)] == \
            ["Christopher Nolan", "Emma Thomas"]
    tiny_sqlite.remove_triple(Triple("Inception", "directed_by", "Emma Thomas"))  # behind the view's back
    with view.question_cache():
        assert [e.id for e in view.neighbors("Inception", "directed_by", Direction.OUT)] == ["Christopher Nolan"]


def test_question_cache_memory_is_per_thread(tiny_sqlite):
    view = QuestionCache(tiny_sqlite)
    seen = []
    with view.question_cache():
        view.relations("Inception", Direction.OUT)

        def other() -> None:
            before = round_trips()
            view.relations("Inception", Direction.OUT)  # no block in this thread: goes to the store
            seen.append(round_trips() - before)

        worker = threading.Thread(target=other)
        worker.start()
        worker.join()
    assert seen == [1]


def test_question_spans_are_the_names_linking_tries():
    assert question_spans("Who directed [The Dark Knight]?", longest=3)[:3] == [
        "who directed the", "directed the dark", "the dark knight"]
    assert len(question_spans("one two three")) == 6


def test_question_names_add_singulars_and_bracketed_names_of_any_length():
    names = question_names("what languages are the films of [The Effect of Gamma Rays on Man-in-the-Moon Marigolds] in")
    assert {"language", "film"} <= set(names)  # the question reader tries the singulars of plurals
    assert "the effect of gamma rays on man in the moon marigolds" in names  # 11 words: past the longest span
    assert len(names) == len(set(names))


def test_chat_counts_the_whole_question_within_two_per_depth_plus_two(tiny_sqlite):
    """``Cost.graph_queries`` of ``Chat.ask`` is every request of the question, the cache's name lookup before
    linking included, and the default engine stays within 2·depth + 2 of them."""
    view = QuestionCache(tiny_sqlite)
    config = ToGConfig(width=3, depth=3)
    chat = Chat(view, make_engine("compose", view, scorer=WordScorer(), config=config))
    view.relation_names()  # the schema, read once per store
    profile(view)  # and what the badge's answer-type check knows of it (Chat.open reads both)
    # (a depth through unnamed nodes costs two more: see test_tog_r_asks_twice_per_depth_from_given_topics)
    for question in ("what genres are the films directed by [Christopher Nolan]", "who directed [Inception]",
                     "what languages are the movies written by [Christopher Nolan] in"):
        before = round_trips()
        answer = chat.ask(question)
        assert answer.cost.graph_queries == round_trips() - before
        assert 1 <= answer.cost.graph_queries <= 2 * config.depth + 2, question


def test_a_question_counts_its_own_round_trips_while_others_share_the_store(tiny_sqlite):
    engine = ThinkOnGraphR(tiny_sqlite, scorer=WordScorer())
    alone = engine.ask("who directed Inception").cost.graph_queries
    stop = threading.Event()

    def busy() -> None:
        while not stop.is_set():
            tiny_sqlite.relations("Titanic", Direction.OUT)

    worker = threading.Thread(target=busy)
    worker.start()
    try:
        shared = engine.ask("who directed Inception").cost.graph_queries
    finally:
        stop.set()
        worker.join()
    assert shared == alone


# -- connections are kept alive --------------------------------------------------------------------------------------
@pytest.mark.neo4j
def test_neo4j_reads_reuse_pooled_connections(neo4j_store_factory, neo4j_server, neo4j_open):
    from conftest import TINY
    from tcp_proxy import CountingProxy

    neo4j_store_factory(TINY)
    where = urlsplit(neo4j_server.uri)
    proxy = CountingProxy(where.hostname, where.port)
    try:
        store = neo4j_open(uri=f"bolt://127.0.0.1:{proxy.port}")
        opened = proxy.connections
        for _ in range(30):
            store.relations_many(["Inception", "Titanic"])
            store.neighbors("Inception", "directed_by", Direction.OUT)
        assert proxy.connections - opened <= 1  # one pooled connection serves every sequential read
    finally:
        proxy.close()


@pytest.mark.virtuoso
def test_sparql_requests_reuse_one_http_connection(virtuoso_store_factory):
    from conftest import TINY
    from tcp_proxy import CountingProxy

    from kgchat.backends.sparql import SparqlGraph

    loaded = virtuoso_store_factory(TINY)
    where = urlsplit(loaded.endpoint)
    proxy = CountingProxy(where.hostname, where.port)
    try:
        store = SparqlGraph(f"http://127.0.0.1:{proxy.port}{where.path}", profile="generic", graph=loaded.graph,
                            label=loaded.label, base=loaded.base)
        for _ in range(30):
            store.relations_many(["Inception", "Titanic"])
            store.neighbors("Inception", "directed_by", Direction.OUT)
        assert store.queries >= 60 and proxy.connections == 1  # HTTP keep-alive: one connection for every request
        store.close()
    finally:
        proxy.close()



@pytest.mark.virtuoso
def test_sparql_reads_acknowledge_at_once_on_kept_connections(virtuoso_store_factory, monkeypatch):
    """Every read of a response goes through the quick-ack stream (Linux), which re-arms TCP_QUICKACK first, so
    Virtuoso's body is not held back behind a delayed ACK of its headers (``kgchat.backends.sparql.quickack``)."""
    from conftest import TINY

    from kgchat.backends.sparql import quickack

    if quickack.QUICKACK is None:
        pytest.skip("TCP_QUICKACK is Linux-only; elsewhere the client uses httpx's plain transport")
    reads: list[int] = []
    quick_read = quickack._QuickAckStream.read

    def read(self, max_bytes, timeout=None):
        reads.append(max_bytes)
        return quick_read(self, max_bytes, timeout)

    monkeypatch.setattr(quickack._QuickAckStream, "read", read)
    store = virtuoso_store_factory(TINY)
    store.neighbors_many([("Inception", "directed_by", Direction.OUT)])  # the schema and names, read once
    before, reads[:] = store.queries, []
    store.relations_many(["Inception", "Titanic"])
    store.neighbors_many([("Inception", "directed_by", Direction.OUT)])
    assert store.queries - before == 2 and len(reads) >= 2  # each response read through the quick-ack stream

def _spy_queries(store) -> list[str]:
    """The SPARQL texts a store sends from now on (the real client still sends them)."""
    sent: list[str] = []
    select = store.client.select

    def recording(query):
        sent.append(query)
        return select(query)

    store.client.select = recording
    return sent


@pytest.mark.virtuoso
def test_sparql_limits_the_hubs_relations_many_counted_on_the_server_with_the_same_answers(virtuoso_store_factory):
    from conftest import TINY

    store = virtuoso_store_factory(TINY)
    ids = every_id(store)
    moves = store.relations_many(ids)
    assert store.fanout[("Christopher Nolan", "directed_by", Direction.IN)] == 3  # counted along with the moves
    lookups = [(e, r, d) for e, found in moves.items() for r, d in found]
    counted = dict(store.fanout)
    for limit in (1, 2):
        sent = _spy_queries(store)
        before = round_trips()
        hinted = store.neighbors_many(lookups, limit)
        assert round_trips() - before == 1
        assert f"ORDER BY ?x LIMIT {limit}" in sent[-1]  # Nolan's films: limited on the server
        store.fanout = {}  # nothing known: every lookup joined, each cut to its limit here
        unknown = store.neighbors_many(lookups, limit)
        store.fanout = {key: 1_000 for key in counted}  # every lookup taken for a hub (wrong hints)
        wrong = store.neighbors_many(lookups, limit)
        store.fanout = dict(counted)
        assert hinted == unknown == wrong == PerEntity(store).neighbors_many(lookups, limit)
        assert [e.id for e in hinted[("Christopher Nolan", "directed_by", Direction.IN)]] == \
            ["Inception", "Interstellar", "The Dark Knight"][:limit]


@pytest.mark.virtuoso
def test_sparql_pages_in_the_plain_form_below_the_sorted_row_limit(virtuoso_store_factory, virtuoso_server, tmp_path):
    n = virtuoso_server.sorted_top + 300  # past MaxSortedTopRows and the result cap (ResultSetMaxRows)
    path = tmp_path / "hub.txt"
    path.write_text("".join(f"film{i:05d}|has_genre|Drama\n" for i in range(n)), encoding="utf-8")
    store = virtuoso_store_factory(path, fmt="metaqa")
    sent = _spy_queries(store)
    films = [f"film{i:05d}" for i in range(n)]
    assert [e.id for e in store.neighbors("Drama", "has_genre", Direction.IN)] == films
    assert store.client.sorted_top is not None  # the server refused a sorted page once

    def nested(query):
        return "ORDER BY ?x LIMIT" not in query

    pages = [q for q in sent if "has_genre" in q]
    assert any(nested(q) for q in pages) and not nested(pages[1])  # plain pages until the limit, nested past it
    sent.clear()
    assert [e.id for e in store.neighbors("Drama", "has_genre", Direction.IN, limit=3)] == films[:3]
    assert len(sent) == 1 and not nested(sent[0])  # a page short of the limit keeps the plain form


@pytest.mark.neo4j
def test_neo4j_routing_uri_reads_and_writes_through_the_routing_table(neo4j_store_factory, neo4j_server, neo4j_open):
    """``neo4j://`` (what a cluster or Aura needs): the driver asks the server for its routing table, sends reads
    to a READ member and writes to the WRITE member, and a read after a write sees it (shared bookmarks)."""
    from conftest import TINY

    direct = neo4j_store_factory(TINY)
    port = urlsplit(neo4j_server.uri).port
    routed = neo4j_open(uri=f"neo4j://127.0.0.1:{port}")
    table = routed._read("CALL dbms.routing.getRoutingTable({}) YIELD servers RETURN servers", "routing")[0]
    assert {s["role"]: s["addresses"] for s in table["servers"]} == {
        role: [f"127.0.0.1:{port}"] for role in ("WRITE", "READ", "ROUTE")}
    ids = every_id(direct)
    assert routed.relations_many(ids) == direct.relations_many(ids)
    assert routed.add_triple(Triple("Inception", "filmed_in", "Los Angeles"))
    assert [e.id for e in routed.neighbors("Inception", "filmed_in", Direction.OUT)] == ["Los Angeles"]
