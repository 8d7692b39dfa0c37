"""``kgchat router show|export|reset``: what ``--engine auto`` has learnt, kept in the data directory."""

from __future__ import annotations

import json
from pathlib import Path

import click

from kgchat.cli.common import friendly_errors
from kgchat.text import json_terminal_safe
from kgchat.text import terminal_safe as safe


def _memory(create: bool = False):
    from kgchat.config import load_settings
    from kgchat.reasoning.router import open_memory

    path = load_settings().router_db
    if not create and not path.exists():
        return None, path
    return open_memory(path), path


@click.group("router")
def router() -> None:
    """What `--engine auto` has learnt about which engine to trust: show it, export it, or start over.

    \b
    Example:
      kgchat router show
      kgchat router export --out router.json
    """


@router.command("show")
@click.option("--clusters", "n_clusters", default=10, show_default=True, help="Largest question clusters to list.")
@click.option("--json", "as_json", is_flag=True, help="Print the summary as JSON.")
@friendly_errors
def show(n_clusters: int, as_json: bool) -> None:
    """Arms (success rate, cost, cost regret), the largest question clusters and today's LLM spending.

    Cluster labels are questions people asked: control and invisible characters in them are printed as escapes.

    \b
    Example:
      kgchat router show --clusters 5
    """
    memory, path = _memory()
    if memory is None:
        click.echo(f"Nothing learnt yet ({path} does not exist): ask with --engine auto first.")
        return
    s = memory.summary()
    if as_json:
        click.echo(json_terminal_safe(json.dumps(s, indent=2, ensure_ascii=False)))
        return
    click.echo(f"{safe(s['path'])}: {s['decisions']} decisions; verdicts: "
               + (", ".join(f"{safe(k)} {v}" for k, v in sorted(s["verdicts"].items())) or "none")
               + f"; LLM tokens today: {s['spent_today']:,}")
    for graph in dict.fromkeys(a["graph"] for a in s["arms"]):
        click.echo(f"graph {safe(graph)}")
        click.echo(f"  {'arm':<10} {'right':>6} {'wrong':>6} {'rate':>6} {'errors':>6} {'runs':>6} {'tokens/q':>9} "
                   f"{'s/q':>7} {'regret':>7}")
        for a in (a for a in s["arms"] if a["graph"] == graph):
            click.echo(f"  {safe(a['arm']):<10} {a['successes']:>6.0f} {a['failures']:>6.0f} {a['success_rate']:>6.2f} "
                       f"{a['errors']:>6} {a['runs']:>6} {a['mean_tokens']:>9.0f} {a['mean_seconds']:>7.3f} "
                       f"{a['cost_regret']:>7.2f}")
    for c in s["clusters"][:n_clusters]:
        arms = ", ".join(f"{safe(arm)} {v['posterior_mean']:.2f}" for arm, v in c["arms"].items()) or "no verdicts yet"
        click.echo(f"cluster {c['id']} ({c['size']} questions like “{safe(c['label'][:60])}”): {arms}")


@router.command("export")
@click.option("--out", type=click.Path(dir_okay=False, path_type=Path), default=None,
              help="Write here instead of printing.")
@click.option("--no-decisions", is_flag=True, help="Leave out the log of every decision.")
@friendly_errors
def export_state(out: Path | None, no_decisions: bool) -> None:
    """The whole state as JSON: arms with LinUCB's A and b, clusters with centroids, every decision and verdict.

    \b
    Example:
      kgchat router export --out router.json
    """
    memory, path = _memory()
    if memory is None:
        raise click.ClickException(f"Nothing to export: {path} does not exist (ask with --engine auto first).")
    text = json_terminal_safe(json.dumps(memory.export(decisions=not no_decisions), indent=1, ensure_ascii=False))
    if out is None:
        click.echo(text)
    else:
        out.write_text(text + "\n", encoding="utf-8")
        click.echo(f"wrote {out}")


@router.command("reset")
@click.option("--yes", is_flag=True, help="Do not ask for confirmation.")
@friendly_errors
def reset(yes: bool) -> None:
    """Forget everything the router learnt (decisions, clusters, arms, today's spending).

    \b
    Example:
      kgchat router reset --yes
    """
    memory, path = _memory()
    if memory is None:
        click.echo(f"Nothing to reset ({path} does not exist).")
        return
    if not yes:
        click.confirm(f"Forget all {memory.state.decisions} decisions in {path}?", abort=True)
    memory.reset()
    click.echo(f"Router state in {path} reset.")
