"""The planner's filter over a given set ("which of them ...", "the newest one", "how many of those are comedies"):
the members of an earlier answer that pass the question's tests, each test executed as a form, with the rows it
looked at as evidence; and, when the question asks for something else about what it kept ("*who wrote* the earliest
one"), the relation walked on from there.

``SetFilter`` is a part of ``CompositionalEngine``: it uses the engine's graph, vocabulary, ``_choose`` (which
relation a word names) and ``_execute``.
"""

from __future__ import annotations

from kgchat.logic.nodes import (
    And,
    Compare,
    Entity,
    Expr,
    Join,
    Literal,
    Relation,
    conjoin,
    is_filter,
)
from kgchat.logic.sexpr import to_sexpr
from kgchat.reasoning.answer_type import asked, check
from kgchat.reasoning.base import Run
from kgchat.reasoning.evidence import set_evidence
from kgchat.reasoning.forms import year_relation
from kgchat.reasoning.plan import Plan, relations_of_all
from kgchat.reasoning.question import Analysis, Mention
from kgchat.types import Candidate, Direction, Step
from kgchat.types import Entity as Node


class SetFilter:
    """Filtering a given set of entities by the question's constraints (mixed into ``CompositionalEngine``)."""

    def _fits_set(self, a: Analysis, topics: list[Node]) -> bool:
        """The given entities are what the question filters when it only adds constraints to them."""
        adds = a.comparisons or a.mentions or a.superlative or a.count or a.named_relations
        return bool(adds) and all(self.graph.relations(t.id, Direction.OUT) for t in topics[:5])

    def _filter_set(self, run: Run, a: Analysis, topics: list[Node]) -> Plan:
        plan = Plan()
        plan.covered.subject = bool(a.subject_noun)
        members = list(dict.fromkeys(topics))[: self.max_set]
        parts: list[Expr] = []
        for m in a.mentions:
            part = self._set_part(a, m, members, plan)
            if part is not None:
                parts.append(part)
                plan.covered.entities[m.text] = to_sexpr(part)
        prefer = [w.relation for w in a.named_relations if w.relation]
        relation = year_relation(self.graph, members, prefer)
        if relation is not None:
            for c in a.comparisons:
                part = Compare(c.op, Relation(relation), Literal(c.value)) if c.op != "eq" else \
                    And(Compare("ge", Relation(relation), Literal(c.value)), Compare("le", Relation(relation), Literal(c.value)))
                parts.append(part)
                plan.covered.constraints[c.span] = to_sexpr(part)
                plan.covered.relations.add(relation)
        kept = members
        for part in parts:
            if is_filter(part):
                kept = [t for t in kept if self._execute(And(Entity(t.id), part))]
            else:
                listed = {e.id for e in self._execute(part)}
                kept = [t for t in kept if t.id in listed]
        for w in a.named_relations:
            if w.relation in relations_of_all(parts):
                plan.covered.relations.add(w.relation)
        example = And(Entity(members[0].id), conjoin(parts)) if parts and members else None
        if a.superlative and relation is not None:
            span, kind = a.superlative
            keyed = [(t, self._year(t, relation)) for t in kept]
            keyed = [(t, k) for t, k in keyed if k is not None]
            if keyed:
                pick = min if kind == "min" else max
                best = pick(k for _, k in keyed)
                kept = [t for t, k in keyed if k == best]
                plan.covered.aggregation[span] = ("ARGMIN" if kind == "min" else "ARGMAX") + f" over {relation}"
                plan.covered.relations.add(relation)
        hop = self._hop(a, kept, parts)
        if a.count:
            plan.covered.aggregation[a.count] = "COUNT"
        plan.covered.reference = f"the {len(members)} entities given by the conversation"
        plan.evidence = set_evidence(self.graph, members, kept, parts, relation if a.superlative else None,
                                     a.superlative[0] if a.superlative else "")
        run.step(Step("filter", 1, [Candidate(t.name, 1.0, t in kept) for t in members[:50]],
                      note=f"kept {len(kept)} of the {len(members)} given entities that satisfy every constraint"))
        plan.parts = [example] if example is not None else []
        plan.notes.append("set")
        plan.result = kept
        if hop is not None:  # "who wrote the earliest one": the member kept, then the relation the question names
            plan.result = list(dict.fromkeys(e for k in kept for e in self.graph.neighbors(k.id, hop, Direction.OUT)))
            plan.parts = [Join(Relation(hop, reverse=True), Entity(kept[0].id))]
            plan.covered.relations.add(hop)
            plan.covered.answer_relation = hop
            run.step(Step("filter", 1, [Candidate(e.name or e.id, 1.0, True) for e in plan.result[:20]],
                          note=f"then {hop} of what was kept: {len(plan.result)} entities"))
        return plan

    def _hop(self, a: Analysis, kept: list[Node], parts: list[Expr]) -> str | None:
        """The relation to walk from the members a selection kept, when the question asks for another kind of thing
        than they are ("*who wrote* the earliest one"): a relation word of the question the members have and no
        test used; None when the members themselves are the answer."""
        want = asked(a, self.graph, self.vocab)
        if not kept or want is None or want.kind in ("count", "unknown") or check(self.graph, want, kept).agrees:
            return None
        used = relations_of_all(parts)
        have = {r for k in kept[:5] for r in self.graph.relations(k.id, Direction.OUT)}
        for w in a.named_relations:
            if w.relation in have and w.relation not in used:
                return w.relation
        return None

    def _set_part(self, a: Analysis, m: Mention, members: list[Node], plan: Plan) -> Expr | None:
        """A mention as a test on the set's members: members --r--> E, or E --r--> members."""
        outgoing = {r for t in members[:20] for r in self.graph.relations(t.id, Direction.OUT)}  # the first may lack one
        for entity in m.entities:
            incoming = [r for r in self.graph.relations(entity.id, Direction.IN) if r in outgoing]
            if incoming:
                relation, _ = self._choose(a, m, entity, incoming, None)
                return Join(Relation(relation), Entity(entity.id))
            out = self.graph.relations(entity.id, Direction.OUT)
            if out:
                relation, _ = self._choose(a, m, entity, out, None)
                return Join(Relation(relation, reverse=True), Entity(entity.id))
        return None

    def _year(self, entity: Node, relation: str) -> float | None:
        from kgchat.logic.nodes import value_key

        keys = [k for v in self.graph.neighbors(entity.id, relation, Direction.OUT) if (k := value_key(v.id)) is not None]
        return min(keys) if keys else None
