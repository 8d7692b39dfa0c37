"""The write path of ``SparqlGraph``: corrections (``add_triple``, ``remove_triple``, ``replace_triple``), bulk
loading (``bulk_insert``, ``set_names``) and what they share — the named graph written to, predicates for new
relations, name statements for new entities, and which terms the graph already holds.

Writes go through SPARQL Update into the spec's named graph (``#graph=IRI``); a read-only spec or one without a
named graph refuses them (``ReadOnlyGraph``). The functions take the ``SparqlGraph`` (``store``) whose methods they
are.
"""

from __future__ import annotations

from typing import Any

from kgchat.backends.base import default_name
from kgchat.backends.sparql import terms
from kgchat.backends.sparql.names import NAME_BATCH
from kgchat.errors import GraphError, InvalidInput, ReadOnlyGraph, TripleNotFound
from kgchat.types import Triple

WRITE_BATCH = 500  # triples per INSERT DATA (Virtuoso's SPARQL compiler runs out of memory near 5000)


def _writable(store: Any) -> str:
    if store.readonly:
        raise ReadOnlyGraph(f"{store.spec} was opened read-only.")
    if not store.graph:
        raise ReadOnlyGraph(f"Corrections on {store.endpoint} need a named graph to write to: add "
                            f"#graph=IRI to the spec (e.g. sparql:{store.endpoint}#graph=http://freebase.com).")
    return terms.iri(store.graph)


def _new_predicate(store: Any, relation: str) -> str:
    if not relation or relation != relation.strip() or any(c.isspace() for c in relation):
        raise GraphError(f"Relation name {relation!r} is empty or contains spaces.")
    schema = store.relation_iris()
    if relation in schema:
        return terms.iri(schema[relation])
    if "://" in relation and terms.is_iri(relation):
        return terms.iri(relation)
    if store.base is None:
        raise GraphError(f"New relation {relation!r} needs a full IRI (this graph has no #base=).")
    return terms.iri(store.base + terms.encode_local(relation))


def _entity_term(store: Any, entity_id: str) -> str:
    term = store._iri(entity_id)
    if term is None:
        raise InvalidInput(f"{entity_id!r} cannot name a resource in {store.endpoint}: use a full IRI "
                           f"or set #base= in the spec.")
    return term


def matching_objects(store: Any, triple: Triple) -> list[dict]:
    """The stored object values of ``triple``: its IRI, or literals whose lexical form is the tail id."""
    schema = store.relation_iris()
    if triple.relation not in schema:
        return []
    head, pred = store._iri(triple.head), terms.iri(schema[triple.relation])
    if head is None:
        return []
    where = f"{head} {pred} ?o . {terms.matches_id('?o', store._iri(triple.tail), triple.tail)}"
    return [r["o"] for r in store.client.paged("DISTINCT ?o", where, "?o", limit=100)]


def has_triple(store: Any, triple: Triple) -> bool:
    return bool(matching_objects(store, triple))


def _name_lines(store: Any, pairs: list[tuple[str, str | None]]) -> list[str]:
    """Name statements for entities new to the graph (as SQLiteGraph names new entities)."""
    ids = {eid: _entity_term(store, eid) for eid, _ in pairs}
    existing = _existing(store, list(dict.fromkeys(ids.values())))
    lines = []
    for eid, name in pairs:
        label = name or default_name(eid)
        if ids[eid] not in existing and label:
            existing.add(ids[eid])
            lines.append(terms.edge(ids[eid], store._label_term, terms.string_literal(label, lang=store.name_lang)))
    return lines


def _existing(store: Any, iris: list[str]) -> set[str]:
    """Which of these IRI terms occur in the graph at all (as subject, object or named)."""
    found: set[str] = set()
    for i in range(0, len(iris), NAME_BATCH):
        chunk = " ".join(iris[i:i + NAME_BATCH])
        # a UNION, not FILTER(EXISTS … || EXISTS …), which Virtuoso evaluates 4-40 times slower
        rows = store.client.paged("DISTINCT ?e", f"VALUES ?e {{ {chunk} }} {{ ?e ?p ?o }} UNION {{ ?s ?q ?e }}", "?e")
        found |= {terms.iri(r["e"]["value"]) for r in rows}
    return found


def add_triple(store: Any, triple: Triple, head_name: str | None = None, tail_name: str | None = None) -> bool:
    graph = _writable(store)
    pred = _new_predicate(store, triple.relation)
    if has_triple(store, triple):
        return False
    lines = [terms.edge(_entity_term(store, triple.head), pred, _entity_term(store, triple.tail))]
    lines += _name_lines(store, [(triple.head, head_name), (triple.tail, tail_name)])
    store.client.update(f"INSERT DATA {{ GRAPH {graph} {{ {' '.join(lines)} }} }}")
    _after_write(store, triple.relation, pred)
    return True


def remove_triple(store: Any, triple: Triple) -> bool:
    graph = _writable(store)
    objects = matching_objects(store, triple)
    if not objects:
        return False
    head, pred = _entity_term(store, triple.head), store._predicate(triple.relation)
    stmts = " ".join(terms.edge(head, pred, terms.term(o)) for o in objects)
    store.client.update(f"DELETE DATA {{ GRAPH {graph} {{ {stmts} }} }}")
    return True


def replace_triple(store: Any, old: Triple, new: Triple) -> None:
    """Delete ``old`` and insert ``new`` in one update request.

    When ``old`` was stored with a literal object and ``new`` keeps the relation, the new value is written as a
    literal of the same datatype / language (so correcting a date keeps it a date).
    """
    graph = _writable(store)
    objects = matching_objects(store, old)
    if not objects:
        raise TripleNotFound(f"{old.as_text()} is not in the graph, so it cannot be replaced.")
    head, pred = _entity_term(store, old.head), store._predicate(old.relation)
    delete = " ".join(terms.edge(head, pred, terms.term(o)) for o in objects)
    new_pred = _new_predicate(store, new.relation)
    ops = [f"DELETE DATA {{ GRAPH {graph} {{ {delete} }} }}"]
    if not has_triple(store, new):
        literal = next((o for o in objects if o.get("type") not in ("uri", "bnode")), None)
        if literal is not None and new.relation == old.relation and not _existing(store, [_entity_term(store, new.tail)]):
            obj = terms.string_literal(new.tail, lang=literal.get("xml:lang"), datatype=literal.get("datatype"))
            lines = [terms.edge(_entity_term(store, new.head), new_pred, obj)]
            lines += _name_lines(store, [(new.head, None)])
        else:
            lines = [terms.edge(_entity_term(store, new.head), new_pred, _entity_term(store, new.tail))]
            lines += _name_lines(store, [(new.head, None), (new.tail, None)])
        ops.append(f"INSERT DATA {{ GRAPH {graph} {{ {' '.join(lines)} }} }}")
    store.client.update(" ;\n".join(ops))
    _after_write(store, new.relation, new_pred)


def _after_write(store: Any, relation: str, pred: str) -> None:
    if store._schema is not None:
        store._schema[relation] = pred[1:-1]
    store.names.forget()


def bulk_insert(store: Any, triples: list[tuple[str, str, str]], names: dict[str, str] | None = None,
                default_names: dict[str, str] | None = None) -> int:
    """Insert (head, relation, tail) id triples with INSERT DATA in batches; returns how many were new.

    New entities are named ``names[id]``, ``default_names[id]`` or their id (blank ``_:`` ids stay unnamed), as in SQLiteGraph;
    entities that already exist and appear in ``names`` are renamed. Objects are always entities (IRIs).
    """
    graph = _writable(store)
    names, defaults = names or {}, default_names or {}
    added = 0
    seen: set[str] = set()
    for i in range(0, len(triples), WRITE_BATCH):
        chunk = list(dict.fromkeys(triples[i:i + WRITE_BATCH]))
        preds = {r: _new_predicate(store, r) for r in {r for _, r, _ in chunk}}
        stmts = {(h, r, t): terms.edge(_entity_term(store, h), preds[r], _entity_term(store, t)) for h, r, t in chunk}
        present = _present(store, [(_entity_term(store, h), preds[r], _entity_term(store, t)) for h, r, t in chunk])
        lines = [s for key, s in stmts.items() if (_entity_term(store, key[0]), preds[key[1]],
                                                  _entity_term(store, key[2])) not in present]
        ids = [e for h, _, t in chunk for e in (h, t) if e not in seen]
        seen.update(ids)
        lines += _name_lines(store, [(e, names.get(e) or defaults.get(e)) for e in dict.fromkeys(ids)])
        if lines:
            store.client.update(f"INSERT DATA {{ GRAPH {graph} {{ {' '.join(lines)} }} }}")
        added += len(stmts) - len(present)
        for r, p in preds.items():
            _after_write(store, r, p)
    set_names(store, {e: n for e, n in names.items() if n})
    store.names.forget()
    return added


def _present(store: Any, keys: list[tuple[str, str, str]]) -> set[tuple[str, str, str]]:
    """Which of these (subject, predicate, object) terms are already stored."""
    if not keys:
        return set()
    values = " ".join(f"({s} {p} {o})" for s, p, o in keys)
    # FILTER EXISTS probes each row through the index; joining VALUES to ``?s ?p ?o`` is ~30x slower on Virtuoso
    rows = store.client.paged("DISTINCT ?s ?p ?o", f"VALUES (?s ?p ?o) {{ {values} }} FILTER EXISTS {{ ?s ?p ?o }}",
                              "?s ?p ?o")
    return {(terms.iri(r["s"]["value"]), terms.iri(r["p"]["value"]), terms.iri(r["o"]["value"])) for r in rows
            if r["o"].get("type") == "uri"}


def set_names(store: Any, names: dict[str, str]) -> int:
    """Set the (English / untagged) name of existing entities; returns how many were changed."""
    graph = _writable(store)
    items = [(eid, n) for eid, n in names.items() if n]
    changed = 0
    for i in range(0, len(items), NAME_BATCH):
        chunk = {_entity_term(store, eid): n for eid, n in items[i:i + NAME_BATCH]}
        current = store.names.names_for([t[1:-1] for t in chunk])
        existing = _existing(store, list(chunk))
        todo = {t: n for t, n in chunk.items() if t in existing and current.get(t[1:-1]) != n}
        if not todo:
            continue
        values = " ".join(todo)
        inserts = " ".join(terms.edge(t, store._label_term, terms.string_literal(n, lang=store.name_lang))
                           for t, n in todo.items())
        store.client.update(f"WITH {graph} DELETE {{ ?e {store._label_term} ?n }} WHERE {{ VALUES ?e {{ {values} }} "
                     f"?e {store._label_term} ?n . FILTER(lang(?n) = \"\" || langMatches(lang(?n), \"en\")) }} ;\n"
                     f"INSERT DATA {{ GRAPH {graph} {{ {inserts} }} }}")
        changed += len(todo)
    if changed:
        store.names.forget()
    return changed

