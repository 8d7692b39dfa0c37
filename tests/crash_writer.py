"""A process that corrects a graph in a loop (add / edit / undo), for ``test_crash_corrections``: it is killed with
SIGKILL at random moments and the test then checks that the audit log and the graph still agree.

Usage: python tests/crash_writer.py GRAPH_SPEC APP_DB SEED (any backend; NEO4J_PASSWORD from the environment).
Prints ``reconciled N`` and ``ready`` at start, then one line per finished change.
"""

from __future__ import annotations

import random
import sys
import uuid

from kgchat.backends import open_graph
from kgchat.corrections import Corrections
from kgchat.errors import KGChatError
from kgchat.types import Triple


def main(spec: str, app_db: str, seed: int) -> None:
    store = open_graph(spec)
    log = Corrections(app_db)
    settled = log.reconcile(store)  # what the previous (killed) writer left pending
    print(f"reconciled {len(settled)}", flush=True)
    rng = random.Random(seed)
    print("ready", flush=True)
    while True:
        recent = [c for c in log.list(store.spec, limit=60)
                  if c.state == "applied" and c.action in ("add", "edit") and not c.undone_by]
        roll = rng.random()
        try:
            if roll < 0.4 or not recent:
                done = log.apply(store, "add", "writer", "crash test add",
                                 after=Triple(f"crash-{uuid.uuid4().hex[:8]}", "directed_by", "Crash Director"))
            elif roll < 0.7:
                base = rng.choice(recent).after
                done = log.apply(store, "edit", "writer", "crash test edit", before=base,
                                 after=Triple(base.head, base.relation, f"crash-{uuid.uuid4().hex[:8]}"))
            else:
                done = log.undo(store, rng.choice(recent).id, "writer")
            print(f"#{done.id} {done.action}", flush=True)
        except KGChatError as exc:  # a refusal (e.g. the triple was edited since): the loop goes on
            print(f"refused: {exc}", flush=True)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], int(sys.argv[3]))
