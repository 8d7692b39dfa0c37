"""Conversations, answers with their traces, and 👍/👎 feedback, kept in the app database (SQLite via sqlite-utils).

Tables (created on first use, in ``Settings.app_db``):
    conversations(id, title, graph, engine, created, updated, owner)
    answers(id, conversation_id, position, question, provenance, answer, trace, feedback, feedback_at, created)
``answer`` is ``Answer.to_dict()`` without its trace, ``trace`` the trace as JSON; together they load back into an
``Answer`` unchanged. Ids are small integers so people can type them (``kgchat export --conversation 3``).

Every conversation has an ``owner``: the signed-in user (``user:NAME``) or the browser session (``session:HASH``).
The UI passes the caller's identities to every read, so a conversation that is not theirs looks exactly like one
that does not exist. ``owner=None`` (the CLI, run by whoever owns the data directory) sees everything.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

import sqlite_utils

from kgchat.errors import InvalidInput
from kgchat.types import Answer

Owners = Sequence[str] | None  # identities a caller reads as; None: everything (the CLI)
TITLE_CHARS = 80  # a conversation is titled by its first question, cut to this length


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="microseconds")  # orders turns made within one second


@dataclass
class Turn:
    """One stored answer and the feedback it got (+1, -1 or None)."""

    id: int
    conversation_id: int
    answer: Answer
    feedback: int | None = None
    created: str = ""


@dataclass
class Conversation:
    id: int
    title: str
    graph: str = ""
    engine: str = ""
    created: str = ""
    updated: str = ""
    turns: list[Turn] = field(default_factory=list)
    size: int = 0  # number of answers (filled by listings, which leave ``turns`` empty)


class History:
    """Reads and writes conversations in the app database; safe to share between threads."""

    def __init__(self, path: str | Path):
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        with self._db() as db:
            if "conversations" not in db.table_names():
                db["conversations"].create({"id": int, "title": str, "graph": str, "engine": str, "created": str,
                                            "updated": str, "owner": str}, pk="id",
                                           not_null={"title", "created", "updated"})
            elif "owner" not in db["conversations"].columns_dict:  # databases from before owners: nobody's
                db["conversations"].add_column("owner", str)
            if "answers" not in db.table_names():
                db["answers"].create({"id": int, "conversation_id": int, "position": int, "question": str,
                                      "provenance": str, "answer": str, "trace": str, "feedback": int,
                                      "feedback_at": str, "created": str}, pk="id",
                                     foreign_keys=[("conversation_id", "conversations", "id")],
                                     not_null={"conversation_id", "position", "question", "answer", "trace"})
                db["answers"].create_index(["conversation_id", "position"], unique=True)

    @contextmanager
    def _db(self) -> Iterator[sqlite_utils.Database]:
        conn = sqlite3.connect(str(self.path), timeout=10)
        try:
            conn.execute("PRAGMA journal_mode=WAL")
            with conn:  # commit on success, roll back on error
                yield sqlite_utils.Database(conn)
        finally:
            conn.close()

    # -- writing ---------------------------------------------------------------------------------------------
    def new_conversation(self, title: str = "", graph: str = "", engine: str = "", owner: str | None = None) -> int:
        now = _now()
        with self._db() as db:
            return db["conversations"].insert({"title": _title(title), "graph": graph, "engine": engine,
                                               "created": now, "updated": now, "owner": owner}).last_pk

    def add_answer(self, conversation_id: int, answer: Answer, owners: Owners = None) -> int:
        """Store ``answer`` as the next turn of the conversation; returns the answer id."""
        data = answer.to_dict()
        trace = data.pop("trace")
        now = _now()
        with self._db() as db:
            conv = self._conversation_row(db, conversation_id, owners)
            position = db.execute("SELECT COALESCE(MAX(position), 0) + 1 FROM answers WHERE conversation_id = ?",
                                  [conversation_id]).fetchone()[0]
            answer_id = db["answers"].insert({
                "conversation_id": conversation_id, "position": position, "question": answer.question,
                "provenance": answer.provenance.value, "answer": json.dumps(data, ensure_ascii=False),
                "trace": json.dumps(trace, ensure_ascii=False), "feedback": None, "feedback_at": None,
                "created": now}).last_pk
            update = {"updated": now}
            if conv["title"] == _title(""):
                update["title"] = _title(answer.question)
            db["conversations"].update(conversation_id, update)
        return answer_id

    def set_feedback(self, answer_id: int, value: int | None, owners: Owners = None) -> None:
        """Record 👍 (+1), 👎 (-1) or clear it (None)."""
        if value not in (1, -1, None):
            raise InvalidInput("Feedback is +1 (helpful), -1 (not helpful) or empty.")
        with self._db() as db:
            self._answer_row(db, answer_id, owners)
            db["answers"].update(answer_id, {"feedback": value, "feedback_at": _now() if value else None})

    def delete_conversation(self, conversation_id: int, owners: Owners = None) -> None:
        with self._db() as db:
            self._conversation_row(db, conversation_id, owners)
            db.execute("DELETE FROM answers WHERE conversation_id = ?", [conversation_id])
            db.execute("DELETE FROM conversations WHERE id = ?", [conversation_id])

    # -- reading ---------------------------------------------------------------------------------------------
    def conversations(self, limit: int = 100, owners: Owners = None) -> list[Conversation]:
        """Conversations (only those of ``owners`` when given), most recently updated first, with their sizes."""
        where, params = _owned("c.owner", owners)
        with self._db() as db:
            rows = db.execute(
                "SELECT c.id, c.title, c.graph, c.engine, c.created, c.updated, COUNT(a.id) FROM conversations c "
                f"LEFT JOIN answers a ON a.conversation_id = c.id WHERE {where} GROUP BY c.id "
                "ORDER BY c.updated DESC, c.id DESC LIMIT ?", [*params, limit]).fetchall()
        return [Conversation(*r[:6], size=r[6]) for r in rows]

    def conversation(self, conversation_id: int, owners: Owners = None) -> Conversation:
        """A conversation with all its turns, in order."""
        with self._db() as db:
            row = self._conversation_row(db, conversation_id, owners)
            turns = [_turn(r) for r in db["answers"].rows_where("conversation_id = ?", [conversation_id],
                                                                 order_by="position")]
        return Conversation(row["id"], row["title"], row["graph"] or "", row["engine"] or "", row["created"],
                            row["updated"], turns, len(turns))

    def turn(self, answer_id: int, owners: Owners = None) -> Turn:
        with self._db() as db:
            return _turn(self._answer_row(db, answer_id, owners))

    @staticmethod
    def _conversation_row(db: sqlite_utils.Database, conversation_id: int, owners: Owners = None) -> dict:
        where, params = _owned("owner", owners)
        rows = list(db["conversations"].rows_where(f"id = ? AND {where}", [int(conversation_id), *params]))
        if not rows:
            raise InvalidInput(f"There is no conversation {conversation_id}. "
                               "List them with `kgchat export --list`.")
        return rows[0]

    @staticmethod
    def _answer_row(db: sqlite_utils.Database, answer_id: int, owners: Owners = None) -> dict:
        where, params = _owned("c.owner", owners)
        ids = db.execute(f"SELECT a.id FROM answers a JOIN conversations c ON c.id = a.conversation_id "
                         f"WHERE a.id = ? AND {where}", [int(answer_id), *params]).fetchall()
        rows = list(db["answers"].rows_where("id = ?", [ids[0][0]])) if ids else []
        if not rows:
            raise InvalidInput(f"There is no answer {answer_id}. List conversations with `kgchat export --list`.")
        return rows[0]


def _owned(column: str, owners: Owners) -> tuple[str, list[str]]:
    """SQL condition (and its parameters) for rows belonging to one of ``owners``; everything when None."""
    if owners is None:
        return "1 = 1", []
    owners = [o for o in owners if o]
    if not owners:
        return "0 = 1", []
    return f"{column} IN ({', '.join('?' * len(owners))})", owners


def _title(text: str) -> str:
    text = " ".join((text or "").split())
    if not text:
        return "New conversation"
    return text if len(text) <= TITLE_CHARS else text[: TITLE_CHARS - 1] + "…"


def _turn(row: dict) -> Turn:
    data = json.loads(row["answer"])
    data["trace"] = json.loads(row["trace"])
    return Turn(row["id"], row["conversation_id"], Answer.from_dict(data), row["feedback"], row["created"])
