"""Issue 15: the hostile-input corpus (tests/data/hostile_inputs.json, over 200 strings) through questions, explores,
corrections, exports and loads, on every backend (SQLite, and the real Neo4j and Virtuoso servers of the session).

What must hold for every string: no exception other than kgchat's own (which the UI shows as a message), no
markup from the input survives into what the UI or an export shows, and the graph is unchanged except by the
corrections the test makes (each of which it undoes).
"""

from __future__ import annotations

import csv
import io
import json
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest
from conftest import TINY

from kgchat import export
from kgchat.backends.importer import LoadReport, load_file, read_batches
from kgchat.chat import Chat, make_engine
from kgchat.config import Settings
from kgchat.corrections import Corrections
from kgchat.errors import KGChatError
from kgchat.history import History
from kgchat.linking import EntityLinker
from kgchat.reasoning.tog import ToGConfig
from kgchat.scorers.bm25 import BM25Scorer
from kgchat.text import UNSAFE as UNSAFE_CHARS
from kgchat.text import describe, terminal_safe, unsafe_char
from kgchat.types import Direction, Triple
from kgchat.ui import render
from kgchat.ui.figure import answer_figure


def unsafe(text: str) -> bool:
    return UNSAFE_CHARS.search(text) is not None

CORPUS = Path(__file__).parent / "data" / "hostile_inputs.json"
pytestmark = pytest.mark.timeout(900)

# Tags and attributes that must never come from user or graph text into the UI or an export.
FORBIDDEN_TAGS = {"script", "img", "form", "input", "iframe", "object", "embed", "base", "video", "source", "math",
                  "a", "body", "link", "textarea", "button", "select", "frame", "frameset", "applet", "audio", "marquee"}


def corpus() -> list[str]:
    items = json.loads(CORPUS.read_text(encoding="ascii"))["inputs"]
    out = []
    for item in items:
        text = item["text"]
        out.append(text["repeat"] * text["times"] if isinstance(text, dict) else text)
    return out


HOSTILE = corpus()


def test_the_corpus_is_big_and_varied():
    kinds = {i["kind"] for i in json.loads(CORPUS.read_text(encoding="ascii"))["inputs"]}
    assert len(HOSTILE) >= 150 and {"sql", "cypher", "sparql", "prompt", "html", "unicode", "huge", "lookalike",
                                     "terminal", "markup"} <= kinds
    assert any("\x00" in s for s in HOSTILE) and any(0xD800 <= ord(c) <= 0xDFFF for s in HOSTILE for c in s)
    assert any("\u202e" in s for s in HOSTILE) and max(map(len, HOSTILE)) >= 100_000
    for char in ("\x7f", "\u2028", "\u2029", "\ufeff", "\u200b", "\x1b", "\x9b"):  # issue 36
        assert any(char in s for s in HOSTILE), repr(char)


class _Tags(HTMLParser):
    def __init__(self, own: dict[str, int]):
        super().__init__(convert_charrefs=True)
        self.bad: list[str] = []
        self.own = dict(own)  # the document's own tags (an export's one <body> and <style>)

    def handle_starttag(self, tag, attrs):
        if self.own.get(tag, 0) > 0:
            self.own[tag] -= 1
        elif tag in FORBIDDEN_TAGS or tag == "style":
            self.bad.append(tag)
        if tag == "meta" and [k for k, _ in attrs] != ["charset"]:
            self.bad.append("meta")
        for key, value in attrs:
            if key.startswith("on") or "javascript:" in (value or "").lower().replace(" ", ""):
                self.bad.append(f"{tag}[{key}]")


EXPORT_TAGS = {"style": 1, "body": 1}


def assert_inert(html: str, where: str, own: dict[str, int] | None = None) -> None:
    parser = _Tags(own or {})
    parser.feed(html)
    assert not parser.bad, f"markup in {where}: {parser.bad}"


def assert_blocks(message: str, where: str) -> None:
    """Every line of a chat message is an HTML block (issue 36, finding 12): Markdown leaves its inside alone, so
    no URL in a name becomes a link, no ``*`` emphasis, and no Markdown escape is needed."""
    lines = [line for line in message.split("\n") if line]
    assert lines and all(line.startswith("<div") for line in lines), f"{where}: {message[:200]!r}"


def assert_plain_labels(figure, where: str) -> None:
    """Plot labels carry no markup from names (plotly would draw <b>, <i>, <a href>): only kgchat's own wrappers."""
    own = re.compile(r"</?b>|</?i>|<br>")
    for trace in figure.data:
        for field in ("text", "hovertext"):
            values = getattr(trace, field, None)
            for value in ([values] if isinstance(values, str) else values or []):
                assert "<" not in own.sub("", str(value)), f"markup in a plot label of {where}: {value!r}"


def markdown_html(md: str) -> str:
    """What a chat bubble or a Markdown viewer makes of a message (raw HTML allowed, as Gradio allows it)."""
    from markdown_it import MarkdownIt

    return MarkdownIt("commonmark").render(md)


def fingerprint(store, entities: bool = True) -> tuple:
    """Triple count, entity count and the presence of every triple of the tiny graph."""
    tiny = [Triple(*line.split("|")) for line in TINY.read_text(encoding="utf-8").splitlines() if line.strip()]
    s = store.stats()
    return s.triples, s.entities if entities else None, tuple(store.has_triple(t) for t in tiny)


def guarded(call):
    """Run ``call``; kgchat's own errors are fine (the UI shows their message), anything else fails the test."""
    try:
        return call()
    except KGChatError as exc:
        assert str(exc) and "Traceback" not in str(exc)
        return None


# -- questions, explores, exports ---------------------------------------------------------------------------------
def test_hostile_questions_and_explores_change_nothing_and_show_no_markup(store, tmp_path):
    before = fingerprint(store)
    engine = make_engine("tog-r", store, None, BM25Scorer(), ToGConfig(width=2, depth=2))
    chat = Chat(store, engine, None, Settings(data_dir=tmp_path))
    linker = EntityLinker(store)
    history = History(tmp_path / "app.db")
    conv = history.new_conversation("corpus", store.spec, "tog-r", owner="session:corpus")
    answered = 0
    for text in HOSTILE:
        answer = guarded(lambda text=text: chat.ask(text))
        # explores: what the CLI's `explore` and the linker do with the same text
        guarded(lambda text=text: store.search_entities(text[:500], limit=5))
        guarded(lambda text=text: store.entity(text))
        guarded(lambda text=text: [store.relations(text, d) for d in Direction])
        guarded(lambda text=text: store.neighbors(text, "directed_by", Direction.OUT, limit=5))
        guarded(lambda text=text: linker.link(text))
        assert_inert(markdown_html(render.user_markdown(text)), f"the user's message {text[:40]!r}")
        assert_blocks(render.user_markdown(text), f"the user's message {text[:40]!r}")
        assert render.user_markdown(text).count("\\") == text.count("\\"), "a Markdown escape in the chat text"
        assert not unsafe(terminal_safe(text)), "an admin listing would print a control character"
        if answer is None:
            continue
        answered += 1
        assert_inert(markdown_html(render.answer_markdown(answer)), f"the answer to {text[:40]!r}")
        assert_blocks(render.answer_markdown(answer), f"the answer to {text[:40]!r}")
        assert_inert(render.answer_card(answer), f"the card for {text[:40]!r}")
        assert_plain_labels(answer_figure(answer), f"the answer to {text[:40]!r}")
        for step in answer.trace.steps:
            assert_inert(markdown_html(render.step_markdown(step)), f"a step for {text[:40]!r}")
            assert_blocks(render.step_markdown(step), f"a step for {text[:40]!r}")
        turn = history.add_answer(conv, answer, ["session:corpus"])
        doc = export.from_turn(history.turn(turn))
        assert_inert(export.render(doc, "html"), f"the HTML export of {text[:40]!r}", EXPORT_TAGS)
        assert_inert(markdown_html(export.render(doc, "md")).replace("<details>", ""), "the Markdown export")
        assert export.load_answers(export.render(doc, "json"))[0].question == answer.question
        for row in csv.reader(io.StringIO(export.render(doc, "csv"))):
            assert not any(cell[:1] in ("=", "+", "-", "@") for cell in row[1:] if cell and cell != "-")
    assert answered >= len(HOSTILE) // 2, "most hostile questions are still questions and get an answer"
    conversation = export.from_conversation(history.conversation(conv, ["session:corpus"]))
    assert_inert(export.render(conversation, "html"), "the conversation export", EXPORT_TAGS)
    assert fingerprint(store) == before


# -- corrections ---------------------------------------------------------------------------------------------------
def test_hostile_corrections_are_refused_or_undone_exactly(store, tmp_path):
    """Entities an undone ``add`` created stay as names without triples (the GraphStore has no way to delete an
    entity), so only triples are compared here."""
    before = fingerprint(store, entities=False)
    log = Corrections(tmp_path / "app.db")
    applied = refused = 0
    real = Triple("Inception", "directed_by", "Christopher Nolan")
    for i, text in enumerate(HOSTILE):
        triple = Triple(text, "hostile_rel", f"Target {i}") if i % 2 else Triple("Inception", "hostile_rel", text)
        entry = guarded(lambda triple=triple, text=text: log.apply(store, "add", "expert", text or "empty", after=triple))
        if entry is None:
            refused += 1
            continue
        assert unsafe_char(text) is None, f"a name with {describe(unsafe_char(text))} was accepted: {text[:40]!r}"
        applied += 1
        assert store.has_triple(entry.after)
        log.undo(store, entry.id, "expert")
        assert not store.has_triple(entry.after)
    flag = guarded(lambda: log.apply(store, "flag", "expert", HOSTILE[0], before=real))
    assert flag is not None and log.undo(store, flag.id, "expert")
    exported = json.loads(log.export_json())
    assert len(exported["corrections"]) == 2 * applied + 2
    assert applied > 100 and refused > 5, (applied, refused)
    for row in render.correction_rows(log.list(limit=20)):  # the audit table cells are plain strings
        assert all(isinstance(c, (str, int)) or c is None for c in row)
    assert fingerprint(store, entities=False) == before


# -- loads -----------------------------------------------------------------------------------------------------------
@pytest.fixture
def hostile_file(tmp_path) -> Path:
    path = tmp_path / "hostile.tsv"
    with path.open("w", encoding="utf-8", errors="surrogatepass") as fh:
        for i, text in enumerate(HOSTILE):
            fh.write(f"{text}\thostile_rel\tTarget {i}\n")
    return path


def test_the_importer_reports_every_hostile_line(tmp_path, hostile_file):
    from kgchat.backends.sqlite import SQLiteGraph
    from kgchat.errors import ImportFormatError

    store = SQLiteGraph(tmp_path / "g.db")
    with pytest.raises(ImportFormatError, match="not UTF-8 text: line"):  # lone surrogates are not UTF-8
        load_file(store, hostile_file, "tsv")
    clean = tmp_path / "clean.tsv"
    clean.write_bytes(hostile_file.read_bytes().decode("utf-8", "surrogateescape")
                      .encode("utf-8", "surrogateescape").replace(b"\xed\xa0\x80", b"").replace(b"\xed\xbf\xbf", b"")
                      .replace(b"\xed\xa0\xbd", b""))
    report = load_file(store, clean, "tsv")
    assert report.lines >= len(HOSTILE) and report.added > 150
    accounted = report.triples + len(report.malformed) + report.comments
    blank = sum(1 for line in clean.read_text(encoding="utf-8").split("\n")[:-1] if not line.strip())
    assert accounted + blank == report.lines, "every line is loaded, malformed or a comment"
    store.close()


def test_hostile_names_load_and_round_trip_on_every_backend(request, hostile_file, tmp_path):
    """The lines the importer accepts, loaded through each backend's own loader: every id comes back unchanged."""
    report = LoadReport("hostile")
    accepted = []
    clean = tmp_path / "accepted.tsv"
    raw = hostile_file.read_bytes().decode("utf-8", "surrogateescape")
    good = "\n".join(line for line in raw.split("\n") if all(ord(c) < 0xDC80 or ord(c) > 0xDCFF for c in line))
    clean.write_text(good + "\n", encoding="utf-8")
    for batch in read_batches(clean, "tsv", report):
        accepted += batch.triples
    clean.write_text("".join(f"{h}\t{r}\t{t}\n" for h, r, t in accepted), encoding="utf-8")
    assert len(accepted) > 150
    stores = []
    from conftest import BACKENDS

    for backend in BACKENDS:
        if backend == "sqlite":
            from kgchat.backends.sqlite import SQLiteGraph

            s = SQLiteGraph(tmp_path / "rt.db")
            load_file(s, clean, "tsv")
        elif backend == "neo4j":
            s = request.getfixturevalue("neo4j_store_factory")(clean)
        else:
            s = request.getfixturevalue("virtuoso_store_factory")(clean, fmt="tsv")
        stores.append((backend, s))
    for backend, s in stores:
        missing = [h for h, _r, _t in accepted if guarded(lambda h=h, s=s: s.entity(h)) is None]
        assert not missing, f"{backend}: {len(missing)} hostile ids do not come back, e.g. {missing[:3]!r}"
        assert s.stats().triples == len(set(accepted)), backend
