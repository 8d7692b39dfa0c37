"""What a graph holds, read from the graph itself: labels (classes), relationship types and property keys with
the types of their values, and which property names a node.

A ``GraphSchema`` is a plain value: backends read it (``GraphStore.schema()``: Neo4j from its catalogue and a
sample of the data, the triple stores from their relations), the question parser and the UI read it, and
``render`` writes it as compact text for a person or for an LLM prompt (a Text2Cypher arm)::

    (:Book {title: string, publicationYear: int e.g. 1989, tags: list of string e.g. 'time travel'}) 193 nodes
    (:Author)-[:WROTE {role: string e.g. 'author'}]->(:Book) 225

Facts in properties are steps to values in the triple view every engine walks (``Book --publicationYear--> 1989``).
A relationship type with properties also reads as a mediator node per relationship, as a Freebase CVT does:
``WROTE.start`` leads from it to the relationship's start node, ``WROTE.end`` to its end node and ``WROTE.role``
to its value (``edge_relation`` names them), so its properties qualify that one relationship.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

VALUE_TYPES = ("string", "int", "float", "bool", "date", "datetime", "time", "duration", "point", "mixed")
NUMERIC = ("int", "float")
TEMPORAL = ("date", "datetime")
YEARS = (1000, 2100)  # the whole numbers read as years (a release or founding year kept as 1999)


def year_number(text: str) -> bool:
    """Whether ``text`` is a whole number in ``YEARS`` ("1999", "1999.0")."""
    try:
        value = float(text)
    except ValueError:
        return False
    return value.is_integer() and YEARS[0] <= value <= YEARS[1]


EDGE_START, EDGE_END = "start", "end"  # the mediator relations of a relationship: ``T.start`` and ``T.end``

# a key saying its values number or code the nodes that hold it: fleetNo, room_no, roomNumber, badgeID, ref, lineCode
NUMBER_KEY = re.compile(r"(?:^|_)(?i:no|nr|num|number|id|code|ref|key)$"
                        r"|[a-z0-9](?:No|Nr|Num|Number|ID|Id|Code|Ref|Key)$")
# a key holding an identifier: productID, customer_id, uuid, postcode, apiKey (never "paid", "valid", "monkey")
ID_KEY = re.compile(r"(?:^|_)(?i:id|key|uuid)$|[a-z0-9](?:ID|Id|Key|UUID|Uuid)$|(?i:code)$")
_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])")


# the last word of a key that numbers or identifies nodes ("client no", "member number", "employee id", "sale no")
NUMBERING_WORDS = frozenset({"no", "nr", "num", "number", "id", "code", "ref", "reference"})  # "ref" said whole too


def identifier_words(name: str) -> str:
    """How a label, relationship type or property key reads: ``unitsInStock`` → ``units in stock``,
    ``PUBLISHED_BY`` → ``published by``, ``hasCafe`` → ``has cafe``, ``type.object.type`` → ``type object type``."""
    parts = re.split(r"[\s_.\-:/]+", name)
    return " ".join(w.lower() for p in parts for w in _CAMEL.split(p) if w)


# short forms that keys are commonly spelt with, and the English words people say for them ("dob": "when was X
# *born*"): conventions of naming fields, never one graph's own abbreviations
SHORT_FORMS = {"dob": "date of birth", "dod": "date of death", "amt": "amount", "addr": "address",
               "dept": "department", "mgr": "manager", "qty": "quantity", "yr": "year", "yrs": "years",
               "ha": "hectares", "hrs": "hours", "mins": "minutes", "ref": "reference", "refs": "references",
               "desc": "description", "tel": "telephone"}


def spoken_words(name: str) -> str:
    """How a property key is said: its words, with common short forms said in full (``dob`` → ``date of birth``)."""
    return " ".join(SHORT_FORMS.get(w, w) for w in identifier_words(name).split())


@dataclass(frozen=True)
class PropertyInfo:
    """A property key on nodes of a label (or on relationships of a type) and what its values look like."""

    key: str
    type: str  # one of VALUE_TYPES: the type of the values (of the elements, for a list)
    is_list: bool = False  # values are lists of ``type`` (``tags: ['time travel', 'war']``)
    count: int = 0  # nodes (relationships) that have it, in the sample read
    distinct: int = 0  # distinct values among them (elements, for a list)
    samples: tuple[str, ...] = ()  # a few values as text (most frequent first where known)

    @property
    def words(self) -> str:
        return identifier_words(self.key)

    @property
    def holds_years(self) -> bool:
        """Whole numbers that read as years: every known value is one (``released: 1999``)."""
        return self.type == "int" and not self.is_list and bool(self.samples) and all(map(year_number, self.samples))

    @property
    def shared(self) -> bool:
        """Some values held by several nodes (relationships): fewer distinct values than holders, none missing."""
        return 0 < self.distinct < self.count

    def type_text(self) -> str:
        return f"list of {self.type}" if self.is_list else self.type

    def to_dict(self) -> dict[str, Any]:
        return {"key": self.key, "type": self.type, "is_list": self.is_list, "count": self.count,
                "distinct": self.distinct, "samples": list(self.samples)}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> PropertyInfo:
        return cls(str(d["key"]), str(d.get("type", "string")), bool(d.get("is_list", False)), int(d.get("count", 0)),
                   int(d.get("distinct", 0)), tuple(str(s) for s in d.get("samples", ())))


@dataclass(frozen=True)
class LabelInfo:
    """A label (class) with its node count, property keys and the property that names its nodes (None: unnamed)."""

    name: str
    count: int = 0
    properties: tuple[PropertyInfo, ...] = ()
    name_property: str | None = None
    search_properties: tuple[str, ...] = ()  # name-like properties entity search looks in (name_property first)
    # What people read for a node when the naming key is not it: these properties' values joined by a space
    # (``firstName``, ``lastName`` → "Jules Joyce"), with the naming key's value in brackets when ``keyed``
    # ("Neurology (LUH-NEU)": a title several nodes share, shown with the code that tells them apart). Empty: the
    # naming key's value.
    display: tuple[str, ...] = ()
    keyed: bool = False
    # A label no key names uniquely (dated flights): its shared naming key, then the keys that tell its nodes apart,
    # read "KW213 (2024-10-19)" (``neo4j_apart.choose_apart``). Empty: the label is named as above, or not at all.
    apart: tuple[str, ...] = ()

    def property(self, key: str) -> PropertyInfo | None:
        return next((p for p in self.properties if p.key == key), None)

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "count": self.count, "properties": [p.to_dict() for p in self.properties],
                "name_property": self.name_property, "search_properties": list(self.search_properties),
                "display": list(self.display), "keyed": self.keyed, "apart": list(self.apart)}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> LabelInfo:
        return cls(str(d["name"]), int(d.get("count", 0)), tuple(PropertyInfo.from_dict(p) for p in d.get("properties", ())),
                   d.get("name_property"), tuple(d.get("search_properties", ())), tuple(d.get("display", ())),
                   bool(d.get("keyed", False)), tuple(d.get("apart", ())))


@dataclass(frozen=True)
class RelTypeInfo:
    """A relationship type: how many there are, the labels at either end, and its property keys (qualifiers)."""

    name: str
    count: int = 0
    starts: tuple[str, ...] = ()  # labels of start nodes, most frequent first
    ends: tuple[str, ...] = ()
    properties: tuple[PropertyInfo, ...] = ()

    def property(self, key: str) -> PropertyInfo | None:
        return next((p for p in self.properties if p.key == key), None)

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "count": self.count, "starts": list(self.starts), "ends": list(self.ends),
                "properties": [p.to_dict() for p in self.properties]}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> RelTypeInfo:
        return cls(str(d["name"]), int(d.get("count", 0)), tuple(d.get("starts", ())), tuple(d.get("ends", ())),
                   tuple(PropertyInfo.from_dict(p) for p in d.get("properties", ())))


@dataclass(frozen=True)
class EdgeRelation:
    """A relation of a relationship's mediator node: to its start or end node, or to one of its properties."""

    type: str  # the relationship type
    part: str  # EDGE_START, EDGE_END or a property key


@dataclass(frozen=True)
class GraphSchema:
    """Labels, relationship types and their properties, as read from the graph (see the module docstring)."""

    labels: tuple[LabelInfo, ...] = ()
    relationships: tuple[RelTypeInfo, ...] = ()
    source: str = ""  # how it was read ("neo4j catalogue + sample of 1000 per label", "relations of the store")
    property_graph: bool = False  # facts are stored in node and relationship properties (a Neo4j database as it is)
    _by_label: dict[str, LabelInfo] = field(init=False, repr=False, compare=False, default_factory=dict)
    _by_rel: dict[str, RelTypeInfo] = field(init=False, repr=False, compare=False, default_factory=dict)

    def __post_init__(self) -> None:
        self._by_label.update((x.name, x) for x in self.labels)
        self._by_rel.update((x.name, x) for x in self.relationships)

    @property
    def has_properties(self) -> bool:
        """True when facts live in properties or labels (a property graph), not only in named-node relations."""
        names = {k for x in self.labels for k in (x.name_property, *x.search_properties) if k}
        return any(p.key not in names for x in self.labels for p in x.properties) \
            or any(x.properties for x in self.relationships)

    def label(self, name: str) -> LabelInfo | None:
        return self._by_label.get(name)

    def rel(self, name: str) -> RelTypeInfo | None:
        return self._by_rel.get(name)

    def node_property(self, key: str) -> PropertyInfo | None:
        """The property ``key`` as nodes hold it (the first label that has it; types agree across labels)."""
        return next((p for x in self.labels for p in x.properties if p.key == key), None)

    def numbers_things(self, relation: str) -> bool:
        """Whether the values of ``relation`` (a node key, or a relationship's qualifier ``TYPE.key``) number or
        code things rather than measure them: the key's name says so (``studentNo``, ``shirtNumber``, ``badgeID``,
        ``ref``), or it is the key naming the nodes of every label that holds it. Adding or averaging such numbers
        means nothing."""
        key = relation.rsplit(".", 1)[-1]
        if NUMBER_KEY.search(key):
            return True
        held = [x for x in self.labels if x.property(key) is not None]
        return bool(held) and "." not in relation and all(x.name_property == key for x in held)

    def holds_times(self, relation: str) -> bool:
        """Whether ``relation`` (a node key, or ``TYPE.key``) holds dates, or whole numbers that read as years."""
        owner, _, key = relation.rpartition(".")
        infos = [p for r in self.relationships if r.name == owner for p in r.properties if p.key == key] if owner \
            else [p for x in self.labels for p in x.properties if p.key == key]
        return bool(infos) and all(times(p) for p in infos)

    def node_property_keys(self) -> list[str]:
        return sorted({p.key for x in self.labels for p in x.properties})

    def labels_with(self, key: str) -> list[str]:
        return [x.name for x in self.labels if x.property(key) is not None]

    def edge_relation(self, relation: str) -> EdgeRelation | None:
        """``WROTE.role`` → EdgeRelation("WROTE", "role"); None when ``relation`` is no mediator relation."""
        for rel in self.relationships:
            if rel.properties and relation.startswith(rel.name + ".") and len(relation) > len(rel.name) + 1:
                part = relation[len(rel.name) + 1:]
                if part in (EDGE_START, EDGE_END) or rel.property(part) is not None:
                    return EdgeRelation(rel.name, part)
        return None

    def edge_relations(self) -> list[str]:
        """Every mediator relation: ``T.start``, ``T.end`` and ``T.key`` for each relationship type with properties."""
        return [f"{r.name}.{part}" for r in self.relationships if r.properties
                for part in (EDGE_START, EDGE_END, *(p.key for p in r.properties))]

    def value_type(self, relation: str) -> PropertyInfo | None:
        """The property a relation steps to the value of (a node property, or a relationship's ``T.key``)."""
        edge = self.edge_relation(relation)
        if edge is not None:
            rel = self.rel(edge.type)
            return rel.property(edge.part) if rel is not None else None
        if relation in self._by_rel:
            return None
        return self.node_property(relation)

    # -- text -------------------------------------------------------------------------------------------------------
    def render(self, samples: int = 2, max_chars: int | None = None) -> str:
        """Compact text, one line per label and per relationship type (patterns as Cypher writes them): what the
        UI's graph card and ``kgchat explore`` show, and what a Text2Cypher prompt can hold."""
        def props(ps: tuple[PropertyInfo, ...], named: str | None = None) -> str:
            parts = []
            for p in ps:
                text = f"{p.key}: {p.type_text()}"
                shown = [s for s in p.samples[:samples] if len(s) <= 40]
                if shown and p.key != named:
                    text += " e.g. " + ", ".join(_quote(s, p.type) for s in shown)
                parts.append(text)
            return " {" + ", ".join(parts) + "}" if parts else ""

        lines = []
        for x in self.labels:
            named = f" named by {x.name_property}" if x.name_property else ""
            if x.display:  # what people read, where it is not the naming key
                named += ", shown as " + " ".join(x.display) + (f" ({x.name_property})" if x.keyed else "")
            if x.apart:  # no key names one node: the shared name with what tells the nodes apart
                named += f", shown as {x.apart[0]} ({' '.join(x.apart[1:])})"
            lines.append(f"(:{x.name}{props(x.properties, x.name_property)}) {x.count} nodes{named}")
        for r in self.relationships:
            start = "|".join(r.starts) or ""
            end = "|".join(r.ends) or ""
            lines.append(f"(:{start})-[:{r.name}{props(r.properties)}]->(:{end}) {r.count}")
        text = "\n".join(lines)
        if max_chars is not None and len(text) > max_chars:
            text = text[: max_chars - 1].rsplit("\n", 1)[0] + "\n…"
        return text

    def to_dict(self) -> dict[str, Any]:
        return {"labels": [x.to_dict() for x in self.labels], "relationships": [r.to_dict() for r in self.relationships],
                "source": self.source, "property_graph": self.property_graph}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> GraphSchema:
        return cls(tuple(LabelInfo.from_dict(x) for x in d.get("labels", ())),
                   tuple(RelTypeInfo.from_dict(r) for r in d.get("relationships", ())), str(d.get("source", "")),
                   bool(d.get("property_graph", False)))


def times(prop: PropertyInfo) -> bool:
    """Whether a property holds times: dates, or whole numbers that read as years (``PropertyInfo.holds_years``)."""
    return prop.type in TEMPORAL or prop.holds_years


def _quote(value: str, kind: str) -> str:
    return f"'{value}'" if kind in ("string", "date", "datetime", "mixed") else value
