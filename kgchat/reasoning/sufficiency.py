"""ToG's "are these facts enough to answer?" check, the badge's last one when an LLM is configured: the facts behind
an answer (its paths, then its evidence rows), quoted as graph data in the ``sufficiency`` prompt, and the LLM's Yes
or No (a candidate's log-probability when it can score continuations, else the first word of its reply).
"""

from __future__ import annotations

import re

from kgchat import prompts
from kgchat.types import Answer, Direction, LLMExchange


def sufficient(llm, answer: Answer) -> tuple[bool, str]:
    """(whether ``llm`` finds the answer's facts enough to answer its question, its reply); the exchange and its
    cost go into the answer's trace."""
    from kgchat.errors import LLMUnavailable
    from kgchat.llm.base import ContinuationScorer

    prompt = sufficiency_task(answer)
    if isinstance(llm, ContinuationScorer):
        try:
            yes, no = llm.score_continuations(prompt, [" Yes", " No"])
        except LLMUnavailable:
            pass  # an adapter that cannot score candidates answers in words below
        else:
            reply = f"Yes ({yes:.2f} vs {no:.2f})" if yes >= no else f"No ({no:.2f} vs {yes:.2f})"
            answer.trace.llm.append(LLMExchange("sufficiency", prompt, reply))
            return yes >= no, reply
    done = llm.complete(prompt, purpose="sufficiency", max_tokens=64, temperature=0.0)
    answer.trace.llm.append(LLMExchange("sufficiency", prompt, done.text, done.prompt_tokens,
                                        done.completion_tokens, round(done.seconds, 4)))
    answer.cost.llm_calls += 1
    answer.cost.prompt_tokens += done.prompt_tokens
    answer.cost.completion_tokens += done.completion_tokens
    reply = done.text.strip()
    return bool(re.match(r"^\W*yes\b", reply, flags=re.IGNORECASE)), reply


def sufficiency_task(answer: Answer) -> str:
    """ToG's "are these facts enough?" prompt for ``answer``: its question and the facts behind it (``facts``), the
    facts quoted as graph data."""
    from kgchat.scorers.llm import graph_text

    triples = "\n".join(f"({graph_text(h)}, {graph_text(r)}, {graph_text(t)})" for h, r, t in facts(answer))
    return prompts.render("sufficiency", question=graph_text(answer.question), triples=triples or "(none)")


def facts(answer: Answer) -> list[tuple[str, str, str]]:
    """The facts behind an answer, as (subject, relation, object) names: its paths, then its evidence rows."""
    out: dict[tuple[str, str, str], None] = {}
    for path in [*answer.trace.paths, *(ev.path for ev in answer.trace.evidence if ev.path is not None)][:20]:
        prev = path.start
        for hop in path.hops:
            head, tail = (prev, hop.entity) if hop.direction is Direction.OUT else (hop.entity, prev)
            out.setdefault((head.name or head.id, hop.relation, tail.name or tail.id), None)
            prev = hop.entity
    return list(out)[:40]
