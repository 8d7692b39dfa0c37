"""What every kgchat command module shares: option help, the engine and scorer choices (from the single lists in
``kgchat.chat``) and the translation of kgchat errors to click errors."""

from __future__ import annotations

import functools

import click

from kgchat.chat import DEFAULT_ENGINE, ENGINES, SCORERS
from kgchat.errors import KGChatError

GRAPH_HELP = "Graph spec: sqlite:PATH, bolt://USER:PASS@HOST:PORT, neo4j://…, sparql:URL (default: the bundled movie KG)."
LLM_HELP = ("none | local (the small model of kgchat[local], in-process) | gguf:PATH | openai:MODEL | hf:PATH | "
            "langchain:PROVIDER:MODEL (default: $KGCHAT_LLM or none).")
FALLBACK_HELP = ("The LLM that answers alone, labelled \"LLM only, not verified\", when the graph cannot and no --llm "
                 "is given: auto (the local model when kgchat[local] is installed), none, or an LLM spec (default: "
                 "$KGCHAT_FALLBACK_LLM or auto).")

__all__ = ["DEFAULT_ENGINE", "ENGINE_CHOICE", "FALLBACK_HELP", "GRAPH_HELP", "LLM_HELP", "SCORER_CHOICE",
           "budget_options", "friendly_errors"]

ENGINE_CHOICE = click.Choice(list(ENGINES))
SCORER_CHOICE = click.Choice(list(SCORERS))


def budget_options(fn):
    """``--budget`` / ``--budget-day``: LLM tokens the router (``--engine auto``) may spend per question / per day."""
    fn = click.option("--budget", type=click.IntRange(min=0), default=None,
                      help="With engine auto (the default): LLM tokens one question may use; once spent only arms without an "
                           "LLM run (default: $KGCHAT_BUDGET, no limit).")(fn)
    fn = click.option("--budget-day", type=click.IntRange(min=0), default=None,
                      help="With engine auto (the default): LLM tokens all questions of a UTC day may use (default: "
                           "$KGCHAT_BUDGET_DAY, no limit).")(fn)
    return fn


def friendly_errors(fn):
    """Turn kgchat errors into one readable line and exit code 1 (no stack traces for expected failures)."""
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        try:
            return fn(*args, **kwargs)
        except KGChatError as exc:
            raise click.ClickException(str(exc)) from exc
    return wrapper
