"""Text and HTML the UI shows: chat messages, the answer card, the header, table rows (no gradio here).

Everything that comes from the graph or from a user is escaped before it is put into HTML. Chat messages are
Markdown to Gradio; every line of ours is an HTML block (``text_block``), inside which Markdown changes nothing.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from html import escape

from kgchat.corrections import Correction
from kgchat.export import BADGES, cost_text
from kgchat.history import Conversation
from kgchat.reasoning.evidence import evidence_text
from kgchat.types import Answer, Direction, Evidence, Path, Provenance, Step, Triple
from kgchat.ui.mcts_view import search_html
from kgchat.ui.service import ChatConfig, GraphInfo
from kgchat.verbalise import relation_words

ICONS = {Provenance.KG_EXACT: "✓", Provenance.KG_APPROXIMATE: "≈", Provenance.LLM_ONLY: "⚠", Provenance.NONE: "∅"}
STEP_NAMES = {"link": "Linked topic entities", "relation_prune": "Pruned relations", "entity_prune": "Pruned entities",
              "beam": "Kept paths", "sufficiency": "Checked the evidence", "answer": "Answered",
              "fallback": "Fell back", "expansion": "Expanded a node", "rollout": "Rollout", "route": "Routed",
              "option": "Chose an option"}
ENGINE_LABELS = {"auto": "Auto (a router that learns which engine to trust; compose until answers are rated)",
                 "compose": "Compositional (logical forms + ToG-R)", "tog-r": "ToG-R (relation chains)",
                 "tog": "ToG (entity paths)", "mcts": "KBQA-o1 (MCTS)", "crf": "CRF (hierarchical RL agent)"}


def plain(text: object) -> str:
    """``text`` as HTML that shows exactly its characters: escaped, lone surrogates (which no browser can show) as
    U+FFFD, line breaks as ``<br>``."""
    safe = "".join("\ufffd" if 0xD800 <= ord(c) <= 0xDFFF else c for c in str(text))
    return escape(safe, quote=False).replace("\r\n", "<br>").replace("\r", "<br>").replace("\n", "<br>")


def text_block(inner_html: str, cls: str) -> str:
    """One line of a chat message as an HTML block: ``<div class=…>…</div>`` at the start of a line, with no line
    break inside. Markdown (CommonMark's HTML block, which Gradio's renderer follows) leaves its inside alone: no
    emphasis, links, autolinked URLs or backslash escapes, so names and questions show exactly as they are, and the
    message text carries no Markdown escapes. ``inner_html`` must already be escaped (``plain``)."""
    return f"<div class='{cls}'>{inner_html}</div>"


def user_markdown(text: str) -> str:
    """A user's own words as a chat message: shown as typed, never as markup (no HTML, images, links or forms)."""
    return text_block(plain(text), "kg-said")


def error_markdown(message: str) -> str:
    """An error shown in the chat (the message of a kgchat error: it may quote names or the question)."""
    return text_block("⚠️ " + plain(message), "kg-error")


def badge_html(p: Provenance) -> str:
    label, why = BADGES[p]
    return f"<span class='kg-badge kg-{p.value}' title='{escape(why)}'>{ICONS[p]} {escape(label)}</span>"


def step_markdown(step: Step) -> str:
    """One streamed search step, as one line of the steps message (an HTML block: ``text_block``)."""
    name = STEP_NAMES.get(step.kind, step.kind.replace("_", " ").capitalize())
    if step.kind == "rollout" and step.note:  # MCTS: the depth field is the rollout's number, the note its result
        found = step.note.split(": ", 1)[-1] if step.note.startswith("rollout ") else step.note
        return text_block(f"• <b>{name} {step.depth}</b> — {plain(found)}", "kg-step")
    line = f"• <b>{name}</b>" + (f" · depth {step.depth}" if step.depth > 0 else "")
    kept = [c for c in step.candidates if c.kept]
    if step.candidates:
        shown = ", ".join(f"{plain(c.label.replace(' then ', ' → '))} ({c.score:.2f})" for c in kept[:4])
        line += f" — kept {len(kept)} of {len(step.candidates)}" + (f": {shown}" if shown else "")
    elif step.note:
        line += f" — {plain(step.note)}"
    return text_block(line, "kg-step")


def supporting_paths(a: Answer) -> list[Path]:
    """The paths shown as the answer's support: none for an LLM-only answer (the graph's search, kept in the
    trace and its exports, found no answer; its paths support nothing the LLM said)."""
    return [] if a.provenance is Provenance.LLM_ONLY else a.trace.paths


def supporting_evidence(a: Answer) -> list[Evidence]:
    """The rows shown as the answer's evidence (counted, kept or dropped by a filter): none for an LLM-only answer,
    as for its paths."""
    return [] if a.provenance is Provenance.LLM_ONLY else a.trace.evidence


def fallback_info(spec: str) -> str:
    """The Settings tab's line on what answers when the graph cannot and no LLM is chosen."""
    if spec == "none":
        return ("Without an LLM, a question the graph cannot answer gets “I don't know”. pip install "
                "'kgchat[local]' adds a small local model that answers it, labelled “LLM only, not verified”.")
    return (f"Without an LLM, a question the graph cannot answer is answered by {spec}, labelled “LLM only, not "
            "verified”; it never prunes the search.")


def draft_markdown(text: str) -> str:
    """An LLM-only answer while it is being written: already labelled as not verified."""
    return text_block(badge_html(Provenance.LLM_ONLY), "kg-badge-line") + "\n\n" + text_block(plain(text) + " ▍", "kg-a")


def hint_html(text: str) -> str:
    """A short, muted line of advice under an answer (e.g. how to install a fallback LLM)."""
    return text_block(f"ⓘ {plain(text)}", "kg-muted")


def chain_html(path: Path, flagged: set[Triple] | frozenset = frozenset()) -> str:
    """A path as entity and relation chips: ``Inception → directed by → Christopher Nolan`` (relation ids in words;
    the triple, ids and all, in the chip's title)."""
    parts = [f"<span class='kg-ent kg-topic'>{plain(path.start.name or path.start.id)}</span>"]
    triples = path.triples()
    for hop, triple in zip(path.hops, triples, strict=True):
        arrow = "→" if hop.direction is Direction.OUT else "←"
        mark = " kg-flagged" if triple in flagged else ""
        title = "flagged as wrong by an expert" if mark else triple.as_text()
        parts.append(f"<span class='kg-rel{mark}' title='{plain(title).replace(chr(39), '&#x27;')}'>{arrow} "
                     f"{plain(relation_words(hop.relation))} {arrow}</span>")
        unnamed = "" if hop.entity.name else " kg-unnamed"  # a mediator node, shown by its named neighbours
        parts.append(f"<span class='kg-ent{unnamed}'>{plain(hop.label)}</span>")
    return "<div class='kg-chain'>" + "".join(parts) + f"<span class='kg-score'>{path.score:.2f}</span></div>"


def answer_markdown(a: Answer, flagged: set[Triple] | frozenset = frozenset(), max_paths: int = 3) -> str:
    """The assistant's chat message: badge, answer, the best paths as chains, cost. Every line is an HTML block
    (``text_block``), so names from the graph show as plain text: no links, no emphasis, no escapes."""
    lines = [text_block(badge_html(a.provenance), "kg-badge-line"), "",
             text_block(f"<b>{plain(a.text)}</b>", "kg-answer-text")]
    if a.trace.extra.get("stopped"):
        lines += ["", text_block("<i>The search was stopped before it finished; this is what it had so far.</i>",
                                 "kg-muted")]
    if routed := a.trace.extra.get("router"):
        lines += ["", text_block(f"⇄ {plain(routed.get('reason', ''))}", "kg-muted")]
    paths, evidence = supporting_paths(a), supporting_evidence(a)
    if a.trace.logical_form and a.provenance is not Provenance.LLM_ONLY:
        lines += ["", text_block(f"<code class='kg-lf-inline'>{plain(a.trace.logical_form)}</code>", "kg-lf-line")]
    if evidence:  # a count, filter, superlative or intersection: the rows it counted or kept
        lines += ["", evidence_html(a, max_rows=5)]
    elif paths:
        lines += [""] + [chain_html(p, flagged) for p in paths[:max_paths]]
        if len(paths) > max_paths:
            lines += ["", text_block(f"+ {len(paths) - max_paths} more path(s) in the Reasoning panel",
                                     "kg-muted")]
    if any(t in flagged for t in a.trace.triples()):
        lines += ["", text_block("⚑ <i>A fact on this path is flagged as wrong by an expert.</i>", "kg-flag-note")]
    lines += ["", text_block(f"{plain(cost_text(a))} · {plain(a.engine or '?')}", "kg-cost")]
    return "\n".join(lines)


def answer_card(a: Answer | None, flagged: set[Triple] | frozenset = frozenset()) -> str:
    """Right-hand panel: trust, answer entities, every path, the MCTS search when there is one, cost."""
    if a is None:
        return ("<div class='kg-card kg-empty'><b>No answer yet.</b><br>Ask a question on the left: the reasoning "
                "path, the explored graph and the cost of the answer show up here.</div>")
    _, why = BADGES[a.provenance]
    ents = "".join(f"<span class='kg-ent kg-answer'>{escape(e.name or e.id)}</span>" for e in a.entities[:24])
    if len(a.entities) > 24:
        ents += f"<span class='kg-muted'> + {len(a.entities) - 24} more</span>"
    paths = "".join(chain_html(p, flagged) for p in supporting_paths(a)[:12]) or (
        "" if supporting_evidence(a) else "<p class='kg-muted'>The answer has no path to show: the logical form "
                                          "below is what the graph executed.</p>" if a.provenance is Provenance.KG_EXACT
        else "<p class='kg-muted'>No path in the graph supports this answer.</p>")
    c = a.cost
    return (f"<div class='kg-card'><div class='kg-card-head'>{badge_html(a.provenance)}"
            f"<span class='kg-muted'>{escape(why)}</span></div>"
            f"<div class='kg-q'>{escape(a.question)}</div><div class='kg-a'>{escape(a.text)}</div>"
            + (f"<div class='kg-ents'>{ents}</div>" if ents else "")
            + context_html(a)
            + (f"<h4>Evidence</h4>{evidence_html(a)}" if supporting_evidence(a) else "")
            + f"<h4>Reasoning path{'s' * (len(supporting_paths(a)) != 1)}</h4>{paths}{logic_html(a)}{search_html(a)}"
            f"<div class='kg-costs'><div><b>{c.llm_calls}</b><span>LLM calls</span></div>"
            f"<div><b>{c.graph_queries}</b><span>graph queries</span></div>"
            f"<div><b>{c.seconds:.2f} s</b><span>time</span></div>"
            f"<div><b>{escape(a.engine or '?')}</b><span>engine</span></div></div></div>")


def evidence_html(a: Answer, max_rows: int = 50) -> str:
    """The rows an answer stands on ("Ali — release year 2001 > 2000"), kept ones first, each with its path."""
    rows = sorted(a.trace.evidence, key=lambda ev: not ev.kept)[:max_rows]
    kept = sum(ev.kept for ev in a.trace.evidence)
    items = "".join(
        f"<li class='{'kg-kept' if ev.kept else 'kg-muted'}'>{plain(evidence_text(ev))}"
        + (f"<span class='kg-muted' title='{escape(ev.path.as_text())}'> · path</span>" if ev.path else "") + "</li>"
        for ev in rows)
    more = len(a.trace.evidence) - len(rows)
    return (f"<div class='kg-evidence'><div class='kg-muted'>{kept} of {len(a.trace.evidence)} rows kept</div>"
            f"<ul>{items}</ul>" + (f"<span class='kg-muted'>+ {more} more rows in the Reasoning panel</span>"
                                   if more > 0 else "") + "</div>")


def context_html(a: Answer) -> str:
    """How a follow-up's words were read ("'he' → Michael Mann, answer of turn 1") and, for an approximate answer,
    which parts of the question it does not account for."""
    out = ""
    if a.trace.references:
        items = []
        for ref in a.trace.references:
            names = ", ".join(e.name or e.id for e in ref.entities[:8]) + (" …" if len(ref.entities) > 8 else "")
            items.append(f"<li>“{escape(ref.text)}” → <b>{escape(names or 'nothing')}</b> "
                         f"<span class='kg-muted'>({escape(ref.source)})</span></li>")
        asked = a.trace.extra.get("asked")
        out += ("<div class='kg-refs'><h4>Follow-up</h4><ul>" + "".join(items) + "</ul>"
                + (f"<div class='kg-muted'>Asked as: {escape(str(asked))}</div>" if asked else "") + "</div>")
    if a.provenance is Provenance.KG_APPROXIMATE and a.trace.not_covered:
        out += ("<div class='kg-not-covered'><b>Not covered by the graph answer:</b> "
                + ", ".join(f"“{escape(span)}”" for span in a.trace.not_covered) + "</div>")
    return out


def logic_html(a: Answer) -> str:
    """The executed logical form and what it compiled to, collapsed until asked for."""
    if not a.trace.logical_form and not a.trace.compiled:
        return ""
    body = ""
    if a.trace.logical_form:
        body += f"<pre class='kg-lf'>{escape(a.trace.logical_form)}</pre>"
    for language, query in a.trace.compiled.items():
        body += f"<div class='kg-muted'>{escape(language.upper())}</div><pre class='kg-compiled'>{escape(query)}</pre>"
    return f"<details class='kg-logic'><summary>Logical form and query</summary>{body}</details>"


def header_html(info: GraphInfo | None, cfg: ChatConfig, expert: str | None, error: str = "") -> str:
    if info is None:
        graph = f"<span class='kg-chip kg-warn'>{escape(error or 'opening the graph…')}</span>"
    else:
        counts = (f" · {info.triples:,} triples · {info.entities:,} entities · {info.relations} relations"
                  if info.triples is not None else "")
        graph = f"<span class='kg-chip'>◉ {escape(info.name)}{counts}</span>"  # the name only: no server path
        if info.schema:  # the schema read from the graph: what questions can ask about
            graph += (f"<details class='kg-chip kg-schema'><summary>schema: {escape(info.schema_counts)}</summary>"
                      f"<pre class='kg-compiled'>{escape(info.schema)}</pre></details>")
    scorer = "embedding" if cfg.scorer in ("auto", "embedding") else cfg.scorer
    llm = f"no LLM · {scorer} scorer" if cfg.llm == "none" else cfg.llm
    who = (f"<span class='kg-chip kg-expert'>✎ expert: {escape(expert)}</span>" if expert
           else "<span class='kg-chip'>read-only</span>")
    return (f"<div class='kg-header'><div class='kg-brand'><span class='kg-logo'>◆</span><div><div class='kg-title'>"
            f"kgchat</div><div class='kg-tag'>Ask a knowledge graph · see the path · fix the facts</div></div></div>"
            f"<div class='kg-chips'>{graph}<span class='kg-chip'>⚙ {escape(engine_chip(cfg))}</span>"
            f"<span class='kg-chip'>{escape(llm)}</span>{who}</div></div>")


def engine_chip(cfg: ChatConfig) -> str:
    """The engine and its search size; width and depth are ToG's (KBQA-o1 sizes its tree by rollouts)."""
    if cfg.engine == "mcts":
        return "mcts · KBQA-o1 tree search"
    if cfg.engine == "crf":
        return f"crf · beam {cfg.width}"  # the agent walks as deep as its policy says (up to its trained depth)
    return f"{cfg.engine} · width {cfg.width} · depth {cfg.depth}"


def note(text: str, kind: str = "info") -> str:
    """A short status message (kind: info | ok | error) as HTML."""
    return f"<div class='kg-note kg-note-{kind}'>{escape(text)}</div>"


# -- triples ----------------------------------------------------------------------------------------------------
def triple_choices(a: Answer | None) -> list[tuple[str, str]]:
    """(label, value) pairs for the triples on an answer's paths; the value is the triple as JSON."""
    if a is None:
        return []
    names = {}
    for p in a.trace.paths:
        names[p.start.id] = p.start.name
        for h in p.hops:
            names[h.entity.id] = h.entity.name
    out = []
    for t in a.trace.triples():
        label = f"{names.get(t.head) or t.head}  —{t.relation}→  {names.get(t.tail) or t.tail}"
        out.append((label, triple_value(t)))
    return out


def triple_value(t: Triple) -> str:
    return json.dumps([t.head, t.relation, t.tail], ensure_ascii=False)


def parse_triple_value(value: str | None) -> Triple | None:
    if not value:
        return None
    try:
        h, r, t = json.loads(value)
    except (ValueError, TypeError):
        return None
    return Triple(str(h), str(r), str(t))


def triple_cell(t: Triple | None) -> str:
    return "" if t is None else f"{t.head} —{t.relation}→ {t.tail}"


# -- tables -----------------------------------------------------------------------------------------------------
CORRECTION_HEADERS = ["#", "when (UTC)", "who", "action", "before", "after", "reason", "status"]
CONVERSATION_HEADERS = ["#", "title", "answers", "graph", "last update (UTC)"]


def correction_rows(entries: list[Correction]) -> list[list]:
    return [[c.id, c.at.replace("T", " ").removesuffix("+00:00"), c.who, c.action, triple_cell(c.before),
             triple_cell(c.after), c.reason, c.status] for c in entries]


def conversation_rows(convs: list[Conversation], label: Callable[[str], str]) -> list[list]:
    """History rows; ``label`` names a conversation's graph (``AppService.graph_label``: no server paths)."""
    return [[c.id, c.title, c.size, label(c.graph), c.updated.replace("T", " ")[:19]] for c in convs]
