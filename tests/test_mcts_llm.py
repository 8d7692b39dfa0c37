"""KBQA-o1 with a real policy model: the local Qwen2.5-Coder-1.5B-Instruct (``--llm local``), brought into the form
transformers and peft need, LoRA fine-tuned on the agent's trajectories over the tiny movie graph, then guiding
MCTS to an answer — the path ``kgchat train --engine mcts --base-model local`` and ``--engine mcts --model DIR``
take, end to end, on a CPU.

What it proves is that the path runs with a real 1.5B model and that the fine-tuning moves it, not that two
optimiser steps make a good policy (bench/mcts_llm.py measures that, on a GPU). The GGUF file is converted once into
the model cache (KGCHAT_MODEL_CACHE; about 100 s of CPU time and 6 GB at its peak) and reused by later runs. The
rest costs about 4 minutes of CPU time and 8 GB of RAM (float32 weights: CPUs without bfloat16 instructions run
bfloat16 several times slower). Skipped, saying why, without the ``kgchat[local]`` and ``kgchat[train]`` extras
or with too little free memory.
"""

from __future__ import annotations

import contextlib
import importlib.util
import json
import time

import pytest

from kgchat.config import load_settings
from kgchat.evaluation.datasets import Example
from kgchat.llm.local_model import MODEL

CACHE = load_settings().llm_cache
NEEDED_GB = 9.0  # float32 weights (7.1 GB) + activations + the tokenizer and the graph


def _available_gb() -> float:
    try:
        with open("/proc/meminfo", encoding="ascii") as f:
            fields = dict(line.split(":", 1) for line in f)
        return int(fields["MemAvailable"].split()[0]) / 1e6
    except (OSError, KeyError, ValueError):
        return float("inf")  # not Linux: let it try


def _why_not() -> str | None:
    if not (MODEL.installed() or (CACHE / MODEL.file).is_file()):
        return "the local model is not installed: pip install 'kgchat[local]' (scripts/test.sh does)"
    missing = [m for m in ("torch", "transformers", "peft", "gguf") if importlib.util.find_spec(m) is None]
    if missing:
        return f"{', '.join(missing)} not installed: pip install 'kgchat[train]'"
    if _available_gb() < NEEDED_GB:
        return f"fine-tuning the 1.5B model on a CPU needs {NEEDED_GB:.0f} GB of free memory, {_available_gb():.1f} here"
    return None


pytestmark = [pytest.mark.slow, pytest.mark.skipif(_why_not() is not None, reason=_why_not() or "")]


@pytest.fixture(scope="module")
def torch_threads():
    import torch

    before = torch.get_num_threads()
    torch.set_num_threads(max(1, min(4, before)))
    yield
    torch.set_num_threads(before)


@contextlib.contextmanager
def adapters_off(llm):
    """The base model for a while: every adapter layer passes its input through untouched (and the prompts read
    with the adapters on are forgotten, before and after)."""
    from peft.tuners.tuners_utils import BaseTunerLayer

    layers = [m for m in llm.model.modules() if isinstance(m, BaseTunerLayer)]
    assert layers, "the fine-tuned model has no adapter layers"
    llm.prompts.clear()
    for layer in layers:
        layer.enable_adapters(False)
    try:
        yield
    finally:
        for layer in layers:
            layer.enable_adapters(True)
        llm.prompts.clear()


def test_the_local_model_fine_tunes_and_guides_mcts(tiny_sqlite, tmp_path, torch_threads):
    from safetensors.torch import load_file

    from kgchat.llm.gguf_hf import MARKER, resolve
    from kgchat.llm.hf_llm import HFLLM
    from kgchat.reasoning.agent import AgentState
    from kgchat.reasoning.mcts import MCTSConfig, MCTSEngine
    from kgchat.reasoning.policy import LMPolicy, load_policy, policy_prompt
    from kgchat.train.mcts_train import MCTSTrainConfig, train_mcts_examples
    from kgchat.types import Provenance

    times: dict[str, float] = {}
    started = time.perf_counter()
    folder = resolve("local", CACHE)  # converted the first time, then found by the hash of the GGUF it came from
    times["convert or find"] = time.perf_counter() - started
    made = json.loads((folder / MARKER).read_text())
    assert made["sha256"] == MODEL.sha256 and made["architecture"] == "qwen2" and made["parameters"] > 1.5e9

    # -- kgchat train --engine mcts --base-model local: weak labels → agent trajectories → LoRA, two steps
    labelled = [Example("l1", "who directed [Inception]", ["Christopher Nolan"], ["Inception"]),
                Example("l2", "what films did [Kate Winslet] star in", ["Titanic"], ["Kate Winslet"])]
    cfg = MCTSTrainConfig(adapter="lora", lora_r=4, lora_alpha=8, lora_dropout=0.0, lr=2e-3, batch_size=1,
                          max_steps=2, max_length=256, shared_model=True, device="cpu")
    started = time.perf_counter()
    report = train_mcts_examples(labelled, [], tiny_sqlite, tmp_path / "m", "local", cfg)
    times["fine-tune"] = time.perf_counter() - started
    trained = report["sft"]["policy+reward"]
    assert report["path"] == "causal-lm" and report["base_model"] == str(folder)
    assert report["weak_labels"]["labelled"] == 2 and trained["steps"] == 2 and trained["device"] == "cpu"
    trajectories = [json.loads(x) for x in (tmp_path / "m" / "trajectories.jsonl").read_text().splitlines()]
    assert trajectories[0]["actions"] == ["Extract_entity [ Inception ]", "Find_relation [ directed_by ]",
                                          "Finish [ expression ]"]
    policy_dir = tmp_path / "m" / "policy"
    adapter = load_file(str(policy_dir / "adapter_model.safetensors"))  # the adapter alone, not a 7 GB copy
    assert not (tmp_path / "m" / "reward").exists() and not list(policy_dir.glob("model*.safetensors"))
    lora_b = [v for k, v in adapter.items() if "lora_B" in k]
    assert lora_b and any(float(v.abs().max()) > 0 for v in lora_b)  # B starts at zero: the steps changed it

    # -- the fine-tuned policy, loaded as `--engine mcts --model DIR` loads it, prefers what it was taught
    policy = load_policy(tmp_path / "m", device="cpu")
    assert isinstance(policy, LMPolicy) and policy.reward_llm is policy.llm  # one model, two prompts
    llm: HFLLM = policy.llm
    prompt = policy_prompt("who directed [Inception]", AgentState("who directed [Inception]"))
    taught = " Extract_entity [ Inception ]\nAction: Find_relation [ directed_by ]\nAction: Finish [ expression ]"
    started = time.perf_counter()
    [after] = llm.score_continuations(prompt, [taught])
    with adapters_off(llm):
        [before] = llm.score_continuations(prompt, [taught])
    times["score with and without the adapter"] = time.perf_counter() - started
    assert after > before, (before, after)

    # -- MCTS guided by it answers a question it was not trained on
    started = time.perf_counter()
    engine = MCTSEngine(tiny_sqlite, policy=policy, config=MCTSConfig(rollouts=2, beam=0, top_d=2))
    answer = engine.ask("who directed [Titanic]")
    times["MCTS answer"] = time.perf_counter() - started
    print({k: round(v, 1) for k, v in times.items()}, "prompt tokens reused:", llm.prompts.reused_tokens)
    assert answer.trace.extra["mcts"]["policy"] == f"lm:{policy_dir.name}"
    assert {x.purpose for x in answer.trace.llm} >= {"mcts_policy", "mcts_reward"}
    assert answer.provenance in (Provenance.KG_EXACT, Provenance.KG_APPROXIMATE)
    assert [e.name for e in answer.entities] == ["James Cameron"], answer.trace.logical_form
