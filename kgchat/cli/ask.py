"""``kgchat ask``: answer one question and show how the answer was reached."""

from __future__ import annotations

import json

import click

from kgchat.cli.common import (
    DEFAULT_ENGINE,
    ENGINE_CHOICE,
    FALLBACK_HELP,
    GRAPH_HELP,
    LLM_HELP,
    SCORER_CHOICE,
    budget_options,
    friendly_errors,
)


def engine_options(fn):
    """The options every command that opens a Chat shares (graph, engine, LLM, search size, scorer)."""
    fn = click.option("--graph", "graph_spec", default=None, help=GRAPH_HELP)(fn)
    fn = click.option("--engine", type=ENGINE_CHOICE, default=DEFAULT_ENGINE, show_default=True,
                      help="Reasoning engine: auto (a router that picks one of the others per question and learns "
                           "which to trust from 👍/👎 and corrections; until then it answers as compose, with the LLM "
                           "if one is given), compose (logical forms for counts, constraints, two entities; chains by "
                           "ToG-R), Think-on-Graph (tog, tog-r), KBQA-o1 Monte Carlo tree search (mcts), or the CRF "
                           "agent (crf).")(fn)
    fn = click.option("--llm", "llm_spec", default=None, help=LLM_HELP)(fn)
    fn = click.option("--fallback-llm", "fallback_spec", default=None, help=FALLBACK_HELP)(fn)
    fn = click.option("--llm-base-url", default=None, help="OpenAI-compatible base URL (default: $OPENAI_BASE_URL).")(fn)
    fn = click.option("--width", default=3, show_default=True, help="Beam width.")(fn)
    fn = click.option("--depth", default=3, show_default=True, help="Maximum search depth.")(fn)
    fn = click.option("--scorer", type=SCORER_CHOICE, default="auto", show_default=True,
                      help="Pruning scorer when no LLM is used; llm: the --llm's choice among relations, as a "
                           "scorer; llm-mix: that choice and the zero-shot scorer (embedding) together.")(fn)
    fn = click.option("--model", "model_dir", default=None, type=click.Path(file_okay=False),
                      help="Directory of a trained scorer (kgchat train); with --engine mcts also the policy "
                           "`kgchat train --engine mcts` wrote, or a Hugging Face causal LM as an untrained one.")(fn)
    return fn


@click.command()
@click.argument("question")
@engine_options
@budget_options
@click.option("--json", "as_json", is_flag=True, help="Print the full answer with its trace as JSON.")
@friendly_errors
def ask(question: str, graph_spec, engine, llm_spec, fallback_spec, llm_base_url, width, depth, scorer, model_dir,
        budget, budget_day, as_json) -> None:
    """Answer a question from the graph and show how the answer was reached.

    \b
    Example:
      kgchat ask "which movies did [Christopher Nolan] direct" --json
      kgchat ask "how many films did [Christopher Nolan] direct" --engine auto --budget 2000
      kgchat ask "who is the president of France" --fallback-llm local
    """
    from kgchat.chat import Chat
    from kgchat.export import cost_text
    from kgchat.linking import check_question
    from kgchat.reasoning.evidence import evidence_text
    from kgchat.types import Provenance

    check_question(question)  # refuse bad input before loading anything
    chat = Chat.open(graph_spec, engine, llm_spec, llm_base_url, width, depth, scorer, model_dir, progress=True,
                     budget=budget, budget_day=budget_day, fallback=fallback_spec)
    answer = chat.ask(question)
    if as_json:
        click.echo(json.dumps(answer.to_dict(), ensure_ascii=False, indent=2))
        return
    badge = {"kg-exact": "KG-verified", "kg-approximate": "approximate (KG, relaxed)",
             "llm-only": "LLM only, not verified", "none": "no answer"}[answer.provenance.value]
    click.echo(f"{answer.text}\n  [{badge}]")
    if routed := answer.trace.extra.get("router"):
        click.echo(f"  {routed['reason']}")
        for failure in routed["failures"]:
            click.echo(f"  {failure['arm']} failed: {failure['error']}")
    if answer.provenance is not Provenance.LLM_ONLY:  # an LLM-only answer has no support in the graph to show
        if answer.trace.logical_form:
            click.echo(f"  logical form: {answer.trace.logical_form}")
        if answer.trace.evidence:
            kept = [ev for ev in answer.trace.evidence if ev.kept]
            click.echo(f"  evidence: {len(kept)} of {len(answer.trace.evidence)} rows kept")
            for ev in kept[:10]:
                click.echo(f"    {evidence_text(ev)}" + (f"  ({ev.path.as_text()})" if ev.path and ev.test else ""))
            if len(kept) > 10:
                click.echo(f"    … and {len(kept) - 10} more (--json shows every row)")
        else:
            for p in answer.trace.paths[:5]:
                click.echo(f"  path: {p.as_text()}")
    if answer.trace.not_covered:
        click.echo("  not covered: " + ", ".join(answer.trace.not_covered))
    click.echo(f"  cost: {cost_text(answer)}")
