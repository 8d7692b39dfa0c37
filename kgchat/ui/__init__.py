"""The Gradio app (the only part of kgchat that imports gradio; ``service`` and ``render`` do not).

The explored-subgraph layout the figure draws is ``kgchat.subgraph`` (shared with the HTML export).

``build_app(service)`` makes the Blocks; ``launch(...)`` builds them over the configured graph, serves them and
mounts the HTTP API (``kgchat.integrations.http_api``) at ``/api/v1`` on the same FastAPI app.

Reload mode (``gradio app.py``): Gradio runs app.py, then re-executes it in its watcher thread whenever a source file
changes (after dropping every kgchat module from ``sys.modules``) and swaps in the module's new ``demo``. There
``demo.launch`` returns at once without an app, so ``launch`` neither mounts anything nor blocks; it returns the new
Blocks for app.py to expose as ``demo``. Each Blocks carries its own API (built from the same, freshly imported
modules as its service), and the mounted ``CurrentApi`` forwards to the API of whichever Blocks the server runs
now, so old objects never meet new classes.
"""

from __future__ import annotations

import logging
import os
import threading
from typing import TYPE_CHECKING

os.environ.setdefault("GRADIO_ANALYTICS_ENABLED", "False")  # before gradio is imported: no telemetry, offline

from kgchat.chat import DEFAULT_ENGINE  # noqa: E402 - after the environment is set

if TYPE_CHECKING:
    import gradio as gr

    from kgchat.ui.service import AppService

__all__ = ["CurrentApi", "build_app", "launch"]

log = logging.getLogger(__name__)


class CurrentApi:
    """ASGI app at /api/v1 that forwards to the HTTP API of the Blocks the Gradio server runs now.

    ``launch`` stores each Blocks' API on it as ``kgchat_api``; Gradio's reload mode replaces ``server.blocks``.
    """

    def __init__(self, server):
        self.server = server  # gradio.routes.App

    async def __call__(self, scope, receive, send) -> None:
        await self.server.blocks.kgchat_api(scope, receive, send)


def build_app(service: AppService | None = None) -> gr.Blocks:
    from kgchat.ui.layout import build_app as _build

    return _build(service)


def launch(host: str | None = None, port: int | None = None, graph: str | None = None, engine: str = DEFAULT_ENGINE,
           llm: str | None = None, require_login: bool = False, warm: bool = True, block: bool = True,
           scorer: str = "auto", concurrency: int | None = None) -> gr.Blocks:
    """Serve the UI and the HTTP API (defaults from Settings: KGCHAT_HOST / KGCHAT_PORT, else GRADIO_SERVER_NAME /
    GRADIO_SERVER_PORT; KGCHAT_GRAPH / KGCHAT_LLM; KGCHAT_CONCURRENCY questions answered at once).

    ``require_login`` puts Gradio's sign-in page in front of the whole app, accepting the KGCHAT_EXPERTS users;
    without it everyone can read and experts sign in on the Corrections tab. ``warm`` opens the graph (building
    the movie KB on first use, with progress in the terminal) in the background right after start.
    """
    from kgchat.config import load_settings
    from kgchat.errors import ConfigError
    from kgchat.extras import require

    for module in ("gradio", "plotly"):
        require(module, "The web UI (kgchat serve, python app.py)")
    from kgchat.ui.service import AppService, ChatConfig
    from kgchat.ui.theme import CSS, theme

    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    for noisy in ("httpx", "httpcore", "urllib3", "bm25s"):
        logging.getLogger(noisy).setLevel(logging.WARNING)
    settings = load_settings()
    if require_login and not settings.experts:
        raise ConfigError("--require-login needs experts: set KGCHAT_EXPERTS='alice:secret,bob:other'.")
    if concurrency is not None:
        if concurrency < 1:
            raise ConfigError("--concurrency must be at least 1 (questions answered at once).")
        settings.concurrency = concurrency
    default = ChatConfig(graph=graph or settings.graph, engine=engine, llm=llm or settings.llm,
                         llm_base_url=settings.llm_base_url, scorer=scorer)
    service = AppService(settings, default)
    demo = build_app(service)
    from kgchat.integrations.http_api import PREFIX, build_api

    demo.kgchat_api = build_api(service, require_login)  # served through CurrentApi (see the module docstring)
    host, port = host or settings.host, port or settings.port
    # uvicorn believes X-Forwarded-For only from these addresses (its default, 127.0.0.1, would let any local
    # client pick the address the rate limit and the sign-in back-off count): none unless configured.
    os.environ["FORWARDED_ALLOW_IPS"] = ",".join(settings.trusted_proxies)
    try:
        app, _url, _share = demo.launch(
            server_name=host, server_port=port, theme=theme(), css=CSS,
            auth=list(settings.experts.items()) if require_login else None,
            auth_message="kgchat: sign in (experts from KGCHAT_EXPERTS)", show_error=False, ssr_mode=False,
            mcp_server=False, pwa=False, footer_links=[], prevent_thread_lock=True, quiet=False,
            max_file_size=int(settings.upload_max_mb * 1_000_000),  # larger uploads are refused while received
        )
    except OSError as exc:  # port taken, address not available
        raise ConfigError(f"Cannot listen on {host}:{port} ({exc}). Choose another with --port or KGCHAT_PORT."
                          ) from exc
    if app is None:  # re-executed by Gradio's reload watcher: the server is running; it swaps this demo in
        log.info("reload: the UI and the HTTP API were rebuilt from the changed sources")
        return demo
    if require_login:
        from kgchat.ui.login import guard_login

        guard_login(app, service.signin)  # Gradio's /login behind the same back-off as every other sign-in
    app.mount(PREFIX, CurrentApi(app))
    log.info("HTTP API at %s%s (routes: %s/docs)", str(_url).rstrip("/"), PREFIX, PREFIX)
    if warm:
        threading.Thread(target=service.warm_up, name="kgchat-warm-up", daemon=True).start()
    threading.Thread(target=service.keep_clean, name="kgchat-clean-up", daemon=True).start()
    if block:
        demo.block_thread()
    return demo
