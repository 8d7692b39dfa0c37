"""A graph's schema as words: its labels, relationship types and property keys (``Element``), the index built once
per graph from ``GraphStore.schema()`` (``SchemaIndex``: each element's words, their stems, their MiniLM embeddings,
and — read on first need — the values of every property with few distinct values), and the mentions a question's
words make of them (``Grounding``, filled by ``grounding.ground``).
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from kgchat.backends.base import GraphStore, normalize_name
from kgchat.errors import KGChatError
from kgchat.logic.nodes import Agg, And, Calc, Class, Compare, Count, Has, Join, Literal, Not, Relation
from kgchat.logic.nodes import Entity as EntityNode
from kgchat.reasoning.schema_parser.roles import Role, doers, schema_roles
from kgchat.reasoning.schema_parser.words import STOP, stem
from kgchat.schema import GraphSchema, PropertyInfo, identifier_words, spoken_words
from kgchat.scorers.embedding import EmbeddingCache
from kgchat.types import Entity

MAX_VALUES = 400  # a string property with at most this many distinct values has its values indexed
_SKIP_WORDS = frozenset({"id", "has", "is", "of", "by", "in", "the", "per"})  # words of element names that say little


@dataclass(frozen=True)
class Element:
    """A label, relationship type or property key of the graph, as words."""

    kind: str  # label | rel | prop | edge_prop
    name: str  # the label / type / key (for edge_prop: the key)
    owner: str = ""  # edge_prop: the relationship type; prop: "" (labels that hold it are in ``holders``)
    words: str = ""
    stems: tuple[str, ...] = ()
    info: PropertyInfo | None = None
    holders: tuple[str, ...] = ()  # prop: labels whose nodes hold it

    @property
    def relation(self) -> str:
        """The relation of the triple view this element is walked as."""
        return f"{self.owner}.{self.name}" if self.kind == "edge_prop" else self.name


@dataclass(frozen=True)
class EntityMention:
    tokens: tuple[int, ...]
    entity: Entity
    labels: tuple[str, ...]
    exact: bool = True  # the words say its whole name, not a shorter form the store also knows ("Harlowmere")
    # why the words name it only loosely: a letter wrong ("'ffion caradoc' is read as Ffion Caradog, a name
    # spelt otherwise"), a part of the name said ("'Rufus' is read as Rufus Hale, …"); never exact
    loosely: str = ""


@dataclass(frozen=True)
class ValueMention:
    tokens: tuple[int, ...]
    element: Element  # the property (node or relationship) holding the value
    value: str  # as stored (its text)


@dataclass(frozen=True)
class SchemaMention:
    tokens: tuple[int, ...]
    element: Element
    score: float
    prefix: bool = False  # matched only by a shared beginning, with no encoder to say the words mean alike
    role: Role | None = None  # a label named by a relationship its nodes take part in ("directors": ``roles``)
    role_sure: bool = True  # ... by the role's own noun, not only a word close in meaning
    only_way: bool = False  # a relationship type read from a doer noun because a named thing has no other type
    converse: bool = False  # a verb whose doer is at the type's end ("X *manages* Y" of Y REPORTS_TO X)


@dataclass
class Grounding:
    entities: list[EntityMention] = field(default_factory=list)
    values: list[ValueMention] = field(default_factory=list)
    schema: list[SchemaMention] = field(default_factory=list)  # best first

    def elements(self, kind: str) -> list[SchemaMention]:
        return [m for m in self.schema if m.element.kind == kind]

    def score_of(self, element: Element) -> SchemaMention | None:
        return next((m for m in self.schema if m.element == element), None)


class SchemaIndex:
    """A graph's schema as words, with their embeddings and the values of its categorical properties."""

    def __init__(self, store: GraphStore, encoder: Any | None = None):
        self.store = store
        self.schema: GraphSchema = store.schema()
        self.encoder = encoder
        self.elements: list[Element] = []
        for x in self.schema.labels:
            self.elements.append(_element("label", x.name))
        for r in self.schema.relationships:
            self.elements.append(_element("rel", r.name))
            for p in r.properties:
                self.elements.append(_element("edge_prop", p.key, r.name, p))
        seen: dict[str, list[str]] = {}
        for x in self.schema.labels:
            for p in x.properties:
                seen.setdefault(p.key, []).append(x.name)
        for key, holders in seen.items():
            info = self.schema.node_property(key)
            self.elements.append(_element("prop", key, "", info, tuple(holders)))
        self._vectors: np.ndarray | None = None
        self._values: dict[str, list[tuple[Element, str]]] | None = None
        self._parts: dict[str, list[tuple[str, str, str]]] | None = None
        self._cache: Any = None
        self._lock = threading.Lock()
        self._holds: dict[tuple[str, bool, str], bool] = {}
        self.roles: list[Role] = schema_roles(self.schema)  # role nouns the relationship types make ("directors")
        self.doers: frozenset[str] = doers(self.schema)  # labels whose nodes do what a verb type says (who asks)

    def vectors(self) -> tuple[np.ndarray, np.ndarray, list[int], np.ndarray, list[int]] | None:
        """(one vector per element's words, one per word of a multi-word element, the element of each word, one
        per property whose one-word name is a plural ("roles"), said in the singular, the property of each):
        MiniLM puts a word nearer a noun's singular than its plural ("character" / "role", not "roles")."""
        if self.encoder is None:
            return None
        with self._lock:
            if self._vectors is None:
                texts = [e.words or e.name for e in self.elements]
                # not "per" and what follows it: "year" alone does not name "inspections per year", a rate
                words = [(k, w) for k, e in enumerate(self.elements) if len(e.words.split()) > 1
                         for w in e.words.split(" per ")[0].split() if w not in _SKIP_WORDS and len(w) > 2]
                plurals = [(k, one) for k, e in enumerate(self.elements) if e.kind in ("prop", "edge_prop")
                           and len(e.words.split()) == 1 and (one := singular(e.words)) != e.words]
                vecs = self.encoder.encode(texts + [w for _, w in words] + [w for _, w in plurals],
                                           normalize_embeddings=True, convert_to_numpy=True, show_progress_bar=False)
                n, m = len(texts), len(texts) + len(words)
                self._vectors = (vecs[:n], vecs[n:m], [k for k, _ in words], vecs[m:], [k for k, _ in plurals])
            return self._vectors

    def values(self) -> dict[str, list[tuple[Element, str]]]:
        """Normalised value → (property element, value as stored), for properties with few distinct values."""
        with self._lock:
            if self._values is None:
                index: dict[str, list[tuple[Element, str]]] = {}
                names = {x.name: {k for k in (x.name_property, *x.search_properties, *(() if x.keyed else x.display))
                                  if k} for x in self.schema.labels}  # a name read from two properties is one entity's
                for e in self.elements:
                    if e.kind == "prop" and e.holders and all(e.name in names.get(h, ()) for h in e.holders):
                        continue  # names are entities (found by name), not values; a key that names the nodes of
                        # one label only (a job title, nearly unique among a few spray operators) is a value of the rest
                    info = e.info
                    if e.kind not in ("prop", "edge_prop") or info is None or info.type not in ("string", "mixed"):
                        continue
                    if info.distinct > MAX_VALUES:
                        continue
                    found = self.store.property_values(e.relation, MAX_VALUES + 1)
                    if len(found) > MAX_VALUES:
                        continue
                    for v in found:
                        norm = normalize_name(v)
                        if norm and norm not in STOP:
                            index.setdefault(norm, []).append((e, v))
                self._values = index
            return self._values

    def name_parts(self) -> dict[str, list[tuple[str, str, str]]]:
        """Normalised value → (label, key, value as stored), for the keys of labels whose nodes are named by several
        keys read together (``LabelInfo.display``: ``firstName`` and ``lastName``), each value held by one node only."""
        with self._lock:
            if self._parts is None:
                index: dict[str, list[tuple[str, str, str]]] = {}
                for x in self.schema.labels:
                    if len(x.display) < 2 or x.count > MAX_VALUES:
                        continue
                    for key in x.display:
                        found = self.store.property_values(key, MAX_VALUES + 1)
                        for v in found if len(found) <= MAX_VALUES else ():
                            norm = normalize_name(v)
                            if norm and norm not in STOP and " " not in norm:
                                index.setdefault(norm, []).append((x.name, key, v))
                self._parts = index
            return self._parts

    def all_hold(self, rel: str, start: bool, label: str) -> bool:
        """Whether every node at one end of a relationship type holds ``label``, though the schema lists other
        labels there too (authors who are also members: REGISTERED_AT starts at Member and Author, yet every one
        of them is a member). Asked of the graph once (a count per other label) and remembered."""
        key = (rel, start, label)
        with self._lock:
            if key in self._holds:
                return self._holds[key]
        r = self.schema.rel(rel)
        side = (r.starts if start else r.ends) if r is not None else ()
        held = label in side
        for other in side:
            if not held or other == label:
                continue
            form = Count(And(Class(other), And(Has(Relation(rel, reverse=not start)), Not(Class(label)))))
            try:
                found = self.store.execute(form)
            except KGChatError:
                held = False
                break
            held = bool(found) and (found[0].name or found[0].id) == "0"
        with self._lock:
            self._holds[key] = held
        return held

    def one_each(self, rel: str, start: bool, label: str) -> bool:
        """Whether no node of ``label`` takes part in more than one relationship of type ``rel`` at that end (every
        reviewed film has one review): a total of the relationship's number per node is then that one number. Asked
        of the graph once and remembered."""
        several = Compare("gt", Agg("count", Relation(rel, reverse=not start)), Literal("1"))
        return self._none(("one " + rel, start, label), And(Class(label), several))

    def within(self, narrow: str, broad: str) -> bool:
        """Whether every node of label ``narrow`` also holds label ``broad`` (every manager is an employee). Asked of
        the graph once and remembered."""
        return self._none(("label " + narrow, False, broad), And(Class(narrow), Not(Class(broad))))

    def lacks_value(self, label: str, key: str, value: str) -> bool:
        """Whether no node of ``label`` keeps ``value`` under ``key`` (False when the graph cannot say). Asked of the
        graph once and remembered."""
        return self._none((f"value {key}={value}", False, label), And(Class(label), Join(Relation(key), EntityNode(value))))

    def runs_forward(self, label: str, span: Calc) -> bool:
        """Whether the days ``span`` (a ``(DAYS p q)``) computes for ``label`` nodes are more often at least 0 than
        below it: whether the graph's dates mostly run from ``p`` to ``q`` (True when it cannot say). Asked of the
        graph once and remembered."""
        key = ("days " + str(span), True, label)
        with self._lock:
            if key in self._holds:
                return self._holds[key]
        execute = getattr(self.store, "execute", None)  # None: a store that knows its schema only
        counts = []
        for op in ("ge", "lt"):
            try:
                found = execute(Count(And(Class(label), Compare(op, span, Literal("0"))))) if execute else []
                counts.append(float(found[0].name or found[0].id) if found else 0.0)
            except (KGChatError, ValueError):
                counts.append(0.0)
        forward = counts[0] >= counts[1]
        with self._lock:
            self._holds[key] = forward
        return forward

    def _none(self, key: tuple[str, bool, str], expr: And) -> bool:
        """Whether the graph holds no node ``expr`` keeps (False when it cannot say), asked once per ``key``."""
        with self._lock:
            if key in self._holds:
                return self._holds[key]
        execute = getattr(self.store, "execute", None)  # None: a store that knows its schema only
        try:
            found = execute(Count(expr)) if execute is not None else []
            held = bool(found) and (found[0].name or found[0].id) == "0"
        except KGChatError:
            held = False
        with self._lock:
            self._holds[key] = held
        return held

    def encode(self, texts: list[str]) -> np.ndarray | None:
        """Unit vectors of ``texts``, remembered (question words and schema words repeat across questions)."""
        if self.encoder is None or not texts:
            return None
        if self._cache is None:
            self._cache = EmbeddingCache(self.encoder)
        return self._cache.encode(texts)


def iso_dates(info: PropertyInfo | None) -> bool:
    """Text values that are ISO dates ('2024-03-01'), judged by the samples read."""
    return bool(info and info.type == "string" and info.samples
                and all(s[:4].isdigit() and s[4:5] == "-" for s in info.samples))


def date_text(e: Element) -> bool:
    """A text property whose values are ISO dates ('2024-03-01')."""
    return iso_dates(e.info)


def year_valued(e: Element) -> bool:
    """A whole-number property whose values are years (a release or founding year kept as 1999): a date, to "when",
    "what year" and the words that rank by time ("the most recent")."""
    return e.info is not None and e.info.holds_years


def _element(kind: str, name: str, owner: str = "", info: PropertyInfo | None = None,
             holders: tuple[str, ...] = ()) -> Element:
    words = spoken_words(name) if kind != "label" else identifier_words(name)
    stems = tuple(stem(w) for w in words.split() if w not in _SKIP_WORDS) or tuple(stem(w) for w in words.split())
    return Element(kind, name, owner, words, stems, info, holders)


def singular(text: str) -> str:
    """The text with its last word, a plural noun, made singular ("critical incidents" → "critical incident"); the
    text itself when that word is no plural."""
    head, _, last = text.rpartition(" ")
    if not last.endswith("s") or len(last) < 4:
        return text
    from lemminflect import getAllLemmas

    nouns = getAllLemmas(last).get("NOUN")
    if not nouns or nouns[0] == last:
        return text
    return f"{head} {nouns[0]}" if head else nouns[0]
