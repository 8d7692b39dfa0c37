"""The usual one of several relationship types between two labels, for a step no word of the question names.

A graph often joins two labels by more than one type: a player PLAYS_FOR a club and was FORMERLY_AT others, a
person ACTED_IN movies and DIRECTED a few. When the question names neither ("the youngest player at X", "players
in league Y"), the reading people mean is the type nearly every node of the label has, its own: the one the graph
holds for most of them. The schema says how many relationships of each type there are and how many nodes each
label has; a type whose relationships number at least ``RATIO`` times those of every other type between the same
two labels, counted against the nodes at the side asked about, is that label's usual type there. Where the counts
are close (a match's HOME_TEAM and AWAY_TEAM) no type is usual, and the guess stays a plain guess.

A step along the usual type still counts as a guess (no word names it), only a little less of one (``LESS``): it
breaks a tie between guesses, never outweighs a word that names a type.
"""

from __future__ import annotations

from collections.abc import Callable

from kgchat.schema import GraphSchema

RATIO = 2.0  # how many times more of the label's nodes the usual type must reach than any other type there
LESS = 0.3  # the share of a guess's cost a step along the usual type is spared


def share(schema: GraphSchema, rel: str, label: str) -> float:
    """About the share of ``label``'s nodes holding a ``rel`` relationship (its count against theirs, at most 1)."""
    r, x = schema.rel(rel), schema.label(label)
    if r is None or x is None or not x.count:
        return 0.0
    return min(1.0, r.count / x.count)


def usual_type(schema: GraphSchema, label: str, ways: list[tuple[str, bool]]) -> str | None:
    """Of the types joining ``label`` to another label (``ways``: (type, label is its start)), the one nearly all
    of ``label``'s nodes hold when the others reach far fewer; None when there is one type only or no clear one."""
    types = sorted({rel for rel, _ in ways})
    if len(types) < 2:
        return None
    shares = sorted(((share(schema, rel, label), rel) for rel in types), reverse=True)
    (best, rel), (second, _) = shares[0], shares[1]
    return rel if best > 0 and best >= RATIO * second else None


def usual_route(schema: GraphSchema, steps: tuple[tuple[str, str, str], ...],
                ways: Callable[[str, str], list[tuple[str, bool]]]) -> bool:
    """Whether a route no word names walks, at every step (from label, to label, type), the only type between the
    two labels or the usual one of the first, and the usual one at one step at least (``players in league Y``:
    through the club they play for, not the one they left)."""
    usual = False
    for start, end, rel in steps:
        between = ways(start, end)
        if len({r for r, _ in between}) == 1:
            continue
        if usual_type(schema, start, between) != rel:
            return False
        usual = True
    return usual


def one_each(schema: GraphSchema, rel: str, from_start: bool) -> bool:
    """Whether a ``rel`` step reaches about one node from each node it is walked from: the type has no more
    relationships than the label at that end has nodes (a find comes FROM_TRENCH one trench; a member of staff
    WORKED_ON many projects)."""
    r = schema.rel(rel)
    if r is None:
        return False
    ends = [schema.label(x) for x in (r.starts if from_start else r.ends)]
    most = max((x.count for x in ends if x is not None), default=0)
    return 0 < r.count <= most


def belonging_route(schema: GraphSchema, steps: tuple[tuple[str, bool], ...]) -> bool:
    """Whether a route no word names reaches one node at every step ((type, walked from its start)): a chain of
    belongings ("finds from project X": the trench each find came from, the project each trench is part of), not
    a walk through what many things share (the projects of the person who found it)."""
    return all(one_each(schema, rel, from_start) for rel, from_start in steps)
