"""What every reasoning engine shares: the Engine protocol, cost accounting and the run context.

An engine takes its graph (and LLM, scorers) in the constructor and answers with ``ask(question, ...)``, returning
an ``Answer`` whose ``Trace`` shows every step. ``on_step`` lets a caller stream steps while the search runs and
``should_stop`` lets it end a search early (the answer then says so).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol

from kgchat.backends.base import GraphStore, is_unnamed, round_trips
from kgchat.chains import describe_paths
from kgchat.linking import EntityLinker
from kgchat.types import Answer, Candidate, Cost, Entity, EntityMatch, LLMExchange, Provenance, Step, Trace

StepCallback = Callable[[Step], None]
StopCheck = Callable[[], bool]


class Engine(Protocol):
    """A reasoning engine over one graph (its constructor takes the graph, LLM and scorers)."""

    name: str
    graph: GraphStore

    def ask(self, question: str, topics: list[Entity] | None = None, on_step: StepCallback | None = None,
            should_stop: StopCheck | None = None) -> Answer:
        """Answer ``question`` with a trace of every step (``topics`` skips entity linking)."""
        ...

    def relaxed(self) -> Engine | None:
        """The same engine with looser linking and wider pruning, for the fallback's approximate stage; None when
        the engine has no such variant."""
        ...


@dataclass
class Run:
    """Book-keeping for one question: trace, timers, LLM exchanges and graph round trips."""

    question: str
    graph: GraphStore
    on_step: StepCallback | None = None
    should_stop: StopCheck | None = None
    seed: int = 0
    trace: Trace = field(default_factory=Trace)
    started: float = field(default_factory=time.perf_counter)
    stopped: bool = False

    def __post_init__(self) -> None:
        self.trips_before = round_trips()  # this thread's requests to graph stores, whoever else shares the store
        self.rng = random.Random(self.seed)
        self._step_started = time.perf_counter()

    def step(self, step: Step) -> Step:
        now = time.perf_counter()
        step.seconds = round(now - self._step_started, 6)
        self._step_started = now
        self.trace.add(step)
        if self.on_step:
            self.on_step(step)
        return step

    def record(self, exchange: LLMExchange) -> None:
        self.trace.llm.append(exchange)

    def stop_requested(self) -> bool:
        if not self.stopped and self.should_stop is not None and self.should_stop():
            self.stopped = True
        return self.stopped

    def sample(self, entities: list[Entity], n: int) -> list[Entity]:
        """``entities`` when there are at most ``n``, else a seeded sample of ``n`` sorted by id."""
        return entities if len(entities) <= n else sorted(self.rng.sample(entities, n))

    def cost(self) -> Cost:
        return Cost(
            llm_calls=len(self.trace.llm),
            prompt_tokens=sum(x.prompt_tokens for x in self.trace.llm),
            completion_tokens=sum(x.completion_tokens for x in self.trace.llm),
            graph_queries=round_trips() - self.trips_before,
            seconds=round(time.perf_counter() - self.started, 6),
        )

    def finish(self, answer: Answer) -> Answer:
        answer.trace = self.trace
        _named_answers_only(self, answer)
        describe_paths(self.graph, answer.trace.paths)
        answer.cost = self.cost()
        if self.stopped:
            answer.trace.extra["stopped"] = True
        return answer


def _named_answers_only(run: Run, answer: Answer) -> None:
    """Unnamed (CVT) nodes are walked through, never answers: whatever an engine found, they are left out here,
    and an answer left with nothing says so."""
    named = [e for e in answer.entities if not is_unnamed(e)]
    if len(named) == len(answer.entities):
        return
    run.step(Step("answer", 0, note=f"left out {len(answer.entities) - len(named)} unnamed (mediator) node(s): they "
                                    "are walked through, never answers"))
    if answer.text == answer_text(answer.entities) or not answer.text:
        answer.text = answer_text(named)
    answer.entities = named
    if not named and answer.provenance in (Provenance.KG_EXACT, Provenance.KG_APPROXIMATE):
        answer.text, answer.provenance = "I don't know.", Provenance.NONE


def link_topics(run: Run, linker: EntityLinker, question: str, keep: int,
                note: str = "topic entities found in the question") -> tuple[list[EntityMatch], bool]:
    """The entities the question names, best first, and whether the best was found by its exact name; a "link"
    step lists them with the first ``keep`` marked kept."""
    matches = linker.link(question)
    run.step(Step("link", 0, [Candidate(m.entity.name or m.entity.id, m.score, i < keep, f"{m.method}: {m.mention}")
                              for i, m in enumerate(matches)], note=note))
    return matches, bool(matches) and "exact" in matches[0].method


def answer_text(entities: list[Entity], shown: int = 10) -> str:
    """A readable answer from entities: up to ``shown`` names, then how many more."""
    names = [e.name or e.id for e in entities[:shown]]
    more = len(entities) - len(names)
    return "; ".join(names) + (f" (and {more} more)" if more > 0 else "")
