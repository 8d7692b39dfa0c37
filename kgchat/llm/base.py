"""The LLM protocol every adapter implements, and the base class that gives them one behaviour.

An adapter only knows how to send one request (``_request``). ``BaseLLM.complete`` wraps it with what every
engine relies on: argument checks, bounded retries with exponential backoff for transient failures, stop-sequence
truncation, an empty-reply check, call and token counting, and recording each exchange as an ``LLMExchange``
so traces can show every prompt and response.

``BaseLLM.limits(should_stop, budget)`` bounds the calls one question makes (the UI wraps each question in it): the
stop flag is checked before every attempt, during back-off sleeps and while a request is in flight, and all
attempts together may take at most ``budget`` seconds. A request in flight when the flag is set or the budget runs
out is given up at once, and its ``Call`` is cancelled: adapters that can (the OpenAI-compatible one closes its
connection, the llama.cpp one stops between tokens) end the request within a poll interval; any other runs on in
the background until its own timeout.

``choose(task, options)`` asks the LLM to choose among candidates and returns a probability for each
(``kgchat.llm.choice``): from the candidates' own log-probabilities where the adapter can compute them, from a
reply constrained to the candidates where the backend supports it, else from free text read back (the default).
"""

from __future__ import annotations

import math
import threading
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Protocol, TypeVar, runtime_checkable

from kgchat import prompts
from kgchat.errors import ConfigError, InvalidInput, LLMResponseError, LLMUnavailable
from kgchat.llm.choice import parse_scores
from kgchat.types import LLMExchange

R = TypeVar("R")
TextCallback = Callable[[str], None]  # receives the reply written so far, each time it grows


@dataclass(frozen=True)
class Completion:
    """What one ``complete`` call returned, with its cost."""

    text: str
    prompt_tokens: int
    completion_tokens: int
    seconds: float


@dataclass(frozen=True)
class Reply:
    """What an adapter's ``_request`` returns; token counts are None when the backend did not report them."""

    text: str
    prompt_tokens: int | None = None
    completion_tokens: int | None = None


@dataclass(frozen=True)
class Choice:
    """What one ``choose`` call returned: a probability for each candidate, and how it was read."""

    scores: list[float]  # one per candidate, in order, summing to 1
    prompt: str  # as sent
    text: str  # the reply; for log-probabilities, one "score<TAB>candidate" line each
    prompt_tokens: int
    completion_tokens: int
    seconds: float
    method: str  # how it was read: "logprobs", "json" or "text" (see kgchat.llm.choice)

    def exchange(self, purpose: str) -> LLMExchange:
        """The exchange as a trace records it."""
        return LLMExchange(purpose, self.prompt, self.text, self.prompt_tokens, self.completion_tokens,
                           round(self.seconds, 4))


@dataclass
class Call:
    """One request's side channels, handed to ``_request``: where streamed text goes, and the flag set when the
    caller gave the request up (Stop, the time budget) so that an adapter able to end it early does."""

    on_text: TextCallback | None = None
    cancelled: threading.Event = field(default_factory=threading.Event)
    text: str = ""  # what the adapter has streamed so far
    streamed: bool = False  # whether the adapter streamed at all

    def emit(self, piece: str) -> None:
        """Stream one more piece of the reply (``on_text`` gets everything so far: a retry starts over)."""
        if self.on_text is not None and piece:
            self.streamed = True
            self.text += piece
            self.on_text(self.text)


@dataclass(frozen=True)
class Usage:
    """A snapshot of an LLM's counters. Subtract two snapshots to get the cost of the work in between."""

    calls: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    seconds: float = 0.0

    def __sub__(self, other: Usage) -> Usage:
        return Usage(self.calls - other.calls, self.prompt_tokens - other.prompt_tokens,
                     self.completion_tokens - other.completion_tokens, self.seconds - other.seconds)

    @property
    def tokens(self) -> int:
        return self.prompt_tokens + self.completion_tokens

    @classmethod
    def of(cls, exchanges: Iterable[LLMExchange]) -> Usage:
        """The cost of a list of recorded exchanges (e.g. those of one question)."""
        xs = list(exchanges)
        return cls(len(xs), sum(x.prompt_tokens for x in xs), sum(x.completion_tokens for x in xs),
                   sum(x.seconds for x in xs))


class TransientLLMError(LLMUnavailable):
    """A failure worth retrying (timeout, connection refused, 429, 5xx). ``BaseLLM`` retries it and, once the
    retries are spent, raises a plain ``LLMUnavailable`` chained to the last one."""

    def __init__(self, message: str, retry_after: float | None = None):
        super().__init__(message)
        self.retry_after = retry_after  # seconds the server asked us to wait, if it said


class LLMStopped(LLMUnavailable):
    """The user pressed Stop while the LLM was being called."""


class LLMBudgetSpent(LLMUnavailable):
    """One question used up its LLM time budget (``Settings.llm_budget_s``)."""


POLL_S = 0.1  # how often a request in flight checks the stop flag and the budget


class _Limit:
    """The stop flag and LLM time budget of one question (see ``BaseLLM.limits``)."""

    def __init__(self, should_stop: Callable[[], bool] | None, budget: float | None):
        self.should_stop = should_stop
        self.budget = budget
        self.spent = 0.0  # seconds of LLM time used so far by the question

    def check(self, name: str, running: float = 0.0) -> None:
        if self.should_stop is not None and self.should_stop():
            raise LLMStopped(f"{name}: stopped by the user")
        if self.budget is not None and self.spent + running >= self.budget:
            raise LLMBudgetSpent(f"{name}: this question used its {self.budget:g} s of LLM time; ask a narrower "
                                 "question, lower the depth, or ask the administrator for a faster endpoint")

    def wait(self, name: str, seconds: float) -> None:
        """Sleep ``seconds`` (counted as LLM time), waking early for a stop or the end of the budget."""
        end = time.monotonic() + seconds
        while (left := end - time.monotonic()) > 0:
            time.sleep(min(POLL_S, left))
            self.spent += min(POLL_S, left)
            self.check(name)


@runtime_checkable
class LLM(Protocol):
    """What engines and scorers need from a language model."""

    name: str  # short, readable: the model name
    spec: str  # how to make it again with ``make_llm``, e.g. "openai:gpt-4o-mini"
    calls: int  # successful completions so far
    prompt_tokens: int
    completion_tokens: int
    exchanges: list[LLMExchange] | None  # where every exchange is appended; None to keep none

    def complete(self, prompt: str, *, purpose: str = "", max_tokens: int = 256, temperature: float = 0.0,
                 stop: list[str] | None = None, on_text: TextCallback | None = None) -> Completion:
        """Complete ``prompt``. ``purpose`` labels the exchange in the trace (e.g. "relation_prune");
        ``on_text`` receives the reply written so far as it grows (once, whole, from adapters that cannot
        stream)."""
        ...

    def choose(self, task: str, options: Sequence[str], *, purpose: str = "choose", k: int = 1) -> Choice:
        """A probability for each of ``options`` (summing to 1) of being the best answer to ``task``, a prompt
        that lists them. ``k``: how many a free-text reply is asked to name."""
        ...

    def usage(self) -> Usage:
        """A snapshot of the counters, to diff before and after one question."""
        ...


@runtime_checkable
class ContinuationScorer(Protocol):
    """An LLM that can rate given continuations without generating (``HFLLM``; ``ScriptedLLM`` with a
    ``score_fn``). MCTS uses it for policy and reward scores."""

    def score_continuations(self, prompt: str, continuations: list[str], batch_size: int = 8) -> list[float]:
        """Mean token log-probability (<= 0) of each continuation given ``prompt``, in order."""
        ...


def estimate_tokens(text: str) -> int:
    """Rough token count when the backend reports none: about four characters per token for English text
    (the usual rule of thumb for BPE vocabularies; tiktoken cannot fetch its encodings offline)."""
    return 0 if not text else max(1, math.ceil(len(text) / 4))


def truncate_at_stop(text: str, stop: list[str] | None) -> str:
    """Cut ``text`` at the first stop sequence, as servers do; harmless when the server already did."""
    cut = min((i for s in stop or [] if s and (i := text.find(s)) >= 0), default=len(text))
    return text[:cut]


class BaseLLM:
    """Shared behaviour of every adapter; subclasses implement ``_request``.

    ``timeout`` bounds one attempt (in seconds); a call makes at most ``1 + retries`` attempts, sleeping
    ``backoff * 2**i`` seconds (capped at ``max_backoff``, or longer if the server sent Retry-After) before
    retry ``i``. Only ``TransientLLMError`` is retried.
    """

    name: str = "llm"
    spec: str = ""

    def __init__(self, *, timeout: float = 60.0, retries: int = 2, backoff: float = 0.5, max_backoff: float = 8.0,
                 exchanges: list[LLMExchange] | None = None):
        if timeout <= 0 or retries < 0 or backoff < 0 or max_backoff < 0:
            raise ConfigError("LLM timeout must be > 0 and retries/backoff >= 0")
        self.timeout = float(timeout)
        self.retries = int(retries)
        self.backoff = float(backoff)
        self.max_backoff = float(max_backoff)
        self.exchanges = exchanges
        self.calls = 0  # successful completions
        self.attempts = 0  # requests sent, retries included
        self.failures = 0  # calls that ended in an error
        self.prompt_tokens = 0
        self.completion_tokens = 0
        self.seconds = 0.0
        self._lock = threading.Lock()
        self._local = threading.local()  # per-thread recordings, see ``recording``

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.spec!r})"

    # -- what subclasses implement ----------------------------------------------------------------------------
    def _request(self, prompt: str, *, purpose: str, max_tokens: int, temperature: float,
                 stop: list[str] | None, call: Call) -> Reply:
        """Send one request (``purpose`` is for adapters that route on it, like ``ScriptedLLM``).

        ``call.emit(text)`` streams the reply as it comes, for adapters that can; ``call.cancelled`` is set when
        the caller has given the request up: an adapter that can should then end it (close its connection, stop
        generating) and raise ``LLMStopped``.

        Raise ``TransientLLMError`` for what is worth retrying, ``LLMResponseError`` for an unusable reply,
        ``ConfigError`` for a wrong setting, ``LLMUnavailable`` for anything else.
        """
        raise NotImplementedError

    def _choose(self, task: str, options: list[str], *, purpose: str, k: int) -> Choice:
        """The choice, read from a free-text reply of ``candidate: score`` lines (adapters that can do better
        override this)."""
        prompt = f"{task.rstrip()}\n\n{prompts.render('reply_scores', k=k)}"
        done = self.complete(prompt, purpose=purpose, max_tokens=min(256, 16 + 12 * k), temperature=0.0)
        return Choice(parse_scores(done.text, options), prompt, done.text, done.prompt_tokens,
                      done.completion_tokens, done.seconds, "text")

    # -- the protocol -------------------------------------------------------------------------------------------
    def complete(self, prompt: str, *, purpose: str = "", max_tokens: int = 256, temperature: float = 0.0,
                 stop: list[str] | None = None, on_text: TextCallback | None = None) -> Completion:
        """Complete ``prompt``, retrying transient failures; the exchange is counted and recorded.

        ``on_text`` receives the reply written so far each time it grows; from an adapter that cannot stream,
        once, whole, at the end."""
        if not isinstance(prompt, str) or not prompt:
            raise InvalidInput("the prompt is empty")
        if max_tokens < 1 or temperature < 0:
            raise InvalidInput("max_tokens must be >= 1 and temperature >= 0")
        stop = [s for s in stop or [] if s] or None
        start = time.perf_counter()
        calls: list[Call] = []

        def send(call: Call) -> Reply:
            call.on_text = on_text
            calls.append(call)
            return self._request(prompt, purpose=purpose, max_tokens=max_tokens, temperature=temperature,
                                 stop=stop, call=call)

        try:
            reply = self._with_retries(send)
            text = truncate_at_stop(reply.text, stop)
            if not text.strip():
                raise LLMResponseError(f"{self.name} returned an empty reply")
        except Exception:
            with self._lock:
                self.failures += 1
            raise
        if on_text is not None and not calls[-1].streamed:
            on_text(text)
        seconds = time.perf_counter() - start
        done = Completion(
            text=text,
            prompt_tokens=reply.prompt_tokens if reply.prompt_tokens is not None else estimate_tokens(prompt),
            completion_tokens=reply.completion_tokens if reply.completion_tokens is not None
            else estimate_tokens(reply.text),
            seconds=seconds,
        )
        self._account(LLMExchange(purpose, prompt, text, done.prompt_tokens, done.completion_tokens, seconds))
        return done

    def choose(self, task: str, options: Sequence[str], *, purpose: str = "choose", k: int = 1) -> Choice:
        """A probability for each of ``options`` of being the best answer to ``task`` (a prompt that lists them,
        without saying how to reply: each adapter adds that). ``k``: how many candidates a free-text or JSON reply
        is asked to name. Raises LLMResponseError when no candidate can be read from the reply."""
        options = [str(o) for o in options]
        if not options:
            raise InvalidInput("choose needs at least one option")
        if not isinstance(task, str) or not task.strip():
            raise InvalidInput("the prompt is empty")
        return self._choose(task, options, purpose=purpose, k=max(1, min(k, len(options))))

    def usage(self) -> Usage:
        with self._lock:
            return Usage(self.calls, self.prompt_tokens, self.completion_tokens, self.seconds)

    # -- recording -----------------------------------------------------------------------------------------------
    def drain(self) -> list[LLMExchange]:
        """Return the exchanges recorded in ``exchanges`` so far and empty that list."""
        with self._lock:
            if self.exchanges is None:
                return []
            out = list(self.exchanges)
            self.exchanges.clear()
            return out

    @contextmanager
    def recording(self, into: list[LLMExchange] | None = None) -> Iterator[list[LLMExchange]]:
        """Also append this thread's exchanges to ``into`` (a new list if None) while the block runs.

        Engines use it to collect one question's exchanges even when several questions share the LLM from
        different threads (the web UI); ``Usage.of(recorded)`` gives that question's cost.
        """
        target: list[LLMExchange] = [] if into is None else into
        stack: list[list[LLMExchange]] = self._local.__dict__.setdefault("stack", [])
        stack.append(target)
        try:
            yield target
        finally:
            stack.remove(target)

    @contextmanager
    def limits(self, should_stop: Callable[[], bool] | None = None, budget: float | None = None) -> Iterator[None]:
        """Bound this thread's calls while the block runs: give up when ``should_stop()`` turns true or when
        ``budget`` seconds of LLM time (attempts and back-off sleeps together) are used."""
        previous = getattr(self._local, "limit", None)
        self._local.limit = _Limit(should_stop, budget if budget and budget > 0 else None)
        try:
            yield
        finally:
            self._local.limit = previous

    # -- internals -----------------------------------------------------------------------------------------------
    def _account(self, exchange: LLMExchange) -> None:
        with self._lock:
            self.calls += 1
            self.prompt_tokens += exchange.prompt_tokens
            self.completion_tokens += exchange.completion_tokens
            self.seconds += exchange.seconds
            if self.exchanges is not None:
                self.exchanges.append(exchange)
        for target in getattr(self._local, "stack", []):
            target.append(exchange)

    def _with_retries(self, send: Callable[[Call], R]) -> R:
        """``send(call)`` (one attempt), retried on transient errors, within this thread's ``limits``."""
        limit: _Limit | None = getattr(self._local, "limit", None)
        for attempt in range(self.retries + 1):
            if limit is not None:
                limit.check(self.name)
            with self._lock:
                self.attempts += 1
            try:
                return send(Call()) if limit is None else self._bounded(limit, send)
            except TransientLLMError as exc:
                if attempt == self.retries:
                    raise LLMUnavailable(f"{self.name}: giving up after {attempt + 1} attempt(s): {exc}") from exc
                delay = self._delay(attempt, exc.retry_after)
                if limit is None:
                    time.sleep(delay)
                else:
                    limit.wait(self.name, delay)
        raise AssertionError("unreachable")  # pragma: no cover

    def _bounded(self, limit: _Limit, send: Callable[[Call], R]) -> R:
        """One attempt in a helper thread, watched every POLL_S for the stop flag and the budget; when either
        ends it, the attempt's ``Call`` is cancelled so that the adapter can close the request."""
        box: dict[str, object] = {}
        call = Call()

        def attempt() -> None:
            try:
                box["reply"] = send(call)
            except BaseException as exc:  # handed back to the caller below
                box["error"] = exc

        worker = threading.Thread(target=attempt, name=f"llm-{self.name}", daemon=True)
        start = time.monotonic()
        worker.start()
        try:
            while worker.join(POLL_S) is None and worker.is_alive():
                limit.check(self.name, running=time.monotonic() - start)
        except LLMUnavailable:
            call.cancelled.set()
            raise
        finally:
            limit.spent += time.monotonic() - start
        if "error" in box:
            raise box["error"]  # type: ignore[misc]
        return box["reply"]  # type: ignore[return-value]

    def _delay(self, attempt: int, retry_after: float | None) -> float:
        """Exponential backoff: backoff, 2*backoff, 4*backoff, ... capped at max_backoff; a server's
        Retry-After is honoured up to the same cap."""
        delay = min(self.backoff * 2**attempt, self.max_backoff)
        if retry_after is not None:
            delay = max(delay, min(retry_after, self.max_backoff))
        return delay
