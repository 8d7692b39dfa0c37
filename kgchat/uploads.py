"""Triple files uploaded in the UI, each turned into an SQLite graph under ``DATA_DIR/graphs``, within limits.

- **Size**: a file larger than ``Settings.upload_max_mb`` is refused. The web server refuses it while receiving it
  (Gradio's ``max_file_size``, set from the same setting), so nothing of it is kept; ``add`` checks again.
- **Quota**: the files one owner (a browser session, or a signed-in user) has uploaded and that are still kept may
  add up to ``Settings.upload_quota_mb``; an upload past that is refused before its graph is built.
- **Expiry**: graphs uploaded by anonymous sessions are removed ``Settings.upload_ttl_hours`` after their upload
  (``cleanup``, which the app runs when it starts, before every upload and every hour, and which frees the quota
  those uploads held); signed-in users' uploads are kept.

The graph's name is the server's (file stem + content hash), so two sessions uploading the same file share one
graph; each upload is a row of the ``uploads`` table of the app database (name, owner, bytes, when, anonymous), and
a graph file is deleted only when no row keeps it any more. Graph files made before this table existed are kept.
"""

from __future__ import annotations

import hashlib
import logging
import re
import sqlite3
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from kgchat.config import Settings
from kgchat.errors import ConfigError, QuotaExceeded

log = logging.getLogger(__name__)

UPLOAD_NAME = re.compile(r"^[A-Za-z0-9_-]{1,60}$")  # names the server gives uploaded graphs
MB = 1_000_000


class Uploads:
    """The uploaded graphs of one data directory and their records; safe to share between threads."""

    def __init__(self, settings: Settings):
        self.settings = settings
        self.folder = settings.data_dir / "graphs"
        self.db_path = settings.app_db
        self.db_path.parent.mkdir(parents=True, exist_ok=True)
        with self._tx() as conn:
            conn.execute("CREATE TABLE IF NOT EXISTS uploads (name TEXT NOT NULL, owner TEXT NOT NULL, "
                         "bytes INTEGER NOT NULL, at REAL NOT NULL, anonymous INTEGER NOT NULL, "
                         "PRIMARY KEY (name, owner))")

    @contextmanager
    def _tx(self) -> Iterator[sqlite3.Connection]:
        conn = sqlite3.connect(str(self.db_path), timeout=10, isolation_level=None)
        try:
            conn.execute("BEGIN IMMEDIATE")
            try:
                yield conn
                conn.execute("COMMIT")
            except BaseException:
                conn.execute("ROLLBACK")
                raise
        finally:
            conn.close()

    # -- names and paths -------------------------------------------------------------------------------------
    def path(self, name: str) -> Path:
        return self.folder / f"{name}.db"

    def spec(self, name: str) -> str:
        """The spec of an uploaded graph by its server-given name (refused the same way when malformed or gone)."""
        if not UPLOAD_NAME.match(name or "") or not self.path(name).is_file():
            raise ConfigError("There is no uploaded graph by that name (uploads of anonymous sessions expire after "
                              f"{self.settings.upload_ttl_hours:g} hours); upload the triple file again.")
        return self.spec_of(name)

    def spec_of(self, name: str) -> str:
        return f"sqlite:{self.path(name)}"

    def is_upload(self, spec: str) -> bool:
        """Whether ``spec`` names a graph in the uploads folder (present or not)."""
        if not spec.startswith("sqlite:"):
            return False
        return Path(spec.removeprefix("sqlite:")).parent.resolve() == self.folder.resolve()

    # -- uploading -------------------------------------------------------------------------------------------
    def add(self, src: Path, owner: str, anonymous: bool) -> tuple[str, str]:
        """Load the triple file ``src`` into a graph kept for ``owner``; returns (upload name, summary).

        Refused with QuotaExceeded, before any graph is built, when the file is too large or would take the owner
        over the quota; a failed import leaves no graph file behind.
        """
        size = src.stat().st_size
        limit = self.settings.upload_max_mb * MB
        if size > limit:
            raise QuotaExceeded(f"{src.name} is {size / MB:,.1f} MB; uploads may be at most "
                                f"{self.settings.upload_max_mb:g} MB (KGCHAT_UPLOAD_MAX_MB).")
        name = f"{_stem(src)}-{_digest(src)}"
        self._reserve(name, owner, size, anonymous)  # the quota is checked and taken in one transaction
        try:
            summary = self._build(src, name)
        except BaseException:
            self._release(name, owner)
            raise
        return name, summary

    def _reserve(self, name: str, owner: str, size: int, anonymous: bool) -> None:
        quota = self.settings.upload_quota_mb * MB
        with self._tx() as conn:
            used = conn.execute("SELECT COALESCE(SUM(bytes), 0) FROM uploads WHERE owner = ? AND name != ?",
                                [owner, name]).fetchone()[0]
            if used + size > quota:
                raise QuotaExceeded(f"This upload would take your uploads to {(used + size) / MB:,.1f} MB; a session "
                                    f"may keep {self.settings.upload_quota_mb:g} MB (KGCHAT_UPLOAD_QUOTA_MB). Uploads "
                                    "of anonymous sessions are removed after "
                                    f"{self.settings.upload_ttl_hours:g} hours.")
            conn.execute("INSERT OR REPLACE INTO uploads (name, owner, bytes, at, anonymous) VALUES (?, ?, ?, ?, ?)",
                         [name, owner, size, time.time(), int(anonymous)])

    def _release(self, name: str, owner: str) -> None:
        with self._tx() as conn:
            conn.execute("DELETE FROM uploads WHERE name = ? AND owner = ?", [name, owner])

    def _build(self, src: Path, name: str) -> str:
        from kgchat.backends.importer import guess_format, load_file
        from kgchat.backends.sqlite import SQLiteGraph

        target = self.path(name)
        existed = target.exists()
        store = SQLiteGraph(target)
        ok = False
        try:
            report = load_file(store, src, guess_format(src))
            if store.stats().triples == 0:
                raise ConfigError(f"{src.name} holds no readable triples ({len(report.malformed)} malformed "
                                  "lines). Use h|r|t lines, tab-separated values or N-Triples.")
            ok = True
        finally:
            store.close()
            if not ok and not existed:
                _unlink(target)
        summary = f"Imported {src.name}: {report.added:,} new triples"
        if report.malformed:
            first = ", ".join(str(m.line) for m in report.malformed[:5])
            summary += f"; {len(report.malformed):,} malformed line(s) skipped (lines {first}…)"
        if report.comments:
            summary += f"; {report.comments:,} comment line(s) starting with # skipped"
        return summary

    # -- expiry ----------------------------------------------------------------------------------------------
    def cleanup(self, now: float | None = None) -> list[str]:
        """Forget anonymous uploads older than the time to live; delete the graphs no upload keeps any more.
        Returns the names of the graphs deleted."""
        ttl = self.settings.upload_ttl_hours * 3600
        if ttl <= 0:
            return []
        cutoff = (time.time() if now is None else now) - ttl
        with self._tx() as conn:
            expired = {r[0] for r in conn.execute("SELECT DISTINCT name FROM uploads WHERE anonymous = 1 AND at < ?",
                                                  [cutoff])}
            conn.execute("DELETE FROM uploads WHERE anonymous = 1 AND at < ?", [cutoff])
            kept = {r[0] for r in conn.execute("SELECT DISTINCT name FROM uploads")}
        removed = []
        for name in sorted(expired - kept):
            try:
                _unlink(self.path(name))
                removed.append(name)
            except OSError as exc:  # e.g. still open on a system that cannot delete open files: next time
                log.warning("could not remove the expired upload %s: %s", name, exc)
        if removed:
            log.info("removed %d expired upload(s): %s", len(removed), ", ".join(removed))
        return removed


def _stem(src: Path) -> str:
    return re.sub(r"[^A-Za-z0-9_-]+", "-", src.name.split(".")[0])[:40].strip("-") or "graph"


def _digest(src: Path) -> str:
    h = hashlib.sha256()
    with src.open("rb") as fh:
        while block := fh.read(1 << 20):
            h.update(block)
    return h.hexdigest()[:10]


def _unlink(target: Path) -> None:
    for leftover in (target, target.with_name(target.name + "-wal"), target.with_name(target.name + "-shm")):
        leftover.unlink(missing_ok=True)
