"""The chat UI over the movie KB held in Neo4j: the bundled MetaQA graph loaded into the session's real Neo4j
server, the app started on it (``KGCHAT_GRAPH=bolt://…``), and a conversation in Debian Chromium through Playwright.

Each search depth asks the server twice (frontier batching), so the answer card of a plain question must show at
most 2·depth + 2 graph round trips (one more when the relationship types are re-read on the way). The answered chat is saved as artifacts/ui_neo4j.png (docs/ui_neo4j.png is a copy of one).
"""

from __future__ import annotations

import re
from urllib.parse import urlsplit

import pytest
from conftest import ROOT
from ui_server import chromium, start_app

from kgchat.backends.importer import load_file
from kgchat.bundled import data_dir

pytestmark = [pytest.mark.browser, pytest.mark.neo4j, pytest.mark.timeout(900)]

ARTIFACTS = ROOT / "artifacts"
WAIT = 120_000  # ms: the first question waits for MiniLM to load
DEPTH = 3  # the app's default search depth
RELOAD = 1  # one more round trip when the relationship types are re-read (cached for SCHEMA_RELOAD_SECONDS): the
#             first question can come that long after the app read them, on a loaded machine where MiniLM loads slowly


@pytest.fixture(scope="module")
def movie_app(neo4j_server, tmp_path_factory):
    """The app on the bundled movie KB in Neo4j (the database is wiped and loaded first)."""
    from kgchat.backends.neo4j import Neo4jGraph

    graph = Neo4jGraph(uri=neo4j_server.uri, user=neo4j_server.user, password=neo4j_server.password)
    graph.wipe()
    graph.close()
    graph = Neo4jGraph(uri=neo4j_server.uri, user=neo4j_server.user, password=neo4j_server.password)
    report = load_file(graph, data_dir("graphs") / "metaqa_kb.txt.gz", "metaqa")
    assert report.added == report.triples and not report.malformed
    graph.close()
    where = urlsplit(neo4j_server.uri)
    spec = f"bolt://{neo4j_server.user}@{where.hostname}:{where.port}"
    server = start_app(tmp_path_factory.mktemp("ui-neo4j"),
                       env={"KGCHAT_GRAPH": spec, "NEO4J_PASSWORD": neo4j_server.password})
    server.extra["spec"] = spec
    yield server, report.triples
    server.stop()


def _round_trips(card_text: str) -> int:
    found = re.search(r"(\d+)\s*graph queries", card_text)
    assert found, card_text
    return int(found.group(1))


def test_a_conversation_over_the_movie_graph_in_neo4j(movie_app):
    from playwright.sync_api import expect

    server, _ = movie_app
    with chromium() as browser:
        context = browser.new_context(viewport={"width": 1440, "height": 1000})
        page = context.new_page()
        outside = []
        page.on("request", lambda r: outside.append(r.url)
                if not r.url.startswith((server.url.rstrip("/"), "data:", "blob:", "about:")) else None)
        page.goto(server.url)
        page.locator("#kg-question textarea").wait_for(timeout=WAIT)
        header = page.locator("#kg-header")
        expect(header).to_contain_text(f"Neo4j {urlsplit(server.extra['spec']).netloc.split('@')[-1]}", timeout=WAIT)

        def ask(question: str) -> None:
            count = page.locator("#kg-chatbot .kg-badge").count()
            page.locator("#kg-question textarea").fill(question)
            page.locator("#kg-ask").click()
            expect(page.locator("#kg-chatbot .kg-badge")).to_have_count(count + 1, timeout=WAIT)

        card = page.locator("#kg-card")
        ask("who directed [The Dark Knight]")
        chat = page.locator("#kg-chatbot")
        expect(chat).to_contain_text("Christopher Nolan", timeout=WAIT)
        expect(chat.locator(".kg-chain").last).to_contain_text("directed by")
        assert _round_trips(card.inner_text()) <= 2 * DEPTH + 2 + RELOAD

        ask("what else did he direct?")
        expect(card.locator(".kg-refs")).to_contain_text("“he” → Christopher Nolan", timeout=WAIT)
        expect(card.locator(".kg-answer").filter(has_text="Inception")).to_have_count(1, timeout=WAIT)
        expect(card.locator(".kg-answer").filter(has_text=re.compile(r"^\s*The Dark Knight\s*$"))).to_have_count(0)
        # reading "he" and "what else" against the earlier answer costs a few more (entity by entity, a dozen
        # entities at most); a search that read the graph entity by entity would take well over a hundred
        assert _round_trips(card.inner_text()) <= 2 * (2 * DEPTH + 2) + RELOAD
        expect(page.locator("#kg-graph .js-plotly-plot")).to_be_visible(timeout=WAIT)
        page.wait_for_timeout(800)  # let the figure finish drawing
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "ui_neo4j.png"), full_page=True)

        ask("how many films did Tom Hanks star in")  # a logical form, compiled to one Cypher query
        expect(card).to_contain_text("32", timeout=WAIT)
        expect(card).to_contain_text("COUNT")
        assert "Traceback" not in page.content()
        assert outside == [], f"the UI must work offline, but it requested {outside}"
        context.close()
