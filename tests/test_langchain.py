"""kgchat in LangChain: langchain-core's own fake chat model drives a tool-calling loop over real kgchat (the bundled
movie KB with the shipped scorer, and the tiny graph), and the retriever returns reasoning paths as documents."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, ToolMessage
from langchain_core.utils.function_calling import convert_to_openai_tool

from kgchat.chat import Chat
from kgchat.graphs import MOVIE_KB, build_graph
from kgchat.integrations.langchain import KGChatRetriever, KGChatTool
from kgchat.reasoning.tog_r import ThinkOnGraphR
from kgchat.scorers.bm25 import BM25Scorer


class ToolCallingFakeModel(GenericFakeChatModel):
    """langchain-core's GenericFakeChatModel, plus the ``bind_tools`` an agent loop calls (it records the schemas
    the model was offered; the scripted messages decide what it says)."""

    offered: list[dict] = []

    def bind_tools(self, tools, **kwargs):
        self.offered = [convert_to_openai_tool(t) for t in tools]
        return self.bind(tools=self.offered, **kwargs)


def script(question: str, seen: list[BaseMessage]) -> Iterator[AIMessage]:
    """A model that calls the tool with the user's question, then answers from what the tool returned."""
    yield AIMessage(content="", tool_calls=[{"name": "knowledge_graph", "args": {"question": question},
                                             "id": "call_1", "type": "tool_call"}])
    result = next(m for m in reversed(seen) if isinstance(m, ToolMessage))
    first_line, badge = result.content.splitlines()[:2]
    yield AIMessage(content=f"{first_line} {badge.split(':')[0]}]")


def run_agent(tool: KGChatTool, question: str) -> tuple[list[BaseMessage], GenericFakeChatModel]:
    """The tool-calling loop of a LangChain agent: call the model; run the tools it asks for; repeat."""
    messages: list[BaseMessage] = [HumanMessage(question)]
    model = ToolCallingFakeModel(messages=script(question, messages))
    bound = model.bind_tools([tool])
    for _ in range(4):
        reply = bound.invoke(messages)
        messages.append(reply)
        if not reply.tool_calls:
            break
        for call in reply.tool_calls:
            messages.append(tool.invoke(call))
    return messages, model


@pytest.fixture(scope="module")
def movie_tool(tmp_path_factory) -> KGChatTool:
    """The bundled MetaQA movie KB, built as the app builds it, with the default engine and the shipped scorer."""
    db = tmp_path_factory.mktemp("movies") / "movies.db"
    build_graph(MOVIE_KB, db).close()
    return KGChatTool.from_graph(f"sqlite:{db}")


@pytest.fixture
def tiny_chat(tiny_sqlite) -> Chat:
    return Chat(tiny_sqlite, ThinkOnGraphR(tiny_sqlite, scorer=BM25Scorer()))


@pytest.mark.slow
@pytest.mark.timeout(600)
def test_a_fake_chat_model_calls_the_tool_over_the_bundled_graph(movie_tool):
    messages, model = run_agent(movie_tool, "who directed [The Dark Knight]")
    assert [m.type for m in messages] == ["human", "ai", "tool", "ai"]
    assert model.offered[0]["function"]["name"] == "knowledge_graph"
    assert "question" in model.offered[0]["function"]["parameters"]["properties"]
    tool_message = messages[2]
    assert isinstance(tool_message, ToolMessage) and tool_message.tool_call_id == "call_1"
    assert tool_message.content.startswith("Christopher Nolan\n[KG-verified:")
    assert "path: The Dark Knight --directed_by--> Christopher Nolan" in tool_message.content
    artifact = tool_message.artifact  # the full answer JSON, as kgchat ask --json prints it
    assert artifact["answer"] == "Christopher Nolan" and artifact["provenance"] == "kg-exact"
    assert set(artifact) == {"question", "answer", "entities", "provenance", "engine", "trace", "cost"}
    assert artifact["trace"]["paths"][0]["text"] == "The Dark Knight --directed_by--> Christopher Nolan"
    assert messages[-1].content == "Christopher Nolan [KG-verified]"


def test_the_tool_badge_never_claims_more_than_the_trace(tiny_chat):
    tool = KGChatTool(chat=tiny_chat)
    messages, _ = run_agent(tool, "what is the boiling point of [Unobtainium]")
    content, artifact = messages[2].content, messages[2].artifact
    assert artifact["provenance"] == "none" and "[no answer:" in content and "path:" not in content
    assert "KG-verified" not in content


def test_the_tool_can_be_called_directly(tiny_chat):
    with pytest.raises(ValueError, match="kgchat.chat.Chat"):
        KGChatTool(chat="not a chat")
    tool = KGChatTool(chat=tiny_chat)
    assert "Christopher Nolan" in tool.invoke({"question": "who directed [Inception]"})  # content only
    message = tool.invoke({"type": "tool_call", "id": "c9", "name": tool.name,
                           "args": {"question": "who directed [Titanic]"}})
    assert message.artifact["answer"] == "James Cameron"


def test_the_retriever_returns_reasoning_paths_as_documents(tiny_chat):
    docs = KGChatRetriever(chat=tiny_chat, k=5).invoke("which films did [Christopher Nolan] direct")
    texts = {d.page_content for d in docs}
    assert texts == {f"Christopher Nolan <--directed_by-- {film}"
                     for film in ("Inception", "Interstellar", "The Dark Knight")}
    first = docs[0].metadata
    assert first["rank"] == 1 and first["provenance"] in ("kg-exact", "kg-approximate")
    assert first["engine"] and isinstance(first["score"], float)
    assert first["triples"] == [{"head": first["end"], "relation": "directed_by", "tail": "Christopher Nolan"}]
    assert KGChatRetriever(chat=tiny_chat, k=1).invoke("which films did [Christopher Nolan] direct")[0].metadata[
        "rank"] == 1


def test_no_path_means_no_documents(tiny_chat):
    assert KGChatRetriever(chat=tiny_chat).invoke("what is the boiling point of [Unobtainium]") == []


def test_the_docs_example_runs_as_written(tiny_sqlite, monkeypatch, tmp_path: Path):
    """docs/integrations.md's LangChain example, on the tiny graph instead of the movie KB."""
    text = (Path(__file__).resolve().parent.parent / "docs" / "integrations.md").read_text(encoding="utf-8")
    code = text.split("```python\n", 1)[1].split("```", 1)[0]
    code = code.replace('KGChatTool.from_graph()', f'KGChatTool.from_graph("{tiny_sqlite.spec}", scorer="bm25")')
    code = code.replace('KGChatRetriever.from_graph(k=3)',
                        f'KGChatRetriever.from_graph("{tiny_sqlite.spec}", scorer="bm25", k=3)')
    monkeypatch.setenv("KGCHAT_DATA_DIR", str(tmp_path))
    namespace: dict = {}
    exec(compile(code, "docs/integrations.md", "exec"), namespace)
    assert "Christopher Nolan" in namespace["message"].content
