"""Think-on-Graph, relation-chain variant (ToG-R): beam search over relation chains, pruned by an LLM or a scorer.

The beam keeps relation *chains* instead of entity paths: each chain carries the set of entities it reaches, with
the number of walks reaching each (its support; ``kgchat.chains.follow_frontier``), and entities are not pruned by
the LLM (relations are searched from a seeded sample of them when there are too many). See ``tog_base`` for what
both variants share: linking, prompts, pruning.

Without an LLM, the search keeps the best chain of any depth: a longer chain must beat the best so far by
``stop_margin``, and (with an encoder-based scorer) a chain that uses every relation the question's words name beats
one that leaves one out (``kgchat.scorers.relation_words``); the answer is the best chain's entities, most supported
first. A chain may pass back through its topic entity ("X's spouse's spouse's religion"); only a step that walks
straight back along the previous edge ("films sharing X's director") leaves the topic out (``chains.walks_back``).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from kgchat.chains import (
    Back,
    Chain,
    Frontier,
    chain_text,
    follow_frontier,
    step_label,
    step_options,
    walk_path,
)
from kgchat.reasoning.base import Run, answer_text
from kgchat.reasoning.tog_base import ToGConfig, ToGSearch
from kgchat.scorers.relation_words import RelationWords
from kgchat.types import Answer, Candidate, Entity, Path, Provenance, Step

__all__ = ["ChainBeam", "ThinkOnGraphR", "ToGConfig"]


@dataclass
class ChainBeam:
    """A ToG-R beam entry: a relation chain from a topic entity and the entities it reaches."""

    start: Entity
    steps: Chain = ()
    score: float = 1.0
    frontier: list[Entity] = field(default_factory=list)
    support: dict[str, int] = field(default_factory=dict)  # entity id -> number of walks reaching it
    back: list[Back] = field(default_factory=list)  # per step: id -> (entity it came from, unnamed nodes via)

    @property
    def answers(self) -> list[Entity]:
        """The frontier as an answer: the topic is no answer to itself, unless it is all the chain reaches."""
        return [e for e in self.frontier if e.id != self.start.id] or self.frontier


class ThinkOnGraphR(ToGSearch):
    """ToG-R over any GraphStore: a beam of relation chains from the topic entities."""

    name = "tog-r"

    def _named_relations(self, question: str) -> set[str] | None:
        """Relations the question's words name (no-LLM ToG-R with an encoder-based scorer only; else None)."""
        if self.llm is not None or not self.config.relation_words:
            return None
        if not hasattr(self, "_words"):
            self._words = None
            encoder = self.scorer.encoder
            names = self.graph.relation_names() if encoder is not None else []
            if encoder is not None and 0 < len(names) <= 5000:
                self._words = RelationWords(encoder, names)
        return self._words.named(question) if self._words is not None else None

    def _search(self, run: Run, topics: list[Entity], question: str, masked_question: str) -> Answer:
        cfg = self.config
        named = self._named_relations(masked_question)
        beam = [ChainBeam(t, (), 1.0, [t], {t.id: 1}, []) for t in topics]
        best: ChainBeam | None = None
        for depth in range(1, cfg.depth + 1):
            if run.stop_requested():
                break
            samples = [self._sample(run, chain) for chain in beam]
            frontier = self._frontier([e for sample in samples for e in sample])  # one round trip for the depth
            candidates: list[ChainBeam] = []
            for chain, sample in zip(beam, samples, strict=True):
                candidates += self._extend(run, depth, chain, sample, frontier, question)
            candidates.sort(key=lambda c: (-c.score, chain_text(c.steps), c.start.id))
            followed: list[ChainBeam] = []
            queue = list(candidates)
            while queue and len(followed) < cfg.width:
                # follow the best chains until the beam is full of chains that reach something: as many at once as
                # places are left (one round trip), more only if some of them reach nothing
                batch, queue = queue[: cfg.width - len(followed)], queue[cfg.width - len(followed):]
                self._follow_chains(batch)
                followed += [c for c in batch if c.frontier]
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
                    if text:  # the entities the answer names, from whichever chain of the beam reached them
                        named = {e.id: e for c in beam for e in c.answers
                                 if e.name and e.name.casefold() in text.casefold()}
                        return Answer(run.question, text, list(named.values()), Provenance.KG_EXACT, self.name)
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

    def _sample(self, run: Run, chain: ChainBeam) -> list[Entity]:
        """The frontier entities whose relations are searched: all of them, or a seeded sample when too many."""
        frontier = chain.frontier
        if len(frontier) <= self.config.sample_entities:
            return frontier
        return sorted(run.rng.sample(frontier, self.config.sample_entities))

    def _extend(self, run: Run, depth: int, chain: ChainBeam, sample: list[Entity], frontier: Frontier,
                question: str) -> list[ChainBeam]:
        cfg = self.config
        options = step_options(frontier, sample)
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
        return [ChainBeam(chain.start, (*chain.steps, options[i]), combine(scores[i]), list(chain.frontier),
                      dict(chain.support), list(chain.back)) for i in kept]

    def _follow_chains(self, chains: list[ChainBeam]) -> None:
        """Replace each chain's frontier by the entities its last step reaches (walk counts kept as support); the
        (entity, step) pairs of all the chains are read in one round trip."""
        reached_by = self._follow([(e, c.steps[-1]) for c in chains for e in c.frontier])
        for c in chains:
            c.frontier, c.support, back = follow_frontier(c.start, c.steps, c.frontier, c.support, reached_by,
                                                          self.config.max_frontier)
            c.back = [*c.back, back]

    def _chain_paths(self, chains: list[ChainBeam], per_chain: int = 5) -> list[Path]:
        """Concrete example paths for chains (the first entities reached, by support), for display and prompts."""
        return [walk_path(c.start, c.steps, c.back, end, c.score) for c in chains
                for end in sorted(c.answers, key=lambda e: (-c.support.get(e.id, 0), e.id))[:per_chain]]

    def _chain_answer(self, run: Run, chain: ChainBeam, provenance: Provenance) -> Answer:
        ranked = sorted(chain.answers, key=lambda e: (-chain.support.get(e.id, 0), e.name, e.id))[: self.config.max_answers]
        run.trace.paths = self._chain_paths([chain])
        run.trace.logical_form = None
        run.step(Step("answer", len(chain.steps), [Candidate(e.name, chain.support.get(e.id, 0), True) for e in ranked[:20]],
                      note=f"answer: entities reached by {chain.start.name}: {chain_text(chain.steps)}"))
        return Answer(run.question, answer_text(ranked), ranked, provenance, self.name)


def _uses(chain: ChainBeam, relations: set[str]) -> bool:
    """True when every relation in ``relations`` is walked (either way) by some hop of the chain."""
    return relations <= {rel for step in chain.steps for rel, _ in step}
