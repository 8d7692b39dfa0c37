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
        # transformers renamed torch_dtype to dtype in 4.56; older versions would silently ignore "dtype".
        dtype_arg = "dtype" if _version(transformers.__version__) >= (4, 56) else "torch_dtype"
        try:
            self.tokenizer = AutoTokenizer.from_pretrained(self.path, local_files_only=True,
                                                           trust_remote_code=trust_remote_code)
            self.model = AutoModelForCausalLM.from_pretrained(self.path, local_files_only=True,
                                                              trust_remote_code=trust_remote_code,
                                                              **{dtype_arg: torch_dtype})
            self.model.to(self.device).eval()
        except (OSError, ValueError, KeyError, RuntimeError) as exc:
            raise ModelError(f"cannot load a causal LM from {self.path}: {exc}") from exc
        self.chat = bool(getattr(self.tokenizer, "chat_template", None)) if chat is None else chat
        pad = self.tokenizer.pad_token_id
        self._pad_id = pad if pad is not None else (self.tokenizer.eos_token_id or 0)
        self._model_lock = threading.Lock()  # one forward pass at a time: GPU memory is the limit anyway

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
        if temperature > 0:
            options["temperature"] = temperature
        else:  # greedy: silence the model's own sampling defaults
            options.update(temperature=None, top_p=None, top_k=None)
        try:
            with self._model_lock, torch.inference_mode():
                out = self.model.generate(input_ids=input_ids, attention_mask=torch.ones_like(input_ids), **options)
        except RuntimeError as exc:  # CUDA out of memory, device errors
            raise LLMUnavailable(f"{self.name} failed to generate: {exc}") from exc
        new = out[0, len(ids):].tolist()
        return Reply(self.tokenizer.decode(new, skip_special_tokens=True), len(ids), len(new))

    def beam_continuations(self, prompt: str, beams: int, max_tokens: int) -> list[str]:
        """The ``beams`` best continuations of ``prompt`` by beam search, best first, as decoded text.

        The prompt is fed as raw text (no chat template) and its start is cut when it is too long; nothing is
        recorded in ``usage`` (callers rate and match these continuations, they are not answers).
        """
        torch = self._torch
        ids = self.tokenizer(prompt).input_ids[-(self.max_length - max_tokens):]
        input_ids = torch.tensor([ids], device=self.device)
        with self._model_lock, torch.inference_mode():
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
        scores: list[float] = []
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
        listing = "\n".join(f"{s:.4f}\t{c}" for s, c in zip(scores, continuations, strict=True))
        self._account(LLMExchange(purpose, prompt, listing, n_tokens, 0, seconds))
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


def _version(text: str) -> tuple[int, ...]:
    parts = []
    for piece in text.split(".")[:2]:
        digits = "".join(ch for ch in piece if ch.isdigit())
        parts.append(int(digits or 0))
    return tuple(parts)
