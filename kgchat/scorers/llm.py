"""LLM scorer: asks the model to pick and score options (scores meant to sum to 1), parsing imperfect replies.

Replies seen in the wild include numbered lists, bullets, quotes, ``{name (Score: 0.4)}`` (the reference code's
format), percentages and extra prose; all of those parse. Options the model did not mention score 0. A reply with
nothing usable raises LLMResponseError so the engine can record it and fall back.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable, Sequence

from rapidfuzz import fuzz

from kgchat import prompts
from kgchat.errors import LLMResponseError
from kgchat.scorers.base import BaseScorer
from kgchat.types import LLMExchange

_NUMBER = re.compile(r"(\d+(?:\.\d+)?|\.\d+)\s*(%)?")
_PREFIX = re.compile(r"^\s*(?:[-*•]|\d+[.)]|\(\d+\))\s*")


def graph_text(text: str) -> str:
    """Graph text for a prompt: one line, and unable to close the <graph> data block early."""
    return re.sub(r"</?\s*graph\s*>", "", " ".join(str(text).split()), flags=re.IGNORECASE)


def parse_scores(reply: str, options: Sequence[str]) -> list[float]:
    """Map each option to the score the reply gives it (0 when absent); normalised to sum to 1 when possible."""
    by_norm = {o.casefold(): i for i, o in enumerate(options)}
    scores = [0.0] * len(options)
    hits = 0
    for raw in reply.splitlines():
        line = _PREFIX.sub("", raw.strip().strip("{}[]"))
        if not line:
            continue
        # The name is whatever precedes the last number on the line.
        numbers = list(_NUMBER.finditer(line))
        if not numbers:
            continue
        num = numbers[-1]
        value = float(num.group(1)) / (100.0 if num.group(2) or float(num.group(1)) > 1.0 else 1.0)
        name = re.sub(r"\(?\s*score\s*[:=]?\s*$", "", line[: num.start()], flags=re.IGNORECASE)
        name = name.strip().strip(":=-–—,;()\"'`*").strip()
        if not name:
            continue
        idx = by_norm.get(name.casefold())
        if idx is None:  # an option named inside surrounding words, e.g. 'Sure! "written_by"'
            inside = [i for i, o in enumerate(options) if o.casefold() in name.casefold()]
            idx = max(inside, key=lambda i: len(options[i])) if inside else None
        if idx is None:
            best = max(range(len(options)), key=lambda i: fuzz.ratio(name.casefold(), options[i].casefold()), default=None)
            if best is None or fuzz.ratio(name.casefold(), options[best].casefold()) < 85:
                continue
            idx = best
        scores[idx] = max(scores[idx], min(max(value, 0.0), 1.0))
        hits += 1
    if not hits:
        raise LLMResponseError(f"Could not read any scores from the LLM reply: {reply[:200]!r}")
    total = sum(scores)
    return [s / total for s in scores] if total > 0 else scores


class LLMScorer(BaseScorer):
    """Relation or entity pruning by prompting an LLM (``prompts/relation_prune.txt`` / ``entity_prune.txt``)."""

    name = "llm"

    def __init__(self, llm, record: Callable[[LLMExchange], None] | None = None, top_k: int = 3):
        self.llm = llm
        self.record = record
        self.top_k = top_k

    def _ask(self, purpose: str, prompt: str) -> str:
        start = time.perf_counter()
        done = self.llm.complete(prompt, purpose=purpose, max_tokens=256, temperature=0.0)
        if self.record:
            self.record(LLMExchange(purpose, prompt, done.text, done.prompt_tokens, done.completion_tokens,
                                    round(time.perf_counter() - start, 4)))
        return done.text

    def score(self, question: str, options: Sequence[str], context: str = "") -> list[float]:
        """Relation pruning: ``context`` is the entity the relations hang off."""
        if not options:
            return []
        prompt = prompts.render("relation_prune", question=graph_text(question), entity=graph_text(context),
                                relations="\n".join(f"- {graph_text(o)}" for o in options), k=min(self.top_k, len(options)))
        return parse_scores(self._ask("relation_prune", prompt), options)

    def score_entities(self, question: str, relation: str, entities: Sequence[str]) -> list[float]:
        if not entities:
            return []
        prompt = prompts.render("entity_prune", question=graph_text(question), relation=graph_text(relation),
                                entities="\n".join(f"- {graph_text(e)}" for e in entities))
        return parse_scores(self._ask("entity_prune", prompt), entities)
