"""Text2Cypher: the LLM reads the graph's schema and the question and writes one Cypher query, which is checked, run
read-only and shown in the trace.

Per question:

1. the prompt (``prompts/text2cypher.txt``) holds the schema (``schema_text_for_llm``: labels with their property
   keys and types, relationship patterns with their properties), a few worked examples written from the graph itself
   and chosen as the most like the question (``kgchat.reasoning.cypher_examples``: never a labelled question), where
   the graph holds the names the question mentions (``'Odette Penhaligon'`` is a ``:Member``'s ``fullName``), and
   the question. The schema and rules come first and are the same for every question, so a local model reads them
   once and keeps them (its prompt cache);
2. the reply is read back to one statement (code fences and a leading ``Cypher:`` dropped);
3. ``GraphStore.run_cypher`` checks it against the schema (one read-only statement; labels, relationship types,
   property keys and directions the graph has), moves its string literals into parameters, has the server plan it
   (``EXPLAIN``) and runs it in a READ transaction with a timeout and a row limit. A refused query is sent back to
   the LLM once with what was wrong (``Text2CypherConfig.retries``), and so is one that found nothing while the
   names it compared are held elsewhere in the graph (``'Odette Penhaligon'`` is a ``:Member.fullName``);
4. the first column of the rows is the answer, the other columns its evidence.

The badge is never the LLM's say-so: the answer is ``kg-exact`` only when the badge's own checks hold for the
question — the checking engine (the schema parser on a property graph, the compositional planner elsewhere) answers
it ``kg-exact`` on its own, with every part of the question covered, and its answer is the same as the generated
query's. Anything else that found rows is ``kg-approximate``, with the reason in the coverage; no rows is no answer
(progressive answering may then ask the LLM alone, labelled so).

With ``Text2CypherConfig.checker_first`` (the router's ``text2cypher`` arm, the default arm with an LLM on a graph
that runs Cypher) the checking engine answers first: its exact reading stands and no query is written; where it
refuses or reads the question approximately a query is written and the two answers are put together (``combine``).
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass

from kgchat import prompts
from kgchat.backends.base import GraphStore, normalize_name
from kgchat.errors import GraphError, InvalidInput, LLMError, QueryRefused
from kgchat.reasoning.base import Engine, Run, StepCallback, StopCheck, answer_text
from kgchat.reasoning.cypher_example_choice import ExampleIndex, name_places
from kgchat.reasoning.cypher_examples import mask, write_examples
from kgchat.schema import GraphSchema, LabelInfo, PropertyInfo
from kgchat.types import (
    Answer,
    Candidate,
    Cost,
    Coverage,
    CypherRows,
    Entity,
    Evidence,
    LLMExchange,
    Provenance,
    Step,
)


@dataclass
class Text2CypherConfig:
    """How a generated query is asked for and run."""

    row_limit: int = 50  # rows read from a generated query; more are not read and the trace says so
    timeout: float = 10.0  # seconds the server may spend on a generated query (its plan, then its run)
    retries: int = 1  # times a refused query (or one that found nothing) goes back to the LLM with what was wrong
    schema_chars: int = 4000  # the schema text in the prompt is cut (at a line) beyond this
    max_tokens: int = 160  # the reply: one query
    examples: int = 4  # worked examples (question → Cypher) written from the graph itself put in the prompt; 0: none
    example_pool: int = 200  # examples written per graph, once, to choose from (``cypher_examples.write_examples``)
    name_places: bool = True  # tell the LLM which label and property hold each name the question mentions
    adapt: int = 0  # before writing a query: this many of the most alike examples that look up nodes of the same
    # labels, with the question's names put in, offered to the LLM to choose from (its probability of each as its
    # reply: cheap for a local model, which reads candidates at prompt speed); the chosen one is kept when it finds
    # rows. 0: off (each choice is one more LLM call with scripted or remote LLMs)
    checker_first: bool = False  # the checking engine answers first: its exact reading stands and no query is
    # written (no LLM call); a query is written only when it refuses or reads the question approximately, and the
    # two answers are then compared (``Text2Cypher.combine``)


_FENCE = re.compile(r"```[A-Za-z]*\s*\n?(.*?)(?:```|$)", re.S)


def read_query(reply: str) -> str:
    """The query in an LLM's reply: what a code fence holds (else the reply), a leading ``Cypher:`` dropped, up to the
    first ``;`` or blank line."""
    text = reply.strip()
    fenced = _FENCE.search(text)
    if fenced:
        text = fenced.group(1).strip()
    text = re.sub(r"^(?:cypher|query)\s*:\s*", "", text, flags=re.I).strip()
    text = re.split(r"\n\s*\n", text, maxsplit=1)[0]
    return text.split(";", 1)[0].strip() if ";" in text and "'" not in text and '"' not in text else text.strip()


SAMPLED = 12  # a string property with at most this many distinct values shows them (how a filter must write them)
BORROWED = 0.25  # a label's property held by fewer of its nodes than this share, and by nearly all of another
# label's, comes from nodes that carry both labels: it is shown with the other label only


def schema_text_for_llm(schema: GraphSchema, max_chars: int = 4000) -> str:
    """The schema as short as a small model reads it well: per label the property that names its nodes first, types
    only where not a string, example values only for strings with few values; the relationship patterns with their
    properties. A property a label has only through nodes that also carry another label is left to that label."""
    def props(ps: tuple[PropertyInfo, ...], first: str | None = None) -> str:
        ordered = sorted(ps, key=lambda p: (p.key != first, -p.count))
        parts = []
        for p in ordered:
            text = p.key if p.type == "string" and not p.is_list else f"{p.key} ({p.type_text()})"
            if p.type == "string" and 0 < p.distinct <= SAMPLED and p.samples:
                text += " e.g. " + ", ".join(f"'{v}'" for v in p.samples[:3])
            parts.append(text)
        return ", ".join(parts)

    together: set[tuple[str, str]] = set()  # labels that some nodes carry both of (seen by borrowed properties)

    def own(label: LabelInfo) -> tuple[PropertyInfo, ...]:
        def borrowed(p: PropertyInfo) -> bool:
            if not label.count or p.count >= BORROWED * label.count:
                return False
            owners = [o.name for o in schema.labels if o is not label
                      and (q := o.property(p.key)) is not None and q.count >= 0.9 * o.count]
            together.update((label.name, o) for o in owners)
            together.update((o, label.name) for o in owners)
            return bool(owners)
        return tuple(p for p in label.properties if not borrowed(p))

    def ends(labels: tuple[str, ...]) -> str:
        """The labels at one end, most frequent first, less those that only come with a more frequent one there
        (an ``Author:Member`` borrowing books is a member borrowing books)."""
        kept: list[str] = []
        for x in labels:
            if not any((x, k) in together for k in kept):
                kept.append(x)
        return "|".join(kept)

    lines = ["Node labels, each with the property that names its nodes first:"]
    lines += [f"(:{x.name} {{{props(own(x), x.name_property)}}})" for x in schema.labels]
    lines.append("Relationships (start)-[:TYPE {properties}]->(end):")
    for r in schema.relationships:
        inner = f" {{{props(r.properties)}}}" if r.properties else ""
        lines.append(f"(:{ends(r.starts)})-[:{r.name}{inner}]->(:{ends(r.ends)})")
    text = "\n".join(lines)
    return text if len(text) <= max_chars else text[: max_chars - 1].rsplit("\n", 1)[0] + "\n…"


class Text2Cypher:
    """Answers by having ``llm`` write a Cypher query for the question (see the module docstring). ``checker``: the
    engine whose ``kg-exact`` answer, when equal to the query's, makes the badge exact (None: never exact)."""

    name = "text2cypher"

    def __init__(self, graph: GraphStore, llm, checker: Engine | None = None,
                 config: Text2CypherConfig | None = None):
        self.graph = graph
        self.llm = llm
        self.checker = checker
        self.config = config or Text2CypherConfig()
        self._examples: ExampleIndex | None = None  # written on the first question, kept for the graph's life

    def relaxed(self) -> Engine | None:
        return None

    def ask(self, question: str, topics: list[Entity] | None = None, on_step: StepCallback | None = None,
            should_stop: StopCheck | None = None) -> Answer:
        run = Run(question, self.graph, on_step, should_stop)
        if not self.graph.runs_cypher:
            run.step(Step("answer", 0, note="this graph does not run Cypher: Text2Cypher needs a Neo4j graph"))
            return run.finish(Answer(question, "I don't know.", provenance=Provenance.NONE, engine=self.name))
        cfg = self.config
        check = None
        if cfg.checker_first and self.checker is not None:
            check = self._check(question, topics, on_step, should_stop)
            if check is not None and (check.provenance is Provenance.KG_EXACT or check.trace.extra.get("stopped")):
                check.trace.add(Step("answer", 0, note=f"{check.engine} read every part of the question and "
                                                       "answered it exactly: no query was written"))
                check.trace.extra["text2cypher"] = {"answered_by": check.engine}
                return check
        schema_text = schema_text_for_llm(self.graph.schema(), cfg.schema_chars)
        context, labels, masked = self._context(run, question)
        problems = ""
        rows = self._adapted(run, schema_text, question, context, labels, masked) if cfg.adapt > 0 else None
        for attempt in range(0 if rows is not None else cfg.retries + 1):
            if run.stop_requested():
                break
            query = self._generate(run, schema_text, question, context, problems, attempt)
            try:
                rows = self._run(run, query, attempt)
            except QueryRefused as exc:
                run.step(Step("check", attempt, [Candidate(p, 0.0, False) for p in exc.problems],
                              note="the query was refused and not run"))
                problems = ("\nYour previous query was refused and not run:\n" + query + "\nWhat was wrong:\n- "
                            + "\n- ".join(exc.problems) + "\nWrite a corrected query.")
                continue
            except GraphError as exc:  # the server was reached but failed (a timeout): not worth a second query
                run.step(Step("execute", attempt, note=f"the query failed: {exc}"))
                break
            run.step(Step("check", attempt, note="one read-only statement; every label, relationship type and "
                                                 "property is in the schema; the server planned it as a read"))
            if rows.hints and attempt < cfg.retries and rows.found_nothing:
                places = [f"{value!r} is held by {' and '.join(where)}" for value, where in rows.hints.items()]
                run.step(Step("execute", attempt, [Candidate(p, 0.0, False) for p in places],
                              note="the query found nothing; where its values are in the graph"))
                problems = ("\nYour previous query found nothing:\n" + query + "\nIn the graph, "
                            + "; ".join(places) + ".\nWrite a corrected query.")
                continue
            break
        if rows is None:
            run.step(Step("answer", 0, note="no generated query could run; not answered from the graph"))
            generated = run.finish(Answer(question, "I don't know.", provenance=Provenance.NONE, engine=self.name))
        else:
            generated = self._finish(run, rows, topics, check)
        return generated if check is None else combine(check, generated)

    def _check(self, question: str, topics: list[Entity] | None, on_step: StepCallback | None = None,
               should_stop: StopCheck | None = None) -> Answer | None:
        """The checking engine's own answer to ``question`` (None when the graph failed it)."""
        try:
            return self.checker.ask(question, topics, on_step, should_stop)
        except GraphError:
            return None

    def examples(self) -> ExampleIndex:
        """The graph's worked examples, written on first use (``cypher_examples.write_examples``)."""
        if self._examples is None:
            self._examples = ExampleIndex(write_examples(self.graph, self.config.example_pool), _encoder())
        return self._examples

    def _context(self, run: Run, question: str) -> tuple[dict[str, str], dict[str, str], str]:
        """The prompt's examples and name places for ``question`` (empty texts when switched off or none found);
        the names it mentions with their labels; and the question with those names masked."""
        cfg = self.config
        places = name_places(self.graph, question, cfg.timeout) if cfg.name_places or cfg.examples > 0 \
            or cfg.adapt > 0 else {}
        masked = mask(question, {n: w[0].partition(".")[0].lstrip(":") for n, w in places.items()})
        shown = self.examples().nearest(masked, cfg.examples) if cfg.examples > 0 else []
        labels = {n: w[0].partition(".")[0].lstrip(":") for n, w in places.items()}
        if not cfg.name_places:
            places = {}
        if shown:
            run.step(Step("examples", 0, [Candidate(f"{e.question} → {e.cypher}", 1.0, True) for e in shown],
                          note="worked examples written from the graph itself, the most like the question"))
        if places:
            run.step(Step("link", 0, [Candidate(f"{n!r}: {', '.join(w)}", 1.0, True) for n, w in places.items()],
                          note="where the graph holds the names the question mentions"))
        examples = ("\nExamples of questions on this graph with their queries (write the query for the question "
                    "below the same way):\n" + "\n".join(f"Question: {e.question}\nCypher: {e.cypher}" for e in shown)
                    ) if shown else ""
        names = ("\nIn this graph, " + "; ".join(
            f"{n!r} is the {' or the '.join(_place(w) for w in where)}" for n, where in places.items()) + "."
                 ) if places else ""
        return {"examples": examples, "names": names}, labels, masked

    def _run(self, run: Run, query: str, attempt: int) -> CypherRows:
        """``query``'s rows; when it is refused only for mistakes a mechanical repair mends — relationships written
        against their direction (``turn_arrows``), a relationship's property read from a node next to it
        (``move_to_relationship``) — the repaired query (what the LLM would be told to write) is run instead, if
        that one passes."""
        cfg = self.config
        try:
            return self.graph.run_cypher(query, cfg.row_limit, cfg.timeout)
        except QueryRefused as exc:
            repairs = [("the query's relationships went against the schema's directions: they were turned",
                        turn_arrows(query, exc.problems)),
                       ("the query read a relationship's property from a node: it was read from the relationship",
                        move_to_relationship(query, exc.problems, self.graph.schema()))]
            for note, mended in repairs:
                if mended is None:
                    continue
                try:
                    rows = self.graph.run_cypher(mended, cfg.row_limit, cfg.timeout)
                except QueryRefused:
                    continue
                run.step(Step("check", attempt, [Candidate(p, 0.0, False) for p in exc.problems] + [
                    Candidate(mended, 1.0, True)], note=note))
                return rows
            raise

    def _adapted(self, run: Run, schema_text: str, question: str, context: dict[str, str], labels: dict[str, str],
                 masked: str) -> CypherRows | None:
        """The rows of the alike example's query, with the question's names, that the LLM chooses (``adapt``), when
        it finds something; else None (a query is then written)."""
        options = self.examples().adapted(masked, labels, self.config.adapt)
        if not options:
            return None
        listed = "\nCandidate queries (examples like the question, with its names put in):\n" + \
            "\n".join(f"- {o}" for o in options)
        task = prompts.render("text2cypher", schema=schema_text, question=question, problems=listed, **context)
        try:
            choice = self.llm.choose(task, options, purpose="text2cypher")
        except (LLMError, InvalidInput) as exc:
            run.step(Step("generate", 0, note=f"no example query was chosen: {exc}"))
            return None
        run.record(choice.exchange("text2cypher"))
        best = max(range(len(options)), key=lambda i: choice.scores[i])
        run.step(Step("generate", 0, [Candidate(o, round(p, 4), i == best)
                                      for i, (o, p) in enumerate(zip(options, choice.scores, strict=True))],
                      note="the LLM chose among alike examples' queries with the question's names put in"))
        try:
            rows = self.graph.run_cypher(options[best], self.config.row_limit, self.config.timeout)
        except (QueryRefused, GraphError) as exc:
            run.step(Step("check", 0, note=f"the chosen query was not run: {exc}"))
            return None
        if rows.found_nothing:
            run.step(Step("execute", 0, note="the chosen query found nothing; a query is written instead"))
            return None
        return rows

    def _generate(self, run: Run, schema_text: str, question: str, context: dict[str, str], problems: str,
                  attempt: int) -> str:
        prompt = prompts.render("text2cypher", schema=schema_text, question=question, problems=problems, **context)
        started = time.perf_counter()
        done = self.llm.complete(prompt, purpose="text2cypher", max_tokens=self.config.max_tokens,
                                 stop=["\n```", "\n\n", "Question:"])  # the query ends at its fence
        run.record(LLMExchange("text2cypher", prompt, done.text, done.prompt_tokens, done.completion_tokens,
                               round(time.perf_counter() - started, 4)))
        query = read_query(done.text)
        run.step(Step("generate", attempt, [Candidate(query, 1.0, True)],
                      note="the query the LLM wrote" + (", told what was wrong with its last" if attempt else "")))
        return query

    def _finish(self, run: Run, rows: CypherRows, topics: list[Entity] | None, check: Answer | None = None) -> Answer:
        run.trace.compiled = {"cypher": rows.shown()}
        run.trace.extra["text2cypher"] = {"answered_by": "query", "query": rows.query, "parameters": rows.params,
                                          "columns": rows.columns,
                                          "rows": len(rows.rows), "truncated": rows.truncated,
                                          "query_type": rows.query_type}
        answers = list({normalize_name(e.name or e.id): e for row in rows.rows if row for e in row[0]}.values())
        cut = f"; only the first {self.config.row_limit} rows were read" if rows.truncated else ""
        run.step(Step("execute", 1, [Candidate(e.name or e.id, 1.0, True) for e in answers[:20]],
                      note=f"{len(rows.rows)} row(s) in {rows.seconds:.3f}s{cut}"))
        if not answers:
            run.step(Step("answer", 1, note="the generated query found nothing in the graph"))
            return run.finish(Answer(run.question, "I don't know.", provenance=Provenance.NONE, engine=self.name))
        run.trace.evidence = [Evidence(row[0][0], value=", ".join(e.name or e.id for cell in row[1:] for e in cell),
                                       test="a row of the generated query")
                              for row in rows.rows[:10] if row and row[0]]
        exact, coverage = self._badge(run.question, answers, topics, check)
        if rows.truncated:
            coverage.append(Coverage(f"rows past the first {self.config.row_limit}", "constraint", None))
            exact = False
        run.trace.coverage = coverage
        run.step(Step("answer", 1, note="the checks agree: every part of the question is covered" if exact
                      else "not covered: " + ", ".join(run.trace.not_covered)))
        return run.finish(Answer(run.question, answer_text(answers), answers,
                                 Provenance.KG_EXACT if exact else Provenance.KG_APPROXIMATE, self.name))

    def _badge(self, question: str, answers: list[Entity], topics: list[Entity] | None,
               check: Answer | None = None) -> tuple[bool, list[Coverage]]:
        """Whether the checking engine, on its own, answers the question ``kg-exact`` with the same answers; and the
        coverage to show (the checker's, or why the badge is not exact). ``check``: its answer, when already asked."""
        generated = Coverage("the query the LLM wrote", "reference", None)
        if self.checker is None:
            return False, [generated]
        if check is None:
            try:
                check = self.checker.ask(question, topics)
            except GraphError as exc:
                return False, [generated, Coverage(f"the check failed: {exc}", "reference", None)]
        if check.provenance is not Provenance.KG_EXACT:
            missing = ", ".join(check.trace.not_covered) or "it found no answer"
            return False, [generated, Coverage(f"the question's parts (the check: {missing})", "reference", None)]
        if not _same(answers, check.entities):
            shown = answer_text(check.entities, 3)
            return False, [generated, Coverage(f"the check's exact reading answers {shown}", "reference", None)]
        agree = f"the same answer as {check.engine}'s exact reading"
        return True, [Coverage(c.span, c.kind, f"{c.covered_by} ({agree})") for c in check.trace.coverage] \
            or [Coverage("the question", "reference", agree)]


def combine(check: Answer | None, generated: Answer) -> Answer:
    """One answer from the checking engine's approximate (or no) reading and the generated query's: where only one
    found something, that one; where both did, the checker's (its paths and evidence, which the badge's checks can
    read), the agreement or the query's other answer noted — an unchecked query that disagrees is no reason to drop a
    reading whose gaps are known and shown. The badge is never raised by agreeing: two readings that leave the same
    part of the question unchecked can agree and both be wrong. The generated query and its LLM exchange stay in the
    trace whichever answer stands."""
    found = (Provenance.KG_EXACT, Provenance.KG_APPROXIMATE)
    extra = dict(generated.trace.extra.get("text2cypher") or {})
    if check is None or check.provenance not in found or not check.entities:
        generated.trace.extra["text2cypher"] = {**extra, "answered_by": "query",
                                                "checker": None if check is None else check.provenance.value}
        return generated
    if generated.provenance not in found:
        kept, other, why = check, generated, "the generated query found no answer"
    elif _same(check.entities, generated.entities):
        kept, other, why = check, generated, "the generated query found the same answer"
    else:
        kept, other = check, generated
        why = f"the generated query answered {answer_text(generated.entities, 3)}: another answer than " \
              f"{check.engine}'s approximate reading"
    kept.trace.steps = check.trace.steps + generated.trace.steps  # the checker ran first, then the query
    kept.trace.llm = check.trace.llm + generated.trace.llm
    if kept is check and "cypher" in generated.trace.compiled:
        kept.trace.compiled = {**check.trace.compiled, "generated cypher": generated.trace.compiled["cypher"]}
    kept.cost = Cost(kept.cost.llm_calls + other.cost.llm_calls, kept.cost.prompt_tokens + other.cost.prompt_tokens,
                     kept.cost.completion_tokens + other.cost.completion_tokens,
                     kept.cost.graph_queries + other.cost.graph_queries, round(kept.cost.seconds + other.cost.seconds, 6))
    if kept.provenance is Provenance.KG_EXACT and kept is generated:  # exact only by the checker's own reading
        kept.provenance = Provenance.KG_APPROXIMATE
    kept.trace.add(Step("answer", 1, note=why))
    kept.trace.extra["text2cypher"] = {**extra, "answered_by": "query" if kept is generated else check.engine,
                                       "checker": check.provenance.value,
                                       "checker_answer": [e.name or e.id for e in check.entities[:5]],
                                       "query_answer": [e.name or e.id for e in generated.entities[:5]]}
    return kept


_AGAINST = re.compile(r"^:(\w+) goes from \(")


def turn_arrows(query: str, problems: list[str]) -> str | None:
    """``query`` with every pattern of the relationship types ``problems`` says go the other way turned round
    (``(b:Book)-[:BORROWED]->(m:Member)`` → ``(b:Book)<-[:BORROWED]-(m:Member)``); None when some problem is of
    another kind (then only the LLM can mend it)."""
    types = [m.group(1) for p in problems if (m := _AGAINST.match(p))]
    if not types or len(types) != len(problems):
        return None
    out = query
    for t in set(types):
        inner = rf"\[([^\]]*:\s*`?{re.escape(t)}`?(?![\w`])[^\]]*)\]"
        out = re.sub(rf"(?<!<)-{inner}->|<-{inner}-(?!>)",
                     lambda m: f"<-[{m.group(1)}]-" if m.group(1) is not None else f"-[{m.group(2)}]->", out)
    return None if out == query else out


_NO_PROPERTY = re.compile(r"^(\w+)\.(\w+): the label :\w+ has no property ")


def move_to_relationship(query: str, problems: list[str], schema: GraphSchema) -> str | None:
    """``query`` with each ``v.key`` the check refused on a node read instead from the one relationship pattern of
    the query whose type has ``key`` (``(b)-[:PART_OF]->(s) RETURN s.position`` → ``(b)-[r0:PART_OF]->(s) RETURN
    r0.position``); None when some problem is of another kind, or no single such relationship is in the query."""
    found = [m for p in problems if (m := _NO_PROPERTY.match(p))]
    if not found or len(found) != len(problems):
        return None
    out = query
    for i, m in enumerate(found):
        node, key = m.group(1), m.group(2)
        types = [r.name for r in schema.relationships if any(p.key == key for p in r.properties)]
        if not types:
            return None
        alternatives = "|".join(re.escape(t) for t in types)
        patterns = list(re.finditer(rf"\[\s*(\w*)\s*:\s*`?(?:{alternatives})`?(?![\w`])[^\]]*\]", out))
        if len(patterns) != 1:
            return None
        rel = patterns[0]
        name = rel.group(1) or f"r{i}"
        if not rel.group(1):
            out = out[:rel.start()] + "[" + name + out[rel.start() + 1:]
        out = re.sub(rf"\b{re.escape(node)}\.{re.escape(key)}\b", f"{name}.{key}", out)
    return None if out == query else out


def _place(where: str) -> str:
    """``:Member.fullName`` as the prompt says it: ``fullName of a :Member node``."""
    label, _, key = where.partition(".")
    return f"{key} of a {label} node"


def _encoder() -> object | None:
    """The shipped MiniLM that chooses the examples, or None when sentence-transformers is not installed (then
    shared words do)."""
    from kgchat.errors import ModelError
    from kgchat.scorers.embedding import load_minilm

    try:
        return load_minilm()
    except ModelError:
        return None


def _same(a: list[Entity], b: list[Entity]) -> bool:
    """The same answers: equal names (normalised) or, for one number each, equal to two decimals (an average the
    store rounded for display against the same average in full); a year off by one is another answer."""
    def key(e: Entity) -> str:
        return normalize_name(e.name or e.id)

    if {key(e) for e in a} == {key(e) for e in b}:
        return True
    if len(a) == len(b) == 1:
        try:
            x, y = float(a[0].name), float(b[0].name)
        except ValueError:
            return False
        return round(x, 2) == round(y, 2)
    return False
