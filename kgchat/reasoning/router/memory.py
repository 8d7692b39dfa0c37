"""The router's memory: what it has learnt, every decision it made, and the day's LLM spending, in ``router.db``.

One SQLite file in the data directory (``Settings.router_db``), written with sqlite-utils conventions, so the router
survives restarts and several processes (the UI, ``kgchat eval``) can learn into the same state:

    meta(key, value)                          settings the state depends on (seed, context size, features), decisions
    clusters(id, graph, centroid, label, size)   question clusters of each graph (centroid: x's size, float64)
    beta(cluster, arm, successes, failures)   per cluster and arm: the Beta posterior's counts
    cluster_costs(cluster, arm, runs, tokens, seconds)
    arms(graph, name, a, b, successes, failures, spent, wasted, errors, runs, tokens, seconds)   per graph and arm;
                                              a, b: LinUCB's A and b
    decisions(id, at, graph, question, cluster, arm, context, tokens, seconds, price, outcome, source, error)
    facts(decision, head, relation, tail)     the triples on a decision's answer paths (for expert corrections)
    spend(day, tokens)                        LLM tokens used per UTC day (the daily budget)

Every change runs in one ``BEGIN IMMEDIATE`` transaction that first checks ``PRAGMA data_version``: when another
connection committed since this one last looked, the in-memory state is reloaded before it is changed, so
concurrent writers never lose each other's updates.
"""

from __future__ import annotations

import contextlib
import json
import logging
import sqlite3
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import numpy as np
import sqlite_utils

from kgchat.errors import ConfigError, InvalidInput
from kgchat.reasoning.router.bandit import BanditState, Cluster, Cost, RouterConfig
from kgchat.types import Triple

log = logging.getLogger(__name__)
MAX_FACTS = 200  # triples of one answer remembered for corrections
STRUCTURE = ("seed", "context_dim", "ridge", "features")  # settings the stored numbers depend on
LEGACY = {"features": "minilm"}  # what a state stored before the setting existed was learnt with


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds")


def today() -> str:
    return datetime.now(UTC).date().isoformat()


def _blob(a: np.ndarray) -> bytes:
    return np.ascontiguousarray(a, dtype=np.float64).tobytes()


def _array(b: bytes, shape: tuple[int, ...] | None = None) -> np.ndarray:
    out = np.frombuffer(b, dtype=np.float64).copy()
    return out.reshape(shape) if shape else out


@dataclass
class Decision:
    """One stored decision: which arm answered which question, what it cost, and its verdict once known."""

    id: int
    question: str
    cluster: int
    arm: str
    tokens: int
    seconds: float
    price: float
    outcome: int | None  # 1 right, 0 wrong, None not judged
    source: str | None  # gold | feedback | correction #N | error
    error: str | None
    graph: str
    at: str


class RouterMemory:
    """The router's state in memory, mirrored to its SQLite file after every change."""

    def __init__(self, path: str | Path, config: RouterConfig | None = None):
        self.path = Path(path)
        self.warning: str | None = None  # set by ``open_memory`` when the file could not be used
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.config = config or RouterConfig()
        self._lock = threading.RLock()
        self._conn = sqlite3.connect(str(self.path), timeout=30, isolation_level=None, check_same_thread=False)
        self._conn.execute("PRAGMA journal_mode=WAL")
        self._conn.execute("PRAGMA synchronous=NORMAL")  # WAL + NORMAL: durable at checkpoints, no fsync per write
        self._create()
        with self._write():
            self._check_structure()
        self.state = self._load()
        self._version = self._data_version()

    # -- schema and loading ----------------------------------------------------------------------------------
    def _create(self) -> None:
        db = sqlite_utils.Database(self._conn)
        tables = set(db.table_names())
        specs: dict[str, tuple[dict[str, type], str | tuple[str, ...]]] = {
            "meta": ({"key": str, "value": str}, "key"),
            "clusters": ({"id": int, "graph": str, "centroid": bytes, "label": str, "size": int}, "id"),
            "beta": ({"cluster": int, "arm": str, "successes": float, "failures": float}, ("cluster", "arm")),
            "cluster_costs": ({"cluster": int, "arm": str, "runs": int, "tokens": float, "seconds": float},
                              ("cluster", "arm")),
            "arms": ({"graph": str, "name": str, "a": bytes, "b": bytes, "successes": float, "failures": float,
                      "spent": float, "wasted": float, "errors": int, "runs": int, "tokens": float, "seconds": float},
                     ("graph", "name")),
            "decisions": ({"id": int, "at": str, "graph": str, "question": str, "cluster": int, "arm": str,
                           "context": bytes, "tokens": int, "seconds": float, "price": float, "outcome": int,
                           "source": str, "error": str}, "id"),
            "facts": ({"decision": int, "head": str, "relation": str, "tail": str}, ("decision", "head", "relation",
                                                                                       "tail")),
            "spend": ({"day": str, "tokens": int}, "day"),
        }
        for name, (columns, pk) in specs.items():
            if name not in tables:
                with contextlib.suppress(sqlite3.OperationalError):  # another process created it first
                    db[name].create(columns, pk=pk)
        db["facts"].create_index(["head", "relation", "tail"], if_not_exists=True)
        db["decisions"].create_index(["source"], if_not_exists=True)

    def _check_structure(self) -> None:
        stored = dict(self._conn.execute("SELECT key, value FROM meta").fetchall())
        for key in STRUCTURE:
            value = json.dumps(getattr(self.config, key))
            if key not in stored and key in LEGACY and "seed" in stored:
                stored[key] = json.dumps(LEGACY[key])
            if key not in stored:
                self._conn.execute("INSERT OR REPLACE INTO meta(key, value) VALUES (?, ?)", [key, value])
            elif stored[key] != value:
                raise ConfigError(f"The router state in {self.path} was learnt with {key} = {stored[key]}, not "
                                  f"{value}: run `kgchat router reset` to start over with the new setting.")

    def _data_version(self) -> int:
        return int(self._conn.execute("PRAGMA data_version").fetchone()[0])

    def _load(self) -> BanditState:
        cfg = self.config
        state = BanditState(cfg)
        q = self._conn.execute
        for cid, graph, centroid, label, size in q("SELECT id, graph, centroid, label, size FROM clusters"):
            state.clusters[cid] = Cluster(cid, _array(centroid), label, graph, size)
        for cid, arm, s, f in q("SELECT cluster, arm, successes, failures FROM beta"):
            if cid in state.clusters:
                state.clusters[cid].beta[arm] = [s, f]
        for cid, arm, runs, tokens, seconds in q("SELECT cluster, arm, runs, tokens, seconds FROM cluster_costs"):
            if cid in state.clusters:
                state.clusters[cid].cost[arm] = Cost(runs, tokens, seconds)
        for cid, arm, n in q("SELECT cluster, arm, COUNT(*) FROM decisions WHERE source = 'error' GROUP BY 1, 2"):
            if cid in state.clusters:
                state.clusters[cid].errors[arm] = n
        for row in q("SELECT graph, name, a, b, successes, failures, spent, wasted, errors, runs, tokens, seconds "
                     "FROM arms"):
            arm = state.arm(row[1], row[0])
            arm.a, arm.b = _array(row[2], (cfg.dim, cfg.dim)), _array(row[3])
            arm.successes, arm.failures, arm.spent, arm.wasted, arm.errors = row[4:9]
            arm.cost = Cost(row[9], row[10], row[11])
        n = q("SELECT value FROM meta WHERE key = 'decisions'").fetchone()
        state.decisions = int(n[0]) if n else 0
        return state

    @contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        """One transaction; the in-memory state is reloaded first if another connection changed the file."""
        with self._lock:
            self._conn.execute("BEGIN IMMEDIATE")
            try:
                if hasattr(self, "state") and self._data_version() != self._version:
                    self.state = self._load()
                yield self._conn
                self._conn.execute("COMMIT")
            except BaseException:
                self._conn.execute("ROLLBACK")
                if hasattr(self, "state"):
                    self.state = self._load()  # undo the in-memory half of the failed change
                raise
            self._version = self._data_version()

    @contextmanager
    def reading(self) -> Iterator[BanditState]:
        """The current state, held still (no other thread changes it) while the block runs."""
        with self._lock:
            self.refresh()
            yield self.state

    def refresh(self) -> None:
        """Reload when another process has learnt something since (cheap when nothing changed)."""
        with self._lock:
            if self._data_version() != self._version:
                self.state = self._load()
                self._version = self._data_version()

    # -- writing rows ----------------------------------------------------------------------------------------
    def _save_cluster(self, c: Cluster, arm: str) -> None:
        q = self._conn.execute
        q("INSERT OR REPLACE INTO clusters(id, graph, centroid, label, size) VALUES (?, ?, ?, ?, ?)",
          [c.id, c.graph, _blob(c.centroid), c.label, c.size])
        s, f = c.beta.get(arm, (0.0, 0.0))
        q("INSERT OR REPLACE INTO beta(cluster, arm, successes, failures) VALUES (?, ?, ?, ?)", [c.id, arm, s, f])
        cost = c.cost.get(arm, Cost())
        q("INSERT OR REPLACE INTO cluster_costs(cluster, arm, runs, tokens, seconds) VALUES (?, ?, ?, ?, ?)",
          [c.id, arm, cost.runs, cost.tokens, cost.seconds])

    def _save_arm(self, name: str, graph: str) -> None:
        a = self.state.arm(name, graph)
        self._conn.execute(
            "INSERT OR REPLACE INTO arms(graph, name, a, b, successes, failures, spent, wasted, errors, runs, "
            "tokens, seconds) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [graph, name, _blob(a.a), _blob(a.b), a.successes, a.failures, a.spent, a.wasted, a.errors, a.cost.runs,
             a.cost.tokens, a.cost.seconds])

    # -- decisions -------------------------------------------------------------------------------------------
    def record(self, cluster: Cluster, x: np.ndarray, z: np.ndarray, question: str, arm: str, tokens: int,
               seconds: float, graph: str = "", facts: list[Triple] | None = None, error: str | None = None,
               judged_failure: bool = True, join: bool = True) -> int:
        """Store one run of ``arm`` on a question routed to ``cluster``; returns the decision id.

        The cluster takes ``x`` in (its centroid moves; not again with ``join=False``, for the next arm tried on
        the same question) and the arm's cost sums grow. A run that raised (``error``)
        is judged wrong at once when ``judged_failure`` (an LLM timeout counts against the arm; a refusal by the
        budget does not)."""
        price = self.config.price(tokens, seconds)
        with self._write() as conn:
            st = self.state
            cluster = st.clusters.get(cluster.id, cluster)
            if join or cluster.id not in st.clusters:
                st.join(cluster, x)
            st.record_cost(cluster, arm, tokens, seconds)
            outcome = source = None
            if error is not None:
                st.arm(arm, cluster.graph).errors += 1
                if judged_failure:
                    st.observe(cluster, arm, z, 0.0, price)
                    cluster.errors[arm] = cluster.errors.get(arm, 0) + 1
                    outcome, source = 0, "error"
            st.decisions += 1
            decision = conn.execute(
                "INSERT INTO decisions(at, graph, question, cluster, arm, context, tokens, seconds, price, outcome, "
                "source, error) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [_now(), graph, question, cluster.id, arm, _blob(z), int(tokens), float(seconds), price, outcome,
                 source, error]).lastrowid
            conn.executemany("INSERT OR IGNORE INTO facts(decision, head, relation, tail) VALUES (?, ?, ?, ?)",
                             [(decision, t.head, t.relation, t.tail) for t in (facts or [])[:MAX_FACTS]])
            conn.execute("INSERT OR REPLACE INTO meta(key, value) VALUES ('decisions', ?)", [str(st.decisions)])
            self._save_cluster(cluster, arm)
            self._save_arm(arm, cluster.graph)
        return int(decision)

    def learn(self, decision_id: int, reward: float | None, source: str) -> bool:
        """Judge decision ``decision_id``: reward 1 (right), 0 (wrong) or None (withdraw the verdict). A new verdict
        replaces the old one exactly. Returns False when the decision is unknown or nothing changed."""
        if reward is not None and reward not in (0, 1, 0.0, 1.0, True, False):
            raise InvalidInput("A router outcome is 1 (right), 0 (wrong) or None (not judged).")
        with self._write() as conn:
            row = conn.execute("SELECT cluster, arm, context, price, outcome, source FROM decisions WHERE id = ?",
                               [int(decision_id)]).fetchone()
            if row is None or row[5] == "error":  # a run that raised gave no answer to judge
                return False
            cid, arm, context, price, old, _ = row
            new = None if reward is None else int(reward)
            cluster = self.state.clusters.get(cid)
            if old == new or cluster is None:
                return False
            z = _array(context)
            if old is not None:
                self.state.observe(cluster, arm, z, float(old), price, sign=-1)
            if new is not None:
                self.state.observe(cluster, arm, z, float(new), price)
            conn.execute("UPDATE decisions SET outcome = ?, source = ? WHERE id = ?",
                         [new, source if new is not None else None, int(decision_id)])
            self._save_cluster(cluster, arm)
            self._save_arm(arm, cluster.graph)
        return True

    def learn_correction(self, graph: str, triple: Triple, correction_id: int) -> list[int]:
        """An expert said ``triple`` is wrong: every answer on ``graph`` whose path used it was wrong, and counts
        against the arm that gave it. Returns the decisions judged."""
        with self._lock:
            ids = [r[0] for r in self._conn.execute(
                "SELECT d.id FROM facts f JOIN decisions d ON d.id = f.decision WHERE f.head = ? AND f.relation = ? "
                "AND f.tail = ? AND d.graph = ? AND d.error IS NULL", [triple.head, triple.relation, triple.tail,
                                                                       graph]).fetchall()]
        return [i for i in ids if self.learn(i, 0, f"correction #{correction_id}")]

    def withdraw_correction(self, correction_id: int) -> list[int]:
        """Correction ``correction_id`` was undone: the verdicts it gave are withdrawn."""
        with self._lock:
            ids = [r[0] for r in self._conn.execute("SELECT id FROM decisions WHERE source = ?",
                                                    [f"correction #{correction_id}"]).fetchall()]
        return [i for i in ids if self.learn(i, None, "undo")]

    def decision(self, decision_id: int) -> Decision | None:
        with self._lock:
            row = self._conn.execute("SELECT id, question, cluster, arm, tokens, seconds, price, outcome, source, "
                                     "error, graph, at FROM decisions WHERE id = ?", [int(decision_id)]).fetchone()
        return Decision(*row) if row else None

    # -- the daily token ledger ------------------------------------------------------------------------------
    def spent_today(self) -> int:
        with self._lock:
            row = self._conn.execute("SELECT tokens FROM spend WHERE day = ?", [today()]).fetchone()
        return int(row[0]) if row else 0

    def reserve(self, tokens: int, per_day: int | None) -> str | None:
        """Set ``tokens`` aside from today's budget; the day it was taken from, or None when it does not fit."""
        day = today()
        with self._write() as conn:
            row = conn.execute("SELECT tokens FROM spend WHERE day = ?", [day]).fetchone()
            used = int(row[0]) if row else 0
            if per_day is not None and used + tokens > per_day:
                return None
            conn.execute("INSERT OR REPLACE INTO spend(day, tokens) VALUES (?, ?)", [day, used + int(tokens)])
        return day

    def settle(self, day: str, reserved: int, used: int) -> None:
        """Replace a reservation by what the call really used."""
        with self._write() as conn:
            conn.execute("UPDATE spend SET tokens = MAX(0, tokens + ?) WHERE day = ?", [int(used) - int(reserved), day])

    # -- show, export, reset ---------------------------------------------------------------------------------
    def summary(self) -> dict[str, Any]:
        """Arms, clusters and spending, as ``kgchat router show`` and ``export`` print them."""
        self.refresh()
        st = self.state
        with self._lock:
            counts = dict(self._conn.execute(
                "SELECT COALESCE(source, 'not judged'), COUNT(*) FROM decisions GROUP BY 1").fetchall())
        arms = []
        for (graph, name), a in sorted(st.arms.items()):
            mu = np.linalg.solve(a.a, a.b)
            arms.append({"graph": graph, "arm": name, "successes": a.successes, "failures": a.failures,
                         "success_rate": round(a.mean, 4), "errors": a.errors, "runs": a.cost.runs,
                         "mean_tokens": round(a.cost.tokens / a.cost.runs, 1) if a.cost.runs else 0.0,
                         "mean_seconds": round(a.cost.seconds / a.cost.runs, 4) if a.cost.runs else 0.0,
                         "spent": round(a.spent, 6), "wasted": round(a.wasted, 6), "cost_regret": round(a.regret, 4),
                         "linucb_intercept": round(0.5 + float(mu[0]), 4)})
        clusters = []
        for c in sorted(st.clusters.values(), key=lambda c: -c.size):
            clusters.append({"id": c.id, "graph": c.graph, "label": c.label, "size": c.size,
                             "arms": {arm: {"successes": s, "failures": f,
                                            "posterior_mean": round(st.beta(c, arm)[0] / sum(st.beta(c, arm)), 4)}
                                      for arm, (s, f) in sorted(c.beta.items())}})
        return {"path": str(self.path), "config": asdict(self.config), "decisions": st.decisions,
                "verdicts": counts, "spent_today": self.spent_today(), "arms": arms, "clusters": clusters}

    def export(self, decisions: bool = True) -> dict[str, Any]:
        """Everything, machine-readable: the summary, LinUCB's A and b per arm, each cluster's centroid and costs,
        and (with ``decisions``) every decision with its verdict."""
        out = self.summary()
        st = self.state
        out["linucb"] = [{"graph": graph, "arm": name, "a": a.a.round(8).tolist(), "b": a.b.round(8).tolist()}
                         for (graph, name), a in sorted(st.arms.items())]
        for c in out["clusters"]:
            cl = st.clusters[c["id"]]
            c["centroid"] = cl.centroid.round(6).tolist()
            c["costs"] = {arm: asdict(cost) for arm, cost in cl.cost.items()}
        if decisions:
            with self._lock:
                cols = ("id", "at", "graph", "question", "cluster", "arm", "tokens", "seconds", "price", "outcome",
                        "source", "error")
                rows = self._conn.execute(f"SELECT {', '.join(cols)} FROM decisions ORDER BY id").fetchall()
            out["decision_log"] = [dict(zip(cols, r, strict=True)) for r in rows]
        return out

    def reset(self) -> None:
        """Forget everything learnt (decisions, clusters, arms, spending)."""
        with self._write() as conn:
            for table in ("clusters", "beta", "cluster_costs", "arms", "decisions", "facts", "spend"):
                conn.execute(f"DELETE FROM {table}")  # noqa: S608 - fixed table names
            conn.execute("DELETE FROM meta WHERE key = 'decisions'")
            self.state = BanditState(self.config)

    def close(self) -> None:
        with self._lock:
            self._conn.close()


_OPEN: dict[Path, RouterMemory] = {}
_OPEN_LOCK = threading.Lock()


def open_memory(path: str | Path, config: RouterConfig | None = None) -> RouterMemory:
    """The process's one RouterMemory for ``path`` (chats, the UI's feedback and corrections share it); the first
    caller's config is used. When the file cannot be opened (a read-only data directory), an in-memory one whose
    ``warning`` says so (the router's trace repeats it)."""
    key = Path(path).resolve()
    with _OPEN_LOCK:
        if key not in _OPEN:
            try:
                _OPEN[key] = RouterMemory(key, config)
            except (OSError, sqlite3.Error) as exc:  # a read-only or broken data directory: answer all the same
                memory = RouterMemory(":memory:", config)
                memory.warning = (f"{key} could not be opened ({type(exc).__name__}: {exc}): the router learns in "
                                  "memory only, and forgets it when the process ends")
                log.warning("%s", memory.warning)
                _OPEN[key] = memory
        return _OPEN[key]


def run_memory(seed: int = 0, config: RouterConfig | None = None) -> RouterMemory:
    """A memory of this run only: it starts empty, lives in memory and is forgotten when dropped. ``kgchat eval``
    learns into one by default, so that its results do not depend on what the data directory's router has learnt
    (and do not change it); ``seed`` seeds the router's draws, ``config`` gives the rest (the token price)."""
    return RouterMemory(":memory:", replace(config or RouterConfig(), seed=seed))


def forget_memory(path: str | Path) -> None:
    """Close and drop the shared RouterMemory for ``path`` (tests that reopen it as after a restart)."""
    with _OPEN_LOCK:
        memory = _OPEN.pop(Path(path).resolve(), None)
    if memory is not None:
        memory.close()
