"""KBQA-o1's low-resource training for the MCTS engine: few-shot SFT → MCTS exploration → filter → incremental FT.

1. Few-shot SFT. Labelled questions come with answers only, so their action sequences come from weak supervision
   (``kgchat.train.weak``: the relation chain from the topic entity whose answers best match the gold answers),
   written as ``Extract_entity [ e ] → Find_relation [ r ] … → Finish [ expression ]``.
2. MCTS exploration. The engine searches every unlabelled question with the exploration setting
   (``MCTSConfig.exploration()``: beam 2, w = 50); gold answers of those questions are never used.
3. Filter. A trajectory is kept when its form executes to a non-empty answer and its reward-model score is above
   ``threshold`` (on the [0, 1] scale of ``kgchat.reasoning.policy``: a paper threshold τ is exp((τ − 100) / 100)).
4. Incremental fine-tuning on the labelled and the kept trajectories together.

Two model families, one recipe:

* ``base_model_path=None``: the policy/reward model is the learned encoder scorer (``kgchat.scorers.learned``,
  CPU-friendly); SFT and incremental fine-tuning are ``kgchat.train.learned.train`` on relation-chain labels, and
  the model is saved as a learned-scorer directory (use it with ``--scorer learned --model DIR``).
* ``base_model_path=PATH``: a local causal LM is fine-tuned with LoRA or DoRA (peft) twice over — a policy model on
  (agent prompt → remaining actions) pairs, a reward model on (question → S-expression) pairs (paper Eq. 1–2) —
  and saved as adapters (or merged copies) under ``out_dir/policy`` and ``out_dir/reward`` (or one model for both,
  ``shared_model``); ``kgchat.reasoning.policy.load_policy(out_dir)`` loads them. PATH may be a Hugging Face
  folder, ``local`` (the packaged Qwen2.5-Coder-1.5B-Instruct of ``--llm local``) or ``gguf:FILE``: a GGUF file is
  converted once (``kgchat.llm.gguf_hf``). A real fine-tune needs a GPU: on two CPU cores one optimiser step of
  the 1.5B model on one 141-token example takes about 50 s of CPU time and 8 GB of RAM (float32), so a CPU run
  proves the path (a few steps), it does not train a useful model.
"""

from __future__ import annotations

import gc
import json
import math
import random
import shutil
import sys
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from kgchat.backends.base import GraphStore
from kgchat.errors import ModelError
from kgchat.evaluation.datasets import Example
from kgchat.evaluation.metrics import hits_at_1
from kgchat.extras import require
from kgchat.llm.hf_llm import dtype_kwarg
from kgchat.reasoning.agent import Action, AgentState, Environment, actions_for_chain
from kgchat.reasoning.mcts import MCTSConfig, MCTSEngine
from kgchat.reasoning.policy import policy_prompt, reward_prompt
from kgchat.types import Answer, EntityMatch, Provenance


@dataclass
class MCTSTrainConfig:
    # keep explored trajectories whose reward is above this ([0, 1]; the paper's threshold 30 on its 100-point scale):
    # the reward model's mean token probability of about one half, a trajectory it finds at least as likely as not
    threshold: float = 0.5
    exploration: MCTSConfig = field(default_factory=MCTSConfig.exploration)  # paper: rollouts 6, beam 2, w 50
    seed: int = 0
    device: str = "auto"  # "auto" = CUDA when available
    # encoder path (no base model): passes of kgchat.train.learned (None: its TrainConfig default)
    encoder_epochs: int | None = None
    # causal-LM path, after the paper's Table 7 (SFT and incremental stages)
    adapter: str = "dora"  # "lora" or "dora" (the paper uses DoRA)
    lora_r: int = 16  # adapter rank
    lora_alpha: int = 32  # adapter scaling numerator (scale = alpha / r)
    lora_dropout: float = 0.05
    lr: float = 5e-5  # paper: 5e-5
    batch_size: int = 4  # paper: 4
    policy_epochs: int = 50  # paper SFT1: 50–100 for the policy model
    reward_epochs: int = 100  # paper SFT1: 100–300 for the reward model
    incremental_policy_epochs: int = 10  # paper SFT2: 10
    incremental_reward_epochs: int = 20  # paper SFT2: 20
    max_steps: int | None = None  # cap on optimiser steps per stage (None: epochs decide)
    max_length: int = 1024  # tokens per training example; longer prompts lose their beginning
    dtype: str = "auto"  # weights while training: auto = bfloat16 on a GPU that has it, else float32 (CPUs without
    #                      bfloat16 instructions run it ~3x slower: 52 s of CPU against 18 s for one 141-token pass
    #                      of the 1.5B model)
    save: str = "adapter"  # "adapter": the LoRA/DoRA weights only (MBs; loaded over the base model, which must stay
    #                        where it is); "merged": a whole copy of the model with the adapter folded in
    shared_model: bool = False  # one adapter learns the policy and the reward pairs together, saved as policy/ (half
    #                             the training and the memory; the paper trains two models)


# -- SFT data from trajectories ----------------------------------------------------------------------------------------
def sft_pairs(question: str, actions: Sequence[Action], graph: GraphStore) -> tuple[list[tuple[str, str]], tuple[str, str]]:
    """Policy pairs (agent prompt at step t → the actions from t to Finish) and the reward pair (question → form)."""
    topics = [EntityMatch(_entity(graph, a.ref or a.args[0]), 1.0, "label", a.args[0])
              for a in actions if a.tool == "Extract_entity"]
    env = Environment(graph, question, topics)
    state = AgentState(question)
    policy: list[tuple[str, str]] = []
    for i, action in enumerate(actions):
        policy.append((policy_prompt(question, state), " " + "\nAction: ".join(a.text() for a in actions[i:])))
        state = env.apply(state, action)
    from kgchat.logic import to_sexpr

    if state.current is None:
        raise ValueError(f"the actions for {question!r} build no expression")
    return policy, (reward_prompt(question), " " + to_sexpr(state.current))


def _entity(graph: GraphStore, ref: str):
    from kgchat.types import Entity

    return graph.entity(ref) or Entity(ref, ref)


def trajectory_actions(answer: Answer) -> list[Action]:
    """The actions of the trajectory an MCTS answer chose (from ``trace.extra["trajectory"]``)."""
    out = []
    for record in answer.trace.extra.get("trajectory", []):
        action = Action.parse(record["action"])
        if action is None:
            raise ValueError(f"unreadable action {record['action']!r} in the trajectory")
        out.append(action)
    refs = [e.id for e in answer.trace.topic_entities]
    # Extract_entity names → ids (the trace shows names; the topic entities carry the ids)
    by_name = {e.name or e.id: e.id for e in answer.trace.topic_entities}
    return [Action(a.tool, a.args, by_name.get(a.args[0], refs[0] if refs else None)) if a.tool == "Extract_entity"
            else a for a in out]


# -- exploration and filtering ----------------------------------------------------------------------------------------
def explore(engine: MCTSEngine, examples: Sequence[Example], threshold: float,
            progress: bool = False) -> tuple[list[tuple[Example, Answer]], dict]:
    """Search each unlabelled question; keep trajectories with a non-empty answer and reward above ``threshold``."""
    stats = {"questions": len(examples), "kept": 0, "no_answer": 0, "below_threshold": 0, "checked": 0, "correct": 0}
    kept: list[tuple[Example, Answer]] = []
    items: Sequence[Example] = examples
    if progress:
        from tqdm import tqdm

        items = tqdm(examples, desc="MCTS exploration", unit=" q", file=sys.stderr)
    for ex in items:
        answer = engine.ask(ex.question)
        if answer.provenance not in (Provenance.KG_EXACT, Provenance.KG_APPROXIMATE) or not answer.entities:
            stats["no_answer"] += 1
            continue
        if answer.trace.extra.get("mcts", {}).get("reward", 0.0) <= threshold:
            stats["below_threshold"] += 1
            continue
        kept.append((ex, answer))
        stats["kept"] += 1
        if ex.answers:  # diagnostics only (answers never choose what is kept): how good are the kept ones?
            stats["checked"] += 1
            stats["correct"] += int(hits_at_1([e.name for e in answer.entities], ex.answers))
    stats["precision"] = round(stats["correct"] / stats["checked"], 4) if stats["checked"] else None
    return kept, stats


# -- the encoder path ---------------------------------------------------------------------------------------------------
def _train_encoder(labelled: Sequence[Example], unlabelled: Sequence[Example], graph: GraphStore, out: Path,
                   cfg: MCTSTrainConfig, progress: bool, source: dict) -> dict:
    from kgchat.chains import GraphCache
    from kgchat.train.autoannotate import path_steps
    from kgchat.train.learned import TrainConfig, train
    from kgchat.train.weak import ChainLabel, save_labels, weak_labels

    cache = GraphCache(graph)
    tcfg = TrainConfig(seed=cfg.seed, device=cfg.device, log=[])
    if cfg.encoder_epochs is not None:
        tcfg.epochs = cfg.encoder_epochs
    labels, wstats = weak_labels(labelled, graph, progress=progress, cache=cache)
    if not labels:
        raise ModelError("No labelled question could be weakly labelled (no topic entity or no chain reaching the "
                         "gold answers); check the question file and the graph.")
    save_labels(labels, out / "labels.jsonl")
    scorer, first = train(labels, graph, config=tcfg, progress=progress, cache=cache)
    scorer.save(out / "sft")  # the few-shot model, kept to measure what exploration adds
    report: dict = {"path": "encoder", "labelled": len(labelled), "weak_labels": wstats, "sft": _brief(first)}
    if unlabelled:
        engine = MCTSEngine(graph, scorer=scorer, config=cfg.exploration)
        kept, stats = explore(engine, unlabelled, cfg.threshold, progress)
        auto = []
        for ex, answer in kept:
            best = answer.trace.paths[0] if answer.trace.paths else None
            if best is None or len({p.start.id for p in answer.trace.paths}) > 1:
                continue  # a merged or constrained form is not a single chain the encoder can learn from
            auto.append(ChainLabel(ex.qid, ex.question, best.start, path_steps(best), f1=-1.0, source="auto",
                                   score=round(answer.trace.extra["mcts"]["reward"], 6), qtype=ex.qtype))
        save_labels(auto, out / "auto_labels.jsonl")
        report["exploration"] = {**stats, "chain_labels": len(auto), "threshold": cfg.threshold}
        if auto:
            tcfg2 = TrainConfig(**{**asdict(tcfg), "log": []})
            scorer, second = train(labels + auto, graph, config=tcfg2, init=scorer, progress=progress, cache=cache)
            report["incremental"] = _brief(second)
    scorer.meta = {**scorer.meta, "mcts_training": {**report, "data": source}}
    report["model"] = str(scorer.save(out))
    return report


def _brief(report: dict) -> dict:
    return {k: v for k, v in report.items() if k != "log"}


# -- the causal-LM path -------------------------------------------------------------------------------------------------
def finetune_lm(model_path: str | Path, pairs: Sequence[tuple[str, str]], out_dir: str | Path, epochs: int,
                cfg: MCTSTrainConfig, progress: bool = False, desc: str = "fine-tuning") -> dict:
    """LoRA/DoRA fine-tuning of the causal LM at ``model_path`` on (prompt, completion) pairs; the loss is on the
    completion tokens only. ``out_dir`` gets the adapter and the tokenizer (``cfg.save="adapter"``) or the merged
    model; either loads with ``HFLLM``. A ``model_path`` that holds an adapter (an earlier stage's) is trained on:
    its base model is loaded and the same adapter goes on learning."""
    what = "Fine-tuning a causal LM (kgchat train)"
    torch = require("torch", what, extra="train", error=ModelError)
    peft = require("peft", what, extra="train", error=ModelError)
    transformers = require("transformers", what, extra="train", error=ModelError)
    LoraConfig, get_peft_model = peft.LoraConfig, peft.get_peft_model
    AutoModelForCausalLM, AutoTokenizer = transformers.AutoModelForCausalLM, transformers.AutoTokenizer
    hf_logging = require("transformers.utils.logging", what, extra="train", error=ModelError)
    hf_logging.disable_progress_bar()
    if not pairs:
        raise ModelError("No training pairs to fine-tune on.")
    if cfg.save not in ("adapter", "merged"):
        raise ModelError(f"MCTSTrainConfig.save is {cfg.save!r}: use 'adapter' or 'merged'")
    device = ("cuda" if torch.cuda.is_available() else "cpu") if cfg.device == "auto" else cfg.device
    dtype = _train_dtype(torch, cfg.dtype, device)
    torch.manual_seed(cfg.seed)
    model_path = Path(model_path).expanduser().resolve()  # adapters record their base model's path: keep it absolute
    adapter_file = model_path / "adapter_config.json"
    try:
        tokenizer = AutoTokenizer.from_pretrained(model_path, local_files_only=True)
        if adapter_file.is_file():  # an earlier stage's adapter: its base model, and the adapter trained further
            base_path = json.loads(adapter_file.read_text(encoding="utf-8"))["base_model_name_or_path"]
            base = AutoModelForCausalLM.from_pretrained(base_path, local_files_only=True, **dtype_kwarg(transformers, dtype))
            model = peft.PeftModel.from_pretrained(base, model_path, is_trainable=True)
        else:
            model = get_peft_model(
                AutoModelForCausalLM.from_pretrained(model_path, local_files_only=True, **dtype_kwarg(transformers, dtype)),
                LoraConfig(r=cfg.lora_r, lora_alpha=cfg.lora_alpha, lora_dropout=cfg.lora_dropout,
                           target_modules="all-linear", use_dora=cfg.adapter == "dora", task_type="CAUSAL_LM"))
    except (OSError, ValueError, KeyError) as exc:
        raise ModelError(f"Cannot load a causal LM from {model_path}: {exc}") from exc
    model = model.to(device)
    model.train()
    size = sum(p.numel() for p in model.parameters())
    if progress and device == "cpu" and size > 5e8:
        print(f"{desc}: a {size / 1e9:.1f}B-parameter model on the CPU: a step takes about a minute of CPU time per "
              "example of 150 tokens (1.5B); --steps caps the steps, a GPU (--device cuda) does it properly",
              file=sys.stderr)
    rows = [_encode(tokenizer, p, c, cfg.max_length) for p, c in pairs]
    pad = tokenizer.pad_token_id if tokenizer.pad_token_id is not None else (tokenizer.eos_token_id or 0)
    batches_per_epoch = math.ceil(len(rows) / cfg.batch_size)
    total = epochs * batches_per_epoch if cfg.max_steps is None else min(cfg.max_steps, epochs * batches_per_epoch)
    optimizer = torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], lr=cfg.lr)
    rng = random.Random(cfg.seed)
    losses: list[float] = []
    bar = None
    if progress:
        from tqdm import tqdm

        bar = tqdm(total=total, desc=desc, unit=" step", file=sys.stderr)
    started = time.perf_counter()
    while len(losses) < total:
        order = list(range(len(rows)))
        rng.shuffle(order)
        for first in range(0, len(order), cfg.batch_size):
            if len(losses) >= total:
                break
            batch = [rows[i] for i in order[first:first + cfg.batch_size]]
            width = max(len(ids) for ids, _ in batch)
            ids = torch.full((len(batch), width), pad, dtype=torch.long)
            labels = torch.full((len(batch), width), -100, dtype=torch.long)
            mask = torch.zeros((len(batch), width), dtype=torch.long)
            for i, (x, y) in enumerate(batch):
                ids[i, :len(x)] = torch.tensor(x)
                labels[i, :len(y)] = torch.tensor(y)
                mask[i, :len(x)] = 1
            out = model(input_ids=ids.to(device), attention_mask=mask.to(device), labels=labels.to(device))
            out.loss.backward()
            optimizer.step()
            optimizer.zero_grad()
            losses.append(float(out.loss.detach()))
            if bar:
                bar.update(1)
    if bar:
        bar.close()
    out_path = Path(out_dir)
    out_path.mkdir(parents=True, exist_ok=True)
    if cfg.save == "merged":
        for stale in ("adapter_config.json", "adapter_model.safetensors"):
            (out_path / stale).unlink(missing_ok=True)
        model.merge_and_unload().eval().save_pretrained(out_path)
    else:
        for stale in out_path.glob("model*.safetensors*"):
            stale.unlink()
        (out_path / "config.json").unlink(missing_ok=True)
        model.save_pretrained(out_path)
    tokenizer.save_pretrained(out_path)
    del model, optimizer
    gc.collect()  # peft's modules hold reference cycles: free the weights (GBs) before the next model loads
    k = max(1, min(10, len(losses) // 4))
    return {"pairs": len(pairs), "steps": len(losses), "epochs": epochs, "adapter": cfg.adapter,
            "loss_first": round(sum(losses[:k]) / k, 4), "loss_last": round(sum(losses[-k:]) / k, 4),
            "losses": [round(x, 4) for x in losses], "seconds": round(time.perf_counter() - started, 1),
            "device": device, "model": str(out_path)}


def _train_dtype(torch: Any, name: str, device: str) -> Any:
    if name == "auto":
        return torch.bfloat16 if device.startswith("cuda") and torch.cuda.is_bf16_supported() else torch.float32
    value = getattr(torch, name, None)
    if not isinstance(value, torch.dtype) or not value.is_floating_point:
        raise ModelError(f"MCTSTrainConfig.dtype is {name!r}: use auto, float32, bfloat16 or float16")
    return value


def _encode(tokenizer: Any, prompt: str, completion: str, max_length: int) -> tuple[list[int], list[int]]:
    """Token ids of prompt + completion (+ EOS) and labels with the prompt masked out (-100)."""
    ctx = tokenizer(prompt).input_ids
    whole = tokenizer(prompt + completion).input_ids
    cont = whole[len(ctx):] if whole[:len(ctx)] == ctx else tokenizer(completion, add_special_tokens=False).input_ids
    if tokenizer.eos_token_id is not None:
        cont = cont + [tokenizer.eos_token_id]
    cont = cont[:max_length - 1]
    ctx = ctx[-(max_length - len(cont)):]
    return ctx + cont, [-100] * len(ctx) + cont


def _train_lm(labelled: Sequence[Example], unlabelled: Sequence[Example], graph: GraphStore, base: Path, out: Path,
              cfg: MCTSTrainConfig, progress: bool) -> dict:
    from kgchat.chains import GraphCache
    from kgchat.reasoning.policy import load_policy
    from kgchat.train.weak import weak_labels

    labels, wstats = weak_labels(labelled, graph, progress=progress, cache=GraphCache(graph))
    if not labels:
        raise ModelError("No labelled question could be weakly labelled; check the question file and the graph.")
    policy_pairs: list[tuple[str, str]] = []
    reward_pairs: list[tuple[str, str]] = []
    trajectories = []
    for label in labels:
        actions = actions_for_chain(label.topic, label.chain)
        p, r = sft_pairs(label.question, actions, graph)
        policy_pairs += p
        reward_pairs.append(r)
        trajectories.append({"question": label.question, "actions": [a.text() for a in actions], "source": "weak"})
    report: dict = {"path": "causal-lm", "base_model": str(base), "labelled": len(labelled), "weak_labels": wstats}
    policy_dir, reward_dir = out / "policy", out / "reward"
    if cfg.shared_model and reward_dir.exists():
        shutil.rmtree(reward_dir)  # an earlier run's reward model would be loaded in place of the shared one

    def stage(name: str, start_policy: Path, start_reward: Path, policy_epochs: int, reward_epochs: int) -> dict:
        if cfg.shared_model:  # one adapter, both kinds of pairs (their prompts differ, so one model learns both)
            return {"policy+reward": _brief_lm(finetune_lm(start_policy, policy_pairs + reward_pairs, policy_dir,
                                                           policy_epochs, cfg, progress, f"{name} policy+reward"))}
        return {"policy": _brief_lm(finetune_lm(start_policy, policy_pairs, policy_dir, policy_epochs, cfg, progress,
                                                f"{name} policy")),
                "reward": _brief_lm(finetune_lm(start_reward, reward_pairs, reward_dir, reward_epochs, cfg, progress,
                                                f"{name} reward"))}

    report["sft"] = stage("SFT", base, base, cfg.policy_epochs, cfg.reward_epochs)
    if unlabelled:
        policy = load_policy(out, device=cfg.device)  # the two adapters share one base model in memory
        engine = MCTSEngine(graph, policy=policy, config=cfg.exploration)
        kept, stats = explore(engine, unlabelled, cfg.threshold, progress)
        del policy, engine
        report["exploration"] = {**stats, "threshold": cfg.threshold}
        if kept:
            for ex, answer in kept:
                actions = trajectory_actions(answer)
                p, r = sft_pairs(ex.question, actions, graph)
                policy_pairs += p
                reward_pairs.append(r)
                trajectories.append({"question": ex.question, "actions": [a.text() for a in actions], "source": "auto",
                                     "reward": answer.trace.extra["mcts"]["reward"]})
            # incremental fine-tuning: the SFT models go on learning, over labelled + explored trajectories
            report["incremental"] = stage("incremental", policy_dir, reward_dir, cfg.incremental_policy_epochs,
                                          cfg.incremental_reward_epochs)
    with (out / "trajectories.jsonl").open("w", encoding="utf-8") as fh:
        for t in trajectories:
            fh.write(json.dumps(t, ensure_ascii=False) + "\n")
    report["model"] = str(out)
    return report


def _brief_lm(report: dict) -> dict:
    return {k: v for k, v in report.items() if k != "losses"}


# -- entry points ------------------------------------------------------------------------------------------------------
def train_mcts_examples(labelled: Sequence[Example], unlabelled: Sequence[Example], graph: GraphStore,
                        out_dir: str | Path, base_model_path: str | Path | None = None,
                        config: MCTSTrainConfig | None = None, progress: bool = False, source: dict | None = None) -> dict:
    """The whole recipe on given examples; writes the model(s) and ``mcts_training.json`` to ``out_dir``."""
    cfg = config or MCTSTrainConfig()
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    started = time.perf_counter()
    if base_model_path is None:
        report = _train_encoder(labelled, unlabelled, graph, out, cfg, progress, source or {})
    else:
        from kgchat.config import load_settings
        from kgchat.llm.gguf_hf import resolve

        log = (lambda text: print(text, file=sys.stderr, flush=True)) if progress else None
        base = resolve(base_model_path, load_settings().llm_cache, log=log)  # local / gguf:PATH → a converted folder
        report = _train_lm(labelled, unlabelled, graph, base, out, cfg, progress)
    report["seconds"] = round(time.perf_counter() - started, 1)
    report["config"] = {k: (asdict(v) if hasattr(v, "__dataclass_fields__") else v) for k, v in asdict(cfg).items()}
    report["data"] = source or {}
    (out / "mcts_training.json").write_text(json.dumps(report, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    return report


def train_mcts(questions: Sequence[str | Path], fmt: str, graph: GraphStore, labelled: int | None,
               unlabelled: Sequence[str | Path], out_dir: str | Path, base_model_path: str | Path | None = None, *,
               unlabelled_limit: int | None = None, threshold: float | None = None, split: str = "all",
               split_seed: int = 0, epochs: int | None = None, steps: int | None = None, seed: int = 0,
               device: str = "auto", progress: bool = False) -> dict:
    """``kgchat train --engine mcts``: ``labelled`` questions per file of ``questions`` (seeded sample; None: all)
    are the few-shot SFT set, up to ``unlabelled_limit`` questions per ``unlabelled`` file (labelled ones left out,
    answers unused) are explored by MCTS. ``epochs`` overrides the SFT epochs (encoder: passes over the labels);
    ``steps`` caps the optimiser steps of each causal-LM fine-tuning stage."""
    from kgchat.evaluation.datasets import read_examples, split_examples
    from kgchat.evaluation.runner import sample

    def load(path: str | Path) -> list[Example]:
        return split_examples(read_examples(path, fmt), split, seed=split_seed)

    picked = [ex for q in questions for ex in sample(load(q), labelled, seed if labelled else None)]
    used = {ex.qid for ex in picked}
    pool = [ex for u in unlabelled
            for ex in sample([e for e in load(u) if e.qid not in used], unlabelled_limit,
                             seed if unlabelled_limit else None)]
    cfg = MCTSTrainConfig(seed=seed, device=device, max_steps=steps)
    if threshold is not None:
        cfg.threshold = threshold
    if epochs is not None:
        cfg.encoder_epochs = cfg.policy_epochs = epochs
        cfg.reward_epochs = 2 * epochs
    source = {"questions": [str(q) for q in questions], "format": fmt, "labelled_per_file": labelled,
              "unlabelled": [str(u) for u in unlabelled], "unlabelled_limit": unlabelled_limit, "split": split,
              "base_model": str(base_model_path) if base_model_path else None}
    return train_mcts_examples(picked, pool, graph, out_dir, base_model_path, cfg, progress, source)
