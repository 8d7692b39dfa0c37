"""The LLM answering from its own knowledge, without the graph: the fallback's third stage and the router's ``llm``
arm. Such an answer is labelled ``llm-only`` (never shown as verified by the graph); "I don't know" is no answer."""

from __future__ import annotations

from kgchat import prompts
from kgchat.backends.base import GraphStore
from kgchat.llm.base import TextCallback
from kgchat.reasoning.base import Run, StepCallback, StopCheck
from kgchat.types import Answer, Entity, LLMExchange, Provenance, Step

MAX_ANSWER_TOKENS = 128  # "a short phrase" (prompts/fallback.txt); a small local model writes ~9 tokens/s on 2 cores


def ask_alone(llm, question: str, on_text: TextCallback | None = None) -> tuple[str | None, LLMExchange]:
    """The LLM's own answer to ``question`` (None when it does not know) and the exchange, for the trace;
    ``on_text`` receives the answer as it is written."""
    prompt = prompts.render("fallback", question=question)
    done = llm.complete(prompt, purpose="fallback", max_tokens=MAX_ANSWER_TOKENS, temperature=0.0, on_text=on_text)
    exchange = LLMExchange("fallback", prompt, done.text, done.prompt_tokens, done.completion_tokens, done.seconds)
    text = done.text.strip()
    return (text if text and not text.lower().startswith("i don't know") else None), exchange


class LLMAlone:
    """An engine that only asks the LLM (the graph is not read): one call per question."""

    name = "llm"

    def __init__(self, graph: GraphStore, llm):
        self.graph = graph
        self.llm = llm

    def relaxed(self) -> None:
        return None

    def ask(self, question: str, topics: list[Entity] | None = None, on_step: StepCallback | None = None,
            should_stop: StopCheck | None = None) -> Answer:
        run = Run(question, self.graph, on_step, should_stop)
        text, exchange = ask_alone(self.llm, question)
        run.record(exchange)
        if text is None:
            run.step(Step("answer", 0, note="the LLM does not know"))
            return run.finish(Answer(question, "I don't know.", provenance=Provenance.NONE, engine=self.name))
        run.step(Step("answer", 0, note="answered by the LLM alone: not verified by the graph"))
        return run.finish(Answer(question, text, provenance=Provenance.LLM_ONLY, engine=self.name))
