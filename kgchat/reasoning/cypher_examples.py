"""Worked examples for Text2Cypher, written from the graph itself: a small model copies a shape it is shown far
better than it composes one from a schema alone.

``write_examples`` draws questions of the shapes people ask of a property graph — a property of a named node, the
nodes one relationship away from a named node (either way), how many there are, two relationships in a row, a
filter on a number or a date, a value, a true / false flag, text contained in a name, the top k by a property or by
how many related nodes, the top one among the nodes related to a named node, counts, averages and totals, nodes with
no such relationship, a property of the relationship between two named nodes, nodes with more (or fewer) than k
related nodes (``WITH x, count(y) AS n WHERE n > k``), an average, total or maximum of related nodes' numbers per node
or for a named one, and a total of a number on a relationship (``sum(r.quantity)``), per node or for a named one. Each question is written with the
graph's own words (``identifier_words``: ``PUBLISHED_BY`` → "published by") and the names and values of a sample of
its nodes, next to the plain Cypher that answers it; an example is kept only when that query passes the same checks
as a generated one (``GraphStore.run_cypher``) and finds rows. No labelled question is read.

Which of them a question is shown, and where the graph holds the names it mentions, is
``kgchat.reasoning.cypher_example_choice`` (``ExampleIndex``, ``name_places``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from kgchat.backends.base import GraphStore
from kgchat.backends.sample import LabelSample
from kgchat.errors import GraphError, QueryRefused
from kgchat.schema import NUMERIC, TEMPORAL, LabelInfo, identifier_words
from kgchat.text import plural
from kgchat.types import Direction

SHAPES = ("property", "out", "in", "count_out", "count_in", "two_steps", "filter", "value", "flag", "text", "top",
          "top_count", "top_related", "count", "average", "absent", "qualifier", "count_filter", "group_aggregate",
          "qualifier_total")
# shapes that name one property or relationship type of many get more examples, so that most of them are shown
WEIGHTS = {"property": 3, "out": 2, "in": 2, "count_out": 1.5, "count_in": 1.5, "two_steps": 1.5, "filter": 1.5,
           "top": 1.5, "group_aggregate": 1.5}


@dataclass(frozen=True)
class CypherExample:
    question: str
    cypher: str
    shape: str
    masked: str = ""  # the question with each node's name replaced by its label's words: what is compared
    names: tuple[tuple[str, str], ...] = ()  # the named nodes the query looks up: (name, label), in order

    def adapted(self, names: dict[str, str]) -> str | None:
        """This example's query for another question: each of its names replaced by the question's name of the
        same label (``names``: name → label), when the two name the same labels; else None."""
        if not self.names or sorted(x for _, x in self.names) != sorted(names.values()):
            return None
        free = dict(names)
        query = self.cypher
        for name, label in self.names:
            other = next((n for n, x in free.items() if x == label), None)
            if other is None:
                return None
            del free[other]
            query = query.replace(literal(name), literal(other))
        return query


def mask(question: str, names: dict[str, str]) -> str:
    """``question`` with each name replaced by its label's words ("How many books did member borrow?"): two
    questions of one shape about different nodes then read alike."""
    for name in sorted(names, key=len, reverse=True):
        question = question.replace(name, identifier_words(names[name]))
    return question


KEYED = re.compile(r"(.+) \(([^()]+)\)")  # a name read with its key after it (``LabelInfo.keyed``)


def literal(value: str) -> str:
    """A Cypher string literal for ``value`` (double quotes when it holds an apostrophe, as people write it)."""
    if "'" in value and '"' not in value and "\\" not in value:
        return f'"{value}"'
    return "'" + value.replace("\\", "\\\\").replace("'", "\\'") + "'"


def var(label: str, taken: str = "") -> str:
    """A short variable for a node of ``label``: its first letter, lower case (another when that one is taken)."""
    v = (re.sub(r"[^A-Za-z]", "", label)[:1] or "n").lower()
    return v if v not in taken else v + "2"


class ExampleWriter(LabelSample):
    """Writes (question, Cypher) pairs from the schema and a sample of the data of one graph."""

    def __init__(self, store: GraphStore, seed: int = 0, sample: int = 30):
        super().__init__(store, seed, sample)
        self._named: dict[str, str] = {}  # the names the example being written mentions, with their labels
        self._turn = 0  # labels and relationship types are taken in turn, so that each is shown

    # -- the data ------------------------------------------------------------------------------------------------
    def named(self) -> list[LabelInfo]:
        return [x for x in self.schema.labels if x.count and x.name_property]

    def values(self, entity_id: str, relation: str, direction: Direction = Direction.OUT) -> list:
        return self.store.neighbors(entity_id, relation, direction, limit=5)

    def node(self, label: LabelInfo, entity: Any, v: str) -> str:
        self._named[entity.name] = label.name
        value = entity.name
        shown = KEYED.fullmatch(value) if label.keyed else None
        if shown:  # "Harbour Line (S2)" is read by a name, but the node's key holds the code
            value = shown.group(2)
        key = label.property(label.name_property or "")
        if key is not None and key.type == "int" and value.lstrip("-").isdigit():  # a fleet number: 3029, not '3029'
            return f"({v}:{label.name} {{{label.name_property}: {int(value)}}})"
        return f"({v}:{label.name} {{{label.name_property}: {literal(value)}}})"

    def rel(self, labels: tuple[str, ...]) -> LabelInfo | None:
        """The first named label among a relationship end's labels."""
        for name in labels:
            info = self.schema.label(name)
            if info is not None and info.name_property:
                return info
        return None

    # -- the shapes ----------------------------------------------------------------------------------------------
    def make(self, shape: str) -> CypherExample | None:
        self._named = {}
        self._turn += 1
        ex = self._make(shape)
        return None if ex is None else CypherExample(ex.question, ex.cypher, ex.shape, mask(ex.question, self._named),
                                                     tuple(self._named.items()))

    def _make(self, shape: str) -> CypherExample | None:
        labels = self.named()
        if not labels:
            return None
        x = labels[self._turn % len(labels)]
        noun, nouns = identifier_words(x.name), plural(identifier_words(x.name))
        props = [p for p in x.properties if p.key != x.name_property and not p.is_list]
        ordered = [p for p in props if p.type in NUMERIC or p.type in TEMPORAL]
        v, key = var(x.name), x.name_property
        pick = self.rng.choice
        rels = [r for r in self.schema.relationships if r.starts and r.ends
                and self.rel(r.starts) is not None and self.rel(r.ends) is not None]
        if shape == "property" and props and self.members(x.name):
            p, e = pick(props), pick(self.members(x.name))
            if not self.values(e.id, p.key):
                return None
            words = identifier_words(p.key)
            q = pick([f"What is the {words} of {e.name}?", f"What {words} does {e.name} have?",
                      f"Tell me the {words} of {e.name}."])
            return CypherExample(q, f"MATCH {self.node(x, e, v)} RETURN {v}.{p.key}", shape)
        if shape in ("out", "in", "count_out", "count_in", "qualifier", "top_related") and rels:
            r = rels[self._turn % len(rels)]
            a, b = self.rel(r.starts), self.rel(r.ends)
            va, vb = var(a.name), var(b.name, var(a.name))
            verb = identifier_words(r.name)
            if shape in ("out", "count_out", "qualifier"):
                if not self.members(a.name):
                    return None
                e = pick(self.members(a.name))
                ends = self.values(e.id, r.name)
                if not ends:
                    return None
                start = self.node(a, e, va)
                bs = plural(identifier_words(b.name))
                if shape == "out":
                    q = pick([f"List the {bs} {e.name} {verb}.", f"Which {bs} did {e.name} {verb}?"])
                    return CypherExample(q, f"MATCH {start}-[:{r.name}]->({vb}:{b.name}) RETURN DISTINCT "
                                            f"{vb}.{b.name_property}", shape)
                if shape == "count_out":
                    q = f"How many {bs} did {e.name} {verb}?"
                    return CypherExample(q, f"MATCH {start}-[:{r.name}]->({vb}:{b.name}) RETURN count(DISTINCT "
                                            f"{vb})", shape)
                if not r.properties or ends[0].name is None:
                    return None
                p = pick(r.properties)
                q = f"What {identifier_words(p.key)} did {e.name} {verb} {ends[0].name}?"
                return CypherExample(q, f"MATCH {start}-[r:{r.name}]->{self.node(b, ends[0], vb)} RETURN r.{p.key}",
                                     shape)
            if not self.members(b.name):
                return None
            e = pick(self.members(b.name))
            if not self.values(e.id, r.name, Direction.IN):
                return None
            end = self.node(b, e, vb)
            as_ = plural(identifier_words(a.name))
            if shape == "in":
                q = pick([f"Which {as_} {verb} {e.name}?", f"Who {verb} {e.name}?"])
                return CypherExample(q, f"MATCH ({va}:{a.name})-[:{r.name}]->{end} RETURN DISTINCT "
                                        f"{va}.{a.name_property}", shape)
            if shape == "count_in":
                q = f"How many {as_} {verb} {e.name}?"
                return CypherExample(q, f"MATCH ({va}:{a.name})-[:{r.name}]->{end} RETURN count(DISTINCT {va})",
                                     shape)
            ranked = [p for p in a.properties if p.type in NUMERIC or p.type in TEMPORAL]
            if not ranked:
                return None
            p, high = pick(ranked), self.rng.random() < 0.5
            q = f"Which {identifier_words(a.name)} that {verb} {e.name} has the {'highest' if high else 'lowest'} " \
                f"{identifier_words(p.key)}?"
            return CypherExample(q, f"MATCH ({va}:{a.name})-[:{r.name}]->{end} WHERE {va}.{p.key} IS NOT NULL "
                                    f"RETURN {va}.{a.name_property} ORDER BY {va}.{p.key} "
                                    f"{'DESC' if high else 'ASC'} LIMIT 1", shape)
        if shape == "two_steps" and len(rels) > 1:
            r1 = pick(rels)
            a, m = self.rel(r1.starts), self.rel(r1.ends)
            after = [r for r in rels if r is not r1 and (m.name in r.ends or m.name in r.starts)]
            if not after or not self.members(a.name):
                return None
            r2 = pick(after)
            forward = m.name in r2.starts
            c = self.rel(r2.ends if forward else r2.starts)
            if c is None or (c.name == a.name and r2.name == r1.name):
                return None
            e = pick(self.members(a.name))
            va, vm = var(a.name), var(m.name, var(a.name))
            vc = var(c.name, va + vm)
            step2 = f"-[:{r2.name}]->({vc}:{c.name})" if forward else f"<-[:{r2.name}]-({vc}:{c.name})"
            q = f"List the {plural(identifier_words(c.name))} of the {plural(identifier_words(m.name))} " \
                f"{e.name} {identifier_words(r1.name)}."
            return CypherExample(q, f"MATCH {self.node(a, e, va)}-[:{r1.name}]->({vm}:{m.name}){step2} "
                                    f"RETURN DISTINCT {vc}.{c.name_property}", shape)
        if shape == "filter" and ordered and self.members(x.name):
            p, e = pick(ordered), pick(self.members(x.name))
            found = [y.name for y in self.values(e.id, p.key) if y.name]
            if not found:
                return None
            if p.type in TEMPORAL:
                value, shown = f"date('{found[0][:10]}')", found[0][:10]
            else:
                try:
                    float(found[0])
                except ValueError:
                    return None
                value = shown = found[0]
            op, word = pick([(">", "more than"), ("<", "less than"), (">", "above"), ("<", "below")])
            if p.type in TEMPORAL:
                op, word = pick([(">", "after"), ("<", "before")])
            q = pick([f"Which {nouns} have a {identifier_words(p.key)} {word} {shown}?",
                      f"List {nouns} with {identifier_words(p.key)} {word} {shown}."])
            return CypherExample(q, f"MATCH ({v}:{x.name}) WHERE {v}.{p.key} {op} {value} RETURN {v}.{key}", shape)
        if shape == "value":
            cats = [p for p in props if p.type == "string" and 1 < p.distinct <= 50 and p.samples]
            if not cats:
                return None
            p = pick(cats)
            value = pick(list(p.samples))
            q = pick([f"Which {nouns} have {identifier_words(p.key)} {value}?",
                      f"Show the {nouns} whose {identifier_words(p.key)} is {value}."])
            return CypherExample(q, f"MATCH ({v}:{x.name}) WHERE {v}.{p.key} = {literal(value)} RETURN {v}.{key}",
                                 shape)
        if shape == "flag":
            flags = [p for p in props if p.type == "bool"]
            if not flags:
                return None
            p = pick(flags)
            yes = self.rng.random() < 0.7
            q = f"Which {nouns} {'are' if yes else 'are not'} {identifier_words(p.key)}?"
            return CypherExample(q, f"MATCH ({v}:{x.name}) WHERE {v}.{p.key} = {'true' if yes else 'false'} "
                                    f"RETURN {v}.{key}", shape)
        if shape == "text" and self.members(x.name):
            words = [w for w in pick(self.members(x.name)).name.split() if len(w) > 3 and w.isalpha()]
            if not words:
                return None
            w = pick(words)
            q = pick([f"Which {nouns} have '{w}' in their {identifier_words(key)}?",
                      f"List the {nouns} whose {identifier_words(key)} mentions {w}."])
            return CypherExample(q, f"MATCH ({v}:{x.name}) WHERE {v}.{key} CONTAINS {literal(w)} RETURN {v}.{key}",
                                 shape)
        if shape == "top" and ordered:
            p, k, high = pick(ordered), pick([1, 1, 3, 5]), self.rng.random() < 0.5
            extreme = "highest" if high else "lowest"
            q = f"Which {noun} has the {extreme} {identifier_words(p.key)}?" if k == 1 else \
                f"What are the top {k} {nouns} by {identifier_words(p.key)}?" if high and self.rng.random() < 0.5 \
                else f"List the {k} {nouns} with the {extreme} {identifier_words(p.key)}."
            return CypherExample(q, f"MATCH ({v}:{x.name}) WHERE {v}.{p.key} IS NOT NULL RETURN {v}.{key} "
                                    f"ORDER BY {v}.{p.key} {'DESC' if high else 'ASC'} LIMIT {k}", shape)
        if shape == "top_count" and rels:
            r = pick(rels)
            a, b = self.rel(r.starts), self.rel(r.ends)
            va, vb = var(a.name), var(b.name, var(a.name))
            k = pick([1, 1, 3, 5])
            if self.rng.random() < 0.5:  # the start node with the most relationships of this type
                q = f"Which {identifier_words(a.name)} {identifier_words(r.name)} the most " \
                    f"{plural(identifier_words(b.name))}?" if k == 1 else \
                    f"What are the top {k} {plural(identifier_words(a.name))} by number of " \
                    f"{plural(identifier_words(b.name))}?"
                return CypherExample(q, f"MATCH ({va}:{a.name})-[:{r.name}]->({vb}:{b.name}) WITH {va}, count({vb}) "
                                        f"AS n RETURN {va}.{a.name_property}, n ORDER BY n DESC LIMIT {k}", shape)
            q = f"Which {identifier_words(b.name)} has the most {plural(identifier_words(a.name))}?" if k == 1 else \
                f"List the {k} {plural(identifier_words(b.name))} with the most {plural(identifier_words(a.name))}."
            return CypherExample(q, f"MATCH ({va}:{a.name})-[:{r.name}]->({vb}:{b.name}) WITH {vb}, count({va}) AS n "
                                    f"RETURN {vb}.{b.name_property}, n ORDER BY n DESC LIMIT {k}", shape)
        if shape == "count_filter" and rels:  # a filter on how many related nodes each has
            r = pick(rels)
            a, b = self.rel(r.starts), self.rel(r.ends)
            va, vb = var(a.name), var(b.name, var(a.name))
            k, (op, word) = pick([1, 2, 3, 5]), pick([(">", "more than"), (">=", "at least"), ("<", "fewer than")])
            if self.rng.random() < 0.5:
                q = pick([f"Which {plural(identifier_words(a.name))} {identifier_words(r.name)} {word} {k} "
                          f"{plural(identifier_words(b.name))}?",
                          f"List the {plural(identifier_words(a.name))} with {word} {k} "
                          f"{plural(identifier_words(b.name))}."])
                return CypherExample(q, f"MATCH ({va}:{a.name})-[:{r.name}]->({vb}:{b.name}) WITH {va}, "
                                        f"count(DISTINCT {vb}) AS n WHERE n {op} {k} RETURN {va}.{a.name_property}",
                                     shape)
            q = f"Which {plural(identifier_words(b.name))} have {word} {k} {plural(identifier_words(a.name))}?"
            return CypherExample(q, f"MATCH ({va}:{a.name})-[:{r.name}]->({vb}:{b.name}) WITH {vb}, "
                                    f"count(DISTINCT {va}) AS n WHERE n {op} {k} RETURN {vb}.{b.name_property}", shape)
        if shape == "group_aggregate" and rels:  # an aggregate of the related nodes' numbers, per node
            return self._group_aggregate(pick(rels))
        if shape == "qualifier_total":  # a total of a relationship's number, for a named node or per node
            return self._qualifier_total(rels)
        if shape == "count":
            q = pick([f"How many {nouns} are there?", f"What is the number of {nouns}?"])
            return CypherExample(q, f"MATCH ({v}:{x.name}) RETURN count({v})", shape)
        if shape == "average":
            numbers = [p for p in props if p.type in NUMERIC]
            if not numbers:
                return None
            p, fn = pick(numbers), pick(["avg", "sum", "max", "min"])
            word = {"avg": "average", "sum": "total", "max": "largest", "min": "smallest"}[fn]
            q = f"What is the {word} {identifier_words(p.key)} of all {nouns}?"
            return CypherExample(q, f"MATCH ({v}:{x.name}) RETURN {fn}({v}.{p.key})", shape)
        if shape == "absent" and rels:
            r = pick(rels)
            a, b = self.rel(r.starts), self.rel(r.ends)
            verb = identifier_words(r.name)
            if self.rng.random() < 0.5:
                va = var(a.name)
                q = f"Which {plural(identifier_words(a.name))} have never {verb} any " \
                    f"{identifier_words(b.name)}?"
                return CypherExample(q, f"MATCH ({va}:{a.name}) WHERE NOT EXISTS {{ ({va})-[:{r.name}]->(:{b.name}) }} "
                                        f"RETURN {va}.{a.name_property}", shape)
            vb = var(b.name)
            q = f"Which {plural(identifier_words(b.name))} has no {identifier_words(a.name)} {verb}?"
            return CypherExample(q, f"MATCH ({vb}:{b.name}) WHERE NOT EXISTS {{ (:{a.name})-[:{r.name}]->({vb}) }} "
                                    f"RETURN {vb}.{b.name_property}", shape)
        return None

    def _group_aggregate(self, r) -> CypherExample | None:
        """"What is the average price of the books Ann wrote?" / "Which author has the highest average price of
        books?": the nodes at one end of ``r`` grouped, a number of those at the other end aggregated."""
        pick = self.rng.choice
        a, b = self.rel(r.starts), self.rel(r.ends)
        va, vb = var(a.name), var(b.name, var(a.name))
        sides = [(g, o) for g, o in ((a, b), (b, a)) if any(p.type in NUMERIC for p in o.properties)]
        if not sides:
            return None
        g, o = pick(sides)
        vg, vo = (va, vb) if g is a else (vb, va)
        p = pick([p for p in o.properties if p.type in NUMERIC])
        fn, word = pick([("avg", "average"), ("avg", "average"), ("sum", "total"), ("max", "highest")])
        words, others = identifier_words(p.key), plural(identifier_words(o.name))
        if self.rng.random() < 0.5 and self.members(g.name):
            anchored = self._anchored(r, g, a, b, "")
            if anchored is None:
                return None
            e, pattern = anchored
            whose = f"{e.name} {identifier_words(r.name)}" if g is a else f"that {identifier_words(r.name)} {e.name}"
            q = f"What is the {word} {words} of the {others} {whose}?"
            return CypherExample(q, f"MATCH {pattern} RETURN {fn}({vo}.{p.key})", "group_aggregate")
        high = self.rng.random() < 0.7
        fn, word = pick([("avg", "average"), ("avg", "average"), ("sum", "total")])  # "the highest highest" reads ill
        q = f"Which {identifier_words(g.name)} has the {'highest' if high else 'lowest'} {word} {words} of its " \
            f"{others}?"
        return CypherExample(q, f"MATCH ({va}:{a.name})-[:{r.name}]->({vb}:{b.name}) WITH {vg}, {fn}({vo}.{p.key}) "
                                f"AS v RETURN {vg}.{g.name_property}, v ORDER BY v {'DESC' if high else 'ASC'} "
                                f"LIMIT 1", "group_aggregate")

    def _anchored(self, r, g, a, b, rel_var: str):
        """A named member ``e`` of ``g`` (one end of ``r``, whose ends are ``a`` and ``b``) that takes part in ``r``,
        and the pattern of ``r`` with ``e``'s end fixed to it (the relationship bound to ``rel_var`` when it is given);
        None when the member picked has no such relationship."""
        e = self.rng.choice(self.members(g.name))
        if not self.values(e.id, r.name, Direction.OUT if g is a else Direction.IN):
            return None
        va, vb = var(a.name), var(b.name, var(a.name))
        node = self.node(g, e, va if g is a else vb)
        if g is a:
            return e, f"{node}-[{rel_var}:{r.name}]->({vb}:{b.name})"
        return e, f"({va}:{a.name})-[{rel_var}:{r.name}]->{node}"

    def _qualifier_total(self, rels) -> CypherExample | None:
        """"What is the total quantity ordered for Chai?" / "Which 3 products have the highest total quantity?": a
        number on a relationship summed for a named node, or per node and ranked."""
        pick = self.rng.choice
        counted = [(r, p) for r in rels for p in r.properties if p.type in NUMERIC]
        if not counted:
            return None
        r, p = pick(counted)
        a, b = self.rel(r.starts), self.rel(r.ends)
        va, vb = var(a.name), var(b.name, var(a.name))
        g, vg = (a, va) if self.rng.random() < 0.5 else (b, vb)
        words, verb = identifier_words(p.key), identifier_words(r.name)
        if self.rng.random() < 0.5 and self.members(g.name):
            anchored = self._anchored(r, g, a, b, "r")
            if anchored is None:
                return None
            e, pattern = anchored
            q = f"What is the total {words} over the {plural(identifier_words(b.name))} {e.name} {verb}?" \
                if g is a else f"What is the total {words} of {e.name} over all {plural(identifier_words(a.name))} " \
                               f"that {verb} it?"
            return CypherExample(q, f"MATCH {pattern} RETURN sum(r.{p.key})", "qualifier_total")
        k = pick([1, 3, 5])
        nouns = plural(identifier_words(g.name))
        q = f"Which {identifier_words(g.name)} has the highest total {words}?" if k == 1 else \
            f"What are the top {k} {nouns} by total {words}?"
        return CypherExample(q, f"MATCH ({va}:{a.name})-[r:{r.name}]->({vb}:{b.name}) WITH {vg}, sum(r.{p.key}) AS "
                                f"total RETURN {vg}.{g.name_property}, total ORDER BY total DESC LIMIT {k}",
                             "qualifier_total")


def write_examples(store: GraphStore, n: int = 200, seed: int = 0, tries: int = 4,
                   timeout: float = 5.0) -> list[CypherExample]:
    """About ``n`` examples, as many of each shape as the graph allows (up to ``tries`` draws per example wanted),
    each query checked and run on ``store``: kept when it passes the checks a generated query must pass and finds
    rows."""
    writer = ExampleWriter(store, seed)
    total = sum(WEIGHTS.get(s, 1) for s in SHAPES)
    out: list[CypherExample] = []
    seen: set[str] = set()
    for shape in SHAPES:
        per = max(1, round(n * WEIGHTS.get(shape, 1) / total))
        kept = 0
        for _ in range(per * tries):
            if kept >= per:
                break
            try:
                ex = writer.make(shape)
            except GraphError:
                continue
            if ex is None or ex.question in seen:
                continue
            seen.add(ex.question)
            try:
                rows = store.run_cypher(ex.cypher, 3, timeout)  # a few rows say it finds something
            except (QueryRefused, GraphError):
                continue
            if not any(row and row[0] for row in rows.rows):
                continue
            out.append(ex)
            kept += 1
    return out
