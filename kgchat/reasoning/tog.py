"""Think-on-Graph (ToG): beam search over entity paths, pruned by an LLM or a scorer.

Per depth, for the paths in the beam:
  relation search (both directions, every path end in one round trip) → relation prune (top-k with scores, per
  path) → entity search (every kept relation of every path in one round trip) → entity prune (per path)
then the global top-``width`` paths are kept and the LLM is asked whether they are enough to answer (see
``tog_base`` for what both variants share: linking, prompts, pruning). Without an LLM, relations are pruned by a
scorer reading the whole chain so far, every reached entity is kept, and the search stops when going one hop deeper
no longer improves the best path score by ``stop_margin``; the answer is the ends of the best path's relations.

The relation-chain variant (ToG-R) is ``kgchat.reasoning.tog_r.ThinkOnGraphR``.
"""

from __future__ import annotations

from kgchat.backends.base import is_unnamed
from kgchat.chains import Chain, chain_text, step_label
from kgchat.errors import LLMError
from kgchat.reasoning.base import Run, answer_text
from kgchat.reasoning.tog_base import ToGConfig, ToGSearch
from kgchat.scorers.llm import LLMScorer
from kgchat.types import Answer, Candidate, Entity, Hop, Path, Provenance, Step

__all__ = ["ThinkOnGraph", "ToGConfig"]


class ThinkOnGraph(ToGSearch):
    """ToG over any GraphStore: a beam of entity paths from the topic entities."""

    name = "tog"

    def _search(self, run: Run, topics: list[Entity], question: str, masked_question: str) -> Answer:
        cfg = self.config
        beam = [Path(t, [], 1.0) for t in topics]
        best_score = 0.0  # no-LLM stopping: best chain score so far
        last_beam: list[Path] = []
        for depth in range(1, cfg.depth + 1):
            if run.stop_requested():
                break
            candidates = self._expand_beam(run, depth, beam, question)
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
                    return self._llm_answer(run, beam, depth)
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
            answer.provenance = self._badge(run, masked_question, [(_chain(beam[0]), beam[0].score)])
        return answer

    def _expand_beam(self, run: Run, depth: int, beam: list[Path], question: str) -> list[Path]:
        """One depth for every path of the beam: relation search for all path ends (one round trip), relation
        prune per path, entity search for all kept (end, step) pairs (one round trip), entity prune per path."""
        cfg = self.config
        frontier = self._frontier([p.end for p in beam])
        kept_steps: list[tuple[Path, list, list[str], list[float], list[int]]] = []
        for path in beam:
            steps = [s for m in frontier.moves(path.end) for s in frontier.steps(path.end, m)]
            if not steps:
                continue
            labels = [step_label(s) for s in steps]
            prefix = [((h.relation, h.direction),) for h in path.hops]
            texts = [chain_text([*prefix, s]) for s in steps]
            scores = self._prune(run, question, labels, path.end.name or path.end.id, texts,
                                 topic=path.start.name or path.start.id)
            order = sorted(range(len(steps)), key=lambda i: (-scores[i], labels[i]))
            kept = order[: cfg.relations_per_entity]
            run.step(Step("relation_prune", depth, [Candidate(labels[i], round(scores[i], 6), i in kept,
                                                              path.as_text()) for i in order],
                          note=f"relations from {path.end.name or path.end.id}"))
            kept_steps.append((path, steps, labels, scores, kept))
        reached_by = self._follow([(path.end, steps[i]) for path, steps, _, _, kept in kept_steps for i in kept])
        out: list[Path] = []
        for path, steps, labels, scores, kept in kept_steps:
            on_path = {path.start.id, *(h.entity.id for h in path.hops)}
            reached: list[tuple[Path, str]] = []
            for i in kept:
                for entity, via in reached_by[(path.end.id, steps[i])]:
                    if entity.id in on_path or is_unnamed(entity):
                        continue
                    hops = [Hop(rel, d, node) for (rel, d), node in zip(steps[i], [*via, entity], strict=True)]
                    reached.append((Path(path.start, path.hops + hops, path.score * scores[i]), labels[i]))
            if not reached:
                continue
            escores = self._entity_scores(run, depth, reached)
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

    def _llm_answer(self, run: Run, beam: list[Path], depth: int) -> Answer:
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


def _chain(path: Path) -> Chain:
    """The relation chain a path walks, as ToG-R's steps: the two moves through an unnamed node are one step."""
    steps: list[tuple] = []
    pending: list = []
    for hop in path.hops:
        pending.append((hop.relation, hop.direction))
        if not is_unnamed(hop.entity):
            steps.append(tuple(pending))
            pending = []
    return tuple(steps + ([tuple(pending)] if pending else []))
