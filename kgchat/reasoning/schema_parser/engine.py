"""The engine over a property graph: read the question, ground it in the graph's schema and data, build candidate
logical forms, run the best one, and badge the answer by what it covers (``coverage.word_coverage``).

Per question: ``words.read`` → ``grounding.ground`` (one round trip for names, one for their labels) →
``assemble.candidates`` (scored by the words each accounts for) → the best candidate is executed on the store (one
query: Cypher on Neo4j, SQL on SQLite, SPARQL on a SPARQL endpoint); if it finds nothing, the next two are tried.
The trace holds the form, the query it compiled to, every candidate with its score, the coverage of each part of
the question, and the answer's evidence rows (the value each answer was ranked, filtered or counted by).

The badge: ``kg-exact`` only when the executed form accounts for every content word of the question, uses every
entity, value and number it names, guesses no step between two labels (the only relationship type the schema has
between them is no guess), answers with the kind of thing asked for (and counts the kind "how many" names), ranks
by a count that counts only what the question's test keeps, reads no word it only begins like a schema name as
that name, leaves no "all" before related things to a test on some of them, tests no value said of one label on
another's nodes (``Part.doubt``), knows which test a negation denies, and no other reading that also accounts for the whole question and scores within a margin
finds a different answer when run on the graph (``SchemaEngine._rivals``: each is run, and the trace says what it
found; a reading the schema makes meaningless, adding up numbers that only tell things apart or adding up years, or
one reading a word twice, walking a relationship there and back where this reading walks it once, or one
swapping a label for a narrower one no word names, or answering "who" with things that are not people
(``rival_meanings``), is no other meaning), and the form itself computes nothing meaningless; ``kg-approximate`` otherwise, naming what was left out; no answer (refused) when no candidate accounts for
any word naming the schema.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from kgchat.backends.base import GraphStore
from kgchat.errors import KGChatError
from kgchat.logic.executor import slot_keys
from kgchat.logic.nodes import (
    STRING_OPS,
    Aggregate,
    ArgMax,
    ArgMin,
    Class,
    Compare,
    Count,
    Entity,
    Expr,
    Join,
    Relation,
    Share,
    Top,
    conjuncts,
    relation_steps,
    relations_in,
    subexpressions,
)
from kgchat.logic.sexpr import parse as parse_form
from kgchat.logic.sexpr import to_sexpr
from kgchat.reasoning.answer_type import value_kind
from kgchat.reasoning.base import Engine, Run, StepCallback, StopCheck, answer_text
from kgchat.reasoning.meaningless import meaningless as _meaningless
from kgchat.reasoning.schema_parser.answer_kinds import (
    head_elsewhere,
    prefer_fitting,
    truth_for_wh,
    unnamed_kind,
)
from kgchat.reasoning.schema_parser.asked_kind import doer_first, prefer_asked, someone_asked
from kgchat.reasoning.schema_parser.assemble import candidates
from kgchat.reasoning.schema_parser.build import Builder, Candidate
from kgchat.reasoning.schema_parser.counted import (
    edges_kept_first,
    events_counted_as_nodes,
    every_edge_read,
    totals_first,
    truth_unasked,
    undone_total,
    unnamed_asked,
)
from kgchat.reasoning.schema_parser.coverage import word_coverage
from kgchat.reasoning.schema_parser.exists import NO, YES, truth, unproven
from kgchat.reasoning.schema_parser.figures import Compared, Figures, compared_question, figures_question
from kgchat.reasoning.schema_parser.filters import YES_NO
from kgchat.reasoning.schema_parser.framing import SUPPORT_VERBS, accounted, round_answers  # noqa: F401 - SUPPORT_VERBS: tests
from kgchat.reasoning.schema_parser.grounding import ground
from kgchat.reasoning.schema_parser.loose_labels import loose_labels, unread_prefixes
from kgchat.reasoning.schema_parser.priced import unnamed_priced
from kgchat.reasoning.schema_parser.render import render
from kgchat.reasoning.schema_parser.rival_keys import by_birth, says_more
from kgchat.reasoning.schema_parser.rival_meanings import (
    measure_named_less,
    narrower_labels,
    not_people,
    weaker_reading,
)
from kgchat.reasoning.schema_parser.said_of_all import narrowing
from kgchat.reasoning.schema_parser.schema_index import Grounding, SchemaIndex
from kgchat.reasoning.schema_parser.scoring import RANKER_FILE, Ranker
from kgchat.reasoning.schema_parser.shares import PERCENT_WORDS, ShareQuestion, share_form, share_question
from kgchat.reasoning.schema_parser.spelling import respelt
from kgchat.reasoning.schema_parser.tense import with_tense
from kgchat.reasoning.schema_parser.told_apart import namesakes_told_apart, told_apart
from kgchat.reasoning.schema_parser.unbacked import EMPTY_COUNT, unbacked
from kgchat.reasoning.schema_parser.value_doers import kind_said
from kgchat.reasoning.schema_parser.words import Reading, read
from kgchat.schema import EDGE_END, EDGE_START
from kgchat.types import Answer, Coverage, Direction, Evidence, Provenance, Step
from kgchat.types import Candidate as Considered
from kgchat.types import Entity as Node

MARGIN = 0.5  # score the best candidate must lead the next different reading by for kg-exact
TRIES = 3  # candidates executed, best first, until one finds an answer
RIVALS = 3  # readings within MARGIN of the executed one that are run to see whether they answer otherwise


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

    def _ground(self, reading: Reading) -> Grounding:
        """Where the question's words land, a shared name said with a day, or with a value of one namesake, read as
        its one node (``told_apart``, ``namesakes_told_apart``)."""
        return namesakes_told_apart(self.graph, told_apart(reading, self.index, self.graph,
                                                          ground(reading, self.index, self.graph)))

    def relaxed(self) -> Engine | None:
        return None

    def parse(self, question: str) -> list[Candidate]:
        """Candidates for a question, best first (no query run beyond linking)."""
        reading = read(respelt(question, self.index))  # "who wroks at X": the schema word it misspells
        grounding = with_tense(reading, self.index, self._ground(reading))
        return candidates(Builder(reading, grounding, self.index), self.ranker)

    def ask(self, question: str, topics: list[Node] | None = None, on_step: StepCallback | None = None,
            should_stop: StopCheck | None = None) -> Answer:
        if (asked := share_question(question)) is not None and not self._percent_key(question) and \
                (answer := self._share(question, asked, topics, on_step, should_stop)) is not None:
            return answer
        if (several := figures_question(question)) is not None and \
                (answer := self._figures(question, several, topics, on_step, should_stop)) is not None:
            return answer
        if (two := compared_question(question)) is not None and \
                (answer := self._compared(question, two, topics, on_step, should_stop)) is not None:
            return answer
        run = Run(question, self.graph, on_step, should_stop)
        run.trace.extra["reads_schema"] = True  # each word read in the schema's terms, a refusal too (the router)
        if (respelled := respelt(question, self.index)) != question:
            run.step(Step("parse", 0, note=f"read as: {respelled} (a word spelt as the graph spells it)"))
        reading = read(respelled)  # "who wroks at X": the schema word it misspells
        grounding = with_tense(reading, self.index, self._ground(reading))
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
        # a thing found by a key's words ("pager 4614": ``called.named_by_number``) names that key
        named = [c for c in ranked if isinstance(c.form, Entity) or any(
            p.tokens and p.kind in ("label", "relation", "property", "aggregation", "constraint")
            or kind_said(p, reading, builder) for p in c.parts) or _edge_value_of_named(c, reading)]
        if not named:
            return self._refuse(run, question, topics, on_step, should_stop,
                                "no word of the question names a label, relationship or property of this graph")
        named, why = prefer_asked(named, reading, builder)
        if why:
            run.step(Step("parse", 1, note=why))
        named, why = prefer_fitting(named, builder)
        if why:
            run.step(Step("parse", 1, note=why))
        named, why = someone_asked(named, reading, self.index.schema)
        if not named:
            return self._refuse(run, question, topics, on_step, should_stop, why)
        if why:
            run.step(Step("parse", 1, note=why))
        named, why = doer_first(named, reading, self.index.schema)
        if why:
            run.step(Step("parse", 1, note=why))
        named, why = edges_kept_first(named, self.index)
        if why:
            run.step(Step("parse", 1, note=why))
            run.trace.extra["run_instead"] = to_sexpr(named[0].form)  # a guess at what was meant: never exact
        named, why = totals_first(named, reading)
        if why:
            run.step(Step("parse", 1, note=why))
        for i, cand in enumerate(named[:TRIES]):
            if i == 0 and (unread := _said_of_all(cand, reading, builder)):
                return self._refuse(run, question, topics, on_step, should_stop,
                                    f"the best reading keeps every {cand.target} node, and "
                                    + ", ".join(f"'{w}'" for w in unread[:3])
                                    + " of the question, which name nothing in this graph, would narrow them")
            if i == 0 and ((why := unnamed_asked(cand, reading, builder, lambda k, c=cand: accounted(
                    k, c, reading, _walks(c, builder), builder))) or (why := unnamed_priced(
                    cand, reading, builder, lambda k, c=cand: accounted(k, c, reading, _walks(c, builder), builder)))
                    or (why := truth_unasked(
                    cand, reading, [c.span for c in word_coverage(cand, reading, builder) if c.covered_by is None]))):
                # the question names the schema, and asks for what the graph keeps none of: no fallback either
                run.step(Step("answer", 0, note=why + "; not answered from the graph"))
                run.trace.extra["unanswerable"] = why  # the router's other arms read the same graph: it stands
                return run.finish(Answer(question, "I don't know.", provenance=Provenance.NONE, engine=self.name))
            started = time.perf_counter()
            try:
                answers = self.graph.execute(cand.form)
            except KGChatError as exc:
                run.step(Step("execute", 1, note=f"{to_sexpr(cand.form)} failed: {exc}"))
                continue
            run.step(Step("execute", 1, [Considered(e.name or e.id, 1.0, True) for e in answers[:20]],
                          note=f"executed {to_sexpr(cand.form)} in {time.perf_counter() - started:.3f}s"))
            if answers:
                return self._finish(run, reading, cand, answers, named[i + 1:], builder, named[:i])
        run.step(Step("answer", 1, note="no candidate form finds anything in the graph"))
        return run.finish(Answer(question, "I don't know.", provenance=Provenance.NONE, engine=self.name))

    def _percent_key(self, question: str) -> bool:
        """Whether the best reading of the question reads a key that holds a percentage itself ("what is the smart
        meter percentage of X": ``smartMeterPct``): its value is asked for, not a share of things."""
        found = self.parse(question)
        keys = relations_in(found[0].form) if found else set()
        return any(e.relation in keys and set(e.words.split()) & PERCENT_WORDS for e in self.index.elements
                   if e.kind in ("prop", "edge_prop"))

    def _share(self, question: str, asked: ShareQuestion, topics: list[Node] | None,
               on_step: StepCallback | None, should_stop: StopCheck | None) -> Answer | None:
        """A percentage of things (``shares``): the part and the whole read as counts, then ``(SHARE whole part)``
        run as one query. None when either count cannot be read (the question is then read as it is)."""
        part = self.ask(asked.part, topics, None, should_stop)
        form = parse_form(part.trace.logical_form) if part.provenance != Provenance.NONE and \
            part.trace.logical_form else None
        if not isinstance(form, Count) or isinstance(form, Share):
            return None
        whole = self.ask(asked.whole, topics, None, should_stop) if asked.split else None
        whole_form = parse_form(whole.trace.logical_form) if whole is not None and whole.trace.logical_form and \
            whole.provenance != Provenance.NONE else None
        shared = share_form(form, whole_form if isinstance(whole_form, Count) else None)
        if shared is None:
            return None
        run = Run(question, self.graph, on_step, should_stop)
        run.step(Step("parse", 0, note=f"a percentage of things: the part read as '{asked.part}' "
                                       f"({part.trace.logical_form}), the whole as '{asked.whole}' "
                                       f"({whole_form and to_sexpr(whole_form) or 'the part’s labels'})"))
        started = time.perf_counter()
        try:
            answers = self.graph.execute(shared)
        except KGChatError as exc:
            run.step(Step("execute", 1, note=f"{to_sexpr(shared)} failed: {exc}"))
            return None
        run.step(Step("execute", 1, [Considered(e.name, 1.0, True) for e in answers],
                      note=f"executed {to_sexpr(shared)} in {time.perf_counter() - started:.3f}s"))
        if not answers:
            return None
        run.trace.logical_form = to_sexpr(shared)
        run.trace.compiled = compiled(shared, self.graph)
        run.trace.extra["reading"] = "the percentage of " + render(shared.whole, self.index) + " that are " + \
            render(shared.expr, self.index)
        run.trace.extra["word_checks"] = "schema"
        coverage = [c if c.span.lower() != "how many" else Coverage(asked.cue, c.kind, to_sexpr(shared))
                    for c in part.trace.coverage]
        if whole_form is None:
            coverage.append(Coverage(f"what the percentage is of ({asked.whole[len('how many '):]})", "aggregation",
                                     None))
        else:
            coverage += [c for c in whole.trace.coverage if c.covered_by is None]
        run.trace.coverage = coverage
        run.trace.topic_entities = part.trace.topic_entities
        run.trace.evidence = evidence(self.graph, shared, answers)
        exact = part.provenance == Provenance.KG_EXACT and whole is not None and \
            whole.provenance == Provenance.KG_EXACT and all(c.covered_by is not None for c in coverage)
        run.step(Step("answer", 1, note="every part of the question is covered" if exact
                      else "not covered: " + ", ".join(run.trace.not_covered)))
        answers = round_answers(read(question), answers)
        return run.finish(Answer(question, ", ".join(f"{e.name}%" for e in answers), answers,
                                 Provenance.KG_EXACT if exact else Provenance.KG_APPROXIMATE, self.name))

    def _figures(self, question: str, several: Figures, topics: list[Node] | None, on_step: StepCallback | None,
                 should_stop: StopCheck | None) -> Answer | None:
        """Several figures asked at once (``figures``): each asked as a question of its own, the answers given in the
        order said, exact only when every one is. None when any of them finds no answer (the question is then read
        as it is)."""
        parts = [self.ask(q, topics, None, should_stop) for q in several.questions]
        if any(p.provenance == Provenance.NONE or not p.entities for p in parts):
            return None
        said = list(zip(several.words, several.questions, parts, strict=True))
        run, loose = self._of_parts(question, said, "several figures asked at once", on_step, should_stop)
        text = "; ".join(f"{w}: {p.text}" for w, _, p in said)
        return run.finish(Answer(question, text, [e for p in parts for e in p.entities],
                                 Provenance.KG_APPROXIMATE if loose else Provenance.KG_EXACT, self.name))

    def _compared(self, question: str, asked: Compared, topics: list[Node] | None, on_step: StepCallback | None,
                  should_stop: StopCheck | None) -> Answer | None:
        """Whether one figure is larger than another (``figures.compared_question``): each asked as a question of its
        own, then the two numbers compared; exact only when both are. None when either finds no one number."""
        parts = [self.ask(q, topics, None, should_stop) for q in asked.questions]
        numbers = [_number(p) for p in parts]
        if any(p.provenance == Provenance.NONE for p in parts) or None in numbers:
            return None
        a, b = numbers
        said = list(zip(("first", "second"), asked.questions, parts, strict=True))
        run, loose = self._of_parts(question, said, "two figures compared", on_step, should_stop)
        word = YES if (a > b if asked.larger else a < b) else NO
        run.step(Step("answer", 1, note=f"{a:g} is {'more' if a > b else 'less' if a < b else 'no more'} than {b:g}"))
        return run.finish(Answer(question, f"{word} ({a:g} against {b:g})", [Node(word, word)],
                                 Provenance.KG_APPROXIMATE if loose else Provenance.KG_EXACT, self.name))

    def _of_parts(self, question: str, said: list[tuple[str, str, Answer]], what: str, on_step: StepCallback | None,
                  should_stop: StopCheck | None) -> tuple[Run, list[str]]:
        """The run of a question answered by asking others (``said``: each one's word, wording and answer): every
        step, coverage row, piece of evidence and path of theirs, the first one's form and query (each one's in
        ``figures``); and the words of those not answered exactly."""
        run = Run(question, self.graph, on_step, should_stop)
        run.trace.extra["reads_schema"] = True
        run.step(Step("parse", 0, note=f"{what}, each read as a question of its own: "
                      + "; ".join(f"'{q}' as {p.trace.logical_form}" for _, q, p in said)))
        parts = [p for _, _, p in said]
        for p in parts:
            for s in p.trace.steps:
                run.step(s)
        first = parts[0].trace
        run.trace.logical_form = first.logical_form
        run.trace.compiled = first.compiled
        run.trace.topic_entities = first.topic_entities
        run.trace.extra["word_checks"] = "schema"
        run.trace.extra["reading"] = "; ".join(str(p.trace.extra.get("reading", p.trace.logical_form)) for p in parts)
        run.trace.extra["figures"] = [{"question": q, "form": p.trace.logical_form, "compiled": p.trace.compiled,
                                      "provenance": p.provenance.value} for _, q, p in said]
        rows = {(c.span, c.covered_by): c for p in parts for c in p.trace.coverage}
        run.trace.coverage = list(rows.values())
        run.trace.evidence = [e for p in parts for e in p.trace.evidence]
        run.trace.paths = [x for p in parts for x in p.trace.paths]
        loose = [w for w, _, p in said if p.provenance != Provenance.KG_EXACT]
        run.step(Step("answer", 1, note="not every part is read exactly: " + ", ".join(loose) if loose
                      else "every part is read exactly"))
        return run, loose

    def _refuse(self, run: Run, question: str, topics: list[Node] | None, on_step: StepCallback | None,
                should_stop: StopCheck | None, why: str) -> Answer:
        if self.fallback is not None:
            run.step(Step("answer", 0, note=why + f"; asking {self.fallback.name}"))
            answer = self.fallback.ask(question, topics, on_step, should_stop)
            answer.trace.steps[:0] = run.trace.steps
            return answer
        run.step(Step("answer", 0, note=why + "; not answered from the graph"))
        return run.finish(Answer(question, "I don't know.", provenance=Provenance.NONE, engine=self.name))

    def _rivals(self, run: Run, cand: Candidate, answers: list[Node], others: list[Candidate],
                tried: list[Candidate], reading: Any, builder: Builder) -> list[Coverage]:
        """A row per reading that scores within ``MARGIN`` of the executed one. A reading that does not itself
        account for the question (a word or name left out, a step no word asks for, another kind of answer than
        the one asked for: ``word_coverage``) is no other meaning of it (covered, the trace says what it leaves
        out), nor is one the schema makes meaningless (``_meaningless``) or one reading a word of this reading's one
        step as a walk there and back (``_doubled``). Each of the others is run on the graph: one that
        finds a different answer makes the question ambiguous (not covered); one that finds nothing (a count of
        none), or the same answer, cannot be what was meant instead (covered, the trace says which). Readings tried before this one
        found nothing (the question may mean one of them, with no answer): not covered either, unless they do not
        account for the question themselves. Beyond ``RIVALS``
        close readings the rest are not run, and the answer is not exact."""
        form = to_sexpr(cand.form)
        mine = {(c.span, c.covered_by) for c in word_coverage(cand, reading, builder)}
        rows = []
        for t in tried:
            said = f"a reading that scores higher finds nothing: {render(t.form, self.index)}"
            if _unnamed_label(t) and _unnamed_label(cand) and \
                    {(c.span, c.covered_by) for c in word_coverage(t, reading, builder)} == mine:
                # the same words read the same way, of another kind of thing no word names ("who borrowed X":
                # authors, then members): together the two readings answer what this one does
                rows.append(Coverage(said, "reference", "it reads every word as this one does, of another kind"))
            elif short := _leaves_out(t, reading, builder):
                # no other meaning of the question either, as for a close reading below
                rows.append(Coverage(said, "reference", "it leaves out " + ", ".join(short[:3])))
            else:
                rows.append(Coverage(said, "reference", None))
        close = [o for o in others if cand.score - o.score < MARGIN and to_sexpr(o.form) != form]
        close = list({to_sexpr(o.form): o for o in close}.values())
        said_rels = frozenset(m.element.name for m in builder.g.elements("rel") if m.score >= 0.75)
        notes: list[str] = []
        complete = []
        for rival in close:
            said = f"another reading scores close: {render(rival.form, self.index)}"
            short = _leaves_out(rival, reading, builder)
            weaker = weaker_reading(rival, cand, reading, said_rels)
            if short:
                rows.append(Coverage(said, "reference", "it leaves out " + ", ".join(short[:3])))
            elif weaker:
                rows.append(Coverage(said, "reference", weaker))
            elif more := says_more(rival, cand, reading, self.index.schema) or \
                    by_birth(rival, cand, reading, self.index.schema):
                rows.append(Coverage(said, "reference", more))  # a key saying what no word asks, or no age
            elif meaningless := _meaningless(rival.form, self.index.schema):
                rows.append(Coverage(said, "reference", meaningless))  # the schema says it means nothing
            elif rival.target != cand.target and unnamed_kind(rival, reading, builder) and \
                    not unnamed_kind(cand, reading, builder):
                rows.append(Coverage(said, "reference", f"it answers {rival.target} nodes, a kind no word names"))
            elif unasked := _walked_to_unnamed(rival, cand):
                rows.append(Coverage(said, "reference", unasked))
            elif doubled := _doubled(rival, cand, reading):
                rows.append(Coverage(said, "reference", doubled))
            elif less := measure_named_less(rival, cand, reading):
                rows.append(Coverage(said, "reference", less))
            elif narrow := narrower_labels(rival, cand, self.index.within):
                rows.append(Coverage(said, "reference", "the same reading of " + ", ".join(
                    f"{r} nodes, every one of them a {c}," for r, c in narrow) + " which no word names"))
            elif other := not_people(rival, cand, _asks_who(reading), self.index.schema, self.index.within):
                rows.append(Coverage(said, "reference", other))
            elif broad := next((o for o in close if o is not rival and narrower_labels(rival, o, self.index.within)),
                               None):
                # the same as another close reading, of narrower nodes no word names: that one is weighed instead
                rows.append(Coverage(said, "reference", f"a narrower reading of {render(broad.form, self.index)}"))
            else:
                complete.append(rival)
        close = complete
        for rival in close[:RIVALS]:
            said = f"another reading scores close: {render(rival.form, self.index)}"
            try:
                found = self.graph.execute(rival.form)
            except KGChatError as exc:
                rows.append(Coverage(said, "reference", None))
                notes.append(f"{to_sexpr(rival.form)} failed: {exc}")
                continue
            if not found or isinstance(rival.form, Count) and [e.name for e in found] == ["0"]:
                # a count of none: no such things, as a reading of things that finds nothing
                rows.append(Coverage(said, "reference", "run on the graph: finds nothing"))
                notes.append(f"{to_sexpr(rival.form)} finds nothing")
            elif _same_answer(cand.form, answers, rival.form, found):
                rows.append(Coverage(said, "reference", "run on the graph: finds the same answer"))
                notes.append(f"{to_sexpr(rival.form)} finds the same answer")
            elif _truth_unasked(reading, found, answers):
                rows.append(Coverage(said, "reference", "run on the graph: finds only true or false, and the "
                                                        "question asks for more than yes or no"))
                notes.append(f"{to_sexpr(rival.form)} finds only true or false")
            elif _asks_who(reading) and all(value_kind(e.name or e.id) for e in found) and \
                    not all(value_kind(e.name or e.id) for e in answers):
                rows.append(Coverage(said, "reference", "run on the graph: finds numbers or dates, not who"))
                notes.append(f"{to_sexpr(rival.form)} finds numbers or dates, and the question asks who")
            else:
                rows.append(Coverage(said, "reference", None))
                notes.append(f"{to_sexpr(rival.form)} finds another answer: "
                             + ", ".join(e.name or e.id for e in found[:3]))
        if len(close) > RIVALS:
            rows.append(Coverage(f"{len(close) - RIVALS} more readings score close (not run)", "reference", None))
        if notes:
            run.step(Step("check", 1, note="readings that score close, run on the graph: " + "; ".join(notes)))
        return rows

    def _case(self, run: Run, cand: Candidate, answers: list[Node]) -> list[Coverage]:
        """A row when text written in capitals ("mentions UI") is found in some answer only in another case: the
        test reads no case, so it also keeps the letters inside another word ("build")."""
        if cand.answer != "nodes":
            return []
        rows = []
        for test in conjuncts(cand.form):
            if not (isinstance(test, Compare) and test.op in STRING_OPS and isinstance(test.relation, Relation)
                    and not test.relation.reverse):
                continue
            text = test.value.value
            if sum(ch.isalpha() for ch in text) < 2 or not text.isupper():
                continue
            try:
                found = self.graph.neighbors_many([(a.id, test.relation.name, Direction.OUT) for a in answers[:20]])
            except KGChatError:
                return []
            other = [a for a in answers[:20] if not any(text in (v.name or "") for v in found.get(
                (a.id, test.relation.name, Direction.OUT), []))]
            if other:
                said = f"'{text}' is found in {other[0].name or other[0].id} only in another case"
                run.step(Step("check", 1, note=said))
                rows.append(Coverage(said, "constraint", None))
        return rows

    def _cut(self, run: Run, form: Expr, answers: list[Node]) -> list[Coverage]:
        """A row when every one of the first k ranks level with the next one (the first and the (k+1)-th hold the
        same key): the ranking does not say which k are meant, only that many more tie."""
        if not isinstance(form, Top) or len(answers) != form.k:
            return []
        try:
            more = self.graph.execute(Top(form.expr, form.slot, form.k + 1, form.descending))
            if len(more) <= form.k:
                return []
            first, nxt = slot_keys(self.graph, form.slot, [answers[0].id, more[-1].id], form.descending)
        except KGChatError:
            return []
        if first is None or first != nxt:
            return []
        said = f"{more[-1].name or more[-1].id} ranks level with {answers[0].name or answers[0].id}, the first"
        run.step(Step("check", 1, note=f"the first {form.k} all tie with the next one: {said}"))
        return [Coverage(f"a tie past the cut: {said}", "aggregation", None)]

    def _finish(self, run: Run, reading: Any, cand: Candidate, answers: list[Node], others: list[Candidate],
                builder: Builder, tried: list[Candidate] = ()) -> Answer:
        form = cand.form
        run.trace.logical_form = to_sexpr(form)
        run.trace.compiled = compiled(form, self.graph)
        run.trace.extra["reading"] = render(form, self.index)
        run.trace.extra["word_checks"] = "schema"  # every word and the answer's kind checked below, in schema terms
        coverage = word_coverage(cand, reading, builder)
        if meaningless := _meaningless(form, self.index.schema):
            coverage.append(Coverage(meaningless, "aggregation", None))
            run.trace.extra["meaningless"] = meaningless  # the badge refuses it (``asked_unread.wrong_kind``)
        coverage += self._rivals(run, cand, answers, others, tried, reading, builder)
        coverage += self._cut(run, form, answers)
        coverage += self._case(run, cand, answers)
        coverage += unbacked(cand, reading, answers, self.index.schema)  # a count of none, a year on no time
        coverage += undone_total(cand, reading) + events_counted_as_nodes(cand, reading)
        if (why := every_edge_read(cand, self.index)) is not None:
            coverage.append(Coverage(why, "constraint", None))  # the values of relationships leading elsewhere
        if run.trace.extra.get("run_instead") == to_sexpr(form):
            coverage.append(Coverage("a reading that scores higher reads its key on every relationship a node has; "
                                     "this one was run in its place", "reference", None))
        coverage += unnamed_kind(cand, reading, builder) + truth_for_wh(reading, answers)  # a kind not asked for
        coverage += head_elsewhere(cand, builder)  # "which assistants …" tested on other nodes than the answer
        if cand.answer == "truth":
            coverage += unproven(answers, form)
        run.trace.coverage = coverage
        empty = [c for c in coverage if c.span == EMPTY_COUNT]
        doubts = [c.span for c in coverage if c.covered_by is None and c.span != EMPTY_COUNT]
        if empty and doubts:
            # a count of none on a reading with doubts of its own: nothing shows the tests keep what was meant, and
            # the doubts say they may not (a well-read count of none stands, approximate)
            why = f"the count finds none, and the reading is in doubt ({doubts[0]})"
            run.step(Step("answer", 1, note=why + "; not answered from the graph"))
            run.trace.extra["unanswerable"] = why
            return run.finish(Answer(run.question, "I don't know.", provenance=Provenance.NONE, engine=self.name))
        run.trace.topic_entities = [Node(p.text, p.text) for p in cand.parts if p.kind == "entity"][:5]
        run.trace.evidence = evidence(self.graph, form, answers)
        exact = all(c.covered_by is not None for c in coverage)
        missing = run.trace.not_covered
        run.step(Step("answer", 1, note="every part of the question is covered" if exact
                      else "not covered: " + ", ".join(missing)))
        if cand.answer == "number":
            answers = round_answers(reading, answers)
        elif cand.answer == "truth":
            answers = truth(answers)  # whether any such node exists
        text = answer_text(answers) if cand.answer != "number" else ", ".join(e.name for e in answers)
        return run.finish(Answer(run.question, text, answers,
                                 Provenance.KG_EXACT if exact else Provenance.KG_APPROXIMATE, self.name))


def _said_of_all(cand: Candidate, reading: Any, builder: Builder) -> list[str]:
    """The words of the question a reading that keeps every node of a label, or counts them all, leaves unread and
    that would narrow them ("which students are in the *chess society*", "how many bikes are *booked* for
    *tomorrow*", "who is the *head* winemaker": ``said_of_all.narrowing``): words that name nothing in this graph
    and say which of them are meant, so the whole label answers only by accident. Empty for any other reading."""
    whole = cand.form.expr if isinstance(cand.form, Count) and cand.answer == "number" else \
        cand.form if cand.answer == "nodes" else None
    if not isinstance(whole, Class):
        return []
    walks = any(builder.schema.rel(name.split(".")[0]) is not None for name in relations_in(cand.form))
    named = {i for m in builder.g.schema for i in m.tokens} | {i for em in builder.g.entities for i in em.tokens} \
        | {i for c in reading.of("quoted") for i in c.tokens}  # quoted text is what to look for, not a noun of it
    own = {s for e in builder.index.elements for s in e.stems}  # a schema word said twice names something
    # the words read as the label answered: a word right before one qualifies the label's noun ("the *head*
    # winemaker"), whatever else it can be
    noun_at = {t for p in cand.parts if p.kind == "label" and p.text == whole.name for t in p.tokens}
    grouping = {i for c in reading.of("grouping") for i in c.tokens}  # "per salon" asks for figures, narrows none
    unread = [i for i in cand.uncovered if i not in named and i not in grouping and reading.tokens[i].stem not in own
              and reading.tokens[i].low.isalpha() and accounted(i, cand, reading, walks, builder) is None]
    return [reading.tokens[i].text for i in unread if narrowing(i, reading, set(unread), noun_at)]


def _walks(cand: Candidate, builder: Builder) -> bool:
    """Whether the form walks a relationship between the answer and another node."""
    return any(builder.schema.rel(name.split(".")[0]) is not None for name in relations_in(cand.form))


def _leaves_out(rival: Candidate, reading: Any, builder: Builder) -> list[str]:
    """What a rival reading leaves out of the question (``word_coverage``'s rows not covered), but for a label it
    reads loosely (``loose_labels``) or from part of a hyphenated word (``unread_prefixes``): a word as close to two
    labels is as much a reading one way as the other, so it does not make the rival less of a meaning of the
    question."""
    loose = set(loose_labels(rival, reading, builder)) | set(unread_prefixes(rival, reading))
    return [c.span for c in word_coverage(rival, reading, builder) if c.covered_by is None and c.span not in loose]


def _doubled(rival: Candidate, cand: Candidate, reading: Any) -> str | None:
    """Why ``rival`` reads one word of the question as two steps, or None: it walks a relationship type there and
    straight back (to the things that share it with the named one: "who else majors in X's subject") by the very
    words ``cand`` reads as one step of that type ("what does X *major* in"). A question asking for the sharers says
    so in words of its own ("with", "same", "co-"), which the rival then reads and ``cand`` does not."""
    mine = {p.text: p.tokens for p in cand.parts if p.kind == "relation" and p.tokens}
    pairs = set()
    for node in subexpressions(rival.form):
        steps = relation_steps(node.relation) if isinstance(node, Join) else ()
        pairs |= {(a.name, b.name) for a, b in zip(steps, steps[1:], strict=False) if a.name == b.name and a.reverse != b.reverse}
    for p in rival.parts:
        names = p.text.split(" then ")
        for a, b in zip(names, names[1:], strict=False):
            if p.kind == "relation" and a == b and (a, b) in pairs and a in mine and p.tokens and p.tokens <= mine[a]:
                return f"it walks {a} there and back, reading '{reading.text(sorted(p.tokens))}', which this " \
                       f"reading walks once, as two steps"
    return None


def _walked_to_unnamed(rival: Candidate, cand: Candidate) -> str | None:
    """Why ``rival`` is no other meaning of the question, or None: it answers with the nodes of a label no word
    names, reached by a step no word names ("washer extractors over 60 kg" read as the plants they are installed
    at), where ``cand`` answers with nodes of another label and walks no such step: the question's words are all
    about the things ``cand`` answers with, and nothing asks to go on from them."""
    def unsaid(c: Candidate) -> list[str]:
        return [p.text for p in c.parts if p.kind == "relation" and p.guessed and not p.tokens]

    if cand.answer != "nodes" or rival.answer != "nodes" or rival.target == cand.target or unsaid(cand) or \
            not _unnamed_label(rival) or not (steps := unsaid(rival)):
        return None
    return f"it answers with {rival.target} nodes, which no word names, by a {steps[0]} step no word asks for"


def _unnamed_label(cand: Candidate) -> bool:
    """Whether a candidate answers with the nodes of a label no word of the question names."""
    return cand.answer == "nodes" and any(p.kind == "label" and p.text == cand.target and not p.tokens
                                          for p in cand.parts)


def _truth_unasked(reading: Any, found: list[Node], answers: list[Node]) -> bool:
    """Whether a rival reading finds only true or false where the question does not ask yes or no (it opens with
    no auxiliary) and the executed reading finds something else: a flag's value answers no question for things."""
    from kgchat.reasoning.asked_unread import only_truth

    return bool(reading.tokens) and reading.tokens[0].low not in YES_NO + ("whether", "if") and only_truth(found) \
        and not only_truth(answers)


def _asks_who(reading: Any) -> bool:
    """Whether the question's word asks who (a someone: never a number or a date)."""
    return any(c.op in ("who", "whom") for c in reading.of("wh"))


def _number(answer: Answer) -> float | None:
    """The one number an answer gives, or None."""
    if len(answer.entities) != 1:
        return None
    try:
        return float(answer.entities[0].name or answer.entities[0].id)
    except ValueError:
        return None


def _same_answer(form: Expr, answers: list[Node], other: Expr, found: list[Node]) -> bool:
    """Whether two readings' answers are the same: the same things (or values), in the same order when either
    reading ranks them."""
    mine, theirs = [a.id for a in answers], [a.id for a in found]
    if isinstance(form, Top | ArgMax | ArgMin) or isinstance(other, Top | ArgMax | ArgMin):
        return mine == theirs
    return set(mine) == set(theirs)


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


def _edge_value_of_named(cand: Candidate, reading: Any) -> bool:
    """Whether ``cand`` tests a value the question says of a relationship's own key ("the *superintendent* on job
    X": ``CREWED_ON.position``) on the links of a thing the question names: the value names that relationship type,
    as its name would. Not a word right after "which" / "what": that is what is asked ("which *rep* took X")."""
    said = any(p.kind == "value" and p.tokens and not (min(p.tokens) > 0 and reading.tokens[min(p.tokens) - 1].low
                                                       in ("which", "what", "whose"))
               for p in cand.parts)
    pinned = any(p.kind == "entity" and p.tokens for p in cand.parts)
    keys = [r for r in relations_in(cand.form) if "." in r and r.rsplit(".", 1)[1] not in (EDGE_START, EDGE_END)]
    return said and pinned and bool(keys)
