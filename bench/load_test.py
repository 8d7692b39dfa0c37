"""A bounded load test of the real app: N concurrent browser sessions (gradio_client) asking mixed questions.

    python bench/load_test.py                         # 20 sessions x 5 questions on the bundled movie KB
    python bench/load_test.py --sessions 5 --questions 2 --max-seconds 120

The app (``python app.py``) is started on 127.0.0.1 on a free port with its own temporary data directory (the
bundled movie KB is copied in from ``~/.local/share/kgchat`` when it was built there, else built on start). Every
session is its own ``gradio_client.Client`` (its own Gradio session) and asks its questions one after another;
the sessions run at the same time. Nothing leaves the machine.

Checked for every answer: it arrived without an error message, the chat it came back in holds only this session's
question (no mixing between sessions), and at the end each session's History lists only its own conversations.
Measured: latency per question (p50 / p95 / max), errors, wall time, and the server's resident memory (sampled
from /proc every 0.5 s: start, peak, end). The whole run is bounded by --max-seconds: questions still running then
count as errors. Results go to bench/results/load_test.json.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from concurrent.futures import ThreadPoolExecutor, wait
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "bench" / "results" / "load_test.json"
BUILT_KB = Path.home() / ".local" / "share" / "kgchat" / "movies.db"

# Mixed questions on the movie KB: 1-, 2- and 3-hop, a comparison, one the graph cannot answer, hostile text.
QUESTIONS = [
    "who directed [The Dark Knight]",
    "what movies did [Christopher Nolan] direct",
    "which person wrote the movies directed by [Ridley Scott]",
    "what genres are the movies written by [Christopher Nolan]",
    "who starred in films directed by [Steven Spielberg]",
    "when was [Inception] released",
    "what language is [Amelie] in",
    "who are the actors in the movies directed by the director of [Titanic]",
    "what is the capital of France",
    "<img src=x onerror=alert(1)> who directed [Alien]; DROP TABLE triples; --",
]
ERROR_MARKS = ("⚠️", "Something went wrong")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def rss_mb(pid: int) -> float | None:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        return None
    return None


def text_of(message) -> str:
    content = message.get("content") if isinstance(message, dict) else message
    if isinstance(content, list):
        return "".join(p.get("text", "") for p in content if isinstance(p, dict))
    return str(content)


def start_app(data_dir: Path, scorer: str, log: Path, timeout: float) -> tuple[subprocess.Popen, str]:
    port = free_port()
    env = {**os.environ, "KGCHAT_DATA_DIR": str(data_dir), "GRADIO_ANALYTICS_ENABLED": "False",
           "HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1", "PYTHONUNBUFFERED": "1"}
    for key in ("KGCHAT_CONFIG", "KGCHAT_GRAPH", "KGCHAT_LLM", "OPENAI_BASE_URL", "OPENAI_API_KEY"):
        env.pop(key, None)
    proc = subprocess.Popen([sys.executable, str(ROOT / "app.py"), "--host", "127.0.0.1", "--port", str(port),
                             "--scorer", scorer], cwd=ROOT, env=env, stdout=log.open("w"), stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}/"
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise SystemExit(f"the app exited with {proc.returncode}:\n{log.read_text()[-2000:]}")
        try:
            with urllib.request.urlopen(url, timeout=2):
                if "kgchat is ready" in log.read_text(errors="replace"):
                    return proc, url
        except OSError:
            pass
        time.sleep(0.5)
    proc.kill()
    raise SystemExit(f"the app was not ready within {timeout:.0f} s:\n{log.read_text()[-2000:]}")


def session(url: str, index: int, questions: list[str], stop_at: float, out: list[dict]) -> None:
    """One browser session: ask the questions in turn, then list its conversations."""
    from gradio_client import Client

    try:  # a browser waits for the page; httpx's 5 s default would count a busy server's queue as an error
        client = Client(url, verbose=False, httpx_kwargs={"timeout": 120})
    except Exception as exc:
        out.extend({"session": index, "question": q, "error": f"cannot connect: {type(exc).__name__}: {exc}"[:200]}
                   for q in questions)
        return
    messages: list = []
    for n, question in enumerate(questions):
        tagged = f"{question} (s{index}q{n})"
        if time.monotonic() > stop_at:
            out.append({"session": index, "question": tagged, "error": "not asked: time bound reached"})
            continue
        started = time.monotonic()
        record = {"session": index, "question": tagged}
        try:
            job = client.submit(tagged, messages, api_name="/ask")
            result = job.result(timeout=max(1.0, stop_at - time.monotonic()))
            record["seconds"] = time.monotonic() - started
            messages = result[0]
            reply = text_of(messages[-1]) if messages else ""
            users = [text_of(m) for m in messages if m.get("role") == "user"]
            if any(mark in reply for mark in ERROR_MARKS):
                record["error"] = reply[:200]
            elif any(f"(s{index}q" not in u for u in users):
                record["error"] = f"another session's question in this chat: {users}"
        except Exception as exc:  # a timeout or a broken connection counts as an error of this question
            record["seconds"] = time.monotonic() - started
            record["error"] = f"{type(exc).__name__}: {exc}"[:200]
        out.append(record)
    try:
        rows = client.predict(api_name="/conversations")["data"]
        foreign = [r[1] for r in rows if r and f"(s{index}q" not in str(r[1])]
        if foreign:
            out.append({"session": index, "question": "/conversations", "error": f"foreign conversations: {foreign}"})
    except Exception as exc:
        out.append({"session": index, "question": "/conversations", "error": f"{type(exc).__name__}: {exc}"[:200]})


def main(argv: list[str] | None = None) -> dict:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--sessions", type=int, default=20)
    p.add_argument("--questions", type=int, default=5, help="questions per session")
    p.add_argument("--scorer", choices=["auto", "bm25"], default="auto", help="the app's pruning scorer")
    p.add_argument("--max-seconds", type=float, default=420.0, help="bound on the whole run after the app is up")
    p.add_argument("--seed", type=int, default=15)
    p.add_argument("--out", type=Path, default=RESULTS)
    args = p.parse_args(argv)

    data_dir = Path(tempfile.mkdtemp(prefix="kgchat-load-"))
    if BUILT_KB.exists():
        shutil.copy(BUILT_KB, data_dir / "movies.db")
    log = data_dir / "server.log"
    boot = time.monotonic()
    proc, url = start_app(data_dir, args.scorer, log, timeout=300)
    startup = time.monotonic() - boot
    samples: list[float] = []
    done = threading.Event()

    def sample() -> None:
        while not done.is_set():
            if (mb := rss_mb(proc.pid)) is not None:
                samples.append(mb)
            done.wait(0.5)

    sampler = threading.Thread(target=sample, daemon=True)
    sampler.start()
    rss_start = rss_mb(proc.pid)
    rng = random.Random(args.seed)
    records: list[dict] = []
    started = time.monotonic()
    stop_at = started + args.max_seconds
    try:
        with ThreadPoolExecutor(args.sessions) as pool:
            futures = [pool.submit(session, url, i, [rng.choice(QUESTIONS) for _ in range(args.questions)], stop_at,
                                   records) for i in range(args.sessions)]
            wait(futures, timeout=args.max_seconds + 60)
        wall = time.monotonic() - started
        rss_end = rss_mb(proc.pid)
    finally:
        done.set()
        proc.terminate()
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
        server_errors = log.read_text(errors="replace").count("Traceback")
        shutil.rmtree(data_dir, ignore_errors=True)
    timed = sorted(r["seconds"] for r in records if "seconds" in r and "error" not in r)
    errors = [r for r in records if "error" in r]

    def pct(q: float) -> float | None:
        return round(timed[min(len(timed) - 1, int(q * len(timed)))], 2) if timed else None

    result = {
        "sessions": args.sessions, "questions_per_session": args.questions, "scorer": args.scorer,
        "graph": "bundled MetaQA movie KB", "asked": len([r for r in records if r["question"] != "/conversations"]),
        "answered": len(timed), "errors": len(errors), "error_samples": errors[:5],
        "server_tracebacks": server_errors,
        "latency_s": {"p50": pct(0.5), "p95": pct(0.95), "max": round(timed[-1], 2) if timed else None,
                      "mean": round(statistics.mean(timed), 2) if timed else None},
        "wall_s": round(wall, 1), "startup_s": round(startup, 1), "bound_s": args.max_seconds,
        "server_rss_mb": {"start": round(rss_start or 0, 1), "peak": round(max(samples, default=0), 1),
                          "end": round(rss_end or 0, 1)},
        "machine": {"cpus": os.cpu_count(), "python": platform.python_version(), "platform": platform.platform()},
        "at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    lat, mem = result["latency_s"], result["server_rss_mb"]
    print(f"{args.sessions} sessions x {args.questions} questions: {result['answered']}/{result['asked']} answered, "
          f"{result['errors']} errors, {server_errors} server tracebacks; latency p50 {lat['p50']} s, p95 {lat['p95']} s, "
          f"max {lat['max']} s; wall {result['wall_s']} s; server RSS start {mem['start']} MB, peak {mem['peak']} MB, "
          f"end {mem['end']} MB -> {args.out.relative_to(ROOT) if args.out.is_relative_to(ROOT) else args.out}")
    return result


if __name__ == "__main__":
    main()
