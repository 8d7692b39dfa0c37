"""The explored subgraph as a plotly network figure (rendered by Gradio's bundled plotly.js: works offline)."""

from __future__ import annotations

import plotly.graph_objects as go

from kgchat.types import Answer
from kgchat.ui.subgraph import Subgraph, explored_subgraph

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
            mode="markers", marker={"size": 10, "opacity": 0}, hovertext=[e.hover for e in mids],
            hoverinfo="text", showlegend=False))
        top = max(n.y for n in sub.nodes.values()) + 0.45
        gaps: dict[float, list[str]] = {}
        for e in mids:
            x = min(sub.nodes[e.source].x, sub.nodes[e.target].x) + 0.5
            if e.label not in gaps.setdefault(x, []):
                gaps[x].append(e.label)
        fig.add_trace(go.Scatter(
            x=list(gaps), y=[top] * len(gaps), mode="text", hoverinfo="skip", showlegend=False,
            text=["<br>".join(_short(r, 30) for r in rels[:3]) + ("<br>…" if len(rels) > 3 else "")
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
            text=[_short(n.label) for n in nodes],
            textposition=["middle right" if n.id in leaves else "top center" for n in nodes],
            textfont={"size": 10 if kind == "pruned" else 12, "color": "#9ca3af" if kind == "pruned" else "#111827"},
            hovertext=[f"<b>{n.label}</b><br>{n.hover}" for n in nodes], hoverinfo="text",
            marker={"size": size, "color": color, "symbol": symbol, "line": {"width": 1.5, "color": "white"}}))
    xs = [n.x for n in sub.nodes.values()]
    fig.update_xaxes(range=[min(xs) - 0.6, max(xs) + 1.0])  # room for labels right of the last layer
    ys = [n.y for n in sub.nodes.values()]
    fig.update_yaxes(range=[min(ys) - 0.9, max(ys) + 0.8])
    return fig


def _short(text: str, n: int = 24) -> str:
    return text if len(text) <= n else text[: n - 1] + "…"
