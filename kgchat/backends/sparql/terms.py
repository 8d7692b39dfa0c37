"""RDF terms for SPARQL: safe IRIs and literals, kgchat ids written as IRIs, and the small query patterns built
from them.

Nothing from a user, an LLM or the graph is pasted into a query raw:
- IRIs go through ``iri()``, which refuses anything that is not an absolute IRI made of allowed characters (ids are
  percent-encoded into local names first, see below; relation IRIs come from the server's own predicate list);
- text goes through ``string_literal()``, which escapes it per the SPARQL grammar (``STRING_LITERAL_QUOTE``);
- language tags and datatypes are validated.
Queries are built from these terms only. Paging (ORDER BY + LIMIT/OFFSET) is added by ``client.paged_query``.

kgchat's ids (``Inception``, ``m.0abc``, ``_:nomination1``) become IRIs in the Freebase namespace
``http://rdf.freebase.com/ns/`` (``ns:`` below) so that a SPARQL store can hold any kgchat graph and give the same
ids back. The scheme, used by the SPARQL store, the N-Triples conversion (``kgchat.backends.rdf``) and the importer:

- **Local names.** An id is percent-encoded into a local name: letters, digits, ``- . _ ~`` and the IRI sub-delimiters
  ``& ' ( ) * + , : ; = @`` stay as they are, and so do printable non-ASCII characters (IRIs allow them); anything
  else (space, ``% " # / < > ? [ \\ ] ^ ` { | } ! $``, control characters) is written as ``%XX`` per UTF-8 byte:
  ``The Dark Knight`` → ``ns:The%20Dark%20Knight``, ``Amélie`` → ``ns:Amélie``, ``O'Neil`` → ``ns:O'Neil``.
  Decoding reverses it, so ids round-trip exactly. Freebase ids (``m.0abc``, ``g.11b…``, ``film.film.directed_by``)
  are unchanged. Keeping non-ASCII text raw also keeps the server's ORDER BY on IRIs in the order of the ids
  (code points); only ids with escaped characters may sort differently (``%`` stands before the letters).
- **Unnamed nodes.** A blank-node id ``_:x`` (a CVT / mediator node in our files) becomes ``ns:m.cvt_x`` with no
  ``type.object.name``. ``m.cvt_`` is reserved for this: real Freebase mids start with ``m.0``, so nothing
  collides, and ``ns:m.cvt_x`` decodes back to ``_:x``.
- **Relations.** PathQuestion writes Freebase properties with underscores (``__film__cinematographer__film``);
  they become the real property ``ns:film.cinematographer.film``. Any other relation (``spouse``,
  ``directed_by``, ``type.object.type``) becomes ``ns:<relation>``, percent-encoded like an id.
- **Names** (in converted files, ``kgchat.backends.rdf``). A named entity gets ``ns:type.object.name "name"@en``; its name is the one the file gives
  (N-Triples ``rdfs:label`` / ``type.object.name``), else its id (as the SQLite store does), or the id with
  underscores as spaces with ``name_style="spaced"``. Unnamed (``_:``) nodes get no name: Freebase's CVT convention.
- **Objects** are entities (IRIs), never literals, exactly as the embedded store treats them.
"""

from __future__ import annotations

import re

from kgchat.backends.base import BLANK_PREFIX
from kgchat.errors import InvalidInput

FREEBASE_NS = "http://rdf.freebase.com/ns/"
NAME_RELATION = "type.object.name"
NAME_IRI = FREEBASE_NS + NAME_RELATION
CVT_PREFIX = "m.cvt_"  # local-name prefix of unnamed nodes that came from "_:x" ids
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

_RAW_ASCII = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~&'()*+,:;=@")
_PERCENT = re.compile(r"(?:%[0-9A-Fa-f]{2})+")


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


# -- kgchat ids <-> IRIs --------------------------------------------------------------------------------------------
def encode_local(text: str) -> str:
    """Percent-encode ``text`` into an IRI local name that needs no escaping anywhere (SPARQL, N-Triples)."""
    return "".join(c if c in _RAW_ASCII or (c > "\x7f" and c.isprintable())
                   else "".join(f"%{b:02X}" for b in c.encode("utf-8", "surrogatepass")) for c in text)


def decode_local(local: str) -> str:
    """Inverse of ``encode_local`` (a run of ``%XX`` that is not valid UTF-8 is left as it is)."""
    def rep(m: re.Match[str]) -> str:
        raw = bytes.fromhex(m.group(0).replace("%", ""))
        try:
            return raw.decode("utf-8")
        except UnicodeDecodeError:
            return m.group(0)
    return _PERCENT.sub(rep, local)


def id_to_local(entity_id: str) -> str:
    """The local name (under a namespace such as ``ns:``) of a kgchat entity id."""
    if entity_id.startswith(BLANK_PREFIX):
        return CVT_PREFIX + encode_local(entity_id[len(BLANK_PREFIX):])
    return encode_local(entity_id)


def local_to_id(local: str) -> str:
    """The kgchat entity id of a local name (inverse of ``id_to_local``)."""
    if local.startswith(CVT_PREFIX):
        return BLANK_PREFIX + decode_local(local[len(CVT_PREFIX):])
    return decode_local(local)


def convert_relation(relation: str) -> str:
    """``__film__cinematographer__film`` → ``film.cinematographer.film``; other relations are kept as they are."""
    if relation.startswith("__"):
        parts = relation[2:].split("__")
        if len(parts) >= 2 and all(parts):
            return ".".join(parts)
    return relation


def entity_iri(entity_id: str, base: str = FREEBASE_NS) -> str:
    """The IRI of an id: a full IRI stays itself (as in ``SparqlGraph``), anything else goes under ``base``."""
    if "://" in entity_id and is_iri(entity_id):
        return entity_id
    return base + id_to_local(entity_id)


def relation_iri(relation: str, base: str = FREEBASE_NS) -> str:
    return base + encode_local(convert_relation(relation))


# -- query patterns -----------------------------------------------------------------------------------------------------
def unnamed_condition(var: str, label: str, same_as: bool, cvt_iri_prefix: str | None, by_label: bool) -> str:
    """Condition true when ``var`` is an unnamed (CVT / mediator / blank) node; wrap it in FILTER(…) or FILTER(!(…)).

    Freebase profile (``by_label``): a resource with no name (and no owl:sameAs). Generic profile: a blank node, or
    an IRI with the ``m.cvt_`` local-name prefix that ``id_to_local`` gives ``_:x`` ids.
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
