"""Write heldout3: a third held-out question set over the movie KB, made without reading or running the engine.

    python bench/compositional/make_heldout3.py                      # regenerates heldout3*.jsonl (deterministic)
    python bench/compositional/make_heldout3.py --refresh-excluded   # recomputes heldout3_excluded.txt first

Writes heldout3.jsonl (``{"question", "answers", "type"}``), heldout3_conversations.jsonl (``{"turns", "type"}``)
and heldout3_gold.jsonl (every item's gold expression). The hand-written items (heldout3_handwritten*.jsonl, each
with a gold expression) are checked against the KB and join their types. See README.md, section heldout3.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from gold import KB  # noqa: E402
from heldout3_recipes import QUESTIONS, RECIPES, Pool, names_in_texts  # noqa: E402
from heldout3_wordings import CONVERSATIONS, PRONOUNS  # noqa: E402
from heldout3_wordings import QUESTIONS as Q_WORDINGS  # noqa: E402

SEED = "heldout3:2026-11-24"
KB_PATH = HERE.parent.parent / "graphs" / "metaqa_kb.txt.gz"
PER_TYPE, PER_KIND = 30, 24
# The sets written before heldout3: their question strings are only word-matched against KB names, never shown.
EARLIER = ["dev", "forecast", "handwritten", "heldout2", "heldout2_handwritten"]
EXCLUDED = HERE / "heldout3_excluded.txt"
HAND_Q, HAND_C = HERE / "heldout3_handwritten.jsonl", HERE / "heldout3_handwritten_conversations.jsonl"


def read_jsonl(path: Path) -> list[dict[str, Any]]:
    with open(path, encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


def write_jsonl(path: Path, rows: list[dict[str, Any]]) -> None:
    with open(path, "w", encoding="utf-8") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")


def earlier_questions() -> list[str]:
    texts = []
    for name in EARLIER:
        for row in read_jsonl(HERE / f"{name}.jsonl"):
            texts.append(row["question"])
        for row in read_jsonl(HERE / f"{name}_conversations.jsonl"):
            texts.extend(turn["question"] for turn in row["turns"])
    return texts


def norm(question: str) -> str:
    return " ".join(re.findall(r"\w+", question.lower()))


def render(template: str, values: dict[str, Any], lower: bool) -> str:
    text = template.format(**values)
    return text.lower() if lower else text


def hand_written(kb: KB, excluded: set[str]) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The hand-written items, each checked against its gold expression; their topics are fresh, clean names."""
    questions, conversations = read_jsonl(HAND_Q), read_jsonl(HAND_C)
    for row in questions + conversations:
        for name in row["topics"]:
            clean = kb.clean_film(name) if name in kb.films else kb.clean_person(name)
            assert clean and name not in excluded, f"hand-written topic {name!r} is not clean or not fresh"
    for row in questions:
        got = kb.gold(row["gold"])
        assert got == sorted(row["answers"]), f"hand-written gold mismatch: {row['question']!r}: {got}"
        assert row["type"] in Q_WORDINGS, row
    for row in conversations:
        assert row["type"] in CONVERSATIONS and len(row["turns"]) == 2, row
        for turn in row["turns"]:
            got = kb.gold(turn["gold"])
            assert got == sorted(turn["answers"]), f"hand-written gold mismatch: {turn['question']!r}: {got}"
    return questions, conversations


def spread(n: int, k: int) -> list[int]:
    """n items over k templates, as evenly as possible (the first templates take the remainder)."""
    return [n // k + (1 if i < n % k else 0) for i in range(k)]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--refresh-excluded", action="store_true", help="recompute heldout3_excluded.txt")
    args = ap.parse_args()

    kb = KB.load(KB_PATH)
    earlier = earlier_questions()
    if args.refresh_excluded or not EXCLUDED.exists():
        names = sorted(names_in_texts(kb, earlier))
        EXCLUDED.write_text("".join(n + "\n" for n in names), encoding="utf-8")
    excluded = set(EXCLUDED.read_text(encoding="utf-8").splitlines())
    seen = {norm(q) for q in earlier}

    hand_q, hand_c = hand_written(kb, excluded)
    hand_texts = [r["question"] for r in hand_q] + [t["question"] for r in hand_c for t in r["turns"]]
    assert not {norm(q) for q in hand_texts} & seen, "a hand-written question repeats an earlier one"
    s = Pool(kb, excluded, SEED)
    # hand-written topics (and any other KB name in their text) are not drawn again
    s.used |= names_in_texts(kb, hand_texts) | {t for r in hand_q + hand_c for t in r["topics"]}
    seen |= {norm(q) for q in hand_texts}

    out_q: list[dict[str, Any]] = []
    gold_rows: list[dict[str, Any]] = []
    for qtype, templates in Q_WORDINGS.items():
        hand = [r for r in hand_q if r["type"] == qtype]
        rows = []
        for (variant, template, lower), n in zip(templates, spread(PER_TYPE - len(hand), len(templates)), strict=True):
            made = 0
            for _ in range(5000):
                if made == n:
                    break
                built = QUESTIONS[qtype](s, variant)
                if not built:
                    continue
                values, spec, topics = built
                if any(t in s.used for t in topics):
                    continue
                question = render(template, values, lower)
                if norm(question) in seen:
                    continue
                seen.add(norm(question))
                s.used |= set(topics)
                rows.append({"question": question, "answers": kb.gold(spec), "type": qtype, "gold": spec,
                             "topics": topics, "template": template, "source": "generated"})
                made += 1
            assert made == n, f"{qtype}: {template!r} drew {made} of {n}"
        rows += [{**r, "template": None, "source": "hand-written"} for r in hand]
        s.rng.shuffle(rows)
        for r in rows:
            out_q.append({"question": r["question"], "answers": r["answers"], "type": r["type"]})
            gold_rows.append({"set": "questions", "type": r["type"], "question": r["question"], "gold": r["gold"],
                              "answers": r["answers"], "topics": r["topics"], "source": r["source"],
                              "template": r["template"]})

    out_c: list[dict[str, Any]] = []
    for kind, templates in CONVERSATIONS.items():
        hand = [r for r in hand_c if r["type"] == kind]
        rows = []
        for (recipe, t1, t2, lower), n in zip(templates, spread(PER_KIND - len(hand), len(templates)), strict=True):
            made = 0
            for _ in range(5000):
                if made == n:
                    break
                pronoun = s.rng.choice(sorted(PRONOUNS))
                built = RECIPES[recipe](s)
                if not built:
                    continue
                values, spec1, spec2, topics = built
                if any(t in s.used for t in topics):
                    continue
                values = {**values, **PRONOUNS[pronoun]}
                q1, q2 = render(t1, values, lower), render(t2, values, lower)
                if norm(q1) in seen:
                    continue  # (a second turn naming nothing, "who directed it?", may repeat an earlier one)
                seen.add(norm(q1))
                s.used |= set(topics)
                turns = [{"question": q1, "answers": kb.gold(spec1), "gold": spec1},
                         {"question": q2, "answers": kb.gold(spec2), "gold": spec2}]
                rows.append({"turns": turns, "type": kind, "topics": topics, "recipe": recipe, "source": "generated"})
                made += 1
            assert made == n, f"{kind}: {recipe} drew {made} of {n}"
        rows += [{**r, "recipe": None, "source": "hand-written"} for r in hand]
        s.rng.shuffle(rows)
        for r in rows:
            out_c.append({"turns": [{"question": t["question"], "answers": t["answers"]} for t in r["turns"]],
                          "type": kind})
            gold_rows.append({"set": "conversations", "type": kind,
                              "turns": [{"question": t["question"], "gold": t["gold"], "answers": t["answers"]}
                                        for t in r["turns"]], "topics": r["topics"], "source": r["source"],
                              "recipe": r["recipe"]})

    write_jsonl(HERE / "heldout3.jsonl", out_q)
    write_jsonl(HERE / "heldout3_conversations.jsonl", out_c)
    write_jsonl(HERE / "heldout3_gold.jsonl", gold_rows)
    counts_q: dict[str, int] = {}
    for r in out_q:
        counts_q[r["type"]] = counts_q.get(r["type"], 0) + 1
    counts_c: dict[str, int] = {}
    for r in out_c:
        counts_c[r["type"]] = counts_c.get(r["type"], 0) + 1
    print(f"heldout3: {len(out_q)} questions {counts_q}; {len(out_c)} conversations {counts_c}; "
          f"{len(excluded)} excluded names")


if __name__ == "__main__":
    main()
