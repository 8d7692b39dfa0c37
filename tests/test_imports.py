"""Imports run one way: ui / cli → chat → reasoning → scorers / logic / llm → backends → types, with no circles.

Every ``import`` of a kgchat module anywhere in a kgchat file counts, including imports inside functions (a lazy
import is still a dependency) and ``TYPE_CHECKING`` blocks; they are read with ``ast``, nothing is imported.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "kgchat"

# Top layer first. A module belongs to the layer of the longest prefix listed here; a module may import its own
# layer and the layers below it. The logical-form language and its compilers to SQL / Cypher / SPARQL sit with the
# backends (each store compiles forms in ``execute``); the generic evaluator over any GraphStore sits above them.
LAYERS: list[tuple[str, list[str]]] = [
    ("ui/cli", ["kgchat.ui", "kgchat.cli", "kgchat.__main__", "kgchat.integrations.http_api"]),
    ("chat", ["kgchat.chat", "kgchat.train", "kgchat.evaluation", "kgchat.export", "kgchat.subgraph",
              "kgchat.corrections", "kgchat.history", "kgchat.integrations", "kgchat.uploads"]),
    ("reasoning", ["kgchat.reasoning"]),
    ("scorers/logic/llm", ["kgchat.scorers", "kgchat.llm", "kgchat.logic", "kgchat.logic.executor", "kgchat.linking",
                           "kgchat.chains", "kgchat.lexicons"]),
    ("backends", ["kgchat.backends", "kgchat.graphs", "kgchat.logic.nodes", "kgchat.logic.sexpr", "kgchat.logic.sql",
                  "kgchat.logic.cypher", "kgchat.logic.cypher_shape", "kgchat.logic.cypher_ranked", "kgchat.logic.sparql",
                  "kgchat.logic.order",
                  "kgchat.logic.form_check"]),
    ("types", ["kgchat", "kgchat.types", "kgchat.errors", "kgchat.config", "kgchat.prompts", "kgchat.bundled",
               "kgchat.extras", "kgchat.text"]),
]

# Known violations, each owned by the branch that removes it (issue 16, the reasoning half). The test fails when
# one of them is gone, so the entry is deleted with the fix, and fails on any violation not listed here.
KNOWN_UPWARD: set[tuple[str, str]] = set()


def _modules() -> dict[str, Path]:
    out = {}
    for path in PACKAGE.rglob("*.py"):
        parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        out[name] = path
    return out


MODULES = _modules()


def _target(name: str) -> str | None:
    """The kgchat module an imported name lives in (``kgchat.logic.parse`` → ``kgchat.logic``)."""
    while name and name not in MODULES:
        name = name.rpartition(".")[0]
    return name or None


def imports_of(module: str) -> set[str]:
    path = MODULES[module]
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                base = ".".join(package.split(".")[: len(package.split(".")) - node.level + 1] + ([base] if base else []))
            names = [f"{base}.{a.name}" if f"{base}.{a.name}" in MODULES else base for a in node.names]
        else:
            continue
        found |= {t for n in names if n.split(".")[0] == "kgchat" and (t := _target(n)) and t != module}
    return found


GRAPH = {m: imports_of(m) for m in MODULES}


def layer_of(module: str) -> int:
    best, level = -1, None
    for index, (_, prefixes) in enumerate(LAYERS):
        for prefix in prefixes:
            if (module == prefix or module.startswith(prefix + ".")) and len(prefix) > best:
                best, level = len(prefix), index
    assert level is not None, f"{module} has no layer: add it to LAYERS in {__file__}"
    return level


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components with more than one module (Tarjan's algorithm), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                out.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def test_the_import_reader_sees_lazy_relative_and_from_imports():
    assert "kgchat.backends.base" in GRAPH["kgchat.linking"]
    assert "kgchat.logic.sql" in GRAPH["kgchat.backends.sqlite"]  # imported inside SQLiteGraph.execute
    assert "kgchat.cli.common" in GRAPH["kgchat.cli.ask"]
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_every_module_has_a_layer():
    for module in MODULES:
        layer_of(module)


def test_no_import_cycles_among_kgchat_modules():
    known = {frozenset(pair) for pair in KNOWN_UPWARD}
    found = [c for c in cycles(GRAPH)
             if not any(pair <= set(c) and len(c) == 2 for pair in known)]
    assert found == [], f"import cycles: {found}"


def test_imports_only_go_down_the_layers():
    upward = {(m, t) for m, targets in GRAPH.items() for t in targets if layer_of(t) < layer_of(m)}
    described = sorted(f"{m} ({LAYERS[layer_of(m)][0]}) imports {t} ({LAYERS[layer_of(t)][0]})"
                       for m, t in upward - KNOWN_UPWARD)
    assert described == []
    assert upward >= KNOWN_UPWARD, f"fixed, remove from KNOWN_UPWARD: {sorted(KNOWN_UPWARD - upward)}"


@pytest.mark.parametrize("module", ["kgchat.export", "kgchat.subgraph"])
def test_export_and_its_picture_do_not_need_the_ui(module):
    assert not any(t.startswith("kgchat.ui") for t in GRAPH[module])
