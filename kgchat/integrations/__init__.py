"""kgchat from other programs.

- ``langchain``: ``KGChatTool`` (a LangChain tool answering from the graph) and ``KGChatRetriever`` (reasoning paths
  as LangChain documents). Needs only ``langchain-core``.
- ``http_api``: the versioned JSON API (``/api/v1``) that ``kgchat serve`` mounts on the UI's FastAPI app.
- ``ratelimit``: the per-client request limit of that API.

Nothing is imported here, so ``import kgchat.integrations`` costs nothing and needs neither LangChain nor FastAPI.
"""
