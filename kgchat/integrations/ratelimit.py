"""A per-client request limit: at most ``limit`` requests in any ``window`` seconds (a sliding window).

Each client (its IP address, as the server sees it) has the times of its recent requests. A request is allowed when
fewer than ``limit`` of them fall within the last ``window`` seconds; otherwise the caller is told how long until
the oldest one leaves the window (the ``Retry-After`` of an HTTP 429). Counts live in memory, per process.
"""

from __future__ import annotations

import math
import threading
import time
from collections import OrderedDict, deque
from collections.abc import Callable

MAX_CLIENTS = 10_000  # forget the least recently seen clients beyond this many (bounded memory under a flood)


class RateLimiter:
    """Thread-safe sliding-window limit per key; ``limit <= 0`` allows everything."""

    def __init__(self, limit: int, window: float = 60.0, clock: Callable[[], float] = time.monotonic):
        self.limit, self.window = int(limit), float(window)
        self._clock = clock
        self._hits: OrderedDict[str, deque[float]] = OrderedDict()
        self._lock = threading.Lock()

    def check(self, key: str) -> int:
        """0 when the request may go ahead (and it is counted), else the whole seconds to wait before retrying."""
        if self.limit <= 0:
            return 0
        now = self._clock()
        with self._lock:
            hits = self._hits.setdefault(key, deque())
            self._hits.move_to_end(key)
            while hits and hits[0] <= now - self.window:
                hits.popleft()
            if len(hits) >= self.limit:
                return max(1, math.ceil(hits[0] + self.window - now))
            hits.append(now)
            while len(self._hits) > MAX_CLIENTS:
                self._hits.popitem(last=False)
            return 0
