"""The Gradio Blocks: header, chat on the left, reasoning / correction / export on the right, and tabs for
Corrections, History and Settings. Wiring only; the work is in ``handlers`` and ``service``.

API names (for gradio_client and scripts): /ask, /stop, /reask, /correct, /undo, /sign_in, /settings,
/upload_graph, /export_answer, /export_conversation, /conversations, /open_conversation.
"""

from __future__ import annotations

import gradio as gr

from kgchat.corrections import ACTIONS
from kgchat.export import FORMATS
from kgchat.ui import render
from kgchat.ui.figure import empty_figure
from kgchat.ui.handlers import Handlers, new_state
from kgchat.ui.service import AppService

EXAMPLES = ["who directed [The Dark Knight]", "which movies did Christopher Nolan direct",
            "who starred in films directed by Christopher Nolan", "what genres are the movies written by "
            "[Christopher Nolan]"]
ACTION_LABELS = {"flag": "⚑ Flag as wrong (graph unchanged)", "edit": "✎ Edit (replace with the values below)",
                 "delete": "✕ Delete from the graph", "add": "+ Add a missing triple (values below)"}


def build_app(service: AppService | None = None) -> gr.Blocks:
    """The whole UI over ``service`` (one per process; created from the environment when not given)."""
    service = service or AppService()
    h = Handlers(service)
    # delete_cache: Gradio's own copies of uploaded and downloaded files go after an hour (graphs are built from
    # uploads at once; kgchat.uploads keeps those)
    with gr.Blocks(title="kgchat — chat with a knowledge graph", analytics_enabled=False,
                   delete_cache=(3600, 3600)) as demo:
        state = gr.State(new_state(service.default))
        header = gr.HTML(render.header_html(None, service.default, None), elem_id="kg-header")
        with gr.Tabs() as tabs:
            with gr.Tab("Chat", id="chat"), gr.Row(equal_height=False):
                with gr.Column(scale=6):
                    chatbot = gr.Chatbot(elem_id="kg-chatbot", height=600, show_label=False,
                                         placeholder="**Ask the graph anything about its movies.**<br>"
                                                     "Every answer shows its reasoning path and how far to "
                                                     "trust it.",
                                         feedback_options=("Like", "Dislike"), layout="bubble")
                    with gr.Row(elem_id="kg-ask-row"):
                        question = gr.Textbox(placeholder="e.g. who directed The Dark Knight?", show_label=False,
                                              lines=1, max_lines=4, scale=8, elem_id="kg-question",
                                              autofocus=True)
                        ask_btn = gr.Button("Ask", variant="primary", scale=1, min_width=80, elem_id="kg-ask")
                        stop_btn = gr.Button("Stop", variant="stop", scale=1, min_width=80, elem_id="kg-stop")
                    with gr.Row():
                        gr.Examples(EXAMPLES, inputs=question, label="Try")
                        new_btn = gr.Button("+ New conversation", size="sm", scale=0, elem_id="kg-new")
                with gr.Column(scale=5), gr.Tabs():
                    with gr.Tab("Reasoning", id="reasoning"):
                        card = gr.HTML(render.answer_card(None), elem_id="kg-card")
                        plot = gr.Plot(empty_figure(), show_label=False, elem_id="kg-graph")
                    with gr.Tab("Correct a triple", id="correct"):
                        triple = gr.Dropdown([], label="Triple on the reasoning path", elem_id="kg-triple",
                                             info="Pick a fact the answer rests on.")
                        action = gr.Radio([(ACTION_LABELS[a], a) for a in ACTIONS], value="flag",
                                          label="Correction", elem_id="kg-action")
                        with gr.Row():
                            head = gr.Textbox(label="Head", elem_id="kg-head")
                            relation = gr.Textbox(label="Relation", elem_id="kg-relation")
                            tail = gr.Textbox(label="Tail", elem_id="kg-tail")
                        reason = gr.Textbox(label="Reason (required)", elem_id="kg-reason",
                                            placeholder="What is wrong, and your source")
                        with gr.Row():
                            apply_btn = gr.Button("Apply correction", variant="primary", elem_id="kg-apply")
                            reask_btn = gr.Button("↻ Re-ask", elem_id="kg-reask")
                        correct_msg = gr.HTML(render.note(
                            "Experts sign in on the Corrections tab; everyone else is read-only."),
                            elem_id="kg-correct-msg")
                    with gr.Tab("Export", id="export"):
                        fmt = gr.Radio(list(FORMATS), value="html", label="Format", elem_id="kg-format",
                                       info="JSON has the complete trace; HTML is a standalone report.")
                        with gr.Row():
                            exp_answer = gr.Button("Export this answer", elem_id="kg-export-answer")
                            exp_conv = gr.Button("Export the conversation", elem_id="kg-export-conv")
                        export_msg = gr.HTML()
                        export_file = gr.File(label="Download", interactive=False, elem_id="kg-export-file")
            with gr.Tab("Corrections", id="corrections"):
                with gr.Accordion("Expert sign-in", open=True):
                    with gr.Row():
                        user = gr.Textbox(label="Expert", scale=2, elem_id="kg-user")
                        password = gr.Textbox(label="Password", type="password", scale=2, elem_id="kg-password")
                        token = gr.Textbox(label="…or expert token", type="password", scale=2, elem_id="kg-token")
                        with gr.Column(scale=1, min_width=120):
                            sign_in_btn = gr.Button("Sign in", variant="primary", elem_id="kg-sign-in")
                            sign_out_btn = gr.Button("Sign out", size="sm")
                    sign_msg = gr.HTML(elem_id="kg-sign-msg")
                gr.Markdown("#### Audit log — every change to the graph, newest first (experts only)")
                log_table = gr.Dataframe(headers=render.CORRECTION_HEADERS, interactive=False, wrap=True,
                                         elem_id="kg-audit", max_height=420)
                with gr.Row():
                    undo_id = gr.Number(None, label="Correction # (click a row)", precision=0, scale=2,
                                        elem_id="kg-undo-id")
                    with gr.Column(scale=1, min_width=140):
                        undo_btn = gr.Button("↶ Undo", elem_id="kg-undo")
                        refresh_log = gr.Button("Refresh", size="sm")
                undo_msg = gr.HTML(elem_id="kg-undo-msg")
                with gr.Accordion("Export or import corrections", open=False), gr.Row():
                    with gr.Column():
                        exp_corr = gr.Button("Export corrections (JSON)")
                        corr_file = gr.File(label="Corrections file", interactive=False, height=120)
                    with gr.Column():
                        imp_file = gr.File(label="Import corrections (JSON)", file_types=[".json"], type="filepath",
                                           height=120)
                        imp_btn = gr.Button("Re-apply imported corrections")
                corr_msg = gr.HTML()
            with gr.Tab("History", id="history"):
                gr.Markdown("#### Past conversations — click one, then open it")
                conv_table = gr.Dataframe(headers=render.CONVERSATION_HEADERS, interactive=False, wrap=True,
                                          elem_id="kg-conversations", max_height=460)
                with gr.Row():
                    conv_id = gr.Number(None, label="Conversation # (click a row)", precision=0, elem_id="kg-conv-id")
                    open_btn = gr.Button("Open in the chat", variant="primary", elem_id="kg-open")
                    refresh_conv = gr.Button("Refresh", size="sm")
                hist_msg = gr.HTML()
            with gr.Tab("Settings", id="settings"):
                with gr.Row():
                    with gr.Column():
                        graph_kind = gr.Radio([("Keep the current graph", "current"), ("Bundled movie KB", "default"),
                                               ("Neo4j", "neo4j"), ("SPARQL endpoint", "sparql"),
                                               ("Upload a triple file", "upload")],
                                              value="current", label="Graph", elem_id="kg-graph-kind")
                        graph_uri = gr.Textbox(label="Neo4j URI or SPARQL endpoint", elem_id="kg-graph-uri",
                                               placeholder="bolt://neo4j@localhost:7687 · http://localhost:8890/sparql")
                        upload = gr.File(label="Triple file (h|r|t, .tsv, .nt; .gz ok)", type="filepath",
                                         file_types=[".txt", ".tsv", ".nt", ".gz"], height=130)
                        uploaded_spec = gr.Textbox(label="Imported graph", interactive=False)
                        engine = gr.Radio([(label, name) for name, label in render.ENGINE_LABELS.items()],
                                          value=service.default.engine, label="Engine", elem_id="kg-engine",
                                          info="KBQA-o1 searches a tree of tool calls (Monte Carlo tree search) "
                                               "and answers with a logical form.")
                    with gr.Column():
                        llm_kind = gr.Radio([("None (a scorer prunes)", "none"), ("OpenAI-compatible", "openai"),
                                             ("Local model (llama.cpp, slow on a CPU)", "local"),
                                             ("Local Hugging Face model", "hf")], value="none", label="LLM",
                                            info=render.fallback_info(service.fallback_spec()))
                        llm_model = gr.Textbox(label="Model name (OpenAI-compatible)", placeholder="gpt-4o-mini")
                        llm_url = gr.Textbox(label="Base URL (OpenAI-compatible)",
                                             placeholder="http://localhost:8000/v1 (empty: api.openai.com)")
                        hf_path = gr.Textbox(label="Local model directory (Hugging Face)")
                        width = gr.Slider(1, 10, value=service.default.width, step=1, label="Beam width (ToG)")
                        depth = gr.Slider(1, 5, value=service.default.depth, step=1, label="Max depth (ToG)")
                        scorer = gr.Radio([("Embeddings (MiniLM)", "auto"), ("BM25 (fastest)", "bm25")],
                                          value=service.default.scorer, label="Pruning scorer when there is no LLM")
                apply_settings = gr.Button("Apply settings", variant="primary", elem_id="kg-apply-settings")
                settings_msg = gr.HTML(elem_id="kg-settings-msg")

        # -- wiring ------------------------------------------------------------------------------------------
        ask_out = [chatbot, question, card, plot, triple, state]
        ask_a = ask_btn.click(h.ask, [question, chatbot, state], ask_out, api_name="ask")
        ask_b = question.submit(h.ask, [question, chatbot, state], ask_out, api_visibility="private")
        reask = reask_btn.click(h.reask, [chatbot, state], ask_out, api_name="reask")
        stop_btn.click(h.stop, [chatbot], [chatbot], cancels=[ask_a, ask_b, reask], api_name="stop")
        for ev in (ask_a, ask_b, reask):
            ev.then(h.conversations_table, [state], conv_table, api_visibility="private")
        new_btn.click(h.new_conversation, [state], [chatbot, card, plot, triple, state], api_name="new_conversation")
        chatbot.like(h.feedback, [state], None, api_visibility="private")
        triple.change(h.fill_triple, [triple], [head, relation, tail], api_visibility="private")

        sign_in_btn.click(h.sign_in, [user, password, token, state],
                          [sign_msg, header, state, password, token, log_table], api_name="sign_in")
        sign_out_btn.click(h.sign_out, [state], [sign_msg, header, state, log_table], api_name="sign_out")
        apply_btn.click(h.correct, [action, triple, head, relation, tail, reason, state],
                        [correct_msg, log_table, card, header], api_name="correct")
        undo_btn.click(h.undo, [undo_id, state], [undo_msg, log_table, header], api_name="undo")
        log_table.select(h.pick_row, [log_table], [undo_id], api_visibility="private")
        refresh_log.click(h.corrections_table, [state], log_table, api_name="corrections")
        exp_corr.click(h.export_corrections, [state], [corr_file, corr_msg], api_name="export_corrections")
        imp_btn.click(h.import_corrections, [imp_file, state], [corr_msg, log_table], api_name="import_corrections")

        exp_answer.click(h.export_answer, [fmt, state], [export_file, export_msg], api_name="export_answer")
        exp_conv.click(h.export_conversation, [fmt, state], [export_file, export_msg], api_name="export_conversation")

        conv_table.select(h.pick_row, [conv_table], [conv_id], api_visibility="private")
        refresh_conv.click(h.conversations_table, [state], conv_table, api_name="conversations")
        open_btn.click(h.open_conversation, [conv_id, state], [chatbot, card, plot, triple, state, hist_msg, tabs],
                       api_name="open_conversation")

        upload.upload(h.upload_graph, [upload, state], [settings_msg, uploaded_spec, graph_kind],
                      api_name="upload_graph")
        apply_settings.click(h.apply_settings, [graph_kind, graph_uri, uploaded_spec, engine, llm_kind, llm_model,
                                                llm_url, hf_path, width, depth, scorer, state],
                             [settings_msg, header, state], api_name="settings")
        demo.load(h.on_load, [state], [header, log_table, conv_table], api_visibility="private")
    demo.queue(default_concurrency_limit=service.settings.concurrency)  # KGCHAT_CONCURRENCY / --concurrency
    return demo
