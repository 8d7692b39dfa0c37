"""Progressive answering (after ADMUS): exact graph answer → relaxed graph answer → plain LLM → "I don't know".

1. ``kg-exact``: the engine as configured, topic entities linked by name.
2. ``kg-approximate``: the engine's relaxed variant (``Engine.relaxed``; for ToG: fuzzy topic entities with a wider
   linking margin, more relations kept per step and a wider beam) when the exact pass found nothing in the graph.
3. ``llm-only``: the LLM answers from its own knowledge, labelled as not verified by the graph.
4. ``none``: "I don't know."
Each stage's steps are kept in one trace, and costs add up.
"""

from __future__ import annotations

from kgchat.linking import check_question
from kgchat.llm.base import TextCallback
from kgchat.reasoning.base import Engine, StepCallback, StopCheck
from kgchat.reasoning.llm_alone import ask_alone
from kgchat.types import Answer, Cost, Entity, Provenance, Step


def _merge_cost(a: Cost, b: Cost) -> Cost:
    return Cost(a.llm_calls + b.llm_calls, a.prompt_tokens + b.prompt_tokens,
                a.completion_tokens + b.completion_tokens, a.graph_queries + b.graph_queries, a.seconds + b.seconds)


def answer_progressively(engine: Engine, question: str, llm=None, on_step: StepCallback | None = None,
                         should_stop: StopCheck | None = None, topics: list[Entity] | None = None,
                         on_text: TextCallback | None = None) -> Answer:
    """Ask ``engine``; fall back stage by stage until something can be said, and say how far to trust it.

    ``topics``: entities to start from instead of linking them from the text (a follow-up's resolved references).
    ``on_text`` receives the LLM's answer of stage 3 as it is written.
    """
    question = check_question(question)
    first = engine.ask(question, topics=topics, on_step=on_step, should_stop=should_stop)
    if first.provenance in (Provenance.KG_EXACT, Provenance.KG_APPROXIMATE) or first.trace.extra.get("stopped"):
        return first
    answer = first
    relaxed = engine.relaxed()
    if relaxed is not None:
        note = Step("fallback", 0, note="no exact graph answer; retrying with fuzzy entities and wider pruning")
        answer.trace.add(note)
        if on_step:
            on_step(note)
        second = relaxed.ask(question, topics=topics, on_step=on_step, should_stop=should_stop)
        if second.provenance in (Provenance.KG_EXACT, Provenance.KG_APPROXIMATE):
            second.provenance = Provenance.KG_APPROXIMATE
            second.trace.steps = first.trace.steps + second.trace.steps
            second.trace.llm = first.trace.llm + second.trace.llm
            second.cost = _merge_cost(first.cost, second.cost)
            return second
        answer.cost = _merge_cost(answer.cost, second.cost)
        answer.trace.llm += second.trace.llm
    if answer.provenance is Provenance.LLM_ONLY:
        return answer  # the engine already asked the LLM on its own knowledge
    if llm is not None and not (should_stop is not None and should_stop()):
        note = Step("fallback", 0, note="the graph has no answer; asking the LLM alone (its answer is not verified "
                                        "by the graph)")
        answer.trace.add(note)
        if on_step:
            on_step(note)
        text, done = ask_alone(llm, question, on_text)
        answer.trace.llm.append(done)
        answer.cost.llm_calls += 1
        answer.cost.prompt_tokens += done.prompt_tokens
        answer.cost.completion_tokens += done.completion_tokens
        answer.cost.seconds = round(answer.cost.seconds + done.seconds, 6)
        if text is not None:
            answer.text, answer.entities, answer.provenance = text, [], Provenance.LLM_ONLY
            answer.trace.add(Step("fallback", 0, note="answered by the LLM alone: not verified by the graph"))
            return answer
    answer.text, answer.entities, answer.provenance = "I don't know.", [], Provenance.NONE
    answer.trace.add(Step("fallback", 0, note="neither the graph nor the LLM could answer" if llm is not None
                          else "the graph has no answer, and no LLM is set up to answer alone"))
    return answer
