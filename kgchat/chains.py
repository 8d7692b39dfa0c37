"""Relation moves and chains: one label format, stepping, the walk-back rule and support walks.

Every engine that walks relation chains (ToG, ToG-R, the KBQA-o1 agent) and weak supervision share this module:

* a *move* is one edge followed from an entity, ``(relation, Direction)``, written ``directed_by`` forwards and
  ``~directed_by`` backwards (``move_label`` / ``parse_move``, on top of ``Direction.label`` / ``Direction.parse``);
* a *step* is one search step: a single move, or two when the first lands on unnamed (CVT) nodes, which are looked
  through to their named neighbours within the same step (``expand_move``);
* a *chain* is the tuple of steps taken from a topic entity; ``chain_text`` is how scorers read it
  ("starred actors (reverse) then directed by");
* the *walk-back rule* (``walks_back``): a step straight back along the previous edge means "the others that share
  it", so the topic entity is not one of its answers;
* *frontier stepping*: a search depth reads the step options of all its entities at once (``Frontier``: one
  ``relations_many`` round trip, one more only when some move lands on unnamed nodes) and follows all its kept
  (entity, step) pairs at once (``follow_steps``: one ``neighbors_many`` round trip per move of the longest step);
* *support walks*: following a chain from its topic counts, for every entity reached, the walks that reach it
  (``follow_frontier`` for ToG-R, ``GraphCache.follow`` for labelling, ``forward_walk`` for the agent), and keeps
  back-pointers from which example paths are read (``walk_path``, ``Walk.path``).

The walks differ only in their caps: a live search bounds every neighbour list and frontier (``entity_candidates``,
``max_frontier``), labelling reads whole neighbourhoods once through ``GraphCache``, and the agent expands the
best-supported entities of each step and never re-enters its starting entity.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Sequence
from dataclasses import dataclass

from kgchat.backends.base import (
    BLANK_PREFIX,
    GraphStore,
    Lookup,
    Move,
    is_bare_id,
    is_unnamed,
    normalize_name,
)
from kgchat.types import Direction, Entity, Hop, Path
from kgchat.verbalise import relation_words

StepMoves = tuple[Move, ...]  # one search step: a single move, or two when passing through an unnamed node
Chain = tuple[StepMoves, ...]  # the steps taken from a topic entity
Back = dict[str, tuple[Entity, tuple[Entity, ...]]]  # per step: entity id -> (entity it came from, unnamed nodes via)

REVERSE_WORDS = " (reverse)"  # how a backwards move reads in words (chain texts, LLM options)
HOP_SEP = " then "  # joins the hops of a chain text
STEP_SEP = " > "  # joins the two moves of a step through an unnamed node in an LLM option


# -- labels and texts ------------------------------------------------------------------------------------------------
def move_label(move: Move) -> str:
    """``("directed_by", IN)`` -> ``"~directed_by"`` (the label ``Path.relations`` and the agent's actions use)."""
    return move[1].label(move[0])


def parse_move(label: str) -> Move:
    """``"~directed_by"`` -> ``("directed_by", IN)``: the inverse of ``move_label``."""
    return Direction.parse(label)


def reverse_move(move: Move) -> Move:
    return move[0], move[1].flip()


def chain_labels(chain: Chain) -> list[list[str]]:
    """A chain as JSON-friendly step lists: ``[["~starred_actors"], ["directed_by"]]``."""
    return [[move_label(m) for m in step] for step in chain]


def chain_from_labels(steps: Sequence[Sequence[str]]) -> Chain:
    return tuple(tuple(parse_move(lbl) for lbl in step) for step in steps)


def flat_relations(chain: Chain) -> list[str]:
    """Relation labels over all steps, the form ``relation_chain_text`` and ``Path.relations`` use."""
    return [move_label(m) for step in chain for m in step]


def relation_text(relation: str) -> str:
    """A relation label as words (``kgchat.verbalise``): ``~film.film.directed_by`` -> ``directed by (film) (reverse)``."""
    name, direction = parse_move(relation)
    return relation_words(name) + (REVERSE_WORDS if direction is Direction.IN else "")


def relation_chain_text(relations: Sequence[str]) -> str:
    """Relation labels as words, hops separated by ' then ' (what scorers read and learned scorers train on)."""
    return HOP_SEP.join(relation_text(r) for r in relations)


def chain_text(steps: Sequence[StepMoves]) -> str:
    """A chain (or its steps so far) as a scorer reads it: steps joined by ' then ', the two moves of a step through
    an unnamed node by ' > ' (the pair is one step: "starring (film) > actor (performance)")."""
    return HOP_SEP.join(STEP_SEP.join(relation_text(move_label(m)) for m in s) for s in steps)


def split_steps(text: str) -> list[list[str]]:
    """A ``chain_text`` back into steps of move texts (a ``relation_chain_text`` reads as one move a step)."""
    return [part.split(STEP_SEP) for part in text.split(HOP_SEP) if part]


def step_label(step: StepMoves) -> str:
    """A step as an LLM option: ``directed_by`` or ``directed_by (reverse)``, two moves joined by ' > '."""
    return STEP_SEP.join(r + (REVERSE_WORDS if d is Direction.IN else "") for r, d in step)


# -- the walk-back rule ----------------------------------------------------------------------------------------------
def walks_back(previous: Sequence[Move] | None, step: Sequence[Move], inverses: dict[str, str] | None = None) -> bool:
    """True when ``step`` starts back along the last edge of ``previous`` (same relation, other direction, or the
    relation's inverse twin in the same direction as the way back: ``GraphStore.inverse_relations``).

    Such a step means "the others that share it": an actor's co-stars, the films with the same director. The
    entity the walk started from is not one of those others, while any other step may pass through it (in
    "X's son's father", the father is X).
    """
    if not previous or not step:
        return False
    back = reverse_move(previous[-1])
    return step[0] == back or step[0] == twin(back, inverses or {})


def twin(move: Move, inverses: dict[str, str]) -> Move | None:
    """The same edge read through the inverse relation: ``(r, OUT)`` is ``(inverse(r), IN)``; None without one."""
    other = inverses.get(move[0])
    return None if other is None else (other, move[1].flip())


# -- stepping ----------------------------------------------------------------------------------------------------------
def moves_of(graph: GraphStore, entity_id: str) -> list[Move]:
    """Every move out of an entity: its outgoing relations, then its incoming ones."""
    return [(r, d) for d in (Direction.OUT, Direction.IN) for r in graph.relations(entity_id, d)]


def distinct_moves(graph: GraphStore, entity_id: str, limit: int = 100) -> list[Move]:
    """The moves out of one entity, each fact once (``distinct``)."""
    return distinct(graph, {entity_id: moves_of(graph, entity_id)}, limit)[entity_id]


def distinct(graph: GraphStore, moves: dict[str, list[Move]], limit: int = 100) -> dict[str, list[Move]]:
    """Each entity's moves with each fact once: where a relation and its inverse twin
    (``GraphStore.inverse_relations``) both lead from an entity to the same entities (Freebase states most facts
    both ways), only the move through the alphabetically first relation is kept, so a fact is always walked through
    the same relation and a walk back reads as one ("team (mascot)" then "team (mascot) (reverse)"). A twin that
    reaches something the other does not (a slice holding only part of each twin) is kept too, and so is a twin
    that lands on unnamed (CVT) nodes: a step through such a node chooses its second move from the first node
    reached (``expand_move``), and the twins may reach different first nodes. The comparison reads both twins'
    neighbours (at most ``limit`` each) of all entities in one ``neighbors_many`` call."""
    inverses = graph.inverse_relations()
    if not inverses:
        return moves
    doubled = {eid: [(m, o) for m in ms if (o := twin(m, inverses)) is not None and o in ms and o[0] < m[0]]
               for eid, ms in moves.items()}
    lookups: list[Lookup] = [(eid, *m) for eid, pairs in doubled.items() for pair in pairs for m in pair]
    if not lookups:
        return moves
    found = graph.neighbors_many(lookups, limit=limit)
    out: dict[str, list[Move]] = {}
    for eid, ms in moves.items():
        drop = {m for m, o in doubled[eid] if not any(is_unnamed(e) for e in found[(eid, *m)])
                and {e.id for e in found[(eid, *m)]} <= {e.id for e in found[(eid, *o)]}}
        out[eid] = [m for m in ms if m not in drop]
    return out


def expand_move(move: Move, first: Entity | None, moves_at: Callable[[str], list[Move]]) -> list[StepMoves]:
    """The step options ``move`` gives, where ``first`` is the first entity it reaches: the move alone, or, when it
    lands on unnamed (CVT) nodes, the move followed by each move out of that node except straight back along the
    same edge. The inverse twin of the way back stays an option: a CVT node often names both of its ends through
    one relation (``base.popstra.dated.participant``: the two people who dated), so the twin leads back to where
    the step started and on to the other end."""
    if first is None or not is_unnamed(first):
        return [(move,)]
    back = reverse_move(move)
    return [(move, m) for m in moves_at(first.id) if m != back] or [(move,)]


Reached = list[tuple[Entity, tuple[Entity, ...]]]  # entities a step reaches, each with the unnamed nodes passed


class Frontier:
    """The step options of a set of entities, read in one round trip (``relations_many``), plus one more when
    some move lands on unnamed nodes (their own moves, for ``expand_move``)."""

    def __init__(self, graph: GraphStore, entities: Iterable[Entity], twins_once: bool = True):
        """``twins_once``: a fact stated through a relation and its inverse twin is offered once (``distinct``)."""
        moves = graph.relations_many([e.id for e in entities])
        self._moves = _distinct_firsts(graph, moves) if twins_once else moves
        unnamed = {first.id for moves in self._moves.values() for first in moves.values()
                   if first is not None and is_unnamed(first)}
        # every move out of an unnamed node: its twins often differ only in which end they start from (both people
        # of a "dated" node), and the one the step arrived by is excluded as the way back (``expand_move``)
        self._via = graph.relations_many(sorted(unnamed)) if unnamed else {}

    def moves(self, entity: Entity) -> list[Move]:
        """Every move out of ``entity``: its outgoing relations, then its incoming ones (as ``moves_of`` lists them)."""
        return list(self._moves.get(entity.id, {}))

    def steps(self, entity: Entity, move: Move) -> list[StepMoves]:
        """The step options ``move`` gives from ``entity`` (``expand_move`` on the entity the store gave with it)."""
        return expand_move(move, self._moves.get(entity.id, {}).get(move), lambda node: list(self._via.get(node, {})))


def _distinct_firsts(graph: GraphStore, moves: dict[str, dict[Move, Entity | None]]
                     ) -> dict[str, dict[Move, Entity | None]]:
    """``relations_many``'s answer with each fact once (``distinct``)."""
    kept = distinct(graph, {eid: list(ms) for eid, ms in moves.items()})
    return {eid: {m: ms[m] for m in kept[eid]} for eid, ms in moves.items()}


def follow_steps(graph: GraphStore, items: Iterable[tuple[Entity, StepMoves]], limit: int
                 ) -> dict[tuple[str, StepMoves], Reached]:
    """Entities reached from each ``entity`` by its ``step``, each with the unnamed nodes passed through, keyed by
    (entity id, step); at most ``limit`` neighbours per (entity, relation) and ``limit`` entities after each move.
    One ``neighbors_many`` round trip per move position: a depth of one-move steps costs one, whatever the
    frontier."""
    todo = {(entity.id, step): (entity, step) for entity, step in items}
    out: dict[tuple[str, StepMoves], Reached] = {key: [(entity, ())] for key, (entity, _) in todo.items()}
    for pos in range(max((len(step) for _, step in todo.values()), default=0)):
        moving = [key for key, (_, step) in todo.items() if len(step) > pos]
        lookups: list[Lookup] = [(node.id, *todo[key][1][pos]) for key in moving for node, _ in out[key]]
        found = graph.neighbors_many(lookups, limit=limit)
        for key in moving:
            rel, direction = todo[key][1][pos]
            nxt = [(e, via + ((node,) if pos else ())) for node, via in out[key]
                   for e in found[(node.id, rel, direction)]]
            out[key] = nxt[:limit]
    return out


def step_options(frontier: Frontier, entities: Iterable[Entity], skip: Collection[str] = ()) -> list[StepMoves]:
    """Every step out of ``entities`` (a search's relation options over a frontier sample): each move once,
    expanded through unnamed nodes from the first entity that has it; no step uses a relation in ``skip``."""
    steps: dict[StepMoves, None] = {}
    for entity in entities:
        for move in frontier.moves(entity):
            if move[0] in skip or any(s[0] == move for s in steps):
                continue
            for s in frontier.steps(entity, move):
                if not any(r in skip for r, _ in s):
                    steps.setdefault(s, None)
    return list(steps)


# -- unnamed nodes in words --------------------------------------------------------------------------------------------
def describe_unnamed(graph: GraphStore, entity: Entity, parts: int = 5, per_relation: int = 3) -> str:
    """An unnamed (CVT) node in words, by its named neighbours: ``actor (performance): Tom Hanks; film
    (performance): Big``, at most ``parts`` relations with ``per_relation`` names each ("" when none is named)."""
    out: list[str] = []
    seen: set[str] = set()
    for rel, direction in moves_of(graph, entity.id):
        names = [e.name for e in graph.neighbors(entity.id, rel, direction, limit=per_relation)
                 if not is_unnamed(e) and e.id not in seen]
        if names:
            seen.update(names)
            out.append(f"{relation_text(move_label((rel, direction)))}: {', '.join(names)}")
        if len(out) >= parts:
            break
    return "; ".join(out)


def describe_paths(graph: GraphStore, paths: Sequence[Path], limit: int = 20) -> None:
    """Give the unnamed nodes on ``paths`` their description (``Hop.note``), at most ``limit`` distinct nodes."""
    notes: dict[str, str] = {}
    for path in paths:
        for i, hop in enumerate(path.hops):
            if not is_unnamed(hop.entity) or hop.note:
                continue
            if hop.entity.id not in notes and len(notes) < limit:
                notes[hop.entity.id] = describe_unnamed(graph, hop.entity)
            if notes.get(hop.entity.id):
                path.hops[i] = Hop(hop.relation, hop.direction, hop.entity, notes[hop.entity.id])


# -- support walks -----------------------------------------------------------------------------------------------------
def follow_frontier(start: Entity, steps: Chain, frontier: Sequence[Entity], support: dict[str, int],
                    reached_by: dict[tuple[str, StepMoves], Reached], max_frontier: int,
                    inverses: dict[str, str] | None = None) -> tuple[list[Entity], dict[str, int], Back]:
    """ToG-R's walk of a chain's last step: the named entities ``steps[-1]`` reaches from ``frontier`` (sorted by id),
    each with its support (the walks reaching it: the sum of the supports of the entities it is reached from) and a
    back-pointer to the first of them. ``reached_by`` holds what each (frontier entity, step) reaches
    (``follow_steps``, fetched for every chain of a depth at once); once ``max_frontier`` entities are reached, each
    further frontier entity adds at most one more. The topic ``start`` is left out when the step walks back
    (``walks_back``, through the same relation or its inverse twin in ``inverses``) and anything else is reached;
    a step through an unnamed node never reaches the entity it left (a marriage's spouses are the person and the
    spouse: the person is not their own spouse)."""
    step = steps[-1]
    counts: dict[str, int] = {}
    reached: dict[str, Entity] = {}
    back: Back = {}
    for entity in frontier:
        for e, via in reached_by[(entity.id, step)]:
            if is_unnamed(e) or (via and e.id == entity.id):
                continue
            counts[e.id] = counts.get(e.id, 0) + support.get(entity.id, 1)
            if e.id not in reached:
                reached[e.id] = e
                back[e.id] = (entity, via)
            if len(reached) >= max_frontier:
                break
    if start.id in reached and len(reached) > 1 and walks_back(steps[-2] if len(steps) > 1 else None, step,
                                                                inverses):
        for found in (reached, counts, back):  # "the others that share it": the topic is not one of them
            found.pop(start.id, None)
    return sorted(reached.values(), key=lambda e: e.id), counts, back


def walk_path(start: Entity, steps: Sequence[StepMoves], backs: Sequence[Back], end: Entity, score: float) -> Path:
    """The path by which a walk of ``steps`` reached ``end``, read off the per-step back-pointers."""
    hops: list[Hop] = []
    node = end
    for step, back in zip(reversed(steps), reversed(backs), strict=True):
        prev, via = back[node.id]
        for (rel, d), n in zip(reversed(step), reversed([*via, node]), strict=True):
            hops.insert(0, Hop(rel, d, n))
        node = prev
    return Path(start, hops, score)


@dataclass
class Walk:
    """A forward walk along one chain of labels: walk counts of the entities reached, and per step who reached whom."""

    start: Entity
    labels: list[str]
    support: dict[str, int]  # entity id -> number of walks reaching it (after the last step)
    back: list[dict[str, tuple[str, Entity]]]  # per step: entity id -> (the entity it was reached from, itself)

    def path(self, end_id: str) -> Path:
        hops: list[Hop] = []
        node_id = end_id
        for label, back in zip(reversed(self.labels), reversed(self.back), strict=True):
            prev, node = back[node_id]
            rel, direction = parse_move(label)
            hops.insert(0, Hop(rel, direction, node))
            node_id = prev
        return Path(self.start, hops, 1.0)


NeighborsMany = Callable[[list[Lookup], int], dict[Lookup, list[Entity]]]  # (lookups, limit) -> neighbour lists


def forward_walk(neighbors_many: NeighborsMany, start: Entity, labels: Sequence[str], neighbor_limit: int,
                 frontier_limit: int) -> Walk:
    """The agent's support walk along ``labels`` from ``start``: per step, the ``frontier_limit`` best-supported
    entities are expanded (``neighbor_limit`` neighbours per relation, all of them in one ``neighbors_many`` call)
    and the walk never re-enters ``start`` ("films that share actors with X" are never X itself)."""
    walk = Walk(start, list(labels), {start.id: 1}, [])
    for label in walk.labels:
        rel, direction = parse_move(label)
        nxt: dict[str, int] = {}
        back: dict[str, tuple[str, Entity]] = {}
        best = sorted(walk.support.items(), key=lambda kv: (-kv[1], kv[0]))[:frontier_limit]
        found = neighbors_many([(eid, rel, direction) for eid, _ in best], neighbor_limit)
        for eid, count in best:
            for n in found[(eid, rel, direction)]:
                if n.id != start.id:
                    nxt[n.id] = nxt.get(n.id, 0) + count
                    back.setdefault(n.id, (eid, n))
        walk.support = nxt
        walk.back.append(back)
    return walk


class GraphCache:
    """Memoised neighbourhood reads over any GraphStore, with ToG-R's step semantics (for labelling many questions:
    each entity is read once)."""

    def __init__(self, graph: GraphStore, neighbor_limit: int | None = 20_000):
        self.graph = graph
        self.neighbor_limit = neighbor_limit  # per (entity, relation, direction); hubs beyond it are cut
        self._moves: dict[str, list[Move]] = {}
        self._neighbors: dict[tuple[str, str, Direction], tuple[Entity, ...]] = {}
        self._steps: dict[str, list[StepMoves]] = {}
        self._norm: dict[str, str] = {}

    def moves(self, entity_id: str, distinct_only: bool = True) -> list[Move]:
        """The moves out of an entity: each fact once (``distinct``), or every move (``distinct_only`` False: what
        the second move of a step through an unnamed node chooses from, see ``Frontier``)."""
        key = entity_id if distinct_only else f"{BLANK_PREFIX}all:{entity_id}"
        if key not in self._moves:
            self._moves[key] = distinct_moves(self.graph, entity_id) if distinct_only else moves_of(self.graph, entity_id)
        return self._moves[key]

    def neighbors(self, entity_id: str, move: Move) -> tuple[Entity, ...]:
        key = (entity_id, move[0], move[1])
        if key not in self._neighbors:
            found = tuple(self.graph.neighbors(entity_id, move[0], move[1], limit=self.neighbor_limit))
            self.remember_names(found)
            self._neighbors[key] = found
        return self._neighbors[key]

    def steps_from(self, entity_id: str) -> list[StepMoves]:
        """Step options from an entity (``expand_move`` over every move)."""
        if entity_id not in self._steps:
            out: list[StepMoves] = []
            for move in self.moves(entity_id):
                first = self.neighbors(entity_id, move)
                out += expand_move(move, first[0] if first else None, lambda node: self.moves(node, False))
            self._steps[entity_id] = out
        return self._steps[entity_id]

    def follow(self, frontier: dict[str, int], step: StepMoves, exclude: str,
               previous: StepMoves | None = None) -> dict[str, int]:
        """Named entities reached from ``frontier`` by ``step``, each with its walk count (ToG-R's support).

        ``exclude`` (the topic entity) is left out when ``step`` walks straight back along ``previous`` (the films
        sharing a director are the *other* films), unless it is the only entity reached; as in ToG-R.
        """
        current = frontier
        for move in step:
            nxt: dict[str, int] = {}
            for eid, count in current.items():
                for e in self.neighbors(eid, move):
                    nxt[e.id] = nxt.get(e.id, 0) + count
            current = nxt
        named = {eid: c for eid, c in current.items() if not self._unnamed(eid)}
        if not walks_back(previous, step, self.graph.inverse_relations()):
            return named
        return {eid: c for eid, c in named.items() if eid != exclude} or named

    def _unnamed(self, entity_id: str) -> bool:
        norm = self.norm(entity_id)  # as ``is_unnamed``, from the remembered name
        return norm == "" or entity_id.startswith(BLANK_PREFIX) or (is_bare_id(entity_id) and norm == normalize_name(entity_id))

    def norm(self, entity_id: str) -> str:
        """Normalised display name of an entity (names come from neighbour lists, so no extra query)."""
        if entity_id not in self._norm:
            e = self.graph.entity(entity_id)
            self._norm[entity_id] = normalize_name(e.name) if e and e.name else ""
        return self._norm[entity_id]

    def remember_names(self, entities: Iterable[Entity]) -> None:
        for e in entities:
            if e.id not in self._norm:
                self._norm[e.id] = normalize_name(e.name) if e.name else ""
