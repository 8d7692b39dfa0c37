"""The order a form's answers are shown in (kgchat.logic.order): by shown name, case-insensitively then exactly,
numbers by value, answers sharing a name by a key that does not depend on load order; TOP / BOTTOM ties in the
same order. The same on every store, and on Neo4j the same after the graph is loaded again in another order.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import BACKENDS

from kgchat.backends.base import GraphStore
from kgchat.backends.importer import load_file
from kgchat.backends.sqlite import SQLiteGraph
from kgchat.logic import execute
from kgchat.logic.order import order_answers
from kgchat.types import Direction, Entity

# ids are names here, so id order and name order differ only by case: "Banana" < "apple pie" by code point
SHOP = """apple pie|sold_at|Market
Banana|sold_at|Market
cherry|sold_at|Market
apple pie|price|3
Banana|price|3
cherry|price|10
"""
SHOP_FORMS = [  # (form, answers in the order shown)
    ("(JOIN sold_at Market)", ["apple pie", "Banana", "cherry"]),
    ("(JOIN (R price) (JOIN sold_at Market))", ["3", "10"]),  # a column of numbers: by value
    ("(TOP (JOIN sold_at Market) price 2)", ["cherry", "apple pie"]),  # the tie at 3 cut by name
    ("(BOTTOM (JOIN sold_at Market) price 1)", ["apple pie"]),
    ("(ARGMIN (JOIN sold_at Market) price)", ["apple pie", "Banana"]),
]


class _Keyed(GraphStore):
    """Only ``stable_keys``: a store whose key orders shared names against their ids."""

    def stable_keys(self, ids):
        return {i: {"1": "b", "2": "a"}.get(i, i) for i in ids}


def test_names_case_insensitively_then_exactly():
    found = [Entity("1", "banana"), Entity("2", "apple"), Entity("3", "Apple"), Entity("4", "Ápple")]
    assert [e.id for e in order_answers(found)] == ["3", "2", "1", "4"]


def test_a_column_of_numbers_by_value_and_mixed_text_as_text():
    assert [e.name for e in order_answers([Entity(x, x) for x in ["10", "9", "2.5", "-1"]])] == ["-1", "2.5", "9", "10"]
    assert [e.name for e in order_answers([Entity(x, x) for x in ["10", "9", "nine"]])] == ["10", "9", "nine"]


def test_shared_names_by_the_stores_stable_key():
    found = [Entity("1", "Central"), Entity("2", "Central"), Entity("3", "Abbey")]
    assert [e.id for e in order_answers(found)] == ["3", "1", "2"]  # no store: the id
    assert [e.id for e in order_answers(found, _Keyed())] == ["3", "2", "1"]


@pytest.fixture(params=BACKENDS)
def shop(request: pytest.FixtureRequest, tmp_path: Path):
    path = tmp_path / "shop.txt"
    path.write_text(SHOP, encoding="utf-8")
    if request.param == "sqlite":
        store = SQLiteGraph(tmp_path / "shop.db")
        load_file(store, path, "metaqa")
        yield store
        store.close()
        return
    yield request.getfixturevalue(f"{request.param}_store_factory")(path)


@pytest.mark.parametrize("form,want", SHOP_FORMS, ids=[f for f, _ in SHOP_FORMS])
def test_every_store_shows_answers_in_name_order(shop, form, want):
    got = shop.execute(form)
    assert [e.name for e in got] == want
    assert execute(form, shop) == got


# -- Neo4j read by element ids: the same graph loaded in two orders ---------------------------------------------------
STATIONS = [  # two stations share a name; their codes tell them apart
    ("Central", {"code": "C1", "docks": 10}),
    ("Central", {"code": "C2", "docks": 12}),
    ("harbour", {"code": "H", "docks": 8}),
    ("Abbey", {"code": "A", "docks": 12}),
]
STATION_FORMS = [  # (form, codes of the answers in the order shown; values: themselves)
    ('(AND (TYPE Station) (JOIN IN_CITY "{city}"))', ["A", "C1", "C2", "H"]),
    ("(TOP (TYPE Station) docks 2)", ["A", "C2"]),  # both have 12 docks: Abbey before Central
    ("(ARGMAX (TYPE Station) docks)", ["A", "C2"]),
    ("(JOIN (R docks) (TYPE Station))", ["8", "10", "12"]),
]


def _load_stations(server, opener, order: list[int], against: list[str] | None = None):
    """The stations created in ``order``; the graph read as it is (element ids, names from the name property), and
    the codes of the two Centrals in the order of their element ids. ``against``: that order in an earlier load;
    where this load gave the same, the two Centrals swap their properties, so that their element ids stand in the
    opposite order (Neo4j hands out the ids of deleted nodes again in an order of its own, which may be either)."""
    import neo4j
    from neo4j_server import wipe_all

    wipe_all(opener())
    with neo4j.GraphDatabase.driver(server.uri, auth=(server.user, server.password)) as driver, \
            driver.session() as session:
        session.run("CREATE (:City {name: 'Castrel'})").consume()
        for i in order:
            name, props = STATIONS[i]
            session.run("MATCH (c:City) CREATE (s:Station)-[:IN_CITY]->(c) SET s = $props",
                        props={"name": name, **props}).consume()
        by_element_id = _centrals(session)
        if by_element_id == against:
            session.run("MATCH (a:Station {code: 'C1'}), (b:Station {code: 'C2'}) "
                        "WITH a, b, properties(a) AS pa, properties(b) AS pb SET a = pb, b = pa").consume()
            by_element_id = _centrals(session)
    return opener(), by_element_id


def _centrals(session) -> list[str]:
    rows = session.run("MATCH (s:Station {name: 'Central'}) RETURN s.code AS code ORDER BY elementId(s)")
    return [r["code"] for r in rows]


def _shown(g, form: str) -> list[str]:
    city = g.search_entities("Castrel")[0].entity.id
    form = form.replace("{city}", city)
    got = g.execute(form)
    assert execute(form, g) == got, form
    out = []
    for e in got:
        codes = g.neighbors(e.id, "code", Direction.OUT) if e.name not in ("8", "10", "12") else []
        out.append(codes[0].name if codes else e.name)
    return out


@pytest.mark.neo4j
def test_neo4j_answer_order_survives_a_reload_in_another_order(neo4j_server, neo4j_open):
    from neo4j_server import wipe_all

    try:
        g, ids_first = _load_stations(neo4j_server, neo4j_open, [0, 1, 2, 3])
        assert g.shape.by_element_id
        first = [_shown(g, form) for form, _ in STATION_FORMS]
        g, ids_second = _load_stations(neo4j_server, neo4j_open, [3, 2, 1, 0], against=ids_first)
        assert g.shape.by_element_id
        second = [_shown(g, form) for form, _ in STATION_FORMS]
    finally:
        wipe_all(neo4j_open())
    assert ids_first != ids_second  # the loads gave the two Centrals their element ids in opposite orders
    assert first == second == [want for _, want in STATION_FORMS]
