"""Where the time of ``Chat.ask`` goes: cProfile over the first N dev-half questions of a text2cypher set.

    NEO4J_PASSWORD=… python bench/profile_ask.py QUESTIONS.csv bolt://neo4j@HOST:PORT [N]

The first question is asked before profiling starts (it loads the models); prints the median wall time per question
and the functions by cumulative and by own time.
"""

from __future__ import annotations

import cProfile
import io
import pstats
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent / "own"))
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's kgchat, whatever is installed
from split import half  # noqa: E402
from text2cypher import read_questions  # noqa: E402


def main() -> None:
    from kgchat.chat import DEFAULT_ENGINE, Chat, router_config
    from kgchat.config import load_settings
    from kgchat.reasoning.router import run_memory

    qfile, graph = sys.argv[1], sys.argv[2]
    n = int(sys.argv[3]) if len(sys.argv) > 3 else 31
    questions = [q["question"] for q in read_questions(Path(qfile)) if half(q["question"]) == "dev"][:n]
    chat = Chat.open(graph, DEFAULT_ENGINE, llm="none", router_memory=run_memory(0, router_config(load_settings())),
                     fallback="none")
    chat.ask(questions[0])
    profile, ms = cProfile.Profile(), []
    for q in questions[1:]:
        started = time.perf_counter()
        profile.enable()
        chat.ask(q)
        profile.disable()
        ms.append(1000 * (time.perf_counter() - started))
    print(f"{len(ms)} questions, median {statistics.median(ms):.0f} ms, mean {statistics.mean(ms):.0f} ms")
    for order, lines in (("cumulative", 50), ("tottime", 20)):
        out = io.StringIO()
        pstats.Stats(profile, stream=out).sort_stats(order).print_stats(lines)
        print(out.getvalue())


if __name__ == "__main__":
    main()
