"""Batched reads of ``Neo4jGraph`` (``relations_many``, ``neighbors_many``, ``entities_by_norms``, ``stable_keys``):
a whole search frontier in one Cypher query, the frontier travelling as a list parameter (``UNWIND``).

Each answers what the per-entity methods answer: neighbours are ``DISTINCT`` nodes carrying the entity labels,
ordered by id and cut at the limit inside a per-lookup subquery (``CALL (n, q) { … LIMIT $limit }``); the first
neighbour of a move is the smallest ``[id, name]`` pair. The relationship type of a lookup is compared as a
parameter (``type(r) = q.rel``) after being checked against the schema, so every batch uses one query text, which
Neo4j plans once; one query per relationship type would be planned again for every new mix of types. The
functions take the ``Neo4jGraph`` (``store``) whose methods they are.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import Any

from kgchat.backends.base import Lookup, Move, as_direction, default_name
from kgchat.logic.cypher import quote_name
from kgchat.logic.cypher_shape import EDGE, EDGE_PREFIX
from kgchat.types import Direction, Entity


def to_entity(entity_id: Any, name: Any) -> Entity:
    """An entity from a Cypher row's ``id`` and ``name``; a node with none of the name properties is unnamed (a
    mediator node: engines walk through it and never answer with it), as is one whose name is a bare id (``_:x``,
    ``m.0abc``)."""
    entity_id = str(entity_id)
    return Entity(entity_id, "" if name is None else str(name) or default_name(entity_id))


def relations_many(store: Any, entity_ids: Sequence[str]) -> dict[str, dict[Move, Entity | None]]:
    """Moves of many entities with the first entity each reaches, in one query (see GraphStore)."""
    s = store.shape
    ids = list(dict.fromkeys(entity_ids))
    first = f"min([{s.id_of('m')}, {s.name_of('m')}])"  # lists order element by element: smallest id first
    rows = store._read(
        f"UNWIND $ids AS key MATCH {s.node('n')} WHERE {s.id_of('n')} = key "
        f"CALL (n) {{ MATCH (n)-[r]->{s.node('m')} RETURN type(r) AS rel, 0 AS inward, {first} AS first "
        f"UNION ALL MATCH (n)<-[r]-{s.node('m')} RETURN type(r) AS rel, 1 AS inward, {first} AS first }} "
        "RETURN key, rel, inward, first", "listing relations", ids=ids)
    found: dict[str, dict[tuple[int, str], Entity]] = {}
    for r in rows:  # two nodes sharing an id (possible in graphs kgchat did not load) give one move, as in relations()
        moves = found.setdefault(r["key"], {})
        entity = to_entity(*r["first"])
        key = (r["inward"], r["rel"])
        if key not in moves or entity.id < moves[key].id:
            moves[key] = entity
    directions = (Direction.OUT, Direction.IN)
    return {eid: {(rel, directions[inward]): e for (inward, rel), e in sorted(found.get(eid, {}).items())}
            for eid in ids}


def neighbors_many(store: Any, lookups: Iterable[Lookup], limit: int | None = None) -> dict[Lookup, list[Entity]]:
    """Neighbours for many (entity, relation, direction) lookups in one query, each sorted by id and cut at
    ``limit`` inside its own subquery. The relationship type is compared as a parameter (one query text for
    every batch, planned once), after being checked against the schema like everywhere else."""
    s = store.shape
    keys = [(e, r, as_direction(d)) for e, r, d in dict.fromkeys(lookups)]
    if not keys:
        return {}
    for _, rel, _ in keys:
        store._rel(rel)  # UnknownRelation before anything is sent
    cut = " LIMIT $limit" if limit is not None else ""
    rows = store._read(
        f"UNWIND $lookups AS q MATCH {s.node('n')} WHERE {s.id_of('n')} = q.id "
        f"CALL (n, q) {{ MATCH (n)-[r]-{s.node('m')} WHERE type(r) = q.rel "
        "AND CASE WHEN q.out THEN startNode(r) = n ELSE endNode(r) = n END "
        f"RETURN DISTINCT {s.returns('m')} ORDER BY id{cut} }} RETURN q.k AS k, id, name",
        "following edges", lookups=[{"k": i, "id": e, "rel": r, "out": d is Direction.OUT}
                                    for i, (e, r, d) in enumerate(keys)],
        limit=max(int(limit), 0) if limit is not None else None)
    out: dict[Lookup, list[Entity]] = {key: [] for key in keys}
    for r in rows:
        out[keys[r["k"]]].append(to_entity(r["id"], r["name"]))
    for found in out.values():  # several nodes with one id (graphs kgchat did not load) met in one lookup
        found.sort(key=lambda e: e.id)
    return out


def entities_by_norms(store: Any, norms: Iterable[str], limit: int = 20) -> dict[str, list[Entity]]:
    """Exact normalised-name lookups for many names in one query through the ``norm`` index (without that
    index, name by name as ``entities_by_norm`` does)."""
    wanted = list(dict.fromkeys(norms))
    if not store.has_norm_index and store.has_fulltext:
        found = _by_fulltext(store, [n for n in wanted if n], limit) | {n: [] for n in wanted if not n}
        return _with_numbered(found, numbered(store, wanted, limit), limit)
    if not store.has_norm_index:
        return {norm: store.entities_by_norm(norm, limit) for norm in wanted}
    if not wanted:
        return {}
    s = store.shape
    rows = store._read(
        f"UNWIND $norms AS norm CALL (norm) {{ MATCH {s.node('n')} WHERE n.{quote_name(store.config.norm_property)}"
        f" = norm RETURN {s.returns('n')} ORDER BY id LIMIT $limit }} RETURN norm, id, name", "finding names",
        norms=wanted, limit=int(limit))
    out: dict[str, list[Entity]] = {norm: [] for norm in wanted}
    for r in rows:
        out[r["norm"]].append(to_entity(r["id"], r["name"]))
    return out


# a word, then a number: "tram 507", "room 204", "pager no 4614" (the number alone is a quantity)
_WORD_NUMBER = re.compile(r"([a-z]{2,})(?: (?:no|nr|num|number))? ([0-9]{1,18})")


def numbered(store: Any, norms: Iterable[str], limit: int = 20) -> dict[str, list[Entity]]:
    """Nodes numbered by an integer key that a normalised span says as a word and the number. The key is the one
    naming the label's nodes (``LabelInfo.name_property`` of type int: a fleet or room number) or one whose name
    ends in a numbering word (``saleNo`` of sales named by their title: "sale 2409"). The word is the label's own
    ("vehicle 507"), the key's own noun ("sale" of ``saleNo``, "pager no 4614" of ``pagerNo``), a numbering word
    ("number 5": of a label numbered by one such key; the question's other words tell which label it is) or a value of one of the
    node's own string properties ("tram 507" of a vehicle whose ``type`` is tram; "bus 507" finds nothing there). A
    number said alone is a quantity and names nothing. One query per such key; none when the graph has none."""
    asks = [{"norm": n, "forms": _forms(m.group(1)), "num": int(m.group(2))} for n in dict.fromkeys(norms)
            if (m := _WORD_NUMBER.fullmatch(n))]
    out: dict[str, list[Entity]] = {}
    if not asks:
        return out
    for label, key, own in _number_keys(store):
        rows = store._read(
            f"UNWIND $asks AS q MATCH (n:{quote_name(label)}) WHERE n.{quote_name(key)} = q.num "
            "AND (any(w IN q.forms WHERE w IN $own) OR any(k IN keys(n) WHERE n[k] IS :: STRING "
            f"AND toLower(n[k]) IN q.forms)) RETURN q.norm AS norm, {store.shape.returns('n')} ORDER BY id",
            "finding numbered names", asks=asks, own=own)
        for r in rows:
            found = out.setdefault(r["norm"], [])
            if len(found) < limit and all(e.id != str(r["id"]) for e in found):
                found.append(to_entity(r["id"], r["name"]))
    return out


def _number_keys(store: Any) -> list[tuple[str, str, list[str]]]:
    """(label, integer key, the words that may say it) for each key numbering a label's nodes (see ``numbered``)."""
    from kgchat.schema import NUMBERING_WORDS, identifier_words

    out = []
    for x in store.graph_schema.labels:
        keys = [(p.key, words) for p in x.properties if p.type == "int"
                and (p.key == x.name_property or len(words := identifier_words(p.key).split()) == 2
                     and words[-1] in NUMBERING_WORDS)]
        # a numbering word alone ("number 5") says the key only of a label numbered one way
        own = [*_forms(identifier_words(x.name)), *(NUMBERING_WORDS if len(keys) == 1 else ())]
        for key, words in keys:
            out.append((x.name, key, own if key == x.name_property else [*own, *_forms(words[0])]))
    return out


def _forms(word: str) -> list[str]:
    """A word as said of one or of several: ``trams`` → tram, ``buses`` → bus."""
    forms = [word]
    if word.endswith("es"):
        forms.append(word[:-2])
    if word.endswith("s"):
        forms.append(word[:-1])
    return forms


def _with_numbered(found: dict[str, list[Entity]], more: dict[str, list[Entity]],
                   limit: int) -> dict[str, list[Entity]]:
    for norm, entities in more.items():
        found[norm] = [*found.get(norm, []), *(e for e in entities if e not in found.get(norm, []))][:limit]
    return found


def lucene_query(words: list[str], all_words: bool = True) -> str:
    """A full-text query for the words of a normalised name: each word quoted, all of them required (or any).

    ``normalize_name`` splits a name at every mark, but the index's analyzer keeps a mark between letters inside
    its word: "Brigid's Heron" is indexed as *brigid's* and *heron*, "O'Callan" as *o'callan*. A one-letter word is
    therefore read as glued to its neighbour (an ending such as the possessive *s* to the word before it, any other
    letter to the word after it), and that neighbour is asked for alone or joined to the letter by a wildcard
    (``brigid*s``, ``o*callan``), either form being enough. The caller checks the whole name afterwards. Words
    are ``\\w``-only, so neither the quoted words nor the wildcard terms can carry query syntax."""
    glued: dict[int, tuple[str, str]] = {}  # word position -> (letter before it, letter after it)
    for i, word in enumerate(words):
        if len(word) != 1:
            continue
        before = i > 0 and len(words[i - 1]) > 1
        after = i + 1 < len(words) and len(words[i + 1]) > 1
        if before and (word in _ENDINGS or not after):
            glued[i - 1] = (glued.get(i - 1, ("", ""))[0], word)
        elif after:
            glued[i + 1] = (word, glued.get(i + 1, ("", ""))[1])
    terms = []
    for i, word in enumerate(words):
        if len(word) == 1:
            continue
        if i in glued:
            first, last = glued[i]
            terms.append(f'("{word}" OR {first}{"*" if first else ""}{word}{"*" if last else ""}{last})')
        else:
            terms.append(f'"{word}"')
    if not terms:
        terms = [f'"{w}"' for w in words]
    return (" AND " if all_words else " OR ").join(terms)


_ENDINGS = frozenset("st")  # letters that end a word after an apostrophe: the possessive 's, don't


def _by_fulltext(store: Any, norms: list[str], limit: int) -> dict[str, list[Entity]]:
    """Exact normalised-name lookups through the full-text index, every name in one query: nodes holding all the
    words of a name, kept when their normalised name is exactly it (graphs with no ``norm`` property)."""
    from kgchat.backends.base import normalize_name

    if not norms:
        return {}
    s = store.shape
    props = list(s.name_properties)
    parts = {k for _, keys, key in s.label_display if key is None for k in keys}
    queries = [{"norm": n, "q": lucene_query(n.split())} for n in norms]  # sent as parameters
    rows = store._read(
        "UNWIND $queries AS q CALL (q) { CALL db.index.fulltext.queryNodes($index, q.q, {limit: $cap}) "
        f"YIELD node AS n RETURN {s.returns('n')}, [p IN $props | n[p]] AS names, labels(n) AS labels }} "
        "RETURN q.norm AS norm, id, name, names, labels", "finding names",
        queries=queries, index=store.fulltext_index, cap=max(limit * 5, 50), props=props)
    out: dict[str, list[Entity]] = {n: [] for n in norms}
    for r in rows:
        e = to_entity(r["id"], r["name"])
        # a name read from two properties is said whole ("Jules Joyce"), not by its parts
        said = {normalize_name(str(x)) for k, x in zip([*props, None], [*r["names"], r["name"]], strict=True)
                if isinstance(x, str) and k not in parts}
        said |= {short for name in said if (short := without_label_word(name, r["labels"] or ()))}
        if r["norm"] in said and len(out[r["norm"]]) < limit and e not in out[r["norm"]]:
            out[r["norm"]].append(e)
    for found in out.values():
        found.sort(key=lambda e: e.id)
    return out


def without_label_word(norm: str, labels: Iterable[str]) -> str | None:
    """A normalised name said without its last word where that word is the node's own label ("st brigid s
    hospital" of a Hospital: "st brigid s"), or None. At least one word of two letters or more is left."""
    from kgchat.schema import identifier_words

    head, _, last = norm.rpartition(" ")
    if not any(len(w) > 1 for w in head.split()):
        return None
    own = {identifier_words(x).lower() for x in labels}
    return head if last in own or last.rstrip("s") in own else None


def stable_keys(store: Any, ids: Sequence[str]) -> dict[str, str]:
    """``GraphStore.stable_keys`` in one query: nodes read by element id and relationships read as mediators are
    described by ``NodeShape.stable_key``; any other id (a property id, a value) is its own key."""
    s = store.shape
    edges = [{"id": i, "element": i[len(EDGE_PREFIX):]} for i in ids if i.startswith(EDGE_PREFIX)]
    nodes = [i for i in ids if not i.startswith(EDGE_PREFIX)] if s.by_element_id else []
    out = {i: i for i in ids}
    if nodes or edges:
        rows = store._read(
            f"UNWIND $nodes AS i MATCH (n) WHERE elementId(n) = i RETURN i, {s.stable_key('n')} AS key UNION ALL "
            f"UNWIND $edges AS e MATCH ()-[r]->() WHERE elementId(r) = e.element "
            f"RETURN e.id AS i, {s.stable_key('r', EDGE)} AS key", "reading stable keys", nodes=nodes, edges=edges)
        out.update((r["i"], r["key"]) for r in rows)
    return out
