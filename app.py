"""Run the kgchat web UI: ``python app.py`` (then open http://127.0.0.1:7860).

Options: --host, --port, --graph SPEC, --engine auto|compose|tog|tog-r|mcts|crf (default auto), --llm SPEC, --scorer, --require-login,
--concurrency N. The same as ``kgchat serve``; everything else lives in kgchat.ui. The HTTP API is served at /api/v1.

``gradio app.py`` runs it in Gradio's reload mode: the UI is rebuilt when a source file changes (``demo`` below is
what Gradio swaps in; app options go after ``--``: ``gradio app.py -- --port 7861``).
"""

import argparse
import os

os.environ.setdefault("GRADIO_ANALYTICS_ENABLED", "False")
os.environ.setdefault("HF_HUB_OFFLINE", "1")


def main(argv: list[str] | None = None):
    """Serve until stopped; returns the Blocks only when Gradio's reload watcher re-runs this file."""
    from kgchat.chat import DEFAULT_ENGINE, ENGINES, SCORERS

    p = argparse.ArgumentParser(description="kgchat: chat with a knowledge graph in the browser.")
    p.add_argument("--host", default=None, help="interface to listen on (default: $KGCHAT_HOST, $GRADIO_SERVER_NAME or 127.0.0.1)")
    p.add_argument("--port", type=int, default=None, help="port (default: $KGCHAT_PORT, $GRADIO_SERVER_PORT or 7860)")
    p.add_argument("--graph", default=None, help="graph spec (default: $KGCHAT_GRAPH or the bundled movie KB)")
    p.add_argument("--engine", choices=list(ENGINES), default=DEFAULT_ENGINE, help="reasoning engine")
    p.add_argument("--llm", default=None,
                   help="none | local | gguf:PATH | openai:MODEL | hf:PATH (default: $KGCHAT_LLM or none)")
    p.add_argument("--scorer", choices=list(SCORERS), default="auto",
                   help="pruning scorer without an LLM (bm25 starts fastest)")
    p.add_argument("--require-login", action="store_true", help="Gradio sign-in for everyone (KGCHAT_EXPERTS)")
    p.add_argument("--concurrency", type=int, default=None,
                   help="questions answered at once (default: $KGCHAT_CONCURRENCY or 8)")
    args = p.parse_args(argv)

    from kgchat.errors import KGChatError
    from kgchat.ui import launch

    try:
        return launch(args.host, args.port, args.graph, args.engine, args.llm, require_login=args.require_login,
                      scorer=args.scorer, concurrency=args.concurrency)
    except KGChatError as exc:
        raise SystemExit(f"kgchat: {exc}") from exc


if __name__ == "__main__":
    demo = main()
