"""The default engine ('compose'): plans a logical form from the parts of a question, or hands relation chains to
ToG-R, and badges the answer by what the executed form covers.

1. Read the question (``kgchat.reasoning.question``): entity mentions, count / superlative / year comparisons,
   relation words, the kind of thing asked for.
2. Route:
   - the caller gave a *set* of entities ("which of them ...") → keep the members that satisfy the question's
     constraints (each checked by executing a form);
   - anything compositional (two or more entities, a count, a superlative, a year) → build one form: each entity
     becomes ``(JOIN r E)`` (or ``(JOIN (R r) E)``, or through the films that link it when no relation reaches the
     answer directly), ANDed together, then year comparisons, ``ARGMIN``/``ARGMAX`` on the year relation, ``COUNT``;
   - a plain relation chain from one entity → ToG-R with its default scorer; the chain becomes a form too. When the
     chain misses a relation the question names and a one-relation form covers everything, that form answers.
3. Execute the form on the store (SQL, Cypher or SPARQL under the hood), record it and its compiled text, derive
   supporting paths, and check coverage (``kgchat.reasoning.coverage``) for the badge.
"""

from __future__ import annotations

import time

from kgchat.backends.base import GraphStore
from kgchat.errors import KGChatError
from kgchat.lexicons import PAIRING_WORDS, SHARING_WORDS
from kgchat.logic.nodes import (
    And,
    ArgMax,
    ArgMin,
    Compare,
    Count,
    Entity,
    Expr,
    Join,
    Literal,
    Relation,
)
from kgchat.logic.sexpr import parse, to_sexpr
from kgchat.reasoning import coverage as cov
from kgchat.reasoning import merged
from kgchat.reasoning.answer_type import asked
from kgchat.reasoning.base import Engine, Run, StepCallback, StopCheck, answer_text
from kgchat.reasoning.evidence import evidence_text, form_evidence
from kgchat.reasoning.forms import chain_form, compiled_queries, support_paths, year_relation
from kgchat.reasoning.plan import (
    SUBJECT,
    Plan,
    agent_asks_subjects,
    analysis_candidates,
    coordinated,
    lists_subjects,
    operates,
    owner,
    place,
    prepositions,
    relations_of,
    swap,
)
from kgchat.reasoning.question import Analysis, Mention, analyse
from kgchat.reasoning.selection import SetFilter
from kgchat.reasoning.vocabulary import Vocabulary, shared_vocabulary
from kgchat.schema import NUMERIC
from kgchat.types import Answer, Candidate, Coverage, Direction, Provenance, Step
from kgchat.types import Entity as Node


class CompositionalEngine(SetFilter):
    """Answers with a logical form when the question needs one, with ToG-R for plain chains; see the module doc."""

    name = "compose"

    def __init__(self, graph: GraphStore, chains: Engine, encoder: object | None = None, max_set: int = 200):
        self.graph = graph
        merged.prime(graph)  # the statistics of the badge's merged-name check, read once per graph
        self.chains = chains  # the ToG-R engine plain relation chains go to
        self.encoder = encoder
        self.max_set = max_set  # members of a given set checked one by one
        self._vocab: Vocabulary | None = None

    @property
    def vocab(self) -> Vocabulary:
        if self._vocab is None:
            self._vocab = shared_vocabulary(self.graph, self.encoder)
        return self._vocab

    def relaxed(self) -> Engine | None:
        """No relaxed retry: a question this engine refuses names nothing in the schema, and a fuzzier search would
        only find something that looks like an answer."""
        return None

    # -- entry point -----------------------------------------------------------------------------------------
    def ask(self, question: str, topics: list[Node] | None = None, on_step: StepCallback | None = None,
            should_stop: StopCheck | None = None) -> Answer:
        """Answer ``question``; ``topics`` (from a conversation) replace linking for the entities they are."""
        run = Run(question, self.graph, on_step, should_stop)
        if run.stop_requested():
            return run.finish(Answer(question, "Stopped before the search began.", engine=self.name))
        a = analyse(question, self.graph, self.vocab)
        run.step(Step("analyse", 0, analysis_candidates(a), note="what the question contains"))
        if topics is not None and not topics:  # "what else did he direct?" with nothing earlier to point at
            return self._refuse(run, a, "the question points back at an earlier answer and there is none")
        if topics and a.selection and self._fits_set(a, topics):
            return self._finish(run, a, self._filter_set(run, a, topics))
        if topics and a.selection:
            # "which of them did she also act in": the given topics are the person, not the set; the conversation
            # keeps the answer among the earlier answers, and the badge's checks see whether it did
            a.set_reference, a.selection = None, False
        if topics and len(topics) > 1 and "both" not in a.words and "all" not in a.words:
            return self._each(run, a, topics)
        if topics:
            place(a, topics)
        return self._ask_one(run, a, topics)

    def _each(self, run: Run, a: Analysis, topics: list[Node]) -> Answer:
        """Several entities an earlier turn stands for ("who starred in those films"): answer for each, merged."""
        merged: dict[str, Node] = {}
        votes: dict[str, int] = {}
        group = {t.id for t in topics}
        sub = analyse(a.question, self.graph, self.vocab)
        sub.mentions = [m for m in sub.mentions if not group & {e.id for e in m.entities}]
        place(sub, topics[:1])
        first = self._ask_one(Run(a.question, self.graph), sub, topics[:1])
        form = parse(first.trace.logical_form) if first.trace.logical_form else None
        for topic in topics[:20]:
            if topic.id == topics[0].id or form is None:
                found = first.entities
            else:  # the same form from the next entity
                found = self._execute(swap(form, topics[0].id, topic.id))
            for e in found:
                merged.setdefault(e.id, e)
                votes[e.id] = votes.get(e.id, 0) + 1
        for step in first.trace.steps:
            run.step(step)
        run.trace.logical_form, run.trace.compiled = first.trace.logical_form, first.trace.compiled
        run.trace.coverage, run.trace.paths = first.trace.coverage, first.trace.paths
        run.trace.topic_entities = list(topics)
        run.trace.extra["asked_for_each"] = [t.id for t in topics[:20]]
        entities = sorted(merged.values(), key=lambda e: (-votes[e.id], e.name))
        run.step(Step("answer", 1, note=f"ran the form from each of the {min(len(topics), 20)} entities and merged the "
                                        f"answers (the form shown starts from the first)"))
        answer = Answer(run.question, answer_text(entities) if entities else "I don't know.", entities,
                        first.provenance if entities else Provenance.NONE, self.name)
        return run.finish(answer)

    def _ask_one(self, run: Run, a: Analysis, topics: list[Node] | None) -> Answer:
        if len(a.hinted) == 1 and not (a.count or a.superlative or a.comparisons):
            # one [bracketed] topic and no operator: a relation chain from the marked topic — unless the
            # words say it in one step ("what movies has [X] directed": the films, not a longer chain from them)
            a.mentions = list(a.hinted)
            if (a.subject_noun or a.wh == "what") and a.answer_word is None \
                    and len({w.relation for w in a.relation_words}) == 1 \
                    and not PAIRING_WORDS & set(a.words) \
                    and (len(a.relation_words) == 1 or not SHARING_WORDS & set(a.words)) \
                    and a.wh not in ("who", "whom"):
                # one relation, however many words name it ("has the writer [X] written"), unless the words say
                # the relation is walked there and back ("the screenwriter [X] co-wrote films with who", "[X]
                # directed films together with who")
                plan = self._plan(run, a)
                if plan is not None and all(c.covered_by for c in cov.check(a, plan.covered)) \
                        and self._execute(plan.form()):
                    return self._finish(run, a, plan)
            return self._chain(run, a, topics, override=False)
        if a.compositional or (a.mentions and not a.relation_words and a.subject_noun):
            plan = self._plan(run, a)
            if plan is not None:
                return self._finish(run, a, plan)
        elif len(a.mentions) == 1 and (pair := coordinated(a)):
            # "who wrote and directed X", "what did X write and direct": both relations hold, from the same entity
            plan = self._both(a, a.mentions[0], pair)
            if plan is not None:
                return self._finish(run, a, plan)
        elif a.mentions and a.subject_noun and a.answer_word is None and a.wh not in ("who", "whom") \
                and len({w.relation for w in a.named_relations}) > 1:
            # "movies X directed that he also starred in": one entity, two relations to the same films
            plan = self._plan(run, a)
            if plan is not None and all(c.covered_by for c in cov.check(a, plan.covered)):
                return self._finish(run, a, plan)
        return self._chain(run, a, topics)

    # -- building forms --------------------------------------------------------------------------------------
    def _target(self, a: Analysis) -> str | None:
        """The relation whose far end the question asks for, or SUBJECT."""
        want = asked(a, self.graph, self.vocab)
        if want is not None and want.positions and all(d is Direction.OUT for _, d in want.positions):
            return SUBJECT  # "which comedies star X": the wh-phrase asks for films, whatever word follows it
        if a.answer_word is not None:
            return SUBJECT if agent_asks_subjects(self.graph, a) else a.answer_word.relation
        if a.subject_noun:
            return SUBJECT
        first = a.mentions[0].entities if a.mentions else ()
        if a.wh == "when" and first:
            return year_relation(self.graph, first[:1], [w.relation for w in a.named_relations if w.relation])
        year_words = {c.position for c in a.comparisons}
        named = [w.relation for w in a.named_relations if w.position + 1 not in year_words]
        for relation in named:  # a class read from a plural ("westerns") is never the one thing asked about
            if any(relation in self.graph.relations(e.id, Direction.OUT)
                   for m in a.mentions if not m.singular for e in m.entities):
                return relation
        return SUBJECT

    def _plan(self, run: Run, a: Analysis) -> Plan | None:
        if ids := [e.id for m in a.mentions for e in m.entities]:  # their relations in one read (the question
            self.graph.relations_many(ids)  # cache keeps it for what follows)
        plan = Plan(target=self._target(a))
        if plan.target is SUBJECT:
            plan.covered.subject = True
        else:
            plan.covered.answer_relation = plan.target
            plan.covered.relations.add(plan.target)
        for m in a.mentions:
            part = self._constraint(a, m, plan)
            if part is None:
                run.step(Step("plan", 1, note=f"no relation links {m.text!r} to what is asked"))
                continue
            plan.parts.append(part)
            plan.covered.entities[m.text] = to_sexpr(part)
        listing = plan.form()
        if a.comparisons and plan.target is SUBJECT:
            self._years(a, plan, listing)
        expr = plan.form()
        if expr is None:
            return None
        if a.superlative and plan.target is SUBJECT:
            span, kind = a.superlative
            members = self._execute(expr)
            relation = year_relation(self.graph, members, [w.relation for w in a.named_relations if w.relation])
            if relation is not None:
                expr = (ArgMin if kind == "min" else ArgMax)(expr, Relation(relation))
                plan.covered.aggregation[span] = to_sexpr(expr).split(" ", 1)[0].lstrip("(")
                plan.covered.relations.add(relation)
        if a.count and (measure := self._measure(expr)) is not None:
            # "how many pages does Dune have": the number the entity holds for a numeric property, not a count
            plan.covered.aggregation[a.count] = f"the value of {measure}"
        elif a.count:
            expr = Count(expr)
            plan.covered.aggregation[a.count] = "COUNT"
        plan.parts = [expr]
        if not plan.covered.subject and lists_subjects(expr):
            plan.covered.subject = True  # "the genres of the *films* written by X": the films are walked through
        return plan

    def _measure(self, expr: Expr) -> str | None:
        """The numeric property ``expr`` reads from one entity (``(JOIN (R pages) Dune)``), else None: "how many"
        then asks for that number, and counting its values (one) would answer another question."""
        if not (isinstance(expr, Join) and isinstance(expr.relation, Relation) and expr.relation.reverse
                and isinstance(expr.expr, Entity)):
            return None
        info = self.graph.schema().value_type(expr.relation.name)
        return expr.relation.name if info is not None and info.type in NUMERIC else None

    def _constraint(self, a: Analysis, m: Mention, plan: Plan) -> Expr | None:
        """The part of the form a mention contributes, choosing among entities that share its name."""
        best: tuple[int, Expr] | None = None
        for entity in m.entities:
            found = self._link_part(a, m, entity, plan)
            if found is not None and (best is None or found[0] > best[0]):
                best = found
        if best is None:
            return None
        if best[0] == 0:
            plan.covered.guesses.append(m.text)
        for step in relations_of(best[1]):
            plan.covered.relations.add(step)
        return best[1]

    def _link_part(self, a: Analysis, m: Mention, entity: Node, plan: Plan) -> tuple[int, Expr] | None:
        """(how well words support it, part) for one entity: direct, or through the entities relations start from."""
        e = Entity(entity.id)
        incoming = self.graph.relations(entity.id, Direction.IN)
        if plan.target is not SUBJECT and plan.target in self.graph.relations(entity.id, Direction.OUT):
            return 3, Join(Relation(plan.target, reverse=True), e)
        if not incoming:
            return None
        relation, support = self._choose(a, m, entity, incoming, plan.target)
        part: Expr = Join(Relation(relation), e)
        if plan.target is SUBJECT and m.start >= 0:  # "movies X directed that he also starred in": both relations
            for r in dict.fromkeys(w.relation for w in a.named_relations if owner(a, w) is m):
                if r in incoming and r != relation:
                    part = And(part, Join(Relation(r), e))
        if plan.target is not SUBJECT:
            part = Join(Relation(plan.target, reverse=True), part)
        return support, part

    def _choose(self, a: Analysis, m: Mention, entity: Node, options: list[str], target: str | None) -> tuple[str, int]:
        """The relation from the entity's ``options`` the question's words point at, else the preposition before
        it, else the one with most edges that is not a free-form label.

        A relation word between two mentions belongs to the later one ("directed by X starring Y"), unless a
        preposition stands between the word and the later mention ("did X direct with Y": 'direct' is X's).
        """
        words = [w for w in a.named_relations if w.relation in options and w.relation != target]
        if words and m.start >= 0:
            mine = [w for w in words if owner(a, w) is m]
            if mine:
                return min(mine, key=lambda w: abs(w.position - m.start)).relation, 3
        before = a.words[m.start - 1] if m.start > 0 else ""
        if before == "and":  # "a movie with X and Y": Y shares X's preposition
            first = next((p for p in a.mentions if p.end == m.start - 1 and p.start > 0), None)
            before = a.words[first.start - 1] if first is not None else before
        if (r := self.vocab.prepositions.get(before)) in options:
            return r, 2
        if words and all(owner(a, w) is None for w in words):
            return words[0].relation, 3
        found = self.graph.neighbors_many([(entity.id, r, Direction.IN) for r in options], limit=500)
        edges = {r: len(found[(entity.id, r, Direction.IN)]) for r in options}
        ranked = sorted(options, key=lambda r: (r in self.vocab.labels, -edges[r], r))
        rivals = [r for r in ranked[1:] if r not in self.vocab.labels and 3 * edges[r] >= edges[ranked[0]]]
        # a guess between relations the entity holds about equally often ("Richard Benjamin movies": acted or
        # directed?) is not a reading of the question
        return ranked[0], 1 if ranked[0] not in self.vocab.labels and not rivals else 0

    def _both(self, a: Analysis, m: Mention, pair: tuple[str, str]) -> Plan | None:
        """``(AND r1-of-E r2-of-E)`` for the entity of ``m`` that holds both relations (in one direction each).

        When no entity of that name holds both, the one relation it holds answers, and the other is left uncovered
        (approximate): a longer chain that merely walks both relations would answer another question."""
        best: list[Expr] = []
        for entity in m.entities:
            out, inc = self.graph.relations(entity.id, Direction.OUT), self.graph.relations(entity.id, Direction.IN)
            parts = [Join(Relation(r, reverse=True), Entity(entity.id)) if r in out else Join(Relation(r), Entity(entity.id))
                     for r in pair if r in out or r in inc]
            if len(parts) > len(best):
                best = parts
        if not best:
            return None
        plan = Plan(parts=[And(best[0], best[1]) if len(best) == 2 else best[0]])
        plan.covered.entities[m.text] = to_sexpr(plan.parts[0])
        plan.covered.relations |= relations_of(plan.parts[0])
        plan.covered.subject = bool(a.subject_noun)
        return plan

    def _years(self, a: Analysis, plan: Plan, listing: Expr | None) -> None:
        """Year comparisons as parts: ``(gt r 2005)``, or ``(JOIN r 1999)`` for "in 1999" when the year is a node."""
        prefer = [w.relation for w in a.named_relations if w.relation]
        relation = year_relation(self.graph, self._execute(listing)[:6], prefer) if listing is not None else None
        for c in a.comparisons:
            rel = relation or self._year_holder(c.value, prefer)
            if rel is None:
                continue
            if c.op == "eq":
                node = self.graph.entity(c.value)
                if node is not None and self.graph.neighbors(c.value, rel, Direction.IN, limit=1):
                    part: Expr = Join(Relation(rel), Entity(c.value))
                else:
                    part = And(Compare("ge", Relation(rel), Literal(c.value)), Compare("le", Relation(rel), Literal(c.value)))
            else:
                part = Compare(c.op, Relation(rel), Literal(c.value))
            plan.parts.append(part)
            plan.covered.constraints[c.span] = to_sexpr(part)
            plan.covered.relations.add(rel)

    def _year_holder(self, value: str, prefer: list[str]) -> str | None:
        """With nothing listed yet, the relation whose values include the year itself ("films from 1999")."""
        if self.graph.entity(value) is None:
            return None
        holders = self.graph.relations(value, Direction.IN)
        return next((r for r in prefer if r in holders), holders[0] if holders else None)

    def _execute(self, expr: Expr | None) -> list[Node]:
        if expr is None:
            return []
        try:
            return self.graph.execute(expr)
        except KGChatError:
            return []

    # -- relation chains (ToG-R) -----------------------------------------------------------------------------
    def _chain(self, run: Run, a: Analysis, topics: list[Node] | None, override: bool = True) -> Answer:
        starts = list(topics or [e for m in a.mentions for e in m.entities]) or None
        answer = self.chains.ask(run.question, topics=starts, should_stop=run.should_stop)
        run.stopped = run.stopped or bool(answer.trace.extra.get("stopped"))  # Stop reached the chain search
        for step in answer.trace.steps:
            run.step(step)
        run.trace.llm += answer.trace.llm
        paths = answer.trace.paths
        plan = Plan()
        if paths and paths[0].hops:
            moves = [(h.relation, h.direction) for h in paths[0].hops]
            start = paths[0].start
            expr = chain_form(start.id, moves)
            plan.parts = [expr]
            plan.covered.relations = {r for r, _ in moves}
            plan.covered.round_trips = {r for (r, d), (r2, d2) in zip(moves, moves[1:], strict=False)
                                        if r == r2 and d is not d2}
            last_relation, last_direction = moves[-1]
            # the kind noun ("films") is covered when the walk passes through the things relations start from
            plan.covered.subject = any(d is Direction.IN for _, d in moves)
            plan.covered.answer_relation = last_relation if last_direction is Direction.OUT else None
            for m in a.mentions:
                if start.id in {e.id for e in m.entities}:
                    plan.covered.entities[m.text] = to_sexpr(expr)
            plan.result = answer.entities
            plan.notes.append("chain")
            asked = {w.relation for w in a.named_relations} | prepositions(a, self.vocab)
            plan.covered.unasked = [r for r in dict.fromkeys(r for r, _ in moves) if r not in asked]
        run.trace.topic_entities = answer.trace.topic_entities
        chain_cov = cov.check(a, plan.covered)
        if override and any(c.covered_by is None for c in chain_cov) and a.mentions:
            direct = self._plan(run, a)
            if direct is not None and all(c.covered_by is not None for c in cov.check(a, direct.covered)):
                run.step(Step("plan", 1, note="the relation chain missed a word of the question; a one-relation "
                                              "form covers all of it"))
                return self._finish(run, a, direct)
        if not plan.parts:
            run.trace.coverage = chain_cov
            return self._refuse(run, a, "no relation chain reached an answer")
        run.trace.paths = paths  # the chain engine's own paths to its answers (path chips, corrections)
        done = self._finish(run, a, plan)
        if answer.provenance is Provenance.KG_APPROXIMATE and done.provenance is Provenance.KG_EXACT:
            done.provenance = Provenance.KG_APPROXIMATE  # the chain engine itself was unsure (score or linking)
        return done

    # -- answers ---------------------------------------------------------------------------------------------
    def _finish(self, run: Run, a: Analysis, plan: Plan) -> Answer:
        expr = plan.parts[0] if plan.parts else None
        started = time.perf_counter()
        answers = list(plan.result) if "set" in plan.notes or "chain" in plan.notes else self._execute(expr)
        if expr is not None:
            run.trace.logical_form = to_sexpr(expr)
            run.trace.compiled = compiled_queries(expr, self.graph)
            run.step(Step("execute", 1, [Candidate(e.name or e.id, 1.0, True) for e in answers[:20]],
                          note=f"executed {run.trace.logical_form} in {time.perf_counter() - started:.3f}s"))
        run.trace.coverage = cov.check(a, plan.covered)
        outside = cov.asks_outside_graph(a, run.trace.coverage)
        if outside and not a.hinted:
            return self._refuse(run, a, "the question asks for something this graph has no relation for: "
                                        + ", ".join(w.span for w in a.relation_words if w.relation is None))
        if outside:  # the user [marked] the entity the question is about: answer, but only as approximate
            spans = {c.span for c in run.trace.coverage}
            run.trace.coverage += [Coverage(w.span, "relation") for w in a.relation_words
                                   if w.relation is None and w.span not in spans]
        if a.count and "set" in plan.notes:
            answers = [Node(str(len(answers)), str(len(answers)))]
        if not answers:
            run.step(Step("answer", 1, note="the graph holds no entity that satisfies the question"))
            return run.finish(Answer(run.question, "I don't know.", provenance=Provenance.NONE, engine=self.name))
        if expr is not None and "chain" not in plan.notes and "set" not in plan.notes and operates(expr):
            # counts, filters, superlatives, intersections: the rows they counted or kept, each with its path and
            # the value that decided, and their paths drawn (a count's answer is a number no path reaches)
            run.trace.evidence = form_evidence(self.graph, expr, answers, self._execute)
            run.trace.paths = [ev.path for ev in run.trace.evidence if ev.kept and ev.path is not None][:12]
            run.step(Step("evidence", 1, [Candidate(evidence_text(ev), 1.0, ev.kept) for ev in run.trace.evidence],
                          note=f"{sum(ev.kept for ev in run.trace.evidence)} of {len(run.trace.evidence)} rows kept"))
        elif plan.evidence:
            run.trace.evidence = plan.evidence
        if expr is not None and "chain" not in plan.notes and not isinstance(expr, Count) and not run.trace.paths:
            run.trace.paths = support_paths(self.graph, expr, answers)
        if not run.trace.topic_entities:
            run.trace.topic_entities = [e for m in a.mentions for e in m.entities][:5]
        provenance = merged.badge(run, Provenance.KG_APPROXIMATE if outside else cov.badge(run.trace.coverage, True))
        missing = run.trace.not_covered
        run.step(Step("answer", 1, note="every part of the question is covered" if not missing
                      else "not covered: " + ", ".join(missing)))
        return run.finish(Answer(run.question, answer_text(answers), answers, provenance, self.name))

    def _refuse(self, run: Run, a: Analysis, why: str) -> Answer:
        run.step(Step("answer", 0, note=why + "; not answered from the graph"))
        return run.finish(Answer(run.question, "I don't know.", provenance=Provenance.NONE, engine=self.name))
