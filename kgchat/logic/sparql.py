"""Compile a logical form to one SPARQL query, for the SPARQL store (kgchat.backends.sparql) and Freebase endpoints.

The query has the shape KBQA-o1 and the GrailQA tools give it: the answer variable is DISTINCT, classes are
``?x ns:type.object.type ns:C``, relation slots are triple-pattern chains, and
- literal answers must be English or untagged (``FILTER(!isLiteral(?x) || lang(?x) = "" || langMatches(…, "en"))``);
- ARGMAX / ARGMIN find the best value with a subquery ``ORDER BY DESC(?k) LIMIT 1`` (``ORDER BY ?k`` for ARGMIN)
  and keep every member holding it, ties included;
- comparisons are FILTERs on the value's sort key (typed literals: dates, numbers);
- TC keeps members whose ``r`` (from) value is on or before the window's end and whose end-relation (to) value is on
  or after its start, a missing value counting as open (``FILTER(NOT EXISTS {…} || EXISTS {… FILTER(…)})``);
- ``exclude_topics=True`` adds KBQA-o1's topic-entity exclusion (``FILTER(!sameTerm(?x, ns:m.…))`` for every entity
  named in the form). It is off by default because the reference executor does not exclude them.

Answers equal ``kgchat.logic.executor.execute`` over the store (tests/test_logic.py runs every form on Virtuoso). For
that, sort keys follow ``nodes.value_key`` exactly: a value's lexical form is the literal's text, or the decoded
local name of an IRI (test graphs keep years as entities); dates count on a year scale in IEEE doubles, computed in
the same order as in Python, so ARGMAX ties and boundary comparisons agree bit for bit. An entity or literal in the
form matches its IRI and the literals with that lexical form: numbers and dates in every XSD type they fit, other
text only with the datatype the form gives (``kgchat.backends.sparql.terms.object_terms``).

Relation names are resolved through the store's schema (unknown ones raise UnknownRelation); compiling without a
schema (``relations=None``) writes ``ns:<name>``, which is how the GrailQA forms are checked against Virtuoso.
Entity ids are percent-encoded into IRIs and every value is an escaped literal: nothing is pasted raw.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from kgchat.backends.base import check_relation
from kgchat.backends.sparql import terms as sq
from kgchat.backends.sparql.client import paged_query
from kgchat.backends.sparql.terms import FREEBASE_NS, NAME_IRI, encode_local
from kgchat.errors import LogicalFormError
from kgchat.logic.form_check import check
from kgchat.logic.nodes import (
    TC,
    TYPE_RELATION,
    Agg,
    Aggregate,
    And,
    ArgMax,
    ArgMin,
    Class,
    Compare,
    Count,
    Entity,
    Expr,
    Has,
    Join,
    Literal,
    Not,
    RelationLike,
    RelationPath,
    Same,
    Slot,
    Top,
    check_schema,
    end_relation,
    list_then_filter,
    refuse_calc,
    relation_steps,
    tc_window,
    value_key,
)
from kgchat.logic.sexpr import parse

_OPS = {"le": "<=", "lt": "<", "ge": ">=", "gt": ">"}
# nodes.value_key's patterns as XPath regular expressions (REGEX finds them anywhere: anchor them).
_KEY_DATE = "^[0-9]{4}-[0-9]{2}-[0-9]{2}"
_KEY_MONTH = "^[0-9]{4}-[0-9]{2}$"
_KEY_NUMBER = "^[+-]?([0-9]+[.]?[0-9]*|[.][0-9]+)([eE][+-]?[0-9]+)?$"
_INTEGER = f"<{sq.XSD}integer>"  # casts are called by full IRI, so no PREFIX is needed
_DOUBLE = f"<{sq.XSD}double>"


@dataclass(frozen=True)
class CompiledQuery:
    """A compiled form: the parts ``SparqlGraph`` pages through, and ``text()`` for one complete query."""

    select: str
    where: str
    order: str
    var: str  # the answer variable, without '?'
    count: bool = False
    tail: str = ""
    # TOP / BOTTOM k as the whole form: rows carry each member's key ``?k``; the store ranks them (key, then id)
    # exactly as the reference executor does. SUM / AVG / MIN / MAX: rows are the values (``?k`` key, ``?t``
    # text) and the store aggregates them.
    rank: tuple[bool, int] | None = None  # (largest first, k)
    aggregate: str = ""

    def text(self, limit: int = 1000, offset: int = 0) -> str:
        return paged_query(self.select, self.where, self.order, limit, offset, self.tail)


def compile_sparql(form: Expr | str, relations: Mapping[str, str] | None = None, base: str | None = FREEBASE_NS,
                   label: str = NAME_IRI, exclude_topics: bool = False) -> CompiledQuery:
    """Compile a form (text or AST).

    ``relations`` maps relation names to predicate IRIs (the store's schema; a form using any other relation raises
    UnknownRelation); None writes ``base + name`` for any relation (Freebase without a schema at hand). ``base`` is
    the namespace of compact entity ids, ``label`` the name predicate (names are not facts: an id never matches a
    name literal).
    """
    expr = parse(form) if isinstance(form, str) else check(form)
    refuse_calc(expr, "SPARQL")
    if relations is not None:
        check_schema(expr, relations.keys())
    c = _Compiler(relations, base, label)
    x = "?x"
    if isinstance(expr, Top):
        where = " ".join(c.keyed(expr.expr, expr.slot, "max" if expr.descending else "min", x, "?k"))
        return CompiledQuery(f"{x} ?k", where, x, "x", rank=(expr.descending, expr.k))
    if isinstance(expr, Aggregate):
        members = c.members(expr.expr, x)
        rows = c.pairs(x, expr.relation)
        where = f"{{ SELECT DISTINCT {x} ?y ?val ?k ?t WHERE {{ {' '.join(members + rows)} }} }}"
        return CompiledQuery(f"{x} ?y ?val ?k ?t", where, f"{x} ?y ?val", "x", aggregate=expr.fn)
    inner = expr.expr if isinstance(expr, Count) else expr
    pattern = c.members(inner, x, exists=True)
    pattern.append(f'FILTER(!isLiteral({x}) || lang({x}) = "" || langMatches(lang({x}), "en"))')
    if exclude_topics:
        pattern += [f"FILTER(!sameTerm({x}, {t}))" for t in sorted(c.topics)]
    where = " ".join(pattern)
    if isinstance(expr, Count):
        # the aggregate goes in a subquery: Virtuoso 7.2 miscounts COUNT over a UNION in a SELECT that has a LIMIT
        return CompiledQuery("?count", f"{{ SELECT (COUNT(*) AS ?count) WHERE {{ SELECT DISTINCT {x} WHERE {{ {where} }} }} }}",
                             "?count", "count", count=True)
    return CompiledQuery(f"DISTINCT {x}", where, x, "x")


class _Compiler:
    def __init__(self, relations: Mapping[str, str] | None, base: str | None, label: str):
        self.relations, self.base, self.label = relations, base, sq.iri(label)
        self.topics: set[str] = set()
        self._n = 0

    def var(self, stem: str = "v") -> str:
        self._n += 1
        return f"?{stem}{self._n}"

    def predicate(self, name: str) -> str:
        if self.relations is None:
            if not name or any(c.isspace() for c in name):
                raise ValueError(f"bad relation name {name!r}")
            return sq.iri(name if "://" in name else (self.base or FREEBASE_NS) + encode_local(name))
        return sq.iri(self.relations[check_relation(name, self.relations)])

    def has_relation(self, name: str) -> bool:
        return self.relations is None or name in self.relations

    # -- sets: patterns binding ``v`` to each member -----------------------------------------------------------
    def members(self, expr: Expr, v: str, exists: bool = False) -> list[str]:
        if isinstance(expr, Entity | Literal):
            value, datatype = (expr.id, None) if isinstance(expr, Entity) else (expr.value, expr.datatype)
            terms = sq.object_terms(value, self.base, datatype)
            if isinstance(expr, Entity) and (t := sq.entity_term(value, self.base)):
                self.topics.add(t)
            if not terms:
                return ["FILTER(false)"]
            out = [f"VALUES {v} {{ {' '.join(terms)} }}"]
            if exists:  # as a whole answer an id must name a node of the graph (a JOIN target is checked by its edge)
                p, o, s, q = self.var("p"), self.var("o"), self.var("s"), self.var("q")
                out.append(f"FILTER(EXISTS {{ {v} {p} {o} }} || EXISTS {{ {s} {q} {v} . FILTER({q} != {self.label}) }})")
            return out
        if isinstance(expr, Class):
            return [f"{v} {self.predicate(TYPE_RELATION)} {self.class_term(expr.name)} ."]
        if isinstance(expr, Join):
            t = self.var("t")
            return self.members(expr.expr, t) + self.walk(v, expr.relation, t)
        if isinstance(expr, And):
            listed, test = list_then_filter(expr)
            return self.members(listed, v, exists) + self.filter(test, v)
        if isinstance(expr, ArgMax | ArgMin):
            return self.superlative(expr, v)
        if isinstance(expr, Top):
            k = self.var("k")
            inner = " ".join(self.keyed(expr.expr, expr.slot, "max" if expr.descending else "min", v, k))
            order = f"DESC({k})" if expr.descending else k
            return [f"{{ SELECT {v} WHERE {{ {inner} }} ORDER BY {order} STR({v}) LIMIT {int(expr.k)} }}"]
        if isinstance(expr, TC):
            return self.members(expr.expr, v, exists) + self.time_constraint(expr, v)
        raise TypeError(f"cannot list the members of {type(expr).__name__}")  # Count: only outermost

    def class_term(self, name: str) -> str:
        term = sq.entity_term(name, self.base)
        if term is None:
            raise ValueError(f"class {name!r} has no IRI in this graph")
        return term

    def filter(self, expr: Expr, v: str) -> list[str]:
        """Patterns keeping only the ``v`` that are members of ``expr`` (comparisons and classes test, others join)."""
        if isinstance(expr, Compare) and isinstance(expr.relation, Agg):
            raise LogicalFormError("Comparing an AGG slot (how many / how much per member) is not compiled to "
                                   "SPARQL; the reference executor runs it.")
        if isinstance(expr, Compare) and expr.op in _OPS:
            val, k = self.var("val"), self.var("k")
            inner = self.walk(v, expr.relation, val) + self.key(val, k)
            bound = value_key(expr.value.value)
            assert bound is not None  # check() guarantees it
            return [f"FILTER(EXISTS {{ {' '.join(inner)} FILTER({k} {_OPS[expr.op]} {_double(bound)}) }})"]
        if isinstance(expr, Compare):  # contains / starts / ends on the lower-cased lexical form
            val, lex = self.var("val"), self.var("lex")
            inner = self.walk(v, expr.relation, val) + [f"BIND({self.lexical(val)} AS {lex})"]
            fn = {"contains": "CONTAINS", "starts": "STRSTARTS", "ends": "STRENDS"}[expr.op]
            return [f"FILTER(EXISTS {{ {' '.join(inner)} FILTER({fn}(LCASE({lex}), "
                    f"LCASE({sq.string_literal(expr.value.value)}))) }})"]
        if isinstance(expr, Not):
            inner = self.filter(expr.expr, v)
            if all(p.startswith("FILTER(") and p.endswith(")") for p in inner):  # a test: negate its condition
                return [f"FILTER(!({' && '.join(p[len('FILTER('):-1] for p in inner)}))"]
            return [f"FILTER(NOT EXISTS {{ {' '.join(inner)} }})"]
        if isinstance(expr, Has):
            return [f"FILTER(EXISTS {{ {' '.join(self.walk(v, expr.relation, self.var('val')))} }})"]
        if isinstance(expr, Same):  # both walks end at one variable: one node reached along both slots
            val = self.var("val")
            return [f"FILTER(EXISTS {{ {' '.join(self.walk(v, expr.first, val) + self.walk(v, expr.second, val))} }})"]
        if isinstance(expr, And):
            return self.filter(expr.left, v) + self.filter(expr.right, v)
        if isinstance(expr, Class):
            return [f"{v} {self.predicate(TYPE_RELATION)} {self.class_term(expr.name)} ."]
        return self.members(expr, v)

    def walk(self, start: str, relation: RelationLike, end: str) -> list[str]:
        """Triple patterns from ``start`` to ``end`` along the slot (``(R r)`` steps go from tail to head)."""
        steps = relation_steps(relation)
        out, prev = [], start
        for i, step in enumerate(steps):
            nxt = end if i == len(steps) - 1 else self.var("c")
            pred = self.predicate(step.name)
            out.append(f"{nxt} {pred} {prev} ." if step.reverse else f"{prev} {pred} {nxt} .")
            prev = nxt
        return out

    def lexical(self, value: str) -> str:
        """The lexical form of a value: a literal's text, or an IRI's id (its local name under ``base``)."""
        if self.base:
            base, n = sq.string_literal(self.base), len(self.base)
            iri_text = (f'IF(STRSTARTS(STR({value}), {base}), SUBSTR(STR({value}), {n + 1}), '
                        f'STR({value}))')
        else:
            iri_text = f"STR({value})"
        return f"IF(isLiteral({value}), STR({value}), {iri_text})"

    def key(self, value: str, k: str) -> list[str]:
        """Bind ``k`` to ``nodes.value_key`` of the value's lexical form; values without a key are dropped."""
        lex = self.var("lex")
        y, m, d = (f"{_INTEGER}(SUBSTR({lex}, {a}, {b}))" for a, b in ((1, 4), (6, 2), (9, 2)))
        date = f"{y} + ({m} - 1) / 12.0e0 + ({d} - 1) / 372.0e0"
        month = f"{y} + ({m} - 1) / 12.0e0"
        return [f"BIND({self.lexical(value)} AS {lex})",
                f'BIND(IF(REGEX({lex}, "{_KEY_DATE}"), {date}, IF(REGEX({lex}, "{_KEY_MONTH}"), {month}, '
                f'IF(REGEX({lex}, "{_KEY_NUMBER}"), {_DOUBLE}({lex}), "none"))) AS {k})',
                f"FILTER(isNumeric({k}))"]

    def pairs(self, v: str, relation: RelationLike) -> list[str]:
        """Patterns binding ``?y`` (the node before the last step), ``?val`` (a value it reaches), ``?k`` (its key)
        and ``?t`` (its lexical form): with DISTINCT over them, the bag ``pairs`` counts in the executor."""
        steps = relation_steps(relation)
        out = []
        if len(steps) > 1:
            out += self.walk(v, steps[0] if len(steps) == 2 else RelationPath(steps[:-1]), "?y")
        else:
            out.append(f"BIND({v} AS ?y)")
        out += self.walk("?y", steps[-1], "?val") + self.key("?val", "?k") + [f"BIND({self.lexical('?val')} AS ?t)"]
        return out

    def keyed(self, expr: Expr, slot: Slot, pick: str, v: str, k: str) -> list[str]:
        """A subquery binding every member ``v`` with its key ``k`` along the slot (members without one dropped;
        a count is 0 for them)."""
        w = self.var("w")
        members = " ".join(self.members(expr, w))
        relation = slot.relation if isinstance(slot, Agg) else slot
        fn = slot.fn if isinstance(slot, Agg) else pick
        where = slot.where if isinstance(slot, Agg) else None
        if fn == "count":
            val = self.var("val")
            walk = " ".join(self.walk(w, relation, val) + (self.filter(where, val) if where is not None else []))
            return [f"{{ SELECT ({w} AS {v}) (COUNT(DISTINCT {val}) AS {k}) WHERE {{ {members} OPTIONAL {{ {walk} }} }} "
                    f"GROUP BY {w} }}"]
        kept = self.filter(where, "?y") if where is not None else []  # values read from kept nodes only
        rows = " ".join(self.pairs(w, relation) + kept).replace("?y", f"?y{self._n}").replace("?val", f"?pv{self._n}") \
            .replace("?k", f"?pk{self._n}").replace("?t", f"?pt{self._n}")
        n = self._n
        agg = {"sum": "SUM", "avg": "AVG", "min": "MIN", "max": "MAX"}[fn]
        return [f"{{ SELECT ({w} AS {v}) ({agg}(?pk{n}) AS {k}) WHERE {{ SELECT DISTINCT {w} ?y{n} ?pv{n} ?pk{n} "
                f"WHERE {{ {members} {rows} }} }} GROUP BY {w} }}", f"FILTER(BOUND({k}))"]

    def superlative(self, expr: ArgMax | ArgMin, v: str) -> list[str]:
        """Members holding the best key: ``{ SELECT ?best … ORDER BY DESC(?k) LIMIT 1 }`` then keep ties."""
        if isinstance(expr.relation, Agg):
            pick = "max" if isinstance(expr, ArgMax) else "min"
            k, k2, best, w = self.var("k"), self.var("k"), self.var("best"), self.var("x")
            order = f"DESC({k2})" if isinstance(expr, ArgMax) else k2
            inner = " ".join(self.keyed(expr.expr, expr.relation, pick, w, k2))
            return self.keyed(expr.expr, expr.relation, pick, v, k) + [
                f"{{ SELECT ({k2} AS {best}) WHERE {{ {inner} }} ORDER BY {order} LIMIT 1 }}", f"FILTER({k} = {best})"]
        val, k = self.var("val"), self.var("k")
        outer = self.members(expr.expr, v) + self.walk(v, expr.relation, val) + self.key(val, k)
        w, val2, k2, best = self.var("w"), self.var("val"), self.var("k"), self.var("best")
        inner = self.members(expr.expr, w) + self.walk(w, expr.relation, val2) + self.key(val2, k2)
        order = f"DESC({k2})" if isinstance(expr, ArgMax) else k2
        return outer + [f"{{ SELECT ({k2} AS {best}) WHERE {{ {' '.join(inner)} }} ORDER BY {order} LIMIT 1 }}",
                        f"FILTER({k} = {best})"]

    def time_constraint(self, expr: TC, v: str) -> list[str]:
        window = tc_window(expr.time.value)
        assert window is not None  # check() guarantees it
        start_key, end_key = value_key(window[0]), value_key(window[1])
        assert start_key is not None and end_key is not None
        out = [self.bound(v, expr.relation.name, "<=", end_key)]
        end_rel = end_relation(expr.relation.name)
        if self.has_relation(end_rel):  # a graph without the end relation has no end dates: nothing to check
            out.append(self.bound(v, end_rel, ">=", start_key))
        return out

    def bound(self, v: str, relation: str, op: str, limit: float) -> str:
        """No value along ``relation``, or some value whose key is ``op`` the limit."""
        pred = self.predicate(relation)
        any_val, val, k = self.var("val"), self.var("val"), self.var("k")
        inner = " ".join([f"{v} {pred} {val} ."] + self.key(val, k))
        return (f"FILTER(NOT EXISTS {{ {v} {pred} {any_val} }} || "
                f"EXISTS {{ {inner} FILTER({k} {op} {_double(limit)}) }})")


def _double(x: float) -> str:
    """A float as an xsd:double literal that parses back to the same IEEE value (repr is round-trip exact)."""
    text = repr(float(x))
    return text if "e" in text or "E" in text else f"{text}e0"

