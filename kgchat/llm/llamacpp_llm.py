"""A GGUF model run in-process by llama.cpp (``llama-cpp-python``): ``local`` (the small model ``kgchat[local]``
installs, see ``kgchat.llm.local_model``) or ``gguf:PATH`` (any GGUF file).

One loaded model serves every adapter, session and thread of the process that names the same file (``_Model``):
it is loaded on first use, not when the adapter is made, and does one thing at a time — the others wait in turn.
Everything it does can be given up within about a second (``Call.cancelled``, set by Stop or the question's time
budget): a waiting request leaves the queue, the prompt is read ``chunk`` tokens at a time and the reply written
one token at a time, with a check of the flag in between. Replies are greedy at temperature 0.

``choose`` does not let the model write free text: it reads the probability the model gives each candidate as its
whole reply (the candidate's tokens, then the end of the turn), one forward pass per candidate over the shared,
already-read prompt, and normalises them over the candidates — a choice the model cannot get wrong by formatting.
"""

from __future__ import annotations

import os
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from kgchat import prompts
from kgchat.errors import ConfigError, InvalidInput, LLMUnavailable, ModelError
from kgchat.extras import require
from kgchat.llm.base import POLL_S, BaseLLM, Call, Choice, LLMStopped, Reply
from kgchat.llm.choice import listing
from kgchat.llm.local_model import MODEL, PackagedModel, assembled, sha256_of
from kgchat.types import LLMExchange

PURPOSE = "Running a GGUF model in-process (--llm local / gguf:PATH)"


@dataclass(frozen=True)
class LlamaConfig:
    n_ctx: int = 4096  # context window in tokens, prompt and reply together (KV cache ~28 KB/token for the 1.5B)
    threads: int | None = None  # CPU threads (None: KGCHAT_LLM_THREADS, else half the cores, as llama.cpp does:
    #                              a thread more than the cores free makes llama.cpp many times slower, not faster)
    gpu_layers: int | None = None  # layers offloaded to a GPU (None: all when llama.cpp was built with CUDA, else 0)
    chunk: int = 32  # prompt tokens read between two checks of the stop flag (about 1 s on two busy CPU cores)
    seed: int = 0  # for sampling at a temperature above 0


class _Model:
    """One llama.cpp model in memory, loaded on first use, doing one thing at a time (``session``)."""

    _all: dict[tuple, _Model] = {}
    _all_lock = threading.Lock()

    def __init__(self, path: Path, config: LlamaConfig, packaged: PackagedModel | None, cache: Path | None):
        self.path = path
        self.config = config
        self.packaged = packaged  # the packaged model to assemble into ``cache`` before loading; None for gguf:PATH
        self.cache = cache
        self.llama: Any = None
        self.load_seconds: float | None = None
        self.sha256: str | None = None
        self.gpu_layers = 0
        self._lock = threading.Lock()  # held while loading and while generating or scoring

    @classmethod
    def shared(cls, path: Path, config: LlamaConfig, packaged: PackagedModel | None = None,
               cache: Path | None = None) -> _Model:
        key = (str(path), config)
        with cls._all_lock:
            if key not in cls._all:
                cls._all[key] = cls(path, config, packaged, cache)
            return cls._all[key]

    def session(self, call: Call) -> _Session:
        return _Session(self, call)

    def load(self) -> Any:
        """The llama.cpp model (call with ``_lock`` held): the packaged file is assembled and its hash checked
        first; any other file's hash is computed for ``kgchat doctor``."""
        if self.llama is not None:
            return self.llama
        llama_cpp = require("llama_cpp", PURPOSE, extra="local", error=ModelError)
        start = time.perf_counter()
        if self.packaged is not None:
            assert self.cache is not None
            self.path = assembled(self.cache, self.packaged)  # refuses a file whose hash differs
            self.sha256 = self.packaged.sha256
        elif not self.path.is_file():
            raise ConfigError(f"no GGUF file at {self.path}: gguf:PATH needs a local .gguf file (kgchat downloads "
                              "no models)")
        else:
            self.sha256 = sha256_of(self.path)
        gpu = self.config.gpu_layers
        self.gpu_layers = (-1 if llama_cpp.llama_supports_gpu_offload() else 0) if gpu is None else gpu
        threads = self.config.threads or default_threads()
        try:
            self.llama = llama_cpp.Llama(model_path=str(self.path), n_ctx=self.config.n_ctx, n_threads=threads,
                                         n_threads_batch=threads, n_gpu_layers=self.gpu_layers,
                                         seed=self.config.seed, verbose=False)
        except (ValueError, RuntimeError, OSError) as exc:
            raise ModelError(f"llama.cpp cannot load {self.path}: {exc}") from exc
        self.threads = threads
        self.load_seconds = time.perf_counter() - start
        return self.llama


class _Session:
    """The model held for one request: waiting for it, reading a prompt and writing a reply, all cancellable."""

    def __init__(self, model: _Model, call: Call):
        self.model = model
        self.call = call

    def __enter__(self) -> _Session:
        while not self.model._lock.acquire(timeout=POLL_S):  # in the queue until the model is free
            self.check()
        try:
            self.llama = self.model.load()
        except BaseException:
            self.model._lock.release()
            raise
        self.n_vocab = self.llama.n_vocab()
        return self

    def __exit__(self, *exc: object) -> None:
        self.model._lock.release()

    def check(self) -> None:
        if self.call.cancelled.is_set():
            raise LLMStopped(f"{self.model.path.name}: given up by the caller")

    # -- reading ----------------------------------------------------------------------------------------------
    def chat_tokens(self, prompt: str) -> list[int]:
        """The tokens of ``prompt`` as the user's turn of a chat, in the model's own chat template (raw text for
        a model without one), ending where the assistant's reply begins."""
        llama = self.llama
        template = llama.metadata.get("tokenizer.chat_template")
        if not template:
            return llama.tokenize(prompt.encode("utf-8"), add_bos=True, special=False)
        from llama_cpp.llama_chat_format import Jinja2ChatFormatter

        def token_text(key: str) -> str:
            token = int(llama.metadata.get(key, -1))
            return llama.detokenize([token], special=True).decode("utf-8", "ignore") if token >= 0 else ""

        formatter = Jinja2ChatFormatter(template, eos_token=token_text("tokenizer.ggml.eos_token_id"),
                                        bos_token=token_text("tokenizer.ggml.bos_token_id"))
        text = formatter(messages=[{"role": "user", "content": prompt}]).prompt
        return llama.tokenize(text.encode("utf-8"), add_bos=False, special=True)

    def read(self, tokens: list[int]) -> np.ndarray:
        """Evaluate ``tokens`` as the context, reusing what the model already read of them, ``chunk`` tokens at a
        time; returns the log-probabilities of the next token."""
        llama = self.llama
        same = 0
        for a, b in zip(llama._input_ids, tokens, strict=False):
            if a != b:
                break
            same += 1
        same = min(same, len(tokens) - 1)  # the last token is read again: its logits are what we need
        llama.n_tokens = same
        chunk = max(1, self.model.config.chunk)
        for i in range(same, len(tokens), chunk):
            self.check()
            llama.eval(tokens[i:i + chunk])
        return self.logprobs(-1)

    def logprobs(self, row: int) -> np.ndarray:
        logits = np.ctypeslib.as_array(self.llama._ctx.get_logits_ith(row), shape=(self.n_vocab,))
        return _log_softmax(logits)

    def fit(self, tokens: list[int], room: int) -> list[int]:
        """``tokens`` cut to leave ``room`` tokens of the context free (the start goes: the question is at the end)."""
        keep = self.model.config.n_ctx - room
        if keep < 8:
            raise InvalidInput(f"the context of {self.model.config.n_ctx} tokens has no room for {room} more")
        return tokens[-keep:]

    # -- writing ----------------------------------------------------------------------------------------------
    def generate(self, prompt: str, max_tokens: int, temperature: float, stop: list[str] | None,
                 seconds: float, rng: np.random.Generator) -> Reply:
        """Greedy (or sampled, above temperature 0) until the end of the turn, a stop sequence, ``max_tokens`` or
        ``seconds`` from now — then the reply ends where it is, as a server's limit would end it."""
        deadline = time.monotonic() + seconds
        llama = self.llama
        max_tokens = min(max_tokens, self.model.config.n_ctx // 2)
        tokens = self.fit(self.chat_tokens(prompt), max_tokens)
        lp = self.read(tokens)
        out: list[int] = []
        text = ""
        while len(out) < max_tokens and time.monotonic() < deadline:
            self.check()
            token = int(np.argmax(lp)) if temperature <= 0 else _sample(lp, temperature, rng)
            if _is_eog(llama, token):
                break
            out.append(token)
            full = llama.detokenize(out).decode("utf-8", "ignore")
            cut = min((i for s in stop or [] if (i := full.find(s)) >= 0), default=-1)
            if cut >= 0:
                full = full[:cut]
            if full.startswith(text) and len(full) > len(text):
                self.call.emit(full[len(text):])
            text = full
            if cut >= 0 or len(out) >= max_tokens:
                break
            llama.eval([token])
            lp = self.logprobs(-1)
        return Reply(text, len(tokens), len(out))

    # -- choosing ---------------------------------------------------------------------------------------------
    def choose(self, prompt: str, options: list[str]) -> tuple[list[float], int, int]:
        """The probability of each option as the model's whole reply, normalised over the options; and the
        tokens read for the prompt and for the options."""
        llama = self.llama
        ends = [t for t in (_end_of_turn(llama),) if t is not None]
        encoded = [llama.tokenize(o.encode("utf-8"), add_bos=False, special=False) for o in options]
        if not all(encoded):
            raise InvalidInput("cannot choose an empty option")
        longest = max(len(e) for e in encoded) + 1
        if longest > min(self.model.config.n_ctx // 2, llama.n_batch):
            raise InvalidInput("an option is too long to be scored")
        tokens = self.fit(self.chat_tokens(prompt), longest)
        first = self.read(tokens)
        base = len(tokens)
        logps = []
        for option in encoded:
            self.check()
            # log P(option, end) = log P(t1 | prompt) + log P(t2 | prompt, t1) + ... + log P(end | prompt, option):
            # the option's tokens go in as one batch with logits at every position (row i predicts token i+1)
            llama._ctx.kv_cache_seq_rm(-1, base, -1)
            llama._batch.set_batch(batch=option, n_past=base, logits_all=True)
            llama._ctx.decode(llama._batch)
            total = float(first[option[0]])
            for i in range(1, len(option)):
                total += float(self.logprobs(i - 1)[option[i]])
            if ends:
                last = self.logprobs(len(option) - 1)
                total += float(np.logaddexp.reduce(last[ends]))
            logps.append(total)
        llama.n_tokens = base  # the prompt stays read; the options' cache entries are dropped by the next read
        # softmax over the options: the model's probabilities, restricted to what it was allowed to answer
        lp = np.array(logps)
        p = np.exp(lp - lp.max())
        return (p / p.sum()).tolist(), base, sum(len(e) for e in encoded)


def default_threads() -> int:
    """KGCHAT_LLM_THREADS, else half the CPU cores this process may run on (at least one)."""
    from kgchat.config import load_settings

    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1
    return load_settings().llm_threads or max(1, cores // 2)


def _log_softmax(logits: np.ndarray) -> np.ndarray:
    x = logits.astype(np.float64)
    m = x.max()
    return x - (m + np.log(np.exp(x - m).sum()))


def _sample(lp: np.ndarray, temperature: float, rng: np.random.Generator) -> int:
    z = lp / temperature
    p = np.exp(z - z.max())
    return int(rng.choice(len(p), p=p / p.sum()))


def _is_eog(llama: Any, token: int) -> bool:
    import llama_cpp

    return bool(llama_cpp.llama_vocab_is_eog(llama._model.vocab, token))


def _end_of_turn(llama: Any) -> int | None:
    """The token that ends the assistant's turn (Qwen's <|im_end|>: the EOT token, else EOS)."""
    for token in (llama._model.token_eot(), llama.token_eos()):
        if token is not None and token >= 0:
            return int(token)
    return None


class LlamaCppLLM(BaseLLM):
    """A GGUF model through llama.cpp, in this process. ``LlamaCppLLM.local()`` is the packaged small model;
    ``LlamaCppLLM(path)`` any GGUF file. Nothing is loaded until the first request."""

    def __init__(self, path: str | Path, *, config: LlamaConfig | None = None, timeout: float = 60.0,
                 packaged: PackagedModel | None = None, cache: Path | None = None, spec: str | None = None, **kw):
        kw.setdefault("retries", 0)  # nothing transient happens in-process
        super().__init__(timeout=timeout, **kw)
        require("llama_cpp", PURPOSE, extra="local")
        self.config = config or LlamaConfig()
        self.path = Path(path).expanduser()
        self.packaged = packaged
        if packaged is None and not self.path.is_file():
            raise ConfigError(f"no GGUF file at {self.path}: gguf:PATH needs a local .gguf file (kgchat downloads "
                              "no models)")
        self.name = packaged.name if packaged else self.path.name
        self.spec = spec or f"gguf:{self.path}"
        self._model = _Model.shared(self.path, self.config, packaged, cache)
        self._rng = np.random.default_rng(self.config.seed)

    @classmethod
    def local(cls, cache: Path | None = None, **kw) -> LlamaCppLLM:
        """The packaged model (``kgchat.llm.local_model.MODEL``), assembled into ``cache`` (default: the settings'
        model cache) on first use."""
        if cache is None:
            from kgchat.config import load_settings

            cache = load_settings().llm_cache
        if not MODEL.installed() and not (cache / MODEL.file).is_file():
            raise ConfigError(f"The local model is not installed: {_install_hint()}")
        return cls(cache / MODEL.file, packaged=MODEL, cache=cache, spec="local", **kw)

    def __repr__(self) -> str:
        return f"LlamaCppLLM({self.spec!r})"

    @property
    def loaded(self) -> bool:
        return self._model.llama is not None

    def load(self) -> float:
        """Load the model now (it is otherwise loaded by the first request); returns the seconds it took."""
        with self._model.session(Call()):
            pass
        return self._model.load_seconds or 0.0

    # -- requests ---------------------------------------------------------------------------------------------
    def _request(self, prompt: str, *, purpose: str, max_tokens: int, temperature: float,
                 stop: list[str] | None, call: Call) -> Reply:
        try:
            with self._model.session(call) as session:  # the time limit starts once the model is ours
                return session.generate(prompt, max_tokens, temperature, stop, self.timeout, self._rng)
        except RuntimeError as exc:  # llama_decode failures
            raise LLMUnavailable(f"{self.name} failed to generate: {exc}") from exc

    def _choose(self, task: str, options: list[str], *, purpose: str, k: int) -> Choice:
        prompt = f"{task.rstrip()}\n\n{prompts.render('reply_choice')}"
        start = time.perf_counter()

        def send(call: Call) -> tuple[list[float], int, int]:
            with self._model.session(call) as session:
                return session.choose(prompt, options)

        try:
            scores, prompt_tokens, option_tokens = self._with_retries(send)
        except RuntimeError as exc:
            with self._lock:
                self.failures += 1
            raise LLMUnavailable(f"{self.name} failed to score the options: {exc}") from exc
        except Exception:
            with self._lock:
                self.failures += 1
            raise
        seconds = time.perf_counter() - start
        text = listing(options, scores)
        # the options are read, not written: they count as prompt tokens
        self._account(LLMExchange(purpose, prompt, text, prompt_tokens + option_tokens, 0, seconds))
        return Choice(scores, prompt, text, prompt_tokens + option_tokens, 0, seconds, "logprobs")

    # -- what `kgchat doctor` shows ---------------------------------------------------------------------------
    def info(self) -> dict[str, Any]:
        """Where the model is and what it is (loads it)."""
        seconds = self.load()
        m = self._model
        import llama_cpp

        return {"spec": self.spec, "model": self.name, "file": str(m.path), "bytes": m.path.stat().st_size,
                "sha256": m.sha256, "sha256_checked": m.packaged is not None,
                "source": m.packaged.source if m.packaged else "a local file", "load_seconds": round(seconds, 2),
                "llama_cpp": getattr(llama_cpp, "__version__", "?"), "gpu_layers": m.gpu_layers,
                "gpu_offload": bool(llama_cpp.llama_supports_gpu_offload()), "threads": m.threads,
                "n_ctx": m.config.n_ctx}


def _install_hint() -> str:
    from kgchat.llm.local_model import INSTALL

    return f"{INSTALL} (llama-cpp-python and {MODEL.name}, 1.1 GB in 22 packages from PyPI)"
