"""SPARQL for the SPARQL backend: safe terms, the shapes of the queries ``SparqlGraph`` sends, and the client
that sends them (``SparqlClient``: HTTP, timeouts, errors, paging).

Nothing from a user, an LLM or the graph is pasted into a query raw:
- IRIs go through ``iri()``, which refuses anything that is not an absolute IRI made of allowed characters (ids are
  percent-encoded into local names first, see ``kgchat.backends.rdf``; relation IRIs come from the server's own
  predicate list);
- text goes through ``string_literal()``, which escapes it per the SPARQL grammar (``STRING_LITERAL_QUOTE``);
- language tags and datatypes are validated.
Queries are built from these terms only. Paging (ORDER BY + LIMIT/OFFSET) is added by ``paged_query``.
"""

from __future__ import annotations

import re
import threading
from typing import Any

from kgchat.errors import (
    AuthenticationFailed,
    BackendUnavailable,
    GraphError,
    InvalidInput,
    ReadOnlyGraph,
)

RDFS_LABEL = "http://www.w3.org/2000/01/rdf-schema#label"
OWL_SAME_AS = "http://www.w3.org/2002/07/owl#sameAs"
XSD = "http://www.w3.org/2001/XMLSchema#"
PREFIXES = {
    "ns": "http://rdf.freebase.com/ns/",
    "rdf": "http://www.w3.org/1999/02/22-rdf-syntax-ns#",
    "rdfs": "http://www.w3.org/2000/01/rdf-schema#",
    "owl": "http://www.w3.org/2002/07/owl#",
    "xsd": XSD,
    "skos": "http://www.w3.org/2004/02/skos/core#",
    "schema": "http://schema.org/",
    "foaf": "http://xmlns.com/foaf/0.1/",
    "dcterms": "http://purl.org/dc/terms/",
}

_IRI = re.compile(r"[A-Za-z][A-Za-z0-9+.\-]*:[^\x00-\x20<>\"{}|^`\\]*")
_LANG = re.compile(r"[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*")
_ESCAPES = {"\\": "\\\\", '"': '\\"', "\n": "\\n", "\r": "\\r", "\t": "\\t", "\b": "\\b", "\f": "\\f"}
_WORD = re.compile(r"\w+", re.UNICODE)


# -- terms -------------------------------------------------------------------------------------------------------------
def is_iri(value: str) -> bool:
    """True for an absolute IRI that can be written as ``<value>`` (SPARQL's IRIREF) without escaping."""
    return bool(_IRI.fullmatch(value))


def iri(value: str) -> str:
    """``<value>``, after checking it is a well-formed absolute IRI (a bad one is refused, never escaped)."""
    if not is_iri(value):
        raise InvalidInput(f"{value[:200]!r} is not an absolute IRI usable in a query.")
    return f"<{value}>"


def expand(value: str) -> str:
    """A prefixed name from a spec (``rdfs:label``) as a full IRI; full IRIs are returned unchanged."""
    prefix, sep, local = value.partition(":")
    if sep and prefix in PREFIXES and not local.startswith("//"):
        return PREFIXES[prefix] + local
    return value


def string_literal(text: str, lang: str | None = None, datatype: str | None = None) -> str:
    """A SPARQL string literal with quotes, backslashes and line breaks escaped; NUL is refused."""
    if "\x00" in text:
        raise InvalidInput("Text with a NUL character cannot be used in a query.")
    body = '"' + "".join(_ESCAPES.get(c, c) for c in text) + '"'
    if lang:
        if not _LANG.fullmatch(lang):
            raise InvalidInput(f"{lang!r} is not a language tag.")
        return f"{body}@{lang}"
    if datatype:
        return f"{body}^^{iri(datatype)}"
    return body


def term(binding: dict) -> str:
    """A value from a SPARQL JSON result, written back as a term (to delete exactly that value)."""
    kind, value = binding.get("type"), binding.get("value", "")
    if kind == "uri":
        return iri(value)
    if kind == "bnode":
        if value.startswith("nodeID://"):  # Virtuoso names its blank nodes this way and accepts them as IRIs
            return iri(value)
        raise InvalidInput("A blank node cannot be named in an update; give it an IRI in the data.")
    return string_literal(value, lang=binding.get("xml:lang"), datatype=binding.get("datatype"))


def search_words(text: str) -> list[list[str]]:
    """Per word of ``text``: its accent-stripped form and, if different, the lower-cased form as typed.

    ``"Amélie Poulain"`` → ``[["amelie", "amélie"], ["poulain"]]``. Words are ``\\w+`` runs only, so they are safe
    inside a free-text expression as well as inside a string literal.
    """
    from kgchat.backends.base import normalize_name

    out: list[list[str]] = []
    raw = [w.casefold() for w in _WORD.findall(text)]
    for i, word in enumerate(normalize_name(text).split()):
        forms = [word]
        if i < len(raw) and raw[i] != word and normalize_name(raw[i]) == word:
            forms.append(raw[i])
        out.append(forms)
    return out


def bif_expression(words: list[list[str]], mode: str) -> str:
    """Virtuoso free-text expression: every word (``all``) or any word (``any``), each word's forms OR-ed."""
    parts = ["(" + " OR ".join(f'"{f}"' for f in forms) + ")" if len(forms) > 1 else f'"{forms[0]}"' for forms in words]
    return (" AND " if mode == "all" else " OR ").join(parts)


def contains_filter(var: str, words: list[list[str]], mode: str) -> str:
    """Portable substring filter on a literal variable (any SPARQL 1.1 endpoint)."""
    def one(forms: list[str]) -> str:
        return "(" + " || ".join(f"CONTAINS(LCASE(STR({var})), {string_literal(f)})" for f in forms) + ")"
    return f"FILTER({(' && ' if mode == 'all' else ' || ').join(one(f) for f in words)})"


# -- query shapes --------------------------------------------------------------------------------------------------------
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


def unnamed_condition(var: str, label: str, same_as: bool, cvt_iri_prefix: str | None, by_label: bool) -> str:
    """Condition true when ``var`` is an unnamed (CVT / mediator / blank) node; wrap it in FILTER(…) or FILTER(!(…)).

    Freebase profile (``by_label``): a resource with no name (and no owl:sameAs). Generic profile: a blank node, or
    an IRI with the ``m.cvt_`` local-name prefix that ``kgchat.backends.rdf`` gives ``_:x`` ids.
    """
    if by_label:
        cond = f"!isLiteral({var}) && NOT EXISTS {{ {var} {label} ?unnamed_n }}"
        if same_as:
            cond += f" && NOT EXISTS {{ {var} {iri(OWL_SAME_AS)} ?unnamed_s }}"
        return cond
    cond = f"isBlank({var})"
    if cvt_iri_prefix:
        cond += f" || (isIRI({var}) && STRSTARTS(STR({var}), {string_literal(cvt_iri_prefix)}))"
    return cond


def edge(subject: str, predicate: str, obj: str) -> str:
    return f"{subject} {predicate} {obj} ."


def matches_id(var: str, iri_term: str | None, lexical: str) -> str:
    """FILTER: ``var`` is the entity (its IRI) or a literal whose lexical form is the id (literal objects)."""
    lit = f"(isLiteral({var}) && STR({var}) = {string_literal(lexical)})"
    return f"FILTER({var} = {iri_term} || {lit})" if iri_term else f"FILTER({lit})"


# -- entity ids as terms ---------------------------------------------------------------------------------------------
_INTEGER = re.compile(r"[+-]?[0-9]+")
_DECIMAL = re.compile(r"[+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?")
_YEAR_MONTH = re.compile(r"[0-9]{4}-[0-9]{2}")
_DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")
_DATE_TIME = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9:.]+(?:Z|[+-][0-9]{2}:[0-9]{2})?")


def entity_term(entity_id: str, base: str | None) -> str | None:
    """The IRI term naming an entity id: a full IRI as it is, else ``base`` + its percent-encoded local name.

    None when the id cannot name a resource (empty, or no base and not an IRI).
    """
    from kgchat.backends.rdf import id_to_local

    if "://" in entity_id and is_iri(entity_id):
        return iri(entity_id)
    if not entity_id or base is None:
        return None
    return iri(base + id_to_local(entity_id))


def literal_terms(text: str, datatype: str | None = None) -> list[str]:
    """Literals with lexical form ``text`` that an id may stand for: the given datatype, and for numbers and dates
    the plain, ``@en`` and XSD-typed forms they fit (``"1900"^^xsd:gYear``, ``"1.5"^^xsd:float``, …).

    A literal object's id is its lexical form, so looking a value up by id means trying these exact terms, which a
    store finds through its object index (``FILTER(STR(?o) = …)`` would scan every value). Other text is only
    tried as a literal when a datatype is given: string values are answers, and trying every entity id as a string
    as well would cost each lookup several index probes.
    """
    if not text or "\x00" in text:
        return []
    types: list[str] = [datatype] if datatype and is_iri(datatype) else []
    plain = datatype in (None, XSD + "string")
    if _INTEGER.fullmatch(text):
        types += ["integer", "int", "long", "decimal", "float", "double"] + (["gYear"] if len(text) == 4 else [])
    elif _DECIMAL.fullmatch(text):
        types += ["decimal", "float", "double"]
    elif _YEAR_MONTH.fullmatch(text):
        types += ["gYearMonth"]
    elif _DATE.fullmatch(text):
        types += ["date"]
    elif _DATE_TIME.fullmatch(text):
        types += ["dateTime"]
    elif not datatype:
        return []
    full = list(dict.fromkeys(t if "://" in t else XSD + t for t in types))
    out = [string_literal(text), string_literal(text, lang="en")] if plain else []
    return out + [string_literal(text, datatype=t) for t in full]


def object_terms(entity_id: str, base: str | None, datatype: str | None = None) -> list[str]:
    """Every term an id may stand for in object position: its IRI and the literals with that lexical form."""
    term = entity_term(entity_id, base)
    return ([term] if term else []) + literal_terms(entity_id, datatype)


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
        import httpx

        self.endpoint, self.graph, self.timeout = endpoint, graph, float(timeout)
        self.page_size = max(1, int(page_size))
        self.queries = 0  # HTTP requests sent, read by engines to report cost
        self.virtuoso: bool | None = None
        self._lock = threading.Lock()
        self._http = httpx.Client(timeout=httpx.Timeout(self.timeout, connect=min(self.timeout, 10.0)),
                                  transport=transport, follow_redirects=True)

    def _post(self, data: dict[str, str], update: bool = False) -> Any:
        import httpx

        if not update and self.graph:
            data["default-graph-uri"] = self.graph
        if self.virtuoso:
            data["timeout"] = str(int(self.timeout * 1000))
        with self._lock:
            self.queries += 1
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
        drops to the server's cap and paging goes on. Past Virtuoso's sorted-OFFSET limit (SR353) the remaining
        pages use the nested form of ``paged_query``.
        """
        rows: list[dict] = []
        nested = False
        while True:
            want = self.page_size if limit is None else min(self.page_size, limit - len(rows))
            if want <= 0:
                break
            try:
                page, cap = self.select(paged_query(select, where, order, want, len(rows), tail, nested))
            except SortedTopLimit as exc:
                if nested:
                    raise GraphError(f"{self.endpoint} refused to page this result: {exc}") from exc
                nested = True
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


# -- names: display names and search by name --------------------------------------------------------------------------
NAME_BATCH = 200  # entities per names query
FUZZY_MAX_NAMES = 200_000  # graphs with at most this many names get SQLite-like exact and fuzzy name matching
_ENGLISH = ' FILTER(lang(?n) = "" || langMatches(lang(?n), "en"))'


class NameSearch:
    """Names of resources, and entity search by name, over one endpoint and name predicate.

    ``english`` (the Freebase profile) searches English and untagged names only and falls back to owl:sameAs for
    display names. ``to_id`` turns a result IRI binding into an entity id, ``to_iri`` an id into an IRI term.
    A small graph (at most ``FUZZY_MAX_NAMES`` names) is searched like the SQLite store: exact normalised names
    and a fuzzy fallback over an in-memory list of all names (dropped on writes, see ``forget``).
    """

    def __init__(self, client: SparqlClient, label: str, english: bool, name_lang: str | None, mode: str,
                 to_id: Any, to_iri: Any):
        self.client, self.label, self.english, self.name_lang, self.mode = client, iri(label), english, name_lang, mode
        self.to_id, self.to_iri = to_id, to_iri
        self._bif: bool | None = None
        self._small: bool | None = None
        self._names: list[tuple[str, str, str]] | None = None  # (id, name, normalised name)
        self._index: dict[str, list[tuple[str, str]]] | None = None

    def names_for(self, iris: list[str]) -> dict[str, str]:
        """Preferred name per IRI: English, untagged, any language, then (``english``) owl:sameAs.

        One query per batch fetches every name (and sameAs) value with its language and the choice is made here:
        cheaper than ranking in SPARQL (UNION + GROUP BY costs Virtuoso about four times as much).
        """
        preds = self.label + (f" {iri(OWL_SAME_AS)}" if self.english else "")
        best: dict[str, tuple[int, str]] = {}
        for i in range(0, len(iris), NAME_BATCH):
            values = " ".join(iri(x) for x in iris[i:i + NAME_BATCH])
            where = f"VALUES ?e {{ {values} }} VALUES ?p {{ {preds} }} ?e ?p ?v"
            for row in self.client.paged("DISTINCT ?e ?p ?v", where, "?e ?p ?v"):
                v = row["v"]
                lang = v.get("xml:lang", "").lower()
                if row["p"]["value"] == OWL_SAME_AS:
                    rank = 3
                else:
                    rank = 0 if lang == "en" or lang.startswith("en-") else (1 if not lang else 2)
                key = (rank, v["value"])
                e = row["e"]["value"]
                if e not in best or key < best[e]:
                    best[e] = key
        return {e: n for e, (_, n) in best.items()}

    def search(self, text: str, limit: int, by_id: Any = None) -> list[Any]:
        """Ranked EntityMatch list for ``text`` (``by_id``: an entity the text names by id, scored 1.0)."""
        from rapidfuzz import fuzz, process

        from kgchat.backends.base import normalize_name
        from kgchat.types import Entity, EntityMatch

        norm = normalize_name(text)
        if not norm or limit <= 0:
            return []
        found: dict[str, EntityMatch] = {}

        def offer(entity: Entity, score: float, method: str) -> None:
            if entity.id not in found or found[entity.id].score < score:
                found[entity.id] = EntityMatch(entity, round(score, 4), method, text)

        if by_id is not None:
            offer(by_id, 1.0, "id")
        for e in self.by_norm(norm, limit, text.strip()):
            offer(e, 1.0, "exact")
        if len(found) < limit:
            words = search_words(text)
            for mode, weight in (("all", 0.95), ("any", 0.8)):
                for eid, name in self._word_search(words, mode, max(limit * 5, 50)):
                    n = normalize_name(name)
                    if n == norm:  # e.g. an accented name found through its words
                        offer(Entity(eid, name), 1.0, "exact")
                    else:
                        offer(Entity(eid, name), weight * fuzz.ratio(norm, n) / 100.0, "fts")
                if len(found) >= limit or len(words) == 1:
                    break
        if not found and self.is_small():
            names = self.all_names()
            for _, score, idx in process.extract(norm, [n for _, _, n in names], scorer=fuzz.WRatio, limit=limit,
                                                 score_cutoff=60):
                eid, name, _ = names[idx]
                offer(Entity(eid, name), 0.7 * score / 100.0, "fuzzy")
        ranked = sorted(found.values(), key=lambda m: (-m.score, len(m.entity.name), m.entity.id))[:limit]
        # show each match under its preferred name (the match may have been on another language's name)
        terms = {m.entity.id: t[1:-1] for m in ranked if (t := self.to_iri(m.entity.id))}
        preferred = self.names_for(list(dict.fromkeys(terms.values()))) if terms else {}
        return [EntityMatch(Entity(m.entity.id, preferred[terms[m.entity.id]]), m.score, m.method, m.mention)
                if preferred.get(terms.get(m.entity.id, "")) else m for m in ranked]

    def by_norm(self, norm: str, limit: int = 20, text: str | None = None) -> list[Any]:
        """Entities whose name normalises to ``norm``.

        Small graphs: the in-memory index of all names. Large graphs: exact name literals for a few spellings of
        ``norm`` (and of ``text``), found through the object index instead of a scan of all names.
        """
        from kgchat.backends.base import normalize_name
        from kgchat.types import Entity

        if self.is_small():
            return [Entity(i, n) for i, n in sorted(self._name_index().get(norm, []))[:limit]]
        spellings = {norm, norm.title(), norm.capitalize(), norm.upper()}
        if text:
            spellings |= {text, text.title(), text.capitalize(), text.lower()}
        langs = [self.name_lang, None] if self.name_lang else [None, "en"]
        values = " ".join(string_literal(s, lang=lang) for s in sorted(spellings) for lang in langs)
        rows = self.client.paged("DISTINCT ?e ?n", f"VALUES ?n {{ {values} }} ?e {self.label} ?n", "?e ?n",
                                 limit=max(limit * 4, 20))
        out: dict[str, Entity] = {}
        for r in rows:
            if r["e"].get("type") == "uri" and normalize_name(r["n"]["value"]) == norm:
                eid = self.to_id(r["e"])
                out.setdefault(eid, Entity(eid, r["n"]["value"]))
        return sorted(out.values(), key=lambda e: e.id)[:limit]

    def _word_search(self, words: list[list[str]], mode: str, cap: int) -> list[tuple[str, str]]:
        if not words:
            return []
        lang = _ENGLISH if self.english else ""
        if self.use_bif():
            where = f"?e {self.label} ?n . ?n bif:contains {string_literal(bif_expression(words, mode))} .{lang}"
        else:
            where = f"?e {self.label} ?n . {contains_filter('?n', words, mode)}{lang}"
        rows, _ = self.client.select(f"SELECT DISTINCT ?e ?n WHERE {{ {where} }} LIMIT {int(cap)}")
        return [(self.to_id(r["e"]), r["n"]["value"]) for r in rows if r["e"].get("type") == "uri"]

    def use_bif(self) -> bool:
        """Virtuoso's free-text ``bif:contains``: detected once with one probe query, unless the spec fixes it."""
        if self.mode != "auto":
            return self.mode == "bif"
        if self._bif is None:
            if self.client.virtuoso is None:
                self.client.ask("?s ?p ?o")  # any answer tells which server this is
            self._bif = False
            if self.client.virtuoso:
                try:
                    self.client.select(f"SELECT ?n WHERE {{ ?e {self.label} ?n . ?n bif:contains '\"kgchat\"' }} LIMIT 1")
                    self._bif = True
                except GraphError:
                    pass
        return self._bif

    def is_small(self) -> bool:
        if self._small is None:
            try:
                self._small = self.client.count(f"?e {self.label} ?n") <= FUZZY_MAX_NAMES
            except BackendUnavailable:
                self._small = False  # counting the names timed out: certainly not small
        return self._small

    def all_names(self) -> list[tuple[str, str, str]]:
        from kgchat.backends.base import normalize_name

        if self._names is None:
            lang = _ENGLISH if self.english else ""
            rows = self.client.paged("DISTINCT ?e ?n", f"?e {self.label} ?n .{lang}", "?e ?n")
            self._names = [(self.to_id(r["e"]), r["n"]["value"], normalize_name(r["n"]["value"]))
                           for r in rows if r["e"].get("type") == "uri"]
        return self._names

    def _name_index(self) -> dict[str, list[tuple[str, str]]]:
        if self._index is None:
            index: dict[str, list[tuple[str, str]]] = {}
            for eid, name, n in self.all_names():
                index.setdefault(n, []).append((eid, name))
            self._index = index
        return self._index

    def forget(self) -> None:
        """Drop the cached names (after a write)."""
        self._names = None
        self._index = None
