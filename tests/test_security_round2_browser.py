"""Issue 36, findings 11 and 12, in a real browser (Debian Chromium through Playwright) against the real app.

- 11: anonymous 👍/👎 teaches the shared router at most ``KGCHAT_FEEDBACK_PER_HOUR`` new verdicts per client and
  session an hour (the rest is still stored with the answers); an expert's feedback counts as before.
- 12: names an expert added are plain text for everyone: no links (URLs inside names), no Markdown emphasis in the
  chat, no HTML bold or italics in the plot's labels, and no Markdown escapes (stray backslashes) in chat text.
"""

from __future__ import annotations

import shutil
import sqlite3
import time

import httpx
import pytest
from ui_server import EXPERT, TOKEN, chromium, start_app

from kgchat.history import History

pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.timeout(600)]

WAIT = 60_000  # ms
PER_HOUR = 2
LINKED = "Visit https://evil.example/x *now* _please_"
MARKED = "<b>Bold</b> <i>It</i>"


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    data_dir = tmp_path_factory.mktemp("round2-browser")
    app = start_app(data_dir, "--scorer", "bm25", env={"KGCHAT_FEEDBACK_PER_HOUR": str(PER_HOUR)})
    with httpx.Client(base_url=app.url + "api/v1", headers={"Authorization": f"Bearer {TOKEN}"}, timeout=120) as api:
        for head, tail in (("Evil Film", LINKED), ("Marked Film", MARKED)):
            r = api.post("/corrections", json={"action": "add", "reason": "names as text", "after": {
                "head": head, "relation": "directed_by", "tail": tail}})
            assert r.status_code == 201, r.text
    yield app
    app.stop()
    shutil.rmtree(data_dir, ignore_errors=True)


@pytest.fixture(scope="module")
def browser():
    with chromium() as b:
        yield b


@pytest.fixture
def page(browser, server):
    context = browser.new_context(viewport={"width": 1440, "height": 1000})  # a new browser session
    pg = context.new_page()
    pg.goto(server.url)
    pg.locator("#kg-question textarea").wait_for(timeout=WAIT)
    yield pg
    context.close()


def ask(pg, question: str) -> None:
    from playwright.sync_api import expect

    pg.locator("#kg-question textarea").fill(question)
    pg.locator("#kg-ask").click()
    expect(pg.locator("#kg-card .kg-q")).to_have_text(question, timeout=WAIT)


def text(message) -> str:
    content = message["content"] if isinstance(message, dict) else message
    if isinstance(content, list):
        return "".join(p.get("text", "") for p in content if isinstance(p, dict))
    return str(content)


# -- finding 12 ----------------------------------------------------------------------------------------------------
def test_names_show_as_plain_text_in_the_chat_the_card_and_the_plot(page, server):
    from gradio_client import Client

    messages, *_ = Client(server.url, verbose=False).predict("who directed [Evil Film]", [], api_name="/ask")
    assert "\\" not in text(messages[0]) and "\\" not in text(messages[-1]), "Markdown escapes in the chat text"
    assert "[Evil Film]" in text(messages[0]) and LINKED in text(messages[-1])

    ask(page, "who directed [Evil Film]")
    chat, card = page.locator("#kg-chatbot"), page.locator("#kg-card")
    assert chat.locator("a").count() == 0 and card.locator("a").count() == 0, "a URL in a name became a link"
    assert chat.locator("em, i").filter(has_text="now").count() == 0, "Markdown emphasis inside a name"
    shown = chat.inner_text()
    assert LINKED in shown and "who directed [Evil Film]" in shown and "\\" not in shown

    ask(page, "who directed [Marked Film]")
    page.locator("#kg-graph .js-plotly-plot").wait_for(timeout=WAIT)
    page.wait_for_timeout(500)
    labels = page.locator("#kg-graph svg text").all_text_contents()
    assert any(MARKED in label for label in labels), labels  # the characters as they are
    assert page.locator("#kg-graph tspan[style*='bold'], #kg-graph tspan[style*='italic']").count() == 0
    assert page.locator("#kg-graph svg a").count() == 0


# -- finding 11 ----------------------------------------------------------------------------------------------------
def verdicts(server) -> dict[str, int]:
    """Judged router decisions by where the verdict came from (read from the app's router.db)."""
    conn = sqlite3.connect(server.data_dir / "router.db")
    try:
        return dict(conn.execute("SELECT source, COUNT(*) FROM decisions WHERE outcome IS NOT NULL GROUP BY 1"))
    finally:
        conn.close()


def dislike_last(pg, server, stored_before: int) -> None:
    pg.locator("#kg-chatbot").get_by_role("button", name="Dislike", exact=True).last.click()
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline and disliked(server) <= stored_before:
        time.sleep(0.3)
    assert disliked(server) == stored_before + 1, "the 👎 was not stored with the answer"


def disliked(server) -> int:
    history = History(server.data_dir / "app.db")
    return sum(1 for c in history.conversations(limit=1000) for t in history.conversation(c.id).turns
               if t.feedback == -1)


def test_anonymous_feedback_is_capped_and_an_experts_counts_as_before(page, server):
    from playwright.sync_api import expect

    before = verdicts(server)
    questions = ["who directed [Titanic]", "who directed [Inception]", "who directed [Heat]",
                 "who directed [The Dark Knight]"]
    for q in questions:
        ask(page, q)
        dislike_last(page, server, disliked(server))
    after = verdicts(server)
    anonymous = after.get("anonymous feedback", 0) - before.get("anonymous feedback", 0)
    assert anonymous == PER_HOUR and after.get("feedback", 0) == before.get("feedback", 0), after

    page.get_by_role("tab", name="Corrections").click()
    page.locator("#kg-token").locator("input, textarea").first.fill(TOKEN)
    page.locator("#kg-sign-in").click()
    expect(page.locator("#kg-sign-msg")).to_contain_text("Signed in", timeout=WAIT)
    page.get_by_role("tab", name="Chat").click()
    ask(page, "who directed [Interstellar]")
    dislike_last(page, server, disliked(server))
    assert verdicts(server).get("feedback", 0) == before.get("feedback", 0) + 1  # the expert's counts
    assert EXPERT[0] == "alice"
