"""kgchat inside LangChain: a tool an agent calls for grounded facts, and a retriever of reasoning paths.

Needs only ``langchain-core`` (``pip install 'kgchat[llm]'``).

- ``KGChatTool``: ``question -> answer``. The tool's content (what the agent's model reads) is the answer text, its
  badge (how far to trust it, never more than the trace shows), what the question left uncovered, and the paths
  that support it; the artifact (``ToolMessage.artifact``, not sent to the model) is the full answer JSON, the same
  as ``kgchat ask --json``.
- ``KGChatRetriever``: ``query -> documents``, one per reasoning path the engine kept, best first. Page content is
  the path as text (``Inception --directed_by--> Christopher Nolan``); metadata holds its triples, score and rank,
  and the answer's provenance, engine and text. An answer with no path in the graph (LLM-only, or none) gives no
  documents: the retriever returns evidence, not guesses.

Both wrap a ``kgchat.chat.Chat`` (``from_graph`` opens one the way ``kgchat ask`` does). Example: docs/integrations.md.
"""

from __future__ import annotations

from typing import Any

from kgchat.chat import DEFAULT_ENGINE, Chat
from kgchat.export import BADGES
from kgchat.extras import require
from kgchat.types import Answer, Provenance

require("langchain_core", "kgchat.integrations.langchain")  # a clear message before the imports below fail
from langchain_core.callbacks import CallbackManagerForRetrieverRun, CallbackManagerForToolRun  # noqa: E402
from langchain_core.documents import Document  # noqa: E402
from langchain_core.retrievers import BaseRetriever  # noqa: E402
from langchain_core.tools import BaseTool  # noqa: E402
from pydantic import BaseModel, ConfigDict, Field, field_validator  # noqa: E402

__all__ = ["KGChatRetriever", "KGChatTool", "answer_documents", "answer_summary"]

MAX_PATHS_SHOWN = 5  # paths written into the tool's content (all of them are in the artifact)


def _open(graph: str | None, engine: str, llm: str | None, **options: Any) -> Chat:
    return Chat.open(graph, engine, llm, **options)


def _a_chat(value: Any) -> Chat:
    # Declared as Any for pydantic (a Chat holds a live graph connection, which it cannot describe), checked here.
    if not isinstance(value, Chat):
        raise ValueError("chat must be a kgchat.chat.Chat; from_graph(...) opens one from a graph spec")
    return value


def answer_summary(answer: Answer, max_paths: int = MAX_PATHS_SHOWN) -> str:
    """What a model reads of an answer: text, badge with its meaning, what was left out, logical form, paths."""
    label, meaning = BADGES[answer.provenance]
    lines = [answer.text, f"[{label}: {meaning}]"]
    if answer.provenance is Provenance.KG_APPROXIMATE and answer.trace.not_covered:
        lines.append("not covered by the graph: " + ", ".join(answer.trace.not_covered))
    if answer.trace.logical_form:
        lines.append(f"logical form: {answer.trace.logical_form}")
    lines += [f"path: {p.as_text()}" for p in answer.trace.paths[:max_paths]]
    if len(answer.trace.paths) > max_paths:
        lines.append(f"({len(answer.trace.paths) - max_paths} more paths in the artifact)")
    return "\n".join(lines)


def answer_documents(answer: Answer, k: int | None = None) -> list[Document]:
    """One document per reasoning path of ``answer`` (best first, at most ``k``)."""
    paths = answer.trace.paths if k is None else answer.trace.paths[:k]
    return [Document(page_content=p.as_text(), metadata={
        "triples": [{"head": t.head, "relation": t.relation, "tail": t.tail} for t in p.triples()],
        "score": p.score,
        "rank": rank,
        "start": p.start.name,
        "end": p.end.name,
        "provenance": answer.provenance.value,
        "engine": answer.engine,
        "answer": answer.text,
        "question": answer.question,
        "logical_form": answer.trace.logical_form,
    }) for rank, p in enumerate(paths, start=1)]


class QuestionInput(BaseModel):
    question: str = Field(description="A factual question about the graph's entities, in plain words. Put exact "
                                      "entity names in [brackets] when you know them, e.g. 'who directed [Heat]'.")


class KGChatTool(BaseTool):
    """A LangChain tool answering questions from a knowledge graph, with the paths behind each answer."""

    model_config = ConfigDict(arbitrary_types_allowed=True)

    name: str = "knowledge_graph"
    description: str = (
        "Look up facts in a knowledge graph. Returns the answer, a badge saying whether the graph verified it "
        "(KG-verified, approximate, LLM-only, no answer) and the graph paths that support it. Use it for factual "
        "questions about the graph's entities; trust only verified answers as facts.")
    args_schema: type[BaseModel] = QuestionInput
    response_format: str = "content_and_artifact"
    chat: Any = Field(exclude=True, description="the kgchat.chat.Chat that answers")

    @field_validator("chat")
    @classmethod
    def check_chat(cls, value: Any) -> Chat:
        return _a_chat(value)

    @classmethod
    def from_graph(cls, graph: str | None = None, engine: str = DEFAULT_ENGINE, llm: str | None = None,
                   **options: Any) -> KGChatTool:
        """Open the graph the way ``kgchat ask`` does (spec, engine, LLM spec; ``options`` go to ``Chat.open``)."""
        return cls(chat=_open(graph, engine, llm, **options))

    def _run(self, question: str, run_manager: CallbackManagerForToolRun | None = None) -> tuple[str, dict]:
        answer = self.chat.ask(question)
        return answer_summary(answer), answer.to_dict()


class KGChatRetriever(BaseRetriever):
    """A LangChain retriever whose documents are the reasoning paths kgchat followed to answer the query."""

    model_config = ConfigDict(arbitrary_types_allowed=True)

    chat: Any = Field(exclude=True, description="the kgchat.chat.Chat that answers")
    k: int = Field(5, ge=1)  # documents (paths) returned at most

    @field_validator("chat")
    @classmethod
    def check_chat(cls, value: Any) -> Chat:
        return _a_chat(value)

    @classmethod
    def from_graph(cls, graph: str | None = None, engine: str = DEFAULT_ENGINE, llm: str | None = None,
                   k: int = 5, **options: Any) -> KGChatRetriever:
        return cls(chat=_open(graph, engine, llm, **options), k=k)

    def _get_relevant_documents(self, query: str, *,
                                run_manager: CallbackManagerForRetrieverRun) -> list[Document]:
        return answer_documents(self.chat.ask(query), self.k)
