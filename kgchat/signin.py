"""Back-off for expert sign-in: password guessing gets slower the more it fails, per user and per client.

One ``SignInThrottle`` per server (``AppService.signin``) counts the attempts of the Corrections tab's sign-in, of
Gradio's own sign-in page (``--require-login``) and of the HTTP API's credentials together, so a guesser gains
nothing by switching between them. Each failed sign-in counts against two keys: the user name tried (an expert
token without a name counts against the token on that client, ``attempt_name``) and the client (its IP address,
as the server sees it: see ``Settings.trusted_proxies``). After ``free_tries`` failures on a key, that key is
locked for ``delay * 2**(failures - free_tries)`` seconds (capped at ``MAX_SIGNIN_DELAY_S``). While a key is locked every attempt on it is refused *without checking the password*, so
the right password does not get through during a lock either and a guesser learns nothing. A success clears the
user's and the client's counts. Counts live in memory: a restart clears them (the lock windows are short anyway).
"""

from __future__ import annotations

import math
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass

from kgchat.config import MAX_SIGNIN_DELAY_S, Settings
from kgchat.errors import NotAuthorized

MAX_KEYS = 10_000  # forget the oldest keys beyond this many (a flood of made-up user names must not fill memory)


class SignInLocked(NotAuthorized):
    """Too many failed sign-ins: the user or the client must wait."""

    def __init__(self, seconds: float):
        wait = max(1, math.ceil(seconds))
        super().__init__(f"Too many failed sign-ins. Wait {wait} s before trying again "
                         "(the wait doubles with each further failure).")
        self.seconds = seconds


@dataclass
class _Record:
    failures: int = 0
    locked_until: float = 0.0
    touched: float = 0.0


class SignInThrottle:
    """Counts failed sign-ins per key and imposes exponential waits; thread-safe."""

    def __init__(self, free_tries: int = 3, delay: float = 2.0, clock: Callable[[], float] = time.monotonic):
        self.free_tries = max(0, int(free_tries))
        self.delay = max(0.0, float(delay))
        self._clock = clock
        self._records: dict[str, _Record] = {}
        self._lock = threading.Lock()

    @classmethod
    def from_settings(cls, settings: Settings) -> SignInThrottle:
        return cls(settings.signin_free_tries, settings.signin_delay_s)

    def attempt(self, user: str, client: str, check: Callable[[], str]) -> str:
        """Run ``check`` (which returns the identity or raises NotAuthorized) unless the user or client is locked."""
        self.check_open(user, client)
        try:
            who = check()
        except NotAuthorized:
            self.failed(user, client)
            raise
        self.succeeded(user, client)
        return who

    def check_open(self, user: str, client: str) -> None:
        """Raise SignInLocked while the user or the client must wait (the credentials are then not looked at)."""
        now = self._clock()
        with self._lock:
            wait = max((r.locked_until - now for k in _keys(user, client) if (r := self._records.get(k))),
                       default=0.0)
        if wait > 0:
            raise SignInLocked(wait)

    def succeeded(self, user: str, client: str) -> None:
        with self._lock:
            for k in _keys(user, client):
                self._records.pop(k, None)

    def failed(self, user: str, client: str) -> None:
        now = self._clock()
        with self._lock:
            for k in _keys(user, client):
                r = self._records.setdefault(k, _Record())
                r.failures += 1
                r.touched = now
                if r.failures >= self.free_tries and self.delay > 0:
                    r.locked_until = now + min(self.delay * 2 ** (r.failures - self.free_tries), MAX_SIGNIN_DELAY_S)
            if len(self._records) > MAX_KEYS:
                for k, _ in sorted(self._records.items(), key=lambda kv: kv[1].touched)[: len(self._records) - MAX_KEYS]:
                    del self._records[k]


def _keys(user: str, client: str) -> list[str]:
    return [f"user:{user.strip().lower()}", f"client:{client}"]


def attempt_name(user: str | None, token: str | None, client: str) -> str:
    """The name a sign-in attempt counts against: the user name given, or, for an expert token given without a
    name, the token *on this client* — a shared "(token)" name would let one client lock every token user out."""
    user = (user or "").strip()
    if user or not token:
        return user
    return f"(token)@{client}"
