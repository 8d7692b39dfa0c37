"""Think-on-Graph: beam search over a knowledge graph, pruned by an LLM or a scorer (ToG and ToG-R).

Per depth, for every path in the beam:
  relation search (both directions) → relation prune (top-k with scores) → entity search → entity prune
then the global top-``width`` paths are kept and the LLM is asked whether they are enough to answer. A "Yes" ends
the search early and the answer is generated from the paths' triples (a "Yes" is never itself the answer). At the
maximum depth, or with no topic entity, the LLM answers from its own knowledge and the answer is labelled llm-only.

ToG-R keeps relation *chains* instead of entity paths: each chain carries the set of entities it reaches, and
entities are not pruned by the LLM (they are sampled with a fixed seed when there are too many).

Without an LLM, a scorer (embedding, BM25 or learned) prunes relations by scoring the whole chain so far against
the question, so scores are comparable across depths. The search then stops when going one hop deeper no longer
improves the best chain score, and the answer is the entity set of the best chain.

Beyond the reference code: results are deterministic for a given seed; unnamed (CVT) nodes are looked through to
their named neighbours within the same step instead of being dropped; LLM calls per question stay within
2·width·depth + depth + 1. A ToG-R chain may pass back through its topic entity ("X's spouse's spouse's religion");
only a step that walks straight back along the previous edge ("films sharing X's director") leaves the topic out.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from kgchat import prompts
from kgchat.backends.base import GraphStore, is_unnamed
from kgchat.errors import LLMError
from kgchat.linking import ENTITY_MARKER, EntityLinker, content_words, mask_mentions
from kgchat.reasoning.base import Run, StepCallback, StopCheck, answer_text
from kgchat.scorers.base import Scorer, relation_chain_text
from kgchat.scorers.llm import LLMScorer, graph_text
from kgchat.types import (
    Answer,
    Candidate,
    Direction,
    Entity,
    Hop,
    LLMExchange,
    Path,
    Provenance,
    Step,
    walks_back,
)

Move = tuple[str, Direction]  # one edge: relation and direction
StepMoves = tuple[Move, ...]  # one search step: a single edge, or two when passing through an unnamed node


@dataclass
class ToGConfig:
    width: int = 3  # beam width: paths (ToG) or relation chains (ToG-R) kept after every depth
    depth: int = 3  # maximum number of search steps (hops, an unnamed node's two edges counting as one)
    relations_per_entity: int = 3  # relations kept per beam entry in relation pruning
    entity_candidates: int = 100  # neighbours fetched per (entity, relation); more are cut deterministically
    sample_entities: int = 20  # ToG-R: frontier entities whose relations are searched (seeded sample)
    max_frontier: int = 5000  # ToG-R: entities a chain may reach before the rest are dropped
    max_answers: int = 200  # entities reported in an answer
    stop_margin: float = 0.03  # no-LLM stopping: go deeper only if the best chain score rises by more than this
    #                            (0.03 was best of 0–0.12 on 100 MetaQA dev questions per hop)
    link_margin: float = 0.15  # topic entities kept: those linked within this score of the best one
    early_stop: bool = False  # no-LLM: stop at the first depth that does not improve; False searches every depth
    #                           and keeps the best chain of any depth (MetaQA dev 3-hop: 30 -> 40 Hits@1)
    seed: int = 0  # seeds every sampling decision, so a question always gets the same search
    relation_words: bool = True  # no-LLM ToG-R: a chain that uses every relation the question's words name
    #                              ("starred" -> starred_actors) beats one that leaves one out, whatever the scores
    #                              (needs a scorer with a MiniLM encoder; see kgchat.train.explore.RelationWords)


@dataclass
class Chain:
    """ToG-R beam entry: a relation chain from a topic entity and the entities it reaches."""

    start: Entity
    steps: tuple[StepMoves, ...] = ()
    score: float = 1.0
    frontier: list[Entity] = field(default_factory=list)
    support: dict[str, int] = field(default_factory=dict)  # entity id -> number of walks reaching it
    back: list[dict[str, tuple[Entity, tuple[Entity, ...]]]] = field(default_factory=list)  # per step: id -> (from, via)

    @property
    def answers(self) -> list[Entity]:
        """The frontier as an answer: the topic is no answer to itself, unless it is all the chain reaches."""
        return [e for e in self.frontier if e.id != self.start.id] or self.frontier

    @property
    def moves(self) -> tuple[Move, ...]:
        return tuple(m for s in self.steps for m in s)

    def relation_labels(self) -> list[str]:
        return [r if d is Direction.OUT else f"~{r}" for r, d in self.moves]


def move_label(move: Move) -> str:
    r, d = move
    return r if d is Direction.OUT else f"{r} (reverse)"


def step_label(step: StepMoves) -> str:
    return " > ".join(move_label(m) for m in step)


def chain_text(steps: Sequence[StepMoves]) -> str:
    return relation_chain_text([r if d is Direction.OUT else f"~{r}" for s in steps for r, d in s])


class ThinkOnGraph:
    """ToG (``variant="tog"``) or ToG-R (``variant="tog-r"``) over any GraphStore."""

    def __init__(self, graph: GraphStore, llm=None, scorer: Scorer | None = None, config: ToGConfig | None = None,
                 variant: str = "tog", linker: EntityLinker | None = None):
        if variant not in ("tog", "tog-r"):
            raise ValueError(f"unknown ToG variant {variant!r}")
        if llm is None and scorer is None:
            raise ValueError("ToG needs an LLM or a scorer to prune with")
        self.graph = graph
        self.llm = llm
        self.scorer = scorer
        self.config = config or ToGConfig()
        self.variant = variant
        self.name = variant
        self.linker = linker or EntityLinker(graph, margin=self.config.link_margin)

    # -- entry point -----------------------------------------------------------------------------------------
    def ask(self, question: str, topics: list[Entity] | None = None, on_step: StepCallback | None = None,
            should_stop: StopCheck | None = None) -> Answer:
        run = Run(question, self.graph, on_step, should_stop, seed=self.config.seed)
        exact_link = True
        if topics is None:
            matches = self.linker.link(question)
            run.step(Step("link", 0, [Candidate(m.entity.name or m.entity.id, m.score, i < self.config.width,
                                                f"{m.method}: {m.mention}") for i, m in enumerate(matches)],
                          note="topic entities found in the question"))
            topics = [m.entity for m in matches[: self.config.width]]
            exact_link = bool(matches) and "exact" in matches[0].method
            mentions = [m.mention for m in matches]
        else:
            mentions = [e.name for e in topics]
        run.trace.topic_entities = list(topics)
        if not topics:
            return run.finish(self._own_knowledge(run, "no topic entity found in the question"))
        # Scorers judge relation wording: entity names (and, for the embedding scorer, stop words) only add noise.
        # A trained scorer that learnt from masked questions with their stop words says so.
        # The embedding scorer also reads where the entity was (see EmbeddingScorer), and takes content words itself.
        marker = ENTITY_MARKER if getattr(self.scorer, "reads_entity_marker", False) else ""
        scoring_question = mask_mentions(question, mentions + [e.name for e in topics], marker)
        if not marker and not getattr(self.scorer, "reads_masked_question", False):
            scoring_question = content_words(scoring_question)
        if self.variant == "tog":
            answer = self._tog(run, topics, scoring_question)
        else:
            named = self._named_relations(mask_mentions(question, mentions + [e.name for e in topics]))
            answer = self._tog_r(run, topics, scoring_question, named)
        if answer.provenance is Provenance.KG_EXACT and not exact_link:
            answer.provenance = Provenance.KG_APPROXIMATE  # the topic entity itself was a guess
        return run.finish(answer)

    # -- LLM helpers -----------------------------------------------------------------------------------------
    def _complete(self, run: Run, purpose: str, prompt: str, max_tokens: int = 256) -> str:
        done = self.llm.complete(prompt, purpose=purpose, max_tokens=max_tokens, temperature=0.0)
        run.record(LLMExchange(purpose, prompt, done.text, done.prompt_tokens, done.completion_tokens,
                               round(getattr(done, "seconds", 0.0), 4)))
        return done.text

    def _own_knowledge(self, run: Run, why: str) -> Answer:
        """The LLM answers alone (labelled llm-only); with no LLM the answer is 'I don't know'."""
        if self.llm is None:
            run.step(Step("answer", 0, note=f"{why}; no LLM configured, so no answer"))
            return Answer(run.question, "I don't know.", provenance=Provenance.NONE, engine=self.name)
        text = self._complete(run, "fallback", prompts.render("fallback", question=run.question)).strip()
        run.step(Step("answer", 0, note=f"{why}; answered from the LLM's own knowledge (not verified by the graph)"))
        if not text or text.lower().startswith("i don't know"):
            return Answer(run.question, "I don't know.", provenance=Provenance.NONE, engine=self.name)
        return Answer(run.question, text, provenance=Provenance.LLM_ONLY, engine=self.name)

    def _sufficient(self, run: Run, depth: int, paths: list[Path]) -> bool:
        prompt = prompts.render("sufficiency", question=graph_text(run.question), triples=self._triples_text(paths))
        reply = self._complete(run, "sufficiency", prompt, max_tokens=128).strip()
        enough = bool(re.match(r"^\W*yes\b", reply, flags=re.IGNORECASE))
        run.step(Step("sufficiency", depth, note=("enough to answer" if enough else "not enough yet") + f": {reply[:120]}"))
        return enough

    def _generate(self, run: Run, paths: list[Path], depth: int) -> str:
        prompt = prompts.render("answer", question=graph_text(run.question), triples=self._triples_text(paths))
        text = self._complete(run, "answer", prompt).strip()
        if re.fullmatch(r"\W*(yes|no)\W*", text, flags=re.IGNORECASE):
            text = ""  # a bare Yes/No is a verdict, not an answer
        run.step(Step("answer", depth, note="answer generated from the retrieved triples"))
        return text

    def _triples_text(self, paths: list[Path]) -> str:
        lines: dict[str, None] = {}
        for p in paths:
            prev = p.start
            for hop in p.hops:
                h, t = (prev, hop.entity) if hop.direction is Direction.OUT else (hop.entity, prev)
                lines.setdefault(f"({graph_text(h.name or h.id)}, {graph_text(hop.relation)}, "
                                 f"{graph_text(t.name or t.id)})", None)
                prev = hop.entity
        return "\n".join(lines) or "(no triples)"

    def _prune(self, run: Run, question: str, options: list[str], context: str, texts: list[str]) -> list[float]:
        """Relation scores: from the LLM (options as names) or the scorer (options as chain texts)."""
        if self.llm is not None:
            scorer = LLMScorer(self.llm, record=run.record, top_k=self.config.relations_per_entity)
            try:
                return scorer.score(run.question, options, context=context)
            except LLMError as exc:
                run.step(Step("relation_prune", -1, note=f"LLM reply unusable ({exc}); using equal scores"))
                return [1.0 / len(options)] * len(options)
        return self.scorer.score(question, texts)

    # -- graph helpers ---------------------------------------------------------------------------------------
    def _moves(self, entity: Entity) -> list[Move]:
        return [(r, d) for d in (Direction.OUT, Direction.IN) for r in self.graph.relations(entity.id, d)]

    def _expand(self, entity: Entity, move: Move) -> list[StepMoves]:
        """The step options for ``move``: itself, or, when it leads to unnamed nodes, the moves through them."""
        sample = self.graph.neighbors(entity.id, move[0], move[1], limit=1)
        if not sample or not is_unnamed(sample[0]):
            return [(move,)]
        back = (move[0], move[1].flip())
        return [(move, m) for m in self._moves(sample[0]) if m != back] or [(move,)]

    def _follow(self, entity: Entity, step: StepMoves) -> list[tuple[Entity, tuple[Entity, ...]]]:
        """Entities reached from ``entity`` by ``step``, each with the unnamed nodes passed through."""
        out: list[tuple[Entity, tuple[Entity, ...]]] = [(entity, ())]
        for rel, direction in step:
            nxt = []
            for node, via in out:
                for e in self.graph.neighbors(node.id, rel, direction, limit=self.config.entity_candidates):
                    nxt.append((e, via + ((node,) if node is not entity else ())))
            out = nxt[: self.config.entity_candidates]
        return out

    # -- ToG: beam of entity paths ---------------------------------------------------------------------------
    def _tog(self, run: Run, topics: list[Entity], question: str) -> Answer:
        cfg = self.config
        beam = [Path(t, [], 1.0) for t in topics]
        best_score = 0.0  # no-LLM stopping: best chain score so far
        last_beam: list[Path] = []
        for depth in range(1, cfg.depth + 1):
            if run.stop_requested():
                break
            candidates: list[Path] = []
            for path in beam:
                candidates += self._tog_expand_path(run, depth, path, question)
            if not candidates:
                run.step(Step("beam", depth, note="no new paths: the graph has nothing further here"))
                break
            candidates.sort(key=lambda p: (-p.score, p.as_text()))
            beam = candidates[: cfg.width]
            run.step(Step("beam", depth, [Candidate(p.as_text(), round(p.score, 6), i < cfg.width)
                                          for i, p in enumerate(candidates[: cfg.width * 4])],
                          note=f"kept the top {min(cfg.width, len(candidates))} of {len(candidates)} paths"))
            if self.llm is not None:
                if self._sufficient(run, depth, beam):
                    return self._tog_answer(run, beam, depth)
            else:
                top = beam[0].score
                if last_beam and top <= best_score + cfg.stop_margin:
                    beam = last_beam
                    run.step(Step("sufficiency", depth, note="going deeper did not improve the best path; stopping"))
                    break
                best_score, last_beam = max(best_score, top), beam
        run.trace.paths = beam
        if self.llm is not None:
            return self._own_knowledge(run, f"no sufficient evidence within depth {cfg.depth}")
        answer = self._answer_from_paths(run, beam)
        if answer.provenance is Provenance.KG_EXACT:
            answer.provenance = self._confidence(run, beam[0].score)
        return answer

    def _tog_expand_path(self, run: Run, depth: int, path: Path, question: str) -> list[Path]:
        cfg = self.config
        steps = [s for m in self._moves(path.end) for s in self._expand(path.end, m)]
        if not steps:
            return []
        labels = [step_label(s) for s in steps]
        prefix = [((h.relation, h.direction),) for h in path.hops]
        texts = [chain_text([*prefix, s]) for s in steps]
        scores = self._prune(run, question, labels, path.end.name or path.end.id, texts)
        order = sorted(range(len(steps)), key=lambda i: (-scores[i], labels[i]))
        kept = order[: cfg.relations_per_entity]
        run.step(Step("relation_prune", depth, [Candidate(labels[i], round(scores[i], 6), i in kept, path.as_text())
                                                for i in order], note=f"relations from {path.end.name or path.end.id}"))
        on_path = {path.start.id, *(h.entity.id for h in path.hops)}
        reached: list[tuple[Path, str]] = []
        for i in kept:
            for entity, via in self._follow(path.end, steps[i]):
                if entity.id in on_path or is_unnamed(entity):
                    continue
                hops = [Hop(rel, d, node) for (rel, d), node in zip(steps[i], [*via, entity], strict=True)]
                new = Path(path.start, path.hops + hops, path.score * scores[i])
                reached.append((new, labels[i]))
        if not reached:
            return []
        escores = self._entity_scores(run, depth, reached)
        out = []
        for (p, _), s in zip(reached, escores, strict=True):
            p.score = (p.score * s) if self.llm is not None else p.score
            out.append(p)
        return out

    def _entity_scores(self, run: Run, depth: int, reached: list[tuple[Path, str]]) -> list[float]:
        """ToG entity pruning: one LLM call per beam path; without an LLM every reached entity scores 1."""
        if self.llm is None or len(reached) == 1:
            return [1.0] * len(reached)
        labels = [f"{p.end.name} (via {rel})" for p, rel in reached]
        relations = "; ".join(dict.fromkeys(rel for _, rel in reached))
        try:
            scores = LLMScorer(self.llm, record=run.record).score_entities(run.question, relations, labels)
        except LLMError as exc:
            run.step(Step("entity_prune", depth, note=f"LLM reply unusable ({exc}); using equal scores"))
            return [1.0 / len(labels)] * len(labels)
        run.step(Step("entity_prune", depth, [Candidate(lbl, round(s, 6), s > 0) for lbl, s in zip(labels, scores, strict=True)]))
        return scores

    def _tog_answer(self, run: Run, beam: list[Path], depth: int) -> Answer:
        run.trace.paths = beam
        text = self._generate(run, beam, depth)
        if not text:
            return self._answer_from_paths(run, beam)
        reached = {p.end.id: p.end for p in beam}
        named = [e for e in reached.values() if e.name and e.name.casefold() in text.casefold()]
        return Answer(run.question, text, named, Provenance.KG_EXACT, self.name)

    def _answer_from_paths(self, run: Run, paths: list[Path]) -> Answer:
        if not paths or not paths[0].hops:
            run.step(Step("answer", 0, note="no path left the topic entity"))
            return Answer(run.question, "I don't know.", provenance=Provenance.NONE, engine=self.name)
        best = paths[0].relations
        ends = list(dict.fromkeys(p.end for p in paths if p.relations == best))
        run.step(Step("answer", len(paths[0].hops), note=f"answer: ends of the best path ({' > '.join(best)})"))
        return Answer(run.question, answer_text(ends), ends, Provenance.KG_EXACT, self.name)

    # -- ToG-R: beam of relation chains ----------------------------------------------------------------------
    def _named_relations(self, question: str) -> set[str] | None:
        """Relations the question's words name (no-LLM ToG-R with an encoder-based scorer only; else None)."""
        if self.llm is not None or not self.config.relation_words:
            return None
        if not hasattr(self, "_words"):
            self._words = None
            encoder = getattr(getattr(self.scorer, "features", None), "encoder", None) \
                or getattr(getattr(self.scorer, "cache", None), "model", None)
            names = self.graph.relation_names() if encoder is not None else []
            if encoder is not None and 0 < len(names) <= 5000:
                from kgchat.train.explore import RelationWords

                self._words = RelationWords(encoder, names)
        return self._words.named(question) if self._words is not None else None

    def _tog_r(self, run: Run, topics: list[Entity], question: str, named: set[str] | None = None) -> Answer:
        cfg = self.config
        beam = [Chain(t, (), 1.0, [t], {t.id: 1}, []) for t in topics]
        best: Chain | None = None
        for depth in range(1, cfg.depth + 1):
            if run.stop_requested():
                break
            candidates: list[Chain] = []
            for chain in beam:
                candidates += self._tog_r_extend(run, depth, chain, question)
            candidates.sort(key=lambda c: (-c.score, chain_text(c.steps), c.start.id))
            followed: list[Chain] = []
            for c in candidates:  # follow the best chains until the beam is full of chains that reach something
                if len(followed) >= cfg.width:
                    break
                self._tog_r_follow(c)
                if c.frontier:
                    followed.append(c)
            run.step(Step("beam", depth, [Candidate(f"{c.start.name}: {chain_text(c.steps)}", round(c.score, 6),
                                                    c in followed, f"reaches {len(c.frontier)} entities")
                                          for c in candidates[: cfg.width * 4]],
                          note=f"kept {len(followed)} relation chains of {len(candidates)}"))
            if not followed:
                break
            beam = followed
            if self.llm is not None:
                if self._sufficient(run, depth, self._chain_paths(beam)):
                    run.trace.paths = self._chain_paths(beam)
                    text = self._generate(run, run.trace.paths, depth)
                    if text:
                        ents = [e for e in beam[0].answers if e.name and e.name.casefold() in text.casefold()]
                        return Answer(run.question, text, ents, Provenance.KG_EXACT, self.name)
                    return self._chain_answer(run, beam[0], Provenance.KG_EXACT)
                best = beam[0]
            else:
                top = beam[0]
                if named:  # prefer a chain that uses every relation the question names
                    top = next((c for c in beam if _uses(c, named)), top)
                    if best is not None and _uses(best, named) != _uses(top, named):
                        if _uses(top, named):
                            best = top
                        continue
                if best is not None and top.score <= best.score + cfg.stop_margin:
                    if cfg.early_stop:
                        run.step(Step("sufficiency", depth, note="going deeper did not improve the best chain; stopping"))
                        break
                    continue  # keep looking deeper, but a longer chain must beat the best by the margin
                best = top
        if best is None:
            return self._own_knowledge(run, "no relation chain reached any entity")
        if self.llm is not None:
            run.trace.paths = self._chain_paths([best])
            return self._own_knowledge(run, f"no sufficient evidence within depth {cfg.depth}")
        return self._chain_answer(run, best, self._confidence(run, best.score))

    def _confidence(self, run: Run, score: float) -> Provenance:
        """Without an LLM to judge sufficiency, a best chain scoring under the scorer's threshold is a guess."""
        threshold = getattr(self.scorer, "threshold", 0.0)
        if score >= threshold:
            return Provenance.KG_EXACT
        run.step(Step("sufficiency", 0, note=f"best score {score:.3f} is below the scorer's confidence threshold "
                                             f"{threshold:.2f}: the answer is only approximate"))
        return Provenance.KG_APPROXIMATE

    def _tog_r_extend(self, run: Run, depth: int, chain: Chain, question: str) -> list[Chain]:
        cfg = self.config
        frontier = chain.frontier
        sample = frontier if len(frontier) <= cfg.sample_entities else sorted(
            run.rng.sample(frontier, cfg.sample_entities))
        steps: dict[StepMoves, None] = {}
        for entity in sample:
            for m in self._moves(entity):
                if any(s[0] == m for s in steps):
                    continue
                for s in self._expand(entity, m):
                    steps.setdefault(s, None)
        options = list(steps)
        if not options:
            return []
        labels = [step_label(s) for s in options]
        texts = [chain_text([*chain.steps, s]) for s in options]
        context = ", ".join(e.name or e.id for e in sample[:5])
        scores = self._prune(run, question, labels, context, texts)
        order = sorted(range(len(options)), key=lambda i: (-scores[i], labels[i]))
        kept = order[: max(cfg.relations_per_entity, cfg.width)]
        run.step(Step("relation_prune", depth, [Candidate(texts[i] if self.llm is None else labels[i],
                                                          round(scores[i], 6), i in kept, chain_text(chain.steps))
                                                for i in order], note=f"extending the chain from {chain.start.name}"))
        combine = (lambda s: chain.score * s) if self.llm is not None else (lambda s: s)
        return [Chain(chain.start, (*chain.steps, options[i]), combine(scores[i]), list(chain.frontier),
                      dict(chain.support), list(chain.back)) for i in kept]

    def _tog_r_follow(self, chain: Chain) -> None:
        """Replace the chain's frontier by the entities its last step reaches (walk counts kept as support)."""
        cfg = self.config
        step = chain.steps[-1]
        support: dict[str, int] = {}
        reached: dict[str, Entity] = {}
        back: dict[str, tuple[Entity, tuple[Entity, ...]]] = {}
        for entity in chain.frontier:
            for e, via in self._follow(entity, step):
                if is_unnamed(e):
                    continue
                support[e.id] = support.get(e.id, 0) + chain.support.get(entity.id, 1)
                if e.id not in reached:
                    reached[e.id] = e
                    back[e.id] = (entity, via)
                if len(reached) >= cfg.max_frontier:
                    break
        start = chain.start.id
        if start in reached and len(reached) > 1 and walks_back(chain.steps[-2] if len(chain.steps) > 1 else None, step):
            for found in (reached, support, back):  # "the others that share it": the topic is not one of them
                found.pop(start, None)
        chain.frontier = sorted(reached.values(), key=lambda e: e.id)
        chain.support = support
        chain.back = [*chain.back, back]

    def _chain_paths(self, chains: list[Chain], per_chain: int = 5) -> list[Path]:
        """Concrete example paths for chains (the first entities reached, by support), for display and prompts."""
        paths = []
        for c in chains:
            for end in sorted(c.answers, key=lambda e: (-c.support.get(e.id, 0), e.id))[:per_chain]:
                hops: list[Hop] = []
                node = end
                for step, back in zip(reversed(c.steps), reversed(c.back), strict=True):
                    prev, via = back[node.id]
                    for (rel, d), n in zip(reversed(step), reversed([*via, node]), strict=True):
                        hops.insert(0, Hop(rel, d, n))
                    node = prev
                paths.append(Path(c.start, hops, c.score))
        return paths

    def _chain_answer(self, run: Run, chain: Chain, provenance: Provenance) -> Answer:
        ranked = sorted(chain.answers, key=lambda e: (-chain.support.get(e.id, 0), e.name, e.id))[: self.config.max_answers]
        run.trace.paths = self._chain_paths([chain])
        run.trace.logical_form = None
        run.step(Step("answer", len(chain.steps), [Candidate(e.name, chain.support.get(e.id, 0), True) for e in ranked[:20]],
                      note=f"answer: entities reached by {chain.start.name}: {chain_text(chain.steps)}"))
        return Answer(run.question, answer_text(ranked), ranked, provenance, self.name)


def _uses(chain: Chain, relations: set[str]) -> bool:
    """True when every relation in ``relations`` is walked (either way) by some hop of the chain."""
    return relations <= {rel for step in chain.steps for rel, _ in step}
