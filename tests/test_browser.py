"""The UI in a real browser (Debian Chromium through Playwright): ask, see the answer and its path, sign in as an
expert, flag a triple, find it in the audit log, undo it, download an export; a read-only user changes nothing.

Screenshots of the answered chat are saved as artifacts/ui.png (ToG) and artifacts/ui_mcts.png (KBQA-o1 with its
search tree). No request may leave 127.0.0.1 (offline UI).
"""

from __future__ import annotations

import json

import pytest
from conftest import ROOT
from ui_server import EXPERT, chromium, shared_server

from kgchat.backends.sqlite import SQLiteGraph
from kgchat.export import load_answers
from kgchat.history import History
from kgchat.types import Triple

pytestmark = [pytest.mark.browser, pytest.mark.timeout(300)]

ARTIFACTS = ROOT / "artifacts"
WAIT = 60_000  # ms; the first question may wait for the scorer to load


@pytest.fixture(scope="module")
def browser():
    with chromium() as b:
        yield b


@pytest.fixture(scope="module")
def server():
    return shared_server()


@pytest.fixture
def page(browser, server):
    context = browser.new_context(viewport={"width": 1440, "height": 1000}, accept_downloads=True)
    pg = context.new_page()
    pg.outside = []  # requests that left the machine
    pg.on("request", lambda r: pg.outside.append(r.url)
          if not r.url.startswith((server.url.rstrip("/"), "data:", "blob:", "about:")) else None)
    pg.goto(server.url)
    pg.locator("#kg-question textarea").wait_for(timeout=WAIT)
    yield pg
    context.close()


def field(pg, elem_id: str):
    return pg.locator(f"#{elem_id}").locator("input, textarea").first


def ask(pg, question: str) -> None:
    pg.locator("#kg-question textarea").fill(question)
    pg.locator("#kg-ask").click()
    pg.locator("#kg-card .kg-badge").wait_for(timeout=WAIT)


def test_ask_flag_undo_and_export_as_an_expert(page, server, tmp_path):
    from playwright.sync_api import expect

    ask(page, "who directed [The Dark Knight]")
    chat = page.locator("#kg-chatbot")
    expect(chat).to_contain_text("KG-verified", timeout=WAIT)
    expect(chat).to_contain_text("Searched the graph")  # the streamed steps, folded after the search
    expect(chat.locator(".kg-chain").first).to_contain_text("directed by")
    card = page.locator("#kg-card")
    expect(card).to_contain_text("Christopher Nolan")
    expect(card).to_contain_text("graph queries")
    expect(page.locator("#kg-graph .js-plotly-plot")).to_be_visible(timeout=WAIT)
    expect(page.locator("#kg-header")).to_contain_text("62 triples")
    chat.get_by_role("button", name="Like", exact=True).last.click()  # 👍 is stored with the answer
    page.wait_for_timeout(800)  # let the figure finish drawing (and the feedback reach the server)
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "ui.png"), full_page=True)

    # Read-only until signed in.
    page.get_by_role("tab", name="Correct a triple").click()
    expect(field(page, "kg-triple")).to_have_value("The Dark Knight  —directed_by→  Christopher Nolan")
    field(page, "kg-reason").fill("the director is wrong")
    page.locator("#kg-apply").click()
    expect(page.locator("#kg-correct-msg")).to_contain_text("Read-only", timeout=WAIT)

    page.get_by_role("tab", name="Corrections").click()
    field(page, "kg-user").fill(EXPERT[0])
    field(page, "kg-password").fill(EXPERT[1])
    page.locator("#kg-sign-in").click()
    expect(page.locator("#kg-sign-msg")).to_contain_text(f"Signed in as {EXPERT[0]}", timeout=WAIT)
    expect(page.locator("#kg-header")).to_contain_text(f"expert: {EXPERT[0]}")

    page.get_by_role("tab", name="Chat").click()
    page.get_by_role("tab", name="Correct a triple").click()
    field(page, "kg-reason").fill("browser test: flag the director")
    page.locator("#kg-apply").click()
    expect(page.locator("#kg-correct-msg")).to_contain_text("(flag) recorded", timeout=WAIT)

    page.get_by_role("tab", name="Corrections").click()
    audit = page.locator("#kg-audit")
    row = audit.get_by_role("row").filter(has_text="browser test: flag the director")
    expect(row).to_contain_text("alice")
    expect(row).to_contain_text("flagged")
    number = row.get_by_role("gridcell").first
    number.click()  # picks its number for Undo
    expect(field(page, "kg-undo-id")).to_have_value(number.inner_text().strip(), timeout=WAIT)
    page.locator("#kg-undo").click()
    expect(page.locator("#kg-undo-msg")).to_contain_text("undone", timeout=WAIT)
    expect(row).to_contain_text("undone by")
    page.locator("#kg-undo").click()
    expect(page.locator("#kg-undo-msg")).to_contain_text("already undone", timeout=WAIT)

    page.get_by_role("tab", name="Chat").click()
    page.get_by_role("tab", name="Export").click()
    page.locator("#kg-format").get_by_text("json", exact=True).click()
    page.locator("#kg-export-answer").click()
    link = page.locator("#kg-export-file a").first
    expect(link).to_be_visible(timeout=WAIT)
    with page.expect_download() as dl:
        link.click()
    saved = tmp_path / "answer.json"
    dl.value.save_as(saved)
    answers = load_answers(saved.read_text(encoding="utf-8"))
    assert answers[0].question == "who directed [The Dark Knight]" and answers[0].trace.paths
    assert json.loads(saved.read_text(encoding="utf-8"))["kind"] == "answer"
    assert answers[0].to_dict() == History(server.data_dir / "app.db").turn(
        json.loads(saved.read_text(encoding="utf-8"))["id"]).answer.to_dict()
    assert History(server.data_dir / "app.db").turn(json.loads(saved.read_text())["id"]).feedback == 1
    assert page.outside == [], f"the UI must work offline, but it requested {page.outside}"


def test_a_read_only_user_cannot_change_the_graph(page, server):
    from playwright.sync_api import expect

    ask(page, "who directed [The Departed]")
    page.get_by_role("tab", name="Correct a triple").click()
    page.locator("#kg-action").get_by_text("Delete from the graph").click()
    field(page, "kg-reason").fill("I do not like it")
    page.locator("#kg-apply").click()
    expect(page.locator("#kg-correct-msg")).to_contain_text("Read-only", timeout=WAIT)
    page.get_by_role("tab", name="Corrections").click()
    page.locator("#kg-undo-id input").fill("1")
    page.locator("#kg-undo").click()
    expect(page.locator("#kg-undo-msg")).to_contain_text("Read-only", timeout=WAIT)
    store = SQLiteGraph(server.graph_db, create=False)
    assert store.has_triple(Triple("The Departed", "directed_by", "Martin Scorsese"))
    store.close()
    assert "Traceback" not in page.content()


def test_an_mcts_answer_shows_its_logical_form_trajectory_and_search_tree(page):
    from playwright.sync_api import expect

    page.get_by_role("tab", name="Settings").click()
    page.locator("#kg-engine").get_by_text("KBQA-o1 (MCTS)").click()
    page.locator("#kg-apply-settings").click()
    expect(page.locator("#kg-settings-msg")).to_contain_text("using KBQA-o1 (MCTS)", timeout=WAIT)
    expect(page.locator("#kg-header")).to_contain_text("KBQA-o1 tree search")
    page.get_by_role("tab", name="Chat").click()
    ask(page, "who directed [Inception]")
    card = page.locator("#kg-card")
    expect(card.locator(".kg-lf")).to_have_text("(JOIN (R directed_by) Inception)")
    expect(card.locator(".kg-traj tbody tr")).to_have_count(3)  # Extract_entity, Find_relation, Finish
    expect(card.locator(".kg-traj")).to_contain_text("Find_relation [ directed_by ]")
    expect(page.locator("#kg-chatbot")).to_contain_text("Christopher Nolan")
    plot = page.locator("#kg-graph .js-plotly-plot")
    expect(plot).to_be_visible(timeout=WAIT)
    expect(plot.locator(".legendtext").filter(has_text="chosen path")).to_have_count(1)
    page.wait_for_timeout(800)  # let the figure finish drawing
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "ui_mcts.png"), full_page=True)
    assert "Traceback" not in page.content()
    assert page.outside == [], f"the UI must work offline, but it requested {page.outside}"


def test_auto_says_which_engine_it_routed_to_and_why(page):
    from playwright.sync_api import expect

    page.get_by_role("tab", name="Settings").click()
    page.locator("#kg-engine").get_by_text("Auto (a router").click()
    page.locator("#kg-apply-settings").click()
    expect(page.locator("#kg-settings-msg")).to_contain_text("using Auto", timeout=WAIT)
    page.get_by_role("tab", name="Chat").click()
    ask(page, "who directed [Inception]")
    chat = page.locator("#kg-chatbot")
    expect(chat).to_contain_text("Christopher Nolan")
    expect(chat).to_contain_text("routed to compose")  # under the answer, and as the first step of the search
    expect(chat).to_contain_text("expected accuracy")
    expect(chat).to_contain_text("the default arm: no answer to these questions has been judged yet")  # nobody rated
    expect(page.locator("#kg-card")).to_contain_text("auto:")
    assert "Traceback" not in page.content()
    assert page.outside == [], f"the UI must work offline, but it requested {page.outside}"
