"""LLM scorer: the LLM chooses among relations or entities (``LLM.choose``), pruning Think-on-Graph's search.

How the choice is read depends on the LLM (``kgchat.llm.choice``): the candidates' own log-probabilities with a
local llama.cpp model, a reply constrained to the candidates by a JSON schema with an OpenAI-compatible server,
free ``candidate: score`` lines read back otherwise. Either way each candidate gets a probability; a reply with
nothing usable raises LLMResponseError so the engine can record it and fall back.

As a scorer of its own (``--scorer llm`` with an ``--llm``), it rates relation chains for the engines' no-LLM
search, so that the LLM's relation choice can be compared with the other scorers on the same search.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from kgchat import prompts
from kgchat.llm.choice import parse_scores
from kgchat.scorers.base import BaseScorer
from kgchat.types import LLMExchange

__all__ = ["LLMScorer", "graph_text", "parse_scores"]


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
