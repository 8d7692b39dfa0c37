"""A KBQA-o1 (MCTS) answer's search for the Reasoning panel: logical form, chosen trajectory, tree layout.

No gradio and no plotly here: ``render.answer_card`` embeds ``search_html`` and ``figure.tree_figure`` draws
``search_tree``. The data comes from ``trace.extra`` (``mcts_tree``, ``mcts``, ``trajectory``) and may have been
read back from the history or an export, so every field is read defensively: a malformed trace draws less, it
never raises.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from html import escape
from typing import Any

from kgchat.types import Answer

MAX_NODES = 80  # tree nodes drawn; beyond this the least visited go first
_RESULTS = re.compile(r"^(.*?)\s*\[(\d+ result\(s\): .*)\]\s*$", re.S)


@dataclass
class TreeNode:
    id: int
    parent: int | None
    action: str  # "Find_relation [ directed_by ]"; "" for the root (the question)
    tool: str
    q: float
    visits: int
    prior: float
    depth: int
    terminal: bool
    note: str
    chosen: bool = False  # on the path the answer follows
    x: float = 0.0
    y: float = 0.0

    @property
    def label(self) -> str:
        return short_action(self.action, self.tool)

    @property
    def failed(self) -> bool:
        """Visited and penalised: a dead end, a form that does not execute or has no answer."""
        return self.visits > 0 and self.q < 0


@dataclass
class SearchTree:
    nodes: dict[int, TreeNode]
    total: int  # nodes in the search, drawn or not

    @property
    def empty(self) -> bool:
        return not self.nodes


def has_search(answer: Answer | None) -> bool:
    """True when the answer came with an MCTS tree (KBQA-o1); ToG answers have none."""
    return answer is not None and isinstance(answer.trace.extra.get("mcts_tree"), list) \
        and bool(answer.trace.extra["mcts_tree"])


def short_action(action: str, tool: str = "") -> str:
    """``Find_relation [ directed_by ]`` -> ``directed_by``; ``Extract_entity [ X ]`` -> ``X``; root -> question."""
    if not action:
        return "question"
    m = re.match(r"^\s*(\w+)\s*\[(.*)\]\s*$", action, re.S)
    if not m:
        return action
    tool, args = tool or m[1], m[2].strip()
    if tool in ("Find_relation", "Extract_entity"):
        return args
    if tool == "Finish":
        return "Finish"
    return f"{tool} {args}".strip()


def _num(value: Any, default: float = 0.0) -> float:
    try:
        return float(value)
    except (TypeError, ValueError):
        return default


def search_tree(answer: Answer | None, max_nodes: int = MAX_NODES) -> SearchTree:
    """The tree nodes worth drawing, laid out left to right by depth (empty for answers without a tree)."""
    if not has_search(answer):
        return SearchTree({}, 0)
    extra = answer.trace.extra
    chosen = set()
    if isinstance(extra.get("mcts"), dict) and isinstance(extra["mcts"].get("chosen"), list):
        chosen = {c for c in extra["mcts"]["chosen"] if isinstance(c, int)}
    nodes: dict[int, TreeNode] = {}
    for d in extra["mcts_tree"]:
        if not isinstance(d, dict) or not isinstance(d.get("id"), int):
            continue
        parent = d.get("parent")
        nodes[d["id"]] = TreeNode(
            d["id"], parent if isinstance(parent, int) else None, str(d.get("action") or ""), str(d.get("tool") or ""),
            _num(d.get("Q")), int(_num(d.get("visits"))), _num(d.get("prior")), int(_num(d.get("depth"))),
            bool(d.get("terminal")), str(d.get("note") or ""), d["id"] in chosen)
    total = len(nodes)
    for n in list(nodes.values()):  # orphans (a truncated trace) cannot be placed
        if n.parent is not None and n.parent not in nodes:
            nodes.pop(n.id)
    if len(nodes) > max_nodes:
        # the chosen path, then the most visited, each with its ancestors so the drawing stays connected
        keep: set[int] = set()
        for n in sorted(nodes.values(), key=lambda n: (not n.chosen, -n.visits, n.id)):
            chain, cur = [], n
            while cur is not None and cur.id not in keep and len(chain) <= len(nodes):
                chain.append(cur.id)
                cur = nodes.get(cur.parent) if cur.parent is not None else None
            if len(keep) + len(chain) > max_nodes:
                continue
            keep.update(chain)
        nodes = {i: n for i, n in nodes.items() if i in keep}
    tree = SearchTree(nodes, total)
    layout_tree(tree)
    return tree


def layout_tree(tree: SearchTree) -> None:
    """Tidy layered layout: x = depth, leaves one slot apart top to bottom, each parent centred on its children."""
    children: dict[int | None, list[TreeNode]] = {}
    for n in sorted(tree.nodes.values(), key=lambda n: n.id):  # creation order = the policy's ranking
        children.setdefault(n.parent, []).append(n)
    slot = 0

    def place(n: TreeNode, seen: set[int]) -> float:
        nonlocal slot
        seen.add(n.id)
        n.x = float(n.depth)
        kids = [c for c in children.get(n.id, []) if c.id not in seen]
        if not kids:
            n.y = -float(slot)
            slot += 1
        else:
            ys = [place(c, seen) for c in kids]
            n.y = (max(ys) + min(ys)) / 2
        return n.y

    seen: set[int] = set()
    for root in children.get(None, []):
        place(root, seen)
    for i in [i for i in tree.nodes if i not in seen]:  # in a cycle (a corrupt trace): nowhere to draw it
        tree.nodes.pop(i)


# -- HTML --------------------------------------------------------------------------------------------------------
def search_html(answer: Answer | None) -> str:
    """A one-line summary of the search and the chosen Thought / Action / Observation table (the logical form
    itself is shown for every engine by ``render.logic_html``)."""
    if answer is None or not has_search(answer):
        return ""
    extra = answer.trace.extra
    out = []
    meta = extra.get("mcts") if isinstance(extra.get("mcts"), dict) else {}
    facts = [f"{len(extra['mcts_tree'])} nodes"]
    if meta.get("rollouts") is not None:
        facts.insert(0, f"{int(_num(meta['rollouts']))} rollouts")
    if meta.get("policy"):
        facts.append(f"policy {meta['policy']}")
    if meta.get("q") is not None:
        facts.append(f"Q {_num(meta['q']):.3f}")
    if meta.get("reward") is not None:
        facts.append(f"reward {_num(meta['reward']):.3f}")
    out.append("<h4>Chosen trajectory (KBQA-o1 tree search)</h4>"
               f"<div class='kg-muted'>{escape(' · '.join(facts))}</div>")
    rows = [r for r in extra.get("trajectory") or [] if isinstance(r, dict)]
    if not rows:
        out.append("<p class='kg-muted'>The search finished no trajectory.</p>")
        return "".join(out)
    body = "".join(_row(i, r) for i, r in enumerate(rows, start=1))
    out.append("<table class='kg-traj'><thead><tr><th>#</th><th>Thought · Action</th><th>Observation</th>"
               f"<th title='value estimate of the node (mean rollout value, max over children)'>Q</th></tr></thead>"
               f"<tbody>{body}</tbody></table>")
    return "".join(out)


def _row(i: int, r: dict) -> str:
    obs = str(r.get("observation") or "")
    m = _RESULTS.match(obs)
    form, found = (m[1], m[2]) if m else (obs, "")
    form = form.removeprefix("expression = ")
    q = r.get("Q")
    q_cell = "" if q is None else f"{_num(q):.3f}"
    q_class = " kg-neg" if q is not None and _num(q) < 0 else ""
    return (f"<tr><td class='kg-muted'>{i}</td>"
            f"<td><div class='kg-thought'>{escape(str(r.get('thought') or ''))}</div>"
            f"<code class='kg-act'>{escape(str(r.get('action') or ''))}</code></td>"
            f"<td><code class='kg-obs'>{escape(form)}</code>"
            + (f"<div class='kg-found'>{escape(found)}</div>" if found else "")
            + f"</td><td class='kg-q-cell{q_class}'>{q_cell}</td></tr>")
