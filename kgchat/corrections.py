"""Expert corrections of graph facts: flag, edit, delete or add a triple, with an audit log and undo.

Every change goes through the ``GraphStore`` write methods and is recorded in the ``corrections`` table of the app
database (SQLite, next to the history): who, when, which graph, the triple before and after, the reason and the
action. Nothing here imports the UI; the UI and the CLI call ``Corrections`` and show its errors.

Actions:
- ``flag``   — record that a triple is wrong *without* changing the graph (a note for a later fix; it is shown
               next to the triple in answers). Undo withdraws the flag.
- ``edit``   — replace ``before`` by ``after`` in one store transaction. Undo swaps them back.
- ``delete`` — remove ``before``. Undo adds it again.
- ``add``    — add ``after`` (a fact the graph is missing). Undo removes it.
An undo is itself an audit entry (action ``undo``, pointing at the entry it reverts); an entry can be undone once,
and undo entries cannot be undone (apply the correction again instead).

Atomicity (the graph and the app database are different databases, and Neo4j / SPARQL stores cannot join an SQLite
transaction): every change is written in three steps, each committed on its own —
1. the audit entry is inserted with state ``pending`` (an undo also claims its target: ``undone_by`` is set now);
2. the graph change is made (one store transaction: ``replace_triple`` for edits);
3. the entry is marked ``applied``.
A failure in step 2 deletes the pending entry (and releases the claim). A crash between the steps leaves a pending
entry; ``reconcile`` (run automatically before the first change to each graph, and on demand) looks at the graph
to see whether the change happened: if it did, the entry is marked applied; if not, or only half of it, the graph
is put back to the state before the change and the entry deleted. Either way the log and the graph agree, and undo
works. Entries record which process wrote them, so a pending entry of a process that is still running is left alone.

Concurrency: the checks of a change (is the triple there, is the new one not there yet, is it flagged or undone
already) and its three steps run under one lock per graph (``graph_lock``): a thread lock within the process and a
file lock next to the app database across processes (the UI, the HTTP API and the CLI on one data directory). So of
five experts editing five triples into the same new one at once, the first is applied and the others are refused
with ``Conflict`` (HTTP 409), told what changed; the log and the graph never disagree and every applied entry can
be undone. Kgchat servers with different data directories keep different audit logs and do not share the lock.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import logging
import os
import socket
import sqlite3
import threading
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import sqlite_utils
from filelock import FileLock
from filelock import Timeout as LockTimeout

from kgchat.backends.base import GraphStore
from kgchat.config import MAX_NAME_CHARS, Settings
from kgchat.errors import Conflict, ImportFormatError, InvalidInput, NotAuthorized, TripleNotFound
from kgchat.text import describe, unsafe_char
from kgchat.types import Triple

log = logging.getLogger(__name__)

ACTIONS = ("flag", "edit", "delete", "add")
EXPORT_VERSION = 1
MAX_REASON_CHARS = 2000
MAX_ID = 2**63 - 1  # SQLite's largest integer: larger correction numbers cannot exist
LOCK_WAIT_S = 30.0  # how long a change waits for another change of the same graph to finish


def authorize(settings: Settings, user: str | None = None, password: str | None = None,
              token: str | None = None) -> str:
    """The expert name for these credentials, or NotAuthorized.

    Experts are ``Settings.experts`` (user → password) or anyone holding ``Settings.expert_token`` (recorded as
    ``token:<user or 'expert'>``). Secrets are compared in constant time.
    """
    user = (user or "").strip()
    if token:
        if settings.expert_token and hmac.compare_digest(token.encode(), settings.expert_token.encode()):
            return f"token:{user or 'expert'}"
        raise NotAuthorized("That expert token is not valid. Ask the administrator for the token set in "
                            "KGCHAT_EXPERT_TOKEN.")
    if user and password is not None:
        expected = settings.experts.get(user)
        if expected is not None and hmac.compare_digest(password.encode(), expected.encode()):
            return user
        raise NotAuthorized("Unknown expert or wrong password. Experts are configured in KGCHAT_EXPERTS.")
    raise NotAuthorized("Sign in as an expert (user and password, or the expert token) to correct the graph; "
                        "everyone else can read but not change it.")


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def _triple_json(t: Triple | None) -> str | None:
    return None if t is None else json.dumps({"head": t.head, "relation": t.relation, "tail": t.tail})


def _triple_from(text: str | None) -> Triple | None:
    return None if not text else Triple.from_dict(json.loads(text))


@dataclass
class Correction:
    """One audit-log entry."""

    id: int
    action: str  # flag | edit | delete | add | undo
    graph: str  # spec of the graph it was applied to
    before: Triple | None
    after: Triple | None
    reason: str
    who: str
    at: str  # ISO 8601, UTC
    undoes: int | None = None  # for undo entries: the entry reverted
    undone_by: int | None = None  # the undo entry that reverted this one
    state: str = "applied"  # pending (being written, or cut short by a crash until reconciled) | applied

    @property
    def status(self) -> str:
        if self.state == "pending":
            return "pending"
        if self.action == "undo":
            return f"undo of #{self.undoes}"
        return f"undone by #{self.undone_by}" if self.undone_by else ("flagged" if self.action == "flag" else "applied")

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "action": self.action, "graph": self.graph,
                "before": None if self.before is None else self.before.__dict__.copy(),
                "after": None if self.after is None else self.after.__dict__.copy(),
                "reason": self.reason, "who": self.who, "at": self.at, "undoes": self.undoes,
                "undone_by": self.undone_by}

    @classmethod
    def from_row(cls, row: dict[str, Any]) -> Correction:
        return cls(row["id"], row["action"], row["graph"], _triple_from(row["before"]), _triple_from(row["after"]),
                   row["reason"], row["who"], row["at"], row["undoes"], row["undone_by"], row.get("state") or "applied")


@dataclass
class ImportReport:
    applied: list[Correction]
    skipped: list[tuple[dict[str, Any], str]]  # (entry from the file, why it was skipped)

    def summary(self) -> str:
        text = f"{len(self.applied)} correction(s) applied, {len(self.skipped)} skipped"
        if self.skipped:
            text += ": " + "; ".join(f"#{e.get('id', '?')} {why}" for e, why in self.skipped[:5])
        return text


class Corrections:
    """The audit log in the app database, and the operations that change a graph and log it."""

    def __init__(self, path: str | Path):
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        with self._db() as db:
            if "corrections" not in db.table_names():
                db["corrections"].create({"id": int, "action": str, "graph": str, "before": str, "after": str,
                                          "reason": str, "who": str, "at": str, "undoes": int, "undone_by": int},
                                         pk="id", not_null={"action", "graph", "reason", "who", "at"})
                db["corrections"].create_index(["graph", "action"])
            columns = db["corrections"].columns_dict
            for column in ("state", "writer"):  # logs from before pending entries: every entry is applied
                if column not in columns:
                    db["corrections"].add_column(column, str)
        self._reconciled: set[str] = set()
        self._locks: dict[str, tuple[threading.RLock, FileLock]] = {}
        self._locks_guard = threading.Lock()

    @contextmanager
    def graph_lock(self, spec: str) -> Iterator[None]:
        """Hold the lock of graph ``spec``: changes of one graph run one at a time, in this process (a thread lock)
        and across processes on this app database (a file lock beside it). Re-entrant in one thread."""
        key = hashlib.sha256(spec.encode("utf-8", "surrogatepass")).hexdigest()[:24]
        with self._locks_guard:
            if key not in self._locks:
                folder = self.path.with_name(self.path.name + "-locks")
                folder.mkdir(parents=True, exist_ok=True)
                self._locks[key] = (threading.RLock(), FileLock(folder / f"{key}.lock"))
            local, shared = self._locks[key]
        busy = Conflict("Another correction of this graph is still being written; try again in a moment.")
        if not local.acquire(timeout=LOCK_WAIT_S):
            raise busy
        try:
            try:
                shared.acquire(timeout=LOCK_WAIT_S)
            except LockTimeout as exc:
                raise busy from exc
            try:
                yield
            finally:
                shared.release()
        finally:
            local.release()

    @contextmanager
    def _db(self) -> Iterator[sqlite_utils.Database]:
        # One short-lived connection per operation: the UI calls in from many threads.
        conn = sqlite3.connect(str(self.path), timeout=10, isolation_level=None)
        try:
            conn.execute("PRAGMA journal_mode=WAL")
            yield sqlite_utils.Database(conn)
        finally:
            conn.close()

    # -- reading ---------------------------------------------------------------------------------------------
    def list(self, graph: str | None = None, limit: int = 500) -> list[Correction]:
        """Entries, newest first; only those for ``graph`` when given."""
        where, params = ("graph = ?", [graph]) if graph else (None, [])
        with self._db() as db:
            rows = db["corrections"].rows_where(where, params, order_by="id desc", limit=limit)
            return [Correction.from_row(r) for r in rows]

    def get(self, correction_id: int) -> Correction:
        number = int(correction_id)
        rows = []
        if 0 < number <= MAX_ID:  # SQLite cannot even compare a larger one (OverflowError)
            with self._db() as db:
                rows = list(db["corrections"].rows_where("id = ?", [number]))
        if not rows:
            raise InvalidInput(f"There is no correction #{correction_id}. See the Corrections tab for the list.")
        return Correction.from_row(rows[0])

    def flagged(self, graph: str) -> dict[Triple, Correction]:
        """Triples currently flagged as wrong on ``graph`` (flags not withdrawn)."""
        return {c.before: c for c in self.list(graph)
                if c.action == "flag" and not c.undone_by and c.before and c.state == "applied"}

    # -- writing ---------------------------------------------------------------------------------------------
    def apply(self, store: GraphStore, action: str, who: str, reason: str, before: Triple | None = None,
              after: Triple | None = None, names: dict[str, str] | None = None) -> Correction:
        """Apply one correction to ``store`` and log it; raises InvalidInput / TripleNotFound with what to fix."""
        if not who:
            raise NotAuthorized("Only a signed-in expert can correct the graph.")
        reason = (reason or "").strip()
        if not reason:
            raise InvalidInput("Give a reason for the correction (what is wrong, and your source).")
        if len(reason) > MAX_REASON_CHARS:
            raise InvalidInput(f"The reason is too long ({len(reason):,} characters; at most {MAX_REASON_CHARS:,}).")
        if any(ord(c) < 32 and c not in "\t\n\r" or 0xD800 <= ord(c) <= 0xDFFF for c in reason):
            raise InvalidInput("The reason contains a control character or an invalid one (NUL, lone surrogate); "
                               "retype it.")
        if action not in ACTIONS:
            raise InvalidInput(f"Unknown correction action {action!r}; use one of {', '.join(ACTIONS)}.")
        needs_before, needs_after = action in ("flag", "edit", "delete"), action in ("edit", "add")
        before = _checked(before, "the triple to correct") if needs_before else None
        after = _checked(after, "the new triple") if needs_after else None
        if action == "edit" and before == after:
            raise InvalidInput("The edited triple is the same as the original; change the head, relation or tail.")
        with self.graph_lock(store.spec):  # the checks hold until the change is written (module docstring)
            self.reconcile_once(store)
            if action == "flag" and (earlier := self.flagged(store.spec).get(before)):
                raise Conflict(f"{before.as_text()} is already flagged (#{earlier.id} by {earlier.who}).")
            if before is not None and not store.has_triple(before):
                raise TripleNotFound(f"{before.as_text()} is not in the graph (it may have been corrected already).")
            if after is not None and store.has_triple(after):
                raise Conflict(f"{after.as_text()} is already in the graph (another expert may have just put it "
                               "there)." + (" Delete the wrong triple instead." if action == "edit" else ""))
            return self._change(store, action, who, reason, before, after, names or {}, undoes=None)

    def undo(self, store: GraphStore, correction_id: int, who: str, reason: str = "") -> Correction:
        """Revert entry ``correction_id`` on ``store`` and log the undo; undoing twice is refused."""
        if not who:
            raise NotAuthorized("Only a signed-in expert can undo a correction.")
        with self.graph_lock(store.spec):  # the checks hold until the undo is written (module docstring)
            self.reconcile_once(store)
            entry = self.get(correction_id)
            if entry.state == "pending":
                raise Conflict(f"Correction #{entry.id} is still being written; try again in a moment.")
            if entry.action == "undo":
                raise InvalidInput(f"#{entry.id} is itself an undo; apply the correction again instead of undoing it.")
            if entry.undone_by:
                raise Conflict(f"Correction #{entry.id} was already undone by #{entry.undone_by}.")
            if entry.graph != store.spec:
                raise InvalidInput(f"Correction #{entry.id} was made on another graph; open that graph to undo it.")
            # The reverse change: what is in the graph now must be what the entry left there.
            if entry.action in ("edit", "add") and entry.after and not store.has_triple(entry.after):
                raise TripleNotFound(f"{entry.after.as_text()} is no longer in the graph, so #{entry.id} cannot be "
                                     "undone.")
            if entry.action in ("edit", "delete") and entry.before and store.has_triple(entry.before):
                raise Conflict(f"{entry.before.as_text()} is already back in the graph; nothing to undo.")
            why = (reason or "").strip() or f"undo of #{entry.id}"
            return self._change(store, "undo", who, why, entry.after, entry.before, {}, undoes=entry)

    def _change(self, store: GraphStore, action: str, who: str, reason: str, before: Triple | None,
                after: Triple | None, names: dict[str, str], undoes: Correction | None) -> Correction:
        kind = undoes.action if undoes else action  # what the graph change looks like
        row = {"action": action, "graph": store.spec, "before": _triple_json(before), "after": _triple_json(after),
               "reason": reason, "who": who, "at": _now(), "undoes": undoes.id if undoes else None, "undone_by": None,
               "state": "pending", "writer": _WRITER}
        with self._tx() as conn:  # step 1: the pending entry (and the undo's claim on its target)
            cols = ", ".join(row)
            new_id = conn.execute(f"INSERT INTO corrections ({cols}) VALUES ({', '.join('?' * len(row))})",
                                  list(row.values())).lastrowid
            if undoes and conn.execute("UPDATE corrections SET undone_by = ? WHERE id = ? AND undone_by IS NULL",
                                       [new_id, undoes.id]).rowcount != 1:
                raise Conflict(f"Correction #{undoes.id} was already undone.")  # another process, a moment ago
        try:
            if kind != "flag":  # step 2: the graph
                _write(store, before, after, names)
        except BaseException:
            self._forget(new_id)
            raise
        with self._tx() as conn:  # step 3
            conn.execute("UPDATE corrections SET state = 'applied' WHERE id = ?", [new_id])
        log.info("correction #%s %s by %s on %s: %s -> %s", new_id, action, who, store.spec, before, after)
        return self.get(new_id)

    @contextmanager
    def _tx(self) -> Iterator[sqlite3.Connection]:
        with self._db() as db:
            conn = db.conn
            conn.execute("BEGIN IMMEDIATE")
            try:
                yield conn
                conn.execute("COMMIT")
            except BaseException:
                conn.execute("ROLLBACK")
                raise

    def _forget(self, entry_id: int) -> None:
        """Delete a pending entry whose graph change did not happen, releasing its claim on an undone entry."""
        with self._tx() as conn:
            conn.execute("UPDATE corrections SET undone_by = NULL WHERE undone_by = ?", [entry_id])
            conn.execute("DELETE FROM corrections WHERE id = ? AND state = 'pending'", [entry_id])

    # -- recovery ----------------------------------------------------------------------------------------------
    def reconcile_once(self, store: GraphStore) -> None:
        """``reconcile`` on the first call for each graph in this process (before its first change)."""
        with self.graph_lock(store.spec):
            if store.spec in self._reconciled:
                return
            self.reconcile(store)
            self._reconciled.add(store.spec)

    def reconcile(self, store: GraphStore) -> list[tuple[int, str]]:
        """Settle the pending entries on ``store``'s graph left by writers that died; returns (id, outcome) pairs.

        An entry whose graph change is fully visible is marked applied; otherwise the graph is put back to its
        state before the change (a half-made change is undone) and the entry deleted.
        """
        with self.graph_lock(store.spec):
            return self._reconcile(store)

    def _reconcile(self, store: GraphStore) -> list[tuple[int, str]]:
        with self._db() as db:
            rows = list(db["corrections"].rows_where("graph = ? AND state = 'pending'", [store.spec], order_by="id"))
        done = []
        for row in rows:
            if _alive(row.get("writer")):
                continue
            entry = Correction.from_row(row)
            remove, add = entry.before, entry.after
            kind = self.get(entry.undoes).action if entry.undoes else entry.action
            if kind == "flag":
                remove = add = None
            happened = (kind != "flag" and (remove is None or not store.has_triple(remove))
                        and (add is None or store.has_triple(add)))
            if happened:
                with self._tx() as conn:
                    conn.execute("UPDATE corrections SET state = 'applied' WHERE id = ?", [entry.id])
                done.append((entry.id, "applied"))
            else:
                if add is not None and store.has_triple(add):
                    store.remove_triple(add)
                if remove is not None and not store.has_triple(remove):
                    store.add_triple(remove)
                self._forget(entry.id)
                done.append((entry.id, "rolled back"))
            log.warning("correction #%s was cut short (writer %s); %s", entry.id, row.get("writer"), done[-1][1])
        return done

    # -- export / import ---------------------------------------------------------------------------------------
    def export_json(self, graph: str | None = None) -> str:
        entries = [c.to_dict() for c in reversed(self.list(graph, limit=1_000_000))]
        return json.dumps({"kgchat_corrections": EXPORT_VERSION, "exported_at": _now(), "graph": graph,
                           "corrections": entries}, ensure_ascii=False, indent=2)

    def import_json(self, text: str, store: GraphStore, who: str) -> ImportReport:
        """Re-apply the corrections in an exported file to ``store``, recording ``who`` as the expert.

        Only effective entries are replayed: undone entries and undo entries cancel out and are skipped.
        """
        if not who:
            raise NotAuthorized("Only a signed-in expert can import corrections.")
        try:
            data = json.loads(text)
            entries = data["corrections"]
            if not isinstance(entries, list):
                raise TypeError("'corrections' is not a list")
        except (ValueError, KeyError, TypeError) as exc:
            raise ImportFormatError(f"Not a kgchat corrections file (expected JSON with a 'corrections' list): {exc}"
                                    ) from exc
        report = ImportReport([], [])
        for e in entries:
            if not isinstance(e, dict) or e.get("action") not in ACTIONS:
                report.skipped.append((e if isinstance(e, dict) else {}, "not a correction"))
                continue
            if e.get("undone_by"):
                report.skipped.append((e, "was undone"))
                continue
            try:
                before = Triple.from_dict(e["before"]) if e.get("before") else None
                after = Triple.from_dict(e["after"]) if e.get("after") else None
                reason = f"{e.get('reason', '')} [imported; originally by {e.get('who', '?')} at {e.get('at', '?')}]"
                report.applied.append(self.apply(store, e["action"], who, reason, before, after))
            except (InvalidInput, TripleNotFound, KeyError) as exc:
                report.skipped.append((e, str(exc)))
        return report


# Who wrote a pending entry: host, process id and a per-process token (a restarted app may get the same pid).
_WRITER = f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:8]}"


def _alive(writer: str | None) -> bool:
    """Whether the process that wrote a pending entry may still be writing it (then it is left alone)."""
    if writer == _WRITER:
        return True  # this process, another thread: reconcile runs before this process's first change anyway
    host, pid, _token = ((writer or "").split(":") + ["", "", ""])[:3]
    if host != socket.gethostname() or not pid.isdigit() or int(pid) == os.getpid():
        return False  # another machine's writer cannot be checked; our pid with another token is a dead run
    try:
        os.kill(int(pid), 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # a live process of another user
        return True
    return True


def _checked(t: Triple | None, what: str) -> Triple:
    if t is None:
        raise InvalidInput(f"Choose {what}.")
    for part in (t.head, t.relation, t.tail):  # before stripping: str.strip() would drop U+2028, U+0085 …
        if (bad := unsafe_char(part)) is not None:
            raise InvalidInput(f"{what.capitalize()} contains the control character {describe(bad)} (control, "
                               "zero-width, direction or line-separator characters and lone surrogates are not "
                               "allowed in names); retype it.")
    parts = [t.head.strip(), t.relation.strip(), t.tail.strip()]
    if not all(parts):
        raise InvalidInput(f"{what.capitalize()} needs a head, a relation and a tail.")
    for part in parts:
        if len(part) > MAX_NAME_CHARS:
            raise InvalidInput(f"{what.capitalize()} has a part of {len(part):,} characters; at most "
                               f"{MAX_NAME_CHARS:,}.")
    if len(parts[1].split()) > 1:
        raise InvalidInput("A relation name cannot contain spaces; use e.g. directed_by.")
    return Triple(*parts)


def _write(store: GraphStore, remove: Triple | None, add: Triple | None, names: dict[str, str]) -> None:
    """Swap ``remove`` for ``add`` (either may be None) through the store's write methods."""
    if remove is not None and add is not None:
        store.replace_triple(remove, add)
    elif remove is not None:
        if not store.remove_triple(remove):
            raise TripleNotFound(f"{remove.as_text()} is not in the graph.")
    elif add is not None and not store.add_triple(add, names.get(add.head), names.get(add.tail)):
        raise InvalidInput(f"{add.as_text()} is already in the graph.")
