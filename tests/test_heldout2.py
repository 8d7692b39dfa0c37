"""The second held-out compositional set (bench/compositional/heldout2*): the committed files are what its seeded
script writes, they read as eval input, and every answerable item has a gold answer the chat can list."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from kgchat.evaluation.datasets import read_conversations, read_examples

BENCH = Path(__file__).resolve().parent.parent / "bench" / "compositional"
TYPES = {"count", "intersection", "director_actor", "year_compare", "in_year", "superlative", "genre_person",
         "relation", "unanswerable"}
KINDS = {"pronoun", "demonstrative", "which_of_them", "what_else", "independent"}
FILES = ("heldout2.jsonl", "heldout2_conversations.jsonl", "heldout2_gold.jsonl")


def test_heldout2_is_what_the_script_writes(tmp_path):
    done = subprocess.run([sys.executable, str(BENCH / "make_heldout2.py"), "--out", str(tmp_path)],
                          capture_output=True, text=True, timeout=300, cwd=BENCH)
    assert done.returncode == 0, done.stderr
    for name in FILES:
        assert (tmp_path / name).read_text(encoding="utf-8") == (BENCH / name).read_text(encoding="utf-8"), name


def test_heldout2_shape():
    examples = read_examples(BENCH / "heldout2.jsonl", "jsonl")
    counts = {t: sum(ex.qtype == t for ex in examples) for t in TYPES}
    assert set(counts) == TYPES and min(counts.values()) >= 27, counts
    assert all(ex.unanswerable == (ex.qtype == "unanswerable") for ex in examples)
    assert all(1 <= len(ex.answers) <= 15 for ex in examples if not ex.unanswerable)
    assert all(int(ex.answers[0]) > 0 for ex in examples if ex.qtype == "count")
    convs = read_conversations(BENCH / "heldout2_conversations.jsonl")
    assert {c.qtype for c in convs} == KINDS and len(convs) >= 5 * 20
    assert all(len(c.turns) == 2 and all(1 <= len(t.answers) <= 15 for t in c.turns) for c in convs)
    # no question of heldout2 is a question of the sets the engine was developed on
    earlier = set()
    for name in ("dev.jsonl", "forecast.jsonl"):
        earlier |= {json.loads(line)["question"] for line in (BENCH / name).read_text(encoding="utf-8").splitlines()}
    assert not {ex.question for ex in examples} & earlier
