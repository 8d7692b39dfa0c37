"""The ways from one label to another through the schema's relationship types: the steps a count, total or test
takes when the thing it reaches is one, two or three relationships away ("how many appointments has each hospital
had": hospital ← part of ← department ← held in ← appointment).

Only the nearest ways count (a thing two steps away is not also counted along a longer way round). Of several
equally near ones, those whose relationship types or middle labels the words name are kept; when the words name
none of them, each is returned, so they compete as readings of equal weight (and the badge's check of close
readings, run on the graph, says whether they answer alike). A walk of two or more steps that no word names is a
step no word asks for (scored as it is, never exact) when another way, as near or one step longer, reaches the
same label; unless it is the far end's own chain, one node at each step back from each of its nodes (the schema's
counts say so: ``usual.one_each``), and the only such way of the nearest ones.
"""

from __future__ import annotations

from kgchat.logic.nodes import And, Class, Entity, Expr, Join, Relation, RelationPath
from kgchat.reasoning.schema_parser.build import Builder, Part
from kgchat.reasoning.schema_parser.schema_index import Element
from kgchat.reasoning.schema_parser.usual import belonging_route, one_each

FARTHEST = 3  # relationships walked at most
WAYS = 3  # equally near ways returned at most
STEP = 0.2  # how much less sure a walk is for each relationship past the first
SURE = 0.75  # a word names a label this surely for a value two or three relationships away to be tested on it


def ways_to(b: Builder, start: str, end: str) -> list[tuple[tuple[Relation, ...], list[Part]]]:
    """The nearest ways from ``start`` nodes to ``end`` nodes: each as its steps and the parts for the words that
    name its relationship types and middle labels (none when no word does)."""
    found: list[list[tuple[str, bool, str]]] = []
    paths: list[list[tuple[str, bool, str]]] = [[]]
    for _ in range(FARTHEST):
        grown = _grow(b, start, paths)
        found = [p for p in grown if p[-1][2] == end]
        paths = [p for p in grown if p[-1][2] != end]
        if found:
            break
    if not found:
        return []
    # a walk of two or more steps no word names is a guess when another way reaches the same label, as near or
    # one step longer ("patients per hospital": through their insurance plans, or through their appointments)
    other_ways = len(found) > 1 or any(p[-1][2] == end for p in _grow(b, start, paths))
    named = [(_parts(b, path, end), path) for path in found]
    most = max(len(parts) for parts, _ in named)
    # of ways no word names, a chain of belongings comes first (a find's trench, the trench's project; not the
    # projects of whoever found it: ``usual.belonging_route``)
    named.sort(key=lambda np: not np[0] and not belonging_route(b.schema, tuple((r, f) for r, f, _ in np[1])))
    # the far end's own chain: from each of its nodes, one node at each step back ("adverse events per study": each
    # event's one enrolment, the enrolment's one study); the only such way is no guess
    owned = [path for path in found if all(one_each(b.schema, rel, not forward) for rel, forward, _ in path)]
    out: list[tuple[tuple[Relation, ...], list[Part]]] = []
    for parts, path in named:
        if len(parts) != most:
            continue
        steps = tuple(Relation(rel, not forward) for rel, forward, _ in path)
        if any(steps == seen for seen, _ in out):
            continue  # the same steps through a second label of the nodes in between
        if len(steps) > 1 and not parts and other_ways and owned != [path]:
            parts = [Part(None, frozenset(), 0.0, "relation", " then ".join(s.name for s in steps), unasked=True)]
        out.append((steps, parts))
    return out[:WAYS]


def _grow(b: Builder, start: str, paths: list[list[tuple[str, bool, str]]]) -> list[list[tuple[str, bool, str]]]:
    """Every path one relationship longer, through no label twice."""
    grown = []
    for path in paths:
        here = path[-1][2] if path else start
        seen = {start, *(o for _, _, o in path)}
        grown += [[*path, (rel, forward, other)] for rel, forward, other in b.neighbours(here) if other not in seen]
    return grown


def _parts(b: Builder, path: list[tuple[str, bool, str]], end: str) -> list[Part]:
    """Parts for the words naming this way's relationship types and the labels it passes through."""
    out = []
    for rel, _, other in path:
        if (m := b.rel_mention(rel, strict=len(path) > 1)) is not None:  # one step: its own properties name it too
            out.append(Part(None, frozenset(m.tokens), m.score, "relation", rel))
        if other != end and (lm := b.label_mention(other)) is not None and lm.score >= 0.75:
            out.append(Part(None, frozenset(lm.tokens), lm.score, "label", other))
    return out


def walk(steps: tuple[Relation, ...]) -> Relation | RelationPath:
    """One step as itself, several as a path."""
    return steps[0] if len(steps) == 1 else RelationPath(steps)


def far_value_links(b: Builder, target: str, tokens: tuple[int, ...], element: Element, value: str,
                    holder: str | None = None) -> list[tuple[Expr, list[Part]]]:
    """A node property equal to ``value`` on nodes two or three relationships away from ``target`` nodes ("patients
    who have never been to a *cardiology* department": through their appointments), each through the nearest
    ways to a holder (to ``holder`` only when given: the label the words say the value of). One hop away is
    ``Builder.value_links``'s."""
    named = b.label_mention(target)
    if element.kind != "prop" or named is None or named.score < SURE:
        return []  # a long way from nodes no word names is no reading of the question
    part = Part(None, frozenset(tokens), 1.0, "value", f"{element.words} {value}")
    key = b.mentioned.get(element)
    key_part = [Part(None, frozenset(key.tokens), key.score, "property", element.words,
                     forced=set(key.tokens) <= set(tokens))] if key else []
    out = []
    for carrier in [holder] if holder is not None else element.holders:
        ways = ways_to(b, target, carrier)
        if not ways or len(ways[0][0]) < 2:
            continue
        lm = b.label_mention(carrier)
        own = [Part(None, frozenset(lm.tokens), lm.score, "label", carrier)] \
            if lm is not None and lm.score >= 0.75 and not set(lm.tokens) & set(tokens) else []
        for steps, named in ways:
            inner = And(Class(carrier), Join(Relation(element.name), Entity(value)))
            walk_part = Part(None, frozenset(), 0.5 - STEP * (len(steps) - 1), "relation",
                             " then ".join(s.name for s in steps))
            out.append((Join(RelationPath(steps), inner),
                        [b._placed(part, carrier, key_part), walk_part, *named, *key_part, *own]))
    return out
