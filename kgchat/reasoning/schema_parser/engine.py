"""The engine over a property graph: read the question, ground it in the graph's schema and data, build candidate
logical forms, run the best one, and badge the answer by what it covers.

Per question: ``words.read`` → ``grounding.ground`` (one round trip for names, one for their labels) →
``assemble.candidates`` (scored by the words each accounts for) → the best candidate is executed on the store (one
query: Cypher on Neo4j, SQL on SQLite, SPARQL on a SPARQL endpoint); if it finds nothing, the next two are tried.
The trace holds the form, the query it compiled to, every candidate with its score, the coverage of each part of
the question, and the answer's evidence rows (the value each answer was ranked, filtered or counted by).

The badge: ``kg-exact`` only when the executed form accounts for every content word of the question, uses every
entity, value and number it names, guesses no step between two labels, and beats the next different reading by a
margin; ``kg-approximate`` otherwise, naming what was left out; no answer (refused) when no candidate accounts for
any word naming the schema.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from kgchat.backends.base import GraphStore
from kgchat.errors import KGChatError
from kgchat.logic.nodes import Aggregate, ArgMax, ArgMin, Count, Expr, Relation, Top
from kgchat.logic.sexpr import to_sexpr
from kgchat.reasoning.base import Engine, Run, StepCallback, StopCheck, answer_text
from kgchat.reasoning.schema_parser.assemble import answer_label, candidates
from kgchat.reasoning.schema_parser.build import Builder, Candidate
from kgchat.reasoning.schema_parser.grounding import SchemaIndex, ground
from kgchat.reasoning.schema_parser.render import render
from kgchat.reasoning.schema_parser.scoring import RANKER_FILE, Ranker
from kgchat.reasoning.schema_parser.words import read
from kgchat.types import Answer, Coverage, Direction, Evidence, Provenance, Step
from kgchat.types import Candidate as Considered
from kgchat.types import Entity as Node

MARGIN = 0.5  # score the best candidate must lead the next different reading by for kg-exact
TRIES = 3  # candidates executed, best first, until one finds an answer


class SchemaEngine:
    """Answers questions over a property graph from its schema (see the module docstring). ``fallback``: the
    engine asked when no candidate accounts for a word naming the schema (None: refuse)."""

    name = "schema"

    def __init__(self, graph: GraphStore, encoder: Any | None = None, fallback: Engine | None = None,
                 ranker: Ranker | None = None):
        self.graph = graph
        self.index = SchemaIndex(graph, encoder)
        self.fallback = fallback
        self.ranker = ranker  # weights learnt for this graph (``kgchat train --graph``); None: the defaults

    def relaxed(self) -> Engine | None:
        return None

    def parse(self, question: str) -> list[Candidate]:
        """Candidates for a question, best first (no query run beyond linking)."""
        reading = read(question)
        grounding = ground(reading, self.index, self.graph)
        return candidates(Builder(reading, grounding, self.index), self.ranker)

    def ask(self, question: str, topics: list[Node] | None = None, on_step: StepCallback | None = None,
            should_stop: StopCheck | None = None) -> Answer:
        run = Run(question, self.graph, on_step, should_stop)
        reading = read(question)
        grounding = ground(reading, self.index, self.graph)
        run.step(Step("link", 0, [Considered(em.entity.name or em.entity.id, 1.0, True,
                                             f"{'/'.join(em.labels)}: {reading.text(em.tokens)}")
                                  for em in grounding.entities]
                      + [Considered(f"{vm.element.relation} = {vm.value}", 1.0, True, reading.text(vm.tokens))
                         for vm in grounding.values],
                      note="entities and property values named in the question"))
        run.step(Step("schema", 0, [Considered(f"{m.element.kind} {m.element.relation}", round(m.score, 3), True,
                                               reading.text(m.tokens)) for m in grounding.schema[:12]],
                      note="labels, relationship types and properties the words name"))
        builder = Builder(reading, grounding, self.index)
        ranked = candidates(builder, self.ranker)
        run.step(Step("parse", 1, [Considered(to_sexpr(c.form), round(c.score, 3), i == 0, render(c.form, self.index))
                                   for i, c in enumerate(ranked[:10])],
                      note=f"{len(ranked)} candidate forms, best first"))
        named = [c for c in ranked if any(p.tokens and p.kind in ("label", "relation", "property", "aggregation",
                                                                  "constraint") for p in c.parts)]
        if not named:
            return self._refuse(run, question, topics, on_step, should_stop,
                                "no word of the question names a label, relationship or property of this graph")
        for i, cand in enumerate(named[:TRIES]):
            started = time.perf_counter()
            try:
                answers = self.graph.execute(cand.form)
            except KGChatError as exc:
                run.step(Step("execute", 1, note=f"{to_sexpr(cand.form)} failed: {exc}"))
                continue
            run.step(Step("execute", 1, [Considered(e.name or e.id, 1.0, True) for e in answers[:20]],
                          note=f"executed {to_sexpr(cand.form)} in {time.perf_counter() - started:.3f}s"))
            if answers:
                return self._finish(run, reading, cand, answers, named[i + 1:] + named[:i], builder)
        run.step(Step("answer", 1, note="no candidate form finds anything in the graph"))
        return run.finish(Answer(question, "I don't know.", provenance=Provenance.NONE, engine=self.name))

    def _refuse(self, run: Run, question: str, topics: list[Node] | None, on_step: StepCallback | None,
                should_stop: StopCheck | None, why: str) -> Answer:
        if self.fallback is not None:
            run.step(Step("answer", 0, note=why + f"; asking {self.fallback.name}"))
            answer = self.fallback.ask(question, topics, on_step, should_stop)
            answer.trace.steps[:0] = run.trace.steps
            return answer
        run.step(Step("answer", 0, note=why + "; not answered from the graph"))
        return run.finish(Answer(question, "I don't know.", provenance=Provenance.NONE, engine=self.name))

    def _finish(self, run: Run, reading: Any, cand: Candidate, answers: list[Node], others: list[Candidate],
                builder: Builder) -> Answer:
        form = cand.form
        run.trace.logical_form = to_sexpr(form)
        run.trace.compiled = compiled(form, self.graph)
        run.trace.extra["reading"] = render(form, self.index)
        run.trace.extra["word_checks"] = "schema"  # every word and the answer's kind checked below, in schema terms
        coverage = [Coverage(reading.text(sorted(p.tokens)), _coverage_kind(p.kind), p.text)
                    for p in cand.parts if p.tokens]
        coverage += [Coverage(reading.tokens[i].text, "relation", None) for i in cand.uncovered]
        coverage += [Coverage(name, "entity", None) for name in cand.unused]
        coverage += [Coverage(f"a {p.text} step no word asks for", "relation", None) for p in cand.parts
                     if p.guessed or _borrowed(p, cand.parts)]
        asked = answer_label(builder)
        if asked is not None and (cand.answer == "nodes" and asked.element.name != cand.target
                                  or cand.answer == "value" and _asks_for_nodes(reading, asked)):
            coverage.append(Coverage(reading.text(asked.tokens), "type", None))  # it asks for another kind of thing
        if cand.answer != "nodes" and reading.tokens and reading.tokens[0].low in ("who", "whom"):
            coverage.append(Coverage(reading.tokens[0].text, "type", None))  # "who …" asks for someone, not a value
        rival = next((o for o in others if to_sexpr(o.form) != run.trace.logical_form), None)
        if rival is not None and cand.score - rival.score < MARGIN:
            coverage.append(Coverage(f"another reading scores close: {render(rival.form, self.index)}", "reference",
                                     None))
        run.trace.coverage = coverage
        run.trace.topic_entities = [Node(p.text, p.text) for p in cand.parts if p.kind == "entity"][:5]
        run.trace.evidence = evidence(self.graph, form, answers)
        exact = all(c.covered_by is not None for c in coverage)
        missing = run.trace.not_covered
        run.step(Step("answer", 1, note="every part of the question is covered" if exact
                      else "not covered: " + ", ".join(missing)))
        text = answer_text(answers) if cand.answer != "number" else ", ".join(e.name for e in answers)
        return run.finish(Answer(run.question, text, answers,
                                 Provenance.KG_EXACT if exact else Provenance.KG_APPROXIMATE, self.name))


def load_ranker(model_dir: str | Path | None) -> Ranker | None:
    """The ranker a model directory holds (``kgchat train --graph`` writes it), or None."""
    if model_dir is None or not (Path(model_dir) / RANKER_FILE).is_file():
        return None
    return Ranker.load(Path(model_dir) / RANKER_FILE)


def compiled(form: Expr, store: GraphStore) -> dict[str, str]:
    """The query the store ran for ``form`` (its own language), for the trace."""
    try:
        own = store.compile_form(form)
    except KGChatError as exc:
        return {"error": str(exc)}
    return {own[0]: own[1]} if own else {}


WEAK = 0.75  # a step matched less surely than this by the words it claims


def _borrowed(part: Any, parts: list[Any]) -> bool:
    """A relationship or property step matched weakly, and only by words another piece of the form is surely named
    by ("the top 3 discontinued products" ranked by their suppliers because 'products' looks a little like
    'supplies'): no word of its own asks for it."""
    if part.kind not in ("relation", "property") or not part.tokens or part.conf >= WEAK:
        return False
    others = {t for p in parts if p is not part and p.conf >= WEAK for t in p.tokens}
    return part.tokens <= others


def _asks_for_nodes(reading: Any, asked: Any) -> bool:
    """"Which 3 products …", "what products …": the label right after the question word (and a number) is what is
    asked for, so values of a property are another kind of answer."""
    between = [t.low for t in reading.tokens[1:min(asked.tokens)]]
    return bool(reading.tokens) and reading.tokens[0].low in ("which", "what") and \
        all(w.isdigit() or w in ("top", "the") for w in between)


def _coverage_kind(kind: str) -> str:
    return {"label": "type", "property": "relation", "value": "constraint"}.get(kind, kind)


def evidence(store: GraphStore, form: Expr, answers: list[Node], limit: int = 10) -> list[Evidence]:
    """The rows behind an answer: for a ranking by a property, each answer's value; otherwise the members."""
    if isinstance(form, Count | Aggregate):
        return [Evidence(a, value=a.name, test=to_sexpr(form)) for a in answers[:1]]
    slot = form.slot if isinstance(form, Top) else form.relation if isinstance(form, ArgMax | ArgMin) else None
    rows = []
    for a in answers[:limit]:
        value = ""
        if isinstance(slot, Relation) and not slot.reverse:
            try:
                found = store.neighbors(a.id, slot.name, Direction.OUT, limit=3)
                value = ", ".join(v.name for v in found)
            except KGChatError:
                value = ""
        rows.append(Evidence(a, value=value, test=f"{slot.name} {value}" if value and slot is not None else ""))
    return rows

