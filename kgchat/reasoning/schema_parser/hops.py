"""Links between a label's nodes and a named thing through one or two labels in between: "people who acted in a
movie X directed" (two steps), "customers who ordered products in Seafood" (three). Each route is scored by the
words naming its steps and the labels it passes; one no word names is a guess, and one back to the label it
started from by the same type is seldom meant unless the words say the two share it ("who acted *with* X"). ``b``
is the question's ``build.Builder`` (not imported here: it calls these)."""

from __future__ import annotations

from typing import Any

from kgchat.logic.nodes import And, Entity, Expr, Join, Not, Relation, RelationPath
from kgchat.reasoning.schema_parser.parts import Part
from kgchat.reasoning.schema_parser.schema_index import EntityMention
from kgchat.reasoning.schema_parser.usual import LESS, belonging_route, one_each, usual_route
from kgchat.reasoning.schema_parser.words import SHARED_PREFIX

GUESS = 0.35  # a step between two labels no word names (the only way to connect them)
SECOND_HOP = 0.3  # a connection through an intermediate label
CYCLE = 0.5  # ... that comes back to the label it started from
LOOSE = 0.75  # a relationship type named less surely than this by its word, the other step by none, is a guess
ORDER = 0.05  # of two steps both named, the one whose word is nearer the named thing leads to it
SHARING = frozenset({"with", "alongside", "beside", "besides"})  # "acted with X": a relationship X has too


def two_hops(b: Any, target: str, em: EntityMention, name_part: Part, named_only: bool,
             both_named: bool = False) -> list[tuple[float, Expr, list[Part]]]:
    """Links ``target -r1- middle -r2-`` the entity's label, scored by the words naming the steps (only routes
    some word names, and to relationships the named thing has). A route back to the target's own label that
    walks one type there and back, or that the words say the two share, leaves the entity out ("who acted with
    X": not X; "who acted in a movie X directed" may be X); walking one type back with no word saying they share
    it is seldom meant ("books borrowed by who borrowed X")."""
    out: list[tuple[float, Expr, list[Part]]] = []
    ent = Entity(em.entity.id)
    co = frozenset(i for i, t in enumerate(b.r.tokens) if t.low == SHARED_PREFIX)  # "X's *co*-actors"
    sharing = frozenset(i for i in range(max(0, min(em.tokens) - 2), min(em.tokens)) if b.r.tokens[i].low in SHARING)
    shared = bool(sharing or co)
    held = b.held(em)
    own = b.own_label(em)
    routes = {(r1, f1, middle, r2, f2) for label in em.labels or () for r1, f1, middle in b.neighbours(target)
              for r2, f2 in b.rels_between(middle, label)}
    # the named thing's own chain: from it, one node at each step back to the target ("which building was job X
    # at": the job's one lift, the lift's one building); the only such route is what its words leave unsaid
    owned = {(r1, f1, r2, f2) for r1, f1, _, r2, f2 in routes
             if one_each(b.schema, r2, not f2) and one_each(b.schema, r1, not f1)}
    walked: set[tuple[str, bool, str, bool]] = set()
    for label in em.labels or ():
        for r1, f1, middle in b.neighbours(target):
            for r2, f2 in b.rels_between(middle, label):
                if (r1, f1, r2, f2) in walked and b.label_mention(middle) is None:
                    continue  # the same steps through a second label no word says (staff, Accredited)
                walked.add((r1, f1, r2, f2))
                m1, m2 = b.rel_mention(r1), b.rel_mention(r2)
                if m1 is not None and set(m1.tokens) <= own:
                    m1 = None  # "actors who worked with *director* X": what X is names the step at X, not the first
                if named_only and not (m1 or m2) or both_named and not (m1 and m2) or held and r2 not in held:
                    continue  # no word names it, or the named thing has no such relationship
                if named_only and _asked(b, middle):
                    continue  # "which *members* registered at X borrowed …": what is asked is no stepping stone
                conf = ((m1.score if m1 else 0) + (m2.score if m2 else 0)) / 2
                if m1 and m2 and m1 != m2:  # the word nearer the name names its own step ("composed *by X*")
                    conf += ORDER if _gap(m2.tokens, em.tokens) < _gap(m1.tokens, em.tokens) else -ORDER
                path = RelationPath((Relation(r1, not f1), Relation(r2, not f2)))
                toks = frozenset((m1.tokens if m1 else ()) + (m2.tokens if m2 else ()))
                mid = b.label_mention(middle)
                if mid:
                    toks |= frozenset(mid.tokens)
                if label == target and r1 == r2:
                    toks |= co | sharing  # one type there and back, shared: what "co-" or "alongside X" says
                # the only way between the two labels: no word could have named another
                usual = not (m1 or m2) and usual_route(b.schema, ((target, middle, r1), (middle, label, r2)),
                                                       b.rels_between)
                # a chain of belongings (``usual.belonging_route``) is spared half as much of a guess
                spared = LESS if usual else LESS / 2 if not (m1 or m2) and belonging_route(
                    b.schema, ((r1, f1), (r2, f2))) else 0.0
                # one step named only loosely, the other by no word ("the *master* of vessel X": a word a little
                # like SUPPORTED_BY, and then any link of the job's): the route is a guess the words do not settle
                named = [m for m in (m1, m2) if m is not None]
                loose = f"'{b.r.text(sorted(named[0].tokens))}' names {named[0].element.name} only loosely " \
                    f"({named[0].score:.2f}), and no word names the other step" \
                    if len(named) == 1 and named[0].score < LOOSE and not mid else ""
                forced = len(routes) == 1 or owned == {(r1, f1, r2, f2)} and label != target
                parts = [name_part, Part(None, toks, conf or 0.5, "relation", f"{r1} then {r2}",
                                         guessed=not (m1 or m2), forced=forced, usual=usual, doubt=loose)]
                form: Expr = Join(path, ent)
                cycle = 0.0
                if label == target and (shared or r1 == r2):  # "who acted with X": not X
                    form = And(form, Not(ent))
                if label == target:
                    # back to the entity's own label by the same type ("books borrowed by who borrowed X"),
                    # unless the words say the two share it ("who acted *with* X")
                    cycle = CYCLE if r1 == r2 and not shared or not (m1 and m2) else 0.0
                out.append((conf - SECOND_HOP - cycle - (GUESS * (1 - spared) if not (m1 or m2) else 0), form,
                            [*parts, *([Part(None, frozenset(), 0.0, "relation", "cycle", guessed=True)]
                                       if cycle else [])]))
    return out

def three_hops(b: Any, target: str, em: EntityMention, name_part: Part) -> list[tuple[float, Expr, list[Part]]]:
    """Links ``target -r1- a -r2- b -r3-`` the entity's label, through two labels other than both ends, each
    scored by the words naming its steps and labels; the only such route is forced."""
    routes = []
    for label in em.labels or ():
        for r1, f1, a in b.neighbours(target):
            for r2, f2, c in b.neighbours(a):
                if len({target, a, c, label}) < 4:
                    continue
                routes += [(r1, f1, a, r2, f2, c, r3, f3) for r3, f3 in b.rels_between(c, label)]
    out = []
    for r1, f1, a, r2, f2, c, r3, f3 in routes:
        mentions = [b.rel_mention(r) for r in (r1, r2, r3)]
        toks = frozenset(i for m in mentions if m for i in m.tokens)
        for middle in (a, c):
            if (lm := b.label_mention(middle)) is not None:
                toks |= frozenset(lm.tokens)
        conf = sum(m.score for m in mentions if m) / 3
        path = RelationPath((Relation(r1, not f1), Relation(r2, not f2), Relation(r3, not f3)))
        parts = [name_part, Part(None, toks, conf or 0.5, "relation", f"{r1} then {r2} then {r3}",
                                 guessed=not any(mentions), forced=len(routes) == 1)]
        out.append((conf - 2 * SECOND_HOP - (GUESS if not any(mentions) else 0), Join(path, Entity(em.entity.id)),
                    parts))
    return out


def _gap(a: tuple[int, ...], b: tuple[int, ...]) -> int:
    """How many words apart two spans are."""
    return min(abs(i - j) for i in a for j in b)


def _asked(b: Any, label: str) -> bool:
    """Whether the question asks for ``label``'s nodes: its word comes right after "which" / "what"."""
    m = b.label_mention(label)
    return m is not None and any(c.op in ("which", "what") and min(m.tokens) == max(c.tokens) + 1
                                 for c in b.r.of("wh"))
