"""``SparqlGraph``: the GraphStore over a SPARQL 1.1 endpoint (spec, options, profiles and CVT handling are
described in ``kgchat.backends.sparql``)."""

from __future__ import annotations

import time
from collections.abc import Iterable, Sequence
from typing import Any
from urllib.parse import unquote

from kgchat.backends.base import GraphStore, Lookup, Move, as_direction, check_relation, default_name
from kgchat.backends.inverses import sparql_inverses
from kgchat.backends.sparql import frontier, terms, writes
from kgchat.backends.sparql.client import SparqlClient
from kgchat.backends.sparql.names import NameSearch
from kgchat.errors import ConfigError, InvalidInput, UnknownRelation
from kgchat.types import Direction, Entity, EntityMatch, GraphStats, Triple

META_PREFIXES = ("type.object.", "type.type.", "common.", "freebase.", "kg.")
CVT_SEP = " > "  # joins the two relations of a step through a CVT node, as kgchat.reasoning.tog labels them
SCHEMA_RELOAD_SECONDS = 60.0  # an unknown relation reloads the predicate list at most this often
_OPTIONS = {"profile", "graph", "label", "base", "timeout", "page", "search", "cvt", "readonly", "topics"}


def aggregate_values(fn: str, values: list[tuple[float, str]]) -> list[Entity]:
    """SUM / AVG (a number written by ``number_text``) or the MIN / MAX value of (key, text) rows."""
    from kgchat.logic.nodes import number_text

    if not values:
        return []
    if fn in ("min", "max"):
        text = min(values)[1] if fn == "min" else min(values, key=lambda kv: (-kv[0], kv[1]))[1]
        return [Entity(text, text)]
    total = sum(k for k, _ in values)
    text = number_text(total if fn == "sum" else total / len(values))
    return [Entity(text, text)]


class SparqlGraph(GraphStore):
    """GraphStore over a SPARQL 1.1 endpoint (read: SPARQL Query; write: SPARQL Update, when allowed)."""

    def __init__(self, endpoint: str, profile: str = "freebase", graph: str | None = None, label: str | None = None,
                 base: str | None = None, timeout: float = 30.0, page_size: int = 10_000, search: str = "auto",
                 cvt: str = "keep", readonly: bool = False, exclude_topics: bool = False, transport: Any = None):
        if profile not in ("freebase", "generic"):
            raise ConfigError(f"Unknown SPARQL profile {profile!r}; use freebase or generic.")
        if search not in ("auto", "bif", "contains"):
            raise ConfigError(f"Unknown search mode {search!r}; use auto, bif or contains.")
        if cvt not in ("keep", "expand"):
            raise ConfigError(f"Unknown cvt mode {cvt!r}; use keep or expand.")
        if not endpoint.startswith(("http://", "https://")):
            raise ConfigError(f"The SPARQL endpoint must be an http(s) URL, not {endpoint!r}.")
        self.endpoint = endpoint
        self.profile = profile
        self.freebase = profile == "freebase"
        self.graph = terms.expand(graph) if graph else None
        self.label = terms.expand(label) if label else (terms.NAME_IRI if self.freebase else terms.RDFS_LABEL)
        self.base = terms.expand(base) if base else (terms.FREEBASE_NS if self.freebase else None)
        for name, value in (("graph", self.graph), ("label", self.label), ("base", self.base)):
            if value is not None and not terms.is_iri(value):
                raise ConfigError(f"The {name} option must be an absolute IRI, not {value!r}.")
        self.timeout = float(timeout)
        self.search_mode = search
        self.expand_cvt = cvt == "expand"
        self.readonly = readonly
        self.exclude_topics = exclude_topics
        self.name_lang = "en" if self.freebase else None
        self.spec = self._make_spec()
        self._label_term = terms.iri(self.label)
        self._cvt_iri_prefix = (self.base + terms.CVT_PREFIX) if self.base else None
        self.client = SparqlClient(endpoint, self.graph, self.timeout, page_size, transport)
        self._schema: dict[str, str] | None = None  # relation name -> predicate IRI
        self._schema_loaded = 0.0
        self._inverses: dict[str, str] | None = None  # inverse relation twins, read once (inverse_relations)
        self.names = NameSearch(self.client, self.label, self.freebase, self.name_lang, search, self._id, self._iri)
        # (entity, relation, direction) -> neighbour count, as relations_many last counted it: neighbors_many limits
        # the lookups that reach more than its limit on the server (a hint for speed; the answers never depend on it)
        self.fanout: dict[Lookup, int] = {}

    # -- construction ----------------------------------------------------------------------------------------
    @classmethod
    def from_spec(cls, spec: str) -> SparqlGraph:
        """Open ``sparql:URL#option=value&…`` (options in the module docstring)."""
        body = spec.removeprefix("sparql:")
        url, _, fragment = body.partition("#")
        options: dict[str, str] = {}
        for part in filter(None, fragment.split("&")):
            key, sep, value = part.partition("=")
            if not sep or key not in _OPTIONS:
                raise ConfigError(f"Unknown or malformed option {part!r} in {spec!r}; options are "
                                  f"{', '.join(sorted(_OPTIONS))} (e.g. sparql:URL#profile=generic&label=rdfs:label).")
            options[key] = unquote(value)
        if not url:
            raise ConfigError("The sparql spec needs an endpoint URL, e.g. sparql:http://localhost:8890/sparql")
        try:
            return cls(url, profile=options.get("profile", "freebase"), graph=options.get("graph"),
                       label=options.get("label"), base=options.get("base"),
                       timeout=float(options.get("timeout", 30)), page_size=int(options.get("page", 10_000)),
                       search=options.get("search", "auto"), cvt=options.get("cvt", "keep"),
                       readonly=options.get("readonly", "0") in ("1", "true", "yes"),
                       exclude_topics=options.get("topics", "keep") == "exclude")
        except ValueError as exc:
            raise ConfigError(f"Bad number in {spec!r}: {exc}") from exc

    def _make_spec(self) -> str:
        opts = [f"profile={self.profile}"]
        if self.graph:
            opts.append(f"graph={self.graph}")
        if not self.freebase or self.label != terms.NAME_IRI:
            opts.append(f"label={self.label}")
        if self.base and self.base != (terms.FREEBASE_NS if self.freebase else None):
            opts.append(f"base={self.base}")
        if self.search_mode != "auto":
            opts.append(f"search={self.search_mode}")
        if self.expand_cvt:
            opts.append("cvt=expand")
        if self.readonly:
            opts.append("readonly=1")
        if self.exclude_topics:
            opts.append("topics=exclude")
        return f"sparql:{self.endpoint}#" + "&".join(opts)

    @property
    def queries(self) -> int:
        """Requests sent to the endpoint so far (engines report it as graph queries)."""
        return self.client.queries

    @property
    def page_size(self) -> int:
        return self.client.page_size

    # -- ids, names, relations --------------------------------------------------------------------------------
    def _iri(self, entity_id: str) -> str | None:
        """The IRI term for an id, or None when the id cannot name a resource here (e.g. no base, not an IRI)."""
        return terms.entity_term(entity_id, self.base)

    def _objects(self, entity_id: str) -> str | None:
        """``VALUES ?t {…}``: the id's IRI and the literals with that lexical form (literal objects are entities)."""
        found = terms.object_terms(entity_id, self.base)
        return f"VALUES ?t {{ {' '.join(found)} }}" if found else None

    def _id(self, binding: dict) -> str:
        value = binding["value"]
        if binding.get("type") == "uri" and self.base and value.startswith(self.base):
            return terms.local_to_id(value[len(self.base):])
        return value

    def _relation_name(self, predicate: str) -> str:
        if self.base and predicate.startswith(self.base):
            return terms.decode_local(predicate[len(self.base):])
        return predicate

    def relation_iris(self, force: bool = False) -> dict[str, str]:
        """Relation name → predicate IRI for every predicate in the graph (read once, then cached)."""
        if self._schema is None or force:
            rows = self.client.paged("DISTINCT ?p", "?s ?p ?o", "?p")
            self._schema = {self._relation_name(r["p"]["value"]): r["p"]["value"] for r in rows}
            self._schema_loaded = time.monotonic()
        return self._schema

    def _predicate(self, relation: str) -> str:
        """The IRI term of a relation in the schema, else UnknownRelation (relations are checked, never pasted)."""
        schema = self.relation_iris()
        if relation not in schema and time.monotonic() - self._schema_loaded > SCHEMA_RELOAD_SECONDS:
            schema = self.relation_iris(force=True)  # another client may have added it
        return terms.iri(schema[check_relation(relation, schema)])

    def _unnamed(self, var: str) -> str:
        return terms.unnamed_condition(var, self._label_term, self.freebase, self._cvt_iri_prefix, self.freebase)

    def _is_meta(self, relation: str) -> bool:
        if not self.freebase:
            return False
        return relation.startswith(META_PREFIXES) or "://" in relation

    def inverse_relations(self) -> dict[str, str]:
        """Inverse relation pairs over a sample of the triples (``kgchat.backends.inverses``); read once."""
        if self._inverses is None:
            self._inverses = sparql_inverses(self.client.select, self._relation_name, set(self.relation_names()))
        return dict(self._inverses)

    def relation_names(self) -> list[str]:
        schema = self.relation_iris(force=time.monotonic() - self._schema_loaded > SCHEMA_RELOAD_SECONDS)
        return sorted(r for r, p in schema.items() if p != self.label)

    def _entities(self, bindings: Iterable[dict], names: dict[str, str] | None = None) -> list[Entity]:
        """Typed entities for result values, named in one batch (unless ``names``, IRI -> name, came with the
        results); literals are their own id and name."""
        values = list(bindings)
        iris = list(dict.fromkeys(b["value"] for b in values if b.get("type") == "uri"))
        if names is None:
            names = self.names.names_for(iris) if iris else {}
        out: dict[str, Entity] = {}
        for b in values:
            kind = b.get("type")
            if kind == "uri":
                eid = self._id(b)
                name = names.get(b["value"])
                out.setdefault(eid, Entity(eid, name if name is not None else self._default_name(eid)))
            elif kind == "bnode":
                out.setdefault(b["value"], Entity(b["value"], ""))
            else:
                out.setdefault(b["value"], Entity(b["value"], b["value"]))
        return list(out.values())

    def _default_name(self, entity_id: str) -> str:
        return "" if self.freebase else default_name(entity_id)

    # -- reading ---------------------------------------------------------------------------------------------
    def entity(self, entity_id: str) -> Entity | None:
        term = self._iri(entity_id)
        if term is None:
            return None
        names = self.names.names_for([term[1:-1]])
        if names:
            return Entity(entity_id, names[term[1:-1]])
        if self.client.ask(f"{{ {term} ?p ?o }} UNION {{ ?s ?p {term} }}"):
            return Entity(entity_id, self._default_name(entity_id))
        literals = terms.literal_terms(entity_id)
        if literals and self.client.ask(f"VALUES ?t {{ {' '.join(literals)} }} ?s ?p ?t . "
                                        f"FILTER(?p != {self._label_term})"):
            return Entity(entity_id, entity_id)  # a literal value: its lexical form is its id and name
        return None

    def relations(self, entity_id: str, direction: Direction | str) -> list[str]:
        direction = as_direction(direction)
        if direction is Direction.OUT:
            term = self._iri(entity_id)
            where = f"{term} ?p ?o" if term else None
        else:
            values = self._objects(entity_id)
            where = f"{values} ?o ?p ?t" if values else None
        if where is None:
            return []
        if self.expand_cvt:  # only relations reaching something other than a CVT node
            where += f" FILTER(!({self._unnamed('?o')}))"
        rows = self.client.paged("DISTINCT ?p", where, "?p")
        found = {self._relation_name(r["p"]["value"]) for r in rows if r["p"]["value"] != self.label}
        found = {r for r in found if not self._is_meta(r)}
        if self.expand_cvt:
            found |= set(self.cvt_relations(entity_id, direction))
        return sorted(found)

    def cvt_relations(self, entity_id: str, direction: Direction | str) -> list[str]:
        """Two-hop relations ``"r1 > r2"`` through unnamed (CVT) nodes, meta relations left out, sorted."""
        direction = as_direction(direction)
        term = self._iri(entity_id)
        if term is None:
            return []
        if direction is Direction.OUT:
            where = f"{term} ?p1 ?c . ?c ?p2 ?x . FILTER(?x != {term})"
        else:
            where = f"?x ?p1 ?c . ?c ?p2 {term} . FILTER(?x != {term})"
        where += f" FILTER({self._unnamed('?c')}) FILTER(?p2 != {self._label_term})"
        rows = self.client.paged("DISTINCT ?p1 ?p2", where, "?p1 ?p2")
        out = set()
        for r in rows:
            r1, r2 = self._relation_name(r["p1"]["value"]), self._relation_name(r["p2"]["value"])
            if not (self._is_meta(r1) or self._is_meta(r2)):
                out.add(f"{r1}{CVT_SEP}{r2}")
        return sorted(out)

    def neighbors(self, entity_id: str, relation: str, direction: Direction | str, limit: int | None = None) -> list[Entity]:
        direction = as_direction(direction)
        parts = relation.split(CVT_SEP)
        if len(parts) > 2:
            raise InvalidInput(f"{relation!r}: a step goes through at most one CVT node ('r1{CVT_SEP}r2').")
        preds = [self._predicate(p) for p in parts]  # raises UnknownRelation before anything is sent
        term = self._iri(entity_id)
        if len(preds) == 1 and direction is Direction.IN:
            values = self._objects(entity_id)
            if values is None:
                return []
            where = f"{values} ?x {preds[0]} ?t"
        elif term is None:
            return []
        elif len(preds) == 1:
            where = f"{term} {preds[0]} ?x"
        else:
            if direction is Direction.OUT:
                where = f"{term} {preds[0]} ?c . ?c {preds[1]} ?x . FILTER(?x != {term})"
            else:
                where = f"?x {preds[0]} ?c . ?c {preds[1]} {term} . FILTER(?x != {term})"
            where += f" FILTER({self._unnamed('?c')})"
        rows = self.client.paged("DISTINCT ?x", where, "?x", limit=limit)
        entities = sorted(self._entities(r["x"] for r in rows), key=lambda e: e.id)
        return entities if limit is None else entities[: int(limit)]

    def sample_entities(self, relation: str, limit: int, seed: int = 0) -> list[Entity]:
        pred = self._predicate(relation)
        # Seeded by where the page starts in the subjects sorted by IRI (SPARQL has no seeded random order).
        offset = (int(seed) * 7919) % 10_000 if seed else 0
        rows = self.client.select(f"SELECT DISTINCT ?x WHERE {{ ?x {pred} ?o . FILTER(isIRI(?x)) }} "
                                  f"LIMIT {max(int(limit), 0)} OFFSET {offset}")[0]
        if not rows and offset:
            return self.sample_entities(relation, limit)
        return sorted(self._entities(r["x"] for r in rows), key=lambda e: e.id)

    def relations_many(self, entity_ids: Sequence[str]) -> dict[str, dict[Move, Entity | None]]:
        """Moves of many entities with their first neighbours in one request (``kgchat.backends.sparql.frontier``)."""
        return frontier.relations_many(self, entity_ids)

    def neighbors_many(self, lookups: Iterable[Lookup], limit: int | None = None) -> dict[Lookup, list[Entity]]:
        """Neighbours for many lookups in one request (``kgchat.backends.sparql.frontier``)."""
        return frontier.neighbors_many(self, lookups, limit, CVT_SEP)

    def degree(self, entity_id: str) -> int:
        """Number of edges at the entity (both directions, names excluded); used to rank linking candidates."""
        term = self._iri(entity_id)
        if term is None:
            return 0
        return self.client.count(f"{{ {term} ?p ?o FILTER(?p != {self._label_term}) }} UNION {{ ?s ?p {term} }}")

    def stats(self) -> GraphStats:
        rows = self.client.paged("?p (COUNT(*) AS ?n)", "?s ?p ?o", "?p", tail="GROUP BY ?p")
        per_rel = {self._relation_name(r["p"]["value"]): int(r["n"]["value"]) for r in rows
                   if r["p"]["value"] != self.label}
        entities = self.client.count("SELECT DISTINCT ?e WHERE { { ?e ?p ?o } UNION { ?s ?p ?e FILTER(!isLiteral(?e)) } }")
        return GraphStats(triples=sum(per_rel.values()), entities=entities, relations=dict(sorted(per_rel.items())))

    def _compile(self, form: Any) -> Any:
        from kgchat.logic.sparql import compile_sparql

        def compile_with(schema: dict[str, str]) -> Any:
            return compile_sparql(form, schema, self.base, self.label, exclude_topics=self.exclude_topics)

        try:
            return compile_with(self.relation_iris())
        except UnknownRelation:  # the form may use a relation added since the schema was read
            return compile_with(self.relation_iris(force=True))

    def compile_form(self, form: Any) -> tuple[str, str]:
        from kgchat.logic.nodes import Count, Share

        if isinstance(share := _parsed(form), Share):  # two counts, divided here
            return "sparql", "\n".join(f"# {what}\n{self._compile(Count(x)).text()}" for what, x in (
                ("the whole", share.whole), ("the part", share.expr)))
        return "sparql", self._compile(form).text()

    def execute(self, form: Any) -> list[Entity]:
        """Compile a logical form to one SPARQL query (``kgchat.logic.sparql``) and run it; a set answer in the order
        of ``kgchat.logic.order``."""
        from kgchat.logic.nodes import Count, Share, share_text
        from kgchat.logic.order import order_answers, shared_name_keys, tie_key

        if isinstance(share := _parsed(form), Share):  # (SHARE X F): two counts, divided here
            whole, part = (int(self.execute(Count(x))[0].id) for x in (share.whole, share.expr))
            text = share_text(part, whole)
            return [] if text is None else [Entity(text, text)]
        compiled = self._compile(form)
        rows = self.client.paged(compiled.select, compiled.where, compiled.order, tail=compiled.tail)
        if compiled.rank is not None:  # TOP / BOTTOM: rank here, by key then name, as the executor does
            largest, k = compiled.rank
            keyed = {}
            for r in rows:
                if compiled.var in r and "k" in r:
                    keyed[r[compiled.var]["value"]] = (float(r["k"]["value"]), r[compiled.var])
            found = {e.id: e for e in self._entities(b for _, b in keyed.values())}
            by_id = {self._id(b) if b.get("type") == "uri" else b["value"]: key for key, b in keyed.values()}
            stable = shared_name_keys(found.values(), self)
            order = sorted(by_id, key=lambda i: (-by_id[i] if largest else by_id[i], *tie_key(found[i], stable)))
            return [found[i] for i in order[:k]]
        if compiled.aggregate:
            return aggregate_values(compiled.aggregate, [(float(r["k"]["value"]), r["t"]["value"]) for r in rows
                                                         if "k" in r and "t" in r])
        if compiled.count:
            n = int(rows[0][compiled.var]["value"]) if rows else 0
            return [Entity(str(n), str(n))]
        return order_answers(self._entities(r[compiled.var] for r in rows if compiled.var in r), self)

    # -- search (kgchat.backends.sparql.names.NameSearch) -----------------------------------------------------
    def search_entities(self, text: str, limit: int = 10) -> list[EntityMatch]:
        """Id lookup → exact name → words (bif:contains or substring; all words, then any) → fuzzy (small graphs).

        Scores follow SQLiteGraph: 1.0 for a name equal to the text after ``normalize_name``, 0.95·similarity for
        all-words matches, 0.8·similarity for any-word matches, 0.7·similarity for fuzzy ones; sorted best first.
        """
        stripped = (text or "").strip()
        by_id = self.entity(stripped) if self._looks_like_id(stripped) else None
        return self.names.search(text or "", limit, by_id)

    def entities_by_norm(self, norm: str, limit: int = 20) -> list[Entity]:
        """Entities whose name normalises to ``norm`` (entity linking looks question n-grams up with it)."""
        return self.names.by_norm(norm, limit)

    def _looks_like_id(self, text: str) -> bool:
        if not text or any(c.isspace() for c in text):
            return False
        if "://" in text:
            return terms.is_iri(text)
        return self.freebase and len(text) > 2 and text[:2] in ("m.", "g.") and text[2:].replace("_", "").isalnum()

    # -- writing (kgchat.backends.sparql.writes) -------------------------------------------------------------
    def has_triple(self, triple: Triple) -> bool:
        return writes.has_triple(self, triple)

    def add_triple(self, triple: Triple, head_name: str | None = None, tail_name: str | None = None) -> bool:
        return writes.add_triple(self, triple, head_name, tail_name)

    def remove_triple(self, triple: Triple) -> bool:
        return writes.remove_triple(self, triple)

    def replace_triple(self, old: Triple, new: Triple) -> None:
        """Delete ``old`` and insert ``new`` in one update request (a literal stays a literal of its type)."""
        writes.replace_triple(self, old, new)

    def bulk_insert(self, triples: list[tuple[str, str, str]], names: dict[str, str] | None = None,
                    default_names: dict[str, str] | None = None) -> int:
        """Insert (head, relation, tail) id triples with INSERT DATA in batches; returns how many were new."""
        return writes.bulk_insert(self, triples, names, default_names)

    def set_names(self, names: dict[str, str]) -> int:
        """Set the (English / untagged) name of existing entities; returns how many were changed."""
        return writes.set_names(self, names)

    def close(self) -> None:
        self.client.close()


def _parsed(form: Any) -> Any:
    """A form as its AST (text parsed)."""
    from kgchat.logic.sexpr import parse

    return parse(form) if isinstance(form, str) else form
