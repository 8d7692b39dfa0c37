"""The score of a candidate: how much of the question it accounts for (see ``build``'s module docstring).

A score is a weighted sum of features (``DEFAULT_WEIGHTS``): the confidence of every content word a piece accounts
for, the content words left over, names and numbers left out, steps no word asks for, words two pieces both
claim, words read as a key that another key names clearly more closely, the number of pieces, and the reading's bonus (the label asked for, a yes/no question). ``Ranker`` holds
weights learnt for one graph from its own synthesised questions (``kgchat train --graph``,
``kgchat.train.schema_ranker``), over the same features and indicators of the form's shape.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, fields, is_dataclass
from pathlib import Path

from kgchat.logic.nodes import RelationPath
from kgchat.reasoning.schema_parser.build import GUESS, UNCOVERED, UNUSED_NAME, Builder, Candidate
from kgchat.reasoning.schema_parser.filters import WEAK_STRING_OPS
from kgchat.reasoning.schema_parser.loose_labels import outread_keys
from kgchat.reasoning.schema_parser.usual import LESS
from kgchat.reasoning.schema_parser.words import RATE_UNITS, STOP
from kgchat.schema import EDGE_END, EDGE_START

REUSED = 0.2  # a word that two pieces account for (it can only mean one of them)
DEFAULT_WEIGHTS = {"covered": 1.0, "uncovered": -UNCOVERED, "unused": -1.0, "guesses": -GUESS, "parts": -0.05,
                   "bonus": 1.0, "reused": -REUSED, "has:RelationPath": -0.3, "outread": -1.0}
# parts of a date said after a grouping word ("per *month*", "each *year*"): the question groups by them
PART_NOUNS = frozenset({"year", "years", "month", "months", "decade", "decades", "quarter", "quarters"})
RANKER_FILE = "schema_ranker.json"  # in a model directory: weights learnt for one graph


@dataclass
class Ranker:
    """Weights over a candidate's features; missing ones count as the defaults (indicators as 0)."""

    weights: dict[str, float] = field(default_factory=lambda: dict(DEFAULT_WEIGHTS))

    def __call__(self, features: dict[str, float]) -> float:
        return sum(self.weights.get(k, DEFAULT_WEIGHTS.get(k, 0.0)) * v for k, v in features.items())

    def save(self, path: Path) -> None:
        path.write_text(json.dumps({"weights": self.weights}, indent=1, sort_keys=True) + "\n", encoding="utf-8")

    @classmethod
    def load(cls, path: Path) -> Ranker:
        return cls({str(k): float(v) for k, v in json.loads(path.read_text(encoding="utf-8"))["weights"].items()})


def shape_features(c: Candidate) -> dict[str, float]:
    """Indicators of the form's shape: its operator, the kind of answer, and what it is built from. A path that
    only reads a relationship's own property (through the relationship: ``(JOIN (R T.end) T.key)``) is one step,
    no path."""
    text = repr(c.form)
    out = {f"op:{type(c.form).__name__}": 1.0, f"answer:{c.answer}": 1.0}
    for name in ("Not(", "Has(", "Agg(", "Compare(", "Class("):
        if name in text:
            out[f"has:{name.strip('(')}"] = 1.0
    if any(not _reads_relationship(p) for p in _paths(c.form)):
        out["has:RelationPath"] = 1.0
    return out


def _paths(node: object) -> list[RelationPath]:
    """Every relation path in a form."""
    if isinstance(node, RelationPath):
        return [node]
    if not is_dataclass(node):
        return []
    return [p for f in fields(node) for p in _paths(getattr(node, f.name))]


def _reads_relationship(path: RelationPath) -> bool:
    """``(JOIN (R T.start) T.key)`` / ``(R T.end)``: a relationship's property read from a node at its end."""
    if len(path.steps) != 2:
        return False
    to_edge, key = path.steps
    rel, _, side = to_edge.name.rpartition(".")
    return to_edge.reverse and side in (EDGE_START, EDGE_END) and not key.reverse and \
        key.name.startswith(rel + ".") and key.name.rpartition(".")[2] not in (EDGE_START, EDGE_END)


def score(b: Builder, c: Candidate, ranker: Ranker | None = None) -> None:
    """How much of the question the candidate accounts for (see ``build``'s module docstring)."""
    conf: dict[int, float] = {}
    uses: dict[int, set[str]] = {}
    guesses = 0
    for p in c.parts:
        guesses += p.guessed * (1.0 - LESS if p.usual else 1.0)
        for t in p.tokens:
            conf[t] = max(conf.get(t, 0.0), p.conf)
            uses.setdefault(t, set()).add(f"{p.kind}:{p.text}")
    reused = sum(len(u) - 1 for t, u in uses.items() if not any(x.startswith("entity:") for x in u))
    per = any(c.op in ("count", "avg", "sum") for c in b.r.of("agg"))  # "how many … each": "each" says per group
    per = per or any(max(c.tokens) + 1 < len(b.r.tokens) and b.r.tokens[max(c.tokens) + 1].low in PART_NOUNS
                     for c in b.r.of("grouping"))  # "dives *per month* in 2025": a table's heading, counted
    per = per or any(c.word == "per" and max(c.tokens) + 1 < len(b.r.tokens) and
                     b.r.tokens[max(c.tokens) + 1].stem not in RATE_UNITS
                     for c in b.r.of("grouping"))  # "drop-offs *per* hospital": a figure for each; "paid per day": a rate
    cued = {i for cue in b.r.cues if cue.kind in ("agg", "top", "negation", "zeros") or (cue.kind == "grouping" and per)
            or (cue.kind == "string" and cue.word not in WEAK_STRING_OPS) for i in cue.tokens}
    if b.r.tokens and b.r.tokens[0].low == "whose":  # "Whose books …": asks for the owner, which no piece says
        cued.add(0)
    content = [i for i, t in enumerate(b.r.tokens)
               if ((t.low not in STOP or t.acronym) and any(ch.isalnum() for ch in t.low)) or i in cued]
    covered = sum(conf.get(i, 0.0) for i in content)
    c.uncovered = [i for i in content if i not in conf]
    unused = []
    for em in b.g.entities:
        if not set(em.tokens) & set(conf) and em.tokens not in [u[0] for u in unused]:
            unused.append((em.tokens, UNUSED_NAME, em.entity.name))
    for cue in b.r.cues:
        if cue.kind in ("number", "year", "date", "decade", "quoted") and not set(cue.tokens) & set(conf):
            unused.append((cue.tokens, UNUSED_NAME, cue.word))
    seen = {u[0] for u in unused}
    for vm in b.g.values:
        if vm.tokens not in seen and not set(vm.tokens) & set(conf):
            seen.add(vm.tokens)
            unused.append((vm.tokens, 1.0, vm.value))
    c.unused = [u[2] for u in unused]
    penalty = sum(u[1] for u in unused if not set(u[0]) & {i for i in conf})
    c.features = {"covered": covered, "uncovered": float(len(c.uncovered)), "unused": penalty,
                  "guesses": float(guesses), "parts": float(len(c.parts)), "bonus": c.bonus, "reused": float(reused),
                  "outread": outread_keys(c, b), **shape_features(c)}
    c.score = (ranker or Ranker())(c.features)
