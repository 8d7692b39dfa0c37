"""Read a Neo4j graph's schema from the graph itself (``Neo4jGraph.schema()``): labels with node counts, property
keys with the types of their values and a few samples, relationship types with the labels at their ends and their
own properties, and which property names the nodes of each label.

Counts come from the count store (``MATCH (n:`L`) RETURN count(n)`` costs nothing); keys, types (Cypher's
``valueType``) and samples from the first ``sample`` nodes (relationships) of each label (type), so reading the
schema of a big graph costs a few hundred milliseconds, not a scan. Labels and relationship types come from
``db.labels()`` / ``db.relationshipTypes()`` and are backtick-quoted into the statements.

Which property names a node (``choose_name``): ``name``, then ``title``, then a ``…name`` / ``…title`` key
(``fullName``, ``productName``), then any other short string key, then an id-like key (``orderID``), then a key of
sentences (a summary); the key must be held by most nodes of the label and be mostly unique among them. Where
that key is missing on some nodes, a short code every node holds once (``ref``) names them instead, and with no
such string key, an integer key that says it numbers the nodes (``fleetNo``); where it repeats on some nodes (two
projects on one site), a code key every node holds once (``projectCode``) names them (``_coded``), and so it does
where the best key does not say it names and holds words written as names (a home's ``address``: ``_worded``), shown
after those words ("Flat 2 Merlin House (LM-0455)"), and where the best key is a title while a code names each node
(a project's ``grantCode``, a course's ``courseCode``: ``_titled``), shown after the title ("Cryo-EM of bacterial
efflux pumps (KX-4417)"): an office files such things under the code and reads the title. A label with none of these is read
by a shared naming key with what tells its nodes apart, where it has both ("KW213 (2024-10-19)",
``neo4j_apart.choose_apart``), else has unnamed nodes.

What people read for a node is not always that key (``choose_display``): a person with a given and a family name
is read as both ("Jules Joyce", though neither is unique alone), and a node named by a code is read by its
``name`` / ``title`` when the label has one that several nodes share, with the code that tells them apart
("Neurology (LUH-NEU)"); a node named by a code or number because the label's name is missing on some nodes is
read by that name where it has one, with the code after it ("Harbour Line (S2)"), and a node named by a code chosen
over a name some nodes share is read by that name with the code ("Sallowmere Solar Farm (KA23-026)").
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from kgchat.backends.neo4j_apart import choose_apart
from kgchat.logic.cypher import quote_name
from kgchat.schema import ID_KEY, NUMBER_KEY, GraphSchema, LabelInfo, PropertyInfo, RelTypeInfo

SAMPLE = 1000  # nodes (relationships) per label (type) whose keys and values are read
SAMPLES_KEPT = 5  # sample values kept per property
_TYPES = {"INTEGER": "int", "FLOAT": "float", "STRING": "string", "BOOLEAN": "bool", "DATE": "date",
          "LOCAL DATETIME": "datetime", "ZONED DATETIME": "datetime", "LOCAL TIME": "time", "ZONED TIME": "time",
          "DURATION": "duration", "POINT": "point"}
_NUMBER_KEY = NUMBER_KEY  # a key saying its values number or code the nodes (``kgchat.schema``)
_NAME_KEY = re.compile(r"(?:name|Name|title|Title)$")
_GIVEN_KEY = re.compile(r"(?:first|given|fore)_?name", re.I)
_FAMILY_KEY = re.compile(r"(?:last|family|sur)_?name", re.I)
_VALUE = re.compile(r"[+-]?[0-9][0-9.,:\- ]*")  # a number or a date written as text
SENTENCE_WORDS = 4  # a key whose values average more words than this holds sentences, not names

Read = Callable[..., list[Any]]


def value_type(types: list[str]) -> tuple[str, bool]:
    """(type, is_list) from the ``valueType`` texts seen for one key: ``['LIST<STRING NOT NULL> NOT NULL']`` →
    ``("string", True)``; integers beside floats → ``float`` (a price stored as ``900`` on one node and ``107.52`` on
    the next is a number all the same); other kinds together → ``mixed``."""
    kinds: set[str] = set()
    lists = False
    for text in types:
        text = text.replace(" NOT NULL", "").strip()
        if text.startswith("LIST<"):
            lists = True
            text = text[5:-1].strip()
        if text not in ("NULL", "NOTHING", "ANY"):
            kinds.add(_TYPES.get(text, "mixed"))
    if kinds == {"int", "float"}:
        return "float", lists
    if len(kinds) == 1:
        return kinds.pop(), lists
    return ("mixed" if kinds else "string"), lists


def as_text(value: Any) -> str:
    """A property value as the text kgchat shows and compares (as Cypher's ``toString`` writes it)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if hasattr(value, "iso_format"):
        return value.iso_format()
    return str(value)


def _properties(rows: list[Any]) -> tuple[PropertyInfo, ...]:
    out = []
    for r in rows:
        kind, is_list = value_type(list(r["types"]))
        samples = []
        for v in r["samples"]:
            samples += [as_text(x) for x in (v if isinstance(v, list) else [v])]
        out.append(PropertyInfo(r["k"], kind, is_list, int(r["c"]), int(r["d"]),
                                tuple(dict.fromkeys(samples))[:SAMPLES_KEPT]))
    return tuple(sorted(out, key=lambda p: p.key))


_KEYS = ("UNWIND keys({v}) AS k WITH k, {v}[k] AS x WITH k, collect(DISTINCT valueType(x))[..5] AS types, "
         "count(*) AS c, count(DISTINCT x) AS d, collect(DISTINCT x)[..{kept}] AS samples, "
         "avg(CASE WHEN x IS :: STRING THEN size(x) END) AS len "
         "RETURN collect({{k: k, types: types, c: c, d: d, samples: samples, len: len}}) AS props")
# One round trip for every label (type): Neo4j 5.26's dynamic labels, planned once whatever the labels are.
_LABELS = ("UNWIND $names AS name CALL (name) {{ MATCH (n:$(name)) RETURN count(n) AS total }} "
           "CALL (name) {{ MATCH (n:$(name)) WITH n LIMIT $sample " + _KEYS.format(v="n", kept=SAMPLES_KEPT * 4) +
           " }} RETURN name, total, props")
_RELS = ("UNWIND $names AS name CALL (name) {{ MATCH ()-[r:$(name)]->() RETURN count(r) AS total }} "
         "CALL (name) {{ MATCH ()-[r:$(name)]->() WITH r LIMIT $sample " + _KEYS.format(v="r", kept=SAMPLES_KEPT * 4) +
         " }} RETURN name, total, props")
_WITH = ("UNWIND $names AS name CALL (name) {{ MATCH (n:$(name)) WITH n LIMIT $sample UNWIND labels(n) AS other "
         "RETURN other, count(*) AS c }} RETURN name, other, c")
_ENDS = ("UNWIND $names AS name CALL (name) {{ MATCH (a)-[r:$(name)]->(b) WITH a, b LIMIT $sample "
         "UNWIND labels(a) AS s UNWIND labels(b) AS e RETURN s, e, count(*) AS c }} RETURN name, s, e, c ORDER BY c DESC")


def _per_name(read: Read, template: str, names: list[str], doing: str, sample: int) -> list[dict[str, Any]]:
    """Rows of ``template`` for every name, in one query (dynamic labels), or name by name on servers before 5.26
    (the name backtick-quoted into the text) when that one is refused."""
    from kgchat.errors import GraphError

    if not names:
        return []
    try:
        return [dict(r) for r in read(template.replace("{{", "{").replace("}}", "}"), doing, names=names, sample=sample)]
    except GraphError:
        rows = []
        for name in names:
            q = quote_name(name)
            text = template.replace("UNWIND $names AS name ", "").replace("CALL (name) ", "CALL ")
            text = text.replace("$(name)", q).replace("RETURN name,", "RETURN $name AS name,")
            rows += [dict(r) for r in read(text.replace("{{", "{").replace("}}", "}"), doing, name=name,
                                          sample=sample)]
        return rows


def read_schema(read: Read, labels: list[str] | None = None, sample: int = SAMPLE,
                hidden: tuple[str, ...] = ()) -> GraphSchema:
    """The schema of the graph ``read`` queries (``read(query, doing, **params)`` → records). ``labels``: the
    labels to describe (default: every label); ``hidden``: property keys kgchat keeps for itself (``norm``)."""
    if labels is None:
        labels = sorted(r["label"] for r in read("CALL db.labels() YIELD label RETURN label", "reading labels"))
    types = sorted(r["t"] for r in read("CALL db.relationshipTypes() YIELD relationshipType AS t RETURN t",
                                        "reading relationship types"))
    by_label: dict[str, list[dict[str, Any]]] = {x: [] for x in labels}
    totals: dict[str, int] = dict.fromkeys(labels, 0)
    for r in _per_name(read, _LABELS, labels, "reading labels and their properties", sample):
        totals[r["name"]] = int(r["total"])
        by_label[r["name"]] += [p for p in r["props"] if p["k"] not in hidden]
    # db.labels() also lists labels that only a constraint or an index keeps, on no node at all: not classes
    labels = [x for x in labels if totals[x]] if any(totals.values()) else labels
    label_infos = []
    for label in labels:
        props = _properties(by_label[label])
        lengths = {r["k"]: float(r["len"]) for r in by_label[label] if r["len"] is not None}
        name, search = choose_name(props, min(totals[label], sample), lengths)
        display, keyed = choose_display(label, props, min(totals[label], sample), lengths, name)
        apart = () if name or display else choose_apart(read, label, props, min(totals[label], sample), lengths,
                                                        sample)
        label_infos.append(LabelInfo(label, totals[label], props, name, search, display, keyed, apart))
    label_infos = _named_as_broader(read, label_infos, sample)
    by_rel: dict[str, list[dict[str, Any]]] = {x: [] for x in types}
    rel_totals: dict[str, int] = dict.fromkeys(types, 0)
    for r in _per_name(read, _RELS, types, "reading relationship types and their properties", sample):
        rel_totals[r["name"]] = int(r["total"])
        by_rel[r["name"]] += list(r["props"])
    ends: dict[str, list[dict[str, Any]]] = {x: [] for x in types}
    for r in _per_name(read, _ENDS, [t for t in types if rel_totals[t]], "reading relationship ends", sample):
        ends[r["name"]].append(r)
    rel_infos = []
    for rel in types:
        if not rel_totals[rel]:
            continue
        pairs = sorted(ends[rel], key=lambda r: -r["c"])
        starts = tuple(dict.fromkeys(r["s"] for r in pairs if r["s"] in totals))
        finishes = tuple(dict.fromkeys(r["e"] for r in pairs if r["e"] in totals))
        rel_infos.append(RelTypeInfo(rel, rel_totals[rel], starts, finishes, _properties(by_rel[rel])))
    return GraphSchema(tuple(label_infos), tuple(rel_infos), f"Neo4j catalogue, {sample} nodes sampled per label")


def _named_as_broader(read: Read, infos: list[LabelInfo], sample: int) -> list[LabelInfo]:
    """Each second label (every sampled node of it also holds a larger label: a few hives that are also
    ``Nucleus``) named as the larger label names its nodes, where they all hold that label's naming key: among ten
    or fewer nodes another key (a ``status``) can look as unique as the name, and then its values would be searched
    as names of things."""
    by_name = {x.name: x for x in infos}
    small = [x.name for x in infos if x.count > 0 and any(y.count > x.count for y in infos)]
    seen: dict[str, dict[str, int]] = {}
    for r in _per_name(read, _WITH, small, "reading labels held together", sample):
        seen.setdefault(r["name"], {})[r["other"]] = int(r["c"])
    out = []
    for x in infos:
        held = seen.get(x.name, {})
        broad = [by_name[o] for o, c in held.items() if o != x.name and o in by_name and c >= min(x.count, sample)
                 and by_name[o].count > x.count and (by_name[o].name_property or by_name[o].display)]
        b = max(broad, key=lambda y: y.count, default=None)
        keys = (b.name_property,) if b is not None and b.name_property else b.display if b is not None else ()
        if b is not None and all((p := x.property(k)) is not None and p.count >= min(x.count, sample) for k in keys) and \
                (x.name_property, x.display) != (b.name_property, b.display):
            x = replace(x, name_property=b.name_property, search_properties=b.search_properties,
                        display=b.display, keyed=b.keyed, apart=())
        out.append(x)
    return out


def choose_name(props: tuple[PropertyInfo, ...], nodes: int,
                lengths: dict[str, float]) -> tuple[str | None, tuple[str, ...]]:
    """(the property that names the label's nodes, the name-like properties entity search looks in).

    A candidate is a string key held by at least half the nodes, distinct on at least 80% of those that hold it
    and short (under 60 characters on average); a key whose words do not say it is an id and whose values are
    numbers or dates written as text names nothing. Ranked by what its key says (see the module docstring), then
    by how many nodes hold it, how unique it is, whether any of its values is written as a name (``_capitalised``:
    "Red Panda" before "Ailurus fulgens", "Vastoril" before "amlodipine"), and by key. When the best candidate leaves some nodes without a
    name while a short code names every node once (``ref``: "S1", "88"), the code names them (``_complete``), else
    a number key that says so (``_numbered``: ``fleetNo``); with no string candidate at all, that number key."""
    named = _candidates(props, nodes, lengths)
    name = named[0].key if named else None
    if named and named[0].count < nodes:
        name = _complete(props, nodes, lengths, _rank) or _numbered(props, nodes) or name
    elif named and (named[0].distinct < named[0].count and _kind(named[0]) > 1 or _worded(named[0])):
        name = _coded(props, nodes, lengths, _rank) or name
    elif named and _titled(named[0]):
        name = _filed(props, nodes, lengths) or name
    elif not named:
        name = _numbered(props, nodes)
    search = [p.key for p in sorted((p for p in props if _fits(p, nodes, lengths, 0.8)), key=_rank, reverse=True)
              if _rank(p)[0] >= 3 or named and p is named[0] and name != p.key]
    if name and name not in search:
        search.insert(0, name)
    elif name:
        search.remove(name)
        search.insert(0, name)
    return name, tuple(search)


def _rank(p: PropertyInfo) -> tuple:
    """How surely a key names its label's nodes, best last (``choose_name``)."""
    return (_kind(p), p.count, p.distinct / max(p.count, 1), _capitalised(p), -len(p.key), [-ord(c) for c in p.key])


def _fits(p: PropertyInfo, nodes: int, lengths: dict[str, float], unique: float) -> bool:
    return _held(p, nodes, lengths) and p.distinct >= unique * p.count


def _candidates(props: tuple[PropertyInfo, ...], nodes: int, lengths: dict[str, float]) -> list[PropertyInfo]:
    """The keys that could name the label's nodes, best first (``choose_name``)."""
    return sorted((p for p in props if _fits(p, nodes, lengths, 0.8) and _rank(p)[0] > 0), key=_rank, reverse=True)


def _worded(p: PropertyInfo) -> bool:
    """A key that does not say it names its nodes whose values are written as names of several words (a home's
    ``address``, "Flat 2 Merlin House"): it names them for the eye, but the organisation files them under a code of
    their own where they have one (``propertyRef``), which then names them, shown after the words ("Flat 2 Merlin
    House (LM-0455)", ``choose_display``). A registration in capitals ("CK19 BRH") is a code itself."""
    return _kind(p) == 2 and _capitalised(p) and any(" " in s for s in p.samples)


def _titled(p: PropertyInfo) -> bool:
    """A title key that names the nodes (``title``, ``courseTitle``): where a code key names every node once as
    well, the code names them and the title is read before it (``choose_display``)."""
    return (p.key == "title" or p.key.endswith("Title")) and p.distinct >= p.count


_FILED_KEY = re.compile(r"(?:Code|Ref|No|Number|(?:^|_)(?i:code|ref|no|number))$")
_LETTERS_AND_DIGITS = re.compile(r"(?=.*[A-Za-z])(?=.*[0-9])")


def _filed(props: tuple[PropertyInfo, ...], nodes: int, lengths: dict[str, float]) -> str | None:
    """A code an office files titled things under (``grantCode`` "KX-4417", ``courseCode`` "PHY101"): a short string
    key that says it is a code, reference or number, every node its own, written with letters and digits; not a
    surrogate id (``movieId``, ``imdbId``), which nobody reads."""
    filed = [p for p in props if p.type == "string" and not p.is_list and nodes > 1 and p.count >= nodes
             and p.distinct >= p.count and _FILED_KEY.search(p.key) and 0 < lengths.get(p.key, 0.0) <= CODE_CHARS
             and p.samples and all(_LETTERS_AND_DIGITS.match(x) and " " not in x for x in p.samples)]
    return min(filed, key=lambda p: (len(p.key), p.key)).key if filed else None


CODE_CHARS = 24  # a code is short: at most this many characters on average


def _complete(props: tuple[PropertyInfo, ...], nodes: int, lengths: dict[str, float],
              rank: Callable[[PropertyInfo], tuple]) -> str | None:
    """A short string key every node holds, each its own value, written without spaces (a line's ``ref``): what
    names the nodes when the best name-like key is missing on some of them. A key of numbers written as text counts
    only when its key says it is a code (``ref``, ``…No``, ``…Code``): elsewhere such text is a quantity."""
    codes = [p for p in props if p.type == "string" and not p.is_list and nodes > 1 and p.count >= nodes
             and p.distinct >= p.count and 0 < lengths.get(p.key, 0.0) <= CODE_CHARS
             and not any(" " in x for x in p.samples)
             and (_kind(p) >= 1 or _NUMBER_KEY.search(p.key))]
    return max(codes, key=lambda p: (bool(_NUMBER_KEY.search(p.key) or ID_KEY.search(p.key)), rank(p))).key \
        if codes else None


def _coded(props: tuple[PropertyInfo, ...], nodes: int, lengths: dict[str, float],
           rank: Callable[[PropertyInfo], tuple]) -> str | None:
    """A key whose name says it codes or numbers the nodes, held by every node once (``projectCode`` "KA24-041",
    ``siteNo`` 17): what names the nodes when the best name-like key repeats on some of them (two projects on one
    site). Shown after that name ("Sallowmere Solar Farm (KA23-026)", ``choose_display``)."""
    coded = [p for p in props if nodes > 1 and p.count >= nodes and p.distinct >= p.count and not p.is_list
             and p.type in ("string", "int") and (NUMBER_KEY.search(p.key) or ID_KEY.search(p.key))
             and (p.type == "int" or 0 < lengths.get(p.key, 0.0) <= CODE_CHARS
                  and not any(" " in x for x in p.samples))]
    return max(coded, key=lambda p: (bool(ID_KEY.search(p.key)), p.type == "string", rank(p))).key if coded else None


def _numbered(props: tuple[PropertyInfo, ...], nodes: int) -> str | None:
    """An integer key every node holds, each its own value, whose key says it is a number, code or reference
    (``fleetNo``, ``roomNumber``, ``badge_id``): the name of nodes that have no name-like string key. A count or
    a measurement (seats, a year) never says so, and is rarely unique; a bare ``id`` is the graph's bookkeeping."""
    numbered = [p for p in props if p.type == "int" and not p.is_list and nodes > 1 and p.count >= nodes
                and p.distinct >= p.count and _NUMBER_KEY.search(p.key) and p.key.lower() not in ("id", "uuid")]
    return min(numbered, key=lambda p: (len(p.key), p.key)).key if numbered else None


def choose_display(label: str, props: tuple[PropertyInfo, ...], nodes: int, lengths: dict[str, float],
                   name: str | None) -> tuple[tuple[str, ...], bool]:
    """(the properties whose values, joined by a space, people read for a node of ``label``; whether the naming key
    ``name`` follows in brackets). ``((), False)``: the naming key's value is what people read.

    A given name and a family name held by most nodes are read together, unless a ``name``-like key names the
    nodes already. A node named by an id-like key is read by the label's own ``name`` or ``title`` (``title``, or
    ``departmentTitle`` on ``Department``; not ``shipName`` on an order, which names someone else) when most nodes
    hold one, with the key after it, since such a name is shared (else it would have been the naming key). A node
    named by a code because the label's own name is missing on some nodes is read by that name where it has one,
    with the code (or number) after it ("Harbour Line (S2)", "Nightjar (3029)"; a node without the name is read by its
    code alone)."""
    held = [p for p in props if _held(p, nodes, lengths)]
    named_by = next((p for p in props if p.key == name), None)
    kind = _kind(named_by) if named_by is not None else 0
    given = next((p.key for p in held if _GIVEN_KEY.fullmatch(p.key)), None)
    family = next((p.key for p in held if _FAMILY_KEY.fullmatch(p.key)), None)
    if given and family and (kind < 3 or name in (given, family)):
        return (given, family), False
    if named_by is None or named_by.type not in ("string", "int") or kind > 2:
        return (), False
    named = _candidates(props, nodes, lengths)
    if named and named[0].key != name and (_worded(named[0]) or _titled(named[0])) and \
            named[0].distinct >= named[0].count >= nodes:
        return (named[0].key,), True
    own = {"name", "title", label.lower() + "name", label.lower() + "title"}
    readable = [p for p in held if p.key.lower() in own and _kind(p) >= 3
                and (kind == 1 and named_by.type == "string" or p.count < nodes and p.distinct >= 0.8 * p.count)]
    # a name-like key nearly every node holds once, passed over for the code because some nodes share it
    readable += [p for p in held if _kind(p) >= 3 and p.count >= nodes and 0.8 * p.count <= p.distinct < p.count]
    if not readable:
        return (), False
    best = max(readable, key=lambda p: (_kind(p), p.count, p.key))
    return (best.key,), True


def _kind(p: PropertyInfo) -> float:
    """How surely a key names its nodes, by what the key says (see the module docstring): 5 ``name``, 4 ``title``,
    3 another ``…name`` / ``…title``, 2 any other key, 1 an id-like key, 0.5 a key of sentences; 0 for values that
    are numbers or dates written as text (a price, an order date), which name nothing, unless the key says it
    numbers its nodes (``incidentNo`` of "24-0717": an id-like key)."""
    if p.key == "name":
        kind = 5
    elif p.key == "title":
        kind = 4
    elif _NAME_KEY.search(p.key):
        kind = 3
    elif ID_KEY.search(p.key):
        kind = 1
    else:
        kind = 2
    if kind > 1 and p.samples and all(_VALUE.fullmatch(s) for s in p.samples):
        kind = 1 if _NUMBER_KEY.search(p.key) else 0
    elif kind == 2 and p.samples and sum(len(s.split()) for s in p.samples) / len(p.samples) > SENTENCE_WORDS:
        kind = 0.5  # a sentence (a ticket's summary) describes its node; an id-like key names it first
    return kind


_MINOR_WORDS = frozenset(("a", "an", "and", "at", "de", "del", "der", "des", "di", "du", "for", "in", "la", "le", "of",
                          "on", "the", "to", "van", "von", "y"))


def _capitalised(p: PropertyInfo) -> bool:
    """Whether any sampled value is written as a name is: every word but a minor one ("of", "de") starts with a
    capital letter, and it is not a code in capitals ("I10"). Of two keys that name the nodes equally well (a common
    and a scientific name, a brand and a generic one), the one written as names is the one people read and type; a
    key none of whose values is ("Ailurus fulgens", "amlodipine") holds terms. Any, not most: a company's name is
    now and then written in lower case ("Ana Trujillo Emparedados y helados"), a binomial never capitalised."""
    def named(text: str) -> bool:
        words = [w for w in re.findall(r"[^\W\d_][\w'’.-]*", text) if w.lower() not in _MINOR_WORDS]
        return bool(words) and all(w[0].isupper() for w in words) and any(c.islower() for c in text)

    return any(named(s) for s in p.samples)


def _held(p: PropertyInfo, nodes: int, lengths: dict[str, float]) -> bool:
    """A short string key that at least half the label's nodes hold."""
    return (p.type == "string" and not p.is_list and nodes > 0 and p.count >= 0.5 * nodes
            and lengths.get(p.key, 0.0) < 60)
