"""Issue 36, finding 1: corrections checked and written as one step, so concurrent experts cannot both win.

For each backend (SQLite, and the session's real Neo4j and Virtuoso servers) the real app (``python app.py``) is
started on that graph with six experts, and rounds of concurrent HTTP API requests are fired at it, all released
at once by a barrier, each from its own connection:

- same target: five experts edit five different triples into one new triple;
- edit against add: three experts edit triples into a new triple while three others add that triple;
- duplicate flags: five experts flag the same triple.

In every case exactly one request is applied (201) and the others are refused with 409 and a message saying what
changed. Afterwards the graph equals the audit log replayed over the original graph (nothing the log calls applied
is missing, no fact is lost), and every applied entry can be undone, newest first, giving back the original graph.
"""

from __future__ import annotations

import shutil
import threading

import httpx
import pytest
from test_crash_corrections import assert_graph_is, replay, tiny_triples
from ui_server import start_app

from kgchat.corrections import Corrections
from kgchat.types import Triple

pytestmark = [pytest.mark.timeout(900), pytest.mark.slow]

EXPERTS = {f"e{i}": f"pw-{i}" for i in range(1, 7)}
ROUNDS = 3


@pytest.fixture
def app_on(store, tmp_path, request):
    """The app serving ``store`` as its graph, with six experts and no rate limit."""
    env = {"KGCHAT_GRAPH": store.spec, "KGCHAT_API_RATE_LIMIT": "0",
           "KGCHAT_EXPERTS": ",".join(f"{u}:{p}" for u, p in EXPERTS.items())}
    if store.spec.startswith(("bolt", "neo4j")):
        env["NEO4J_PASSWORD"] = request.getfixturevalue("neo4j_server").password
    app = start_app(tmp_path / "app", "--scorer", "bm25", env=env)
    yield app
    app.stop()
    shutil.rmtree(tmp_path / "app", ignore_errors=True)


def body(t: Triple) -> dict:
    return {"head": t.head, "relation": t.relation, "tail": t.tail}


def at_once(app, calls: list[tuple[str, str, dict]]) -> list[httpx.Response]:
    """POST every (expert, path, json) at the same moment, each from its own connection; the responses in order."""
    barrier = threading.Barrier(len(calls))
    out: list[httpx.Response | None] = [None] * len(calls)

    def one(i: int, who: str, path: str, payload: dict) -> None:
        with httpx.Client(base_url=app.url + "api/v1", auth=(who, EXPERTS[who]), timeout=120) as client:
            client.get("/health")  # connected before the barrier: the requests leave together
            barrier.wait()
            out[i] = client.post(path, json=payload)

    threads = [threading.Thread(target=one, args=(i, *call)) for i, call in enumerate(calls)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert all(r is not None for r in out)
    return out  # type: ignore[return-value]


def one_winner(responses: list[httpx.Response], refusal: str) -> dict:
    codes = sorted(r.status_code for r in responses)
    assert codes == [201] + [409] * (len(responses) - 1), [(r.status_code, r.text[:200]) for r in responses]
    for r in responses:
        if r.status_code == 409:
            assert refusal in r.json()["error"], r.text
    return next(r.json() for r in responses if r.status_code == 201)


def test_racing_experts_each_get_one_winner_and_the_log_replays_to_the_graph(app_on, store):
    app = app_on
    start, base = tiny_triples(), store.stats().triples
    api = httpx.Client(base_url=app.url + "api/v1", auth=("e1", EXPERTS["e1"]), timeout=120)
    experts = list(EXPERTS)
    for r in range(ROUNDS):
        films = [Triple(f"Race{r} film {i}", "directed_by", f"Race{r} director") for i in range(9)]
        for t in films:
            assert api.post("/corrections", json={"action": "add", "after": body(t), "reason": "setup"}).status_code == 201
        target = Triple(f"Race{r} target", "directed_by", f"Race{r} director")
        one_winner(at_once(app, [(experts[i], "/corrections", {"action": "edit", "before": body(films[i]),
                                                                 "after": body(target), "reason": "same target"})
                                 for i in range(5)]), "already in the graph")
        other = Triple(f"Race{r} other", "directed_by", f"Race{r} director")
        calls = [(experts[i], "/corrections", {"action": "edit", "before": body(films[5 + i % 3]),
                                               "after": body(other), "reason": "edit"}) if i < 3 else
                 (experts[i], "/corrections", {"action": "add", "after": body(other), "reason": "add"})
                 for i in range(6)]
        one_winner(at_once(app, calls), "already in the graph")
        flags = [(experts[i], "/corrections", {"action": "flag", "before": body(films[8]), "reason": "dup flag"})
                 for i in range(5)]
        won = one_winner(at_once(app, flags), "already flagged")
        assert won["graph"] == app_on_label(store)  # a display name, never a server path

    log = Corrections(app.data_dir / "app.db")
    assert_graph_is(store, replay(start, log), start, base)  # no fact lost: the log is the graph

    applied = [c for c in sorted(log.list(limit=10_000), key=lambda c: -c.id) if c.action != "undo"]
    for entry in applied:  # every applied entry can be undone, newest first
        r = api.post(f"/corrections/{entry.id}/undo", json={"reason": "race test clean-up"})
        assert r.status_code == 201, (entry, r.text)
    assert_graph_is(store, replay(start, log), start, base)
    assert replay(start, log) == start


def app_on_label(store) -> str:
    if store.spec.startswith("sqlite:"):
        return store.path.stem
    host = store.spec.split("://", 1)[1].split("@")[-1].split("/")[0].split("#")[0].split("?")[0]
    return ("SPARQL " if store.spec.startswith("sparql:") else "Neo4j ") + host
