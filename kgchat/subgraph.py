"""The explored subgraph of an answer, laid out left to right by depth (no gradio, no plotly; no UI imports).

Shared by the UI's plotly figure and the HTML export's inline SVG, so both show the same picture:
- the topic entities at depth 0,
- the entities and edges of the final reasoning paths (kept, highlighted),
- relations the search looked at from an entity on those paths but did not follow to the answer (dimmed), each
  with its pruning score,
- the answer entities marked.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from kgchat.scorers.base import relation_chain_text, relation_text
from kgchat.types import Answer, Direction, Hop, Path
from kgchat.verbalise import relation_words

MAX_PATHS = 8  # final paths drawn; more make the picture unreadable
MAX_DIMMED = 5  # dimmed (pruned) relations drawn per entity


@dataclass
class Node:
    id: str
    label: str
    kind: str  # "topic" | "answer" | "entity" | "pruned"
    depth: int
    hover: str = ""
    x: float = 0.0
    y: float = 0.0


@dataclass
class Edge:
    source: str
    target: str
    label: str
    kind: str  # "path" | "pruned"
    hover: str = ""


@dataclass
class Subgraph:
    nodes: dict[str, Node] = field(default_factory=dict)
    edges: list[Edge] = field(default_factory=list)

    @property
    def empty(self) -> bool:
        return not self.nodes


def _rel_key(text: str) -> str:
    """Comparable form of the last relation of a candidate label (``"directed by then written by (reverse)"``)."""
    last = text.split(" then ")[-1].split(" > ")[-1].strip().casefold()
    reverse = last.endswith("(reverse)") or last.startswith("~")
    words = relation_text(last.removesuffix("(reverse)").strip().lstrip("~"))
    return words + (" (reverse)" if reverse else "")


def _hop_key(relation: str, direction: Direction) -> str:
    return relation_text(relation).casefold() + (" (reverse)" if direction is Direction.IN else "")


def explored_subgraph(answer: Answer, max_paths: int = MAX_PATHS, max_dimmed: int = MAX_DIMMED) -> Subgraph:
    """Nodes and edges worth drawing for ``answer`` (empty when the search never left its topic entities)."""
    sub = Subgraph()
    trace = answer.trace
    # rows a count counted or a filter kept stand with the answer (a count's answer is a number no path reaches)
    answer_ids = {e.id for e in answer.entities} | {ev.entity.id for ev in trace.evidence if ev.kept}
    paths: list[Path] = trace.paths[:max_paths]
    drawn = {p.as_text() for p in paths}
    paths += [ev.path for ev in trace.evidence if ev.kept and ev.path is not None
              and ev.path.as_text() not in drawn][: max(0, max_paths - len(paths))]

    def node(entity_id: str, label: str, depth: int, kind: str = "entity") -> Node:
        n = sub.nodes.get(entity_id)
        if n is None:
            n = sub.nodes[entity_id] = Node(entity_id, label or f"[{entity_id}]", kind, depth)
        n.depth = min(n.depth, depth)
        return n

    for t in trace.topic_entities:
        node(t.id, t.name, 0, "topic").hover = f"topic entity: {t.name or t.id}"
    anchors: dict[str, str] = {}  # path prefix (as text and as relation chain) -> entity id at its end
    followed: dict[str, set[str]] = {}  # entity id -> relation keys followed from it on a drawn path
    seen_edges: set[tuple[str, str, str]] = set()
    for p in paths:
        node(p.start.id, p.start.name, 0, "topic")
        prev, prev_label = p.start, p.start.name
        anchors[Path(p.start).as_text()] = p.start.id
        anchors.setdefault("", p.start.id)
        for i, hop in enumerate(p.hops, start=1):
            n = node(hop.entity.id, hop.label, i)
            followed.setdefault(prev.id, set()).add(_hop_key(hop.relation, hop.direction))
            src, dst = (prev.id, n.id) if hop.direction is Direction.OUT else (n.id, prev.id)
            if (src, hop.relation, dst) not in seen_edges:
                seen_edges.add((src, hop.relation, dst))
                words = relation_words(hop.relation)  # read as words; the hover keeps the id
                arrow = f"{words} →" if hop.direction is Direction.OUT else f"← {words}"
                sub.edges.append(Edge(prev.id, n.id, arrow, "path",
                                      f"{prev_label} —{hop.relation}→ {hop.label}" if hop.direction is Direction.OUT
                                      else f"{hop.label} —{hop.relation}→ {prev_label}"))
            prefix = Path(p.start, [Hop(h.relation, h.direction, h.entity) for h in p.hops[:i]])  # as engines wrote it
            anchors[prefix.as_text()] = n.id
            anchors.setdefault(relation_chain_text(list(prefix.relations)), n.id)  # ToG-R: the best path stands for its chain
            prev, prev_label = hop.entity, hop.label
        if p.hops:
            last = sub.nodes[p.end.id]
            last.hover = f"reached by a kept path (score {p.score:.3f})"
    for n in sub.nodes.values():
        if n.id in answer_ids:
            n.kind = "answer" if n.kind != "topic" else n.kind
            n.hover = f"answer · {n.hover}" if n.hover else "answer"
        elif not n.hover:
            n.hover = "on a kept path"
    _add_dimmed(sub, answer, anchors, followed, max_dimmed)
    layout(sub)
    return sub


def _add_dimmed(sub: Subgraph, answer: Answer, anchors: dict[str, str], followed: dict[str, set[str]],
                max_dimmed: int) -> None:
    """Relations considered from an entity on a drawn path but not followed along it: dimmed stubs with scores."""
    counts: dict[str, int] = {}
    for step in answer.trace.steps:
        if step.kind != "relation_prune":
            continue
        for c in step.candidates:
            anchor = anchors.get(c.detail)
            if anchor is None or anchor not in sub.nodes:
                continue
            key = _rel_key(c.label)
            if key in followed.get(anchor, set()) or counts.get(anchor, 0) >= max_dimmed:
                continue
            stub_id = f"pruned:{anchor}:{key}"
            if stub_id in sub.nodes:
                continue
            counts[anchor] = counts.get(anchor, 0) + 1
            status = "kept, then outscored" if c.kept else "pruned"
            sub.nodes[stub_id] = Node(stub_id, key, "pruned", sub.nodes[anchor].depth + 1,
                                      f"{key}: {status} (score {c.score:.3f})")
            sub.edges.append(Edge(anchor, stub_id, key, "pruned", f"{key}: {status} (score {c.score:.3f})"))


def layout(sub: Subgraph) -> None:
    """Layered layout: x = depth; within a layer, nodes follow their parent's order, dimmed stubs last."""
    parent: dict[str, str] = {}
    for e in sub.edges:
        parent.setdefault(e.target, e.source)
    layers: dict[int, list[Node]] = {}
    for n in sub.nodes.values():
        layers.setdefault(n.depth, []).append(n)
    height = max((len(v) for v in layers.values()), default=1)
    for depth in sorted(layers):
        def order(n: Node) -> tuple:
            p = sub.nodes.get(parent.get(n.id, ""))
            return (n.kind == "pruned", -(p.y if p else 0.0), n.label.casefold())

        nodes = sorted(layers[depth], key=order)
        step = height / max(len(nodes), 1)
        for i, n in enumerate(nodes):
            n.x = float(depth)
            n.y = (len(nodes) - 1) / 2 * step - i * step  # centred around 0, top to bottom
