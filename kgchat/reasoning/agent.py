"""The KBQA-o1 agent: a ReAct state (question + Thought / Action / Observation history) and its eight atomic tools.

Every action is one of the tools below; each writes one function of the logical form (KBQA-o1, Table 1), built
here as a ``kgchat.logic`` expression:

    Extract_entity [ e ]             expression = START(e)                  e
    Find_relation [ r ]              expression = JOIN(r, expression)       (JOIN (R r) expression)   r leaves X
    Find_relation [ ~r ]                                                    (JOIN r expression)       r enters X
    Merge [ expression1 | expression ]  expression = AND(expression1, expression)
    Order [ ARGMAX | r ]             expression = ARG(mode, expression, r)  (ARGMAX expression r)
    Compare [ gt | r | v ]           expression = CMP(op, r, v) ∩ expression  (AND expression (gt r v))
    Time_constraint [ r | t ]        expression = TC(expression, r, t)      (TC expression r t)
    Count [ expression ]             expression = COUNT(expression)         (COUNT expression)
    Finish [ expression ]            expression = STOP(expression)          the answer

The graph is the environment: ``Environment.options`` offers only arguments that execute on it — the linked topic
entities for Extract_entity, the relations (both directions) of a seeded sample of the current answers for
Find_relation, the relations with comparable values for Order / Compare / Time_constraint, the saved expressions
that intersect the current one for Merge. A starting entity is not its own answer: answer sets leave out the
topic entities the form starts from ("films that share actors with X" never answers X itself).
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace

from kgchat.backends.base import GraphStore, is_unnamed, normalize_name
from kgchat.chains import Walk, forward_walk, move_label, parse_move, relation_text
from kgchat.errors import KGChatError
from kgchat.logic import (
    TC,
    And,
    ArgMax,
    ArgMin,
    Compare,
    Count,
    Entity,
    Expr,
    Join,
    Literal,
    Relation,
    RelationPath,
    to_sexpr,
    value_key,
)
from kgchat.types import Direction, EntityMatch, Path
from kgchat.types import Entity as Node

TOOLS = ("Extract_entity", "Find_relation", "Merge", "Order", "Compare", "Time_constraint", "Count", "Finish")
ORDER_MODES = ("ARGMAX", "ARGMIN")
COMPARE_OPS = ("gt", "ge", "lt", "le")

_NUMBER = re.compile(r"(?<![\w.])\d+(?:\.\d+)?(?![\w.])")
_YEAR = re.compile(r"(?<!\d)(1[5-9]\d\d|20\d\d)(?!\d)")
_ACTION = re.compile(r"^\s*([A-Za-z_]+)\s*\[(.*)\]\s*$", re.S)


# -- actions ---------------------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Action:
    """One tool call. ``args`` are what the text shows; ``ref`` is the entity id behind Extract_entity's name."""

    tool: str
    args: tuple[str, ...] = ()
    ref: str | None = None

    def text(self) -> str:
        """``Find_relation [ ~directed_by ]``: the form the policy reads, proposes and is trained on."""
        return f"{self.tool} [ {' | '.join(self.args)} ]"

    @classmethod
    def parse(cls, text: str) -> Action | None:
        """An action from its text, or None when it is not ``Tool [ arg | ... ]`` with a known tool."""
        m = _ACTION.match(text.strip().splitlines()[0] if text.strip() else "")
        if not m or m[1] not in TOOLS:
            return None
        return cls(m[1], tuple(a.strip() for a in m[2].split("|") if a.strip()))


@dataclass(frozen=True)
class Record:
    """One Thought / Action / Observation of the trajectory."""

    thought: str
    action: Action
    observation: str

    def to_dict(self) -> dict:
        return {"thought": self.thought, "action": self.action.text(), "observation": self.observation}


@dataclass(frozen=True)
class AgentState:
    """The agent's state: the question, the history so far and the expressions it has built.

    ``current`` is what the paper calls ``expression``; ``saved`` holds earlier ones (``expression1``, ...) that
    a second Extract_entity put aside for a Merge. ``chains`` are the relation labels followed from each starting
    entity of ``current`` (scorers read them); ``tools`` the constraint tools applied to it.
    """

    question: str
    history: tuple[Record, ...] = ()
    current: Expr | None = None
    chains: tuple[tuple[str, ...], ...] = ()
    saved: tuple[tuple[Expr, tuple[tuple[str, ...], ...]], ...] = ()
    tools: tuple[str, ...] = ()
    finished: bool = False

    @property
    def depth(self) -> int:
        return len(self.history)

    @property
    def counted(self) -> bool:
        return "Count" in self.tools

    def trajectory(self) -> list[dict]:
        return [r.to_dict() for r in self.history]


# -- reading forms back --------------------------------------------------------------------------------------------
@dataclass
class ChainView:
    """A relation chain inside a form: its starting entity and the relation labels followed from it."""

    start: str
    hops: list[str] = field(default_factory=list)

    @property
    def labels(self) -> tuple[str, ...]:
        return tuple(self.hops)


def _labels(relation: Relation | RelationPath) -> list[str]:
    steps = relation.steps if isinstance(relation, RelationPath) else (relation,)
    # (JOIN (R r) X) walks r forwards out of X: label "r"; (JOIN r X) walks it backwards: "~r". A path in a JOIN
    # slot is walked from its last step back to X, so the labels come out reversed.
    return [move_label((s.name, Direction.OUT if s.reverse else Direction.IN)) for s in reversed(steps)]


def form_chains(expr: Expr) -> list[ChainView]:
    """The relation chains of a form, one per starting entity (comparison filters and classes have none)."""
    if isinstance(expr, Entity):
        return [ChainView(expr.id)]
    if isinstance(expr, Join):
        out = form_chains(expr.expr)
        for c in out:
            c.hops += _labels(expr.relation)
        return out
    if isinstance(expr, And):
        return form_chains(expr.left) + form_chains(expr.right)
    if isinstance(expr, ArgMax | ArgMin | TC | Count):
        return form_chains(expr.expr)
    return []


def form_tools(expr: Expr) -> set[str]:
    """The constraint tools a form uses (Count, Order, Compare, Time_constraint, Merge)."""
    if isinstance(expr, Count):
        return {"Count"} | form_tools(expr.expr)
    if isinstance(expr, ArgMax | ArgMin):
        return {"Order"} | form_tools(expr.expr)
    if isinstance(expr, TC):
        return {"Time_constraint"} | form_tools(expr.expr)
    if isinstance(expr, Compare):
        return {"Compare"}
    if isinstance(expr, And):
        tools = form_tools(expr.left) | form_tools(expr.right)
        return tools if isinstance(expr.right, Compare) or isinstance(expr.left, Compare) else tools | {"Merge"}
    if isinstance(expr, Join):
        return form_tools(expr.expr)
    return set()


def actions_for_chain(topic: Node, steps: Sequence[Sequence[str]]) -> list[Action]:
    """The action sequence that builds a relation chain from ``topic`` (used to turn labels into SFT data)."""
    out = [Action("Extract_entity", (topic.name or topic.id,), topic.id)]
    out += [Action("Find_relation", (label,)) for step in steps for label in step]
    return out + [Action("Finish", ("expression",))]


# -- cues in the question --------------------------------------------------------------------------------------------
_CUES = {
    "Count": re.compile(r"\bhow many\b|\bnumber of\b|\bcount\b", re.I),
    "Order": re.compile(r"\b(most|least|latest|earliest|first|last|oldest|newest|youngest|highest|lowest|largest|"
                        r"smallest|biggest|longest|shortest|top)\b", re.I),
    "Compare": re.compile(r"\b(more|less|fewer|greater|higher|lower|before|after|over|under|above|below|"
                          r"at least|at most)\b", re.I),
}
_MAX_WORDS = re.compile(r"\b(most|latest|last|newest|highest|largest|biggest|longest|top)\b", re.I)
_OP_WORDS = (("ge", r"\bat least\b"), ("le", r"\bat most\b"), ("gt", r"\b(more|greater|higher|after|over|above)\b"),
             ("lt", r"\b(less|fewer|lower|before|under|below)\b"))


def _without_mentions(question: str, mentions: Iterable[str]) -> str:
    text = re.sub(r"\[[^\]]*\]", " ", question)
    for m in sorted((m for m in mentions if m), key=len, reverse=True):
        text = re.sub(re.escape(m), " ", text, flags=re.I)
    return text


def question_literals(question: str, mentions: Iterable[str] = ()) -> tuple[list[str], list[str]]:
    """Numbers and years written in the question outside entity mentions (Compare values, TC times)."""
    text = _without_mentions(question, mentions)
    return list(dict.fromkeys(_NUMBER.findall(text))), list(dict.fromkeys(_YEAR.findall(text)))


def tool_cues(question: str, mentions: Iterable[str] = ()) -> set[str]:
    """Constraint tools the wording asks for: "how many" → Count, "latest" → Order, "more than 3" → Compare,
    "in 2010" → Time_constraint."""
    numbers, years = question_literals(question, mentions)
    text = _without_mentions(question, mentions)  # "[Last of the Dogmen]" asks for no ordering
    cues = {tool for tool, rx in _CUES.items() if rx.search(text)}
    if "Compare" in cues and not numbers:
        cues.discard("Compare")
    if years and "Compare" not in cues:
        cues.add("Time_constraint")
    return cues


def order_mode(question: str, mentions: Iterable[str] = ()) -> str:
    return "ARGMAX" if _MAX_WORDS.search(_without_mentions(question, mentions)) else "ARGMIN"


def compare_op(question: str) -> str | None:
    for op, rx in _OP_WORDS:
        if re.search(rx, question, re.I):
            return op
    return None


# -- the environment ---------------------------------------------------------------------------------------------------
class Environment:
    """The knowledge graph as the agent's environment for one question: executable options, execution, paths.

    Answer sets are cached per expression, so a state is executed once however often the search revisits it.
    """

    def __init__(self, store: GraphStore, question: str, topics: Sequence[EntityMatch], *, sample_entities: int = 20,
                 max_depth: int = 6, max_hops: int = 3, seed: int = 0, mentions: Sequence[str] = ()):
        self.store = store
        self.question = question
        self.topics = list(topics)
        self.sample_entities = sample_entities
        self.max_depth = max_depth
        self.max_hops = max_hops
        self.seed = seed
        self.walk_neighbors = 100  # support walks: neighbours per (entity, relation), as ToG-R's entity_candidates
        self.walk_frontier = 500  # support walks: entities expanded per step
        self.mentions = [*mentions, *(t.entity.name for t in self.topics)]
        self.link_score = {t.entity.id: t.score for t in self.topics}
        self.mention = {t.entity.id: normalize_name(t.mention or t.entity.name) for t in self.topics}
        self.numbers, self.years = question_literals(question, self.mentions)
        self.errors: dict[Expr, str] = {}
        self.memo: dict[object, object] = {}  # for policies: scores that repeat within the question
        self._answers: dict[Expr, list[Node]] = {}
        self._relations: dict[tuple[str, Direction], list[str]] = {}
        self._neighbors: dict[tuple[str, str, Direction, int], list[Node]] = {}

    # -- execution ---------------------------------------------------------------------------------------------
    def execute(self, expr: Expr) -> list[Node] | None:
        """The form's answers on the graph (in ``kgchat.logic.order``), or None when it does not execute (reason in errors)."""
        if expr in self._answers:
            return self._answers[expr]
        if expr in self.errors:
            return None
        try:
            found = list(self.store.execute(expr))
        except KGChatError as exc:
            self.errors[expr] = str(exc)
            return None
        self._answers[expr] = found
        return found

    def answers(self, expr: Expr) -> list[Node] | None:
        """Execution without the starting entities (a count is kept as it is)."""
        found = self.execute(expr)
        if found is None or isinstance(expr, Count | Entity):
            return found
        starts = {c.start for c in form_chains(expr)}
        return [e for e in found if e.id not in starts]

    def relations(self, entity_id: str, direction: Direction) -> list[str]:
        self.read_relations([entity_id])
        return self._relations[(entity_id, direction)]

    def read_relations(self, entity_ids: Iterable[str]) -> None:
        """Read the relations (both directions) of every entity not read yet, in one round trip."""
        missing = [e for e in dict.fromkeys(entity_ids) if (e, Direction.OUT) not in self._relations]
        if not missing:
            return
        for eid, moves in self.store.relations_many(missing).items():
            for direction in (Direction.OUT, Direction.IN):
                self._relations[(eid, direction)] = [r for r, d in moves if d is direction]

    def neighbors(self, entity_id: str, relation: str, direction: Direction, limit: int = 100) -> list[Node]:
        return self.neighbors_many([(entity_id, relation, direction)], limit)[(entity_id, relation, direction)]

    def neighbors_many(self, lookups: list[tuple[str, str, Direction]], limit: int = 100
                       ) -> dict[tuple[str, str, Direction], list[Node]]:
        """Neighbour lists for many lookups, those not read yet in one round trip."""
        missing = [k for k in dict.fromkeys(lookups) if (*k, limit) not in self._neighbors]
        if missing:
            for key, found in self.store.neighbors_many(missing, limit=limit).items():
                self._neighbors[(*key, limit)] = found
        return {k: self._neighbors[(*k, limit)] for k in lookups}

    def sample(self, expr: Expr, entities: list[Node]) -> list[Node]:
        """A seeded sample of the answers whose relations are offered (seeded by the form, so it is repeatable)."""
        if len(entities) <= self.sample_entities:
            return entities
        rng = random.Random(f"{self.seed}:{to_sexpr(expr)}")
        return sorted(rng.sample(entities, self.sample_entities))

    # -- the exploration space -----------------------------------------------------------------------------------
    def options(self, state: AgentState, tools: set[str] | None = None) -> list[Action]:
        """Every executable next action from ``state`` (restricted to ``tools`` when given)."""
        allowed = set(TOOLS) if tools is None else set(tools) | {"Extract_entity", "Find_relation", "Finish"}
        if state.finished:
            return []
        used = {c.start for c in form_chains(state.current)} if state.current is not None else set()
        used |= {c.start for expr, _ in state.saved for c in form_chains(expr)}
        if state.current is None:
            return [self._extract(t) for t in self.topics if t.entity.id not in used]
        found = self.answers(state.current)
        if not found:
            return []
        named = any(not is_unnamed(e) for e in found)
        # Finish needs a relation followed, a named answer, and no expression left waiting for its Merge
        finish = [Action("Finish", ("expression",))] if named and any(state.chains) and not state.saved else []
        if state.depth >= self.max_depth - 1 or state.counted:
            return finish
        out: list[Action] = []
        sample = self.sample(state.current, self.execute(state.current) or [])
        self.read_relations(e.id for e in sample)
        if max(len(c) for c in state.chains) < self.max_hops:
            labels: dict[str, None] = {}
            for e in sample:
                for d in (Direction.OUT, Direction.IN):
                    for r in self.relations(e.id, d):
                        labels.setdefault(move_label((r, d)), None)
            out += [Action("Find_relation", (label,)) for label in sorted(labels)]
        if "Merge" in allowed:
            ids = {e.id for e in found}
            for i, (expr, _) in enumerate(state.saved):
                if ids & {e.id for e in self.answers(expr) or []}:
                    out.append(Action("Merge", (f"expression{i + 1}", "expression")))
            if not state.saved and any(state.chains) and len(found) > 1:
                # a second entity to intersect with: one mentioned elsewhere in the question, not a namesake
                seen = {self.mention[i] for i in used}
                out += [self._extract(t) for t in self.topics
                        if t.entity.id not in used and self.mention[t.entity.id] not in seen]
        if allowed & {"Order", "Compare", "Time_constraint"} and len(found) > 1:
            comparable = self._comparable(sample)
            if "Order" in allowed:
                out += [Action("Order", (mode, r)) for r in comparable for mode in ORDER_MODES]
            if "Compare" in allowed:
                out += [Action("Compare", (op, r, v)) for r in comparable for v in self.numbers for op in COMPARE_OPS]
            if "Time_constraint" in allowed:
                out += [Action("Time_constraint", (r, y)) for r in comparable for y in self.years]
        if "Count" in allowed and any(state.chains):
            out.append(Action("Count", ("expression",)))
        return out + finish

    def _extract(self, match: EntityMatch) -> Action:
        return Action("Extract_entity", (match.entity.name or match.entity.id,), match.entity.id)

    def _comparable(self, sample: list[Node]) -> list[str]:
        """Relations leaving the sample whose values order as numbers or dates (for Order/Compare/TC)."""
        self.read_relations(e.id for e in sample[:5])
        relations = sorted({r for e in sample[:5] for r in self.relations(e.id, Direction.OUT)})
        # each relation is judged by its values at the first sampled entity that has any; the values of every
        # relation still open are read at once, from the next entity that has it
        holders = {r: [e.id for e in sample[:5] if r in self.relations(e.id, Direction.OUT)] for r in relations}
        judged: dict[str, bool] = {}
        while open_ := [r for r in relations if r not in judged and holders[r]]:
            values = self.neighbors_many([(holders[r][0], r, Direction.OUT) for r in open_], limit=3)
            for r in open_:
                vals = values[(holders[r].pop(0), r, Direction.OUT)]
                if vals:
                    judged[r] = all(value_key(v.id) is not None for v in vals)
        return [r for r in relations if judged.get(r)]

    # -- transitions ---------------------------------------------------------------------------------------------
    def apply(self, state: AgentState, action: Action) -> AgentState:
        """The state after ``action`` (building the expression; executing it is left to whoever needs answers)."""
        tool, args = action.tool, action.args
        cur, chains = state.current, state.chains
        if tool == "Extract_entity":
            ref = action.ref or self._entity_ref(args[0])
            saved = state.saved + ((cur, chains),) if cur is not None else state.saved
            obs = (f"expression{len(saved)} = expression; " if cur is not None else "") + f"expression = START({args[0]!r})"
            return self._next(state, action, f"The question is about {args[0]}; start from it.", obs,
                              current=Entity(ref), chains=((),), saved=saved, tools=())
        if cur is None:
            raise ValueError(f"{tool} needs an expression: start with Extract_entity")
        if tool == "Find_relation":
            label = args[0]
            name, direction = parse_move(label)
            rel = Relation(name, reverse=direction is Direction.OUT)  # (JOIN (R r) X) follows r forwards out of X
            return self._next(state, action, f"Follow {relation_text(label)} from the current entities.",
                              f"expression = JOIN({label!r}, expression)", current=Join(rel, cur),
                              chains=tuple(c + (label,) for c in chains))
        if tool == "Merge":
            i = int(args[0].removeprefix("expression") or 1) - 1
            other, other_chains = state.saved[i]
            return self._next(state, action, "Both conditions must hold: intersect the two sets.",
                              f"expression = AND({args[0]}, expression)", current=And(other, cur),
                              chains=other_chains + chains, saved=state.saved[:i] + state.saved[i + 1:],
                              tools=state.tools + ("Merge",))
        if tool == "Order":
            mode, rel = args
            node = (ArgMax if mode == "ARGMAX" else ArgMin)(cur, Relation(rel))
            word = "largest" if mode == "ARGMAX" else "smallest"
            return self._next(state, action, f"Keep the entities with the {word} {relation_text(rel)}.",
                              f"expression = ARG({mode!r}, expression, {rel!r})", current=node,
                              tools=state.tools + ("Order",))
        if tool == "Compare":
            op, rel, value = args
            return self._next(state, action, f"Keep the entities whose {relation_text(rel)} is {op} {value}.",
                              f"expression = CMP({op!r}, {rel!r}, {value!r}, expression)",
                              current=And(cur, Compare(op, Relation(rel), Literal(value))),
                              tools=state.tools + ("Compare",))
        if tool == "Time_constraint":
            rel, time = args
            return self._next(state, action, f"Keep the entities whose {relation_text(rel)} covers {time}.",
                              f"expression = TC(expression, {rel!r}, {time!r})",
                              current=TC(cur, Relation(rel), Literal(time)), tools=state.tools + ("Time_constraint",))
        if tool == "Count":
            return self._next(state, action, "The question asks how many: count them.", "expression = COUNT(expression)",
                              current=Count(cur), tools=state.tools + ("Count",))
        if tool == "Finish":
            return self._next(state, action, "The expression answers the question.", "expression = STOP(expression)",
                              finished=True)
        raise ValueError(f"unknown tool {tool!r}; the tools are {', '.join(TOOLS)}")

    def _next(self, state: AgentState, action: Action, thought: str, observation: str, **changes) -> AgentState:
        return replace(state, history=state.history + (Record(thought, action, observation),), **changes)

    def _entity_ref(self, name: str) -> str:
        for t in self.topics:
            if name in (t.entity.name, t.entity.id):
                return t.entity.id
        return name

    def rank(self, form: Expr, answers: Sequence[Node]) -> list[Node]:
        """Answers by support, most first: the number of walks along the form's chains that reach them without
        passing through a starting entity again (ToG-R's ranking, and the reading of "films that share actors
        with X" that leaves X out); answers no such walk reaches keep their order after the rest. A count stays as
        it is."""
        if isinstance(form, Count):
            return list(answers)
        support: dict[str, int] = {}
        for walk in self.walks(form):
            for eid, count in walk.support.items():
                support[eid] = support.get(eid, 0) + count
        return sorted(answers, key=lambda e: (-support.get(e.id, 0), e.id))

    def walks(self, form: Expr) -> list[Walk]:
        """Forward walks along each chain of the form (capped like ToG-R: ``walk_neighbors`` neighbours per entity
        and relation, the ``walk_frontier`` best-supported entities expanded per step), with back-pointers."""
        key = ("walks", form)
        if key in self.memo:
            return self.memo[key]  # type: ignore[return-value]
        out: list[Walk] = []
        topics = {t.entity.id: t.entity for t in self.topics}
        for chain in form_chains(form):
            start = topics.get(chain.start) or self.store.entity(chain.start) or Node(chain.start, chain.start)
            out.append(forward_walk(self.neighbors_many, start, chain.hops, self.walk_neighbors, self.walk_frontier))
        self.memo[key] = out
        return out

    # -- explanations --------------------------------------------------------------------------------------------
    def paths(self, form: Expr, answers: Sequence[Node], per_chain: int = 5) -> list[Path]:
        """Example paths from each starting entity of ``form`` to its first answers (for display and export),
        read off the forward walks."""
        inner = form.expr if isinstance(form, Count) else form
        targets = list(answers) if not isinstance(form, Count) else self.rank(inner, self.answers(inner) or [])
        out: list[Path] = []
        for walk in self.walks(inner):
            if not walk.labels:
                continue
            ends = [e for e in targets if e.id in walk.support and not is_unnamed(e)][:per_chain]
            out += [walk.path(e.id) for e in ends]
        return out
