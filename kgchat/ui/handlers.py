"""Event handlers of the Gradio app: each takes component values and the session state, calls the service, and
returns what the components should show. No handler lets an exception reach the browser: kgchat errors become
their message, anything else is logged here and shown as a generic message.

Session state (a ``gr.State`` dict): ``config`` (ChatConfig as a dict), ``conversation`` (history id or None),
``turns`` (chat message index -> answer id), ``answer`` (id of the answer shown on the right), ``question`` (last
question asked), ``expert`` (signed-in expert name or None).

Access: conversations are read and written as the caller's identities (``owners``: the browser session, plus the
signed-in user); the audit log and its export are for experts; sign-in goes through a back-off per user and per
client (``kgchat.signin``). User text shown in the chat is escaped (``render.user_markdown``).
"""

from __future__ import annotations

import logging
import tempfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import gradio as gr

from kgchat import export
from kgchat.corrections import authorize
from kgchat.errors import InvalidInput, KGChatError, NotAuthorized
from kgchat.reasoning.context import remembered
from kgchat.signin import attempt_name
from kgchat.types import Answer, Provenance, Step, Triple
from kgchat.ui import render
from kgchat.ui.figure import answer_figure, empty_figure
from kgchat.ui.service import AppService, ChatConfig, Draft

log = logging.getLogger(__name__)

GENERIC = "Something went wrong on the server (the details are in its log). Try again, or check the Settings tab."
THINKING = "🔎 Searching the graph"
HISTORY_TURNS = 10  # earlier answers a follow-up may refer to


def new_state(cfg: ChatConfig) -> dict[str, Any]:
    return {"config": cfg.to_dict(), "conversation": None, "turns": {}, "answer": None, "question": "",
            "expert": None, "history": []}


def message_for(exc: BaseException) -> str:
    """What the user reads for an error: our own message, or a generic one (the details go to the log)."""
    if isinstance(exc, KGChatError):
        return str(exc)
    log.error("unexpected error in the UI", exc_info=exc)
    return GENERIC


class Handlers:
    def __init__(self, service: AppService):
        self.service = service

    # -- helpers ---------------------------------------------------------------------------------------------
    def config(self, state: dict) -> ChatConfig:
        return ChatConfig.from_dict(state.get("config")) if state.get("config") else self.service.default

    def expert(self, state: dict, request: gr.Request | None) -> str | None:
        """The signed-in expert: from the in-app sign-in, or from Gradio's login when that user is an expert."""
        if state.get("expert"):
            return state["expert"]
        user = getattr(request, "username", None) if request is not None else None
        return user if user and user in self.service.settings.experts else None

    def owners(self, state: dict, request: gr.Request | None) -> list[str]:
        """The identities this caller reads and writes conversations as: its session, and its user if signed in."""
        out = [f"session:{_session(request)}"]
        user = getattr(request, "username", None) if request is not None else None
        for name in (user, state.get("expert")):
            if name:
                out.append(f"user:{name}")
        return out

    def header(self, state: dict, request: gr.Request | None = None) -> str:
        cfg = self.config(state)
        try:
            info = self.service.graph_info(cfg)
        except Exception as exc:  # the header must render even when the graph is down
            return render.header_html(None, cfg, self.expert(state, request), message_for(exc))
        return render.header_html(info, cfg, self.expert(state, request))

    def flagged(self, cfg: ChatConfig) -> set[Triple]:
        try:
            return set(self.service.corrections.flagged(self.service.chat(cfg).graph.spec))
        except Exception:
            return set()

    def shown_answer(self, state: dict, request: gr.Request | None = None) -> Answer | None:
        if not state.get("answer"):
            return None
        return self.service.history.turn(state["answer"], self.owners(state, request)).answer

    def right_panel(self, answer: Answer | None, cfg: ChatConfig):
        """Answer card, figure and triple choices for the right-hand panel."""
        flagged = self.flagged(cfg) if answer else set()
        choices = render.triple_choices(answer)
        try:
            fig = answer_figure(answer)
        except Exception as exc:  # a stored trace the figure cannot read: the answer still shows, without a picture
            fig = empty_figure(message_for(exc))
        return (render.answer_card(answer, flagged), fig,
                gr.update(choices=choices, value=choices[0][1] if choices else None))

    # -- page load -------------------------------------------------------------------------------------------
    def on_load(self, state: dict, request: gr.Request):
        return (self.header(state, request), self.corrections_table(state, request),
                self.conversations_table(state, request))

    # -- asking ----------------------------------------------------------------------------------------------
    def ask(self, question: str, messages: list | None, state: dict, request: gr.Request) -> Iterator[tuple]:
        """Stream the search into the chat: a 'thinking' message grows step by step, then the answer."""
        messages = list(messages or [])
        question = (question or "").strip()
        if not question:
            yield messages, gr.skip(), gr.skip(), gr.skip(), gr.skip(), state
            return
        cfg = self.config(state)
        stop = threading.Event()
        self.service.stops[_session(request)] = stop
        thinking = {"role": "assistant", "content": "Opening the graph…",
                    "metadata": {"title": THINKING, "status": "pending"}}
        messages += [{"role": "user", "content": render.user_markdown(question)}, thinking]
        yield messages, "", gr.skip(), gr.skip(), gr.skip(), state
        started, lines, answer, draft = time.perf_counter(), [], None, None
        try:
            history = [Answer.from_dict(d) for d in state.get("history") or []]
            for item in self.service.stream(cfg, question, stop, history):
                if isinstance(item, Step):
                    lines.append(render.step_markdown(item))
                    thinking["content"] = "\n".join(lines)
                    yield messages, gr.skip(), gr.skip(), gr.skip(), gr.skip(), state
                elif isinstance(item, Draft):  # the LLM's own answer, as it is written
                    if draft is None:
                        draft = {"role": "assistant", "content": ""}
                        messages.append(draft)
                    draft["content"] = render.draft_markdown(item.text)
                    yield messages, gr.skip(), gr.skip(), gr.skip(), gr.skip(), state
                else:
                    answer = item
        except Exception as exc:
            thinking["metadata"] = {"title": "Search failed", "status": "done"}
            thinking["content"] = "\n".join(lines) or "—"
            if draft is not None:
                messages.remove(draft)
            messages.append({"role": "assistant", "content": render.error_markdown(message_for(exc))})
            yield messages, gr.skip(), gr.skip(), gr.skip(), gr.skip(), state
            return
        thinking["metadata"] = {"title": f"Searched the graph in {len(lines)} steps", "status": "done",
                                "duration": round(time.perf_counter() - started, 2)}
        thinking["content"] = "\n".join(lines) or "—"
        if draft is not None:  # the finished answer, with its badge, takes the draft's place
            messages.remove(draft)
        answer_id = self.save(state, cfg, answer, request)
        shown = render.answer_markdown(answer, self.flagged(cfg))
        if answer.provenance is Provenance.NONE and (hint := self.service.fallback_hint(cfg)):
            shown += "\n\n" + render.hint_html(hint)
        messages.append({"role": "assistant", "content": shown})
        if answer_id is not None:  # the steps and the answer form one group; a 👍 names the group's first message
            state["turns"].update({str(len(messages) - 2): answer_id, str(len(messages) - 1): answer_id})
        state["answer"], state["question"] = answer_id, question
        # What follow-ups may refer to ("he", "those films"): this conversation's latest answers, oldest first.
        state["history"] = [*(state.get("history") or [])[-(HISTORY_TURNS - 1):], remembered(answer).to_dict()]
        card, fig, choices = self.right_panel(answer, cfg)
        yield messages, gr.skip(), card, fig, choices, state

    def save(self, state: dict, cfg: ChatConfig, answer: Answer, request: gr.Request | None = None) -> int | None:
        """Store the answer in the history (a new conversation on the first question); None if that failed.

        The conversation belongs to the signed-in user when there is one, else to the browser session.
        """
        owners = self.owners(state, request)
        try:
            if state.get("conversation") is None:
                spec = self.service.chat(cfg).graph.spec
                state["conversation"] = self.service.history.new_conversation(answer.question, spec, cfg.engine,
                                                                              owner=owners[-1])
            return self.service.history.add_answer(state["conversation"], answer, owners)
        except Exception:
            log.exception("could not save the answer in the history")
            return None

    def reask(self, messages: list | None, state: dict, request: gr.Request) -> Iterator[tuple]:
        """Ask the last question again (after a correction, the graph has changed)."""
        if not state.get("question"):
            yield (list(messages or []), gr.skip(), gr.skip(), gr.skip(), gr.skip(), state)
            return
        state = {**state, "history": (state.get("history") or [])[:-1]}  # the answer being redone is no history
        yield from self.ask(state["question"], messages, state, request)

    def stop(self, messages: list | None, request: gr.Request):
        """Set the running search's stop flag (the worker ends at its next check) and close the thinking message."""
        if (flag := self.service.stops.get(_session(request))) is not None:
            flag.set()
        messages = list(messages or [])
        if messages and (messages[-1].get("metadata") or {}).get("status") == "pending":
            messages[-1] = {**messages[-1], "metadata": {"title": "Search stopped", "status": "done"}}
            messages.append({"role": "assistant", "content": "⏹ Stopped. Ask again, or narrow the question "
                                                             "(a lower depth in Settings makes searches shorter)."})
        return messages

    def new_conversation(self, state: dict):
        state = {**state, "conversation": None, "turns": {}, "answer": None, "question": "", "history": []}
        card, fig, choices = self.right_panel(None, self.config(state))
        return [], card, fig, choices, state

    def feedback(self, state: dict, data: gr.LikeData, request: gr.Request = None) -> None:
        index = data.index[0] if isinstance(data.index, (list, tuple)) else data.index
        answer_id = state.get("turns", {}).get(str(index))
        if answer_id is None:
            return
        liked = data.liked
        value = 1 if liked is True or liked == "Like" else -1 if liked is False or liked == "Dislike" else None
        try:
            self.service.feedback(answer_id, value, self.owners(state, request), _client(request),
                                  expert=self.expert(state, request) is not None)
        except Exception as exc:
            message_for(exc)

    # -- corrections -----------------------------------------------------------------------------------------
    def sign_in(self, user: str, password: str, token: str, state: dict, request: gr.Request):
        """Check the credentials behind the back-off (per user name and per client address)."""
        client = _client(request)
        try:
            who = self.service.signin.attempt(
                attempt_name(user, token, client), client,
                lambda: authorize(self.service.settings, user, password or None, token or None))
        except NotAuthorized as exc:
            return (render.note(str(exc), "error"), self.header(state, request), state, "", "",
                    self.corrections_table(state, request))
        state = {**state, "expert": who}
        return (render.note(f"Signed in as {who}. You can now correct triples; every change is logged.", "ok"),
                self.header(state, request), state, "", "", self.corrections_table(state, request))

    def sign_out(self, state: dict, request: gr.Request):
        state = {**state, "expert": None}
        return (render.note("Signed out: read-only.", "info"), self.header(state, request), state,
                self.corrections_table(state, request))

    def correct(self, action: str, choice: str | None, head: str, relation: str, tail: str, reason: str,
                state: dict, request: gr.Request):
        """Flag / edit / delete the chosen triple, or add the typed one; returns message, log, card, header."""
        cfg = self.config(state)
        try:
            who = self.expert(state, request)
            if not who:
                raise NotAuthorized("Read-only: sign in as an expert (Corrections tab) to change the graph.")
            chosen = render.parse_triple_value(choice)
            typed = Triple((head or "").strip(), (relation or "").strip(), (tail or "").strip())
            if action in ("flag", "edit", "delete") and chosen is None:
                raise InvalidInput("Choose a triple from the reasoning path first (ask a question if there is none).")
            before = chosen if action in ("flag", "edit", "delete") else None
            after = typed if action in ("edit", "add") else None
            store = self.service.chat(cfg).graph
            done = self.service.correct(store, action, who, reason, before, after)
            msg = render.note(f"Correction #{done.id} ({done.action}) recorded. Press “Re-ask” to answer again on "
                              "the corrected graph.", "ok")
        except Exception as exc:
            msg = render.note(message_for(exc), "error")
        answer = self._safe_answer(state, request)
        return msg, self.corrections_table(state, request), render.answer_card(answer, self.flagged(cfg)), \
            self.header(state, request)

    def undo(self, correction_id: float | None, state: dict, request: gr.Request):
        try:
            who = self.expert(state, request)
            if not who:
                raise NotAuthorized("Read-only: sign in as an expert to undo a correction.")
            if not correction_id:
                raise InvalidInput("Type the number (#) of the correction to undo, or click its row.")
            done = self.service.undo_correction(int(correction_id), who)
            msg = render.note(f"Correction #{done.undoes} undone (logged as #{done.id}).", "ok")
        except Exception as exc:
            msg = render.note(message_for(exc), "error")
        return msg, self.corrections_table(state, request), self.header(state, request)

    def pick_row(self, table, evt: gr.SelectData):
        """The number in the first column of the clicked row (corrections and conversations tables)."""
        try:
            row = evt.index[0] if isinstance(evt.index, (list, tuple)) else evt.index
            return int(table.iloc[row, 0]) if hasattr(table, "iloc") else int(table[row][0])
        except (TypeError, ValueError, IndexError, KeyError):
            return gr.skip()

    def fill_triple(self, choice: str | None):
        t = render.parse_triple_value(choice)
        return (t.head, t.relation, t.tail) if t else ("", "", "")

    def corrections_table(self, state: dict, request: gr.Request = None):
        """The audit log, for experts only (everyone else sees an empty table)."""
        if not self.expert(state, request):
            return []
        try:
            return render.correction_rows(self.service.corrections.list())
        except Exception as exc:
            message_for(exc)
            return []

    def export_corrections(self, state: dict, request: gr.Request):
        try:
            if not self.expert(state, request):
                raise NotAuthorized("The audit log is for experts: sign in to export it.")
            return _write_file("kgchat-corrections.json", self.service.corrections.export_json()), \
                render.note("Corrections exported.", "ok")
        except Exception as exc:
            return None, render.note(message_for(exc), "error")

    def import_corrections(self, path: str | None, state: dict, request: gr.Request):
        try:
            who = self.expert(state, request)
            if not who:
                raise NotAuthorized("Read-only: sign in as an expert to import corrections.")
            if not path:
                raise InvalidInput("Choose a corrections file (.json) exported from kgchat first.")
            store = self.service.chat(self.config(state)).graph
            report = self.service.corrections.import_json(Path(path).read_text(encoding="utf-8"), store, who)
            self.service.graph_changed(store.spec)
            msg = render.note(report.summary(), "ok" if report.applied else "info")
        except Exception as exc:
            msg = render.note(message_for(exc), "error")
        return msg, self.corrections_table(state, request)

    # -- export ----------------------------------------------------------------------------------------------
    def export_answer(self, fmt: str, state: dict, request: gr.Request):
        try:
            if not state.get("answer"):
                raise InvalidInput("There is no answer to export yet: ask a question first.")
            doc = export.from_turn(self.service.history.turn(state["answer"], self.owners(state, request)))
            return _write_file(export.filename(doc, fmt), export.render(doc, fmt)), \
                render.note(f"Answer exported as {fmt}.", "ok")
        except Exception as exc:
            return None, render.note(message_for(exc), "error")

    def export_conversation(self, fmt: str, state: dict, request: gr.Request):
        try:
            if state.get("conversation") is None:
                raise InvalidInput("This conversation is empty: ask a question first, or open one from History.")
            doc = export.from_conversation(self.service.history.conversation(state["conversation"],
                                                                             self.owners(state, request)))
            return _write_file(export.filename(doc, fmt), export.render(doc, fmt)), \
                render.note(f"Conversation exported as {fmt}.", "ok")
        except Exception as exc:
            return None, render.note(message_for(exc), "error")

    # -- history ---------------------------------------------------------------------------------------------
    def conversations_table(self, state: dict, request: gr.Request = None):
        """This caller's conversations only."""
        try:
            return render.conversation_rows(self.service.history.conversations(owners=self.owners(state, request)),
                                            self.service.graph_label)
        except Exception as exc:
            message_for(exc)
            return []

    def open_conversation(self, conversation_id: float | None, state: dict, request: gr.Request):
        """Reload one of the caller's conversations into the chat (steps, answers, feedback); show its last answer."""
        cfg = self.config(state)
        try:
            if not conversation_id:
                raise InvalidInput("Choose a conversation: click its row or type its number.")
            conv = self.service.history.conversation(int(conversation_id), self.owners(state, request))
        except Exception as exc:
            return (gr.skip(), gr.skip(), gr.skip(), gr.skip(), state, render.note(message_for(exc), "error"),
                    gr.skip())
        messages, turns = [], {}
        flagged = self.flagged(cfg)
        for t in conv.turns:
            steps = "\n".join(render.step_markdown(s) for s in t.answer.trace.steps) or "—"
            messages += [{"role": "user", "content": render.user_markdown(t.answer.question)},
                         {"role": "assistant", "content": steps, "metadata": {
                             "title": f"Searched the graph in {len(t.answer.trace.steps)} steps", "status": "done"}},
                         {"role": "assistant", "content": render.answer_markdown(t.answer, flagged)}]
            turns.update({str(len(messages) - 2): t.id, str(len(messages) - 1): t.id})
        last = conv.turns[-1] if conv.turns else None
        state = {**state, "conversation": conv.id, "turns": turns, "answer": last.id if last else None,
                 "question": last.answer.question if last else "",
                 "history": [remembered(t.answer).to_dict() for t in conv.turns[-HISTORY_TURNS:]]}
        card, fig, choices = self.right_panel(last.answer if last else None, cfg)
        return (messages, card, fig, choices, state, render.note(f"Opened “{conv.title}”.", "ok"),
                gr.Tabs(selected="chat"))

    # -- settings --------------------------------------------------------------------------------------------
    def upload_graph(self, path: str | None, state: dict, request: gr.Request = None):
        """Import an uploaded triple file into a new SQLite graph kept for this session (or signed-in user), within
        the size and quota limits (``kgchat.uploads``); the graph's name goes into the “Imported graph” box."""
        owners = self.owners(state, request)
        try:
            if not path:
                raise InvalidInput("Choose a triple file to upload.")
            name, summary = self.service.import_triples(path, owners[-1], anonymous=len(owners) == 1)
            return render.note(summary + ". Press “Apply settings” to use it.", "ok"), name, "upload"
        except Exception as exc:
            return render.note(message_for(exc), "error"), gr.skip(), gr.skip()
        finally:
            _drop_upload(path)

    def apply_settings(self, graph_kind: str, uri: str, uploaded_spec: str, engine: str, llm_kind: str,
                       llm_model: str, llm_url: str, hf_path: str, width: float, depth: float, scorer: str,
                       state: dict, request: gr.Request):
        """Open the chosen graph / engine / LLM; on failure the session keeps its previous settings."""
        try:
            cfg = self.service.settings_config(self.config(state), self.expert(state, request), graph_kind, uri,
                                               uploaded_spec, engine, llm_kind, llm_model, llm_url, hf_path,
                                               int(width or 3), int(depth or 3), scorer)
            info = self.service.graph_info(cfg)  # opens the chat: a bad URI or model fails here
        except Exception as exc:
            return (render.note("Settings not applied: " + message_for(exc), "error"), self.header(state, request),
                    state)
        state = {**state, "config": cfg.to_dict()}
        engine_name = render.ENGINE_LABELS.get(cfg.engine, cfg.engine)
        return (render.note(f"Now chatting with {info.name} using {engine_name}"
                            + ("" if cfg.llm == "none" else f" and {cfg.llm}") + ".", "ok"),
                self.header(state, request), state)

    def _safe_answer(self, state: dict, request: gr.Request | None = None) -> Answer | None:
        try:
            return self.shown_answer(state, request)
        except Exception:
            return None


def _session(request: gr.Request | None) -> str:
    return getattr(request, "session_hash", None) or "default"


def _client(request: gr.Request | None) -> str:
    """The caller's address as the server sees it (a proxy's X-Forwarded-For only from KGCHAT_TRUSTED_PROXIES)."""
    return getattr(getattr(request, "client", None), "host", None) or "unknown"


def _drop_upload(path: str | None) -> None:
    """Delete Gradio's temporary copy of an uploaded file once it was imported or refused (only ever a file in
    Gradio's upload folder)."""
    from gradio.utils import get_upload_folder

    if path and Path(path).resolve().is_relative_to(Path(get_upload_folder()).resolve()):
        Path(path).unlink(missing_ok=True)


def _write_file(name: str, text: str) -> str:
    """Write an export where Gradio may serve it from (a fresh temporary directory), return its path."""
    path = Path(tempfile.mkdtemp(prefix="kgchat-export-")) / name
    path.write_text(text, encoding="utf-8")
    return str(path)


__all__ = ["Handlers", "message_for", "new_state"]
