"""Names of resources and entity search by name over a SPARQL endpoint (``NameSearch``): display names in one
batch per 200 entities, exact names through the object index, words through Virtuoso's ``bif:contains`` or portable
substring filters, and, on small graphs, the fuzzy pass. The ranking is ``kgchat.backends.ranking``'s, as on
every backend."""

from __future__ import annotations

import re
from typing import Any

from kgchat.backends.base import normalize_name
from kgchat.backends.ranking import rank_by_name
from kgchat.backends.sparql.client import SparqlClient
from kgchat.backends.sparql.terms import OWL_SAME_AS, iri, string_literal
from kgchat.errors import BackendUnavailable, GraphError
from kgchat.types import Entity, EntityMatch

_WORD = re.compile(r"\w+", re.UNICODE)


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


# -- names: display names and search by name --------------------------------------------------------------------------
NAME_BATCH = 200  # entities per names query
FUZZY_MAX_NAMES = 200_000  # graphs with at most this many names get SQLite-like exact and fuzzy name matching
_ENGLISH = ' FILTER(lang(?n) = "" || langMatches(lang(?n), "en"))'


def keep_best_name(best: dict[str, tuple[int, str]], resource: str, predicate: str, value: dict) -> None:
    """Fold one name value of ``resource`` into ``best``: English, then untagged, then any language, then sameAs;
    among equals the smallest text (``NameSearch.names_for``'s choice)."""
    lang = value.get("xml:lang", "").lower()
    if predicate == OWL_SAME_AS:
        rank = 3
    else:
        rank = 0 if lang == "en" or lang.startswith("en-") else (1 if not lang else 2)
    key = (rank, value["value"])
    if resource not in best or key < best[resource]:
        best[resource] = key


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
        self._display: dict[str, str] = {}  # IRI -> preferred name, filled with _names (see held)
        self._index: dict[str, list[tuple[str, str]]] | None = None

    def names_for(self, iris: list[str]) -> dict[str, str]:
        """Preferred name per IRI: English, untagged, any language, then (``english``) owl:sameAs.

        One query per batch fetches every name (and sameAs) value with its language and the choice is made here:
        cheaper than ranking in SPARQL (UNION + GROUP BY costs Virtuoso about four times as much).
        """
        if (held := self.held()) is not None:
            return {e: held[e] for e in iris if e in held}
        preds = self.label + (f" {iri(OWL_SAME_AS)}" if self.english else "")
        best: dict[str, tuple[int, str]] = {}
        for i in range(0, len(iris), NAME_BATCH):
            values = " ".join(iri(x) for x in iris[i:i + NAME_BATCH])
            where = f"VALUES ?e {{ {values} }} VALUES ?p {{ {preds} }} ?e ?p ?v"
            for row in self.client.paged("DISTINCT ?e ?p ?v", where, "?e ?p ?v"):
                keep_best_name(best, row["e"]["value"], row["p"]["value"], row["v"])
        return {e: n for e, (_, n) in best.items()}

    def search(self, text: str, limit: int, by_id: Entity | None = None) -> list[EntityMatch]:
        """Ranked matches for ``text`` (``by_id``: an entity the text names by id, scored 1.0), each shown under its
        preferred name (the match may have been on another language's name)."""
        words = search_words(text)

        def word_matches(all_words: bool, cap: int) -> list[tuple[Entity, str]]:
            return [(Entity(eid, name), normalize_name(name))
                    for eid, name in self._word_search(words, "all" if all_words else "any", cap)]

        def fuzzy() -> tuple[list[str], Any] | None:
            if not self.is_small():
                return None
            names = self.all_names()
            return [n for _, _, n in names], lambda i: Entity(names[i][0], names[i][1])

        ranked = rank_by_name(text, limit, lambda norm: self.by_norm(norm, limit, text.strip()), word_matches,
                              fuzzy, by_id)
        terms = {m.entity.id: t[1:-1] for m in ranked if (t := self.to_iri(m.entity.id))}
        preferred = self.names_for(list(dict.fromkeys(terms.values()))) if terms else {}
        return [EntityMatch(Entity(m.entity.id, preferred[terms[m.entity.id]]), m.score, m.method, m.mention)
                if preferred.get(terms.get(m.entity.id, "")) else m for m in ranked]

    def by_norm(self, norm: str, limit: int = 20, text: str | None = None) -> list[Entity]:
        """Entities whose name normalises to ``norm``.

        Small graphs: the in-memory index of all names. Large graphs: exact name literals for a few spellings of
        ``norm`` (and of ``text``), found through the object index instead of a scan of all names.
        """
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
        if self._names is None:
            lang = _ENGLISH if self.english else ""
            rows = [r for r in self.client.paged("DISTINCT ?e ?n", f"?e {self.label} ?n .{lang}", "?e ?n")
                    if r["e"].get("type") == "uri"]
            self._names = [(self.to_id(r["e"]), r["n"]["value"], normalize_name(r["n"]["value"])) for r in rows]
            best: dict[str, tuple[int, str]] = {}
            for r in rows:
                keep_best_name(best, r["e"]["value"], self.label, r["n"])
            self._display = {e: n for e, (_, n) in best.items()}
        return self._names

    def held(self) -> dict[str, str] | None:
        """Every resource's preferred name (IRI -> name, ``names_for``'s choice) when a small graph's names are
        held in memory, so that reads need not fetch names along; None on large graphs and under the English
        profile (whose choice also looks at owl:sameAs and at languages the memory leaves out)."""
        if self.english or not self.is_small():
            return None
        self.all_names()
        return self._display

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
        self._display = {}
