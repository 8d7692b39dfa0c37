"""Plain values that cross module boundaries: entities, triples, paths, traces and answers.

Everything here is a dataclass with a lossless ``to_dict`` / ``from_dict`` pair, because traces are stored in the
app database, exported as JSON and loaded back again.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from enum import StrEnum
from typing import Any


class Direction(StrEnum):
    """Which way an edge is followed from the entity at hand."""

    OUT = "out"  # entity is the head: (entity, relation, ?)
    IN = "in"  # entity is the tail: (?, relation, entity)

    def flip(self) -> Direction:
        return Direction.IN if self is Direction.OUT else Direction.OUT

    def label(self, relation: str) -> str:
        """The one written form of a followed relation: ``directed_by`` forwards, ``~directed_by`` backwards
        (``kgchat.chains.move_label`` and ``parse_move`` are built on it and ``parse`` reads it back)."""
        return relation if self is Direction.OUT else REVERSE_MARK + relation

    @staticmethod
    def parse(label: str) -> tuple[str, Direction]:
        """``~directed_by`` -> ``("directed_by", Direction.IN)``: the inverse of ``label``."""
        if label.startswith(REVERSE_MARK):
            return label[len(REVERSE_MARK):], Direction.IN
        return label, Direction.OUT


REVERSE_MARK = "~"  # prefix of a relation label followed backwards (from the object to the subject)


class Provenance(StrEnum):
    """How much to trust an answer; an LLM-only answer is never presented as verified by the graph."""

    KG_EXACT = "kg-exact"
    KG_APPROXIMATE = "kg-approximate"
    LLM_ONLY = "llm-only"
    NONE = "none"


@dataclass(frozen=True, order=True)
class Entity:
    """A graph node. ``id`` is what the store uses; ``name`` is what people read (the same on MetaQA)."""

    id: str
    name: str

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Entity:
        return cls(id=str(d["id"]), name=str(d.get("name", d["id"])))


@dataclass(frozen=True, order=True)
class Triple:
    """One fact, by entity ids: ``head --relation--> tail``."""

    head: str
    relation: str
    tail: str

    def as_text(self) -> str:
        return f"({self.head}, {self.relation}, {self.tail})"

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Triple:
        return cls(head=str(d["head"]), relation=str(d["relation"]), tail=str(d["tail"]))


@dataclass(frozen=True)
class EntityMatch:
    """A candidate entity for some text, with a score in [0, 1] and where the match came from."""

    entity: Entity
    score: float
    method: str  # "exact", "fts", "fuzzy", "id", "embedding", ...
    mention: str = ""


@dataclass(frozen=True)
class Hop:
    """One edge followed from the previous entity of a path."""

    relation: str
    direction: Direction
    entity: Entity
    note: str = ""  # an unnamed (CVT) entity described by its named neighbours ("actor: Tom Hanks; film: Big")

    @property
    def label(self) -> str:
        """What people read for the entity reached: its name, else ``[its description]`` or ``[its id]``."""
        return self.entity.name or f"[{self.note or self.entity.id}]"

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Hop:
        return cls(d["relation"], Direction(d["direction"]), Entity.from_dict(d["entity"]), str(d.get("note", "")))


@dataclass
class Path:
    """A walk from a topic entity through the graph, with the score the engine gave it."""

    start: Entity
    hops: list[Hop] = field(default_factory=list)
    score: float = 0.0

    @property
    def end(self) -> Entity:
        return self.hops[-1].entity if self.hops else self.start

    @property
    def relations(self) -> tuple[str, ...]:
        return tuple(h.direction.label(h.relation) for h in self.hops)

    def extend(self, hop: Hop, score: float | None = None) -> Path:
        return Path(self.start, [*self.hops, hop], self.score if score is None else score)

    def triples(self) -> list[Triple]:
        """The facts this path walks over, each in its stored direction."""
        out: list[Triple] = []
        prev = self.start
        for hop in self.hops:
            if hop.direction is Direction.OUT:
                out.append(Triple(prev.id, hop.relation, hop.entity.id))
            else:
                out.append(Triple(hop.entity.id, hop.relation, prev.id))
            prev = hop.entity
        return out

    def as_text(self) -> str:
        """Readable chain, e.g. ``Inception --directed_by--> Christopher Nolan``; an unnamed node reads as its
        description (``[actor: Tom Hanks; film: Big]``)."""
        parts = [self.start.name]
        for hop in self.hops:
            arrow = f"--{hop.relation}-->" if hop.direction is Direction.OUT else f"<--{hop.relation}--"
            parts += [arrow, hop.label]
        return " ".join(parts)

    def to_dict(self) -> dict[str, Any]:
        return {
            "start": asdict(self.start),
            "hops": [{"relation": h.relation, "direction": h.direction.value, "entity": asdict(h.entity),
                      **({"note": h.note} if h.note else {})} for h in self.hops],
            "score": self.score,
            "text": self.as_text(),
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Path:
        return cls(Entity.from_dict(d["start"]), [Hop.from_dict(h) for h in d.get("hops", [])], float(d.get("score", 0.0)))


@dataclass
class Candidate:
    """Something an engine considered at a step (a relation, an entity, a path) and whether it survived."""

    label: str
    score: float
    kept: bool
    detail: str = ""  # e.g. the entity the relation hangs off, or the path so far

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Candidate:
        return cls(str(d["label"]), float(d["score"]), bool(d["kept"]), str(d.get("detail", "")))


@dataclass
class Step:
    """One stage of a search: what was looked at, what was kept and why."""

    kind: str  # "link", "relation_prune", "entity_prune", "beam", "sufficiency", "answer", "fallback", ...
    depth: int
    candidates: list[Candidate] = field(default_factory=list)
    note: str = ""
    seconds: float = 0.0

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Step:
        return cls(
            d["kind"], int(d["depth"]), [Candidate.from_dict(c) for c in d.get("candidates", [])],
            str(d.get("note", "")), float(d.get("seconds", 0.0)),
        )


@dataclass
class LLMExchange:
    """One prompt sent to an LLM and what came back."""

    purpose: str
    prompt: str
    response: str
    prompt_tokens: int = 0
    completion_tokens: int = 0
    seconds: float = 0.0

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> LLMExchange:
        return cls(**{k: d[k] for k in ("purpose", "prompt", "response") if k in d},
                   prompt_tokens=int(d.get("prompt_tokens", 0)), completion_tokens=int(d.get("completion_tokens", 0)),
                   seconds=float(d.get("seconds", 0.0)))


@dataclass
class Coverage:
    """How one part of the question is accounted for by what was executed (behind the ``kg-exact`` badge)."""

    span: str  # the words of the question, e.g. "how many", "after 2005", "Tom Hanks"
    kind: str  # entity | relation | type | constraint | aggregation | reference
    covered_by: str | None = None  # the part of the logical form / path that covers it; None: not covered
    # a step the form took that no word of the question asks for: the relationship types it walks, in order (one
    # name for a property or a cycle); empty for every other row
    steps: tuple[str, ...] = ()

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Coverage:
        return cls(str(d["span"]), str(d["kind"]), d.get("covered_by"), tuple(d.get("steps") or ()))


@dataclass
class Reference:
    """A word of a follow-up question resolved to an entity of an earlier turn ("'he' → Michael Mann")."""

    text: str  # the words in the question: "he", "those films", "what else"
    entities: list[Entity]  # what they stand for
    source: str  # where they came from, e.g. "answer of turn 1", "topic of turn 2"

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Reference:
        return cls(str(d["text"]), [Entity.from_dict(e) for e in d.get("entities", [])], str(d.get("source", "")))


@dataclass
class Evidence:
    """One row behind an answer: an entity an operator counted, kept, ranked or averaged, the path that reached it,
    and the value that decided ("Ali — release year 2001 > 2000"). Lists, counts, filters, superlatives,
    intersections and aggregates all show their rows, so no answer stands without something to check."""

    entity: Entity
    path: Path | None = None  # how the entity was reached from a topic entity, when a walk reached it
    value: str = ""  # the value read for the test or the aggregate ("2001", "95")
    test: str = ""  # what it passed, in words ("release_year 2001 > 2000"); "" when the row is only a member
    kept: bool = True  # False for a row the test looked at and dropped

    def to_dict(self) -> dict[str, Any]:
        return {"entity": asdict(self.entity), "path": self.path.to_dict() if self.path else None,
                "value": self.value, "test": self.test, "kept": self.kept}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Evidence:
        return cls(Entity.from_dict(d["entity"]), Path.from_dict(d["path"]) if d.get("path") else None,
                   str(d.get("value", "")), str(d.get("test", "")), bool(d.get("kept", True)))


@dataclass
class Trace:
    """Everything needed to show, check and replay how an answer was reached."""

    topic_entities: list[Entity] = field(default_factory=list)
    steps: list[Step] = field(default_factory=list)
    paths: list[Path] = field(default_factory=list)
    logical_form: str | None = None  # the executed S-expression, when the answer came from one
    llm: list[LLMExchange] = field(default_factory=list)
    extra: dict[str, Any] = field(default_factory=dict)  # engine-specific data, e.g. an MCTS tree
    compiled: dict[str, str] = field(default_factory=dict)  # query language ("sql", "cypher", "sparql") -> text
    coverage: list[Coverage] = field(default_factory=list)  # how each part of the question was covered
    references: list[Reference] = field(default_factory=list)  # follow-up words resolved to earlier turns
    evidence: list[Evidence] = field(default_factory=list)  # rows counted, kept, ranked or aggregated (see Evidence)

    @property
    def not_covered(self) -> list[str]:
        """The parts of the question the answer does not account for (shown with approximate answers)."""
        return [c.span for c in self.coverage if c.covered_by is None]

    def add(self, step: Step) -> Step:
        self.steps.append(step)
        return step

    def triples(self) -> list[Triple]:
        """Distinct facts on the final paths, in order of first appearance."""
        seen: dict[Triple, None] = {}
        for p in self.paths:
            for t in p.triples():
                seen.setdefault(t, None)
        return list(seen)

    def to_dict(self) -> dict[str, Any]:
        return {
            "topic_entities": [asdict(e) for e in self.topic_entities],
            "steps": [asdict(s) for s in self.steps],
            "paths": [p.to_dict() for p in self.paths],
            "logical_form": self.logical_form,
            "llm": [asdict(x) for x in self.llm],
            "extra": self.extra,
            "compiled": dict(self.compiled),
            "coverage": [asdict(c) for c in self.coverage],
            "references": [{"text": r.text, "entities": [asdict(e) for e in r.entities], "source": r.source}
                           for r in self.references],
            "evidence": [e.to_dict() for e in self.evidence],
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Trace:
        return cls(
            topic_entities=[Entity.from_dict(e) for e in d.get("topic_entities", [])],
            steps=[Step.from_dict(s) for s in d.get("steps", [])],
            paths=[Path.from_dict(p) for p in d.get("paths", [])],
            logical_form=d.get("logical_form"),
            llm=[LLMExchange.from_dict(x) for x in d.get("llm", [])],
            extra=dict(d.get("extra", {})),
            compiled={str(k): str(v) for k, v in (d.get("compiled") or {}).items()},
            coverage=[Coverage.from_dict(c) for c in d.get("coverage", [])],
            references=[Reference.from_dict(r) for r in d.get("references", [])],
            evidence=[Evidence.from_dict(e) for e in d.get("evidence", [])],
        )


@dataclass
class Cost:
    """What an answer cost to produce."""

    llm_calls: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    graph_queries: int = 0
    seconds: float = 0.0

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Cost:
        return cls(**{k: type(getattr(cls(), k))(d.get(k, 0)) for k in ("llm_calls", "prompt_tokens",
                      "completion_tokens", "graph_queries", "seconds")})


@dataclass
class Answer:
    """The result of asking a question: text, answer entities, how far to trust it, and how it was reached."""

    question: str
    text: str
    entities: list[Entity] = field(default_factory=list)
    provenance: Provenance = Provenance.NONE
    engine: str = ""
    trace: Trace = field(default_factory=Trace)
    cost: Cost = field(default_factory=Cost)

    @property
    def verified(self) -> bool:
        return self.provenance is Provenance.KG_EXACT

    def to_dict(self) -> dict[str, Any]:
        """The JSON shape shared by ``kgchat ask --json``, exports and the app database."""
        return {
            "question": self.question,
            "answer": self.text,
            "entities": [{"id": e.id, "name": e.name} for e in self.entities],
            "provenance": self.provenance.value,
            "engine": self.engine,
            "trace": self.trace.to_dict(),
            "cost": asdict(self.cost),
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Answer:
        return cls(
            question=d["question"],
            text=d.get("answer", ""),
            entities=[Entity.from_dict(e) for e in d.get("entities", [])],
            provenance=Provenance(d.get("provenance", "none")),
            engine=d.get("engine", ""),
            trace=Trace.from_dict(d.get("trace", {})),
            cost=Cost.from_dict(d.get("cost", {})),
        )


@dataclass
class CypherRows:
    """What a generated Cypher query returned (``GraphStore.run_cypher``): each cell as the entities it holds (a node
    as itself, a value as an entity named by its text, a list as one per element, null as none)."""

    query: str  # as it ran: the string literals the LLM wrote moved into parameters
    params: dict[str, Any]
    columns: list[str]
    rows: list[list[list[Entity]]]
    truncated: bool = False  # more rows came than the row limit: the rest were not read
    query_type: str = "r"  # what the server's plan says the query does: "r" (read) is the only one run
    seconds: float = 0.0
    hints: dict[str, list[str]] = field(default_factory=dict)  # nothing found: where its text values are held

    @property
    def found_nothing(self) -> bool:
        """No value at all, or only zeros (a count or a sum over nothing)."""
        return all(e.name == "0" for row in self.rows for cell in row for e in cell)

    def shown(self) -> str:
        """The query and its parameters, as the trace shows them."""
        return f"{self.query}\n// parameters: {self.params}" if self.params else self.query


@dataclass(frozen=True)
class GraphStats:
    """Size and schema of a graph."""

    triples: int
    entities: int
    relations: dict[str, int]  # relation name -> number of triples
