"""``kgchat doctor``: which LLM this installation uses, where its file is, what it is, and how fast it runs here."""

from __future__ import annotations

import resource
import sys
import time

import click

from kgchat.cli.common import friendly_errors

SPEED_PROMPT = "Count from 1 to 60, the numbers separated by spaces."


@click.command()
@click.option("--llm", "llm_spec", default=None, help="Check this LLM spec instead of the configured one.")
@click.option("--no-measure", is_flag=True, help="Do not load the model or send a request: configuration only.")
@click.option("--tokens", type=click.IntRange(8, 512), default=48, show_default=True,
              help="Tokens to write for the speed figure.")
@friendly_errors
def doctor(llm_spec, no_measure, tokens) -> None:
    """Say which LLM is configured (and which answers when the graph cannot), where its model file is, its
    SHA-256, and how many tokens per second it writes, measured now.

    \b
    Example:
      kgchat doctor
      kgchat doctor --llm local
      kgchat doctor --llm openai:gpt-4o-mini --no-measure
    """
    from kgchat import __version__
    from kgchat.chat import fallback_llm
    from kgchat.config import load_settings
    from kgchat.llm import make_llm
    from kgchat.llm.local_model import INSTALL, MODEL, available

    settings = load_settings()
    click.echo(f"kgchat {__version__}, Python {sys.version.split()[0]}; data directory {settings.data_dir}")
    spec = llm_spec or settings.llm
    click.echo(f"LLM: {spec}" + ("" if llm_spec else "  (KGCHAT_LLM, or --llm of each command)"))
    llm = make_llm(spec, base_url=settings.llm_base_url)
    role = "LLM"
    if llm is None:
        llm = fallback_llm(None, settings)
        role = "fallback LLM"
        click.echo(f"Fallback LLM (KGCHAT_FALLBACK_LLM={settings.fallback_llm}), for questions the graph cannot "
                   f"answer: {llm.spec if llm is not None else 'none'}")
    installed = available(cache=settings.llm_cache)
    click.echo(f"Local model ({MODEL.name}): " + ("installed" if installed else f"not installed: {INSTALL}")
               + f"; model cache {settings.llm_cache}")
    if llm is None:
        click.echo("No LLM: answers come from the graph only; a question it cannot answer gets \"I don't know\".")
        return
    _describe(llm, role, measure=not no_measure)
    if not no_measure:
        _speed(llm, tokens)


def _describe(llm, role: str, measure: bool) -> None:
    from kgchat.llm.llamacpp_llm import LlamaCppLLM

    if isinstance(llm, LlamaCppLLM):
        if not measure:
            click.echo(f"{role}: {llm.name}, file {llm.path} (not loaded: --no-measure)")
            return
        info = llm.info()
        checked = "matches the published hash" if info["sha256_checked"] else "computed now"
        device = f"GPU ({info['gpu_layers']} layers offloaded)" if info["gpu_layers"] else "CPU"
        click.echo(f"{role}: {info['model']}\n"
                   f"  file: {info['file']} ({info['bytes']:,} bytes)\n"
                   f"  sha256: {info['sha256']} ({checked})\n"
                   f"  from: {info['source']}\n"
                   f"  llama.cpp: llama-cpp-python {info['llama_cpp']} on {device}, {info['threads']} thread(s), "
                   f"context {info['n_ctx']} tokens; CUDA build: {'yes' if info['gpu_offload'] else 'no'}\n"
                   f"  loaded in {info['load_seconds']:.2f} s (hash check included)")
        return
    where = getattr(llm, "where", None) or getattr(llm, "path", None) or ""
    click.echo(f"{role}: {llm.spec}" + (f" at {where}" if where else ""))


def _speed(llm, tokens: int) -> None:
    from kgchat.errors import KGChatError

    try:
        llm.complete(SPEED_PROMPT, max_tokens=8, purpose="doctor")  # warm up: the prompt is read once here
        start = time.perf_counter()
        done = llm.complete(SPEED_PROMPT, max_tokens=tokens, purpose="doctor")
    except KGChatError as exc:
        click.echo(f"  speed: not measured, the request failed: {exc}")
        return
    seconds = time.perf_counter() - start
    rate = done.completion_tokens / seconds if seconds > 0 else 0.0
    click.echo(f"  speed: wrote {done.completion_tokens} tokens in {seconds:.2f} s = {rate:.1f} tokens/s "
               f"(measured now; the prompt, already read once, included)")
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024 / 1024  # kB on Linux
    click.echo(f"  memory: this process peaked at {rss:.2f} GB resident")
