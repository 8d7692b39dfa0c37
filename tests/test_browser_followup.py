"""A two-turn conversation in a real browser (Debian Chromium through Playwright) against the real app: a follow-up
with a pronoun is answered from the earlier answer, and the Reasoning panel shows how the pronoun was read.

The app runs over a small graph of real MetaQA triples about Michael Mann's films, plus Woody Allen's "Anything
Else" (which a follow-up must not link). A new conversation starts with no history.
"""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

import pytest
from conftest import ROOT
from ui_server import chromium, start_app

from kgchat.backends.importer import load_file
from kgchat.backends.sqlite import SQLiteGraph

pytestmark = [pytest.mark.browser, pytest.mark.timeout(300)]

WAIT = 60_000
TRIPLES = """\
Collateral|directed_by|Michael Mann
Collateral|starred_actors|Tom Cruise
Collateral|starred_actors|Jamie Foxx
Collateral|release_year|2004
Heat|directed_by|Michael Mann
Heat|starred_actors|Al Pacino
Heat|starred_actors|Robert De Niro
Heat|release_year|1995
Ali|directed_by|Michael Mann
Ali|starred_actors|Will Smith
Ali|release_year|2001
The Insider|directed_by|Michael Mann
The Insider|starred_actors|Al Pacino
The Insider|release_year|1999
Anything Else|directed_by|Woody Allen
Anything Else|starred_actors|Jason Biggs
Anything Else|release_year|2003
"""


@pytest.fixture(scope="module")
def server():
    data = Path(tempfile.mkdtemp(prefix="kgchat-followup-"))
    source = data / "mann.txt"
    source.write_text(TRIPLES, encoding="utf-8")
    store = SQLiteGraph(data / "mann.db")
    load_file(store, source, "metaqa")
    store.close()
    app = start_app(data, "--scorer", "bm25", env={"KGCHAT_GRAPH": f"sqlite:{data / 'mann.db'}"})
    yield app
    app.stop()
    shutil.rmtree(data, ignore_errors=True)


@pytest.fixture
def page(server):
    with chromium() as browser:
        pg = browser.new_page(viewport={"width": 1440, "height": 1000})
        pg.goto(server.url)
        pg.locator("#kg-question textarea").wait_for(timeout=WAIT)
        yield pg


def ask(pg, question: str, answers_before: int) -> None:
    pg.locator("#kg-question textarea").fill(question)
    pg.locator("#kg-ask").click()
    pg.locator("#kg-chatbot .kg-badge").nth(answers_before).wait_for(timeout=WAIT)


def test_a_pronoun_follow_up_uses_the_earlier_answer(page):
    from playwright.sync_api import expect

    card = page.locator("#kg-card")
    ask(page, "who directed Collateral", 0)
    expect(card.locator(".kg-answer")).to_have_text(["Michael Mann"], timeout=WAIT)

    ask(page, "what else did he direct?", 1)
    expect(card).to_contain_text("what else did he direct?", timeout=WAIT)
    refs = card.locator(".kg-refs")
    expect(refs).to_contain_text("“he” → Michael Mann")
    expect(refs).to_contain_text("answer of turn 1")
    expect(refs).to_contain_text("“what else” → Collateral")
    expect(card.locator(".kg-answer")).to_have_text(["Ali", "Heat", "The Insider"], timeout=WAIT)  # not Collateral
    expect(card).not_to_contain_text("Woody Allen")  # "else" did not link the film "Anything Else"
    expect(page.locator("#kg-chatbot")).to_contain_text("KG-verified")
    (ROOT / "artifacts").mkdir(exist_ok=True)
    page.screenshot(path=str(ROOT / "artifacts" / "ui_followup.png"), full_page=True)

    page.locator("#kg-new").click()  # a new conversation has no earlier answer to point at
    expect(page.locator("#kg-chatbot .kg-badge")).to_have_count(0, timeout=WAIT)
    ask(page, "what else did he direct?", 0)
    expect(card).to_contain_text("I don't know", timeout=WAIT)
    expect(card.locator(".kg-refs")).to_contain_text("nothing earlier in the conversation")
