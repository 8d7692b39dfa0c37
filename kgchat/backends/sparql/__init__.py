"""GraphStore over a SPARQL 1.1 endpoint over HTTP — Freebase in Virtuoso, as the KBQA community serves it.

The package: ``terms`` (safe IRIs and literals, kgchat ids as IRIs), ``client`` (HTTP, errors, paging), ``names``
(display names and search by name), ``store`` (``SparqlGraph``) and ``writes`` (its SPARQL Update path:
corrections and bulk loading).

Spec::

    sparql:URL[#option=value&option=value...]
    sparql:http://localhost:8890/sparql                                  Freebase conventions (the default)
    sparql:http://localhost:8890/sparql#graph=http://freebase.com        read and write one named graph
    sparql:https://example.org/sparql#profile=generic&label=rdfs:label&base=http://example.org/kg/

Options (values may be percent-encoded; prefixed names such as ``rdfs:label`` are expanded):
    profile   ``freebase`` (default) or ``generic``
    graph     named graph to read (``default-graph-uri``) and write (``GRAPH <…>``); needed for corrections
    label     name predicate (generic profile; default ``rdfs:label``)
    base      namespace whose IRIs get compact ids (freebase: ``ns:``; generic: none, ids are full IRIs)
    timeout   seconds per request (default 30); Virtuoso is also asked to stop the query then
    page      rows per page (default 10000; lowered on its own when Virtuoso reports a smaller cap)
    search    ``auto`` (Virtuoso ``bif:contains`` when it works, else substring filters), ``bif``, ``contains``
    cvt       ``keep`` (default) or ``expand``: see "CVT nodes" below
    readonly  ``1`` refuses writes without asking the server
    topics    ``keep`` (default) or ``exclude``: logical forms leave out the entities they name (KBQA-o1's rule)

**Profiles.** ``freebase``: ids are local names in ``http://rdf.freebase.com/ns/`` (``m.0abc``, ``g.11…``; for
graphs converted by ``kgchat.backends.rdf`` any id, percent-encoded, with ``_:x`` stored as ``ns:m.cvt_x``);
names come from ``ns:type.object.name`` — English first, then untagged, then any language, then ``owl:sameAs``;
a resource with none of these is a CVT (mediator) node and gets the empty name. ``relations()`` hides schema and
meta relations (``type.object.*``, ``type.type.*``, ``common.*``, ``freebase.*``, ``kg.*`` and predicates outside
``ns:``) as Think-on-Graph does; they stay in the schema, so ``neighbors()`` and logical forms
(``type.object.type``) can still use them. ``generic``: names from ``label``; a node without one is named by its
id (as in the SQLite store), except blank nodes and ``m.cvt_`` nodes, which stay unnamed; nothing is hidden.

**CVT nodes.** ``neighbors()`` returns CVT nodes themselves, with empty names, so ``is_unnamed(entity)`` is true
and an engine can look through them (``kgchat.reasoning.tog`` does: it follows a relation to an unnamed node and
offers the node's own relations as two-edge steps). The store can also do it: ``cvt_relations(e, direction)``
lists two-hop relations ``"r1 > r2"`` through unnamed nodes, and ``neighbors(e, "r1 > r2", direction)`` returns
the named far ends (OUT: ``e r1 ?cvt . ?cvt r2 ?x``; IN: ``?x r1 ?cvt . ?cvt r2 e``; ``e`` itself is left out).
With ``cvt=expand``, ``relations()`` lists those two-hop relations instead of one-hop relations that only lead to
CVT nodes, so an engine that knows nothing of CVTs sees only named entities.

**Literal objects** (dates, numbers, strings) come back as ``Entity(id=lexical form, name=lexical form)``. Looking
an id up in object position (``relations(id, IN)``, ``neighbors(id, r, IN)``, ``entity(id)``) tries its IRI and,
for a number or date, the literals with that lexical form (plain, ``@en`` and the XSD types it fits), through the
object index; other string literals are answers only (see ``terms.literal_terms``).

**Paging.** Every SELECT has DISTINCT, ORDER BY and LIMIT; results are fetched page by page until a short page,
because Virtuoso silently cuts results at ResultSetMaxRows (it says so in the ``X-SPARQL-MaxRows`` header, which
is used to shrink the page). Past Virtuoso's sorted-OFFSET limit (SR353) the ordering moves into a subquery.
A result that would exceed ``MAX_ROWS`` raises GraphError rather than being cut.
"""

from kgchat.backends.sparql.store import CVT_SEP, META_PREFIXES, SparqlGraph

__all__ = ["CVT_SEP", "META_PREFIXES", "SparqlGraph"]
