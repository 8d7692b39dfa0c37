"""Split a development set in two halves by the question's text, so that one half is developed on and the other is
measured once, at the end, as a forecast of how a set nobody here has seen will go.

A question (a conversation: its first turn) is on the *dev* side when the last hex digit of the SHA-1 of its text
is even, else on the *forecast* side. The rule reads nothing but the text, so anyone can apply it to a new set.

    python bench/own/split.py bench/own/movies/questions.jsonl --half dev --out /tmp/dev.jsonl
"""

from __future__ import annotations

import argparse
import hashlib
import json
from pathlib import Path

HALVES = ("dev", "forecast")


def half(question: str) -> str:
    """'dev' or 'forecast' for a question's text."""
    return "dev" if int(hashlib.sha1(question.encode("utf-8")).hexdigest()[-1], 16) % 2 == 0 else "forecast"


def key(record: dict) -> str:
    """The text a record is split by: its question, or a conversation's first turn."""
    return record["turns"][0]["question"] if "turns" in record else record["question"]


def select(lines: list[str], which: str) -> list[str]:
    return [line for line in lines if line.strip() and half(key(json.loads(line))) == which]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("questions", type=Path, help="a jsonl or conversations file")
    parser.add_argument("--half", choices=HALVES, required=True)
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args()
    kept = select(args.questions.read_text(encoding="utf-8").splitlines(), args.half)
    args.out.write_text("".join(line + "\n" for line in kept), encoding="utf-8")
    print(f"{args.out}: {len(kept)} {args.half} lines of {args.questions}")


if __name__ == "__main__":
    main()
