"""What ToG and ToG-R share: configuration, topic linking, the question forms scorers read, LLM prompts, pruning.

Both variants link topic entities, then run their own beam search (``ThinkOnGraph`` over entity paths in
``reasoning/tog.py``, ``ThinkOnGraphR`` over relation chains in ``reasoning/tog_r.py``). With an LLM, each depth ends
with an "is this enough?" check; a "Yes" ends the search and the answer is generated from the paths' triples (a
"Yes" is never itself the answer). At the maximum depth, or with no topic entity, the LLM answers from its own
knowledge and the answer is labelled llm-only. Without an LLM, a scorer prunes relations by scoring the whole chain
so far against the question, so scores are comparable across depths.

Beyond the reference code: results are deterministic for a given seed; unnamed (CVT) nodes are looked through to
their named neighbours within the same step instead of being dropped (``kgchat.chains.expand_move``); LLM calls per
question stay within 2·width·depth + depth + 1.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from kgchat import prompts
from kgchat.backends.base import GraphStore, normalize_name
from kgchat.chains import Chain, Frontier, Reached, StepMoves, follow_steps
from kgchat.errors import LLMError, LLMResponseError
from kgchat.lexicons import Lexicon
from kgchat.linking import EntityLinker, mask_mentions
from kgchat.reasoning import merged
from kgchat.reasoning.base import Run, StepCallback, StopCheck, link_topics
from kgchat.reasoning.literals import constraint_words
from kgchat.scorers.base import Scorer, scoring_question
from kgchat.scorers.llm import LLMScorer, graph_text
from kgchat.scorers.relation_words import relation_words_for
from kgchat.types import Answer, Direction, Entity, LLMExchange, Path, Provenance, Step

# trace.extra key: the no-LLM badge's only doubt was the scorer's bar (``_badge``); ``ask`` passes it on to the
# badge's checks as ``search_confidence["only_doubt"]`` when nothing after the search doubted the answer either
SCORE_ONLY = "score_only_doubt"


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
    #                            (small: a longer chain must score better, not merely as well; docs/knobs.md)
    link_margin: float = 0.15  # topic entities kept: those linked within this score of the best one
    seed: int = 0  # seeds every sampling decision, so a question always gets the same search
    relation_words: bool = True  # no-LLM ToG-R: a chain that uses every relation the question's words name
    #                              ("starred" -> starred_actors) beats one that leaves one out, whatever the scores
    #                              (needs a scorer with a MiniLM encoder; see kgchat.scorers.relation_words)


class ToGSearch:
    """The part of Think-on-Graph both variants share; a variant implements ``_search``."""

    name = "tog"

    def __init__(self, graph: GraphStore, llm=None, scorer: Scorer | None = None, config: ToGConfig | None = None,
                 linker: EntityLinker | None = None):
        if llm is None and scorer is None:
            raise ValueError("ToG needs an LLM or a scorer to prune with")
        self.graph = graph
        self.llm = llm
        self.scorer = scorer
        self.config = config or ToGConfig()
        self.linker = linker or EntityLinker(graph, margin=self.config.link_margin)
        merged.prime(graph)  # the statistics of the badge's merged-name check, read once per graph

    @property
    def lexicon(self) -> Lexicon:
        """The graph's words (``kgchat.lexicons``), as the linker uses them."""
        return self.linker.lexicon  # type: ignore[return-value]

    def relaxed(self) -> ToGSearch:
        """The same engine with looser entity linking and wider pruning (the fallback's 'approximate' stage)."""
        cfg = replace(self.config, width=self.config.width + 2, link_margin=0.45,
                      relations_per_entity=self.config.relations_per_entity + 2)
        linker = EntityLinker(self.graph, margin=cfg.link_margin, lexicon=self.lexicon)
        return type(self)(self.graph, self.llm, self.scorer, cfg, linker)

    # -- entry point -----------------------------------------------------------------------------------------
    def ask(self, question: str, topics: list[Entity] | None = None, on_step: StepCallback | None = None,
            should_stop: StopCheck | None = None) -> Answer:
        run = Run(question, self.graph, on_step, should_stop, seed=self.config.seed)
        exact_link = True
        if topics is None:
            matches, exact_link = link_topics(run, self.linker, question, self.config.width)
            topics = [m.entity for m in matches[: self.config.width]]
            mentions = [m.mention for m in matches]
        else:
            mentions = [e.name for e in topics]
        run.trace.topic_entities = list(topics)
        if not topics:
            return run.finish(self._own_knowledge(run, "no topic entity found in the question"))
        names = mentions + [e.name for e in topics]
        scored = scoring_question(self.scorer, question, names, self.lexicon.stop_words)
        answer = self._search(run, topics, scored, mask_mentions(question, names))
        if self.llm is None and run.trace.paths and answer.provenance is not Provenance.NONE:
            # how sure the scorer was of the chains the answer walks (the weakest of them), against its own bar: the
            # badge's checks read it as the search's evidence for words the graph's relation names do not contain
            run.trace.extra["search_confidence"] = {
                "score": round(min(p.score for p in run.trace.paths), 6), "threshold": self.scorer.threshold,
                "exact_link": exact_link}
        if answer.provenance is Provenance.KG_EXACT and not exact_link:
            answer.provenance = Provenance.KG_APPROXIMATE  # the topic entity itself was a guess
        if self.llm is None:  # a topic entity may be several things under one name (``kgchat.reasoning.merged``)
            answer.provenance = merged.badge(run, answer.provenance)
        score_only = run.trace.extra.pop(SCORE_ONLY, False)
        if score_only and exact_link and "search_confidence" in run.trace.extra and answer.provenance is Provenance.KG_APPROXIMATE and \
                merged.badge(run, Provenance.KG_EXACT) is Provenance.KG_EXACT:
            run.trace.extra["search_confidence"]["only_doubt"] = True
        return run.finish(answer)

    def _search(self, run: Run, topics: list[Entity], scoring_question: str, masked_question: str) -> Answer:
        """The variant's beam search from ``topics``; ``scoring_question`` is what the scorer reads and
        ``masked_question`` the question without its entity mentions."""
        raise NotImplementedError

    # -- LLM helpers -----------------------------------------------------------------------------------------
    def _complete(self, run: Run, purpose: str, prompt: str, max_tokens: int = 256) -> str:
        done = self.llm.complete(prompt, purpose=purpose, max_tokens=max_tokens, temperature=0.0)
        run.record(LLMExchange(purpose, prompt, done.text, done.prompt_tokens, done.completion_tokens,
                               round(done.seconds, 4)))
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
        """The LLM's choice between Yes and No (``LLM.choose``: constrained, never free text to misread)."""
        task = prompts.render("sufficiency", question=graph_text(run.question), triples=self._triples_text(paths))
        try:
            choice = self.llm.choose(task, ["Yes", "No"], purpose="sufficiency")
        except LLMResponseError as exc:
            run.step(Step("sufficiency", depth, note=f"LLM reply unusable ({exc}); searching on"))
            return False
        run.record(choice.exchange("sufficiency"))
        enough = choice.scores[0] > choice.scores[1]
        run.step(Step("sufficiency", depth, note=("enough to answer" if enough else "not enough yet")
                      + f" (Yes {choice.scores[0]:.2f}, No {choice.scores[1]:.2f})"))
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

    # -- pruning and confidence ------------------------------------------------------------------------------
    def _prune(self, run: Run, question: str, options: list[str], context: str, texts: list[str],
               topic: str = "") -> list[float]:
        """Relation scores: from the LLM (options as names of steps from ``context``) or the scorer (options as
        chain texts from the topic entity ``topic``, which a scorer that reads it is given as the context)."""
        if self.llm is not None:
            scorer = LLMScorer(self.llm, record=run.record, top_k=self.config.relations_per_entity)
            try:
                return scorer.score(run.question, options, context=context)
            except LLMError as exc:
                run.step(Step("relation_prune", -1, note=f"LLM reply unusable ({exc}); using equal scores"))
                return [1.0 / len(options)] * len(options)
        return self.scorer.score(question, texts, context=topic)

    # -- the no-LLM badge: the one place that decides kg-exact for ToG and ToG-R without an LLM --------------------
    def _badge(self, run: Run, masked_question: str, scored: list[tuple[Chain, float]]) -> Provenance:
        """The badge of an answer found without an LLM from the chains in ``scored`` (each with its score):

        * approximate when a chain scores under the scorer's ``threshold`` (the scorer's own doubt);
        * where the graph's lexicon asks for it (``unaccounted_words_approximate``), or the scorer's confidence
          is no evidence on its own (``Scorer.badge_on_score`` False: a model trained on the graph's own
          questions, or the zero-shot scorer on a graph whose profile was not tuned on labelled questions,
          ``Lexicon.zero_shot_vouches``), approximate when a word of the question names nothing the chains walk
          ("the *last* time", "the *nation* of X's spouse" answered by the spouse; ``RelationWords.unaccounted``);
        * with such a scorer, also when a step of a chain is asked for by no word of the question ("X's *mom*"
          walked as ``parents then gender``; ``RelationWords.unasked``), or when the question's relation words
          ask for more steps than the chain walks ("X's *grandparent*" answered by one parents step, "the *child*
          of *children* of X" by one children step, "X's *partner*'s *boss*" by one step where the lexicon
          counts the phrases of a possessive chain, ``Lexicon.structure_counted``; ``RelationWords.steps_short``),
          or when the chain walks a
          relation more often than the words name it ("X's *mom*'s *daughter*" walked as parents, children,
          parents; ``RelationWords.steps_over``): the chain is the scorer's guess at a wording it never saw
          labelled. Except, with a scorer that vouches, on a graph known only by its relation names, when the
          words left over are the only doubt and none of them names a relation the chains leave out (``_spare_words``).
        * with a scorer that vouches, where the lexicon says so (``Lexicon.tuned_steps_counted``), when the
          question's words ask for more steps than a chain walks, a relation named after a pairing word counting
          twice ("the films that *share directors* with X are *written* by who" answered by ``directed_by,
          written_by``; ``RelationWords.steps_short`` with ``round_trips``).
        Each doubt is written to the trace. The word checks need a scorer with the MiniLM encoder
        (``_named_relations``); without one, the score decides alone. ``ask`` then checks that the entities the
        answer starts from are no names for several things (``kgchat.reasoning.merged``)."""
        threshold = self.scorer.threshold
        low = min(score for _, score in scored)
        run.trace.extra.pop(SCORE_ONLY, None)
        if low < threshold:
            run.step(Step("sufficiency", 0, note=f"best score {low:.3f} is below the scorer's confidence threshold "
                                                 f"{threshold:.2f}: the answer is only approximate"))
            if self._word_badge(run, masked_question, scored) is Provenance.KG_EXACT:
                # the scorer's bar is the only doubt: a verifier trained on the graph may vouch instead (``trust``)
                run.trace.extra[SCORE_ONLY] = True
            return Provenance.KG_APPROXIMATE
        return self._word_badge(run, masked_question, scored)

    def _word_badge(self, run: Run, masked_question: str, scored: list[tuple[Chain, float]]) -> Provenance:
        """The badge's word checks of ``_badge``, past the scorer's bar."""
        vouched = self.scorer.badge_on_score
        if self._named_relations(masked_question) is None:
            return Provenance.KG_EXACT
        chains = [chain for chain, _ in scored]
        # Steps the words ask for: with a scorer that vouches where the lexicon says so, a round trip counting two
        # (``Lexicon.tuned_steps_counted``); else where the lexicon counts steps (``Lexicon.steps_counted``)
        counted = self.lexicon.tuned_steps_counted if vouched else self.lexicon.steps_counted
        short = list(dict.fromkeys(w for chain in chains for w in self._words.steps_short(
            masked_question, chain, self.lexicon.stacking_prefixes, self.lexicon.structure_counted,
            round_trips=vouched))) if counted else []
        short_doubt = "the words " + ", ".join(short) + " ask for more steps than the chain walks"
        if vouched and not self.lexicon.unaccounted_words_approximate:
            if not short:
                return Provenance.KG_EXACT
            run.step(Step("sufficiency", 0, note=short_doubt + "; the answer is only approximate"))
            return Provenance.KG_APPROXIMATE
        doubts = []
        left = self._left(run, masked_question, chains)
        if left:
            doubts.append("not covered by the relation chain: " + ", ".join(left))
        unasked = [] if vouched else list(dict.fromkeys(
            s for chain in chains for s in self._words.unasked(masked_question, chain, self.lexicon.stop_words)))
        if unasked:
            doubts.append("no word of the question asks for the step " + ", ".join(unasked))
        if short:
            doubts.append(short_doubt)
        over = [] if vouched or not self.lexicon.steps_counted else list(dict.fromkeys(
            r for chain in chains for r in self._words.steps_over(masked_question, chain,
                                                                   self.lexicon.stacking_prefixes)))
        if over:
            doubts.append("the chain walks " + ", ".join(over) + " more often than the question's words ask for")
        if not doubts:
            return Provenance.KG_EXACT
        if left and len(doubts) == 1 and vouched and not any(self._words.unasked(masked_question, chain, self.lexicon.stop_words)
                                                  for chain in chains) \
                and (spare := self._spare_words(left, chains)) is not None:
            run.step(Step("sufficiency", 0, note=spare))
            return Provenance.KG_EXACT
        if not vouched:
            doubts.append("the scorer learnt from no labelled questions of this graph, so its confidence alone is no "
                          "evidence")
        run.step(Step("sufficiency", 0, note="; ".join(doubts) + "; the answer is only approximate"))
        return Provenance.KG_APPROXIMATE

    def _spare_words(self, left: list[str], chains: list[Chain]) -> str | None:
        """Why the words no step of ``chains`` accounts for (``left``) leave the answer exact, or None. Only on a
        graph known by its relation names alone (no phrase profile), where most words people write appear in no
        relation's name, with a scorer whose confidence is evidence (``badge_on_score``: a graph-trained model's or
        an untuned zero-shot scorer's is not, "what does X's husband do for a *living*" answered by the husband), and
        only when the scorer scored every chain at or above its bar and a word of the question
        asks for every step (the caller checked both): then a left word that names no one relation of the graph
        clearly ("what *type* of money do you *use* in X" walked as *currency used*; a likeness to several names
        proves little among thousands) is part of how the asked relation is worded; one that names a relation the
        chains do not walk ("the *nation* of X's spouse" answered by the spouse) or a number still leaves the
        answer approximate."""
        from kgchat.reasoning.vocabulary import shared_vocabulary

        vocab = shared_vocabulary(self.graph, getattr(self.scorer, "encoder", None))
        if vocab.profiled or not vocab.encodes:
            return None
        twins = self.graph.inverse_relations()
        walked = {rel for chain in chains for step in chain for rel, _ in step}
        walked |= {twins[r] for r in walked if r in twins}
        for w in left:
            if any(ch.isdigit() for ch in w):
                return None  # a number is a constraint on the answers
            named = vocab.name(w)[0]  # a relation the word names clearly (a loose likeness proves little here)
            if named is not None and named not in walked:
                return None
        return ("the words " + ", ".join(left) + " name no relation the chain leaves out; the scorer is sure of a "
                "chain a word of the question asks for at every step, so they are read as its wording")

    def _named_relations(self, question: str) -> set[str] | None:
        """Relations the question's words name (no-LLM search with an encoder-based scorer only; else None)."""
        if self.llm is not None or not self.config.relation_words:
            return None
        if not hasattr(self, "_words"):
            self._words = relation_words_for(self.scorer.encoder, self.graph.relation_names, self.lexicon.concepts)
        return self._words.named(question) if self._words is not None else None

    def _left(self, run: Run, masked_question: str, chains: list[Chain], ends: bool = False) -> list[str]:
        """Words of the question that no move of ``chains`` accounts for (``RelationWords.unaccounted``; with
        ``ends``, a chain's last move only by what it reaches), leaving out the topic entities' own words (a topic
        spelt otherwise: "Amelie" for Amélie) and the words of a literal constraint (checked on the answers
        instead: ``ThinkOnGraphR._literals``)."""
        named_by_topics = {w for t in run.trace.topic_entities for w in normalize_name(t.name).split()}
        literal = set(constraint_words(masked_question))
        return [w for w in self._words.unaccounted(masked_question, chains, self.lexicon.stop_words, ends=ends)
                if normalize_name(w) not in named_by_topics and normalize_name(w) not in literal]

    # -- graph helpers: one round trip per depth for the whole frontier (kgchat.chains) --------------------------
    def _frontier(self, entities: list[Entity]) -> Frontier:
        """Step options of every entity the depth searches from, read at once: both names of a fact stated both
        ways (a relation and its inverse twin), since a question may word it through either."""
        return Frontier(self.graph, entities, twins_once=False)

    def _follow(self, items: list[tuple[Entity, StepMoves]]) -> dict[tuple[str, StepMoves], Reached]:
        """What each kept (entity, step) reaches, all read at once."""
        return follow_steps(self.graph, items, self.config.entity_candidates)
