"""History on a real app database: conversations, answers with traces, feedback, survival across reopening."""

from __future__ import annotations

import sqlite3

import pytest

from kgchat.chat import make_engine, make_scorer
from kgchat.errors import InvalidInput
from kgchat.history import History


@pytest.fixture
def answers(tiny_sqlite):
    engine = make_engine("tog-r", tiny_sqlite, None, make_scorer("bm25"))
    return [engine.ask(q) for q in ("who directed [The Dark Knight]", "which films did [Christopher Nolan] direct")]


def test_conversation_round_trip_survives_reopening(tmp_path, answers):
    db = tmp_path / "app.db"
    h = History(db)
    cid = h.new_conversation(graph="sqlite:tiny.db", engine="tog-r")
    ids = [h.add_answer(cid, a) for a in answers]
    h.set_feedback(ids[0], 1)
    h.set_feedback(ids[1], -1)
    h.set_feedback(ids[1], None)  # feedback can be withdrawn

    again = History(db)  # a restart: a new object over the same file
    conv = again.conversation(cid)
    assert conv.title == answers[0].question  # titled by the first question
    assert (conv.graph, conv.engine, conv.size) == ("sqlite:tiny.db", "tog-r", 2)
    assert [t.id for t in conv.turns] == ids and [t.feedback for t in conv.turns] == [1, None]
    for turn, original in zip(conv.turns, answers, strict=True):
        assert turn.answer.to_dict() == original.to_dict()  # the whole trace comes back
        assert turn.answer.trace.steps and turn.answer.trace.paths
    assert again.turn(ids[1]).answer.question == answers[1].question


def test_listing_is_newest_first_with_sizes(tmp_path, answers):
    h = History(tmp_path / "app.db")
    first = h.new_conversation("first")
    second = h.new_conversation()
    h.add_answer(second, answers[0])
    h.add_answer(first, answers[1])  # first is now the most recently updated
    listed = h.conversations()
    assert [c.id for c in listed] == [first, second]
    assert [c.size for c in listed] == [1, 1] and listed[0].title == "first"
    h.delete_conversation(second)
    assert [c.id for c in h.conversations()] == [first]


def test_long_titles_are_cut_and_bad_ids_say_what_to_do(tmp_path):
    h = History(tmp_path / "app.db")
    cid = h.new_conversation("x" * 500)
    assert len(h.conversation(cid).title) == 80
    with pytest.raises(InvalidInput, match="kgchat export --list"):
        h.conversation(999)
    with pytest.raises(InvalidInput):
        h.turn(999)
    with pytest.raises(InvalidInput):
        h.set_feedback(999, 1)


def test_feedback_values_are_checked(tmp_path, answers):
    h = History(tmp_path / "app.db")
    aid = h.add_answer(h.new_conversation(), answers[0])
    with pytest.raises(InvalidInput):
        h.set_feedback(aid, 5)


def test_traces_are_stored_as_their_own_column(tmp_path, answers):
    h = History(tmp_path / "app.db")
    aid = h.add_answer(h.new_conversation(), answers[0])
    conn = sqlite3.connect(tmp_path / "app.db")
    answer_json, trace_json = conn.execute("SELECT answer, trace FROM answers WHERE id = ?", [aid]).fetchone()
    assert '"trace"' not in answer_json and '"steps"' in trace_json
