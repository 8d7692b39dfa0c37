"""``SparqlClient``: one SPARQL 1.1 endpoint over HTTP — SELECT / ASK / UPDATE with timeouts, clear errors and
paging (``paged_query``: ORDER BY + LIMIT/OFFSET, nested past Virtuoso's sorted-OFFSET limit)."""

from __future__ import annotations

import re
import threading
from typing import Any

from kgchat.backends.base import note_round_trip
from kgchat.errors import (
    AuthenticationFailed,
    BackendUnavailable,
    GraphError,
    InvalidInput,
    ReadOnlyGraph,
)
from kgchat.extras import require


def paged_query(select: str, where: str, order: str, limit: int, offset: int = 0, tail: str = "",
                nested: bool = False) -> str:
    """``SELECT … WHERE {…} [tail] ORDER BY … LIMIT … OFFSET …``.

    ``nested`` moves ORDER BY into a subquery and pages the outer query instead. Virtuoso refuses a sorted
    OFFSET+LIMIT beyond MaxSortedTopRows (error SR353, 10000 by default); the nested form has no such limit and
    Virtuoso keeps the inner order.
    """
    if nested:
        return (f"SELECT {' '.join(selected_vars(select))} WHERE {{ {{ SELECT {select} WHERE {{ {where} }} {tail} "
                f"ORDER BY {order} }} }} LIMIT {int(limit)} OFFSET {int(offset)}")
    return f"SELECT {select} WHERE {{ {where} }} {tail} ORDER BY {order} LIMIT {int(limit)} OFFSET {int(offset)}"


def selected_vars(select: str) -> list[str]:
    """The variables a SELECT clause projects: ``?a`` and ``(expr AS ?b)``."""
    top = select
    while True:  # drop parenthesised groups, innermost first, to see the top-level variables
        stripped = re.sub(r"\([^()]*\)", " ", top)
        if stripped == top:
            break
        top = stripped
    found = re.findall(r"\?\w+", top) + re.findall(r"AS\s+(\?\w+)\s*\)", select, flags=re.IGNORECASE)
    return list(dict.fromkeys(found))


# -- sending queries ---------------------------------------------------------------------------------------------------
MAX_ROWS = 500_000  # a single call never pages further than this; pass a limit instead


class SortedTopLimit(GraphError):
    """Virtuoso refused a sorted page beyond MaxSortedTopRows (SR353); retried with the nested form."""


class SparqlClient:
    """One SPARQL 1.1 endpoint over HTTP: SELECT / ASK / UPDATE with timeouts, clear errors and paging.

    Reads go to ``graph`` (``default-graph-uri``) when one is set. Against Virtuoso (recognised by its Server
    header) every request also carries ``timeout`` in milliseconds, so the server stops work the client gave up on.
    """

    def __init__(self, endpoint: str, graph: str | None = None, timeout: float = 30.0, page_size: int = 10_000,
                 transport: Any = None):
        httpx = require("httpx", "SPARQL endpoints (sparql:URL graphs)")
        self.endpoint, self.graph, self.timeout = endpoint, graph, float(timeout)
        self.page_size = max(1, int(page_size))
        self.queries = 0  # HTTP requests sent, read by engines to report cost
        self.virtuoso: bool | None = None
        # the smallest OFFSET + LIMIT the server refused to sort (SR353: Virtuoso's MaxSortedTopRows); pages that
        # reach it are sent in the nested form, pages below it in the plain one, which Virtuoso runs faster
        self.sorted_top: int | None = None
        self._lock = threading.Lock()
        if transport is None:  # kept-alive connections that acknowledge at once (``quickack``: 40 ms a request)
            from kgchat.backends.sparql.quickack import quickack_transport

            transport = quickack_transport()
        self._http = httpx.Client(timeout=httpx.Timeout(self.timeout, connect=min(self.timeout, 10.0)),
                                  transport=transport, follow_redirects=True)

    def _post(self, data: dict[str, str], update: bool = False) -> Any:
        import httpx  # present: __init__ required it

        if not update and self.graph:
            data["default-graph-uri"] = self.graph
        if self.virtuoso:
            data["timeout"] = str(int(self.timeout * 1000))
        with self._lock:
            self.queries += 1
        note_round_trip()
        try:
            resp = self._http.post(self.endpoint, data=data, headers={"Accept": "application/sparql-results+json"})
        except httpx.TimeoutException as exc:
            raise BackendUnavailable(f"The SPARQL endpoint {self.endpoint} did not answer within {self.timeout:g} s. "
                                     f"The query may be too heavy for the server; raise #timeout= in the spec or "
                                     f"check the server.") from exc
        except httpx.HTTPError as exc:
            raise BackendUnavailable(f"Cannot reach the SPARQL endpoint {self.endpoint}: {exc}. Check the URL and "
                                     f"that the server is running.") from exc
        except UnicodeEncodeError as exc:  # a lone surrogate in the text (e.g. from a command-line argument)
            raise InvalidInput("The text contains an invalid character (a lone UTF-16 surrogate); retype it.") from exc
        if self.virtuoso is None:
            self.virtuoso = "virtuoso" in resp.headers.get("server", "").lower()
        if resp.status_code >= 400:
            self._raise(resp, update)
        if resp.headers.get("x-sql-state", "").upper() == "S1TAT":
            raise GraphError(f"The SPARQL endpoint {self.endpoint} stopped a query at its time limit and returned "
                             f"partial results, which kgchat does not use. Narrow the question, or raise the "
                             f"server's MaxQueryExecutionTime and #timeout= in the spec.")
        if update:
            return None, None
        try:
            return resp.json(), resp.headers.get("x-sparql-maxrows")
        except ValueError as exc:
            raise GraphError(f"{self.endpoint} did not answer with SPARQL JSON results (Content-Type "
                             f"{resp.headers.get('content-type', '?')}); is it a SPARQL endpoint?") from exc

    def _raise(self, resp: Any, update: bool) -> None:
        text = resp.text.strip()
        short = " ".join(text.split())[:400]
        if "SR353" in text:
            raise SortedTopLimit(short)
        if update and (resp.status_code in (401, 403) or "SR186" in text or "permission" in text.lower()):
            raise ReadOnlyGraph(f"The SPARQL endpoint {self.endpoint} does not allow updates ({short}). For "
                                f"Virtuoso: GRANT SPARQL_UPDATE TO \"SPARQL\"; or open the graph read-only.")
        if resp.status_code in (401, 403):
            raise AuthenticationFailed(f"The SPARQL endpoint {self.endpoint} refused the request "
                                       f"(HTTP {resp.status_code}): {short}")
        raise GraphError(f"The SPARQL endpoint {self.endpoint} rejected {'an update' if update else 'a query'} "
                         f"(HTTP {resp.status_code}): {short}")

    def select(self, query: str) -> tuple[list[dict], int | None]:
        """Result bindings, and the row cap the server says it applied (Virtuoso's ``X-SPARQL-MaxRows``)."""
        payload, cap = self._post({"query": query})
        try:
            rows = payload["results"]["bindings"]
        except (KeyError, TypeError) as exc:
            raise GraphError(f"{self.endpoint} returned JSON without results.bindings") from exc
        return rows, (int(cap) if cap and cap.isdigit() else None)

    def ask(self, where: str) -> bool:
        payload, _ = self._post({"query": f"ASK {{ {where} }}"})
        if not isinstance(payload, dict) or "boolean" not in payload:
            raise GraphError(f"{self.endpoint} did not answer an ASK query with a boolean")
        return bool(payload["boolean"])

    def update(self, text: str) -> None:
        self._post({"update": text}, update=True)

    def count(self, where: str) -> int:
        """``COUNT(*)`` of a pattern. The aggregate sits in a subquery: Virtuoso 7.2 miscounts an aggregate over a
        UNION when the same SELECT has a LIMIT (it limits the union's branches instead of the result)."""
        rows, _ = self.select(f"SELECT ?n WHERE {{ {{ SELECT (COUNT(*) AS ?n) WHERE {{ {where} }} }} }} LIMIT 1")
        return int(rows[0]["n"]["value"]) if rows else 0

    def paged(self, select: str, where: str, order: str, limit: int | None = None, tail: str = "") -> list[dict]:
        """All rows of a query (or the first ``limit``), page by page until a page comes back short.

        A page the server cut (``X-SPARQL-MaxRows`` smaller than the page asked for) is not short: the page size
        drops to the server's cap and paging goes on. A page whose OFFSET + LIMIT the server refuses to sort
        (Virtuoso's SR353, past MaxSortedTopRows) is asked again in the nested form of ``paged_query``, and so is
        every later page that reaches as far (``sorted_top``; the refusal costs one request once, not one per
        query); pages short of it keep the plain form, which Virtuoso answers about a third faster.
        """
        rows: list[dict] = []
        while True:
            want = self.page_size if limit is None else min(self.page_size, limit - len(rows))
            if want <= 0:
                break
            nested = self.sorted_top is not None and len(rows) + want >= self.sorted_top
            try:
                page, cap = self.select(paged_query(select, where, order, want, len(rows), tail, nested))
            except SortedTopLimit as exc:
                if nested:
                    raise GraphError(f"{self.endpoint} refused to page this result: {exc}") from exc
                self.sorted_top = len(rows) + want  # this server's limit applies to every later query too
                continue
            rows += page
            if cap and len(page) >= cap and cap < want:
                self.page_size = cap
            elif len(page) < want or not page:
                break
            if len(rows) > MAX_ROWS:
                raise GraphError(f"A query on {self.endpoint} returned more than {MAX_ROWS:,} rows; ask for fewer "
                                 f"(pass a limit).")
        return rows

    def close(self) -> None:
        self._http.close()
