"""The app's API through gradio_client, against the real app (``python app.py``) over the tiny graph, plus the
UI service (streaming, stop, settings, file import) in-process on real SQLite."""

from __future__ import annotations

import html
import re
import threading
from pathlib import Path

import pytest
from ui_server import EXPERT, TOKEN, shared_server

from kgchat.backends.sqlite import SQLiteGraph
from kgchat.errors import ConfigError
from kgchat.export import load_answers
from kgchat.types import Answer, Step, Triple
from kgchat.ui.service import AppService, ChatConfig, graph_config, llm_config

pytestmark = [pytest.mark.timeout(300), pytest.mark.slow]  # the app over a real Gradio server and models


def text(message) -> str:
    """A chat message's text (Gradio 6 sends content as a list of parts)."""
    content = message["content"] if isinstance(message, dict) else message
    if isinstance(content, list):
        return "".join(p.get("text", "") for p in content if isinstance(p, dict))
    return str(content)


def shown(message) -> str:
    """What a reader sees of a chat message: its text without the tags of kgchat's HTML blocks."""
    return html.unescape(re.sub(r"<[^>]+>", "", text(message)))


@pytest.fixture(scope="module")
def server():
    return shared_server()


@pytest.fixture
def client(server):
    from gradio_client import Client

    return Client(server.url, verbose=False)


def ask(client, question: str, history=None):
    messages, _q, card, plot, triples = client.predict(question, history or [], api_name="/ask")
    return messages, card, plot, triples


# -- through the API --------------------------------------------------------------------------------------------
def test_ask_returns_a_verified_answer_with_its_path_and_cost(client):
    messages, card, plot, triples = ask(client, "who directed [The Dark Knight]")
    assert [m["role"] for m in messages] == ["user", "assistant", "assistant"]
    steps, answer = messages[1], messages[2]
    assert steps["metadata"]["title"].startswith("Searched the graph") and "Pruned relations" in text(steps)
    assert "KG-verified" in text(answer) and "Christopher Nolan" in text(answer)
    assert "directed_by" in text(answer) and "graph queries" in text(answer)
    assert "kg-chain" in card and "LLM calls" in card
    assert plot["type"] == "plotly" and "Christopher Nolan" in plot["plot"]
    labels = [label for label, _ in triples["choices"]]
    assert any("The Dark Knight" in lbl and "directed_by" in lbl for lbl in labels)


def test_multi_turn_conversation_is_saved_and_reopened(client):
    messages, *_ = ask(client, "who directed [Inception]")
    messages, *_ = ask(client, "what genre is [Inception]", messages)
    assert len(messages) == 6 and "Science Fiction" in text(messages[-1])
    rows = client.predict(api_name="/conversations")
    row = next(r for r in rows["data"] if r[1] == "who directed [Inception]")
    assert row[2] == 2
    reopened, card, _plot, _triples, note = client.predict(row[0], api_name="/open_conversation")
    assert [shown(m) for m in reopened if m["role"] == "user"] == ["who directed [Inception]",
                                                                 "what genre is [Inception]"]
    assert "Science Fiction" in card and "Opened" in note
    other = type(client)(client.src, verbose=False)  # another browser session: not its conversation
    _m, _c, _p, _t, note = other.predict(row[0], api_name="/open_conversation")
    assert f"no conversation {row[0]}" in note


def test_steps_stream_before_the_answer(client):
    # ToG-R's own steps (the default engine's badge for this wording is covered in tests/test_planner.py)
    client.predict("current", "", "", "tog-r", "none", "", "", "", 3, 3, "auto", api_name="/settings")
    job = client.submit("who starred in films directed by Christopher Nolan", [], api_name="/ask")
    updates = [out[0] for out in job]
    pending = [u for u in updates if u and u[-1].get("metadata") and u[-1]["metadata"].get("status") == "pending"]
    assert len(pending) >= 3, "steps should arrive one by one while the search runs"
    assert "Kept paths" in text(pending[-1][-1])
    # the tiny graph is a user's graph (default profile), where the zero-shot scorer's confidence vouches for nothing
    # and "films" names no step of the chain: the right answers come badged approximate, not KG-verified
    final = text(job.outputs()[-1][0][-1])
    assert "kg-kg-approximate" in final and "KG-verified" not in final


def test_questions_the_graph_cannot_answer_are_labelled(client):
    messages, *_ = ask(client, "   ")  # empty: nothing happens, nothing breaks
    assert messages == []
    messages, *_ = ask(client, "x" * 3000)
    assert "limit is 2,000" in text(messages[-1]) and "Traceback" not in text(messages[-1])


def test_read_only_users_cannot_change_the_graph(client, server):
    _, _, _, triples = ask(client, "who directed [The Departed]")
    value = next(v for label, v in triples["choices"] if "directed_by" in label)
    note, *_ = client.predict("delete", value, "", "", "", "vandalism", api_name="/correct")
    assert "Read-only" in note
    store = SQLiteGraph(server.graph_db, create=False)
    assert store.has_triple(Triple("The Departed", "directed_by", "Martin Scorsese"))
    store.close()
    note, _header, *_ = client.predict("mallory", "guess", "", api_name="/sign_in")
    assert "wrong password" in note


def test_expert_edits_reasks_and_undoes(client, server):
    _, _, _, triples = ask(client, "who directed [Titanic]")
    value = next(v for label, v in triples["choices"] if "directed_by" in label)
    note, header, *_ = client.predict("", "", TOKEN, api_name="/sign_in")
    assert "Signed in as token:expert" in note and "expert" in header
    note, log, card, _ = client.predict("edit", value, "Titanic", "directed_by", "Jim Cameron", "",
                                        api_name="/correct")
    assert "reason" in note  # a reason is required
    note, log, card, _ = client.predict("edit", value, "Titanic", "directed_by", "Jim Cameron", "test of edits",
                                        api_name="/correct")
    assert "recorded" in note
    row = next(r for r in log["data"] if "Jim Cameron" in r[5])
    assert row[2:4] == ["token:expert", "edit"] and "James Cameron" in row[4] and row[6] == "test of edits"
    messages, *_ = client.predict([], api_name="/reask")
    assert "Jim Cameron" in text(messages[-1])
    note, log, _ = client.predict(row[0], api_name="/undo")
    assert "undone" in note
    note, log, _ = client.predict(row[0], api_name="/undo")
    assert "already undone" in note
    messages, *_ = client.predict([], api_name="/reask")
    assert "James Cameron" in text(messages[-1])


def test_experts_sign_in_with_user_and_password(server):
    """The sign-in form: a KGCHAT_EXPERTS user and password make the session an expert one."""
    from gradio_client import Client

    c = Client(server.url, verbose=False)
    note, header, *_ = c.predict(EXPERT[0], EXPERT[1], "", api_name="/sign_in")
    assert f"Signed in as {EXPERT[0]}" in note and EXPERT[0] in header


def test_exports_download_and_load_back(client):
    ask(client, "who starred in [Interstellar]")
    path, note = client.predict("json", api_name="/export_answer")
    answers = load_answers(Path(path).read_text(encoding="utf-8"))
    assert answers[0].question == "who starred in [Interstellar]" and isinstance(answers[0], Answer)
    path, note = client.predict("html", api_name="/export_conversation")
    html = Path(path).read_text(encoding="utf-8")
    assert "<svg" in html and "Interstellar" in html
    fresh = type(client)(client.src, verbose=False)
    path, note = fresh.predict("md", api_name="/export_answer")
    assert path is None and "ask a question first" in note


@pytest.mark.parametrize("args,expected", [
    (("neo4j", "http://not-bolt", "", "tog-r", "none", "", "", "", 3, 3, "auto"), "Neo4j URI"),
    (("neo4j", "bolt://127.0.0.1:1", "", "tog-r", "none", "", "", "", 3, 3, "auto"), "Settings not applied"),
    (("sparql", "ftp://example", "", "tog-r", "none", "", "", "", 3, 3, "auto"), "SPARQL endpoint URL"),
    (("upload", "", "", "tog-r", "none", "", "", "", 3, 3, "auto"), "Upload a triple file"),
    (("current", "", "", "tog-r", "openai", "", "", "", 3, 3, "auto"), "model name"),
    (("current", "", "", "tog-r", "hf", "", "", "/no/such/model", 3, 3, "auto"), "Hugging Face"),
])
def test_bad_settings_give_a_message_and_the_app_keeps_working(client, args, expected):
    note, header = client.predict(*args, api_name="/settings")
    assert expected in note and "Traceback" not in note and "error" in note
    messages, *_ = ask(client, "who directed [Interstellar]")
    assert "Christopher Nolan" in text(messages[-1])


def test_an_unlisted_graph_is_refused_before_any_connection(client):
    """Anonymous sessions cannot point the server at a graph (tests/test_security_app.py covers experts)."""
    note, header = client.predict("sparql", "http://127.0.0.1:9/sparql", "", "tog-r", "none", "", "", "", 3, 3,
                                  "bm25", api_name="/settings")
    assert "Settings not applied" in note and "expert action" in note and "Cannot reach" not in note
    messages, *_ = ask(client, "who directed [Interstellar]")  # still on the previous graph
    assert "Christopher Nolan" in text(messages[-1])


def test_good_settings_switch_engine_and_scorer(client):
    note, header = client.predict("current", "", "", "tog", "none", "", "", "", 2, 2, "bm25", api_name="/settings")
    assert "Now chatting" in note and "tog · width 2 · depth 2" in header and "bm25" in header
    messages, *_ = ask(client, "which movies did [Christopher Nolan] direct")
    assert "Inception" in text(messages[-1]) and "tog" in text(messages[-1])


def test_the_mcts_engine_shows_its_logical_form_trajectory_and_search_tree(client):
    note, header = client.predict("current", "", "", "mcts", "none", "", "", "", 3, 3, "bm25", api_name="/settings")
    assert "Now chatting" in note and "KBQA-o1 (MCTS)" in note and "mcts · KBQA-o1" in header
    messages, card, plot, triples = ask(client, "who directed [Inception]")
    steps, answer = text(messages[-2]), text(messages[-1])
    assert "Christopher Nolan" in answer and "KG-verified" in answer and "mcts" in answer
    assert "Rollout 1" in steps and "Expanded a node" in steps
    form = "(JOIN (R directed_by) Inception)"
    assert form in answer and f"<pre class='kg-lf'>{form}</pre>" in card
    assert "Chosen trajectory" in card and "Find_relation [ directed_by ]" in card and "Christopher Nolan" in card
    assert "kg-traj" in card and "Traceback" not in card
    assert plot["type"] == "plotly" and "chosen path" in plot["plot"] and "visits" in plot["plot"]
    assert any("directed_by" in label for label, _ in triples["choices"])  # the path can still be corrected
    rows = client.predict(api_name="/conversations")  # the tree is kept in the history: reopened, it shows again
    row = next(r for r in rows["data"] if r[1] == "who directed [Inception]" and r[2] == 1)
    _reopened, card, plot, _triples, _note = client.predict(row[0], api_name="/open_conversation")
    assert form in card and "chosen path" in plot["plot"]
    note, header = client.predict("current", "", "", "tog-r", "none", "", "", "", 3, 3, "bm25", api_name="/settings")
    _messages, card, plot, _triples = ask(client, "who directed [Inception]")
    assert "kg-lf" not in card and "chosen path" not in plot["plot"]  # ToG answers keep the graph view


def test_the_crf_engine_shows_its_options_and_draws_its_walk(client):
    note, header = client.predict("current", "", "", "crf", "none", "", "", "", 2, 3, "bm25", api_name="/settings")
    assert "Now chatting" in note and "CRF (hierarchical RL agent)" in note and "crf · beam 2" in header
    messages, card, plot, triples = ask(client, "who directed [Inception]")
    steps, answer = text(messages[-2]), text(messages[-1])
    assert "Christopher Nolan" in answer and "crf" in answer
    assert "Chose an option" in steps and "option 1" in steps and "stop" in steps  # options with probabilities
    assert plot["type"] == "plotly" and "Christopher Nolan" in plot["plot"]  # the walk, drawn as a path
    assert any("directed_by" in label for label, _ in triples["choices"])
    client.predict("current", "", "", "tog-r", "none", "", "", "", 3, 3, "bm25", api_name="/settings")


def test_mcts_traces_that_are_huge_or_corrupt_still_render():
    """The tree comes back from the history or an import: a big one is trimmed, a broken one draws what it can."""
    from kgchat.ui.figure import answer_figure
    from kgchat.ui.mcts_view import MAX_NODES, search_tree
    from kgchat.ui.render import answer_card, answer_markdown

    tree = [{"id": 0, "parent": None, "action": "", "Q": 0.5, "visits": 300, "depth": 0}]
    for i in range(1, 300):
        parent = tree[(i - 1) // 3]
        tree.append({"id": i, "parent": parent["id"], "action": f"Find_relation [ r{i} ]", "tool": "Find_relation",
                     "Q": 0.9, "visits": 300 // (i + 1), "depth": parent["depth"] + 1})
    big = Answer("q", "a", engine="mcts")
    big.trace.extra.update(mcts_tree=tree, mcts={"chosen": [0, 3, 11]})
    drawn = search_tree(big)
    assert len(drawn.nodes) == MAX_NODES and drawn.total == 300 and {0, 3, 11} <= drawn.nodes.keys()
    assert all(n.parent in drawn.nodes for n in drawn.nodes.values() if n.parent is not None)
    assert f"{MAX_NODES} of 300 nodes" in answer_figure(big).to_json()
    for junk in ([1, "x", {"id": "a"}], [{"id": 3, "parent": 9}], [{"id": 0, "Q": "?", "visits": None}],
                 [{"id": 1, "parent": 2}, {"id": 2, "parent": 1}], "not a list"):
        bad = Answer("q", "a", engine="mcts")
        bad.trace.logical_form = '(JOIN <b>x</b> "y")'
        bad.trace.extra.update(mcts_tree=junk, mcts="junk", trajectory=[1, {"action": None, "Q": "?"}])
        card = answer_card(bad)
        assert "&lt;b&gt;x&lt;/b&gt;" in card and "<b>x</b>" not in card and "<b>x</b>" not in answer_markdown(bad)
        answer_figure(bad)


# -- the service, in-process ------------------------------------------------------------------------------------
@pytest.fixture
def service(tmp_path, tiny_sqlite, monkeypatch):
    monkeypatch.setenv("KGCHAT_DATA_DIR", str(tmp_path))
    cfg = ChatConfig(graph=tiny_sqlite.spec, scorer="bm25")
    return AppService(default=cfg)


def test_stream_reports_steps_then_the_answer(service):
    items = list(service.stream(service.default, "who directed [The Dark Knight]", threading.Event()))
    assert all(isinstance(i, Step) for i in items[:-1]) and isinstance(items[-1], Answer)
    assert items[-1].text == "Christopher Nolan" and len(items) - 1 == len(items[-1].trace.steps)


def test_stop_ends_the_search_early_and_closing_the_stream_stops_it(service):
    question = "who starred in films directed by Christopher Nolan"
    full = list(service.stream(service.default, question, threading.Event()))[-1]
    stop = threading.Event()
    stop.set()  # Stop pressed while the entity was being linked: the engine checks the flag between depths
    items = list(service.stream(service.default, question, stop))
    assert items[-1].trace.extra.get("stopped") is True and "stopped" not in full.trace.extra
    assert len(items[-1].trace.steps) < len(full.trace.steps)
    stop2 = threading.Event()
    gen = service.stream(service.default, "who directed [Titanic]", stop2)
    next(gen)
    gen.close()  # Gradio cancelled the event
    assert stop2.is_set()


def test_uploaded_triple_files_become_new_graphs(service, tmp_path):
    src = tmp_path / "family.tsv"
    src.write_text("Ada\tchild_of\tByron\nbroken line\nAda\tborn_in\tLondon\n", encoding="utf-8")
    name, summary = service.import_triples(src)
    assert "/" not in name and "2 new triples" in summary and "1 malformed" in summary
    spec = service.uploaded_spec(name)
    assert spec == f"sqlite:{tmp_path / 'graphs' / name}.db"
    chat = service.chat(ChatConfig(graph=spec, scorer="bm25"))
    assert "Byron" in chat.ask("who is [Ada] the child of").text
    empty = tmp_path / "empty.txt"
    empty.write_text("nothing here\n", encoding="utf-8")
    with pytest.raises(ConfigError, match="no readable triples"):
        service.import_triples(empty)


@pytest.mark.parametrize("call", [
    lambda: graph_config("neo4j", "localhost:7687"), lambda: graph_config("sparql", "not a url"),
    lambda: graph_config("magic"), lambda: llm_config("openai", "", ""),
    lambda: llm_config("openai", "m", "ftp://x"), lambda: llm_config("hf", path="/nope"),
])
def test_settings_are_checked_before_use(call):
    with pytest.raises(ConfigError):
        call()


def test_require_login_puts_gradio_sign_in_first_and_its_experts_can_correct(tmp_path):
    """``--require-login``: Gradio's own sign-in (KGCHAT_EXPERTS); a signed-in expert corrects without the form."""
    from gradio_client import Client
    from ui_server import start_app

    server = start_app(tmp_path, "--require-login", "--scorer", "bm25")
    try:
        with pytest.raises(Exception):  # noqa: B017 - gradio_client raises a plain ValueError / HTTP error
            Client(server.url, verbose=False)
        c = Client(server.url, auth=EXPERT, verbose=False)
        messages, _q, _card, _plot, triples = c.predict("who directed [Titanic]", [], api_name="/ask")
        assert "James Cameron" in text(messages[-1])
        note, *_ = c.predict("flag", triples["choices"][0][1], "", "", "", "login test", api_name="/correct")
        assert "(flag) recorded" in note
        path, _note = c.predict(api_name="/export_corrections")
        assert '"who": "alice"' in Path(path).read_text(encoding="utf-8")
    finally:
        server.stop()


def test_stop_closes_the_running_search_message(client):
    pending = [{"role": "user", "content": [{"type": "text", "text": "who directed [Inception]"}]},
               {"role": "assistant", "content": [{"type": "text", "text": "- step"}],
                "metadata": {"title": "🔎 Searching", "status": "pending"}}]
    messages = client.predict(pending, api_name="/stop")
    assert messages[1]["metadata"]["status"] == "done" and "Stopped" in text(messages[-1])
    assert client.predict([], api_name="/stop") == []  # nothing running: nothing happens


def test_feedback_is_stored_with_the_answer(service):
    import gradio as gr

    from kgchat.ui.handlers import Handlers, new_state

    h = Handlers(service)
    state = new_state(service.default)
    request = gr.Request(username=None, session_hash="s1")
    *_, (messages, _q, _card, _fig, _choices, state) = h.ask("who directed [Titanic]", [], state, request)
    index = len(messages) - 1
    h.feedback(state, gr.LikeData(None, {"index": index, "value": messages[index]["content"], "liked": True}), request)
    assert service.history.turn(state["answer"]).feedback == 1
    h.feedback(state, gr.LikeData(None, {"index": index, "value": "", "liked": False}), request)
    assert service.history.turn(state["answer"]).feedback == -1


def test_a_graph_that_goes_down_gives_a_message_in_the_chat_not_a_stack_trace(service):
    import gradio as gr

    from kgchat.ui.handlers import GENERIC, Handlers, new_state

    h = Handlers(service)
    state = new_state(ChatConfig(graph="sparql:http://127.0.0.1:9/sparql", scorer="bm25"))
    *_, last = h.ask("who directed [Titanic]", [], state, gr.Request(session_hash="s2"))
    reply = last[0][-1]["content"]
    assert shown(reply).startswith("⚠️") and "Cannot reach the SPARQL endpoint" in reply and "Traceback" not in reply

    class Broken(AppService):  # a programming error deep inside: logged, and a generic message shown
        def stream(self, *args, **kwargs):
            raise RuntimeError("secret internals")
            yield

    h = Handlers(Broken(default=service.default))
    *_, last = h.ask("who directed [Titanic]", [], new_state(service.default), gr.Request(session_hash="s3"))
    reply = last[0][-1]["content"]
    assert "secret internals" not in reply and GENERIC.split(" (")[0] in reply
