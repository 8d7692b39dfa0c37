"""Build heldout2: a second held-out set for the compositional questions, written without looking at the engine.

    python bench/compositional/make_heldout2.py     # writes heldout2.jsonl, heldout2_conversations.jsonl, heldout2_gold.jsonl

Seeded and deterministic. The wordings (heldout2_wordings.py) were written for this set alone, without reading
wordings.py or the engine; the films and people (heldout2_recipes.py) are drawn with their own seed, and none occurs in
the question text of the dev, forecast or hand-written sets (a plain word match; nothing else is read from them).
Every gold answer is a gold expression evaluated by gold.py over the triples. heldout2_handwritten.jsonl holds
questions written by hand with their gold expression, checked here and joined to heldout2.jsonl.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from gold import KB
from heldout2_recipes import MAX_ANSWERS, QUESTIONS, RECIPES, Pool, names_in, one_reading
from heldout2_wordings import CONVERSATIONS, PRONOUNS, WORDINGS

HERE = Path(__file__).resolve().parent
KB_PATH = HERE.parent.parent / "graphs" / "metaqa_kb.txt.gz"
SEED = "heldout2:2026-11-23"
PER_TYPE = 27
PER_KIND = 22
OTHER_SETS = ("dev.jsonl", "forecast.jsonl", "handwritten.jsonl",
              "dev_conversations.jsonl", "forecast_conversations.jsonl", "handwritten_conversations.jsonl")



# -- putting it together ----------------------------------------------------------------------------------------
def _fill(t: str, values: dict[str, Any]) -> str:
    t = t.lstrip("~")
    text = t.format(**values)
    return text[0].upper() + text[1:] if t.startswith("{G}") else text


def _readable(kb: KB, template: str, names: list[str]) -> bool:
    """A "~" template takes only people with one reading (see WORDINGS)."""
    return not template.startswith("~") or all(one_reading(kb, n) for n in names if n in kb.persons)


def build_questions(s: Pool) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    seen: set[str] = set()
    for qtype, slots in WORDINGS.items():
        for i in range(PER_TYPE):
            variant, t = slots[i % len(slots)]
            for _ in range(3000):
                built = QUESTIONS[qtype](s, variant)
                if built is None:
                    continue
                values, spec, names = built
                q = _fill(t, values)
                if q in seen or any(n in s.used for n in names) or not _readable(s.kb, t, names):
                    continue
                seen.add(q)
                s.used |= set(names)
                rows.append({"question": q, "answers": s.kb.gold(spec), "type": qtype, "gold": spec})
                break
            else:
                raise SystemExit(f"could not draw a {qtype} question for {t!r}")
    return rows


def build_conversations(s: Pool) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    for kind, slots in CONVERSATIONS.items():
        for i in range(PER_KIND):
            recipe, w1, w2 = slots[i % len(slots)]
            for _ in range(3000):
                built = RECIPES[recipe](s)
                if built is None:
                    continue
                values, spec1, spec2, names = built
                if any(n in s.used for n in names) or not _readable(s.kb, w1, names):
                    continue
                he, his, him = s.rng.choice(PRONOUNS)
                values = {**values, "he": he, "his": his, "him": him}
                s.used |= set(names)
                rows.append({"turns": [{"question": _fill(w1, values), "answers": s.kb.gold(spec1), "gold": spec1},
                                       {"question": _fill(w2, values), "answers": s.kb.gold(spec2), "gold": spec2}],
                             "type": kind})
                break
            else:
                raise SystemExit(f"could not draw a {kind} conversation for {recipe}")
    return rows


def check_handwritten(kb: KB, path: Path) -> list[dict[str, Any]]:
    """Hand-written items carry a gold expression a turn; their written answers must be what the KB gives."""
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    wrong = []
    for row in rows:
        for turn in row.get("turns", [row]):
            gold, q = kb.gold(turn["gold"]), turn["question"]
            if row["type"] == "unanswerable" and gold:
                wrong.append(f"{q!r}: unanswerable, yet the expression gives {gold}")
            elif row["type"] != "unanswerable" and not gold:
                wrong.append(f"{q!r}: the KB gives no answer")
            elif sorted(turn["answers"]) != gold:
                wrong.append(f"{q!r}: written {turn['answers']}, the KB gives {gold}")
    if wrong:
        raise SystemExit(f"{path.name}: hand-written answers disagree with the KB:\n  " + "\n  ".join(wrong))
    return rows


def sanity(rows: list[dict[str, Any]], convs: list[dict[str, Any]]) -> None:
    """Answerable items have 1..15 answers, counts are positive, unanswerable ones have none."""
    turns = [(r["type"], r) for r in rows] + [(c["type"], t) for c in convs for t in c["turns"]]
    for qtype, t in turns:
        a = t["answers"]
        if qtype == "unanswerable":
            assert a == [], t
        else:
            assert 1 <= len(a) <= MAX_ANSWERS, t
            if t["gold"][0] == "count":
                assert len(a) == 1 and int(a[0]) > 0, t


def strip(row: dict[str, Any]) -> dict[str, Any]:
    if "turns" in row:
        return {"turns": [{"question": t["question"], "answers": t["answers"]} for t in row["turns"]], "type": row["type"]}
    return {"question": row["question"], "answers": row["answers"], "type": row["type"]}


def write_jsonl(path: Path, rows: list[dict[str, Any]]) -> None:
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


def other_questions(here: Path) -> str:
    """The question strings of the earlier sets, joined: only used to keep their entities out of heldout2."""
    out = []
    for name in OTHER_SETS:
        path = here / name
        if path.exists():
            for line in path.read_text(encoding="utf-8").splitlines():
                if line.strip():
                    row = json.loads(line)
                    out += [t["question"] for t in row.get("turns", [row])]
    return "\n".join(out)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--kb", type=Path, default=KB_PATH)
    ap.add_argument("--out", type=Path, default=HERE)
    ap.add_argument("--refresh-excluded", action="store_true",
                    help="recompute heldout2_excluded.txt (the names asked about in the earlier sets) from their files; "
                         "this changes heldout2, which is meant to be frozen")
    args = ap.parse_args()
    kb = KB.load(args.kb)
    hand = check_handwritten(kb, HERE / "heldout2_handwritten.jsonl")
    hand_conv = check_handwritten(kb, HERE / "heldout2_handwritten_conversations.jsonl")
    excluded_path = HERE / "heldout2_excluded.txt"
    if args.refresh_excluded or not excluded_path.exists():
        excluded = names_in(kb, other_questions(HERE))
        excluded_path.write_text("".join(n + "\n" for n in sorted(excluded)), encoding="utf-8")
    excluded = set(excluded_path.read_text(encoding="utf-8").splitlines())
    pool = Pool(kb, excluded, SEED)
    for row in hand + hand_conv:  # the hand-written questions' names are not drawn again
        stack = [t["gold"] for t in row.get("turns", [row])]
        while stack:
            x = stack.pop()
            if isinstance(x, list):
                stack += x
            elif isinstance(x, str) and (x in kb.films or x in kb.persons) and x not in kb.genres:
                pool.used.add(x)
    stale = sorted(n for n in pool.used if not pool.fresh(n))
    if stale:
        print(f"note: hand-written names also asked about in the earlier sets: {stale}")
    questions = build_questions(pool)
    conversations = build_conversations(pool)
    earlier = set(other_questions(HERE).lower().splitlines())
    shared = sorted({t["question"] for r in questions + conversations + hand + hand_conv
                     for t in r.get("turns", [r])
                     if t["question"].lower() in earlier})
    if shared and args.refresh_excluded:
        raise SystemExit(f"heldout2 repeats questions of the earlier sets word for word: {shared}")
    if shared:
        print(f"note: the earlier sets now also hold these heldout2 questions: {shared}")
    rows = questions + [{**r, "answers": kb.gold(r["gold"])} for r in hand]
    kinds_order = list(CONVERSATIONS)
    conversations = sorted(conversations + hand_conv, key=lambda c: kinds_order.index(c["type"]))
    sanity(rows, conversations)
    order = list(WORDINGS)
    rows.sort(key=lambda r: order.index(r["type"]))  # hand-written ones join their type's block
    write_jsonl(args.out / "heldout2.jsonl", [strip(r) for r in rows])
    write_jsonl(args.out / "heldout2_conversations.jsonl", [strip(c) for c in conversations])
    write_jsonl(args.out / "heldout2_gold.jsonl",
                [{"question": r["question"], "type": r["type"], "gold": r["gold"]} for r in rows]
                + [{"turns": [{"question": t["question"], "gold": t["gold"]} for t in c["turns"]], "type": c["type"]}
                   for c in conversations])
    counts: dict[str, int] = {}
    for r in rows:
        counts[r["type"]] = counts.get(r["type"], 0) + 1
    kinds: dict[str, int] = {}
    for c in conversations:
        kinds[c["type"]] = kinds.get(c["type"], 0) + 1
    print(f"heldout2: {len(rows)} questions {counts}; {len(conversations)} conversations {kinds}")


if __name__ == "__main__":
    main()
