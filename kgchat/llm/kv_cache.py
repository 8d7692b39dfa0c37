"""Reading a prompt once for many continuations, and again only in part for the next prompt that extends it.

A causal LM's keys and values for a prompt (its *cache*) are all the model needs to go on reading after it. KBQA-o1
rates a dozen short candidate actions after the same agent prompt (``score_continuations``): read the prompt once,
copy its cache to every row of a batch, and each row holds a few tokens instead of the whole prompt. The next
prompt MCTS sends is usually a child state's: the same instructions, question and history, with one more
Action/Observation pair before the closing lines; so the cache of a prompt without its last ``TAIL`` tokens is kept
(a few kept, the oldest dropped), and a later prompt that starts with those tokens is read from there on.

Both give the scores of reading every row whole (up to float rounding: a prompt read in two pieces sums in another
order; ``tests/test_llm.py`` checks them against whole passes). The model's weights must stay as they are while
caches are kept: ``PromptCache.clear()`` after changing them (switching adapters off, say).
"""

from __future__ import annotations

import copy
import inspect
from typing import Any

TAIL = 16  # tokens at a prompt's end that the next prompt is likely to change ("</graph>\nAction:" and the line before)


def cache_kwarg(model: Any) -> str:
    """The name ``forward`` takes a key/value cache under: ``cache`` from transformers 5.x (which warns about the
    old name and drops it in 5.40), ``past_key_values`` before."""
    inner = model.get_base_model() if callable(getattr(model, "get_base_model", None)) else model  # under peft
    return "cache" if "cache" in inspect.signature(inner.forward).parameters else "past_key_values"


def output_cache(out: Any) -> Any:
    """The cache a forward pass returned (``cache`` or ``past_key_values``, by transformers version)."""
    cache = getattr(out, "cache", None)
    return cache if cache is not None else getattr(out, "past_key_values", None)


def repeat_cache(past: Any, n: int) -> Any:
    """A copy of a prompt's cache for a batch of ``n`` rows (None when the model's cache is of a kind that cannot
    be copied so)."""
    if callable(getattr(past, "batch_repeat_interleave", None)):  # transformers' Cache objects
        cache = copy.deepcopy(past)
        cache.batch_repeat_interleave(n)
        return cache
    if isinstance(past, tuple) and all(isinstance(layer, tuple) for layer in past):  # the legacy tuples
        return tuple(tuple(t.repeat_interleave(n, dim=0) for t in layer) for layer in past)
    return None


class PromptCache:
    """Caches of recent prompts (less their last ``TAIL`` tokens) for one model. Not thread-safe: the caller holds
    the model's lock."""

    def __init__(self, model: Any, device: Any, slots: int = 8):
        self.model = model
        self.device = device
        self.slots = slots  # prompts kept (each a few MB for a 1.5B model and 200 tokens)
        self.kwarg = cache_kwarg(model)
        self._kept: list[tuple[list[int], Any]] = []  # (token ids, cache after reading them), oldest first
        self.reused_tokens = 0  # prompt tokens not read again thanks to a kept cache (for tests and benchmarks)

    def clear(self) -> None:
        self._kept.clear()

    def read(self, ids: list[int]) -> tuple[Any, Any] | None:
        """The cache after reading ``ids`` and the logits of the token that would follow, reusing the longest kept
        prompt that ``ids`` starts with; None when the model returns no cache."""
        import torch

        kept = max((k for k in self._kept if len(k[0]) < len(ids) and ids[:len(k[0])] == k[0]),
                   key=lambda k: len(k[0]), default=None)
        done, cache = (len(kept[0]), copy.deepcopy(kept[1])) if kept else (0, None)
        self.reused_tokens += done
        split = max(done, len(ids) - TAIL)  # read up to here, keep a copy, then read the tail
        for end, keep in ((split, True), (len(ids), False)):
            if end <= done:
                continue
            out = self.model(input_ids=torch.tensor([ids[done:end]], device=self.device),
                             attention_mask=torch.ones((1, end), dtype=torch.long, device=self.device),
                             use_cache=True, **({self.kwarg: cache} if cache is not None else {}))
            cache, done = output_cache(out), end
            if cache is None:
                return None
            if keep:
                self._kept = [k for k in self._kept if k[0] != ids[:end]][-(self.slots - 1):]
                self._kept.append((ids[:end], copy.deepcopy(cache)))
        return cache, out.logits[0, -1]
