"""The LLM layer against real things: a loopback OpenAI-API server talked to by the real openai client, a tiny
real transformers model saved to disk, LangChain's own fake chat models, and the scripted LLM."""

from __future__ import annotations

import math
import socket
import threading
import time
from pathlib import Path
from typing import Any

import pytest
from openai_server import FakeOpenAIServer, hang, json_body, raw, reply, slow, status
from tiny_hf import bias_towards, build_tiny_lm

from kgchat.errors import (
    ConfigError,
    InvalidInput,
    KGChatError,
    LLMResponseError,
    LLMUnavailable,
    ModelError,
)
from kgchat.llm import (
    LLM,
    SPEC_HELP,
    ContinuationScorer,
    ScriptedLLM,
    TransientLLMError,
    Usage,
    estimate_tokens,
    make_llm,
)
from kgchat.types import LLMExchange

KEY = "sk-test-0123456789abcdef-secret"
FAST = {"retries": 2, "backoff": 0.001, "max_backoff": 0.01}  # tiny delays keep retry tests quick


# -- base behaviour, through ScriptedLLM --------------------------------------------------------------------------
def test_scripted_replies_in_order_and_counts():
    log: list[LLMExchange] = []
    llm = ScriptedLLM(["yes", "Christopher Nolan"], exchanges=log)
    assert isinstance(llm, LLM)
    before = llm.usage()
    first = llm.complete("Is this enough to answer?", purpose="sufficiency")
    second = llm.complete("Who directed Inception?", purpose="answer")
    assert (first.text, second.text) == ("yes", "Christopher Nolan")
    assert llm.calls == 2 and llm.attempts == 2
    spent = llm.usage() - before
    assert spent.calls == 2
    assert spent.prompt_tokens == estimate_tokens("Is this enough to answer?") + estimate_tokens(
        "Who directed Inception?")
    assert spent.completion_tokens == first.completion_tokens + second.completion_tokens > 0
    assert [(x.purpose, x.response) for x in log] == [("sufficiency", "yes"), ("answer", "Christopher Nolan")]
    assert Usage.of(log).tokens == spent.tokens
    assert llm.requests == [("sufficiency", "Is this enough to answer?"), ("answer", "Who directed Inception?")]


def test_scripted_function_of_purpose_and_prompt():
    llm = ScriptedLLM(lambda purpose, prompt: f"{purpose}:{len(prompt)}")
    assert llm.complete("abcd", purpose="prune").text == "prune:4"
    assert llm.spec == "scripted"


def test_scripted_runs_out_unless_cycling():
    llm = ScriptedLLM(["a"])
    llm.complete("p")
    with pytest.raises(LLMUnavailable, match="ran out"):
        llm.complete("p")
    assert llm.failures == 1 and llm.calls == 1
    cyc = ScriptedLLM(["a", "b"], cycle=True)
    assert [cyc.complete("p").text for _ in range(3)] == ["a", "b", "a"]


def test_stop_sequences_and_empty_replies():
    llm = ScriptedLLM(["Paris\nLondon", "  \n", "STOP right away", "x"])
    assert llm.complete("p", stop=["\n"]).text == "Paris"
    with pytest.raises(LLMResponseError, match="empty"):
        llm.complete("p")
    with pytest.raises(LLMResponseError, match="empty"):
        llm.complete("p", stop=["STOP"])
    with pytest.raises(InvalidInput):
        llm.complete("")
    with pytest.raises(InvalidInput):
        llm.complete("p", max_tokens=0)


def test_transient_errors_are_retried_then_give_up():
    llm = ScriptedLLM([TransientLLMError("busy"), TransientLLMError("busy"), "ok"], **FAST)
    assert llm.complete("p").text == "ok"
    assert llm.attempts == 3 and llm.calls == 1

    llm = ScriptedLLM([TransientLLMError("busy")] * 5, **{**FAST, "retries": 1})
    with pytest.raises(LLMUnavailable, match="giving up after 2 attempt") as info:
        llm.complete("p")
    assert not isinstance(info.value, TransientLLMError)
    assert isinstance(info.value.__cause__, TransientLLMError)
    assert llm.attempts == 2 and llm.failures == 1


def test_other_errors_are_not_retried():
    llm = ScriptedLLM([LLMResponseError("garbled"), "ok"], **FAST)
    with pytest.raises(LLMResponseError):
        llm.complete("p")
    assert llm.attempts == 1


def test_backoff_grows_exponentially_and_is_capped():
    llm = ScriptedLLM(["x"], retries=5, backoff=0.5, max_backoff=3.0)
    assert [llm._delay(i, None) for i in range(4)] == [0.5, 1.0, 2.0, 3.0]
    assert llm._delay(0, 2.0) == 2.0  # the server's Retry-After wins when longer
    assert llm._delay(0, 60.0) == 3.0  # ... up to the cap
    with pytest.raises(InvalidInput):
        ScriptedLLM(["x"], timeout=0)


def test_recording_is_per_thread_and_drain_empties():
    llm = ScriptedLLM(lambda purpose, prompt: prompt.upper(), exchanges=[])
    results: dict[str, list[str]] = {}

    def ask(name: str) -> None:
        with llm.recording() as mine:
            for i in range(5):
                llm.complete(f"{name}{i}")
            time.sleep(0.01)
        results[name] = [x.prompt for x in mine]

    threads = [threading.Thread(target=ask, args=(n,)) for n in ("a", "b")]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert results == {"a": [f"a{i}" for i in range(5)], "b": [f"b{i}" for i in range(5)]}
    drained = llm.drain()
    assert len(drained) == 10 and llm.exchanges == [] and llm.calls == 10


def test_scripted_scores_continuations():
    llm = ScriptedLLM(score_fn=lambda prompt, c: -len(c) / 10)
    assert isinstance(llm, ContinuationScorer)
    assert llm.score_continuations("q", ["ab", "abcd"]) == [-0.2, -0.4]
    assert llm.calls == 1
    with pytest.raises(LLMUnavailable, match="score_fn"):
        ScriptedLLM(["x"]).score_continuations("q", ["a"])


def test_estimate_tokens():
    assert estimate_tokens("") == 0
    assert estimate_tokens("a") == 1
    assert estimate_tokens("x" * 400) == 100


# -- make_llm -------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("spec", [None, "", "none", "NONE", "  none "])
def test_make_llm_none(spec):
    assert make_llm(spec) is None


@pytest.mark.parametrize("spec", ["gpt-4o", "openai:", "openai:  ", "hf:", "langchain:", "langchain:openai",
                                  "langchain::gpt-4o", "langchain:openai:", "claude:sonnet", "scripted"])
def test_make_llm_rejects_bad_specs(spec):
    with pytest.raises(ConfigError) as info:
        make_llm(spec)
    message = str(info.value)
    assert "openai:MODEL" in message or "PROVIDER:MODEL" in message
    assert repr(spec.strip()) in message  # the error quotes the spec it refuses
    assert SPEC_HELP in message or spec.startswith("langchain:")  # langchain errors show that scheme's form


def test_make_llm_openai_needs_a_key_or_a_base_url(monkeypatch):
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)
    with pytest.raises(ConfigError, match="OPENAI_API_KEY"):
        make_llm("openai:gpt-4o-mini")
    local = make_llm("openai:llama3", base_url="http://127.0.0.1:1/v1")
    assert local.spec == "openai:llama3" and local.name == "llama3"


def test_make_llm_langchain_without_langchain_package():
    pytest.importorskip("langchain_core")
    try:
        import langchain.chat_models  # noqa: F401
    except ImportError:
        with pytest.raises(ConfigError, match="pip install langchain"):
            make_llm("langchain:openai:gpt-4o-mini")
    else:
        pytest.skip("langchain is installed; init_chat_model would need a provider package and a key")


@pytest.mark.slow
def test_make_llm_hf_missing_path(tmp_path):
    with pytest.raises(ConfigError, match="no model directory"):
        make_llm(f"hf:{tmp_path / 'nope'}")


# -- choosing among candidates -----------------------------------------------------------------------------------
RELS = ["starred_actors", "directed_by", "written_by"]
TASK = "Which relation leads from [Inception] to who directed it?\n- starred_actors\n- directed_by\n- written_by"


def test_a_scripted_llm_chooses_in_free_text_and_the_choice_is_recorded():
    llm = ScriptedLLM(["directed_by: 0.75\nwritten_by: 0.25"])
    choice = llm.choose(TASK, RELS, purpose="relation_prune", k=2)
    assert choice.scores == [0.0, 0.75, 0.25] and choice.method == "text"
    assert "Choose the 2 most likely" in llm.requests[0][1] and llm.calls == 1
    assert choice.exchange("relation_prune").response == "directed_by: 0.75\nwritten_by: 0.25"
    with pytest.raises(InvalidInput):
        llm.choose(TASK, [])


@pytest.mark.parametrize(("text", "scores"), [
    ("Yes", [1.0, 0.0]), ("No.", [0.0, 1.0]), ("Yes\nAnswer: Christopher Nolan", [1.0, 0.0]),
    ("No, the facts do not say", [0.0, 1.0]), ("- Yes: 0.9\n- No: 0.1", [0.9, 0.1])])
def test_a_bare_choice_is_read(text, scores):
    from kgchat.llm.choice import parse_scores

    assert parse_scores(text, ["Yes", "No"]) == pytest.approx(scores)


def test_a_reply_that_chooses_nothing_raises():
    from kgchat.llm.choice import parse_scores

    for text in ("Nope", "Yesterday", "I cannot tell"):
        with pytest.raises(LLMResponseError):
            parse_scores(text, ["Yes", "No"])


def test_on_text_gets_the_whole_reply_from_an_adapter_that_cannot_stream():
    seen: list[str] = []
    assert ScriptedLLM(["Canberra"]).complete("capital of Australia?", on_text=seen.append).text == "Canberra"
    assert seen == ["Canberra"]


# -- OpenAI-compatible endpoint, through a loopback server ---------------------------------------------------------
@pytest.fixture
def server():
    with FakeOpenAIServer() as s:
        yield s


def openai_llm(server: FakeOpenAIServer, **kw: Any):
    from kgchat.llm.openai_llm import OpenAILLM

    return OpenAILLM("fake-model", base_url=server.url, api_key=KEY, **{"timeout": 5.0, **FAST, **kw})


def test_openai_normal_reply(server):
    log: list[LLMExchange] = []
    server.script(reply("Christopher Nolan", usage=(42, 3)))
    llm = openai_llm(server, exchanges=log, system="Answer briefly.")
    out = llm.complete("Who directed Inception?", purpose="answer", max_tokens=20, temperature=0.2, stop=["\n"])
    assert out.text == "Christopher Nolan"
    assert (out.prompt_tokens, out.completion_tokens) == (42, 3)
    assert (llm.calls, llm.prompt_tokens, llm.completion_tokens) == (1, 42, 3)
    assert log[0].purpose == "answer" and log[0].response == "Christopher Nolan"
    [request] = server.requests
    assert request.path == "/v1/chat/completions"
    assert request.headers["authorization"] == f"Bearer {KEY}"
    body = request.body
    assert body["model"] == "fake-model" and body["max_tokens"] == 20 and body["temperature"] == 0.2
    assert body["stop"] == ["\n"]
    assert body["messages"] == [{"role": "system", "content": "Answer briefly."},
                                {"role": "user", "content": "Who directed Inception?"}]
    assert KEY not in repr(llm)


def test_openai_without_usage_estimates_tokens(server):
    server.script(reply("Paris", usage=None))
    out = openai_llm(server).complete("What is the capital of France?")
    assert out.prompt_tokens == estimate_tokens("What is the capital of France?")
    assert out.completion_tokens == estimate_tokens("Paris")


@pytest.mark.parametrize("behaviour", [
    raw('{"id": "x", "choices": ['),
    json_body({"id": "x", "object": "chat.completion"}),
    json_body({"id": "x", "choices": []}),
    json_body({"id": "x", "choices": [{"index": 0, "message": {"role": "assistant"}}]}),
    raw("plain text", content_type="text/plain"),
    reply(""),
], ids=["truncated-json", "no-choices", "empty-choices", "no-content", "not-json", "empty-text"])
def test_openai_malformed_replies(server, behaviour):
    server.script(behaviour)
    llm = openai_llm(server)
    with pytest.raises(LLMResponseError):
        llm.complete("hello")
    assert len(server.requests) == 1  # not retried


@pytest.mark.parametrize("code", [429, 500, 503])
def test_openai_retries_transient_status_then_succeeds(server, code):
    server.script(status(code, headers={"Retry-After": "0"}), reply("fine"))
    llm = openai_llm(server)
    assert llm.complete("hello").text == "fine"
    assert len(server.requests) == 2 and llm.attempts == 2 and llm.calls == 1


def test_openai_gives_up_after_retries(server):
    server.default = status(500)
    llm = openai_llm(server, retries=3)
    with pytest.raises(LLMUnavailable, match="4 attempt") as info:
        llm.complete("hello")
    assert len(server.requests) == 4 and llm.attempts == 4
    assert llm.calls == 0 and llm.failures == 1
    assert "HTTP 500" in str(info.value)


def test_openai_timeout_is_quick(server):
    server.script(slow(5.0), slow(5.0))
    llm = openai_llm(server, timeout=0.3, retries=1)
    start = time.perf_counter()
    with pytest.raises(LLMUnavailable, match="within 0.3 s"):
        llm.complete("hello")
    # each scripted reply takes 5 s: well under that means the 0.3 s timeout fired on both tries (a tighter bound
    # failed once on a loaded CI machine)
    assert time.perf_counter() - start < 4.0
    assert len(server.requests) == 2


def test_openai_unreachable():
    with socket.socket() as sock:  # a port that was free a moment ago: nothing listens there
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    from kgchat.llm.openai_llm import OpenAILLM

    llm = OpenAILLM("m", base_url=f"http://127.0.0.1:{port}/v1", api_key=KEY, timeout=2.0, **FAST)
    with pytest.raises(LLMUnavailable, match="cannot reach"):
        llm.complete("hello")
    assert llm.attempts == 3


@pytest.mark.parametrize("code,error", [(401, ConfigError), (403, ConfigError), (404, ConfigError),
                                        (400, LLMResponseError), (418, LLMUnavailable)])
def test_openai_client_errors_are_not_retried(server, code, error):
    server.script(status(code, message=f"rejected key {KEY}"))  # a server echoing the key back
    llm = openai_llm(server)
    with pytest.raises(error) as info:
        llm.complete("hello")
    assert len(server.requests) == 1
    assert KEY not in str(info.value)


@pytest.mark.parametrize("behaviour", [status(500, message=f"oops {KEY}"), slow(3.0), raw("{bad")])
def test_openai_key_never_in_error_messages(server, behaviour):
    server.default = behaviour
    llm = openai_llm(server, timeout=0.3, retries=1)
    with pytest.raises(KGChatError) as info:
        llm.complete("hello")
    chain: list[BaseException] = []
    exc: BaseException | None = info.value
    while exc is not None:
        chain.append(exc)
        exc = exc.__cause__
    assert all(KEY not in str(e) for e in chain)
    assert server.requests[0].headers["authorization"] == f"Bearer {KEY}"


def test_openai_local_server_gets_placeholder_key(server, monkeypatch):
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    monkeypatch.setenv("OPENAI_BASE_URL", server.url)
    llm = make_llm("openai:fake-model", timeout=5.0, **FAST)
    assert llm.complete("hello").text == "ok"
    assert server.requests[0].headers["authorization"] == "Bearer not-needed"


def test_openai_max_completion_tokens_param(server):
    openai_llm(server, max_tokens_param="max_completion_tokens").complete("hi", max_tokens=7)
    assert server.requests[0].body["max_completion_tokens"] == 7
    assert "max_tokens" not in server.requests[0].body
    with pytest.raises(ConfigError):
        openai_llm(server, max_tokens_param="length")


# -- LangChain --------------------------------------------------------------------------------------------------------
def _chat_model_raising(errors: list[BaseException], delay: float = 0.0):
    """A real LangChain chat model that raises the given errors in turn, then answers "recovered"."""
    from langchain_core.language_models import BaseChatModel
    from langchain_core.messages import AIMessage
    from langchain_core.outputs import ChatGeneration, ChatResult

    class Flaky(BaseChatModel):
        pending: list = []
        delay: float = 0.0

        @property
        def _llm_type(self) -> str:
            return "flaky"

        def _generate(self, messages, stop=None, run_manager=None, **kwargs):
            time.sleep(self.delay)
            if self.pending:
                raise self.pending.pop(0)
            return ChatResult(generations=[ChatGeneration(message=AIMessage(content="recovered"))])

    return Flaky(pending=list(errors), delay=delay)


def test_langchain_fake_list_model():
    from langchain_core.language_models.fake_chat_models import FakeListChatModel

    from kgchat.llm.langchain_llm import LangChainLLM

    log: list[LLMExchange] = []
    llm = LangChainLLM(FakeListChatModel(responses=["yes", "Paris\nmore"]), exchanges=log)
    assert isinstance(llm, LLM)
    assert llm.complete("Enough?", purpose="sufficiency").text == "yes"
    assert llm.complete("Capital?", stop=["\n"]).text == "Paris"
    assert llm.calls == 2 and llm.prompt_tokens == estimate_tokens("Enough?") + estimate_tokens("Capital?")
    assert [x.purpose for x in log] == ["sufficiency", ""]
    assert llm.spec == "langchain:FakeListChatModel"


def test_langchain_usage_metadata_and_content_blocks():
    from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
    from langchain_core.messages import AIMessage

    from kgchat.llm.langchain_llm import LangChainLLM

    messages = iter([
        AIMessage(content="Nolan", usage_metadata={"input_tokens": 11, "output_tokens": 2, "total_tokens": 13}),
        AIMessage(content=[{"type": "text", "text": "Chris"}, {"type": "text", "text": "topher"}]),
    ])
    llm = LangChainLLM(GenericFakeChatModel(messages=messages))
    first = llm.complete("Who?")
    assert (first.text, first.prompt_tokens, first.completion_tokens) == ("Nolan", 11, 2)
    assert llm.complete("Who?").text == "Christopher"


def test_langchain_errors_retry_and_translate():
    from kgchat.llm.langchain_llm import LangChainLLM

    llm = LangChainLLM(_chat_model_raising([ConnectionError("refused"), TimeoutError("slow")]), **FAST)
    assert llm.complete("hi").text == "recovered"
    assert llm.attempts == 3
    llm = LangChainLLM(_chat_model_raising([ValueError("bad request")]), **FAST)
    with pytest.raises(LLMUnavailable, match="ValueError"):
        llm.complete("hi")
    assert llm.attempts == 1


def test_langchain_timeout():
    from kgchat.llm.langchain_llm import LangChainLLM

    llm = LangChainLLM(_chat_model_raising([], delay=2.0), timeout=0.2, retries=0)
    start = time.perf_counter()
    with pytest.raises(LLMUnavailable, match="within 0.2 s"):
        llm.complete("hi")
    assert time.perf_counter() - start < 1.0


def test_langchain_needs_a_chat_model():
    from kgchat.llm.langchain_llm import LangChainLLM

    with pytest.raises(ConfigError, match="BaseChatModel"):
        LangChainLLM(object())


# -- local Hugging Face model ---------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def tiny_lm(tmp_path_factory) -> Path:
    pytest.importorskip("torch")
    pytest.importorskip("transformers")
    return build_tiny_lm(tmp_path_factory.mktemp("hf") / "tiny-gpt2")


def whole_pass(llm, prompt: str, continuation: str) -> float:
    """Mean log-probability of ``continuation`` after ``prompt`` from one plain pass over both, no cache."""
    import torch

    ctx = llm.tokenizer(prompt).input_ids
    ids = llm.tokenizer(prompt + continuation).input_ids
    ids = ids if ids[:len(ctx)] == ctx else ctx + llm.tokenizer(continuation, add_special_tokens=False).input_ids
    with torch.no_grad():
        logprobs = torch.log_softmax(llm.model(torch.tensor([ids])).logits[0], dim=-1)
    picked = [float(logprobs[t - 1, ids[t]]) for t in range(len(ctx), len(ids))]
    return sum(picked) / len(picked)


@pytest.mark.slow
def test_hf_loads_through_make_llm_and_scores(tiny_lm):
    llm = make_llm(f"hf:{tiny_lm}", device="cpu")
    assert isinstance(llm, LLM) and isinstance(llm, ContinuationScorer)
    assert llm.spec == f"hf:{tiny_lm}" and llm.name == "tiny-gpt2"
    conts = ["paris", "london berlin", "the film was directed by nolan", "yes", "no no no", "one two three",
             "matrix", "what is the answer to the question", "a"]
    batched = llm.score_continuations("who directed inception ?", conts, batch_size=8)
    single = llm.score_continuations("who directed inception ?", conts, batch_size=1)
    assert len(batched) == len(conts)
    assert all(math.isfinite(s) and s < 0 for s in batched)
    assert batched == pytest.approx(single, abs=1e-4)
    assert llm.score_continuations("who directed inception ?", conts) == pytest.approx(batched, abs=1e-6)
    assert llm.calls == 3 and llm.prompt_tokens > 0
    # the prompt is read once and its cache shared across the batch: the scores are those of whole passes
    assert batched == pytest.approx([whole_pass(llm, "who directed inception ?", c) for c in conts], abs=1e-5)
    # a prompt that extends a recent one is read from where they part, with the same scores
    first = " ".join(["the film was directed by nolan ."] * 3)  # 21 tokens: all but the last 16 are kept
    second = first + " which film starred the actor ?"
    assert llm.score_continuations(first, conts[:3]) == pytest.approx(
        [whole_pass(llm, first, c) for c in conts[:3]], abs=1e-5)
    reused = llm.prompts.reused_tokens
    assert llm.score_continuations(second, conts[:3]) == pytest.approx(
        [whole_pass(llm, second, c) for c in conts[:3]], abs=1e-5)
    assert llm.prompts.reused_tokens - reused == len(llm.tokenizer(first).input_ids) - 16
    assert llm.score_continuations("q", []) == []
    with pytest.raises(InvalidInput):
        llm.score_continuations("q", [""])


@pytest.mark.slow
def test_hf_biased_model_completes_and_prefers_likely_text(tiny_lm):
    log: list[LLMExchange] = []
    llm = make_llm(f"hf:{tiny_lm}", device="cpu", exchanges=log)
    paris = llm.tokenizer.convert_tokens_to_ids("paris")
    bias_towards(llm.model, paris)
    out = llm.complete("which city ?", max_tokens=3)
    assert out.text == "paris paris paris"
    assert out.completion_tokens == 3
    assert out.prompt_tokens == len(llm.tokenizer("which city ?").input_ids) == 4  # [BOS] which [UNK] [UNK]
    stopped = llm.complete("which city ?", max_tokens=5, stop=[" paris"])
    assert stopped.text == "paris" and stopped.completion_tokens == 2  # generation ends at the stop sequence
    likely, unlikely, mixed = llm.score_continuations("which city", [" paris paris", " london", " paris london"])
    assert likely > mixed > unlikely
    assert likely > -0.01 and unlikely < -5
    assert [x.purpose for x in log] == ["", "", "score"]
    assert "paris paris" in log[-1].response


@pytest.mark.slow
def test_hf_truncates_long_prompts(tiny_lm):
    llm = make_llm(f"hf:{tiny_lm}", device="cpu")
    long_prompt = " ".join(["the film"] * 100)  # 200 words, the model takes 64 positions
    [score] = llm.score_continuations(long_prompt, ["nolan"])
    assert math.isfinite(score)
    assert llm.complete(long_prompt, max_tokens=4, temperature=0.0).completion_tokens <= 4


@pytest.mark.slow
def test_hf_bad_directory(tmp_path):
    pytest.importorskip("transformers")
    (tmp_path / "config.json").write_text("{}")
    with pytest.raises(ModelError, match="cannot load"):
        make_llm(f"hf:{tmp_path}")


@pytest.mark.slow
@pytest.mark.filterwarnings("ignore::FutureWarning")  # from inside peft
def test_hf_loads_a_peft_adapter_directory(tiny_lm, tmp_path):
    peft = pytest.importorskip("peft")
    from tiny_hf import build_tokenizer
    from transformers import AutoModelForCausalLM

    base = AutoModelForCausalLM.from_pretrained(tiny_lm, local_files_only=True)
    config = peft.LoraConfig(r=2, target_modules=["c_attn"], fan_in_fan_out=True, task_type="CAUSAL_LM")
    peft.get_peft_model(base, config).save_pretrained(tmp_path / "adapter")
    build_tokenizer().save_pretrained(tmp_path / "adapter")
    llm = make_llm(f"hf:{tmp_path / 'adapter'}", device="cpu")
    [score] = llm.score_continuations("who directed", [" nolan"])
    assert math.isfinite(score) and score < 0


@pytest.mark.slow
def test_hf_on_gpu(tiny_lm):
    torch = pytest.importorskip("torch")
    if not torch.cuda.is_available():
        pytest.skip("no CUDA device")
    llm = make_llm(f"hf:{tiny_lm}")  # device and dtype "auto": CUDA, bfloat16 or float16
    assert llm.device == "cuda" and llm.model.dtype in (torch.bfloat16, torch.float16)
    conts = [" paris", " london berlin", " the film was directed by nolan"]
    batched = llm.score_continuations("who directed", conts, batch_size=8)
    single = llm.score_continuations("who directed", conts, batch_size=1)
    assert batched == pytest.approx(single, abs=2e-2)  # half precision: kernels differ with the batch shape
    bias_towards(llm.model, llm.tokenizer.convert_tokens_to_ids("nolan"))
    assert llm.complete("who directed", max_tokens=2).text == "nolan nolan"


def test_openai_choose_asks_for_a_schema_that_admits_only_the_candidates(server):
    server.script(reply('{"choices": [{"option": "directed_by", "score": 0.9}, {"option": "written_by", "score": 0.1}]}'))
    llm = openai_llm(server)
    choice = llm.choose(TASK, RELS, purpose="relation_prune", k=2)
    assert choice.method == "json" and choice.scores == pytest.approx([0.0, 0.9, 0.1])
    schema = server.requests[0].body["response_format"]["json_schema"]["schema"]
    assert schema["properties"]["choices"]["items"]["properties"]["option"]["enum"] == RELS
    assert llm.structured is True and llm.calls == 1


def test_openai_choose_falls_back_to_free_text_when_the_schema_is_refused(server):
    server.script(status(400, "response_format is not supported"), reply("directed_by: 1.0"), reply("written_by: 1"))
    llm = openai_llm(server)
    assert llm.choose(TASK, RELS).scores == [0.0, 1.0, 0.0] and llm.structured is False
    assert llm.choose(TASK, RELS).method == "text"  # not asked with a schema again
    assert ["response_format" in r.body for r in server.requests] == [True, False, False]


def test_openai_choose_reads_a_server_that_ignores_the_schema(server):
    server.script(reply("Sure! directed_by: 0.8, the rest less"))
    assert openai_llm(server).choose(TASK, RELS).scores == [0.0, 1.0, 0.0]


def test_openai_request_given_up_closes_its_connection(server):
    """Stop (or the time budget) ends the request and closes its connection: the server sees it go at once."""
    server.default = hang()
    llm = openai_llm(server, timeout=60.0, retries=0)
    stop = threading.Event()
    done: dict[str, Any] = {}

    def ask() -> None:
        with llm.limits(stop.is_set, 120):
            try:
                llm.complete("hello")
            except LLMUnavailable as exc:
                done["error"] = exc

    worker = threading.Thread(target=ask)
    worker.start()
    deadline = time.monotonic() + 10
    while server.connections < 1 and time.monotonic() < deadline:
        time.sleep(0.02)
    assert server.connections == 1
    stopped = time.monotonic()
    stop.set()
    worker.join(5)
    while server.connections and time.monotonic() - stopped < 5:
        time.sleep(0.01)
    assert server.connections == 0 and time.monotonic() - stopped < 1.0
    assert "stopped" in str(done["error"])
