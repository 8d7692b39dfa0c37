"""An LLM that answers from a script: for tests of the engines and for demos that need no model.

It goes through the same ``BaseLLM.complete`` as the real adapters, so counting, recording, stop sequences, the
empty-reply check and retries behave exactly as they will with a real model.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from kgchat.errors import LLMUnavailable
from kgchat.llm.base import BaseLLM, Call, Reply, estimate_tokens
from kgchat.types import LLMExchange

# A scripted reply: text, or an exception to raise in its place (to test how engines cope with failures).
Scripted = str | BaseException
ReplyFn = Callable[[str, str], Scripted]  # (purpose, prompt) -> reply


class ScriptedLLM(BaseLLM):
    """Replies from a list (in order) or from a function of ``(purpose, prompt)``.

    >>> llm = ScriptedLLM(["yes", "Christopher Nolan"])
    >>> llm.complete("Is this enough?").text
    'yes'

    ``cycle=True`` starts the list over when it runs out; otherwise running out raises ``LLMUnavailable``
    (a test that makes more calls than it scripted should fail loudly). Every request, including those that
    raised, is kept in ``requests`` as ``(purpose, prompt)``. ``score_fn(prompt, continuation)`` makes
    ``score_continuations`` work, standing in for a local model's log-probabilities.
    """

    def __init__(self, replies: Iterable[Scripted] | ReplyFn = (), *, cycle: bool = False, name: str = "scripted",
                 score_fn: Callable[[str, str], float] | None = None, retries: int = 0, backoff: float = 0.0,
                 exchanges: list[LLMExchange] | None = None, **kw):
        super().__init__(retries=retries, backoff=backoff, exchanges=exchanges, **kw)
        self.name = name
        self.spec = "scripted"
        self._fn: ReplyFn | None = replies if callable(replies) else None
        self._replies: list[Scripted] = [] if callable(replies) else list(replies)
        self._next = 0
        self.cycle = cycle
        self.requests: list[tuple[str, str]] = []
        self.score_fn = score_fn

    def _request(self, prompt: str, *, purpose: str, max_tokens: int, temperature: float,
                 stop: list[str] | None, call: Call) -> Reply:
        with self._lock:
            self.requests.append((purpose, prompt))
            reply = None if self._fn is not None else self._pop()
        if self._fn is not None:
            reply = self._fn(purpose, prompt)
        if isinstance(reply, BaseException):
            raise reply
        return Reply(str(reply))

    def _pop(self) -> Scripted:
        if self._next >= len(self._replies):
            if not (self.cycle and self._replies):
                raise LLMUnavailable(f"ScriptedLLM ran out of replies after {len(self._replies)} call(s)")
            self._next = 0
        reply = self._replies[self._next]
        self._next += 1
        return reply

    def score_continuations(self, prompt: str, continuations: list[str], batch_size: int = 8, *,
                            purpose: str = "score") -> list[float]:
        """``score_fn`` applied to each continuation; counted and recorded like ``HFLLM``'s scoring."""
        if self.score_fn is None:
            raise LLMUnavailable("this ScriptedLLM was given no score_fn, so it cannot score continuations")
        scores = [float(self.score_fn(prompt, c)) for c in continuations]
        listing = "\n".join(f"{s:.4f}\t{c}" for s, c in zip(scores, continuations, strict=True))
        tokens = sum(estimate_tokens(prompt + c) for c in continuations)
        self._account(LLMExchange(purpose, prompt, listing, tokens, 0, 0.0))
        return scores
