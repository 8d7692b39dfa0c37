"""The router's arms, and the meter that keeps LLM arms within the token budget.

An ``Arm`` is an engine plus, for the arms that call an LLM, a ``MeteredLLM``. The meter is how the budget is
*never* exceeded rather than merely expected to hold: before each call it sets aside the worst case the call could
cost — the prompt's length in UTF-8 bytes (a byte-level BPE token covers at least one byte), ``max_tokens`` for the
reply and ``FRAMING_TOKENS`` for the chat template — and refuses the call (``BudgetSpent``) when that does not fit in
what the question and the day have left. After the call, the reservation is replaced by the tokens the server
reported. A refused call ends the arm's run; the router then falls back to an arm that needs no LLM.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from kgchat.errors import BudgetSpent
from kgchat.reasoning.base import Engine
from kgchat.reasoning.router.memory import RouterMemory

FRAMING_TOKENS = 32  # chat-template tokens around a prompt (role markers, separators), generously
REPLY_BYTES = 400  # the reply instructions an adapter appends to a choice (prompts/reply_*.txt), generously


@dataclass
class Usage:
    """LLM use of one question, over every arm that ran."""

    calls: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0

    @property
    def tokens(self) -> int:
        return self.prompt_tokens + self.completion_tokens


class TokenBudget:
    """What one question may still spend: ``per_question`` tokens, and what is left of ``per_day`` in the
    memory's daily ledger (None: no limit)."""

    def __init__(self, memory: RouterMemory, per_question: int | None, per_day: int | None):
        self.memory = memory
        self.per_question = per_question
        self.per_day = per_day
        self.used = Usage()

    def left(self) -> float | None:
        """Tokens still allowed (None: no budget at all)."""
        limits = []
        if self.per_question is not None:
            limits.append(self.per_question - self.used.tokens)
        if self.per_day is not None:
            limits.append(self.per_day - self.memory.spent_today())
        return max(0.0, float(min(limits))) if limits else None

    def reserve(self, worst: int) -> str | None:
        """Set ``worst`` tokens aside, or raise BudgetSpent. Returns the ledger day (None without a daily budget)."""
        if self.per_question is not None and self.used.tokens + worst > self.per_question:
            raise BudgetSpent(f"this call could need {worst} tokens and the question has "
                              f"{self.per_question - self.used.tokens} of its {self.per_question} left")
        day = self.memory.reserve(worst, self.per_day)
        if day is None:
            raise BudgetSpent(f"this call could need {worst} tokens and today's budget of {self.per_day} is "
                              f"nearly spent ({self.memory.spent_today()} used)")
        return day

    def charge(self, prompt_tokens: int, completion_tokens: int) -> None:
        """Charge tokens already known (a replayed answer), refusing them like a call that does not fit."""
        total = prompt_tokens + completion_tokens
        self.settle(self.reserve(total), total, prompt_tokens, completion_tokens)

    def settle(self, day: str | None, reserved: int, prompt_tokens: int, completion_tokens: int) -> None:
        self.used.calls += 1 if prompt_tokens or completion_tokens else 0
        self.used.prompt_tokens += prompt_tokens
        self.used.completion_tokens += completion_tokens
        if day is not None:
            self.memory.settle(day, reserved, prompt_tokens + completion_tokens)


class MeteredLLM:
    """An LLM whose calls are charged to the running question's ``TokenBudget`` (set with ``metering``); it
    implements the LLM protocol by delegating to ``inner``."""

    def __init__(self, inner):
        self.inner = inner
        self._local = threading.local()

    name = property(lambda self: self.inner.name)
    spec = property(lambda self: self.inner.spec)
    calls = property(lambda self: self.inner.calls)
    prompt_tokens = property(lambda self: self.inner.prompt_tokens)
    completion_tokens = property(lambda self: self.inner.completion_tokens)
    exchanges = property(lambda self: self.inner.exchanges)

    def usage(self):
        return self.inner.usage()

    @contextmanager
    def metering(self, budget: TokenBudget) -> Iterator[TokenBudget]:
        """Charge this thread's calls to ``budget`` while the block runs."""
        previous = getattr(self._local, "budget", None)
        self._local.budget = budget
        try:
            yield budget
        finally:
            self._local.budget = previous

    def complete(self, prompt: str, *, purpose: str = "", max_tokens: int = 256, temperature: float = 0.0,
                 stop: list[str] | None = None, on_text=None):
        return self._metered(len(prompt.encode("utf-8")) + max_tokens, lambda: self.inner.complete(
            prompt, purpose=purpose, max_tokens=max_tokens, temperature=temperature, stop=stop, on_text=on_text))

    def choose(self, task: str, options, *, purpose: str = "choose", k: int = 1):
        """The inner LLM's choice, charged like a completion: at worst the adapter adds its reply instructions
        (REPLY_BYTES) and the reply names every option with a score."""
        worst = len(task.encode("utf-8")) + REPLY_BYTES + sum(len(str(o).encode("utf-8")) + 8 for o in options)
        return self._metered(worst, lambda: self.inner.choose(task, options, purpose=purpose, k=k))

    def _metered(self, worst_tokens: int, call):
        """``call()`` with ``worst_tokens`` (a byte count is an upper bound of tokens) reserved from the running
        question's budget, then charged what it used."""
        budget: TokenBudget | None = getattr(self._local, "budget", None)
        if budget is None:
            return call()
        worst = worst_tokens + FRAMING_TOKENS
        day = budget.reserve(worst)
        try:
            done = call()
        except BaseException:
            budget.settle(day, worst, 0, 0)  # nothing came back, so nothing is charged
            raise
        budget.settle(day, worst, done.prompt_tokens, done.completion_tokens)
        return done


@dataclass
class Arm:
    """One way to answer: an engine, and the metered LLM it calls (None for an arm that needs no LLM)."""

    name: str
    engine: Engine
    llm: MeteredLLM | None = None

    @property
    def uses_llm(self) -> bool:
        return self.llm is not None
