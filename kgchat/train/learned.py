"""Training the learned path scorer (``kgchat.scorers.learned``) from chain labels.

For every labelled question we build the chains ToG-R would put in front of the scorer, with a target score each:

    gold chain (S steps)              1.0
    its prefix of k < S steps         prefix_floor + prefix_span * k / S   (0.3 for k=1 of 2; 0.23, 0.37 of 3)
    every other chain                 0.0
      siblings: the other steps from each gold prefix (what the beam competes with at every depth)
      extensions: one step past the gold chain (what the stop rule compares against)
      cousins: a wrong step, then one more step or the gold chain's remaining steps (what a wrong beam entry
               offers later; "the writer's films' directors" for "the director's films' writers")

The loss has four parts, each for one thing the engine relies on:
  * cross-entropy of the head's chain-length classifier against the gold chain's length;
  * binary cross-entropy towards the targets: scores are calibrated and comparable across lengths;
  * a softmax over the chains of each depth with the gold prefix as the answer: the beam keeps the right chain;
  * hinges ``p(gold) - p(x) >= margin`` for every prefix and extension x, and ``p(prefix k) - p(prefix k-1) >=
    margin / 2``: the stop rule goes deeper exactly as far as the gold chain.

Questions whose best chains tie (the director also wrote the film) are left out of a first pass; the first model
then picks the label among the tied chains and a second pass trains on every question. The candidate chains are
held as ``kgchat.train.chain_pool`` describes.
"""

from __future__ import annotations

import math
import random
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path as FsPath

import numpy as np

from kgchat.backends.base import GraphStore
from kgchat.chains import Chain, GraphCache, chain_from_labels, chain_text, flat_relations
from kgchat.linking import EntityLinker, mask_mentions
from kgchat.scorers.learned import (
    Features,
    HeadConfig,
    LearnedScorer,
    _torch,
    build_net,
    pad_questions,
)
from kgchat.train.chain_pool import COUSIN, EXTENSION, GOLD, PREFIX, SIBLING, ChainVocab, Pool
from kgchat.train.weak import ChainLabel


@dataclass
class TrainConfig:
    epochs: int = 40  # passes over the labelled questions (bounded by min_steps / max_steps below)
    min_steps: int = 300  # optimiser steps at least (few labels: more epochs)
    max_steps: int = 2500  # and at most (many labels: fewer epochs), so CPU training stays within minutes
    batch_questions: int = 32  # questions per optimiser step
    max_candidates: int = 64  # chains per question per step (gold, prefixes and extensions always kept)
    lr: float = 1e-3
    weight_decay: float = 0.01
    prefix_floor: float = 0.1  # target of a gold prefix = floor + span * (its steps / gold steps)
    prefix_span: float = 0.4
    margin: float = 0.2  # gold beats its prefixes and extensions by this much in probability (stop rule)
    sample_frontier: int = 40  # frontier entities whose steps are offered, like ToG-R's sample_entities
    cousins: int = 3  # wrong steps per depth whose continuations become negatives
    max_steps_per_chain: int = 3  # ToG depth
    word_dropout: float = 0.1  # share of question wordpieces hidden from the head at each training step
    tie_pass: bool = True  # train once without tied questions, resolve ties with that model, train again
    checkpoint_every: int = 100  # optimiser steps between checkpoints, when training is given a checkpoint folder
    seed: int = 0
    device: str = "auto"  # "auto" = cuda when available, else cpu
    threads: int = 1  # CPU threads: the tensors are small, and one thread avoids sync overhead (9x faster on a
    #                   busy 2-core machine than torch's default of one thread per core)
    log: list[dict] = field(default_factory=list)


def masked_question(linker: EntityLinker, question: str, topic_name: str) -> str:
    """The question as ToG hands it to the scorer: linked mentions and the topic's name removed."""
    mentions = [m.mention for m in linker.link(question)]
    return mask_mentions(question, [*mentions, topic_name])


def _options(cache: GraphCache, frontier: dict[str, int], rng: random.Random, sample: int) -> list:
    ids = sorted(frontier)
    if len(ids) > sample:
        ids = sorted(rng.sample(ids, sample))
    seen: dict = {}
    for eid in ids:
        for s in cache.steps_from(eid):
            seen.setdefault(s, None)
    return list(seen)


def build_pool(label: ChainLabel, question: int, cache: GraphCache, vocab: ChainVocab, cfg: TrainConfig,
               rng: random.Random) -> Pool | None:
    gold = chain_from_labels(label.chain)
    n = len(gold)
    if not n or n > cfg.max_steps_per_chain:
        return None
    rows: dict[int, tuple[float, int, int]] = {}  # chain id -> (target, kind, steps)

    def put(chain: Chain, target: float, kind: int) -> None:
        cid = vocab.add(chain)
        if cid not in rows or kind in (GOLD, PREFIX):
            rows[cid] = (target, kind, len(chain))

    frontier = {label.topic.id: 1}
    for k in range(1, n + 1):
        prefix = gold[: k - 1]
        options = _options(cache, frontier, rng, cfg.sample_frontier)
        wrong = [s for s in options if s != gold[k - 1]]
        for s in wrong:
            put((*prefix, s), 0.0, SIBLING)
        if k < n:  # what a wrong beam entry at this depth leads to: one step further, and on along the gold steps
            for s in rng.sample(wrong, min(cfg.cousins, len(wrong))):
                reached = cache.follow(frontier, s, label.topic.id, prefix[-1] if prefix else None)
                if not reached:
                    continue
                for s2 in _options(cache, reached, rng, cfg.sample_frontier // 2):
                    put((*prefix, s, s2), 0.0, COUSIN)
                chain: Chain = (*prefix, s)
                for step in gold[k:]:  # same later hops after a wrong one: the confusable chains
                    reached = cache.follow(reached, step, label.topic.id, chain[-1])
                    if not reached:
                        break
                    chain = (*chain, step)
                    put(chain, 0.0, COUSIN)
        frontier = cache.follow(frontier, gold[k - 1], label.topic.id, prefix[-1] if prefix else None)
        if k < n:
            put(gold[:k], cfg.prefix_floor + cfg.prefix_span * k / n, PREFIX)
        if not frontier:
            return None
    put(gold, 1.0, GOLD)
    if n < cfg.max_steps_per_chain:
        for s in _options(cache, frontier, rng, cfg.sample_frontier):
            put((*gold, s), 0.0, EXTENSION)
    ids = np.fromiter(rows, dtype=np.int64)
    vals = np.array(list(rows.values()), dtype=np.float32)
    return Pool(question, ids, vals[:, 0], vals[:, 1].astype(np.int64), vals[:, 2].astype(np.int64), n,
                len(flat_relations(gold)))


class Trainer:
    """Holds the labelled data in tensor-ready form and trains a head on it."""

    def __init__(self, labels: Sequence[ChainLabel], graph: GraphStore, features: Features | None = None,
                 head: HeadConfig | None = None, config: TrainConfig | None = None, progress: bool = False,
                 cache: GraphCache | None = None):
        self.head = head or HeadConfig()
        self.cfg = config or TrainConfig()
        self.features = features or Features(max_question_tokens=self.head.max_question_tokens)
        self.cache = cache or GraphCache(graph)
        self.progress = progress
        self.vocab = ChainVocab()
        self.linker = EntityLinker(graph)
        self.labels = list(labels)
        self.questions: dict[str, int] = {}
        self.pools: list[Pool] = []
        self.label_of_pool: list[int] = []
        rng = random.Random(self.cfg.seed)
        items = self._bar(range(len(self.labels)), "Candidate chains")
        for i in items:
            label = self.labels[i]
            text = masked_question(self.linker, label.question, label.topic.name)
            q = self.questions.setdefault(text, len(self.questions))
            pool = build_pool(label, q, self.cache, self.vocab, self.cfg, rng)
            if pool is not None:
                self.pools.append(pool)
                self.label_of_pool.append(i)
        texts = list(self.questions)
        self.token_states = []
        for start in self._bar(range(0, len(texts), 256), "Encoding questions"):
            self.token_states += self.features.question_tokens(texts[start:start + 256])
        words = sorted(self.vocab.words, key=self.vocab.words.get)
        self.rel_vectors = self.features.relation_vectors(words)
        self.rel, self.dirs, self.lengths = self.vocab.arrays(self.head.max_moves)

    def _bar(self, it, desc: str):
        if not self.progress:
            return it
        from tqdm import tqdm

        return tqdm(it, desc=desc, file=sys.stderr, leave=False)

    # -- batches ---------------------------------------------------------------------------------------------
    def _batch(self, pools: Sequence[Pool], rng: np.random.Generator, torch, device):
        k_max = self.cfg.max_candidates
        picked = []
        for p in pools:
            idx = np.arange(len(p.chains))
            if len(idx) > k_max:
                keep = idx[np.isin(p.kinds, (GOLD, PREFIX, EXTENSION))][:k_max]
                rest = rng.permutation(np.setdiff1d(idx, keep))[: k_max - len(keep)]
                idx = np.concatenate([keep, rest])
            picked.append(idx)
        k = max(len(i) for i in picked)
        b = len(pools)
        chain_ids = np.zeros((b, k), dtype=np.int64)
        valid = np.zeros((b, k), dtype=bool)
        targets = np.zeros((b, k), dtype=np.float32)
        kinds = np.full((b, k), -1, dtype=np.int64)
        steps = np.zeros((b, k), dtype=np.int64)
        gold_steps = np.zeros(b, dtype=np.int64)
        gold_moves = np.zeros(b, dtype=np.int64)
        for r, (p, idx) in enumerate(zip(pools, picked, strict=True)):
            n = len(idx)
            chain_ids[r, :n] = p.chains[idx]
            valid[r, :n] = True
            targets[r, :n] = p.targets[idx]
            kinds[r, :n] = p.kinds[idx]
            steps[r, :n] = p.steps[idx]
            gold_steps[r] = p.gold_steps
            gold_moves[r] = min(p.gold_moves, self.head.max_moves)
        tokens, q_mask = pad_questions([self.token_states[p.question] for p in pools])
        lengths = np.where(valid, self.lengths[chain_ids], 0)
        t = {name: torch.from_numpy(a).to(device) for name, a in dict(
            tokens=tokens, q_mask=q_mask, rel=self.rel[chain_ids], dirs=self.dirs[chain_ids], lengths=lengths,
            valid=valid, targets=targets, kinds=kinds, steps=steps, gold_steps=gold_steps,
            gold_moves=gold_moves).items()}
        return t

    def _loss(self, net, t, torch):
        q_mask = t["q_mask"]
        if self.cfg.word_dropout:  # hide a few question words: robustness to rephrasing
            drop = torch.rand(q_mask.shape, device=q_mask.device) < self.cfg.word_dropout
            drop[:, 0] = False  # [CLS] stays, so no question loses every token
            q_mask = q_mask & ~drop
        question = net.encode_question(t["tokens"], q_mask)
        logits, length_logp = net(question, self.table, t["rel"], t["dirs"], t["lengths"], with_length=True)
        valid = t["valid"]
        bce = torch.nn.functional.binary_cross_entropy_with_logits(logits, t["targets"], reduction="none")
        loss = (bce * valid).sum() / valid.sum()
        # The length classifier learns how many relations the question asks for (given the gold first hop).
        loss = loss - (length_logp * (t["kinds"] == GOLD)).sum() / len(logits)
        # Per depth: a softmax over that depth's chains, the gold chain or gold prefix being the right one.
        listwise = []
        for depth in range(1, self.cfg.max_steps_per_chain + 1):
            at_depth = valid & (t["steps"] == depth)
            right = at_depth & ((t["kinds"] == GOLD) | (t["kinds"] == PREFIX))
            rows = right.any(1)
            if rows.any():
                masked = logits.masked_fill(~at_depth, float("-inf"))[rows]
                listwise.append(torch.logsumexp(masked, 1) - logits.masked_fill(~right, 0).sum(1)[rows])
        if listwise:
            loss = loss + torch.cat(listwise).mean()
        # Stop-rule hinges on probabilities.
        p = torch.sigmoid(logits)
        gold = (p * (t["kinds"] == GOLD)).sum(1, keepdim=True)
        under = valid & ((t["kinds"] == PREFIX) | (t["kinds"] == EXTENSION))
        hinge = torch.relu(self.cfg.margin - (gold - p))[under]
        # Consecutive gold prefixes: longer ones score higher (so the search keeps going down the gold chain).
        is_gold_path = valid & ((t["kinds"] == PREFIX) | (t["kinds"] == GOLD))
        ordered = []
        for depth in range(2, self.cfg.max_steps_per_chain + 1):
            hi = (p * (is_gold_path & (t["steps"] == depth))).sum(1)
            lo = (p * (is_gold_path & (t["steps"] == depth - 1))).sum(1)
            rows = t["gold_steps"] >= depth
            ordered.append(torch.relu(self.cfg.margin / 2 - (hi - lo))[rows])
        extra = torch.cat([hinge, *ordered])
        if extra.numel():
            loss = loss + 2.0 * extra.mean()
        return loss

    # -- training --------------------------------------------------------------------------------------------
    def fit(self, pools: Sequence[Pool] | None = None, init=None,
            on_step: Callable[[int, int, float], None] | None = None,
            checkpoint: FsPath | None = None) -> LearnedScorer:
        """Train one head. With ``checkpoint``, the run's whole state (weights, optimiser, schedule, data order,
        random generators) is written there every ``checkpoint_every`` steps, and a run that finds one continues
        from it: an interrupted training resumes where it stopped."""
        torch = _torch()
        threads = torch.get_num_threads()
        torch.set_num_threads(self.cfg.threads)
        try:
            return self._fit(torch, pools, init, on_step, checkpoint)
        finally:
            torch.set_num_threads(threads)

    def _fit(self, torch, pools, init, on_step, checkpoint) -> LearnedScorer:
        cfg = self.cfg
        device = ("cuda" if torch.cuda.is_available() else "cpu") if cfg.device == "auto" else cfg.device
        torch.manual_seed(cfg.seed)
        pools = list(self.pools if pools is None else pools)
        if not pools:
            from kgchat.errors import ModelError

            raise ModelError("No usable training questions: weak supervision found no chain for any of them.")
        net = build_net(self.head)
        if init is not None:
            net.load_state_dict(init.state_dict())
        net.to(device).train()
        self.table = torch.from_numpy(self.rel_vectors).to(device)
        per_epoch = math.ceil(len(pools) / cfg.batch_questions)
        total = min(cfg.max_steps, max(cfg.min_steps, cfg.epochs * per_epoch))
        opt = torch.optim.AdamW(net.parameters(), lr=cfg.lr, weight_decay=cfg.weight_decay)
        sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=cfg.lr, total_steps=total, pct_start=0.1)
        rng = np.random.default_rng(cfg.seed)
        order: list[int] = []
        running, start = 0.0, 0
        if checkpoint is not None and checkpoint.exists():
            state = torch.load(checkpoint, weights_only=False)
            if state["total"] == total and state["questions"] == len(pools):
                net.load_state_dict(state["net"])
                opt.load_state_dict(state["opt"])
                sched.load_state_dict(state["sched"])
                rng.bit_generator.state = state["rng"]
                torch.set_rng_state(state["torch_rng"])
                order, running, start = list(state["order"]), state["running"], state["step"]
        bar = self._bar(range(start, total), "Training")
        for step in bar:
            if len(order) < cfg.batch_questions:
                order += list(rng.permutation(len(pools)))
            batch, order = [pools[i] for i in order[: cfg.batch_questions]], order[cfg.batch_questions:]
            t = self._batch(batch, rng, torch, device)
            loss = self._loss(net, t, torch)
            opt.zero_grad()
            loss.backward()
            torch.nn.utils.clip_grad_norm_(net.parameters(), 1.0)
            opt.step()
            sched.step()
            running = 0.9 * running + 0.1 * loss.item() if step else loss.item()
            if on_step:
                on_step(step, total, running)
            if self.progress and hasattr(bar, "set_postfix"):
                bar.set_postfix(loss=f"{running:.3f}")
            if checkpoint is not None and (step + 1) % cfg.checkpoint_every == 0 and step + 1 < total:
                _save_state(torch, checkpoint, {
                    "net": net.state_dict(), "opt": opt.state_dict(), "sched": sched.state_dict(),
                    "rng": rng.bit_generator.state, "torch_rng": torch.get_rng_state(), "order": order,
                    "running": running, "step": step + 1, "total": total, "questions": len(pools)})
        self.cfg.log.append({"steps": total, "questions": len(pools), "final_loss": round(running, 4),
                             **({"resumed_at_step": start} if start else {})})
        net.cpu().eval()
        return LearnedScorer(net, self.head, self.features)

    def ranking_accuracy(self, scorer: LearnedScorer, pools: Sequence[Pool] | None = None) -> float:
        """Share of questions whose gold chain wins at every depth and beats its prefixes and extensions."""
        torch = _torch()
        pools = list(self.pools if pools is None else pools)
        if not pools:
            return 0.0
        net = scorer.net
        table = torch.from_numpy(self.rel_vectors)
        ok = 0
        rng = np.random.default_rng(0)
        big = TrainConfig(**{**asdict(self.cfg), "max_candidates": 10_000, "log": []})
        saved, self.cfg = self.cfg, big
        try:
            for start in range(0, len(pools), 64):
                t = self._batch(pools[start:start + 64], rng, torch, "cpu")
                with torch.inference_mode():
                    question = net.encode_question(t["tokens"], t["q_mask"])
                    p = torch.sigmoid(net(question, table, t["rel"], t["dirs"], t["lengths"]))
                p = p.masked_fill(~t["valid"], -1.0).numpy()
                kinds, steps = t["kinds"].numpy(), t["steps"].numpy()
                for r in range(p.shape[0]):
                    ok += _wins(p[r], kinds[r], steps[r])
        finally:
            self.cfg = saved
        return ok / len(pools)

    def resolve_ties(self, scorer: LearnedScorer) -> int:
        """Relabel tied questions with the chain the model prefers; returns how many labels changed."""
        changed = 0
        for i, label in enumerate(self.labels):
            if not label.ties:
                continue
            options = [label.chain, *label.ties]
            text = masked_question(self.linker, label.question, label.topic.name)
            scores = scorer.score(text, [chain_text(chain_from_labels(c)) for c in options])
            best = options[int(np.argmax(scores))]
            if best != label.chain:
                changed += 1
                self.labels[i] = ChainLabel(label.qid, label.question, label.topic, best, label.f1,
                                            [c for c in options if c != best], label.source, label.score, label.qtype)
        return changed


def _fit_member(trainer: Trainer, pools, init, checkpoints: FsPath | None, name: str) -> LearnedScorer:
    """``trainer.fit``, or the head a previous run already finished and kept in ``checkpoints``."""
    if checkpoints is None:
        return trainer.fit(pools, init=init)
    torch = _torch()
    done = checkpoints / f"{name}.pt"
    if done.exists():
        net = build_net(trainer.head)
        net.load_state_dict(torch.load(done, weights_only=True))
        trainer.cfg.log.append({"resumed": name})
        return LearnedScorer(net.eval(), trainer.head, trainer.features)
    scorer = trainer.fit(pools, init=init, checkpoint=checkpoints / f"{name}.partial.pt")
    _save_state(torch, done, scorer.net.state_dict())
    (checkpoints / f"{name}.partial.pt").unlink(missing_ok=True)
    return scorer


def _save_state(torch, path: FsPath, state: dict) -> None:
    """Write a training checkpoint atomically (a run killed while writing keeps the previous one)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    torch.save(state, tmp)
    tmp.replace(path)


def _wins(p: np.ndarray, kinds: np.ndarray, steps: np.ndarray) -> bool:
    gold_path = (kinds == GOLD) | (kinds == PREFIX)
    for depth in np.unique(steps[gold_path]):
        at = (steps == depth) & (p >= 0)
        if p[at & gold_path].max() < p[at & ~gold_path].max(initial=-1.0):
            return False
    gold = p[kinds == GOLD].max()
    prev = -1.0
    for depth in sorted(np.unique(steps[gold_path])):
        cur = p[gold_path & (steps == depth)].max()
        if cur <= prev:
            return False
        prev = cur
    return bool(gold > p[kinds == EXTENSION].max(initial=-1.0))


def train(labels: Sequence[ChainLabel], graph: GraphStore, head: HeadConfig | None = None,
          config: TrainConfig | None = None, init: LearnedScorer | None = None, progress: bool = False,
          features: Features | None = None, cache: GraphCache | None = None,
          checkpoints: FsPath | None = None) -> tuple[LearnedScorer, dict]:
    """Train a scorer on labels (two passes when some labels tie); returns it and a report of what was done.

    With ``head.members > 1``, that many heads are trained with consecutive seeds and averaged. With
    ``checkpoints`` (a folder), each finished head is kept there and the head in training is checkpointed
    (``Trainer.fit``): a call with the same labels and folder after an interruption picks up where it stopped.
    """
    started = time.perf_counter()
    head = head or HeadConfig()
    member = replace(head, members=1)
    trainer = Trainer(labels, graph, features, member, config, progress, cache)
    cfg = trainer.cfg
    report: dict = {"labels": len(labels), "usable": len(trainer.pools), "chains": len(trainer.vocab.chains),
                    "distinct_questions": len(trainer.questions)}
    tied = [p for p, i in zip(trainer.pools, trainer.label_of_pool, strict=True) if trainer.labels[i].ties]
    if cfg.tie_pass and tied and len(tied) < len(trainer.pools) and init is None:
        clear = [p for p, i in zip(trainer.pools, trainer.label_of_pool, strict=True) if not trainer.labels[i].ties]
        first = _fit_member(trainer, clear, None, checkpoints, "tie-pass")
        report["tie_pass"] = {"clear": len(clear), "tied": len(tied), "relabelled": trainer.resolve_ties(first)}
        trainer = Trainer(trainer.labels, graph, trainer.features, member, cfg, progress, trainer.cache)
    inits = [None] * head.members
    if init is not None:
        inits = list(init.net.members) if head.members > 1 else [init.net]
    seed, nets = cfg.seed, []
    for i in range(head.members):
        cfg.seed = seed + i
        nets.append(_fit_member(trainer, None, inits[i], checkpoints, f"member-{i}").net)
    cfg.seed = seed
    if head.members > 1:
        net = build_net(head)
        for slot, trained in zip(net.members, nets, strict=True):
            slot.load_state_dict(trained.state_dict())
        scorer = LearnedScorer(net.eval(), head, trainer.features)
    else:
        scorer = LearnedScorer(nets[0], head, trainer.features)
    report["train_ranking_accuracy"] = round(trainer.ranking_accuracy(scorer), 4)
    report["seconds"] = round(time.perf_counter() - started, 1)
    report["log"] = cfg.log
    scorer.meta = {"training": report, "train_config": {k: v for k, v in asdict(cfg).items() if k != "log"}}
    return scorer, report
