"""The answer verifier: a small head on the frozen MiniLM that scores (question, what was executed, answer kind).

Placeholder until the trained model lands: ``find_verifier`` finds none.
"""

from __future__ import annotations

from dataclasses import dataclass

from kgchat.backends.base import GraphStore
from kgchat.types import Answer


@dataclass(frozen=True)
class Verdict:
    score: float
    agrees: bool
    note: str


class Verifier:
    def judge(self, graph: GraphStore, answer: Answer) -> Verdict | None:
        return None


def find_verifier(graph: GraphStore) -> Verifier | None:
    return None
