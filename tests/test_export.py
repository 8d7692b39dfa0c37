"""Exports of real answers: JSON round trip, Markdown, standalone HTML with an inline SVG, CSV of triples, CLI."""

from __future__ import annotations

import csv
import io
import json

import pytest
from click.testing import CliRunner

from kgchat import export
from kgchat.chat import make_engine, make_scorer
from kgchat.cli import main
from kgchat.errors import ImportFormatError, InvalidInput
from kgchat.history import History
from kgchat.types import Answer, Entity, Hop, Path, Provenance, Trace
from kgchat.types import Direction as D


@pytest.fixture
def answers(tiny_sqlite):
    tog_r = make_engine("tog-r", tiny_sqlite, None, make_scorer("bm25"))
    tog = make_engine("tog", tiny_sqlite, None, make_scorer("bm25"))
    return [tog_r.ask("who directed [The Dark Knight]"),
            tog.ask("who starred in films directed by Christopher Nolan")]


@pytest.fixture
def stored(tmp_path, answers, monkeypatch):
    monkeypatch.setenv("KGCHAT_DATA_DIR", str(tmp_path))
    h = History(tmp_path / "app.db")
    cid = h.new_conversation(graph="sqlite:tiny.db", engine="tog-r")
    ids = [h.add_answer(cid, a) for a in answers]
    h.set_feedback(ids[0], 1)
    return h, cid, ids


def test_json_round_trip_keeps_every_field(stored, answers):
    h, cid, _ = stored
    text = export.render(export.from_conversation(h.conversation(cid)), "json")
    data = json.loads(text)
    assert data["kind"] == "conversation" and data["answers"][0]["feedback"] == 1
    loaded = export.load_answers(text)
    assert [a.to_dict() for a in loaded] == [a.to_dict() for a in answers]
    single = export.load_answers(json.dumps(answers[0].to_dict()))  # `kgchat ask --json` output loads too
    assert single[0].to_dict() == answers[0].to_dict()
    with pytest.raises(ImportFormatError):
        export.load_answers("[1, 2]")


def test_markdown_has_badge_paths_and_cost(stored):
    h, cid, _ = stored
    md = export.render(export.from_conversation(h.conversation(cid)), "md")
    assert "## 1. who directed \\[The Dark Knight\\]" in md
    assert "KG-verified" in md and "`The Dark Knight --directed_by--> Christopher Nolan`" in md
    assert "graph queries" in md and "👍" in md


def test_html_is_standalone_with_an_inline_svg(stored):
    h, cid, ids = stored
    html = export.render(export.from_turn(h.turn(ids[1])), "html")
    assert html.startswith("<!doctype html>") and "<svg" in html and "Christopher Nolan" in html
    assert "<script" not in html and "http://" not in html.replace("http://www.w3.org/2000/svg", "")
    assert "KG-verified" in html and "Search steps" in html


def test_html_escapes_graph_text():
    evil = Entity("x", "<script>alert(1)</script>")
    a = Answer("q <b>", "<img src=x onerror=alert(1)>", [evil], Provenance.KG_EXACT, "tog",
               Trace([evil], paths=[Path(evil, [Hop("r", D.OUT, Entity("y", "y&z"))], 0.5)]))
    html = export.to_html(export.Document("t", [export.Item(a)]))
    assert "<script>" not in html and "<img" not in html and "&lt;script&gt;" in html


def test_csv_lists_path_triples_and_defuses_formulas(stored):
    h, cid, _ = stored
    rows = list(csv.DictReader(io.StringIO(export.render(export.from_conversation(h.conversation(cid)), "csv"))))
    assert rows[0].keys() == set(export.CSV_COLUMNS)
    assert {"head": "The Dark Knight", "relation": "directed_by", "tail": "Christopher Nolan"}.items() <= rows[0].items()
    a = Answer("=1+1", "x", trace=Trace(paths=[Path(Entity("@a", "@a"), [Hop("r", D.OUT, Entity("b", "b"))])]))
    out = export.to_csv(export.Document("t", [export.Item(a)]))
    assert "'=1+1" in out and "'@a" in out


def test_provenance_badges_never_call_llm_answers_verified():
    label, _ = export.BADGES[Provenance.LLM_ONLY]
    assert "not verified" in label and "verified" not in export.BADGES[Provenance.NONE][0]


def test_unknown_format_is_refused():
    with pytest.raises(InvalidInput):
        export.render(export.Document("t", []), "pdf")


def test_cli_export(stored, tmp_path):
    h, cid, ids = stored
    runner = CliRunner()
    listed = runner.invoke(main, ["export", "--list"])
    assert listed.exit_code == 0 and f"{cid}" in listed.output and "2 answer(s)" in listed.output
    out = tmp_path / "conv.html"
    res = runner.invoke(main, ["export", "--conversation", str(cid), "--format", "html", "--out", str(out)])
    assert res.exit_code == 0 and "<svg" in out.read_text(encoding="utf-8")
    res = runner.invoke(main, ["export", "--answer", str(ids[0]), "--format", "json"])
    assert res.exit_code == 0 and export.load_answers(res.output)[0].question == "who directed [The Dark Knight]"
    res = runner.invoke(main, ["export", "--answer", str(ids[0]), "--format", "csv"])
    assert res.exit_code == 0 and res.output.startswith("answer_id,question")
    res = runner.invoke(main, ["export", "--conversation", "999"])
    assert res.exit_code == 1 and "no conversation 999" in res.output and "Traceback" not in res.output
    res = runner.invoke(main, ["export"])
    assert res.exit_code == 1 and "Choose one of" in res.output
    res = runner.invoke(main, ["export", "--corrections"])
    assert res.exit_code == 0 and json.loads(res.output)["corrections"] == []
