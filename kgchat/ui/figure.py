"""Plotly figures for the Reasoning panel (rendered by Gradio's bundled plotly.js: works offline).

ToG answers: the explored subgraph as a network. KBQA-o1 (MCTS) answers: the search tree, chosen path highlighted.
"""

from __future__ import annotations

from html import escape

import plotly.graph_objects as go

from kgchat.subgraph import Subgraph, explored_subgraph
from kgchat.types import Answer
from kgchat.ui.mcts_view import SearchTree, TreeNode, has_search, search_tree

STYLE = {  # kind -> (legend name, colour, size, symbol)
    "topic": ("topic entity", "#4f46e5", 20, "circle"),
    "entity": ("on a kept path", "#0ea5e9", 14, "circle"),
    "answer": ("answer", "#16a34a", 20, "star"),
    "pruned": ("considered, not followed", "#d1d5db", 9, "circle"),
}
FONT = "system-ui, -apple-system, Segoe UI, Roboto, Helvetica, Arial, sans-serif"


def _base(height: int) -> go.Figure:
    fig = go.Figure()
    fig.update_layout(
        height=height, margin={"l": 10, "r": 10, "t": 10, "b": 10}, paper_bgcolor="white", plot_bgcolor="white",
        font={"family": FONT, "size": 12, "color": "#1f2937"}, hovermode="closest", dragmode="pan",
        xaxis={"visible": False}, yaxis={"visible": False},
        legend={"orientation": "h", "yanchor": "bottom", "y": -0.02, "x": 0, "font": {"size": 11},
                "bgcolor": "rgba(255,255,255,0.8)"},
    )
    return fig


def empty_figure(message: str = "Ask a question to see the part of the graph the search explored.",
                 height: int = 380) -> go.Figure:
    fig = _base(height)
    fig.add_annotation(text=message, x=0.5, y=0.5, xref="paper", yref="paper", showarrow=False,
                       font={"size": 13, "color": "#6b7280"})
    return fig


def answer_figure(answer: Answer | None, height: int = 380) -> go.Figure:
    if answer is None:
        return empty_figure(height=height)
    if has_search(answer):
        tree = search_tree(answer)
        if not tree.empty:
            return tree_figure(tree, height)
    sub = explored_subgraph(answer)
    if sub.empty:
        return empty_figure("The search found no topic entity in the graph, so there is nothing to draw.", height)
    return subgraph_figure(sub, height)


def subgraph_figure(sub: Subgraph, height: int = 380) -> go.Figure:
    fig = _base(height)
    for kind, dash, color, width in (("pruned", "dot", "#d1d5db", 1), ("path", "solid", "#6366f1", 3)):
        xs: list[float | None] = []
        ys: list[float | None] = []
        for e in sub.edges:
            if e.kind == kind:
                a, b = sub.nodes[e.source], sub.nodes[e.target]
                xs += [a.x, b.x, None]
                ys += [a.y, b.y, None]
        if xs:
            fig.add_trace(go.Scatter(x=xs, y=ys, mode="lines", hoverinfo="skip", showlegend=False,
                                     line={"color": color, "width": width, "dash": dash}))
    # Relation names: one caption per gap between layers (edges in a gap mostly share a relation), and an
    # invisible marker mid-edge so every kept edge still has its own hover text.
    mids = [e for e in sub.edges if e.kind == "path"]
    if mids:
        fig.add_trace(go.Scatter(
            x=[(sub.nodes[e.source].x + sub.nodes[e.target].x) / 2 for e in mids],
            y=[(sub.nodes[e.source].y + sub.nodes[e.target].y) / 2 for e in mids],
            mode="markers", marker={"size": 10, "opacity": 0}, hovertext=[_plain(e.hover) for e in mids],
            hoverinfo="text", showlegend=False))
        top = max(n.y for n in sub.nodes.values()) + 0.45
        gaps: dict[float, list[str]] = {}
        for e in mids:
            x = min(sub.nodes[e.source].x, sub.nodes[e.target].x) + 0.5
            if e.label not in gaps.setdefault(x, []):
                gaps[x].append(e.label)
        fig.add_trace(go.Scatter(
            x=list(gaps), y=[top] * len(gaps), mode="text", hoverinfo="skip", showlegend=False,
            text=["<br>".join(_label(r, 30) for r in rels[:3]) + ("<br>…" if len(rels) > 3 else "")
                  for rels in gaps.values()],
            textfont={"size": 11, "color": "#4338ca", "family": "ui-monospace, Menlo, Consolas, monospace"}))
    leaves = {n.id for n in sub.nodes.values()} - {e.source for e in sub.edges if e.kind == "path"}
    for kind in ("pruned", "entity", "topic", "answer"):
        nodes = [n for n in sub.nodes.values() if n.kind == kind]
        if not nodes:
            continue
        name, color, size, symbol = STYLE[kind]
        fig.add_trace(go.Scatter(
            x=[n.x for n in nodes], y=[n.y for n in nodes], mode="markers+text", name=name,
            text=[_label(n.label) for n in nodes],
            textposition=["middle right" if n.id in leaves else "top center" for n in nodes],
            textfont={"size": 10 if kind == "pruned" else 12, "color": "#9ca3af" if kind == "pruned" else "#111827"},
            hovertext=[f"<b>{_plain(n.label)}</b><br>{_plain(n.hover)}" for n in nodes], hoverinfo="text",
            marker={"size": size, "color": color, "symbol": symbol, "line": {"width": 1.5, "color": "white"}}))
    xs = [n.x for n in sub.nodes.values()]
    fig.update_xaxes(range=[min(xs) - 0.6, max(xs) + 1.0])  # room for labels right of the last layer
    ys = [n.y for n in sub.nodes.values()]
    fig.update_yaxes(range=[min(ys) - 0.9, max(ys) + 0.8])
    return fig


TREE_STYLE = {  # kind -> (legend name, colour, size, symbol)
    "unvisited": ("not simulated", "#e5e7eb", 7, "circle-open"),
    "explored": ("explored", "#cbd5e1", 10, "circle"),
    "failed": ("failed (Q < 0)", "#fca5a5", 9, "x"),
    "chosen": ("chosen path", "#4f46e5", 16, "circle"),
    "answer": ("answer", "#16a34a", 20, "star"),
}


def _tree_kind(n: TreeNode) -> str:
    if n.chosen:
        return "answer" if n.terminal and n.tool == "Finish" else "chosen"
    if n.visits == 0:
        return "unvisited"
    return "failed" if n.failed else "explored"


def tree_figure(tree: SearchTree, height: int = 380) -> go.Figure:
    """The MCTS tree, x = depth: chosen path in colour with labels, the rest dimmed; hover: action, Q, N, prior.

    The figure grows with the number of leaves (one row each) so labels keep ~28 px between them.
    """
    nodes = tree.nodes
    parents = {n.parent for n in nodes.values()}
    leaves = len(nodes) - len(parents & nodes.keys())
    fig = _base(min(max(height, 120 + 28 * leaves), 900))
    for chosen, color, width in ((False, "#e2e8f0", 1.2), (True, "#6366f1", 3.5)):
        xs: list[float | None] = []
        ys: list[float | None] = []
        for n in nodes.values():
            p = nodes.get(n.parent) if n.parent is not None else None
            if p is not None and (n.chosen and p.chosen) == chosen:
                xs += [p.x, n.x, None]
                ys += [p.y, n.y, None]
        if xs:
            fig.add_trace(go.Scatter(x=xs, y=ys, mode="lines", hoverinfo="skip", showlegend=False,
                                     line={"color": color, "width": width}))
    # Labels. Chosen path: below and above in turn, so neighbours on a climbing path do not collide; its leaf to the
    # right. The rest (when the tree is small enough to read): leaves to their right, inner nodes below (a middle
    # child sits to their right, and the chosen path, drawn first, is usually the top row).
    place = {n.id: "middle right" if n.id not in parents else "bottom center" if i % 2 == 0 else "top center"
             for i, n in enumerate(sorted((n for n in nodes.values() if n.chosen), key=lambda n: n.depth))}
    readable = len(nodes) <= 40
    for kind in ("unvisited", "explored", "failed", "chosen", "answer"):
        group = [n for n in nodes.values() if _tree_kind(n) == kind]
        if not group:
            continue
        name, color, size, symbol = TREE_STYLE[kind]
        strong = kind in ("chosen", "answer")
        fig.add_trace(go.Scatter(
            x=[n.x for n in group], y=[n.y for n in group], mode="markers+text", name=name,
            text=[_label(n.label, 16) if strong else _label(n.label, 14) if readable and n.visits else ""
                  for n in group],
            textposition=[place[n.id] if strong else "bottom center" if n.id in parents else "middle right"
                          for n in group],
            textfont={"size": 12 if strong else 10, "color": "#111827" if strong else "#94a3b8"},
            hovertext=[_tree_hover(n) for n in group], hoverinfo="text",
            marker={"size": size, "color": color, "symbol": symbol,
                    "line": {"width": 1 if symbol == "circle-open" else 1.5,
                             "color": "#cbd5e1" if symbol == "circle-open" else "white"}}))
    xs = [n.x for n in nodes.values()]
    ys = [n.y for n in nodes.values()]
    fig.update_xaxes(range=[min(xs) - 0.45, max(xs) + 0.9])
    # room above the top row for a label, below the bottom row for a label and the legend (~ fixed pixels)
    span = max(ys) - min(ys) + 1
    fig.update_yaxes(range=[min(ys) - max(1.6, 0.2 * span), max(ys) + max(0.8, 0.09 * span)])
    if len(nodes) < tree.total:
        fig.add_annotation(text=f"{len(nodes)} of {tree.total} nodes (the most visited)", x=1, y=1, xref="paper",
                           yref="paper", xanchor="right", showarrow=False, font={"size": 11, "color": "#6b7280"})
    return fig


def _tree_hover(n: TreeNode) -> str:
    head = "the question (root)" if not n.action else n.action
    text = f"<b>{_plain(head)}</b><br>Q {n.q:.3f} · visits {n.visits} · prior {n.prior:.3f} · depth {n.depth}"
    if n.note:
        text += f"<br>{_label(n.note, 80)}"
    return text + ("<br><i>on the chosen path</i>" if n.chosen else "")


def _short(text: str, n: int = 24) -> str:
    return text if len(text) <= n else text[: n - 1] + "…"


def _plain(text: str) -> str:
    """Text for a plotly label: plotly reads a little HTML in labels (<b>, <i>, <a href>, <br>), so names are
    escaped and show as the characters they are (plotly turns the entities back into them)."""
    return escape(str(text), quote=False)


def _label(text: str, n: int = 24) -> str:
    return _plain(_short(text, n))
