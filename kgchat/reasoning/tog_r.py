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
With several topic entities (by name) and no LLM, it searches from each and answers with what chains from two of
them both reach, or the best chain's answers that another topic touches (``_search_each``). The no-LLM badge is
``ToGSearch._badge`` (shared with ToG): the scorer's threshold, words of the question that no walked relation accounts
for where the lexicon says so, and, for a scorer whose confidence is no evidence on its own (trained without labelled
questions, or zero-shot off the movie and Freebase profiles), those words, steps no word asks for and chains shorter
than the words ask for. Where the profile counts a possessive or "of" chain's phrases (``Lexicon.structure_counted``),
a chain one step longer may answer for a phrase no word of which names a relation (``_steps_short``), and a question
that is all one such chain is answered by the chain that walks its phrases one by one, within ``extension_gap`` of
the best (``_aligned``).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from kgchat.backends.base import is_unnamed, normalize_name
from kgchat.chains import (
    Back,
    Chain,
    Frontier,
    chain_text,
    follow_frontier,
    step_label,
    step_options,
    walk_path,
    walks_back,
)
from kgchat.linking import ENTITY_MARKER, OTHER_MARKER, mask_mentions
from kgchat.reasoning.base import Run, answer_text
from kgchat.reasoning.literals import check_literals
from kgchat.reasoning.tog_base import SCORE_ONLY, ToGConfig, ToGSearch
from kgchat.types import Answer, Candidate, Direction, Entity, Path, Provenance, Step

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

    def _search(self, run: Run, topics: list[Entity], question: str, masked_question: str) -> Answer:
        cfg = self.config
        named = self._named_relations(masked_question)
        groups = _topic_groups(topics)
        if self.llm is None and len(groups) > 1:  # several things the question is about: search from each
            return self._search_each(run, groups, question, masked_question, named)
        best, every, answer = self._beam(run, topics, question, named, masked_question, extend=True)
        if answer is not None:
            return answer
        if best is None:
            return self._own_knowledge(run, "no relation chain reached any entity")
        if self.llm is None:
            best = self._aligned(run, masked_question, best, every)
        if self.llm is not None:
            run.trace.paths = self._chain_paths([best])
            return self._own_knowledge(run, f"no sufficient evidence within depth {cfg.depth}")
        return self._chain_answer(run, best, self._badge(run, masked_question, [(best.steps, best.score)]),
                                  masked=masked_question)

    def _beam(self, run: Run, topics: list[Entity], question: str, named: set[str] | None,
              masked: str = "", extend: bool = False) -> tuple[ChainBeam | None, list[ChainBeam], Answer | None]:
        """The beam search from ``topics``: the best chain of any depth, every chain followed, and the answer when
        an LLM judged the evidence sufficient on the way. ``masked`` is the question without its entity mentions;
        with ``extend``, a chain one step longer may win for the words the best leaves out (``_accounts_for_more``)."""
        cfg = self.config
        beam = [ChainBeam(t, (), 1.0, [t], {t.id: 1}, []) for t in topics]
        best: ChainBeam | None = None
        bar = float("-inf")  # the score a deeper chain must beat, when best was kept for the words it accounts for
        said = (f" {normalize_name(masked or run.question)} ", {t.id for t in run.trace.topic_entities})
        every: list[ChainBeam] = []
        phrases = self._phrases(masked) if extend and self.llm is None else []
        twins = self.graph.inverse_relations()
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
            reached: set[tuple[str, frozenset[str]]] = set()
            queue = list(candidates)
            tried: set[int] = set()  # chains whose frontier was followed
            while queue and len(followed) < cfg.width:
                # follow the best chains until the beam is full of chains that reach something: twice as many at
                # once as places are left (one round trip; the spares stand in for chains that reach nothing, or
                # only what a better chain from the same topic reaches), more only if that was not enough
                take = 2 * (cfg.width - len(followed))
                batch, queue = queue[:take], queue[take:]
                self._follow_chains(batch)
                tried.update(id(c) for c in batch)
                for c in batch:
                    key = (c.start.id, frozenset(e.id for e in c.frontier))
                    if c.frontier and key not in reached and len(followed) < cfg.width:
                        followed.append(c)
                        reached.add(key)
            if phrases and depth <= len(phrases):  # the best chain that walks the question's phrases, followed too
                spare = next((c for c in candidates if all(c is not f for f in followed)
                              and _fits(c.steps, phrases, twins)), None)
                if spare is not None and id(spare) not in tried:
                    self._follow_chains([spare])
                if spare is not None and spare.frontier:
                    followed.append(spare)
            run.step(Step("beam", depth, [Candidate(f"{c.start.name}: {chain_text(c.steps)}", round(c.score, 6),
                                                    c in followed, f"reaches {len(c.frontier)} entities")
                                          for c in candidates[: cfg.width * 4]],
                          note=f"kept {len(followed)} relation chains of {len(candidates)}"))
            if not followed:
                break
            beam = followed
            every += followed
            if self.llm is not None:
                if self._sufficient(run, depth, self._chain_paths(beam)):
                    run.trace.paths = self._chain_paths(beam)
                    text = self._generate(run, run.trace.paths, depth)
                    if text:  # the entities the answer names, from whichever chain of the beam reached them
                        named = {e.id: e for c in beam for e in c.answers
                                 if e.name and e.name.casefold() in text.casefold()}
                        return best, every, Answer(run.question, text, list(named.values()), Provenance.KG_EXACT,
                                                   self.name)
                    return best, every, self._chain_answer(run, beam[0], Provenance.KG_EXACT)
                best = beam[0]
            else:
                # where the lexicon says so, a chain that reaches only what the question itself names ("who played
                # *Lola Bunny* in X", the topic) answers nothing, though it stays in the beam as a way through
                answering = [c for c in beam if not (self.lexicon.answers_unsaid and _only_said(c, said))] or beam
                top = answering[0]
                if named:  # prefer a chain that uses every relation the question names
                    twins = self.graph.inverse_relations()
                    top = next((c for c in answering if _uses(c, named, twins)), top)
                    if best is not None and _uses(best, named, twins) != _uses(top, named, twins):
                        if _uses(top, named, twins):
                            best = top
                        continue
                if best is not None and top.score <= max(best.score, bar) + cfg.stop_margin:
                    longer = self._accounts_for_more(run, masked, best, answering) if extend else None
                    if longer is not None:  # a deeper chain must still beat the shorter one's score
                        best, bar = longer, max(best.score, bar)
                        continue
                    # keep looking deeper: a long chain's first steps may score below a shorter chain, so the first
                    # depth without a gain is not the last worth searching; a longer chain must beat the best by
                    # the margin
                    continue
                best = top
        return best, every, None

    def _accounts_for_more(self, run: Run, masked: str, best: ChainBeam, beam: list[ChainBeam]) -> ChainBeam | None:
        """A chain of ``beam`` that extends ``best`` by a step accounting for a word of the question ``best`` leaves
        out, scoring within the lexicon's ``extension_gap`` of it: "what is the *political system* of the place
        where X originated" is not answered by the place, however much better "originated" names the first step
        alone than the pair of steps. None when there is none, or the lexicon does not ask for it."""
        gap = self.lexicon.extension_gap
        if not gap or not masked or self._named_relations(masked) is None:
            return None
        left = set(self._left(run, masked, [best.steps]))
        short, allowed, phrased = self._steps_short(masked, best)
        if not left and not short:
            return None
        twins = self.graph.inverse_relations()
        for c in beam:  # best first
            if not (c.steps[: len(best.steps)] == best.steps and len(c.steps) == len(best.steps) + 1
                    and c.score >= best.score - gap):
                continue
            back = walks_back(best.steps[-1] if best.steps else None, c.steps[-1], twins)
            if left and not back and len(set(self._left(run, masked, [c.steps], ends=True)) & left) < len(left):
                run.step(Step("sufficiency", len(c.steps), note="a step further accounts for words the shorter chain "
                              f"leaves out ({', '.join(sorted(left))}): {chain_text(c.steps)}"))
                return c
            if short and (allowed is None or {rel for rel, _ in c.steps[-1]} <= allowed) and not (
                    phrased and back and not {rel for rel, _ in c.steps[-1]} & set(twins)):
                run.step(Step("sufficiency", len(c.steps), note="a step further: the question's words "
                              f"({', '.join(short)}) ask for more steps than the shorter chain walks: "
                              f"{chain_text(c.steps)}"))
                return c
        return None

    def _steps_short(self, masked: str, best: ChainBeam) -> tuple[list[str], set[str] | None, bool]:
        """The words of the question that ask for more steps than ``best`` walks, where the lexicon counts steps,
        with the relations a step further may take (None: any, the scorer's choice) and whether the count came from
        the phrases (then the step further never walks straight back along a relation with no inverse twin: "the
        *religion* of X's *heir*" is not "the others of X's religion").

        * Words that name relations ("the *child* of *children* of X", "X's *grandparent*";
          ``RelationWords.steps_short``): a step further along one of them (a repeated relation, or a relation and
          its inverse twin: "the *son* of X's *father*").
        * Else, where the lexicon counts a possessive chain's phrases (``Lexicon.structure_counted``,
          ``RelationWords.structure``): the phrase the next step would walk says which relation it takes when a
          word of it names one ("X's *colleague*'s *boss*" walked to the colleague: a boss step, or its twin),
          and leaves the choice to the scorer when none does."""
        if not self.lexicon.steps_counted or self._words is None:
            return [], set(), False
        prefixes = self.lexicon.stacking_prefixes
        words = self._words.steps_short(masked, best.steps, prefixes)  # the mentions' words, when they are short
        if words:
            return words, {rel for _, rel, _ in self._words.mentions(masked, prefixes)}, False
        if not self.lexicon.structure_counted:
            return [], set(), False
        parts = self._words.structure(masked, prefixes)
        if sum(n for _, _, n in parts) <= len(best.steps):
            return [], set(), False
        ends = [sum(n for _, _, n in parts[: i + 1]) for i in range(len(parts))]
        phrase, relation, _ = next(p for p, end in zip(parts, ends, strict=True) if end > len(best.steps))
        if relation is None:
            return [phrase], None, True
        twins = self.graph.inverse_relations()
        return [phrase], {relation} | ({twins[relation]} if relation in twins else set()), True

    def _phrases(self, masked: str) -> list[str | None]:
        """The relation each phrase of the question's possessive or "of" chain names, in walking order (None: a
        phrase naming none), when that chain is all the question asks (``RelationWords.structure`` with
        ``whole``), every phrase asks for one step and some phrase names a relation, where the lexicon counts a
        chain's phrases and goes a step further (``Lexicon.structure_counted``, ``extension_gap``); else none."""
        if not (self.lexicon.structure_counted and self.lexicon.steps_counted and self.lexicon.extension_gap
                and masked and self._named_relations(masked) is not None):
            return []
        parts = self._words.structure(masked, self.lexicon.stacking_prefixes, whole=True)
        if not parts or any(n != 1 for _, _, n in parts) or all(rel is None for _, rel, _ in parts):
            return []
        return [rel for _, rel, _ in parts]

    def _aligned(self, run: Run, masked: str, best: ChainBeam, every: list[ChainBeam]) -> ChainBeam:
        """``best``, or the best-scoring chain followed that walks the question's possessive or "of" chain phrase by
        phrase (``_phrases``, ``_fits``), scoring within the lexicon's ``extension_gap`` of it: "the *owner* of X's
        *parent*'s *employer*" walks parents, then employer, then owner."""
        phrases = self._phrases(masked)
        twins = self.graph.inverse_relations()
        if not phrases or (len(best.steps) == len(phrases) and _fits(best.steps, phrases, twins)):
            return best
        fitting = [c for c in every if len(c.steps) == len(phrases) and _fits(c.steps, phrases, twins)
                   and c.score >= best.score - self.lexicon.extension_gap]
        if not fitting:
            return best
        chosen = max(fitting, key=lambda c: c.score)
        run.step(Step("sufficiency", len(chosen.steps), note="the question's phrases name the steps one by one; the "
                      f"chain that walks them: {chain_text(chosen.steps)} (instead of {chain_text(best.steps)})"))
        return chosen

    def _search_each(self, run: Run, groups: list[list[Entity]], question: str, masked_question: str,
                     named: set[str] | None) -> Answer:
        """No-LLM search from each topic (entities sharing a name are one topic): the answer is what the best chain
        of one topic and a chain of another both reach ("the country bordering France that contains the airport of
        Nijmegen"); when no two chains meet, the best single chain answers, only as approximate (a topic is left
        out)."""
        # (no chain one step longer for the words left out: those next to the other topics name their own chains)
        found = [self._beam(run, g, self._question_for(run.question, g, groups, question), named, masked_question)[:2]
                 for g in groups]
        singles = [b for b, _ in found if b is not None]
        if not singles:
            return self._own_knowledge(run, "no relation chain reached any entity")
        twins = self.graph.inverse_relations()
        pair = _best_meeting(found, named, twins)
        if pair is None:
            ranked = sorted(singles, key=lambda c: (bool(named) and _uses(c, named, twins), c.score), reverse=True)
            for chain in ranked:  # the best chain whose answers some other topic entity touches, by any relation
                others = [t for g in groups if chain.start not in g for t in g]
                near = self._touching(others) & {e.id for e in chain.answers}
                if near:
                    run.step(Step("sufficiency", 0, note="no two scored chains meet; kept the entities of "
                                  f"{chain.start.name}: {chain_text(chain.steps)} that are one step from "
                                  f"{', '.join(t.name for t in others)} (by a relation the search did not score): "
                                  "the answer is only approximate"))
                    return self._chain_answer(run, chain, Provenance.KG_APPROXIMATE, keep=near,
                                              masked=masked_question)
            run.step(Step("sufficiency", 0, note="no chain from one topic entity meets a chain from another: the "
                                                 "answer leaves a topic entity of the question out"))
            return self._chain_answer(run, ranked[0], Provenance.KG_APPROXIMATE, masked=masked_question)
        first, second, common = pair
        badge = self._badge(run, masked_question, [(first.steps, first.score), (second.steps, second.score)])
        return self._chain_answer(run, first, badge, keep=common,
                                  also=second, masked=masked_question)

    def _touching(self, entities: list[Entity]) -> set[str]:
        """Ids of the named entities one step (a pair of moves through an unnamed node counting as one) from any of
        ``entities``, by every relation (at most ``entity_candidates`` neighbours per relation): a constraint
        check for answers that another topic entity of the question must touch."""
        if not entities:
            return set()
        frontier = self._frontier(entities)
        items = [(e, s) for e in entities for m in frontier.moves(e) for s in frontier.steps(e, m)]
        return {x.id for found in self._follow(items).values() for x, _ in found if not is_unnamed(x)}

    def _question_for(self, question: str, group: list[Entity], groups: list[list[Entity]], scoring: str) -> str:
        """What the scorer reads when searching from ``group``: its entity marked as the topic and the other topic
        entities marked as others (their neighbouring words name their own relations), for a scorer that reads the
        marker; else the question as every search reads it."""
        if not self.scorer.reads_entity_marker:
            return scoring
        others = [e.name for g in groups if g is not group for e in g]
        return mask_mentions(mask_mentions(question, [e.name for e in group], ENTITY_MARKER), others, OTHER_MARKER)

    def _sample(self, run: Run, chain: ChainBeam) -> list[Entity]:
        """The frontier entities whose relations are searched: all of them, or a seeded sample when too many."""
        return run.sample(chain.frontier, self.config.sample_entities)

    def _extend(self, run: Run, depth: int, chain: ChainBeam, sample: list[Entity], frontier: Frontier,
                question: str) -> list[ChainBeam]:
        cfg = self.config
        # kinds (type relations) say what kind of thing an entity is: never a step towards an answer
        options = step_options(frontier, sample, skip=self.lexicon.type_relations)
        if not options:
            return []
        labels = [step_label(s) for s in options]
        texts = [chain_text([*chain.steps, s]) for s in options]
        context = ", ".join(e.name or e.id for e in sample[:5])
        scores = self._prune(run, question, labels, context, texts, topic=chain.start.name or chain.start.id)
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
        inverses = self.graph.inverse_relations()
        for c in chains:
            c.frontier, c.support, back = follow_frontier(c.start, c.steps, c.frontier, c.support, reached_by,
                                                          self.config.max_frontier, inverses)
            c.back = [*c.back, back]

    def _chain_paths(self, chains: list[ChainBeam], per_chain: int = 5, ends: list[Entity] | None = None) -> list[Path]:
        """Concrete example paths for chains (the first entities reached, by support, or the first of ``ends``),
        for display and prompts."""
        return [walk_path(c.start, c.steps, c.back, end, c.score) for c in chains
                for end in ([e for e in ends if e.id in c.support][:per_chain] if ends is not None else
                            sorted(c.answers, key=lambda e: (-c.support.get(e.id, 0), e.id))[:per_chain])]

    def _chain_answer(self, run: Run, chain: ChainBeam, provenance: Provenance, keep: set[str] | None = None,
                      also: ChainBeam | None = None, masked: str = "") -> Answer:
        """The chain's entities, most supported first; with ``keep``, only those (what ``also``, a chain from
        another topic entity, reaches too), and the paths of both chains. Without an LLM, the question's literal
        constraint (``masked``: the question without its entity mentions) picks among them (``_literals``)."""
        chains = [chain] + ([also] if also is not None else [])
        answers = [e for e in chain.answers if keep is None or e.id in keep]
        if self.llm is None and masked:
            answers, provenance = self._literals(run, chain, answers, provenance, masked)
        support = {e.id: sum(c.support.get(e.id, 0) for c in chains) for e in answers}
        ranked = sorted(answers, key=lambda e: (-support[e.id], e.name, e.id))[: self.config.max_answers]
        run.trace.paths = [p for c in chains for p in self._chain_paths([c], ends=ranked)]
        run.trace.logical_form = None
        how = " and ".join(f"{c.start.name}: {chain_text(c.steps)}" for c in chains)
        run.step(Step("answer", len(chain.steps), [Candidate(e.name, support[e.id], True) for e in ranked[:20]],
                      note=f"answer: entities reached by {how}"))
        return Answer(run.question, answer_text(ranked), ranked, provenance, self.name)


    def _literals(self, run: Run, chain: ChainBeam, answers: list[Entity], provenance: Provenance,
                  masked: str) -> tuple[list[Entity], Provenance]:
        """The answers that meet the question's literal constraint ("the latest", "in 2009"), checked against
        their dates or those of the unnamed nodes the chain reached them through (``kgchat.reasoning.literals``);
        a constraint that no date of the graph decided makes the answer approximate."""
        via = {e: hop[1] for e, hop in chain.back[-1].items()} if chain.back else {}
        found = check_literals(self.graph, masked, answers, via)
        if found is None:
            return answers, provenance
        run.step(Step("constraint", len(chain.steps), note=found.note + ("" if found.checked else
                                                                          "; the answer is only approximate")))
        if not found.checked:
            run.trace.extra.pop(SCORE_ONLY, None)  # a doubt besides the scorer's bar
            if provenance is Provenance.KG_EXACT:
                provenance = Provenance.KG_APPROXIMATE
        return found.kept, provenance


def _topic_groups(topics: list[Entity]) -> list[list[Entity]]:
    """Topic entities grouped by name: entities sharing one name are readings of one mention, not two topics."""
    groups: dict[str, list[Entity]] = {}
    for t in topics:
        groups.setdefault(normalize_name(t.name or t.id), []).append(t)
    return list(groups.values())


def _best_meeting(found: list[tuple[ChainBeam | None, list[ChainBeam]]], named: set[str] | None,
                  twins: dict[str, str]) -> tuple[ChainBeam, ChainBeam, set[str]] | None:
    """The best two chains from different topics that reach a common entity (neither topic itself, and not by way
    of the other topic: ``_passes``): ranked by whether together they use every relation the question names, then
    by their summed scores."""
    best: tuple[tuple[bool, float], ChainBeam, ChainBeam, set[str]] | None = None
    for i, (_, chains_a) in enumerate(found):
        for _, chains_b in found[i + 1:]:
            for a in chains_a:
                ends_a = {e.id for e in a.answers} - {a.start.id}
                for b in chains_b:
                    common = {x for x in ends_a & {e.id for e in b.answers} - {b.start.id}
                              if not _passes(a, x, b.start.id) and not _passes(b, x, a.start.id)}
                    if not common:
                        continue
                    uses = bool(named) and named <= _walked([a, b], twins)
                    key = (uses, a.score + b.score)
                    if best is None or key > best[0]:
                        first, second = (a, b) if a.score >= b.score else (b, a)
                        best = (key, first, second, common)
    return None if best is None else best[1:]


def _passes(chain: ChainBeam, end: str, other: str) -> bool:
    """Whether the chain's walk to ``end`` (by its back-pointers) passes through the entity ``other``: a chain from
    one topic entity that goes through another topic and on is that topic's chain in disguise, not a meeting."""
    node = end
    for back in reversed(chain.back):
        if node not in back:
            return False
        prev, via = back[node]
        if prev.id == other or any(v.id == other for v in via):
            return True
        node = prev.id
    return False


def _only_said(chain: ChainBeam, said: tuple[str, set[str]]) -> bool:
    """Whether every entity the chain answers with is named in the question: a topic entity, or a name among the
    words (``said``: the question's normalised words without its entity mentions, space-padded, and the topics'
    ids)."""
    words, topics = said
    return all(e.id in topics or (e.name and f" {normalize_name(e.name)} " in words) for e in chain.answers)


def _trust(provenance: Provenance) -> int:
    """Order of trust, lowest first (to combine two chains' badges)."""
    return [Provenance.NONE, Provenance.LLM_ONLY, Provenance.KG_APPROXIMATE, Provenance.KG_EXACT].index(provenance)


def _uses(chain: ChainBeam, relations: set[str], twins: dict[str, str]) -> bool:
    """True when every relation in ``relations`` is walked (either way, or through its inverse twin) by some hop of
    the chain."""
    return relations <= _walked([chain], twins)


def _walked(chains: list[ChainBeam], twins: dict[str, str]) -> set[str]:
    """The relations the chains walk, with their inverse twins (``GraphStore.inverse_relations``): walking
    ``film.film.directed_by`` walks the facts of ``film.director.film`` too, so a question whose words name both
    (*director* of X) is answered by one step, not by a walk there and back."""
    used = {rel for c in chains for step in c.steps for rel, _ in step}
    return used | {twins[r] for r in used if r in twins}


def _fits(steps: Chain, phrases: list[str | None], twins: dict[str, str]) -> bool:
    """Whether ``steps`` walk ``phrases`` (``ThinkOnGraphR._phrases``) one by one, as far as they go: each step along
    the relation its phrase names (any step where it names none). A relation with an inverse twin is walked the way
    the word says ("X's *parent*": parents forwards, or its twin backwards); one without, either way, but never
    straight back along the step before (that reads "the others that share it", which no phrase asks)."""
    if len(steps) > len(phrases):
        return False
    for i, (step, relation) in enumerate(zip(steps, phrases, strict=False)):
        if i and walks_back(steps[i - 1], step, twins) and not any(rel in twins for rel, _ in step):
            return False
        if relation is None:
            continue
        if relation not in twins or twins[relation] == relation:
            if not any(rel == relation for rel, _ in step):
                return False
        elif not any(move in ((relation, Direction.OUT), (twins[relation], Direction.IN)) for move in step):
            return False
    return True
