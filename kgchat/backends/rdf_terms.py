"""How the terms of an N-Triples file become kgchat's graph: ids, relation names, classes, values and names.

kgchat keeps a graph as (head, relation, tail) ids with display names, the view ``kgchat.backends.triple_schema``
reads a schema from (value facts are properties, ``type.object.type`` objects are classes). An N-Triples file is
read into the same view, so a file and the TSV holding the same facts answer the same questions:

- a **predicate** is named by its IRI's local name (``http://example.org/published`` → ``published``); a second IRI
  with a local name already taken in the same file gets its namespace's short name in front (``foaf_name``);
- **``rdf:type``** is ``type.object.type`` and its object, the class, is named by its local name (``Book``);
- a **literal** object is a value: its text, with numbers and booleans of the XML Schema types written one way
  (``"042"^^xsd:integer`` → ``42``, ``"1"^^xsd:boolean`` → ``true``) so that they compare, sort and match;
- an **IRI** keeps the whole IRI as its id; its name is its ``rdfs:label`` (or ``skos:prefLabel``, ``schema:name``,
  ``foaf:name``, Freebase's ``type.object.name``) and without one its local name, underscores as spaces
  (``…/Frank_Herbert`` → ``Frank Herbert``);
- statements about the vocabulary itself (``rdfs:subClassOf``, ``rdfs:domain``, ``owl:…``, ``rdf:type owl:Class``)
  describe no fact of the data: they are counted and skipped.

IRIs under the Freebase namespace (and ``http://example.org/kg/``) are shortened to their Freebase ids instead, as
before, so files written by ``kgchat.backends.rdf`` read back with the same ids.
"""

from __future__ import annotations

import re
from urllib.parse import unquote

RDF = "http://www.w3.org/1999/02/22-rdf-syntax-ns#"
RDFS = "http://www.w3.org/2000/01/rdf-schema#"
OWL = "http://www.w3.org/2002/07/owl#"
XSD = "http://www.w3.org/2001/XMLSchema#"
RDF_TYPE = RDF + "type"

# Predicates whose objects are display names rather than facts.
NAME_PREDICATES = {
    RDFS + "label",
    "http://rdf.freebase.com/ns/type.object.name",
    "http://www.w3.org/2004/02/skos/core#prefLabel",
    "http://schema.org/name",
    "https://schema.org/name",
    "http://xmlns.com/foaf/0.1/name",
}
# Predicates about classes and properties rather than the data (any owl: predicate too).
VOCABULARY_PREDICATES = {RDFS + "subClassOf", RDFS + "subPropertyOf", RDFS + "domain", RDFS + "range"}
VOCABULARY_NAMESPACES = (RDF, RDFS, OWL)  # rdf:type objects here are kinds of schema terms (owl:Class, rdf:Property)

_INTEGERS = {XSD + t for t in ("integer", "int", "long", "short", "byte", "nonNegativeInteger", "positiveInteger",
                                "negativeInteger", "nonPositiveInteger", "unsignedLong", "unsignedInt",
                                "unsignedShort", "unsignedByte")}
_INTEGER = re.compile(r"[+-]?[0-9]+")
_WORDY = re.compile(r"[A-Za-z][A-Za-z0-9]*")


def is_vocabulary(predicate: str, obj: str, object_is_iri: bool) -> bool:
    """True for a statement about the vocabulary (a class or property), not about the data."""
    if predicate in VOCABULARY_PREDICATES or predicate.startswith(OWL):
        return True
    return predicate == RDF_TYPE and object_is_iri and obj.startswith(VOCABULARY_NAMESPACES)


def literal_value(text: str, datatype: str | None) -> str:
    """A typed literal's value as kgchat compares it: integers and booleans written one way, the rest as written
    (decimals, doubles, ``xsd:date`` / ``gYear`` / ``dateTime`` text already sort and compare as values)."""
    if datatype is None or not datatype.startswith(XSD):
        return text
    value = text.strip()
    if datatype in _INTEGERS and _INTEGER.fullmatch(value):
        return str(int(value))
    if datatype == XSD + "boolean" and value in ("true", "false", "1", "0"):
        return "true" if value in ("true", "1") else "false"
    return value


def local_name(iri: str) -> str:
    """The last part of an IRI (after its last ``#``, ``/`` or ``:``; the one before if that is empty),
    percent-decoded; the IRI itself when it has no such part."""
    stripped = iri.rstrip("/#")
    cut = max(stripped.rfind("#"), stripped.rfind("/"), stripped.rfind(":"))
    part = stripped[cut + 1:] if cut >= 0 else ""
    return unquote(part) if part else iri


def display_name(iri: str) -> str:
    """The name of an IRI without a label: its local name, underscores as spaces (``Frank_Herbert``)."""
    return " ".join(local_name(iri).replace("_", " ").split()) or iri


def _namespace_word(iri: str) -> str:
    """A short word for an IRI's namespace: its last path part that is a word (``foaf`` for
    ``http://xmlns.com/foaf/0.1/name``), else its host's first part."""
    namespace = iri[: len(iri) - len(local_name(iri))] if iri.endswith(local_name(iri)) else iri
    parts = [p for p in re.split(r"[/#:]", namespace.split("://", 1)[-1]) if p]
    words = [p for p in parts[1:] if _WORDY.fullmatch(p)]
    if words:
        return words[-1]
    host = parts[0].split(".") if parts else ["ns"]
    return next((h for h in host if h not in ("www", "")), "ns")


class Names:
    """Short names for the IRIs of one kind (predicates, classes), first come first named: an IRI gets its local
    name, or ``<namespace word>_<local name>`` when another IRI of the file has that local name already."""

    def __init__(self) -> None:
        self.of: dict[str, str] = {}
        self._taken: set[str] = set()

    def __call__(self, iri: str) -> str:
        if (name := self.of.get(iri)) is not None:
            return name
        base = "_".join(local_name(iri).split()) or iri
        name, n = base, 1
        if name in self._taken:
            name = f"{_namespace_word(iri)}_{base}"
        while name in self._taken:
            n += 1
            name = f"{_namespace_word(iri)}_{base}_{n}"
        self.of[iri] = name
        self._taken.add(name)
        return name
