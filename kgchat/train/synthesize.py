"""The graph supervises itself: questions synthesised from its own schema, each labelled with the chain it asks for.

For a graph without labelled questions, ``synthesize`` walks the graph from sampled entities (``schema.survey``) and
words each walk as a question (``kgchat.train.wordings``):

* single hops and chains of two and three steps, forwards and backwards along each relation; a step through an
  unnamed (CVT) node is one step whose words are both relations' ("starring actor"); a step straight back along the
  previous one is worded as sharing ("other films with the same director as X");
* a relation that keeps a fact about people (``kgchat.lexicons.people``: parents, children, spouse, occupation,
  cause of death, ...; attached by the encoder) is also worded with people's words for it: "X's son", two parent
  steps as "X's grandfather", a last step asked whole ("how did X die", "what does X do for a living");
* a step onto a year or a date (a relation whose objects are such values) only as the last step, asked with "when"
  and "what year" as well as with the relation's words; a year as the topic ("the ones founded in 1904");
* the compositional shapes of the planner (``kgchat.reasoning.planner``) where the graph has what they need: counts,
  a second entity that the answers must also be linked to, and superlatives and comparisons over a relation whose
  objects are years or numbers. The label of these is the chain that lists the candidates (what ToG-R walks; the
  constraint is the planner's part), so the scorer learns to read the chain inside the extra words.

A walk's own chain is its label: the question was written from it, so no answer matching is needed (other chains
that happen to reach the same entities are what the question does *not* say). Starting relations are drawn evenly
so that every relation is asked about in both directions, and later steps prefer relations used least so far.
"""

from __future__ import annotations

import json
import random
import sys
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kgchat.backends.base import is_unnamed
from kgchat.chains import Chain, GraphCache, StepMoves, chain_from_labels, chain_labels, walks_back
from kgchat.lexicons.base import SynonymRule
from kgchat.lexicons.people import PEOPLE, Concept
from kgchat.train import wordings as w
from kgchat.train.schema import PERSON_TYPES, Schema, relation_phrase
from kgchat.train.weak import ChainLabel
from kgchat.types import Direction, Entity

SAME_KIND = 0.5  # share of relations that subjects and objects of a relation between individuals both have
SHAPES = ("1-hop", "2-hop", "3-hop", "count", "superlative", "comparative", "conjunction")


@dataclass
class SynthConfig:
    questions: int = 6000  # questions to write (fewer when the graph offers fewer distinct walks)
    # Share of each shape; shapes the graph cannot support (no value relations: no superlatives) are skipped.
    mix: dict[str, float] = field(default_factory=lambda: {"1-hop": 0.3, "2-hop": 0.27, "3-hop": 0.18,
                                                           "count": 0.07, "superlative": 0.05, "comparative": 0.05,
                                                           "conjunction": 0.08})
    max_answers: int = 50  # a walk reaching more entities is too vague to be a question
    max_frontier: int = 300  # frontiers larger than this are not walked further (hubs)
    share_rate: float = 0.15  # chance that a later step walks back along the previous one (sharing questions)
    attempts: int = 12  # walks tried per question before giving up on a shape
    # Chance that a stepping stone (every step of a chain but the last) is a relation between individuals: one
    # that links an entity to a few others and each of those back to a few (parents, spouse, capital; not
    # nationality, whose country links back to everyone of that nation). People chain questions through such
    # relations ("X's son's wife's nationality"); drawn evenly, stepping stones were mostly "the ones with the
    # same country as ...", and on a family tree 3 of 600 three-step walks went person to person throughout.
    individual_rate: float = 0.5
    # Which of the encoder's other words for a relation may word a step (``Lexicon.synonyms``; None: none).
    synonyms: SynonymRule | None = field(default_factory=SynonymRule)
    # The graph profile's nouns for the things its relations start from ("film", "movie"), for a graph without type
    # relations: a step back onto those things is worded with one of them instead of "things" (empty: never).
    subject_nouns: tuple[str, ...] = ()
    few: float = 5.0  # mean links each way that still count as "a few"
    seed: int = 0


@dataclass
class Synthetic:
    """One synthesised question: its words, where it starts, the chain it asks for, what that chain reaches."""

    question: str
    topic: Entity
    chain: list[list[str]]  # chain labels, as ChainLabel.chain
    answers: list[str]
    shape: str
    others: list[str] = field(default_factory=list)  # names of further entities in the question (conjunctions)

    def to_dict(self) -> dict:
        return {"question": self.question, "topic": {"id": self.topic.id, "name": self.topic.name},
                "chain": self.chain, "answers": self.answers, "shape": self.shape, "others": self.others}

    @classmethod
    def from_dict(cls, d: dict) -> Synthetic:
        return cls(d["question"], Entity.from_dict(d["topic"]), d["chain"], d["answers"], d["shape"],
                   d.get("others", []))

    def label(self, index: int) -> ChainLabel:
        return ChainLabel(f"synthetic:{index}", self.question, self.topic, self.chain, 1.0, [], "synthetic", 1.0,
                          self.shape)


class Synthesizer:
    """Walks a surveyed graph and words the walks; see the module doc."""

    def __init__(self, schema: Schema, cache: GraphCache, config: SynthConfig | None = None,
                 synonyms: dict[str, list[str]] | None = None, concepts: dict[str, Concept] | None = None):
        self.schema = schema
        self.concepts = concepts or {}  # relation phrase -> the people's words for it (kgchat.lexicons.people)
        from kgchat.train.synonyms import FILLERS

        self.synonyms = synonyms or {}
        self.fillers = tuple(self.synonyms.get(FILLERS, ()))
        self.cache = cache
        self.cfg = config or SynthConfig()
        self.rng = random.Random(self.cfg.seed)
        self.uses: Counter = Counter()
        self.values = [r for r, info in schema.relations.items() if info.value]
        # Value relations start walks too: forwards they ask for a year ("when was X founded"; the walk ends
        # there), backwards they start from one ("the ones founded in 1904").
        self.starts = [(r, d) for r, info in schema.relations.items() if info.heads
                       for d in (Direction.OUT, Direction.IN)]
        self.value_starts = [(r, Direction.OUT) for r in self.values if schema.relations[r].heads]
        self.individual = {r for r in schema.relations if self._between_individuals(r)}

    def _between_individuals(self, relation: str) -> bool:
        """Whether ``relation`` links individuals of one kind: its sampled subjects to a few objects each, those
        objects back to a few subjects each (``SynthConfig.few``), and objects that have the relations their
        subjects have (a parent is a person as the child is; a country of a nationality is not)."""
        if relation in self.values or relation in self.schema.type_relations:
            return False
        heads = self.schema.relations[relation].heads[:20]
        outs = [self.cache.neighbors(h.id, (relation, Direction.OUT)) for h in heads]
        tails = [t for found in outs for t in found if not is_unnamed(t)][:20]
        if not tails:
            return False
        ins = [len(self.cache.neighbors(t.id, (relation, Direction.IN))) for t in tails]
        few = self.cfg.few
        if sum(map(len, outs)) / len(outs) > few or sum(ins) / len(ins) > few:
            return False

        def kinds(entities: list[Entity]) -> set[str]:
            return {step[0][0] for e in entities for step in self.cache.steps_from(e.id)
                    if step[0][1] is Direction.OUT}

        mine, theirs = kinds(heads), kinds(tails)
        return len(mine & theirs) >= SAME_KIND * len(mine | theirs)

    # -- walks ---------------------------------------------------------------------------------------------------
    def _start(self, relation: str, direction: Direction) -> tuple[Entity, StepMoves] | None:
        """A topic entity and a first step along ``relation`` in ``direction``."""
        heads = self.schema.relations[relation].heads
        head = self.rng.choice(heads)
        if direction is Direction.OUT:
            topic = head
        else:  # start from one of its objects, walking back to subjects
            tails = [t for t in self.cache.neighbors(head.id, (relation, Direction.OUT)) if not is_unnamed(t)]
            if not tails:
                return None
            topic = self.rng.choice(tails)
        options = [s for s in self.cache.steps_from(topic.id) if s[0] == (relation, direction)]
        return (topic, self.rng.choice(options)) if options else None

    def _next_step(self, frontier: dict[str, int], chain: Chain, last: bool = False) -> StepMoves | None:
        """A step onward from ``frontier`` (a value relation only as the ``last`` step, forwards), or back along
        the previous step (a sharing question)."""
        ids = sorted(frontier)
        if len(ids) > 20:
            ids = self.rng.sample(ids, 20)
        options = list(dict.fromkeys(s for eid in ids for s in self.cache.steps_from(eid)))
        if not options:
            return None
        previous = chain[-1]
        back = [s for s in options if walks_back(previous, s)]
        onward = [s for s in options if not walks_back(previous, s)
                  and not (self._is_type(s) and not (last and self._asks_value(s)))]
        # Sharing ("the others with the same r as X") only back along a forward step that was not itself a share.
        if previous[0][1] is not Direction.OUT or (len(chain) > 1 and walks_back(chain[-2], previous)):
            back = []
        if back and (not onward or self.rng.random() < self.cfg.share_rate):
            return self.rng.choice(back)
        if not onward:
            return None
        if not last and self.rng.random() < self.cfg.individual_rate:  # a stepping stone between individuals
            onward = [s for s in onward if len(s) == 1 and s[0][0] in self.individual] or onward
        picks = self.rng.sample(onward, min(3, len(onward)))
        return min(picks, key=lambda s: self.uses[s[0][0]])  # the least used of a few random options

    def _is_type(self, step: StepMoves) -> bool:
        return any(rel in self.schema.type_relations or rel in self.values for rel, _ in step)

    def _asks_value(self, step: StepMoves) -> bool:
        """A single forward move onto a value: the last step of a "when was ..." question."""
        return len(step) == 1 and step[0][0] in self.values and step[0][1] is Direction.OUT

    def walk(self, steps: int) -> tuple[Entity, Chain, dict[str, int]] | None:
        """A random walk of ``steps`` steps whose answers are few enough to ask for; None when it runs dry."""
        starts = self.starts
        if steps > 1 and self.rng.random() < self.cfg.individual_rate:
            starts = [(r, d) for r, d in starts if r in self.individual] or starts
        relation, direction = self.rng.choice(starts)
        if steps > 1 and (relation in self.schema.type_relations
                          or (relation in self.values and direction is Direction.OUT)):
            return None  # "what is a researcher" asks one thing; types and values are not stepping stones
        start = self._start(relation, direction)
        if start is None:
            return None
        topic, first = start
        chain: Chain = (first,)
        reached = self.cache.follow({topic.id: 1}, first, topic.id)
        while len(chain) < steps:
            if not reached or len(reached) > self.cfg.max_frontier:
                return None
            step = self._next_step(reached, chain, last=len(chain) == steps - 1)
            if step is None:
                return None
            reached = self.cache.follow(reached, step, topic.id, chain[-1])
            chain = (*chain, step)
        answers = {e: c for e, c in reached.items() if e != topic.id}
        if not answers or len(answers) > self.cfg.max_answers:
            return None
        return topic, chain, answers

    # -- words -----------------------------------------------------------------------------------------------------
    def step_words(self, chain: Chain) -> list[w.StepWords]:
        out = []
        for i, step in enumerate(chain):
            directions = {d for _, d in step}
            reverse = directions == {Direction.IN}
            # Into a mediator and out along another of its relations: the second relation says it. A backward
            # pair reads in its forward order.
            moves = [step[-1]] if len(directions) > 1 else list(reversed(step)) if reverse else list(step)
            phrases = [relation_phrase(rel) for rel, _ in moves]
            noun = " ".join(dict.fromkeys(" ".join(p.words for p in phrases).split()))
            verb = phrases[-1].verb if len(phrases) == 1 else ""
            last_rel, last_dir = step[-1]
            answer_type = self.schema.answer_type(last_rel, last_dir)
            if not answer_type and last_dir is Direction.IN and self.cfg.subject_nouns:
                answer_type = self.rng.choice(self.cfg.subject_nouns)  # "the films X directed"
            share = i > 0 and walks_back(chain[i - 1], step)
            value = self.schema.relations[last_rel].value if len(step) == 1 and last_rel in self.schema.relations \
                else ""
            concept = self.concepts.get(noun) if len(moves) == 1 else None
            out.append(w.StepWords(noun, verb, reverse, answer_type, share, tuple(self.synonyms.get(noun, ())),
                                   self.fillers, value, *((concept.nouns, concept.twice, concept.asks) if concept
                                                          else ())))
        return out

    def _person(self, steps: list[w.StepWords]) -> bool:
        return steps[-1].answer_type in PERSON_TYPES

    # -- shapes ------------------------------------------------------------------------------------------------------
    def make(self, shape: str) -> Synthetic | None:
        hops = {"1-hop": 1, "2-hop": 2, "3-hop": 3}.get(shape) or self.rng.choice((1, 1, 2))
        for _ in range(self.cfg.attempts):
            found = self.walk(hops)
            if found is None:
                continue
            topic, chain, answers = found
            made = self._word(shape, topic, chain, answers)
            if made is not None:
                for step in chain:
                    self.uses[step[0][0]] += 1
                return made
        return None

    def _word(self, shape: str, topic: Entity, chain: Chain, answers: dict[str, int]) -> Synthetic | None:
        if shape not in SHAPES[:3] and self._asks_value(chain[-1]):
            return None  # counting, ranking or constraining years is not what these shapes ask
        rng, steps = self.rng, self.step_words(chain)
        names = sorted({self.cache.norm(e) for e in answers} - {""})
        others: list[str] = []
        if shape in SHAPES[:3]:
            text = w.ask_chain(rng, topic.name, steps, self._person(steps))
        elif shape == "count":
            text = w.ask_count(rng, topic.name, steps)
        elif shape in ("superlative", "comparative"):
            value = self._value_of(answers)
            if value is None:
                return None
            rel, kind, sample = value
            words = relation_phrase(rel).words
            if shape == "superlative":
                text = w.ask_superlative(rng, topic.name, steps, words, kind)
            else:
                text = w.ask_comparative(rng, topic.name, steps, words, kind, sample)
        else:
            other = self._constraint(topic, chain, answers)
            if other is None:
                return None
            step, entity = other
            text = w.ask_conjunction(rng, topic.name, steps, self.step_words((step,))[0], entity.name)
            others = [entity.name]
        return Synthetic(text, topic, chain_labels(chain), names, shape, others)

    def _value_of(self, answers: dict[str, int]) -> tuple[str, str, str] | None:
        """A value relation the answers have (years, numbers) and one of its values, for comparing or ranking."""
        ids = sorted(answers)[:10]
        for rel in self.rng.sample(self.values, len(self.values)):
            found = [v for eid in ids for v in self.cache.neighbors(eid, (rel, Direction.OUT)) if v.name]
            if found:
                return rel, self.schema.relations[rel].value, self.rng.choice(found).name.split("-")[0]
        return None

    def _constraint(self, topic: Entity, chain: Chain, answers: dict[str, int]) -> tuple[StepMoves, Entity] | None:
        """A one-step link from some answers to another named entity, not along the chain's own last relation."""
        ids = sorted(answers)
        for eid in self.rng.sample(ids, min(5, len(ids))):
            options = [s for s in self.cache.steps_from(eid)
                       if len(s) == 1 and s[0][0] != chain[-1][-1][0] and not self._is_type(s)]
            self.rng.shuffle(options)
            for step in options[:5]:
                linked = [e for e in self.cache.neighbors(eid, step[0]) if not is_unnamed(e) and e.id != topic.id]
                if linked:
                    return step, self.rng.choice(linked)
        return None


def synthesize(schema: Schema, cache: GraphCache, config: SynthConfig | None = None, progress: bool = False,
               encoder: Any = None) -> tuple[list[Synthetic], dict]:
    """Questions of every shape the graph supports, in the proportions of ``config.mix``; and counts per shape.
    With ``encoder`` (MiniLM), some steps are worded with other words for their relation (``synonyms``)."""
    cfg = config or SynthConfig()
    synonyms: dict[str, list[str]] = {}
    concepts: dict[str, Concept] = {}
    if encoder is not None:
        from kgchat.scorers.relation_words import concept_words
        from kgchat.train.synonyms import FILLERS, relation_synonyms, without_concept_words, without_names

        phrases = [info.phrase.words for info in schema.relations.values()]
        concepts = concept_words(encoder, phrases, PEOPLE)
        synonyms = without_concept_words(relation_synonyms(encoder, phrases, cfg.synonyms), concepts)
        if cfg.synonyms is None:  # no other words for relations; the fillers (words naming none) stay
            synonyms = {FILLERS: synonyms.get(FILLERS, [])}
        elif cfg.synonyms.not_names:
            synonyms = without_names(synonyms, cache.graph)
    maker = Synthesizer(schema, cache, cfg, synonyms, concepts)
    mix = dict(cfg.mix)
    if not maker.values or not maker.value_starts:
        mix.pop("superlative", None)
        mix.pop("comparative", None)
    if not maker.starts:
        return [], {"questions": 0, "note": "no relation with named subjects to start from"}
    total = sum(mix.values())
    plan = [shape for shape, share in mix.items() for _ in range(round(cfg.questions * share / total))]
    maker.rng.shuffle(plan)
    out: list[Synthetic] = []
    failed: Counter = Counter()
    seen: set[tuple[str, str]] = set()
    items: Iterable[str] = plan
    if progress:
        from tqdm import tqdm

        items = tqdm(plan, desc="Synthesising questions", unit=" q", file=sys.stderr)
    for shape in items:
        made = maker.make(shape)
        if made is None or (made.question, made.topic.id) in seen:
            failed[shape] += 1
            continue
        seen.add((made.question, made.topic.id))
        out.append(made)
    stats = {"questions": len(out), "by_shape": dict(Counter(s.shape for s in out)), "not_made": dict(failed),
             "relations_used": len(maker.uses), "relations": len(schema.relations),
             "cvt_steps": sum(any(len(step) > 1 for step in chain_from_labels(s.chain)) for s in out),
             "synonyms": {p: ws for p, ws in synonyms.items() if ws},
             "concepts": {p: c.names[0] for p, c in concepts.items()}}
    return out, stats


def save_synthetic(items: Iterable[Synthetic], path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    with tmp.open("w", encoding="utf-8") as fh:
        for item in items:
            fh.write(json.dumps(item.to_dict(), ensure_ascii=False) + "\n")
    tmp.replace(path)


def load_synthetic(path: Path) -> list[Synthetic]:
    return [Synthetic.from_dict(json.loads(line)) for line in path.read_text(encoding="utf-8").splitlines() if line]
