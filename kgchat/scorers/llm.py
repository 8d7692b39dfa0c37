"""LLM scorer: the LLM chooses among relations or entities (``LLM.choose``), pruning Think-on-Graph's search.

How the choice is read depends on the LLM (``kgchat.llm.choice``): the candidates' own log-probabilities with a
local llama.cpp model, a reply constrained to the candidates by a JSON schema with an OpenAI-compatible server,
free ``candidate: score`` lines read back otherwise. Either way each candidate gets a probability; a reply with
nothing usable raises LLMResponseError so the engine can record it and fall back.

As a scorer of its own (``--scorer llm`` with an ``--llm``), ``LLMChainScorer`` rates relation chains for the
engines' no-LLM search, so that the LLM's relation choice can be compared with the other scorers on the same search.
"""

from __future__ import annotations

import re
import threading
from collections import OrderedDict
from collections.abc import Callable, Sequence

from kgchat import prompts
from kgchat.chains import HOP_SEP
from kgchat.llm.choice import parse_scores
from kgchat.scorers.base import BaseScorer
from kgchat.types import LLMExchange

__all__ = ["LLMChainScorer", "LLMScorer", "graph_text", "parse_scores"]


def graph_text(text: str) -> str:
    """Graph text for a prompt: one line, and unable to close the <graph> data block early."""
    return re.sub(r"</?\s*graph\s*>", "", " ".join(str(text).split()), flags=re.IGNORECASE)


class LLMScorer(BaseScorer):
    """Relation or entity pruning by an LLM's choice (``prompts/relation_prune.txt`` / ``entity_prune.txt``)."""

    name = "llm"
    reads_masked_question = True  # an LLM reads the whole question; only the entity mentions are left out

    def __init__(self, llm, record: Callable[[LLMExchange], None] | None = None, top_k: int = 3):
        self.llm = llm
        self.record = record
        self.top_k = top_k

    def _choose(self, purpose: str, task: str, shown: list[str], k: int) -> list[float]:
        choice = self.llm.choose(task, shown, purpose=purpose, k=k)
        if self.record:
            self.record(choice.exchange(purpose))
        return choice.scores

    def score(self, question: str, options: Sequence[str], context: str = "") -> list[float]:
        """Relation pruning: ``context`` is the entity the relations hang off."""
        if not options:
            return []
        shown = [graph_text(o) for o in options]
        task = prompts.render("relation_prune", question=graph_text(question),
                              entity=graph_text(context) or "(the question's topic entity)",
                              relations="\n".join(f"- {o}" for o in shown))
        return self._choose("relation_prune", task, shown, min(self.top_k, len(options)))

    def score_entities(self, question: str, relation: str, entities: Sequence[str]) -> list[float]:
        if not entities:
            return []
        shown = [graph_text(e) for e in entities]
        task = prompts.render("entity_prune", question=graph_text(question), relation=graph_text(relation),
                              entities="\n".join(f"- {e}" for e in shown))
        return self._choose("entity_prune", task, shown, len(entities))


STOP = "stop"  # the choice to end the walk where it is (``prompts/relation_next.txt``)


class LLMChainScorer(LLMScorer):
    """The LLM's choice as the pruning scorer of the no-LLM search (``--scorer llm``), with scores that compare
    across depths.

    The search asks for the chains one step longer than a chain it keeps, all at once. The LLM is shown that chain
    as the path so far and chooses its next step among the new last steps and ``stop``
    (``prompts/relation_next.txt``; the first steps, from the topic entity, with ``prompts/relation_prune.txt``).
    ``LLM.choose`` normalises over the options of one call, so the bare probability of a step would make nearly
    every longer chain beat the chain it extends (the engine goes deeper when the best chain's score rises),
    whatever the question asks. Each chain gets odds from the LLM's choices along it instead:

        x(r1) = P(r1)                                   (among the topic's first steps)
        x(c then r) = x(c) * P(r) / P(stop)             (among the next steps after c, and stopping)

    A longer chain beats the chain it extends exactly when the LLM chose its step over stopping there; within one
    call the order is the LLM's. The score is x / (1 + x), in (0, 1) and ordered as x. ``context`` is the topic
    entity the chains start from."""

    def __init__(self, llm, record: Callable[[LLMExchange], None] | None = None, top_k: int = 3,
                 memory: int = 4096):
        super().__init__(llm, record, top_k)
        self._odds: OrderedDict[tuple[str, str, str], float] = OrderedDict()  # (question, topic, chain) -> x
        self._memory = memory
        self._lock = threading.Lock()

    def score(self, question: str, options: Sequence[str], context: str = "") -> list[float]:
        if not options:
            return []
        parents = {o.rsplit(HOP_SEP, 1)[0] if HOP_SEP in o else "" for o in options}
        parent = parents.pop() if len(parents) == 1 else ""
        if parent:
            p = list(self._next_step(question, context, parent, [o[len(parent) + len(HOP_SEP):] for o in options]))
            stop = p.pop()
        else:
            p, stop = super().score(question, options, context), 1.0
        with self._lock:
            before = self._odds.get((question, context, parent), 1.0) if parent else 1.0
            out = []
            for option, q in zip(options, p, strict=True):
                x = before * q / max(stop, 1e-12)
                self._odds[(question, context, option)] = x
                out.append(x / (1.0 + x))
            while len(self._odds) > self._memory:
                self._odds.popitem(last=False)
        return out

    def _next_step(self, question: str, topic: str, path: str, steps: list[str]) -> list[float]:
        """The LLM's probability for each of ``steps`` after ``path``, and last for stopping there."""
        stop = STOP if STOP not in steps else f"({STOP})"
        shown = [graph_text(s) for s in [*steps, stop]]
        task = prompts.render("relation_next", question=graph_text(question),
                              entity=graph_text(topic) or "(the question's topic entity)", path=graph_text(path),
                              relations="\n".join(f"- {o}" for o in shown))
        return self._choose("relation_prune", task, shown, min(self.top_k, len(shown)))
