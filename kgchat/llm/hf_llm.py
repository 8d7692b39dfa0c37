"""A local Hugging Face causal LM, loaded from a directory (``hf:PATH``); nothing is downloaded.

Besides ``complete`` (``model.generate``), it can score given continuations of a prompt by their mean token
log-probability, which is what KBQA-o1's policy and reward models need: MCTS rates a candidate step by how
likely the fine-tuned model finds it, without generating anything.
"""

from __future__ import annotations

import threading
import time
from pathlib import Path
from typing import Any

from kgchat.errors import ConfigError, InvalidInput, LLMUnavailable, ModelError
from kgchat.extras import require
from kgchat.llm.base import BaseLLM, Call, Reply
from kgchat.llm.kv_cache import PromptCache, repeat_cache
from kgchat.types import LLMExchange


class HFLLM(BaseLLM):
    """A causal LM and its tokenizer from ``path`` (what ``save_pretrained`` wrote, or a PEFT adapter directory).

    ``device="auto"`` uses CUDA when available, else the CPU; ``dtype="auto"`` uses bfloat16 (or float16) on a
    GPU and float32 on the CPU. ``chat=None`` wraps prompts in the tokenizer's chat template when it has one
    (instruction-tuned models); ``chat=False`` feeds prompts as raw text (models fine-tuned on raw prompts).
    Generation stops after ``timeout`` seconds and returns what it has so far.
    """

    def __init__(self, path: str | Path, *, device: str = "auto", dtype: str = "auto", chat: bool | None = None,
                 trust_remote_code: bool = False, timeout: float = 60.0, **kw):
        super().__init__(timeout=timeout, **kw)
        torch = require("torch", "Local Hugging Face models (hf:PATH)", extra="llm")
        transformers = require("transformers", "Local Hugging Face models (hf:PATH)", extra="llm")
        AutoModelForCausalLM, AutoTokenizer = transformers.AutoModelForCausalLM, transformers.AutoTokenizer
        self._torch = torch
        self.path = Path(path).expanduser()
        if not self.path.is_dir():
            raise ConfigError(f"no model directory at {self.path}: hf:PATH needs a local directory holding a "
                              f"saved model and tokenizer (kgchat downloads no models)")
        self.name = self.path.name
        self.spec = f"hf:{self.path}"
        self.device = ("cuda" if torch.cuda.is_available() else "cpu") if device == "auto" else device
        torch_dtype = _dtype(torch, dtype, self.device)
        base = adapter_base(self.path)  # a peft adapter folder: its base model, with the adapter put on by peft
        try:
            tokenizer_path = self.path if base is None or _has_tokenizer(self.path) else Path(base)
            self.tokenizer = AutoTokenizer.from_pretrained(tokenizer_path, local_files_only=True,
                                                           trust_remote_code=trust_remote_code)
            self.model = AutoModelForCausalLM.from_pretrained(self.path if base is None else base,
                                                              local_files_only=True,
                                                              trust_remote_code=trust_remote_code,
                                                              **dtype_kwarg(transformers, torch_dtype))
            if base is not None:  # peft itself: transformers' own adapter loading gave other scores for DoRA
                peft = require("peft", "Adapter folders (hf:PATH)", extra="train", error=ModelError)
                self.model = peft.PeftModel.from_pretrained(self.model, str(self.path))
            self.model.to(self.device).eval()
        except (OSError, ValueError, KeyError, RuntimeError) as exc:
            raise ModelError(f"cannot load a causal LM from {self.path}: {exc}") from exc
        self.chat = bool(getattr(self.tokenizer, "chat_template", None)) if chat is None else chat
        pad = self.tokenizer.pad_token_id
        self._pad_id = pad if pad is not None else (self.tokenizer.eos_token_id or 0)
        self._model_lock = threading.Lock()  # one forward pass at a time: GPU memory is the limit anyway
        self._adapter: str | None = None  # the peft adapter this LLM runs with (``with_adapters``)
        self.prompts = PromptCache(self.model, self.device)  # recent prompts' caches; clear() after changing weights

    @classmethod
    def with_adapters(cls, base: str | Path, adapters: dict[str, Path], **kw: Any) -> dict[str, HFLLM]:
        """One LLM per peft adapter (name → adapter folder), all over one copy of the ``base`` model in memory:
        KBQA-o1's policy and reward adapters need the memory of one model, not two. They take turns (one lock);
        each switches the model to its adapter before it runs. ``kw`` as for the constructor."""
        peft = require("peft", "Adapters over one base model", extra="train", error=ModelError)
        shared = cls(base, **kw)
        names = list(adapters)
        try:
            model = peft.PeftModel.from_pretrained(shared.model, str(adapters[names[0]]), adapter_name=names[0])
            for name in names[1:]:
                model.load_adapter(str(adapters[name]), adapter_name=name)
        except (OSError, ValueError, KeyError, RuntimeError) as exc:
            raise ModelError(f"cannot load the adapters {', '.join(map(str, adapters.values()))} over {base}: "
                             f"{exc}") from exc
        model.to(shared.device).eval()
        out = {}
        for name, path in adapters.items():
            view = cls.__new__(cls)
            BaseLLM.__init__(view, timeout=shared.timeout, retries=shared.retries, backoff=shared.backoff,
                             max_backoff=shared.max_backoff, exchanges=shared.exchanges)
            view.__dict__.update({k: shared.__dict__[k] for k in ("_torch", "tokenizer", "device", "chat", "_pad_id",
                                                                   "_model_lock")})
            view.model, view._adapter = model, name
            view.path = Path(path)
            view.name, view.spec = view.path.name, f"hf:{view.path}"
            view.prompts = PromptCache(model.get_base_model(), view.device)  # caches of this adapter's weights
            out[name] = view
        return out

    def _use(self) -> None:
        """Switch a shared model to this LLM's adapter (call with the model's lock held)."""
        if self._adapter is not None and self.model.active_adapter != self._adapter:
            self.model.set_adapter(self._adapter)

    @property
    def max_length(self) -> int:
        """Longest sequence the model takes (its position limit), used to cut over-long prompts."""
        cfg = self.model.config
        for attr in ("max_position_embeddings", "n_positions", "max_seq_len", "seq_length"):
            value = getattr(cfg, attr, None)
            if isinstance(value, int) and value > 0:
                return value
        value = getattr(self.tokenizer, "model_max_length", 0)
        return value if 0 < value < 1_000_000 else 2048

    # -- generation ----------------------------------------------------------------------------------------------
    def _request(self, prompt: str, *, purpose: str, max_tokens: int, temperature: float,
                 stop: list[str] | None, call: Call) -> Reply:
        torch = self._torch
        if self.chat:
            text = self.tokenizer.apply_chat_template([{"role": "user", "content": prompt}], tokenize=False,
                                                      add_generation_prompt=True)
            ids = self.tokenizer(text, add_special_tokens=False).input_ids
        else:
            ids = self.tokenizer(prompt).input_ids
        max_tokens = min(max_tokens, self.max_length - 1)
        ids = ids[-(self.max_length - max_tokens):]  # keep the end of an over-long prompt
        input_ids = torch.tensor([ids], device=self.device)
        options: dict[str, Any] = {"max_new_tokens": max_tokens, "max_time": self.timeout,
                                   "pad_token_id": self._pad_id, "do_sample": temperature > 0}
        if stop:  # end generating at a stop sequence (the text is cut there afterwards): on a CPU each token counts
            options["stopping_criteria"] = self._stop_at(stop, len(ids))
        if temperature > 0:
            options["temperature"] = temperature
        else:  # greedy: silence the model's own sampling defaults
            options.update(temperature=None, top_p=None, top_k=None)
        try:
            with self._model_lock, torch.inference_mode():
                self._use()
                out = self.model.generate(input_ids=input_ids, attention_mask=torch.ones_like(input_ids), **options)
        except RuntimeError as exc:  # CUDA out of memory, device errors
            raise LLMUnavailable(f"{self.name} failed to generate: {exc}") from exc
        new = out[0, len(ids):].tolist()
        return Reply(self.tokenizer.decode(new, skip_special_tokens=True), len(ids), len(new))

    def _stop_at(self, stop: list[str], start: int) -> Any:
        """A stopping criterion: the text written after position ``start`` contains a stop sequence. (transformers'
        own ``stop_strings`` needs a tokenizer whose tokens map back to text pieces, which not every one has.)"""
        transformers = require("transformers", "Local Hugging Face models (hf:PATH)", extra="llm")
        torch, tokenizer = self._torch, self.tokenizer

        class StopAt(transformers.StoppingCriteria):
            def __call__(self, input_ids, scores, **kwargs):
                texts = tokenizer.batch_decode(input_ids[:, start:], skip_special_tokens=True)
                return torch.tensor([any(s in t for s in stop) for t in texts], device=input_ids.device)

        return transformers.StoppingCriteriaList([StopAt()])

    def beam_continuations(self, prompt: str, beams: int, max_tokens: int) -> list[str]:
        """The ``beams`` best continuations of ``prompt`` by beam search, best first, as decoded text.

        The prompt is fed as raw text (no chat template) and its start is cut when it is too long; nothing is
        recorded in ``usage`` (callers rate and match these continuations, they are not answers).
        """
        torch = self._torch
        ids = self.tokenizer(prompt).input_ids[-(self.max_length - max_tokens):]
        input_ids = torch.tensor([ids], device=self.device)
        with self._model_lock, torch.inference_mode():
            self._use()
            out = self.model.generate(input_ids=input_ids, attention_mask=torch.ones_like(input_ids), num_beams=beams,
                                      num_return_sequences=beams, max_new_tokens=max_tokens, do_sample=False,
                                      pad_token_id=self._pad_id, temperature=None, top_p=None, top_k=None)
        return [self.tokenizer.decode(row[len(ids):].tolist(), skip_special_tokens=True) for row in out]

    # -- scoring -------------------------------------------------------------------------------------------------
    def score_continuations(self, prompt: str, continuations: list[str], batch_size: int = 8, *,
                            purpose: str = "score") -> list[float]:
        """Mean token log-probability of each continuation given ``prompt`` (<= 0; higher is likelier).

        Continuations are appended to the prompt as given, so include any separating space. Each batch is one
        forward pass over right-padded ``prompt + continuation`` rows; right padding keeps every real token's
        positions and attention exactly as in an unpadded pass, so the batch size does not change the scores.
        """
        if batch_size < 1:
            raise InvalidInput("batch_size must be >= 1")
        if not continuations:
            return []
        torch = self._torch
        rows = [self._split(prompt, c) for c in continuations]
        started = time.perf_counter()
        try:
            scores = self._score_after_shared_prompt(rows, batch_size) if len({tuple(c) for c, _ in rows}) == 1 \
                else None
        except RuntimeError as exc:
            raise LLMUnavailable(f"{self.name} failed to score continuations: {exc}") from exc
        if scores is not None:
            n_tokens = len(rows[0][0]) + sum(len(cont) for _, cont in rows)
            return self._scored(prompt, continuations, scores, n_tokens, time.perf_counter() - started, purpose)
        scores = []
        seconds = 0.0
        for first in range(0, len(rows), batch_size):
            batch = rows[first:first + batch_size]
            width = max(len(ctx) + len(cont) for ctx, cont in batch)
            ids = torch.full((len(batch), width), self._pad_id, dtype=torch.long)
            mask = torch.zeros((len(batch), width), dtype=torch.long)
            for i, (ctx, cont) in enumerate(batch):
                ids[i, :len(ctx) + len(cont)] = torch.tensor(ctx + cont)
                mask[i, :len(ctx) + len(cont)] = 1
            ids, mask = ids.to(self.device), mask.to(self.device)
            try:
                with self._model_lock, torch.inference_mode():
                    self._use()
                    t0 = time.perf_counter()
                    logits = self.model(input_ids=ids, attention_mask=mask).logits
                    for i, (ctx, cont) in enumerate(batch):
                        start, end = len(ctx), len(ctx) + len(cont)
                        # logits at position t predict token t+1, so tokens start..end-1 are read off start-1..end-2
                        logprobs = torch.log_softmax(logits[i, start - 1:end - 1].float(), dim=-1)
                        picked = logprobs.gather(-1, ids[i, start:end].unsqueeze(-1))
                        scores.append(float(picked.mean()))
                    seconds += time.perf_counter() - t0
            except RuntimeError as exc:
                raise LLMUnavailable(f"{self.name} failed to score continuations: {exc}") from exc
        n_tokens = sum(len(ctx) + len(cont) for ctx, cont in rows)
        return self._scored(prompt, continuations, scores, n_tokens, seconds, purpose)

    def _scored(self, prompt: str, continuations: list[str], scores: list[float], n_tokens: int, seconds: float,
                purpose: str) -> list[float]:
        listing = "\n".join(f"{s:.4f}\t{c}" for s, c in zip(scores, continuations, strict=True))
        self._account(LLMExchange(purpose, prompt, listing, n_tokens, 0, seconds))
        return scores

    def _score_after_shared_prompt(self, rows: list[tuple[list[int], list[int]]], batch_size: int) -> list[float] | None:
        """The same scores as the padded batches, reading the shared prompt once (``kgchat.llm.kv_cache``): its
        cache is copied to every row of a batch, which then holds only the continuations (MCTS rates up to a dozen
        short actions after a prompt of a few hundred tokens, so this is several times less work), and a prompt
        that extends a recent one is read from where they part. None when this model's cache cannot be copied
        across a batch (the caller then runs the plain batches)."""
        torch = self._torch
        ctx = rows[0][0]
        with self._model_lock, torch.inference_mode():
            self._use()
            read = self.prompts.read(ctx)
            if read is None:
                return None
            past, last = read
            first = torch.log_softmax(last.float(), dim=-1)  # the prompt's last position predicts every first token
            scores: list[float] = []
            for start in range(0, len(rows), batch_size):
                conts = [cont for _, cont in rows[start:start + batch_size]]
                cache = repeat_cache(past, len(conts))
                if cache is None:
                    return None
                width = max(len(c) for c in conts)
                ids = torch.full((len(conts), width), self._pad_id, dtype=torch.long, device=self.device)
                mask = torch.zeros((len(conts), len(ctx) + width), dtype=torch.long, device=self.device)
                mask[:, :len(ctx)] = 1
                for i, cont in enumerate(conts):
                    ids[i, :len(cont)] = torch.tensor(cont, device=self.device)
                    mask[i, len(ctx):len(ctx) + len(cont)] = 1
                logits = self.model(input_ids=ids, attention_mask=mask, use_cache=True,
                                    **{self.prompts.kwarg: cache}).logits
                for i, cont in enumerate(conts):
                    picked = [first[cont[0]]]
                    if len(cont) > 1:  # position t of the batch predicts continuation token t+1
                        rest = torch.log_softmax(logits[i, :len(cont) - 1].float(), dim=-1)
                        picked += list(rest.gather(-1, ids[i, 1:len(cont)].unsqueeze(-1)).squeeze(-1))
                    scores.append(float(torch.stack(picked).mean()))
        return scores

    def _split(self, prompt: str, continuation: str) -> tuple[list[int], list[int]]:
        """Token ids of the prompt and of the continuation after it.

        Tokenising ``prompt + continuation`` as one text gives the tokens the model would really see (BPE merges
        at the boundary); when that does not start with the prompt's own tokens, encode the parts separately.
        """
        if not continuation:
            raise InvalidInput("cannot score an empty continuation")
        ctx = self.tokenizer(prompt).input_ids
        whole = self.tokenizer(prompt + continuation).input_ids
        cont = whole[len(ctx):] if whole[:len(ctx)] == ctx else []
        if not cont:
            cont = self.tokenizer(continuation, add_special_tokens=False).input_ids
        if not cont:
            raise InvalidInput(f"continuation {continuation!r} has no tokens")
        if not ctx:  # the first continuation token needs something to be predicted from
            start = self.tokenizer.bos_token_id if self.tokenizer.bos_token_id is not None \
                else self.tokenizer.eos_token_id
            if start is None:
                raise InvalidInput("cannot score after an empty prompt with a tokenizer that has no BOS/EOS token")
            ctx = [start]
        room = self.max_length - len(cont)
        if room < 1:
            raise InvalidInput(f"continuation {continuation[:40]!r}... is longer than the model's context")
        return ctx[-room:], cont


def _dtype(torch: Any, name: str, device: str) -> Any:
    if name == "auto":
        if device.startswith("cuda"):
            return torch.bfloat16 if torch.cuda.is_bf16_supported() else torch.float16
        return torch.float32
    value = getattr(torch, name, None)
    if not isinstance(value, torch.dtype):
        raise ConfigError(f"unknown dtype {name!r}: use auto, float32, bfloat16 or float16")
    return value


def adapter_base(folder: Path) -> str | None:
    """The base model a peft adapter folder was trained on (None: not an adapter folder)."""
    import json

    try:
        return json.loads((folder / "adapter_config.json").read_text(encoding="utf-8"))["base_model_name_or_path"]
    except (OSError, ValueError, KeyError):
        return None


def _has_tokenizer(folder: Path) -> bool:
    return any((folder / f).is_file() for f in ("tokenizer.json", "tokenizer_config.json", "vocab.json"))


def dtype_kwarg(transformers: Any, dtype: Any) -> dict[str, Any]:
    """``from_pretrained``'s weight-type argument: transformers renamed ``torch_dtype`` to ``dtype`` in 4.56, and
    older versions would silently ignore ``dtype``."""
    return {"dtype" if _version(transformers.__version__) >= (4, 56) else "torch_dtype": dtype}


def _version(text: str) -> tuple[int, ...]:
    parts = []
    for piece in text.split(".")[:2]:
        digits = "".join(ch for ch in piece if ch.isdigit())
        parts.append(int(digits or 0))
    return tuple(parts)
