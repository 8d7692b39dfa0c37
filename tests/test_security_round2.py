"""Issue 36 ("Reliability, second round") against the real app (``python app.py`` in a subprocess): raw HTTP, the HTTP
API with httpx, gradio_client and the ``kgchat`` CLI. Finding 1 (racing corrections) is ``test_correction_races.py``;
the parts that need a browser (11, 12) are ``test_security_round2_browser.py``.

One app (``server``) runs without sign-in, with a short upload size limit, quota and time to live and a lasting
sign-in back-off; a second (``login_server``) runs with ``--require-login``. Requests that must not share the
back-off or the rate limit of other tests come from client addresses of their own (all of 127/8 is loopback).
"""

from __future__ import annotations

import json
import os
import select
import shutil
import socket
import subprocess
import sys
import time
import unicodedata
from pathlib import Path

import httpx
import pytest
from ui_server import EXPERT, ROOT, TOKEN, start_app

pytestmark = [pytest.mark.timeout(300), pytest.mark.slow]

USERS = {"alice": "secret", "carol": "carol-pw", "dave": "dave-pw"}
RATE_LIMIT = 25
TTL_S = 20.0
HOSTILE = "zebra \x1bc\x1bM\x07 quantum \u202e xylophone \x9b31m \x7f who directed [Heat]"


def unsafe(out: str) -> list[str]:
    """The control, format and separator characters in ``out`` (line breaks aside)."""
    return [c for c in out if c != "\n" and unicodedata.category(c) in ("Cc", "Cf", "Zl", "Zp", "Cs")]


def text(message) -> str:
    content = message["content"] if isinstance(message, dict) else message
    if isinstance(content, list):
        return "".join(p.get("text", "") for p in content if isinstance(p, dict))
    return str(content)


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    data_dir = tmp_path_factory.mktemp("round2")
    env = {"KGCHAT_EXPERTS": ",".join(f"{u}:{p}" for u, p in USERS.items()), "KGCHAT_API_RATE_LIMIT": str(RATE_LIMIT),
           "KGCHAT_SIGNIN_FREE_TRIES": "3", "KGCHAT_SIGNIN_DELAY_S": "120", "KGCHAT_UPLOAD_MAX_MB": "0.05",
           "KGCHAT_UPLOAD_QUOTA_MB": "0.1", "KGCHAT_UPLOAD_TTL_HOURS": str(TTL_S / 3600),
           "GRADIO_TEMP_DIR": str(data_dir / "gradio-tmp")}
    app = start_app(data_dir, "--scorer", "bm25", env=env)
    yield app
    app.stop()
    shutil.rmtree(data_dir, ignore_errors=True)


def api_from(app, address: str = "127.0.0.1", **kw) -> httpx.Client:
    return httpx.Client(base_url=app.url + "api/v1", timeout=120, **kw,
                        transport=httpx.HTTPTransport(local_address=address))


def ui(app):
    from gradio_client import Client

    return Client(app.url, verbose=False)


# -- finding 10: control characters from anonymous questions reach an administrator's terminal -----------------------
def test_admin_listings_print_control_characters_as_escapes(server):
    """First in the module: the hostile question founds a router cluster and titles a conversation."""
    c = ui(server)
    c.predict(HOSTILE, [], api_name="/ask")
    env = {**os.environ, "KGCHAT_DATA_DIR": str(server.data_dir), "PYTHONPATH": str(ROOT)}
    for args in (["router", "show", "--clusters", "50"], ["export", "--list"]):
        out = subprocess.run([sys.executable, "-m", "kgchat.cli", *args], cwd=ROOT, env=env, capture_output=True,
                             text=True, timeout=300, check=True).stdout
        assert not unsafe(out), f"kgchat {' '.join(args)} printed {out!r}"
        assert "\\x1bc" in out and "\\u202e" in out and "\\x9b" in out, out  # shown, as escapes
    raw = subprocess.run([sys.executable, "-m", "kgchat.cli", "router", "show", "--json"], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=300, check=True).stdout
    assert not unsafe(raw)
    assert any("\x1b" in c["label"] for c in json.loads(raw)["clusters"])  # the same text, escaped in JSON


# -- finding 2: a chunked body is read whole -----------------------------------------------------------------------
def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def test_a_chunked_body_past_the_limit_is_refused_without_reading_the_rest(server):
    host, port = "127.0.0.1", int(server.url.rstrip("/").rsplit(":", 1)[1])
    before = rss_mb(server.proc.pid)
    sock = socket.create_connection((host, port), timeout=10)
    sock.sendall(f"POST /api/v1/ask HTTP/1.1\r\nHost: {host}:{port}\r\nContent-Type: application/json\r\n"
                 "Transfer-Encoding: chunked\r\n\r\n".encode())
    chunk = b"x" * 65536
    frame = f"{len(chunk):x}\r\n".encode() + chunk + b"\r\n"
    sent, answered = 0, False
    sock.settimeout(5)
    while sent < 40_000_000:
        if select.select([sock], [], [], 0)[0]:
            answered = True
            break
        try:
            sock.sendall(frame)
        except OSError:  # the server closed the connection (or stopped reading): its answer is waiting
            break
        sent += len(chunk)
    else:
        sock.sendall(b"0\r\n\r\n")
    sock.settimeout(60)
    response = b""
    while b"\r\n\r\n" not in response or len(response.split(b"\r\n\r\n", 1)[1]) < 20:
        data = sock.recv(65536)
        if not data:
            break
        response += data
    sock.close()
    status = int(response.split(b" ", 2)[1]) if response else None
    assert status == 413 and b"larger than 1,000,000 bytes" in response, (status, response[:300], sent)
    assert sent < 20_000_000, f"the server read {sent:,} bytes before refusing (answered early: {answered})"
    assert rss_mb(server.proc.pid) - before < 40
    with api_from(server) as api:  # and the server keeps serving
        assert api.get("/health").status_code == 200


# -- finding 9: server file paths ---------------------------------------------------------------------------------
def test_no_server_path_reaches_anonymous_users_or_api_answers(server):
    c = ui(server)
    note, header = c.predict("current", "", "", "tog-r", "none", "", "", "", 3, 3, "bm25", api_name="/settings")
    c.predict("who directed [Titanic] path-probe", [], api_name="/ask")
    rows = c.predict(api_name="/conversations")["data"]
    row = next(r for r in rows if "path-probe" in r[1])
    with api_from(server, "127.0.0.7", auth=("alice", USERS["alice"])) as api:
        flag = api.post("/corrections", json={"action": "flag", "reason": "path probe", "before": {
            "head": "Titanic", "relation": "directed_by", "tail": "James Cameron"}})
        listing = api.get("/corrections").text
    assert flag.status_code == 201, flag.text
    shown = [header, note, json.dumps(row), flag.text, listing]
    for place in shown:
        assert str(server.data_dir) not in place and "sqlite:" not in place, place[:400]
    assert "tiny" in header and row[3] == "tiny" and flag.json()["graph"] == "tiny"


# -- finding 13: look-alike names ----------------------------------------------------------------------------------
@pytest.mark.parametrize("char", ["\x7f", "\x85", "\u2028", "\u2029", "\ufeff", "\u202e", "\u2066", "\u200b",
                                  "\u200d", "\u00ad"])
def test_names_with_control_or_invisible_characters_are_refused(server, char):
    with api_from(server, "127.0.0.8", headers={"Authorization": f"Bearer {TOKEN}"}) as api:
        for triple in ({"head": "Heat", "relation": f"directed{char}by", "tail": "Michael Mann"},
                       {"head": f"Heat{char}", "relation": "directed_by", "tail": "Michael Mann"}):
            r = api.post("/corrections", json={"action": "add", "after": triple, "reason": "look-alike"})
            assert r.status_code == 400 and f"U+{ord(char):04X}" in r.json()["error"], r.text


# -- finding 14: out-of-range undo id --------------------------------------------------------------------------------
def test_an_out_of_range_undo_id_is_a_4xx_with_a_clear_message(server):
    with api_from(server, "127.0.0.9", headers={"Authorization": f"Bearer {TOKEN}"}) as api:
        for number in ("99999999999999999999", "9223372036854775808", "0", "-5"):
            r = api.post(f"/corrections/{number}/undo")
            assert r.status_code in (400, 404, 422) and "Traceback" not in r.text, (number, r.text)
        r = api.post("/corrections/99999999999999999999/undo")
        assert r.status_code == 400 and "There is no correction" in r.json()["error"]
    c = ui(server)
    assert "Signed in" in c.predict("", "", TOKEN, api_name="/sign_in")[0]
    note, *_ = c.predict(1e20, api_name="/undo")
    assert "There is no correction" in note


# -- findings 6 and 7: one back-off, per-client token keys -------------------------------------------------------------
def test_a_client_guessing_the_token_does_not_lock_other_token_users_out(server):
    with api_from(server, "127.0.0.3", headers={"Authorization": "Bearer wrong-token"}) as guesser:
        codes = [guesser.get("/corrections").status_code for _ in range(4)]
    assert codes == [401, 401, 401, 429], codes
    with api_from(server, "127.0.0.4", headers={"Authorization": f"Bearer {TOKEN}"}) as other:
        assert other.get("/corrections").status_code == 200, "another client's token sign-in was locked out"
    with api_from(server, "127.0.0.3", headers={"Authorization": f"Bearer {TOKEN}"}) as same:
        assert same.get("/corrections").status_code == 429  # the guessing client itself waits


def test_failures_on_the_api_count_for_the_ui_sign_in_of_the_same_user(server):
    with api_from(server, "127.0.0.5", auth=("carol", "wrong")) as guesser:
        assert [guesser.get("/corrections").status_code for _ in range(3)] == [401, 401, 401]
    note, *_ = ui(server).predict("carol", USERS["carol"], "", api_name="/sign_in")  # another client address
    assert "Too many failed sign-ins" in note, note


# -- finding 8: X-Forwarded-For ------------------------------------------------------------------------------------
def test_x_forwarded_for_is_not_believed_unless_configured(server):
    """From 127.0.0.1, which uvicorn believed by default (its FORWARDED_ALLOW_IPS); no other test of this module
    sends counted API requests from there."""
    with api_from(server, "127.0.0.1") as client:
        codes = [client.get("/corrections", headers={"X-Forwarded-For": f"10.9.{i // 250}.{i % 250}"}).status_code
                 for i in range(RATE_LIMIT + 1)]
    assert codes[:RATE_LIMIT] == [401] * RATE_LIMIT and codes[-1] == 429, codes


# -- finding 5: uploads ------------------------------------------------------------------------------------------------
def triple_file(folder: Path, name: str, size: int) -> Path:
    lines, i = [], 0
    while sum(map(len, lines)) < size:
        lines.append(f"{name} film {i}|directed_by|{name} director {i}\n")
        i += 1
    path = folder / f"{name}.txt"
    path.write_text("".join(lines))
    return path


def test_uploads_have_a_size_limit_a_quota_per_session_and_expire(server, tmp_path):
    from gradio_client import handle_file

    c = ui(server)
    graphs, cache = server.data_dir / "graphs", server.data_dir / "gradio-tmp"

    def upload(path: Path):
        note, name, _kind = c.predict(handle_file(str(path)), api_name="/upload_graph")
        return note, name

    def stored(marker: str) -> list[Path]:
        return [p for p in cache.rglob("*") if p.is_file() and marker.encode() in p.read_bytes()]

    big = triple_file(tmp_path, "toolarge", 70_000)
    raw = httpx.post(server.url + "gradio_api/upload", files={"files": ("toolarge.txt", big.read_bytes())}, timeout=60)
    assert raw.status_code == 413, raw.text  # Gradio's own upload route refuses it while receiving it
    with pytest.raises(Exception):  # noqa: B017 - gradio_client reports the server's 413 as a plain error
        upload(big)
    assert stored("toolarge") == [] and not list(graphs.glob("toolarge*")), "a refused upload must not be kept"

    first, second, third = (triple_file(tmp_path, n, 40_000) for n in ("upone", "uptwo", "upthree"))
    names = [upload(first), upload(second)]
    uploaded = time.monotonic()
    assert all("Imported" in note for note, _ in names), names
    note, _ = upload(third)
    assert "KGCHAT_UPLOAD_QUOTA_MB" in note and not list(graphs.glob("upthree*")), note
    assert stored("upone") == [] and stored("upthree") == []  # Gradio's temporary copies went too

    note = c.predict("upload", "", names[0][1], "tog-r", "none", "", "", "", 3, 3, "bm25", api_name="/settings")[0]
    assert "Now chatting" in note, note
    time.sleep(max(0.0, TTL_S + 1 - (time.monotonic() - uploaded)))
    note, name3 = upload(third)  # the first two have expired, which frees the quota
    assert "Imported" in note, note
    assert [p.name for p in graphs.glob("*.db")] == [f"{name3}.db"]
    messages, *_ = c.predict("who directed [upone film 1]", [], api_name="/ask")  # the session's graph has gone
    assert "expired" in text(messages[-1]) and str(server.data_dir) not in text(messages[-1])


# -- findings 3 and 7: Gradio's own sign-in page -------------------------------------------------------------------
@pytest.fixture(scope="module")
def login_server(tmp_path_factory):
    data_dir = tmp_path_factory.mktemp("round2-login")
    env = {"KGCHAT_EXPERTS": ",".join(f"{u}:{p}" for u, p in USERS.items()), "KGCHAT_SIGNIN_FREE_TRIES": "3",
           "KGCHAT_SIGNIN_DELAY_S": "120", "KGCHAT_API_RATE_LIMIT": "0"}
    app = start_app(data_dir, "--require-login", "--scorer", "bm25", env=env)
    yield app
    app.stop()
    shutil.rmtree(data_dir, ignore_errors=True)


def login(app, address: str, user: str, password: str) -> httpx.Response:
    with httpx.Client(transport=httpx.HTTPTransport(local_address=address), timeout=30) as client:
        return client.post(app.url + "login", data={"username": user, "password": password})


def test_gradio_login_backs_off_and_shares_its_counts_with_the_api(login_server):
    app = login_server
    codes = [login(app, "127.0.0.2", "dave", f"guess-{i}").status_code for i in range(30)]
    assert codes[:3] == [400] * 3 and set(codes[3:]) == {429}, codes
    right = login(app, "127.0.0.2", "dave", USERS["dave"])
    assert right.status_code == 429 and "Too many failed sign-ins" in right.text, "signed in during the back-off"
    assert "access-token" not in right.headers.get("set-cookie", "")
    with api_from(app, "127.0.0.3", auth=("dave", USERS["dave"])) as api:  # the same user, on the API
        assert api.get("/corrections").status_code == 429
    with api_from(app, "127.0.0.4", auth=("carol", "wrong")) as api:  # and the other way round
        assert [api.get("/corrections").status_code for _ in range(3)] == [401] * 3
    assert login(app, "127.0.0.5", "carol", USERS["carol"]).status_code == 429
    ok = login(app, "127.0.0.6", "alice", USERS["alice"])  # anyone else signs in as before
    assert ok.status_code == 200 and "access-token" in ok.headers.get("set-cookie", "")
    assert EXPERT[0] == "alice"
