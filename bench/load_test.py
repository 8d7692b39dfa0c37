"""A bounded load test of the real app: concurrent browser sessions (gradio_client) and HTTP API clients asking
mixed questions, while the API clients also race one correction and try the hostile cases of issue 36.

    python bench/load_test.py                         # 13 sessions + 12 API clients x 5 questions, bundled movie KB
    python bench/load_test.py --sessions 5 --api-clients 5 --questions 2 --max-seconds 120

The app (``python app.py``) is started on 127.0.0.1 on a free port with its own temporary data directory (the
bundled movie KB is copied in from ``~/.local/share/kgchat`` when it was built there, else built on start) and an
expert token. Every session is its own ``gradio_client.Client`` (its own Gradio session); every API client is an
``httpx.Client`` from a loopback address of its own (127.0.1.N: the per-client rate limit applies to each as to a
real client). Each asks its questions one after another; all of them run at the same time. Nothing leaves the
machine.

Checked for every answer: it arrived without an error message, the chat it came back in holds only this session's
question (no mixing between sessions; API answers must answer the question sent), and at the end each session's
History lists only its own conversations. Then every API client, released together, adds the same triple with the
expert token (exactly one must get 201, the others 409) and tries three hostile requests: a chunked body past the
1 MB limit (413 without being read), an out-of-range undo id (400) and a relation name with U+202E inside (400).
Measured: latency per question (p50 / p95 / max, all clients and per kind), errors (any unexpected answer or
status), wall time, and the server's resident memory (sampled from /proc every 0.5 s: start, peak, end). The whole
run is bounded by --max-seconds: questions still running then count as errors. Results go to
bench/results/load_test.json.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import select
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

import httpx

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
    "who directed [Alien] \x1b[2J\x1b]0;pwned\x07 \u202e\x9b31m",  # terminal controls (issue 36)
    "who directed [The Dark Knight] https://evil.example/x *now* _please_ \\[not a link\\]",  # markup as text
]
TOKEN = "load-test-token"
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
           "HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1", "PYTHONUNBUFFERED": "1", "KGCHAT_EXPERT_TOKEN": TOKEN}
    for key in ("KGCHAT_CONFIG", "KGCHAT_GRAPH", "KGCHAT_LLM", "OPENAI_BASE_URL", "OPENAI_API_KEY",
                "KGCHAT_EXPERTS", "KGCHAT_TRUSTED_PROXIES", "FORWARDED_ALLOW_IPS"):
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
        out.extend({"session": index, "kind": "ui", "question": q,
                    "error": f"cannot connect: {type(exc).__name__}: {exc}"[:200]} for q in questions)
        return
    messages: list = []
    for n, question in enumerate(questions):
        tagged = f"{question} (s{index}q{n})"
        if time.monotonic() > stop_at:
            out.append({"session": index, "kind": "ui", "question": tagged, "error": "not asked: time bound reached"})
            continue
        started = time.monotonic()
        record = {"session": index, "kind": "ui", "question": tagged}
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
            out.append({"session": index, "kind": "check", "check": "/conversations",
                        "error": f"foreign conversations: {foreign}"})
    except Exception as exc:
        out.append({"session": index, "kind": "check", "check": "/conversations",
                    "error": f"{type(exc).__name__}: {exc}"[:200]})


def api_client(url: str, index: int, questions: list[str], stop_at: float, out: list[dict],
               race: threading.Barrier) -> None:
    """One program on the HTTP API, from its own loopback address: ask the questions in turn, then the race and the
    hostile requests (every answer that is not the expected one is an error)."""
    address = f"127.0.1.{index + 1}"
    client = httpx.Client(base_url=url.rstrip("/") + "/api/v1", timeout=120,
                          transport=httpx.HTTPTransport(local_address=address))
    expert = {"Authorization": f"Bearer {TOKEN}", "X-Expert-Name": f"load{index}"}
    for n, question in enumerate(questions):
        tagged = f"{question} (a{index}q{n})"
        record = {"client": f"api{index}", "kind": "api", "question": tagged}
        if time.monotonic() > stop_at:
            out.append({**record, "error": "not asked: time bound reached"})
            continue
        started = time.monotonic()
        try:
            r = client.post("/ask", json={"question": tagged}, timeout=max(1.0, stop_at - time.monotonic()))
            record["seconds"] = time.monotonic() - started
            if r.status_code != 200:
                record["error"] = f"HTTP {r.status_code}: {r.text[:150]}"
            elif r.json().get("question") != tagged:
                record["error"] = f"the answer to another question: {r.json().get('question')!r}"
        except Exception as exc:
            record["seconds"] = time.monotonic() - started
            record["error"] = f"{type(exc).__name__}: {exc}"[:200]
        out.append(record)
    expected = {"race": (201, 409), "chunked body over 1 MB": (413,), "undo id out of range": (400,),
                "U+202E in a relation": (400,)}
    statuses: dict[str, int | str] = {}
    try:
        race.wait(timeout=max(1.0, stop_at + 60 - time.monotonic()))
        statuses["race"] = client.post("/corrections", headers=expert, json={
            "action": "add", "reason": "load test race", "after": {
                "head": "Load Test Film", "relation": "directed_by", "tail": "Load Test Director"}}).status_code
        statuses["chunked body over 1 MB"] = chunked_status(url, address)
        statuses["undo id out of range"] = client.post("/corrections/99999999999999999999/undo",
                                                       headers=expert).status_code
        statuses["U+202E in a relation"] = client.post("/corrections", headers=expert, json={
            "action": "add", "reason": "look-alike", "after": {
                "head": "Heat", "relation": "directed\u202eby", "tail": "Michael Mann"}}).status_code
    except Exception as exc:
        statuses["exception"] = f"{type(exc).__name__}: {exc}"[:200]
    for check, status in statuses.items():
        record = {"client": f"api{index}", "kind": "check", "check": check, "status": status}
        if status not in expected.get(check, ()):
            record["error"] = f"{check}: got {status}"
        out.append(record)
    client.close()


def chunked_status(url: str, address: str, total: int = 4_000_000) -> int | str:
    """POST a chunked body of ``total`` bytes to /api/v1/ask; the status the server answers (before or after)."""
    host, port = url.split("://", 1)[1].rstrip("/").split(":")
    sock = socket.create_connection((host, int(port)), timeout=10, source_address=(address, 0))
    try:
        sock.sendall(f"POST /api/v1/ask HTTP/1.1\r\nHost: {host}:{port}\r\nContent-Type: application/json\r\n"
                     "Transfer-Encoding: chunked\r\n\r\n".encode())
        frame = b"10000\r\n" + b"x" * 0x10000 + b"\r\n"
        sent = 0
        while sent < total and not select.select([sock], [], [], 0)[0]:
            try:
                sock.sendall(frame)
            except OSError:
                break
            sent += 0x10000
        if sent >= total:
            sock.sendall(b"0\r\n\r\n")
        sock.settimeout(60)
        head = sock.recv(4096)
        return int(head.split(b" ", 2)[1]) if head.startswith(b"HTTP/") else f"no answer ({head[:40]!r})"
    finally:
        sock.close()


def main(argv: list[str] | None = None) -> dict:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--sessions", type=int, default=13, help="browser sessions (gradio_client)")
    p.add_argument("--api-clients", type=int, default=12, help="HTTP API clients, each from its own loopback address")
    p.add_argument("--questions", type=int, default=5, help="questions per session and per API client")
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
    race = threading.Barrier(max(1, args.api_clients))
    clients = args.sessions + args.api_clients
    try:
        with ThreadPoolExecutor(max(1, clients)) as pool:
            futures = [pool.submit(session, url, i, [rng.choice(QUESTIONS) for _ in range(args.questions)], stop_at,
                                   records) for i in range(args.sessions)]
            futures += [pool.submit(api_client, url, i, [rng.choice(QUESTIONS) for _ in range(args.questions)],
                                    stop_at, records, race) for i in range(args.api_clients)]
            wait(futures, timeout=args.max_seconds + 120)
        wall = time.monotonic() - started
        rss_end = rss_mb(proc.pid)
        races = [r for r in records if r.get("check") == "race"]
        if races and sorted(r["status"] for r in races) != [201] + [409] * (len(races) - 1):
            records.append({"kind": "check", "check": "race", "error": "not exactly one correction applied: "
                            + ", ".join(str(r["status"]) for r in races)})
        if any(r["status"] == 201 for r in races):  # the winner's entry is undone: the graph is as it was
            with httpx.Client(base_url=url.rstrip("/") + "/api/v1", timeout=60,
                              headers={"Authorization": f"Bearer {TOKEN}"}) as api:
                entry = next(c for c in api.get("/corrections").json() if c["action"] == "add")
                status = api.post(f"/corrections/{entry['id']}/undo").status_code
            if status != 201:
                records.append({"kind": "check", "check": "undo the race's winner", "error": f"got {status}"})
    finally:
        done.set()
        proc.terminate()
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
        server_errors = log.read_text(errors="replace").count("Traceback")
        shutil.rmtree(data_dir, ignore_errors=True)
    errors = [r for r in records if "error" in r]

    def latency(kinds: tuple[str, ...]) -> dict:
        timed = sorted(r["seconds"] for r in records if r.get("kind") in kinds and "seconds" in r and "error" not in r)

        def pct(q: float) -> float | None:
            return round(timed[min(len(timed) - 1, int(q * len(timed)))], 2) if timed else None

        return {"n": len(timed), "p50": pct(0.5), "p95": pct(0.95), "max": round(timed[-1], 2) if timed else None,
                "mean": round(statistics.mean(timed), 2) if timed else None}

    asked = [r for r in records if r.get("kind") in ("ui", "api")]
    result = {
        "clients": clients, "sessions": args.sessions, "api_clients": args.api_clients,
        "questions_per_client": args.questions, "scorer": args.scorer, "graph": "bundled MetaQA movie KB",
        "asked": len(asked), "answered": len([r for r in asked if "error" not in r]),
        "checks": {c: sorted({str(r["status"]) for r in records if r.get("check") == c})
                   for c in dict.fromkeys(r["check"] for r in records if "status" in r)},
        "errors": len(errors), "error_samples": errors[:5], "server_tracebacks": server_errors,
        "latency_s": latency(("ui", "api")), "latency_ui_s": latency(("ui",)), "latency_api_s": latency(("api",)),
        "wall_s": round(wall, 1), "startup_s": round(startup, 1), "bound_s": args.max_seconds,
        "server_rss_mb": {"start": round(rss_start or 0, 1), "peak": round(max(samples, default=0), 1),
                          "end": round(rss_end or 0, 1)},
        "machine": {"cpus": os.cpu_count(), "python": platform.python_version(), "platform": platform.platform()},
        "at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    lat, mem = result["latency_s"], result["server_rss_mb"]
    print(f"{clients} clients ({args.sessions} UI sessions + {args.api_clients} API clients) x {args.questions} "
          f"questions: {result['answered']}/{result['asked']} answered, {result['errors']} errors, {server_errors} "
          f"server tracebacks; latency p50 {lat['p50']} s, p95 {lat['p95']} s, max {lat['max']} s (UI p50 "
          f"{result['latency_ui_s']['p50']} / p95 {result['latency_ui_s']['p95']}, API p50 "
          f"{result['latency_api_s']['p50']} / p95 {result['latency_api_s']['p95']}); checks {result['checks']}; "
          f"wall {result['wall_s']} s; server RSS start {mem['start']} MB, peak {mem['peak']} MB, end {mem['end']} MB "
          f"-> {args.out.relative_to(ROOT) if args.out.is_relative_to(ROOT) else args.out}")
    return result


if __name__ == "__main__":
    main()
