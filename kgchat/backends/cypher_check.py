"""Checking a generated Cypher query before it runs: one read-only statement that names only what the graph has.

A query an LLM wrote (``kgchat.reasoning.text2cypher``) is text nobody reviewed, so it is read here token by token
(strings, backtick names and comments are never mistaken for keywords) and refused unless:

- it is **one statement** (a ``;`` only at the end) that starts like a read (``MATCH``, ``OPTIONAL MATCH``, ``WITH``,
  ``UNWIND``, ``RETURN``, ``CALL {…}``) and has a ``RETURN``; a leading ``EXPLAIN`` / ``PROFILE`` is dropped;
- it has **no write or admin clause**: ``CREATE``, ``MERGE``, ``SET``, ``DELETE``, ``DETACH``, ``REMOVE``, ``DROP``,
  ``LOAD CSV``, ``FOREACH``, ``INSERT``, ``… IN TRANSACTIONS``, ``USE``, ``SHOW``, ``GRANT`` / ``REVOKE`` / ``DENY``,
  ``ALTER``, ``RENAME``, ``START`` / ``STOP`` / ``TERMINATE``;
- it uses **no ``$parameter``** (none is given: the values are written, and ``cypher_tokens.parameterise`` moves every
  string literal into a parameter before the query is sent);
- it **calls no procedure** but those of ``READ_PROCEDURES`` (``CALL {…}`` subqueries are fine) and no namespaced
  function outside ``FUNCTION_NAMESPACES`` (the temporal and spatial built-ins: ``apoc.*`` and the like could write
  or reach outside the graph);
- every **label** (``(:Product)``, ``n:Product`` in a WHERE), **relationship type** (``-[:ORDERS]->``) and **property
  key** (``p.unitPrice``, ``(p {productName: …})``, ``p {.unitPrice}``) is in the graph's ``GraphSchema``; a property
  of a variable bound to a label (``(p:Product)``) must be one that label (or relationship type) has;
- a relationship between two nodes of known labels **goes the way the schema says** (``(:Supplier)-[:SUPPLIES]->
  (:Product)``, not the reverse).

The store checks it again and asks the server for a plan (``EXPLAIN``) before running it in a READ session with a
timeout and a row limit (``kgchat.backends.neo4j_query``): this module is the part that needs no server. Its
problems are written for the LLM to correct (``Text2Cypher`` sends them back once) as much as for the trace.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from kgchat.backends.cypher_tokens import CypherSyntaxError, Token, tokenize
from kgchat.schema import GraphSchema

WRITE_CLAUSES = frozenset({"CREATE", "MERGE", "SET", "DELETE", "DETACH", "REMOVE", "DROP", "FOREACH", "INSERT",
                           "LOAD", "GRANT", "REVOKE", "DENY", "ALTER", "RENAME", "START", "STOP", "TERMINATE",
                           "USE", "SHOW", "ENABLE", "DEALLOCATE", "REALLOCATE"})
READ_PROCEDURES = frozenset({"db.labels", "db.relationshipTypes", "db.propertyKeys", "db.schema.visualization",
                             "db.schema.nodeTypeProperties", "db.schema.relTypeProperties"})
FUNCTION_NAMESPACES = frozenset({"date", "datetime", "time", "localtime", "localdatetime", "duration", "point",
                                 "vector"})
STARTS = frozenset({"MATCH", "OPTIONAL", "WITH", "UNWIND", "RETURN", "CALL"})
# words a node pattern may follow: "(" after any other name is a function call
_BEFORE_PATTERN = frozenset({"MATCH", "WHERE", "NOT", "AND", "OR", "XOR", "EXISTS", "MERGE", "CREATE"})
# words followed by "(" that are no function: clauses and operators
_KEYWORDS = frozenset({"MATCH", "WHERE", "NOT", "AND", "OR", "XOR", "EXISTS", "IN", "RETURN", "WITH", "CASE", "WHEN",
                       "THEN", "ELSE", "UNWIND", "AS", "DISTINCT", "CALL", "BY", "IS", "CONTAINS", "OPTIONAL",
                       "UNION", "MERGE", "CREATE"})


@dataclass
class CypherCheck:
    """What the check found: the query to run (``EXPLAIN`` and a final ``;`` dropped) and its problems."""

    query: str
    problems: list[str] = field(default_factory=list)
    labels: set[str] = field(default_factory=set)
    rel_types: set[str] = field(default_factory=set)
    properties: set[str] = field(default_factory=set)
    strings: list[str] = field(default_factory=list)  # string literals, as the query compares them
    numbers: list[float] = field(default_factory=list)  # number literals (a LIMIT's included)
    functions: set[str] = field(default_factory=set)  # functions called, lower-cased (count, avg, toLower, …)
    keywords: set[str] = field(default_factory=set)  # clause and operator words used (ORDER, LIMIT, NOT, CONTAINS …)
    limit: int | None = None  # the final LIMIT, when the last clause has one

    @property
    def ok(self) -> bool:
        return not self.problems


def check_cypher(text: str, schema: GraphSchema) -> CypherCheck:
    """Check ``text`` (see the module docstring); ``CypherCheck.ok`` says whether it may run."""
    text = text.strip()
    try:
        tokens = tokenize(text)
    except CypherSyntaxError as exc:
        return CypherCheck(text, [str(exc)])
    while tokens and tokens[0].word in ("EXPLAIN", "PROFILE"):
        tokens = tokens[1:]
    while tokens and tokens[-1].text == ";":
        tokens = tokens[:-1]
    query = text[tokens[0].start:tokens[-1].end] if tokens else text  # without EXPLAIN and the final ";"
    out = CypherCheck(query)
    if not tokens:
        out.problems.append("the reply holds no query")
        return out
    _statement(tokens, out)
    _names(tokens, schema, out)
    return out


def _statement(tokens: list[Token], out: CypherCheck) -> None:
    """One read-only statement: the clause words, procedures and functions (see the module docstring)."""
    first = tokens[0].word
    if first not in STARTS:
        out.problems.append(f"a query must start with MATCH, OPTIONAL MATCH, WITH, UNWIND, RETURN or CALL, not "
                            f"{tokens[0].text!r}")
    depth = 0
    last_return = -1
    for i, t in enumerate(tokens):
        prev = tokens[i - 1] if i else None
        nxt = tokens[i + 1] if i + 1 < len(tokens) else None
        if t.text in ("(", "[", "{"):
            depth += 1
        elif t.text in (")", "]", "}"):
            depth -= 1
        if t.text == ";":
            out.problems.append("only one statement may run: remove everything after the first ';'")
            continue
        if t.kind == "param":
            out.problems.append(f"{t.text}: write the value itself, the query is given no parameters")
            continue
        word = t.word
        if not word or (prev is not None and prev.text in (".", ":")) or (nxt is not None and nxt.text == ":"
                                                                         and _in_map(tokens, i)):
            continue  # a property, label or map key that happens to read like a keyword
        if word in WRITE_CLAUSES:
            out.problems.append(f"{word} is not allowed: the query must only read the graph")
        if word == "TRANSACTIONS" and prev is not None and prev.word == "IN":
            out.problems.append("CALL { … } IN TRANSACTIONS is not allowed")
        if word == "CALL" and nxt is not None and nxt.text not in ("{", "("):
            name, _ = _dotted(tokens, i + 1)
            if name not in READ_PROCEDURES:
                out.problems.append(f"CALL {name} is not allowed: only subqueries (CALL {{ … }}) and "
                                    f"{', '.join(sorted(READ_PROCEDURES))}")
        if t.kind == "name" and word not in _KEYWORDS and (prev is None or prev.text != "."):
            name, end = _dotted(tokens, i)
            if end < len(tokens) and tokens[end].text == "(" and (prev is None or prev.word != "CALL"):
                if "." in name:
                    if name.split(".")[0].lower() not in FUNCTION_NAMESPACES:
                        out.problems.append(f"the function {name}() is not allowed: use Cypher's own functions")
                else:
                    out.functions.add(name.lower())
        if depth == 0 and word == "RETURN":
            last_return = i
        out.keywords.add(word)
    if last_return < 0:
        out.problems.append("the query has no RETURN: return the answer")
    if depth != 0:
        out.problems.append("the brackets do not balance")
    for t in tokens:
        if t.kind == "string":
            out.strings.append(t.value)
        elif t.kind == "number":
            out.numbers.append(float(t.text))
    tail = tokens[last_return:] if last_return >= 0 else []
    for j, t in _top_level(tail):
        if t.word == "LIMIT" and j + 1 < len(tail) and tail[j + 1].kind == "number":
            out.limit = int(float(tail[j + 1].text))
    if any(t.word == "UNION" for _, t in _top_level(tokens)):
        out.limit = None


def _top_level(tokens: list[Token]):
    depth = 0
    for j, t in enumerate(tokens):
        if t.text in ("(", "[", "{"):
            depth += 1
        elif t.text in (")", "]", "}"):
            depth -= 1
        elif depth == 0:
            yield j, t


def _dotted(tokens: list[Token], i: int) -> tuple[str, int]:
    """``db.schema.visualization`` read from token ``i``: the name and the index after it."""
    parts = [tokens[i].value] if i < len(tokens) and tokens[i].ident else []
    j = i + 1
    while j + 1 < len(tokens) and tokens[j].text == "." and tokens[j + 1].ident:
        parts.append(tokens[j + 1].value)
        j += 2
    return ".".join(parts), j


def _in_map(tokens: list[Token], i: int) -> bool:
    """Whether token ``i`` sits directly inside a ``{ … }`` (a map key)."""
    return _enclosing(tokens, i) == "{"


def _opening(tokens: list[Token], i: int) -> int | None:
    """The index of the innermost bracket still open at token ``i``."""
    depth = 0
    for j in range(i - 1, -1, -1):
        t = tokens[j].text
        if t in (")", "]", "}"):
            depth += 1
        elif t in ("(", "[", "{"):
            if depth == 0:
                return j
            depth -= 1
    return None


def _enclosing(tokens: list[Token], i: int) -> str | None:
    j = _opening(tokens, i)
    return None if j is None else tokens[j].text


def _before_labels(tokens: list[Token], j: int) -> int:
    """The index before the variable and labels (``v:A|B``) that end just before token ``j``; -1 at the start."""
    k = j - 1
    while k >= 0 and (tokens[k].ident or tokens[k].text in (":", "|", "&", "!")):
        k -= 1
    return k


# -- names against the schema ---------------------------------------------------------------------------------------
@dataclass
class _Node:
    """A node or relationship pattern as written: its variable and the labels (types) it names."""

    var: str | None
    names: list[str] = field(default_factory=list)
    rel: bool = False
    direction: str = ""  # for a relationship: "out" (-[]->), "in" (<-[]-) or "" (undirected)


def _names(tokens: list[Token], schema: GraphSchema, out: CypherCheck) -> None:
    """Labels, relationship types and property keys against the schema, and relationship directions."""
    labels = {x.name for x in schema.labels}
    rels = {r.name for r in schema.relationships}
    bound: dict[str, tuple[bool, set[str]]] = {}  # variable -> (is a relationship, labels / types it carries)
    chain: list[_Node | None] = []  # pattern elements in order; None where a chain of them breaks
    i = 0
    while i < len(tokens):
        t = tokens[i]
        if t.text in ("(", "[") and _opens_pattern(tokens, i):
            node, i = _pattern(tokens, i)
            chain.append(node)
            if node.var:
                bound.setdefault(node.var, (node.rel, set()))[1].update(node.names)
            (out.rel_types if node.rel else out.labels).update(node.names)
            continue
        if t.text == ":" and i > 0 and tokens[i - 1].ident and _enclosing(tokens, i) != "{":
            out.labels.update(name for name, _ in _label_expr(tokens, i + 1))  # a label test: WHERE n:Product
        if t.text not in ("-", "->", "<-"):
            chain.append(None)
        i += 1
    for name in sorted(out.labels - labels):
        out.problems.append(f"the label :{name} is not in the graph (labels: {', '.join(sorted(labels))})")
    for name in sorted(out.rel_types - rels):
        out.problems.append(f"the relationship type :{name} is not in the graph (types: {', '.join(sorted(rels))})")
    _properties(tokens, schema, bound, out)
    _directions(chain, bound, schema, out)


def _opens_pattern(tokens: list[Token], i: int) -> bool:
    """Whether the bracket at ``i`` opens a node pattern ``(v:L {…})`` or a relationship pattern ``-[r:T]->``."""
    prev = tokens[i - 1] if i else None
    if tokens[i].text == "[":
        return prev is not None and prev.text in ("-", "<-")
    if prev is not None and prev.ident and prev.word not in _BEFORE_PATTERN:
        return False  # a function call: count(…)
    j = i + 1  # the contents must read as a pattern: [var] [:labels] [{map}] [WHERE …]
    if j < len(tokens) and tokens[j].ident and tokens[j].word != "WHERE":
        j += 1
    return j < len(tokens) and (tokens[j].text in (":", "{", ")") or tokens[j].word == "WHERE")


def _after_close(tokens: list[Token], i: int) -> Token | None:
    depth = 0
    for j in range(i, len(tokens)):
        if tokens[j].text in ("(", "[", "{"):
            depth += 1
        elif tokens[j].text in (")", "]", "}"):
            depth -= 1
            if depth == 0:
                return tokens[j + 1] if j + 1 < len(tokens) else None
    return None


def _pattern(tokens: list[Token], i: int) -> tuple[_Node, int]:
    """The pattern opening at ``i``: its variable and labels (types), and the index after its closing bracket."""
    rel = tokens[i].text == "["
    close = "]" if rel else ")"
    j = i + 1
    var = None
    if j < len(tokens) and tokens[j].ident and tokens[j].word != "WHERE":
        var = tokens[j].value
        j += 1
    node = _Node(var, rel=rel)
    if j < len(tokens) and tokens[j].text == ":":
        for name, k in _label_expr(tokens, j + 1):
            node.names.append(name)
            j = k
    depth = 0
    while j < len(tokens):  # to the matching close
        t = tokens[j].text
        if t in ("(", "[", "{"):
            depth += 1
        elif t in (")", "]", "}"):
            if depth == 0 and t == close:
                break
            depth -= 1
        j += 1
    end = j + 1
    if rel:
        before = tokens[i - 1].text if i else ""
        after = tokens[end].text if end < len(tokens) else ""
        node.direction = "in" if before == "<-" else "out" if after == "->" else ""
    return node, end


def _label_expr(tokens: list[Token], j: int) -> list[tuple[str, int]]:
    """Names of a label (type) expression from ``j``: ``A``, ``A|B``, ``A:B``, ``A&B``, ``!A``; with the index after
    each name."""
    out = []
    while j < len(tokens):
        if tokens[j].text in ("!", "("):
            j += 1
            continue
        if not tokens[j].ident:
            break
        out.append((tokens[j].value, j + 1))
        j += 1
        while j < len(tokens) and tokens[j].text == ")":
            j += 1
        if j < len(tokens) and tokens[j].text in ("|", "&", ":") and j + 1 < len(tokens) \
                and (tokens[j + 1].ident or tokens[j + 1].text in ("!", "(")):
            j += 1
            continue
        break
    return out


def _properties(tokens: list[Token], schema: GraphSchema, bound: dict[str, tuple[bool, set[str]]],
                out: CypherCheck) -> None:
    """``v.key``, ``(v:L {key: …})`` and ``v {.key}``: each key must be one the variable's labels (types) have."""
    node_keys = {p.key for x in schema.labels for p in x.properties}
    rel_keys = {p.key for r in schema.relationships for p in r.properties}
    aliases = _aliases(tokens)
    reported: set[tuple[str, str]] = set()

    def check(var: str | None, key: str) -> None:
        out.properties.add(key)
        if (var, key) in reported:
            return
        is_rel, names = bound.get(var, (None, set())) if var is not None else (None, set())
        if var is not None and var not in bound and var in aliases:
            return  # a WITH / UNWIND alias of a map or a value: its keys are not the graph's
        if names:
            infos = [schema.rel(x) if is_rel else schema.label(x) for x in names]
            infos = [x for x in infos if x is not None]
            if infos and not any(x.property(key) is not None for x in infos):
                kind = "relationship type" if is_rel else "label"
                keys = sorted({p.key for x in infos for p in x.properties})
                where = "|".join(sorted(names))
                out.problems.append(f"{var}.{key}: the {kind} :{where} has no property {key!r} (it has: "
                                    f"{', '.join(keys) or 'none'})")
                reported.add((var, key))
            return
        if key not in node_keys | rel_keys:
            out.problems.append(f"{var + '.' if var else ''}{key}: no label or relationship type of the graph has "
                                f"the property {key!r}")
            reported.add((var, key))

    def check_names(found: tuple[bool, list[str]], key: str) -> None:
        is_rel, names = found
        infos = [x for x in (schema.rel(n) if is_rel else schema.label(n) for n in names) if x is not None]
        if infos and not any(x.property(key) is not None for x in infos):
            kind = "relationship type" if is_rel else "label"
            keys = sorted({p.key for x in infos for p in x.properties})
            out.problems.append(f"the {kind} :{'|'.join(names)} has no property {key!r} (it has: "
                                f"{', '.join(keys) or 'none'})")
        elif not infos:
            check(None, key)

    for i, t in enumerate(tokens):
        prev = tokens[i - 1] if i else None
        nxt = tokens[i + 1] if i + 1 < len(tokens) else None
        if t.text == "." and prev is not None and prev.ident and nxt is not None and nxt.ident:
            before = tokens[i - 2] if i >= 2 else None
            after = tokens[i + 2] if i + 2 < len(tokens) else None
            if before is not None and before.text == ".":
                continue  # a.b.c: a map inside a property, or a namespace
            if after is not None and after.text == "(":
                continue  # a namespaced function
            if prev.kind == "name" and prev.value.lower() in FUNCTION_NAMESPACES and prev.value not in bound:
                continue
            check(prev.value, nxt.value)
        elif t.text == "." and prev is not None and prev.text in ("{", ",") and nxt is not None and nxt.ident \
                and _enclosing(tokens, i) == "{":
            var = _map_owner(tokens, i)
            if var is not None:
                check(var, nxt.value)
        elif t.text == ":" and prev is not None and prev.ident and _enclosing(tokens, i) == "{":
            var, is_pattern = _pattern_map_owner(tokens, i)
            if is_pattern and var is None:  # an anonymous pattern: its own labels (types) decide
                check_names(_pattern_names(tokens, i), prev.value)
            elif is_pattern:
                check(var, prev.value)


def _aliases(tokens: list[Token]) -> set[str]:
    """Names bound by ``AS`` (WITH, UNWIND, RETURN): values or maps, not nodes read from a pattern."""
    return {tokens[i + 1].value for i, t in enumerate(tokens[:-1]) if t.word == "AS" and tokens[i + 1].ident}


def _map_owner(tokens: list[Token], i: int) -> str | None:
    """The variable of a map projection ``v {.key, …}`` whose ``{`` encloses token ``i``."""
    j = _opening(tokens, i)
    if j is None or tokens[j].text != "{" or not j or not tokens[j - 1].ident:
        return None
    return tokens[j - 1].value


def _pattern_names(tokens: list[Token], i: int) -> tuple[bool, list[str]]:
    """For a map key at ``i`` inside a pattern with no variable: whether it is a relationship, and its labels."""
    j = _opening(tokens, i)
    k = -1 if j is None else _before_labels(tokens, j)
    if k < 0:
        return False, []
    return tokens[k].text == "[", [x.value for x in tokens[k + 1:j] if x.ident]


def _pattern_map_owner(tokens: list[Token], i: int) -> tuple[str | None, bool]:
    """For a map key at ``i``: the variable of the pattern whose property map it is, and whether it is one."""
    j = _opening(tokens, i)
    if j is None or tokens[j].text != "{":
        return None, False
    k = _before_labels(tokens, j)  # back over labels to the pattern's opening bracket
    if k < 0 or tokens[k].text not in ("(", "[") or not _opens_pattern(tokens, k):
        return None, False
    return (tokens[k + 1].value if k + 1 < j and tokens[k + 1].ident else None), True


def _directions(patterns: list[_Node | None], bound: dict[str, tuple[bool, set[str]]], schema: GraphSchema,
                out: CypherCheck) -> None:
    """``(a:A)-[:T]->(b:B)`` must go as the schema's ``T`` goes (where both ends' labels and T are known)."""
    def labels_of(node: _Node) -> set[str]:
        return set(node.names) | (bound.get(node.var, (False, set()))[1] if node.var else set())

    for k in range(1, len(patterns) - 1):
        left, rel, right = patterns[k - 1], patterns[k], patterns[k + 1]
        if left is None or rel is None or right is None or not rel.rel or left.rel or right.rel:
            continue
        types = [schema.rel(x) for x in rel.names]
        if len(types) != 1 or types[0] is None or not rel.direction:
            continue
        info = types[0]
        a, b = labels_of(left), labels_of(right)
        if rel.direction == "in":
            a, b = b, a
        if not a or not b or not info.starts or not info.ends:
            continue
        if a & set(info.starts) and b & set(info.ends):
            continue
        if a & set(info.ends) and b & set(info.starts):
            start, end = "|".join(info.starts), "|".join(info.ends)
            out.problems.append(f":{info.name} goes from (:{start}) to (:{end}): write "
                                f"(:{start})-[:{info.name}]->(:{end})")
