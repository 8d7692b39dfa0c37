"""Look and feel: a Gradio theme with system fonts only (nothing is fetched from a font CDN) and the app's CSS."""

from __future__ import annotations

import gradio as gr

SYSTEM_FONTS = ["system-ui", "-apple-system", "Segoe UI", "Roboto", "Helvetica Neue", "Arial", "sans-serif"]
MONO_FONTS = ["ui-monospace", "SFMono-Regular", "Menlo", "Consolas", "monospace"]


def theme() -> gr.themes.Base:
    return gr.themes.Soft(primary_hue="indigo", secondary_hue="slate", neutral_hue="slate", radius_size="md",
                          font=SYSTEM_FONTS, font_mono=MONO_FONTS).set(
        body_background_fill="#f6f7fb", block_radius="14px", block_border_width="1px",
        block_shadow="0 1px 2px rgba(15,23,42,.04)", button_primary_background_fill="#4f46e5",
        button_primary_background_fill_hover="#4338ca",
    )


CSS = """
.gradio-container{max-width:1400px !important;margin:auto}
footer{display:none !important}
.kg-header{display:flex;justify-content:space-between;align-items:center;gap:1rem;
 padding:.9rem 1.2rem;border-radius:16px;background:linear-gradient(120deg,#312e81,#4f46e5 60%,#6366f1);color:#fff}
.kg-header .kg-title,.kg-header .kg-tag,.kg-header .kg-chip{color:#fff !important}
.kg-brand{display:flex;align-items:center;gap:.75rem;flex:0 0 auto}
.kg-logo{font-size:1.9rem;line-height:1;color:#c7d2fe}
.kg-title{font-size:1.45rem;font-weight:700;letter-spacing:-.01em}
.kg-tag{font-size:.85rem;opacity:.85}
.kg-chips{display:flex;gap:.4rem;flex-wrap:wrap;justify-content:flex-end;flex:1 1 0;min-width:0}
@media (max-width:720px){.kg-header{flex-direction:column;align-items:flex-start}.kg-chips{justify-content:flex-start}}
.kg-chip{background:rgba(255,255,255,.16);border:1px solid rgba(255,255,255,.25);border-radius:999px;
 padding:.2rem .7rem;font-size:.8rem;white-space:nowrap}
.kg-header .kg-chip.kg-expert{background:#fef3c7;color:#78350f !important;border-color:#fde68a}
.kg-header .kg-chip.kg-warn{background:#fee2e2;color:#7f1d1d !important}
.kg-header .kg-chip.kg-schema{border-radius:.6rem;white-space:normal}
.kg-header .kg-schema summary{cursor:pointer}
.kg-header .kg-schema pre{max-height:18rem;max-width:48rem;overflow:auto;white-space:pre;font-size:.72rem;
 background:#fff;color:#1f2937 !important;border-radius:.4rem;padding:.5rem;margin:.4rem 0 0}
.kg-badge{display:inline-block;border-radius:999px;padding:.12rem .65rem;font-size:.78rem;font-weight:650;
 letter-spacing:.01em}
.kg-kg-exact{background:#dcfce7;color:#166534}
.kg-kg-approximate{background:#fef3c7;color:#92400e}
.kg-llm-only{background:#fee2e2;color:#991b1b}
.kg-none{background:#e5e7eb;color:#374151}
.kg-chain{display:flex;flex-wrap:wrap;align-items:center;gap:.25rem;margin:.3rem 0;font-size:.85rem}
.kg-ent{background:#e0f2fe;color:#075985;border-radius:6px;padding:.08rem .45rem}
.kg-ent.kg-topic{background:#e0e7ff;color:#3730a3;font-weight:600}
.kg-ent.kg-answer{background:#dcfce7;color:#166534;font-weight:600}
.kg-rel{color:#4f46e5;font-family:ui-monospace,Menlo,Consolas,monospace;font-size:.78rem}
.kg-rel.kg-flagged{color:#b91c1c;text-decoration:line-through wavy #f87171}
.kg-score{margin-left:auto;color:#9ca3af;font-size:.75rem}
.kg-cost,.kg-muted{color:#6b7280;font-size:.8rem}
.kg-evidence ul{margin:.2rem 0 .4rem 1rem;padding:0;font-size:.85rem}
.kg-evidence li.kg-kept{color:#166534}
.kg-answer-text,.kg-badge-line,.kg-lf-line,.kg-flag-note,.kg-error{margin:.3rem 0}
.kg-cost,.kg-muted{margin:.25rem 0}
.kg-said{white-space:pre-wrap}
.kg-step{margin:.1rem 0}
.kg-card{padding:.4rem .2rem}
.kg-card-head{display:flex;gap:.6rem;align-items:center;flex-wrap:wrap}
.kg-q{color:#6b7280;font-size:.85rem;margin-top:.5rem}
.kg-a{font-size:1.15rem;font-weight:650;margin:.15rem 0 .4rem;color:#111827}
.kg-ents{display:flex;flex-wrap:wrap;gap:.3rem;margin-bottom:.4rem}
.kg-card h4{margin:.6rem 0 .2rem;font-size:.8rem;text-transform:uppercase;letter-spacing:.05em;color:#6b7280}
.kg-costs{display:grid;grid-template-columns:repeat(4,1fr);gap:.4rem;margin-top:.6rem}
.kg-costs div{background:#f8fafc;border:1px solid #eef2f7;border-radius:10px;padding:.35rem .5rem;text-align:center}
.kg-costs b{display:block;font-size:.95rem;color:#111827}
.kg-costs span{font-size:.7rem;color:#6b7280}
.kg-empty{color:#6b7280;padding:1rem}
.kg-note{border-radius:10px;padding:.5rem .75rem;font-size:.88rem}
.kg-note-info{background:#eef2ff;color:#3730a3}
.kg-note-ok{background:#dcfce7;color:#166534}
.kg-note-error{background:#fee2e2;color:#991b1b}
#kg-chatbot{border-radius:14px}
#kg-ask-row{align-items:end}
.kg-panel-title{font-weight:650;color:#374151;margin:0 0 .2rem}
.kg-lf{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:.8rem;background:#f8fafc;color:#312e81;
 border:1px solid #e0e7ff;border-radius:8px;padding:.4rem .6rem;margin:.2rem 0;white-space:pre-wrap;word-break:break-word}
.kg-lf-inline{font-size:.78rem;color:#312e81;background:#eef2ff;border-radius:6px;padding:.1rem .4rem}
.kg-traj{width:100%;border-collapse:collapse !important;border:0 !important;margin-top:.35rem;font-size:.8rem}
.kg-traj th,.kg-traj td{border:0 !important;border-bottom:1px solid #eef2f7 !important;padding:.3rem .4rem !important;
 background:none !important}
.kg-traj th{text-align:left;font-weight:600;color:#6b7280;font-size:.7rem;text-transform:uppercase;letter-spacing:.04em;
 border-bottom:1px solid #e5e7eb !important}
.kg-traj td{vertical-align:top}
.kg-traj tr,.kg-traj thead,.kg-traj tbody{border:0 !important}
.kg-thought{color:#6b7280;font-style:italic;margin-bottom:.15rem}
.kg-act,.kg-obs{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:.74rem;background:none;padding:0;
 word-break:break-word}
.kg-act{color:#4338ca;font-weight:600}
.kg-obs{color:#374151}
.kg-found{color:#166534;font-size:.76rem;margin-top:.15rem}
.kg-q-cell{text-align:right;font-variant-numeric:tabular-nums;color:#111827;white-space:nowrap}
.kg-q-cell.kg-neg{color:#b91c1c}
"""
