"""Answers and conversations as JSON (complete, loads back), Markdown, a standalone HTML report, or CSV of triples.

JSON keeps every field of ``Answer.to_dict()`` (trace included), so ``load_answers(json)`` gives the answers back
unchanged. The HTML report is one file with inline CSS and an inline SVG of each answer's explored subgraph: it
opens offline, with no scripts.
"""

from __future__ import annotations

import csv
import io
import json
import re
from dataclasses import dataclass, field
from datetime import UTC, datetime
from html import escape
from typing import Any

from kgchat.errors import ImportFormatError, InvalidInput
from kgchat.reasoning.evidence import evidence_text
from kgchat.types import Answer, Direction, Provenance

FORMATS = ("json", "md", "html", "csv")
EXTENSIONS = {"json": ".json", "md": ".md", "html": ".html", "csv": ".csv"}
EXPORT_VERSION = 1

BADGES = {  # provenance -> (short label, explanation); an LLM-only answer is never called verified
    Provenance.KG_EXACT: ("KG-verified", "what the graph executed covers every part of the question, the answer is of "
                                         "the kind asked for, and its paths and rows are shown"),
    Provenance.KG_APPROXIMATE: ("approximate", "found in the graph, but some part of the question is not covered "
                                               "(listed with the answer)"),
    Provenance.LLM_ONLY: ("LLM only, not verified", "the language model answered alone; the graph did not confirm it"),
    Provenance.NONE: ("no answer", "neither the graph nor the language model could answer"),
}


@dataclass
class Item:
    """One answer to export, with where it came from (history ids and feedback, when stored)."""

    answer: Answer
    id: int | None = None
    feedback: int | None = None
    created: str = ""


@dataclass
class Document:
    """What gets exported: a single answer or a whole conversation."""

    title: str
    items: list[Item]
    kind: str = "conversation"  # or "answer"
    id: int | None = None
    meta: dict[str, Any] = field(default_factory=dict)  # graph, engine, created, ...


def render(doc: Document, fmt: str) -> str:
    if fmt not in FORMATS:
        raise InvalidInput(f"Unknown export format {fmt!r}; use one of {', '.join(FORMATS)}.")
    return {"json": to_json, "md": to_markdown, "html": to_html, "csv": to_csv}[fmt](doc)


# -- JSON -------------------------------------------------------------------------------------------------------
def to_json(doc: Document) -> str:
    answers = [{"id": it.id, "feedback": it.feedback, "created": it.created, **it.answer.to_dict()} for it in doc.items]
    data = {"kgchat_export": EXPORT_VERSION, "kind": doc.kind, "id": doc.id, "title": doc.title,
            "exported_at": datetime.now(UTC).isoformat(timespec="seconds"), **doc.meta, "answers": answers}
    return json.dumps(data, ensure_ascii=False, indent=2)


def load_answers(text: str) -> list[Answer]:
    """Answers from a JSON export (or from a bare ``Answer.to_dict()`` object such as ``kgchat ask --json``)."""
    try:
        data = json.loads(text)
        if not isinstance(data, dict):
            raise TypeError("expected a JSON object")
        items = data.get("answers", [data])
        return [Answer.from_dict(d) for d in items]
    except (ValueError, KeyError, TypeError, AttributeError) as exc:
        raise ImportFormatError(f"Not a kgchat answer export: {exc}") from exc


# -- Markdown ---------------------------------------------------------------------------------------------------
def _md(text: str) -> str:
    """Text from the graph or a user, made inert in Markdown (no links, HTML, code or emphasis).

    Only characters that can start markup are escaped, so the file stays readable as plain text.
    """
    text = " ".join(str(text).splitlines())  # a line break could start a heading, a list or an HTML block
    text = "".join("\\" + c if c in "\\`*[]<|" else c for c in text)
    return "\\" + text if text[:1] in ("#", ">", "+", "-") else text


def _code(text: str) -> str:
    """Inline code span that holds any text: the fence is longer than any run of backticks inside, and line
    breaks (which could end the span's paragraph and start raw HTML) become spaces."""
    text = " ".join(str(text).splitlines())
    longest = max((len(run) for run in re.findall(r"`+", text)), default=0)
    fence = "`" * (longest + 1)
    return f"{fence} {text} {fence}" if longest else f"`{text}`"


def cost_text(a: Answer) -> str:
    """"1 LLM call (57 tokens, 3.21 s), 12 graph queries, 4.02 s": the LLM's tokens and seconds when it was used."""
    c = a.cost
    llm = ""
    if c.llm_calls:
        seconds = sum(x.seconds for x in a.trace.llm)
        llm = f" ({c.prompt_tokens + c.completion_tokens:,} tokens, {seconds:.2f} s)"
    return (f"{c.llm_calls} LLM call{'s' * (c.llm_calls != 1)}{llm}, {c.graph_queries} graph quer"
            f"{'ies' if c.graph_queries != 1 else 'y'}, {c.seconds:.2f} s")


def to_markdown(doc: Document) -> str:
    out = [f"# {_md(doc.title)}", ""]
    if doc.meta.get("graph"):
        out += [f"Graph: {_code(doc.meta['graph'])}"
                + (f" · engine: {_md(doc.meta['engine'])}" if doc.meta.get("engine") else ""), ""]
    for n, it in enumerate(doc.items, start=1):
        a = it.answer
        label, why = BADGES[a.provenance]
        out += [f"## {n}. {_md(a.question)}", "", f"**Answer:** {_md(a.text)}", "",
                f"**Trust:** {label} — {why}", ""]
        if a.entities:
            out += ["**Answer entities:** " + ", ".join(_md(e.name or e.id) for e in a.entities[:50]), ""]
        if a.trace.paths:
            out += ["**Reasoning paths:**", ""]
            out += [f"{i}. {_code(p.as_text())} (score {p.score:.3f})" for i, p in enumerate(a.trace.paths, 1)]
            out.append("")
        if a.trace.evidence:
            out += [f"**Evidence** ({sum(ev.kept for ev in a.trace.evidence)} of {len(a.trace.evidence)} rows kept):",
                    ""]
            out += [f"- {_md(evidence_text(ev))}" for ev in a.trace.evidence]
            out.append("")
        if a.trace.logical_form:
            out += [f"**Logical form:** {_code(a.trace.logical_form)}", ""]
        if a.trace.not_covered:
            out += ["**Not covered:** " + ", ".join(_md(s) for s in a.trace.not_covered), ""]
        out += [f"**Cost:** {cost_text(a)} · engine {_md(a.engine or '?')}", ""]
        if it.feedback:
            out += [f"**Feedback:** {'👍' if it.feedback > 0 else '👎'}", ""]
        if a.trace.steps:
            out += ["<details><summary>Search steps</summary>", ""]
            out += [f"- {_md(step_text(s))}" for s in a.trace.steps]
            out += ["", "</details>", ""]
    return "\n".join(out)


def step_text(step) -> str:
    """One line per search step: what was looked at, what was kept."""
    kept = [c for c in step.candidates if c.kept]
    head = f"[{step.kind}, depth {step.depth}] {step.note}".strip()
    if step.candidates:
        shown = ", ".join(f"{c.label} ({c.score:.2f})" for c in kept[:5])
        head += f" — kept {len(kept)} of {len(step.candidates)}" + (f": {shown}" if shown else "")
    return head


# -- CSV --------------------------------------------------------------------------------------------------------
CSV_COLUMNS = ["answer_id", "question", "provenance", "path", "path_score", "hop", "head", "relation", "tail",
               "head_name", "tail_name", "evidence_for", "evidence_value", "evidence_test", "evidence_kept"]


def to_csv(doc: Document) -> str:
    """One row per triple on each answer's reasoning paths, then per evidence row (the entity a count counted or a
    filter kept, the value and test that decided, and the triples of its path; a row with no path has one line with
    empty triple cells). Text cells that look like formulas get a leading '."""
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(CSV_COLUMNS)
    for it in doc.items:
        a = it.answer
        aid = it.id if it.id is not None else ""
        for pi, p in enumerate(a.trace.paths, start=1):
            for hi, (h, rel, t) in enumerate(_hops(p), start=1):
                w.writerow([aid, _cell(a.question), a.provenance.value, pi, f"{p.score:.6f}", hi, _cell(h.id),
                            _cell(rel), _cell(t.id), _cell(h.name), _cell(t.name), "", "", "", ""])
        for ev in a.trace.evidence:
            tail = [_cell(ev.entity.name or ev.entity.id), _cell(ev.value), _cell(ev.test), int(ev.kept)]
            hops = _hops(ev.path) if ev.path is not None else []
            if not hops:
                w.writerow([aid, _cell(a.question), a.provenance.value, "", "", "", "", "", "", "", "", *tail])
            for hi, (h, rel, t) in enumerate(hops, start=1):
                w.writerow([aid, _cell(a.question), a.provenance.value, "", f"{ev.path.score:.6f}", hi, _cell(h.id),
                            _cell(rel), _cell(t.id), _cell(h.name), _cell(t.name), *tail])
    return buf.getvalue()


def _hops(p) -> list[tuple]:
    """A path's triples as (head, relation, tail) entities, in their stored direction."""
    out, prev = [], p.start
    for hop in p.hops:
        out.append((prev, hop.relation, hop.entity) if hop.direction is Direction.OUT else
                   (hop.entity, hop.relation, prev))
        prev = hop.entity
    return out


def _cell(text: str) -> str:
    """Spreadsheets run cells starting with = + - @ as formulas; a leading apostrophe keeps graph text inert."""
    return "'" + text if text[:1] in ("=", "+", "-", "@", "\t", "\r") else text


# -- HTML -------------------------------------------------------------------------------------------------------
_CSS = """
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#1f2937;
 max-width:980px;margin:2rem auto;padding:0 1rem;line-height:1.5}
h1{font-size:1.6rem;margin-bottom:.2rem} .meta{color:#6b7280;font-size:.9rem}
section{border:1px solid #e5e7eb;border-radius:12px;padding:1rem 1.25rem;margin:1.25rem 0}
h2{font-size:1.15rem;margin:.2rem 0 .6rem} .answer{font-size:1.1rem;font-weight:600}
.badge{display:inline-block;border-radius:999px;padding:.1rem .6rem;font-size:.8rem;font-weight:600}
.kg-exact{background:#dcfce7;color:#166534}.kg-approximate{background:#fef3c7;color:#92400e}
.llm-only{background:#fee2e2;color:#991b1b}.none{background:#f3f4f6;color:#4b5563}
ol.paths li{font-family:ui-monospace,Consolas,monospace;font-size:.85rem}
table{border-collapse:collapse;font-size:.82rem;width:100%} td,th{border-bottom:1px solid #f3f4f6;
 padding:.25rem .4rem;text-align:left;vertical-align:top} svg{max-width:100%;height:auto}
details{margin-top:.6rem} pre{white-space:pre-wrap;background:#f9fafb;padding:.5rem;border-radius:6px;font-size:.8rem}
"""


def to_html(doc: Document) -> str:
    """A standalone report: inline CSS, an inline SVG graph per answer, no scripts, no network."""
    parts = [f"<!doctype html><html lang='en'><head><meta charset='utf-8'><title>{escape(doc.title)}</title>"
             f"<style>{_CSS}</style></head><body><h1>{escape(doc.title)}</h1>"]
    meta = " · ".join(f"{k}: {escape(str(v))}" for k, v in doc.meta.items() if v)
    parts.append(f"<p class='meta'>kgchat report · {len(doc.items)} answer(s)"
                 + (f" · {meta}" if meta else "") + "</p>")
    for n, it in enumerate(doc.items, start=1):
        parts.append(answer_html(it.answer, n))
    parts.append("</body></html>")
    return "".join(parts)


def answer_html(a: Answer, n: int = 1) -> str:
    from kgchat.subgraph import explored_subgraph

    label, why = BADGES[a.provenance]
    h = [f"<section><h2>{n}. {escape(a.question)}</h2>",
         f"<p class='answer'>{escape(a.text)}</p>",
         f"<p><span class='badge {a.provenance.value}' title='{escape(why)}'>{escape(label)}</span> "
         f"<span class='meta'>{escape(cost_text(a))} · engine {escape(a.engine or '?')}</span></p>"]
    if a.trace.paths:
        h.append("<ol class='paths'>" + "".join(f"<li>{escape(p.as_text())} <span class='meta'>(score "
                                                f"{p.score:.3f})</span></li>" for p in a.trace.paths) + "</ol>")
    if a.trace.evidence:
        rows = "".join(f"<tr{'' if ev.kept else ' class=meta'}><td>{escape(ev.entity.name or ev.entity.id)}</td>"
                       f"<td>{escape(ev.value)}</td><td>{escape(ev.test)}</td>"
                       f"<td>{escape(ev.path.as_text()) if ev.path else ''}</td><td>{'kept' if ev.kept else 'left out'}"
                       f"</td></tr>" for ev in a.trace.evidence)
        h.append(f"<h3>Evidence ({sum(ev.kept for ev in a.trace.evidence)} of {len(a.trace.evidence)} rows kept)</h3>"
                 f"<table><tr><th>entity</th><th>value</th><th>test</th><th>path</th><th></th></tr>{rows}</table>")
    if a.trace.not_covered:
        h.append("<p class='meta'>Not covered: " + ", ".join(escape(s) for s in a.trace.not_covered) + "</p>")
    sub = explored_subgraph(a)
    if not sub.empty:
        h.append(subgraph_svg(sub))
    if a.trace.steps:
        rows = "".join(f"<tr><td>{escape(s.kind)}</td><td>{s.depth}</td><td>{escape(step_text(s))}</td></tr>"
                       for s in a.trace.steps)
        h.append(f"<details><summary>Search steps ({len(a.trace.steps)})</summary><table><tr><th>step</th>"
                 f"<th>depth</th><th>what happened</th></tr>{rows}</table></details>")
    if a.trace.llm:
        ex = "".join(f"<h4>{escape(x.purpose)}</h4><pre>{escape(x.prompt)}</pre><pre>{escape(x.response)}</pre>"
                     for x in a.trace.llm)
        h.append(f"<details><summary>LLM prompts and replies ({len(a.trace.llm)})</summary>{ex}</details>")
    h.append("</section>")
    return "".join(h)


NODE_COLORS = {"topic": "#4f46e5", "answer": "#16a34a", "entity": "#0ea5e9", "pruned": "#d1d5db"}


def subgraph_svg(sub, width: int = 900, row: int = 46) -> str:
    """Inline SVG of an explored subgraph (same layout as the UI's figure)."""
    xs = [n.x for n in sub.nodes.values()]
    ys = [n.y for n in sub.nodes.values()]
    span_x, span_y = max(max(xs) - min(xs), 1.0), max(max(ys) - min(ys), 1.0)
    height = int(max(160, (span_y + 1) * row))
    pad_l, pad_r, pad_y = 90, 150, 30

    def pos(n) -> tuple[float, float]:
        return (pad_l + (n.x - min(xs)) / span_x * (width - pad_l - pad_r),
                pad_y + (max(ys) - n.y) / span_y * (height - 2 * pad_y))

    out = [f"<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 {width} {height + 20}' role='img' "
           f"aria-label='explored subgraph' font-family='system-ui,sans-serif' font-size='12'>"
           f"<g transform='translate(0 20)'>"]
    captions: dict[float, list[str]] = {}  # one caption per gap between layers, like the UI's figure
    for e in sub.edges:
        (x1, y1), (x2, y2) = pos(sub.nodes[e.source]), pos(sub.nodes[e.target])
        style = ("stroke='#6366f1' stroke-width='2.5'" if e.kind == "path"
                 else "stroke='#d1d5db' stroke-width='1' stroke-dasharray='4 3'")
        out.append(f"<line x1='{x1:.1f}' y1='{y1:.1f}' x2='{x2:.1f}' y2='{y2:.1f}' {style}>"
                   f"<title>{escape(e.hover)}</title></line>")
        if e.kind == "path" and e.label not in captions.setdefault(round((x1 + x2) / 2, 1), []):
            captions[round((x1 + x2) / 2, 1)].append(e.label)
    for x, labels in captions.items():
        out.append(f"<text x='{x:.1f}' y='-4' text-anchor='middle' fill='#4338ca' font-size='11' "
                   f"font-family='ui-monospace,Menlo,Consolas,monospace'>{escape(' · '.join(labels[:3]))}</text>")
    parents = {e.source for e in sub.edges if e.kind == "path"}
    for n in sub.nodes.values():
        x, y = pos(n)
        r = 5 if n.kind == "pruned" else 9
        color = "#9ca3af" if n.kind == "pruned" else "#111827"
        label = (f"<text x='{x:.1f}' y='{y - r - 5:.1f}' text-anchor='middle' fill='{color}'>" if n.id in parents
                 else f"<text x='{x + r + 4:.1f}' y='{y + 4:.1f}' fill='{color}'>")
        out.append(f"<g><title>{escape(n.label)}: {escape(n.hover)}</title><circle cx='{x:.1f}' cy='{y:.1f}' r='{r}' "
                   f"fill='{NODE_COLORS[n.kind]}' stroke='white' stroke-width='1.5'/>{label}"
                   f"{escape(_short(n.label))}</text></g>")
    out.append("</g>")
    out.append("</svg>")
    return "".join(out)


def _short(text: str, n: int = 28) -> str:
    return text if len(text) <= n else text[: n - 1] + "…"


def filename(doc: Document, fmt: str) -> str:
    """A safe file name for an export, e.g. ``kgchat-conversation-3.html``."""
    return f"kgchat-{doc.kind}-{doc.id if doc.id is not None else 'unsaved'}{EXTENSIONS[fmt]}"


def from_conversation(conv) -> Document:
    """A ``kgchat.history.Conversation`` (with turns) as an export document."""
    return Document(conv.title, [Item(t.answer, t.id, t.feedback, t.created) for t in conv.turns], "conversation",
                    conv.id, {"graph": conv.graph, "engine": conv.engine, "created": conv.created})


def from_turn(turn, title: str | None = None) -> Document:
    """One stored answer (``kgchat.history.Turn``) as an export document."""
    return Document(title or turn.answer.question, [Item(turn.answer, turn.id, turn.feedback, turn.created)],
                    "answer", turn.id, {"conversation": turn.conversation_id})
